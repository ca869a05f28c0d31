package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What every prefix of a streamed reply must show: nothing invented (every place shown is in the finished value: a
 * complete place is exactly its final value, a string still growing a prefix of its final text, a pending place one
 * the value has), nothing that flickers (a place shown stays, with its type, its value, its text growing only), the
 * stream fed piece by piece showing what one fed the prefix at once shows, and the finished stream being the
 * extraction.
 */
final class PartialChecks {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();

    private PartialChecks() {
    }

    /** Every prefix of {@code reply}, fed one character at a time and, in random pieces, compared with each prefix fed whole. */
    static JsonNode everyPrefix(String reply, Accept accept, Random random) {
        Extraction.Found last = assertInstanceOf(Extraction.Found.class, EXTRACTOR.extract(reply, Mode.STRICT, accept),
                reply);
        JsonNode last0 = last.json();
        ReplyStream stream = EXTRACTOR.stream(accept);
        Map<String, Shown> before = Map.of();
        for (int k = 1; k <= reply.length(); k++) {
            stream.append(reply.substring(k - 1, k));
            Partial p = stream.partial();
            Map<String, Shown> now = p == null ? Map.of() : shown(p);
            String at = "prefix " + k + " of " + reply;
            for (Map.Entry<String, Shown> e : now.entrySet()) {
                invented(last0, e.getKey(), e.getValue(), at);
            }
            if (p != null) {
                for (Map.Entry<String, PartialState> s : p.states().entrySet()) {
                    assertNotNull(at(last0, s.getKey()), at + ": " + s.getKey() + " is " + s.getValue()
                            + " but the finished value has no such place");
                }
            }
            for (Map.Entry<String, Shown> e : before.entrySet()) {
                flicker(e.getKey(), e.getValue(), now.get(e.getKey()), at);
            }
            before = now;
        }
        assertEquals(last, stream.finish());
        assertEquals(last0, stream.partial().json(), reply);
        assertTrue(stream.partial().complete(), reply);
        inPieces(reply, accept, random);
        return last0;
    }

    /** The reply fed in random pieces shows, after each, what a stream fed that prefix at once shows. */
    private static void inPieces(String reply, Accept accept, Random random) {
        ReplyStream stream = EXTRACTOR.stream(accept);
        int k = 0;
        while (k < reply.length()) {
            int next = Math.min(reply.length(), k + 1 + random.nextInt(12));
            stream.append(reply.substring(k, next));
            k = next;
            Partial piece = stream.partial();
            Partial once = EXTRACTOR.stream(accept).append(reply.substring(0, k)).partial();
            if (once == null) {
                assertNull(piece, "prefix " + k + " of " + reply);
            } else {
                assertNotNull(piece, "prefix " + k + " of " + reply);
                assertEquals(once.json(), piece.json(), "prefix " + k + " of " + reply);
                assertEquals(once.states(), piece.states(), "prefix " + k + " of " + reply);
                assertEquals(once.source(), piece.source(), "prefix " + k + " of " + reply);
                assertEquals(once.start(), piece.start(), "prefix " + k + " of " + reply);
            }
        }
    }

    /** A place shown: its node (copied) and whether it is still being written. */
    private record Shown(JsonNode node, boolean growing) {
    }

    private static Map<String, Shown> shown(Partial p) {
        Map<String, PartialState> states = p.states();
        Map<String, Shown> places = new LinkedHashMap<>();
        flatten(p.json(), "", states, places);
        return places;
    }

    private static void flatten(JsonNode node, String pointer, Map<String, PartialState> states, Map<String, Shown> out) {
        boolean growing = states.get(pointer) == PartialState.IN_PROGRESS;
        out.put(pointer, new Shown(node.isContainerNode() ? null : node.deepCopy(), growing));
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                flatten(e.getValue(), pointer + "/" + Partial.escape(e.getKey()), states, out);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                flatten(node.get(i), pointer + "/" + i, states, out);
            }
        }
        if (node.isContainerNode() && !states.containsKey(pointer)) {
            // Complete: the node is its final value whole (kept as a copy to compare later).
            out.put(pointer, new Shown(node.deepCopy(), false));
        }
    }

    /** The place at {@code pointer} of {@code value}, or null. */
    private static JsonNode at(JsonNode value, String pointer) {
        JsonNode n = value.at(pointer);
        return n.isMissingNode() ? null : n;
    }

    private static void invented(JsonNode last, String pointer, Shown shown, String where) {
        JsonNode finalNode = at(last, pointer);
        if (finalNode == null) {
            fail(where + ": " + pointer + " is shown but the finished value has no such place");
        }
        if (shown.node() == null) {
            assertEquals(true, finalNode.isContainerNode(), where + ": " + pointer + " shown as a container");
            return;
        }
        if (shown.growing()) {
            assertTrue(finalNode.isTextual() && finalNode.textValue().startsWith(shown.node().textValue()),
                    where + ": " + pointer + " shows " + shown.node() + ", not the beginning of " + finalNode);
        } else {
            assertEquals(finalNode.toString(), shown.node().toString(), where + ": " + pointer + " complete");
        }
    }

    private static void flicker(String pointer, Shown was, Shown now, String where) {
        if (now == null) {
            fail(where + ": " + pointer + " was shown and is gone");
        }
        if (was.node() == null) {
            assertTrue(now.node() == null || now.node().isContainerNode(), where + ": " + pointer + " changed type");
            return;
        }
        if (was.growing()) {
            assertTrue(now.node().isTextual() && now.node().textValue().startsWith(was.node().textValue()),
                    where + ": " + pointer + " was " + was.node() + ", is " + now.node());
        } else {
            assertEquals(was.node().toString(), now.node().toString(), where + ": " + pointer + " changed");
        }
    }

}

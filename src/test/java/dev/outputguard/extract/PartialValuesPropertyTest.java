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

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Generated JSON values, written as models write them (blanks or none, characters escaped or raw, numbers of
 * every form, surrogate pairs, around them prose, a fence, braces of prose), and every prefix of each reply read
 * as the reply streams: no value is ever invented (every place shown is in the finished value: a complete place
 * is exactly its final value, a string still growing a prefix of its final text, a pending key a key the value
 * has), nothing flickers (a place shown stays, with its type, its value, its text growing only), the stream fed
 * piece by piece shows what one fed the prefix at once shows, and the finished stream is the extraction.
 */
class PartialValuesPropertyTest {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();
    private static final String[] NUMBERS = {"0", "-0", "7", "-42", "1.5", "-0.0", "1.50", "1e5", "1E-3", "-2.5e+10",
        "0.000001", "123456789012345678901234", "9007199254740993", "-12.340e-2"};
    /** What models write around a value: nothing, prose (braces of prose among it), a fence closed or not, a same-line fence. */
    private static final String[][] AROUND = {{"", ""}, {"Sure! Here is the result:\n", " Hope this helps."},
        {"Use {curly} braces. Result: ", ""}, {"结果如下：", "\n\nLet me know {if} needed."},
        {"Sure.\n```json\n", "\n```\nDone."}, {"Sure.\n```json\n", ""}, {"~~~\n", "\n~~~"},
        {"Answer ```json ", " ``` ok"}};

    @Test
    void everyPrefix_inventsNothing_andNothingFlickers() {
        Random random = new Random(Long.getLong("seed", 41));
        for (int n = 0; n < Integer.getInteger("replies", 400); n++) {
            boolean array = random.nextInt(4) == 0;
            StringBuilder json = new StringBuilder();
            write(json, value(random, 0, array), random);
            String[] around = AROUND[random.nextInt(AROUND.length)];
            String reply = around[0] + json + around[1];
            check(reply, array ? Accept.ARRAY : Accept.OBJECT, random);
        }
    }

    /** Every prefix of {@code reply}, fed one character at a time and, in random pieces, compared with each prefix fed whole. */
    private static void check(String reply, Accept accept, Random random) {
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

    // ---- generation ------------------------------------------------------------------------------------

    /** A generated value: a JSON container at the root, as {@code array} says, scalars below. */
    private static Object value(Random random, int depth, boolean array) {
        int kind = depth == 0 ? (array ? 1 : 0) : depth > 3 ? 2 + random.nextInt(3) : random.nextInt(5);
        switch (kind) {
            case 0 -> {
                Map<String, Object> members = new LinkedHashMap<>();
                int n = random.nextInt(depth == 0 ? 5 : 4);
                for (int i = 0; i < n; i++) {
                    members.put(string(random), value(random, depth + 1, false));
                }
                return members;
            }
            case 1 -> {
                Object[] elements = new Object[random.nextInt(4)];
                for (int i = 0; i < elements.length; i++) {
                    elements[i] = value(random, depth + 1, false);
                }
                return elements;
            }
            case 2 -> {
                return new Str(string(random));
            }
            case 3 -> {
                return new Num(NUMBERS[random.nextInt(NUMBERS.length)]);
            }
            default -> {
                return new Lit(new String[] {"true", "false", "null"}[random.nextInt(3)]);
            }
        }
    }

    private record Str(String text) {
    }

    private record Num(String lexeme) {
    }

    private record Lit(String word) {
    }

    private static final String[] PIECES = {"a", "b", "name", " ", "\"", "\\", "/", "~", "\n", "\t", "\u0001", "é",
        "日本", "\ud83d\ude00", "{", "}", "[", "]", ",", ":", "```", "tru", "12"};

    private static String string(Random random) {
        StringBuilder s = new StringBuilder();
        int n = random.nextInt(5);
        for (int i = 0; i < n; i++) {
            s.append(PIECES[random.nextInt(PIECES.length)]);
        }
        return s.toString();
    }

    private static void write(StringBuilder out, Object value, Random random) {
        switch (value) {
            case Map<?, ?> members -> {
                out.append('{');
                boolean first = true;
                for (Map.Entry<?, ?> e : members.entrySet()) {
                    out.append(first ? "" : ",");
                    first = false;
                    blank(out, random);
                    quoted(out, (String) e.getKey(), random);
                    blank(out, random);
                    out.append(':');
                    blank(out, random);
                    write(out, e.getValue(), random);
                }
                blank(out, random);
                out.append('}');
            }
            case Object[] elements -> {
                out.append('[');
                for (int i = 0; i < elements.length; i++) {
                    out.append(i == 0 ? "" : ",");
                    blank(out, random);
                    write(out, elements[i], random);
                }
                blank(out, random);
                out.append(']');
            }
            case Str s -> quoted(out, s.text(), random);
            case Num num -> out.append(num.lexeme());
            case Lit lit -> out.append(lit.word());
            default -> throw new IllegalArgumentException(String.valueOf(value));
        }
    }

    private static void blank(StringBuilder out, Random random) {
        switch (random.nextInt(4)) {
            case 0 -> out.append(' ');
            case 1 -> out.append("\n  ");
            default -> {
            }
        }
    }

    /** A string as JSON may write it: what must be escaped escaped, the rest raw or escaped at random. */
    private static void quoted(StringBuilder out, String text, Random random) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean must = c == '"' || c == '\\' || c < 0x20;
            if (!must && random.nextInt(4) != 0) {
                out.append(c);
            } else if (c == '"' || c == '\\' || (c == '/' && random.nextBoolean())) {
                out.append('\\').append(c);
            } else if (c == '\n' && random.nextBoolean()) {
                out.append("\\n");
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        out.append('"');
    }
}

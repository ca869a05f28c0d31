package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;

/**
 * A plain value beside a member the schema does not name whose name is a word of hedging, choice or negation
 * ({@code {"count": 5, "maybe": 6}}, {@code {"count": 6, "or": 5}}, {@code "vielleicht"}, {@code "ou"}, {@code "または"})
 * holding another value of the same type: which one the reply asserts cannot be told, so nothing is answered,
 * whether the schema forbids unknown keys (the member would be dropped) or not (it would be kept beside the data).
 * Generated over every such word of every language the lexicon reads; the keep side: unrelated keys ({@code note},
 * {@code id}, {@code comment}) keep the value.
 */
class KeyOfferingAnotherValueGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    /** A property's schema, a plain value of it and another value of its type. */
    private record Plain(String name, String schema, JsonNode value, JsonNode other) {
    }

    private static final List<Plain> PLAINS = List.of(
            new Plain("count", "{\"type\":\"integer\"}", IntNode.valueOf(5), IntNode.valueOf(6)),
            new Plain("count", "{\"type\":\"integer\"}", TextNode.valueOf("5"), TextNode.valueOf("6")),
            new Plain("city", "{\"type\":\"string\"}", TextNode.valueOf("Lyon"), TextNode.valueOf("Paris")),
            new Plain("status", "{\"enum\":[\"approved\",\"rejected\"]}", TextNode.valueOf("approved"),
                    TextNode.valueOf("rejected")),
            new Plain("alerts", "{\"type\":\"boolean\"}", BooleanNode.TRUE, BooleanNode.FALSE));

    private static boolean confident(Plain plain, String key, JsonNode offered, boolean closed) {
        ObjectNode data = MAPPER.createObjectNode();
        data.set(plain.name(), plain.value());
        data.set(key, offered);
        try {
            ObjectNode schema = (ObjectNode) MAPPER.readTree("{\"type\":\"object\",\"required\":[\"" + plain.name()
                    + "\"],\"properties\":{\"" + plain.name() + "\":" + plain.schema() + "}}");
            if (closed) {
                schema.put("additionalProperties", false);
            }
            ObjectNode request = MAPPER.createObjectNode().put("text", data.toString()).put("coerce", true);
            request.set("schema", schema);
            JsonNode answer = MAPPER.readTree(new String(FUNCTIONS.call("extract-json",
                    request.toString().getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8));
            return answer.path("ok").asBoolean();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void anotherValueUnderAWordOfHedgingChoiceOrNegation_leavesNothingConfident_andUnrelatedKeysKeepTheValue() {
        Set<String> keys = new LinkedHashSet<>();
        for (String language : Lexicon.LANGUAGES) {
            for (Category c : List.of(Category.HEDGE, Category.CHOICE, Category.NEGATION)) {
                for (String w : Lexicon.get().words(c, language)) {
                    if (w.matches("[\\p{L}\\p{M}]+( [\\p{L}\\p{M}]+){0,2}")) { // words, not marks or faces
                        keys.add(w);
                    }
                }
            }
        }
        List<String> wrong = new ArrayList<>();
        int[] perFamily = new int[3];
        int[] wrongPerFamily = new int[3];
        for (Plain plain : PLAINS) {
            for (String key : keys) {
                for (boolean closed : new boolean[] {true, false}) {
                    int family = (Lexicon.get().categoriesOfWord(key) & Category.CHOICE.bit()) != 0 ? 1
                            : (Lexicon.get().categoriesOfWord(key) & Category.NEGATION.bit()) != 0 ? 2 : 0;
                    if (family == 0 && plain.value().isBoolean() && !closed) {
                        continue; // a yes or a no under a hedge's name is a flag on the data, read by the flags' rules
                    }
                    perFamily[family]++;
                    if (confident(plain, key, plain.other(), closed)) {
                        wrongPerFamily[family]++;
                        wrong.add(plain.name() + "=" + plain.value() + " beside " + key + "=" + plain.other()
                                + (closed ? " (closed)" : " (open)"));
                    }
                }
            }
        }
        System.out.printf("key offering another value: hedge %d/%d, choice %d/%d, negation %d/%d confident%n",
                wrongPerFamily[0], perFamily[0], wrongPerFamily[1], perFamily[1], wrongPerFamily[2], perFamily[2]);
        int lost = 0;
        int plains = 0;
        List<String> lostOnes = new ArrayList<>();
        for (Plain plain : PLAINS) {
            for (String key : List.of("note", "notes", "id", "comment", "reason", "explanation", "source", "summary",
                    "details", "author", "version", "type", "name", "title", "category", "result", "total")) {
                for (boolean closed : new boolean[] {true, false}) {
                    if (plain.value().isBoolean()) {
                        continue; // a yes or a no beside the data is a flag nobody listed: refused by its own rule
                    }
                    plains++;
                    // data of its own: a verdict's word beside an enum would take it back by its own rule
                    JsonNode unrelated = plain.name().equals("status") ? TextNode.valueOf("ticket 12") : plain.other();
                    if (!confident(plain, key, unrelated, closed)) {
                        lost++;
                        lostOnes.add(plain.name() + " beside " + key + (closed ? " (closed)" : " (open)"));
                    }
                }
            }
        }
        System.out.println("key offering another value, keep side: plain lost " + lost + " of " + plains + " " + lostOnes);
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " wrong");
        assertTrue(perFamily[0] + perFamily[1] + perFamily[2] > 1_000, "variants");
        assertEquals(0, lost, lost + " plain lost of " + plains + ": " + lostOnes);
    }
}

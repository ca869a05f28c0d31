package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A flag beside a JSON verdict or an answer's data that turns it around ({@link Category#TURNED_AROUND}:
 * {@code "negated": true}, {@code "opposite": "yes"}) or says it is not settled ({@code "not_final": true}, a
 * {@link Category#SETTLED} word another word of the key negates), in every language and spelling the keys are
 * written in: review-decision answers FAIL and extract-json's {@code coerce} refuses. The same key saying no, negated
 * ({@code "not_inverted": true}), and keys that keep meaning ({@code "target_met": true}, {@code "final": true},
 * {@code "confidence": 0.95}, {@code "has_issues": false}) leave the pass and the answer standing.
 */
class TurnedAroundFlagGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final String SCHEMA = "{\"type\":\"object\",\"properties\":{\"category\":{\"type\":\"string\","
            + "\"enum\":[\"billing\",\"tech\",\"other\"]}},\"required\":[\"category\"]}";

    private static final List<UnaryOperator<String>> SPELLINGS = List.of(
            k -> k.replace(' ', '_'),
            k -> "is_" + k.replace(' ', '_'),
            k -> {
                StringBuilder b = new StringBuilder("is");
                for (String w : k.split(" ")) {
                    b.append(w.substring(0, 1).toUpperCase(Locale.ROOT)).append(w.substring(1));
                }
                return b.toString();
            },
            k -> k.replace(' ', '-').toUpperCase(Locale.ROOT));

    private static JsonNode call(String function, ObjectNode request) {
        try {
            return MAPPER.readTree(new String(FUNCTIONS.call(function, request.toString().getBytes(StandardCharsets.UTF_8)),
                    StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static boolean passes(String key, JsonNode value) {
        ObjectNode verdict = MAPPER.createObjectNode().put("result", "PASS");
        verdict.set(key, value);
        return call("review-decision", MAPPER.createObjectNode().put("reviewText", verdict.toString()))
                .path("result").asText().equals("PASS");
    }

    private static boolean answers(String key, JsonNode value) {
        ObjectNode data = MAPPER.createObjectNode().put("category", "billing");
        data.set(key, value);
        ObjectNode request = MAPPER.createObjectNode().put("text", data.toString()).put("coerce", true).put("mode", "strict");
        try {
            request.set("schema", MAPPER.readTree(SCHEMA));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        JsonNode answer = call("extract-json", request);
        return answer.path("ok").asBoolean() && answer.path("json").path("category").asText().equals("billing");
    }

    private static boolean spaced(String term) {
        return term.chars().allMatch(c -> c < 0x2E80);
    }

    @Test
    void aFlagTurningTheValueAround_orSayingItIsNotSettled_inEveryLanguage_failsAPassAndRefusesTheData() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int i = 0;
        List<String[]> turning = new ArrayList<>(); // key words, and whether saying yes turns it around
        for (String language : Lexicon.LANGUAGES) {
            for (String term : LEX.words(Category.TURNED_AROUND, language)) {
                turning.add(new String[] {term, "yes"});
            }
            for (String term : LEX.words(Category.SETTLED, language)) {
                String not = LEX.words(Category.NEGATION, language).stream().filter(n -> !n.contains(" ") && !n.contains("'"))
                        .findFirst().orElse(null);
                if (not != null && spaced(term) && spaced(not)) {
                    turning.add(new String[] {not + " " + term, "yes"});
                }
            }
        }
        for (String[] k : turning) {
            boolean cjk = !spaced(k[0]);
            String key = cjk ? k[0] : SPELLINGS.get(i++ % SPELLINGS.size()).apply(k[0]);
            for (JsonNode yes : List.of(BooleanNode.TRUE, TextNode.valueOf("yes"))) {
                variants++;
                if (passes(key, yes)) {
                    wrong.add("PASS beside " + key + ": " + yes);
                }
                if (answers(key, yes)) {
                    wrong.add("answered beside " + key + ": " + yes);
                }
            }
            // Saying no, it turns nothing around (a settled word negated and saying no is read as a no of its own).
            if (k[0].chars().noneMatch(Character::isWhitespace) && (LEX.categoriesOfWord(k[0]) & Category.SETTLED.bit()) == 0) {
                if (!passes(key, BooleanNode.FALSE) || !answers(key, BooleanNode.FALSE)) {
                    wrong.add("taken back beside " + key + ": false");
                }
            }
        }
        // Keys that keep meaning: no term turns them around, or a negation turns the turning word back.
        List<Object[]> keeping = List.of(new Object[] {"target_met", BooleanNode.TRUE}, new Object[] {"goal_reached", BooleanNode.TRUE},
                new Object[] {"passed", BooleanNode.TRUE}, new Object[] {"final", BooleanNode.TRUE},
                new Object[] {"is_final", BooleanNode.TRUE}, new Object[] {"verified", BooleanNode.TRUE},
                new Object[] {"confidence", DoubleNode.valueOf(0.95)}, new Object[] {"has_issues", BooleanNode.FALSE},
                new Object[] {"not_inverted", BooleanNode.TRUE}, new Object[] {"is_mixed", BooleanNode.FALSE},
                new Object[] {"sarcastic", BooleanNode.FALSE}, new Object[] {"reviewed", BooleanNode.TRUE});
        for (Object[] k : keeping) {
            if (!passes((String) k[0], (JsonNode) k[1])) {
                wrong.add("FAIL beside " + k[0] + ": " + k[1]);
            }
            if (!answers((String) k[0], (JsonNode) k[1])) {
                wrong.add("refused beside " + k[0] + ": " + k[1]);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }
}

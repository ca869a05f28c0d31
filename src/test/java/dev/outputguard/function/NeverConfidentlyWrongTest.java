package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Replies that write a value and take it back, through the functions as a caller sends them: extract-json with
 * {@code coerce} (strict and repair) answers no value for them, review-decision answers FAIL. The shapes each family
 * of the generated suite ({@code assertion.GeneratedVariantsTest}) grows from, written out once.
 */
class NeverConfidentlyWrongTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final String VERDICT = "{\"type\": \"object\", \"required\": [\"v\"], \"properties\": {\"v\": {\"enum\":"
            + " [\"pass\", \"fail\"]}}}";

    private static JsonNode extract(String text, String schema, String mode) throws Exception {
        ObjectNode request = MAPPER.createObjectNode().put("text", text).put("coerce", true).put("mode", mode);
        request.set("schema", MAPPER.readTree(schema));
        return MAPPER.readTree(FUNCTIONS.call("extract-json", MAPPER.writeValueAsBytes(request)));
    }

    private static void assertNoValue(String text, String schema) throws Exception {
        for (String mode : List.of("strict", "repair")) {
            JsonNode answer = extract(text, schema, mode);
            assertFalse(answer.path("ok").asBoolean(), () -> mode + ": " + text + " → " + answer);
        }
    }

    /**
     * A list inside prose is no answer to take a scalar out of: a reference or a footnote mark ({@code See note [2].
     * Total: 7}, {@code Score: 5[1]}). Generated: each list of one value, at the start, the middle and the end of
     * sentences in several languages, for an integer, a number, an enum and a boolean root; never that value. The
     * same list standing alone as the reply is unwrapped.
     */
    @Test
    void extractJson_aListOfOneInsideProse_isNeverUnwrappedIntoAScalarRoot() throws Exception {
        List<String[]> lists = List.of(new String[] { "[2]", "{\"type\": \"integer\"}", "2" },
                new String[] { "[0.5]", "{\"type\": \"number\"}", "0.5" },
                new String[] { "[\"pass\"]", "{\"enum\": [\"pass\", \"fail\"]}", "\"pass\"" },
                new String[] { "[true]", "{\"type\": \"boolean\"}", "true" });
        List<String> sentences = List.of("See note %s. The total is 7.", "Score: 5%s", "The reviewers agreed%s.",
                "%s Approved by the team.", "合計は7です%s。", "Siehe %s oben.", "Voir %s ci-dessus.");
        int variants = 0;
        for (String[] list : lists) {
            for (String sentence : sentences) {
                for (String mode : List.of("strict", "repair")) {
                    JsonNode answer = extract(String.format(sentence, list[0]), list[1], mode);
                    variants++;
                    assertFalse(answer.path("ok").asBoolean(), () -> sentence + " " + list[0] + " → " + answer);
                }
            }
            JsonNode alone = extract(list[0], list[1], "strict");
            assertEquals(MAPPER.readTree(list[2]), alone.get("json"), () -> list[0] + " alone → " + alone);
        }
        assertEquals(56, variants);
    }

    /**
     * A JSON value the words after it take back is no value, generated: every retraction and joke word of every
     * language the lexicon reads, opening a later line, a bullet or the rest of the value's line, after an object
     * written in prose or fenced; and two objects found alike that conform and differ. Words that go on to explain
     * the data keep it.
     */
    @Test
    void extractJson_aJsonValueTheWordsAfterItTakeBack_isNoValue() throws Exception {
        List<String> openers = new java.util.ArrayList<>();
        for (String language : dev.outputguard.assertion.Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList()) {
            openers.addAll(dev.outputguard.assertion.Lexicon.get().words(dev.outputguard.assertion.Category.RETRACTION, language));
            openers.addAll(dev.outputguard.assertion.Lexicon.get().words(dev.outputguard.assertion.Category.JOKE, language));
        }
        List<String> values = List.of("{\"v\": \"pass\"}", "```json\n{\"v\": \"pass\"}\n```");
        List<String> joins = List.of("\n\n", " ", "\n- ");
        // A word the lexicon also lists as a pseudo-trigger reads as that phrase ("not serious": a problem not serious).
        openers.removeIf(w -> (dev.outputguard.assertion.Lexicon.get().categoriesOfWord(w)
                & dev.outputguard.assertion.Category.PSEUDO.bit()) != 0);
        int variants = 0;
        for (int i = 0; i < openers.size(); i++) {
            String text = values.get(i % 2) + joins.get(i % 3) + openers.get(i) + ".";
            assertNoValue(text, VERDICT);
            variants++;
        }
        for (String second : List.of("Final: {\"v\": \"fail\"}", "{\"v\": \"fail\"}")) {
            assertNoValue("Draft: {\"v\": \"pass\"}\n" + second, VERDICT);
        }
        for (String after : List.of("", "\n\nLet me know if you need anything else?", "\n\nNo other fields were found.",
                "\n\nA failing review would read {\"v\": \"fail\"}.")) {
            JsonNode answer = extract("```json\n{\"v\": \"pass\"}\n```" + after, VERDICT, "strict");
            assertEquals("pass", answer.path("json").path("v").asText(), () -> after + " → " + answer);
        }
        assertTrue(variants > 150, variants + " variants");
    }

    @ParameterizedTest
    @ValueSource(strings = {"PASS?", "~~PASS~~", "PASS - no", "pass (not really)", "Pass (if fixed)", "PASS, maybe",
        "PASS ❌", "pass. Just kidding.", "PASS (tentative)", "PASS — critical bug found", "pass/fail", "PASS 😂"})
    void extractJson_anEnumValueTakenBackInItsField_isNoValue(String value) throws Exception {
        assertNoValue(MAPPER.createObjectNode().put("v", value).toString(), VERDICT);
    }

    @Test
    void extractJson_booleansNumbersAndAStateTakenBack_areNoValue() throws Exception {
        String state = "{\"type\": \"object\", \"properties\": {\"s\": {\"enum\": [\"done\", \"todo\"]}, \"b\":"
                + " {\"type\": \"boolean\"}, \"n\": {\"type\": \"integer\"}}}";
        for (String reply : List.of("{\"s\": \"done - not started\"}", "{\"b\": \"yes?\"}", "{\"b\": \"~~no~~\"}",
                "{\"n\": \"5?\"}", "{\"n\": \"~~5~~\"}", "{\"b\": \"true (probably)\"}")) {
            assertNoValue(reply, state);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"I wouldn't say **PASS**.", "Would be **PASS** if fixed.", "Verdict: PASS\n\nActually, no.",
        "Verdict: **PASS**\n- not really", "Maybe **PASS**."})
    void extractJson_anEnumRootTakenBackInProse_isNoValue(String reply) throws Exception {
        assertNoValue(reply, "{\"enum\": [\"PASS\", \"FAIL\"]}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"The answer is not 5.", "Less than 5.", "Version 3 is out.", "In 2024 the total was unknown.",
        "About 5.", "5?", "The total is **5**, I think.", "There are 5 items so far.", "There are 5 items in the cart.",
        "Count: 5 per user", "Count: 5 times a day"})
    void extractJson_aNumberRootTakenBackOrNamedInPassing_isNoValue(String reply) throws Exception {
        assertNoValue(reply, "{\"type\": \"integer\"}");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"The total is 5.|5", "There are 5 items in total.|5", "Answer: **5**|5",
        "合計は5です。|5"})
    void extractJson_aNumberStatedInProse_isTheNumber(String reply, int expected) throws Exception {
        JsonNode answer = extract(reply, "{\"type\": \"integer\"}", "strict");
        assertTrue(answer.path("ok").asBoolean(), answer::toString);
        assertEquals(expected, answer.get("json").asInt());
    }

    @Test
    void extractJson_shapesThatWouldChangeTheMeaning_areNoValue() throws Exception {
        String qty = "{\"type\": \"object\", \"additionalProperties\": false, \"required\": [\"qty\"], \"properties\":"
                + " {\"qty\": {\"type\": \"integer\", \"default\": 1}}}";
        assertNoValue("{\"quantity\": 5}", qty);
        String person = "{\"type\": \"object\", \"required\": [\"name\"], \"properties\": {\"name\": {\"type\": \"string\"}}}";
        for (String key : List.of("error", "example", "rejected", "invalid", "not")) {
            assertNoValue("{\"" + key + "\": {\"name\": \"Ann\"}}", person);
        }
        String tags = "{\"type\": \"object\", \"required\": [\"tags\"], \"properties\": {\"tags\": {\"type\": \"array\","
                + " \"items\": {\"type\": \"string\"}}}}";
        for (String tag : List.of("なし", "no tags", "a • b", "a，b", "keine", "无")) {
            assertNoValue(MAPPER.createObjectNode().put("tags", tag).toString(), tags);
        }
        String price = "{\"type\": \"object\", \"properties\": {\"price\": {\"type\": \"object\", \"required\": [\"cents\"],"
                + " \"properties\": {\"cents\": {\"type\": \"integer\"}}}}}";
        assertNoValue("{\"price\": 5}", price);
    }

    @Test
    void extractJson_aNumberMadeAString_keepsItsSpelling() throws Exception {
        JsonNode answer = extract("{\"s\": 1e3}", "{\"type\": \"object\", \"properties\": {\"s\": {\"type\": \"string\"}}}",
                "strict");
        assertEquals("1e3", answer.path("json").path("s").asText(), answer::toString);
    }

    @Test
    void extractJson_decimalsThatWouldBeThousandsOfDigits_answerNoMoreThanTheReplyWrote() throws Exception {
        String reply = "[" + "1e999, ".repeat(20_000) + "1e999]";
        byte[] answer = FUNCTIONS.call("extract-json", MAPPER.writeValueAsBytes(MAPPER.createObjectNode()
                .put("text", reply).put("coerce", true).set("schema", MAPPER.readTree(
                        "{\"type\": \"array\", \"items\": {\"type\": \"integer\"}}"))));
        assertTrue(answer.length < 4 * reply.length(), answer.length + " bytes answered for " + reply.length());
        assertFalse(new String(answer, StandardCharsets.UTF_8).contains("0000000000"), "no decimal written out");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Final Decision: PASS ❌", "Final Decision: PASS (?)", "Final Decision: PASS, maybe",
        "Final Decision: PASS (tentative)", "Final Decision: PASS, but blocking issues remain",
        "Final Decision: PASS — critical bug found", "Final Decision: PASS.\nJust kidding, FAIL.",
        "- Final Decision: PASS\n  - not really", "最終判定: PASS(笑)", "最终判定：不通过\nDecision: PASS",
        "Décision finale : ÉCHEC\nDecision: PASS", "{\"result\": \"PASS\", \"verdict\": \"FAILED\"}",
        "{\"result\": \"PASS\", \"status\": \"REJECTED\"}", "{\"result\": \"PASS\", \"decision\": \"NG\"}",
        "{\"result\": \"PASS\", \"verdict\": \"不合格\"}", "{\"result\": \"PASS\", \"failed\": true}",
        "{\"result\": \"PASS\", \"approve\": false}", "{\"result\": \"PASS\", \"checks\": [{\"result\": \"FAIL\"}]}",
        "{\"result\": \"PASS\", \"re\u200Bsult\": \"FAIL\"}", "{\"result\": \"PASS\"}\nJust kidding.",
        "Final Decision: PASS\n\nActually, no.", "Final Decision: PASS[^1]\n\n[^1]: Not really."})
    void reviewDecision_aPassTakenBackOrContradicted_isFail(String review) throws Exception {
        JsonNode answer = MAPPER.readTree(FUNCTIONS.call("review-decision",
                MAPPER.writeValueAsBytes(MAPPER.createObjectNode().put("reviewText", review))));
        assertEquals("FAIL", answer.get("result").asText(), () -> review + " → " + answer);
    }
}

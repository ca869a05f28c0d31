package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * extract-json with {@code coerce} on every case of the coerce table ({@code src/test/resources/coerce/peers-table.json},
 * the table bench/peers/coerce.sh scores it and its peers on), through the request contract as a caller sends it:
 * never a confidently wrong value (a value that differs from the expected one, or any value where a refusal is
 * expected), and no case expected as a value refused.
 */
class CoerceTableAnswersTest {

    private static final ObjectMapper MAPPER = JsonMapper.builder().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .nodeFactory(JsonNodeFactory.withExactBigDecimals(true)).build();
    /** Numbers by value (1.50 equals 1.5), as the scorer compares them. */
    private static final Comparator<JsonNode> NUMBERS_BY_VALUE = (a, b) -> a.isNumber() && b.isNumber()
            ? a.decimalValue().compareTo(b.decimalValue()) : a.equals(b) ? 0 : 1;
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    private static JsonNode table;

    /**
     * Why an explanation after a separator in words of its own is refused ("fail - two blockers", "Mixed - the reviewer
     * likes …"): a remark after a value is read fail-closed, as a number's is, since a word nobody listed may place it
     * in another time, give it to another referent or make it ironic ("negative - sarcastically", "no - opposite day").
     */
    private static final String FAIL_CLOSED_REMARK = "a remark after a value keeps it only in the words that keep a"
            + " value (see above, units, problems beside a fail): a word nobody listed may take it back (\"negative -"
            + " sarcastically\", \"no - opposite day\", \"negative - last quarter\"), so an explanation in words of its own"
            + " is refused";

    /**
     * The cases expected as a value that the reading of assertion refuses, each with why the reply reads two ways
     * (docs/benchmarks.md counts them per family): a refusal where a guess could be wrong.
     */
    static final java.util.Map<String, String> STRICTNESS = java.util.Map.of(
            "shape/blockers-sentence-beginning-none", "a string that opens with a negation (\"None of …\") may say there"
                    + " is no blocker as readily as name one: it is not made a one-item list",
            "enums/conditions-explained-paren", "a bracket right after a value qualifies it (\"Rain (light)\"): a"
                    + " qualifier no list keeps may make it another value (\"5 (draft)\", \"fail (hypothetical)\"),"
                    + " so it is refused",
            "keys/extra-and-camel", "a key dropped as unknown beside the data (\"riskLevel\": \"high\") names what"
                    + " a review reads against a verdict (a rated risk): dropped, the verdict kept beside it may read as"
                    + " another, so it is refused",
            "enums/verdict-explanation-dash", FAIL_CLOSED_REMARK,
            "enums/verdict-explanation-colon", FAIL_CLOSED_REMARK,
            "enums/conditions-explained-dash", FAIL_CLOSED_REMARK,
            "enums/sentiment-root-explained", FAIL_CLOSED_REMARK,
            "enums/sentiment-root-bold-label", FAIL_CLOSED_REMARK,
            "scalars/total-trailing-zero-string", "one dot before three digits (\"45.490\") reads 45.49 or, as German,"
                    + " French and Spanish write thousands, 45490: as one comma before three digits, it is refused");

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = CoerceTableAnswersTest.class.getResourceAsStream("/coerce/peers-table.json")) {
            table = MAPPER.readTree(in);
        }
    }

    private static JsonNode answer(JsonNode c) throws IOException {
        ObjectNode request = MAPPER.createObjectNode().put("text", c.get("reply").asText());
        request.set("schema", table.get("schemas").get(c.get("schema").asText()));
        request.put("coerce", true);
        return MAPPER.readTree(FUNCTIONS.call("extract-json", MAPPER.writeValueAsBytes(request)));
    }

    @Test
    void everyCase_isItsExpectedValueOrRefused_neverAnotherValue() throws IOException {
        List<String> wrong = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (JsonNode c : table.get("cases")) {
            JsonNode expected = c.get("expected");
            boolean refuse = expected.isTextual() && expected.asText().equals("refuse");
            JsonNode answer = answer(c);
            String id = c.get("id").asText();
            if (answer.get("ok").asBoolean()) {
                if (refuse || !answer.get("json").equals(NUMBERS_BY_VALUE, expected)) {
                    wrong.add(id + ": " + answer.get("json"));
                }
            } else if (!refuse) {
                refused.add(id + ": " + answer.path("error").path("code").asText());
            }
        }
        assertEquals(List.of(), wrong, "confidently wrong");
        assertEquals(STRICTNESS.keySet().stream().sorted().toList(), refused.stream().map(r -> r.substring(0, r.indexOf(':')))
                .sorted().toList(), "refused where a value is expected, beyond the refusals strictness costs: " + refused);
        assertTrue(table.get("cases").size() >= 300);
        assertTrue(refused.size() * 100 <= 5 * table.get("cases").size(), "recall " + refused.size() + " refused");
    }
}

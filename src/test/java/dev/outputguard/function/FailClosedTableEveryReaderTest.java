package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The fail-closed table (src/test/resources/review/fail-closed.json) through every reader of a value, not only
 * review-decision's markers: each negation written after a pass in an enum field (extract-json with {@code coerce}),
 * in prose for an enum root, bare and after a label in bold, and as a JSON verdict's {@code result}. Not one of them
 * is answered PASS.
 */
class FailClosedTableEveryReaderTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final String FIELD = "{\"type\": \"object\", \"required\": [\"verdict\"], \"properties\": {\"verdict\":"
            + " {\"enum\": [\"PASS\", \"FAIL\", \"PASS_WITH_SUGGESTIONS\"]}}}";
    private static final String ROOT = "{\"enum\": [\"PASS\", \"FAIL\", \"PASS_WITH_SUGGESTIONS\"]}";

    private static JsonNode table;

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = FailClosedTableEveryReaderTest.class.getResourceAsStream("/review/fail-closed.json")) {
            table = MAPPER.readTree(in);
        }
    }

    private static JsonNode extract(String text, String schema) throws IOException {
        ObjectNode request = MAPPER.createObjectNode().put("text", text).put("coerce", true);
        request.set("schema", MAPPER.readTree(schema));
        return MAPPER.readTree(FUNCTIONS.call("extract-json", MAPPER.writeValueAsBytes(request)));
    }

    private static boolean answersAPass(JsonNode answer, String pointer) {
        return answer.path("ok").asBoolean() && answer.get("json").at(pointer).asText().startsWith("PASS");
    }

    @Test
    void everyNegationOfTheTable_isNoPass_inAFieldInProseOrAsAJsonVerdict() throws IOException {
        List<String> passes = new ArrayList<>();
        int cases = 0;
        for (JsonNode negation : table.get("negations")) {
            for (String value : List.of("PASS", "**PASS**", "pass", "ＰＡＳＳ")) {
                String written = value + negation.asText();
                cases += 4;
                if (answersAPass(extract(MAPPER.createObjectNode().put("verdict", written).toString(), FIELD), "/verdict")) {
                    passes.add("field: " + written);
                }
                if (answersAPass(extract(written, ROOT), "")) {
                    passes.add("prose: " + written);
                }
                if (answersAPass(extract("Verdict: **" + value.replace("*", "") + "**" + negation.asText(), ROOT), "")) {
                    passes.add("labelled prose: " + written);
                }
                byte[] body = MAPPER.writeValueAsBytes(MAPPER.createObjectNode().put("reviewText",
                        MAPPER.createObjectNode().put("result", written).toString()));
                if (!MAPPER.readTree(FUNCTIONS.call("review-decision", body)).get("result").asText().equals("FAIL")) {
                    passes.add("json verdict: " + written);
                }
            }
        }
        assertTrue(cases > 2_000, cases + " cases");
        assertEquals(List.of(), passes, passes.size() + " answered a pass of " + cases);
    }

    @Test
    void theTablesClearPasses_remainPasses_inAField() throws IOException {
        List<String> refused = new ArrayList<>();
        for (JsonNode c : table.get("stillPass")) {
            String review = c.get("reviewText").asText();
            int colon = Math.max(review.lastIndexOf(": "), review.lastIndexOf('：'));
            String written = review.substring(colon + (review.charAt(colon) == '：' ? 1 : 2));
            if (c.has("reply") || !written.startsWith("PASS") || review.contains("\n")) {
                continue; // a JSON verdict or a review of several lines: no one value to write in a field
            }
            JsonNode answer = extract(MAPPER.createObjectNode().put("verdict", written).toString(), FIELD);
            if (!answer.path("ok").asBoolean() || !answer.get("json").get("verdict").asText().equals(c.get("result").asText())) {
                refused.add(written + " → " + answer.path("json"));
            }
        }
        assertEquals(List.of(), refused);
    }
}

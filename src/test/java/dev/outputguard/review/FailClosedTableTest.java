package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.JsonExtractor;

/**
 * The fail-closed table (src/test/resources/review/fail-closed.json): negations written after a pass under every
 * marker, passes with invisible characters, reviews whose JSON and markers disagree or that merely quote a JSON
 * verdict. Not one of them may pass; and the reviews of its {@code stillPass} list keep their pass.
 */
class FailClosedTableTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static JsonNode table() throws Exception {
        try (InputStream in = FailClosedTableTest.class.getResourceAsStream("/review/fail-closed.json")) {
            return MAPPER.readTree(in);
        }
    }

    /** A marker line: a table cell closes with {@code |}, every other form is the marker then the value. */
    private static String review(String marker, String value) {
        return marker + value + (marker.startsWith("|") ? " |" : "");
    }

    @Test
    void review_negatedOrUnclearPass_underEveryMarker_isNeverAPass() throws Exception {
        JsonNode table = table();
        List<String> falsePasses = new ArrayList<>();
        int cases = 0;
        for (JsonNode marker : table.get("markers")) {
            for (JsonNode value : table.get("values")) {
                for (JsonNode negation : table.get("negations")) {
                    String review = review(marker.asText(), value.asText() + negation.asText());
                    cases++;
                    if (decider.decide(review, null).result() != Verdict.FAIL) {
                        falsePasses.add(review);
                    }
                }
            }
            for (JsonNode value : table.get("zeroWidth")) {
                String review = review(marker.asText(), value.asText());
                cases++;
                if (decider.decide(review, null).result() != Verdict.FAIL) {
                    falsePasses.add(review);
                }
            }
        }
        assertTrue(cases > 10_000, cases + " cases");
        assertEquals(List.of(), falsePasses, falsePasses.size() + " false PASS of " + cases);
    }

    @Test
    void review_signalsThatDisagreeOrAQuotedVerdict_isNeverAPass() throws Exception {
        List<String> falsePasses = new ArrayList<>();
        for (JsonNode c : table().get("whole")) {
            String reply = c.hasNonNull("reply") ? c.get("reply").asText() : null;
            ReviewDecision d = decider.decide(c.get("reviewText").asText(), reply);
            if (d.result() != Verdict.FAIL) {
                falsePasses.add(c.toString() + " -> " + d);
            }
        }
        assertEquals(List.of(), falsePasses);
    }

    @Test
    void review_clearPassesOfTheTable_stillPass() throws Exception {
        for (JsonNode c : table().get("stillPass")) {
            String reply = c.hasNonNull("reply") ? c.get("reply").asText() : null;
            ReviewDecision d = decider.decide(c.get("reviewText").asText(), reply);
            assertEquals(c.get("result").asText(), d.result().name(), c.toString() + " -> " + d);
        }
    }
}

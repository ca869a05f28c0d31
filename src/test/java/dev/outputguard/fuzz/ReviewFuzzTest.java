package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;


import org.junit.jupiter.api.extension.RegisterExtension;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.review.DecisionSource;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.review.ReviewDecision;
import dev.outputguard.review.Verdict;

/**
 * The review parser on an arbitrary review and optional reply: a verdict is always one of the three
 * values, the source is consistent with it (EMPTY exactly for a blank review, a marker named exactly for
 * source MARKER), and nothing but a JSON verdict or a marker ever passes.
 */
class ReviewFuzzTest {

    private static final ReviewDecider DECIDER = new ReviewDecider(new JsonExtractor());
    @RegisterExtension
    static final QuietLogs LOGS = QuietLogs.of(ReviewDecider.class);

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"{\"result\": \"", "PASS", "FAIL", "PASS_WITH_SUGGESTIONS", "\"suggestions\": [",
        "最終判定:", "判定結果:", "判定:", "**結果:**", "**結果**", "DECISION:", "：", "\\u0072esult", "```"})
    void decide_verdictIsOneOfThreeAndSourceIsConsistent(FuzzedDataProvider data) {
        String reply = data.consumeBoolean() ? data.consumeString(2_000) : null;
        String reviewText = data.consumeRemainingAsString();

        ReviewDecision decision = DECIDER.decide(reviewText, reply);

        Verdict result = decision.result();
        DecisionSource source = decision.source();
        assertNotNull(result);
        assertNotNull(source);
        assertEquals(reviewText.isBlank(), source == DecisionSource.EMPTY, () -> source + " for blank=" + reviewText.isBlank());
        if (source == DecisionSource.EMPTY || source == DecisionSource.DEFAULT) {
            assertEquals(Verdict.FAIL, result, () -> "a " + source + " decision passed");
        }
        assertEquals(source == DecisionSource.MARKER, decision.marker() != null, () -> "marker " + decision.marker());
        if (source != DecisionSource.EMPTY) {
            assertEquals(reviewText, decision.feedback());
        }
        if (source == DecisionSource.JSON) {
            assertTrue((reply != null ? reply : reviewText).indexOf('{') >= 0, "a JSON verdict without an object");
        } else {
            assertTrue(source == DecisionSource.EMPTY || decision.suggestions().isEmpty(), "suggestions come from JSON");
        }
        assertFalse(decision.suggestions().stream().anyMatch(s -> s == null), "a null suggestion");
    }
}

package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;

import org.junit.jupiter.api.extension.RegisterExtension;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.text.Nfkc;
import dev.outputguard.review.DecisionSource;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.review.ReviewDecision;
import dev.outputguard.review.ReviewReading;
import dev.outputguard.review.Verdict;

/**
 * The review parser on an arbitrary review and optional reply: a verdict is always one of the three
 * values, the source is consistent with it (EMPTY exactly for a blank review, a marker named and located
 * exactly for source MARKER), nothing but a JSON verdict or a marker ever passes, a marker's position points
 * at its keyword in the review as written (NFKC can change lengths), suggestions come only from a JSON
 * verdict or, for a marker verdict, as single lines of the review, and the parsed feedback agrees; and the review
 * with {@code 最終判定: FAIL} appended fails, whatever it quotes or the reply says.
 */
class ReviewFuzzTest {

    private static final ReviewDecider DECIDER = new ReviewDecider(new JsonExtractor());
    @RegisterExtension
    static final QuietLogs LOGS = QuietLogs.of(ReviewDecider.class);

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"{\"result\": \"", "PASS", "FAIL", "PASS_WITH_SUGGESTIONS", "\"suggestions\": [",
        "最終判定:", "判定結果:", "判定:", "**結果:**", "**結果**", "DECISION:", "：", "\\u0072esult", "```",
        "ＰＡＳＳ", "＿", "…", "𝐏", "ﬁ", "\u0301", "Suggestions:", "## 提案", "【改善点】", "- ", "・", "1. ",
        "\"feedback\": \"", "> ", "<!--", "-->", "`", "例:", "Example:", "| 最終判定 | ", " |", "条件付き",
        " (conditional)", " pending", "\"passed\": false", "~~~", "\u200b", "\u2060", "\u00ad", "\ufeff", "\u202e",
        "不可", "できません", "ではありません", " denied", " is not", ", NOT", " (not really)", "\"Result\": \"",
        "\"passed\": \"false\"", "<THINK>", "[/THINK]", "</reasoning>"})
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
        assertEquals(source == DecisionSource.MARKER, decision.position() != null, () -> "position " + decision.position());
        if (source != DecisionSource.EMPTY) {
            assertEquals(reviewText, decision.feedback());
        }
        if (source == DecisionSource.JSON) {
            assertTrue((reply != null ? reply : reviewText).indexOf('{') >= 0, "a JSON verdict without an object");
        } else if (source == DecisionSource.MARKER) {
            assertMarkerAt(reviewText, decision);
            for (String s : decision.suggestions()) {
                assertTrue(!s.isEmpty() && s.equals(s.strip()) && s.indexOf('\n') < 0, () -> "suggestion <" + s + ">");
            }
        } else {
            assertTrue(source == DecisionSource.EMPTY || decision.suggestions().isEmpty(), "suggestions without a verdict");
        }
        assertFalse(decision.suggestions().stream().anyMatch(s -> s == null), "a null suggestion");

        // Never a false PASS: whatever the review quotes, hides, tables or hedges, and whatever the reply says, a
        // review that ends by stating the final verdict FAIL fails.
        String failing = reviewText + "\n最終判定: FAIL";
        assertEquals(Verdict.FAIL, DECIDER.decide(failing, reply).result(), "a review ending in 最終判定: FAIL passed");
        // Nor a pass the final verdict takes back, behind an invisible character or not.
        String takenBack = reviewText + "\n最終判定: PASS\u200b不可";
        assertEquals(Verdict.FAIL, DECIDER.decide(takenBack, reply).result(), "a review ending in a negated pass passed");

        ReviewReading reading = DECIDER.read(reviewText, reply);
        assertEquals(decision, reading.decision());
        if (source == DecisionSource.DEFAULT) {
            assertEquals(reviewText.strip(), reading.feedback());
        } else if (source == DecisionSource.MARKER) {
            assertTrue(reading.feedback().length() <= reviewText.length(), "feedback longer than the review");
        }
    }

    /** The review as written, from the reported position, reads in NFKC as the marker's keyword. */
    private static void assertMarkerAt(String reviewText, ReviewDecision decision) {
        int at = decision.position();
        assertTrue(at >= 0 && at < reviewText.length(), () -> "position " + at);
        String keyword = decision.marker().toLowerCase(Locale.ROOT);
        keyword = keyword.endsWith("**") ? keyword.substring(0, keyword.length() - 2) : keyword;
        String there = Nfkc.of(reviewText.substring(at, Math.min(reviewText.length(), at + 60))).text()
                .toLowerCase(Locale.ROOT);
        String expected = keyword;
        assertTrue(there.startsWith(expected), () -> "<" + there + "> at " + at + " is not " + expected);
    }
}

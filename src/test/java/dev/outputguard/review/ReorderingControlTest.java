package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A control that reorders how a review shows (a bidirectional embedding, override or isolate) is dropped as
 * invisible, yet the reader sees another text ({@code Final Decision: \u202EPASS} shows {@code SSAP}): wherever it
 * stands in the review or its reply, a pass is FAIL; the same review without it keeps its pass.
 */
class ReorderingControlTest {

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static final List<String> CONTROLS = List.of("\u202A", "\u202B", "\u202D", "\u202E", "\u2066", "\u2067",
            "\u2068");

    @Test
    void aPassBesideAReorderingControl_fails_andTheSameReviewWithoutItPasses() {
        List<String[]> placements = List.of(
                new String[] { "Final Decision: %sPASS", null },
                new String[] { "Final Decision: %sPASS\u2069", null },
                new String[] { "最終判定: PASS%s", null },
                new String[] { "Looks fine.%s\n\nFinal Decision: PASS", null },
                new String[] { "{\"result\": \"PASS\", \"summary\": \"%sok\"}", null },
                new String[] { "Reviewed.", "{\"result\": \"PASS\", \"note\": \"%sLGTM\"}" });
        int read = 0;
        for (String[] placement : placements) {
            String plainText = placement[0].replace("%s", "").replace("\u2069", "");
            String plainReply = placement[1] == null ? null : placement[1].replace("%s", "");
            assertEquals(Verdict.PASS, decider.decide(plainText, plainReply).result(), plainText + " | " + plainReply);
            for (String control : CONTROLS) {
                String text = placement[0].replace("%s", control);
                String reply = placement[1] == null ? null : placement[1].replace("%s", control);
                ReviewDecision d = decider.decide(text, reply);
                assertEquals(Verdict.FAIL, d.result(), text + " | " + reply);
                read++;
            }
        }
        assertEquals(placements.size() * CONTROLS.size(), read);
    }
}

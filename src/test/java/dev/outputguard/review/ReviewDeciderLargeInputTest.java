package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.outputguard.extract.JsonExtractor;

/**
 * 10 MB reviews: the verdict must be right and deciding must finish. Speed is measured by the JMH
 * benchmark; the timeout (in a separate thread) only catches a quadratic regression.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ReviewDeciderLargeInputTest {

    private static final int TEN_MB = 10_000_000;
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void decide_tenMegabyteReviewWithFinalMarkerAtTheEnd_findsIt() {
        String review = "判定: PASS\n" + "PASS判定が可能になります。DECISION\n".repeat(TEN_MB / 25) + "最終判定： FAIL";
        ReviewDecision d = decider.decide(review, null);
        assertEquals(Verdict.FAIL, d.result());
        assertEquals("最終判定", d.marker());
    }

    @Test
    void decide_tenMegabytesOfMarkersWithoutValues_isDefaultFail() {
        String review = "判定:最終判定:DECISION:**結果**".repeat(TEN_MB / 23);
        assertEquals(DecisionSource.DEFAULT, decider.decide(review, null).source());
    }

    @Test
    void decide_tenMegabytesOfFullWidthMarkersWithoutValues_isDefaultFail() {
        // Nothing here is in NFKC already: every character but the kanji goes through the normaliser.
        String review = "判定：ＰＡＳＳＥＤ　ＤＥＣＩＳＩＯＮ：…＊＊結果＊＊".repeat(TEN_MB / 24);
        assertEquals(DecisionSource.DEFAULT, decider.decide(review, null).source());
    }

    @Test
    void decide_tenMegabytesOfFullWidthProseThenAFullWidthVerdict_findsItWhereItIsWritten() {
        String review = "ＰＡＳＳ判定が可能になります…\n".repeat(TEN_MB / 16) + "最終判定：ＦＡＩＬ";
        ReviewDecision d = decider.decide(review, null);
        assertEquals(Verdict.FAIL, d.result());
        assertEquals(review.length() - "最終判定：ＦＡＩＬ".length(), d.position());
    }

    @Test
    void decide_tenMegabytesOfObjectsWithoutResult_fallsBackToMarker() {
        String review = "{\"seq\": 100}".repeat(TEN_MB / 12) + "\n判定: PASS";
        ReviewDecision d = decider.decide(review, null);
        assertEquals(DecisionSource.MARKER, d.source());
        assertEquals(Verdict.PASS, d.result());
    }

    /**
     * Walks millions of top-level objects ({@code ObjectsWithKey} over a {@code JsonExtractor.Walk}): linear only
     * when one step costs what it scans, not what lies after it.
     */
    @Test
    void decide_tenMegabytesOfObjectsThenAVerdict_isJson() {
        String reply = "{}".repeat(TEN_MB / 2) + "\n{\"result\": \"PASS\"}"; // a pass counts from an object on its own line
        ReviewDecision d = decider.decide("レビュー", reply);
        assertEquals(DecisionSource.JSON, d.source());
        assertEquals(Verdict.PASS, d.result());
    }

    @Test
    void decide_tenMegabytesOfFencedObjectsWithoutVerdict_findsTheLastOne() {
        // Every object holds a "result" that is no verdict (a pass in other words), so the walk visits each; the look for the next
        // "result" key or escape used to start over from each object to the end of the text: quadratic.
        String review = "```json\n{\"result\": \"OKAY\"}\n```\n".repeat(TEN_MB / 32) + "```json\n{\"result\": \"PASS\"}\n```";
        ReviewDecision d = decider.decide(review, null);
        assertEquals(Verdict.PASS, d.result());
        assertEquals(DecisionSource.JSON, d.source());
    }

    @Test
    void decide_tenMegabytesOfOneMarkersPassesOnOneLineThenAFail_isTheFail() {
        // Every occurrence of the marker is read (the strictest decides), each with the words after it up to the next
        // marker on the line: each pass is left unclear by its "and", and the FAIL written at the end decides.
        String review = "判定: PASS and ".repeat(TEN_MB / 14) + "判定: FAIL";
        ReviewDecision d = decider.decide(review, null);
        assertEquals(Verdict.FAIL, d.result());
        assertEquals(review.length() - "判定: FAIL".length(), d.position());
    }

    @Test
    void decide_tenMegabytesOfQuotedPassesThenAStatedFail_isTheFail() {
        // Every line is quoted some way (blockquote, example, inline code, comment, fence): each is looked at once.
        String review = "> 最終判定: PASS\n例: 最終判定: PASS\n`最終判定: PASS` `x\n<!-- 最終判定: PASS -->\n```\n最終判定: PASS\n```\n"
                .repeat(TEN_MB / 90) + "判定: FAIL";
        ReviewDecision d = decider.decide(review, null);
        assertEquals(Verdict.FAIL, d.result());
        assertEquals("判定", d.marker());
    }

    @Test
    void decide_tenMegabytesOfHtmlTagsNeverClosed_quotesThemAndFinishes() {
        // A line of tags and lines of tags, none closed: each search for a tag's end is kept for the tags after it.
        String review = "<x a=1 <y ".repeat(TEN_MB / 20) + "\n" + "<pre>\n<q1>\n".repeat(TEN_MB / 24)
                + "Final Decision: PASS";
        assertEquals(Verdict.FAIL, decider.decide(review, null).result());
    }

    @Test
    void decide_tenMegabytesOfIndentedLinesThenAVerdict_readsItOnce() {
        String review = "Looks good.\n\n" + "    code line\n".repeat(TEN_MB / 14) + "\nFinal Decision: PASS";
        assertEquals(Verdict.PASS, decider.decide(review, null).result());
    }
}

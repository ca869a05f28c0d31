package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.JsonExtractor;

class ReviewDeciderTest {

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private ReviewDecision decide(String review) {
        return decider.decide(review, null);
    }

    private void assertMarker(String review, Verdict verdict, String marker) {
        ReviewDecision d = decide(review);
        assertEquals(new ReviewDecision(verdict, DecisionSource.MARKER, marker, review, List.of()), d, review);
    }

    private void assertDefaultFail(String review) {
        assertEquals(new ReviewDecision(Verdict.FAIL, DecisionSource.DEFAULT, null, review, List.of()), decide(review), review);
    }

    // --- rule 1: empty ----------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "\n\t　"})
    void decide_blankReview_isEmptyFail(String review) {
        assertEquals(new ReviewDecision(Verdict.FAIL, DecisionSource.EMPTY, null, "レビュー結果を解析できませんでした。",
                List.of("レビュー用のプロンプトや実行ログを確認してください。")), decider.decide(review, "{\"result\": \"PASS\"}"));
    }

    // --- rule 2: JSON -----------------------------------------------------------------------

    @Test
    void decide_replyJsonWithTrailingProse_isJsonVerdict() {
        ReviewDecision d = decider.decide("最終判定: PASS", "{\"result\": \"FAIL\", \"suggestions\": [\"分割する\", 3]}\n理由: ...");
        assertEquals(new ReviewDecision(Verdict.FAIL, DecisionSource.JSON, null, "最終判定: PASS", List.of("分割する")), d);
    }

    @Test
    void decide_replyGiven_reviewTextJsonIsNotUsed() {
        ReviewDecision d = decider.decide("{\"result\": \"PASS\"}\n判定: FAIL", "解析できません");
        assertEquals(DecisionSource.MARKER, d.source());
        assertEquals(Verdict.FAIL, d.result());
    }

    @Test
    void decide_firstObjectWithoutResult_laterObjectDecides() {
        ReviewDecision d = decide("{\"score\": 3, \"details\": {\"result\": \"PASS\"}}\n{\"result\": \"fail\"}");
        assertEquals(Verdict.FAIL, d.result(), "the nested result is not a top-level object's");
        assertEquals(DecisionSource.JSON, d.source());
    }

    @Test
    void decide_fencedObjectWithoutResult_proseObjectBeforeItDecides() {
        ReviewDecision d = decide("{\"result\": \"Pass\"}\n```json\n{\"score\": 3}\n```");
        assertEquals(Verdict.PASS, d.result());
        assertEquals(DecisionSource.JSON, d.source());
    }

    @Test
    void decide_fencedVerdict_beatsProseVerdict() {
        assertEquals(Verdict.FAIL, decide("{\"result\": \"PASS\"}\n```json\n{\"result\": \"FAIL\"}\n```").result());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"result\": \"OK\"}", "{\"result\": true}", "{\"result\": \"PASSED\"}", "{\"result\": null}",
            "{\"result\": \"PASS_WITH\"}"})
    void decide_jsonWithoutValidResult_fallsBackToDefault(String review) {
        assertDefaultFail(review);
    }

    @Test
    void decide_jsonResultWithSpacesAndLowerCase_isAccepted() {
        assertEquals(Verdict.PASS_WITH_SUGGESTIONS, decide("{\"result\": \" pass_with_suggestions \"}").result());
    }

    @Test
    void decide_invalidJson_fallsBackToMarker() {
        assertMarker("{\"result\": \"PASS\",}\n判定: FAIL", Verdict.FAIL, "判定");
    }

    // --- rule 3: markers --------------------------------------------------------------------

    @Test
    void decide_markerPriority_finalBeatsEveryOtherWhereverItIs() {
        assertMarker("DECISION: PASS\n**結果:** PASS\n判定: PASS\n判定結果: PASS\n最終判定: FAIL", Verdict.FAIL, "最終判定");
        assertMarker("DECISION: PASS\n**結果:** PASS\n判定: PASS\n判定結果: FAIL", Verdict.FAIL, "判定結果");
        assertMarker("DECISION: PASS\n**結果:** PASS\n判定: FAIL", Verdict.FAIL, "判定");
        assertMarker("DECISION: PASS\n**結果:** FAIL", Verdict.FAIL, "**結果**");
        assertMarker("DECISION: FAIL", Verdict.FAIL, "DECISION");
    }

    @Test
    void decide_finalDecision_beatsPlainDecisionAndLowerMarkers() {
        assertMarker("Decision: PASS\n判定: PASS\nFinal Decision: FAIL", Verdict.FAIL, "FINAL DECISION");
        assertMarker("最終判定: PASS\nFinal Decision: FAIL", Verdict.PASS, "最終判定");
    }

    @Test
    void decide_sameMarkerTwice_firstValidOccurrenceWins() {
        assertMarker("判定: 保留\n判定: FAIL\n判定: PASS", Verdict.FAIL, "判定");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "判定結果：PASS|PASS|判定結果",
            "最終判定：　FAIL|FAIL|最終判定",
            "最終判定 : fail|FAIL|最終判定",
            "decision: pass|PASS|DECISION",
            "FINAL DECISION：Pass_With_Suggestions|PASS_WITH_SUGGESTIONS|FINAL DECISION"})
    void decide_colonWidthAndCase_doNotMatter(String review, Verdict verdict, String marker) {
        assertMarker(review, verdict, marker);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "DECISION: PASS_WITH_SUGGESTIONS|PASS_WITH_SUGGESTIONS",
            "判定: PASS WITH SUGGESTIONS|PASS_WITH_SUGGESTIONS",
            "判定: pass-with-suggestions|PASS_WITH_SUGGESTIONS",
            "判定: PASS with minor notes|PASS",
            "判定: PASS。|PASS",
            "判定: PASSです|PASS"})
    void decide_passWithSuggestions_isNeverReadAsPass(String review, Verdict verdict) {
        assertEquals(verdict, decide(review).result(), review);
    }

    @ParameterizedTest
    @ValueSource(strings = {"判定: PASSED", "判定: PASS_WITH", "判定: FAILURE", "判定: PASS1", "INDECISION: PASS",
            "判定 PASS", "判定\n: PASS"})
    void decide_valueOrMarkerNotWhole_isDefaultFail(String review) {
        assertDefaultFail(review);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "**結果:** PASS_WITH_SUGGESTIONS|PASS_WITH_SUGGESTIONS",
            "**結果：** FAIL|FAIL",
            "**結果** PASS|PASS",
            "**結果**: PASS|PASS"})
    void decide_boldResultForms_areOneMarker(String review, Verdict verdict) {
        assertMarker(review, verdict, "**結果**");
    }

    @Test
    void decide_markdownEmphasisAroundKeywordOrValue_isTolerated() {
        assertMarker("**最終判定:** FAIL", Verdict.FAIL, "最終判定");
        assertMarker("**最終判定**: PASS", Verdict.PASS, "最終判定");
        assertMarker("判定: **PASS**", Verdict.PASS, "判定");
        assertMarker("判定: `FAIL`", Verdict.FAIL, "判定");
    }

    @Test
    void decide_valueOnTheNextLine_isRead() {
        assertMarker("最終判定:\n\nFAIL", Verdict.FAIL, "最終判定");
    }

    // --- rule 4: default --------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"再度レビューを実施し、PASS判定が可能になります", "PASS", "All checks PASS.",
            "PASS_WITH_SUGGESTIONS", "結果: PASS", "タスク分割が不十分です"})
    void decide_barePassInProse_isDefaultFail(String review) {
        assertDefaultFail(review);
    }

    @Test
    void decide_misleadingPassBeforeFinalFail_isFail() {
        assertMarker("再度レビューを実施し、PASS判定が可能になります\n最終判定: FAIL", Verdict.FAIL, "最終判定");
    }

    // --- JSON rendering ------------------------------------------------------------

    @Test
    void reviewDecision_withoutMarker_omitsMarkerInJson() throws Exception {
        String json = new ObjectMapper().writeValueAsString(new ReviewDecision(Verdict.FAIL, DecisionSource.DEFAULT, null, "r", List.of()));
        assertEquals("{\"result\":\"FAIL\",\"source\":\"DEFAULT\",\"feedback\":\"r\",\"suggestions\":[]}", json);
    }
}

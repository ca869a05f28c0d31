package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        // The reason is asserted where it is the point (FailClosedTest); here the verdict and where it came from.
        assertEquals(new ReviewDecision(verdict, DecisionSource.MARKER, marker, d.position(), review, List.of(), d.reason()), d,
                review);
        assertTrue(d.position() >= 0 && d.position() < review.length(), () -> "position " + d.position());
    }

    private void assertDefaultFail(String review) {
        assertEquals(new ReviewDecision(Verdict.FAIL, DecisionSource.DEFAULT, null, null, review, List.of()), decide(review),
                review);
    }

    // --- rule 1: empty ----------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "\n\t　"})
    void decide_blankReview_isEmptyFail(String review) {
        assertEquals(new ReviewDecision(Verdict.FAIL, DecisionSource.EMPTY, null, null, "レビュー結果を解析できませんでした。",
                List.of("レビュー用のプロンプトや実行ログを確認してください。")), decider.decide(review, "{\"result\": \"PASS\"}"));
    }

    // --- rule 2: JSON -----------------------------------------------------------------------

    @Test
    void decide_replyJsonWithTrailingProse_isJsonVerdict() {
        ReviewDecision d = decider.decide("最終判定: PASS", "{\"result\": \"FAIL\", \"suggestions\": [\"分割する\", 3]}\n理由: ...");
        assertEquals(new ReviewDecision(Verdict.FAIL, DecisionSource.JSON, null, null, "最終判定: PASS", List.of("分割する")), d);
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
        ReviewDecision d = decide("{\"result\": \"Pass\"}\n```\n{\"checks\": 3}\n```");
        assertEquals(Verdict.PASS, d.result());
        assertEquals(DecisionSource.JSON, d.source());
        // The object after it is read as words after a pass: one nobody listed ("score") fails it closed.
        ReviewDecision scored = decide("{\"result\": \"Pass\"}\n```json\n{\"score\": 3}\n```");
        assertEquals(Verdict.FAIL, scored.result());
        assertEquals(DecisionSource.JSON, scored.source());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"result\": \"FAIL\", \"result\": \"PASS\"}", "{\"result\": \"PASS\", \"result\": \"PASS\"}",
            "```json\n{\"result\": \"FAIL\", \"notes\": \"x\", \"result\": \"pass_with_suggestions\"}\n```"})
    void decide_resultWrittenTwice_isFail_becauseTheDroppedValueMayHaveBeenOne(String review) {
        ReviewDecision d = decide(review);
        assertEquals(Verdict.FAIL, d.result());
        assertEquals(DecisionSource.JSON, d.source());
    }

    @Test
    void decide_resultWrittenOnce_withAnotherKeyRepeated_keepsItsVerdict() {
        assertEquals(Verdict.PASS, decide("{\"result\": \"PASS\", \"notes\": \"ok\", \"notes\": \"fine\"}").result());
        assertEquals(Verdict.PASS, decide("{\"result\": \"PASS\", \"detail\": {\"note\": \"a\", \"note\": \"b\"}}").result());
    }

    @Test
    void decide_fencedVerdict_beatsProseVerdict() {
        assertEquals(Verdict.FAIL, decide("{\"result\": \"PASS\"}\n```json\n{\"result\": \"FAIL\"}\n```").result());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"result\": \"OK\"}", "{\"result\": true}", "{\"result\": \"PASSED\"}", "{\"result\": null}"})
    void decide_jsonWithoutValidResult_fallsBackToDefault(String review) {
        assertDefaultFail(review);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"result\": \"PASS_WITH\"}", "{\"result\": \"maybe\"}", "{\"result\": \"PASS?\"}",
            "{\"result\": \"~~PASS~~\"}", "{\"result\": \"pass (not really)\"}", "{\"result\": \"FAILED\"}",
            "{\"result\": \"REJECTED\"}", "{\"result\": \"NG\"}", "{\"result\": \"不合格\"}", "{\"result\": false}"})
    void decide_jsonResultNotPlainlyAVerdict_isJsonFail(String review) {
        ReviewDecision d = decide(review);
        assertEquals(Verdict.FAIL, d.result(), review);
        assertEquals(DecisionSource.JSON, d.source(), review);
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
        // A lower marker's FAIL fails the final pass too: the strictest verdict stands.
        assertMarker("最終判定: PASS\nFinal Decision: FAIL", Verdict.FAIL, "最終判定");
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
    @CsvSource(delimiter = '|', value = {
            "最終判定: PASS ではありません|最終判定",
            "最終判定: PASSとは言えません。理由は以下の通り|最終判定",
            "最終判定: **PASS**ではなく、差し戻しです|最終判定",
            "判定: PASSには至りません|判定",
            "判定結果: PASS_WITH_SUGGESTIONS とはいえない状態です|判定結果",
            "判定: PASSを出せません|判定",
            "Decision: PASS?|DECISION",
            "Final Decision: PASS？|FINAL DECISION",
            "Decision: PASS is not warranted yet|DECISION",
            "DECISION: PASS cannot be given|DECISION"})
    void decide_passTakenBackByTheWordsAfterIt_isFail(String review, String marker) {
        assertMarker(review, Verdict.FAIL, marker);
    }

    @ParameterizedTest
    @ValueSource(strings = {"判定: PASS/FAIL", "判定: PASS / FAIL / PASS_WITH_SUGGESTIONS", "Decision: PASS | FAIL",
            "最終判定: PASS or FAIL", "判定: PASSかFAILで答えてください", "判定: PASS_WITH_SUGGESTIONS または FAIL"})
    void decide_passOfferedAsOneChoice_isNoValue(String review) {
        assertDefaultFail(review);
    }

    @Test
    void decide_keywordAloneOnItsLine_verdictOnTheNextLine() {
        assertMarker("## 最終判定\n\n**PASS**", Verdict.PASS, "最終判定");
        assertMarker("### 判定結果\nFAIL", Verdict.FAIL, "判定結果");
        assertMarker("**判定**\n✅ PASS_WITH_SUGGESTIONS", Verdict.PASS_WITH_SUGGESTIONS, "判定");
        assertMarker("## Final Decision\n\nPASS.", Verdict.PASS, "FINAL DECISION");
        assertMarker("最終判定\nFAIL", Verdict.FAIL, "最終判定");
        assertMarker("## 判定\nPASS ではありません", Verdict.FAIL, "判定");
    }

    @ParameterizedTest
    @ValueSource(strings = {"## 判定\nPASS and more text", "今回の判定\nPASS",
            "## 判定について\nPASS", "## 判定\n- PASS"})
    void decide_headingWithoutTheValueAloneOnTheNextLine_isDefaultFail(String review) {
        assertDefaultFail(review);
    }

    @Test
    void decide_headingThenAPassTheWordsAfterItLeaveOpen_isFailAtTheHeading() {
        // 可能 ("possible") leaves the pass open: a pass taken back, which states FAIL wherever it stands.
        assertMarker("## 判定\nPASS判定が可能になります", Verdict.FAIL, "判定");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "判定: ✅ PASS|PASS",
            "最終判定: ✅PASS|PASS",
            "判定: ⚠️ PASS_WITH_SUGGESTIONS|PASS_WITH_SUGGESTIONS",
            "判定: ❌ FAIL|FAIL",
            "判定: ❌ PASS|FAIL",
            "判定: 🔴 PASS|FAIL",
            "判定: 🟢 **PASS**|PASS",
            "判定: PASS ✅|PASS",
            // A mark of warning keeps a pass with remarks and a failure, and leaves a plain pass unclear.
            "判定: PASS_WITH_SUGGESTIONS ⚠️|PASS_WITH_SUGGESTIONS",
            "Final Decision: 🟡 PASS_WITH_SUGGESTIONS 🟡|PASS_WITH_SUGGESTIONS",
            "判定: ⚠️ FAIL|FAIL",
            "Final Decision: ⚠️ PASS|FAIL",
            "Final Decision: ✅ PASS ⚠️|FAIL",
            "Final Decision: PASS 🟠|FAIL"})
    void decide_statusMarkAroundTheValue_isRead(String review, Verdict verdict) {
        assertEquals(verdict, decide(review).result(), review);
    }

    @Test
    void decide_verdictsDraftedWhileThinking_doNotDecide() {
        assertMarker("<think>\nIf all is fine: {\"result\": \"PASS\"}\n最終判定: PASS\n</think>\n見出しが崩れています。\n最終判定: FAIL",
                Verdict.FAIL, "最終判定");
        assertDefaultFail("<think>最終判定: PASS かな</think>\nレビューを完了できませんでした。");
    }

    @Test
    void decide_echoedTemplateThenVerdict_theVerdictDecides() {
        assertMarker("出力形式: 判定: PASS / FAIL\n\n確認しました。\n判定: PASS", Verdict.PASS, "判定");
        assertMarker("判定: PASS | FAIL\n判定: FAIL", Verdict.FAIL, "判定");
    }

    @Test
    void decide_negatedFinalVerdict_isNotOverruledByALowerMarker() {
        assertMarker("最終判定: PASS ではありません\n判定: PASS", Verdict.FAIL, "最終判定");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "最終判定: PASSで問題ありません|PASS",
            "最終判定: PASS（軽微な指摘のみ、修正は不要）|PASS",
            "判定: PASS - 問題なし|PASS",
            "判定: PASSとします|PASS",
            "Decision: PASS, not a single issue found|PASS",
            "判定: PASS_WITH_SUGGESTIONS（必須の修正はありません）|PASS_WITH_SUGGESTIONS",
            "判定: FAIL ではありません|FAIL"})
    void decide_passWithARemark_staysAPass(String review, Verdict verdict) {
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
        assertMarker("**Final Decision:** **PASS**", Verdict.PASS, "FINAL DECISION");
        assertMarker("**最終判定:** **FAIL**", Verdict.FAIL, "最終判定");
        assertMarker("**Final Decision:** **PASS** (conditional on fixing step 2)", Verdict.FAIL, "FINAL DECISION");
    }

    @Test
    void decide_valueOnTheNextLine_isRead() {
        assertMarker("最終判定:\n\nFAIL", Verdict.FAIL, "最終判定");
    }

    // --- quoted material: fences, inline code, blockquotes, examples, comments -------------------

    @Test
    void decide_templateQuotedInAFenceBeforeTheVerdict_doesNotDecide() {
        assertMarker("出力形式:\n```\n最終判定: PASS\n```\n\n見出しが崩れています。\n\n最終判定: FAIL", Verdict.FAIL, "最終判定");
        assertMarker("Output format:\n```\nFinal Decision: PASS\n```\n\nThe rollback step is missing.\n\n判定: FAIL",
                Verdict.FAIL, "判定");
        assertMarker("~~~\nFinal Decision: PASS\n~~~\nDecision: FAIL", Verdict.FAIL, "DECISION");
        assertMarker("```markdown\n最終判定: PASS\n```\nSorry, I re-checked: 判定: FAIL", Verdict.FAIL, "判定");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "```markdown\\n## レビュー\\n構成は明確です。\\n\\n最終判定: PASS\\n```|PASS|最終判定",
            "```markdown\\n## Review\\nStep 2 has no owner.\\n\\nFinal Decision: FAIL\\n```|FAIL|FINAL DECISION",
            "```markdown\\n### 構成\\n判定: FAIL\\n\\n### 総合\\n最終判定: PASS\\n```|FAIL|最終判定",
            "```\\n全体として良いです。\\n\\n判定: PASS\\n```|PASS|判定",
            "All good. `Final Decision: PASS`|PASS|FINAL DECISION"})
    void decide_verdictOnlyInsideQuotes_isRead(String escaped, Verdict verdict, String marker) {
        assertMarker(unescape(escaped), verdict, marker);
    }

    /**
     * A blockquote quotes someone's words (the prompt, an earlier review, another reviewer): a pass standing only there
     * is no verdict of the reviewer's, so the review states none (FAIL); generated over its shapes in
     * {@code BlockquoteVerdictGeneratedTest}.
     */
    @Test
    void decide_passOnlyInABlockquote_isNoVerdict() {
        assertEquals(Verdict.FAIL, decider.decide("Step 2 is fine.\n\n> **Final Decision: PASS**", null).result());
    }

    /**
     * A fence of code (an info string naming no language of prose) holds the code's text: a verdict in it, even where
     * nothing else states one, is none of the reviewer's; wrapped in a fence of prose, or in one without an info
     * string, the same review is read.
     */
    @Test
    void decide_verdictOnlyInACodeFence_isNoVerdict_andInAProseFenceIsRead() {
        for (String info : List.of("diff", "java", "python", "js", "yaml", "sh", "go", "Diff", "c++")) {
            for (String body : List.of("+ // Final Decision: PASS", "Final Decision: PASS", "# 最終判定: PASS", "  判定: PASS")) {
                String review = "```" + info + "\n" + body + "\n```";
                assertEquals(Verdict.FAIL, decider.decide(review, null).result(), review);
                assertEquals(Verdict.FAIL, decider.decide("~~~" + info + "\n" + body + "\n~~~", null).result(), review);
            }
        }
        for (String info : List.of("", "markdown", "md", "text", "txt", "Markdown", "plaintext")) {
            String review = "```" + info + "\nThe change is clean.\n\nFinal Decision: PASS\n```";
            assertEquals(Verdict.PASS, decider.decide(review, null).result(), review);
        }
        // A failure in a code fence still counts, as a quoted FAIL does.
        assertMarker("```diff\n- Final Decision: FAIL\n```\n\nFinal Decision: PASS", Verdict.FAIL, "FINAL DECISION");
    }

    @Test
    void decide_templateInABlockquoteOrInlineCode_doesNotDecide() {
        assertMarker("> 最終判定: PASS\n\n上記の形式で回答します。見出しが崩れています。\n\n判定: FAIL", Verdict.FAIL, "判定");
        assertMarker("回答は `最終判定: PASS` の形式で書きます。\n\n見出しが崩れています。\n判定: FAIL", Verdict.FAIL, "判定");
    }

    @Test
    void decide_exampleBeforeTheVerdict_doesNotDecide() {
        assertMarker("Example: Final Decision: PASS\n\nThe plan has no rollback.\nDecision: FAIL", Verdict.FAIL, "DECISION");
        assertMarker("出力例:\n最終判定: PASS\n\n見出しが崩れています。\n判定: FAIL", Verdict.FAIL, "判定");
        assertMarker("- **例**: `判定: PASS`\n\n判定: FAIL", Verdict.FAIL, "判定");
        // 例外 is no example label.
        assertMarker("例外処理が不足しています: 最終判定: FAIL", Verdict.FAIL, "最終判定");
    }

    /**
     * A pass shown only as an example (after any example label of the lexicon, on its line or in the paragraph under
     * it) is no verdict of the reviewer's, even where nothing else states one: a reviewer that shows the format and
     * stops has decided nothing. The same example beside a stated pass leaves that pass standing.
     */
    @Test
    void decide_passShownOnlyAsAnExample_isNoVerdict() {
        List<String> wrong = new java.util.ArrayList<>();
        for (String label : dev.outputguard.assertion.Lexicon.get().words(dev.outputguard.assertion.Category.EXAMPLE_LABEL)) {
            if (label.chars().noneMatch(Character::isLetter) || label.endsWith(".")) {
                continue; // abbreviations (e.g.) read inside a sentence, not as a line's label
            }
            // As the lexicon writes it, and as a line starts it: capitalised, and in capitals.
            for (String spelled : new java.util.LinkedHashSet<>(List.of(label,
                    Character.toUpperCase(label.charAt(0)) + label.substring(1), label.toUpperCase(java.util.Locale.ROOT)))) {
                if (!spelled.toLowerCase(java.util.Locale.ROOT).equals(label)) {
                    continue; // a capital that lowers to another letter is another word
                }
                for (String review : List.of(spelled + ": Final Decision: PASS", spelled + ":\nFinal Decision: PASS",
                        spelled + ":\n最終判定: PASS\n判定: PASS")) {
                    if (decide(review).result() != Verdict.FAIL) {
                        wrong.add(review);
                    }
                }
            }
            String stated = label + ":\nFinal Decision: PASS\n\nFinal Decision: PASS";
            if (dev.outputguard.assertion.Lexicon.get().is(label, dev.outputguard.assertion.Category.NOT_ACTUAL)) {
                continue; // a placeholder's label frames the pass under it as no actual verdict: FAIL, fail closed
            }
            if (decide(stated).result() != Verdict.PASS) {
                wrong.add(stated + " (a stated pass)");
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void decide_keywordAloneInInlineCode_statesTheVerdictAfterIt() {
        assertMarker("`最終判定`: PASS\n判定: PASS", Verdict.PASS, "最終判定");
        assertMarker("**`Final Decision`:** PASS\n\nDecision: PASS_WITH_SUGGESTIONS", Verdict.PASS, "FINAL DECISION");
    }

    @Test
    void decide_commentOpenerInCode_hidesNothing() {
        assertMarker("The page has an unclosed `<!--` in its footer.\n最終判定: PASS_WITH_SUGGESTIONS", Verdict.PASS_WITH_SUGGESTIONS,
                "最終判定");
        assertMarker("```html\n<!-- footer\n```\n最終判定: PASS", Verdict.PASS, "最終判定");
    }

    @Test
    void decide_passInAnHtmlComment_neverDecides() {
        assertMarker("<!-- 最終判定: PASS -->\n見出しが崩れています。\n判定: FAIL", Verdict.FAIL, "判定");
        assertDefaultFail("<!-- 最終判定: PASS -->\nレビューを完了できませんでした。");
        assertDefaultFail("<!--\n```\n最終判定: PASS\n```\n-->");
    }

    @Test
    void decide_quotedFail_stillCounts() {
        // Reading past a quoted FAIL could turn a FAIL into a PASS: a FAIL is never read past.
        assertMarker("前回のレビュー:\n```\n最終判定: FAIL\n```\n修正を確認しました。\n\n最終判定: PASS", Verdict.FAIL, "最終判定");
        assertMarker("> 判定: FAIL\n判定: PASS", Verdict.FAIL, "判定");
        // A higher marker outside does not outrank it: the strictest verdict stands.
        assertMarker("例:\n```\n判定: FAIL\n理由: ...\n```\n\n問題ありません。\n最終判定: PASS", Verdict.FAIL, "最終判定");
    }

    @Test
    void decide_templateWithChoicesInAFence_thenVerdict_isTheVerdict() {
        assertMarker("```\n最終判定: <PASS|FAIL>\n```\n最終判定: PASS", Verdict.PASS, "最終判定");
    }

    // --- one marker, several verdicts: the strictest --------------------------------------------

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "最終判定: PASS\\n\\n…と書きましたが見落としがありました。\\n訂正: 最終判定: FAIL|FAIL|最終判定",
            "Final Decision: PASS\\n\\nCorrection — I missed the migration. Final Decision: FAIL|FAIL|FINAL DECISION",
            "構成の判定: PASS\\n文法の判定: PASS\\n\\n総合判定: FAIL|FAIL|判定",
            "Section 1 decision: PASS\\nSection 2 decision: PASS\\nOverall decision: FAIL|FAIL|DECISION",
            "判定: PASS\\n判定: PASS_WITH_SUGGESTIONS|PASS_WITH_SUGGESTIONS|判定"})
    void decide_markerStatingDifferentVerdicts_isItsStrictest(String escaped, Verdict verdict, String marker) {
        String review = unescape(escaped);
        assertMarker(review, verdict, marker);
        assertEquals(review.lastIndexOf(marker.equals("FINAL DECISION") ? "Final Decision" : marker.equals("DECISION")
                ? "decision" : marker), decide(review).position(), "the position of the strictest verdict");
    }

    @Test
    void decide_correctionWithALowerMarker_failsTheFinalPass() {
        // A lower marker's FAIL after a correction fails the final verdict's pass: the strictest verdict stands.
        assertMarker("最終判定: PASS\n\n訂正します。\n判定: FAIL", Verdict.FAIL, "最終判定");
    }

    // --- tables ---------------------------------------------------------------------------------

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "'| 項目 | 内容 |\\n|---|---|\\n| 最終判定 | FAIL |'|FAIL|最終判定",
            "'各項目の判定: PASS\\n\\n| 最終判定 | **FAIL** |'|FAIL|最終判定",
            "'| 最終判定 | ✅ PASS |'|PASS|最終判定",
            "'| **判定** | PASS_WITH_SUGGESTIONS | 軽微 |'|PASS_WITH_SUGGESTIONS|判定",
            "'| Final Decision | PASS (conditional) |'|FAIL|FINAL DECISION"})
    void decide_tableRowWithTheKeywordInItsOwnCell_statesTheVerdictInTheNext(String escaped, Verdict verdict,
            String marker) {
        assertMarker(unescape(escaped), verdict, marker);
    }

    @ParameterizedTest
    @ValueSource(strings = {"| 項目 | 判定 |\n|---|---|\n| 構成 | PASS |\n| 文法 | FAIL |", "| 判定 | PASS / FAIL |",
        "| 判定 | PASS | FAIL |", "| 今回の判定 | PASS |"})
    void decide_tableWithoutAKeywordCellAndAValue_isNoVerdict(String escaped) {
        assertDefaultFail(unescape(escaped));
    }

    // --- conditional passes ----------------------------------------------------------------------

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Final Decision: PASS (conditional)|FINAL DECISION",
            "Final Decision: PASS — but must fix the rollback step before merge|FINAL DECISION",
            "Final Decision: PASS if the rollback step is added|FINAL DECISION",
            "Final Decision: PASS pending a fix to step 2|FINAL DECISION",
            "Final Decision: Conditional PASS|FINAL DECISION",
            "最終判定: PASS（ただし手順2の修正が条件）|最終判定",
            "最終判定: 条件付きPASS（手順2の修正後）|最終判定",
            "最終判定: 修正後PASS|最終判定",
            "最終判定: PASS（要修正: 手順2）|最終判定",
            "判定: PASS_WITH_SUGGESTIONS（条件付き）|判定"})
    void decide_conditionalPass_isFail(String review, String marker) {
        assertMarker(review, Verdict.FAIL, marker);
    }

    @Test
    void decide_conditionalPass_isNotOverruledByALowerMarker() {
        assertMarker("判定: 条件付きPASS\n\nDecision: PASS", Verdict.FAIL, "判定");
    }

    // --- JSON: the strictest verdict object, and one that contradicts itself ---------------------

    @ParameterizedTest
    @ValueSource(strings = {
        "Example:\n```json\n{\"result\": \"PASS\", \"suggestions\": []}\n```\n\nStep 2 has no owner.\n```json\n{\"result\": \"FAIL\"}\n```",
        "Format:\n```\n{\"result\": \"PASS\"}\n```\nHere is my review:\n{\"result\": \"FAIL\", \"feedback\": \"x\"}",
        "Example: {\"result\": \"PASS\"}\nAnswer: {\"result\": \"FAIL\"}",
        "{\"result\": \"PASS\", \"passed\": false}",
        "{\"result\": \"PASS\", \"status\": \"fail\"}",
        "{\"result\": \"PASS_WITH_SUGGESTIONS\", \"verdict\": \"FAIL\"}"})
    void decide_jsonPassOutvotedOrContradicted_isJsonFail(String escaped) {
        ReviewDecision d = decide(unescape(escaped));
        assertEquals(DecisionSource.JSON, d.source());
        assertEquals(Verdict.FAIL, d.result(), escaped);
    }

    @Test
    void decide_jsonVerdicts_strictestTakesItsOwnSuggestions() {
        ReviewDecision d = decide("{\"result\": \"PASS\", \"suggestions\": [\"a\"]}\n{\"result\": \"PASS_WITH_SUGGESTIONS\", \"suggestions\": [\"b\"]}");
        assertEquals(Verdict.PASS_WITH_SUGGESTIONS, d.result());
        assertEquals(List.of("b"), d.suggestions());
    }

    @Test
    void decide_jsonPassListingAnIssueNotSaidMinor_isFail_andMinorIssuesKeepIt() {
        // A listed issue counts as "issues": 1 does, unless it says it is minor: fail closed on a severity nobody listed.
        ReviewDecision d = decide("{\"result\": \"PASS\", \"issues\": [{\"severity\": \"critical\", \"text\": \"typo\"}]}");
        assertEquals(Verdict.FAIL, d.result());
        assertEquals(DecisionSource.JSON, d.source());
        assertTrue(d.reason().contains("issues/0"), d.reason());
        ReviewDecision minor = decide("{\"result\": \"PASS\", \"issues\": [{\"severity\": \"low\", \"text\": \"typo\"}], \"errors\": []}");
        assertEquals(Verdict.PASS, minor.result());
    }

    @Test
    void decide_jsonPassBesideAFailTheReviewStates_isTheMarkersFail() {
        assertMarker("再度レビューを実施し、PASS判定が可能になります\n最終判定: FAIL", Verdict.FAIL, "最終判定",
                "{\"result\": \"PASS\"}");
        assertMarker("{\"result\": \"PASS\", \"feedback\": \"\", \"suggestions\": []}\n最終判定: FAIL", Verdict.FAIL, "最終判定", null);
    }

    @Test
    void decide_jsonVerdictBesideAPassingMarker_isTheJsonVerdict() {
        ReviewDecision d = decider.decide("最終判定: PASS", "{\"result\": \"PASS_WITH_SUGGESTIONS\", \"suggestions\": [\"a\"]}");
        assertEquals(new ReviewDecision(Verdict.PASS_WITH_SUGGESTIONS, DecisionSource.JSON, null, null, "最終判定: PASS",
                List.of("a")), d);
    }

    // --- ordinary passing reviews stay passes ------------------------------------------------------

    /**
     * What strictness costs: a remark on a pass, or a sentence after it, that reads plainly to a person but holds words
     * the lexicon does not list, fails closed; a word nobody listed may be one that takes the pass back
     * (assertion/UnlistedRemarkTest).
     */
    @ParameterizedTest
    @ValueSource(strings = {"Final Decision: PASS, even if the wording could be tighter",
        "Decision: PASS — the rollback step is covered and nothing must change.", "Final Decision: PASS (draft)",
        "最終判定: PASS（暫定版）", "判定: **PASS** です。ただし見出しは揃えてください", "Final Decision: PASS.\nThis verdict is provisional.", "Final Decision: PASS (so far)", "Final Decision: PASS (it was)"})
    void decide_passWithARemarkOfWordsNobodyListed_isFail(String review) {
        assertEquals(Verdict.FAIL, decider.decide(review, null).result(), review);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "## Review\\n\\n**Strengths**\\n- Clear structure\\n\\n**Issues**\\n- None blocking\\n\\n**Final Decision:** PASS|PASS",
            "全体的によく書けています。\\n\\n## 改善点\\n- 用語を統一する\\n\\n**最終判定: PASS_WITH_SUGGESTIONS**|PASS_WITH_SUGGESTIONS",
            "### 総評\\n問題ありません。\\n\\n### 最終判定\\n✅ **PASS**|PASS",
            "<think>\\nLet me check. Final Decision: FAIL? no.\\n</think>\\n\\nThe document is complete.\\n\\n最終判定: PASS|PASS",
            "判定: PASS / FAIL / PASS_WITH_SUGGESTIONS\\n\\n確認しました。\\n\\n判定: PASS|PASS",
            "- 構成: OK\\n- 文法: OK\\n\\n- **最終判定**: PASS|PASS",
            "'| 観点 | 判定 | コメント |\\n|---|---|---|\\n| 構成 | PASS | 良い |\\n\\n最終判定: PASS'|PASS",
            "Format: consistent headings throughout.\\nExamples are clear.\\n\\nFinal Decision: PASS|PASS",
            "コード例:\\n```java\\nreturn x;\\n```\\n例外処理も適切です。\\n\\n最終判定: PASS|PASS",
            "最終判定: PASS（修正が必要な点はありません）|PASS",
            "Final Decision: PASS. Ready to merge once you like.|PASS",
            "Final Decision: PASS - no blocking issues; nothing is pending|PASS",
            "文法チェック: PASS\\nSection 2: PASS\\n\\n最終判定: PASS|PASS",
            "```json\\n{\"result\": \"PASS\", \"feedback\": \"\", \"suggestions\": []}\\n```\\n最終判定: PASS|PASS",
            "{\"result\": \"PASS_WITH_SUGGESTIONS\", \"feedback\": \"\", \"suggestions\": [\"a\"]}\\n最終判定: PASS_WITH_SUGGESTIONS|PASS_WITH_SUGGESTIONS"})
    void decide_ordinaryPassingReview_passes(String escaped, Verdict verdict) {
        String review = unescape(escaped);
        assertEquals(verdict, decide(review).result(), review);
    }

    /** The CSV and value sources above write line breaks as {@code \\n} to keep each case on one line. */
    private static String unescape(String s) {
        return s.replace("\\n", "\n");
    }

    /**
     * A PASS_WITH_SUGGESTIONS followed by the suggestions it announces, under a heading of any language read, in
     * every heading shape: the list is the verdict's own, so it stands, with the items as its suggestions; an item
     * that takes it back (a retraction, a joke, a failing verdict opening it) or other words after the list that do
     * not keep it make it FAIL, and a plain PASS followed by suggestions stays FAIL (its verdict says there are none).
     */
    @Test
    void decide_passWithSuggestionsFollowedByItsSuggestions_standsUnlessTheListTakesItBack() {
        List<String> markers = List.of("最終判定: ", "Final Decision: ", "判定結果：", "判定: ", "DECISION: ");
        List<String> shapes = List.of("## %s\n", "%s:\n", "**%s**\n", "【%s】\n", "### %s\n\n");
        List<String> takingBack = List.of("Just kidding, FAIL.", "FAIL", "lol", "撤回します。", "❌ rename x");
        int variants = 0;
        for (int i = 0; i < SuggestionSections.WORDS.size(); i++) {
            String word = SuggestionSections.WORDS.get(i);
            String heading = String.format(shapes.get(i % shapes.size()), word);
            String review = markers.get(i % markers.size()) + "PASS_WITH_SUGGESTIONS\n\n" + heading
                    + "- rename the helper\n- 用語を統一する\n";
            ReviewDecision d = decide(review);
            assertEquals(Verdict.PASS_WITH_SUGGESTIONS, d.result(), () -> review + " → " + d.reason());
            assertEquals(List.of("rename the helper", "用語を統一する"), d.suggestions(), review);
            String taken = review + "- " + takingBack.get(i % takingBack.size()) + "\n";
            assertEquals(Verdict.FAIL, decide(taken).result(), taken);
            String after = review + "\nThis verdict is provisional.";
            assertEquals(Verdict.FAIL, decide(after).result(), after);
            String plain = review.replace("PASS_WITH_SUGGESTIONS", "PASS");
            assertEquals(Verdict.FAIL, decide(plain).result(), plain);
            variants += 4;
        }
        assertTrue(variants >= 60, variants + " variants");
    }

    private void assertMarker(String review, Verdict verdict, String marker, String reply) {
        ReviewDecision d = decider.decide(review, reply);
        // The reason is asserted where it is the point (FailClosedTest); here the verdict and where it came from.
        assertEquals(new ReviewDecision(verdict, DecisionSource.MARKER, marker, d.position(), review, List.of(), d.reason()), d,
                review);
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

    // --- any width and case (NFKC) -------------------------------------------------------------

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "判定結果：ＰＡＳＳ                         | PASS                  | 判定結果",
            "最終判定：ｆａｉｌ                         | FAIL                  | 最終判定",
            "ＤＥＣＩＳＩＯＮ：ＰＡＳＳ＿ＷＩＴＨ＿ＳＵＧＧＥＳＴＩＯＮＳ | PASS_WITH_SUGGESTIONS | DECISION",
            "Ｆｉｎａｌ　Ｄｅｃｉｓｉｏｎ： Pass        | PASS                  | FINAL DECISION",
            "＊＊結果＊＊ ＰＡＳＳ                      | PASS                  | **結果**",
            "判定: 𝐏𝐀𝐒𝐒                               | PASS                  | 判定"})
    void decide_markerAndVerdictInAnyWidthOrCase_areReadAsAscii(String review, Verdict verdict, String marker) {
        assertMarker(review, verdict, marker);
    }

    @ParameterizedTest
    @ValueSource(strings = {"判定：ＰＡＳＳＥＤ", "判定：ＰＡＳＳ２", "判定：ＰＡＳＳ＿ＷＩＴＨ", "ＰＡＳＳ判定が可能になります"})
    void decide_fullWidthNonVerdicts_stillFail(String review) {
        assertDefaultFail(review);
    }

    @Test
    void decide_markerAfterTextThatNormalisesLonger_reportsItsPositionInTheReviewAsWritten() {
        String review = "指摘…あり…\n最終判定：ＦＡＩＬ";
        ReviewDecision d = decide(review);
        assertEquals(Verdict.FAIL, d.result());
        assertEquals(review.indexOf("最終判定"), d.position());
    }

    @Test
    void decide_markerAfterAMathematicalBoldWord_reportsItsPositionInTheReviewAsWritten() {
        String review = "𝐍𝐨𝐭𝐞 判定: PASS";
        assertEquals(review.indexOf("判定"), decide(review).position());
    }

    @Test
    void decide_jsonVerdictInFullWidth_isRead() {
        ReviewDecision d = decider.decide("r", "{\"result\": \"ＰＡＳＳ＿ＷＩＴＨ＿ＳＵＧＧＥＳＴＩＯＮＳ\", \"suggestions\": [\"a\"]}");
        assertEquals(Verdict.PASS_WITH_SUGGESTIONS, d.result());
        assertEquals(DecisionSource.JSON, d.source());
    }

    // --- suggestions under a heading ----------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"Suggestions:", "suggestions", "**Suggestions:**", "**Suggestions**:", "## Suggestions",
        "### Recommendations", "Recommendation:", "提案:", "提案：", "## 改善点", "**改善提案**", "【提案】", "【改善点】",
        "Ｓｕｇｇｅｓｔｉｏｎｓ：", "提案事項", "  __Suggestions__  "})
    void decide_markerVerdictWithAListUnderASuggestionsHeading_returnsItsItems(String heading) {
        String review = "全体として良い構成です。\n\n" + heading + "\n- 見出しを統一する\n- 用語集へのリンクを追加する\n\n判定: PASS_WITH_SUGGESTIONS";
        ReviewDecision d = decide(review);
        assertEquals(DecisionSource.MARKER, d.source());
        assertEquals(List.of("見出しを統一する", "用語集へのリンクを追加する"), d.suggestions(), heading);
    }

    @Test
    void decide_suggestionItems_keepTheirTextAsWrittenAndJoinContinuationLines() {
        String review = """
                Review of the release plan.

                **Recommendations:**
                1. Name an owner for step 2 ＆ step 3,
                   preferably someone on call.

                2) Add a rollback step.
                * Link the runbook.
                Final Decision: FAIL""";
        assertEquals(List.of("Name an owner for step 2 ＆ step 3, preferably someone on call.", "Add a rollback step.",
                "Link the runbook."), decide(review).suggestions());
    }

    @Test
    void decide_bulletWithItsTextOnTheNextLine_isOneItemWithoutALeadingBlank() {
        // Found by ReviewFuzzTest: an empty item continued below came back as " text".
        assertEquals(List.of("Name an owner."), decide("Suggestions:\n1.\u0020\n   Name an owner.\n判定: PASS").suggestions());
    }

    @Test
    void decide_lineOfOtherWhitespaceUnderAnItem_isABlankLineNotAContinuation() {
        // Found by ReviewFuzzTest: a line of U+001C (whitespace to Java) was joined as " ", leaving "text ".
        assertEquals(List.of("one", "two"), decide("Suggestions:\n- one\n \u001c \n- two\n判定: PASS").suggestions());
    }

    @Test
    void decide_listEndsAtTheFirstLineThatIsNoItem() {
        String review = "Suggestions:\n- one\nThat is all.\n- not a suggestion\n判定: PASS";
        assertEquals(List.of("one"), decide(review).suggestions());
    }

    @Test
    void decide_everySuggestionsSection_countsInOrder() {
        String review = "## 提案\n・表を追加\n\n## Recommendations\n- add a table of contents\n\n最終判定: PASS_WITH_SUGGESTIONS";
        assertEquals(List.of("表を追加", "add a table of contents"), decide(review).suggestions());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Suggestions for the next phase:", "My suggestions are below", "# Suggestions and notes",
        "提案します:", "-Suggestions"})
    void decide_lineThatIsNotOnlyAHeadingWord_isNoHeading(String line) {
        assertEquals(List.of(), decide(line + "\n- a\n判定: PASS").suggestions());
    }

    @Test
    void decide_headingPaddedWithBlanksBeyondTheHeadingLength_isStillAHeading() {
        String review = "  " + " ".repeat(60) + "## 改善点" + "\t".repeat(30) + "\r\n- 表を追加\r\n判定: PASS";
        assertEquals(List.of("表を追加"), decide(review).suggestions());
    }

    @Test
    void decide_markerKeywordAfterItsOwnFirstCharacters_isFound() {
        assertMarker("判判判定: FAIL", Verdict.FAIL, "判定");
        // Found; the stray word before it in its sentence is none that keeps a pass, so the pass it states is FAIL.
        assertMarker("**結**結果** PASS", Verdict.FAIL, "**結果**");
        assertEquals(3, decide("最最最最終判定: FAIL").position());
    }

    @Test
    void decide_headingWithoutAList_givesNoSuggestions() {
        assertEquals(List.of(), decide("Suggestions:\nnone really.\n判定: PASS").suggestions());
    }

    @Test
    void decide_defaultVerdict_takesNoSuggestionsFromHeadings() {
        ReviewDecision d = decide("Suggestions:\n- a\n- b");
        assertEquals(DecisionSource.DEFAULT, d.source());
        assertEquals(List.of(), d.suggestions());
    }

    @Test
    void decide_jsonVerdict_keepsItsOwnSuggestions() {
        assertEquals(List.of("json"), decide("{\"result\": \"PASS\", \"suggestions\": [\"json\"]}\nSuggestions:\n- list")
                .suggestions());
    }

    // --- feedback apart from the verdict (read) ---------------------------------------------------

    @Test
    void read_jsonWithFeedback_isThatFeedback() {
        ReviewReading r = decider.read("{\"result\": \"FAIL\", \"feedback\": \"Step 2 has no owner.\", \"suggestions\": []}\n"
                + "最終判定: FAIL", null);
        assertEquals("Step 2 has no owner.", r.feedback());
        assertEquals(Verdict.FAIL, r.decision().result());
    }

    @Test
    void read_jsonWithEmptyFeedback_isTheProseAroundTheVerdict() {
        String reply = "The plan skips the rollback.\n```json\n{\"result\": \"FAIL\", \"feedback\": \"\"}\n```\n最終判定: FAIL\n";
        assertEquals("The plan skips the rollback.", decider.read(reply, null).feedback());
    }

    @Test
    void read_jsonPassWithNothingElse_isEmptyFeedback() {
        assertEquals("", decider.read("{\"result\": \"PASS\", \"feedback\": \"\", \"suggestions\": []}\n最終判定: PASS", null)
                .feedback());
    }

    @Test
    void read_jsonFeedbackAsAnArrayOfStrings_isOneLineEach() {
        assertEquals("a\nb", decider.read("{\"result\": \"FAIL\", \"feedback\": [\"a\", 3, \" b \"]}", null).feedback());
    }

    @Test
    void read_feedback_leavesOutTheReviewersThinking() {
        assertEquals("Step 2 has no owner.", decider.read("<think>\nIs step 2 fine? {\"result\": \"PASS\"}\n</think>\n"
                + "Step 2 has no owner.\n最終判定: FAIL", null).feedback());
    }

    @Test
    void read_markerVerdict_isTheReviewWithoutMarkerLinesAndSuggestionLists() {
        String review = """
                ## Review

                Step 2 names no owner.

                ## Suggestions
                - Name an owner.

                判定: PASS
                **最終判定:**
                FAIL
                """;
        ReviewReading r = decider.read(review, null);
        assertEquals(Verdict.FAIL, r.decision().result());
        assertEquals(List.of("Name an owner."), r.decision().suggestions());
        assertEquals("## Review\n\nStep 2 names no owner.", r.feedback());
    }

    @Test
    void read_defaultVerdict_isTheWholeReview() {
        assertEquals("Looks mostly fine, PASS判定が可能になります", decider.read("  Looks mostly fine, PASS判定が可能になります\n", null)
                .feedback());
    }

    @Test
    void read_emptyReview_isTheFixedMessage() {
        assertEquals("レビュー結果を解析できませんでした。", decider.read(" ", null).feedback());
    }

    @Test
    void read_withASeparateReply_cutsOnlyMarkerLinesFromTheReview() {
        ReviewReading r = decider.read("Too long.\n最終判定: FAIL", "{\"result\": \"FAIL\"}");
        assertEquals(DecisionSource.JSON, r.decision().source());
        assertEquals("Too long.", r.feedback());
    }

    // --- JSON rendering ------------------------------------------------------------

    @Test
    void reviewDecision_withoutMarker_omitsMarkerInJson() throws Exception {
        String json = new ObjectMapper().writeValueAsString(new ReviewDecision(Verdict.FAIL, DecisionSource.DEFAULT, null, null, "r", List.of()));
        assertEquals("{\"result\":\"FAIL\",\"source\":\"DEFAULT\",\"feedback\":\"r\",\"suggestions\":[]}", json);
    }

    /**
     * A suggestion list whose item holds only characters NFKC drops (a zero-width space, a joiner, a soft hyphen, a BOM)
     * is read as an empty item, not as a range that ends before it starts (a fuzz finding: a 500 over HTTP).
     */
    @Test
    void decide_aSuggestionItemOfInvisibleCharactersOnly_isDecided() {
        for (String invisible : List.of("\u200B", "\u200C", "\u200D", "\u00AD", "\uFEFF", "\u2060", "\u200B\u200B")) {
            for (String bullet : List.of("* ", "- ", "1. ", "• ")) {
                for (String after : List.of("", " ", "\n- Add a test")) {
                    String review = "Suggestions:\n" + bullet + invisible + after + "\nFinal Decision: PASS_WITH_SUGGESTIONS";
                    ReviewDecision d = decide(review);
                    assertEquals(DecisionSource.MARKER, d.source(), review);
                    assertEquals(Verdict.PASS_WITH_SUGGESTIONS, d.result(), review);
                }
            }
        }
    }
}

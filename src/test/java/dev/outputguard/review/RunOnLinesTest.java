package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * The review as it shows: emphasis in underscores read as blanks, and Chinese or Japanese wrapped at any character read
 * with the break taken out; both of the same length as the review, so every position read stands where it stood.
 */
class RunOnLinesTest {

    @Test
    void underscoresThatOpenAndCloseEmphasis_areBlanks_namesAndFacesKeepTheirs() {
        assertEquals("  Errors are ignored.  ", RunOnLines.underscoresBlanked("__Errors are ignored.__"));
        assertEquals("It is  never  retried.", RunOnLines.underscoresBlanked("It is _never_ retried."));
        assertNull(RunOnLines.underscoresBlanked("The user_id column and \"_id\" stay."));
        assertNull(RunOnLines.underscoresBlanked("Looks fine ._. and (*_*)"));
        assertNull(RunOnLines.underscoresBlanked("Only __here is it opened_"), "a run closed by none as long stays");
        // Markdown shows an unticked __init__ as emphasis: so is it read.
        assertEquals("  init   is called", RunOnLines.underscoresBlanked("__init__ is called"));
        // No closing run on the line: the next line's underscores close nothing.
        assertNull(RunOnLines.underscoresBlanked("_open\nclosed_ here"));
    }

    @Test
    void chineseOrJapaneseWrappedAtAnyCharacter_isJoinedWithTheBreakTakenOut_ofTheSameLength() {
        String wrapped = "整体代码很干净，但缓存写入和失效之间有竞\n态条件，可能返回旧价格。\n\n最终判定：PASS";
        String joined = RunOnLines.joined(wrapped);
        assertEquals(wrapped.length(), joined.length());
        assertEquals("整体代码很干净，但缓存写入和失效之间有竞态条件，可能返回旧价格。 \n\n最终判定：PASS", joined);
        // A short line (a title) and a line ending its sentence stay lines of their own; a label's line too.
        assertNull(RunOnLines.joined("レビュー結果\n本番のAPIキーがコミットされています。"));
        assertNull(RunOnLines.joined("本番のAPIキーがコミットされています。\n問題はありません。"));
        assertNull(RunOnLines.joined("キャッシュの無効化とログの出力について\n最終判定: PASS"));
    }

    @Test
    void aSpanOfCodeBrokenInsideIt_inChineseOrJapanese_goesOnWithNoBlank() {
        String wrapped = "本番のAPIキーが `config/pr\nod.yml` にコミットされています。";
        assertEquals("本番のAPIキーが `config/prod.yml` にコミットされています。 ", RunOnLines.joined(wrapped));
    }
}

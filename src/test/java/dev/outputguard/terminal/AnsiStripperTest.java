package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class AnsiStripperTest {

    private static final String E = "\u001b";
    private static final String ST = E + "\\";

    private static String strip(String s) {
        return AnsiStripper.strip(s);
    }

    @Test
    void strip_plainText_isReturnedAsIs() {
        String text = "⏺ plain reply\n  indented, [0m and all";
        assertSame(text, strip(text));
    }

    @Test
    void strip_tab_movesToTheNextTabStop() {
        assertEquals("⏺ a     b\n        with a tab", strip("⏺ a\tb\n\twith a tab"));
        assertEquals("abcdefgh        x", strip("abcdefgh\tx"));
        // a line shown more than twice as long as it was sent has its blank runs made one
        assertEquals("a b c", strip("a\tb\tc"));
    }

    @Test
    void strip_sgrColours_removed() {
        assertEquals("⏺ red bold plain", strip(E + "[38;2;215;119;87m⏺" + E + "[39m " + E + "[1;31mred bold"
                + E + "[0m " + E + "[mplain"));
    }

    @Test
    void strip_csiWithIntermediatesAndPrivateMarkers_removed() {
        assertEquals("ab", strip("a" + E + "[2 q" + E + "[!p" + E + "[>4;2m" + E + "[=1c" + E + "[?2026$pb"));
    }

    @Test
    void strip_decPrivateModes_removed() {
        assertEquals("screen", strip(E + "[?1049h" + E + "[?25l" + "screen" + E + "[?2004h" + E + "[?25h"));
    }

    @Test
    void strip_eightBitCsi_removed() {
        assertEquals("red plain", strip("\u009b31mred\u009b0m \u009b?25lplain"));
    }

    @Test
    void strip_cursorMovementAndErase_removed() {
        assertEquals("xy", strip(E + "[2K" + E + "[1G" + "x" + E + "[3A" + E + "[10;20H" + "y" + E + "[J"));
    }

    @Test
    void strip_oscTitleEndedByBel_removed() {
        assertEquals("after", strip(E + "]0;✳ Claude Code\u0007after"));
    }

    @Test
    void strip_oscTitleEndedByEscBackslash_removed() {
        assertEquals("after", strip(E + "]2;window title" + ST + "after"));
    }

    @Test
    void strip_osc8Hyperlink_keepsLinkText() {
        String link = E + "]8;id=7;https://example.com/docs?q=a;b" + ST + "the docs" + E + "]8;;" + ST;
        assertEquals("see the docs.", strip("see " + link + "."));
    }

    @Test
    void strip_eightBitOscEndedByEightBitSt_removed() {
        assertEquals("link", strip("\u009d8;;https://example.com\u009clink\u009d8;;\u009c"));
    }

    @Test
    void strip_oscEndedBySevenBitStAfterEightBitIntroducer_removed() {
        assertEquals("x", strip("\u009d0;title" + ST + "x"));
    }

    @Test
    void strip_dcsSosPmApcStrings_removed() {
        assertEquals("abcde", strip("a" + E + "P1$r0m" + ST + "b" + E + "Xsos text" + ST + "c" + E + "^pm" + ST
                + "d" + E + "_apc payload" + ST + "e"));
    }

    @Test
    void strip_eightBitStringIntroducers_removed() {
        assertEquals("abcde", strip("a\u0090tmux;data\u009cb\u0098sos\u009cc\u009epm\u009cd\u009fapc\u009ce"));
    }

    @Test
    void strip_stringPayloadWithTabsAndCsiBytes_allDropped() {
        assertEquals("ok", strip(E + "]0;a\tb[31m" + "\u009b" + "c\u0007ok"));
    }

    @Test
    void strip_singleShifts_removeTheControlAndKeepTheShiftedCharacter() {
        assertEquals("axbyc", strip("a" + E + "Nxb" + E + "Oyc"));
        assertEquals("axyb", strip("a\u008ex\u008fyb"));
    }

    @Test
    void strip_singleShiftOfSurrogatePair_keepsTheWholeCodePoint() {
        assertEquals("a😀b", strip("a" + E + "N😀b"));
    }

    @Test
    void strip_singleShiftBeforeAnotherSequence_leavesNothingOfEither() {
        assertEquals("ab", strip("a" + E + "O" + E + "[31mb"));
        assertEquals("a\nb", strip("a\u008f\nb"));
    }

    @Test
    void strip_keypadKeyAsSs3Sequence_keepsItsFinalLetter() {
        // xterm sends F1 as SS3 P and the arrow up key as SS3 A in application mode: echoed, the letter is text.
        assertEquals("P A", strip(E + "OP " + E + "OA"));
    }

    @Test
    void strip_characterSetDesignation_removed() {
        assertEquals("lqqk", strip(E + "(B" + E + ")0" + "lqqk" + E + "#8" + E + "%G" + E + "*A" + E + "+<"));
    }

    @Test
    void strip_keypadModes_removed() {
        assertEquals("keys", strip(E + "=" + "keys" + E + ">"));
    }

    @Test
    void strip_twoCharacterEscapes_removedAndSaveRestoreReturnsToTheColumn() {
        // ESC 7 saves column 0, ESC 8 returns there: b overwrites a; the rest act on other rows or nothing
        assertEquals("bc", strip(E + "7a" + E + "8" + E + "cb" + E + "M" + E + "D" + E + "E" + E + "H" + "c"
                + ST));
    }

    @Test
    void strip_loneC1Controls_removed() {
        assertEquals("abc", strip("a\u0080\u0084\u0085\u0088b\u008d\u0091\u0096\u009a\u009cc"));
    }

    @Test
    void strip_c0Controls_removedWithTheirEffectOnTheLine() {
        // TAB to column 8, BS after b moves back over nothing that follows; VT and FF go to another row
        assertEquals("a       b\nc", strip("a\u0000\t\u0001b\u0007\u0008\n\u000b\u000c\u000ec\u007f"));
    }

    @Test
    void strip_carriageReturnBeforeLineFeedOrAtTheEnd_changesNothing() {
        assertEquals("a\nb", strip("a\r\nb\r"));
        assertEquals("a\nb", strip("a\r\r\nb"));
    }

    /** Each expectation is what tmux (capture-pane) shows after the same bytes are printed to one of its panes. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "10%\\r100%|100%",
            "⏺ Progress 10%\\rProgress 100%|Progress 100%%",
            "abcdef\\rXY|XYcdef",
            "ABCDEF\\rxy\\e[K|xy",
            "漢字漢字\\rab|ab字漢字",
            "ab\\r漢|漢",
            "abc\\r\\e[2Kd|d",
            "Working 1/3\\rWorking 2/3\\rWorking 3/3 done|Working 3/3 done",
            "abc\\e[2Gx|axc",
            "abc\\e[2Dx|axc"})
    void strip_carriageReturnInsideALine_overwritesItAsATerminalShowsIt(String escaped, String shown) {
        assertEquals(shown, strip(escaped.replace("\\r", "\r").replace("\\e", "\u001b")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"[main]", "[0m", "[m", "[31;1mred", "]8;;http://x", "P1$r", "text ~ [?25l"})
    void strip_textThatOnlyLooksLikeAnEscape_isKept(String text) {
        assertEquals(text, strip(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u001b", "\u001b[", "\u001b[38;5", "\u001b[?25", "\u001b]0;title", "\u001b]8;;http://x",
        "\u001bP1$r", "\u001b(", "\u001bN", "\u009b3", "\u009d0;t", "\u001b]0;t\u001b"})
    void strip_unterminatedSequenceAtEnd_isDropped(String tail) {
        assertEquals("text", strip("text" + tail));
    }

    @Test
    void strip_lineFeedEndsUnfinishedSequence() {
        assertEquals("a\nnext", strip("a" + E + "]0;never ended\nnext"));
        assertEquals("a\nb", strip("a" + E + "[12\nb"));
    }

    @Test
    void strip_canAndSubCancelASequence() {
        assertEquals("m", strip(E + "[31\u0018m"));
        assertEquals("x", strip(E + "]0;title\u001ax"));
    }

    @Test
    void strip_nonAsciiInsideCsi_abandonsItAndIsNotShown() {
        // as in xterm: the character that broke the sequence is dropped with it
        assertEquals(" 1. Yes", strip(E + "[❯ 1. Yes"));
    }

    @Test
    void strip_escapeRestartsInsideSequence() {
        assertEquals("x", strip(E + "[3" + E + "[0mx"));
        assertEquals("x", strip(E + E + "[0mx"));
    }

    @Test
    void strip_randomMixes_isIdempotentAndLeavesNoControls() {
        String[] pieces = {E, "[", "]", "P", "X", "^", "_", "N", "O", "(", ")", "#", "\\", "\u0007", "\u009b",
            "\u009c", "\u009d", "\u0090", "\u008e", "\u0085", "\r", "\n", "\t", "\u0018", "0", "1", ";", "?", "m",
            "H", "B", " ", "a", "❯", "😀", "[0m", "8;;", "─"};
        Random random = new Random(326);
        for (int round = 0; round < 20_000; round++) {
            StringBuilder input = new StringBuilder();
            for (int k = random.nextInt(30); k >= 0; k--) {
                input.append(pieces[random.nextInt(pieces.length)]);
            }
            String once = strip(input.toString());
            assertEquals(once, strip(once), () -> "not idempotent for " + escape(input));
            assertTrue(AnsiStripper.firstSpecial(once, 0) < 0, () -> "control left for " + escape(input));
        }
    }

    @Test
    void strip_tenMegabyteCapture_keepsExactlyTheVisibleText() {
        StringBuilder raw = new StringBuilder(11_000_000);
        StringBuilder visible = new StringBuilder(9_000_000);
        for (int i = 0; raw.length() < 10_000_000; i++) {
            raw.append(E).append("[38;5;174m⏺").append(E).append("[39m reply line ").append(i).append(' ')
                    .append(E).append("]8;;https://example.com/").append(i).append(ST).append("link")
                    .append(E).append("]8;;").append(ST).append(E).append("[0m [main]\u009b1m!\r\n");
            visible.append("⏺ reply line ").append(i).append(" link [main]!\n");
        }
        assertEquals(visible.toString(), strip(raw.toString()));
    }

    private static String escape(CharSequence s) {
        StringBuilder out = new StringBuilder();
        s.codePoints().forEach(cp -> out.append(cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)
                ? String.format("\\u%04x", cp) : Character.toString(cp)));
        return out.toString();
    }
}

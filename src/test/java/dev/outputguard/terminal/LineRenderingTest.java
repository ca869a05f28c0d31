package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * A line as a terminal shows it: line editing carried out, concealed text left out. Each expectation is what
 * xterm.js shows for the same bytes ({@link XtermDifferentialTest} checks the same on generated lines).
 */
class LineRenderingTest {

    private static final String E = "\u001b";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "backspace over two, then typed over|abc\\b\\bXY|aXY",
            "overstrike, underline then letter|_\\bA|A",
            "delete two characters (DCH)|abcdef\\r\\e[2P|cdef",
            "insert two blanks (ICH)|abc\\r\\e[2@X|X abc",
            "erase three characters (ECH)|abcdef\\r\\e[3Xx|x  def",
            "insert mode pushes the rest right|abc\\r\\e[4hX|Xabc",
            "repeat the last character (REP)|-\\e[4b|-----",
            "tab stops every eight|abc\\tdefghij\\tk|abc     defghij k",
            "tab stop set and cleared|\\e[3g\\e[5G\\eH\\r\\tx|'    x'",
            "back tab|abcdefghijk\\e[Zx|abcdefghxjk",
            "save and restore the column|ab\\e7cd\\e8X|abXd",
            "erase to the start of the line|abcdef\\e[3D\\e[1K|'    ef'",
            "erase the display as far as this line goes|abcdef\\e[3D\\e[J|abc",
            "a wide character overwritten by half|漢字\\rab|ab字",
            "DEC line drawing|\\e(0lqqk\\e(B ok|┌──┐ ok",
            "a national set draws other letters|\\e(K[y/N]|Äy/NÜ",
            "shift out to G1|\\e)0\\u000eqq\\u000fqq|──qq",
            "a vertical move does nothing here|ab\\e[Acd|abcd",
            "a character outside ASCII inside CSI is dropped with it|\\e[❯ 1. Yes|' 1. Yes'"})
    void strip_lineEditing_isCarriedOut(String what, String written, String shown) {
        assertEquals(shown, AnsiStripper.strip(unescape(written)), what);
    }

    @Test
    void strip_markWithNothingToJoinInInsertMode_takesACellOfItsOwn() {
        assertEquals("\u0301x", AnsiStripper.strip(E + "[4h\u0301x"));
        assertEquals("\u0301x", AnsiStripper.strip(E + "[31m\u0301x"));
    }

    @Test
    void strip_concealedText_isBlank() {
        assertEquals("password:         ok", AnsiStripper.strip("password: " + E + "[8mhunter2" + E + "[0m ok"));
        assertEquals("a", AnsiStripper.strip("a" + E + "[8m❯ 1. Yes"));
    }

    @Test
    void strip_concealmentGoesOnIntoTheNextLines_asTmuxCapturesIt() {
        assertEquals("a\n\n  c", AnsiStripper.strip("a" + E + "[8mb\nhidden\nab" + E + "[28mc"));
        AnsiStripper.Lines capture = new AnsiStripper.Lines();
        assertEquals("shown", capture.line("shown" + E + "[8m"));
        assertEquals("", capture.line("Do you want to proceed?"));
        assertEquals("", capture.line("❯ 1. Yes"));
        assertEquals("    back", capture.line("hide" + E + "[0mback"));
    }

    @Test
    void extract_concealedDialog_isNoPrompt() {
        List<String> lines = List.of(
                "> delete it",
                "",
                "⏺ Done.",
                E + "[8mDo you want to proceed?",
                "❯ 1. Yes",
                "  2. No" + E + "[0m",
                "──────────────────────────────",
                "> ",
                "──────────────────────────────");
        TerminalExtraction result = new TerminalResponseExtractor().extract(lines, 0, null, "claude");
        assertEquals(false, result.isPrompt());
        assertTrue(!result.response().contains("proceed"), result.response());
    }

    @Test
    void strip_farMoveOnAShortLine_isCutToTwiceItsLength() {
        assertEquals("abc x", AnsiStripper.strip("abc" + E + "[999Cx"));
        String shown = AnsiStripper.strip("-" + E + "[999b");
        assertEquals(2 * ("-" + E + "[999b").length(), shown.length());
    }

    private static String unescape(String s) {
        return s.replace("\\r", "\r").replace("\\b", "\b").replace("\\t", "\t").replace("\\e", E)
                .replace("\\u000e", "\u000e").replace("\\u000f", "\u000f");
    }
}

package dev.outputguard.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class EchoTest {

    private static final String EMOJI = "😀"; // one code point, two chars: a surrogate pair

    @Test
    void cut_shortText_isUnchangedAndUnmarked() {
        assertEquals("abc", Echo.cut("abc", 3));
        assertEquals("", Echo.cut("", 3));
    }

    @Test
    void cut_longText_keepsTheLimitAndMarksTheCut() {
        assertEquals("abc…", Echo.cut("abcdef", 3));
    }

    @Test
    void cut_atAPairThatStraddlesTheLimit_leavesThePairOutWhole() {
        assertEquals("ab…", Echo.cut("ab" + EMOJI + "c", 3));
        assertEquals("ab" + EMOJI + "…", Echo.cut("ab" + EMOJI + "c", 4));
    }

    @Test
    void cut_ofARange_showsOnlyThatRange() {
        assertEquals("cd…", Echo.cut("abcdefgh", 2, 6, 2));
        assertEquals("cdef", Echo.cut("abcdefgh", 2, 6, 4));
    }

    @Test
    void quote_escapesQuotesBackslashesAndControlCharacters_onOneLine() {
        assertEquals("\"say \\\"hi\\\"\\n\\tC:\\\\dir \\u001b[0m\\u2028\"", Echo.quote("say \"hi\"\n\tC:\\dir \u001b[0m\u2028", 100));
    }

    @Test
    void quote_longText_marksTheCutOutsideTheQuotes() {
        assertEquals("\"abc\"…", Echo.quote("abc\"def", 3));
        assertEquals("\"a\"…", Echo.quote("a" + EMOJI, 2));
    }

    @Test
    void oneLine_escapesLikeQuoteButLeavesQuotes() {
        assertEquals("plan\\nFAKE \"LOG\"…", Echo.oneLine("plan\nFAKE \"LOG\" LINE", 15));
    }

    @Test
    void slice_isUnmarkedAndKeepsPairsWhole() {
        assertEquals("xy", Echo.slice("--xy" + EMOJI + "z", 2, 7, 3));
        assertEquals("xy" + EMOJI, Echo.slice("--xy" + EMOJI + "z", 2, 7, 4));
    }

    @Test
    void around_marksBothCutsAndKeepsPairsWholeOnEitherSide() {
        String text = "a" + EMOJI + "bcd" + "|" + "efg" + EMOJI + "h";
        int at = text.indexOf('|');
        assertEquals("…bcd<<HERE>>|ef…", Echo.around(text, at, 3, "<<HERE>>"));
        assertEquals("…" + "bcd<<HERE>>|efg…", Echo.around(text, at, 4, "<<HERE>>"));
        assertEquals("<<HERE>>", Echo.around("", 5, 3, "<<HERE>>"));
    }
}

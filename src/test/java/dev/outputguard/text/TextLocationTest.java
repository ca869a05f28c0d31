package dev.outputguard.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TextLocationTest {

    @Test
    void of_countsCrLfAndLoneCrAsOneBreakEach() {
        String text = "a\r\nb\rc\nd";
        assertEquals(new TextLocation(1, 2), TextLocation.of(text, 1));
        assertEquals(new TextLocation(2, 1), TextLocation.of(text, 3));
        assertEquals(new TextLocation(3, 1), TextLocation.of(text, 5));
        assertEquals(new TextLocation(4, 1), TextLocation.of(text, 7));
    }

    @Test
    void of_countsASurrogatePairAsOneColumn() {
        assertEquals(new TextLocation(1, 3), TextLocation.of("😀x!", 3));
    }

    @Test
    void context_shortText_hasMarkAndNoCuts() {
        assertEquals("ab<<HERE>>cd", TextLocation.context("abcd", 2));
        assertEquals("<<HERE>>", TextLocation.context("", 0));
    }

    @Test
    void context_longText_showsFortyCharactersEachSideWithCuts() {
        String text = "x".repeat(100) + "!" + "y".repeat(100);
        assertEquals("…" + "x".repeat(40) + "<<HERE>>!" + "y".repeat(39) + "…", TextLocation.context(text, 100));
    }

    @Test
    void context_neverSplitsASurrogatePair() {
        // 41 code units before the offset: the cut would fall between the two halves of the first emoji.
        String text = "😀" + "x".repeat(39) + "!" + "x".repeat(39) + "😀";
        String context = TextLocation.context(text, 41);
        assertEquals("…" + "x".repeat(39) + "<<HERE>>!" + "x".repeat(39) + "…", context);
        String after = "!" + "x".repeat(38) + "😀z";
        assertEquals("<<HERE>>!" + "x".repeat(38) + "…", TextLocation.context(after, 0));
    }
}

package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;

import org.junit.jupiter.api.Test;

import dev.outputguard.text.CharBits;

/**
 * A place starts a term only where its character starts a term alone ({@link Lexicon#aloneStarts}) or its next
 * character may stand second in one ({@link Lexicon#pairSeconds}): the findings' pass asks the lexicon nowhere else.
 * Every term of every category, as listed, in upper case and with its blanks written as other blanks, is found where
 * it stands, and the two tables let its place through; a term refused there would be a failure the pass never reads.
 */
class LexiconPairSecondsTest {

    private static final Lexicon LEX = Lexicon.get();

    @Test
    void everyPlaceWhereATermStartsIsLetThrough() {
        for (Category category : Category.values()) {
            long[] alone = LEX.aloneStarts(category.bit());
            long[] seconds = LEX.pairSeconds(category.bit());
            int checked = 0;
            for (String word : LEX.words(category)) {
                for (String text : new String[] {word, word.toUpperCase(Locale.ROOT), word.replace(' ', '\u3000'),
                        "x " + word.replace(' ', '\t') + " x"}) {
                    int p = text.startsWith("x ") ? 2 : 0;
                    if (LEX.at(text, p, text.length(), category.bit()) < 0) {
                        continue; // a form the lexicon does not take here (an upper case that folds elsewhere)
                    }
                    checked++;
                    boolean through = CharBits.has(alone, text.charAt(p))
                            || p + 1 < text.length() && CharBits.has(seconds, text.charAt(p + 1));
                    assertTrue(through, category + " term " + text + " is refused at its start");
                }
            }
            assertTrue(LEX.words(category).isEmpty() || checked > 0, category + ": no term was found where it stands");
        }
    }

    /** The tables refuse most places: a character no term of two characters goes on with is refused. */
    @Test
    void aCharacterNoTermGoesOnWithIsRefused() {
        long all = ~0L;
        long[] seconds = LEX.pairSeconds(all);
        int refused = 0;
        for (char c = '\u4E00'; c <= '\u9FFF'; c++) {
            refused += CharBits.has(seconds, c) ? 0 : 1;
        }
        assertTrue(refused > 10_000, "only " + refused + " Han characters are refused as a second character");
    }
}

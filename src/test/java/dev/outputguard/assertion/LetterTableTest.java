package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A label's first letter is found from a table of letters ({@link Assertion#isLetter}), not from Unicode's own
 * look-up of each character: the table answers as {@link Character#isLetter(char)} does, for every character.
 */
class LetterTableTest {

    @Test
    void theTableOfLetters_answersAsCharacterIsLetter_forEveryCharacter() {
        int letters = 0;
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            String at = "U+" + Integer.toHexString(c);
            assertEquals(Character.isLetter((char) c), Assertion.isLetter((char) c), at);
            letters += Character.isLetter((char) c) ? 1 : 0;
        }
        // Every script's letters, not a table left empty: Latin, kana, Han, Hangul among them.
        assertTrue(letters > 40_000, "letters: " + letters);
    }
}

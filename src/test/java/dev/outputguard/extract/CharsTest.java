package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CharsTest {

    /** A bare word is letters and digits of any script, and '_', '$' and '-': every UTF-16 unit checked. */
    @Test
    void keyPart_isALetterOrDigitOrUnderscoreDollarHyphen_forEveryCharacter() {
        for (int i = 0; i <= Character.MAX_VALUE; i++) {
            char c = (char) i;
            boolean expected = Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '-';
            assertEquals(expected, Chars.isKeyPart(c), () -> "U+" + Integer.toHexString(c));
        }
    }
}

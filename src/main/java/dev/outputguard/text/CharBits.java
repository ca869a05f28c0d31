package dev.outputguard.text;

import java.util.function.IntPredicate;

/**
 * A set of characters as bits, one a character ({@code c} is bit {@code c % 64} of word {@code c / 64}): a test of
 * membership is one look-up, where a character's Unicode type or a search of a string of characters costs several
 * times more in a loop that looks at every character of a text. The one way the readers build such tables.
 */
public final class CharBits {

    private CharBits() {
    }

    /** The characters {@code test} takes, each char of the Basic Multilingual Plane asked once. */
    public static long[] of(IntPredicate test) {
        long[] bits = new long[(Character.MAX_VALUE + 1) / 64];
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            if (test.test(c)) {
                bits[c >>> 6] |= 1L << c;
            }
        }
        return bits;
    }

    /** Whether {@code c} is in {@code bits}. */
    public static boolean has(long[] bits, char c) {
        return (bits[c >>> 6] & (1L << c)) != 0;
    }
}

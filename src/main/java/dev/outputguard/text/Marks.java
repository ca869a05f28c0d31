package dev.outputguard.text;

import java.util.Arrays;

/**
 * Where a text first holds each of the few characters that decide whether a whole-text look can find anything:
 * {@code `} and {@code ~} (a code fence), {@code /} (a closing reasoning tag), {@code [} and <code>{</code> (a JSON
 * container), {@code \} (an escape). Found in one pass over the text: it is read block by block, and each block is
 * searched for every character not yet found while it is still in the processor's cache, so a long text is brought
 * in from memory once, not once for each look (the looks each walked it apart). A look that starts at the first
 * place its character occurs, or skips the text when it has none, finds what it would have found from the start.
 */
public final class Marks {

    /** The characters whose first place is kept, in the order of {@link #first}'s slots. */
    private static final String CHARS = "`~/[{\\";
    /** Characters searched at a time: a block of a long text stays in the cache while every character is looked for. */
    private static final int BLOCK = 16 * 1024;
    private static final int NOT_YET = -2;

    private final int[] first = new int[CHARS.length()];

    private Marks(String text) {
        int n = text.length();
        Arrays.fill(first, NOT_YET);
        int pending = first.length;
        for (int from = 0; from < n && pending > 0; from += BLOCK) {
            int to = Math.min(n, from + BLOCK);
            for (int k = 0; k < first.length; k++) {
                if (first[k] == NOT_YET) {
                    int at = text.indexOf(CHARS.charAt(k), from, to);
                    if (at >= 0) {
                        first[k] = at;
                        pending--;
                    }
                }
            }
        }
        for (int k = 0; k < first.length; k++) {
            first[k] = first[k] == NOT_YET ? -1 : first[k];
        }
    }

    /** The marks of {@code text}. */
    public static Marks of(String text) {
        return new Marks(text);
    }

    /** The first place of {@code c} (one of {@code ` ~ / [ { \}) in the text, or -1 when the text has none. */
    public int first(char c) {
        return first[switch (c) {
            case '`' -> 0;
            case '~' -> 1;
            case '/' -> 2;
            case '[' -> 3;
            case '{' -> 4;
            case '\\' -> 5;
            default -> throw new IllegalArgumentException("not a mark: " + c);
        }];
    }
}

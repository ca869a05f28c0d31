package dev.outputguard.extract;

/**
 * The candidate brackets of one range, left to right: '{' for objects, '[' for arrays. For both kinds the
 * next of each is kept, so a rare one is looked for once, not once per candidate of the other kind.
 */
final class Starts {

    /** How many characters {@link #next(char, int)} looks at by hand before calling {@code indexOf}. */
    private static final int NEAR = 16;

    private final String text;
    /** The text's characters, or none when it has no candidate (then {@code indexOf} answers). */
    private final char[] chars;
    private final int to;
    private final Accept accept;
    private int brace = -2;
    private int bracket = -2;

    Starts(String text, char[] chars, int to, Accept accept) {
        this.text = text;
        this.chars = chars;
        this.to = to;
        this.accept = accept;
    }

    /** The next candidate at or after {@code from}, or -1. */
    int next(int from) {
        if (from >= to) {
            return -1;
        }
        if (accept == Accept.OBJECT) {
            return lastOfRun(next('{', from));
        }
        if (accept == Accept.ARRAY) {
            return next('[', from);
        }
        if (brace != -1 && brace < from) {
            brace = lastOfRun(text.indexOf('{', from, to));
        }
        if (bracket != -1 && bracket < from) {
            bracket = text.indexOf('[', from, to);
        }
        return brace < 0 ? bracket : bracket < 0 ? brace : Math.min(brace, bracket);
    }

    /**
     * The last '{' of the run of braces that starts at {@code brace} (or -1): a '{' followed by another can
     * begin no object in either mode (a key, '}' or, in repair mode, a ',' must come first), nor be one the
     * memo knows closed, so the search would pass it over anyway; 10 MB of '{' costs one loop, not ten
     * million candidates.
     */
    private int lastOfRun(int brace) {
        if (brace < 0) {
            return brace;
        }
        int i = brace;
        int end = Math.min(to, chars.length) - 1;
        while (i < end && chars[i + 1] == '{') {
            i++;
        }
        return i;
    }

    /**
     * The next {@code bracket} at or after {@code from}: the next few characters by hand (candidates that
     * fail close together, as in hostile text, cost less than the library call's setup), then {@code indexOf}.
     */
    private int next(char bracket, int from) {
        int near = Math.min(Math.min(to, chars.length), from + NEAR);
        for (int i = from; i < near; i++) {
            if (chars[i] == bracket) {
                return i;
            }
        }
        return near < to ? text.indexOf(bracket, Math.max(near, from), to) : -1;
    }
}

package dev.outputguard.contract;

/** Echoes at most a little untrusted text into a message, with the cut marked. */
public final class Snippet {

    private Snippet() {
    }

    /** At most {@code max} characters of {@code text}, ending in {@code …} when cut; never splits a surrogate pair. */
    public static String cut(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int end = max;
        if (Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end) + "…";
    }

    /** A short quoted echo of a caller's value. */
    public static String quote(String text) {
        return "\"" + cut(text, 60) + "\"";
    }
}

package dev.outputguard.text;

import dev.outputguard.limits.EchoLengths;


/**
 * Where an offset lies in a text, as a person reads it: 1-based line and column, and a short excerpt
 * around it. A line break is {@code \n}, {@code \r\n} (one break) or a lone {@code \r}; a column counts
 * code points, so an emoji (a surrogate pair) before the offset is one column.
 */
public record TextLocation(int line, int column) {

    /** Inserted into {@link #context} at the offset; chosen to stand out in JSON, logs and prose. */
    public static final String MARK = "<<HERE>>";

    /** The line and column of {@code offset} (0-based UTF-16 offset, clamped to the text). */
    public static TextLocation of(String text, int offset) {
        int end = clamp(text, offset);
        int line = 1;
        int lineStart = 0;
        // Jumps from break to break with indexOf (vectorized): errors are often reported deep in a 10 MB text.
        int lf = nextIndex(text, '\n', 0, end);
        int cr = nextIndex(text, '\r', 0, end);
        while (lf < end || cr < end) {
            int i = Math.min(lf, cr);
            if (i == lf) {
                lf = nextIndex(text, '\n', i + 1, end);
            } else {
                cr = nextIndex(text, '\r', i + 1, end);
            }
            // A \r\n is one break, counted at its \n.
            if (text.charAt(i) == '\n' || i + 1 >= text.length() || text.charAt(i + 1) != '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new TextLocation(line, text.codePointCount(lineStart, end) + 1);
    }

    /**
     * Up to {@link EchoLengths#CONTEXT} characters either side of {@code offset} with {@link #MARK} at the
     * offset, cut by {@link Echo#around}: {@link Echo#CUT} where the excerpt stops before the text does, and
     * never half a surrogate pair.
     */
    public static String context(String text, int offset) {
        return Echo.around(text, offset, EchoLengths.CONTEXT, MARK);
    }

    /** The index of {@code c} in {@code text[from, end)}, or {@code end} when there is none. */
    private static int nextIndex(String text, char c, int from, int end) {
        int i = text.indexOf(c, from, end);
        return i < 0 ? end : i;
    }

    private static int clamp(String text, int offset) {
        return Math.max(0, Math.min(offset, text.length()));
    }
}

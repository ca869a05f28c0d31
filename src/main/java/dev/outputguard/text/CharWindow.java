package dev.outputguard.text;

/**
 * A text read a window of characters at a time, copied out of the string: a scan that asks a table about each
 * character runs over an array several times faster than through {@link String#charAt} (no bounds check or coder
 * test a character), and a window, not the whole text, keeps a 10 MB text from a 20 MB copy.
 */
public final class CharWindow {

    private final String text;
    private final int to;
    private final char[] chars;
    private int start;
    private int end;

    /** A window on {@code text[.., to)}. */
    public CharWindow(String text, int to) {
        this.text = text;
        this.to = to;
        this.chars = new char[Math.max(1, Math.min(512, to))];
    }

    /**
     * The first place at or after {@code p}, before the end, whose character is a bit of {@code bits} ({@code c} is
     * bit {@code c % 64} of word {@code c / 64}); else the end.
     */
    public int next(int p, long[] bits) {
        int at = p;
        while (at < to) {
            fill(at);
            char[] cs = chars;
            for (int i = at - start, n = end - start; i < n; i++) {
                char c = cs[i];
                if ((bits[c >>> 6] & (1L << c)) != 0) {
                    return start + i;
                }
            }
            at = end;
        }
        return to;
    }

    /** The first place at or after {@code p}, before the end, whose character's entry in {@code table} is not {@code value}; else the end. */
    public int nextNot(int p, byte[] table, byte value) {
        int at = p;
        while (at < to) {
            fill(at);
            char[] cs = chars;
            for (int i = at - start, n = end - start; i < n; i++) {
                if (table[cs[i]] != value) {
                    return start + i;
                }
            }
            at = end;
        }
        return to;
    }

    private void fill(int at) {
        if (at < start || at >= end) {
            start = at;
            end = Math.min(to, at + chars.length);
            text.getChars(start, end, chars, 0);
        }
    }
}

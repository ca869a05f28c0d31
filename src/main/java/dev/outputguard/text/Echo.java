package dev.outputguard.text;

import dev.outputguard.limits.EchoLengths;

/**
 * The one way untrusted text (a caller's value, a model's reply, an LLM server's error page) is echoed into
 * a message, a log line or a short excerpt: at most a few characters of it ({@link EchoLengths} gives how
 * many), the cut marked with {@link #CUT}, and never half a surrogate pair at a cut: a pair
 * that straddles the limit is left out whole, so the echo may be one character shorter than the limit.
 */
public final class Echo {

    /**
     * Marks where an echo stops before the text does (and, in {@link #around}, where it starts after the text
     * does). Outside the quotes of {@link #quote}, so it cannot be mistaken for the text's own {@code …}.
     */
    public static final String CUT = "…";

    private Echo() {
    }

    /** At most {@code max} characters of {@code text} as they are, then {@link #CUT} when some were left out. */
    public static String cut(String text, int max) {
        int end = headEnd(text, 0, text.length(), max);
        return end == text.length() ? text : text.substring(0, end) + CUT;
    }

    /** The same for {@code text[start, end)}, without copying more of it than is shown. */
    public static String cut(String text, int start, int end, int max) {
        int shown = headEnd(text, start, end, max);
        return shown == end ? text.substring(start, end) : text.substring(start, shown) + CUT;
    }

    /**
     * At most {@code max} characters of {@code text} in double quotes, on one line: quotes, backslashes and
     * control characters escaped as in a JSON string ({@code \n}, {@code \u001b}); {@link #CUT} after the
     * closing quote when some were left out.
     */
    public static String quote(String text, int max) {
        int end = headEnd(text, 0, text.length(), max);
        StringBuilder out = new StringBuilder(end + 8).append('"');
        escape(text, end, true, out).append('"');
        return end == text.length() ? out.toString() : out.append(CUT).toString();
    }

    /**
     * As {@link #quote}, without the quotes (and so with {@code "} as it is): for a value that stands on its
     * own in a log line, such as a phase name.
     */
    public static String oneLine(String text, int max) {
        int end = headEnd(text, 0, text.length(), max);
        StringBuilder out = escape(text, end, false, new StringBuilder(end + 8));
        return end == text.length() ? out.toString() : out.append(CUT).toString();
    }

    /** A text quoted with {@link #quote} at the usual length, {@link EchoLengths#TEXT}. */
    public static String quote(String text) {
        return quote(text, EchoLengths.TEXT);
    }

    /**
     * The first at most {@code max} characters of {@code text[start, end)}, unmarked: an excerpt that is a
     * value of its own (a pattern's sample), not part of a sentence.
     */
    public static String slice(String text, int start, int end, int max) {
        return text.substring(start, headEnd(text, start, end, max));
    }

    /**
     * Up to {@code each} characters either side of {@code at} (clamped to the text) with {@code mark} at
     * {@code at}, and {@link #CUT} on each side where the text goes on.
     */
    public static String around(String text, int at, int each, String mark) {
        int here = Math.max(0, Math.min(at, text.length()));
        int from = Math.max(0, here - each);
        if (from > 0 && Character.isLowSurrogate(text.charAt(from)) && Character.isHighSurrogate(text.charAt(from - 1))) {
            from++;
        }
        int to = headEnd(text, here, text.length(), each);
        return (from > 0 ? CUT : "") + text.substring(from, here) + mark + text.substring(here, to)
                + (to < text.length() ? CUT : "");
    }

    private static StringBuilder escape(String text, int end, boolean quotes, StringBuilder out) {
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append(quotes ? "\\\"" : "\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out;
    }

    /** Where at most {@code max} characters of {@code text[start, end)} end, a surrogate pair kept whole. */
    private static int headEnd(String text, int start, int end, int max) {
        if (end - start <= max) {
            return end;
        }
        int cut = start + Math.max(0, max);
        return cut > start && Character.isHighSurrogate(text.charAt(cut - 1)) && Character.isLowSurrogate(text.charAt(cut))
                ? cut - 1 : cut;
    }
}

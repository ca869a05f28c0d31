package dev.outputguard.validate;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the reply's JSON string leaks into the field's text when the model escapes it twice or closes it early, and
 * how often a text spells it: backslash sequences of JSON's string syntax ({@code \"}, {@code \n}, a backslash-u code, …)
 * and members of an object after a string ({@code ", "key": value}). Text about escaping or JSON spells both
 * legitimately, so only a comparison with the source tells residue from content: a text that spells one of them
 * more often than its source does leaks it ({@link ContentChecks}).
 *
 * <p>Every scan is one forward pass with {@link String#indexOf}, so a text with no backslash (or no comma) costs one
 * vectorised search; the member scan looks back from a comma no further than the previous comma and ahead no
 * further than the quote after the key, so each character is read a bounded number of times.
 */
final class StringLeaks {

    /** A backslash sequence of JSON's string syntax, as the text shows it after one unescaping. */
    enum Escape {
        QUOTE("\\\"", "a quote escaped twice"),
        BACKSLASH("\\\\", "a backslash escaped twice"),
        SLASH("\\/", "a slash escaped twice"),
        LINE_FEED("\\n", "a line break escaped twice"),
        CARRIAGE_RETURN("\\r", "a carriage return escaped twice"),
        TAB("\\t", "a tab escaped twice"),
        UNICODE("\\uXXXX", "a \\u escape escaped twice");

        private static final Escape[] ALL = values();

        private final String spelling;
        private final String meaning;

        Escape(String spelling, String meaning) {
            this.spelling = spelling;
            this.meaning = meaning;
        }

        /** How it is written (backslash-u and XXXX for every code). */
        String spelling() {
            return spelling;
        }

        /** What it is residue of. */
        String meaning() {
            return meaning;
        }

        /** The sequence at {@code text[i]}, a backslash, or null when that backslash starts none. */
        static Escape at(String text, int i) {
            if (i + 1 >= text.length()) {
                return null;
            }
            return switch (text.charAt(i + 1)) {
                case '"' -> QUOTE;
                case '\\' -> BACKSLASH;
                case '/' -> SLASH;
                case 'n' -> LINE_FEED;
                case 'r' -> CARRIAGE_RETURN;
                case 't' -> TAB;
                case 'u' -> hex4(text, i + 2) ? UNICODE : null;
                default -> null;
            };
        }

        /** Characters the sequence takes. */
        int length() {
            return this == UNICODE ? 6 : 2;
        }

        private static boolean hex4(String text, int from) {
            if (from + 4 > text.length()) {
                return false;
            }
            for (int k = from; k < from + 4; k++) {
                char c = text.charAt(k);
                if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) {
                    return false;
                }
            }
            return true;
        }
    }

    /** Receives one escape sequence; returns false to stop. */
    interface EscapeSink {
        boolean accept(Escape escape, int at);
    }

    /** Receives one member after a string: the quote that ends the string, the key's range; returns false to stop. */
    interface MemberSink {
        boolean accept(int quote, int keyStart, int keyEnd);
    }

    private static final String[] LITERALS = {"true", "false", "null"};

    private StringLeaks() {
    }

    /**
     * Every escape sequence in {@code text}, left to right, none overlapping ({@code \\n} is a backslash sequence,
     * then the letter n).
     */
    static void escapes(String text, EscapeSink sink) {
        int i = text.indexOf('\\');
        while (i >= 0) {
            Escape e = Escape.at(text, i);
            if (e == null) {
                i = text.indexOf('\\', i + 1);
            } else if (!sink.accept(e, i)) {
                return;
            } else {
                i = text.indexOf('\\', i + e.length());
            }
        }
    }

    /** How often each escape sequence stands in the texts together, by {@link Escape#ordinal()}. */
    static int[] escapeCounts(List<String> texts) {
        int[] counts = new int[Escape.ALL.length];
        for (String text : texts) {
            escapes(text, (e, at) -> {
                counts[e.ordinal()]++;
                return true;
            });
        }
        return counts;
    }

    /**
     * Every member after a string in {@code text}, left to right: a quote, a comma, a quote, a key (not empty, on one
     * line), a quote, a colon and the start of a JSON value (a string, a number, {@code true}, {@code false},
     * {@code null}, {@code [} or {@code {}), JSON's blanks allowed between. That is the shape a reply's next member
     * takes when its string closes early: {@code こんにちは", "termSuggestions": []}. Prose such as
     * {@code "A", "B": the options} is no member (no value follows its colon).
     */
    static void members(String text, MemberSink sink) {
        // Anchored at the commas, which prose (and Japanese, with its 、) writes far less often than quotes: the
        // quote is looked for backwards, never past the previous comma or match, so every character is read a
        // bounded number of times.
        int n = text.length();
        int floor = 0;
        int comma = text.indexOf(',');
        while (comma >= 0) {
            int quote = skipBlanksBack(text, comma - 1, floor);
            if (quote >= floor && text.charAt(quote) == '"') {
                int open = skipBlanks(text, comma + 1);
                if (open < n && text.charAt(open) == '"') {
                    int close = text.indexOf('"', open + 1);
                    if (close < 0) {
                        return;
                    }
                    if (close > open + 1 && oneLine(text, open + 1, close)) {
                        int colon = skipBlanks(text, close + 1);
                        if (colon < n && text.charAt(colon) == ':' && valueStarts(text, skipBlanks(text, colon + 1))) {
                            if (!sink.accept(quote, open + 1, close)) {
                                return;
                            }
                            floor = close + 1;
                            comma = text.indexOf(',', floor);
                            continue;
                        }
                    }
                }
            }
            floor = comma + 1;
            comma = text.indexOf(',', floor);
        }
    }

    /**
     * How often each of {@code keys} is the key of a member after a string in the texts together (other keys are
     * not counted).
     */
    static Map<String, Integer> memberCounts(List<String> texts, Map<String, ?> keys) {
        Map<String, Integer> counts = new HashMap<>();
        for (String text : texts) {
            members(text, (quote, keyStart, keyEnd) -> {
                String key = text.substring(keyStart, keyEnd);
                if (keys.containsKey(key)) {
                    counts.merge(key, 1, Integer::sum);
                }
                return true;
            });
        }
        return counts;
    }

    private static boolean oneLine(String text, int from, int to) {
        for (int k = from; k < to; k++) {
            char c = text.charAt(k);
            if (c == '\n' || c == '\r') {
                return false;
            }
        }
        return true;
    }

    private static boolean valueStarts(String text, int p) {
        if (p >= text.length()) {
            return false;
        }
        char c = text.charAt(p);
        if (c == '"' || c == '[' || c == '{' || (c >= '0' && c <= '9')) {
            return true;
        }
        if (c == '-') {
            return p + 1 < text.length() && text.charAt(p + 1) >= '0' && text.charAt(p + 1) <= '9';
        }
        for (String literal : LITERALS) {
            if (text.startsWith(literal, p)) {
                return true;
            }
        }
        return false;
    }

    /** The last position at or before {@code from}, not before {@code floor}, that is no blank; below floor if none. */
    private static int skipBlanksBack(String text, int from, int floor) {
        int p = from;
        while (p >= floor && isBlank(text.charAt(p))) {
            p--;
        }
        return p;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    /** Skips JSON's blanks: space, tab, line feed, carriage return. */
    private static int skipBlanks(String text, int from) {
        int p = from;
        while (p < text.length() && isBlank(text.charAt(p))) {
            p++;
        }
        return p;
    }
}

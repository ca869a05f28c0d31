package dev.outputguard.align;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;

/**
 * The one value a sentence gives where a schema's root is a scalar and the reply writes it in prose: the one
 * {@code enum} value it names, written as the answer, or the one number it writes. Anything less certain is
 * refused with the reason: two values named, a number beside a letter or a sign that changes it, a value named
 * only in passing ({@code "Somewhat positive"}) or after a negation ({@code "not **positive**"}).
 */
final class ValueInProse {

    /** Next to a number, these make it another value: a range, a ratio, a percentage, an estimate, a time, a version. */
    private static final String CHANGES_BEFORE = "~≈<>#/\\=^_@-+−.";
    private static final String CHANGES_AFTER = "%‰/\\^_°-+−:";
    /** Words right before an enum value that make it no answer. */
    private static final Set<String> HEDGES = Set.of("not", "no", "never", "hardly", "barely", "isn't", "wasn't",
            "aren't", "neither", "nor", "somewhat", "slightly", "partly", "mostly", "fairly", "rather", "almost",
            "nearly", "maybe", "possibly", "probably", "or");
    /** Blanks, Markdown and quotes that may stand around a value on its line. */
    private static final String AROUND = " \t*_`\"'“”‘’«»";
    private static final String CLOSING = ".!?;,";

    private ValueInProse() {
    }

    /** What was read: {@code text[start, end)}, given to the aligner as a string; or why nothing was. */
    record Read(int start, int end, String value, String refusal) {
        static Read refused(String why) {
            return new Read(-1, -1, null, why);
        }
    }

    /**
     * The one number {@code text[from, to)} writes, with a sign and a currency sign next to it: exactly one, and
     * none with a letter, a percent sign, a range or another mark next to it.
     */
    static Read number(String text, int from, int to) {
        List<int[]> found = new ArrayList<>(2);
        for (int i = from; i < to; i++) {
            if (!digit(text.charAt(i))) {
                continue;
            }
            int end = i;
            while (end < to && (digit(text.charAt(end))
                    || (text.charAt(end) == ',' || text.charAt(end) == '.') && end + 1 < to && digit(text.charAt(end + 1)))) {
                end++;
            }
            int start = i;
            start = start > from && Numbers.CURRENCY.indexOf(text.charAt(start - 1)) >= 0 ? start - 1 : start;
            if (start > from && (text.charAt(start - 1) == '-' || text.charAt(start - 1) == '−' || text.charAt(start - 1) == '+')
                    && (start - 1 == from || !Character.isLetterOrDigit(text.charAt(start - 2)))) {
                start--;
                start = start > from && Numbers.CURRENCY.indexOf(text.charAt(start - 1)) >= 0 ? start - 1 : start;
            }
            end = end < to && Numbers.CURRENCY.indexOf(text.charAt(end)) >= 0 ? end + 1 : end;
            char before = start > from ? text.charAt(start - 1) : ' ';
            char after = end < to ? text.charAt(end) : ' ';
            if (Character.isLetterOrDigit(before) || CHANGES_BEFORE.indexOf(before) >= 0 || Character.isLetterOrDigit(after)
                    || CHANGES_AFTER.indexOf(after) >= 0 && !(after == ':' && (end + 1 >= to || !digit(text.charAt(end + 1))))) {
                return Read.refused("writes " + quote(text, start, end) + " beside a letter or a sign that makes it"
                        + " another value (a range, a percentage, an estimate, a date)");
            }
            found.add(new int[] { start, end });
            i = end;
        }
        if (found.size() != 1) {
            return Read.refused(found.isEmpty() ? "writes no number" : "writes " + found.size() + " numbers");
        }
        int[] n = found.get(0);
        return new Read(n[0], n[1], text.substring(n[0], n[1]), null);
    }

    /**
     * The one string {@code enum} value {@code text[from, to)} names (as a word, in any case) and writes as the
     * answer: set apart by Markdown or quotes ({@code The sentiment is **Positive**.}), alone on its line, or
     * after a label on its line ({@code Sentiment: positive}), with no hedge or negation right before it.
     */
    static Read enumValue(String text, int from, int to, List<JsonNode> values) {
        String lower = text.substring(from, to).toLowerCase(Locale.ROOT);
        List<String> named = new ArrayList<>(2);
        for (JsonNode v : values) {
            String word = v.isTextual() ? v.textValue().toLowerCase(Locale.ROOT) : null;
            if (word != null && !named.contains(word) && Words.containsWord(lower, word)) {
                named.add(word);
            }
        }
        if (named.size() != 1) {
            return Read.refused(named.isEmpty() ? "names no enum value" : "names " + named.size() + " enum values");
        }
        String word = named.get(0);
        for (int at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
            int start = from + at;
            int end = start + word.length();
            if (!standsAlone(text, start, end) || hedged(text, from, start)) {
                continue;
            }
            int[] marked = marked(text, from, to, start, end);
            if (marked != null) {
                return new Read(marked[0], marked[1], text.substring(marked[0], marked[1]), null);
            }
            if (ownLine(text, from, to, start, end)) {
                return new Read(start, end, text.substring(start, end), null);
            }
        }
        return Read.refused("names " + Echo.quote(word, EchoLengths.TOKEN) + " only in passing, not as the answer");
    }

    /** Whether no letter or digit touches the word: it is a word, not part of one. */
    private static boolean standsAlone(String text, int start, int end) {
        return (start == 0 || !Character.isLetterOrDigit(text.charAt(start - 1)))
                && (end == text.length() || !Character.isLetterOrDigit(text.charAt(end)));
    }

    /** The span of Markdown or quotes set around {@code text[start, end)}, or null. */
    private static int[] marked(String text, int from, int to, int start, int end) {
        for (String[] mark : Words.AROUND) {
            if (mark[0].equals("~~")) {
                continue; // struck through: the word is taken back, not given
            }
            int open = start - mark[0].length();
            int close = end + mark[1].length();
            if (open >= from && close <= to && text.startsWith(mark[0], open) && text.startsWith(mark[1], end)) {
                return new int[] { open, close };
            }
        }
        return null;
    }

    /**
     * Whether the word is alone on its line, or after a label and a colon ({@code Sentiment: Negative}), blanks,
     * Markdown, quotes and closing punctuation aside. Looks only at what touches the word: an occurrence costs
     * what stands next to it, not its line.
     */
    private static boolean ownLine(String text, int from, int to, int start, int end) {
        int before = start;
        while (before > from && (AROUND.indexOf(text.charAt(before - 1)) >= 0)) {
            before--;
        }
        if (before > from && text.charAt(before - 1) != '\n' && text.charAt(before - 1) != ':') {
            return false;
        }
        int after = end;
        while (after < to && (AROUND.indexOf(text.charAt(after)) >= 0 || CLOSING.indexOf(text.charAt(after)) >= 0)) {
            after++;
        }
        return after == to || text.charAt(after) == '\n' || text.charAt(after) == '\r';
    }

    /** Whether the word before {@code start} (Markdown and quotes aside) hedges or negates what follows. */
    private static boolean hedged(String text, int from, int start) {
        int end = start;
        while (end > from && !Character.isLetterOrDigit(text.charAt(end - 1)) && text.charAt(end - 1) != '\n') {
            end--;
        }
        int begin = end;
        while (begin > from && (Character.isLetter(text.charAt(begin - 1)) || text.charAt(begin - 1) == '\'')) {
            begin--;
        }
        return begin < end && HEDGES.contains(text.substring(begin, end).toLowerCase(Locale.ROOT));
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private static String quote(String text, int start, int end) {
        return Echo.quote(text.substring(start, end), EchoLengths.TOKEN);
    }
}

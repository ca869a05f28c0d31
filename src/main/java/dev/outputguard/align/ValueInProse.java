package dev.outputguard.align;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Decoration;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;
import dev.outputguard.text.Nfkc;

/**
 * The one value a sentence gives where a schema's root is a scalar and the reply writes it in prose: the one
 * {@code enum} value it names, written as the answer, or the one number it states. The value must be asserted
 * plainly ({@link Assertion}): nothing before it in its sentence, after it, or in a later line may take it back
 * ({@code I wouldn't say **PASS**.}, {@code Would be **PASS** if fixed.}, {@code Verdict: PASS} then {@code Actually,
 * no.}, {@code The answer is not 5.}, {@code Less than 5.}). Anything less certain is refused with the reason: two
 * values named, a number beside a letter or a sign that changes it, a value named only in passing
 * ({@code Version 3 is out.}, {@code Somewhat positive}).
 *
 * <p>The prose is read in NFKC without invisible characters; the span answered is where the reply wrote it.
 */
final class ValueInProse {

    /** Next to a number, these make it another value: a range, a ratio, a percentage, an estimate, a time, a version. */
    private static final String CHANGES_BEFORE = "~≈<>#/\\=^_@-+−.";
    private static final String CHANGES_AFTER = "%‰/\\^_°-+−:";
    /** A percent sign makes a number a share even a blank away ({@code 50 %}). */
    private static final String PERCENT = "%‰‱";

    private ValueInProse() {
    }

    /** What was read: {@code text[start, end)}, given to the aligner as a string; or why nothing was. */
    record Read(int start, int end, String value, String refusal) {
        static Read refused(String why) {
            return new Read(-1, -1, null, why);
        }
    }

    /**
     * The one number {@code text[from, to)} states, with a sign and a currency sign next to it: exactly one, none
     * with a letter, a percent sign, a range or another mark next to it, written as the answer (set apart by
     * Markdown or quotes, alone on its line, after a label and a colon, or after a word that states it: {@code is},
     * {@code comes to}, {@code は}, {@code beträgt}), and asserted plainly.
     */
    static Read number(String text, int from, int to) {
        Nfkc nfkc = Nfkc.of(text.substring(from, to));
        String n = nfkc.text();
        List<int[]> found = new ArrayList<>(2);
        for (int i = 0; i < n.length(); i++) {
            if (!digit(n.charAt(i))) {
                continue;
            }
            int end = i;
            while (end < n.length() && (digit(n.charAt(end))
                    || (n.charAt(end) == ',' || n.charAt(end) == '.') && end + 1 < n.length() && digit(n.charAt(end + 1)))) {
                end++;
            }
            int start = i;
            start = start > 0 && Numbers.CURRENCY.indexOf(n.charAt(start - 1)) >= 0 ? start - 1 : start;
            if (start > 0 && (n.charAt(start - 1) == '-' || n.charAt(start - 1) == '−' || n.charAt(start - 1) == '+')
                    && (start - 1 == 0 || !Character.isLetterOrDigit(n.charAt(start - 2)))) {
                start--;
                start = start > 0 && Numbers.CURRENCY.indexOf(n.charAt(start - 1)) >= 0 ? start - 1 : start;
            }
            end = end < n.length() && Numbers.CURRENCY.indexOf(n.charAt(end)) >= 0 ? end + 1 : end;
            // Emphasis or quotes set around the number are read past: **5**, __5__, "5".
            int[] around = markedSpan(n, start, end);
            char before = around != null ? (around[0] > 0 ? n.charAt(around[0] - 1) : ' ') : start > 0 ? n.charAt(start - 1) : ' ';
            char after = around != null ? (around[1] < n.length() ? n.charAt(around[1]) : ' ')
                    : end < n.length() ? n.charAt(end) : ' ';
            if (Character.isLetterOrDigit(before) && before < 0x2E80 || CHANGES_BEFORE.indexOf(before) >= 0
                    || Character.isLetterOrDigit(after) && after < 0x2E80
                    || CHANGES_AFTER.indexOf(after) >= 0
                            && !(after == ':' && (end + 1 >= n.length() || !digit(n.charAt(end + 1))))
                    || PERCENT.indexOf(afterBlanks(n, around != null ? around[1] : end)) >= 0) {
                return Read.refused("writes " + quote(n, start, end) + " beside a letter or a sign that makes it"
                        + " another value (a range, a percentage, an estimate, a date)");
            }
            found.add(new int[] { start, end });
            i = end;
        }
        if (found.size() != 1) {
            return Read.refused(found.isEmpty() ? "writes no number" : "writes " + found.size() + " numbers");
        }
        int[] at = found.get(0);
        if (!marked(n, at[0], at[1]) && !ownLine(n, at[0], at[1]) && !Assertion.statedRightBefore(n, 0, at[0], false)
                && !(labelled(n, at[0]) && remarkOrEnd(n, at[1]))) {
            return Read.refused("names " + quote(n, at[0], at[1]) + " only in passing, not as the answer (a name, a"
                    + " year, a version)");
        }
        String refusal = lead(n, at[0]);
        refusal = refusal != null ? refusal
                : refusal(n, at[0], at[1], Assertion.Polarity.NEUTRAL, Assertion.Bound.QUANTITY);
        if (refusal != null) {
            return Read.refused(refusal);
        }
        return located(text, from, nfkc, at[0], at[1]);
    }

    /**
     * The one string {@code enum} value {@code text[from, to)} names (as a word, in any case) and writes as the
     * answer: set apart by Markdown or quotes ({@code The sentiment is **Positive**.}), alone on its line, or after
     * a label on its line ({@code Sentiment: positive}); asserted plainly: the first mention written as the answer
     * decides, and a mention taken back ({@code not **positive**}) refuses the reading.
     */
    static Read enumValue(String text, int from, int to, List<JsonNode> values) {
        Nfkc nfkc = Nfkc.of(text.substring(from, to));
        String n = nfkc.text();
        String lower = n.toLowerCase(Locale.ROOT);
        List<String> named = new ArrayList<>(2);
        for (JsonNode v : values) {
            String word = v.isTextual() ? v.textValue().toLowerCase(Locale.ROOT) : null;
            if (word != null && !named.contains(word) && (Words.containsWord(lower, word) || gluedInCjk(n, lower, word))) {
                named.add(word);
            }
        }
        if (named.size() != 1) {
            return Read.refused(named.isEmpty() ? "names no enum value" : "names " + named.size() + " enum values");
        }
        String word = named.get(0);
        Assertion.Polarity polarity = Assertion.polarityOf(word);
        for (int at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
            int end = at + word.length();
            if (!standsAlone(n, at, end)) {
                continue;
            }
            int[] span = markedSpan(n, at, end);
            // Stated of one thing (The status is ok.): the words before the stating word are read as a label's.
            boolean stated = span == null && !ownLine(n, at, end) && !labelled(n, at);
            if (stated && !Assertion.statedOfOneThing(n, 0, at)) {
                continue; // named in passing: "the positive side of it"
            }
            // The first mention written as the answer decides: asserted plainly, or the reading is refused.
            String refusal = stated ? null : lead(n, span == null ? at : span[0]);
            refusal = refusal != null ? refusal : refusal(n, at, end, polarity, Assertion.Bound.AFFIRMING);
            if (refusal != null) {
                return Read.refused(refusal);
            }
            return span == null ? located(text, from, nfkc, at, end) : located(text, from, nfkc, span[0], span[1]);
        }
        return Read.refused("names " + Echo.quote(word, EchoLengths.TOKEN) + " only in passing, not as the answer");
    }

    /**
     * Whether a value of a spaced script is written as a word of its own between the letters of an unspaced one
     * ({@code ステータスはokです}, {@code 状态是ok}, {@code 상태는 ok입니다}): CJK writes no blank around a Latin word.
     */
    private static boolean gluedInCjk(String n, String lower, String word) {
        for (int at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
            if (standsAlone(n, at, at + word.length())) {
                return true;
            }
        }
        return false;
    }

    /** Why the value at {@code n[start, end)} is not asserted plainly in the whole prose, or null when it is. */
    private static String refusal(String n, int start, int end, Assertion.Polarity polarity, Assertion.Bound bound) {
        Assertion.Stance s = Assertion.inProse(n, start, end, polarity, bound);
        return switch (s.kind()) {
            case PLAIN -> null;
            case CHOICE -> "offers " + quote(n, start, end) + " as one of several choices";
            case TAKEN_BACK -> "writes " + quote(n, start, end) + " and takes it back (" + s.why().section() + ": "
                    + words(n, s.at()) + ")";
            case UNCLEAR -> "writes " + quote(n, start, end) + " with words that neither keep nor explain it ("
                    + words(n, s.at()) + ")";
        };
    }

    /** Why the words right before the value written at {@code n[start, …)} do not keep it, or null when they do. */
    private static String lead(String n, int start) {
        Assertion.Stance lead = Assertion.leadKeeps(n, 0, start);
        return lead.plain() ? null
                : "writes the value after words that neither keep nor explain it (" + words(n, lead.at()) + ")";
    }

    /** The read value at {@code n[start, end)}, located in the reply as written. */
    private static Read located(String text, int from, Nfkc nfkc, int start, int end) {
        int s = from + nfkc.toOriginal(start);
        int e = from + nfkc.toOriginalEnd(end);
        return new Read(s, e, text.substring(s, e), null);
    }

    /** Whether no letter or digit of a spaced script touches the word: it is a word, not part of one. */
    private static boolean standsAlone(String text, int start, int end) {
        return (start == 0 || !Lexicon.isSpaced(text.charAt(start - 1)) || text.charAt(start - 1) == '_')
                && (end == text.length() || !Lexicon.isSpaced(text.charAt(end)) || text.charAt(end) == '_');
    }

    private static boolean marked(String n, int start, int end) {
        return markedSpan(n, start, end) != null;
    }

    /** The span of Markdown or quotes set around {@code n[start, end)}, or null; a strike-through is none. */
    private static int[] markedSpan(String n, int start, int end) {
        int open = start;
        while (open > 0 && "*_`\"'“‘«「『【".indexOf(n.charAt(open - 1)) >= 0) {
            open--;
        }
        int close = Decoration.skipClosers(n, end, n.length());
        if (open == start || close == end || open > 0 && n.charAt(open - 1) == '~') {
            return null;
        }
        return new int[] { open, close };
    }

    /**
     * Whether the value is alone on its line, or after a label and a colon ({@code Sentiment: Negative}), blanks,
     * Markdown, quotes and closing punctuation aside. Looks only at what touches the value.
     */
    private static boolean ownLine(String n, int start, int end) {
        int before = start;
        while (before > 0 && (Lexicon.isBlank(n.charAt(before - 1)) || "*_`\"'“‘«「『【".indexOf(n.charAt(before - 1)) >= 0)) {
            before--;
        }
        if (before > 0 && n.charAt(before - 1) != '\n' && n.charAt(before - 1) != ':') {
            return false;
        }
        int after = Decoration.skipClosers(n, end, n.length());
        while (after < n.length() && (Lexicon.isBlank(n.charAt(after)) || ".!。！".indexOf(n.charAt(after)) >= 0)) {
            after++;
        }
        return after == n.length() || n.charAt(after) == '\n' || n.charAt(after) == '\r';
    }

    /**
     * Whether the value opens its line, or follows a label and a colon ({@code Sentiment: positive - as asked}):
     * written as the answer, whatever the words after it then do to it.
     */
    private static boolean labelled(String n, int start) {
        int before = start;
        while (before > 0 && (Lexicon.isBlank(n.charAt(before - 1)) || "*_`\"'“‘«「『【".indexOf(n.charAt(before - 1)) >= 0)) {
            before--;
        }
        return before == 0 || n.charAt(before - 1) == '\n' || n.charAt(before - 1) == ':' || n.charAt(before - 1) == '：';
    }

    /** Whether only the end, a sentence's end or a separator follows a value at {@code end}: no word bound to it. */
    private static boolean remarkOrEnd(String n, int end) {
        int p = Decoration.skipClosers(n, end, n.length());
        while (p < n.length() && Lexicon.isBlank(n.charAt(p))) {
            p++;
        }
        return p == n.length() || "\n\r.!。！-—–:,、;([（【「，：；".indexOf(n.charAt(p)) >= 0;
    }

    /** The first character from {@code at} on its line that is no blank, or a blank where there is none. */
    private static char afterBlanks(String n, int at) {
        int p = at;
        while (p < n.length() && (n.charAt(p) == ' ' || n.charAt(p) == '\t')) {
            p++;
        }
        return p < n.length() ? n.charAt(p) : ' ';
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    private static String quote(String text, int start, int end) {
        return Echo.quote(text.substring(start, end), EchoLengths.TOKEN);
    }

    private static String words(String n, int at) {
        return Echo.quote(n.substring(at, Math.min(n.length(), at + EchoLengths.TOKEN)).strip(), EchoLengths.TOKEN);
    }
}

package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import dev.outputguard.text.Reasoning;

/**
 * Finds the verdict a review states with a marker. Markers are tried in priority order; for each, the
 * first occurrence followed by a valid value wins. The value is read whole: {@code PASS_WITH_SUGGESTIONS}
 * is never read as {@code PASS}, {@code PASSED} is no value, and a bare {@code PASS} in prose is never a
 * verdict. Hand-written scan, no regular expression: each marker costs one pass over the text.
 *
 * <p>Tolerated beyond the original design's expressions, because models write Markdown: emphasis around the
 * keyword or value ({@code **最終判定:** FAIL}, {@code **最終判定**: FAIL}, {@code 判定: **PASS**}),
 * spaces before the colon, a colon after a bold keyword ({@code **結果**: PASS}), and
 * {@code PASS WITH SUGGESTIONS} or {@code pass-with-suggestions} for {@code PASS_WITH_SUGGESTIONS}.
 *
 * <p>It reads the text it is given; {@link ReviewDecider} gives it the review in NFKC
 * ({@link dev.outputguard.text.Nfkc}), so full-width letters, colons, asterisks and underscores match as ASCII.
 */
final class MarkerScanner {

    /** A marker and the verdict it states: the keyword starts at {@code position}, the value ends at {@code end}. */
    record Found(Marker marker, Verdict verdict, int position, int end) {
    }

    private MarkerScanner() {
    }

    /**
     * The deciding marker: the highest-priority marker's first occurrence that states a verdict, after a
     * reasoning model's thinking when the review begins with it ({@link Reasoning}).
     */
    static Optional<Found> find(String text) {
        int answer = Reasoning.answerStart(text);
        for (Marker marker : Marker.values()) {
            Optional<Found> found = next(text, marker, answer);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** Every occurrence of every marker that states a verdict, marker by marker in priority order. */
    static List<Found> findAll(String text) {
        List<Found> all = new ArrayList<>();
        for (Marker marker : Marker.values()) {
            for (Optional<Found> f = next(text, marker, 0); f.isPresent(); f = next(text, marker, f.get().position() + 1)) {
                all.add(f.get());
            }
        }
        return all;
    }

    /** The first occurrence of {@code marker} at or after {@code from} that states a verdict. */
    private static Optional<Found> next(String text, Marker marker, int from) {
        int at = indexOf(text, marker.keyword(), from);
        while (at >= 0) {
            Found found = marker.isWord() && continuesWord(text, at) ? null : verdictAfter(text, marker, at);
            if (found != null) {
                return Optional.of(found);
            }
            at = indexOf(text, marker.keyword(), at + 1);
        }
        return Optional.empty();
    }

    /** The verdict stated after the keyword at {@code at}, or null when none is. */
    private static Found verdictAfter(String text, Marker marker, int at) {
        int p = at + marker.keyword().length();
        if (marker.shape() == Marker.Shape.BOLD) {
            p = skipColon(text, p);
            if (!text.startsWith("**", p)) {
                return null;
            }
            p = skipColon(text, skipBlank(text, p + 2));
        } else {
            p = skipBlank(text, skipEmphasis(text, p));
            if (!isColon(text, p)) {
                return headingVerdict(text, marker, at, p);
            }
            p++;
        }
        p = skipSpace(text, skipEmphasis(text, skipSpace(text, p)));
        return readValue(text, marker, at, p);
    }

    /**
     * The keyword alone on its line, as a Markdown heading or in bold ({@code ## 最終判定}, {@code **判定**},
     * {@code 最終判定}), states the verdict on the next line that is not blank. A pass there must be the
     * line's only word: emphasis, a status mark and closing punctuation around it are all it may add, so
     * {@code PASS判定が可能になります} under the heading is no verdict; a FAIL is read as in the colon form. {@code p} is just past the keyword's
     * closing emphasis and blanks.
     */
    private static Found headingVerdict(String text, Marker marker, int at, int p) {
        if (!lineEnds(text, p) || !headingBefore(text, at)) {
            return null;
        }
        int line = skipSpace(text, p);
        Found found = readValue(text, marker, at, skipEmphasis(text, line));
        if (found == null || found.verdict() == Verdict.FAIL) {
            // A FAIL (written, or a pass taken back) stands whatever follows it: the safe side.
            return found;
        }
        int q = found.end();
        while (q < text.length() && (isClosing(text.charAt(q)) || text.charAt(q) == ' ' || text.charAt(q) == '\t'
                || isStatusMark(text.charAt(q)))) {
            q++;
        }
        return lineEnds(text, q) ? found : null;
    }

    /** Between the line's start and the keyword at {@code at}: at most a heading mark ({@code #} to {@code ######}), blanks and emphasis. */
    private static boolean headingBefore(String text, int at) {
        int p = at - 1;
        while (p >= 0 && (text.charAt(p) == '*' || text.charAt(p) == '_' || text.charAt(p) == ' ' || text.charAt(p) == '\t')) {
            p--;
        }
        int hashes = 0;
        while (p >= 0 && text.charAt(p) == '#') {
            p--;
            hashes++;
        }
        if (hashes > 6) {
            return false;
        }
        while (p >= 0 && (text.charAt(p) == ' ' || text.charAt(p) == '\t')) {
            p--;
        }
        return p < 0 || text.charAt(p) == '\n' || text.charAt(p) == '\r';
    }

    private static boolean lineEnds(String text, int p) {
        return p >= text.length() || text.charAt(p) == '\n' || text.charAt(p) == '\r';
    }

    /** What may close a value on its own line: emphasis, a full stop, an exclamation mark. */
    private static boolean isClosing(char c) {
        return c == '*' || c == '_' || c == '`' || c == '.' || c == '。' || c == '!';
    }

    /**
     * A status mark models put before or after a verdict: ✅ ✔ ☑ ❌ ✖ ✗ ⚠ ⭕, the emoji variation selector,
     * and the halves of 🟢 🔴 🚫 (characters outside the Basic Multilingual Plane).
     */
    private static boolean isStatusMark(char c) {
        return c == '\u2705' || c == '\u2714' || c == '\u2611' || c == '\u274C' || c == '\u2716' || c == '\u2717'
                || c == '\u26A0' || c == '\u2B55' || c == '\uFE0F' || Character.isSurrogate(c);
    }

    /** A mark that says "no": ❌ ✖ ✗ 🔴 🚫. */
    private static boolean isCrossAt(String text, int p) {
        char c = text.charAt(p);
        if (c == '\u274C' || c == '\u2716' || c == '\u2717') {
            return true;
        }
        int cp = text.codePointAt(p);
        return cp == 0x1F534 || cp == 0x1F6AB;
    }

    /**
     * Reads PASS_WITH_SUGGESTIONS, PASS or FAIL at {@code from}, longest first, as a whole word. A pass is
     * then read with the words after it ({@link #hedge}): offered as one of several choices it is no value;
     * questioned or negated it states FAIL.
     */
    private static Found readValue(String text, Marker marker, int at, int from) {
        // A status mark before the value (✅ PASS, ❌ FAIL); a pass behind a cross (❌ PASS) states FAIL.
        boolean crossed = false;
        int p = from;
        while (p < text.length() && isStatusMark(text.charAt(p))) {
            crossed |= isCrossAt(text, p);
            p = skipSpace(text, skipEmphasis(text, skipSpace(text, p + 1)));
        }
        Found found = readBareValue(text, marker, at, p);
        return crossed && found != null && found.verdict() != Verdict.FAIL ? new Found(marker, Verdict.FAIL, at, found.end()) : found;
    }

    private static Found readBareValue(String text, Marker marker, int at, int p) {
        int end = matchIgnoreCase(text, p, "pass");
        if (end > 0) {
            int pws = matchWithSuggestions(text, end);
            if (pws > 0 && !continuesAfter(text, pws)) {
                return pass(text, marker, at, pws, Verdict.PASS_WITH_SUGGESTIONS);
            }
            return continuesAfter(text, end) ? null : pass(text, marker, at, end, Verdict.PASS);
        }
        end = matchIgnoreCase(text, p, "fail");
        return end > 0 && !continuesAfter(text, end) ? new Found(marker, Verdict.FAIL, at, end) : null;
    }

    private static Found pass(String text, Marker marker, int at, int end, Verdict verdict) {
        return switch (hedge(text, end)) {
            case NONE -> new Found(marker, verdict, at, end);
            case CHOICE -> null;
            case TAKEN_BACK -> new Found(marker, Verdict.FAIL, at, end);
        };
    }

    /** What the words right after a pass value do to it. */
    private enum Hedge {
        /** Nothing: {@code PASS}, {@code PASSです}, {@code PASSで問題ありません}, {@code PASS with minor notes}. */
        NONE,
        /** One of several choices, a template the reviewer echoed: {@code PASS/FAIL}, {@code PASS | FAIL}, {@code PASS or FAIL}, {@code PASSかFAIL}. */
        CHOICE,
        /** Questioned or negated: {@code PASS?}, {@code PASSではありません}, {@code PASSとは言えません}, {@code PASS is not warranted}. */
        TAKEN_BACK
    }

    /** How far after a pass value {@link #hedge} reads: a short clause, not the rest of the review. */
    private static final int HEDGE_WINDOW = 24;

    /**
     * What follows a pass value ending at {@code end}, on its line: a negation must be bound to the value
     * (a particle right after it, then a negative ending), so a pass with a remark ({@code PASSで問題ありません})
     * stays a pass. A FAIL is never hedged: reading "not FAIL" as FAIL errs on the safe side.
     */
    private static Hedge hedge(String text, int end) {
        int p = end;
        // Closing emphasis, quotes and brackets around the value: 「PASS」, **PASS**, "PASS".
        while (p < text.length() && "*`'\"」』)]".indexOf(text.charAt(p)) >= 0) {
            p++;
        }
        int q = skipBlank(text, p);
        if (q >= text.length()) {
            return Hedge.NONE;
        }
        char c = text.charAt(q);
        if (c == '/' || c == '|') {
            return Hedge.CHOICE;
        }
        if (c == '?') {
            return Hedge.TAKEN_BACK;
        }
        String clause = clause(text, q);
        String lower = clause.toLowerCase(Locale.ROOT);
        if (lower.startsWith("or ") || clause.startsWith("または") || clause.startsWith("か")) {
            return Hedge.CHOICE;
        }
        boolean bound = clause.startsWith("では") || clause.startsWith("じゃ") || clause.startsWith("とは")
                || clause.startsWith("には") || clause.startsWith("に") || clause.startsWith("を")
                || clause.startsWith("は") || clause.startsWith("と言") || clause.startsWith("といえ");
        if (bound && (clause.contains("ない") || clause.contains("なく") || clause.contains("ません")
                || clause.contains("無い") || clause.contains("難い") || clause.contains("がたい") || clause.contains("ず"))) {
            return Hedge.TAKEN_BACK;
        }
        return isEnglishNegation(lower) ? Hedge.TAKEN_BACK : Hedge.NONE;
    }

    /** {@code PASS is not …}, {@code PASS cannot …}, {@code PASS would not …}: the value's own verb negated. */
    private static boolean isEnglishNegation(String lower) {
        for (String verb : new String[] {"is not", "isn't", "cannot", "can't", "can not", "could not", "couldn't",
                "would not", "wouldn't", "will not", "won't", "was not", "wasn't", "is no ", "not "}) {
            if (lower.startsWith(verb)) {
                return true;
            }
        }
        return false;
    }

    /** The text from {@code from} to the end of its sentence or line, at most {@link #HEDGE_WINDOW} characters. */
    private static String clause(String text, int from) {
        int end = Math.min(text.length(), from + HEDGE_WINDOW);
        for (int i = from; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' || c == '。' || c == '.' || c == '!' || c == '、' || c == ',') {
                return text.substring(from, i);
            }
        }
        return text.substring(from, end);
    }

    /** After "PASS": "_WITH_SUGGESTIONS" with '_', '-' or ' ' as separators; the end, or -1. */
    private static int matchWithSuggestions(String text, int p) {
        if (!isSeparator(text, p)) {
            return -1;
        }
        int q = matchIgnoreCase(text, p + 1, "with");
        if (q < 0 || !isSeparator(text, q)) {
            return -1;
        }
        return matchIgnoreCase(text, q + 1, "suggestions");
    }

    private static boolean isSeparator(String text, int p) {
        return p < text.length() && (text.charAt(p) == '_' || text.charAt(p) == '-' || text.charAt(p) == ' ');
    }

    /** The end of {@code lower} matched ASCII-case-insensitively at {@code p}, or -1. */
    private static int matchIgnoreCase(String text, int p, String lower) {
        if (p < 0 || p + lower.length() > text.length()) {
            return -1;
        }
        for (int i = 0; i < lower.length(); i++) {
            if (toLowerAscii(text.charAt(p + i)) != lower.charAt(i)) {
                return -1;
            }
        }
        return p + lower.length();
    }

    /** First index of {@code keyword} at or after {@code from}; ASCII letters compare case-insensitively. */
    static int indexOf(String text, String keyword, int from) {
        if (!hasAsciiLetter(keyword)) {
            return indexOfExact(text, keyword, from);
        }
        char first = keyword.charAt(0);
        for (int i = Math.max(0, from); i + keyword.length() <= text.length(); i++) {
            if (toLowerAscii(text.charAt(i)) == first && matchIgnoreCase(text, i, keyword) > 0) {
                return i;
            }
        }
        return -1;
    }

    /**
     * {@code text.indexOf(keyword, from)}, found through the keyword's first non-ASCII character (結 in
     * {@code **結果**}, which prose holds far more rarely than the {@code *} before it): the search for one
     * character is vectorised and several times faster than the search for a string.
     */
    private static int indexOfExact(String text, String keyword, int from) {
        int anchor = 0;
        while (anchor < keyword.length() - 1 && keyword.charAt(anchor) < 0x80) {
            anchor++;
        }
        char c = keyword.charAt(anchor);
        int start = Math.max(0, from);
        for (int i = text.indexOf(c, start + anchor); i >= 0; i = text.indexOf(c, i + 1)) {
            if (text.startsWith(keyword, i - anchor)) {
                return i - anchor;
            }
        }
        return -1;
    }

    private static boolean hasAsciiLetter(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                return true;
            }
        }
        return false;
    }

    private static boolean continuesWord(String text, int at) {
        return at > 0 && isAsciiWord(text.charAt(at - 1));
    }

    private static boolean continuesAfter(String text, int end) {
        return end < text.length() && isAsciiWord(text.charAt(end));
    }

    private static boolean isColon(String text, int p) {
        return p < text.length() && (text.charAt(p) == ':' || text.charAt(p) == '：');
    }

    private static int skipColon(String text, int p) {
        return isColon(text, p) ? p + 1 : p;
    }

    private static int skipEmphasis(String text, int from) {
        int p = from;
        while (p < text.length() && (text.charAt(p) == '*' || text.charAt(p) == '`')) {
            p++;
        }
        return p;
    }

    /** Spaces and tabs only: the keyword and its colon stay on one line. */
    private static int skipBlank(String text, int from) {
        int p = from;
        while (p < text.length() && (text.charAt(p) == ' ' || text.charAt(p) == '\t' || text.charAt(p) == '\u3000')) {
            p++;
        }
        return p;
    }

    /** Any whitespace, line breaks included, as the original design's {@code \s*} between colon and value. */
    private static int skipSpace(String text, int from) {
        int p = from;
        while (p < text.length() && (Character.isWhitespace(text.charAt(p)) || text.charAt(p) == '\u00A0')) {
            p++;
        }
        return p;
    }

    private static char toLowerAscii(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }

    private static boolean isAsciiWord(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }
}

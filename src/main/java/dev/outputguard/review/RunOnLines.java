package dev.outputguard.review;

import dev.outputguard.assertion.Lexicon;

/**
 * A review whose sentences run on over line breaks, as a terminal or a mail client wraps them ({@code The retry loop
 * never\nstops when the server is down.}): the findings are read line by line, so a wrapped finding is read in halves.
 * {@link #joined} gives the text with each such line break a blank, of the same length (every position read in it
 * stands where it stood), for the decision to read as the sentences it is written in. The underscores that mark
 * emphasis are read as blanks too ({@link #underscoresBlanked}), before any reading.
 */
final class RunOnLines {

    /** The characters a line holds, at the least, to be one a sentence was wrapped at. */
    static final int WRAPPED_LINE = 30;
    /** The words a label before its colon holds, at the most, on a line that opens with a capital. */
    static final int LABEL_WORDS = 4;

    private RunOnLines() {
    }

    /**
     * {@code text} with a blank for each line break a sentence runs on over, or null where it has none. A sentence runs
     * on where a line of at least {@link #WRAPPED_LINE} characters of prose (no heading, table row, quote or fence)
     * ends in a letter, a digit, a comma or a closing mark (no stop: a line that ends its sentence is read as written,
     * so most reviews are read once), and a span of code it opens goes on, or the next line goes on in words of a
     * script written with spaces, with no verdict in capitals, no fence and no label ({@link #labelLine}): a marker's,
     * a fence's or a label's line is a line of its own. After a label's line, only a line opening with a small letter
     * goes on its value ({@code Reviewer: Alice from the platform team} stays apart from {@code The change adds…}).
     * In Chinese and Japanese, whose words no blank parts, a line of at least {@link #WRAPPED_UNSPACED} characters
     * ending in such a letter or comma runs on into a next line opening with a letter or a code tick, no label's or
     * marker's: the break is taken out and a blank put at the end of the line joined ({@link #unspacedJoined}), so
     * {@code 竞\n态条件} is read as {@code 竞态条件}; so is one such a line breaks inside a span of code it opens
     * ({@code `cust\nomers`}).
     */
    static String joined(String text) {
        // Most lines end their sentence or stand in a script written without spaces: read no further than their first
        // and last characters.
        char[] out = null;
        boolean fence = false;
        int line = 0;
        for (int feed = text.indexOf('\n'); feed >= 0; feed = text.indexOf('\n', line)) {
            int a = line;
            while (a < feed && Character.isWhitespace(text.charAt(a))) {
                a++;
            }
            int e = feed;
            while (e > a && Character.isWhitespace(text.charAt(e - 1))) {
                e--;
            }
            char first = a < e ? text.charAt(a) : ' ';
            fence ^= (first == '`' || first == '~') && (text.startsWith("```", a) || text.startsWith("~~~", a));
            if (!fence && e - a >= WRAPPED_LINE && endsOpen(text.charAt(e - 1))) {
                if (runsOn(text, a, e) && goesOn(text, feed + 1, codeOpen(text, a, e))
                        && (!labelLine(text, a, e) || lowerCaseNext(text, feed + 1))) {
                    if (out == null) {
                        out = text.toCharArray();
                    }
                    out[feed] = ' ';
                    if (feed > line && out[feed - 1] == '\r') {
                        out[feed - 1] = ' ';
                    }
                }
            } else if (!fence && e - a >= WRAPPED_UNSPACED && "#|>".indexOf(first) < 0
                    && (unspaced(text.charAt(e - 1)) && goesOnUnspaced(text, feed + 1)
                    || codeOpen(text, a, e) && holdsUnspaced(text, a, e) && goesOn(text, feed + 1, true))) {
                if (out == null) {
                    out = text.toCharArray();
                }
                out[feed] = UNSPACED_JOIN; // taken out below: no blank may part the words of such a script
            }
            line = feed + 1;
        }
        return out == null ? null : new String(unspacedJoined(out));
    }

    /**
     * {@code text} with a blank for each run of underscores that marks emphasis ({@code __Errors are ignored.__},
     * {@code _never_}), or null where it has none: a run of at most three opening a word, with a blank, a bracket or
     * nothing before it, and the run as long that closes it on its line, after a letter, a digit or a stop and before
     * a blank, a mark or nothing; of the same length, as {@link #joined} is. A face ({@code ._.}, {@code (*_*)}) opens
     * none; the closing run is looked for within {@link #EMPHASIS_SPAN} characters. An underscore is a word's letter
     * to the readings (snake_case names keep theirs: {@code user_id}, {@code "_id"}), so an emphasised sentence's first
     * and last words were read as other words ({@code __Expired} is no subject that keeps {@code refused},
     * {@code ignored.__} no failing word).
     */
    static String underscoresBlanked(String text) {
        char[] out = null;
        int n = text.length();
        for (int p = text.indexOf('_'); p >= 0 && p < n; p = text.indexOf('_', p)) {
            int e = run(text, p);
            char before = p > 0 ? text.charAt(p - 1) : ' ';
            if (e - p > 3 || !(Character.isWhitespace(before) || before == '(' || before == '[')
                    || e >= n || !Character.isLetterOrDigit(text.charAt(e))) {
                p = e;
                continue; // no opening run: inside a name (user_id), a face (._.) or a line of underscores
            }
            // Its closing run, as long, on the same line: after a letter, a digit or a stop, before a blank or a mark.
            int close = -1;
            int lineEnd = text.indexOf('\n', e);
            lineEnd = Math.min(lineEnd < 0 ? n : lineEnd, e + EMPHASIS_SPAN);
            for (int q = text.indexOf('_', e); q >= 0 && q < lineEnd; q = text.indexOf('_', q)) {
                int qe = run(text, q);
                char last = text.charAt(q - 1);
                char after = qe < n ? text.charAt(qe) : ' ';
                if (qe - q == e - p && (Character.isLetterOrDigit(last) || ".!?)。！？".indexOf(last) >= 0)
                        && (Character.isWhitespace(after) || ".,;:!?)".indexOf(after) >= 0)) {
                    close = q;
                    break;
                }
                q = qe;
            }
            if (close < 0) {
                p = e;
                continue;
            }
            if (out == null) {
                out = text.toCharArray();
            }
            for (int q = p; q < e; q++) {
                out[q] = ' ';
            }
            for (int q = close; q < close + (e - p); q++) {
                out[q] = ' ';
            }
            p = close + (e - p);
        }
        return out == null ? null : new String(out);
    }

    /** Where the run of underscores at {@code p} ends. */
    private static int run(String text, int p) {
        int e = p;
        while (e < text.length() && text.charAt(e) == '_') {
            e++;
        }
        return e;
    }

    /** How far after an opening run of underscores its closing run is looked for: a span of emphasis, not a page. */
    static final int EMPHASIS_SPAN = 1_000;
    /** The characters a line in Chinese or Japanese holds, at the least, to be one a sentence was wrapped at. */
    static final int WRAPPED_UNSPACED = 10;
    /** Where a line break in Chinese or Japanese is taken out: a character no review writes, only while joining. */
    private static final char UNSPACED_JOIN = '\uFFFF';

    /** Whether {@code c} is a letter of a script written without spaces (Han, kana) or a comma of one. */
    private static boolean unspaced(char c) {
        return c >= 0x3040 && c <= 0x30FF || c >= 0x3400 && c <= 0x4DBF || c >= 0x4E00 && c <= 0x9FFF
                || c == '、' || c == '，';
    }

    /** Whether {@code text[a, e)} holds a letter of a script written without spaces. */
    private static boolean holdsUnspaced(String text, int a, int e) {
        for (int p = a; p < e; p++) {
            if (unspaced(text.charAt(p))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the line opening at {@code next} goes on a sentence of Chinese or Japanese: it opens (past blanks) with
     * a letter of such a script, a Latin letter or digit or a code tick, holds no verdict in capitals and no colon.
     */
    private static boolean goesOnUnspaced(String text, int next) {
        int end = text.indexOf('\n', next);
        end = end < 0 ? text.length() : end;
        int a = next;
        while (a < end && Character.isWhitespace(text.charAt(a))) {
            a++;
        }
        if (a == end || text.startsWith("```", a)) {
            return false;
        }
        char first = text.charAt(a);
        if (!unspaced(first) && !Character.isLetterOrDigit(first) && first != '`' || first == '、' || first == '，') {
            return false;
        }
        for (int p = a; p < end; p++) {
            char c = text.charAt(p);
            if (c == ':' || c == '：' || (c == 'P' || c == 'F') && (text.startsWith("PASS", p) || text.startsWith("FAIL", p))) {
                return false; // a label's or a marker's line is a line of its own
            }
        }
        return true;
    }

    /**
     * {@code out} with each line break marked {@link #UNSPACED_JOIN} taken out and a blank put at the end of the line
     * it joined (before the next line break kept, or at the text's end): the length stays, the words of the joined lines
     * meet, and every line after them stands where it stood.
     */
    private static char[] unspacedJoined(char[] out) {
        int pending = 0;
        int w = 0;
        for (int r = 0; r < out.length; r++) {
            char c = out[r];
            if (c == UNSPACED_JOIN) {
                pending++;
                if (w > 0 && out[w - 1] == '\r') {
                    w--;
                    pending++;
                }
                continue;
            }
            if (c == '\n' || c == '\r') {
                while (pending > 0) {
                    out[w++] = ' ';
                    pending--;
                }
            }
            out[w++] = c;
        }
        while (pending > 0) {
            out[w++] = ' ';
            pending--;
        }
        return out;
    }

    /** Whether a line ending in {@code last} may run on: a letter or digit of a script written with spaces, a comma, a
     * closing mark. */
    private static boolean endsOpen(char last) {
        return spaced(last) && last != '_' || ",`)*\"'".indexOf(last) >= 0;
    }

    /** Whether the line {@code text[a, e)}, blanks stripped, is prose a sentence may run on from. */
    private static boolean runsOn(String text, int a, int e) {
        if (e - a < WRAPPED_LINE || "#|>".indexOf(text.charAt(a)) >= 0) {
            return false;
        }
        return endsOpen(text.charAt(e - 1));
    }

    /**
     * Whether the line {@code text[a, e)} is a label's: it opens with a capital and a colon stands within its first
     * {@link #LABEL_WORDS} words ({@code Tests: 3 failed}, {@code Status: zeitlimit überschritten}); what answers the
     * label is on its line.
     */
    private static boolean labelLine(String text, int a, int e) {
        if (!Character.isUpperCase(text.charAt(a))) {
            return false;
        }
        int words = 1;
        for (int p = a; p < e && words <= LABEL_WORDS; p++) {
            char c = text.charAt(p);
            words += c == ' ' ? 1 : 0;
            if (c == ':' || c == '：') {
                return true;
            }
        }
        return false;
    }

    /** Whether the line opening at {@code next} opens, past its blanks, with a small letter: it goes on a sentence. */
    private static boolean lowerCaseNext(String text, int next) {
        int a = next;
        while (a < text.length() && Lexicon.isBlank(text.charAt(a))) {
            a++;
        }
        return a < text.length() && Character.isLowerCase(text.charAt(a));
    }

    /** Whether the line {@code text[a, e)} leaves a span of code open: an odd number of code ticks on it. */
    private static boolean codeOpen(String text, int a, int e) {
        // Tick to tick by indexOf, which goes over the characters between many at a time: every long line of a review
        // in prose is asked, and most hold no tick.
        int ticks = 0;
        for (int p = text.indexOf('`', a, e); p >= 0; p = text.indexOf('`', p + 1, e)) {
            ticks++;
        }
        return (ticks & 1) == 1;
    }

    /** Whether {@code c} is a letter or digit of a script written with spaces, Hangul among them. */
    private static boolean spaced(char c) {
        return Lexicon.isSpaced(c) || c >= 0xAC00 && c <= 0xD7A3;
    }

    /**
     * Whether the line opening at {@code next} goes on with a sentence's words rather than opening a line of its own;
     * where {@code inCode}, the line above left a span of code open, and whatever the line opens with goes on in it.
     */
    private static boolean goesOn(String text, int next, boolean inCode) {
        int end = text.indexOf('\n', next);
        end = end < 0 ? text.length() : end;
        int a = next;
        while (a < end && Character.isWhitespace(text.charAt(a))) {
            a++;
        }
        if (a == end) {
            return false;
        }
        char first = text.charAt(a);
        if (!inCode && !(Character.isLetter(first) && spaced(first)) && first != '`' || text.startsWith("```", a)) {
            return false; // a fence's line is a line of its own
        }
        for (int p = a; p < end; p++) {
            char c = text.charAt(p);
            if ((c == 'P' || c == 'F') && (text.startsWith("PASS", p) || text.startsWith("FAIL", p))) {
                return false; // a marker's line is a line of its own
            }
        }
        if (labelLine(text, a, end)) {
            return false;
        }
        if (inCode) {
            return true;
        }
        // A list's item opens a line of its own: a word of one or two letters or digits and a stop or a bracket (a. 1)).
        int w = a;
        while (w < end && Character.isLetterOrDigit(text.charAt(w))) {
            w++;
        }
        return !(w < end && w - a <= 2 && (text.charAt(w) == '.' || text.charAt(w) == ')'));
    }
}

package dev.outputguard.assertion;

/**
 * What may stand around a value without changing it: Markdown emphasis and code ticks, quotation marks of any
 * language, and one closing full stop or exclamation mark. The one place these are listed: a strike-through
 * ({@code ~~}) is no decoration (it takes the value back), and neither is a question mark, a bracket or any other
 * mark. Status marks (✅) are the lexicon's ({@link Category#STATUS}).
 */
public final class Decoration {

    /** What may open emphasis, code or a quotation before a value. */
    static final String OPENERS = "*_`\"'“‘«「『【";
    /** What may close them after it. */
    static final String CLOSERS = "*_`\"'”’»」』】";
    /** Pairs that may wrap a value whole, outermost first when they nest. */
    private static final String[][] PAIRS = { { "**", "**" }, { "__", "__" }, { "*", "*" }, { "_", "_" },
        { "`", "`" }, { "\"", "\"" }, { "'", "'" }, { "“", "”" }, { "‘", "’" }, { "«", "»" }, { "「", "」" },
        { "『", "』" }, { "【", "】" } };

    /**
     * Quotation marks of every language, each opening mark followed by a mark that closes it: straight and curly
     * quotes, German and Dutch low quotes, guillemets either way round, single guillemets, the corner brackets and
     * double angle brackets of Japanese, Chinese and Korean, a full-width quote. An opening mark with two closing
     * ones is listed twice.
     */
    private static final String QUOTATIONS = "\"\"“”‘’„“„”‚‘‚’«»»«‹››‹「」『』《》＂＂";

    private Decoration() {
    }

    /**
     * Where the quotation opened by the mark at {@code text[p]} closes before {@code limit} ({@link #QUOTATIONS}): the
     * nearest mark that closes it; -1 where the character opens none or nothing closes it.
     */
    public static int quoteEnd(CharSequence text, int p, int limit) {
        char c = text.charAt(p);
        int end = -1;
        for (int i = 0; i < QUOTATIONS.length(); i += 2) {
            if (QUOTATIONS.charAt(i) != c) {
                continue;
            }
            char closer = QUOTATIONS.charAt(i + 1);
            for (int q = p + 1; q < limit && (end < 0 || q < end); q++) {
                if (text.charAt(q) == closer) {
                    end = q;
                    break;
                }
            }
        }
        return end;
    }

    /** Whether {@code c} may close emphasis, code or a quotation after a value. */
    public static boolean isCloser(char c) {
        return CLOSERS.indexOf(c) >= 0;
    }

    /** Whether {@code c} may open emphasis, code or a quotation before a value. */
    public static boolean isOpener(char c) {
        return OPENERS.indexOf(c) >= 0;
    }

    /** Past the openers at {@code p} (before {@code limit}). */
    public static int skipOpeners(CharSequence text, int p, int limit) {
        int q = p;
        while (q < limit && OPENERS.indexOf(text.charAt(q)) >= 0) {
            q++;
        }
        return q;
    }

    /** Past the closers at {@code p} (before {@code limit}). */
    public static int skipClosers(CharSequence text, int p, int limit) {
        int q = p;
        while (q < limit && CLOSERS.indexOf(text.charAt(q)) >= 0) {
            q++;
        }
        return q;
    }

    /** How far back on its line the emphasis a star after a value may close is looked for. */
    private static final int EMPHASIS_WINDOW = 1_000;

    /**
     * Where a star stands among the closers right after a value ending at {@code end} that no emphasis opened before
     * the value on its line can close ({@code PASS*}, {@code **PASS***}), or -1: a footnote mark, not emphasis. A run
     * of stars opens emphasis where a blank or the line's start stands before it and none after it, and closes what is
     * open where a character other than a blank stands before it.
     */
    public static int unmatchedStar(CharSequence text, int end, int limit) {
        int stars = 0;
        int first = -1;
        for (int q = end; q < limit && CLOSERS.indexOf(text.charAt(q)) >= 0; q++) {
            if (text.charAt(q) == '*') {
                first = first < 0 ? q : first;
                stars++;
            }
        }
        if (stars == 0) {
            return -1;
        }
        int lineStart = end;
        int lower = Math.max(0, end - EMPHASIS_WINDOW);
        while (lineStart > lower && !isLineBreak(text.charAt(lineStart - 1))) {
            lineStart--;
        }
        int open = 0;
        for (int i = lineStart; i < end;) {
            if (text.charAt(i) != '*') {
                i++;
                continue;
            }
            int j = i;
            while (j < end && text.charAt(j) == '*') {
                j++;
            }
            boolean blankBefore = i == lineStart || Character.isWhitespace(text.charAt(i - 1));
            boolean blankAfter = j < end && Character.isWhitespace(text.charAt(j));
            if (!blankBefore && open > 0) {
                open -= Math.min(open, j - i);
            } else if (!blankAfter) {
                open += j - i;
            }
            i = j;
        }
        return stars > open ? first : -1;
    }

    /**
     * Whether a strike-through mark stands at {@code p}: Markdown's {@code ~~} (the full-width {@code ～～} in NFKC), or
     * an HTML tag that strikes through, opening or closing ({@link #strikeLength}).
     */
    public static boolean strikeAt(CharSequence text, int p) {
        return strikeLength(text, p) > 0;
    }

    /** HTML's tags that strike their content through, opening and closing, in lower case. */
    private static final String[] STRIKE_TAGS = { "<del>", "</del>", "<s>", "</s>", "<strike>", "</strike>" };

    /**
     * How long the strike-through mark at {@code p} is: 2 for {@code ~~}, the tag's length for {@code <del>},
     * {@code <s>}, {@code <strike>} or their closing tags in any case; 0 where none stands.
     */
    public static int strikeLength(CharSequence text, int p) {
        if (p + 1 < text.length() && text.charAt(p) == '~' && text.charAt(p + 1) == '~') {
            return 2;
        }
        if (p >= text.length() || text.charAt(p) != '<') {
            return 0;
        }
        for (String tag : STRIKE_TAGS) {
            if (p + tag.length() <= text.length() && regionMatchesIgnoreCase(text, p, tag)) {
                return tag.length();
            }
        }
        return 0;
    }

    private static boolean regionMatchesIgnoreCase(CharSequence text, int p, String lower) {
        for (int i = 0; i < lower.length(); i++) {
            if (Character.toLowerCase(text.charAt(p + i)) != lower.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code text} holds a combining overlay (U+0334 to U+0338), struck through letter by letter: {@code A̶d̶a̶}. */
    public static boolean overlaid(String text) {
        for (int p = 0; p < text.length(); p++) {
            char c = text.charAt(p);
            if (c >= '\u0334' && c <= '\u0338') {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code text} holds a strike-through mark anywhere ({@link #strikeLength}) or a combining overlay
     * (U+0334 to U+0338: a tilde, a stroke or a solidus drawn through the letter before it).
     */
    public static boolean holdsStrike(String text) {
        if (overlaid(text)) {
            return true;
        }
        for (int p = text.indexOf('~'); p >= 0; p = text.indexOf('~', p + 1)) {
            if (strikeLength(text, p) > 0) {
                return true;
            }
        }
        for (int p = text.indexOf('<'); p >= 0; p = text.indexOf('<', p + 1)) {
            if (strikeLength(text, p) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code text} without the decorations around it, as often as they nest, and without blanks at its ends: the
     * value it writes whole, or null when it is struck through ({@code ~~5~~}) — a value taken back. A final
     * {@code .}, {@code !}, {@code 。} or {@code ！} goes, once; an ellipsis ({@code ...}, {@code …}) stays, and so does
     * any other mark ({@code 5?}, {@code (5)}): such a text writes more than its value.
     */
    public static String strip(String text) {
        String t = text.strip();
        for (boolean changed = true; changed && !t.isEmpty();) {
            changed = false;
            if (holdsStrike(t)) {
                return null;
            }
            int n = t.length();
            char last = t.charAt(n - 1);
            if ((last == '.' || last == '!' || last == '。' || last == '！') && n > 1 && t.charAt(n - 2) != '.'
                    && t.charAt(n - 2) != '!') {
                t = t.substring(0, n - 1).strip();
                changed = true;
                continue;
            }
            for (String[] pair : PAIRS) {
                if (t.length() >= pair[0].length() + pair[1].length() + 1 && t.startsWith(pair[0]) && t.endsWith(pair[1])) {
                    t = t.substring(pair[0].length(), t.length() - pair[1].length()).strip();
                    changed = true;
                    break;
                }
            }
        }
        return t;
    }

    /**
     * A character that ends a sentence where it stands ({@code .} only before a blank, a line end or the text's end,
     * and not as the last period of an abbreviation such as {@code e.g.}, {@code i.e.} or {@code z.B.}, so the words
     * before a value are read across it), and an ASCII {@code !} only where it closes no word of Latin letters written
     * inside a sentence of a script without spaces ({@code 以前的 npm ERR! 已经消失了。}: a tool's token, its mark its
     * own; {@link #tokenBangInside}).
     */
    static boolean endsSentence(CharSequence text, int p, int limit) {
        char c = text.charAt(p);
        if (c == '。' || c == '！' || c == '．') {
            return true;
        }
        if (c == '!') {
            return !tokenBangInside(text, p, limit);
        }
        if (c != '.') {
            return false;
        }
        if (p + 1 < text.length() && text.charAt(p + 1) == '.' || p > 0 && text.charAt(p - 1) == '.') {
            return false; // an ellipsis
        }
        if (p > 1 && Character.isLetter(text.charAt(p - 1)) && text.charAt(p - 2) == '.') {
            return false; // an abbreviation's last period: e.g., i.e., z.B.
        }
        return p + 1 >= limit || Character.isWhitespace(text.charAt(p + 1)) || CLOSERS.indexOf(text.charAt(p + 1)) >= 0
                || text.charAt(p + 1) > 0x2E80;
    }

    /**
     * Whether the ASCII {@code !} at {@code p} closes a word of Latin letters written inside a sentence of a script
     * without spaces (Han, kana, Hangul), bound into it by a particle that neither ends nor opens a sentence: before
     * the token's words (at most {@link #TOKEN_SPAN} characters back over Latin letters, digits and blanks) one of
     * {@link #BINDS_BEFORE} ({@code 以前的 npm ERR! 已经消失了}, {@code 이전의 npm ERR! 오류}), or right after the
     * mark, past any blank, one of {@link #BINDS_AFTER} ({@code 以前は npm ERR! が出ていました}, {@code Yahoo! 的照片},
     * {@code Yahoo!의 사진}). Any other ends its sentence as an exclamation does: {@code 代码很好 LGTM! 但是…},
     * {@code LGTM!不过…}.
     */
    private static boolean tokenBangInside(CharSequence text, int p, int limit) {
        if (p == 0 || p + 1 >= Math.min(limit, text.length()) || !latin(text.charAt(p - 1))) {
            return false;
        }
        int after = p + 1;
        while (after < limit && Lexicon.isBlank(text.charAt(after))) {
            after++;
        }
        if (after >= limit || !unspacedLetter(text.charAt(after))) {
            return false;
        }
        boolean boundAfter = BINDS_AFTER.indexOf(text.charAt(after)) >= 0;
        for (int q = p - 1; q >= 0 && p - q <= TOKEN_SPAN; q--) {
            char b = text.charAt(q);
            if (unspacedLetter(b)) {
                return boundAfter || BINDS_BEFORE.indexOf(b) >= 0;
            }
            if (!latin(b) && !Lexicon.isBlank(b)) {
                return false;
            }
        }
        return false;
    }

    /**
     * The particles that bind the word after them into their sentence, none of which ends one: an attributive, a
     * topic's or a case's mark, a preposition ({@code 的 の は 在 把 被 의 는 은 에 를 을}).
     */
    private static final String BINDS_BEFORE = "的のは在把被의는은에를을";
    /**
     * The particles that bind the word before them into their sentence, none of which opens one
     * ({@code 的 了 が を の は で に と へ 의 가 를 을 에 로 와 과 는}).
     */
    private static final String BINDS_AFTER = "的了がをのはでにとへ의가를을에로와과는";

    /** How far back {@link #tokenBangInside} reads a tool's words ({@code npm ERR}, {@code Yahoo}) for the sentence's script. */
    private static final int TOKEN_SPAN = 24;

    private static boolean latin(char c) {
        return c < 0x80 && Character.isLetterOrDigit(c);
    }

    /** A letter of Han, kana or Hangul: a script written without spaces between its words, Korean's words aside. */
    private static boolean unspacedLetter(char c) {
        return c >= 0x1100 && Character.isLetter(c) && !Lexicon.isSpaced(c);
    }

    /**
     * Just past the bullet or number that opens a list's item at {@code p} ({@code - * +} and a blank, {@code • ・}
     * with or without one, {@code 1.} {@code 12)} and a blank), before {@code lineEnd}; -1 when the line starts with
     * none.
     */
    public static int bulletEnd(CharSequence t, int p, int lineEnd) {
        int q = p;
        if (t.charAt(q) == '・' || t.charAt(q) == '•') {
            return q + 1 < lineEnd ? q + 1 : -1; // written with or without a blank after it
        }
        if ("-*+".indexOf(t.charAt(q)) >= 0) {
            q++;
        } else {
            while (q < lineEnd && q - p < 3 && t.charAt(q) >= '0' && t.charAt(q) <= '9') {
                q++;
            }
            if (q == p || q >= lineEnd || (t.charAt(q) != '.' && t.charAt(q) != ')')) {
                return -1;
            }
            q++;
        }
        return q < lineEnd && (t.charAt(q) == ' ' || t.charAt(q) == '\t') ? q + 1 : -1;
    }

    /** How far back from a value its line's start is looked for a code comment's mark ({@link #commentOpening}). */
    private static final int COMMENT_REACH = 256;

    /**
     * Where the line holding {@code start} opens, from {@code from} at the earliest and past blanks, quote marks,
     * emphasis and code ticks, with a code comment's mark ({@code //}, {@code /*}; in a fenced block {@code # } and
     * {@code -- } too), or -1: what follows it on the line is commented out, as a strike-through takes it back
     * ({@code // Final Decision: PASS}, {@code `// Verdict: PASS`}). Outside a fence a heading's {@code #} and a dash
     * are Markdown's own, and a mark inside the line ({@code https://}) opens nothing.
     */
    static int commentOpening(String text, int from, int start) {
        int line = start;
        int reach = Math.max(from, start - COMMENT_REACH);
        while (line > reach && !isLineBreak(text.charAt(line - 1))) {
            line--;
        }
        if (line > from && !isLineBreak(text.charAt(line - 1))) {
            return -1; // the line starts further back than a comment's mark is looked for: each value's look stays bounded
        }
        int p = line;
        while (p < start && (Character.isWhitespace(text.charAt(p)) || "`*_>".indexOf(text.charAt(p)) >= 0)) {
            p++;
        }
        int mark = commentMarkAt(text, p, start);
        // In a fenced block, where Markdown is not read, a line opening with # or -- is a comment of its code.
        return mark == ANY_LINE || mark == IN_CODE && insideFence(text, line) ? p : -1;
    }

    /** {@link #commentMarkAt}: a mark that opens a comment on any line ({@code //}, {@code /*}). */
    private static final int ANY_LINE = 1;
    /** {@link #commentMarkAt}: a mark that opens a comment only in code ({@code # }, {@code -- }): Markdown's elsewhere. */
    private static final int IN_CODE = 2;

    /** Which code comment's mark stands at {@code p}, before {@code limit}: {@link #ANY_LINE}, {@link #IN_CODE} or 0. */
    private static int commentMarkAt(String text, int p, int limit) {
        if (p + 1 >= limit) {
            return 0;
        }
        char c = text.charAt(p);
        char next = text.charAt(p + 1);
        if (c == '/' && (next == '/' || next == '*')) {
            return ANY_LINE;
        }
        return c == '#' && next == ' ' || c == '-' && next == '-' && p + 2 < limit && text.charAt(p + 2) == ' ' ? IN_CODE : 0;
    }

    /**
     * Whether the content of a fenced block, {@code text[from, to)}, opens with a code comment's mark ({@code //},
     * {@code /*}, {@code # }, {@code -- }): what it holds is commented out.
     */
    public static boolean opensWithComment(String text, int from, int to) {
        int p = from;
        while (p < to && Character.isWhitespace(text.charAt(p))) {
            p++;
        }
        return commentMarkAt(text, p, to) != 0;
    }

    /**
     * Whether the line starting at {@code line} stands inside a fenced block: an odd number of lines opening with a
     * fence ({@code ```}, {@code ~~~}) in the {@link #FENCE_REACH} characters before it.
     */
    private static boolean insideFence(String text, int line) {
        int fences = 0;
        int lower = Math.max(0, line - FENCE_REACH);
        int end = line;
        while (end > lower) {
            int start = end - 1; // the line break ending the line above
            while (start > lower && !isLineBreak(text.charAt(start - 1))) {
                start--;
            }
            int q = start;
            while (q < end && (text.charAt(q) == ' ' || text.charAt(q) == '\t')) {
                q++;
            }
            if (q + 2 < end && (text.startsWith("```", q) || text.startsWith("~~~", q))) {
                fences++;
            }
            end = start;
        }
        return fences % 2 == 1;
    }

    /** How far back a fence opening the block that holds a line is looked for ({@link #insideFence}). */
    private static final int FENCE_REACH = 1024;

    /** A line break: a line feed, a carriage return, a line or paragraph separator, a next-line control. */
    static boolean isLineBreak(char c) {
        return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085';
    }
}

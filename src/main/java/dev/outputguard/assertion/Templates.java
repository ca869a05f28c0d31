package dev.outputguard.assertion;

/**
 * Whether a JSON value a reply writes is shown as a template or an example rather than given as the answer: it
 * follows a label of the lexicon's {@link Category#EXAMPLE_LABEL} or {@link Category#TEMPLATE_LABEL} terms
 * ({@code Format:}, {@code Example:}, {@code e.g.}, {@code Schema:}, {@code 出力例：}, {@code 格式：}, {@code 형식:},
 * {@code z. B.}, {@code p. ej.}). A label counts where it opens its line (after blanks, a list bullet, heading marks,
 * emphasis or brackets) and a colon or the line's end follows it; an abbreviation ({@code e.g.}) or a label a comma
 * follows ({@code for example,}) counts anywhere on its line. Between the label and the value: blanks, line breaks,
 * emphasis, and the opening line of a fenced block that holds the value. Plain Java; thread-safe.
 */
public final class Templates {

    private static final Lexicon LEX = Lexicon.get();
    private static final long LABELS = Category.mask(Category.EXAMPLE_LABEL, Category.TEMPLATE_LABEL);
    /** How far before a value a label is looked for: a label's length and the blanks and marks around it. */
    private static final int REACH = 64;

    private Templates() {
    }

    /** {@link #introduces}: the line introduces nothing. */
    public static final int NOTHING = 0;
    /** {@link #introduces}: the line names an example ({@code For example:}, {@code Sample output:}). */
    public static final int EXAMPLE = 1;
    /** {@link #introduces}: the line names a template only ({@code Use this format:}, {@code Structure:}). */
    public static final int TEMPLATE = 2;

    /**
     * What the line {@code text[first, own)} introduces when it ends in a colon (emphasis aside) and names an example
     * ({@link #EXAMPLE}: {@code For example:}, {@code Expected output:}, {@code 以下の出力例：}) or only a template
     * ({@link #TEMPLATE}: {@code Use this format:}, {@code Reply in this format:}) anywhere before it (a label of the
     * lexicon's), or {@link #NOTHING}. Lines not ending in a colon cost one look at their end.
     */
    public static int introduces(String text, int first, int own) {
        int end = own;
        while (end > first && (Lexicon.isBlank(text.charAt(end - 1)) || text.charAt(end - 1) == '*'
                || text.charAt(end - 1) == '_' || text.charAt(end - 1) == '\r')) {
            end--;
        }
        if (end == first || text.charAt(end - 1) != ':' && text.charAt(end - 1) != '：') {
            return NOTHING;
        }
        int named = NOTHING;
        for (int p = first; p < end - 1; p++) {
            long found = LEX.at(text, p, end - 1, LABELS); // a term of a spaced script only at a word's start
            if (found >= 0) {
                if ((LEX.categoriesOf(found) & Category.EXAMPLE_LABEL.bit()) != 0) {
                    return EXAMPLE;
                }
                named = TEMPLATE;
            }
        }
        return named;
    }

    /**
     * The label, as the reply writes it, that makes the value starting at {@code start} of {@code text} a template or
     * an example, or null. {@code start} is where the value's own text begins: for a value in a fenced block, the
     * fence's opening line.
     */
    public static String labelBefore(String text, int start) {
        int p = Math.min(start, text.length());
        // Every look is bounded: a value among a million in one line costs a few steps, not the line.
        int floor = Math.max(0, p - 4 * REACH);
        p = skipBack(text, p, true, floor);
        char sep = p > 0 ? text.charAt(p - 1) : 0;
        boolean colon = sep == ':' || sep == '：';
        boolean comma = sep == ',' || sep == '，' || sep == '、';
        if (colon || comma) {
            p = skipBack(text, p - 1, false, floor);
        }
        int end = p;
        int lineStart = lineStart(text, end, floor);
        boolean endsLine = !colon && !comma && endsLineBefore(text, end, start);
        int open = lineStart < 0 ? -1 : contentStart(text, lineStart, end);
        Lexicon lexicon = LEX;
        for (int q = Math.max(Math.max(lineStart, floor), end - REACH); q < end; q++) {
            if (!lexicon.starts(text.charAt(q))) {
                continue;
            }
            long found = lexicon.at(text, q, end, LABELS);
            if (found < 0 || Lexicon.endOf(found) != end) {
                continue;
            }
            String label = text.substring(q, Lexicon.endOf(found));
            boolean abbreviation = label.endsWith(".");
            if (abbreviation || comma || q == open && (colon || endsLine)) {
                return label;
            }
        }
        return null;
    }

    /** Where the line of {@code end} starts, looking back no further than {@code floor} (then -1: too far). */
    private static int lineStart(String text, int end, int floor) {
        for (int i = end - 1; i >= floor; i--) {
            if (text.charAt(i) == '\n') {
                return i + 1;
            }
        }
        return floor == 0 ? 0 : -1;
    }

    /** Back from {@code p} over blanks and emphasis, and over line breaks too when {@code lines}, to {@code floor}. */
    private static int skipBack(String text, int p, boolean lines, int floor) {
        int q = p;
        while (q > floor) {
            char c = text.charAt(q - 1);
            if (Lexicon.isBlank(c) || c == '*' || c == '_' || lines && (c == '\n' || c == '\r')) {
                q--;
            } else {
                break;
            }
        }
        return q;
    }

    /** Whether only blanks and emphasis stand between {@code end} and the line break before {@code start}. */
    private static boolean endsLineBefore(String text, int end, int start) {
        for (int i = end; i < start; i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                return true;
            }
            if (!Lexicon.isBlank(c) && c != '*' && c != '_' && c != '\r') {
                return false;
            }
        }
        return false;
    }

    /** Where a line's words begin: after blanks, a list bullet or number, heading marks, emphasis and brackets. */
    private static int contentStart(String text, int lineStart, int end) {
        int q = lineStart;
        while (q < end && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        if (q + 1 < end && "-*+•".indexOf(text.charAt(q)) >= 0 && Lexicon.isBlank(text.charAt(q + 1))) {
            q += 2;
        } else {
            int d = q;
            while (d < end && text.charAt(d) >= '0' && text.charAt(d) <= '9') {
                d++;
            }
            if (d > q && d + 1 < end && (text.charAt(d) == '.' || text.charAt(d) == ')') && Lexicon.isBlank(text.charAt(d + 1))) {
                q = d + 2;
            }
        }
        while (q < end && (text.charAt(q) == '#' || Lexicon.isBlank(text.charAt(q)) || "*_[]【】「」>".indexOf(text.charAt(q)) >= 0)) {
            q++;
        }
        return q;
    }
}

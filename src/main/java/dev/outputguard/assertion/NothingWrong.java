package dev.outputguard.assertion;

/**
 * A sentence after a pass that says the review found nothing wrong, read as a whole where the remark's own reading
 * ({@link Assertion#restKeepsAPass}) left it unclear or taken back. Two shapes, each read fail-closed: every word of
 * the sentence must belong to the shape, and anything else in it (a comma, a question mark, a digit outside a whole
 * count, a word nobody listed for the shape) leaves the sentence to the remark's reading.
 * <ul>
 * <li><b>Nothing found</b> (NegEx's scope, closed): one negation whose scope is the whole sentence, holding only
 * problems and words of finding ({@code No problems were found.}, {@code I found no issues.}, {@code Nothing to flag.},
 * {@code 問題は見つかりませんでした。}, {@code 문제가 발견되지 않았습니다.}, {@code No se encontraron problemas.}). The
 * auxiliaries, pronouns and particles such a sentence is built with ({@link Role#FINDING_AUX}: {@code were},
 * {@code I}, {@code se}, {@code は}) are read as neutral here only: {@code The status was ok.} reads {@code was} as it
 * always did. A negation of degree ({@code hardly}, {@code kaum}: {@link Role#DEGREE}) counts some, not none; two
 * negations undo each other, unless the second doubles a sentence's {@code no} right before the problem
 * (negative concord: {@code No encontré ningún problema}); {@code not all} holds a word of the whole.
 * <li><b>A check passes</b>, said plainly: a check's name and a passing state ({@code All tests pass.},
 * {@code CI is green.}, {@code Tests: 12/12 passing}), a rated risk and a low state ({@code Risk: low}), or praise of a
 * check ({@code Great job on the tests!}, {@link Role#PRAISE}). A count must be whole ({@code 11/12} is not); a hedge,
 * a negation, a condition or a past state ({@code CI was green}) is no word of the shape.
 * </ul>
 * Read only on a sentence the remark's reading did not keep, at most a sentence of {@link Assertion#REMARK_WINDOW}
 * characters: one walk over it, a look-up of the lexicon at each term.
 */
final class NothingWrong {

    private static final Lexicon LEX = Lexicon.get();
    private static final Lexicon ROLES = LEX.roles();

    /** What a nothing-found scope holds beside its auxiliaries and its words of finding: the negation and the problems. */
    private static final long SCOPE = Category.mask(Category.NEGATION, Category.PROBLEM, Category.SEVERE, Category.MINOR);
    /** The problems a negation counts in that scope. */
    private static final long PROBLEMS = Category.mask(Category.PROBLEM, Category.SEVERE);
    /** What a longer term over a scope's words may be and the scope still read word by word ({@code no issues}). */
    private static final long LONGER_IN_A_SCOPE = Category.mask(Category.PSEUDO, Category.NEGATION, Category.PROBLEM,
            Category.SEVERE, Category.MINOR, Category.NOTHING, Category.NO, Category.VERB_NEGATION, Category.STATING,
            Category.NEUTRAL, Category.UNIT, Category.LOW);

    /** The words a check's clause or a status line may be made of, beside the auxiliaries ({@link Role#CHECK_AUX}). */
    private static final long CHECK_WORDS = Category.mask(Category.CHECK, Category.POSITIVE_VERDICT, Category.STATUS,
            Category.RISK, Category.LOW);
    /** The words that give a check a passing state. */
    private static final long PASSES = Category.mask(Category.POSITIVE_VERDICT, Category.STATUS);
    /**
     * What no word of a check's or a risk's clause may also be: the words that take a value back, wherever they stand,
     * the words of a state that is no pass, and a past ({@code was}).
     */
    private static final long NOT_IN_A_CLAUSE = Category.mask(Category.NEGATION, Category.HEDGE, Category.MODAL,
            Category.APPROXIMATE, Category.CONTRAST, Category.CONDITION, Category.RETRACTION, Category.JOKE,
            Category.QUESTION, Category.NEGATIVE_VERDICT, Category.CROSS, Category.UNVERIFIED, Category.ATTRIBUTION,
            Category.HISTORICAL, Category.NOT_ACTUAL, Category.CAUTION, Category.CHOICE, Category.FAILURE,
            Category.SUBSTITUTE, Category.SCALE, Category.STATING);

    private NothingWrong() {
    }

    /** Whether the sentence {@code text[from, to)} says the review found nothing wrong, in one of the two shapes. */
    static boolean says(String text, int from, int to) {
        long span = words(text, from, to);
        if (span < 0) {
            return false;
        }
        int a = (int) (span >>> 32);
        int e = (int) span;
        return nothingFound(text, a, e) || checkPasses(text, a, e);
    }

    /**
     * The sentence's words, past the blanks, a bullet and emphasis that open it and before those and one full stop or
     * exclamation mark that close it: {@code a << 32 | e}, or -1 when nothing is left.
     */
    private static long words(String text, int from, int to) {
        int a = from;
        while (a < to && (Lexicon.isBlank(text.charAt(a)) || Decoration.isLineBreak(text.charAt(a))
                || "-*+•・_>".indexOf(text.charAt(a)) >= 0)) {
            a++;
        }
        int e = to;
        while (e > a && (Lexicon.isBlank(text.charAt(e - 1)) || Decoration.isLineBreak(text.charAt(e - 1))
                || "*_".indexOf(text.charAt(e - 1)) >= 0)) {
            e--;
        }
        if (e > a && ".!。！".indexOf(text.charAt(e - 1)) >= 0) {
            e--;
        }
        while (e > a && (Lexicon.isBlank(text.charAt(e - 1)) || "*_".indexOf(text.charAt(e - 1)) >= 0)) {
            e--;
        }
        return a < e ? (long) a << 32 | e : -1;
    }

    // ---- nothing found ---------------------------------------------------------------------------------------------

    /**
     * Whether {@code text[a, e)} is wholly one negation's scope holding problems (or the negation is itself a nothing:
     * {@code Nothing to flag.}) and at least one word of finding, the rest auxiliaries: blanks between the words, no
     * other mark.
     */
    static boolean nothingFound(String text, int a, int e) {
        int negations = 0;
        boolean problem = false;
        boolean nothing = false;
        boolean finding = false;
        boolean firstSaysNo = false; // the first negation is a sentence's no (no, non, não)
        boolean concord = false; // a second one stands right before the problem it counts (no … ningún problema)
        int lastNegation = -1; // the end of the last negation read, while no other term follows it
        boolean open = false; // the last term read is a particle that leaves its clause open
        for (int p = a; p < e;) {
            char c = text.charAt(p);
            if (Lexicon.isBlank(c)) {
                p++;
                continue;
            }
            if (!Character.isLetter(c)) {
                return false;
            }
            long role = ROLES.at(text, p, e, Role.FINDING.bit() | Role.FINDING_AUX.bit());
            long term = LEX.at(text, p, e, SCOPE);
            int roleEnd = role >= 0 ? Lexicon.endOf(role) : -1;
            int termEnd = term >= 0 ? Lexicon.endOf(term) : -1;
            if (roleEnd < 0 && termEnd < 0) {
                return false;
            }
            int end = Math.max(roleEnd, termEnd);
            if (longerTermOver(text, p, e, end, LONGER_IN_A_SCOPE)) {
                return false;
            }
            if (termEnd > roleEnd) {
                long categories = LEX.categoriesOf(term);
                if ((categories & Category.NEGATION.bit()) != 0) {
                    if (Assertion.Tokens.ofDegree(text, p, termEnd)) {
                        return false; // hardly, kaum: a negation of degree counts some
                    }
                    negations++;
                    firstSaysNo |= negations == 1 && (categories & Category.NO.bit()) != 0;
                    nothing |= (categories & Category.NOTHING.bit()) != 0;
                    // the second a determiner (ningún, nessun, nenhum), no sentence's no of its own (no no problems)
                    lastNegation = negations == 2 && (categories & Category.NO.bit()) == 0 ? end : -1;
                    open = false;
                    p = end;
                    continue;
                }
                problem |= (categories & PROBLEMS) != 0;
                concord |= lastNegation >= 0 && (categories & PROBLEMS) != 0;
                open = false;
            } else {
                finding |= (ROLES.categoriesOf(role) & Role.FINDING.bit()) != 0;
                open = particle(text, p, end);
            }
            lastNegation = -1;
            p = end;
        }
        if (open) {
            return false;
        }
        // Two negations undo each other, but where a language doubles its one negation (negative concord: No encontré
        // ningún problema, Non ho trovato nessun problema), the second, right before the problem, is the first's.
        boolean one = negations == 1 || negations == 2 && firstSaysNo && concord;
        return one && finding && (problem || nothing);
    }

    /**
     * Whether the longest term of the whole lexicon at {@code p} runs past {@code end} and is of a category other than
     * {@code allowed}: the words there are a phrase of their own ({@code not yet}), not the words read one by one.
     */
    private static boolean longerTermOver(String text, int p, int limit, int end, long allowed) {
        long any = Assertion.ANY_TERMS.at(text, p, limit);
        return any >= 0 && Lexicon.endOf(any) > end && (LEX.categoriesOf(any) & ~allowed) != 0;
    }

    /**
     * Whether {@code text[p, end)} is one hiragana: a particle, which ending a sentence leaves its clause open
     * ({@code 問題は見つかりませんでしたが}: but …).
     */
    private static boolean particle(String text, int p, int end) {
        return end - p == 1 && text.charAt(p) >= '\u3041' && text.charAt(p) <= '\u309F';
    }

    // ---- a check passes ------------------------------------------------------------------------------------------

    /** {@link #walk}: it read a term. */
    private static final int SAW = 1;
    /** {@link #walk}: a check's name ({@code tests}, {@code CI}). */
    private static final int CHECK = 2;
    /** {@link #walk}: a passing state ({@code pass}, {@code green}, {@code ✅}). */
    private static final int PASSING = 4;
    /** {@link #walk}: a rated risk's name. */
    private static final int RISK = 8;
    /** {@link #walk}: a low state that is no risk's name. */
    private static final int LOW = 16;
    /** {@link #walk}: praise ({@link Role#PRAISE}). */
    private static final int PRAISED = 32;

    /**
     * Whether {@code text[a, e)} is a check in a passing state, said plainly: a status line ({@code Tests: passing},
     * {@code Tests: 12/12 passing}, {@code Risk: low}) or a clause ({@code All tests pass}, {@code CI is green},
     * {@code Great job on the tests}, {@code Low risk}).
     */
    static boolean checkPasses(String text, int a, int e) {
        int colon = -1;
        for (int p = a; p < e; p++) {
            char c = text.charAt(p);
            if (c == ':' || c == '：') {
                if (colon >= 0) {
                    return false;
                }
                colon = p;
            }
        }
        if (colon < 0) {
            int seen = walk(text, a, e, CHECK_WORDS, Role.CHECK_AUX.bit() | Role.PRAISE.bit() | Role.CHECK_STATE.bit());
            return seen > 0 && ((seen & CHECK) != 0 && (seen & (PASSING | PRAISED)) != 0 && (seen & (RISK | LOW)) == 0
                    || (seen & RISK) != 0 && (seen & LOW) != 0 && (seen & (CHECK | PASSING | PRAISED)) == 0);
        }
        int s = colon + 1;
        while (s < e && (Lexicon.isBlank(text.charAt(s)) || "*_".indexOf(text.charAt(s)) >= 0)) {
            s++;
        }
        int labelEnd = colon;
        while (labelEnd > a && (Lexicon.isBlank(text.charAt(labelEnd - 1)) || "*_".indexOf(text.charAt(labelEnd - 1)) >= 0)) {
            labelEnd--;
        }
        if (labelEnd <= a || s >= e) {
            return false;
        }
        int named = walk(text, a, labelEnd, Category.mask(Category.CHECK, Category.RISK), Role.CHECK_AUX.bit());
        if (named == (SAW | CHECK)) {
            int state = wholeCount(text, s, e);
            return state >= 0 && state < e && walk(text, state, e, PASSES, Role.CHECK_STATE.bit()) == (SAW | PASSING);
        }
        if (named == (SAW | RISK)) {
            return walk(text, s, e, Category.LOW.bit(), 0) == (SAW | LOW);
        }
        return false;
    }

    /**
     * What {@code text[a, e)} holds when it holds only terms of {@code categories} and {@code roles} between blanks
     * (none of {@link #NOT_IN_A_CLAUSE}, no longer phrase of another category over them): {@link #SAW} and the kinds
     * of words read; 0 for nothing, -1 for a word or a mark of anything else.
     */
    private static int walk(String text, int a, int e, long categories, long roles) {
        int seen = 0;
        boolean open = false; // the last term read is a particle that leaves its clause open
        for (int p = a; p < e;) {
            char c = text.charAt(p);
            if (Lexicon.isBlank(c)) {
                p++;
                continue;
            }
            long role = roles != 0 ? ROLES.at(text, p, e, roles) : -1;
            long term = LEX.at(text, p, e, categories);
            int roleEnd = role >= 0 ? Lexicon.endOf(role) : -1;
            int termEnd = term >= 0 ? Lexicon.endOf(term) : -1;
            if (roleEnd < 0 && termEnd < 0) {
                return -1;
            }
            int end = Math.max(roleEnd, termEnd);
            if (longerTermOver(text, p, e, end, categories | Category.mask(Category.NEUTRAL, Category.STATING))) {
                return -1;
            }
            if (termEnd >= roleEnd) {
                long found = LEX.categoriesOf(term);
                if ((found & NOT_IN_A_CLAUSE) != 0 && (found & Category.LOW.bit()) == 0) {
                    return -1; // "none" states a low risk, no negation
                }
                seen |= (found & Category.CHECK.bit()) != 0 ? CHECK : 0;
                seen |= (found & PASSES) != 0 ? PASSING : 0;
                seen |= (found & Category.RISK.bit()) != 0 ? RISK : (found & Category.LOW.bit()) != 0 ? LOW : 0;
                open = false;
            } else {
                open = particle(text, p, end);
                long roleOf = ROLES.categoriesOf(role);
                seen |= (roleOf & Role.PRAISE.bit()) != 0 ? PRAISED : 0;
                seen |= (roleOf & Role.CHECK_STATE.bit()) != 0 ? PASSING : 0;
            }
            seen |= SAW;
            p = end;
        }
        return open ? -1 : seen;
    }

    /**
     * Past a whole count opening a check's state ({@code 12/12}, {@code 12 of 12}, {@code 12 out of 12}) and the
     * blanks after it, or {@code s} when the state opens with no digit; -1 for a count short of its whole or any other
     * number.
     */
    private static int wholeCount(String text, int s, int e) {
        if (s >= e || !isDigit(text.charAt(s))) {
            return s;
        }
        int p = s;
        while (p < e && isDigit(text.charAt(p))) {
            p++;
        }
        String part = text.substring(s, p);
        while (p < e && Lexicon.isBlank(text.charAt(p))) {
            p++;
        }
        if (p < e && text.charAt(p) == '/') {
            p++;
        } else {
            long join = LEX.at(text, p, e, Category.COUNT_JOIN.bit());
            if (join < 0) {
                return -1;
            }
            p = Lexicon.endOf(join);
        }
        while (p < e && Lexicon.isBlank(text.charAt(p))) {
            p++;
        }
        int w = p;
        while (p < e && isDigit(text.charAt(p))) {
            p++;
        }
        if (w == p || p - s > 24 || !part.equals(text.substring(w, p)) || part.chars().allMatch(ch -> ch == '0')
                || p < e && !Lexicon.isBlank(text.charAt(p))) {
            return -1;
        }
        while (p < e && Lexicon.isBlank(text.charAt(p))) {
            p++;
        }
        return p;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}

package dev.outputguard.assertion;

import java.math.BigDecimal;
import java.util.function.IntPredicate;

/**
 * Whether a review's findings say its pass does not cover the whole: a check limited to part of its scope
 * ({@code Reviewed: section 1 only}), a share of a check at or below half written in a sentence ({@code Coverage
 * dropped to 20%.}, {@code We reviewed 3 of 10 files.}), a second label on a status line that counts a failure
 * ({@code Passed: 3 / Failed: 7}), a count of warnings or of a check's problems above 0 ({@code Lint warnings: 240},
 * {@code Build errors: 2}), an open task box with blanks of any width inside ({@code - [  ] Tests}), and a JSON key
 * naming a share or warnings over a number against a pass ({@code "coverage": 0.12}, {@code "lint_warnings": 240})
 * (docs/review-decision.md, "Failing closed").
 *
 * <p>Each is read only at a place another reading of the review already stops at: a status line's colon, a digit of
 * the walk to the digits ({@link Assertion#ratedLow}), a {@code [}, a JSON key: none walks the review again. The words
 * are the lexicon's, {@link Category categories} and {@link Role roles}.
 */
public final class ShortOfWhole {

    private static final Lexicon LEX = Lexicon.get();
    private static final Lexicon ROLES = LEX.roles();

    /** What a label's words may name that a count above 0 answers against a pass. */
    private static final long COUNTED_AGAINST = Category.mask(Category.PROBLEM, Category.SEVERE, Category.NEGATIVE_VERDICT,
            Category.FAILURE, Category.UNVERIFIED, Category.CROSS);
    /** What a label's words may hold that says the count is of none or of little ({@code No errors}, {@code Minor issues}). */
    private static final long COUNTING_NONE = Category.mask(Category.NEGATION, Category.NOTHING, Category.MINOR,
            Category.RESOLVING, Category.PSEUDO);
    /** What a sentence may name that a share at or below half in it says did not pass. */
    private static final long SHARED = Category.mask(Category.CHECK, Category.CHECKED, Category.POSITIVE_VERDICT,
            Category.RATING);
    /** What a sentence may name that a part of a whole at or below half in it says did not pass: what was checked, a pass. */
    private static final long SHARED_COUNT = Category.mask(Category.CHECKED, Category.POSITIVE_VERDICT);
    /** Half a whole, in percent: a share at or below it keeps no pass. */
    private static final BigDecimal HALF_PERCENT = BigDecimal.valueOf(50);
    private static final BigDecimal HALF = new BigDecimal("0.5");
    /** The characters that part one label of a status line from the next ({@code Passed: 3 / Failed: 7}). */
    private static final String SEPARATORS = "/|｜,，、;；·•";

    private ShortOfWhole() {
    }

    // ---- a scope limited ----------------------------------------------------------------------------------------

    /**
     * Where the state {@code text[from, to)} of a status line naming what a review checked limits it to part of its
     * whole ({@code section 1 only}, {@code only the first half}, {@code nur Abschnitt 1}, {@code 第1章のみ}), or -1: a
     * {@link Role#SCOPE} word anywhere in it, at a word's start in a script written with spaces.
     */
    public static int scopeLimited(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (!Character.isLetterOrDigit(c) || p > from && c < 0x2E80 && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            if (ROLES.at(text, p, to, Role.SCOPE.bit()) >= 0) {
                return p;
            }
        }
        return -1;
    }

    /** The most characters of a label that is read for a review's reach ({@code Review scope}, {@code レビュー範囲}). */
    private static final int REACH_LABEL_CHARS = 32;

    /**
     * Whether the label {@code text[from, to)} of a status line names a review's reach ({@link Role#SCOPE_LABEL}:
     * {@code Scope}, {@code Review scope}, {@code Alcance}, {@code レビュー範囲}, {@code 审查范围}, {@code 검토 범위}): its state
     * is read as what a review checked is ({@link #scopeLimited}). The label is the term whole, bullets, emphasis and
     * blanks aside; labels longer than {@link #REACH_LABEL_CHARS} are none, a cheap look first.
     */
    public static boolean labelsTheReach(String text, int from, int to) {
        if (to - from > REACH_LABEL_CHARS) {
            return false;
        }
        // The label is the term, whole: bullets, emphasis and blanks aside (Review scope:, - **Alcance:**), not a
        // sentence that ends in one ("Removed the scope: only the parser").
        int p = from;
        while (p < to && !Character.isLetter(text.charAt(p))) {
            p++;
        }
        long found = p < to ? Lexicon.get().roles(Role.SCOPE_LABEL).at(text, p, to, Role.SCOPE_LABEL.bit()) : -1;
        if (found < 0) {
            return false;
        }
        for (int q = Lexicon.endOf(found); q < to; q++) {
            if (Character.isLetterOrDigit(text.charAt(q))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where a text beside a pass (a JSON verdict's note) holds a line labelling a review's reach ({@link #labelsTheReach})
     * whose state limits it to part of its whole ({@link #scopeLimited}: {@code Scope: README only},
     * {@code レビュー範囲：READMEのみ}, {@code 검토 범위: README만}), or -1. Only lines with a colon are read.
     */
    public static int reachLimited(String text) {
        int line = 0;
        while (line < text.length()) {
            int end = line;
            while (end < text.length() && text.charAt(end) != '\n') {
                end++;
            }
            for (int c = line; c < end && c - line <= REACH_LABEL_CHARS; c++) {
                char ch = text.charAt(c);
                if (ch == ':' || ch == '：') {
                    if (labelsTheReach(text, line, c)) {
                        int part = scopeLimited(text, c + 1, end);
                        if (part >= 0) {
                            return part;
                        }
                    }
                    break;
                }
            }
            line = end + 1;
        }
        return -1;
    }

    // ---- counts of problems and warnings on status lines ---------------------------------------------------------

    /**
     * Where a status line {@code text[line, end)} whose label, up to {@code colon}, names a check's problems or
     * warnings ({@code Build errors}, {@code Lint warnings}, {@code Warnings}) answers with a count above 0, or -1:
     * the count, a number whose first digit is not 0 right after the colon (blanks and emphasis aside), and after it
     * no word saying the problems are minor ({@code 2 (both minor)}). A label that counts none ({@code No errors})
     * is no such label.
     */
    public static int problemsCounted(String text, int line, int colon, int end) {
        int p = colon + 1;
        while (p < end && (Lexicon.isBlank(text.charAt(p)) || "*_`".indexOf(text.charAt(p)) >= 0)) {
            p++;
        }
        // The answer's first character first: most labels are answered in words, and their label is not read.
        if (p >= end || text.charAt(p) < '1' || text.charAt(p) > '9') {
            return -1;
        }
        if (!countsAgainst(text, line, colon)) {
            return -1;
        }
        int stop = p;
        while (stop < end && stop - p < LABEL_CHARS * 4 && !Decoration.isLineBreak(text.charAt(stop))) {
            stop++;
        }
        Assertion.Tokens rest = Assertion.Tokens.unpaired(text, p, stop);
        return rest.firstOf(Category.MINOR.bit()) >= 0 ? -1 : p;
    }

    /**
     * Whether the label {@code text[from, to)} names problems, failures or warnings, and nothing that says there are
     * none of them or that they are minor.
     */
    private static boolean countsAgainst(String text, int from, int to) {
        long named = 0;
        boolean warning = false;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (!Character.isLetterOrDigit(c) || p > from && c < 0x2E80 && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            warning |= ROLES.at(text, p, to, Role.WARNING.bit()) >= 0;
            long found = LEX.at(text, p, to, ~0L);
            if (found >= 0) {
                named |= LEX.categoriesOf(found);
                p = Lexicon.endOf(found) - 1; // a term read whole: the not of "do not merge" is the term's
            }
        }
        return ((named & COUNTED_AGAINST) != 0 || warning) && (named & COUNTING_NONE) == 0;
    }

    // ---- a second label on one line ------------------------------------------------------------------------------

    /**
     * Where a label of a status line that is not its line's first ({@code Failed: 7} in {@code Passed: 3 / Failed: 7},
     * {@code NG: 2} in {@code OK: 5 | NG: 2}, {@code 不合格: 2} in {@code 合格: 3、不合格: 2}), or the label before it on the
     * same line at {@code previous}, names a failure or a problem and counts one or more, or -1. A label runs back
     * from its colon to a separator ({@code /}, {@code |}, {@code ,}, {@code 、}, {@code ;}), a count's digits or its
     * line's start; its answer from the colon to the next separator or the line's end. Read only at a line's second
     * colon and after: a line of one label is read as a status line is.
     */
    public static int secondLabel(String text, int from, int previous, int colon, int to, IntPredicate counts) {
        int at = labelCounted(text, from, colon, to, counts);
        if (at >= 0 || previous < from) {
            return at;
        }
        for (int q = previous + 1; q < colon; q++) {
            if (Decoration.isLineBreak(text.charAt(q))) {
                return -1; // the colon before is another line's, read as its own
            }
        }
        return labelCounted(text, from, previous, to, counts);
    }

    private static final int LABEL_CHARS = 40;

    private static int labelCounted(String text, int from, int colon, int to, IntPredicate counts) {
        int s = colon;
        while (s > from && colon - s < LABEL_CHARS) {
            char c = text.charAt(s - 1);
            if (Decoration.isLineBreak(c) || SEPARATORS.indexOf(c) >= 0 || c >= '0' && c <= '9' || c == ':' || c == '：') {
                break;
            }
            s--;
        }
        if (colon - s >= LABEL_CHARS || s == colon) {
            return -1;
        }
        int end = colon + 1;
        while (end < to && end - colon < LABEL_CHARS && !Decoration.isLineBreak(text.charAt(end))
                && SEPARATORS.indexOf(text.charAt(end)) < 0) {
            end++;
        }
        int at = problemsCounted(text, s, colon, end);
        return at >= 0 && counts.test(s) ? s : -1;
    }

    // ---- a share in a sentence -------------------------------------------------------------------------------------

    /**
     * Where the digits {@code text[s, e)} give a share at or below half in a sentence that names a check, what a review
     * checked, a pass or a rating, or -1: a percentage ({@code Coverage dropped to 20%.}, {@code 20 % der Tests},
     * {@code %20}, {@code 20 percent}: the lexicon's {@link Role#PERCENT} words) or a part of a whole that the reading of
     * ratings left ({@code Only 3 of the 10 checks passed.}, {@code We reviewed 3 of 10 files.}). Fail-closed: a
     * percentage the sentence gives as a change counts too ({@code Coverage rose by 5%.} is no pass), as which of its
     * numbers is the share cannot be told from its words. Read at the digits the walk to them stops at.
     */
    public static int shareInSentence(String text, int from, int to, int s, int e, IntPredicate counts) {
        if (s > from && (Character.isLetterOrDigit(text.charAt(s - 1)) && text.charAt(s - 1) < 0x2E80
                || text.charAt(s - 1) == '.' || text.charAt(s - 1) == ',')) {
            return -1; // inside a word, a version or a longer number
        }
        BigDecimal share = percentAt(text, from, to, s, e);
        boolean low;
        if (share != null) {
            low = share.compareTo(HALF_PERCENT) <= 0;
        } else {
            long[] fraction = fractionAt(text, to, s, e);
            if (fraction == null) {
                return -1;
            }
            low = fraction[1] > 0 && 2 * fraction[0] <= fraction[1];
        }
        // A part of a whole names what was checked or what passed: "Fixed 3/10 flaky tests" counts fixes, not checks.
        return low && namesAShare(text, from, to, s, share != null ? SHARED : SHARED_COUNT) && counts.test(s) ? s : -1;
    }

    /** The percentage the digits {@code text[s, e)} give, or null: a percent sign or word after them, or a sign before. */
    private static BigDecimal percentAt(String text, int from, int to, int s, int e) {
        int end = e;
        if (end + 1 < to && (text.charAt(end) == '.' || text.charAt(end) == ',') && Character.isDigit(text.charAt(end + 1))) {
            end++;
            while (end < to && end - s < 12 && Character.isDigit(text.charAt(end))) {
                end++;
            }
        }
        int q = end;
        while (q < to && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        boolean percent = q < to && (text.charAt(q) == '%' || ROLES.at(text, q, to, Role.PERCENT.bit()) >= 0)
                || s > from && text.charAt(s - 1) == '%' || percentWordBefore(text, from, s);
        if (!percent || end - s > 12) {
            return null;
        }
        try {
            return new BigDecimal(text.substring(s, end).replace(',', '.'));
        } catch (NumberFormatException notANumber) {
            return null;
        }
    }

    /** Whether a {@link Role#PERCENT} word ends right before {@code s}, blanks aside ({@code yüzde 20}, {@code 百分之20}). */
    private static boolean percentWordBefore(String text, int from, int s) {
        int b = s;
        while (b > from && Lexicon.isBlank(text.charAt(b - 1))) {
            b--;
        }
        for (int k = b - 1; k >= from && b - k <= 8; k--) {
            long found = ROLES.at(text, k, b, Role.PERCENT.bit());
            if (found >= 0 && Lexicon.endOf(found) == b) {
                return true;
            }
        }
        return false;
    }

    /**
     * The part and the whole of a count from the digits {@code text[s, e)}, or null: a slash or a word joining a part to
     * its whole ({@link Category#COUNT_JOIN}: {@code of}, {@code out of}, {@code von}), at most one short word between
     * ({@code 3 of the 10}), then the whole's digits.
     */
    private static long[] fractionAt(String text, int to, int s, int e) {
        if (e - s > 9) {
            return null;
        }
        int q = e;
        while (q < to && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        int after;
        if (q < to && (text.charAt(q) == '/' || text.charAt(q) == '／')) {
            after = q + 1;
        } else {
            long join = q < to ? LEX.at(text, q, to, Category.COUNT_JOIN.bit()) : -1;
            if (join < 0) {
                return null;
            }
            after = Lexicon.endOf(join);
        }
        int r = after;
        while (r < to && Lexicon.isBlank(text.charAt(r))) {
            r++;
        }
        if (r < to && !Character.isDigit(text.charAt(r))) {
            // One short word between the join and the whole: "3 of the 10".
            int w = r;
            while (w < to && w - r <= 4 && Character.isLetter(text.charAt(w))) {
                w++;
            }
            if (w == r || w - r > 4 || w >= to || !Lexicon.isBlank(text.charAt(w))) {
                return null;
            }
            r = w;
            while (r < to && Lexicon.isBlank(text.charAt(r))) {
                r++;
            }
        }
        int w = r;
        while (w < to && w - r < 9 && Character.isDigit(text.charAt(w))) {
            w++;
        }
        if (w == r || w < to && (Character.isDigit(text.charAt(w)) || text.charAt(w) == '/'
                || text.charAt(w) == '.' && w + 1 < to && Character.isDigit(text.charAt(w + 1)))) {
            return null; // no whole, a longer number, a date or a version
        }
        return new long[] {Long.parseLong(text, s, e, 10), Long.parseLong(text, r, w, 10)};
    }

    /** Whether the sentence holding {@code p} names a check, what was checked, a pass, a rating, a share or the review. */
    private static boolean namesAShare(String text, int from, int to, int p, long named) {
        int start = Assertion.sentenceOnItsLine(text, from, p);
        int end = Assertion.sentenceEnd(text, p, to);
        for (int q = start; q < end; q++) {
            char c = text.charAt(q);
            if (!Character.isLetterOrDigit(c) || q > start && c < 0x2E80 && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            long found = LEX.at(text, q, end, named);
            if (found >= 0 && (Lexicon.endOf(found) >= end || c >= 0x2E80
                    || !Character.isLetterOrDigit(text.charAt(Lexicon.endOf(found))))) {
                return true;
            }
            if (ROLES.at(text, q, end, Role.REVIEW_ITSELF.bit()) >= 0) {
                return true; // the review itself, alone or a compound's first part: Review progress: 0%, Prüfungsfortschritt
            }
            if (named == SHARED && ROLES.at(text, q, end, Role.SHARE.bit()) >= 0) {
                return true;
            }
        }
        return false;
    }

    // ---- a check passing for part of its subjects ----------------------------------------------------------------

    /** The page of roles the cues of a part, the counted items and the passing words are on. */
    private static final Lexicon PAGE = LEX.roles(Role.PART_OF_WHOLE);
    /** What may say a check passed for part of its subjects only: a quantifier, an exception, a partial negation after. */
    private static final long PART_CUES = Role.mask(Role.PART_OF_WHOLE, Role.EXCEPT, Role.NOT_THE_WHOLE);
    /** The first characters of those cues ({@link Lexicon#firstCharacters}): one load a character. */
    private static final long[] PART_FIRSTS = PAGE.firstCharacters(PART_CUES);
    /** Where those cues may start, from a place's first characters ({@link Lexicon.TermStarts}). */
    private static final Lexicon.TermStarts PART_STARTS = PAGE.termStarts(PART_CUES);
    private static final Lexicon.View PART_TERMS = PAGE.view(PART_CUES);
    /** What a check counts, on the cues' page: status subjects and counted items ({@code jobs}, {@code files}). */
    private static final Lexicon.View ITEMS = PAGE.view(Role.mask(Role.STATUS_SUBJECT, Role.CHECKED_ITEM));
    /** The names of checks ({@link Category#CHECK}: {@code tests}, {@code build}, {@code テスト}, {@code 测试}). */
    private static final Lexicon.View CHECKS = LEX.view(Category.CHECK.bit());
    /** Words that pass, in the main lexicon and on the two pages of roles. */
    private static final Lexicon.View PASSING = LEX.view(Category.POSITIVE_VERDICT.bit());
    private static final Lexicon.View PASSING_ON_PAGE = PAGE.view(Role.mask(Role.PASSING_STATE, Role.PASSING_VERB));
    private static final Lexicon.View CHECK_STATES = ROLES.view(Role.CHECK_STATE.bit());
    /** The most characters a clause is read over on either side of a cue. */
    private static final int CLAUSE_CHARS = 160;

    /**
     * Where a sentence of {@code text[from, to)} says a check passed for part of its subjects only, or -1: a quantifier
     * short of the whole ({@link Role#PART_OF_WHOLE}) with a check's subject beside it and a word that passes after both
     * in its clause ({@code Most tests pass.}, {@code Nicht alle Tests sind grün.}, {@code Tests mostly pass.},
     * {@code ほとんどのテストが通った。}, {@code 并非所有测试都通过。}, {@code 대부분의 테스트가 통과했다.}); an exception
     * ({@link Role#EXCEPT}) in a clause naming a check, in a sentence where a word passes after a check's subject
     * ({@code All tests pass except one.}, {@code Alle Tests außer einem sind grün.}, {@code 除了一个测试以外都通过了。});
     * a partial negation after a word that passes ({@link Role#NOT_THE_WHOLE}: {@code 全部のテストが通ったわけではない。},
     * {@code 모든 테스트가 통과한 것은 아니다.}). A check's subject is a name of a check ({@link Category#CHECK}), a status
     * subject or a counted item ({@link Role#CHECKED_ITEM}); a word that passes is a positive verdict's or a passing
     * state's, verb's or check state's. A cue is looked up only where its first characters may start one.
     */
    public static int partPasses(String text, int from, int to, IntPredicate counts) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (c >= '0' && c <= '9') {
                int e = digitsEnd(text, p, to);
                if (countedShort(text, from, to, p, e) && counts.test(p)) {
                    return p;
                }
                p = e - 1;
                continue;
            }
            if ((PART_FIRSTS[c >>> 6] & (1L << c)) == 0 || !PART_STARTS.mayStartAt(text, p, to)) {
                continue;
            }
            if (partAt(text, from, to, p) && counts.test(p)) {
                return p;
            }
        }
        return -1;
    }

    // ---- a check said to pass, not plainly ------------------------------------------------------------------------

    /**
     * Where a sentence of {@code text[from, to)} says a check passes and does not state it plainly, or -1, read at the
     * places {@code checks[0, n)} (in order) where a check's name starts: a check's subject there, then closely in its
     * clause a word of its passing state or verb ({@link #passingAfter}), that word read on its line by the words that
     * put a pass off ({@link Assertion#checkPassRead}): a condition, a hedge, a modal or a question there puts the
     * check's pass off ({@code The tests would pass if the fixture were updated.}, {@code Tests should pass now.},
     * {@code Die Tests wären grün, wenn …}, {@code テストは修正すれば通るはずです。}). A check said to pass is evidence a
     * pass stands on; put off, it is none.
     */
    public static int checkPassPutOffAt(String text, int from, int to, int[] checks, int n, IntPredicate counts) {
        int after = from; // past the subject last read: a name inside it is read with it
        for (int i = 0; i < n && checks[i] < to; i++) {
            int p = checks[i];
            if (p < after) {
                continue;
            }
            int s = subjectAt(text, from, p, to);
            if (s < 0) {
                continue;
            }
            int ce = clauseEnd(text, s, to);
            int v = passingAfter(text, s, ce, false);
            int named = s;
            boolean status = false;
            if (v < 0) {
                // A status line's value right after the check's name and its colon (Tests: pass, but …; Build: ✅ ok).
                v = statusValueAfter(text, s, to);
                status = v >= 0;
            }
            if (v < 0) {
                // The check named again by a pronoun opening the next clause (I ran the tests; they would pass if …).
                int pronoun = pronounAfter(text, ce, to);
                v = pronoun < 0 ? -1 : passingAfter(text, pronoun, clauseEnd(text, pronoun, to), false);
                named = v < 0 ? s : pronoun;
            }
            if (v >= 0 && counts.test(v)) {
                int lineStart = Math.max(from, text.lastIndexOf('\n', p) + 1);
                int bullet = Decoration.bulletEnd(text, lineStart, p);
                lineStart = bullet > lineStart ? bullet : lineStart;
                int lineEnd = text.indexOf('\n', v);
                lineEnd = lineEnd < 0 || lineEnd > to ? to : lineEnd;
                if (lineStart < p && text.charAt(lineStart) == '|') {
                    // A table's row: the check's pass is read in its cell, whose bars part no options.
                    lineStart = text.lastIndexOf('|', p) + 1;
                    int bar = text.indexOf('|', v);
                    lineEnd = bar >= 0 && bar < lineEnd ? bar : lineEnd;
                }
                int end = status ? passingAt(text, v, v, lineEnd, true) : passingAt(text, named, v, lineEnd, false);
                if (!partedBySlashOrBar(text, lineStart, lineEnd)
                        && !Assertion.checkPassRead(text, v, end, p, named, lineStart, lineEnd, to).plain()) {
                    return v;
                }
            }
            after = s;
        }
        return -1;
    }

    /**
     * Where a word that passes (a positive verdict's, a passing state's or verb's) stands as the value of a status line
     * whose check's name ends at {@code s}: past a colon right after the name and the blanks and marks before its
     * first word ({@code Tests: pass}, {@code Build: ✅ ok}), on its line; or -1.
     */
    private static int statusValueAfter(String text, int s, int to) {
        int q = s;
        while (q < to && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        if (q >= to || text.charAt(q) != ':' && text.charAt(q) != '：') {
            return -1;
        }
        q++;
        while (q < to && q - s < 12 && !Character.isLetterOrDigit(text.charAt(q)) && !Decoration.isLineBreak(text.charAt(q))
                && !closesClause(text.charAt(q))) {
            q++; // blanks and marks before the value (✅, **)
        }
        return q < to && Character.isLetterOrDigit(text.charAt(q)) && passingAt(text, q, q, to, true) >= 0 ? q : -1;
    }

    /** The words that name again the checks a clause before named ({@link Role#CHECK_PRONOUN}). */
    private static final Lexicon PRONOUNS = LEX.roles(Role.CHECK_PRONOUN);

    /**
     * The end of a pronoun for checks ({@link Role#CHECK_PRONOUN}: {@code they}, {@code sie}, {@code ils}) opening the
     * clause after the mark at {@code ce} (a comma, a semicolon; an {@code and} may stand between), on its line, or -1.
     */
    private static int pronounAfter(String text, int ce, int to) {
        if (ce >= to || ",;，；、".indexOf(text.charAt(ce)) < 0) {
            return -1;
        }
        int q = ce + 1;
        while (q < to && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        long join = q < to ? JOINS.at(text, q, to) : -1;
        if (join >= 0) {
            q = Lexicon.endOf(join);
            while (q < to && Lexicon.isBlank(text.charAt(q))) {
                q++;
            }
        }
        long found = q < to && wordStart(text, ce, q) ? PRONOUNS.at(text, q, to, Role.CHECK_PRONOUN.bit()) : -1;
        return found < 0 ? -1 : Lexicon.endOf(found);
    }

    /**
     * Whether {@code text[from, to)} holds a slash or a bar with a blank beside it: a line of statuses
     * ({@code lint ok / tests ✅}) or of options ({@code Options: PASS / if the tests pass}), whose parts are read as
     * statuses and options are, not as sentences.
     */
    static boolean partedBySlashOrBar(String text, int from, int to) {
        for (int q = from; q < to; q++) {
            char c = text.charAt(q);
            if ((c == '/' || c == '|' || c == '／' || c == '｜') && (q > from && Lexicon.isBlank(text.charAt(q - 1))
                    || q + 1 < to && Lexicon.isBlank(text.charAt(q + 1)))) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@link #partPasses} where the places a cue may start at are known ({@code cues[0, n)}, in order, every place of
     * {@code text[from, to)} where {@link #cueAt} finds one among them) and the first ASCII digit from {@code from} on is
     * {@code firstDigit} ({@code to} where there is none; -1 where not known): the findings' one pass found them, so
     * the text is not walked again, a character at a time, for the cues.
     */
    public static int partPassesAt(String text, int from, int to, int[] cues, int n, int firstDigit, IntPredicate counts) {
        int d = nextDigit(text, Math.max(from, firstDigit), to);
        int i = 0;
        while (i < n && cues[i] < from) {
            i++;
        }
        while (true) {
            int cue = i < n && cues[i] < to ? cues[i] : to;
            if (d >= to && cue >= to) {
                return -1;
            }
            if (d <= cue) {
                int e = digitsEnd(text, d, to);
                if (countedShort(text, from, to, d, e) && counts.test(d)) {
                    return d;
                }
                while (i < n && cues[i] < e) {
                    i++; // a cue inside the digits is none (the walk goes past them)
                }
                d = nextDigit(text, e, to);
                continue;
            }
            i++;
            if (partAt(text, from, to, cue) && counts.test(cue)) {
                return cue;
            }
        }
    }

    /**
     * Whether a cue of a part ({@link Role#PART_OF_WHOLE}, {@link Role#EXCEPT}, {@link Role#NOT_THE_WHOLE}) starts at
     * {@code p}, read up to {@code limit}, where a word starts: what the findings' one pass notes for
     * {@link #partPassesAt}.
     */
    public static boolean cueAt(String text, int p, int limit) {
        return PART_STARTS.mayStartAt(text, p, limit) && PART_TERMS.at(text, p, limit) >= 0;
    }

    /** The cues' view ({@link #cueAt}), for the findings' one table of the words that open a term ({@link Lexicon.WordKinds}). */
    static Lexicon.View cueTerms() {
        return PART_TERMS;
    }

    /** The first characters of the cues, those that are a cue alone, and those that may stand second in one. */
    static long[] cueFirsts() {
        return PART_FIRSTS.clone();
    }

    static long[] cueAlone() {
        return PAGE.aloneStarts(PART_CUES);
    }

    /** {@link Lexicon#pairSignatures} of the cues. */
    static long[] cueSignatures() {
        return PAGE.pairSignatures(PART_CUES);
    }

    /** Where the cues may start ({@link Lexicon.TermStarts}), for the findings' one table of starts. */
    static Lexicon.TermStarts cueStarts() {
        return PART_STARTS;
    }

    /**
     * Whether the cue at {@code p} (a word's start: not inside a word of a spaced script) says, in its clause, that a
     * check passed for part of its subjects only.
     */
    private static boolean partAt(String text, int from, int to, int p) {
        if (p > from && Lexicon.isSpaced(text.charAt(p)) && Lexicon.isSpaced(text.charAt(p - 1))) {
            return false;
        }
        long found = PART_TERMS.at(text, p, to);
        if (found < 0) {
            return false;
        }
        long roles = PAGE.categoriesOf(found);
        int end = Lexicon.endOf(found);
        if (end + 1 < to && text.charAt(end) == '-' && Character.isLetter(text.charAt(end + 1))) {
            return false; // a compound's first part, no quantifier: Zero-downtime tests pass, half-hour checks
        }
        return (roles & Role.PART_OF_WHOLE.bit()) != 0 && quantified(text, from, to, p, end)
                || (roles & Role.EXCEPT.bit()) != 0 && !countsNone(text, p, end) && excepted(text, from, to, p, end)
                || (roles & Role.NOT_THE_WHOLE.bit()) != 0 && negatedAfter(text, from, p);
    }

    /**
     * Whether a word inside the cue {@code text[p, end)}, between its first and its last, counts none: a negation, a
     * word of nothing or a count of 0 ({@code with no exceptions}, {@code mit keiner Ausnahme}, {@code with 0 exceptions}): the words a
     * cue with a gap ({@code with … exceptions}) takes in.
     */
    private static boolean countsNone(String text, int p, int end) {
        for (int w = p + 1; w < end; w++) {
            if (Lexicon.isBlank(text.charAt(w - 1)) && !Lexicon.isBlank(text.charAt(w))) {
                int e = w;
                while (e < end && text.charAt(e) == '0') {
                    e++;
                }
                long none = LEX.at(text, w, end, NONE_COUNTED);
                if (e > w && e < end && Lexicon.isBlank(text.charAt(e)) || none >= 0 && Lexicon.endOf(none) < end) {
                    return true; // a word between the cue's first and last counts none (not the last: op één na)
                }
            }
        }
        return false;
    }

    /** What counts none inside a cue: a negation or a word of nothing. */
    private static final long NONE_COUNTED = Category.mask(Category.NEGATION, Category.NOTHING);

    private static int digitsEnd(String text, int p, int to) {
        int e = p + 1;
        while (e < to && text.charAt(e) >= '0' && text.charAt(e) <= '9') {
            e++;
        }
        return e;
    }

    private static int nextDigit(String text, int p, int to) {
        while (p < to && (text.charAt(p) < '0' || text.charAt(p) > '9')) {
            p++;
        }
        return p;
    }

    /**
     * Whether the quantifier {@code text[p, end)} counts a check's subject in its clause, right after it (a word or two
     * between: {@code Most new tests}) or right before it ({@code Tests mostly}, {@code テストはほとんど}), and a word that
     * passes follows both closely ({@code pass}, {@code are now green}, {@code が通った}).
     */
    private static boolean quantified(String text, int from, int to, int p, int end) {
        int cs = clauseStart(text, from, p);
        int ce = clauseEnd(text, end, to);
        for (int q = cs; q < ce; q++) {
            int s = subjectAt(text, cs, q, ce);
            if (s < 0) {
                continue;
            }
            // A conjunction between the quantifier and the subject after it parts them (… completes normally and tests pass).
            boolean near = q >= end ? close(text, end, q, 2, 4) && !joinedBetween(text, end, q)
                    : s <= p && close(text, s, p, 2, 4);
            if (near && passesAfter(text, Math.max(end, s), ce) || s <= p && passedBefore(text, s, p)) {
                return true;
            }
            q = s - 1;
        }
        return false;
    }

    /**
     * Whether the digits {@code text[s, e)} count a part of a whole short of it ({@link #fractionAt}: {@code 8 of 10},
     * {@code 9/10}, {@code 8 of the 10}) before a check's subject in their clause, or right after one, a word that
     * passes closely after both ({@code 8 of 10 tests pass.}, {@code 9/10 checks are green.}, {@code テストは9/10が通った。});
     * {@code 10 of 10} and {@code 42/42} are the whole. A count of nothing is short of any whole: {@code 0} alone before
     * a check's subject ({@code All 0 tests passed.}, {@code 0 个测试全部通过。}), or a whole of {@code 0} ({@code 0/0},
     * {@code Executed 0 of 0 SUCCESS}); {@code 0 tests failed} keeps a pass.
     */
    private static boolean countedShort(String text, int from, int to, int s, int e) {
        if (s > from && (Character.isLetterOrDigit(text.charAt(s - 1)) && text.charAt(s - 1) < 0x2E80
                || text.charAt(s - 1) == '.' || text.charAt(s - 1) == ',')) {
            return false; // inside a word, a version or a longer number
        }
        long[] fraction = fractionAt(text, to, s, e);
        // A count of nothing: 0 tests, 0 of 0, 0/0. A pass over none is no evidence of one.
        boolean none = fraction == null ? zero(text, s, e, to) : fraction[1] == 0;
        if (!none && (fraction == null || fraction[0] >= fraction[1])) {
            return false;
        }
        int ce = clauseEnd(text, e, to);
        if (fraction != null && none && passesAfter(text, e, ce)) {
            return true; // Executed 0 of 0 SUCCESS
        }
        for (int q = e; q < ce && close(text, e, q, 4, 4); q++) {
            int end = subjectAt(text, from, q, ce);
            if (end >= 0) {
                return passesAfter(text, end, ce);
            }
        }
        // The subject first, the count after it (テストは9/10が通った, 测试有9/10通过, 테스트 9/10개가 통과).
        for (int q = clauseStart(text, from, s); q < s; q++) {
            int end = subjectAt(text, from, q, s);
            if (end >= 0 && close(text, end, s, 2, 4) && passesAfter(text, e, ce)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the exception {@code text[p, end)} stands in a clause naming a check's subject (with the clause before it
     * when it opens its own: {@code All tests pass, except one}) in a sentence where a word passes after a check's
     * subject. An exception in a clause of its own naming nothing checked ({@code Apart from that, all tests pass.},
     * {@code 除此之外，所有测试都通过了。}) is none.
     */
    private static boolean excepted(String text, int from, int to, int p, int end) {
        int ss = Assertion.sentenceOnItsLine(text, from, p);
        int se = Assertion.sentenceEnd(text, p, to);
        int cs = clauseStart(text, ss, p);
        if (cs > ss && !hasWord(text, cs, p)) {
            cs = clauseStart(text, ss, cs - 1);
        }
        int ce = clauseEnd(text, end, se);
        boolean named = false;
        for (int q = cs; q < ce && !named; q++) {
            named = subjectAt(text, cs, q, ce) >= 0;
        }
        if (!named) {
            return false;
        }
        for (int q = ss; q < se; q++) {
            int s = subjectAt(text, ss, q, se);
            if (s >= 0) {
                for (int v = s; v < se; v++) {
                    if (passingAt(text, ss, v, se) >= 0) {
                        return true;
                    }
                }
                return false;
            }
        }
        return false;
    }

    /**
     * Whether a word that passes ends at most four characters before the partial negation at {@code p}, a check's
     * subject before it in its sentence ({@code テストが通ったわけではない}, {@code 테스트가 통과한 것은 아니다}).
     */
    private static boolean negatedAfter(String text, int from, int p) {
        int ss = Assertion.sentenceOnItsLine(text, from, p);
        for (int v = Math.max(ss, p - 16); v < p; v++) {
            int e = passingAt(text, ss, v, p);
            if (e >= 0 && p - e <= 4) {
                for (int q = ss; q < v; q++) {
                    if (subjectAt(text, ss, q, v) >= 0) {
                        return true;
                    }
                }
                return false;
            }
        }
        return false;
    }

    /**
     * Whether a word that passes starts in {@code text[a, ce)} closely after {@code a} (three words, six CJK characters),
     * no word joining another clause between ({@link Category#CONJUNCTION}: {@code Many tests were added and pass}).
     */
    private static boolean passesAfter(String text, int a, int ce) {
        return passingAfter(text, a, ce, true) >= 0;
    }

    /**
     * Where the word that passes {@link #passesAfter} finds starts, or -1; a positive verdict's words among those that
     * pass where {@code verdicts}, only the words a check's state or verb is written in otherwise ({@link #passingAt}).
     */
    private static int passingAfter(String text, int a, int ce, boolean verdicts) {
        int words = 0; // as close(text, a, v, 3, 6) counts them, kept as v goes on
        int wide = 0;
        boolean owed = false;
        for (int v = a; v < ce; v++) {
            if (words > 3 || wide > 6) {
                return -1;
            }
            if (passingAt(text, a, v, ce, verdicts) >= 0) {
                return v;
            }
            if (wordStart(text, a, v) && JOINS.at(text, v, ce) >= 0) {
                return -1;
            }
            char c = text.charAt(v);
            if (!owed && words <= 3 && Lexicon.isSpaced(c) && wordStart(text, a, v) && Assertion.owedCauseAfter(text, v, ce)) {
                owed = true; // the cause a pass is owed to alone, before its verb (nur wegen der Wiederholungen grün)
                words -= 3;
            }
            if (Lexicon.isSpaced(c)) {
                words += v == a || !Lexicon.isSpaced(text.charAt(v - 1)) && !isApostrophe(text.charAt(v - 1)) ? 1 : 0;
            } else if (Character.isLetterOrDigit(c)) {
                wide++;
            }
        }
        return -1;
    }

    /** Whether a word joining two clauses starts a word in {@code text[a, b)}. */
    private static boolean joinedBetween(String text, int a, int b) {
        for (int q = a; q < b; q++) {
            if (wordStart(text, a, q) && Lexicon.isSpaced(text.charAt(q)) && (q == a || !Lexicon.isSpaced(text.charAt(q - 1)))
                    && JOINS.at(text, q, b) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** The words that join two clauses ({@code and}, {@code und}, {@code et}, {@code y}, {@code e}, {@code en}). */
    private static final Lexicon.View JOINS = LEX.view(Category.CONJUNCTION.bit());

    /**
     * Whether a word that passes stands between a check's subject ending at {@code s} and the adverb of a part at
     * {@code p}, close to both ({@code Tests pass partially.}, {@code Les tests passent en partie.}).
     */
    private static boolean passedBefore(String text, int s, int p) {
        for (int v = s; v < p && close(text, s, v, 3, 4); v++) {
            int e = passingAt(text, s, v, p);
            if (e >= 0 && e <= p && close(text, e, p, 1, 2)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The end of a check's subject starting at {@code q} (at a word's start in a spaced script), or -1: the longer of a
     * check's name and a counted item there, and the names right after it, a blank between ({@code CI jobs},
     * {@code test cases}).
     */
    private static int subjectAt(String text, int from, int q, int to) {
        int end = -1;
        for (int at = q; at < to && wordStart(text, from, at); ) {
            if (at > q && passingAt(text, from, at, to) >= 0) {
                break; // a word that passes after the name is its verb, not a second name (Tests bestanden)
            }
            long check = CHECKS.at(text, at, to);
            long item = ITEMS.at(text, at, to);
            int e = Math.max(check < 0 ? -1 : Lexicon.endOf(check), item < 0 ? -1 : Lexicon.endOf(item));
            if (e < 0) {
                break;
            }
            end = e;
            at = e;
            while (at < to && Lexicon.isBlank(text.charAt(at))) {
                at++;
            }
        }
        return end;
    }

    /** The end of a word that passes starting at {@code q} (at a word's start in a spaced script), or -1. */
    private static int passingAt(String text, int from, int q, int to) {
        return passingAt(text, from, q, to, true);
    }

    /**
     * {@link #passingAt}, with a positive verdict's words ({@code ok}, {@code lgtm}, {@code 可以}) among those that pass
     * where {@code verdicts}: a check's own pass is its state's or its verb's word.
     */
    private static int passingAt(String text, int from, int q, int to, boolean verdicts) {
        if (!wordStart(text, from, q)) {
            return -1;
        }
        long found = verdicts ? PASSING.at(text, q, to) : -1;
        found = found >= 0 ? found : PASSING_ON_PAGE.at(text, q, to);
        found = found >= 0 ? found : CHECK_STATES.at(text, q, to);
        return found < 0 ? -1 : Lexicon.endOf(found);
    }

    /** Whether a term may start at {@code q}: a letter or digit, not inside a word of a spaced script. */
    private static boolean wordStart(String text, int from, int q) {
        char c = text.charAt(q);
        return Character.isLetterOrDigit(c) && (q == from || !Lexicon.isSpaced(c) || !Lexicon.isSpaced(text.charAt(q - 1)));
    }

    /**
     * Whether {@code text[a, b)} holds at most {@code words} words of a spaced script and {@code wide} letters of
     * Han, kana and Hangul: what stands between two words read together.
     */
    private static boolean close(String text, int a, int b, int words, int wide) {
        int w = 0;
        int k = 0;
        for (int q = a; q < b; q++) {
            char c = text.charAt(q);
            if (Lexicon.isSpaced(c)) {
                // An apostrophe binds a word to the next (d'intégration): one word.
                w += q == a || !Lexicon.isSpaced(text.charAt(q - 1)) && !isApostrophe(text.charAt(q - 1)) ? 1 : 0;
            } else if (Character.isLetterOrDigit(c)) {
                k++;
            }
            if (w > words || k > wide) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code c} is an apostrophe, which binds a word to the next ({@code d'intégration}): one word. */
    static boolean isApostrophe(char c) {
        return c == '\'' || c == '’';
    }

    /** Whether {@code text[a, b)} holds a letter or digit. */
    private static boolean hasWord(String text, int a, int b) {
        for (int q = a; q < b; q++) {
            if (Character.isLetterOrDigit(text.charAt(q))) {
                return true;
            }
        }
        return false;
    }

    /** The marks that close a clause: a comma, a semicolon, a colon, a sentence's end, in every script read. */
    private static final String CLAUSE_MARKS = ",;:.!?，、；：。！？";

    private static boolean closesClause(char c) {
        return CLAUSE_MARKS.indexOf(c) >= 0 || Decoration.isLineBreak(c);
    }

    /** Where the clause holding {@code p} begins: just past the mark before it, at most {@link #CLAUSE_CHARS} back. */
    private static int clauseStart(String text, int from, int p) {
        int q = p;
        while (q > from && p - q < CLAUSE_CHARS && !closesClause(text.charAt(q - 1))) {
            q--;
        }
        return q;
    }

    /**
     * Whether the digits {@code text[s, e)} are a count of zero standing alone: zeros only, then a blank, the end or a
     * character of Han, kana or Hangul ({@code 0 tests}, {@code 0个测试}, {@code 0개}), not a decimal, a time or a word.
     */
    private static boolean zero(String text, int s, int e, int to) {
        for (int q = s; q < e; q++) {
            if (text.charAt(q) != '0') {
                return false;
            }
        }
        return e == to || Lexicon.isBlank(text.charAt(e)) || text.charAt(e) >= 0x2E80;
    }

    /** Where the clause holding {@code p} ends: at the mark after it, at most {@link #CLAUSE_CHARS} on. */
    private static int clauseEnd(String text, int p, int to) {
        int q = p;
        while (q < to && q - p < CLAUSE_CHARS && !closesClause(text.charAt(q))) {
            q++;
        }
        return q;
    }

    // ---- open task boxes -------------------------------------------------------------------------------------------

    /**
     * The end of an open task box written in ASCII brackets at {@code p} ({@code [ ]}, {@code [  ]}, {@code [\t]}: blanks
     * of any number inside; a full-width or other blank is a space in NFKC), or -1.
     */
    public static int openBoxEnd(String text, int p) {
        if (p >= text.length() || text.charAt(p) != '[') {
            return -1;
        }
        int q = p + 1;
        while (q < text.length() && q - p <= 8 && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        return q > p + 1 && q < text.length() && text.charAt(q) == ']' ? q + 1 : -1;
    }

    // ---- JSON keys --------------------------------------------------------------------------------------------------

    /**
     * Whether a number under a JSON key whose words are {@code words} (with the categories {@code categories}) says a pass
     * beside it does not cover the whole: a key naming warnings ({@link Role#WARNING}: {@code lint_warnings}) over a
     * number above 0, or one naming a share ({@link Role#SHARE}: {@code coverage}, {@code pass_rate}) over a fraction at
     * or below 0.5 ({@code 0.12}; {@code 0.87}, {@code 1} keep it; a number above 1 is not read). A key that counts none or names minor problems ({@code no_warnings}, {@code minor_warnings}) is none.
     */
    public static boolean numberAgainst(String words, long categories, BigDecimal number) {
        if ((categories & COUNTING_NONE) != 0) {
            return false;
        }
        long roles = 0;
        for (int p = 0; p < words.length(); p++) {
            if (p == 0 || words.charAt(p - 1) == ' ' || words.charAt(p) >= 0x2E80) {
                long found = ROLES.at(words, p, words.length(), Role.WARNING.bit() | Role.SHARE.bit());
                roles |= found >= 0 ? ROLES.categoriesOf(found) : 0;
            }
        }
        if ((roles & Role.WARNING.bit()) != 0 && number.signum() > 0) {
            return true;
        }
        // A number above 1 under it may be a percentage or a count beside its whole ("成功率_合格": 22): not read.
        return (roles & Role.SHARE.bit()) != 0 && number.compareTo(HALF) <= 0;
    }
}

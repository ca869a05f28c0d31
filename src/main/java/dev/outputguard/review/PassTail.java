package dev.outputguard.review;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;

/**
 * What the words after a pass value, on its line, do to it (docs/review-decision.md, "A pass must stand
 * clear"). A pass is a verdict only when nothing on its line takes it back: what may follow it is the end of
 * the line, the end of its sentence, an explanation opened by a separator that does not negate it, or one of a
 * few words that affirm it ({@code です}, {@code とします}, {@code で問題ありません}, {@code granted}, {@code with …}).
 * Words bound to the value that negate it ({@code PASS不可}, {@code PASSできません}, {@code PASS denied},
 * {@code PASS is not warranted}) take it back; any other words bound to it leave it unclear ({@code PASS is blocked
 * by…}), and an unclear pass the review states is a FAIL too: the list of words that affirm is short on purpose,
 * so a phrasing no one listed fails closed instead of passing.
 *
 * <p>It reads the review in NFKC with invisible characters dropped ({@link dev.outputguard.text.Nfkc}), so
 * {@code PASS\u200B is not warranted} reads as {@code PASS is not warranted}.
 */
final class PassTail {

    /** What the words after a pass do to it. */
    enum Kind {
        /** Nothing: the pass stands. */
        CLEAR,
        /** One of several choices, a template the reviewer echoed: {@code PASS/FAIL}, {@code PASS or FAIL}. */
        CHOICE,
        /** Questioned, negated or conditional: the pass states FAIL. */
        TAKEN_BACK,
        /**
         * Followed by words bound to it that neither affirm nor negate it ({@code PASS判定が可能になります},
         * {@code PASS and more}): no clear verdict, so it states FAIL where the review states it; quoted (a
         * template, an example) it counts no more than a quoted pass.
         */
        UNCLEAR
    }

    /** A reading, and for a pass taken back the words that took it back, cut for a message. */
    record Reading(Kind kind, String words) {
        static final Reading CLEAR = new Reading(Kind.CLEAR, null);
        static final Reading CHOICE = new Reading(Kind.CHOICE, null);
    }

    private PassTail() {
    }

    /** How far along its line an explanation is read: a verdict's remark, not a paragraph (and never the review). */
    static final int EXPLANATION_WINDOW = 200;

    /** How far after a pass value {@link #isConditional} reads: the rest of a verdict's sentence, not the review. */
    private static final int CONDITION_WINDOW = 80;

    /**
     * Reads what follows the pass value ending at {@code end}.
     *
     * @param cell the value stands in a table cell, so a {@code |} closes it
     */
    static Reading after(String text, int end, boolean cell) {
        int p = skipClosers(text, end);
        int q = skipBlanksAndMarks(text, p);
        if (lineEnds(text, q)) {
            return Reading.CLEAR;
        }
        if (isConditional(text, q)) {
            return takenBack(text, q);
        }
        char c = text.charAt(q);
        if (c == '|' && cell) {
            // The end of a table cell, unless another value follows in the same cell's list (PASS | FAIL).
            int r = MarkerScanner.skipBlank(text, MarkerScanner.skipEmphasis(text, MarkerScanner.skipBlank(text, q + 1)));
            return MarkerScanner.matchIgnoreCase(text, r, "pass") > 0 || MarkerScanner.matchIgnoreCase(text, r, "fail") > 0
                    ? Reading.CHOICE : Reading.CLEAR;
        }
        if (c == '/' || c == '|') {
            return Reading.CHOICE;
        }
        if (c == '?') {
            return takenBack(text, q);
        }
        if (MarkerScanner.matchIgnoreCase(text, q, "or ") > 0 || text.startsWith("または", q) || text.startsWith("か", q)) {
            return Reading.CHOICE;
        }
        return rest(text, q);
    }

    /** {@code q} stands on a character of the line after the value (and after what was read past). */
    private static Reading rest(String text, int q) {
        // Each round reads past an affirming word; the text is finite and every round advances.
        while (true) {
            char c = text.charAt(q);
            if (isSentenceEnd(c) || isSeparator(c)) {
                int r = q;
                while (r < text.length() && (isSentenceEnd(text.charAt(r)) || isSeparator(text.charAt(r))
                        || text.charAt(r) == ' ' || text.charAt(r) == '\t')) {
                    r++;
                }
                return lineEnds(text, r) ? Reading.CLEAR : explanation(text, r);
            }
            if (startsMarkerStatement(text, q)) {
                return Reading.CLEAR; // the next marker on the same line: "判定: PASS 判定: FAIL"
            }
            int w = affirming(text, q);
            if (w < 0) {
                return negatedHere(text, q) ? takenBack(text, q) : unclear(text, q);
            }
            if (isExplaining(text, q)) {
                return explanation(text, w);
            }
            q = skipBlanksAndMarks(text, skipClosers(text, w));
            if (lineEnds(text, q)) {
                return Reading.CLEAR;
            }
        }
    }

    private static Reading takenBack(String text, int from) {
        return new Reading(Kind.TAKEN_BACK, words(text, from));
    }

    private static Reading unclear(String text, int from) {
        return new Reading(Kind.UNCLEAR, words(text, from));
    }

    /** The words from {@code from} on its line, quoted and cut for a message. */
    private static String words(String text, int from) {
        int end = from;
        while (end < text.length() && end - from < EchoLengths.TOKEN && !lineEnds(text, end)) {
            end++;
        }
        return Echo.quote(text.substring(from, end).strip(), EchoLengths.TOKEN);
    }

    // ---- words bound to the value that negate it -------------------------------------------------------------

    /** How far words bound to the value are read for a negation: a short clause. */
    private static final int CLAUSE_WINDOW = 24;

    /** Japanese particles that bind a negative ending after them to the value: {@code PASSではありません}. */
    private static final String[] BINDING_PARTICLES = {"では", "じゃ", "とは", "には", "に", "を", "は", "と言", "といえ",
        "が", "も"};
    /** Negative endings, bound to the value by a particle. */
    private static final String[] NEGATIVE_ENDINGS = {"ない", "なく", "ません", "無い", "難い", "がたい", "ず", "不可", "かね",
        "尚早", "見送", "保留"};
    /** Verbs of English that negate the value when it is their subject: {@code PASS is not warranted}. */
    private static final String[] NEGATED_VERBS = {"is not", "isn't", "cannot", "can't", "can not", "could not",
        "couldn't", "would not", "wouldn't", "will not", "won't", "was not", "wasn't", "is no ", "not ", "has not",
        "hasn't", "should not", "shouldn't", "does not", "doesn't", "is denied", "is withheld", "is rejected",
        "is revoked", "is refused", "is declined", "is premature", "is on hold", "not"};

    /** Words bound to the value at {@code p} that negate it (see the lists above and {@link #NEGATION_OPENERS}). */
    private static boolean negatedHere(String text, int p) {
        if (opensWithNegation(text, p)) {
            return true;
        }
        for (String verb : NEGATED_VERBS) {
            if (MarkerScanner.matchIgnoreCase(text, p, verb) > 0) {
                return true;
            }
        }
        String clause = clause(text, p);
        for (String particle : BINDING_PARTICLES) {
            if (clause.startsWith(particle)) {
                for (String ending : NEGATIVE_ENDINGS) {
                    if (clause.indexOf(ending, particle.length()) >= 0) {
                        return true;
                    }
                }
            }
        }
        for (String ending : new String[] {"できな", "できま", "出来な", "出来ま", "しかね", "かねま", "不可", "時期尚早"}) {
            if (clause.contains(ending)) {
                return true;
            }
        }
        return explanation(text, p).kind() == Kind.TAKEN_BACK;
    }

    /** The text from {@code from} to the end of its sentence or line, at most {@link #CLAUSE_WINDOW} characters. */
    private static String clause(String text, int from) {
        int end = Math.min(text.length(), from + CLAUSE_WINDOW);
        for (int i = from; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' || c == '。' || c == '.' || c == '!' || c == '、' || c == ',' || c == '|') {
                return text.substring(from, i);
            }
        }
        return text.substring(from, end);
    }

    /**
     * A marker keyword with its colon at {@code p}: another marker statement on the same line, where the pass's
     * words end. {@code PASS判定が可能になります} has no colon after {@code 判定}, so it is no marker.
     */
    private static boolean startsMarkerStatement(String text, int p) {
        for (Marker marker : Marker.values()) {
            int end = MarkerScanner.matchIgnoreCase(text, p, marker.keyword());
            if (end > 0) {
                int colon = MarkerScanner.skipBlank(text, MarkerScanner.skipEmphasis(text, end));
                if (colon < text.length() && (text.charAt(colon) == ':' || text.charAt(colon) == '：')) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---- an explanation: after a separator or the end of the value's sentence -----------------------------

    /**
     * Words that, opening an explanation (or bound to the value), take the pass back, in NFKC and ASCII lower
     * case. {@code not} and {@code no} do too, unless a word follows that makes them count issues rather than
     * negate the verdict ({@link #REMARK_AFTER_NO}, {@link #REMARK_AFTER_NOT}): {@code PASS, not a single issue
     * found} and {@code PASS - no blocking issues} are remarks, {@code PASS, NOT} and {@code PASS - no way} are not.
     */
    private static final String[] NEGATION_OPENERS = {"nope", "never", "denied", "deny", "withheld", "withhold",
        "rejected", "reject", "revoked", "retracted", "withdrawn", "blocked", "refused", "declined", "overruled",
        "cancelled", "canceled", "vetoed", "on hold", "premature", "too early", "too soon", "just kidding",
        "kidding", "jk", "j/k", "sarcasm", "joke", "however not", "but not", "yet not", "false", "impossible",
        "不可", "ではない", "ではありません", "ではなく", "じゃない", "じゃありません", "できない", "できません", "出来ない",
        "出来ません", "不合格", "差し戻", "差戻", "却下", "保留", "見送", "取り消", "取消", "撤回", "時期尚早", "冗談",
        "うそ", "嘘", "未承認", "否", "不適", "ng", "ではなかった", "無理"};

    /** After {@code no}, the words that make it count issues: {@code no blocking issues}, {@code no changes needed}. */
    private static final String[] REMARK_AFTER_NO = {"issue", "issues", "blocking", "blocker", "blockers", "problem",
        "problems", "change", "changes", "major", "critical", "further", "outstanding", "remaining", "open", "concern",
        "concerns", "finding", "findings", "error", "errors", "defect", "defects", "bug", "bugs", "objection",
        "objections", "note", "notes", "comment", "comments", "remark", "remarks", "nit", "nits", "serious",
        "significant", "other", "additional", "more", "action", "fix", "fixes", "correction", "corrections",
        "regression", "regressions", "risk", "risks", "known", "new", "missing", "gaps", "gap", "mistakes",
        "mistake", "typos", "typo", "violations", "violation"};

    /** After {@code not}, the words that make it count issues: {@code not a single issue}, {@code not one problem}. */
    private static final String[] REMARK_AFTER_NOT = {"a single", "one", "any", "a lot", "much", "many", "a thing"};

    /**
     * Words that take the pass back anywhere in its explanation: a FAIL, a withdrawal, the verdict itself negated.
     * Compared in NFKC and ASCII lower case; the ASCII ones as whole words.
     */
    private static final String[] NEGATIONS_ANYWHERE = {"fail", "failed", "not really", "kidding", "not a pass",
        "no pass", "not passing", "not pass", "cannot pass", "can't pass", "won't pass", "does not pass",
        "doesn't pass", "not approved", "not ready", "not yet", "revoked", "retracted", "withdrawn",
        "不合格", "差し戻", "差戻", "却下", "冗談", "撤回", "取り消", "取消", "passではな", "passとは言え", "passとはいえ",
        "passにはな", "passを出せ", "passできな", "passできま", "passは不可", "pass不可", "パスではな", "合格ではな",
        "時期尚早"};

    /** {@link #NEGATIONS_ANYWHERE} by their first character, so the look at each character is one probe. */
    private static final Map<Character, List<String>> NEGATIONS_BY_FIRST = byFirst(NEGATIONS_ANYWHERE);

    /** The first characters of the markers' keywords (ASCII lower case), where an explanation may end. */
    private static final String MARKER_FIRSTS = markerFirsts();

    private static String markerFirsts() {
        StringBuilder firsts = new StringBuilder();
        for (Marker marker : Marker.values()) {
            firsts.append(marker.keyword().charAt(0));
        }
        return firsts.toString();
    }

    /**
     * An explanation from {@code from} to the end of its line or the line's next marker statement, at most
     * {@link #EXPLANATION_WINDOW} characters.
     */
    private static Reading explanation(String text, int from) {
        int start = from;
        while (start < text.length() && "*_`'\"([{「『【<".indexOf(text.charAt(start)) >= 0
                || (start < text.length() && (text.charAt(start) == ' ' || text.charAt(start) == '\t'))) {
            start++;
        }
        if (opensWithNegation(text, start)) {
            return takenBack(text, start);
        }
        int end = Math.min(text.length(), from + EXPLANATION_WINDOW);
        for (int i = from; i < end; i++) {
            char c = MarkerScanner.toLowerAscii(text.charAt(i));
            if (c == '\n' || c == '\r' || (MARKER_FIRSTS.indexOf(c) >= 0 && startsMarkerStatement(text, i))) {
                break; // the line's next marker states its own verdict
            }
            List<String> words = NEGATIONS_BY_FIRST.get(c);
            if (words != null) {
                for (String word : words) {
                    if (matchesWord(text, i, word)) {
                        return takenBack(text, i);
                    }
                }
            }
        }
        return Reading.CLEAR;
    }

    private static boolean opensWithNegation(String text, int p) {
        for (String word : NEGATION_OPENERS) {
            if (matchesWord(text, p, word)) {
                return true;
            }
        }
        return negates(text, p, "no", REMARK_AFTER_NO) || negates(text, p, "not", REMARK_AFTER_NOT);
    }

    /** {@code word} at {@code p}, unless one of {@code remarks} follows it. */
    private static boolean negates(String text, int p, String word, String[] remarks) {
        if (!matchesWord(text, p, word)) {
            return false;
        }
        int after = MarkerScanner.skipBlank(text, p + word.length());
        for (String remark : remarks) {
            if (matchesWord(text, after, remark)) {
                return false;
            }
        }
        return true;
    }

    // ---- words bound to the value that affirm it -----------------------------------------------------------

    /** Japanese endings that affirm a pass written right before them (in NFKC), longest first where one starts another. */
    private static final String[] AFFIRMING_JA = {"で問題ありません", "で問題ない", "で問題なし", "で問題無し",
        "で差し支えありません", "で差し支えない", "と判定します", "と判定しました", "と判定する", "と判定", "と判断します",
        "と判断しました", "と判断", "と評価します", "と評価", "とさせていただきます", "となります", "となりました", "となる",
        "とします", "としました", "とする", "で良いです", "でよいです", "で良い", "でよい", "で大丈夫です", "で大丈夫",
        "でok", "で承認します", "で承認", "で確定です", "で確定", "で合格です", "で合格", "でした", "です", "である", "だ"};

    /** English words that affirm a pass written right before them (ASCII lower case, whole words). */
    private static final String[] AFFIRMING_EN = {"overall", "granted", "approved", "confirmed", "accepted",
        "as is", "as-is", "across the board", "on all counts", "in full"};

    /** English words that open an explanation bound to the value: {@code PASS with minor notes}. */
    private static final String[] EXPLAINING_EN = {"with", "without"};

    /** Just past an affirming word at {@code p}, or -1 when the words there affirm nothing. */
    private static int affirming(String text, int p) {
        for (String word : AFFIRMING_JA) {
            int end = MarkerScanner.matchIgnoreCase(text, p, word);
            if (end > 0) {
                return end;
            }
        }
        for (String word : AFFIRMING_EN) {
            if (matchesWord(text, p, word)) {
                return p + word.length();
            }
        }
        for (String word : EXPLAINING_EN) {
            if (matchesWord(text, p, word)) {
                return p + word.length();
            }
        }
        return -1;
    }

    private static boolean isExplaining(String text, int p) {
        for (String word : EXPLAINING_EN) {
            if (matchesWord(text, p, word)) {
                return true;
            }
        }
        return false;
    }

    // ---- conditions --------------------------------------------------------------------------------------------

    /**
     * Words that make a pass conditional — it holds only once something is done — when they come right after
     * the value (after blanks, a bracket, a dash or a comma), in NFKC and ASCII lower case:
     * {@code PASS (conditional)}, {@code PASS pending a fix}, {@code PASS if the rollback step is added}.
     */
    private static final String[] CONDITIONS_NEXT = {"conditional", "条件付き", "条件つき", "pending", "if ", "once ",
        "provided ", "on condition", "subject to", "only if", "only once", "after fix", "after the fix", "修正後",
        "修正次第", "対応後", "要修正"};

    /**
     * Words that make a pass conditional anywhere in its sentence ({@code condition} covers {@code conditions},
     * {@code reservation} a pass given with reservations): each is a requirement, not a remark, so
     * {@code PASS（軽微な指摘のみ、修正は不要）}, {@code PASS - 問題なし} and {@code PASS, even if the wording could be
     * tighter} stay passes.
     */
    private static final String[] CONDITIONS_IN_SENTENCE = {"conditional", "condition", "reservation", "条件付き",
        "条件つき", "を条件", "が条件",
        "修正を前提", "修正すれば", "修正されれば", "修正できれば", "対応すれば", "対応されれば", "修正が必須", "修正必須", "要修正",
        "must fix", "must be fixed", "must be addressed", "must address", "must be resolved", "must resolve",
        "needs to be fixed", "need to be fixed", "needs to be addressed", "needs fixing"};

    /** {@link #CONDITIONS_IN_SENTENCE} by their first character, so the look at each character is one probe. */
    private static final Map<Character, List<String>> CONDITIONS_BY_FIRST = byFirst(CONDITIONS_IN_SENTENCE);

    /**
     * Whether the words after a pass value, from {@code from}, make it conditional: a {@link #CONDITIONS_NEXT}
     * word right after it, or a {@link #CONDITIONS_IN_SENTENCE} word before the sentence ends (at most
     * {@link #CONDITION_WINDOW} characters).
     */
    static boolean isConditional(String text, int from) {
        int q = from;
        while (q < text.length() && " \t([（【—–-,、:".indexOf(text.charAt(q)) >= 0) {
            q++;
        }
        for (String word : CONDITIONS_NEXT) {
            if (MarkerScanner.matchIgnoreCase(text, q, word) > 0) {
                return true;
            }
        }
        int end = Math.min(text.length(), from + CONDITION_WINDOW);
        for (int i = from; i < end; i++) {
            char c = MarkerScanner.toLowerAscii(text.charAt(i));
            if (c == '\n' || c == '.' || c == '。' || c == '!' || c == '?' || c == ';') {
                return false;
            }
            List<String> words = CONDITIONS_BY_FIRST.get(c);
            if (words != null) {
                for (String word : words) {
                    if (MarkerScanner.matchIgnoreCase(text, i, word) > 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    // ---- characters ------------------------------------------------------------------------------------------

    /** Closing emphasis, quotes and brackets around the value: 「PASS」, **PASS**, "PASS". */
    private static int skipClosers(String text, int from) {
        int p = from;
        while (p < text.length() && "*_`'\"」』)]".indexOf(text.charAt(p)) >= 0) {
            p++;
        }
        return p;
    }

    private static int skipBlanksAndMarks(String text, int from) {
        int p = from;
        while (p < text.length() && (text.charAt(p) == ' ' || text.charAt(p) == '\t' || text.charAt(p) == '\u3000'
                || MarkerScanner.isStatusMark(text.charAt(p)))) {
            p++;
        }
        return p;
    }

    private static boolean isSentenceEnd(char c) {
        return c == '.' || c == '。' || c == '!';
    }

    /** What opens an explanation of the value: a dash, a colon, a comma, a semicolon, an opening bracket. */
    private static boolean isSeparator(char c) {
        return c == '-' || c == '—' || c == '–' || c == ':' || c == ',' || c == '、' || c == ';' || c == '('
                || c == '[' || c == '【' || c == '「' || c == '『';
    }

    private static boolean lineEnds(String text, int p) {
        return p >= text.length() || text.charAt(p) == '\n' || text.charAt(p) == '\r';
    }

    /** {@code word} at {@code p}, ASCII case ignored; an ASCII word only as a whole word. */
    private static boolean matchesWord(String text, int p, String word) {
        int end = MarkerScanner.matchIgnoreCase(text, p, word);
        if (end < 0) {
            return false;
        }
        char first = word.charAt(0);
        char last = word.charAt(word.length() - 1);
        boolean ascii = first < 0x80 && Character.isLetter(first);
        if (ascii && p > 0 && isWordChar(text.charAt(p - 1))) {
            return false;
        }
        return !(last < 0x80 && Character.isLetter(last) && end < text.length() && isWordChar(text.charAt(end)));
    }

    private static boolean isWordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }

    private static Map<Character, List<String>> byFirst(String[] words) {
        Map<Character, List<String>> map = new HashMap<>();
        for (String w : words) {
            map.computeIfAbsent(w.toLowerCase(Locale.ROOT).charAt(0), c -> new ArrayList<>()).add(w);
        }
        return map;
    }
}

package dev.outputguard.assertion;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntBinaryOperator;
import java.util.function.IntPredicate;

import dev.outputguard.text.CharBits;
import dev.outputguard.text.Nfkc;


/**
 * Whether a text asserts a value it writes: plainly, as one of several choices, taken back, or unclear
 * (docs/assertion.md). The one reading every caller shares; each maps the answer to its own policy (review-decision
 * reads anything but {@link Kind#PLAIN} as FAIL, the aligner as a refusal).
 *
 * <p>It is NegEx turned around. NegEx and ConText list the words that negate a finding and accept the rest; this
 * reading accepts a value only where it stands plainly, with nothing but {@link Decoration decorations} around it
 * and at most a neutral remark after a separator, and only where no word of the {@link Lexicon} that takes a value
 * back reaches it:
 * <ul>
 * <li><b>before</b> it in its sentence: a negation, a hedge, an approximation, a condition, a cross
 * ({@code not **PASS**}, {@code maybe PASS}, {@code less than 5}, {@code 条件付きPASS});
 * <li><b>right after</b> it: a question mark, a strike-through, a cross, a joke mark, a choice ({@code PASS/FAIL},
 * {@code PASS or FAIL}); words bound to it without a separator must affirm it ({@code PASSです}, {@code PASS granted})
 * or open a remark ({@code PASS with …}), and bound words that do neither leave it unclear;
 * <li><b>in the remark</b> after a separator: a trigger opening it ({@code PASS - not really}, {@code PASS, but …}), a
 * retraction, a joke, a hedge, a condition, a question or a failing verdict anywhere in it, and for a value that
 * passes (a positive verdict, {@code yes}) also a negation, a contrast or a problem anywhere ({@code PASS — critical
 * bug found}); a negation that counts problems ({@code no blocking issues}, {@code 問題ありません}) and a minor
 * problem ({@code minor nits}) are remarks;
 * <li><b>later</b>, at the start of a later sentence, line, bullet or clause: a retraction, a joke, a cross, a
 * failing verdict, or a bare negation ({@code Just kidding, FAIL.}, {@code - not really}, {@code Actually, no.}).
 * </ul>
 * Texts are read as given: callers pass them in NFKC with invisible characters dropped
 * ({@link dev.outputguard.text.Nfkc}). Every look is bounded (a sentence, a remark of {@link #REMARK_WINDOW}
 * characters) or made once over the text, so a reading is linear in what it reads.
 */
public final class Assertion {

    /** What a text does to a value it writes. */
    public enum Kind {
        /** Asserted plainly: the value stands. */
        PLAIN,
        /** Offered as one of several ({@code PASS/FAIL}, {@code PASS or FAIL}): no value. */
        CHOICE,
        /** Taken back: negated, questioned, struck through, conditional, hedged, joked, retracted. */
        TAKEN_BACK,
        /** Bound to words that neither affirm nor take it back ({@code PASS and more}). */
        UNCLEAR
    }

    /** How a value leans, which decides whether a problem named beside it takes it back. */
    public enum Polarity {
        /** It passes or says yes: a problem, a contrast or a negation in its remark contradicts it. */
        POSITIVE,
        /** It fails or says no: problems are what it is about. */
        NEGATIVE,
        /** Anything else: a remark contradicts it only by the words that take any value back. */
        NEUTRAL
    }

    /** What may be bound to a value without a separator. */
    public enum Bound {
        /** Only words that affirm it ({@code です}, {@code granted}) or open a remark ({@code with}): a verdict. */
        AFFIRMING,
        /** Any words free of triggers (the words after a JSON verdict, which are read again as a pass's rest). */
        FREE,
        /**
         * A quantity's words: a unit first, then any words free of triggers ({@code 5 items in the cart},
         * {@code 5件です}); not {@code 5 million}, {@code 5万}, {@code 5 apples}: a word nobody listed as a unit right
         * after a number may scale it or name another quantity.
         */
        QUANTITY
    }

    /**
     * A reading: its kind, the category that took the value back (null otherwise), where the words that decided
     * begin ({@code at}), and where the value's sentence or remark ends ({@code end}), from where a caller reads on.
     */
    public record Stance(Kind kind, Category why, int at, int end) {
        static Stance plain(int end) {
            return new Stance(Kind.PLAIN, null, end, end);
        }

        static Stance takenBack(Category why, int at) {
            return new Stance(Kind.TAKEN_BACK, why, at, at);
        }

        /** Whether the value stands. */
        public boolean plain() {
            return kind == Kind.PLAIN;
        }
    }

    /** How far a remark after a separator is read: a verdict's remark, not a paragraph. */
    public static final int REMARK_WINDOW = 200;
    /** How far before a value its sentence is read for a trigger. */
    public static final int BEFORE_WINDOW = 120;
    /** How far a negation may stand from the problem it counts ({@code no major blocking issues}). */
    private static final int PAIR_GAP = 24;

    private static final Lexicon LEX = Lexicon.get();
    private static final Lexicon ROLES = LEX.roles();

    /**
     * Every term but the {@link Category#NEUTRAL neutral} words and units, which only vouch for a remark's words, and
     * the words read in one place only (a referent of the answer, a self-doubt, a key that turns a value around).
     */
    static final long ANY = ~Category.mask(Category.NEUTRAL, Category.UNIT, Category.CLOSER, Category.MEASURED_IN,
            Category.THIS_VALUE, Category.SELF_DOUBT, Category.TURNED_AROUND);
    /**
     * Those terms alone ({@link Lexicon#view}), the one way they are looked up: at a word of Latin script, the terms whose
     * first word it is, where the lists by first and second character leave many to compare (the {@code pa} of
     * {@code PASS}).
     */
    static final Lexicon.View ANY_TERMS = LEX.view(ANY);
    /**
     * The terms a remark on a value that passes may be made of: the words that keep a value, the neutral words, and
     * the negations and problems a remark pairs off ({@code no blocking issues}, {@code minor nits}). Not a label of an
     * example or a template, a wrapper's key, a choice, a boolean's no or a word that states a number ({@code was}):
     * beside a pass, each makes it something else.
     */
    private static final long KEEPING = Category.mask(Category.POSITIVE_VERDICT, Category.AFFIRMING, Category.STATUS,
            Category.REMARK_OPENER, Category.PSEUDO, Category.MINOR, Category.NEUTRAL, Category.YES,
            Category.CONJUNCTION, Category.VERDICT_LABEL, Category.NEGATION, Category.PROBLEM);
    /**
     * The terms a number's remark may hold ({@code 5 (hours)}, {@code 3 (out of 5)}, {@code 5 - see above}): those that
     * keep a value and the units a quantity carries. A word nobody listed ({@code 5 (draft)}, {@code 12 (in
     * thousands)}, {@code 5 - so far}) may make the value something else, so it fails closed.
     */
    private static final long KEEPING_A_QUANTITY = KEEPING | Category.UNIT.bit();
    /**
     * The terms a remark after any separator on a value that neither passes nor fails may be made of ({@code billing
     * (see above)}, {@code EUR - euro}, {@code 5 (hours)}): those that keep a value and a quantity's units, but a yes
     * or a passing verdict, which would be a second value. A word nobody listed may place the value in another time,
     * give it to another referent, make it ironic, apparent or hypothetical ({@code negative - sarcastically},
     * {@code neutral - for the other ticket}, {@code billing - last quarter}): the value fails closed, as a number's
     * remark does.
     */
    private static final long KEEPING_BESIDE_ANOTHER = KEEPING_A_QUANTITY
            & ~Category.mask(Category.YES, Category.POSITIVE_VERDICT);
    /**
     * The terms a remark on a value that fails or says no may be made of: those beside another value, and the
     * problems, grave problems and failing verdicts that agree with it ({@code fail - critical bug},
     * {@code no - rejected}). Not a failure of the reply's own work ({@link Category#FAILURE}: {@code no (timed out)},
     * {@code fail (error)}), which says the value was never found.
     */
    private static final long KEEPING_BESIDE_A_FAIL = KEEPING_BESIDE_ANOTHER
            | Category.mask(Category.NEGATIVE_VERDICT, Category.SEVERE);
    /** The brackets that open a remark qualifying the value right before it ({@code 5 (draft)}). */
    private static final String BRACKETS = "([【「『（<";
    /** Triggers before a value, in its sentence. */
    private static final long BEFORE = Category.mask(Category.NEGATION, Category.HEDGE, Category.MODAL,
            Category.APPROXIMATE, Category.CONDITION, Category.CROSS, Category.RETRACTION, Category.QUESTION);
    /**
     * Triggers before a value in its sentence, where the value is read as the answer: someone else's word, in the
     * past, other than the actual one, an example's, too. A body beside a pass reads {@link #BEFORE} only: it tells
     * what the ticket says and what the code did before ({@code As the ticket says, the tests pass}).
     */
    private static final long BEFORE_A_VALUE = BEFORE | Category.mask(Category.ATTRIBUTION, Category.HISTORICAL,
            Category.NOT_ACTUAL, Category.EXAMPLE_LABEL);
    /** Triggers that take a value back opening its remark. */
    private static final long OPENING = Category.mask(Category.NEGATION, Category.HEDGE, Category.MODAL, Category.APPROXIMATE,
            Category.CONTRAST, Category.CONDITION, Category.RETRACTION, Category.JOKE, Category.QUESTION,
            Category.CROSS, Category.ATTRIBUTION, Category.HISTORICAL);
    /** Triggers that take any value back anywhere in its remark. */
    private static final long ANYWHERE = Category.mask(Category.HEDGE, Category.CONDITION, Category.RETRACTION,
            Category.JOKE, Category.QUESTION, Category.CROSS, Category.ATTRIBUTION, Category.HISTORICAL);
    /** What else takes a passing value back anywhere in its remark. */
    private static final long AGAINST_A_PASS = Category.mask(Category.NEGATION, Category.CONTRAST, Category.PROBLEM);
    /** Triggers at the start of a later sentence, line or clause. */
    private static final long LATER = Category.mask(Category.RETRACTION, Category.JOKE, Category.CROSS);
    /** Triggers anywhere after a value in its own text (a field, a reply): marks and words no later sentence shrugs off. */
    private static final long ANYWHERE_LATER = Category.mask(Category.RETRACTION, Category.JOKE, Category.CROSS,
            Category.QUESTION);
    /** Marks that take a value back wherever they stand in a body of prose beside it: no code is described by them. */
    private static final long MARKED_ANYWHERE = Category.mask(Category.JOKE, Category.CROSS);
    private static final long NEGATIVE = Category.NEGATIVE_VERDICT.bit();
    /** A verdict that passes: against a value that fails, it contradicts it as a failing verdict contradicts a pass. */
    private static final long PASSING = Category.POSITIVE_VERDICT.bit();
    /** What takes a value back in a later clause only standing bare there ({@link #opens}: {@code FAIL.}, {@code (wrong)}). */
    private static final long BARE = NEGATIVE | PASSING | Category.PROBLEM.bit();
    /** What a body beside a pass may state that takes the pass back: a failing word, a grave problem. */
    private static final long STATED_FAILURE = Category.mask(Category.NEGATIVE_VERDICT, Category.SEVERE);
    /** The categories a stretch of text is read for: the triggers, and what pairs with them or masks them. */
    private static final long READ = BEFORE_A_VALUE | OPENING | ANYWHERE | AGAINST_A_PASS | LATER | NEGATIVE
            | PASSING | STATED_FAILURE | Category.mask(Category.FAILURE, Category.SUBSTITUTE, Category.SCALE, Category.CHOICE,
                    Category.UNVERIFIED, Category.NOTHING, Category.MINOR, Category.PSEUDO,
                    Category.VERDICT_LABEL, Category.RESOLVING, Category.VERB_NEGATION, Category.CONFIDENCE,
                    Category.CONFIDENT, Category.DECISION);
    private static final long NEGATING = Category.mask(Category.NEGATION, Category.NOTHING);
    private static final long CHOICE = Category.CHOICE.bit();
    /** The first characters of a failing verdict's terms ({@link Lexicon#firstCharacters}): a review is read a character at a time. */
    private static final long[] STARTS_NEGATIVE = LEX.firstCharacters(NEGATIVE);
    /** The characters that stand second in a failing verdict's terms ({@link Lexicon#secondCharacters}; null: any). */
    private static final long[] SECOND_NEGATIVE = LEX.secondCharacters(NEGATIVE);
    /** The first characters of every term. */
    private static final long[] STARTS_ANY = LEX.firstCharacters(ANY);
    private static final long COUNTED = Category.mask(Category.PROBLEM, Category.CONDITION);

    private Assertion() {
    }

    /** The polarity of a value's words: a verdict or a boolean word that passes, one that fails, or neither. */
    public static Polarity polarityOf(String value) {
        long c = LEX.categoriesOfWord(value.strip());
        if ((c & Category.mask(Category.POSITIVE_VERDICT, Category.YES)) != 0) {
            return Polarity.POSITIVE;
        }
        if ((c & Category.mask(Category.NEGATIVE_VERDICT, Category.NO)) != 0) {
            return Polarity.NEGATIVE;
        }
        return Polarity.NEUTRAL;
    }

    // ---- single terms ------------------------------------------------------------------------------------------

    /** Just past the skin tones at {@code p} (👍🏽), which belong to the pictograph before them, or {@code p}. */
    private static int skinTonesEnd(String text, int p, int limit) {
        while (p + 1 < limit && isSkinTone(text.codePointAt(p))) {
            p += 2;
        }
        return p;
    }

    private static boolean isSkinTone(int cp) {
        return cp >= 0x1F3FB && cp <= 0x1F3FF;
    }

    /** Just past a status mark that keeps a verdict (✅) at {@code p}, or -1. */
    public static int statusMarkEnd(String text, int p, int limit) {
        return termEnd(text, p, limit, Category.STATUS);
    }

    /** Just past the marks of warning and blanks from {@code p} (⚠ ⚠), or {@code p} when none stands there. */
    public static int cautionMarksEnd(String text, int p, int limit) {
        int q = p;
        int past = p;
        while (q < limit) {
            if (Lexicon.isBlank(text.charAt(q))) {
                q++;
                continue;
            }
            int mark = termEnd(text, q, limit, Category.CAUTION);
            if (mark < 0) {
                break;
            }
            q = past = mark;
        }
        return past;
    }

    /** {@link #leadBeforeValue}: the term is a status mark that keeps the value after it (✅). */
    public static final int KEEPS = 1;
    /** {@link #leadBeforeValue}: the term is a mark that crosses out (❌). */
    public static final int CROSSES = 2;
    /**
     * {@link #leadBeforeValue}: the term takes back a value written after it ({@code 条件付き}, {@code not},
     * {@code maybe}, {@code conditional}, a cross): a negation, a hedge, a modal, an approximation, a condition, a
     * retraction or a question, not a pseudo-trigger.
     */
    public static final int TAKES_BACK = 4;
    /** {@link #leadBeforeValue}: the term is a mark of warning (⚠), which keeps no plain pass after it. */
    public static final int CAUTIONS = 8;

    /**
     * What the longest term at {@code p} is to a value written after it, from one look-up (a caller that asks all
     * three reads the lexicon once a place): -1 when no term starts there, else its end in the low half and, in the
     * high half, {@link #KEEPS}, {@link #CROSSES} and {@link #TAKES_BACK} as they apply (none for a term that is
     * neither, such as a label).
     */
    public static long leadBeforeValue(String text, int p, int limit) {
        long found = ANY_TERMS.at(text, p, limit);
        if (found < 0) {
            return -1;
        }
        long c = LEX.categoriesOf(found);
        int kinds = ((c & Category.STATUS.bit()) != 0 ? KEEPS : 0) | ((c & Category.CROSS.bit()) != 0 ? CROSSES : 0)
                | ((c & Category.CAUTION.bit()) != 0 ? CAUTIONS : 0)
                | ((c & BEFORE) != 0 && (c & Category.PSEUDO.bit()) == 0 ? TAKES_BACK : 0);
        return ((long) kinds << 32) | Lexicon.endOf(found);
    }

    /**
     * The categories of every term {@code text} holds, each read from where one can start (a JSON key's words,
     * {@code has no blocking issues}): what a short label says, not a reading of a value.
     */
    public static long categoriesIn(String text) {
        long categories = 0;
        for (int p = 0; p < text.length(); p++) {
            long found = ANY_TERMS.at(text, p, text.length());
            if (found >= 0) {
                categories |= LEX.categoriesOf(found);
            }
        }
        return categories;
    }

    /**
     * The first phrase of {@code categories} anywhere in {@code text}, the longest term of theirs at each place a
     * word starts, as the words it spans; null when none stands there. A term of one word counts only of
     * {@code oneWord}'s categories: in a reason given beside a value, a lone {@code cancel}, {@code correction} or
     * {@code sarcastic} is what the reason is about
     * ({@code "The customer wants to cancel"}), while {@code just kidding}, {@code only a guess} and {@code unverified}
     * say what the value is ({@code "notes": "I could not read the text, so this is only a guess"}). A term of
     * Chinese, Japanese or Korean counts from three characters.
     */
    public static String phraseIn(String text, long categories, long oneWord) {
        int at = phraseAt(text, 0, text.length(), categories, oneWord);
        return at < 0 ? null : text.substring(at, Lexicon.endOf(LEX.at(text, at, text.length(), categories)));
    }

    /** Where {@link #phraseIn}'s phrase starts in {@code text[from, to)}, or -1. */
    private static int phraseAt(String text, int from, int to, long categories, long oneWord) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (p > 0 && c < 0x2E80 && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue; // inside a word
            }
            long found = LEX.at(text, p, to, categories);
            if (found < 0) {
                continue;
            }
            int end = Lexicon.endOf(found);
            boolean phrase = c >= 0x2E80 && end - p >= 3;
            for (int q = p; q < end && !phrase; q++) {
                phrase = Lexicon.isBlank(text.charAt(q)); // a term of several words, whatever blank parts them
            }
            if (phrase || (LEX.categoriesOf(found) & oneWord) != 0) {
                return p;
            }
            p = end - 1;
        }
        return -1;
    }

    /**
     * What says a reply's value stands in for one it could not find, or rests on what it could not see: a term of
     * {@link Category#SUBSTITUTE} ({@code fallback}, {@code made up}, {@code just an example}, {@code not final}) or
     * {@link Category#UNVERIFIED} ({@code could not access}, {@code unverified}) anywhere in the words before or after
     * a JSON value; and a confidence the words after it give as no better than even ({@code Confidence: low},
     * {@code Warning: low confidence.}, {@code Confidence: 20%}).
     */
    private static final long STANDING_IN = Category.mask(Category.SUBSTITUTE, Category.UNVERIFIED);

    /** {@link #STANDING_IN} in {@code text[from, to)}, and where {@code confidence}, a confidence no better than even. */
    private static Stance standsIn(String text, int from, int to, boolean confidence) {
        int at = phraseAt(text, from, to, STANDING_IN, STANDING_IN);
        while (at >= 0 && guessDenied(text, from, at, to)) {
            at = phraseAt(text, at + 1, to, STANDING_IN, STANDING_IN); // computed, not guessed
        }
        if (at >= 0) {
            long found = LEX.at(text, at, to, STANDING_IN);
            return Stance.takenBack(firstOf(LEX.categoriesOf(found), STANDING_IN), at);
        }
        if (!confidence) {
            return Stance.plain(to);
        }
        for (int p = phraseAt(text, from, to, Category.CONFIDENCE.bit(), Category.CONFIDENCE.bit()); p >= 0;
                p = phraseAt(text, p + 1, to, Category.CONFIDENCE.bit(), Category.CONFIDENCE.bit())) {
            int line = p;
            while (line > from && !Decoration.isLineBreak(text.charAt(line - 1))) {
                line--;
            }
            int lineEnd = p;
            while (lineEnd < to && !Decoration.isLineBreak(text.charAt(lineEnd))) {
                lineEnd++;
            }
            if (!confidenceAboveHalf(text, line, lineEnd)) {
                return Stance.takenBack(Category.CONFIDENCE, p);
            }
        }
        return Stance.plain(to);
    }

    /** Just past the longest term at {@code p} when it is of {@code category}, or -1. */
    public static int termEnd(String text, int p, int limit, Category category) {
        long found = ANY_TERMS.at(text, p, limit);
        return found >= 0 && (LEX.categoriesOf(found) & category.bit()) != 0 ? Lexicon.endOf(found) : -1;
    }

    // ---- the whole reading ---------------------------------------------------------------------------------------

    /**
     * What the prose {@code text} says of a value it writes as its answer at {@code text[start, end)}: the value read in
     * all of it ({@link #read}), its clause stating it in another time ({@code The total was 5.}, {@code 合計は5でした。},
     * {@code Last total: 5}: no answer now), the remarks after its sentence read as after a JSON value (a short one
     * that hedges, a bare line), and the line introducing it ({@code Don't output this:}).
     */
    public static Stance inProse(String text, int start, int end, Polarity polarity, Bound bound) {
        Stance s = read(text, start, end, 0, text.length(), polarity, bound);
        s = s.plain() ? statedInAnotherTime(text, 0, start, end) : s;
        s = s.plain() ? afterItsSentence(text, start, end, text.length()) : s;
        return s.plain() ? beforeAJsonValue(text, start) : s;
    }

    /**
     * The value written at {@code text[start, end)} read in its own text {@code text[from, to)} (a field, a reply's
     * prose): the words before it in its sentence, those after it, the later sentences up to {@code to}, and in all
     * of what follows it a question, a cross, a joke or a retraction wherever it stands; after a value that passes,
     * every later word must be one that keeps it ({@link #restKeepsAPass}).
     */
    public static Stance read(String text, int start, int end, int from, int to, Polarity polarity, Bound bound) {
        Stance said = readInItsSentences(text, start, end, from, to, polarity, bound);
        if (!said.plain() || polarity != Polarity.POSITIVE) {
            return said;
        }
        // What follows a value that passes, to the end of its text, keeps it only in words that keep a value.
        Stance rest = restKeepsAPass(text, said.end(), to);
        return rest.plain() ? anywhereAfter(text, said.end(), to) : rest;
    }

    /**
     * {@link #read} without asking every later word to keep a pass: the value's own sentence before and after it, the
     * later sentences for a retraction, and a question, a cross, a joke or a retraction anywhere after it. A pass
     * named in a note beside a verdict is read so ({@link #verdictNamedTakenBack}): the note's other sentences are its
     * reasons, in words of their own ({@code PASS. The parser is cleaner now.}); {@link Stance#end()} of a plain
     * reading is where the value's words end.
     */
    static Stance readInItsSentences(String text, int start, int end, int from, int to, Polarity polarity, Bound bound) {
        Stance before = before(text, from, start);
        if (!before.plain()) {
            return before;
        }
        Stance after = after(text, end, to, polarity, bound, null);
        if (!after.plain()) {
            return after;
        }
        Stance later = later(text, after.end(), to, polarity);
        if (!later.plain()) {
            return later;
        }
        if (polarity == Polarity.POSITIVE) {
            return Stance.plain(after.end()); // read for the rest's words by the caller that asks for them (read)
        }
        return anywhereAfter(text, after.end(), to);
    }

    /** What puts a check's pass off from before its clause, in its sentence ({@link #checkPassRead}). */
    private static final long PUTS_OFF = Category.CONDITION.bit() | Category.HEDGE.bit() | Category.MODAL.bit();

    /**
     * A check's pass written at {@code text[start, end)}, of the check named at {@code text[subject, subjectEnd)}, read
     * in its text {@code text[from, to)}: before it in its sentence (the check's name left out) a condition, a hedge
     * or a modal puts it off ({@code Once the fixture is updated, the tests pass.}, {@code The tests would pass}), and
     * after it in its sentence so do they and a question mark closing it ({@code The tests pass if …}, {@code Tests
     * pass?}), and so do the words the lexicon's conditions, hedges and modals leave out between the check's name and
     * the sentence's end ({@link Role#PUTS_OFF_A_CHECK}: {@code seem to}, {@code only when}, {@code passeraient}). A
     * contrast after it, in its sentence or opening the next (within {@code later}), takes it back unless its clause
     * keeps it ({@link #contrastedAfter}). A problem or a negation beside it is the findings' own reading, not this
     * one's; a choice before it offers it as an option and states nothing.
     */
    static Stance checkPassRead(String text, int start, int end, int subject, int subjectEnd, int from, int to, int later) {
        // The check's own name is no word of the reading (the 例 of 测试用例 is no example's label).
        if (Tokens.of(text, from, subject).firstOf(Category.CHOICE.bit()) >= 0) {
            return Stance.plain(end); // one of options offered (Options: green or if the build logs pass), no statement
        }
        Stance before = before(text, from, subject, PUTS_OFF);
        before = before.plain() ? before(text, subjectEnd, start, PUTS_OFF) : before;
        if (!before.plain()) {
            return before;
        }
        int close = sentenceEnd(text, end, to);
        if (close > end && (text.charAt(close - 1) == '?' || text.charAt(close - 1) == '？')) {
            return Stance.takenBack(Category.QUESTION, close - 1);
        }
        int stop = close;
        while (stop > end && ".!?。！？".indexOf(text.charAt(stop - 1)) >= 0) {
            stop--; // the sentence's words, read as the words before a value are
        }
        Stance after = before(text, end, stop, PUTS_OFF);
        if (!after.plain()) {
            return after;
        }
        int putOff = termIn(text, subjectEnd, stop, PUTTING_OFF, Role.PUTS_OFF_A_CHECK.bit());
        if (putOff >= 0 && !joinedToAnother(text, end, putOff, stop)) {
            return Stance.takenBack(Category.HEDGE, putOff);
        }
        Stance contrasted = contrastedAfter(text, end, stop, close, later);
        return contrasted.plain() ? concededBefore(text, from, subject, end, stop) : contrasted;
    }

    /**
     * Whether the term that would put a check's pass off at {@code at} (after the pass ending at {@code end}, within
     * {@code stop}) is joined by a conjunction to another of its kind, right before it or right after it: a place
     * named beside the reviewer's own ({@code Tests pass in CI and on my machine.}, {@code … on my machine and on CI}),
     * which widens the pass rather than limits it.
     */
    private static boolean joinedToAnother(String text, int end, int at, int stop) {
        if (at < end) {
            return false;
        }
        int b = at;
        while (b > end && Lexicon.isBlank(text.charAt(b - 1))) {
            b--;
        }
        int w = b;
        while (w > end && Character.isLetter(text.charAt(w - 1))) {
            w--;
        }
        if (w < b && w > end && LEX.at(text, w, b, Category.CONJUNCTION.bit()) >= 0) {
            return true;
        }
        long term = PUTTING_OFF.at(text, at, stop, Role.PUTS_OFF_A_CHECK.bit());
        int q = term < 0 ? stop : Lexicon.endOf(term);
        while (q < stop && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        long join = q < stop ? LEX.at(text, q, stop, Category.CONJUNCTION.bit()) : -1;
        return join >= 0 && Lexicon.endOf(join) < stop && Lexicon.isBlank(text.charAt(Lexicon.endOf(join)));
    }

    /**
     * How a check's pass ending at {@code end}, of the check named at {@code subject}, stands where a word conceding it
     * opens its clause ({@link Role#CONCEDES}: {@code Although the tests pass, …}, {@code Aunque las pruebas pasan, …},
     * {@code Hoewel de tests slagen, …}): the clause after the pass's, to {@code stop}, is what the sentence states
     * against it, read as a contrast's clause is ({@link #keptAfter}). With no clause after it, it keeps the pass.
     */
    private static Stance concededBefore(String text, int from, int subject, int end, int stop) {
        int s = subject;
        while (s > from && CLAUSE_OPENERS.indexOf(text.charAt(s - 1)) < 0 && ".!?。！？".indexOf(text.charAt(s - 1)) < 0) {
            s--;
        }
        int conceded = termIn(text, s, subject, PUTTING_OFF, Role.CONCEDES.bit());
        if (conceded < 0) {
            return Stance.plain(end);
        }
        int q = end;
        while (q < stop && ",;，；".indexOf(text.charAt(q)) < 0) {
            q++;
        }
        if (q >= stop || noClause(text, q + 1, stop, false)) {
            return Stance.plain(end);
        }
        return keptAfter(text, q + 1, stop) ? Stance.plain(end) : Stance.takenBack(Category.CONTRAST, conceded);
    }

    /**
     * Whether the clause after a contrast, from {@code q} to {@code clauseTo}, keeps a check's pass: a term of
     * {@link Role#CONTRAST_KEEPS} opens it and fills its clause, to a mark that closes one.
     */
    private static boolean keptAfter(String text, int q, int clauseTo) {
        while (q < clauseTo && (Lexicon.isBlank(text.charAt(q)) || ",，、".indexOf(text.charAt(q)) >= 0)) {
            q++;
        }
        long keeps = q < clauseTo ? PUTTING_OFF.at(text, q, clauseTo, Role.CONTRAST_KEEPS.bit()) : -1;
        if (keeps < 0) {
            return false;
        }
        int r = Lexicon.endOf(keeps);
        while (r < clauseTo && Lexicon.isBlank(text.charAt(r))) {
            r++;
        }
        return r >= clauseTo || CLAUSE_MARKS.indexOf(text.charAt(r)) >= 0;
    }

    /** The page of roles of what joins a contrast to a check's pass, what keeps the pass after it and what puts it off. */
    private static final Lexicon PUTTING_OFF = LEX.roles(Role.PUTS_OFF_A_CHECK);
    /** The marks a contrast opening its clause may follow (a comma, a semicolon, a dash), in every script read. */
    private static final String CLAUSE_OPENERS = ",;:—–-，、；：(（";

    /**
     * Where a term of {@code roles} (of the page {@code page}) starts in {@code text[from, to)}, at a word's start in a
     * script written with spaces, anywhere in one without, or -1.
     */
    private static int termIn(String text, int from, int to, Lexicon page, long roles) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (Character.isLetter(c) && (p == from || !Lexicon.isSpaced(c) || !Lexicon.isSpaced(text.charAt(p - 1))
                    && !ShortOfWhole.isApostrophe(text.charAt(p - 1))) && page.at(text, p, to, roles) >= 0) {
                return p;
            }
        }
        return -1;
    }

    /**
     * How a check's pass ending at {@code end} stands against a contrast after it: one opening a clause in its
     * sentence {@code text[end, stop)} (right after the pass, or after a comma, a semicolon, a dash, a bracket), or opening the
     * next sentence (from {@code close}, on its line or the next, past a bullet, within {@code to}). The contrast's clause is read as it would be alone
     * and takes the pass back ({@code The tests pass, but the null check is missing.}, {@code Tests pass. However, …},
     * {@code Die Tests laufen durch, aber …}, {@code 测试通过了，但是…}) unless it is a term that says the contrast takes
     * nothing from it, filling its clause ({@link Role#CONTRAST_KEEPS}: {@code but that is fine: …},
     * {@code but a few nits: …}). What keeps is listed; what fails is anything else.
     */
    private static Stance contrastedAfter(String text, int end, int stop, int close, int to) {
        long found = -1;
        int at = -1;
        for (int p = end; p < stop && found < 0; p++) {
            if (opensClauseAt(text, end, p)) {
                found = contrastAt(text, p, stop);
                at = p;
            }
        }
        int clauseTo = stop;
        if (found < 0 && close < to && (close > end && ".!。！;；".indexOf(text.charAt(close - 1)) >= 0
                || Decoration.isLineBreak(text.charAt(close)))) {
            int q = close;
            while (q < to && (text.charAt(q) == '.' || text.charAt(q) == '…')) {
                q++; // the rest of an ellipsis (pass... but)
            }
            int breaks = 0;
            while (q < to && (Decoration.isLineBreak(text.charAt(q)) ? ++breaks < 2 : Lexicon.isBlank(text.charAt(q)))) {
                q++;
            }
            int bullet = breaks > 0 ? Decoration.bulletEnd(text, q, to) : -1;
            q = bullet > q ? bullet : q; // the next item of a list (- Tests pass / - But …)
            if (q < to && Character.isLetter(text.charAt(q))) {
                clauseTo = sentenceEnd(text, q, to);
                found = contrastAt(text, q, clauseTo);
                at = q;
            }
        }
        if (found < 0) {
            return Stance.plain(end);
        }
        int q = Lexicon.endOf(found);
        if (noClause(text, q, clauseTo, Lexicon.isSpaced(text.charAt(at)) && text.substring(end, at).isBlank())) {
            return Stance.plain(end);
        }
        // The contrast's clause says it takes nothing from the pass, or it takes the pass back.
        return keptAfter(text, q, clauseTo) ? Stance.plain(end) : Stance.takenBack(Category.CONTRAST, at);
    }

    /** The marks that close a clause the term that keeps a pass after a contrast must fill. */
    private static final String CLAUSE_MARKS = ",;:.!?，、；：。！？)）";

    /** The contrast that starts at {@code p} within {@code limit}: the lexicon's or one joining a check's pass, or -1. */
    private static long contrastAt(String text, int p, int limit) {
        long found = LEX.at(text, p, limit, Category.CONTRAST.bit());
        return found >= 0 ? found : PUTTING_OFF.at(text, p, limit, Role.CONTRAST_JOINS.bit());
    }

    /** The most words that may stand between a check's pass and a contrast opening a clause with no mark before it. */
    private static final int WORDS_TO_A_CONTRAST = 2;

    /**
     * Whether a clause may open at {@code p}, after a check's pass ending at {@code end}: after a mark that parts
     * clauses, or with no mark at most {@link #WORDS_TO_A_CONTRAST} words after the pass, none of them a conjunction
     * ({@code The tests pass locally but …}, {@code Die Tests laufen durch aber …}; not {@code … and the build is still
     * fast}); in Han, kana and Hangul, at most {@link #WIDE_TO_A_CONTRAST} letters after it ({@code 테스트가 통과했다 하지만 …}).
     */
    private static boolean opensClauseAt(String text, int end, int p) {
        char c = text.charAt(p);
        if (!Character.isLetter(c) || p > end && Lexicon.isSpaced(c) && Lexicon.isSpaced(text.charAt(p - 1))
                && !ShortOfWhole.isApostrophe(text.charAt(p - 1))) {
            return false;
        }
        int q = p;
        while (q > end && Lexicon.isBlank(text.charAt(q - 1))) {
            q--;
        }
        if (q == end || CLAUSE_OPENERS.indexOf(text.charAt(q - 1)) >= 0) {
            return true;
        }
        int words = 0;
        int wide = 0;
        for (int r = end; r < p; r++) {
            char d = text.charAt(r);
            if (!Character.isLetterOrDigit(d)) {
                if (!Lexicon.isBlank(d) && !ShortOfWhole.isApostrophe(d) && d != '-') {
                    return false; // a mark of its own between: the contrast is in another clause
                }
                continue;
            }
            if (!Lexicon.isSpaced(d) && ++wide > WIDE_TO_A_CONTRAST) {
                return false;
            }
            if (r > end && Lexicon.isBlank(text.charAt(r - 1))
                    && (++words > WORDS_TO_A_CONTRAST || LEX.at(text, r, p, Category.CONJUNCTION.bit()) >= 0)) {
                return false;
            }
        }
        return true;
    }

    /** The most Han, kana or Hangul letters that may stand between a check's pass and a contrast with no mark before it. */
    private static final int WIDE_TO_A_CONTRAST = 6;

    /**
     * Whether the clause after a contrast, {@code text[from, to)}, sets nothing against the pass: it holds no word
     * ({@code The tests pass, though.}), or, where the contrast stands right after the pass with no mark, one word
     * only, the pass's own (the particle of {@code Die Tests laufen trotzdem durch.}).
     */
    private static boolean noClause(String text, int from, int to, boolean bare) {
        int words = 0;
        for (int r = from; r < to; r++) {
            char d = text.charAt(r);
            if (Character.isLetterOrDigit(d) && (r == from || !Character.isLetterOrDigit(text.charAt(r - 1)))) {
                words++;
            }
        }
        return words == 0 || bare && words == 1;
    }

    /**
     * Where a strike-through ({@code ~~}) starts within {@code text[from, to)}, or -1. Looked for within the range only:
     * a search to the text's end for each value read is quadratic in a long reply.
     */
    private static int strike(String text, int from, int to) {
        for (int i = from; i + 1 < to; i++) {
            if (text.charAt(i) == '~' && text.charAt(i + 1) == '~') {
                return i;
            }
        }
        return -1;
    }

    /**
     * Whether {@code text[from, to)}, what follows a value in its own text (a field, a reply's prose, the rest of a
     * verdict's line), holds a question, a cross, a joke, a retraction or a strike-through anywhere: any of them leaves
     * the value open, wherever it stands.
     */
    public static Stance anywhereAfter(String text, int from, int to) {
        int strike = strike(text, from, to);
        if (strike >= 0) {
            return Stance.takenBack(Category.CROSS, strike);
        }
        Tokens rest = Tokens.of(text, from, to);
        int t = rest.firstOf(ANYWHERE_LATER);
        return t < 0 ? Stance.plain(to) : Stance.takenBack(rest.category(t, ANYWHERE_LATER), rest.start[t]);
    }

    // ---- before ----------------------------------------------------------------------------------------------------

    /**
     * Whether words in the sentence before a value at {@code start} take it back (read from {@code from}, at most
     * {@link #BEFORE_WINDOW} characters back): a negation, a hedge, an approximation, a condition, another's word, a
     * time past, a value other than the actual one, an example's label, a cross, a strike-through.
     */
    public static Stance before(String text, int from, int start) {
        return before(text, from, start, BEFORE_A_VALUE);
    }

    /** The most words between a trigger and the value it takes back in a note beside the data ({@code not about billing}). */
    private static final int NOTE_SCOPE_WORDS = 2;
    /**
     * The most places a note beside the data is read at for the value or the verdict it names: a note naming it at more
     * is read no further, and takes it back (a reason names its value a few times; the work stays bounded).
     */
    public static final int NOTE_PLACES = 64;
    /** How far back a note's clause is read for a trigger ({@link #besideANamedValue}). */
    private static final int NOTE_REACH = 256;
    /** How far before a clause's start a trigger ending the clause with its own stop may start ({@code bzw.}, {@code p. ex.}). */
    private static final int ABBREVIATION_REACH = 16;
    /** What ends a note's clause. */
    private static final String NOTE_CLAUSE_ENDS = ".!?;:,。！？；：，、";
    /** What takes back a value a note beside the data names: the reason's own approximations and sources are not read. */
    private static final long NOTE_ON_A_VALUE = Category.mask(Category.NEGATION, Category.HEDGE, Category.MODAL,
            Category.CONDITION, Category.CHOICE);
    /** What takes back a property a note beside the data names ({@code not sure about the category}). */
    private static final long NOTE_ON_A_NAME = Category.mask(Category.HEDGE, Category.MODAL, Category.CONDITION);

    /**
     * How a note beside a reply's data writes what it names at {@code text[start, end)}, a value of that data
     * ({@code name} false) or a property's name: a trigger in its clause at most {@link #NOTE_SCOPE_WORDS} words
     * before it takes it back (a value: a negation, a hedge, a modal, a condition or a choice, {@code not billing},
     * {@code could be billing}, {@code either billing}; a name: a hedge, a modal or a condition,
     * {@code not sure about the category}), and so do a question, a cross or a joke right after it ({@code billing?});
     * a choice there offers another value ({@code billing or technical}, {@code billing/technical}). The rest of the
     * note is its reason, whose negations are its own ({@code no other age is mentioned},
     * {@code the customer isn't asking about the account; this is billing}).
     */
    public static Stance besideANamedValue(String text, int start, int end, boolean name) {
        // Read back at most NOTE_REACH characters, to the clause's start: a note naming the value many times on one
        // line is read once a place, not once its line.
        int reach = Math.max(0, start - NOTE_REACH);
        int s = start;
        while (s > reach && !Decoration.isLineBreak(text.charAt(s - 1)) && NOTE_CLAUSE_ENDS.indexOf(text.charAt(s - 1)) < 0) {
            s--;
        }
        if (s == reach && reach > 0 && !Decoration.isLineBreak(text.charAt(s - 1))
                && NOTE_CLAUSE_ENDS.indexOf(text.charAt(s - 1)) < 0 && halvesIn(text, reach, start) <= 2 * NOTE_SCOPE_WORDS) {
            return new Stance(Kind.UNCLEAR, null, reach, reach); // words too long to tell what stands in reach
        }
        // From a little before the clause: a trigger whose own stop ends the clause before the value (vs. billing) is in it.
        int from = Math.max(reach, s - ABBREVIATION_REACH);
        while (from > reach && !Lexicon.isBlank(text.charAt(from - 1)) && !Decoration.isLineBreak(text.charAt(from - 1))) {
            from--;
        }
        int negated = name ? -1 : negatedAcrossAside(text, start);
        if (negated >= 0) {
            return Stance.takenBack(Category.NEGATION, negated); // Not, strictly speaking, positive.
        }
        Tokens tokens = Tokens.of(text, from, start);
        long triggers = name ? NOTE_ON_A_NAME : NOTE_ON_A_VALUE;
        for (int t = 0; t < tokens.size; t++) {
            if ((tokens.categories[t] & triggers) != 0 && tokens.end[t] >= s
                    && halvesIn(text, tokens.end[t], start) <= 2 * NOTE_SCOPE_WORDS) {
                return Stance.takenBack(tokens.category(t, triggers), tokens.start[t]);
            }
        }
        int q = end;
        while (q < text.length() && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        if (q >= text.length()) {
            return Stance.plain(end);
        }
        char c = text.charAt(q);
        long found = LEX.at(text, q, text.length(), ANY);
        long categories = found < 0 ? 0 : LEX.categoriesOf(found);
        Category trigger = firstOf(categories, Category.mask(Category.QUESTION, Category.CROSS, Category.JOKE));
        if (trigger != null) {
            return Stance.takenBack(trigger, q);
        }
        return !name && (c == '/' || c == '|' || (categories & Category.CHOICE.bit()) != 0)
                ? new Stance(Kind.CHOICE, Category.CHOICE, q, q) : Stance.plain(end);
    }

    /**
     * Where a note beside a JSON verdict first names a verdict's label or a passing verdict that it takes back, or -1:
     * as a note beside an answer's data is read ({@link #besideANamedValue}: {@code I am not sure about this result},
     * {@code could be a pass}, {@code pass or fail}); and the passing verdict spelled as this service writes it
     * ({@code PASS}: the note restates the verdict, not that tests pass) as any value is read in its sentences
     * ({@link #readInItsSentences}: {@code PASSではない}, {@code the user says PASS}, {@code PASS once the migration
     * lands}), after a share ({@code 90% PASS}), or with a mark of warning or a word limiting its scope right after
     * it ({@code PASS ⚠️}, {@code PASS만}).
     */
    private static int verdictNamedTakenBack(String text, Tokens tokens) {
        int places = 0;
        for (int t = 0; t < tokens.size; t++) {
            long c = tokens.categories[t];
            boolean label = (c & Category.VERDICT_LABEL.bit()) != 0;
            if ((label || (c & Category.POSITIVE_VERDICT.bit()) != 0)
                    && (++places > NOTE_PLACES || !besideANamedValue(text, tokens.start[t], tokens.end[t], label).plain()
                    || !label && verdictSpelled(text, tokens.start[t], tokens.end[t])
                    && (spelledPassTakenBack(text, tokens.start[t], tokens.end[t], 0, text.length())
                            || bareRestUnkept(text, tokens.end[t])))) {
                return tokens.start[t]; // past NOTE_PLACES, read no further: it fails closed
            }
        }
        return praiseAsked(text);
    }

    /**
     * Whether the pass spelled as this service writes it at {@code text[start, end)} ({@link #verdictSpelled}) is taken
     * back in {@code text[from, to)}: read as any value is in its sentences ({@link #readInItsSentences}: {@code PASS
     * once the migration lands}, {@code It would be a PASS if the tests were green}), after a share ({@code 90% PASS}),
     * under a lead that does not keep it, or with a mark of warning or a word limiting its scope right after it
     * ({@code PASS ⚠️}, {@code PASS만}).
     */
    private static boolean spelledPassTakenBack(String text, int start, int end, int from, int to) {
        return cautionMarksEnd(text, end, to) > end || scopedRightAfter(text, end) || !leadKeepsAPass(text, start).plain()
                || shareBefore(text, start)
                || !readInItsSentences(text, start, end, from, to, Polarity.POSITIVE, Bound.AFFIRMING).plain();
    }

    /**
     * Where the review's prose in {@code text[from, to)}, above the verdict that decides, names the pass as this service
     * spells it ({@code PASS}, {@code PASS_WITH_SUGGESTIONS}) and takes it back ({@link #spelledPassTakenBack}:
     * {@code It would be a PASS if the tests were green.}, {@code I'd normally say PASS here, but the null check is
     * missing.}, {@code Das wäre ein PASS, wenn die Tests grün wären.}), at a place {@code counts} accepts (the review's
     * own words, not a quote or code), or -1. Read on its own line; the spelling in capitals names the verdict, not a
     * check that passes. Among options written with a slash or a bar ({@code PASS / FAIL}) it names a value and
     * states none, and in a table's row it is a table's cell, read as such.
     */
    public static int passSpelledTakenBack(String text, int from, int to, IntPredicate counts) {
        for (int p = text.indexOf("PASS", from); p >= 0 && p + 4 <= to; p = text.indexOf("PASS", p + 4)) {
            int end = p + 4;
            if (text.startsWith("_WITH_SUGGESTIONS", end)) {
                end += "_WITH_SUGGESTIONS".length();
            }
            if (p > 0 && isWordChar(text.charAt(p - 1)) || end < text.length() && isWordChar(text.charAt(end))
                    || end > to || !counts.test(p)) {
                continue;
            }
            // Read on its own line: the lines after it are the review's other findings, read as findings.
            int lineStart = Math.max(from, text.lastIndexOf('\n', p) + 1);
            int bullet = Decoration.bulletEnd(text, lineStart, p);
            lineStart = bullet > lineStart ? bullet : lineStart; // a list's dash opens no clause of the pass's
            int first = pastBlanks(text, lineStart, p);
            if (first < p && text.charAt(first) == '|' || optionMarkBeside(text, p, end)) {
                continue; // a table's cell is read as a table's (tableStateAgainst); options name a value, state none
            }
            int lineEnd = text.indexOf('\n', end);
            lineEnd = lineEnd < 0 || lineEnd > to ? to : lineEnd;
            if (!readInItsSentences(text, p, end, lineStart, lineEnd, Polarity.POSITIVE, Bound.FREE).plain()) {
                return p;
            }
        }
        return -1;
    }

    /** Whether a slash or a bar stands right before or after {@code text[start, end)}, past blanks: {@code PASS / FAIL}. */
    private static boolean optionMarkBeside(String text, int start, int end) {
        int b = blanksBefore(text, start);
        int a = pastBlanks(text, end, text.length());
        return b > 0 && "/|／｜".indexOf(text.charAt(b - 1)) >= 0 || a < text.length() && "/|／｜".indexOf(text.charAt(a)) >= 0;
    }

    /** A character that continues a word in a script written with spaces: {@code PASSです} is the verdict, {@code PASSED} not. */
    private static boolean isWordChar(char c) {
        return c < 0x2E80 && (Character.isLetterOrDigit(c) || c == '_');
    }

    /**
     * Where a sentence of a note beside a pass asks a question made only of words that keep a pass ({@code Looks good
     * to me?}, {@code 看起来不错吗？}, {@code LGTM?}), or -1: it asks whether the pass stands. A question with any other
     * word asks about the code ({@code Could you add a test?}), as a body's questions do.
     */
    private static int praiseAsked(String text) {
        for (int q = 0; q < text.length(); q++) {
            char c = text.charAt(q);
            if (c != '?' && c != '？') {
                continue;
            }
            int s = sentenceStart(text, 0, q);
            if (s < q && keeps(text, s, q, -1, -1, KEEPS_A_PASS_NOTE | Category.QUESTION.bit(), Role.NOTHING_TO_ADD.bit())) {
                return s;
            }
        }
        return -1;
    }

    /**
     * Whether the rest of a note after a restated {@code PASS} ending at {@code end} is a bare remark, one to
     * {@link #BARE_LINE_WORDS} words, of which a word keeps no pass ({@link #restKeepsAPass}: {@code PASS. Jasne,
     * jasne.}, {@code PASS. Jo, visst.}): so short a remark says nothing of the code, so it speaks of the pass, and in
     * words nobody listed it may take it back. A longer rest gives reasons in words of their own ({@code PASS. The
     * parser is cleaner now.}); a bare rest of words that keep a pass keeps it ({@code PASS. Looks good.},
     * {@code PASS 👍}).
     */
    private static boolean bareRestUnkept(String text, int end) {
        int halves = halvesIn(text, end, text.length());
        return halves > 0 && halves <= 2 * BARE_LINE_WORDS && !restKeepsAPass(text, end, text.length()).plain();
    }

    /**
     * Whether the words before a value at {@code start}, in its sentence, write a share ({@code 90% PASS},
     * {@code 90 % PASS}): a pass of part, or one its writer is that sure of, is no pass of the whole.
     */
    private static boolean shareBefore(String text, int start) {
        for (int p = sentenceStart(text, 0, start); p < start; p++) {
            char c = text.charAt(p);
            if (c == '%' || c == '％' || c == '‰') {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code text[start, end)} is the passing verdict as this service writes it, {@code PASS} in capitals. */
    private static boolean verdictSpelled(String text, int start, int end) {
        return end - start == 4 && text.startsWith("PASS", start);
    }

    /**
     * Whether the word right after a value ending at {@code end}, past blanks, limits it to part of its whole
     * ({@link Role#SCOPE}: {@code PASS only}, {@code PASS만}, {@code PASSのみ}): a pass of a part is none of the whole.
     */
    private static boolean scopedRightAfter(String text, int end) {
        int q = end;
        while (q < text.length() && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        return q < text.length() && ROLES.at(text, q, text.length(), Role.SCOPE.bit()) >= 0;
    }

    /** {@link #before(String, int, int)} reading the triggers of {@code triggers}. */
    private static Stance before(String text, int from, int start, long triggers) {
        int commented = Decoration.commentOpening(text, from, start);
        if (commented >= 0) {
            return Stance.takenBack(Category.CROSS, commented); // // Final Decision: PASS: commented out, as struck through
        }
        int s = sentenceStart(text, from, start);
        for (int p = s; p + 1 < start; p++) {
            if (Decoration.strikeAt(text, p)
                    && Decoration.skipOpeners(text, p + Decoration.strikeLength(text, p), start) == start) {
                return Stance.takenBack(Category.CROSS, p);
            }
        }
        Tokens tokens = Tokens.of(text, s, start);
        int t = tokens.firstOf(triggers);
        return t < 0 ? Stance.plain(start) : Stance.takenBack(tokens.category(t, triggers), tokens.start[t]);
    }

    /** Where the sentence holding {@code start} begins on its line, at most {@link #BEFORE_WINDOW} back, not before {@code from}. */
    private static int sentenceStart(String text, int from, int start) {
        int s = start;
        int lower = Math.max(from, start - BEFORE_WINDOW);
        while (s > lower && !Decoration.isLineBreak(text.charAt(s - 1)) && !sentenceEndBefore(text, s - 1, start)) {
            s--;
        }
        return s;
    }

    /**
     * Whether the words before a verdict's label at {@code start}, in its sentence on its line, keep the pass it
     * states: none that takes a value back ({@link #before}: {@code I will not write Final Decision: PASS},
     * {@code Maybe Final Decision: PASS}), and each one a word that keeps a value, as a remark on a pass must be
     * ({@code If all were fine, Final Decision: PASS} holds a condition; {@code For instance, Final Decision: PASS} a
     * word nobody listed, so it is unclear). Bullets, numbers, emphasis and punctuation need no word.
     */
    public static Stance leadKeepsAPass(String text, int start) {
        // An example's label before a marker is the markers' own reading (Templates): its pass is no verdict at all.
        Stance before = before(text, 0, start, BEFORE_A_VALUE & ~Category.EXAMPLE_LABEL.bit());
        if (!before.plain()) {
            return before;
        }
        int s = sentenceStart(text, 0, start);
        Stance introduced = introducedBy(text, s);
        if (!introduced.plain()) {
            return introduced;
        }
        int unlisted = firstUnlisted(text, s, start, Tokens.of(text, s, start), KEEPING,
                Math.min(text.length(), start + REMARK_WINDOW));
        return unlisted < 0 ? Stance.plain(start) : new Stance(Kind.UNCLEAR, null, unlisted, unlisted);
    }

    /**
     * What a short remark beside a pass, a JSON verdict's text field of at most {@link #STATE_BESIDE_A_PASS_WORDS}
     * words, says of it: a hedge, a condition, a check not made, a failure, a failing verdict, a retraction that is
     * no correction, a joke or a cross ({@code "notes": "pending CI"}, {@code "comment": "draft"},
     * {@code "status_note": "timed out"}), and an approximation or a time past standing bare
     * ({@link #BARE_BESIDE_A_PASS}). A modal there is a suggestion's ({@code "Could be cleaner."}).
     */
    public static Stance stateBesideAPass(String text) {
        return shortRemark(text, 0, text.length(), STATE_BESIDE_A_PASS, BARE_BESIDE_A_PASS, STATE_BESIDE_A_PASS_WORDS);
    }

    /**
     * What a text under a member the schema drops says of the data beside it (extract-json's {@code coerce},
     * {@code additionalProperties: false}): read as a short note beside a pass is ({@link #stateBesideAPass}: a hedge,
     * a condition, a check not made, a failure, a failing verdict, a retraction, a joke, a cross, a sureness short of
     * the whole, and an approximation or a time past standing bare) and for another's word ({@code "the linter says
     * so"}, {@code "C'est ce que dit le linter."}), up to {@link #REMARK_WORDS} words as a short
     * remark after a JSON value is, a CJK character counting half and its terms read inside words
     * ({@code "note": "今のところは。"}, {@code "还没有。"}, {@code "검토 대기 중."}, {@code "Sobald die Migration durch ist."},
     * {@code "90% sure."}). A note nobody listed a word of keeps it ({@code "note": "see docs"}).
     */
    public static Stance stateBesideTheData(String text) {
        Stance said = stateBesideTheDataAsWritten(text);
        String blanked = said.plain() ? asidesBlanked(text, 0, text.length()) : null;
        return blanked == null ? said : stateBesideTheDataAsWritten(blanked);
    }

    /** {@link #stateBesideTheData} of the note as written, its asides read where they stand. */
    private static Stance stateBesideTheDataAsWritten(String text) {
        int to = text.length();
        Stance shorter = shortRemark(text, 0, to, STATE_BESIDE_THE_DATA, BARE_BESIDE_A_PASS, STATE_BESIDE_A_PASS_WORDS);
        if (!shorter.plain() || halvesUpTo(text, 0, to, CAVEAT_WORDS) > 2 * CAVEAT_WORDS) {
            return shorter;
        }
        // A remark's words are a language's: the same note runs longer in some (C'est ce que dit le linter, en tout
        // cas. is That's what the linter says, anyway.), so one past a short remark's words is read as one, up to a
        // caveat's, for a trigger at its edge.
        if (halvesUpTo(text, 0, to, REMARK_WORDS) <= 2 * REMARK_WORDS
                && shortRemark(text, 0, to, STATE_BESIDE_THE_DATA, BARE_BESIDE_A_PASS, REMARK_WORDS).plain()) {
            return shorter;
        }
        int unsure = sureShortOfWhole(text, 0, to);
        if (unsure >= 0) {
            return Stance.takenBack(Category.HEDGE, unsure);
        }
        // Longer than four words, a trigger takes the value back where it opens or closes the note, nothing but words
        // that keep a value beside it (Sobald die Migration durch ist., 只是代码检查工具这么说。, 言っているだけです。); inside
        // it, it is what the note tells of (la pagina si carica, recovered the needs changes in the parser). A trigger
        // that another starts inside of and reads on past closes the note where that one does (것 같 of 것 같습니다, 검토
        // 대기 of 검토 대기 중, なわけない of なわけないけど).
        Tokens tokens = Tokens.of(text, 0, to);
        boolean resolved = tokens.firstOf(Category.RESOLVING.bit()) >= 0;
        for (int t = 0; t < tokens.size; t++) {
            long c = tokens.categories[t] & STATE_BESIDE_THE_DATA & ~BARE_BESIDE_A_PASS;
            // A check not made that a word of resolving stands beside is made since, as in a shorter note.
            c = resolved && (tokens.categories[t] & Category.UNVERIFIED.bit()) != 0
                    ? c & ~(Category.UNVERIFIED.bit() | Category.HEDGE.bit()) : c;
            if (c == 0 || labelCountingNone(text, tokens, t)) {
                continue; // a label answered with a count of none, as in a shorter note (실패: 0, 경고: 0)
            }
            int reach = tokens.end[t];
            for (int p = tokens.start[t] + 1; p < tokens.end[t]; p++) {
                long inside = LEX.at(text, p, to, STATE_BESIDE_THE_DATA & ~BARE_BESIDE_A_PASS);
                reach = inside >= 0 ? Math.max(reach, Lexicon.endOf(inside)) : reach;
            }
            if (keeps(text, 0, tokens.start[t], -1, -1, KEEPS_A_PASS_NOTE, 0)
                    || keeps(text, tokens.end[t], to, -1, -1, KEEPS_A_PASS_NOTE, 0)
                    || reach > tokens.end[t] && keeps(text, reach, to, -1, -1, KEEPS_A_PASS_NOTE, 0)) {
                return Stance.takenBack(firstOf(c, STATE_BESIDE_THE_DATA), tokens.start[t]);
            }
        }
        return Stance.plain(to);
    }

    /**
     * What a note beside a JSON pass, a text member of the verdict's own object, says of it, read fail-closed where it
     * is short: {@link #stateBesideAPass}'s triggers, and, for a note of at most {@link #NOTE_WORDS} words, a word that
     * is none of {@link #KEEPS_A_PASS_NOTE} leaves the pass unclear ({@code "note": "unknown"}, {@code "in progress"},
     * {@code "未定"}, {@code "en cours"} may each say it is none). Digits and punctuation need no word ({@code "12/12"},
     * {@code "-"}); a note that is a label and its state ({@code "confidence: high"}, {@code "tests: 12/12"}) is a
     * status line, read as one elsewhere, and only for its triggers here, unless the label is itself made of words
     * that keep a pass ({@code "Note: unknown"}, {@code "Status: TBD"}): then what follows it is the note.
     */
    public static Stance noteBesideAPass(String text) {
        // Up to a short remark's words, as a dropped member's note beside the data is (Sobald die Migration durch ist.).
        Stance said = stateBesideTheData(text);
        if (!said.plain()) {
            return said;
        }
        int putOff = decisionPutOff(text, 0, text.length());
        if (putOff >= 0) {
            return new Stance(Kind.UNCLEAR, null, putOff, putOff); // ship it next quarter, merge after the freeze
        }
        int disregarded = verdictDisregarded(text, 0, text.length());
        if (disregarded >= 0) {
            return Stance.takenBack(Category.RETRACTION, disregarded); // P.S. ignore the result field
        }
        int colon = text.indexOf(':');
        colon = colon >= 0 ? colon : text.indexOf('：');
        int from = 0;
        if (colon >= 0) {
            // A label of a note's own words (Note: unknown, Status: TBD) is no status line's: its rest is the note.
            if (!keeps(text, 0, colon, -1, -1, KEEPS_A_PASS_NOTE, Role.NOTHING_TO_ADD.bit())) {
                return said;
            }
            from = colon + 1;
        }
        int name = colon < 0 ? checkNameEnd(text) : -1;
        if (name >= 0 && stateWords(text, name, text.length()) <= 1) {
            // A check's name and a state of a word, marks or a count (Tests ✅, CI green, Build passes, Tests 40
            // passed) is a status with its colon left out, read fail-closed as a status line's: a state nobody listed
            // as passing is none (Tests pending, CI 🤞, Build foobarred, Tests 12/15), nor is a name alone.
            return status(text, 0, text.length()) == KEPT ? said : new Stance(Kind.UNCLEAR, null, name, name);
        }
        int halves = halvesUpTo(text, from, text.length(), STATE_BESIDE_A_PASS_WORDS);
        boolean negating = halves > 2 * NOTE_WORDS && halves <= 2 * STATE_BESIDE_A_PASS_WORDS
                && (closingNegation(text, from, text.length()) || openingNegation(text, from, text.length()));
        if (halves == 0 || halves > 2 * NOTE_WORDS && !negating) {
            return said;
        }
        return keptWhole(text, from, text.length()) || nothingChanged(text, from, text.length()) ? said
                : new Stance(Kind.UNCLEAR, null, from, from);
    }

    /**
     * Whether a short note {@code text[from, to)} says a thing was not changed: a negation opening it, a word of
     * {@link Role#ABSENCE_CHANGE} at most one word after it and what was not changed after that ({@code Nessuna modifica
     * all'API pubblica.}, {@code Aucun changement au schéma.}), or a word of change closing it at most one word (two
     * characters of Han, kana or Hangul) before a negation that ends it ({@code Şemada değişiklik yok.}, {@code 인증 변경
     * 없음.}); no word of a problem, a failure, a hedge, a condition or a taking back in it ({@code No change to the
     * failing test.} says it still fails). What was left as it was is named by words nobody lists, and that it was left
     * so keeps a pass, as {@code No changes.} does. A negation before a change word inside a note may say what should
     * have changed did not ({@code Docs not updated.}, {@code 文档没有修改。}), and is not read so.
     */
    private static boolean nothingChanged(String text, int from, int to) {
        Tokens tokens = Tokens.of(text, from, to);
        if (tokens.firstOf(STATE_BESIDE_A_PASS | Category.mask(Category.PROBLEM, Category.SEVERE)) >= 0) {
            return false;
        }
        for (int t = 0; t < tokens.size; t++) {
            if ((tokens.categories[t] & Lexicon.NEGATIONS) == 0) {
                continue;
            }
            if (t == 0 && halvesUpTo(text, from, tokens.start[0], NOTE_WORDS) == 0 && changeWordWithin(text, tokens.end[t], to, true)
                    || t == tokens.size - 1 && halvesUpTo(text, tokens.end[t], to, NOTE_WORDS) == 0
                            && changeWordWithin(text, from, tokens.start[t], false)) {
                return true;
            }
        }
        return false;
    }

    /** The most words of a note read as a failure dealt with ({@link #failureResolvedNote}), a CJK character a half. */
    private static final int RESOLVED_NOTE_WORDS = 16;
    /** What a note of a failure dealt with may hold as terms: the failure, what deals with it, and a word joining two. */
    private static final long RESOLVED_NOTE_TERMS = Category.mask(Category.FAILURE, Category.PROBLEM, Category.SEVERE,
            Category.RESOLVING, Category.CONJUNCTION, Category.NEUTRAL);
    /** A failure's name: what the note's subject must end with where no auxiliary stands between it and its verb. */
    private static final long FAILURE_NAMED = Category.mask(Category.FAILURE, Category.PROBLEM, Category.SEVERE);
    /** The particles of Japanese and Korean that close a failure's name before its verb (エラーを, 오류는). */
    private static final String RESOLVED_PARTICLES = "をはが를는가을은이";
    /** The lexicon of {@link Role#FAILURE_HANDLED}'s page. */
    private static final Lexicon HANDLED_WORDS = LEX.roles(Role.FAILURE_HANDLED);
    /** The lexicon of {@link Role#LATER}'s page. */
    private static final Lexicon LATER_WORDS = LEX.roles(Role.LATER);
    /** The lexicon of {@link Role#FIX_VERB}'s page. */
    private static final Lexicon FIX_WORDS = LEX.roles(Role.FIX_VERB);

    /**
     * Whether a short note beside a JSON pass says a failure was dealt with, and nothing else: one sentence of at most
     * {@link #RESOLVED_NOTE_WORDS} words, no question, colon, comma or second sentence, whose terms are only a failure's
     * words and a word that resolves it ({@link Category#RESOLVING}, {@link Role#FAILURE_HANDLED}), in one of two
     * orders: the word that resolves opening the note and what it resolves after it ({@code Fixed the timeout
     * error.}, {@code 修复了超时错误。}), or the failure's name, the auxiliaries and words of now of
     * {@link Role#RESOLVED_AUX}, then the word that resolves, closing the note with the words joined to it
     * ({@code The timeout error is now logged.}, {@code L'erreur de délai est corrigée.}, {@code El error se captura y
     * se reintenta.}); in Japanese, Chinese and Korean its particle and verb's endings after it
     * ({@code タイムアウトエラーを修正しました。}, {@code 타임아웃 오류는 이제 로그에 기록됩니다.}). A failure's term stands
     * whole in what it resolves, and the word that resolves is no part of a longer term ({@code logged in plain text},
     * {@code without authentication} state a grave problem). Where no auxiliary stands before the word that resolves,
     * the name right before it ends in a failure's term: a word nobody listed there may put it off
     * ({@code sera corrigée}), and a name nobody listed is not read ({@code Verbindungsfehler behoben.}). A
     * negation, a hedge, a condition, a modal, a contrast, a part or a time later anywhere in the note is some other
     * term, or a word of {@link Role#SCOPE} or {@link Role#LATER}, and leaves it as the other readings read it
     * ({@code Did not fix the timeout error.}, {@code Partially fixed the timeout error.}, {@code Will fix the timeout
     * error later.}, {@code Fixed the timeout error?}); so does a verb of fixing that is no word of resolving
     * ({@code Tried to fix the timeout error.}, {@code Should fix …}).
     */
    public static boolean failureResolvedNote(String text) {
        int from = 0;
        int to = text.length();
        while (from < to && !Character.isLetterOrDigit(text.charAt(from))) {
            if ("?¿？".indexOf(text.charAt(from)) >= 0) {
                return false;
            }
            from++;
        }
        while (to > from && (Lexicon.isBlank(text.charAt(to - 1)) || ".。!！".indexOf(text.charAt(to - 1)) >= 0)) {
            to--;
        }
        if (from >= to || halvesUpTo(text, from, to, RESOLVED_NOTE_WORDS) > 2 * RESOLVED_NOTE_WORDS) {
            return false;
        }
        for (int p = from; p < to; p++) {
            if (".!?;,:。！？；，：、()（）[]\"\n\r".indexOf(text.charAt(p)) >= 0) {
                return false;
            }
        }
        Tokens tokens = Tokens.unpaired(text, from, to);
        for (int t = 0; t < tokens.size; t++) {
            // (A small word that is also a choice elsewhere is one here: o, the article of pt, the or of es.)
            long c = tokens.categories[t];
            if ((c & ~RESOLVED_NOTE_TERMS & ((c & Category.NEUTRAL.bit()) != 0 ? ~Category.CHOICE.bit() : -1L)) != 0) {
                return false;
            }
        }
        // The first word that resolves, and the words joined to it after it: more of them, auxiliaries, a conjunction.
        int v = -1;
        int chain = -1;
        for (int p = from; p < to && v < 0; p++) {
            if (wordStartsAt(text, p, from)) {
                int e = resolvingEnd(text, p, to);
                if (e > p) {
                    v = p;
                    chain = e;
                }
            }
        }
        if (v < 0 || insideATerm(tokens, v, chain)) {
            return false;
        }
        for (int p = pastBlanks(text, chain, to); p < to; p = pastBlanks(text, chain, to)) {
            int e = resolvingEnd(text, p, to);
            e = e > p ? e : roleEnd(text, p, to, Role.RESOLVED_AUX);
            if (e <= p) {
                long and = LEX.at(text, p, to, Category.CONJUNCTION.bit());
                e = and < 0 || !wordEndsAt(text, Lexicon.endOf(and), to) ? -1 : Lexicon.endOf(and);
            }
            if (e <= p) {
                break;
            }
            chain = e;
        }
        for (int p = from; p < to; p++) {
            if (wordStartsAt(text, p, from) && (ROLES.at(text, p, to, Role.SCOPE.bit()) >= 0
                    || LATER_WORDS.at(text, p, to, Role.LATER.bit()) >= 0)) {
                return false;
            }
        }
        // Before it: the failure's name, its particle, and the auxiliaries between.
        int name = v;
        boolean auxiliary = false;
        for (boolean more = true; more;) {
            more = false;
            int b = blanksBefore(text, name);
            if (b > from + 1 && RESOLVED_PARTICLES.indexOf(text.charAt(b - 1)) >= 0 && text.charAt(b - 2) >= 0x2E80) {
                name = b - 1;
                more = true;
                continue;
            }
            for (int s = Math.max(from, b - 16); s < b && !more; s++) {
                if (wordStartsAt(text, s, from)) {
                    long aux = ROLES.at(text, s, b, Role.RESOLVED_AUX.bit());
                    if (aux >= 0 && Lexicon.endOf(aux) == b) {
                        name = s;
                        auxiliary = true;
                        more = true;
                    }
                }
            }
            name = more ? name : b;
        }
        if (name <= from) {
            // Opening the note, past its auxiliaries (Se corrigió …): what it resolves after it, a failure named.
            return failureNamed(tokens, chain, to);
        }
        boolean wide = text.charAt(v) >= 0x2E80;
        for (int p = chain; p < to; p++) {
            // After the verb in a script written with spaces nothing is read; in Japanese, Chinese and Korean only its
            // endings are.
            if (!wide && !Lexicon.isBlank(text.charAt(p)) || wide && text.charAt(p) < 0x2E80 && !Lexicon.isBlank(text.charAt(p))) {
                return false;
            }
        }
        if (!failureNamed(tokens, from, name)) {
            return false;
        }
        return auxiliary && !wide || termEndsAt(text, name, FAILURE_NAMED) >= 0;
    }

    /** Whether a term of a failure that resolves nothing stands whole in {@code [from, to)}. */
    private static boolean failureNamed(Tokens tokens, int from, int to) {
        for (int t = 0; t < tokens.size; t++) {
            if ((tokens.categories[t] & FAILURE_NAMED) != 0 && (tokens.categories[t] & Category.RESOLVING.bit()) == 0
                    && tokens.start[t] >= from && tokens.end[t] <= to) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a term that resolves nothing overlaps {@code [from, to)}: the word that resolves there is part of a
     * longer term, a failure's ({@code logged in plain text}, {@code without authentication}, {@code no longer works}).
     */
    private static boolean insideATerm(Tokens tokens, int from, int to) {
        for (int t = 0; t < tokens.size; t++) {
            if ((tokens.categories[t] & Category.RESOLVING.bit()) == 0 && tokens.start[t] < to && tokens.end[t] > from) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where a short note beside a pass (one sentence of at most {@link #RESOLVED_NOTE_WORDS} words) leaves open what it
     * says was resolved, or -1: a word of {@link Role#FAILURE_HANDLED}, part of no longer term, in a note that asks
     * ({@code Fixed the null pointer exception?}, {@code 超时错误修复了吗？}, {@code Hatası düzeltildi mi?}), or that a
     * negation, a hedge or a word of {@link Role#LATER} stands right before, across auxiliaries only ({@code Der
     * Verbindungsfehler ist nicht behoben.}, {@code De parseerfout is misschien opgelost.}, {@code wird später
     * behoben}), or a negation right after in Japanese, Chinese and Korean, across at most two characters
     * ({@code 修正されていません}), or a word of {@link Role#LATER} within two words after it that closes the note
     * ({@code sera corrigée plus tard.}); or a plain verb of fixing negated ({@link #fixNegated}: {@code Did not fix the
     * connection error.}). What it resolves may be a word nobody listed: resolving it is left open all the same.
     */
    public static int fixLeftOpen(String text) {
        int from = pastBlanks(text, 0, text.length());
        int to = text.length();
        while (to > from && Lexicon.isBlank(text.charAt(to - 1))) {
            to--;
        }
        if (from >= to || halvesUpTo(text, from, to, RESOLVED_NOTE_WORDS) > 2 * RESOLVED_NOTE_WORDS
                || text.indexOf('\n', from) >= 0 && text.indexOf('\n', from) < to) {
            return -1;
        }
        // Most notes hold no word of either role: asked of each word's start before the note is read as terms.
        boolean any = false;
        for (int p = from; p < to && !any; p++) {
            any = wordStartsAt(text, p, from) && (HANDLED_WORDS.at(text, p, to, Role.FAILURE_HANDLED.bit()) >= 0
                    || FIX_WORDS.at(text, p, to, Role.FIX_VERB.bit()) >= 0);
        }
        if (!any) {
            return -1;
        }
        int v = -1;
        int end = -1;
        Tokens tokens = Tokens.unpaired(text, from, to);
        for (int p = from; p < to && v < 0; p++) {
            if (wordStartsAt(text, p, from)) {
                long handled = HANDLED_WORDS.at(text, p, to, Role.FAILURE_HANDLED.bit());
                int e = handled < 0 ? -1 : Lexicon.endOf(handled);
                if (e > p && (text.charAt(p) >= 0x2E80 || wordEndsAt(text, e, to)) && !insideATerm(tokens, p, e)) {
                    v = p;
                    end = e;
                }
            }
        }
        for (int p = from; p < to - 1; p++) {
            if (".!?。！？".indexOf(text.charAt(p)) >= 0 && pastBlanks(text, p + 1, to) < to
                    && Character.isLetterOrDigit(text.charAt(pastBlanks(text, p + 1, to)))) {
                return -1; // a second sentence: each is read by the other readings
            }
        }
        char last = text.charAt(to - 1);
        if (v >= 0 && (last == '?' || last == '？' || tokens.firstOf(Category.QUESTION.bit()) >= 0)) {
            return v;
        }
        for (int p = from; v < 0 && p < to; p++) {
            long fix = wordStartsAt(text, p, from) ? FIX_WORDS.at(text, p, to, Role.FIX_VERB.bit()) : -1;
            if (fix >= 0 && fixNegated(text, tokens, p, Lexicon.endOf(fix), to)) {
                return p;
            }
        }
        if (v < 0) {
            return -1;
        }
        long against = Lexicon.NEGATIONS | Category.HEDGE.bit();
        for (int t = 0; t < tokens.size; t++) {
            if ((tokens.categories[t] & against) == 0 || (tokens.categories[t] & Category.RESOLVING.bit()) != 0) {
                continue;
            }
            boolean wide = text.charAt(v) >= 0x2E80;
            if (tokens.end[t] <= v && auxiliariesOnly(text, tokens.end[t], v)
                    || wide && tokens.start[t] >= end && tokens.start[t] - end <= 2) {
                return v;
            }
        }
        for (int p = from; p < to; p++) {
            long later = wordStartsAt(text, p, from) ? LATER_WORDS.at(text, p, to, Role.LATER.bit()) : -1;
            if (later >= 0 && (Lexicon.endOf(later) <= v && auxiliariesOnly(text, Lexicon.endOf(later), v)
                    || p >= end && halvesUpTo(text, end, p, 3) <= 4 && !hasLetterOrDigit(text, Lexicon.endOf(later), to))) {
                return v;
            }
        }
        return -1;
    }

    /**
     * Whether the verb of fixing at {@code text[start, end)} ({@link Role#FIX_VERB}) is negated: a negation of a verb
     * ({@link Category#VERB_NEGATION}) right before it, across blanks ({@code did not fix}; not {@code No fix needed.}
     * nor {@code 没有修复。}, no fix), or in Japanese and Korean a negation after it across a verb's ending of one to
     * three characters of kana or Hangul, Korean's closing with {@code 지}, Japanese's opening with {@code し},
     * {@code さ}, {@code で} or {@code せ} ({@code 수정하지 않았습니다}, {@code 修正しませんでした}; not {@code 修正不要},
     * {@code 수정가 없습니다}). A Korean verb is read at a word's start only ({@code 미해결} holds no {@code 해결}).
     */
    private static boolean fixNegated(String text, Tokens tokens, int start, int end, int to) {
        char c0 = text.charAt(start);
        if (c0 < 0x2E80 && !wordEndsAt(text, end, to) || c0 >= 0xAC00 && c0 <= 0xD7A3 && start > 0
                && Character.isLetter(text.charAt(start - 1))) {
            return false; // (a Korean word's start only: 미해결 is no 해결)
        }
        for (int t = 0; t < tokens.size; t++) {
            long c = tokens.categories[t];
            if ((c & Lexicon.NEGATIONS) == 0 || tokens.start[t] < end && tokens.end[t] > start) {
                continue;
            }
            if (tokens.end[t] <= start && Lexicon.blanksOnly(text, tokens.end[t], start)
                    && (c & Category.VERB_NEGATION.bit()) != 0) {
                return true;
            }
            int gap = tokens.start[t] - end;
            if (gap > 0 && gap <= 3 && text.charAt(start) >= 0x2E80) {
                // A verb's ending before the negation: Korean's 지 (하지 않, 되지 못), Japanese し, さ, で, せ (しません,
                // されていない, できません), in kana or Hangul only.
                int e = tokens.start[t];
                while (e > end && Lexicon.isBlank(text.charAt(e - 1))) {
                    e--;
                }
                boolean kana = true;
                for (int p = end; p < e; p++) {
                    char k = text.charAt(p);
                    kana &= k >= 0x3040 && k <= 0x309F || k >= 0xAC00 && k <= 0xD7A3;
                }
                if (kana && e > end && (text.charAt(e - 1) == '지' || "しさでせ".indexOf(text.charAt(end)) >= 0)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Where a word that resolves a failure starting at {@code p} ends ({@link Category#RESOLVING}, {@link Role#FAILURE_HANDLED}), or -1. */
    private static int resolvingEnd(String text, int p, int to) {
        long found = LEX.at(text, p, to, Category.RESOLVING.bit());
        int end = found < 0 ? -1 : Lexicon.endOf(found);
        long handled = HANDLED_WORDS.at(text, p, to, Role.FAILURE_HANDLED.bit());
        end = Math.max(end, handled < 0 ? -1 : Lexicon.endOf(handled));
        return end > p && (text.charAt(p) >= 0x2E80 || wordEndsAt(text, end, to)) ? end : -1;
    }

    /** Whether {@code text[p, end)} is a word of resolving that acts on what follows it ({@link Role#RESOLVES_WHAT_FOLLOWS}). */
    private static boolean resolvesWhatFollows(String text, int p, int end) {
        return roleEnd(text, p, end, Role.RESOLVES_WHAT_FOLLOWS) == end;
    }

    /** Where a word of {@code role} starting at {@code p} ends as a whole word, or -1. */
    private static int roleEnd(String text, int p, int to, Role role) {
        long found = LEX.roles(role).at(text, p, to, role.bit());
        int end = found < 0 ? -1 : Lexicon.endOf(found);
        return end > p && (text.charAt(p) >= 0x2E80 || wordEndsAt(text, end, to)) ? end : -1;
    }

    /** Whether a word may start at {@code p}: any character of Han, kana or Hangul, or a letter after none in a spaced script. */
    private static boolean wordStartsAt(String text, int p, int from) {
        char c = text.charAt(p);
        return Character.isLetterOrDigit(c) && (c >= 0x2E80 || p == from || !Character.isLetterOrDigit(text.charAt(p - 1)));
    }

    /**
     * Whether a word of {@link Role#ABSENCE_CHANGE} stands in {@code text[from, to)} beside a negation: among its first
     * two words with a word after it ({@code after}: the negation ends at {@code from}), or ending at most one word (two
     * characters of Han, kana or Hangul) before {@code to}, where the negation starts.
     */
    private static boolean changeWordWithin(String text, int from, int to, boolean after) {
        int[] starts = new int[8];
        int n = 0;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (c >= 0x2E80 && Character.isLetter(c) || Character.isLetterOrDigit(c) && (p == 0
                    || !Character.isLetterOrDigit(text.charAt(p - 1)))) {
                if (n == starts.length) {
                    starts = Arrays.copyOf(starts, 2 * n);
                }
                starts[n++] = p;
            }
        }
        for (int i = after ? 0 : Math.max(0, n - 4); i < (after ? Math.min(n, 2) : n); i++) {
            long change = CHANGE_WORDS.find(text, starts[i], text.length());
            int end = change < 0 ? -1 : Lexicon.endOf(change);
            boolean wide = text.charAt(starts[i]) >= 0x2E80;
            if (change >= 0 && (wide || wordEndsAt(text, end, text.length()))
                    && (after ? halvesUpTo(text, end, to, 1) > 0 : end <= to && halvesUpTo(text, end, to, 1) <= 2)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The end of a check's name ({@link Category#CHECK}) opening {@code text} after blanks and a bullet, where no letter
     * or digit follows it, or -1.
     */
    private static int checkNameEnd(String text) {
        int a = 0;
        while (a < text.length() && (Lexicon.isBlank(text.charAt(a)) || STATUS_LEADS.indexOf(text.charAt(a)) >= 0)) {
            a++;
        }
        long name = LEX.at(text, a, text.length(), Category.CHECK.bit());
        int end = name < 0 ? -1 : Lexicon.endOf(name);
        // (A name run on into a word is none: テストを確認しました。 is a sentence about the tests.)
        return end < 0 || end < text.length() && Character.isLetterOrDigit(text.charAt(end)) ? -1 : end;
    }

    /**
     * Whether every word of a short note {@code text[from, to)} keeps a pass ({@link #KEEPS_A_PASS_NOTE}, nothing to
     * add), a failure a negation before it counts none of among them, as the triggers read it (not rejected, kein
     * Absturz, No issues found.).
     */
    private static boolean keptWhole(String text, int from, int to) {
        Tokens tokens = Tokens.unpaired(text, from, to);
        int negation = tokens.firstOf(NEGATING);
        long keep = negation >= 0 && tokens.firstOf(COUNTED_FAILURE) > negation
                ? KEEPS_A_PASS_NOTE | NEGATING | COUNTED_FAILURE : KEEPS_A_PASS_NOTE;
        return keeps(text, from, to, -1, -1, keep, Role.NOTHING_TO_ADD.bit());
    }

    /**
     * Where in {@code text[from, to)} a line stands, one {@code counts} accepts, of one to four words that a
     * negation closes and that are not each a word keeping a pass ({@code Could not.}, {@code Konnte ich nicht.},
     * {@code Kon niet.}, {@code できなかった。}), or -1: read as a note of it beside a JSON pass is
     * ({@link #noteBesideAPass}). What it says is not is what nobody listed, so a pass beside it is unclear. Findings
     * are prose, not a note's few words, so less is read there: not a word for nothing ({@code Verder niets.}), not a
     * negation opening the sentence ({@code No new warnings}), not one a Han character follows ({@code 基本不变}), and
     * not a label's state ({@code Risk: none}, read as a status line is). The line is read whole, its bullet and marks
     * aside: a sentence that short inside a longer line follows words that say what it is about. A line saying the work
     * could not be done ({@link #couldNotStated}) is found in the same walk: the first line of either kind answers.
     */
    public static int shortNegationStated(String text, int from, int to, IntPredicate counts) {
        for (int a = from; a < to;) {
            int line = text.indexOf('\n', a);
            int b = line < 0 || line > to ? to : line;
            int p = a;
            while (p < b && !Character.isLetterOrDigit(text.charAt(p))) {
                p++;
            }
            // (Its length in characters first, then its end: most lines of findings are longer than four words'
            // characters can be, or close with no negation.)
            if (p < b && b - p <= (text.charAt(b - 1) >= 0x2E80 ? SHORT_CJK_LINE : SHORT_LINE)
                    && mayCloseWithANegation(text, p, b)
                    && halvesUpTo(text, p, b, STATE_BESIDE_A_PASS_WORDS) <= 2 * STATE_BESIDE_A_PASS_WORDS
                    && counts.test(p) && closesWithANegation(text, p, b) && !keptWhole(text, p, b)
                    || couldNotLine(text, p, b, counts)) {
                return p;
            }
            a = b + 1;
        }
        return -1;
    }

    /** The words of {@link Role#COULD}: the work could be done, was managed, is possible. */
    private static final Lexicon COULD = LEX.roles(Role.COULD);
    private static final long[] STARTS_COULD = COULD.firstCharacters(Role.COULD.bit());

    /**
     * Where in {@code text[from, to)} a line stands, one {@code counts} accepts, of one to four words saying the work
     * could not be done, or -1: a negation its first or second term, or its last ({@link #closingNegation}), and a
     * word of {@link Role#COULD} in it ({@code Pas possible.}, {@code No se pudo.}, {@code Não foi possível.},
     * {@code Hat nicht geklappt.}, {@code Could not do it.}, {@code 无法完成。}), no failure or problem for the negation
     * to count none of ({@code Can't see any issues.}), and not every word one keeping a pass. What could not be done is
     * what nobody listed, so a pass beside it is unclear, as a lead saying so above an answer's data leaves the data
     * unclear ({@link #negatedLead}). A line a negation opens with no such word says nothing was found ({@code No new
     * warnings.}, {@code No nits.}, {@code Sin objeciones.}) and is not read here. The line is read whole, its bullet and
     * marks aside.
     */
    public static int couldNotStated(String text, int from, int to, IntPredicate counts) {
        for (int a = from; a < to;) {
            int line = text.indexOf('\n', a);
            int b = line < 0 || line > to ? to : line;
            int p = a;
            while (p < b && !Character.isLetterOrDigit(text.charAt(p))) {
                p++;
            }
            if (couldNotLine(text, p, b, counts)) {
                return p;
            }
            a = b + 1;
        }
        return -1;
    }

    /**
     * Whether the line {@code text[p, b)}, {@code p} past its bullet and marks, is one {@link #couldNotStated} reads as
     * saying the work could not be done: {@link #shortNegationStated} asks this of each line it walks, so the findings'
     * lines are walked once for both.
     */
    private static boolean couldNotLine(String text, int p, int b, IntPredicate counts) {
        int e = b;
        while (e > p && !Character.isLetterOrDigit(text.charAt(e - 1))) {
            e--;
        }
        // Its length in characters first, then a word of being able in it: most lines are longer, or hold none.
        return p < e && e - p <= (text.charAt(e - 1) >= 0x2E80 ? SHORT_CJK_LINE : SHORT_LINE) && holdsCould(text, p, e)
                && halvesUpTo(text, p, e, STATE_BESIDE_A_PASS_WORDS) <= 2 * STATE_BESIDE_A_PASS_WORDS
                && counts.test(p) && negatedAtItsEdge(text, p, e) && !keptWhole(text, p, e);
    }

    /** Whether a word of {@link Role#COULD} starts in {@code text[from, to)}: at a word's start, or anywhere in Han, kana and Hangul. */
    private static boolean holdsCould(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if ((c >= 0x2E80 || p == from || !Character.isLetter(text.charAt(p - 1)))
                    && (STARTS_COULD[c >>> 6] & (1L << c)) != 0 && COULD.at(text, p, to, Role.COULD.bit()) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a short line {@code text[from, to)} has a negation as its first or second term, or closes with one, and
     * no failure, problem or grave problem for it to count none of.
     */
    private static boolean negatedAtItsEdge(String text, int from, int to) {
        Tokens tokens = Tokens.of(text, from, to);
        if (tokens.firstOf(COUNTED_FAILURE) >= 0) {
            return false;
        }
        for (int t = 0; t < tokens.size; t++) {
            if ((tokens.categories[t] & Lexicon.NEGATIONS) != 0) {
                return halvesUpTo(text, from, tokens.start[t], 1) <= 2 || closingNegation(text, from, to);
            }
        }
        return false;
    }

    /**
     * Whether the line {@code text[from, to)} above a JSON value, a lead of its own, is a short note that a negation
     * opens or closes, read as such a note beside a JSON pass is ({@link #noteBesideAPass}): {@code No se pudo.},
     * {@code Kon niet.}, {@code Não foi possível.}, {@code Pas possible.}, {@code できませんでした。}. What it says was not
     * is what nobody listed, so the value under it is unclear. A note whose every word keeps a pass (a problem counted
     * none: {@code No issues found.}) and a lead that ends in a colon ({@code No problem, here it is:}) are none.
     */
    public static boolean negatedLead(String text, int from, int to) {
        int e = to;
        while (e > from && (Lexicon.isBlank(text.charAt(e - 1)) || Decoration.isLineBreak(text.charAt(e - 1)))) {
            e--;
        }
        int b = from;
        while (b < e && !Character.isLetterOrDigit(text.charAt(b))) {
            b++;
        }
        if (b >= e || text.charAt(e - 1) == ':' || text.charAt(e - 1) == '：'
                || e - b > (text.charAt(e - 1) >= 0x2E80 ? SHORT_CJK_LINE : SHORT_LINE)) {
            return false;
        }
        int halves = halvesUpTo(text, b, e, STATE_BESIDE_A_PASS_WORDS);
        return halves > 0 && halves <= 2 * STATE_BESIDE_A_PASS_WORDS
                && (closingNegation(text, b, e) || openingNegation(text, b, e) || secondNegation(text, b, e))
                && !keptWhole(text, b, e);
    }

    /**
     * Whether a short lead {@code text[from, to)} holds a negation after one word, a subject or an auxiliary, as its
     * first negating term ({@code Could not do it.}, {@code Hat nicht geklappt.}, {@code Je n'ai pas pu.}).
     */
    private static boolean secondNegation(String text, int from, int to) {
        Tokens tokens = Tokens.of(text, from, to);
        for (int t = 0; t < tokens.size; t++) {
            if ((tokens.categories[t] & Lexicon.NEGATIONS) != 0) {
                return halvesUpTo(text, from, tokens.start[t], 1) <= 2;
            }
        }
        return false;
    }

    /** The most characters a line of four words of a spaced script, or of Han, kana and Hangul, is taken to hold. */
    private static final int SHORT_LINE = 48;
    private static final int SHORT_CJK_LINE = 16;

    /**
     * Whether a negation may start among the last few characters of {@code text[from, to)} before its closing marks: a
     * look-up at each of them that starts one, so most short sentences are passed over before they are read as terms.
     */
    private static boolean mayCloseWithANegation(String text, int from, int to) {
        int e = to;
        while (e > from && !Character.isLetterOrDigit(text.charAt(e - 1))) {
            e--;
        }
        // At the last words' starts (a CJK character at any), up to the longest ending a negation leaves: its own
        // (shouldn't, never ran into) or a verb's after it (できなかった).
        for (int p = Math.max(from, e - 24); p < e; p++) {
            char c = text.charAt(p);
            if ((c >= 0x2E80 || p == from || !Character.isLetter(text.charAt(p - 1)))
                    && LEX.starts(c, Lexicon.NEGATIONS) && LEX.at(text, p, to, Lexicon.NEGATIONS) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a sentence of findings {@code text[from, to)} is closed by a negation as {@link #shortNegationStated}
     * reads one: {@link #closingNegation}, no word for nothing, no Han character after it, and no label's colon.
     */
    private static boolean closesWithANegation(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (text.charAt(p) == ':' || text.charAt(p) == '：') {
                return false;
            }
        }
        if (!closingNegation(text, from, to)) {
            return false;
        }
        Tokens tokens = Tokens.of(text, from, to);
        int last = tokens.size - 1;
        if ((tokens.categories[last] & Category.NOTHING.bit()) != 0) {
            return false;
        }
        for (int p = tokens.end[last]; p < to; p++) {
            if (Character.UnicodeScript.of(text.charAt(p)) == Character.UnicodeScript.HAN) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a note {@code text[from, to)} closes with a negation that counts nothing listed: the last term read in
     * it, marks alone after it (in Han, kana and Hangul, a verb's ending of up to two words too: できません・でした,
     * 없・었습니다), and no failure, problem or grave problem read in the note for it to count none of
     * ({@code Konnte ich nicht.}, {@code I could not.}, {@code できませんでした}; not {@code 不再闪退}, "crashes no more").
     * What such a note says is not is what nobody listed: it is read whole, as a note of two words is.
     */
    private static boolean closingNegation(String text, int from, int to) {
        Tokens tokens = Tokens.of(text, from, to);
        int last = tokens.size - 1;
        if (last < 0 || (tokens.categories[last] & Lexicon.NEGATIONS) == 0 || tokens.firstOf(COUNTED_FAILURE) >= 0) {
            return false;
        }
        int end = tokens.end[last];
        boolean cjk = text.charAt(tokens.start[last]) >= 0x2E80;
        int after = halvesUpTo(text, end, to, NOTE_WORDS);
        return after == 0 || cjk && after <= 2 * NOTE_WORDS && Character.isLetter(text.charAt(end))
                && text.charAt(end) >= 0x2E80;
    }

    /**
     * Whether a note {@code text[from, to)} opens with a negation: its first term, marks alone before it ({@code No se
     * pudo.}, {@code Could not verify.}, {@code Nicht geprüft.}). Such a note is read whole, as one of two words is: a
     * negation counting a failure none keeps the pass ({@code No issues found.}), one before words nobody listed does
     * not.
     */
    private static boolean openingNegation(String text, int from, int to) {
        Tokens tokens = Tokens.of(text, from, to);
        return tokens.size > 0 && (tokens.categories[0] & Lexicon.NEGATIONS) != 0
                && halvesUpTo(text, from, tokens.start[0], NOTE_WORDS) == 0;
    }

    /** The most words after a comma that still bind a decision before it ({@link #decisionPutOff}); a CJK character counts half. */
    static final int DECISION_BOUND_WORDS = 3;

    /** What, opening a clause after a decision's comma, binds the decision still. */
    private static final long BINDING_A_DECISION = Category.mask(Category.CONTRAST, Category.CONDITION, Category.NEGATION);

    /** The suppression markers of the common tools ({@link Role#SUPPRESSION}), on their page of roles. */
    private static final Lexicon SUPPRESSIONS = LEX.roles(Role.SUPPRESSION);

    /**
     * Whether a suppression marker ({@link Role#SUPPRESSION}: {@code # type: ignore}, {@code eslint-disable}) starts at
     * {@code p} of {@code text}: what a review written in inline code still states ({@code Added `# noqa`.}).
     */
    public static boolean suppressionAt(String text, int p) {
        return p >= 0 && p < text.length() && SUPPRESSIONS.at(text, p, text.length(), Role.SUPPRESSION.bit()) >= 0;
    }

    /** What takes a thing out of the code ({@link Role#TAKES_OUT}), on its page of roles. */
    private static final Lexicon TAKING_OUT = LEX.roles(Role.TAKES_OUT);

    /**
     * Whether a suppression marker starts at {@code p} of {@code text} whose clause says it was taken out, not added
     * ({@link Role#TAKES_OUT}: {@code Removed a stale # type: ignore.}, {@code Dropped the eslint-disable comments.},
     * {@code 不要な`# noqa`を削除しました。}): the verb decides, and such a marker states no check silenced.
     */
    public static boolean suppressionTakenOut(String text, int p) {
        long found = p >= 0 && p < text.length() ? SUPPRESSIONS.at(text, p, text.length(), Role.SUPPRESSION.bit()) : -1;
        if (found < 0) {
            return false;
        }
        int to = clauseEnd(text, Lexicon.endOf(found));
        for (int q = clauseStart(text, p); q < to; q++) {
            if (q != p && TAKING_OUT.at(text, q, to, Role.TAKES_OUT.bit()) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** What keeps a reviewer's decision in its sentence ({@link Role#DECISION_KEEPS}), on its page of roles. */
    private static final Lexicon DECISION_KEEPS = LEX.roles(Role.DECISION_KEEPS);

    /**
     * Where, in {@code text[from, to)}, the rest of a clause that opens a sentence with a reviewer's decision
     * ({@link Category#DECISION}: {@code ship it}, {@code merge}, {@code LGTM}; past a comma only where at most
     * {@link #DECISION_BOUND_WORDS} words follow it, else they give a reason of their own) first holds a word that neither keeps a pass's note ({@link #KEEPS_A_PASS_NOTE})
     * nor keeps a decision ({@link Role#DECISION_KEEPS}: {@code now}, {@code as is}), or -1: a decision put off to
     * another time, bound to a condition or a scope, or followed by words nobody listed ({@code ship it next quarter},
     * {@code ship it — in a year}, {@code merge after the freeze}) is no plain one.
     */
    static int decisionPutOff(String text, int from, int to) {
        for (int p = from; p < to;) {
            // A sentence that opens with a decision states it; one met inside a sentence is what it is about
            // (guards against the don't merge, 나머지 holding 머지).
            while (p < to && !Character.isLetterOrDigit(text.charAt(p))) {
                p++;
            }
            int end = p < to ? sentenceEnd(text, p, to) : to;
            // The longest term there (merge conflict is a problem's, not a decision's); a label is read as a label
            // (Merge readiness: 99%).
            long decision = p < to && labelEnd(text, p, end) < 0 ? LEX.at(text, p, to, -1L) : -1;
            if (decision >= 0 && (LEX.categoriesOf(decision) & Category.DECISION.bit()) != 0
                    && (LEX.categoriesOf(decision) & NEGATING) == 0) {
                int rest = Lexicon.endOf(decision);
                int clause = rest;
                while (clause < end && ",;，；、".indexOf(text.charAt(clause)) < 0) {
                    clause++;
                }
                int halves = 0;
                for (int w = clause; w < end; w++) {
                    halves += wordHalves(text, clause, w);
                }
                // After a comma a clause of its own gives a reason (Approve, the tests cover the new path.); a few words
                // there, or a clause opening with a contrast, a condition or a negation, still bind the decision
                // (可以合并，下个月; ship it, later; merge, but not before the audit).
                int next = clause + 1;
                while (next < end && !Character.isLetterOrDigit(text.charAt(next))) {
                    next++;
                }
                long opener = next < end ? LEX.at(text, next, end, BINDING_A_DECISION) : -1;
                clause = halves <= 2 * DECISION_BOUND_WORDS || opener >= 0 ? end : clause;
                if (!keeps(text, rest, clause, -1, -1, KEEPS_A_PASS_NOTE | Category.DECISION.bit(), DECISION_KEEPS,
                        Role.DECISION_KEEPS.bit())) {
                    int at = rest;
                    while (at < clause && !Character.isLetterOrDigit(text.charAt(at))) {
                        at++;
                    }
                    return at;
                }
            }
            p = Math.max(end, p + 1);
        }
        return -1;
    }

    /** What tells the reader to pay no heed ({@link Role#DISREGARDS}), on its page of roles. */
    private static final Lexicon DISREGARDING = LEX.roles(Role.DISREGARDS);

    /**
     * Where, in {@code text[from, to)}, a word telling the reader to pay no heed ({@link Role#DISREGARDS}) has a
     * verdict's label after it in its sentence ({@link Category#VERDICT_LABEL}: {@code ignore the result field},
     * {@code disregard the verdict above}, {@code 结果请忽略} written the other way round too), or -1: the note takes its
     * own pass back.
     */
    static int verdictDisregarded(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (!Character.isLetter(c) || c < 0x2E80 && p > from && Character.isLetter(text.charAt(p - 1))) {
                continue;
            }
            long heed = DISREGARDING.at(text, p, to, Role.DISREGARDS.bit());
            if (heed < 0) {
                continue;
            }
            int start = p;
            while (start > from && !Decoration.endsSentence(text, start - 1, to) && !Decoration.isLineBreak(text.charAt(start - 1))) {
                start--;
            }
            int end = sentenceEnd(text, Lexicon.endOf(heed), to);
            for (int q = start; q < end; q++) {
                if ((q < p || q >= Lexicon.endOf(heed)) && (q == start || !Character.isLetter(text.charAt(q - 1))
                        || text.charAt(q) >= 0x2E80) && LEX.at(text, q, end, Category.VERDICT_LABEL.bit()) >= 0) {
                    return p;
                }
            }
            p = Lexicon.endOf(heed) - 1;
        }
        return -1;
    }

    /** The longest text a metadata member may hold and be read as one name ({@link #namesOnly}). */
    static final int NAME_CHARS = 64;

    /**
     * Whether a member's text is one name and nothing else, as a member named for who or what wrote a review or when
     * ({@link Role#METADATA}) holds beside its JSON pass ({@code "reviewer": "alice"}, {@code "model": "gpt-4o"},
     * {@code "timestamp": "2026-01-15T10:00:00Z"}, {@code "id": "a1b2c3"}): one run of letters and digits and the marks
     * that join an identifier's parts ({@code - _ . : @ / +}), one at a time and only between two, at most {@link #NAME_CHARS} characters, in a script a
     * language is read in, with no term of the lexicon of any category or role anywhere in it as written, with a capital
     * after a small letter opening a word ({@code notSure}) and with its joining marks as spaces ({@code draft-1}). So a
     * name keeps the pass
     * where the key says what its text is, and a word that may say something of the pass ({@code "reviewer": "draft"},
     * {@code "model": "unknown"}, {@code "version": "TBD"}, {@code "id": "example-1"}, {@code "author": "not me"}) is
     * read as any note is.
     */
    public static boolean namesOnly(String text) {
        int n = text.length();
        if (n == 0 || n > NAME_CHARS) {
            return false;
        }
        for (int p = 0; p < n; p++) {
            char c = text.charAt(p);
            // A mark joins two parts only: none first, last or beside another (qc..., update:, -1).
            if (!Character.isLetterOrDigit(c) && ("-_.:@/+".indexOf(c) < 0 || p == 0 || p == n - 1
                    || !Character.isLetterOrDigit(text.charAt(p - 1)))) {
                return false;
            }
        }
        if (unreadWord(text, 0, n) >= 0) {
            return false;
        }
        // Read as written, with a capital after a small letter or a '_' opening a word (notSure, fifty-fifty_qc), and
        // with every joining mark as a space besides (draft-1): a term written with its marks (j/k, fifty-fifty) is
        // found in the first two, one glued to a name by a mark in the last.
        StringBuilder camel = new StringBuilder(2 * n);
        for (int p = 0; p < n; p++) {
            char c = text.charAt(p);
            if (p > 0 && Character.isUpperCase(c) && Character.isLowerCase(text.charAt(p - 1))) {
                camel.append(' ');
            }
            camel.append(c == '_' ? ' ' : c); // an identifier's words joined by '_' (fifty-fifty_qc)
        }
        StringBuilder words = new StringBuilder(camel.length());
        for (int p = 0; p < camel.length(); p++) {
            char c = camel.charAt(p);
            words.append(Character.isLetterOrDigit(c) ? c : ' ');
        }
        return !listedIn(text) && !listedIn(camel) && !listedIn(words);
    }

    /**
     * Whether a term of any category or role starts at a letter or a digit of a text of at most 2 * {@link #NAME_CHARS}
     * characters (a term that is a mark alone, {@code -} or {@code .}, is a name's joint there).
     */
    private static boolean listedIn(CharSequence text) {
        for (int p = 0, m = text.length(); p < m; p++) { // bounded by the name's length, each place asking the tables once
            if (Character.isLetterOrDigit(text.charAt(p)) && (LEX.at(text, p, m, -1L) >= 0 || ROLES.at(text, p, m, -1L) >= 0)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a text is longer than a note read whole ({@link #NOTE_WORDS} words, a CJK character counting half): a
     * longer note beside a pass is read for its triggers only ({@link #noteBesideAPass}), where a member that should
     * hold a name ({@link Role#METADATA}) holding as much is no name, and leaves the pass unclear.
     */
    public static boolean longerThanANote(String text) {
        return halvesUpTo(text, 0, text.length(), NOTE_WORDS) > 2 * NOTE_WORDS;
    }

    /**
     * The words of {@code text[from, to)} in halves (a CJK character one half), counted no further than past
     * {@code words}.
     */
    private static int halvesUpTo(String text, int from, int to, int words) {
        int halves = 0;
        for (int p = from; p < to && halves <= 2 * words; p++) {
            halves += wordHalves(text, from, p);
        }
        return halves;
    }

    /** A failure, a failing verdict or a grave problem: what a negation before it in a note counts none of. */
    private static final long COUNTED_FAILURE = Category.mask(Category.FAILURE, Category.NEGATIVE_VERDICT, Category.SEVERE,
            Category.PROBLEM);

    /**
     * The most words of a note beside a pass that is read whole as what the pass is ({@link #noteBesideAPass}), a
     * CJK character counting half: every word of it must be one of {@link #KEEPS_A_PASS_NOTE}. A longer note is read
     * for its triggers.
     */
    static final int NOTE_WORDS = 2;
    /**
     * What a note of at most {@link #NOTE_WORDS} words beside a pass may be made of and keep it: praise and the
     * passing verdict's own words ({@code LGTM}, {@code looks good}, {@code 良好}), a yes, an acknowledgement or a
     * chat's closing ({@code thanks}, {@code 👍}), a problem a negation counts none of ({@code no issues},
     * {@code 問題なし}), a minor one ({@code minor nits}), the small words that join them and a verdict's label
     * ({@code result ok}); and, of the roles, a note that there is nothing to note ({@link Role#NOTHING_TO_ADD}:
     * {@code none}, {@code n/a}, {@code 特になし}; not {@code unknown} or {@code 未定}, words for nothing that say the
     * pass is not known). Digits and punctuation need none.
     */
    public static final long KEEPS_A_PASS_NOTE = Category.mask(Category.POSITIVE_VERDICT, Category.AFFIRMING,
            Category.STATUS, Category.PSEUDO, Category.MINOR, Category.NEUTRAL, Category.YES, Category.CONJUNCTION,
            Category.CLOSER, Category.VERDICT_LABEL);

    private static final long STATE_BESIDE_A_PASS = Category.mask(Category.HEDGE, Category.CONDITION, Category.UNVERIFIED,
            Category.FAILURE, Category.NEGATIVE_VERDICT, Category.RETRACTION, Category.JOKE, Category.CROSS,
            Category.APPROXIMATE, Category.HISTORICAL);
    /** {@link #STATE_BESIDE_A_PASS} and another's word: a note giving the value as someone else's takes it back. */
    private static final long STATE_BESIDE_THE_DATA = STATE_BESIDE_A_PASS | Category.ATTRIBUTION.bit();
    /**
     * Beside a pass, an approximation or a time past standing bare, a note of one or two words, says what the pass is
     * ({@code "note": "estimate"}, {@code "comment": "old"}, {@code "備考": "前回"}); in a longer note it is what the
     * note is about ({@code "Previous comments addressed."}).
     */
    private static final long BARE_BESIDE_A_PASS = Category.mask(Category.APPROXIMATE, Category.PROBLEM,
            Category.HISTORICAL);
    private static final int STATE_BESIDE_A_PASS_WORDS = 4;

    /**
     * What a text under a name that calls it a caveat on the data beside it ({@link Role#CAVEAT}: {@code "warning"},
     * {@code "caveats"}, {@code "注意"}) or gives the data's ground ({@link Role#GROUND}: {@code "basis"},
     * {@code "source"}) says of that data: read as a short remark after a JSON value is ({@link #REMARK_AFTER}), with
     * a problem, an approximation, a grave problem and a negation counting wherever they stand in it, not only bare:
     * the name already says the text speaks of the data ({@code data incomplete}, {@code figures are estimates},
     * {@code b: tests not run}, {@code データ不完全}, {@code Daten unvollständig}). A negation or a word for nothing that
     * counts a problem none ({@code no issues}, {@code 問題なし}), a minor problem ({@code minor rounding issue}) and a
     * remark that opens by saying there is nothing ({@code none}, {@code nothing to report}, {@code 特になし}) keep it, and
     * so does a remark nobody listed a word of ({@code long review}). Up to {@link #CAVEAT_WORDS} words, a CJK
     * character counting half; a longer one is read as a reason beside the data is.
     */
    public static Stance caveat(String text) {
        Tokens tokens = Tokens.of(text, 0, text.length());
        if (tokens.size > 0 && (tokens.categories[0] & Category.NOTHING.bit()) != 0
                && Decoration.skipOpeners(text, 0, tokens.start[0]) == tokens.start[0]
                && tokens.firstOf(CAVEAT_TRIGGERS & ~NEGATING) < 0) {
            return Stance.plain(text.length()); // none, nothing to report, keine, 特になし
        }
        return shortRemark(text, 0, text.length(), CAVEAT_TRIGGERS, 0, CAVEAT_WORDS);
    }

    /**
     * A remark after a reply's JSON value labelled as a caveat on it ({@code Warning: data incomplete},
     * {@code Caveat: figures are estimates}, {@code 注意：データ不完全}, {@code - **Warnung:** Daten unvollständig}) or as
     * its ground ({@code Source: none}, {@code Source: my imagination}, {@code Provenance: not found in input}): its text
     * read as a member so named beside the data is ({@link #caveat}, {@link BesideAValue#caveat}).
     */
    private static Stance caveatLabelled(String text, int from, int to) {
        // Emphasis written with underscores (_Source: none_) read as blanks: an underscore binds words in a key.
        String remark = text.substring(from, to).replace('_', ' ');
        Stance read = caveatLabelledIn(remark, 0, remark.length());
        return read.plain() ? Stance.plain(to) : new Stance(read.kind(), read.why(), from + read.at(), from + read.end());
    }

    private static Stance caveatLabelledIn(String text, int from, int to) {
        int p = from;
        while (p < to && (Lexicon.isBlank(text.charAt(p)) || "*_-•>#([（【".indexOf(text.charAt(p)) >= 0)) {
            p++;
        }
        long label = ROLES.at(text, p, to, Role.CAVEAT.bit() | Role.GROUND.bit());
        int colon = label >= 0 ? -1 : labelEnd(text, p, to);
        if (colon > 0) { // a label of the remark before it (Note: Source: none, NB: 出典：なし)
            p = colon + 1;
            while (p < to && (Lexicon.isBlank(text.charAt(p)) || "*_-•>#([（【".indexOf(text.charAt(p)) >= 0)) {
                p++;
            }
            label = ROLES.at(text, p, to, Role.CAVEAT.bit() | Role.GROUND.bit());
        }
        if (label < 0) {
            return Stance.plain(to);
        }
        int q = Lexicon.endOf(label);
        while (q < to && (Lexicon.isBlank(text.charAt(q)) || text.charAt(q) == '*' || text.charAt(q) == '_')) {
            q++;
        }
        if (q >= to || text.charAt(q) != ':' && text.charAt(q) != '：') {
            return Stance.plain(to);
        }
        String said = text.substring(q + 1, to).replace("*", " ").strip();
        if (p > from && "([（【".indexOf(text.charAt(p - 1)) >= 0) { // (Source: none): the bracket's close is no word of it
            said = said.replaceAll("[)\\]）】]+[.。]?$", "").strip();
        }
        if ((ROLES.categoriesOf(label) & Role.CAVEAT.bit()) == 0) {
            // The data's ground (Source: my imagination, Provenance: not found in input, 출처: 없음): read as a member
            // so named beside the data is, a source named keeping it (Source: the contract, section 3).
            List<String> name = List.of(text.substring(p, Lexicon.endOf(label)).toLowerCase(java.util.Locale.ROOT).split("\\s+"));
            return BesideAValue.caveat(name, com.fasterxml.jackson.databind.node.TextNode.valueOf(said)) == null
                    ? Stance.plain(to) : new Stance(Kind.UNCLEAR, null, p, p);
        }
        Stance read = caveat(said);
        return read.plain() ? Stance.plain(to) : new Stance(read.kind(), read.why(), p, p);
    }

    /**
     * Where the colon of a short label opening {@code text[p, to)} stands ({@code Note:}, {@code **NB:**}, {@code 注:}),
     * at most two words of letters before it, or -1.
     */
    private static int labelEnd(String text, int p, int to) {
        int words = 0;
        for (int q = p; q < to && q - p <= 24; q++) {
            char c = text.charAt(q);
            if (c == ':' || c == '：') {
                return words > 0 ? q : -1;
            }
            if (Character.isLetter(c)) {
                words += q == p || !Character.isLetter(text.charAt(q - 1)) ? 1 : 0;
            } else if (!Lexicon.isBlank(c) && c != '*' && c != '_') {
                return -1;
            }
            if (words > 2) {
                return -1;
            }
        }
        return -1;
    }

    /** The most words a caveat beside the data is read whole for ({@link #caveat}); a CJK character counts half. */
    static final int CAVEAT_WORDS = 16;

    /**
     * What a short line above a deciding verdict at {@code start} says of its pass (blank lines between, and where
     * the verdict is {@code fenced}, its fence's opening line):
     * standing bare, at most {@link #BARE_ABOVE_A_PASS_WORDS} words after a one-word label, a hedge, a failure, a
     * check not made, a failing verdict, a joke, a cross or a retraction that is no correction ({@code DRAFT},
     * {@code WIP}, {@code ERROR}, {@code Status: draft}, {@code Probably fine.}, {@code Reviewer timed out.}); and a
     * sentence of it that opens with a decision the rest of the sentence puts off ({@link #decisionPutOff}:
     * {@code Ship it next quarter.}). A longer line is the review's body, read where a body is; a suggestion's hedge
     * there is its own ({@code Maybe rename x.}).
     */
    public static Stance aboveAPass(String text, int start, boolean fenced) {
        int line = start;
        while (line > 0 && !Decoration.isLineBreak(text.charAt(line - 1)) && start - line < ABOVE_A_PASS_CHARS) {
            line--;
        }
        if (line > 0 && !Decoration.isLineBreak(text.charAt(line - 1))) {
            return Stance.plain(start); // a long line: the review's body
        }
        boolean fenceSkipped = false;
        for (int lines = 0; line > 0 && lines < 8; lines++) {
            int end = line - 1; // the line break before it
            int from = end;
            while (from > 0 && !Decoration.isLineBreak(text.charAt(from - 1)) && end - from <= ABOVE_A_PASS_CHARS) {
                from--;
            }
            if (from > 0 && !Decoration.isLineBreak(text.charAt(from - 1))) {
                return Stance.plain(start); // a long line above: the review's body
            }
            int q = from;
            while (q < end && Lexicon.isBlank(text.charAt(q))) {
                q++;
            }
            if (q < end) {
                boolean fence = text.startsWith("```", q) || text.startsWith("~~~", q);
                if (!fence) {
                    // Someone's words quoted are no remark of the review's own (> reviewer timed out); a face that
                    // opens with the mark is read whole as one (>_<).
                    if ((text.charAt(q) == '>' || text.charAt(q) == '＞') && LEX.at(text, q, end, BARE_ABOVE_A_PASS) < 0) {
                        return Stance.plain(start);
                    }
                    int putOff = decisionPutOff(text, q, end); // Ship it next quarter., Merge after the freeze.
                    if (putOff >= 0) {
                        return new Stance(Kind.UNCLEAR, null, putOff, putOff);
                    }
                    Stance remark = shortRemark(text, from, end, BARE_ABOVE_A_PASS, BARE_ABOVE_A_PASS, BARE_ABOVE_A_PASS_WORDS);
                    return remark.plain() ? labelAbove(text, q, end, start) : remark;
                }
                // The opening of a fenced verdict's own fence is read past once; a fence closed above it quotes a block.
                if (fenceSkipped || !fenced) {
                    return Stance.plain(start);
                }
                fenceSkipped = true;
            }
            line = from;
        }
        return Stance.plain(start);
    }

    /** The most characters of a label {@link #labelAbove} reads, and of the value after it. */
    private static final int LABEL_ABOVE_CHARS = 30;
    private static final int LABEL_VALUE_CHARS = 60;
    /**
     * The marks a label's value made of marks alone keeps a pass with (a check, a circle, a thumb up): the lexicon's
     * {@link Role#KEEPING_MARK} marks, one string, each found by {@code KEEPING_MARKS.indexOf(codePoint)}
     * ({@link #keepingMark}).
     */
    private static final String KEEPING_MARKS = String.join("", LEX.words(Role.KEEPING_MARK, "common"));

    /** Whether the code point {@code cp} is a mark that keeps a value ({@link #KEEPING_MARKS}). */
    static boolean keepingMark(int cp) {
        return KEEPING_MARKS.indexOf(cp) >= 0;
    }

    /**
     * What the short labelled line right above a pass ({@code Word(s): value}, a label of at most three words) says of
     * it, read fail-closed: a value of marks alone keeps it only where each is a check or a circle
     * ({@link #KEEPING_MARKS}: {@code Security: ✅}, {@code 評価：◎}; not {@code 評価：×}, {@code Security: 🚨}), a dash
     * answering nothing is left to the readings of what the label names ({@code Critical: -}); a value
     * saying the work must be redone takes it back ({@link Role#REWORK}: {@code Summary: needs a rewrite}); and
     * a label none of whose words is read, over a value none of whose words is read and that holds no number, is a
     * verdict in a language not read ({@code Beslut: underkänd}), unclear. A read label over a name, a date, a count or
     * a read phrase keeps it ({@code Reviewer: Alice}, {@code Date: 2026-01-02}, {@code Tests: 42 passed}).
     */
    private static Stance labelAbove(String text, int q, int end, int start) {
        int p = q;
        while (p < end && ("-*+•・#_>".indexOf(text.charAt(p)) >= 0 || Lexicon.isBlank(text.charAt(p)))) {
            p++;
        }
        int colon = -1;
        int words = 0;
        for (int r = p; r < end && r - p <= LABEL_ABOVE_CHARS; r++) {
            char c = text.charAt(r);
            if (c == ':' || c == '：') {
                colon = r;
                break;
            }
            if (Character.isLetter(c)) {
                words += r == p || !Character.isLetter(text.charAt(r - 1)) ? 1 : 0;
            } else if (!Lexicon.isBlank(c) && c != '*' && c != '_' && c != '\'' && c != '-' && c != '.' && c != ';') {
                return Stance.plain(start);
            }
        }
        if (colon < 0 || words == 0 || words > 3) {
            return Stance.plain(start);
        }
        int v = colon + 1;
        while (v < end && (Lexicon.isBlank(text.charAt(v)) || text.charAt(v) == '*' || text.charAt(v) == '_')) {
            v++;
        }
        int ve = end;
        while (ve > v && (Lexicon.isBlank(text.charAt(ve - 1)) || text.charAt(ve - 1) == '*' || text.charAt(ve - 1) == '_')) {
            ve--;
        }
        if (v >= ve || ve - v > LABEL_VALUE_CHARS) {
            return Stance.plain(start);
        }
        for (int r = v; r < ve; r++) {
            if (":：|".indexOf(text.charAt(r)) >= 0) {
                return Stance.plain(start); // labels in a row (good: 10 | needs rework: 0): each read by its own reading
            }
        }
        boolean lettered = false;
        boolean number = false;
        for (int r = v; r < ve; r++) {
            lettered |= Character.isLetter(text.charAt(r));
            number |= Character.isDigit(text.charAt(r));
        }
        if (!lettered && !number) {
            for (int r = v; r < ve; r = text.offsetByCodePoints(r, 1)) {
                int cp = text.codePointAt(r);
                if (!Character.isWhitespace(cp) && Character.getType(cp) != Character.NON_SPACING_MARK
                        && cp != 0xFE0F && ".!,;-‐‒–—―−/".indexOf(cp) < 0 && !keepingMark(cp)) {
                    return new Stance(Kind.UNCLEAR, null, v, v); // a mark nobody listed as keeping: ×, 🚨, ★☆☆
                }
            }
            return Stance.plain(start);
        }
        for (int r = v; r < ve; r++) {
            if ((r == v || !Character.isLetterOrDigit(text.charAt(r - 1)) || text.charAt(r) >= 0x2E80)
                    && ROLES.at(text, r, ve, Role.REWORK.bit()) >= 0) {
                return new Stance(Kind.UNCLEAR, null, r, r); // Summary: needs a rewrite, 結論：要修正
            }
        }
        if (number || readIn(text, p, colon) || readIn(text, v, ve)) {
            return Stance.plain(start);
        }
        return new Stance(Kind.UNCLEAR, null, v, v); // a label and its value in words nobody reads here
    }

    /**
     * {@link #labelAbove} of the last line of a review whose verdict a reply beside it gives: that line stands right
     * above the verdict as the reply reads it ({@code 評価：×} beside {@code {"result":"PASS"}}). Plain where the
     * review has no such line.
     */
    public static Stance labelledLastLine(String text) {
        int end = text.length();
        while (end > 0 && (Decoration.isLineBreak(text.charAt(end - 1)) || Lexicon.isBlank(text.charAt(end - 1)))) {
            end--;
        }
        if (end == 0) {
            return Stance.plain(0);
        }
        int from = lineOf(text, end);
        if (end - from > ABOVE_A_PASS_CHARS) {
            return Stance.plain(end);
        }
        return labelAbove(text, pastBlanks(text, from, end), end, end);
    }

    /** Whether a word of {@code text[from, to)} is one of the lexicon's, a term of any category or role. */
    private static boolean readIn(String text, int from, int to) {
        for (int r = from; r < to; r++) {
            if (r == from || !Character.isLetterOrDigit(text.charAt(r - 1)) || text.charAt(r) >= 0x2E80) {
                if (LEX.at(text, r, to, -1L) >= 0 || ROLES.at(text, r, to, -1L) >= 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The words a line presenting a verdict below it may be made of and keep it ({@link #presentedAbove}): a label's
     * ({@link #LABEL_KEEPING}), a passing verdict, a check made; and, of the roles, a label's or a lead's words, what
     * presents or points at what follows, the review's own name, its kind, a label summing it up or naming a decision,
     * a determiner and praise ({@code Here is my final verdict:}, {@code Below is my decision.}, {@code Overall:}).
     */
    private static final class Presenting {
        static final long KEEPING = LABEL_KEEPING | Category.mask(Category.POSITIVE_VERDICT, Category.CHECKED);
    }
    private static final long PRESENTING_ROLES = Role.LABEL.bit() | Role.LEAD.bit() | Role.PRESENTING.bit()
            | Role.POINTS_AHEAD.bit() | Role.REVIEW_ITSELF.bit() | Role.REVIEW_KIND.bit() | Role.REVIEW_REACH.bit()
            | Role.SUMS_UP.bit() | Role.DECIDES.bit() | Role.DETERMINER.bit() | Role.PRAISE.bit();
    /**
     * What, opening the line above a verdict as its first phrase, presents the verdict as no actual one. Not a
     * template's label: {@code Format} and {@code Structure} name what a review checks ({@code 代码结构清晰。}).
     */
    private static final long NOT_ACTUAL_OPENING = Category.mask(Category.NOT_ACTUAL, Category.EXAMPLE_LABEL);
    private static final long NOT_ACTUAL_OPENING_ROLES = Role.PLACEHOLDER.bit() | Role.FILLED_IN.bit();
    /** The last sentences of the line above a verdict {@link #presentedAbove} reads for words pointing at it. */
    private static final int INTRODUCING_SENTENCES = 2;
    /** The most words of a first phrase read by {@link #presentedAbove} for {@link #NOT_ACTUAL_OPENING}. */
    private static final int OPENING_PHRASE_WORDS = 3;
    /** {@link #OPENING_PHRASE_WORDS} in a script without spaces, counted in characters ({@code プレースホルダー}). */
    private static final int OPENING_PHRASE_CHARACTERS = 10;

    /**
     * What the line right above a marker's verdict at {@code start} (blank lines between, and the opening of a fence
     * the verdict stands first in) says of it, where that line presents the verdict rather than the reviewer stating
     * it: a line opening with a speaker's label, echoing a chat or a prompt ({@link Role#SPEAKER}: {@code SYSTEM:},
     * {@code User:}, {@code [assistant]}, {@code 用户：}); a line whose first phrase, of at most
     * {@link #OPENING_PHRASE_WORDS} words before a mark, names a value other than the actual one, an example, a template
     * or a placeholder ({@code Default value, change if needed.}, {@code Example - replace before use.}); and, read
     * fail-closed, the sentence introducing it: the last of a line ending in a colon, and each sentence holding a word
     * that points at what follows ({@link Role#POINTS_AHEAD}: {@code below is}, {@code the line below},
     * {@code the next line}, {@code end like this}, {@code 如下}, {@code 以下は}, {@code 다음과 같}) keeps it only where every
     * word of it is one of {@code Presenting.KEEPING} or {@link #PRESENTING_ROLES} ({@code Here is my review:},
     * {@code Below is my final verdict.}); any other word may make it an instruction, a format, an example or a
     * prompt's echo ({@code When the change is acceptable, write:}, {@code The line below is what you must output.},
     * {@code 输出格式如下}), and it is unclear there. A quoted line ({@code >}), a table's row and a fence's closing
     * line above are someone else's words or a block's end, read as nothing here.
     */
    public static Stance presentedAbove(String text, int start) {
        int line = lineOf(text, start);
        boolean fenceSkipped = false;
        while (true) {
            int end = line;
            while (end > 0 && (Decoration.isLineBreak(text.charAt(end - 1)) || Lexicon.isBlank(text.charAt(end - 1)))) {
                end--;
            }
            if (end <= 0 || end == line) {
                return Stance.plain(start);
            }
            int from = lineOf(text, end);
            if (start - from > 4 * BEFORE_WINDOW) {
                return Stance.plain(start);
            }
            int q = pastBlanks(text, from, end);
            if (fenceRun(text, q) > 0) {
                if (fenceSkipped || q + fenceRun(text, q) < end && !Character.isLetter(text.charAt(q + fenceRun(text, q)))
                        && !Lexicon.isBlank(text.charAt(q + fenceRun(text, q)))) {
                    return Stance.plain(start);
                }
                // The fence the verdict opens: the line above it introduces the verdict, unless it closes a block above.
                if (opensAFence(text, from)) {
                    fenceSkipped = true;
                    line = from;
                    continue;
                }
                return Stance.plain(start);
            }
            return presentingLine(text, from, end, start);
        }
    }

    /** Whether {@code text[s, to)} is, emphasis and blanks aside, one term of {@link Category#SUMMARY} and nothing else. */
    private static boolean summaryLabel(String text, int s, int to) {
        int p = s;
        while (p < to && (Lexicon.isBlank(text.charAt(p)) || text.charAt(p) == '*' || text.charAt(p) == '_')) {
            p++;
        }
        long found = p < to ? LEX.at(text, p, to, Category.SUMMARY.bit()) : -1;
        if (found < 0) {
            return false;
        }
        for (int q = Lexicon.endOf(found); q < to; q++) {
            if (!Lexicon.isBlank(text.charAt(q)) && text.charAt(q) != '*' && text.charAt(q) != '_') {
                return false;
            }
        }
        return true;
    }

    /** The marks a chat template writes around its turns: a line holding one echoes a prompt. */
    private static final List<String> CHAT_TEMPLATE_MARKS = List.of("<|", "[INST]", "[/INST]", "<<SYS>>", "<</SYS>>");

    /** Whether a placeholder's word stands in {@code text[from, to)} ({@link Role#PLACEHOLDER}: {@code fill in}, {@code TBD}). */
    private static boolean placeholderIn(String text, int from, int to) {
        return roleWordIn(text, from, to, Role.PLACEHOLDER) >= 0;
    }

    /** Whether the fence line at {@code from} opens a fence: an odd count of fence lines from the text's start to it. */
    private static boolean opensAFence(String text, int from) {
        int count = 0;
        for (int p = 0; p < from; ) {
            int q = pastBlanks(text, p, text.length());
            if (q - p < 4 && fenceRun(text, q) > 0) {
                count++;
            }
            int nl = text.indexOf('\n', p);
            if (nl < 0 || nl >= from) {
                break;
            }
            p = nl + 1;
        }
        return count % 2 == 0;
    }

    /** {@link #presentedAbove} of the line {@code text[from, end)}. */
    private static Stance presentingLine(String text, int from, int end, int start) {
        int q = pastBlanks(text, from, end);
        if (q < end && (text.charAt(q) == '>' || text.charAt(q) == '|')) {
            return Stance.plain(start); // someone's words quoted, a table's row
        }
        if (q + 1 < end && "-*+•・".indexOf(text.charAt(q)) >= 0 && Lexicon.isBlank(text.charAt(q + 1))) {
            q = pastBlanks(text, q + 1, end);
        }
        while (q < end && (text.charAt(q) == '#' || text.charAt(q) == '*' || text.charAt(q) == '_'
                || "[(【<（".indexOf(text.charAt(q)) >= 0 || Lexicon.isBlank(text.charAt(q)))) {
            q++;
        }
        if (q >= end) {
            return Stance.plain(start);
        }
        // A chat template's own marks (<|im_start|>, [INST], <<SYS>>): a prompt echoed whole.
        for (int at = from; at < end; at++) {
            if (text.charAt(at) == '<' || text.charAt(at) == '[') {
                for (String mark : CHAT_TEMPLATE_MARKS) {
                    if (at + mark.length() <= end && text.startsWith(mark, at)) {
                        return new Stance(Kind.UNCLEAR, null, at, at);
                    }
                }
            }
        }
        // An example's label opening the line before its colon (Example: …), or a template's over a placeholder
        // (Template: fill in your decision): what follows it is shown, not stated.
        long label = LEX.at(text, q, end, Category.EXAMPLE_LABEL.bit() | Category.TEMPLATE_LABEL.bit());
        if (label >= 0) {
            int r = Lexicon.endOf(label);
            while (r < end && (Lexicon.isBlank(text.charAt(r)) || text.charAt(r) == '*' || text.charAt(r) == '_')) {
                r++;
            }
            if (r < end && (text.charAt(r) == ':' || text.charAt(r) == '：')
                    && ((LEX.categoriesOf(label) & Category.EXAMPLE_LABEL.bit()) != 0
                            || placeholderIn(text, r + 1, end))) {
                return new Stance(Kind.UNCLEAR, null, q, q);
            }
        }
        // A speaker's label: SYSTEM:, **User:**, [assistant], 用户：.
        long speaker = ROLES.at(text, q, end, Role.SPEAKER.bit());
        if (speaker >= 0) {
            int r = Lexicon.endOf(speaker);
            while (r < end && (Lexicon.isBlank(text.charAt(r)) || text.charAt(r) == '*' || text.charAt(r) == '_'
                    || "])】>）|".indexOf(text.charAt(r)) >= 0)) {
                r++;
            }
            if (r >= end || text.charAt(r) == ':' || text.charAt(r) == '：' || "])】>）".indexOf(text.charAt(r - 1)) >= 0) {
                return new Stance(Kind.UNCLEAR, null, q, q);
            }
        }
        // A first phrase naming a value other than the actual one: Default value, change if needed.
        int phraseEnd = q;
        int words = 0;
        int most = text.charAt(q) >= 0x2E80 ? OPENING_PHRASE_CHARACTERS : OPENING_PHRASE_WORDS;
        while (phraseEnd < end && words <= most && ",;，、；–—.!。！:：".indexOf(text.charAt(phraseEnd)) < 0
                && !(text.charAt(phraseEnd) == '-' && phraseEnd + 1 < end && Lexicon.isBlank(text.charAt(phraseEnd + 1)))) {
            if (Character.isLetter(text.charAt(phraseEnd))
                    && (phraseEnd == q || !Character.isLetter(text.charAt(phraseEnd - 1)) || text.charAt(phraseEnd) >= 0x2E80)) {
                words++;
            }
            phraseEnd++;
        }
        // Set off by a comma or a dash as a phrase of its own, not a sentence's subject (Examples are clear.).
        if (words <= most && phraseEnd < end
                && ",;，、；–—-".indexOf(text.charAt(phraseEnd)) >= 0) {
            for (int p = q; p < phraseEnd; p++) {
                if (p == q || !Character.isLetterOrDigit(text.charAt(p - 1)) || text.charAt(p) >= 0x2E80) {
                    long found = LEX.at(text, p, phraseEnd, NOT_ACTUAL_OPENING);
                    long role = ROLES.at(text, p, phraseEnd, NOT_ACTUAL_OPENING_ROLES);
                    long longer = role >= 0 || text.charAt(p) < 0x2E80 ? -1 : LEX.at(text, p, phraseEnd, -1L);
                    if (longer >= 0 && Lexicon.endOf(longer) > (found < 0 ? p : Lexicon.endOf(found))
                            && (LEX.categoriesOf(longer) & NOT_ACTUAL_OPENING) == 0) {
                        p = Lexicon.endOf(longer) - 1; // a longer word holding one where words bind (例外, an exception, holds 例)
                        continue;
                    }
                    if (found >= 0 || role >= 0) {
                        return new Stance(Kind.UNCLEAR, null, p, p);
                    }
                }
            }
        }
        // The sentences introducing it, read fail-closed.
        int e = end;
        while (e > q && (Lexicon.isBlank(text.charAt(e - 1)) || Decoration.isCloser(text.charAt(e - 1)))
                && text.charAt(e - 1) != ':') {
            e--;
        }
        boolean colon = e > q && (text.charAt(e - 1) == ':' || text.charAt(e - 1) == '：');
        // Its last sentences only: what introduces the verdict stands right above it (a paragraph's earlier sentences
        // are the review's own).
        int from2 = q;
        int stops = 0;
        for (int p = e - 2; p > q; p--) {
            char ch = text.charAt(p);
            if ((ch == '!' || ch == '?' || ch == '。' || ch == '！' || ch == '？'
                    || ch == '.' && Lexicon.isBlank(text.charAt(p + 1))) && ++stops == INTRODUCING_SENTENCES) {
                from2 = p + 1;
                break;
            }
        }
        int s = from2;
        for (int p = from2; p <= end; p++) {
            char stopAt = p == end ? '.' : text.charAt(p);
            boolean stop = p == end || stopAt == '!' || stopAt == '?' || stopAt == '。' || stopAt == '！' || stopAt == '？'
                    || stopAt == '.' && (p + 1 >= end || Lexicon.isBlank(text.charAt(p + 1)));
            if (!stop) {
                continue;
            }
            int to = Math.min(p, colon && p == end ? e - 1 : p);
            boolean introduces = colon && p == end;
            for (int w = s; w < to && !introduces; w++) {
                char c = text.charAt(w);
                if ((PointsAhead.STARTS[c >>> 6] & (1L << c)) != 0
                        && (w == s || !Character.isLetterOrDigit(text.charAt(w - 1)) || c >= 0x2E80)) {
                    introduces = PointsAhead.WORDS.at(text, w, to) >= 0;
                }
                while (c < 0x2E80 && Character.isLetterOrDigit(c) && w + 1 < to
                        && Character.isLetterOrDigit(text.charAt(w + 1))) {
                    w++; // the rest of a spaced script's word starts no term
                }
            }
            if (introduces && colon && p == end && summaryLabel(text, s, to)) {
                introduces = false; // a summary's label alone (変更点：, 변경 사항:) heads the review's own words
            }
            if (introduces) {
                int unkept = firstUnkeptWord(text, s, to, java.util.Set.of(), Presenting.KEEPING, PRESENTING_ROLES, true);
                if (unkept >= 0) {
                    return new Stance(Kind.UNCLEAR, null, unkept, unkept);
                }
            }
            s = p + 1;
        }
        return Stance.plain(start);
    }

    /**
     * The words pointing at the line below ({@link Role#POINTS_AHEAD}), made when first asked: the characters they may
     * start with, as bits, and those words alone ({@link Lexicon#view}), so a long line above a verdict is read a word at
     * a time without a look in the whole lexicon of roles at each.
     */
    private static final class PointsAhead {
        static final long[] STARTS = ROLES.firstCharacters(Role.POINTS_AHEAD.bit());
        static final Lexicon.View WORDS = ROLES.view(Role.POINTS_AHEAD.bit());
    }

    /** How far before a pass {@link #verdictWithheld} reads: the review's last words before its verdict. */
    private static final int WITHHELD_WINDOW = 240;
    /** The most words of a sentence about the review that {@link #verdictWithheld} reads fail-closed. */
    private static final int ABOUT_THE_REVIEW_WORDS = 8;
    /** The words naming the review or its verdict itself ({@link Role#REVIEW_ITSELF}), made when first asked. */
    private static final class ReviewItself {
        static final Lexicon.View WORDS = ROLES.view(Role.REVIEW_ITSELF.bit());
        /** The characters those words may start with, as bits ({@link Lexicon#firstCharacters}). */
        static final long[] STARTS = ROLES.firstCharacters(Role.REVIEW_ITSELF.bit());
        /** The characters a negation or a stand-in read beside them may start with. */
        static final long[] TRIGGER_STARTS = LEX.firstCharacters(NEGATES_ITSELF | Category.SUBSTITUTE.bit());
        /** Those words alone ({@link Lexicon#view}): where none starts in a scope, it is not read as terms. */
        static final Lexicon.View TRIGGERS = LEX.view(NEGATES_ITSELF | Category.SUBSTITUTE.bit());
    }

    /**
     * Where the words before a pass at {@code to} (from {@code from}: its {@link #WITHHELD_LINES} lines above, at most
     * {@link #WITHHELD_WINDOW} characters back, and as many opening the text at {@code from}, where a reviewer says first
     * what it could not do) say the review or its verdict is not there, or -1. At each word naming
     * the review or its verdict itself ({@link Role#REVIEW_ITSELF}), not as a compound's last part ({@code PASS判定}),
     * a word of a check made holding it ({@code レビュー済み}) nor a table's cell: a label it ends whose state is a
     * negation or a word for nothing ({@code Reviewer: none}; any other label is the labels' reading); a negation within
     * {@link #WITHHELD_SCOPE} characters in its clause, before it or after it ({@code No verdict was given.},
     * {@code The review does not state a verdict.}, {@code 判定は示されていません。}), unless that negation counts a problem
     * none ({@code The review found no issues.}, {@code 审查未发现问题。}); a stand-in term holding it ({@code no review});
     * and a short clause whose subject it is (nothing before it but a determiner, a possessive or a word for the whole;
     * a word before it that makes it no verb nor object, more of the clause after it: {@link #determinedSubject}; in a
     * script without spaces, a particle after it or nothing before it), at most {@link #ABOUT_THE_REVIEW_WORDS} words,
     * read fail-closed as a short label is: {@code The review was cut off.}, {@code 判定保留。} say so; {@code The review
     * is positive.}, {@code The verdict is below.} keep it. A verdict that says its review is not there stands in for
     * one nobody gave. A word of the review inside a failing word or a check not made ({@code could not review}) is
     * left to the findings' reading where {@code findingsRead} (they weigh what resolves it), else it states a failure
     * here; {@code counts} says which places are the review's own words (not quoted).
     */
    public static int verdictWithheld(String text, int from, int to, IntPredicate counts, boolean findingsRead) {
        // The lines right above the pass: at most WITHHELD_LINES of words, within the window.
        int lower = to;
        for (int lines = 0; lower > Math.max(from, to - WITHHELD_WINDOW) && lines <= WITHHELD_LINES; ) {
            lower--;
            if (Decoration.isLineBreak(text.charAt(lower)) && lower + 1 < to && !Decoration.isLineBreak(text.charAt(lower + 1))) {
                lines++;
            }
        }
        lower = Math.max(lower, Math.max(from, to - WITHHELD_WINDOW));
        int at = withheldIn(text, lower, to, from, to, counts, findingsRead);
        if (at >= 0 || lower <= from) {
            return at;
        }
        // The review's opening lines too, where a reviewer says first what it could not do: as many, as far.
        int upper = from;
        for (int lines = 0; upper < lower && upper - from < WITHHELD_WINDOW && lines <= WITHHELD_LINES; upper++) {
            if (Decoration.isLineBreak(text.charAt(upper)) && upper > from && !Decoration.isLineBreak(text.charAt(upper - 1))) {
                lines++;
            }
        }
        return withheldIn(text, from, upper, from, to, counts, findingsRead);
    }

    /** {@link #verdictWithheld}'s reading of the words in {@code text[lower, upper)}, before a pass at {@code to}. */
    private static int withheldIn(String text, int lower, int upper, int from, int to, IntPredicate counts,
            boolean findingsRead) {
        long[] starts = ReviewItself.STARTS;
        for (int p = lower; p < upper; p++) {
            char c = text.charAt(p);
            if ((starts[c >>> 6] & (1L << c)) == 0
                    || p > 0 && Character.isLetterOrDigit(text.charAt(p - 1)) && (c < 0x2E80 || text.charAt(p - 1) < 0x2E80)
                    || !counts.test(p)) {
                continue; // a spaced script's word is read at its start only, and a compound's last part not (PASS判定)
            }
            long found = ReviewItself.WORDS.at(text, p, to);
            if (found < 0) {
                continue;
            }
            int end = Lexicon.endOf(found);
            long state = LEX.at(text, p, to, Category.mask(Category.CHECKED, Category.SETTLED));
            if (state >= 0 && Lexicon.endOf(state) > end) {
                p = Lexicon.endOf(state) - 1;
                continue; // a word of a check made that holds it (レビュー済み, 검토된, reviewed): no review's name
            }
            int at = itselfWithheld(text, p, end, from, to, findingsRead);
            if (at >= 0) {
                return at;
            }
            p = end - 1;
        }
        return -1;
    }

    /** How many lines above a pass {@link #verdictWithheld} reads. */
    private static final int WITHHELD_LINES = 3;
    /** How far from the review's word {@link #verdictWithheld} reads for a negation whose scope may hold it. */
    private static final int WITHHELD_SCOPE = 40;

    /** {@link #verdictWithheld} at the word naming the review {@code text[start, end)}. */
    private static int itselfWithheld(String text, int start, int end, int from, int to, boolean findingsRead) {
        int colon = end;
        while (colon < to && (Lexicon.isBlank(text.charAt(colon)) || Decoration.isCloser(text.charAt(colon)))) {
            colon++;
        }
        int line = start;
        while (line > 0 && !Decoration.isLineBreak(text.charAt(line - 1))) {
            line--;
        }
        if (colon < to && (text.charAt(colon) == ':' || text.charAt(colon) == '：')) {
            // A label it ends (Final Decision: PASS): the markers' and labels' reading, but for a word calling it
            // something else (Following the truncated review:) and a state that says there is none (Reviewer: none).
            int modifier = modifierTakesItBack(text, Math.max(Math.max(from, line), clauseStart(text, start)), start,
                    findingsRead);
            return modifier >= 0 ? modifier : stateSaysNone(text, colon + 1, to);
        }
        int first = pastBlanks(text, line, start);
        if (first < start && (text.charAt(first) == '|' || text.charAt(first) == '｜' || text.charAt(first) == '#')) {
            return -1; // a table's cell or a heading (## Review of phase 2): the table's and the headings' reading
        }
        int clause = Math.max(Math.max(from, line), clauseStart(text, start));
        int bullet = Decoration.bulletEnd(text, clause, start);
        clause = bullet > clause ? bullet : clause; // a list's dash is no word for nothing
        int modifier = modifierTakesItBack(text, clause, start, findingsRead);
        if (modifier >= 0) {
            return modifier; // After a truncated review, …: what the phrase calls the review takes it back
        }
        int clauseEnd = Math.min(to, clauseEnd(text, end));
        // A negation near it in its clause, before or after it (NegEx's scope, bounded), where a character there may
        // start one (or a term holding the word): most places of a review are passed over by a look at a table.
        int scopeFrom = Math.max(clause, start - WITHHELD_SCOPE);
        int scopeTo = Math.min(clauseEnd, end + WITHHELD_SCOPE);
        long[] triggers = ReviewItself.TRIGGER_STARTS;
        boolean mayHold = false;
        for (int q = scopeFrom; q < scopeTo && !mayHold; q++) {
            char c = text.charAt(q);
            mayHold = (triggers[c >>> 6] & (1L << c)) != 0 && ReviewItself.TRIGGERS.at(text, q, scopeTo) >= 0;
        }
        // Its clause's subject: nothing before it but a determiner, a possessive or a word for the whole; in a script
        // without spaces, a particle after it, or nothing before it in its clause (判定保留, 판정 보류).
        java.util.Set<String> none = java.util.Set.of();
        boolean particle = text.charAt(start) >= 0x2E80 && end < clauseEnd && SUBJECT_PARTICLES.indexOf(text.charAt(end)) >= 0;
        // Else a noun phrase it heads, its clause going on after it, whatever opens the clause, no word before it making
        // it a verb or an object: the sentence's length is counted from the phrase, its words all read (I think the
        // review is silent on the outcome., Unfortunately verdict missing.).
        int phrase = particle ? start : !(text.charAt(start) >= 0x2E80
                && firstUnkeptWord(text, clause, start, none, 0, 0, false) >= 0)
                && firstUnkeptWord(text, clause, start, none, SUBJECT_BEFORE, Role.LEAD.bit(), false) < 0
                ? clause : determinedSubject(text, clause, start, end, clauseEnd);
        // An object's particle after it makes it no subject (レビューを行いました); a word presenting the review makes the
        // clause the reply's own presentation, read for its negations only (Here is my review of the change.).
        boolean subject = phrase >= 0 && !(end < clauseEnd && OBJECT_PARTICLES.indexOf(text.charAt(end)) >= 0)
                && !presents(text, clause, clauseEnd);
        if (!mayHold && !subject) {
            return -1;
        }
        int sentenceEnd = sentenceEnd(text, end, to);
        for (int k = colon; k < sentenceEnd; k++) {
            if (text.charAt(k) == ':' || text.charAt(k) == '：') {
                return -1; // a longer label's name (Review verdict of the parser:): the labels' reading
            }
        }
        Tokens tokens = Tokens.of(text, scopeFrom, scopeTo);
        for (int t = 0; t < tokens.size; t++) {
            if (tokens.start[t] < end && tokens.end[t] > start) {
                if ((tokens.categories[t] & Category.SUBSTITUTE.bit()) != 0) {
                    return tokens.start[t]; // no review, kein Text: a verdict standing in for none
                }
                if ((tokens.categories[t] & STATED_OR_CROSS) != 0) {
                    // A term the findings read with what counts or resolves it (could not review, review required),
                    // where they read these words; else it states a failure here.
                    return findingsRead ? -1 : tokens.start[t];
                }
            }
        }
        boolean countedNone = false;
        for (int t = 0; t < tokens.size; t++) {
            // A negation paired with the problem it counts none of, both after the word.
            countedNone |= tokens.categories[t] == 0 && tokens.start[t] >= end && t + 1 < tokens.size
                    && tokens.categories[t + 1] == 0;
            if ((tokens.categories[t] & NEGATES_ITSELF) == 0 || !worded(text, tokens.start[t], tokens.end[t])
                    || tokens.start[t] < end && tokens.end[t] > start) {
                continue;
            }
            // A negation counting a problem none takes nothing from the review: its scope is the problem (no issues,
            // 問題はありません, 문제가 없습니다).
            boolean cjk = text.charAt(tokens.start[t]) >= 0x2E80;
            boolean problemAfter = false; // a word of finding may stand between (未发现问题, found no issues)
            for (int a = t + 1; a < tokens.size && a <= t + 2 && !problemAfter
                    && Tokens.near(text, tokens.end[a - 1], tokens.start[a]) && tokens.start[a] >= end; a++) {
                problemAfter = (tokens.categories[a] & COUNTED_NONE) != 0;
            }
            if (problemAfter
                    || cjk && t > 0 && (tokens.categories[t - 1] & COUNTED_NONE) != 0
                            && Tokens.near(text, tokens.end[t - 1], tokens.start[t]) && tokens.start[t - 1] >= end) {
                countedNone = true;
                continue;
            }
            return tokens.start[t];
        }
        if (countedNone) {
            return -1; // the review found no problems (审查未发现问题。): its clause says what it found
        }
        // A short clause about the review, its name its subject, read fail-closed; a word presenting the verdict keeps
        // (The verdict is below.), not its whole clause (The verdict below is a placeholder.).
        if (!subject || halvesIn(text, phrase, clauseEnd) > 2 * ABOUT_THE_REVIEW_WORDS) {
            return -1;
        }
        return firstUnkeptWord(text, clause, clauseEnd, none, ABOUT_THE_REVIEW_KEEPING,
                ABOUT_THE_REVIEW_ROLES, false);
    }

    /**
     * Where the state of a label, from {@code from} to its line's end, says there is none ({@code none}, {@code n/a},
     * {@code nobody}, {@code なし}, {@code 无}, {@code 없음}): its first word a negation or a word for nothing and no other
     * word after it; else -1.
     */
    private static int stateSaysNone(String text, int from, int to) {
        int p = from;
        while (p < to && (Lexicon.isBlank(text.charAt(p)) || Decoration.isOpener(text.charAt(p)))) {
            p++;
        }
        int lineEnd = p;
        while (lineEnd < to && !Decoration.isLineBreak(text.charAt(lineEnd))) {
            lineEnd++;
        }
        long found = p < lineEnd ? LEX.at(text, p, lineEnd, NEGATES_ITSELF) : -1;
        if (found < 0 || !worded(text, p, Lexicon.endOf(found))) {
            return -1;
        }
        for (int q = Lexicon.endOf(found); q < lineEnd; q++) {
            if (Character.isLetterOrDigit(text.charAt(q))) {
                return -1; // a longer state: the labels' reading
            }
        }
        return p;
    }

    /**
     * Where the noun phrase the review's name {@code text[start, end)} heads starts, where its clause goes on after it,
     * whatever words open that clause, or -1 where the words before it make it a verb or an object. Read back from the
     * name past at most {@link #COMPOUND_WORDS} words of a review's kind or reach ({@code security review},
     * {@code code review}): a determiner, a possessive or a word for the whole there ({@link #SUBJECT_BEFORE},
     * {@link Role#LEAD}, {@link Role#DETERMINER}: {@code Honestly the review got cut off.}, {@code I think the verdict is
     * missing.}, {@code 这次审查内容缺失。}) starts the phrase; in a language written with spaces, so does any word not
     * listed as making the name a verb or an object ({@link #NAME_AS_VERB_OR_OBJECT}: {@code I review every file.},
     * {@code We will review it.}, {@code It passed review.}), fail-closed (a bare name after a remark:
     * {@code Unfortunately verdict missing.}, {@code Helaas review ontbreekt.}). Such a clause is about the review,
     * read fail-closed from its start; the name at its clause's end ({@code I completed the review.}, past words of its
     * kind or reach after it: {@code Según una revisión completa, …}) is not.
     */
    private static int determinedSubject(String text, int clause, int start, int end, int clauseEnd) {
        boolean after = false;
        for (int q = end; q < clauseEnd && !after; q++) {
            // A word of its kind or reach after it is its phrase's (una revisión completa del código).
            long kind = Character.isLetter(text.charAt(q)) && (q == end || !Character.isLetterOrDigit(text.charAt(q - 1)))
                    ? ROLES.at(text, q, clauseEnd, Role.REVIEW_KIND.bit() | Role.REVIEW_REACH.bit()) : -1;
            if (kind >= 0 && text.charAt(q) < 0x2E80) {
                q = Lexicon.endOf(kind) - 1;
                continue;
            }
            after = Character.isLetterOrDigit(text.charAt(q));
        }
        if (!after || end < clauseEnd && VERB_ENDINGS.indexOf(text.charAt(end)) >= 0) {
            return -1; // nothing after it, or an ending that makes it a verb (审查了代码, レビューしました, 검토했습니다)
        }
        int phrase = start;
        for (int words = 0; ; words++) {
            int e = phrase;
            while (e > clause && Lexicon.isBlank(text.charAt(e - 1))) {
                e--;
            }
            if (e == clause) {
                return words > 0 ? clause : -1; // a compound opening its clause; nothing: the clause's subject as read above
            }
            int b = termEndingAt(text, clause, e, Role.LEAD.bit() | Role.DETERMINER.bit(), SUBJECT_BEFORE);
            if (b >= 0) {
                return b;
            }
            if (!Character.isLetterOrDigit(text.charAt(e - 1))) {
                return -1; // a mark before it is no word
            }
            b = termEndingAt(text, clause, e, Role.REVIEW_KIND.bit() | Role.REVIEW_REACH.bit(), 0);
            if (b >= 0 && words < COMPOUND_WORDS) {
                phrase = b; // a compound's part (security review): the phrase goes on before it
                continue;
            }
            return termEndingAt(text, clause, e, NAME_AS_VERB_OR_OBJECT_ROLES, NAME_AS_VERB_OR_OBJECT) >= 0 ? -1 : phrase;
        }
    }

    /** The endings right after the review's name, in Chinese, Japanese and Korean, that make it a verb. */
    private static final String VERB_ENDINGS = "了过過しすさ했하한합";
    /** How many words of a review's kind or reach {@link #determinedSubject} reads back past before the name. */
    private static final int COMPOUND_WORDS = 2;
    /**
     * The words right before the review's name that make it a verb or an object, not its clause's subject: a modal,
     * a negation, a word that passes or of a check made ({@code passed review}, {@code completed review}).
     */
    private static final long NAME_AS_VERB_OR_OBJECT = Category.mask(Category.MODAL, Category.NEGATION, Category.NO,
            Category.VERB_NEGATION, Category.POSITIVE_VERDICT, Category.CHECKED, Category.SETTLED);
    /** The roles of such words: a pronoun, an auxiliary or a verb ({@link Role#NAME_AS_VERB}), a presenting word. */
    private static final long NAME_AS_VERB_OR_OBJECT_ROLES = Role.NAME_AS_VERB.bit() | Role.PRESENTING.bit();

    /**
     * Where a term of the {@code roles} or the {@code categories} ending at {@code e} starts, at a word's start no
     * further back than {@code clause} and {@link #TERM_BEFORE} characters, or -1.
     */
    private static int termEndingAt(String text, int clause, int e, long roles, long categories) {
        for (int b = e - 1; b >= Math.max(clause, e - TERM_BEFORE); b--) {
            if (b > clause && Character.isLetterOrDigit(text.charAt(b - 1)) && text.charAt(b) < 0x2E80) {
                continue; // a spaced script's word is read at its start only
            }
            long own = roles != 0 ? ROLES.at(text, b, e, roles) : -1;
            long found = categories != 0 ? LEX.at(text, b, e, categories) : -1;
            if (own >= 0 && Lexicon.endOf(own) == e || found >= 0 && Lexicon.endOf(found) == e) {
                return b;
            }
        }
        return -1;
    }

    /** How far back {@link #termEndingAt} looks for a term's start. */
    private static final int TERM_BEFORE = 16;

    /** The most words between a determiner and the review's name that {@link #modifierTakesItBack} reads. */
    private static final int MODIFIER_WORDS = 1;

    /**
     * Where a word between a determiner ({@link Role#DETERMINER}: an article or a possessive) and the review's name at
     * {@code start} (at most {@link #MODIFIER_WORDS} of them, in a language written with spaces) does not keep it, or -1: read fail-closed, a word of a review's kind or manner
     * ({@link Role#REVIEW_KIND}: {@code a careful review}, {@code the security review}, {@code my final verdict}), what it
     * reaches ({@code the code review}) and the words that keep a sentence about the review keep it; any other word may
     * say it is no review ({@code After a truncated review, …}, {@code Based on a partial review, …}). A name with no
     * determiner before its words is a compound's last part or a verb ({@code security review}, {@code I review}). A
     * failing term holding the name ({@code incomplete review}) is the findings' reading where {@code findingsRead},
     * else it states a check not made here.
     */
    private static int modifierTakesItBack(String text, int clause, int start, boolean findingsRead) {
        if (text.charAt(start) >= 0x2E80) {
            return -1;
        }
        int wordEnd = start;
        for (int words = 0; words <= MODIFIER_WORDS; words++) {
            int e = wordEnd;
            while (e > clause && Lexicon.isBlank(text.charAt(e - 1))) {
                e--;
            }
            if (e == wordEnd && words > 0 || e == clause || !Character.isLetterOrDigit(text.charAt(e - 1))) {
                return -1; // a mark, the clause's start, or a word run into the next
            }
            int b = e;
            while (b > clause && (Character.isLetterOrDigit(text.charAt(b - 1)) || text.charAt(b - 1) == '-')) {
                b--;
            }
            long own = ROLES.at(text, b, e, Role.DETERMINER.bit());
            if (own >= 0 && Lexicon.endOf(own) == e) {
                if (words == 0) {
                    return -1; // the determiner right before it: no word calls it anything
                }
                for (int q = e; q < start; q++) {
                    long term = Character.isLetter(text.charAt(q)) && !Character.isLetter(text.charAt(q - 1))
                            ? LEX.at(text, q, Math.min(text.length(), start + 64), STATED_OR_CROSS) : -1;
                    if (term >= 0 && Lexicon.endOf(term) > start) {
                        // A term holding the name (incomplete review, manual review): the findings' reading where they
                        // read it, else it states a check not made here.
                        return findingsRead ? -1 : q;
                    }
                }
                return firstUnkeptWord(text, e, start, java.util.Set.of(), ABOUT_THE_REVIEW_KEEPING,
                        ABOUT_THE_REVIEW_ROLES, false);
            }
            wordEnd = b;
        }
        return -1;
    }

    /**
     * The roles whose words a sentence about the review may be made of and keep a pass: a label's, a lead's, the
     * review's own names, kind and reach, a presenting word, the auxiliaries, pronouns and words of finding a review
     * says it did its work with ({@code I have completed the review.}, {@code Ich habe die Prüfung abgeschlossen.}),
     * and a percent's word, whose share the share's reading weighs ({@code Security review: 95 percent}).
     */
    private static final long ABOUT_THE_REVIEW_ROLES = Role.LABEL.bit() | Role.LEAD.bit() | Role.REVIEW_ITSELF.bit()
            | Role.PRESENTING.bit() | Role.FINDING_AUX.bit() | Role.FINDING.bit() | Role.CHECK_AUX.bit()
            | Role.PRAISE.bit() | Role.REVIEW_REACH.bit() | Role.REVIEW_KIND.bit() | Role.PERCENT.bit();
    /** What may stand before the review's name where it is its clause's subject: a determiner, a word for the whole. */
    private static final long SUBJECT_BEFORE = Category.mask(Category.NEUTRAL, Category.WHOLE);
    /** The particles after the review's name, in Japanese and Korean, that make it its clause's subject or topic. */
    private static final String SUBJECT_PARTICLES = "はがも이가은는";
    /** The particles after a name, in Japanese and Korean, that make it its clause's object. */
    private static final String OBJECT_PARTICLES = "を을를";

    /**
     * Whether a word presenting something ({@link Role#PRESENTING}: {@code here is}) opens the clause
     * {@code text[from, to)}; one inside it may be what the clause takes back ({@code The verdict below is a placeholder.}).
     */
    private static boolean presents(String text, int from, int to) {
        int p = from;
        while (p < to && !Character.isLetterOrDigit(text.charAt(p))) {
            p++;
        }
        return p < to && ROLES.at(text, p, to, Role.PRESENTING.bit()) >= 0;
    }

    /** The negations {@link #verdictWithheld} reads beside the review's word for itself. */
    private static final long NEGATES_ITSELF = Category.mask(Category.NEGATION, Category.NO, Category.NOTHING,
            Category.VERB_NEGATION);

    /** The marks read whole right after a value before any of them is read as a separator ({@code :|}, {@code ;)}). */
    private static final long MARKS_READ_WHOLE = Category.mask(Category.QUESTION, Category.CROSS, Category.JOKE,
            Category.HEDGE);

    /**
     * Whether a mark read whole ({@link #MARKS_READ_WHOLE}: a face, {@code :|}, {@code :-|}) starts in
     * {@code text[from, bar)} and runs past {@code bar}, a table cell's {@code |}: the face is the value's remark, the
     * bar its last mark, not the cell's end. Looks at most {@code bar - from} places.
     */
    public static boolean markAcross(String text, int from, int bar, int limit) {
        for (int q = from; q < bar; q++) {
            long found = LEX.at(text, q, limit, MARKS_READ_WHOLE);
            if (found >= 0 && Lexicon.endOf(found) > bar) {
                return true;
            }
        }
        return false;
    }

    /** The longest line {@link #aboveAPass} looks at: a longer one is the review's body. */
    private static final int ABOVE_A_PASS_CHARS = 200;

    /** The longest line a term read whole may be, where it is longer than its words allow (a CJK phrase). */
    private static final int WHOLE_TERM_CHARS = 40;

    /** {@link #aboveAPass}'s triggers, every one read standing bare only. */
    private static final long BARE_ABOVE_A_PASS = Category.mask(Category.HEDGE, Category.FAILURE, Category.UNVERIFIED,
            Category.NEGATIVE_VERDICT, Category.JOKE, Category.CROSS, Category.RETRACTION);
    /** The most words of a line {@link #aboveAPass} reads, a label's among them. */
    private static final int BARE_ABOVE_A_PASS_WORDS = 3;

    /**
     * What the words before a JSON value a reply writes at {@code start} (its opening bracket, or its fence's) do to
     * it: its sentence's words on its line ({@link #BEFORE_A_JSON_VALUE}: {@code If forced: {…}}, {@code A default would be {…}},
     * {@code Hypothetically, {…}}), the line ending in a colon that introduces it ({@link #introducedBy}, its sentence:
     * {@code If I had to guess:}, {@code Draft:}), a blockquote's mark opening its line (someone's words
     * quoted) and an HTML comment around it (words the reader never sees); in the words before it, since the value
     * before it and at most {@link #AFTER_A_VALUE_WINDOW} characters back, what says it stands in for an answer not found
     * ({@link #STANDING_IN}: {@code I could not access the review.}, {@code Fallback answer:}). An example's label is the templates'
     * reading, which passes such a value over rather than refusing the reply.
     */
    public static Stance beforeAJsonValue(String text, int start) {
        return beforeAJsonValue(text, start, null);
    }

    /**
     * {@link #beforeAJsonValue(String, int)} for a reply's JSON value chosen as the answer to a schema whose own names
     * are {@code names} (its title, its properties' and its definitions' names, in lower-case words: {@link
     * #schemaNames}): the short label that introduces it and the heading over it are then read fail-closed too
     * ({@link #labelNamesTheAnswer}: {@code Scratch:}, {@code ## Sandbox} are unclear; {@code Output:}, {@code ## Result},
     * a schema's own name keep it). Null reads them for their triggers only, as a value read from prose is.
     */
    public static Stance beforeAJsonValue(String text, int start, java.util.Set<String> names) {
        // An HTML comment opened in the window before it and not closed since (a window, as every reading here has).
        for (int p = start - 3; p >= Math.max(0, start - AFTER_A_VALUE_WINDOW); p--) {
            if (text.startsWith("-->", p)) {
                break;
            }
            if (text.startsWith("<!--", p)) {
                return Stance.takenBack(Category.NOT_ACTUAL, p);
            }
        }
        int line = lineOf(text, start);
        int q = pastBlanks(text, line, start);
        Stance info = fenceInfo(text, start, q, line);
        if (!info.plain()) {
            return info;
        }
        if (q < start && (text.charAt(q) == '>' || text.charAt(q) == '＞')) {
            return Stance.takenBack(Category.ATTRIBUTION, q);
        }
        // Written out of the answer: a line a comment's mark opens (// {…}, # {…}, -- {…}), a line a diff removes.
        int marks = q;
        while (marks < start && COMMENTING.indexOf(text.charAt(marks)) >= 0) {
            marks++;
        }
        int bare = marks;
        while (bare < start && Lexicon.isBlank(text.charAt(bare))) {
            bare++;
        }
        if (marks > q && bare == start) {
            String mark = text.substring(q, marks);
            if (COMMENT_OPENERS.contains(mark) || mark.equals("-") && inADiff(text, line)) {
                return Stance.takenBack(Category.NOT_ACTUAL, q);
            }
        }
        Stance before = before(text, 0, start, BEFORE_A_JSON_VALUE);
        if (!before.plain()) {
            return before;
        }
        Stance introduced = introducedBy(text, sentenceStart(text, 0, start), INTRODUCING_A_JSON_VALUE, false);
        if (!introduced.plain()) {
            return introduced;
        }
        if (names != null) {
            Stance shown = shapeShown(text, start);
            if (!shown.plain()) {
                return shown;
            }
            Stance named = shortLabelNames(text, start, names);
            if (!named.plain()) {
                return named;
            }
        }
        Stance dated = datedLead(text, start);
        if (!dated.plain()) {
            return dated;
        }
        Stance heading = headingOver(text, line, start, names);
        if (!heading.plain()) {
            return heading;
        }
        // A label before it on its line, ending in a colon, is read as a line above it ending in one is
        // (Incorrect output: {…}), within the window that line is read in.
        int label = start;
        while (label > q && (Lexicon.isBlank(text.charAt(label - 1)) || Decoration.isOpener(text.charAt(label - 1)))) {
            label--;
        }
        if (label > q && (text.charAt(label - 1) == ':' || text.charAt(label - 1) == '：')) {
            int from = Math.max(q, label - 1 - BEFORE_WINDOW);
            int gone = timeGoneBy(text, from, label - 1); // Status as of last week: {…}
            if (gone >= 0) {
                return Stance.takenBack(Category.HISTORICAL, gone);
            }
            Stance labelled = forbidden(text, from, label - 1, Tokens.of(text, from, label - 1), start);
            if (labelled.plain() && names != null) {
                labelled = labelNamesTheAnswer(text, from, label - 1, start, names);
            }
            if (!labelled.plain()) {
                return labelled;
            }
        } else if (label > q && names != null && Character.isLetterOrDigit(text.charAt(label - 1))) {
            // Words leading into it on its line with no colon (The template is {…}, The user sent {…}) are read as a
            // label is: a short lead names the answer or makes it something else.
            Stance led = labelNamesTheAnswer(text, Math.max(q, label - BEFORE_WINDOW), label, start, names);
            if (!led.plain()) {
                return led;
            }
        }
        // A tag before it on its line, or on the line above it: [EXAMPLE] {…}, (example) {…}, 【例】.
        int tag = exampleTag(text, q, start);
        if (tag >= 0) {
            return Stance.takenBack(Category.EXAMPLE_LABEL, tag);
        }
        // A short remark before it on its line, or on the line above it (blank lines between): ERROR, Status: draft.
        Stance remark = shortRemark(text, q, start, REMARK_BEFORE);
        if (!remark.plain()) {
            return remark;
        }
        int above = line;
        while (above > 0 && (Decoration.isLineBreak(text.charAt(above - 1)) || Lexicon.isBlank(text.charAt(above - 1)))) {
            above--;
        }
        if (above > 0 && above < line) {
            int aboveStart = above;
            boolean value = false; // a line holding a value of its own is no remark on this one
            while (aboveStart > 0 && !Decoration.isLineBreak(text.charAt(aboveStart - 1))) {
                aboveStart--;
                value |= text.charAt(aboveStart) == '{' || text.charAt(aboveStart) == '[' && opensAnArray(text, aboveStart, above);
            }
            tag = value ? -1 : exampleTag(text, aboveStart, above);
            if (tag >= 0) {
                return Stance.takenBack(Category.EXAMPLE_LABEL, tag);
            }
            Stance comment = value ? Stance.plain(above) : commentAbove(text, aboveStart, above, start);
            if (!comment.plain()) {
                return comment;
            }
            if (!value && negatedLead(text, aboveStart, above)) {
                return Stance.takenBack(Category.NEGATION, aboveStart); // No se pudo. above it
            }
            remark = value ? Stance.plain(above) : shortRemark(text, aboveStart, above, REMARK_BEFORE);
            if (!remark.plain()) {
                return remark;
            }
        }
        // Since the value before it, if any: an example passed over before the answer is the templates' reading.
        int from = start;
        while (from > Math.max(0, start - AFTER_A_VALUE_WINDOW) && text.charAt(from - 1) != '}' && text.charAt(from - 1) != ']') {
            from--;
        }
        return standsIn(text, from, start, false);
    }

    /** The roles of {@link #shapeShown}, all on one page of roles. */
    private static final Lexicon SHAPE_PAGE = LEX.roles(Role.SHAPE_SHOWN);
    /** The most lines, blank or a fence's opening, {@link #shapeShown} passes over above a value to the sentence leading into it. */
    private static final int SHAPE_LINES_ABOVE = 3;
    /** The most words between a word of {@link Role#SHAPE_NOUN} and the {@link Role#SHAPE_FOLLOWS} word after it. */
    private static final int SHAPE_GAP = 4;
    /** The most words back from a {@link Role#SHAPE_NOUN} word that a {@link Role#SHAPE_KEEPS} word makes it the answer's form. */
    private static final int SHAPE_KEEPS_BACK = 3;
    /** The most characters of Han, kana and Hangul back from a {@link Role#SHAPE_NOUN} word that a {@link Role#SHAPE_KEEPS} word is read in. */
    private static final int SHAPE_KEEPS_CHARACTERS = 10;

    /**
     * Whether the sentence leading into a JSON value at {@code start} (before it on its line, or else the last
     * sentence above it, over blank lines and a fence's opening line) shows the value as the shape of a reply rather
     * than the answer, read fail-closed: a word naming a reply's look or a typical one ({@link Role#SHAPE_SHOWN}:
     * {@code A typical reply looks like {…}}, {@code Eine typische Antwort sieht so aus:}, {@code Une réponse typique
     * ressemble à}, {@code Una respuesta típica se ve así:}, {@code のような形}); or a word of structure or format
     * ({@link Role#SHAPE_NOUN}) with a word pointing ahead after it in its clause ({@link Role#SHAPE_FOLLOWS}:
     * {@code The structure is as follows:}, {@code Le format est le suivant :}, {@code 格式如下：}, {@code 형식은 다음과
     * 같습니다:}; in Han, kana and Hangul in either order). Such a word a few words after a word of
     * {@link Role#SHAPE_KEEPS} names the answer's own form ({@code Here is the result in JSON format, as follows:},
     * {@code en el formato solicitado}); a word pointing ahead alone presents the answer ({@code The result is as
     * follows:}).
     */
    static Stance shapeShown(String text, int start) {
        int end = start;
        int line = lineOf(text, start);
        for (int lines = 0; lines <= SHAPE_LINES_ABOVE; lines++) {
            int q = pastBlanks(text, line, end);
            boolean fence = text.startsWith("```", q) || text.startsWith("~~~", q);
            if (q < end && !fence) {
                break;
            }
            if (line == 0) {
                return Stance.plain(start);
            }
            end = line - 1; // the line break before this line
            while (end > 0 && Decoration.isLineBreak(text.charAt(end - 1))) {
                end--;
            }
            line = lineOf(text, end);
        }
        while (end > line && Lexicon.isBlank(text.charAt(end - 1))) {
            end--;
        }
        int s = sentenceStart(text, 0, end);
        if (s >= end) {
            return Stance.plain(start);
        }
        for (int p = s; p < end; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetter(c) || !cjk && p > s && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long found = SHAPE_PAGE.at(text, p, end, Role.SHAPE_SHOWN.bit());
            if (found >= 0) {
                int e = Lexicon.endOf(found);
                if (cjk || e == end || !Character.isLetterOrDigit(text.charAt(e))) {
                    return Stance.takenBack(Category.EXAMPLE_LABEL, p);
                }
            }
        }
        int at = pairInAClause(SHAPE_PAGE, text, s, end, Role.SHAPE_NOUN, Role.SHAPE_FOLLOWS, SHAPE_GAP, -1, false);
        if (at < 0) {
            return Stance.plain(start);
        }
        if (text.charAt(at) < 0x2E80) {
            int words = 0;
            for (int p = at - 1; p >= s && words <= SHAPE_KEEPS_BACK; p--) {
                if (Character.isLetterOrDigit(text.charAt(p)) && (p == s || !Character.isLetterOrDigit(text.charAt(p - 1)))) {
                    words++;
                    long keeps = SHAPE_PAGE.at(text, p, at, Role.SHAPE_KEEPS.bit());
                    int e = keeps >= 0 ? Lexicon.endOf(keeps) : -1;
                    if (keeps >= 0 && (e == at || !Character.isLetterOrDigit(text.charAt(e)))) {
                        return Stance.plain(start);
                    }
                }
            }
        } else {
            // In Han, kana and Hangul, within a few characters before it (按照您要求的格式, 指定の形式, 요청하신 형식).
            for (int p = Math.max(s, at - SHAPE_KEEPS_CHARACTERS); p < at; p++) {
                long keeps = SHAPE_PAGE.at(text, p, at, Role.SHAPE_KEEPS.bit());
                if (keeps >= 0 && text.charAt(p) >= 0x2E80) {
                    return Stance.plain(start);
                }
            }
        }
        return Stance.takenBack(Category.EXAMPLE_LABEL, at);
    }

    /** The page of roles of {@link #datedLead}. */
    private static final Lexicon DATED_PAGE = LEX.roles(Role.ANOTHER_TIME);

    /**
     * Where a word of {@link Role#ANOTHER_TIME} starts in {@code text[from, to)}, or -1; not where a word presenting the
     * answer starts there (French {@code hier}, yesterday, opens German {@code Hier ist das JSON:}).
     */
    private static int timeGoneBy(String text, int from, int to) {
        for (int p = termIn(text, from, to, DATED_PAGE, Role.ANOTHER_TIME.bit()); p >= 0;
                p = termIn(text, p + 1, to, DATED_PAGE, Role.ANOTHER_TIME.bit())) {
            if (ROLES.at(text, p, to, Role.PRESENTING.bit()) < 0) {
                return p;
            }
        }
        return -1;
    }

    /**
     * Whether the line ending in the colon that introduces a JSON value at {@code start} (the line above it, blank
     * lines and a fence's opening between) names a time gone by ({@link Role#ANOTHER_TIME}: {@code Status as of last
     * week:}, {@code Here are last week's results:}, {@code Résultat d'hier :}, {@code 上周的结果：}): the value is
     * out of date, not the answer now, however long the line. Only that line is read, within {@link #BEFORE_WINDOW}
     * characters before its colon.
     */
    private static Stance datedLead(String text, int start) {
        int colon = introducingColon(text, sentenceStart(text, 0, start));
        if (colon <= 0) {
            return Stance.plain(start);
        }
        int from = colon - 1;
        while (from > 0 && !Decoration.isLineBreak(text.charAt(from - 1)) && colon - from < BEFORE_WINDOW) {
            from--;
        }
        int gone = timeGoneBy(text, from, colon - 1);
        return gone >= 0 ? Stance.takenBack(Category.HISTORICAL, gone) : Stance.plain(start);
    }

    /**
     * What the line ending in the colon that introduces a JSON value at {@code start} says of it, where it is a short
     * label ({@link #labelNamesTheAnswer}, read fail-closed, {@code names} the answer's own names); plain where no such
     * line introduces it.
     */
    private static Stance shortLabelNames(String text, int start, java.util.Set<String> names) {
        int colon = introducingColon(text, sentenceStart(text, 0, start));
        if (colon <= 0) {
            return Stance.plain(start);
        }
        int from = colon - 1;
        while (from > 0 && !Decoration.isLineBreak(text.charAt(from - 1)) && colon - from < BEFORE_WINDOW) {
            from--;
        }
        return labelNamesTheAnswer(text, from, colon - 1, start, names);
    }

    /**
     * What frames a JSON value at {@code start} (its opening bracket, or its fence's) as something else, of what
     * {@link #beforeAJsonValue} reads: the info string of its fence ({@link #fenceInfo}) and a line of comment over it
     * ({@link #commentAbove}), blank lines between, read fail-closed, and the line ending in a colon that introduces it
     * ({@code Example format:}, {@code If I had to guess:}). For a reader whose own reading of the other words before
     * a value is another's (review-decision's JSON verdict, whose lines above are read as a pass's). A short label
     * introducing it is read fail-closed ({@link #labelNamesTheAnswer}), {@code names} the words of the JSON it is
     * (a verdict's keys): {@code Inferred from the tone:}, {@code Reading between the lines:} make it unclear; so does
     * an introducing line of any length saying it stands on part of the whole ({@link ShortOfWhole#scopeLimited}:
     * {@code Based on the title only:}).
     */
    public static Stance framing(String text, int start, java.util.Set<String> names) {
        Stance introduced = introducedBy(text, sentenceStart(text, 0, start), INTRODUCING_A_JSON_VALUE, false);
        if (!introduced.plain()) {
            return introduced;
        }
        // A short label introducing it is read fail-closed, as a schema's answer's is (Inferred from the tone:).
        Stance named = shortLabelNames(text, start, names);
        if (!named.plain()) {
            return named;
        }
        // A line introducing it, of any length, that says it stands on part of what it is of (Based on the title only:,
        // Going by the title alone:, タイトルのみから:): the whole was not read.
        int colon = introducingColon(text, sentenceStart(text, 0, start));
        if (colon > 0) {
            int from = colon - 1;
            while (from > 0 && !Decoration.isLineBreak(text.charAt(from - 1)) && colon - from < BEFORE_WINDOW) {
                from--;
            }
            int part = ShortOfWhole.scopeLimited(text, from, colon - 1);
            if (part >= 0) {
                return new Stance(Kind.UNCLEAR, null, part, part);
            }
        }
        int line = lineOf(text, start);
        int q = pastBlanks(text, line, start);
        Stance info = fenceInfo(text, start, q, line);
        if (!info.plain() || q < start) {
            return info;
        }
        int above = line;
        while (above > 0 && (Decoration.isLineBreak(text.charAt(above - 1)) || Lexicon.isBlank(text.charAt(above - 1)))) {
            above--;
        }
        if (above <= 0 || above >= line) {
            return Stance.plain(start);
        }
        int aboveStart = above;
        while (aboveStart > 0 && !Decoration.isLineBreak(text.charAt(aboveStart - 1)) && above - aboveStart < BEFORE_WINDOW) {
            aboveStart--;
        }
        return commentAbove(text, aboveStart, above, start);
    }

    /**
     * What the info string of the fence a JSON value opens, or stands first in, says of it: read fail-closed, as a
     * label is. A fence names its block's language ({@code ```json}, {@code ```jsonc}, {@code ```js}, {@code ```text})
     * and may name it as the answer ({@code ```json output}); any other word may make it something else
     * ({@code ```json example}, {@code ```json (wrong)}, {@code ```json draft}, {@code ```example},
     * {@code ```json5 mock}, {@code ```json v1}), so it is unclear at that word. The fence is the one opening at
     * {@code start}, or on the line right above a value that opens its line ({@code q}: the line's first character
     * past blanks).
     */
    private static Stance fenceInfo(String text, int start, int q, int line) {
        int fence = -1;
        if (fenceRun(text, start) > 0) {
            fence = start;
        } else if (q == start && line > 0) {
            int above = line - 1;
            if (above > 0 && text.charAt(above) == '\n' && text.charAt(above - 1) == '\r') {
                above--;
            }
            int aboveStart = above;
            while (aboveStart > 0 && !Decoration.isLineBreak(text.charAt(aboveStart - 1))) {
                aboveStart--;
            }
            int f = aboveStart;
            while (f < above && f - aboveStart < 4 && text.charAt(f) == ' ') {
                f++;
            }
            if (f - aboveStart < 4 && fenceRun(text, f) > 0) {
                fence = f;
            }
        }
        if (fence < 0) {
            return Stance.plain(start);
        }
        int from = fence + fenceRun(text, fence);
        int to = from;
        while (to < text.length() && !Decoration.isLineBreak(text.charAt(to))
                && (text.charAt(to) != '{' || attributes(text, to)) && (text.charAt(to) != '[' || !opensAnArray(text, to, text.length()))) {
            to++;
        }
        return namesTheAnswer(text, from, to, start);
    }

    /** The most words of a label before a JSON value, or of the heading over it, read fail-closed (a CJK character half a one). */
    private static final int LABEL_WORDS = 4;

    /**
     * The words a short label before a JSON value, or the heading over it, may be made of and keep it
     * ({@link #labelNamesTheAnswer}): those naming the answer, a verdict's or a whole's label, a settled word, the
     * neutral words, a word that states or affirms, a chat's closing ({@code Here you go:}), a status mark. A term that
     * belongs to another category too takes back as that one ({@code Recommendation:}; {@code For this change:}, as
     * {@code change} is a problem's word too).
     */
    private static final long LABEL_KEEPING = Category.mask(Category.NEUTRAL, Category.NEUTRAL_WRAPPER,
            Category.THIS_VALUE, Category.VERDICT_LABEL, Category.SETTLED, Category.STATING, Category.AFFIRMING,
            Category.CLOSER, Category.WHOLE, Category.CONJUNCTION, Category.STATUS, Category.CONFIDENT,
            Category.REMARK_OPENER, Category.SUMMARY);
    /** What a sentence about the review may say of it and keep a pass ({@link #verdictWithheld}). */
    private static final long ABOUT_THE_REVIEW_KEEPING = LABEL_KEEPING | Category.mask(Category.POSITIVE_VERDICT,
            Category.CHECKED);

    /**
     * Whether the label {@code text[from, to)} (a line's words up to the colon that introduces a JSON value, or the
     * heading over it) names the answer, read fail-closed as an info string is: its sentence after a chain's last
     * colon ({@code Step 3: Output}), where it holds at most {@link #LABEL_WORDS} words, is a label, which keeps the
     * value only when each of its words is a term of {@link #LABEL_KEEPING}, a label's own word or a lead's ({@link Role#LABEL},
     * {@link Role#LEAD}: {@code here is}, {@code overall}, {@code extracted}, {@code 以下は}) or the input's name beside another
     * ({@code Parsed input:}), a problem a negation counts none of ({@code No errors found:}), a language's word of a fence
     * ({@link #FENCE_WORDS}), a correction's ({@code Corrected:}) or a word of the schema's own {@code names}
     * ({@code Invoice:} where a property is {@code invoice_no}); any other word may make it something else
     * ({@code Scratch:}, {@code Debug:}, {@code Sandbox:}, {@code ## Playground}, {@code Bug reproduction:}), so it is
     * unclear there. A longer sentence, and one holding a word that presents the answer ({@link Role#PRESENTING}:
     * {@code Here is the order:}, {@code Voici la commande :}), is the reply's own presentation, read for its triggers
     * only ({@code Based on the invoice, here is the extracted data:}). Digits, marks and pictographs need no word.
     */
    private static Stance labelNamesTheAnswer(String text, int from, int to, int start, java.util.Set<String> names) {
        int s = sentenceStart(text, from, to);
        for (int p = to - 1; p >= s; p--) {
            if (text.charAt(p) == ':' || text.charAt(p) == '：') {
                s = p + 1;
                break;
            }
        }
        int halves = halvesIn(text, s, to);
        if (halves == 0 || halves > 2 * LABEL_WORDS) {
            return Stance.plain(start);
        }
        if (roleWordIn(text, s, to, Role.PRESENTING) >= 0) { // a sentence presenting the answer (Here is the order:)
            return Stance.plain(start);
        }
        int unkept = firstUnkeptWord(text, s, to, names, LABEL_KEEPING, Role.LABEL.bit() | Role.LEAD.bit() | Role.INPUT.bit(),
                true);
        if (unkept >= 0) {
            return new Stance(Kind.UNCLEAR, null, unkept, unkept);
        }
        // The input named with no word making it what the reply made of it (The input is:, 入力は:) is the input; a
        // lead's word keeps it (Parsed input:).
        int input = roleWordIn(text, s, to, Role.INPUT);
        if (input >= 0 && roleWordIn(text, s, to, Role.LEAD) < 0) {
            return new Stance(Kind.UNCLEAR, null, input, input);
        }
        return Stance.plain(start);
    }

    /** Where the first word of {@code role} in {@code text[s, to)} starts (at a word's start in a spaced script), or -1. */
    private static int roleWordIn(String text, int s, int to, Role role) {
        for (int p = s; p < to; p++) {
            if ((p == s || !Character.isLetterOrDigit(text.charAt(p - 1)) || text.charAt(p) >= 0x2E80)
                    && ROLES.at(text, p, to, role.bit()) >= 0) {
                return p;
            }
        }
        return -1;
    }

    /**
     * Where the first word of {@code text[s, to)} that does not keep a value starts, read fail-closed
     * ({@link #labelNamesTheAnswer}): each word a term of {@code keeping}, a word of one of {@code roles}, a problem a
     * negation counts none of, a language's word of a fence, a correction's or a word of {@code names}; -1 where every
     * word keeps; a correction's word ({@code Corrected:}) keeps where {@code corrections}. Digits, marks and
     * pictographs need no word.
     */
    private static int firstUnkeptWord(String text, int s, int to, java.util.Set<String> names, long keeping, long roles,
            boolean corrections) {
        for (int p = s; p < to; p++) {
            char c = text.charAt(p);
            if (!Character.isLetter(c)) {
                continue;
            }
            int e = p;
            while (e < to && Character.isLetterOrDigit(text.charAt(e)) && (c >= 0x2E80) == (text.charAt(e) >= 0x2E80)) {
                e++;
            }
            if (c < 0x2E80 && FENCE_WORDS.contains(text.substring(p, e).toLowerCase(java.util.Locale.ROOT))) {
                p = e - 1;
                continue;
            }
            long own = ROLES.at(text, p, to, roles); // Parsed input: (Input: alone is refused before)
            long found = LEX.at(text, p, to, keeping | (corrections ? Category.RESOLVING.bit() : 0));
            boolean keeps = false;
            if (found >= 0) {
                long categories = LEX.categoriesOf(found);
                if (corrections && (categories & Category.RESOLVING.bit()) != 0) {
                    categories &= ~Category.mask(Category.RESOLVING, Category.RETRACTION); // Corrected:, Fixed:
                }
                // A unit another language spells alike takes nothing back (an: French for a year).
                keeps = (categories & ~(keeping | Category.UNIT.bit())) == 0;
            }
            // The longer of a role's word and a keeping term (검토됨 holds 검토): a role's word otherwise.
            if (own >= 0 && (!keeps || Lexicon.endOf(found) <= Lexicon.endOf(own))) {
                p = Lexicon.endOf(own) - 1;
                continue;
            }
            if (keeps) {
                p = Lexicon.endOf(found) - 1;
                continue;
            }
            // A negation counting a problem none of (No errors found:, Keine Fehler:) names what was left out.
            long none = LEX.at(text, p, to, Category.NO.bit());
            if (none >= 0) {
                int q = Lexicon.endOf(none);
                while (q < to && Lexicon.isBlank(text.charAt(q))) {
                    q++;
                }
                long problem = q < to ? LEX.at(text, q, to, Category.PROBLEM.bit()) : -1;
                if (problem >= 0) {
                    p = Lexicon.endOf(problem) - 1;
                    continue;
                }
            }
            int named = schemaNameAt(text, p, e, names);
            if (named < 0) {
                return p;
            }
            p = named - 1;
        }
        return -1;
    }

    /**
     * The end of a word of the schema's own {@code names} at {@code p} (the word {@code text[p, e)}, in any case, or
     * it without or with a plural's {@code s}; in a script without spaces, a name starting there), or -1.
     */
    private static int schemaNameAt(String text, int p, int e, java.util.Set<String> names) {
        if (text.charAt(p) >= 0x2E80) {
            for (String name : names) {
                if (!name.isEmpty() && name.charAt(0) >= 0x2E80 && text.startsWith(name, p)) {
                    return p + name.length();
                }
            }
            return -1;
        }
        String word = text.substring(p, e).toLowerCase(java.util.Locale.ROOT);
        return names.contains(word) || names.contains(word + "s") || names.contains(word + "es")
                || word.endsWith("s") && names.contains(word.substring(0, word.length() - 1)) ? e : -1;
    }

    /** The most schema nodes {@link #schemaNames} reads. */
    private static final int SCHEMA_NODES = 256;

    /**
     * The schema's own names, in lower-case words: its titles, its properties' names and its definitions' names
     * ({@code $defs}, {@code definitions}), each split at a mark, a digit and a lower-case letter's capital
     * ({@code invoice_no}, {@code lineItems}, {@code Invoice}), read through at most {@link #SCHEMA_NODES} nodes. What
     * the caller asked for names its answer: a label of these words keeps the value ({@link #labelNamesTheAnswer}).
     */
    public static java.util.Set<String> schemaNames(com.fasterxml.jackson.databind.JsonNode schema) {
        java.util.Set<String> names = new java.util.HashSet<>();
        JsonWalk.objects(schema, SCHEMA_NODES, (node, open) -> {
            if (node.path("title").isTextual()) {
                words(node.path("title").asText(), names);
            }
            for (String keyed : java.util.List.of("properties", "$defs", "definitions", "patternProperties")) {
                node.path(keyed).fieldNames().forEachRemaining(n -> words(n, names));
            }
            node.forEach(open);
        });
        return java.util.Set.copyOf(names);
    }

    /**
     * The last of the lower-case words of a name ({@link #words}), or an empty text where it has none: a member's head
     * ({@code due_date} names a date, {@code invoiceTotal} a total).
     */
    public static String lastWord(String name) {
        java.util.List<String> all = new java.util.ArrayList<>(); // a name's words in order, repeats kept
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < name.length() && i < 200; i++) {
            char c = name.charAt(i);
            if ((!Character.isLetter(c) || Character.isUpperCase(c) && i > 0 && Character.isLowerCase(name.charAt(i - 1)))
                    && word.length() > 0) {
                all.add(word.toString());
                word.setLength(0);
            }
            if (Character.isLetter(c)) {
                word.append(c);
            }
        }
        if (word.length() > 0) {
            all.add(word.toString());
        }
        return all.isEmpty() ? "" : all.get(all.size() - 1).toLowerCase(java.util.Locale.ROOT);
    }

    /** Adds the lower-case words of a name ({@link #schemaNames}) to {@code into}. */
    private static void words(String name, java.util.Set<String> into) {
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < name.length() && i < 200; i++) {
            char c = name.charAt(i);
            boolean split = !Character.isLetter(c)
                    || Character.isUpperCase(c) && i > 0 && Character.isLowerCase(name.charAt(i - 1));
            if (split && word.length() > 0) {
                into.add(word.toString().toLowerCase(java.util.Locale.ROOT));
                word.setLength(0);
            }
            if (Character.isLetter(c)) {
                word.append(c);
            }
        }
        if (word.length() > 0) {
            into.add(word.toString().toLowerCase(java.util.Locale.ROOT));
        }
    }

    /**
     * Whether the words of {@code text[from, to)}, an info string or a comment's line over a value, only name its
     * language or name it as the answer ({@link #FENCE_WORDS}, {@link #FENCE_NAMING}): plain at {@code start} if so,
     * else unclear at the first other word.
     */
    private static Stance namesTheAnswer(String text, int from, int to, int start) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (!Character.isLetterOrDigit(c) && !Character.isSurrogate(c) && Character.getType(c) != Character.OTHER_SYMBOL) {
                continue;
            }
            int e = p;
            while (e < to && Character.isLetterOrDigit(text.charAt(e))) {
                e++;
            }
            if (e > p && FENCE_WORDS.contains(text.substring(p, e).toLowerCase(java.util.Locale.ROOT))) {
                p = e - 1;
                continue;
            }
            long found = LEX.at(text, p, to, FENCE_NAMING);
            if (found < 0 || (LEX.categoriesOf(found) & ~FENCE_NAMING) != 0) {
                return new Stance(Kind.UNCLEAR, null, p, p); // a name that takes back too (recommendation) names no answer
            }
            p = Lexicon.endOf(found) - 1;
        }
        return Stance.plain(start);
    }

    /**
     * What a line of comment over a JSON value ({@code // …}, {@code /* … *}{@code /}) says of it, {@code text[from,
     * to)} the line: a note written beside code, read fail-closed as an info string is ({@code // TODO replace},
     * {@code // FIXME}, {@code /* example *}{@code /} are unclear; {@code // result} keeps it). A Markdown heading's
     * {@code #} is no comment's mark here.
     */
    private static Stance commentAbove(String text, int from, int to, int start) {
        int p = from;
        while (p < to && Lexicon.isBlank(text.charAt(p))) {
            p++;
        }
        if (!text.startsWith("//", p) && !text.startsWith("/*", p)) {
            return Stance.plain(start);
        }
        return namesTheAnswer(text, p + 2, to, start);
    }

    /** Where the line holding {@code p} starts. */
    private static int lineOf(String text, int p) {
        int line = p;
        while (line > 0 && !Decoration.isLineBreak(text.charAt(line - 1))) {
            line--;
        }
        return line;
    }

    /** The first place of {@code text[from, to)} that is no blank, or {@code to}. */
    private static int pastBlanks(String text, int from, int to) {
        int q = from;
        while (q < to && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        return q;
    }

    /** The length of the run of three or more backticks or tildes opening a fence at {@code p}, or 0. */
    private static int fenceRun(String text, int p) {
        if (p >= text.length() || text.charAt(p) != '`' && text.charAt(p) != '~') {
            return 0;
        }
        int e = p;
        while (e < text.length() && text.charAt(e) == text.charAt(p)) {
            e++;
        }
        return e - p >= 3 ? e - p : 0;
    }

    /** Whether the brace at {@code p} of an info string opens its attributes ({@code {.json}}, {@code {#out}}), no value. */
    private static boolean attributes(String text, int p) {
        int a = p + 1;
        while (a < text.length() && text.charAt(a) == ' ') {
            a++;
        }
        return a < text.length() && (text.charAt(a) == '.' || text.charAt(a) == '#');
    }

    /**
     * The words of an info string that name the fence's language or its attributes: JSON's own languages and those a
     * reply's JSON is written in as they are (a script's object literal, plain text), and an attribute's name
     * ({@code title="result.json"}: its value's words are read as any).
     */
    private static final java.util.Set<String> FENCE_WORDS = java.util.Set.of("json", "jsonc", "json5", "jsonl",
            "js", "javascript", "ts", "typescript", "text", "txt", "plaintext", "plain", "title", "file", "filename",
            "name");

    /** The words an info string may hold beside its language and keep the value: it names the answer. */
    private static final long FENCE_NAMING = Category.mask(Category.NEUTRAL, Category.NEUTRAL_WRAPPER,
            Category.THIS_VALUE, Category.VERDICT_LABEL, Category.SETTLED);

    /**
     * What the Markdown heading of the section a JSON value stands in says of it, {@code line} the start of the
     * value's line (or its fence's): the nearest heading above it ({@code ## Wrong answers}, {@code ### Before},
     * {@code # Hypothetical}), read as a line ending in a colon that introduces it is ({@link #introducedBy}: a hedge,
     * a modal, a condition, a cross, a failing verdict, and an example's label anywhere in it; {@link #forbidden}: a short label calling it withdrawn,
     * wrong, an example or a value other than the actual one). The look goes back at most
     * {@link #AFTER_A_VALUE_WINDOW} characters and stops at another fence's line or a line a value opens: a heading
     * past another block heads what that block holds.
     */
    private static Stance headingOver(String text, int line, int start, java.util.Set<String> names) {
        // A section an example's label heads holds examples, whatever its other words (### フォーマット例).
        int end = line;
        int floor = Math.max(0, start - AFTER_A_VALUE_WINDOW);
        while (end > floor) {
            int lineEnd = end - 1; // the line break before the line at end
            if (lineEnd > 0 && text.charAt(lineEnd) == '\n' && text.charAt(lineEnd - 1) == '\r') {
                lineEnd--;
            }
            int from = lineEnd;
            while (from > floor && !Decoration.isLineBreak(text.charAt(from - 1))) {
                from--;
            }
            int q = from;
            while (q < lineEnd && q - from < 4 && text.charAt(q) == ' ') {
                q++;
            }
            if (q < lineEnd) {
                char c = text.charAt(q);
                if (fenceRun(text, q) > 0 || c == '{' || c == '[' || c == '}' || c == ']') {
                    return Stance.plain(start);
                }
                int marks = q;
                while (marks < lineEnd && text.charAt(marks) == '#') {
                    marks++;
                }
                if (marks > q && marks - q <= 6 && marks < lineEnd && Lexicon.isBlank(text.charAt(marks))) {
                    int h = marks;
                    while (h < lineEnd && Lexicon.isBlank(text.charAt(h))) {
                        h++;
                    }
                    int e = lineEnd;
                    while (e > h && (Lexicon.isBlank(text.charAt(e - 1)) || text.charAt(e - 1) == '#'
                            || text.charAt(e - 1) == ':' || text.charAt(e - 1) == '：')) {
                        e--;
                    }
                    if (e <= h) {
                        return Stance.plain(start);
                    }
                    Tokens tokens = Tokens.of(text, h, e);
                    int t = tokens.firstOf(HEADING_AGAINST);
                    if (t >= 0) {
                        return Stance.takenBack(tokens.category(t, HEADING_AGAINST), tokens.start[t]);
                    }
                    Stance forbids = forbidden(text, h, e, tokens, start);
                    return forbids.plain() && names != null ? labelNamesTheAnswer(text, h, e, start, names) : forbids;
                }
            }
            end = from;
        }
        return Stance.plain(start);
    }

    /** The brackets a tag is written in ({@link #exampleTag}), each opener at the index of its closer. */
    private static final String TAG_OPENERS = "([【（<〔";
    private static final String TAG_CLOSERS = ")]】）>〕";

    /**
     * Where in {@code text[from, to)} (a line, or the words before a value on its line) a bracket holds an example's
     * label and nothing else ({@code [EXAMPLE]}, {@code (example)}, {@code 【例】}, {@code (sample output)}), or -1: a
     * tag calls what it stands before an example. A bracket of other words is read as the line's words are.
     */
    private static int exampleTag(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            int kind = TAG_OPENERS.indexOf(text.charAt(p));
            if (kind < 0) {
                continue;
            }
            int close = p + 1;
            while (close < to && close - p <= BEFORE_WINDOW && text.charAt(close) != TAG_CLOSERS.charAt(kind)
                    && !Decoration.isLineBreak(text.charAt(close))) {
                close++;
            }
            if (close >= to || text.charAt(close) != TAG_CLOSERS.charAt(kind)) {
                continue;
            }
            int a = p + 1;
            int b = close;
            while (a < b && (Lexicon.isBlank(text.charAt(a)) || Decoration.isOpener(text.charAt(a)))) {
                a++;
            }
            while (b > a && (Lexicon.isBlank(text.charAt(b - 1)) || Decoration.isCloser(text.charAt(b - 1)))) {
                b--;
            }
            if (a < b && LEX.at(text, a, b, Category.EXAMPLE_LABEL.bit()) >= 0
                    && Lexicon.endOf(LEX.at(text, a, b, Category.EXAMPLE_LABEL.bit())) == b) {
                return p;
            }
            p = close;
        }
        return -1;
    }

    /** The characters of the marks that open a comment's line before a JSON value, and of a diff's removed line. */
    private static final String COMMENTING = "/#-;%*";
    /** The marks that open a line of comment ({@code //}, {@code #}, {@code --}, {@code ;}, {@code %}, {@code /*}). */
    private static final java.util.Set<String> COMMENT_OPENERS = java.util.Set.of("//", "#", "--", ";", "%", "/*", "///",
            "##", ";;", "%%");

    /** Whether the line at {@code line} stands in a fence whose info string is a diff's ({@code ```diff}, {@code ```patch}). */
    private static boolean inADiff(String text, int line) {
        for (int p = line; p > 0 && line - p < AFTER_A_VALUE_WINDOW;) {
            int prev = p - 1;
            while (prev > 0 && !Decoration.isLineBreak(text.charAt(prev - 1))) {
                prev--;
            }
            if (text.startsWith("```", prev) || text.startsWith("~~~", prev)) {
                String info = text.substring(prev + 3, p - 1).strip().toLowerCase(java.util.Locale.ROOT);
                return info.startsWith("diff") || info.startsWith("patch");
            }
            p = prev;
        }
        return false;
    }

    /**
     * What frames a JSON value as something else in the words of its sentence before it: {@link #BEFORE_A_VALUE}'s
     * triggers and a failing verdict ({@code Rejected: {…}}), but another's word, a time past, a nearness, a value
     * other than the actual one and a retraction. A reply that extracts data names its source ({@code According to
     * the invoice, {…}}) and the time the data is of ({@code Last year's totals: {…}}); {@code Below is {…}} places
     * the value, not a number; {@code Here is the JSON in the required format:} calls the answer what was asked for;
     * {@code Corrected:} takes back what came before and introduces the answer (two answers that conform are
     * ambiguous by the choice's own rule).
     */
    private static final long BEFORE_A_JSON_VALUE = (BEFORE_A_VALUE | NEGATIVE) & ~Category.mask(Category.EXAMPLE_LABEL,
            Category.ATTRIBUTION, Category.HISTORICAL, Category.APPROXIMATE, Category.NOT_ACTUAL, Category.RETRACTION);

    /**
     * Whether the words right before a value a reply writes in prose, at {@code start}, keep it: from the nearest word
     * that states it ({@code is}, {@code comes to}, {@code は}), a label's colon or an equals sign, or else its
     * sentence's start, to the value, each word one that keeps a value ({@code Verdict: **PASS**}, {@code The total is
     * **5**}, {@code Overall, the sentiment is **Positive**}). A word nobody listed there may frame the value as
     * something else ({@code Verdict: Technically **PASS**}, {@code On paper **PASS**}, {@code 建前上 **PASS**},
     * {@code Originally **5**}), so it is unclear. After a label's colon, the label is read too ({@link #labelNarrows}:
     * {@code Staging status: ok} narrows the value to a part). Triggers are {@link #before}'s to read.
     */
    public static Stance leadKeeps(String text, int from, int start) {
        int s = sentenceStart(text, from, start);
        int anchor = s;
        for (int p = start; p > s; p--) {
            char c = text.charAt(p - 1);
            if (c == ':' || c == '：' || c == '=' || !Lexicon.isBlank(c) && (p == start
                    || !Character.isLetterOrDigit(text.charAt(p)) || c >= 0x2E80)
                    && (stated(text, s, p, true, false) || statedAfterItsSubject(text, s, p))) {
                anchor = p;
                break;
            }
        }
        int unlisted = firstUnlisted(text, anchor, start, Tokens.of(text, anchor, start), KEEPING, start);
        if (unlisted < 0 && anchor > s && (text.charAt(anchor - 1) == ':' || text.charAt(anchor - 1) == '：')) {
            unlisted = labelNarrows(text, s, anchor - 1);
        }
        return unlisted < 0 ? Stance.plain(start) : new Stance(Kind.UNCLEAR, null, unlisted, unlisted);
    }

    /**
     * Whether the clause of a value a reply writes in prose, at {@code text[start, end)}, states it in another time
     * than now ({@link Role#STATES_THEN}): a past or a future of the stating words, or a label's word for a time gone by,
     * from its sentence's start (read from {@code from}) to the value ({@code The total was 5.}, {@code Die Summe war
     * 5.}, {@code Le total était de 5.}, {@code The sentiment will be **negative**.}, {@code Last total: 5}), or among the
     * words bound right after it up to a separator or its sentence's end ({@code 合計は5でした。},
     * {@code 상태는 ok였습니다.}). Such a value tells of a state that may have changed or is still to come, not of the
     * answer: taken back, as a time past before a value is ({@link Category#HISTORICAL}). A word of a spaced script
     * counts as a whole word only.
     */
    public static Stance statedInAnotherTime(String text, int from, int start, int end) {
        int s = sentenceStart(text, from, start);
        int then = statesThen(text, s, start, start);
        if (then >= 0) {
            return Stance.takenBack(Category.HISTORICAL, then);
        }
        int bound = end;
        int limit = Math.min(text.length(), end + REMARK_WINDOW);
        while (bound < limit && !Decoration.isLineBreak(text.charAt(bound)) && !Decoration.endsSentence(text, bound, limit)
                && ",;:，；：、-—–([（【→".indexOf(text.charAt(bound)) < 0) {
            bound++;
        }
        then = statesThen(text, end, bound, bound);
        return then >= 0 ? Stance.takenBack(Category.HISTORICAL, then) : Stance.plain(end);
    }

    /** Where the first term of {@link Role#STATES_THEN} starts in {@code text[from, to)}, a spaced one as a word, or -1. */
    private static int statesThen(String text, int from, int to, int termLimit) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (!Character.isLetter(c) || p > from && Lexicon.isSpaced(c) && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            if (ROLES.at(text, p, termLimit, Role.STATES_THEN.bit()) >= 0) {
                return p;
            }
        }
        return -1;
    }

    /** The longest subject a particle glued to it may state a value of ({@link #statedAfterItsSubject}). */
    private static final int GLUED_SUBJECT = 8;

    /**
     * Whether a stating particle of an unspaced script ends at {@code p}, glued to its subject, as Chinese, Japanese
     * and Korean write one ({@code 总额是}, {@code 合計は}, {@code 합계는}): the subject is one word of at most
     * {@link #GLUED_SUBJECT} letters of such a script written wholly in listed words ({@link #namesAnAmount}: a word
     * nobody listed glued to a particle may frame the value, {@code 표면적으로는}, {@code 書類上は}), only words that
     * keep a value stand before it in its sentence ({@code 총 합계는}), and the particle ends no longer term of the
     * lexicon ({@code 以前は}). The words before the particle are then read for what takes the value back
     * ({@link #before}: {@code 可能是}, {@code 目標は}) and the words after it fail-closed, as after {@code is}.
     */
    private static boolean statedAfterItsSubject(String text, int from, int p) {
        for (int q = Math.max(from + 1, p - 4); q < p; q++) {
            if (!gluedLetter(text.charAt(q)) || !gluedLetter(text.charAt(q - 1))
                    || termEnd(text, q, p, Category.STATING) != p) {
                continue;
            }
            int r = q;
            while (r > from && gluedLetter(text.charAt(r - 1))) {
                r--;
            }
            for (int t = Math.max(r, q - TERM_BEFORE); t < q; t++) {
                long term = ANY_TERMS.at(text, t, p);
                if (term >= 0 && Lexicon.endOf(term) > q) {
                    return false; // the particle ends a longer term (以前は, 最初は): no particle of its own
                }
            }
            return q - r <= GLUED_SUBJECT && (r == from || Lexicon.isBlank(text.charAt(r - 1))
                    || text.charAt(r - 1) == ':' || text.charAt(r - 1) == '：') && namesAnAmount(text, r, q)
                    && firstUnlisted(text, from, r, Tokens.of(text, from, r), KEEPING, r) < 0;
        }
        return false;
    }

    /**
     * Whether {@code text[from, to)}, a subject glued to a stating particle, is written wholly in listed words: a
     * quantity's name ({@link Role#AMOUNT}), a label's own words ({@link Role#LABEL}) or the names and words a label
     * keeps ({@link #LABELLING}: {@code 合計}, {@code 件数}, {@code 합계}). A word nobody listed may frame the value.
     */
    private static boolean namesAnAmount(String text, int from, int to) {
        for (int p = from; p < to;) {
            long own = ROLES.at(text, p, to, Role.AMOUNT.bit() | Role.LABEL.bit());
            long found = LEX.at(text, p, to, LABELLING);
            if (own < 0 && found < 0) {
                return false;
            }
            p = Math.max(own < 0 ? p : Lexicon.endOf(own), found < 0 ? p : Lexicon.endOf(found)); // the longer
        }
        return true;
    }

    /** A letter of a script written without blanks between its words, or Hangul: Han, kana, Hangul. */
    private static boolean gluedLetter(char c) {
        return !Lexicon.isSpaced(c) && Character.isLetter(c);
    }

    /**
     * What a label's words may name: the answer, a verdict or a status, a check ({@code Sentiment:}, {@code Status:},
     * {@code Result:}, {@code ステータス：}). One name is the label's; a second one narrows it ({@code Staging status:},
     * {@code Status in the test env:}, {@code ステージングのステータス：}).
     */
    private static final long NAMING = Category.mask(Category.VERDICT_LABEL, Category.NEUTRAL_WRAPPER,
            Category.THIS_VALUE, Category.CHECK, Category.WHOLE);
    /**
     * The words a label before a value may hold beside its name and keep it: the names, the words that keep a value and
     * a final word ({@code Final status:}, {@code 最終ステータス：}); and the label's own words ({@link Role#LABEL}:
     * {@code Overall status:}, {@code Total:}, {@code Current status:}), read first.
     */
    private static final long LABELLING = KEEPING | NAMING | Category.SETTLED.bit();

    /**
     * Where the label {@code text[from, colon)} before a value says the value holds for a part of what it names, or
     * -1: a label keeps its value when it names one thing, in words that keep a value ({@link #LABELLING}) and at
     * most one word nobody listed, which is then the label's name ({@code Sentiment:}, {@code Overall sentiment:}).
     * A second name, listed or not, narrows the first ({@code Staging status:}, {@code Status (local only):},
     * {@code Status for the first half:}, {@code Sentiment (prod):}), so the value is not asserted plainly of the
     * whole: unclear, at the first word nobody listed (or the second name). Each label of a chain
     * ({@code Answer: Status:}) is read on its own. Bullets, emphasis, brackets, digits and pictographs need no word.
     */
    static int labelNarrows(String text, int from, int colon) {
        int names = 0;
        int firstUnlisted = -1;
        for (int p = from; p < colon; p++) {
            char c = text.charAt(p);
            if (c == ':' || c == '：') {
                names = 0;
                firstUnlisted = -1;
                continue;
            }
            if (!Character.isLetter(c) && !Character.isSurrogate(c) && Character.getType(c) != Character.OTHER_SYMBOL) {
                continue;
            }
            long own = ROLES.at(text, p, colon, Role.LABEL.bit());
            if (own >= 0) {
                p = Lexicon.endOf(own) - 1;
                continue;
            }
            long found = LEX.at(text, p, colon, LABELLING);
            int at = p;
            if (found >= 0) {
                p = Lexicon.endOf(found) - 1;
                if ((LEX.categoriesOf(found) & NAMING) == 0) {
                    continue;
                }
            } else if (!Character.isLetter(c)) {
                continue; // a pictograph nobody listed decorates the label (a trigger's is read before): no name
            } else {
                // A word nobody listed: to its end in a spaced script, else to where a listed term or another script starts.
                firstUnlisted = firstUnlisted < 0 ? at : firstUnlisted;
                Character.UnicodeScript script = Character.UnicodeScript.of(c);
                while (p + 1 < colon && Character.isLetter(text.charAt(p + 1)) && (Lexicon.isSpaced(c)
                        ? Lexicon.isSpaced(text.charAt(p + 1))
                        : Character.UnicodeScript.of(text.charAt(p + 1)) == script && LEX.at(text, p + 1, colon, LABELLING) < 0
                                && ROLES.at(text, p + 1, colon, Role.LABEL.bit()) < 0)) {
                    p++;
                }
            }
            if (++names > 1) {
                return firstUnlisted >= 0 ? firstUnlisted : at;
            }
        }
        return -1;
    }

    /**
     * Whether a word that states a value ({@link Category#STATING}: {@code is}, {@code comes to}, {@code は},
     * {@code =}) ends right before {@code start}, blanks between aside, and starts at {@code from} or after: the
     * value after it is written as the answer. Where {@code ownWord}, the term must start a word of its own: a
     * particle glued to the word before it ({@code 表向きは}) leaves that word to be read.
     */
    public static boolean statedRightBefore(String text, int from, int start, boolean ownWord) {
        return stated(text, from, start, ownWord, true);
    }

    /**
     * Whether a word that states a value ends right before {@code start} (blanks between aside: {@code is},
     * {@code ist}, {@code est}, {@code は}, {@code 是}, {@code 는}), as a word of its own or a particle glued to the
     * word before it, and the words from its sentence's start to it name one thing by a listed name
     * ({@link #subjectNamesOneThing}): the value is stated of that thing ({@code The status is ok.}, {@code Der Status ist ok.},
     * {@code ステータスはokです。}). A subject of two names narrows the value to a part ({@code The staging status is
     * ok.}), a sentence with no words before the stating word states it of nothing, and only a word that states it as
     * it is now counts ({@link Role#STATES_NOW}: not {@code was}, {@code comes to}). Triggers are {@link #before}'s.
     */
    public static boolean statedOfOneThing(String text, int from, int start) {
        int p = start;
        while (p > from && Lexicon.isBlank(text.charAt(p - 1))) {
            p--;
        }
        for (int q = Math.max(from, p - 24); q < p; q++) {
            if ((q == from || !Lexicon.isSpaced(text.charAt(q)) || !Character.isLetterOrDigit(text.charAt(q - 1)))
                    && termEnd(text, q, p, Category.STATING) == p) {
                long now = ROLES.at(text, q, p, Role.STATES_NOW.bit());
                if (now < 0 || Lexicon.endOf(now) != p) {
                    return false; // 'was', 'comes to', a colon or '=' (a label's, read as one)
                }
                return subjectNamesOneThing(text, sentenceStart(text, from, q), q);
            }
        }
        return false;
    }

    /**
     * Whether the words of {@code text[from, to)}, a subject before a word that states a value, from its last colon
     * on, name one thing by a listed name ({@link #NAMING}: {@code status}, {@code result}, {@code ステータス},
     * {@code 상태}) and hold nothing else but the label's own words and those that keep a value ({@link #LABELLING}):
     * a word nobody listed before the stating word may be no subject at all but a frame ({@code 표면적으로는},
     * {@code 以前は}, {@code Technically the status is}), so it fails closed.
     */
    private static boolean subjectNamesOneThing(String text, int from, int to) {
        int names = 0;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (c == ':' || c == '：') {
                names = 0;
                continue;
            }
            if (!Character.isLetter(c) && !Character.isSurrogate(c) && Character.getType(c) != Character.OTHER_SYMBOL) {
                continue;
            }
            long own = ROLES.at(text, p, to, Role.LABEL.bit());
            if (own >= 0) {
                p = Lexicon.endOf(own) - 1;
                continue;
            }
            long found = LEX.at(text, p, to, LABELLING);
            if (found < 0) {
                return false;
            }
            p = Lexicon.endOf(found) - 1;
            names += (LEX.categoriesOf(found) & NAMING) != 0 ? 1 : 0;
        }
        return names == 1;
    }

    /**
     * {@link #statedRightBefore}, where {@code tails} says whether a stating term that only ends a longer one
     * ({@link #STATING_TAILS}: {@code of} of {@code total of}, {@code de} of {@code es de}) states a value alone. It
     * does where the text says another value ({@code a status of rejected} in a note); before a value read from prose
     * it does not: {@code in the region of 5}, {@code north of 5}, {@code près de 5} may follow any words.
     */
    private static boolean stated(String text, int from, int start, boolean ownWord, boolean tails) {
        int p = start;
        while (p > from && Lexicon.isBlank(text.charAt(p - 1))) {
            p--;
        }
        for (int q = Math.max(from, p - 24); q < p; q++) {
            if ((!ownWord || q == from || !Character.isLetterOrDigit(text.charAt(q - 1)))
                    && termEnd(text, q, p, Category.STATING) == p) {
                return tails || !STATING_TAILS.contains(text.substring(q, p).toLowerCase(java.util.Locale.ROOT));
            }
        }
        return false;
    }

    /**
     * The stating terms that end a longer one after a blank or an apostrophe ({@code of} of {@code total of},
     * {@code to} of {@code amounts to}, {@code à} of {@code s'élève à}): a preposition, which states a value only with
     * the verb or noun before it. Derived from the lexicon, not listed.
     */
    /**
     * Whether {@code term} is a stating word that states a value only as the end of a longer one ({@link #STATING_TAILS}:
     * {@code of}, {@code to}, {@code de}): after a name, the number it leads to may be a part's ({@code total of 3 items}).
     */
    public static boolean statesOnlyInALongerTerm(String term) {
        return STATING_TAILS.contains(term.toLowerCase(java.util.Locale.ROOT));
    }

    private static final java.util.Set<String> STATING_TAILS = LEX.words(Category.STATING).stream()
            .filter(t -> LEX.words(Category.STATING).stream().anyMatch(longer -> longer.length() > t.length()
                    && longer.endsWith(t) && " '’".indexOf(longer.charAt(longer.length() - t.length() - 1)) >= 0))
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    /**
     * What an introducing line may hold that frames what it introduces as something else: a hedge, a modal, a
     * condition, a retraction, a cross, a failing verdict, a value other than the actual one ({@code Desired
     * outcome:}), another's word ({@code The bot says:}, {@code Bot output:}), a time past ({@code Last week:}). Not a
     * nearness ({@code A few notes about the code:},
     * {@code 以下の通りです：}) nor a bare negation ({@code Not much to add:}).
     */
    private static final long INTRODUCING = Category.mask(Category.HEDGE, Category.MODAL, Category.CONDITION,
            Category.RETRACTION, Category.CROSS, Category.NEGATIVE_VERDICT, Category.NOT_ACTUAL, Category.ATTRIBUTION,
            Category.HISTORICAL);
    /** {@link #INTRODUCING} for a JSON value, as {@link #BEFORE_A_JSON_VALUE} reads its sentence. */
    private static final long INTRODUCING_A_JSON_VALUE = INTRODUCING
            & ~Category.mask(Category.ATTRIBUTION, Category.HISTORICAL, Category.NOT_ACTUAL, Category.RETRACTION);

    /** What a section's heading may hold that frames the value under it ({@link #headingOver}). */
    private static final long HEADING_AGAINST = INTRODUCING_A_JSON_VALUE | Category.EXAMPLE_LABEL.bit();

    /**
     * What the line that introduces a statement opening its own line at {@code s} does to it: a line ending in a colon
     * above it (blank lines between) is its lead, read for what frames it as something else ({@link #INTRODUCING}:
     * {@code Hypothetically:}, {@code If I had to choose:}, {@code Draft review:}, {@code My verdict would be FAIL, but
     * the template requires:}); {@code Here is my verdict:} keeps it.
     */
    private static Stance introducedBy(String text, int s) {
        return introducedBy(text, s, INTRODUCING, true);
    }

    /**
     * {@link #introducedBy(String, int)} reading {@code triggers}: in the whole introducing line where
     * {@code wholeLine}, else in the sentence its colon ends only ({@code The review mentions it broke once. Here is
     * the JSON:} is introduced by its last sentence).
     */
    private static Stance introducedBy(String text, int s, long triggers, boolean wholeLine) {
        int colon = introducingColon(text, s);
        if (colon < 0) {
            return Stance.plain(s);
        }
        int line = colon - 1;
        while (line > 0 && !Decoration.isLineBreak(text.charAt(line - 1)) && colon - line < BEFORE_WINDOW) {
            line--;
        }
        if (!wholeLine) {
            line = sentenceStart(text, line, colon - 1);
        }
        Tokens tokens = Tokens.of(text, line, colon - 1);
        int t = tokens.firstOf(triggers);
        if (t >= 0) {
            return Stance.takenBack(tokens.category(t, triggers), tokens.start[t]);
        }
        return wholeLine ? Stance.plain(s) : forbidden(text, line, colon - 1, tokens, s);
    }

    /**
     * Where the line introducing a statement that opens its own line at {@code s} ends: the place past the colon
     * ending the line above it (blank lines between; emphasis or a bracket closing after the colon), or -1 where there
     * is none.
     */
    private static int introducingColon(String text, int s) {
        int p = s;
        while (p > 0 && (Lexicon.isBlank(text.charAt(p - 1)) || Decoration.isOpener(text.charAt(p - 1)))) {
            p--;
        }
        if (p == 0 || !Decoration.isLineBreak(text.charAt(p - 1))) {
            return -1;
        }
        while (p > 0 && (Decoration.isLineBreak(text.charAt(p - 1)) || Lexicon.isBlank(text.charAt(p - 1)))) {
            p--;
        }
        int colon = p;
        while (colon > 0 && Decoration.isCloser(text.charAt(colon - 1)) && text.charAt(colon - 1) != ':') {
            colon--;
        }
        return colon == 0 || text.charAt(colon - 1) != ':' && text.charAt(colon - 1) != '：' ? -1 : colon;
    }

    /** What names the answer beside a value other than the actual one in a lead ({@link #namesTheAnswerBeside}). */
    private static final long ANSWER_WORD = Category.mask(Category.NEUTRAL_WRAPPER, Category.THIS_VALUE);

    /**
     * Whether a word naming the answer ({@link Category#NEUTRAL_WRAPPER}, a {@link Category#THIS_VALUE} that is no
     * pointer word) stands right before or right after {@code text[start, end)} within {@code text[from, to)}, blanks
     * and brackets between ({@code expected output}, {@code sortie attendue}, {@code answer (per the rubric)}).
     */
    private static boolean namesTheAnswerBeside(String text, int from, int to, int start, int end) {
        int q = end;
        while (q < to && (Lexicon.isBlank(text.charAt(q)) || "()（）".indexOf(text.charAt(q)) >= 0)) {
            q++;
        }
        if (q < to && answerWordAt(text, q, to) >= 0) {
            return true;
        }
        int b = start;
        while (b > from && (Lexicon.isBlank(text.charAt(b - 1)) || "()（）".indexOf(text.charAt(b - 1)) >= 0)) {
            b--;
        }
        for (int p = Math.max(from, b - 24); p < b; p++) { // a word of at most 24 characters ending at b
            if ((p == from || !Character.isLetterOrDigit(text.charAt(p - 1)) || text.charAt(p) >= 0x2E80)
                    && answerWordAt(text, p, b) == b) {
                return true;
            }
        }
        return false;
    }

    /**
     * The end of a word naming the answer at {@code p} (at most {@code limit}); {@code limit + 1} where one starts
     * there and ends anywhere; -1 for none. A word that is also {@link Category#NEUTRAL} ({@code it}, {@code this})
     * points, and names nothing.
     */
    private static int answerWordAt(String text, int p, int limit) {
        long found = LEX.at(text, p, limit, ANSWER_WORD);
        if (found < 0 || (LEX.categoriesOf(found) & Category.NEUTRAL.bit()) != 0
                && (LEX.categoriesOf(found) & Category.NEUTRAL_WRAPPER.bit()) == 0) {
            return -1;
        }
        int e = Lexicon.endOf(found);
        return e == limit ? limit : limit + 1;
    }

    /** The most words of a clause that forbids the JSON value it introduces ({@link #forbidden}). */
    private static final int FORBIDDING_WORDS = 3;

    /**
     * Whether the last clause of the line {@code text[line, colon)} introducing a JSON value calls it withdrawn or wrong
     * or an example or a value other than the actual one ({@code Counter-example:}, {@code Incorrect output:},
     * {@code Schema example:}, {@code Result (example):}, {@code Proposed:}, {@code Expected output:}) or opens with a negation of
     * its verb, forbidding what it introduces ({@code Don't output this:}, {@code Never use:}, {@code Not this:}): a
     * negation that is no "no" or "none" ({@code Here is the JSON, no markdown:} names what it left out), counts no
     * problem ({@code No errors found:}), in a clause of at most {@link #FORBIDDING_WORDS} words (a CJK character half a one).
     */
    private static Stance forbidden(String text, int line, int colon, Tokens tokens, int s) {
        int clause = colon;
        // A stop ends a clause before a blank, not after a single letter: z.B., e.g., p. ex., Ej. are abbreviations.
        while (clause > line && ",;，、。!?！？".indexOf(text.charAt(clause - 1)) < 0 && !(text.charAt(clause - 1) == '.'
                && Lexicon.isBlank(text.charAt(clause))
                && !(clause >= 2 && Character.isLetter(text.charAt(clause - 2))
                        && (clause == 2 || !Character.isLetterOrDigit(text.charAt(clause - 3)))))) {
            clause--;
        }
        while (clause < colon && (Lexicon.isBlank(text.charAt(clause)) || Decoration.isOpener(text.charAt(clause))
                || text.charAt(clause) == '*' || text.charAt(clause) == '_')) {
            clause++;
        }
        // At any length, a value other than the actual one beside a word naming the answer introduces no answer
        // (The expected output is:, Here is the desired result:, Correct answer (per the rubric):, La sortie attendue
        // est :); beside a template's word it says how the answer is written (in the required format:).
        // Each word's start is read, as such a word may open a longer term of another category (expected output).
        for (int p = clause; p < colon; p++) {
            if (p > clause && Character.isLetterOrDigit(text.charAt(p - 1)) && text.charAt(p) < 0x2E80) {
                continue;
            }
            long notActual = LEX.at(text, p, colon, Category.NOT_ACTUAL.bit());
            if (notActual >= 0 && namesTheAnswerBeside(text, clause, colon, p, Lexicon.endOf(notActual))) {
                return Stance.takenBack(Category.NOT_ACTUAL, clause);
            }
        }
        if (halvesIn(text, clause, colon) > 2 * FORBIDDING_WORDS) {
            return Stance.plain(s); // a longer clause says how the value is written (Not wrapped in a code block:)
        }
        // A label that calls what it introduces withdrawn, wrong or an example: a retraction that corrects nothing, a
        // grave problem, an example's label anywhere in it (Counter-example:, Wrong answer:, Incorrect output:,
        // Schema example:, Invalid example:, Result (example):; Corrected JSON: introduces the corrected answer).
        long lead = 0;
        for (int t = 0; t < tokens.size; t++) {
            if (tokens.start[t] >= clause && tokens.end[t] <= colon) {
                long c = tokens.categories[t];
                lead |= (c & Category.RESOLVING.bit()) != 0 ? c & ~Category.RETRACTION.bit() : c;
            }
        }
        long calls = Category.mask(Category.RETRACTION, Category.SEVERE, Category.EXAMPLE_LABEL, Category.NOT_ACTUAL);
        if ((lead & calls) != 0) {
            return Stance.takenBack(firstOf(lead, calls), clause);
        }
        // A label that is only the name of what the reply was given (Input:, Request body:, 入力：) introduces that,
        // not an answer; a longer one names where the answer comes from (From the input:, Parsed input:).
        long input = ROLES.at(text, clause, colon, Role.INPUT.bit());
        if (input >= 0 && marksOnly(text, Lexicon.endOf(input), colon)) {
            return Stance.takenBack(Category.NOT_ACTUAL, clause);
        }
        // A label naming the answer itself beside a problem calls it faulty (Invalid output:, Broken JSON:,
        // Ejemplo incorrecto:, 誤った出力：); a problem the label only counts or leaves out is paired off in the tokens.
        long problem = 0;
        for (int t = 0; t < tokens.size; t++) {
            if (tokens.start[t] >= clause && tokens.end[t] <= colon) {
                long c = tokens.categories[t];
                problem |= (c & Category.RESOLVING.bit()) == 0 ? c & Category.PROBLEM.bit() : 0;
            }
        }
        if (problem != 0) {
            for (int p = clause; p < colon; p++) { // the clause holds a few words: each place read once
                long wrapper = LEX.at(text, p, colon, Category.NEUTRAL_WRAPPER.bit());
                if (wrapper >= 0 && (p == clause || !Character.isLetterOrDigit(text.charAt(p - 1)) || text.charAt(p) >= 0x2E80)) {
                    return Stance.takenBack(Category.PROBLEM, clause);
                }
            }
        }
        for (int t = 0; t < tokens.size; t++) {
            if (tokens.start[t] == clause) {
                long c = tokens.categories[t];
                return (c & Category.NEGATION.bit()) != 0 && (c & Category.mask(Category.NO, Category.NOTHING)) == 0
                        ? Stance.takenBack(Category.NEGATION, clause) : Stance.plain(s);
            }
        }
        return Stance.plain(s);
    }

    private static boolean sentenceEndBefore(String text, int p, int limit) {
        char c = text.charAt(p);
        return c == '?' || c == '？' || Decoration.endsSentence(text, p, limit);
    }

    // ---- after ----------------------------------------------------------------------------------------------------

    /**
     * What the words after a value ending at {@code end}, up to {@code limit}, do to it: the value's own sentence,
     * and the remark after a separator; {@link Stance#end()} of a plain reading is where its sentence or remark
     * ends. {@code statement}, when given, says where another statement begins on the line (review-decision's next
     * marker), which ends the value's words as a line end would.
     */
    public static Stance after(String text, int end, int limit, Polarity polarity, Bound bound, IntPredicate statement) {
        int footnote = Decoration.unmatchedStar(text, end, limit);
        if (footnote >= 0) {
            // A star no emphasis before the value opened: a footnote mark, whose footnote may say anything.
            return new Stance(Kind.UNCLEAR, null, footnote, footnote);
        }
        int p = Decoration.skipClosers(text, end, limit);
        // A status mark keeps any value; a mark of warning keeps one that fails (a caller reading a pass with
        // remarks, PASS_WITH_SUGGESTIONS ⚠, reads past its marks first: cautionMarksEnd), and beside any other it may
        // say the value itself is in doubt (billing 🟡).
        long keeps = polarity == Polarity.NEGATIVE ? Category.mask(Category.STATUS, Category.CAUTION) : Category.STATUS.bit();
        while (true) {
            if (Decoration.strikeAt(text, p)) {
                return Stance.takenBack(Category.CROSS, p);
            }
            int q = p;
            while (q < limit) {
                char c = text.charAt(q);
                if (Lexicon.isBlank(c)) {
                    q++;
                    continue;
                }
                // A closing's pictograph (😊, 👋) keeps it as a status mark does; a closing's words are read as words.
                long marks = Category.mask(Category.STATUS, Category.CAUTION, Category.CROSS) | (symbol(c) ? Category.CLOSER.bit() : 0);
                long mark = LEX.at(text, q, limit, marks);
                if (mark < 0 || (LEX.categoriesOf(mark) & (keeps | Category.CLOSER.bit())) == 0) {
                    break;
                }
                q = skinTonesEnd(text, Lexicon.endOf(mark), limit);
            }
            if (q >= limit || Decoration.isLineBreak(text.charAt(q))) {
                return Stance.plain(q);
            }
            char c = text.charAt(q);
            // A number's unit is read as a whole before a shorter trigger inside it (5か月, not the question's か).
            long found = LEX.at(text, q, limit, bound == Bound.QUANTITY ? ANY | Category.UNIT.bit() : ANY);
            long categories = found < 0 ? 0 : LEX.categoriesOf(found);
            // A face written in marks (";)", ":-/") is read whole before its first mark is read as a separator.
            Category trigger = firstOf(categories, Category.mask(Category.QUESTION, Category.CROSS, Category.JOKE,
                    Category.HEDGE));
            if (trigger != null) {
                return Stance.takenBack(trigger, q);
            }
            int face = Faces.end(text, q, limit);
            if (face > q) {
                // A face nobody listed, by its shape ((-_-), :/, ._.): only a plain smile keeps the value.
                if (!Faces.kept(text, q, face)) {
                    return Stance.takenBack(Category.HEDGE, q);
                }
                p = Decoration.skipClosers(text, face, limit);
                continue;
            }
            if (c == '/' || c == '|' || (categories & Category.CHOICE.bit()) != 0) {
                return new Stance(Kind.CHOICE, Category.CHOICE, q, q);
            }
            if (isEllipsis(text, q)) {
                // Trailing off is no full stop: the value is left open, whatever follows.
                return new Stance(Kind.UNCLEAR, null, q, q);
            }
            if (Decoration.endsSentence(text, q, limit)) {
                return Stance.plain(q + 1);
            }
            int separator = separatorEnd(text, q, limit);
            if (separator > q) {
                if (opensNothing(text, separator, limit)) {
                    // A separator that opens nothing on its line ("PASS;", "PASS -", "PASS (") is no full stop: the
                    // value hangs on a remark not written (and ';' is Greek's question mark).
                    return new Stance(Kind.UNCLEAR, null, q, q);
                }
                if (BRACKETS.indexOf(c) >= 0 && (numberAlone(text, separator, limit) || dated(text, separator, limit))) {
                    // A number alone in a bracket ("PASS (3)", "5 (2019)") says of the value what nobody can tell:
                    // a count of something unnamed, a footnote, a year; a year or a date among its words places the
                    // value in a time the reply does not say is now ("yes (in 2019)", "ok (2019-03-01)").
                    return new Stance(Kind.UNCLEAR, null, q, q);
                }
                if ((c == ':' || c == '：' || c == '=') && numberAlone(text, separator, limit, false)) {
                    // A value a colon gives a number ("positive: 0", "approved = 0.2") is a label with its score, one
                    // of a list of candidates, not the answer.
                    return new Stance(Kind.UNCLEAR, null, q, q);
                }
                if (bound == Bound.QUANTITY) {
                    // A number's remark, after any separator, is a quantity's words: what is left may limit its scope
                    // or make it a rate ("5 - so far", "5, per user", "5 (only the first batch)").
                    return quantity(text, separator, sentenceEnd(text, separator, limit), polarity);
                }
                return remark(text, separator, limit, polarity, keeping(polarity));
            }
            if (statement != null && statement.test(q)) {
                return Stance.plain(q);
            }
            if ((categories & Category.AFFIRMING.bit()) != 0) {
                p = Decoration.skipClosers(text, Lexicon.endOf(found), limit);
                continue;
            }
            if ((categories & Category.REMARK_OPENER.bit()) != 0) {
                // An opener with no words after it in its sentence opens no remark: the value hangs on it (PASS because).
                int opened = sentenceEnd(text, Lexicon.endOf(found), limit, statement);
                int w = Lexicon.endOf(found);
                while (w < opened && Lexicon.isBlank(text.charAt(w))) {
                    w++;
                }
                long unitSetter = LEX.at(text, w, opened, Category.MEASURED_IN.bit()); // and none after "given in"
                w = unitSetter >= 0 ? Lexicon.endOf(unitSetter) : w;
                return marksOnly(text, w, opened) ? new Stance(Kind.UNCLEAR, null, q, q)
                        : bound == Bound.QUANTITY ? quantity(text, q, sentenceEnd(text, q, limit), polarity)
                        : remark(text, q, limit, polarity, keeping(polarity));
            }
            // Words bound to the value: a trigger among them takes it back; without one they are a remark only where
            // free words may follow a value, or a quantity's words a number (a unit first: "5 items"), else the
            // value is unclear.
            int clause = sentenceEnd(text, q, limit, statement);
            if (bound == Bound.QUANTITY && LEX.at(text, q, clause, Category.UNIT.bit()) < 0) {
                return new Stance(Kind.UNCLEAR, null, q, q);
            }
            Stance words = scan(text, q, clause, polarity, true, 0);
            if (!words.plain()) {
                return words;
            }
            int loose = bound == Bound.QUANTITY ? looseInAQuantity(text, q, clause) : -1;
            if (loose >= 0) {
                return new Stance(Kind.UNCLEAR, null, loose, loose);
            }
            return bound != Bound.AFFIRMING ? Stance.plain(clause) : new Stance(Kind.UNCLEAR, null, q, q);
        }
    }

    /**
     * What the remark {@code text[from, end)} closing a short free string does to it ({@link FreeText}): read as a
     * remark on a value that neither passes nor fails is, for the triggers that open it or stand anywhere in it, and
     * for a term of {@code saysOfIt} anywhere in it. Words nobody listed are the string's own: only
     * {@link Kind#TAKEN_BACK} counts.
     */
    static Stance freeRemark(String text, int from, int end, long saysOfIt) {
        Stance s = scan(text, from, end, Polarity.NEUTRAL, false, 0);
        if (s.kind() == Kind.TAKEN_BACK) {
            return s;
        }
        for (int p = from; p < end; p++) {
            long found = LEX.at(text, p, end, saysOfIt);
            if (found >= 0) {
                return Stance.takenBack(firstOf(LEX.categoriesOf(found), saysOfIt), p);
            }
        }
        return Stance.plain(end);
    }

    /**
     * The remark {@code text[from, end)} after a number and a separator, read as a bracket qualifying a value is (its
     * triggers, then each word one that keeps a value or a unit), and then as a quantity's words
     * ({@link #looseInAQuantity}).
     */
    private static Stance quantity(String text, int from, int end, Polarity polarity) {
        Stance s = scan(text, from, end, polarity, false, KEEPING_A_QUANTITY);
        if (!s.plain()) {
            return s;
        }
        int loose = looseInAQuantity(text, from, end);
        return loose < 0 ? s : new Stance(Kind.UNCLEAR, null, loose, loose);
    }

    /**
     * Where the words of {@code text[from, end)}, after a number, stop being the quantity it states, or -1: each word
     * must be a unit or one that keeps a value ({@link #KEEPING_A_QUANTITY}), digits and punctuation aside, and only
     * the first unit may follow a word: a unit after another word names a second quantity the number is one of or is
     * counted against ({@code 5 per user}, {@code 5 times a day}, {@code 5 of the users}), while one right after a
     * digit belongs to the number it follows ({@code 5 (of 12 items)}, {@code 5 (3 hours)}). A word nobody listed may
     * limit the number's scope or make it a rate ({@code 5 so far}, {@code 5 each}, {@code 5 in the first batch only}),
     * so the number fails closed. One look per word.
     */
    private static int looseInAQuantity(String text, int from, int end) {
        boolean unit = false;
        boolean afterNumber = false;
        for (int p = from; p < end; p++) {
            char c = text.charAt(p);
            if (Character.isDigit(c)) {
                afterNumber = true;
                continue;
            }
            if (!Character.isLetter(c) && !Character.isSurrogate(c) && Character.getType(c) != Character.OTHER_SYMBOL) {
                continue;
            }
            long found = LEX.at(text, p, end, KEEPING_A_QUANTITY);
            if (found < 0) {
                return p;
            }
            long categories = LEX.categoriesOf(found);
            if ((categories & KEEPING) == 0) {
                if (unit && !afterNumber) {
                    return p;
                }
                unit = true;
            }
            afterNumber = false;
            p = Lexicon.endOf(found) - 1;
        }
        return -1;
    }

    /**
     * Whether the bracket opened just before {@code from} holds a number and no word: digits, blanks and punctuation
     * only up to its closing bracket on its line.
     */
    private static boolean numberAlone(String text, int from, int limit) {
        return numberAlone(text, from, limit, true);
    }

    /**
     * Whether {@code text} from {@code from} holds a number and no word up to its closing bracket on its line where
     * {@code bracketed}, else up to its line's end.
     */
    private static boolean numberAlone(String text, int from, int limit, boolean bracketed) {
        boolean digit = false;
        for (int i = from; i < limit && i < from + REMARK_WINDOW; i++) {
            char c = text.charAt(i);
            if (bracketed ? ")]】」』）>".indexOf(c) >= 0 : Decoration.isLineBreak(c)) {
                return digit;
            }
            if (Decoration.isLineBreak(c) || Character.isLetter(c) || Character.isSurrogate(c)
                    || Character.getType(c) == Character.OTHER_SYMBOL) {
                return false;
            }
            digit |= Character.isDigit(c);
        }
        return !bracketed && digit && limit <= from + REMARK_WINDOW; // the line ends with the text
    }

    /**
     * Whether the bracket opened just before {@code from} holds, up to its closing bracket on its line, a year (four
     * digits from 1900 to 2199 standing apart from other digits and letters of the Latin script: {@code 2019},
     * {@code 2019年}) or a date (digits in three groups joined by {@code -}, {@code /} or {@code .}).
     */
    static boolean dated(String text, int from, int limit) {
        int end = Math.min(limit, from + REMARK_WINDOW);
        for (int i = from; i < end; i++) {
            char c = text.charAt(i);
            if (")]】」』）>".indexOf(c) >= 0 || Decoration.isLineBreak(c)) {
                return false;
            }
            if (!isAsciiDigit(c) || i > from && (isAsciiDigit(text.charAt(i - 1)) || isLatinLetter(text.charAt(i - 1)))) {
                continue;
            }
            int j = i;
            while (j < end && isAsciiDigit(text.charAt(j))) {
                j++;
            }
            boolean apart = j >= end || !isLatinLetter(text.charAt(j));
            if (j - i == 4 && apart && (j >= end || ".,".indexOf(text.charAt(j)) < 0 || j + 1 >= end
                    || !isAsciiDigit(text.charAt(j + 1)))) {
                int year = Integer.parseInt(text, i, j, 10);
                if (year >= 1900 && year < 2200) {
                    return true;
                }
            }
            int groups = 1;
            int k = j;
            while (groups < 3 && k + 1 < end && "-/.".indexOf(text.charAt(k)) >= 0 && isAsciiDigit(text.charAt(k + 1))) {
                k++;
                while (k < end && isAsciiDigit(text.charAt(k))) {
                    k++;
                }
                groups++;
            }
            if (groups == 3) {
                return true;
            }
            i = j - 1;
        }
        return false;
    }

    private static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isLatinLetter(char c) {
        return c < 0x250 && Character.isLetter(c);
    }

    /** Just past a separator that opens a remark at {@code q}, or {@code q}. */
    /** Whether only blanks stand in {@code text[from, limit)} before its line ends. */
    private static boolean opensNothing(String text, int from, int limit) {
        int r = from;
        while (r < limit && Lexicon.isBlank(text.charAt(r))) {
            r++;
        }
        return r >= limit || Decoration.isLineBreak(text.charAt(r));
    }

    private static int separatorEnd(String text, int q, int limit) {
        char c = text.charAt(q);
        if (c == '-' && q + 1 < limit && text.charAt(q + 1) == '>' || c == '=' && q + 1 < limit && text.charAt(q + 1) == '>') {
            return q + 2;
        }
        if ("-—–:,、;([【「『（，：；→⇒=<".indexOf(c) >= 0) {
            return q + 1;
        }
        return q;
    }

    /**
     * Where an ellipsis stands in the remark {@code text[s, e)} after a value when the remark holds no word, or -1: an
     * ellipsis is no full stop, and alone after a value ({@code [a, b], ...}, a line {@code …}) says it goes on.
     */
    private static int elidedAlone(String text, int s, int e) {
        int at = -1;
        for (int q = s; q < e; q++) {
            if (Character.isLetterOrDigit(text.charAt(q))) {
                return -1;
            }
            at = at < 0 && isEllipsis(text, q) ? q : at;
        }
        return at;
    }

    private static boolean isEllipsis(String text, int q) {
        return text.charAt(q) == '…' || text.startsWith("...", q) || text.startsWith("‥", q);
    }

    /** The end of the sentence from {@code q}: its end mark (included), a line end, or {@code limit}, within the window. */
    static int sentenceEnd(String text, int q, int limit) {
        return sentenceEnd(text, q, limit, null);
    }

    /** As {@link #sentenceEnd(String, int, int)}, ending where {@code statement} says another statement begins. */
    private static int sentenceEnd(String text, int q, int limit, IntPredicate statement) {
        int max = Math.min(limit, q + REMARK_WINDOW);
        for (int i = q; i < max; i++) {
            if (Decoration.isLineBreak(text.charAt(i)) || statement != null && i > q && statement.test(i)) {
                return i;
            }
            if (Decoration.endsSentence(text, i, limit)) {
                return i + 1;
            }
        }
        return max;
    }

    /**
     * The terms a remark on a value must be made of, after any separator (a bracket, a dash, a colon, a comma, an
     * arrow, a word that opens a remark): beside a value that passes, the words that keep a value; beside any other,
     * those and the units a quantity carries ({@code 5 (hours)}, {@code EUR (euro)}, {@code billing - see above}), and
     * beside a value that fails or says no the problems and failing words that agree with it
     * ({@code fail - critical bug}, {@code fail - 2 blockers}). A word nobody listed may be a way of taking the value
     * back that no list holds ({@code negative - sarcastically}, {@code no - opposite day}, {@code rain (light)}), so it
     * fails closed: an explanation in words of its own ({@code fail - two blockers}, {@code Negative - the customer asks
     * for a refund twice}) is refused.
     */
    private static long keeping(Polarity polarity) {
        if (polarity == Polarity.POSITIVE) {
            return KEEPING;
        }
        return polarity == Polarity.NEGATIVE ? KEEPING_BESIDE_A_FAIL : KEEPING_BESIDE_ANOTHER;
    }

    /** The remark from {@code from} to the end of its sentence: read whole, an opening trigger first. */
    private static Stance remark(String text, int from, int limit, Polarity polarity, long keeping) {
        int end = sentenceEnd(text, from, limit);
        return scan(text, from, end, polarity, false, keeping);
    }

    /**
     * Reads {@code text[from, end)}, the words after a value: a trigger that opens them ({@link #OPENING}; unless
     * {@code bound}, where they are the value's own clause), or one anywhere ({@link #ANYWHERE}, a failing verdict
     * beside a value that does not fail, and {@link #AGAINST_A_PASS} beside one that passes); then, where
     * {@code keeping} is not 0, a word no term of those categories covers leaves the value unclear.
     */
    private static Stance scan(String text, int from, int end, Polarity polarity, boolean bound, long keeping) {
        int strike = strike(text, from, end);
        if (strike >= 0) {
            return Stance.takenBack(Category.CROSS, strike); // a strike-through in the words about the value
        }
        int first = from;
        while (first < end && (Lexicon.isBlank(text.charAt(first)) || Decoration.OPENERS.indexOf(text.charAt(first)) >= 0
                || "-—–([{（【".indexOf(text.charAt(first)) >= 0)) {
            first++;
        }
        Tokens tokens = Tokens.of(text, first, end);
        if (tokens.size > 0 && tokens.start[0] == first && (tokens.categories[0] & Category.VERDICT_LABEL.bit()) != 0) {
            // A verdict stated in the remark (判定：承認, verdict: rejected): its value opens the remark.
            int colon = tokens.end[0];
            while (colon < end && Lexicon.isBlank(text.charAt(colon))) {
                colon++;
            }
            if (colon < end && (text.charAt(colon) == ':' || text.charAt(colon) == '：')) {
                first = colon + 1;
                while (first < end && Lexicon.isBlank(text.charAt(first))) {
                    first++;
                }
            }
        }
        long anywhere = ANYWHERE | (polarity != Polarity.NEGATIVE ? NEGATIVE : 0)
                | (polarity == Polarity.POSITIVE ? AGAINST_A_PASS : 0);
        long opening = OPENING | (polarity != Polarity.NEGATIVE ? NEGATIVE : PASSING);
        if (bound) {
            // In the value's own clause a scale makes a number another one too ("5 in thousands", "5 in millions").
            anywhere |= Category.mask(Category.NEGATION, Category.MODAL, Category.APPROXIMATE, Category.SCALE);
        }
        for (int t = 0; t < tokens.size; t++) {
            long c = tokens.categories[t];
            // A remark on a pass reads the longest term at each place: a trigger inside a longer neutral one is none
            // ("Good changes.", "Gute Änderung.": praise of what was changed, no changes asked for).
            if (tokens.lead[t] == first && (c & opening) != 0
                    && !(keeping == KEEPING && insideANeutralTerm(text, first, end, tokens.start[t], tokens.end[t]))) {
                return Stance.takenBack(tokens.category(t, opening), tokens.start[t]);
            }
            // A scale that is a count's unit as well keeps a number ("5 units").
            long hit = bound && (c & Category.UNIT.bit()) != 0 ? anywhere & ~Category.SCALE.bit() : anywhere;
            if ((c & hit) != 0
                    && !(keeping == KEEPING && insideANeutralTerm(text, first, end, tokens.start[t], tokens.end[t]))) {
                return Stance.takenBack(tokens.category(t, hit), tokens.start[t]);
            }
        }
        if ((keeping == KEEPING_A_QUANTITY || keeping == KEEPING_BESIDE_ANOTHER) && polarity == Polarity.NEUTRAL) {
            // A bracket qualifying a value that neither passes nor fails names no problem of its own: "5 (wrong)",
            // "neutral (invalid)" say the value is at fault. A count's unit ("5 (issues)") and a problem paired off by
            // a nothing ("5 (no errors)", dropped when the tokens are read) keep it.
            for (int t = 0; t < tokens.size; t++) {
                long c = tokens.categories[t];
                if ((c & Category.PROBLEM.bit()) != 0 && (c & Category.UNIT.bit()) == 0) {
                    return Stance.takenBack(Category.PROBLEM, tokens.start[t]);
                }
            }
        }
        if (keeping == KEEPING_BESIDE_A_FAIL || keeping == KEEPING_BESIDE_ANOTHER) {
            // A failure of the reply's own work beside a value that does not pass ("no (timed out)", "fail - error")
            // says the value was never found, though the word may name a problem too; one a nothing counts
            // ("fail - no errors", dropped when the tokens are read) keeps it.
            for (int t = 0; t < tokens.size; t++) {
                if ((tokens.categories[t] & Category.FAILURE.bit()) != 0) {
                    return Stance.takenBack(Category.FAILURE, tokens.start[t]);
                }
            }
        }
        if (keeping == 0) {
            // A remark read for its triggers is read in the languages the lexicon holds: a word in a script none of them
            // is written in (billing - не точно) may take the value back in words nobody listed, and it fails closed.
            int unread = unreadWord(text, first, end);
            if (unread >= 0) {
                return new Stance(Kind.UNCLEAR, null, unread, unread);
            }
        }
        if (keeping != 0) {
            // A remark keeps a value that passes only when each of its words is one the lexicon knows: a word nobody
            // listed ("PASS (draft)", "yes (hypothetical)", "5 (placeholder)") may be a way of taking it back, and
            // the value fails closed.
            int unlisted = firstUnlisted(text, first, end, tokens, keeping, end);
            if (unlisted >= 0) {
                return new Stance(Kind.UNCLEAR, null, unlisted, unlisted);
            }
        }
        return Stance.plain(end);
    }

    /**
     * Whether a longer {@link Category#NEUTRAL} term within {@code text[from, end)} covers the term {@code text[s, e)}
     * (starting at a word's start at most {@link #NEUTRAL_REACH} characters before it): {@code good changes} over
     * {@code changes}. Asked only where a trigger was found.
     */
    private static boolean insideANeutralTerm(String text, int from, int end, int s, int e) {
        for (int q = Math.max(from, s - NEUTRAL_REACH); q <= s; q++) {
            if (q > from && Lexicon.isSpaced(text.charAt(q)) && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            long found = LEX.at(text, q, end, Category.NEUTRAL.bit());
            if (found >= 0 && Lexicon.endOf(found) >= e && (q < s || Lexicon.endOf(found) > e)) {
                return true;
            }
        }
        return false;
    }

    /** How far before a trigger a neutral term covering it may start. */
    private static final int NEUTRAL_REACH = 24;

    /**
     * The first word of {@code text[from, end)} that no term of the lexicon that keeps a value covers, or -1: letters
     * and symbols must each lie inside such a term ({@link #KEEPING}); digits, blanks and punctuation need none. A word
     * that says there is nothing keeps it only beside a problem it counts ({@code no issues}, {@code 指摘なし}): alone
     * ({@code PASS (N/A)}) it says the value does not apply. A remark's triggers are read before: what is left of a
     * negation or a problem here is one the remark pairs off.
     */
    private static int firstUnlisted(String text, int from, int end, Tokens tokens, long keep, int termLimit) {
        long keeping = keep;
        for (int t = 0; t < tokens.size; t++) {
            keeping |= tokens.categories[t] == 0 ? Category.NOTHING.bit() : 0; // a pair dropped: it counted problems
        }
        for (int p = from; p < end; p++) {
            char c = text.charAt(p);
            if (!Character.isLetter(c) && !Character.isSurrogate(c) && Character.getType(c) != Character.OTHER_SYMBOL) {
                continue;
            }
            long found = LEX.at(text, p, termLimit, keeping);
            if (found < 0) {
                return p;
            }
            p = Lexicon.endOf(found) - 1;
        }
        return -1;
    }

    /**
     * Whether the words of {@code text[from, to)}, which follow a pass already read on its own line, keep it: each
     * sentence read as a remark on it ({@link #after}'s remark beside a value that passes), so a trigger anywhere in
     * one takes the pass back and a word nobody listed leaves it unclear. Plain only where nothing follows but the
     * words that keep a value, digits and punctuation (a rule, a closing fence, {@code No blocking issues.}).
     */
    public static Stance restKeepsAPass(String text, int from, int to) {
        int p = from;
        while (p < to) {
            int end = Math.max(p + 1, sentenceEnd(text, p, to));
            Stance s = scan(text, p, end, Polarity.POSITIVE, false, KEEPING);
            if (!s.plain() && !problemsAnsweredNothing(text, p, end) && !nothingToAddLine(text, p, end)
                    && !NothingWrong.says(text, p, end)) {
                return s;
            }
            p = end;
        }
        return Stance.plain(to);
    }

    /** What may open a line before its words and after them close it: blanks, a bullet, emphasis. */
    private static final String LINE_MARKS = "-*+•・#_";

    /**
     * Whether {@code text[from, to)} holds, on a line of its own, only one term of the role {@link Role#NOTHING_TO_ADD}
     * ({@code None.}, {@code Nothing to add.}, {@code N/A}, {@code Keine Anmerkungen.}, {@code 特になし}, {@code 无。},
     * {@code 없음.}): a note that there is nothing to note, after a bullet or emphasis and before one full stop or
     * exclamation mark at most. Anything else on its line ({@code None yet.}, {@code None?}, {@code PASS (N/A)}) is read
     * as any remark is.
     */
    static boolean nothingToAddLine(String text, int from, int to) {
        int a = from;
        while (a < to && (Lexicon.isBlank(text.charAt(a)) || Decoration.isLineBreak(text.charAt(a))
                || LINE_MARKS.indexOf(text.charAt(a)) >= 0)) {
            a++;
        }
        if (a >= to || !lineOpensAt(text, a)) {
            return false;
        }
        long nothing = ROLES.at(text, a, to, Role.NOTHING_TO_ADD.bit());
        if (nothing < 0) {
            return false;
        }
        int e = Lexicon.endOf(nothing);
        if (e < text.length() && Character.isLetterOrDigit(text.charAt(e)) && Lexicon.isSpaced(text.charAt(e))) {
            return false; // the start of a longer word (nonetheless)
        }
        while (e < text.length() && "*_".indexOf(text.charAt(e)) >= 0) {
            e++;
        }
        if (e < text.length() && ".!。！".indexOf(text.charAt(e)) >= 0) {
            e++;
        }
        while (e < text.length() && Lexicon.isBlank(text.charAt(e))) {
            e++;
        }
        return e >= text.length() || Decoration.isLineBreak(text.charAt(e));
    }

    /**
     * Whether only blanks, a bullet or emphasis stand between the start of {@code p}'s line and {@code p}, at most
     * {@link #LINE_LEAD_REACH} characters of them.
     */
    private static boolean lineOpensAt(String text, int p) {
        for (int q = p; q > 0 && !Decoration.isLineBreak(text.charAt(q - 1)); q--) {
            if (p - q >= LINE_LEAD_REACH
                    || !Lexicon.isBlank(text.charAt(q - 1)) && LINE_MARKS.indexOf(text.charAt(q - 1)) < 0) {
                return false;
            }
        }
        return true;
    }

    /** How many blanks and marks may open a line before its words, read back from them. */
    private static final int LINE_LEAD_REACH = 16;

    /** What a label of problems may be made of: the problems, what qualifies them, and the words that join them. */
    private static final long PROBLEM_LABEL = Category.mask(Category.PROBLEM, Category.SEVERE, Category.FAILURE,
            Category.MINOR, Category.NEUTRAL, Category.CONJUNCTION);

    /**
     * Whether the sentence {@code text[from, to)} is a label of problems answered with nothing, alone on its line
     * ({@code Blocking issues: none}, {@code Blockierende Probleme: keine}, {@code 阻塞问题：无}, {@code 차단 이슈: 없음}):
     * every word of the label one of {@link #PROBLEM_LABEL}, at least one a problem or a failure, and after its colon
     * only one word of the role {@link Role#NOTHING_TO_ADD} or a {@code 0}, then at most a full stop. Anything more
     * ({@code none yet}, {@code none?}, {@code one}, {@code none, but …}) is read as any remark is.
     */
    private static boolean problemsAnsweredNothing(String text, int from, int to) {
        int a = from;
        while (a < to && (Lexicon.isBlank(text.charAt(a)) || Decoration.isLineBreak(text.charAt(a))
                || LINE_MARKS.indexOf(text.charAt(a)) >= 0)) {
            a++;
        }
        if (a >= to || !lineOpensAt(text, a)) {
            return false; // a sentence after another on its line is no label of its own
        }
        int colon = a;
        while (colon < to && text.charAt(colon) != ':' && text.charAt(colon) != '：' && !Decoration.isLineBreak(text.charAt(colon))) {
            colon++;
        }
        if (colon >= to || Decoration.isLineBreak(text.charAt(colon)) || !namesAProblem(text, a, colon)) {
            return false;
        }
        for (int p = a; p < colon; p++) {
            char c = text.charAt(p);
            if (!Character.isLetter(c)) {
                if (Character.isLetterOrDigit(c) || symbol(c)) {
                    return false;
                }
                continue;
            }
            long found = LEX.at(text, p, colon, PROBLEM_LABEL);
            if (found < 0) {
                return false;
            }
            p = Lexicon.endOf(found) - 1;
        }
        int b = colon + 1;
        while (b < to && (Lexicon.isBlank(text.charAt(b)) || "*_".indexOf(text.charAt(b)) >= 0)) {
            b++;
        }
        int e = to;
        while (e > b && (Lexicon.isBlank(text.charAt(e - 1)) || Decoration.isLineBreak(text.charAt(e - 1))
                || "*_".indexOf(text.charAt(e - 1)) >= 0)) {
            e--;
        }
        if (e > b && (text.charAt(e - 1) == '.' || text.charAt(e - 1) == '。')) {
            e--;
        }
        if (b >= e) {
            return false;
        }
        if (e - b == 1 && text.charAt(b) == '0') {
            return true;
        }
        long nothing = ROLES.at(text, b, e, Role.NOTHING_TO_ADD.bit());
        return nothing >= 0 && Lexicon.endOf(nothing) == e;
    }

    // ---- later ----------------------------------------------------------------------------------------------------

    /**
     * Whether a later sentence, line, bullet or clause in {@code text[from, to)} takes back the value before it: one
     * that opens with a retraction, a joke, a cross, a failing verdict (for a value that does not fail itself), or a
     * bare negation ({@code No.}, {@code Not really}, {@code いいえ。}). One pass over the text.
     */
    public static Stance later(String text, int from, int to, Polarity polarity) {
        return later(text, from, to, LATER | (polarity != Polarity.NEGATIVE ? NEGATIVE : PASSING), true, false);
    }

    /**
     * {@link #later} after a marker's pass: a line that is wholly a note saying there is nothing to note
     * ({@link #nothingToAddLine}: {@code None.}, {@code Keine.}, {@code 无。}) is such a note, as beside a JSON pass,
     * no bare negation against it.
     */
    public static Stance laterThanAPass(String text, int from, int to) {
        return later(text, from, to, LATER | NEGATIVE, true, true);
    }

    private static Stance later(String text, int from, int to, long triggers, boolean bareNegation) {
        return later(text, from, to, triggers, bareNegation, false);
    }

    /**
     * {@link #later}, a clause that opens with a bare negation taking the value back only where {@code bareNegation},
     * and not where {@code nothingLines} and its line is wholly a note that there is nothing to note.
     */
    private static Stance later(String text, int from, int to, long triggers, boolean bareNegation, boolean nothingLines) {
        boolean start = true;
        int clause = from;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (start) {
                int q = skipLead(text, p, to);
                Stance face = faceOpening(text, p, q, to);
                if (face != null) {
                    return face;
                }
                if (q < to) {
                    // After a label that names problems, a bare negation counts none of them (Issues: none).
                    boolean counts = p > from && (text.charAt(p - 1) == ':' || text.charAt(p - 1) == '：')
                            && namesAProblem(text, clause, p - 1);
                    Stance s = opens(text, q, to, triggers, bareNegation && !counts);
                    if (s != null && nothingLines && s.why() == Category.NEGATION && nothingToAddLine(text, q, to)) {
                        s = null; // asked only where a bare negation was found: None., Keine., 无。
                    }
                    if (s != null) {
                        return s;
                    }
                }
                start = false;
                clause = q;
                p = Math.max(p, q - 1);
                continue;
            }
            if (Decoration.isLineBreak(c) || ",;:，、；：(（[【—–→".indexOf(c) >= 0 || c == '?' || c == '？'
                    || Decoration.endsSentence(text, p, to) || isEllipsis(text, p)) {
                start = true;
            }
        }
        return Stance.plain(to);
    }

    /**
     * A face nobody listed ({@link Faces}) opening a later clause, before or after what leads its line
     * ({@code PASS\n(¬‿¬)}, {@code PASS. -_-}): it takes the value back as a listed joke's mark does. A plain smile
     * does not. Null where none opens it.
     */
    private static Stance faceOpening(String text, int p, int q, int to) {
        int at = p;
        while (at < to && (Lexicon.isBlank(text.charAt(at)) || Decoration.isLineBreak(text.charAt(at)))) {
            at++;
        }
        for (int s : new int[] {at, q}) {
            int face = s < to ? Faces.end(text, s, to) : -1;
            if (face > s && !Faces.kept(text, s, face)) {
                return Stance.takenBack(Category.HEDGE, s);
            }
        }
        return null;
    }

    /** Whether {@code text[from, to)}, after a label's colon, holds a dash or a slash, no word (the answer {@code -}, {@code —}, {@code n/a} aside). */
    private static boolean answeredWithAMark(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if ("-—–/ー－".indexOf(text.charAt(p)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code text[from, to)}, a label, holds a problem's term ({@code Issues}, {@code Known bugs}). */
    private static boolean namesAProblem(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if ((p == from || !Character.isLetterOrDigit(text.charAt(p - 1)) || text.charAt(p) >= 0x2E80)
                    && (termEnd(text, p, to, Category.PROBLEM) > 0 || termEnd(text, p, to, Category.FAILURE) > 0)) {
                return true; // a failure's word names problems as well: Warnings: none
            }
        }
        return false;
    }

    /**
     * What a later clause opening at {@code q} does: a retraction, a joke or a cross takes the value back, and so
     * does a negation or a failing verdict standing bare ({@code No.}, {@code FAIL}, {@code Nope, …}, {@code (FAIL)});
     * else nothing (null).
     */
    private static Stance opens(String text, int q, int to, long triggers, boolean bareNegation) {
        long found = ANY_TERMS.at(text, q, to);
        if (found < 0) {
            return null;
        }
        long c = LEX.categoriesOf(found);
        if ((c & Category.PSEUDO.bit()) != 0) {
            return null;
        }
        if ((c & triggers & ~BARE) != 0) {
            return Stance.takenBack(firstOf(c, triggers), q);
        }
        long bare = (triggers & BARE) | (bareNegation ? Category.NEGATION.bit() : 0);
        if ((c & bare) != 0) {
            int r = Decoration.skipClosers(text, Lexicon.endOf(found), to);
            while (r < to && Lexicon.isBlank(text.charAt(r))) {
                r++;
            }
            // A problem's word before a colon labels what follows it ("Issues: none"); alone it is a remark ("(wrong)").
            String ends = (c & bare & ~Category.PROBLEM.bit()) != 0 ? ".!,;:。！、，?？…-—|)）]】" : ".!,;。！、，?？…-—|)）]】";
            if (namesAProblem(text, q, Lexicon.endOf(found)) && countedNone(text, Lexicon.endOf(found))) {
                return null; // a label of failures answered with a count of none: Failures: 0, 失败：0
            }
            if (r >= to || Decoration.isLineBreak(text.charAt(r)) || ends.indexOf(text.charAt(r)) >= 0) {
                return Stance.takenBack(firstOf(c, bare), q);
            }
        }
        return null;
    }

    /** Past what may open a line or a clause before its words: blanks, bullets, numbering, a quote mark, emphasis, a footnote's label. */
    private static int skipLead(String text, int p, int to) {
        int q = p;
        while (q < to) {
            char c = text.charAt(q);
            if (Lexicon.isBlank(c) || Decoration.isLineBreak(c) || Decoration.OPENERS.indexOf(c) >= 0
                    || "-+•・>#.…(（[【※*†‡|".indexOf(c) >= 0) {
                q++;
            } else if (c >= '0' && c <= '9' && q + 1 < to && (text.charAt(q + 1) == '.' || text.charAt(q + 1) == ')')) {
                q += 2;
            } else if (c == '^' ) {
                // a footnote's label: [^1]: or ^1
                q++;
                while (q < to && (Character.isLetterOrDigit(text.charAt(q)))) {
                    q++;
                }
                while (q < to && (text.charAt(q) == ']' || text.charAt(q) == ':')) {
                    q++;
                }
            } else {
                break;
            }
        }
        return q;
    }

    /** How far the words after a value a reply holds are read for what takes it back: its explanation, not a document. */
    public static final int AFTER_A_VALUE_WINDOW = 2_000;

    /**
     * Whether the words after a value that a reply holds (a JSON value from {@code start} to {@code end}, read up to {@code to},
     * at most {@link #AFTER_A_VALUE_WINDOW} characters) take it back: a question right after it on its line
     * ({@code {…}?}); a trigger of {@link #ON_ITS_LINE} in the rest of that line; a joke, a cross or a strike-through
     * anywhere; a later clause that opens with a retraction, a
     * joke, a cross, a bare negation or a bare failing verdict ({@code Just kidding.}, {@code Not really.},
     * {@code Actually, no.}, {@code No.}); up to the next value, what says it stands in for an answer not found or gives it a low
     * confidence ({@link #STANDING_IN}: {@code These values are made up.}, {@code Confidence: low}); a bare line
     * ({@link #bareLine}) of words that keep no value ({@code Sorry.}, {@code Hmm.}, {@code Not real.}): such a line is
     * read fail-closed, as it says nothing a reader could weigh. Longer words nobody listed leave it standing: a reply
     * goes on to explain its data ({@code Let me know if you need anything else?} asks about nothing it wrote).
     */
    public static Stance afterAValue(String text, int start, int end, int to) {
        return afterAValue(text, start, end, to, null);
    }

    /**
     * {@link #afterAValue(String, int, int, int)} knowing what the value's data holds ({@link Fields}, null where it is
     * not known): a remark saying the source lacks a field the data holds takes it back ({@link #lacksAHeldField}),
     * and one saying a thing not given was left out keeps it only where it names no such field and the data leaves a
     * place empty ({@link #unstated}).
     */
    public static Stance afterAValue(String text, int start, int end, int to, Fields fields) {
        Stance said = afterAValueAsWritten(text, start, end, to, fields);
        String blanked = said.plain() ? asidesBlanked(text, end, Math.min(to, end + AFTER_A_VALUE_WINDOW)) : null;
        return blanked == null ? said : afterAValueAsWritten(blanked, start, end, to, fields);
    }

    /** {@link #afterAValue(String, int, int, int, Fields)} of the words as written, their asides read where they stand. */
    private static Stance afterAValueAsWritten(String text, int start, int end, int to, Fields fields) {
        int limit = Math.min(to, end + AFTER_A_VALUE_WINDOW);
        int p = end;
        while (p < limit && Lexicon.isBlank(text.charAt(p))) {
            p++;
        }
        int asked = p < limit ? termEnd(text, p, limit, Category.QUESTION) : -1;
        // A question right after it asks about it, unless it opens a chat's closing ({…} ¿Necesitas algo más?).
        if (asked > 0 && LEX.at(text, asked, limit, Category.CLOSER.bit()) < 0) {
            return Stance.takenBack(Category.QUESTION, p);
        }
        // The rest of its closing line is a remark on it, as a comment is ({…} <- not sure, {…} # placeholder).
        int lineEnd = p;
        while (lineEnd < limit && !Decoration.isLineBreak(text.charAt(lineEnd))) {
            lineEnd++;
        }
        // Past a comment's or an arrow's marks: a dash there is no "nothing" that counts the word after it.
        int words = pastCommentMarks(text, p, lineEnd);
        Stance remark = onItsClosingLine(text, words, lineEnd);
        if (!remark.plain()) {
            return remark;
        }
        Stance marked = markedOrOpened(text, end, limit, Tokens.of(text, end, limit), true);
        if (!marked.plain()) {
            return marked;
        }
        // Up to the value after it, if any: what the reply says of a later example is that example's.
        int until = nextValue(text, end, limit);
        int bare = -1; // the first bare line none of whose words keep the value, if no longer line follows it
        for (int s = words; s < until;) {
            int e = remarkEnd(text, s, until);
            int next = e;
            while (next < until && (Lexicon.isBlank(text.charAt(next)) || Decoration.isLineBreak(text.charAt(next)))) {
                next++;
            }
            if (next == until && until < limit) {
                break; // it leads to the value after it, and is that value's: e.g. {…}, would read {…}, Draft:\n{…}
            }
            // A scale or range the data's numbers lie on (The score is out of 10., 满分是10分。) is read past: the
            // rest of the remark is read as any is; one none of them lies on contradicts the data.
            ScaleSaid scale = scaleSaid(text, s, e, start, end);
            if (scale != null && scale.near() >= 0) {
                return Stance.takenBack(Category.APPROXIMATE, scale.near()); // Roughly out of 10., Out of 10 roughly.
            }
            if (scale != null && scale.noneFits()) {
                return Stance.takenBack(Category.SCALE, scale.at());
            }
            String read = scale != null && scale.fits() ? scale.blanked() : text;
            Stance said = shortRemark(read, s, e, REMARK_AFTER);
            said = said.plain() && longerInCjk(read, s, e) && namesTheValue(read, s, e)
                    ? shortRemark(read, s, e, REMARK_AFTER, BARE_IN_A_REMARK, CJK_REMARK_WORDS) : said;
            said = said.plain() ? unitSet(read, s, e) : said;
            said = said.plain() ? caveatLabelled(read, s, e) : said;
            said = said.plain() ? disowned(read, s, e) : said;
            said = said.plain() ? notExact(read, s, e) : said;
            said = said.plain() ? marginStated(read, s, e, start, end) : said;
            said = said.plain() ? basisStated(read, s, e, start, end) : said;
            said = said.plain() ? realityOrThen(read, s, e, start, end) : said;
            said = said.plain() ? nearOrNotRight(read, s, e) : said;
            said = said.plain() ? notVerified(read, s, e) : said;
            said = said.plain() ? putInOrStandsElsewhere(read, s, e) : said;
            said = said.plain() ? elsewhereMixedOrGuessed(read, s, e) : said;
            said = said.plain() ? nearAfterALead(read, s, e, start, end) : said;
            said = said.plain() ? offeredAsAChoice(read, s, e, start, end) : said;
            said = said.plain() ? unstated(read, s, e, fields) : said;
            said = said.plain() ? lacksAHeldField(read, s, e, fields) : said;
            said = said.plain() ? memberSaidWrong(read, s, e, start, end, fields) : said;
            said = said.plain() ? dismissedOrNotFinal(read, s, e, start, end) : said;
            said = said.plain() ? ownWordLeftOpen(read, s, e, start, end, fields) : said;
            said = said.plain() ? otherNumberStated(read, s, e, start, end) : said;
            said = said.plain() ? restatedTakenBack(read, s, e, start, end, fields) : said;
            said = said.plain() ? corrected(read, s, e, start, end, fields) : said;
            said = said.plain() ? dataSpokenOf(read, s, e, start, end, fields) : said;
            said = said.plain() ? attributedElsewhere(read, s, e, start, end, fields) : said;
            said = said.plain() ? hearsay(read, s, e, start, end, fields) : said;
            if (!said.plain()) {
                return said;
            }
            if (read != text) {
                s = e; // a remark stating the data's scale, and nothing else the readings above take back, keeps it
                continue;
            }
            int open = elidedAlone(text, s, e);
            if (open >= 0) {
                return new Stance(Kind.UNCLEAR, null, open, open); // {…} ..., [a, b], …: it goes on beyond what it wrote
            }
            int line = bareLine(text, s, e, s == words || marksOnly(text, end, s));
            if (line >= 0) {
                bare = bare < 0 && !keeps(text, line, e, start, end) && !restatesItsNumber(text, line, e, start, end)
                        ? line : bare;
            } else if (line == LONGER) {
                bare = -1; // the short line above heads what follows it (Reasoning, then a paragraph)
            }
            s = e;
        }
        if (bare >= 0) {
            return new Stance(Kind.UNCLEAR, null, bare, bare);
        }
        // What follows in a script none of the lexicon's languages is written in (Не уверен., هذا غير صحيح) is read
        // by nobody here: it may take the value back, and the value fails closed.
        for (int u = unreadWord(text, words, until); u >= 0; u = unreadWord(text, u, until)) {
            int w = u;
            while (w < until && (Character.isLetter(text.charAt(w)) || Character.isSurrogate(text.charAt(w)))) {
                w++;
            }
            if (!inValue(text, u, w, start, end)) {
                return new Stance(Kind.UNCLEAR, null, u, u); // the value's own words may be written again (Иван)
            }
            u = Math.max(w, u + 1); // each look goes on past the word it found
        }
        return standsIn(text, end, until, true);
    }

    /** Whether the word right before {@code at} (past blanks and a colon, from {@code from}) is written in the value. */
    private static boolean valueWordBefore(String text, int from, int at, int start, int end) {
        int w = at;
        while (w > from && (Lexicon.isBlank(text.charAt(w - 1)) || text.charAt(w - 1) == ':' || text.charAt(w - 1) == '：')) {
            w--;
        }
        int p = w;
        while (p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
            p--;
        }
        return w - p >= 2 && inValue(text, p, w, start, end);
    }

    /** How many words, in halves ({@link #halvesIn}), a sentence around a list is read whole for words that it goes on. */
    private static final int LIST_REMARK_HALVES = 32;
    /** How far back the line introducing a list is read. */
    private static final int LIST_LEAD_CHARS = 200;

    /**
     * Whether the words around a reply's JSON value that holds a list ({@code text[start, end)}, its line or fence
     * opening at {@code opening}) say that list goes on beyond the items written: in the last 200 characters of the
     * line introducing it (its own line before it, or else the line above, blank lines and a fence between) and in
     * each sentence or line after it up to the next value of at most sixteen words (a CJK character counting half),
     * a term of {@link Category#ELISION} ({@code There are many more.}, {@code To name a few.}, {@code I stopped at
     * two.}, {@code これは一部です。}, {@code Unter anderem:}) or a count of fewer than its whole ({@code (showing 2 of
     * 40)}, {@code Top 3 of 10:}, {@code 2 von 40}). Such a list is part of one the reply did not write.
     */
    public static Stance listGoesOn(String text, int opening, int start, int end, int to) {
        int lineStart = opening;
        while (lineStart > 0 && !Decoration.isLineBreak(text.charAt(lineStart - 1))) {
            lineStart--;
        }
        int leadEnd = opening;
        if (!hasLetterOrDigit(text, lineStart, opening)) {
            // Its line holds nothing before it: the line above introduces it, past blank lines (at most three).
            int p = lineStart;
            for (int blank = 0; p > 0 && blank < 4; blank++) {
                int e = p - 1;
                int s = e;
                while (s > 0 && !Decoration.isLineBreak(text.charAt(s - 1))) {
                    s--;
                }
                if (hasLetterOrDigit(text, s, e)) {
                    lineStart = s;
                    leadEnd = e;
                    break;
                }
                p = s;
            }
        }
        int leadStart = Math.max(lineStart, leadEnd - LIST_LEAD_CHARS);
        if (leadStart < leadEnd && hasLetterOrDigit(text, leadStart, leadEnd)) {
            int at = goesOnIn(text, leadStart, leadEnd);
            if (at >= 0) {
                return Stance.takenBack(Category.ELISION, at);
            }
        }
        int limit = Math.min(to, end + AFTER_A_VALUE_WINDOW);
        int until = nextValue(text, end, limit);
        for (int s = end; s < until;) {
            int e = remarkEnd(text, s, until);
            if (halvesIn(text, s, e) <= LIST_REMARK_HALVES) {
                int at = goesOnIn(text, s, e);
                if (at < 0) {
                    at = moreItemsIn(text, s, e);
                }
                if (at >= 0) {
                    return Stance.takenBack(Category.ELISION, at);
                }
            }
            s = e;
        }
        return Stance.plain(end);
    }

    /** The words of {@link Role#MORE_ITEMS} and its kin, on their page of roles. */
    private static final Lexicon MORE_ITEMS_PAGE = LEX.roles(Role.MORE_ITEMS);
    /** What in a remark's sentence before a word of further items leaves it unsaid: a negation, a condition. */
    private static final long MORE_ITEMS_UNSAID = Category.mask(Category.NEGATION, Category.CONDITION);

    /**
     * Where a remark after a list ({@code text[from, to)}, one sentence or line, {@link #listGoesOn}) says more items
     * exist than the list holds, or -1, read fail-closed on a short role list per language rather than on phrases:
     * <ul>
     * <li>a word of {@link Role#MORE_ITEMS} ({@code more}, {@code others}, {@code rest}, {@code weitere}, {@code autres},
     * {@code más}, {@code altri}, {@code outros}, {@code overige}, {@code diğer}, {@code 残り}, {@code 其他},
     * {@code 나머지}) as a whole word ({@code Plus a few more.}, {@code And several others I left out.},
     * {@code {…} + more}, {@code Und ein paar mehr.}, {@code 还有一些。});</li>
     * <li>a word of {@link Role#SCOPE} ({@code only}, {@code nur}, {@code seulement}, {@code だけ}) not right after a
     * determiner ({@code the only two tags}), with a word of {@link Role#FIRST_ITEMS} or a number after it in its
     * sentence ({@code I only listed the first two.}, {@code Only the top 3 shown.}).</li>
     * </ul>
     * The word speaks of something else where a negation or a condition stands before it in the remark ({@code There
     * are no more tags.}, {@code No other tags apply.}, {@code Let me know if you need more.}), a negation closes the
     * remark ({@code Başka etiket yok.}, {@code 他のタグはありません。}, {@code 다른 태그는 없습니다.}), the remark asks
     * ({@code Need more?}), or a word of {@link Role#MORE_ITEMS_ELSE} follows it ({@code More details below.},
     * {@code The other fields are empty.}); one opening the remark before a comma leads it ({@code Plus, …}).
     */
    private static int moreItemsIn(String text, int from, int to) {
        int close = to;
        while (close > from && !Character.isLetterOrDigit(text.charAt(close - 1))
                && "?？".indexOf(text.charAt(close - 1)) < 0) {
            close--;
        }
        if (close > from && "?？".indexOf(text.charAt(close - 1)) >= 0) {
            return -1; // a question: Need more?
        }
        boolean unsaid = false;
        for (int p = from; p < close; p++) {
            char c = text.charAt(p);
            boolean hangul = c >= 0xAC00 && c <= 0xD7AF;
            boolean wide = c >= 0x2E80 && !hangul;
            if (!Character.isLetterOrDigit(c) || !wide && p > from && Character.isLetterOrDigit(text.charAt(p - 1))
                    && (text.charAt(p - 1) < 0x2E80 || hangul)) {
                continue;
            }
            long n = LEX.at(text, p, close, MORE_ITEMS_UNSAID);
            long asked = MORE_ITEMS_PAGE.at(text, p, close, Role.MORE_ITEMS_IF.bit());
            if (n >= 0 && wholeWord(text, p, Lexicon.endOf(n), close)
                    || asked >= 0 && wholeWord(text, p, Lexicon.endOf(asked), close)) {
                unsaid = true;
            }
            if (unsaid) {
                continue;
            }
            long more = MORE_ITEMS_PAGE.at(text, p, close, Role.MORE_ITEMS.bit());
            if (more >= 0 && wholeWord(text, p, Lexicon.endOf(more), close) && !opensWithAComma(text, from, p, Lexicon.endOf(more))
                    && !moreOfSomethingElse(text, Lexicon.endOf(more), close)) {
                return p;
            }
            if (onlySomeAt(text, from, p, close)) {
                return p;
            }
        }
        // Hangul glues a word of scope to the word before it (두 개만): read at a word's end.
        for (int p = from; p < close; p++) {
            char c = text.charAt(p);
            if (c >= 0xAC00 && c <= 0xD7AF && p > from && Character.isLetter(text.charAt(p - 1)) && onlySomeAt(text, from, p, close)) {
                return p;
            }
        }
        return -1;
    }

    /**
     * Whether a word of {@link Role#SCOPE} at {@code p} of a remark {@code text[from, close)} says the list holds some of
     * its items only: a whole word (in Hangul one ending its word), not right after a determiner ({@code the only two
     * tags}), a word of {@link Role#FIRST_ITEMS} or a number in the remark, and no negation closing it.
     */
    private static boolean onlySomeAt(String text, int from, int p, int close) {
        long only = ROLES.at(text, p, close, Role.SCOPE.bit());
        if (only < 0) {
            return false;
        }
        int e = Lexicon.endOf(only);
        boolean hangul = text.charAt(p) >= 0xAC00 && text.charAt(p) <= 0xD7AF;
        if (hangul ? e < close && Character.isLetter(text.charAt(e)) : !wholeWord(text, p, e, close)) {
            return false;
        }
        return !determinerBefore(text, from, p) && firstItemsIn(text, from, close) && !negationCloses(text, e, close);
    }

    /**
     * Whether the word of further items ending at {@code e} speaks of something else than the list's items, in its
     * remark ending at {@code close}: a word of {@link Role#MORE_ITEMS_ELSE} right after it, or a negation closing it.
     */
    private static boolean moreOfSomethingElse(String text, int e, int close) {
        int q = e;
        while (q < close && (Lexicon.isBlank(text.charAt(q)) || text.charAt(q) == '\'' || text.charAt(q) == '’')) {
            q++;
        }
        long other = q < close ? MORE_ITEMS_PAGE.at(text, q, close, Role.MORE_ITEMS_ELSE.bit()) : -1;
        if (other >= 0 && wholeWord(text, q, Lexicon.endOf(other), close)) {
            return true;
        }
        return negationCloses(text, e, close);
    }

    /**
     * Whether the word {@code text[p, e)} opens its remark from {@code from} and a comma follows it: an adverb leading
     * the sentence ({@code Plus, both tags appear in the title.}, {@code Besides, …}).
     */
    private static boolean opensWithAComma(String text, int from, int p, int e) {
        return !hasLetterOrDigit(text, from, p) && e < text.length() && (text.charAt(e) == ',' || text.charAt(e) == '，');
    }

    /** Whether a negation in {@code text[from, close)} closes it ({@link #closesTheSentence}: yok, ありません, 없습니다). */
    private static boolean negationCloses(String text, int from, int close) {
        for (int q = from; q < close; q++) {
            char c = text.charAt(q);
            if (!Character.isLetter(c) || c < 0x2E80 && q > from && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            long n = LEX.at(text, q, close, Category.NEGATION.bit());
            if (n >= 0 && closesTheSentence(text, q, Lexicon.endOf(n), close)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a word of {@link Role#FIRST_ITEMS} or a number stands in {@code text[from, to)} at a word's start. */
    private static boolean firstItemsIn(String text, int from, int to) {
        for (int q = from; q < to; q++) {
            char c = text.charAt(q);
            if (!Character.isLetterOrDigit(c) || c < 0x2E80 && q > from && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            if (Character.isDigit(c)) {
                return true;
            }
            long first = MORE_ITEMS_PAGE.at(text, q, to, Role.FIRST_ITEMS.bit());
            if (first >= 0 && wholeWord(text, q, Lexicon.endOf(first), to)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the word right before {@code p} (past blanks, from {@code from}) is a determiner: the only two tags. */
    private static boolean determinerBefore(String text, int from, int p) {
        int w = p;
        while (w > from && Lexicon.isBlank(text.charAt(w - 1))) {
            w--;
        }
        int a = w;
        while (a > from && Character.isLetter(text.charAt(a - 1)) && text.charAt(a - 1) < 0x2E80) {
            a--;
        }
        long d = a < w ? ROLES.at(text, a, w, Role.DETERMINER.bit()) : -1;
        return d >= 0 && Lexicon.endOf(d) == w;
    }

    private static boolean hasLetterOrDigit(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (Character.isLetterOrDigit(text.charAt(p))) {
                return true;
            }
        }
        return false;
    }

    /** What a word of the value beside it in a short remark leaves open: it is not known, or only near. */
    private static final long LEAVES_OPEN = Category.mask(Category.NOTHING, Category.APPROXIMATE);

    /**
     * Whether a short remark after a value ({@code text[from, to)}, at most {@link #REMARK_WORDS} words) says of a word
     * of the value itself ({@code text[start, end)}: a key, a string's word) that it is not known or only near: a word
     * for nothing, or an approximation closing the remark, opening with a letter, and a word of two letters or more written in the value
     * as a word ({@code {"status": "ok"}} then {@code status: unknown}, {@code * pump estimated}, {@code 状態：不明}); a
     * list item or a label is no bare line, so these are read here. Words nobody wrote in the value leave it
     * ({@code Unknown fields were dropped.}), and so does a word naming only members the data holds nothing in
     * ({@link Fields}: {@code There is no due date, so it is null.} beside {@code "due_date": null} says what it holds).
     */
    private static Stance ownWordLeftOpen(String text, int from, int to, int start, int end, Fields fields) {
        int open = -1;
        int words = 0;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80 && Character.isLetter(c);
            if (!Character.isLetter(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            if (++words > REMARK_WORDS * 2) {
                return Stance.plain(to);
            }
            long found = LEX.at(text, p, to, LEAVES_OPEN);
            if (found >= 0 && open < 0 && ((LEX.categoriesOf(found) & Category.NOTHING.bit()) != 0
                    || !hasLetterOrDigit(text, Lexicon.endOf(found), to) && valueWordBefore(text, from, p, start, end)
                            && !(words > 3 && presentsWhole(text, p, Lexicon.endOf(found))))) {
                // A word for nothing anywhere; an approximation only closing the remark right after a word of the value
                // (pump estimated, total approx.), as one elsewhere is mostly a preposition (under repair, listed above);
                // one that presents, closing a sentence of more words, points on in the reply (I will explain the score
                // below.; pump below stays near).
                open = p;
                p = Lexicon.endOf(found) - 1;
            }
        }
        if (open < 0) {
            return Stance.plain(to);
        }
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (!Character.isLetter(c) || p > from && Character.isLetterOrDigit(text.charAt(p - 1)) && c < 0x2E80) {
                continue;
            }
            int w = p + 1;
            while (w < to && Character.isLetterOrDigit(text.charAt(w)) && (c < 0x2E80) == (text.charAt(w) < 0x2E80)) {
                w++;
            }
            if (w - p >= 2 && (p > open || w <= open) && LEX.at(text, p, w, LEAVES_OPEN) < 0 && inValue(text, p, w, start, end)
                    && (fields == null || !fields.emptied().contains(text.substring(p, w).toLowerCase(java.util.Locale.ROOT)))) {
                return Stance.takenBack(firstOf(LEX.categoriesOf(LEX.at(text, open, to, LEAVES_OPEN)), LEAVES_OPEN), open);
            }
            p = w - 1;
        }
        return Stance.plain(to);
    }

    /**
     * Where {@code text[from, to)} says a list goes on ({@link #listGoesOn}), or -1: a term of {@link Category#ELISION}
     * at a word's start (anywhere in Han, kana and Hangul), or a number, a {@link Category#COUNT_JOIN} term and a
     * greater number ({@code 2 of 40}).
     */
    private static int goesOnIn(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean wordStart = p == from || !Character.isLetterOrDigit(text.charAt(p - 1)) || c >= 0x2E80;
            if (!wordStart) {
                continue;
            }
            if (LEX.at(text, p, to, Category.ELISION.bit()) >= 0) {
                return p;
            }
            if (c >= '0' && c <= '9') {
                int n = p;
                while (n < to && text.charAt(n) >= '0' && text.charAt(n) <= '9') {
                    n++;
                }
                if (n < to && Character.isLetter(text.charAt(n))) {
                    p = n;
                    continue; // 2nd, 3x: no count
                }
                int q = n;
                while (q < to && Lexicon.isBlank(text.charAt(q))) {
                    q++;
                }
                long join = q < to ? LEX.at(text, q, to, Category.COUNT_JOIN.bit()) : -1;
                if (join >= 0) {
                    int r = Lexicon.endOf(join);
                    while (r < to && Lexicon.isBlank(text.charAt(r))) {
                        r++;
                    }
                    int m = r;
                    while (m < to && text.charAt(m) >= '0' && text.charAt(m) <= '9') {
                        m++;
                    }
                    if (m > r && m - r <= 9 && n - p <= 9 && (m == to || !Character.isLetterOrDigit(text.charAt(m)))
                            && Long.parseLong(text, p, n, 10) < Long.parseLong(text, r, m, 10)) {
                        return p;
                    }
                }
                p = n - 1;
            }
        }
        return -1;
    }

    /** The problems a negation counts none of, in a bare line after a JSON value ({@code No issues found.}, {@code 問題なし}). */
    private static final long COUNTED_NONE = Category.mask(Category.PROBLEM, Category.FAILURE);

    /**
     * {@link #afterAValue} for a value written in words ({@code text[start, end)}: prose, a string's words), from the
     * end of its own sentence, which the value's own reading reads ({@link #read}: {@code 5 units},
     * {@code fail - two blockers}, {@code PASS with minor notes}): the later sentences and lines are remarks on it as
     * on a JSON value ({@code Not sure.}, a bare {@code Sorry.}), the rest of the line its sentence ends first.
     */
    public static Stance afterItsSentence(String text, int start, int end, int to) {
        int e = remarkEnd(text, end, Math.min(to, end + AFTER_A_VALUE_WINDOW));
        e = e > end && Decoration.isLineBreak(text.charAt(e - 1)) ? e - 1 : e;
        return afterAValue(text, start, e, to, namedBefore(text, start));
    }

    /**
     * What a value written in prose at {@code start} is said to be, as the names of a field: the words of its sentence
     * (or its line's label) before it, of four letters or more, or two of Han, kana or Hangul ({@code The total is 5.},
     * {@code Total: 5}, {@code 合計は5です}, one word of Han and kana). A remark after it saying the source has no such
     * thing ({@code The invoice has no total line.}) says it lacks what the value answers ({@link #lacksAHeldField}). Words
     * show no places of the answer, so a thing said left out keeps it unless it names these words ({@link #leftOut}).
     */
    private static Fields namedBefore(String text, int start) {
        int from = start;
        while (from > 0 && start - from < AFTER_A_VALUE_WINDOW && !Decoration.isLineBreak(text.charAt(from - 1))
                && ".!?。！？".indexOf(text.charAt(from - 1)) < 0) {
            from--;
        }
        java.util.Set<String> named = new java.util.HashSet<>();
        for (int p = from; p < start; p++) {
            char c = text.charAt(p);
            if (!Character.isLetter(c) || p > from && Character.isLetterOrDigit(text.charAt(p - 1))
                    && (text.charAt(p - 1) >= 0x2E80) == (c >= 0x2E80)) {
                continue;
            }
            int w = p;
            while (w < start && Character.isLetter(text.charAt(w)) && (text.charAt(w) >= 0x2E80) == (c >= 0x2E80)) {
                w++;
            }
            if (w - p >= (c >= 0x2E80 ? 2 : 4)) {
                named.add(text.substring(p, w).toLowerCase(java.util.Locale.ROOT));
            }
            p = w - 1;
        }
        // Words show no places of an answer: a thing said left out keeps the value unless it names the value's own words.
        return new Fields(java.util.Set.copyOf(named), true, java.util.Set.of(), java.util.Set.of());
    }

    /**
     * Whether a sentence or a line before a reply's JSON value at {@code start} (since the value before it, at most
     * {@link #AFTER_A_VALUE_WINDOW} characters back) says the source has none of a field the data holds: it names such a
     * field ({@link Fields}) and says a thing is absent or not told there ({@link #lacksAHeldField}, {@link #unstated}):
     * {@code The invoice has no total line.} then {@code {"total": 42}}. One naming no held field is the reply's lead
     * ({@code The invoice doesn't state a due date.} over data that leaves it out).
     */
    public static Stance lacksBefore(String text, int start, Fields fields) {
        int from = start;
        while (from > Math.max(0, start - AFTER_A_VALUE_WINDOW) && text.charAt(from - 1) != '}' && text.charAt(from - 1) != ']') {
            from--;
        }
        for (int s = from; s < start;) {
            int e = remarkEnd(text, s, start);
            if (e <= s) {
                break;
            }
            if (namedField(text, s, e, fields) >= 0) {
                Stance said = lacksAHeldField(text, s, e, fields);
                said = said.plain() ? unstated(text, s, e, fields) : said;
                if (!said.plain()) {
                    return said;
                }
            }
            s = e;
        }
        return Stance.plain(start);
    }

    /** Whether {@code text[from, to)} holds no word and no line break: the value's own sentence's end ({@code 5. Sorry.}). */
    private static boolean marksOnly(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (Character.isLetterOrDigit(text.charAt(p)) || Decoration.isLineBreak(text.charAt(p))) {
                return false;
            }
        }
        return true;
    }

    /** What {@link #bareLine} answers for a remark of more words than a bare line holds. */
    private static final int LONGER = -2;
    /** The most words a bare line after a JSON value holds (a CJK character counts half a word). */
    static final int BARE_LINE_WORDS = 3;
    /**
     * What may make up a bare line after a JSON value that keeps it: a chat's closing ({@code Hope this helps!},
     * {@code Thanks!}, {@code 以上です。}), a pointer to the rest of the reply, a wrapper's name ({@code </answer>}), an
     * affirming word ({@code です}), a unit (read with the schema: {@code (months)} after a number its property does
     * not measure so is refused there), a phrase that only looks like a trigger ({@code No errors.}); and the value's
     * own words ({@code Positive.}).
     */
    private static final long KEEPS_A_VALUE = Category.mask(Category.CLOSER, Category.NEUTRAL, Category.NEUTRAL_WRAPPER,
            Category.AFFIRMING, Category.UNIT, Category.PSEUDO);

    /**
     * Where the words of the remark {@code text[s, e)} begin if it is a bare line after a JSON value: a line of its own
     * (or the rest of the value's closing line, {@code closing}) of one to {@link #BARE_LINE_WORDS} words, no list
     * item, heading, quote or table row, and no label before a colon ({@code Confidence: high} is a label's reading);
     * {@link #LONGER} for a remark of more words, -1 otherwise.
     */
    private static int bareLine(String text, int s, int e, boolean closing) {
        int a = s;
        while (a < e && (Lexicon.isBlank(text.charAt(a)) || Decoration.isLineBreak(text.charAt(a)))) {
            a++;
        }
        int b = a;
        while (b > 0 && Lexicon.isBlank(text.charAt(b - 1))) {
            b--;
        }
        boolean broken = b == 0 || Decoration.isLineBreak(text.charAt(b - 1));
        if (a >= e) {
            return -1;
        }
        int halves = halvesIn(text, a, e);
        if (halves > 2 * BARE_LINE_WORDS) {
            return LONGER;
        }
        if (halves == 0 && !pictured(text, a, e) || !broken && !closing) {
            return -1; // marks alone are read as marks; a sentence after another on its line is no line of its own
        }
        char c = text.charAt(a);
        boolean item = c == '#' || c == '>' || c == '＞' || c == '|' || c == '•' || c == '・'
                || (c == '-' || c == '*' || c == '+') && a + 1 < e && Lexicon.isBlank(text.charAt(a + 1))
                || c >= '0' && c <= '9' && a + 1 < e && (text.charAt(a + 1) == '.' || text.charAt(a + 1) == ')');
        int r = e;
        while (r < text.length() && Lexicon.isBlank(text.charAt(r))) {
            r++;
        }
        // Its own line where its segment ends at the line's break (a line after it, a fence's closing marks) or at the
        // text's end or a break after blanks.
        boolean ownLine = Decoration.isLineBreak(text.charAt(e - 1)) || r >= text.length() || Decoration.isLineBreak(text.charAt(r));
        for (int p = a; p < e; p++) {
            if (text.charAt(p) == ':' || text.charAt(p) == '：') {
                return -1;
            }
        }
        return item || !ownLine ? -1 : a;
    }

    /**
     * Whether the bare line {@code text[from, to)} after the JSON value {@code text[start, end)} states the value's
     * number again, of a quantity named in a sentence of Chinese, Japanese or Korean ({@code 分数是7。},
     * {@code スコアは5です。}, {@code 점수는 5.}): its subject is read as {@link #statedAfterItsSubject} reads one (listed
     * names only), its particle states a value as it is now ({@link Role#STATES_NOW}), the number is the only one the
     * value holds, and the words after it keep a value ({@code です}, a unit). A subject nobody listed, a word between
     * the subject and its particle, another number or a word after it that keeps nothing leaves the line unclear.
     */
    private static boolean restatesItsNumber(String text, int from, int to, int start, int end) {
        int p = from;
        while (p < to && (text.charAt(p) < '0' || text.charAt(p) > '9')) {
            p++;
        }
        int q = p;
        while (q > from && Lexicon.isBlank(text.charAt(q - 1))) {
            q--;
        }
        if (p >= to || q == from || !gluedLetter(text.charAt(q - 1)) || !statedAfterItsSubject(text, from, q)) {
            return false;
        }
        List<BigDecimal> data = dataNumbers(text, start, end);
        int ne = decimalEnd(text, p, to);
        BigDecimal n = data.isEmpty() ? null : new BigDecimal(text.substring(p, ne));
        if (n == null || !data.stream().allMatch(d -> d.compareTo(n) == 0)) {
            return false;
        }
        // The line is read as a reply that writes the number in prose is: every word before it listed, nothing taking
        // it back around it, no other time.
        String line = text.substring(from, to);
        return leadKeeps(line, 0, p - from).plain()
                && inProse(line, p - from, ne - from, Polarity.NEUTRAL, Bound.QUANTITY).plain()
                && keeps(text, ne, to, start, end);
    }

    /** Whether {@code text[from, to)} holds a pictograph or another symbol that is no punctuation (an emoji: 🤞, 🫣). */
    private static boolean pictured(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (symbol(text.charAt(p))) {
                return true;
            }
        }
        return false;
    }

    private static boolean symbol(char c) {
        return Character.isSurrogate(c) || Character.getType(c) == Character.OTHER_SYMBOL;
    }

    /**
     * Whether every word of the bare line {@code text[from, to)} is one that keeps the JSON value
     * {@code text[start, end)} it follows ({@link #KEEPS_A_VALUE}, or a word of the value itself, for a value of at
     * most {@link #AFTER_A_VALUE_WINDOW} characters).
     */
    private static boolean keeps(String text, int from, int to, int start, int end) {
        return keeps(text, from, to, start, end, KEEPS_A_VALUE, 0);
    }

    /**
     * {@link #keeps(String, int, int, int, int)}, with the terms of {@code keep} keeping it, and those of the roles
     * {@code keepingRoles} ({@link Role#bit}) where no longer term of another category stands at their place; with
     * roles to keep it (a note beside a pass), digits need no term either.
     */
    private static boolean keeps(String text, int from, int to, int start, int end, long keep, long keepingRoles) {
        return keeps(text, from, to, start, end, keep, ROLES, keepingRoles);
    }

    /** {@link #keeps(String, int, int, int, int, long, long)} with the keeping roles of the page {@code roles} holds. */
    private static boolean keeps(String text, int from, int to, int start, int end, long keep, Lexicon roles,
            long keepingRoles) {
        Tokens unpaired = Tokens.unpaired(text, from, to);
        Tokens counted = unpaired.paired(text);
        int t = 0;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80 && Character.isLetter(c);
            int cp = text.codePointAt(p);
            if (isSkinTone(cp) || cp == 0x200D) {
                p += Character.charCount(cp) - 1; // a skin tone or a joiner belongs to the pictograph before it
                continue;
            }
            if (symbol(c) && !Character.isLowSurrogate(c)) {
                // A pictograph keeps a value only as a status mark or a closing's (✅, 👍, 😊): one nobody listed may
                // cross its fingers or wince at it (🤞, 🫣, 💀).
                long found = LEX.at(text, p, to, keep | Category.STATUS.bit());
                if (found < 0) {
                    return false;
                }
                p = Lexicon.endOf(found) - 1;
                continue;
            }
            boolean numbersKeep = keepingRoles != 0;
            if (!Character.isLetterOrDigit(c) || numbersKeep && Character.isDigit(c) || !cjk && p > from
                    && (numbersKeep ? Character.isLetter(text.charAt(p - 1)) : Character.isLetterOrDigit(text.charAt(p - 1)))) {
                continue;
            }
            // The longest term there, whatever it is: a keeping word inside a longer one keeps nothing (ですが).
            long found = LEX.at(text, p, to, -1L);
            if (found >= 0 && (LEX.categoriesOf(found) & keep) != 0) {
                p = Lexicon.endOf(found) - 1;
                continue;
            }
            long role = keepingRoles == 0 ? -1 : roles.at(text, p, to, keepingRoles);
            if (role >= 0 && (found < 0 || Lexicon.endOf(role) >= Lexicon.endOf(found))) {
                p = Lexicon.endOf(role) - 1; // none, n/a, 特になし: a note saying there is nothing to note
                continue;
            }
            // A problem a negation counts none of (No issues found., 問題なし), as the terms pair them: a clean check.
            while (t < counted.size && counted.end[t] <= p) {
                t++;
            }
            if (t < counted.size && counted.start[t] <= p && counted.categories[t] == 0
                    && (unpaired.categories[t] & (NEGATING | COUNTED_NONE)) != 0) {
                p = counted.end[t] - 1;
                continue;
            }
            int w = p + 1;
            while (!cjk && w < to && (Character.isLetterOrDigit(text.charAt(w))
                    || "'’".indexOf(text.charAt(w)) >= 0 && w + 1 < to && Character.isLetter(text.charAt(w + 1)))) {
                w++;
            }
            if (!inValue(text, p, w, start, end)) {
                return false;
            }
            p = w - 1;
        }
        return true;
    }

    /** Whether the word {@code text[p, w)} is written in the value {@code text[start, end)} as a word, ignoring case. */
    private static boolean inValue(String text, int p, int w, int start, int end) {
        if (start < 0 || end - start > AFTER_A_VALUE_WINDOW) {
            return false;
        }
        boolean cjk = text.charAt(p) >= 0x2E80;
        for (int q = start; q + (w - p) <= end; q++) {
            if (text.regionMatches(true, q, text, p, w - p) && (cjk || (q == start || !Character.isLetterOrDigit(text.charAt(q - 1)))
                    && (q + (w - p) == end || !Character.isLetterOrDigit(text.charAt(q + (w - p)))))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The unit a bracket after a reply's JSON value (ending at {@code end}, read up to {@code to}) names first, on the
     * value's closing line or as a remark of its own up to the next value: a term of {@link Category#UNIT} and of no
     * other category but {@link Category#MARK_UNIT} opening the bracket as its first phrase, the bracket closing or a
     * comma after it ({@code {…} (months)}, {@code {…} (USD, excluding tax)}, {@code {…}\n(kg)}, {@code （ヶ月）}); not a
     * word that joins or sums ({@code (in total)}, {@code (out of 5)}), nor a unit a sentence opens with
     * ({@code (Items marked * are optional.)}). The stance is taken back by {@link Category#UNIT}, {@code at} the unit's start and
     * {@code end} past it; plain where none stands there. Whether the data names that unit is the caller's to read.
     */
    public static Stance unitAfter(String text, int end, int to) {
        int limit = Math.min(to, end + AFTER_A_VALUE_WINDOW);
        int until = nextValue(text, end, limit);
        for (int s = end; s < until;) {
            int e = remarkEnd(text, s, until);
            int q = s;
            while (q < e && (Lexicon.isBlank(text.charAt(q)) || Decoration.isLineBreak(text.charAt(q)))) {
                q++;
            }
            if (q < e && "(（[【".indexOf(text.charAt(q)) >= 0) {
                q++;
                while (q < e && Lexicon.isBlank(text.charAt(q))) {
                    q++;
                }
                long unit = LEX.at(text, q, e, Category.UNIT.bit());
                int past = unit < 0 ? e : Lexicon.endOf(unit);
                while (past < e && Lexicon.isBlank(text.charAt(past))) {
                    past++;
                }
                // The bracket's first phrase: a unit that is the subject of a sentence ((Items marked * are optional)) is none.
                if (unit >= 0 && (LEX.categoriesOf(unit) & ~(Category.UNIT.bit() | Category.MARK_UNIT.bit())) == 0
                        && past < e && ")）]】,，、;/".indexOf(text.charAt(past)) >= 0) {
                    return new Stance(Kind.TAKEN_BACK, Category.UNIT, q, Lexicon.endOf(unit));
                }
            }
            s = e;
        }
        return Stance.plain(end);
    }

    /**
     * The most words a remark beside a JSON value may have to be read whole as what the reply says of that value
     * (a CJK character counts half a word): a line of its own or a sentence, {@code Status: draft},
     * {@code Please verify before use.}, {@code (estimated)}, {@code ERROR}. A longer one is the reply's explanation,
     * read for what {@link #afterAValue} and {@link #beforeAJsonValue} read in any words.
     */
    static final int REMARK_WORDS = 8;

    /**
     * The most words a remark after a JSON value written in Chinese, Japanese or Korean that names the value
     * ({@link #namesTheValue}) may have to be read whole, a character counting half a word: 32 characters. Those scripts spend about two characters a word, so a sentence
     * that says of the value what {@code This value is an estimate and may not be accurate.} says takes 20 to 30
     * ({@code ※ この値は推定値であり正確ではない可能性があります。}, {@code 이 값은 추정치이며 정확하지 않을 수 있습니다.}).
     */
    static final int CJK_REMARK_WORDS = 16;

    /**
     * Whether {@code text[from, to)} holds a word that names the answer itself ({@link Category#THIS_VALUE}:
     * {@code この値}, {@code 以上为}, {@code 이 값}): a longer remark that does speaks of the value, where one that does
     * not is the reply's explanation of its reading ({@code 客户可能对配送不满，但整体评价是正面的。}), whose hedges are
     * its own.
     */
    private static boolean namesTheValue(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (text.charAt(p) >= 0x2E80 && LEX.at(text, p, to, Category.THIS_VALUE.bit()) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** What ends a clause of a remark after a value: a comma, a semicolon, a colon, a dash, a bracket. */
    private static final String REMARK_CLAUSE_BREAKS = ",;:—()（）[]、，；：";

    /**
     * What may reach back from a remark's clause to the answer it names ({@link #disowned}): a problem too, which says
     * the answer is at fault ({@code This list is incomplete.}, {@code Diese Liste ist unvollständig.}).
     */
    private static final long DISOWNING = Category.mask(Category.NEGATION, Category.HEDGE, Category.MODAL,
            Category.RETRACTION, Category.PROBLEM);
    /**
     * Whether a remark after a value ({@code text[from, to)}, a sentence or a line of any length) disowns the answer
     * (ConText's scope, read back to the value): in one of its clauses (up to {@code , ; : —} or a bracket), a
     * first-person word of inability or doubt ({@link Category#SELF_DOUBT}: {@code I can't actually read the review.},
     * {@code I may be wrong.}), or a negation, a hedge, a modal or a retraction ({@link #DISOWNING}) beside a word that
     * names the answer ({@link Category#THIS_VALUE}: {@code This value may be inaccurate.}, {@code This is not the real
     * answer.}); a pointer word ({@code it}, {@code this}, {@code that}, also {@link Category#NEUTRAL}) only after the
     * trigger, as what it speaks of ({@code Don't rely on it.}; {@code It doesn't mention a date.} is about the text
     * read). A negation the terms pair with a problem counts it none, as in a bare line ({@code I can't find any issues
     * with it.}, {@code There are no errors in this value.}): it is no trigger, nor is the self-doubt it stands in. A chat's closing
     * and a phrase that only looks like a trigger are one term, read for nothing ({@code Let me know if it needs
     * changes.}, {@code Not only that}); any other term is read word by word, so that a referent closing a trigger's
     * phrase is read ({@code Ignore the above}).
     */
    static Stance disowned(String text, int from, int to) {
        // The negations the terms pair with a problem, counting it none (No issues, can't find any errors).
        Tokens unpaired = Tokens.unpaired(text, from, to);
        Tokens counted = unpaired.paired(text);
        int trigger = -1;
        Category why = null;
        int doubt = -1;
        boolean named = false;
        boolean pointed = false;
        int namedEnd = -1; // where the last word naming the answer ends: a time past must stand after it, apart
        int past = -1;
        boolean compared = false; // a comparison in the clause: a time past after it is what the data is compared with
        for (int p = from, t = 0; p <= to; p++) {
            char c = p < to ? text.charAt(p) : '.';
            if (p == to || REMARK_CLAUSE_BREAKS.indexOf(c) >= 0 || Decoration.isLineBreak(c)) {
                if (doubt >= 0 || trigger >= 0 && (named || pointed)) {
                    return Stance.takenBack(doubt >= 0 ? Category.SELF_DOUBT : why, doubt >= 0 ? doubt : trigger);
                }
                if (past >= 0) {
                    return Stance.takenBack(Category.HISTORICAL, past);
                }
                trigger = -1;
                doubt = -1;
                namedEnd = -1;
                past = -1;
                named = pointed = compared = false;
                continue;
            }
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long comparing = OTHERWISE_PAGE.at(text, p, to, Role.COMPARED.bit());
            boolean comparison = comparing >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(comparing), to));
            long found = LEX.at(text, p, to, -1L);
            if (found < 0) {
                compared |= comparison;
                continue;
            }
            long k = LEX.categoriesOf(found);
            int end = Lexicon.endOf(found);
            if ((k & (Category.CLOSER.bit() | Category.PSEUDO.bit())) != 0) {
                p = end - 1;
                continue;
            }
            while (t < counted.size && counted.end[t] <= p) {
                t++;
            }
            boolean countsNone = false;
            boolean problemStands = false; // a problem a negation counts none of is no fault (any issues with it)
            for (int u = t; u < counted.size && counted.start[u] < end; u++) {
                countsNone |= counted.categories[u] == 0 && (unpaired.categories[u] & NEGATING) != 0;
                problemStands |= (counted.categories[u] & (Category.PROBLEM.bit() | Category.SEVERE.bit())) != 0;
            }
            k = problemStands ? k : k & ~Category.PROBLEM.bit();
            if ((k & Category.SELF_DOUBT.bit()) != 0 && doubt < 0 && !countsNone) {
                doubt = p;
            }
            // A time past after a word naming the answer, in its clause, says the answer is for something gone by
            // (the above is for the previous ticket), unless the clause compares the data with it before it (The
            // value is higher than last week, Der Wert ist höher als letzte Woche); a word of it inside the naming
            // term (Lo anterior) names, and
            // an ASCII word one other language lists counts only in a remark of that language (French hier, not
            // German Hier ist).
            if (named && p >= namedEnd && past < 0 && !compared && (k & Category.THIS_VALUE.bit()) == 0
                    && (k & ~(Category.HISTORICAL.bit() | Category.NEUTRAL.bit())) == 0 && (k & Category.HISTORICAL.bit()) != 0
                    && !elsewhere(text, from, to, p, end)) {
                past = p;
            }
            compared |= comparison && (k & Category.HISTORICAL.bit()) == 0; // a word before the time past, not the time
            if ((k & Category.THIS_VALUE.bit()) != 0) {
                if ((k & Category.NEUTRAL.bit()) == 0) {
                    named = true;
                    namedEnd = Math.max(namedEnd, end);
                } else {
                    pointed |= trigger >= 0;
                }
            }
            if ((k & DISOWNING) != 0 && trigger < 0 && !countsNone) {
                trigger = p;
                why = firstOf(k & DISOWNING, DISOWNING);
            }
            // The next word is read on its own: a referent may close a trigger's phrase (ignore the above).
        }
        return Stance.plain(to);
    }

    /**
     * Whether a short text beside an answer's data (at most {@link #REMARK_WORDS} words, a CJK character counting half:
     * {@code "note": "not mentioned in the source"}, {@code "note": "元の文章には記載がありません"}) says the text the
     * reply read gives none of it, as a remark after a JSON value does ({@link #unstated}). A longer one is a reason
     * given beside the data ({@code The message never mentions a password, and billing is what it describes.}).
     */
    public static boolean saysTheTextGivesNone(String raw) {
        String text = Nfkc.of(raw).text();
        if (text.length() > 8 * REMARK_WORDS || halvesIn(text, 0, text.length()) > 2 * REMARK_WORDS) {
            return false;
        }
        return !unstated(text, 0, text.length(), null).plain();
    }

    /**
     * Whether a short text beside an answer's data is labelled as a caveat on it or as its ground and says what such a
     * member would ({@code "note": "Source: none"}, {@code "comment": "出典：なし"}, {@code "note": "Warning: data
     * incomplete"}): read as the line after a JSON value so labelled is ({@link #caveatLabelled}).
     */
    public static boolean labelledAsACaveat(String raw) {
        String text = Nfkc.of(raw).text();
        return text.length() <= 8 * CAVEAT_WORDS && !caveatLabelled(text, 0, text.length()).plain();
    }

    /** The most words between a negation and the word it negates of how a text tells a thing ({@link #unstated}). */
    private static final int UNSTATED_GAP_WORDS = 2;
    /** How far, in characters, a negation is looked for around such a word: the gaps above fit in it. */
    private static final int UNSTATED_REACH = 64;
    /** The most characters between them in Chinese, Japanese or Korean ({@link #unstated}). */
    private static final int UNSTATED_GAP_CJK = 6;

    /**
     * Whether a remark after a reply's JSON value ({@code text[from, to)}, a sentence or a line of any length) says the
     * text the reply read does not give what it answers: in one clause, a negation bound to a word of how a text tells
     * a thing or where it would ({@link Role#UNSTATED}: {@code The source did not mention approval.}, {@code These tags
     * are not in the original text.}, {@code Nothing in the document supports this.}, {@code 元の文章には記載がありません。},
     * {@code 原文中没有提到情感。}, {@code 원문에는 언급되어 있지 않습니다.}, {@code Im Quelltext nicht erwähnt.},
     * {@code La source ne mentionne pas}, {@code El texto no menciona}). Bound means: in a language written with spaces, at
     * most {@link #UNSTATED_GAP_WORDS} words before it, or right after it, or after it ending its clause (German
     * {@code erwähnt die Genehmigung nicht.}), so that a negation the text is said to state stays the text's
     * ({@code The review says the customer is not happy.}); in Japanese and Korean after it and in Chinese before it,
     * within {@link #UNSTATED_GAP_CJK} characters. Which thing is not given the reading cannot tell, so it fails
     * closed: the value is taken back unless the remark says what was not given was left out of the answer
     * ({@link Role#LEFT_OUT}: {@code It doesn't mention a date, so I left it out.}, {@code …, so I set it to null.}).
     * A negation the terms pair with a problem counts it none and is none here ({@code No issues were found in the
     * text.}). Where what the data holds is known ({@code fields}), the remark says which thing was left out only where
     * it names no field the data holds and the data leaves a place empty ({@link #leftOut}): {@code The text mentions
     * neither approval nor a date, so I left the date out.} after {@code {"approved": true}} is taken back.
     */
    static Stance unstated(String text, int from, int to, Fields fields) {
        // Emphasis written with underscores (_Not in the source._) read as blanks: an underscore binds words in a key.
        String said = text.substring(from, to).replace('_', ' ');
        Stance read = unstatedIn(said, 0, said.length(), fields);
        return read.plain() ? Stance.plain(to) : Stance.takenBack(read.why(), from + read.at());
    }

    /**
     * What an answer's data holds, for the remarks after it that name its fields: {@code held}, the last lower-case word
     * of each name of its members that hold something (not null, nor an empty text, list or object), split as
     * {@link #schemaNames} splits: a name's head ({@code date} of {@code due_date}, {@code number} of
     * {@code invoiceNumber}), as {@code The invoice has no due date.} speaks of the invoice, not of its number; {@code leavesAPlace}, whether it leaves a place empty (a member null or empty, or a
     * property the schema names that no object of it holds); {@code emptied}, the words of the names of its members that
     * hold nothing; {@code chosen}, the texts the schema lists as the values one may take ({@code enum}, {@code const}),
     * in lower case: a word of the data among them is a value chosen, which a remark may write again.
     */
    public record Fields(java.util.Set<String> held, boolean leavesAPlace, java.util.Set<String> emptied,
            java.util.Set<String> chosen) {

        /**
         * Whether the lower-case word {@code w} names a held member: the same word, a plural's {@code s} or {@code es}
         * aside, or one stem of five letters or more that each word ends at most three letters after
         * ({@code approval} and {@code approved}); a held name written in Han, kana or Hangul anywhere in it.
         */
        boolean names(String w) {
            for (String h : held) {
                if (h.equals(w) || w.equals(h + "s") || w.equals(h + "es") || h.equals(w + "s") || h.equals(w + "es")) {
                    return true;
                }
                int k = 0;
                while (k < h.length() && k < w.length() && h.charAt(k) == w.charAt(k)) {
                    k++;
                }
                if (k >= 5 && h.length() - k <= 3 && w.length() - k <= 3) {
                    return true;
                }
                if (!h.isEmpty() && h.charAt(0) >= 0x2E80 && w.contains(h)) {
                    return true;
                }
            }
            return false;
        }

        /** Whether a held name is written in Han, kana or Hangul. */
        boolean heldInCjk() {
            for (String h : held) {
                if (!h.isEmpty() && h.charAt(0) >= 0x2E80) {
                    return true;
                }
            }
            return false;
        }
    }

    /** The most nodes of an answer {@link #fieldsOf} reads. */
    private static final int FIELD_NODES = 512;

    /**
     * What the answer {@code answer} (as aligned) holds, its names also as {@code written} in the reply (a renamed key's
     * words), and whether it leaves a place of {@code schema} empty ({@link Fields}); read through at most
     * {@link #FIELD_NODES} nodes of each.
     */
    public static Fields fieldsOf(com.fasterxml.jackson.databind.JsonNode answer,
            com.fasterxml.jackson.databind.JsonNode written, com.fasterxml.jackson.databind.JsonNode schema) {
        java.util.Set<String> held = new java.util.HashSet<>();
        java.util.Set<String> keys = new java.util.HashSet<>();
        java.util.Set<String> emptied = new java.util.HashSet<>();
        boolean[] empty = { false };
        for (com.fasterxml.jackson.databind.JsonNode root : new com.fasterxml.jackson.databind.JsonNode[] {answer, written}) {
            JsonWalk.objects(root, FIELD_NODES, (node, open) -> {
                for (var it = node.fields(); it.hasNext();) {
                    var member = it.next();
                    com.fasterxml.jackson.databind.JsonNode v = member.getValue();
                    keys.add(member.getKey());
                    if (v.isNull() || v.isContainerNode() && v.isEmpty() || v.isTextual() && v.textValue().isBlank()) {
                        empty[0] |= root == answer;
                        words(member.getKey(), emptied);
                    } else {
                        held.add(lastWord(member.getKey())); // its head: due_date names a date, invoice_number a number
                        open.accept(v);
                    }
                }
            });
        }
        java.util.Set<String> chosen = new java.util.HashSet<>();
        JsonWalk.objects(schema, SCHEMA_NODES, (node, open) -> {
            for (var it = node.path("properties").fieldNames(); it.hasNext();) {
                String name = it.next();
                if (!keys.contains(name)) {
                    empty[0] = true;
                    words(name, emptied); // a property the data leaves out holds nothing either
                }
            }
            for (com.fasterxml.jackson.databind.JsonNode v : node.path("enum")) {
                if (v.isTextual()) {
                    chosen.add(v.textValue().toLowerCase(java.util.Locale.ROOT));
                }
            }
            if (node.path("const").isTextual()) {
                chosen.add(node.get("const").textValue().toLowerCase(java.util.Locale.ROOT));
            }
            node.forEach(open);
        });
        emptied.removeAll(held);
        return new Fields(java.util.Set.copyOf(held), empty[0], java.util.Set.copyOf(emptied), java.util.Set.copyOf(chosen));
    }

    /**
     * Whether a remark {@code text[from, to)} saying a thing was not given keeps the value as one left out
     * ({@link Role#LEFT_OUT}): it says so, and where what the data holds is known, it names no field the data holds
     * and the data leaves a place empty, so that what was left out is a place of the answer; else which thing was not
     * given cannot be told, and it fails closed.
     */
    private static boolean leftOut(String text, int from, int to, Fields fields) {
        boolean says = false;
        for (int p = from; p < to && !says; p++) {
            char c = text.charAt(p);
            says = Character.isLetterOrDigit(c) && (c >= 0x2E80 || p == from || !Character.isLetterOrDigit(text.charAt(p - 1)))
                    && ROLES.at(text, p, to, Role.LEFT_OUT.bit()) >= 0;
        }
        return says && (fields == null || fields.leavesAPlace() && namedField(text, from, to, fields) < 0);
    }

    /** Where {@code text[from, to)} first writes a word naming a field the data holds ({@link Fields#names}), or -1. */
    private static int namedField(String text, int from, int to, Fields fields) {
        for (int p = from; p < to; p++) {
            if (!Character.isLetter(text.charAt(p))) {
                continue;
            }
            int w = p;
            boolean cjk = text.charAt(p) >= 0x2E80;
            while (w < to && Character.isLetterOrDigit(text.charAt(w)) && (text.charAt(w) >= 0x2E80) == cjk) {
                w++; // a Latin name glued to a particle (total가, approvalは) is a word of its own
            }
            if (fields.names(text.substring(p, w).toLowerCase(java.util.Locale.ROOT))) {
                return p;
            }
            p = w - 1;
        }
        return -1;
    }

    /** How many words after a term of {@link Role#ABSENT} are read for a field's name, in its clause. */
    private static final int ABSENT_WORDS = 3;
    /** How many characters beside such a term in Chinese, Japanese or Korean are read for one. */
    private static final int ABSENT_CJK = 8;

    /**
     * Whether a remark after a reply's JSON value ({@code text[from, to)}) says the source lacks a field the data
     * holds ({@link Fields}): a term of {@link Role#ABSENT} with a word naming such a field in the
     * {@link #ABSENT_WORDS} words after it in its clause ({@code The invoice has no total line.},
     * {@code There is no total.}, {@code lacks a total}, {@code without a total}, {@code La facture n'a pas de total.},
     * {@code La factura no tiene total.}), or ending its clause right after one ({@code The total is missing.}); in
     * Chinese within {@link #ABSENT_CJK} characters after it, in Japanese and Korean before it. A name in Han, kana or
     * Hangul cannot be matched to a field named in other letters, so there it fails closed: where no held name is
     * written so, any such term takes the value back ({@code 请求书に合計はありません。}) but one bound to a problem or a
     * failure, which it counts none of ({@code 問題はありません}), and a remark that says what it did not find was left
     * out ({@link #leftOut}). A remark naming no held field keeps it ({@code The email has no attachments.}).
     */
    static Stance lacksAHeldField(String text, int from, int to, Fields fields) {
        if (fields == null) {
            return Stance.plain(to);
        }
        String said = text.substring(from, to).replace('_', ' ');
        int n = said.length();
        int leftOut = -1; // whether the remark says what it did not find was left out, read once: -1 not yet read
        for (int p = 0; p < n; p++) {
            char c = said.charAt(p);
            if (!Character.isLetter(c) || c < 0x2E80 && p > 0 && Character.isLetterOrDigit(said.charAt(p - 1))) {
                continue;
            }
            long found = ROLES.at(said, p, n, Role.ABSENT.bit());
            if (found < 0) {
                continue;
            }
            int q = Lexicon.endOf(found);
            boolean lacks;
            if (c < 0x2E80) {
                lacks = namedField(said, q, wordsOn(said, q, n, ABSENT_WORDS), fields) >= 0
                        || endsItsClause(said, q, n) && namedField(said, wordsBack(said, p, 2), p, fields) >= 0;
            } else {
                boolean before = c != '没' && c != '沒' && c != '无' && c != '無' && c != '缺' && c != '未' && c != '不';
                int ws = before ? Math.max(0, p - ABSENT_CJK) : q;
                int we = before ? p : Math.min(n, q + ABSENT_CJK);
                if (before && p > 0 && said.charAt(p - 1) == 'で') {
                    p = q - 1;
                    continue; // ではありません: is not, no thing absent
                }
                boolean failsClosed = !fields.heldInCjk() && !countsAProblem(said, ws, we) && !withinALongerTerm(said, ws, p, q);
                if (failsClosed && leftOut < 0) {
                    leftOut = leftOut(said, 0, n, fields) ? 1 : 0;
                }
                lacks = namedField(said, ws, we, fields) >= 0 || failsClosed && leftOut == 0;
            }
            if (lacks) {
                return Stance.takenBack(Category.SUBSTITUTE, from + p);
            }
            p = q - 1;
        }
        return Stance.plain(to);
    }

    /** Where the {@code words}-th word after {@code p} ends, not past its clause. */
    private static int wordsOn(String text, int p, int to, int words) {
        int seen = 0;
        int i = p;
        for (; i < to; i++) {
            char c = text.charAt(i);
            if (",;:—()（）[]、，；：.!?。！？".indexOf(c) >= 0 || Decoration.isLineBreak(c)) {
                return i;
            }
            if (Character.isLetterOrDigit(c) && (i == p || !Character.isLetterOrDigit(text.charAt(i - 1))) && ++seen > words) {
                return i;
            }
        }
        return i;
    }

    /** Where the {@code words}-th word before {@code p} starts, not before its clause. */
    private static int wordsBack(String text, int p, int words) {
        int seen = 0;
        int i = p;
        for (; i > 0; i--) {
            char c = text.charAt(i - 1);
            if (",;:—()（）[]、，；：.!?。！？".indexOf(c) >= 0 || Decoration.isLineBreak(c)) {
                return i;
            }
            if (Character.isLetterOrDigit(c) && (i - 1 == 0 || !Character.isLetterOrDigit(text.charAt(i - 2))) && ++seen >= words) {
                return i - 1;
            }
        }
        return i;
    }

    /** Whether only marks and blanks stand between {@code p} and its clause's end. */
    private static boolean endsItsClause(String text, int p, int to) {
        for (int i = p; i < to; i++) {
            char c = text.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                return false;
            }
            if (",;:—()（）[]、，；：.!?。！？".indexOf(c) >= 0 || Decoration.isLineBreak(c)) {
                return true;
            }
        }
        return true;
    }

    /**
     * Whether a term of the lexicon that says there is nothing to note or is read as the phrase it is (a pseudo-trigger)
     * starts in {@code text[from, p)} and reaches {@code q}: {@code 特になし} holds {@code なし}, and notes nothing absent.
     */
    private static boolean withinALongerTerm(String text, int from, int p, int q) {
        for (int i = from; i < p; i++) {
            long t = LEX.at(text, i, text.length(), Category.mask(Category.PSEUDO, Category.NOTHING));
            long r = ROLES.at(text, i, text.length(), Role.NOTHING_TO_ADD.bit());
            if (t >= 0 && Lexicon.endOf(t) >= q || r >= 0 && Lexicon.endOf(r) >= q) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code text[from, to)} holds a problem's or a failure's word (問題, 错误): a negation beside it counts it none. */
    private static boolean countsAProblem(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (LEX.at(text, p, to, COUNTED_NONE) >= 0) {
                return true;
            }
        }
        return false;
    }

    private static Stance unstatedIn(String text, int from, int to, Fields fields) {
        int told = -1;
        for (int p = from; p < to && told < 0; p++) {
            char c = text.charAt(p);
            if (!Character.isLetterOrDigit(c) || c < 0x2E80 && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            if (ROLES.at(text, p, to, Role.UNSTATED.bit()) >= 0) {
                told = p;
            }
        }
        if (told < 0) {
            return Stance.plain(to);
        }
        if (leftOut(text, from, to, fields)) {
            return Stance.plain(to); // it was not given, so it was left out: no value of the answer
        }
        Tokens tokens = Tokens.of(text, from, to);
        boolean kanaOrHangul = kanaOrHangul(text, from, to);
        int first = 0;
        for (int p = told; p < to; p++) {
            char c = text.charAt(p);
            if (!Character.isLetterOrDigit(c) || c < 0x2E80 && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long found = ROLES.at(text, p, to, Role.UNSTATED.bit());
            if (found < 0) {
                continue;
            }
            int end = Lexicon.endOf(found);
            while (first < tokens.size && tokens.end[first] < p - UNSTATED_REACH) {
                first++; // the terms are in order: those far before it are read for no later word either
            }
            for (int t = first; t < tokens.size && tokens.start[t] <= end + UNSTATED_REACH; t++) {
                if ((tokens.categories[t] & NEGATING) != 0 && Character.isLetter(text.charAt(tokens.start[t]))
                        && negatesTelling(text, to, kanaOrHangul, tokens.start[t], tokens.end[t], p, end)) {
                    return Stance.takenBack(Category.SUBSTITUTE, Math.min(p, tokens.start[t]));
                }
            }
            p = end - 1;
        }
        return Stance.plain(to);
    }

    /**
     * Whether {@code text[from, to)} holds kana or Hangul: Japanese and Korean negate after the verb, Chinese before
     * it.
     */
    private static boolean kanaOrHangul(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            Character.UnicodeScript script = Character.UnicodeScript.of(text.charAt(i));
            if (script == Character.UnicodeScript.HIRAGANA || script == Character.UnicodeScript.KATAKANA
                    || script == Character.UnicodeScript.HANGUL) {
                return true;
            }
        }
        return false;
    }

    /** Whether the negation {@code text[ns, ne)} is bound to the word of telling {@code text[ts, te)} ({@link #unstated}). */
    private static boolean negatesTelling(String text, int to, boolean kanaOrHangul, int ns, int ne, int ts, int te) {
        if (ns < te && ne > ts) {
            return true; // one inside the other (原文中没有, ありません of a longer term)
        }
        int a = Math.min(ne, te);
        int b = Math.max(ns, ts);
        for (int i = a; i < b; i++) {
            if (",;:—()（）[]、，；：.!?。！？".indexOf(text.charAt(i)) >= 0 || Decoration.isLineBreak(text.charAt(i))) {
                return false; // another clause
            }
        }
        if (text.charAt(ts) >= 0x2E80) {
            return kanaOrHangul ? ns >= te && ns - te <= UNSTATED_GAP_CJK : ne <= ts && ts - ne <= UNSTATED_GAP_CJK;
        }
        if (ne <= ts) {
            return wordsIn(text, ne, ts) <= UNSTATED_GAP_WORDS;
        }
        int words = wordsIn(text, te, ns);
        if (words == 0) {
            return true; // right after it: gives no number, says nothing
        }
        if (words > UNSTATED_GAP_WORDS) {
            return false;
        }
        for (int i = ne; i < to; i++) { // after it, ending its clause (erwähnt die Genehmigung nicht.)
            char c = text.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                return false;
            }
            if (",;:—()（）[]、，；：.!?。！？".indexOf(c) >= 0 || Decoration.isLineBreak(c)) {
                return true;
            }
        }
        return true;
    }

    /** How many words (runs of letters and digits) {@code text[from, to)} holds. */
    private static int wordsIn(String text, int from, int to) {
        int words = 0;
        for (int i = from; i < to; i++) {
            if (Character.isLetterOrDigit(text.charAt(i)) && (i == from || !Character.isLetterOrDigit(text.charAt(i - 1)))) {
                words++;
            }
        }
        return words;
    }

    /**
     * Whether {@code text[from, to)} holds more than {@code words} words, a CJK character counting half a word, and is no
     * remark written in Han, kana or Hangul of at most {@link #CJK_REMARK_WORDS} ({@link #longerInCjk}): the bound of
     * the readings of a short remark.
     */
    private static boolean beyondARemark(String text, int from, int to, int words) {
        int halves = halvesIn(text, from, to);
        return halves > 2 * words && !(longerInCjk(text, from, to) && halves <= 2 * CJK_REMARK_WORDS);
    }

    /**
     * Whether the remark {@code text[from, to)} is longer than {@link #REMARK_WORDS} and written in Chinese, Japanese or
     * Korean: at least as many of its letters are Han, kana or Hangul as not, and it is no longer than
     * {@link #CJK_REMARK_WORDS}.
     */
    private static boolean longerInCjk(String text, int from, int to) {
        if (to - from > 4 * CJK_REMARK_WORDS) {
            return false;
        }
        int cjk = 0;
        int other = 0;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (Character.isLetter(c)) {
                if (c >= 0x2E80) {
                    cjk++;
                } else {
                    other++;
                }
            }
        }
        return cjk > 2 * REMARK_WORDS && cjk >= other;
    }

    /**
     * What a short remark after a reply's JSON value may hold that says the value is not plainly the answer: a hedge,
     * a modal, a condition, a retraction, a joke, a cross, a check not made, a stand-in, an example's label, a value
     * other than the actual one, a failure, a failing verdict, a scale ({@code Unit: months}); an approximation or a
     * problem only standing bare, after a one-word label at most ({@code (approx.)}, {@code Estimate only.},
     * {@code Status: incomplete}: {@code See above.} places, {@code Issues: none.} counts none). Not a template's
     * label ({@code the requested format} names what the value answers) nor a choice's word (the Japanese か stands
     * inside から; a choice of values is the candidates' rule to weigh, and {@code either way} a hedge). A chat's
     * closing words ({@link Category#CLOSER}: {@code Let me know if you need anything else.}) are read as one term,
     * no condition.
     */
    private static final long REMARK_AFTER = Category.mask(Category.HEDGE, Category.MODAL, Category.CONDITION,
            Category.RETRACTION, Category.JOKE, Category.CROSS, Category.UNVERIFIED, Category.SUBSTITUTE,
            Category.EXAMPLE_LABEL, Category.NOT_ACTUAL, Category.FAILURE,
            Category.NEGATIVE_VERDICT, Category.APPROXIMATE, Category.PROBLEM, Category.SCALE);
    /**
     * {@link #REMARK_AFTER} for a short line above a JSON value or before it on its line ({@code ERROR},
     * {@code Status: draft}, {@code Work in progress:}, {@code Obsolete:}): not a time past ({@code Earlier:},
     * {@code Last year's figures:} name the data's time), a value other than the actual one in a remark of up to eight
     * words ({@code Here is the JSON in the required format:}; a label of at most three words is read for one by
     * {@link #forbidden}: {@code Expected output:}, {@code Proposed:}), a retraction that is a correction too
     * ({@code Corrected:} introduces the answer, {@link Category#RESOLVING}), an example's label (the templates'
     * reading passes such a value over; a remark naming examples is none: {@code Format: consistent with the
     * examples.}) nor an approximation ({@code Below:}).
     */
    private static final long REMARK_BEFORE = REMARK_AFTER & ~Category.mask(Category.EXAMPLE_LABEL, Category.NOT_ACTUAL,
            Category.APPROXIMATE);
    /**
     * What counts in a short remark only opening what follows its one-word label, if any, and the first of at most two
     * words there (an approximation) or the only one (a problem).
     */
    private static final long BARE_IN_A_REMARK = Category.mask(Category.APPROXIMATE, Category.PROBLEM);
    /** (After {@link #REMARK_AFTER}, which it reads.) What takes the data back in a caveat beside it ({@link #caveat}), wherever it stands there. */
    private static final long CAVEAT_TRIGGERS = REMARK_AFTER | Category.mask(Category.SEVERE, Category.NEGATION);

    /**
     * Where the next JSON value after {@code end} opens ({@code {}, or a {@code [} that opens an array), or {@code limit}:
     * what the reply says after that is that value's.
     */
    public static int nextValue(String text, int end, int limit) {
        int until = end;
        while (until < limit && text.charAt(until) != '{' && !(text.charAt(until) == '[' && opensAnArray(text, until, limit))) {
            until++;
        }
        return until;
    }

    /**
     * Whether the {@code [} at {@code p} may open a JSON array: a value or its close after it ({@code [1, 2]},
     * {@code ["a"]}, {@code [true]}, {@code []}), not a bracketed word ({@code [DRAFT]}, {@code [placeholder]}).
     */
    private static boolean opensAnArray(String text, int p, int to) {
        int q = p + 1;
        while (q < to && (Lexicon.isBlank(text.charAt(q)) || Decoration.isLineBreak(text.charAt(q)))) {
            q++;
        }
        if (q >= to) {
            return false;
        }
        char c = text.charAt(q);
        return "{[]\"-".indexOf(c) >= 0 || c >= '0' && c <= '9'
                || (text.startsWith("true", q) || text.startsWith("false", q) || text.startsWith("null", q))
                        && !Character.isLetterOrDigit(q + 5 <= to ? text.charAt(Math.min(to - 1, q + (c == 'f' ? 5 : 4))) : ' ');
    }

    /**
     * Whether a short remark {@code text[from, to)} after a value sets the unit its numbers are in: a word of
     * {@link Category#MEASURED_IN} and then a unit's or a scale's word ({@code (in months)}, {@code Prices are in cents.},
     * {@code (in thousands)}). A reader of the data would read them in another.
     */
    private static Stance unitSet(String text, int from, int to) {
        if (to - from > REMARK_WORDS * 12) {
            return Stance.plain(to);
        }
        for (int p = from; p < to; p++) {
            long in = p == from || !Character.isLetterOrDigit(text.charAt(p - 1))
                    ? LEX.at(text, p, to, Category.MEASURED_IN.bit()) : -1;
            if (in >= 0) {
                int w = Lexicon.endOf(in);
                while (w < to && Lexicon.isBlank(text.charAt(w))) {
                    w++;
                }
                int e = w;
                while (e < to && Character.isLetter(text.charAt(e))) {
                    e++;
                }
                if (e > w && (LEX.categoriesOfWord(text.substring(w, e).toLowerCase(java.util.Locale.ROOT))
                        & Category.mask(Category.UNIT, Category.SCALE)) != 0) {
                    return Stance.takenBack(Category.SCALE, p);
                }
            }
        }
        return Stance.plain(to);
    }


    /** Whether {@code text[from, to)} holds a {@code 0} standing alone ({@code Errors: 0}, {@code 0 warnings}). */
    private static boolean zeroAlone(String text, int from, int to) {
        for (int p = text.indexOf('0', from); p >= 0 && p < to; p = text.indexOf('0', p + 1)) {
            // In Han, kana and Hangul a count is written against its word and its counter: 失敗0件, 실패 0건.
            if ((p == from || !Character.isLetterOrDigit(text.charAt(p - 1)) && text.charAt(p - 1) != '.'
                    || text.charAt(p - 1) >= 0x2E80)
                    && (p + 1 >= to || !Character.isLetterOrDigit(text.charAt(p + 1)) && text.charAt(p + 1) != '.'
                    || text.charAt(p + 1) >= 0x2E80 && LEX.at(text, p + 1, to, Category.UNIT.bit()) >= 0)) {
                return true;
            }
        }
        return false;
    }

    /** Where the remark from {@code s} ends: past its line's end or the mark ending its sentence, at most {@code to}. */
    private static int remarkEnd(String text, int s, int to) {
        for (int p = s; p < to; p++) {
            char c = text.charAt(p);
            // A stop after a single letter is an abbreviation's (z. B., p. ex., e. g.), no sentence's end.
            if (Decoration.isLineBreak(c) || "!?。！？".indexOf(c) >= 0
                    || c == '.' && (p + 1 == to || Lexicon.isBlank(text.charAt(p + 1)) || Decoration.isLineBreak(text.charAt(p + 1)))
                            && !(p >= s + 1 && Character.isLetter(text.charAt(p - 1))
                                    && (p - 1 == s || !Character.isLetterOrDigit(text.charAt(p - 2))))) {
                return p + 1;
            }
        }
        return to;
    }

    /**
     * What the character at {@code p} of a remark from {@code from} adds to its count of words, in halves: a CJK
     * character half a word (1), a Latin word's first letter or digit a word (2), anything else none. A word's
     * apostrophe joins it (can't, i'd): the letter after it starts no word.
     */
    /** The words of {@code text[from, to)} in halves ({@link #wordHalves}): a CJK character half a word. */
    private static int halvesIn(String text, int from, int to) {
        int halves = 0;
        for (int p = from; p < to; p++) {
            halves += wordHalves(text, from, p);
        }
        return halves;
    }

    private static int wordHalves(String text, int from, int p) {
        char c = text.charAt(p);
        return c >= 0x2E80 && Character.isLetter(c) ? 1
                : Character.isLetterOrDigit(c) && (p == from || !Character.isLetterOrDigit(text.charAt(p - 1))
                        && !(p >= from + 2 && "'’".indexOf(text.charAt(p - 1)) >= 0 && Character.isLetter(text.charAt(p - 2))))
                                ? 2 : 0;
    }

    /**
     * What a remark {@code text[from, to)} beside a JSON value says of it when it is short ({@link #REMARK_WORDS}):
     * a term of {@code triggers} ({@link #BARE_IN_A_REMARK} only bare), or, with no word at all, a question mark
     * ({@code ?}, {@code (?)}); plain otherwise, and for a longer remark.
     */
    static Stance shortRemark(String text, int from, int to, long triggers) {
        return shortRemark(text, from, to, triggers, BARE_IN_A_REMARK, REMARK_WORDS);
    }

    /**
     * {@link #shortRemark(String, int, int, long)} of at most {@code words} words, whose terms of {@code bareOnly}
     * count only standing bare.
     */
    private static Stance shortRemark(String text, int from, int to, long triggers, long bareOnly, int words) {
        int halves = 0;
        int first = -1;
        int bare = 0; // the words' halves since the first, or since a label's colon after one word
        int label = -1;
        int colon = -1;
        int lastWordEnd = from;
        boolean question = false;
        for (int p = from; p < to && halves <= 2 * words; p++) {
            char c = text.charAt(p);
            int word = wordHalves(text, from, p);
            if (Character.isLetterOrDigit(c)) {
                lastWordEnd = p + 1;
            }
            if (word > 0) {
                halves += word;
                bare += word;
                first = first < 0 ? p : first;
            } else if ((c == ':' || c == '：') && halves == bare && halves <= 2 && first >= 0) {
                label = first;
                first = -2; // the label's word is no bare remark: the next word opens it
                bare = 0;
                colon = p;
            } else if (c == '?' || c == '？') {
                question = true;
            }
            if (first == -2 && word > 0) {
                first = p;
            }
        }
        // Longer, it may still be one term, read bare whole (テストできませんでした) where every term is read bare only.
        boolean wholeOnly = halves > 2 * words;
        if (wholeOnly && (bareOnly != triggers || to - from > WHOLE_TERM_CHARS)) {
            return Stance.plain(to);
        }
        if (halves == 0 && question) {
            return Stance.takenBack(Category.QUESTION, from); // no word, a question mark: ?, (?)
        }
        int unsure = (triggers & Category.HEDGE.bit()) != 0 ? sureShortOfWhole(text, from, to) : -1;
        if (unsure >= 0) {
            return Stance.takenBack(Category.HEDGE, unsure); // 90% sure, 90%の確信, Zu 90 % sicher
        }
        // Marks alone, or a label and marks after it ("Status: 🤔"), stand bare whatever they are.
        int marks = halves == 0 ? from : first == -2 ? colon : to;
        int rest = colon >= 0 && first != -2 ? colon : from; // where the words after a label begin, if any
        if (first == -2 && answeredWithAMark(text, colon + 1, to) && namesAProblem(text, label, colon)) {
            // A label naming problems answered with a mark of nothing lists none ("Errors: -"), though its word may
            // also take a value back (Portuguese correção: a correction, and an error's fix); a label left bare
            // ("Incomplete:") is the remark.
            return Stance.plain(to);
        }
        if (first == -2) { // a label and nothing after it ("Incomplete:"): the label is the remark
            first = label;
            bare = halves;
        }
        // A chat's closing words are one term here, and no reading of the value's: their "if" conditions nothing.
        int closed = from;
        Tokens tokens = Tokens.of(text, from, to);
        // A failure a negation, a zero or a word of resolving counts none of is none (No errors., Errors: 0, 失敗解決);
        // a check not made that a word of resolving follows is made since (未検証→解決).
        boolean resolved = tokens.firstOf(Category.RESOLVING.bit()) >= 0;
        boolean counted = resolved || tokens.firstOf(NEGATING) >= 0 || zeroAlone(text, from, to);
        // After a label naming problems, a word for nothing counts none (Major: tbd, Issues: n/a).
        boolean none = label >= 0 && namesAProblem(text, label, colon);
        for (int t = 0; t < tokens.size; t++) {
            for (int p = closed; p <= tokens.start[t]; p++) {
                // At a word's start in a spaced script; anywhere in Han, kana and Hangul, which bind words together.
                long closer = p == from || !Character.isLetterOrDigit(text.charAt(p - 1)) || text.charAt(p) >= 0x2E80
                        ? LEX.at(text, p, to, Category.CLOSER.bit()) : -1;
                // The longest term read at a place: a closing's word inside a longer trigger there is that trigger's
                // (Dutch meer, "more", of meer dan, "more than").
                if (closer >= 0 && !(p == tokens.start[t] && Lexicon.endOf(closer) < tokens.end[t])) {
                    closed = Lexicon.endOf(closer);
                    p = closed - 1;
                }
            }
            long c = (tokens.categories[t] & Category.RESOLVING.bit()) != 0
                    ? tokens.categories[t] & triggers & ~Category.RETRACTION.bit() : tokens.categories[t] & triggers;
            c = counted ? c & ~(Category.FAILURE.bit() | Category.NEGATIVE_VERDICT.bit()) : c;
            c = resolved && (tokens.categories[t] & Category.UNVERIFIED.bit()) != 0
                    ? c & ~(Category.UNVERIFIED.bit() | Category.HEDGE.bit()) : c; // a check not made is a hedge too
            c = zeroCountingTheFailed(text, tokens, t) ? c & ~(Category.UNVERIFIED.bit() | Category.HEDGE.bit()) : c;
            c = none && (tokens.categories[t] & NEGATING) != 0 ? 0 : c;
            c = c != 0 && labelCountingNone(text, tokens, t) ? 0 : c;
            c = c == Category.APPROXIMATE.bit() && label < 0 && pointsFurtherOn(text, from, tokens, t, lastWordEnd) ? 0 : c;
            c = c != 0 && guessDenied(text, from, tokens.start[t], to) ? 0 : c; // computed, not guessed
            // Read bare, an approximation of one language only counts in a remark written in it (German fast); read
            // anywhere (a caveat's), the name that calls the text a caveat says what it speaks of.
            c = c == Category.APPROXIMATE.bit() && (bareOnly & c) != 0
                    && elsewhere(text, from, to, tokens.start[t], tokens.end[t]) ? 0 : c;
            if (c != 0 && tokens.start[t] >= closed
                    && ((c & ~bareOnly) != 0 || tokens.start[t] >= marks
                            || (c & Category.APPROXIMATE.bit()) != 0 && tokens.end[t] >= lastWordEnd
                                    && setApartBefore(text, from, tokens.start[t]) // Done, more or less.
                            || tokens.start[t] <= first && tokens.start[t] >= rest
                                    && (tokens.end[t] >= lastWordEnd // the whole remark is the term
                                    || !wholeOnly && bare <= ((c & Category.PROBLEM.bit()) != 0 ? 2 : 4)))) {
                return Stance.takenBack(firstOf(c, triggers), tokens.start[t]);
            }
        }
        return Stance.plain(to);
    }

    /**
     * Whether a comma, a semicolon, a dash or an opening bracket sets the words from {@code p} apart from those before
     * them in the remark from {@code from}: a word of nearness closing a remark so is a tag on all of it ({@code Done,
     * more or less.}, {@code Out of 10; roughly.}), where inside a sentence it may speak of anything ({@code a note
     * about the score}).
     */
    private static boolean setApartBefore(String text, int from, int p) {
        int q = p;
        while (q > from && Lexicon.isBlank(text.charAt(q - 1))) {
            q--;
        }
        return q > from && ",;(—–-，；（、".indexOf(text.charAt(q - 1)) >= 0;
    }

    /**
     * Whether the term {@code t} of a remark from {@code from} is a pointer to what follows in the reply rather than a
     * bound on a number: a word of nearness that also presents ({@link Role#PRESENTING}: {@code below}) closing the remark after a word that is
     * neither a number nor a choice, more than three words into a remark with no label ({@code I will explain the
     * score below.}; {@code 7 or below}, {@code Warning: data below} and {@code pump below} stay bounds).
     */
    private static boolean pointsFurtherOn(String text, int from, Tokens tokens, int t, int lastWordEnd) {
        if (tokens.end[t] < lastWordEnd || !presentsWhole(text, tokens.start[t], tokens.end[t])) {
            return false;
        }
        int w = tokens.start[t];
        while (w > from && Lexicon.isBlank(text.charAt(w - 1))) {
            w--;
        }
        int p = w;
        while (p > from && Character.isLetter(text.charAt(p - 1))) {
            p--;
        }
        return p < w && LEX.at(text, p, w, Category.mask(Category.CHOICE, Category.CONJUNCTION)) < 0
                && halvesIn(text, from, tokens.start[t]) > 2 * 3; // a sentence's words before it, no tag's (data below)
    }

    /** Whether {@code text[p, e)} is one word of {@link Role#PRESENTING} whole ({@code below}). */
    private static boolean presentsWhole(String text, int p, int e) {
        long found = LEX.roles(Role.PRESENTING).at(text, p, e, Role.PRESENTING.bit());
        return found >= 0 && Lexicon.endOf(found) == e;
    }

    /**
     * Whether a word of {@link Role#GUESSED} at {@code at} is negated right before it, in {@code text[from, at)}: the
     * word before it is a negation ({@code not guessed}, {@code nicht geschätzt}, {@code pas deviné}), or in Han, kana
     * and Hangul a negation stands closely before or after it ({@code 不是随便给的}, {@code 推測ではありません}).
     */
    private static boolean guessDenied(String text, int from, int at, int to) {
        long guess = OTHERWISE_PAGE.at(text, at, to, Role.GUESSED.bit());
        if (guess < 0) {
            return false;
        }
        if (text.charAt(at) >= 0x2E80) {
            return cjkNegatedAround(text, from, at, Lexicon.endOf(guess), to);
        }
        int w = at;
        while (w > from && Lexicon.isBlank(text.charAt(w - 1))) {
            w--;
        }
        int q = w;
        while (q > from && (Character.isLetter(text.charAt(q - 1)) || text.charAt(q - 1) == '\'')) {
            q--;
        }
        long neg = q < w ? LEX.at(text, q, w, NEGATING | Lexicon.NEGATIONS) : -1;
        return neg >= 0 && Lexicon.endOf(neg) == w;
    }

    /** What calls the data no exact or whole answer ({@link Role#NOT_EXACT}), on its page of roles. */
    private static final Lexicon NOT_EXACT_PAGE = LEX.roles(Role.NOT_EXACT);

    /**
     * Whether a short remark after a value ({@code text[from, to)}: at most {@link #REMARK_WORDS} words, or
     * {@link #CJK_REMARK_WORDS} written in Han, kana or Hangul) calls the data no exact or whole answer: a word of
     * {@link Role#NOT_EXACT} closing it ({@link #predicateAt}) with no negation before it (after it too, in Japanese and
     * Korean, whose negations follow what they negate): {@code This is an estimate.}, {@code The values are
     * approximate.}, {@code Les données sont incomplètes.}, {@code これは概算です。}. {@code This is not an estimate.}
     * keeps it, and so does an ASCII word of one other language than English in a remark not written in it
     * ({@link #elsewhere}). A longer remark is read where it names the value ({@link #disowned}).
     */
    static Stance notExact(String text, int from, int to) {
        if (beyondARemark(text, from, to, REMARK_WORDS)) {
            return Stance.plain(to);
        }
        boolean negated = false;
        int found = -1;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long near = found < 0 && !negated ? NOT_EXACT_PAGE.at(text, p, to, Role.NOT_EXACT.bit()) : -1;
            int end = near >= 0 ? Lexicon.endOf(near) : -1;
            if (near >= 0 && predicateAt(text, p, end, to) && (cjk || !elsewhere(text, from, to, p, end))) {
                found = p;
                p = end - 1;
                continue;
            }
            long neg = LEX.at(text, p, to, NEGATING);
            if (neg >= 0) {
                if (found >= 0 && !cjk) {
                    break; // a negation after the word, in a spaced script, speaks of what follows it
                }
                int inner = found < 0 ? notExactInside(text, p, Lexicon.endOf(neg), to) : -1;
                if (inner >= 0) {
                    found = inner; // the negation's last word opens the word's own (is not + not complete)
                    continue;
                }
                negated = true;
                p = Lexicon.endOf(neg) - 1;
            }
        }
        return found >= 0 && !negated ? Stance.takenBack(Category.APPROXIMATE, found) : Stance.plain(to);
    }

    /** What gives a number a margin ({@link Role#MARGIN_STATED}) and what speaks of something else there, on their page. */
    private static final Lexicon MARGIN_PAGE = LEX.roles(Role.MARGIN_STATED);
    private static final long MARGIN_WORDS = Role.mask(Role.MARGIN_STATED, Role.MARGIN_KEEPS);

    /**
     * Whether a short remark after number data ({@code text[from, to)}: at most {@link #REMARK_WORDS} words, or
     * {@link #CJK_REMARK_WORDS} written in Han, kana or Hangul; the data {@code text[start, end)} holding a number
     * outside its strings) gives the number a margin: a word of {@link Role#MARGIN_STATED} anywhere in it
     * ({@code Give or take 2.}, {@code Margin of error: 2.}, {@code Accurate to the nearest 10.}, {@code Plus oder
     * minus 2.}, {@code Con un margen de 2.}, {@code 誤差は2程度。}, {@code 오차 2.}): the number stands only within that
     * margin, whatever else the remark says of it. A margin said to be none keeps it: a negation, a word of nothing or
     * a zero right before the word or right after it ({@code No margin: it is exact.}, {@code Zero tolerance.},
     * {@code Keine Abweichung.}, {@code Sapma yok.}), in Han, kana and Hangul closely around it ({@code 誤差なし});
     * so does a longer term of {@link Role#MARGIN_KEEPS} at its place ({@code off by default}, {@code 上下文}).
     */
    static Stance marginStated(String text, int from, int to, int start, int end) {
        if (beyondARemark(text, from, to, REMARK_WORDS)
                || dataNumbers(text, start, end).isEmpty()) {
            return Stance.plain(to);
        }
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80;
            if (!cjk && p > from && Character.isLetterOrDigit(c) && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long found = MARGIN_PAGE.at(text, p, to, MARGIN_WORDS);
            if (found < 0) {
                continue;
            }
            int e = Lexicon.endOf(found);
            if ((MARGIN_PAGE.categoriesOf(found) & Role.MARGIN_STATED.bit()) == 0) {
                p = e - 1; // a longer term speaking of something else
                continue;
            }
            if (cjk ? cjkNegatedAround(text, from, p, e, to) || cjkNoneAround(text, from, p, e, to)
                    : noneAround(text, from, p, e, to)) {
                return Stance.plain(to); // the margin is none
            }
            return Stance.takenBack(Category.APPROXIMATE, p);
        }
        return Stance.plain(to);
    }

    /** What says a number stands on another basis, period or scope ({@link Role#BASIS_STATED}), on its page. */
    private static final Lexicon BASIS_PAGE = LEX.roles(Role.BASIS_STATED);
    private static final long BASIS_WORDS = Role.mask(Role.BASIS_STATED, Role.BASIS_KEEPS, Role.BASIS_ASKED);

    /**
     * Whether a short remark after number data ({@code text[from, to)}: at most {@link #REMARK_WORDS} words, or
     * {@link #CJK_REMARK_WORDS} written in Han, kana or Hangul; the data {@code text[start, end)} holding a number
     * outside its strings) says the number stands on another basis, period or scope than a bare total: a word of
     * {@link Role#BASIS_STATED} anywhere in it ({@code It is the sum before tax.}, {@code That's per month.},
     * {@code The total excludes shipping.}, {@code That's last year's figure.}, {@code Das ist pro Monat.},
     * {@code C'est hors taxes.}, {@code Vergi hariç.}, {@code 税抜きです。}, {@code 每月。}, {@code 세전입니다.}). The
     * number answers the schema's field only on that basis, which the reply does not say the field asks, so it is
     * refused whatever else the remark says; a pronoun or a named subject before the word ({@code It is},
     * {@code That's}, {@code The total}) states no basis of its own. A longer term of {@link Role#BASIS_KEEPS} at its
     * place speaks of something else ({@code as per}); a word of {@link Role#BASIS_ASKED} anywhere in the remark says the
     * basis is the one asked for and keeps it ({@code All taxes included, as asked.}).
     */
    static Stance basisStated(String text, int from, int to, int start, int end) {
        int halves = halvesIn(text, from, to);
        if (halves > 2 * REMARK_WORDS && !(longerInCjk(text, from, to) && halves <= 2 * CJK_REMARK_WORDS)
                || dataNumbers(text, start, end).isEmpty()) {
            return Stance.plain(to);
        }
        int stated = -1; // the first word of a basis, unless a word of the basis asked for follows it
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (c < 0x2E80 && p > from && Character.isLetterOrDigit(c) && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long found = BASIS_PAGE.at(text, p, to, BASIS_WORDS);
            if (found < 0) {
                continue;
            }
            long roles = BASIS_PAGE.categoriesOf(found);
            if ((roles & Role.BASIS_ASKED.bit()) != 0) {
                return Stance.plain(to); // the basis is the one asked for
            }
            if ((roles & Role.BASIS_STATED.bit()) == 0) {
                p = Lexicon.endOf(found) - 1; // a longer term speaking of something else
                continue;
            }
            if (stated < 0) {
                stated = p;
            }
            p = Lexicon.endOf(found) - 1;
        }
        return stated >= 0 ? Stance.takenBack(Category.SCALE, stated) : Stance.plain(to);
    }

    /** The most words before a margin's word a negation saying it is none stands ({@code Non c'è alcuno scarto}). */
    private static final int MARGIN_NONE_WORDS = 3;

    /**
     * Whether one of the {@link #MARGIN_NONE_WORDS} words right before {@code text[at, e)} in its clause of
     * {@code text[from, to)}, or the word right after it, is a negation, a word of nothing, of {@link Role#MARGIN_NONE}
     * or a zero ({@code no margin}, {@code No hay desviación}, {@code without tolerance}, {@code give or take nothing},
     * {@code sapma yok}).
     */
    private static boolean noneAround(String text, int from, int at, int e, int to) {
        int w = at;
        for (int words = 0; words < MARGIN_NONE_WORDS; words++) {
            while (w > from && Lexicon.isBlank(text.charAt(w - 1))) {
                w--;
            }
            int q = w;
            while (q > from && (Character.isLetterOrDigit(text.charAt(q - 1)) || "'’".indexOf(text.charAt(q - 1)) >= 0)) {
                q--;
            }
            if (q == w) {
                break; // a mark closes the clause before it (Not sure, give or take 2.)
            }
            if (noneWord(text, q, w)) {
                return true;
            }
            w = q;
        }
        int a = e;
        while (a < to && Lexicon.isBlank(text.charAt(a))) {
            a++;
        }
        int b = a;
        while (b < to && (Character.isLetterOrDigit(text.charAt(b)) || "'’".indexOf(text.charAt(b)) >= 0)) {
            b++;
        }
        return a < b && noneWord(text, a, b);
    }

    /** Whether {@code text[p, e)} is one word of negation or of nothing whole, or a zero ({@code no}, {@code zero}, {@code 0}). */
    private static boolean noneWord(String text, int p, int e) {
        String word = Lexicon.foldAll(text.substring(p, e));
        if (word.equals("0")) {
            return true; // a zero in words is a longer term of the keeping role (zero tolerance, tolérance zéro)
        }
        long neg = LEX.at(text, p, e, NEGATING | Lexicon.NEGATIONS);
        long none = MARGIN_PAGE.at(text, p, e, Role.MARGIN_NONE.bit());
        return neg >= 0 && Lexicon.endOf(neg) == e || none >= 0 && Lexicon.endOf(none) == e;
    }

    /** The most characters between a margin's word and a word of {@link Role#MARGIN_NONE} in Han, kana and Hangul. */
    private static final int MARGIN_NONE_CHARACTERS = 2;

    /**
     * Whether a word of {@link Role#MARGIN_NONE} stands within {@link #MARGIN_NONE_CHARACTERS} after the margin's word
     * {@code text[at, e)} or right before it, in {@code text[from, to)} ({@code 誤差なし}, {@code 无偏差}, {@code 오차 없이}).
     */
    private static boolean cjkNoneAround(String text, int from, int at, int e, int to) {
        for (int q = e; q <= Math.min(to - 1, e + MARGIN_NONE_CHARACTERS); q++) {
            if (MARGIN_PAGE.at(text, q, to, Role.MARGIN_NONE.bit()) >= 0) {
                return true;
            }
        }
        for (int q = Math.max(from, at - MARGIN_NONE_CHARACTERS); q < at; q++) {
            long none = MARGIN_PAGE.at(text, q, at, Role.MARGIN_NONE.bit());
            if (none >= 0 && Lexicon.endOf(none) == at) {
                return true;
            }
        }
        return false;
    }

    /** The words of reality and of a moment gone by ({@link Role#IN_REALITY}, {@link Role#PAST_MOMENT}), on their page. */
    private static final Lexicon REALITY_PAGE = LEX.roles(Role.IN_REALITY);
    /** The words that state a value now and then ({@link Role#STATES_NOW}, {@link Role#STATES_THEN}), on their page. */
    private static final Lexicon STATES_PAGE = LEX.roles(Role.STATES_NOW);
    /** The most words from the word after a word of reality to the end of its clause ({@code effectively closed.}). */
    private static final int REALITY_WORDS = 2;
    /** {@link #REALITY_WORDS} in Han, kana and Hangul, in characters ({@code 実質クローズ。}, {@code 实际上已关闭。}). */
    private static final int REALITY_CHARACTERS = 8;
    /** What ends a clause after a word of reality. */
    private static final String REALITY_CLAUSE_ENDS = ".,;:!?。，；：！？、";

    /**
     * Whether a short remark after a value ({@code text[from, to)}: at most {@link #REMARK_WORDS} words, or
     * {@link #CJK_REMARK_WORDS} written in Han, kana or Hangul) says the data stands otherwise in reality, or stood so
     * only at a moment gone by. A word of {@link Role#IN_REALITY} with another word right after it that closes its
     * clause within {@link #REALITY_WORDS} words ({@link #REALITY_CHARACTERS} in Han, kana and Hangul) and is neither
     * written in the data nor a word of {@link Role#IN_REALITY_KEEPS} states something else in the data's place
     * ({@code Open, but effectively closed.}, {@code Ouvert, en pratique fermé.}, {@code Aperto, di fatto chiuso.},
     * {@code オープン、実質クローズ。}); a comma after the word ({@code Effectively, nothing changed.}) or a keeping word
     * ({@code effectively immediately}) leaves the data. A word of {@link Role#PAST_MOMENT} with a word that states a
     * value then ({@link Role#STATES_THEN}) and, in a spaced script, none that states it now ({@link Role#STATES_NOW})
     * states the data of a moment gone by ({@code It was open when I looked.}, {@code It was open this morning.},
     * {@code Heute Morgen war es offen.}); {@code It is open, as it was this morning.} states it now and keeps it. A
     * word of now right after one of then is that verb's subject put after it ({@code war es}: a Spanish {@code es}
     * read in German), and a past form of {@link Role#PAST_STATED} states it then where the stating words hold no past
     * ({@code 今朝は開いていた。}, {@code 오늘 아침에는 열려 있었다.}, {@code 今天早上是开着的。}), a word of
     * {@link Role#NOW_STATED} now where they are not read so ({@code 今は開いていて、今朝も開いていた。}).
     */
    static Stance realityOrThen(String text, int from, int to, int start, int end) {
        if (beyondARemark(text, from, to, REMARK_WORDS)) {
            return Stance.plain(to);
        }
        int moment = -1;
        boolean then = false;
        boolean now = false;
        int thenEnd = -1; // where the word after the last word stating it then starts
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80;
            if (!cjk && p > from && Character.isLetterOrDigit(c) && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long stating = STATES_PAGE.at(text, p, to, Role.STATES_THEN.bit() | Role.STATES_NOW.bit());
            if (stating >= 0) {
                long bits = STATES_PAGE.categoriesOf(stating);
                then |= (bits & Role.STATES_THEN.bit()) != 0;
                // Right after a word stating it then, a word of now is that verb's subject put after it (war es: a
                // Spanish es read in German).
                now |= !cjk && (bits & Role.STATES_NOW.bit()) != 0 && (bits & Role.STATES_THEN.bit()) == 0
                        && p != thenEnd;
                if ((bits & Role.STATES_THEN.bit()) != 0) {
                    thenEnd = Lexicon.endOf(stating);
                    while (thenEnd < to && Lexicon.isBlank(text.charAt(thenEnd))) {
                        thenEnd++;
                    }
                }
            }
            long stated = REALITY_PAGE.at(text, p, to, Role.PAST_STATED.bit() | Role.NOW_STATED.bit());
            if (stated >= 0) {
                boolean nowStated = (REALITY_PAGE.categoriesOf(stated) & Role.NOW_STATED.bit()) != 0;
                then |= !nowStated; // 今朝は開いていた, 열려 있었다
                now |= nowStated; // 今は開いていて、今朝も開いていた
            }
            long past = moment < 0 ? REALITY_PAGE.at(text, p, to, Role.PAST_MOMENT.bit()) : -1;
            moment = past >= 0 ? p : moment;
            long real = REALITY_PAGE.at(text, p, to, Role.IN_REALITY.bit());
            if (real < 0) {
                continue;
            }
            int q = Lexicon.endOf(real);
            while (q < to && Lexicon.isBlank(text.charAt(q))) {
                q++;
            }
            if (q >= to || REALITY_CLAUSE_ENDS.indexOf(text.charAt(q)) >= 0 || !Character.isLetterOrDigit(text.charAt(q))
                    || REALITY_PAGE.at(text, q, to, Role.IN_REALITY_KEEPS.bit()) >= 0) {
                continue; // Effectively, nothing changed.; effectively immediately
            }
            int w = q;
            while (w < to && (Character.isLetterOrDigit(text.charAt(w)) || text.charAt(w) == '-')
                    && (text.charAt(w) >= 0x2E80) == (text.charAt(q) >= 0x2E80)) {
                w++;
            }
            if (inValue(text, q, w, start, end)) {
                continue; // the data's own value, in reality too
            }
            int close = q;
            while (close < to && REALITY_CLAUSE_ENDS.indexOf(text.charAt(close)) < 0) {
                close++;
            }
            boolean closes = text.charAt(q) >= 0x2E80 ? close - q <= REALITY_CHARACTERS
                    : halvesIn(text, q, close) <= 2 * REALITY_WORDS;
            if (closes) {
                return Stance.takenBack(Category.NOT_ACTUAL, p);
            }
        }
        return moment >= 0 && then && !now ? Stance.takenBack(Category.NOT_ACTUAL, moment) : Stance.plain(to);
    }

    /** What says the data was checked against its source ({@link Role#VERIFIED}), on its page of roles. */
    private static final Lexicon VERIFIED_PAGE = LEX.roles(Role.VERIFIED);
    /** The most words between a negation and the word of {@link Role#VERIFIED} it negates ({@code has not yet been verified}). */
    private static final int NOT_VERIFIED_WORDS = 3;
    /** {@link #NOT_VERIFIED_WORDS} in Han, kana and Hangul, in characters ({@code 確認していません}, {@code 확인되지 않았습니다}). */
    private static final int NOT_VERIFIED_CHARACTERS = 6;

    /**
     * Whether a short remark after a value ({@code text[from, to)}, at most {@link #REMARK_WORDS} words, or
     * {@link #CJK_REMARK_WORDS} in Han, kana or Hangul) says the data was not checked: a negation at most
     * {@link #NOT_VERIFIED_WORDS} words before a word of {@link Role#VERIFIED} in its clause ({@code This has not been
     * verified.}, {@code Noch nicht bestätigt.}, {@code Cela n'a pas été vérifié.}), in Han, kana and Hangul within a few
     * characters on either side ({@code 確認していません}, {@code 未经验证}, {@code 확인되지 않았습니다}). The word alone
     * ({@code Verified against the source.}) keeps the data; so does a negation that counts a problem none
     * ({@code No errors; verified.}), which stands in another clause or pairs with the problem.
     */
    static Stance notVerified(String text, int from, int to) {
        if (beyondARemark(text, from, to, REMARK_WORDS)) {
            return Stance.plain(to);
        }
        int negation = -1; // where the last negation of this clause ends
        int wordsSince = 0;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (REMARK_CLAUSE_BREAKS.indexOf(c) >= 0) {
                negation = -1; // a clause's end
                continue;
            }
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long verified = VERIFIED_PAGE.at(text, p, to, Role.VERIFIED.bit());
            if (verified >= 0 && (cjk || Lexicon.endOf(verified) == to || !Character.isLetterOrDigit(text.charAt(Lexicon.endOf(verified))))) {
                int end = Lexicon.endOf(verified);
                boolean before = negation >= 0 && (cjk ? p - negation <= NOT_VERIFIED_CHARACTERS : wordsSince <= NOT_VERIFIED_WORDS);
                if (before || cjk && negatedWithin(text, end, Math.min(to, end + NOT_VERIFIED_CHARACTERS))) {
                    return Stance.takenBack(Category.NEGATION, p);
                }
                p = end - 1;
                continue;
            }
            long neg = LEX.at(text, p, to, Category.NEGATION.bit());
            if (neg >= 0 && LEX.at(text, p, to, Category.mask(Category.PROBLEM, Category.SEVERE)) < 0) {
                negation = Lexicon.endOf(neg);
                wordsSince = 0;
                p = negation - 1;
            } else if (!cjk) {
                wordsSince++;
            }
        }
        return Stance.plain(to);
    }

    // ---- a safeguard said lacking ----------------------------------------------------------------------------------

    /** What a reading asks at a lead word at {@code p} of the sentence starting at {@code s}: the place it reads, or -1. */
    private interface SentenceReading {
        int at(int s, int p);
    }

    /** How many words before a lead word {@link #safeguardIn} and {@link #excessIn} read: a negation two words off and its own words. */
    private static final int WORDS_BACK = 6;

    /** Where the word {@code n} words before {@code p} starts, not before {@code s}; in Han, kana and Hangul two characters a word. */
    private static int wordsBack(String text, int s, int p, int n) {
        int q = p;
        for (int words = 0; q > s && words < n; ) {
            char c = text.charAt(--q);
            if (c >= 0x2E80) {
                words += q % 2; // two characters a word
            } else if (Lexicon.isBlank(c) && !Lexicon.isBlank(text.charAt(q + 1))) {
                words++;
            }
        }
        return q;
    }

    /**
     * {@code reading} of each sentence of {@code text[from, to)} in which a word of {@code lead} starts, in order, the
     * first place it finds, or -1: most sentences of findings hold none of the words, and are passed over at the cost of
     * a look at each word's first character ({@link LeadWords}), as {@link #harmStated} passes them.
     */
    private static int inSentencesOf(String text, int from, int to, LeadWords lead, SentenceReading reading) {
        long[] firsts = lead.firsts();
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            int word = p;
            if (c < 0x80) {
                if (!asciiWordChar(c)) {
                    continue;
                }
                while (p + 1 < to && asciiWordChar(text.charAt(p + 1))) {
                    p++;
                }
                if (word > from && Character.isLetterOrDigit(text.charAt(word - 1)) && (c > '9' || text.charAt(word - 1) < 0x2E80)) {
                    continue; // (a figure after Han starts a word: CPU占用100%)
                }
            } else if (!Character.isLetter(c) || c < 0x2E80 && word > from && Character.isLetterOrDigit(text.charAt(word - 1))) {
                continue;
            }
            if ((firsts[c >>> 6] & (1L << c)) == 0 || !lead.startsAt(text, word, to)) {
                continue;
            }
            int at = reading.at(findingStart(text, from, word), word);
            if (at >= 0) {
                return at;
            }
        }
        return -1;
    }

    /**
     * {@link #inSentencesOf} at the places {@code at} a pass over the findings found the lead words, those {@code read}
     * passes: the sentence of each is walked back to only where it may be read.
     */
    private static int inSentencesAt(String text, int from, int to, Places at, IntPredicate read, SentenceReading reading) {
        for (int i = 0; i < at.size; i++) {
            int p = at.at[i];
            if (p >= from && p < to && read.test(i)) {
                int found = reading.at(findingStart(text, from, p), p);
                if (found >= 0) {
                    return found;
                }
            }
        }
        return -1;
    }

    /**
     * Whether the safeguard at {@code at} may be said lacking, read from {@link #WORDS_BACK} words before it (not before
     * {@code from} nor a sentence's end): a word said lacking, a negation before it in those words or one closing it; in
     * Han, kana and Hangul, any. Most safeguards a review names have none near them (uses the index, adds pagination),
     * and their sentence is not looked for.
     */
    private static boolean mayBeDenied(String text, int from, int at, int to) {
        return mayBeDenied(text, from, at, to, SAFEGUARD_LEAD.find(text, at, to));
    }

    /** {@link #mayBeDenied} of the safeguard or word said lacking {@code found} at {@code at} ({@link Lexicon#at}). */
    private static boolean mayBeDenied(String text, int from, int at, int to, long found) {
        if (text.charAt(at) >= 0x2E80 || found < 0 || (SAFEGUARD_PAGE.categoriesOf(found) & Role.UNSAFEGUARDED.bit()) != 0) {
            return true;
        }
        int q = at;
        for (int words = 0; q > from && words < WORDS_BACK && !safeguardSentenceBreak(text.charAt(q - 1)); ) {
            char c = text.charAt(--q);
            if (c >= 0x2E80) {
                words += q % 2;
            } else if (Lexicon.isBlank(c) && !Lexicon.isBlank(text.charAt(q + 1))) {
                words++;
            }
        }
        return negationBefore(text, q, at, to) || tailNegated(text, Lexicon.endOf(found), to);
    }

    /** Where the sentence of findings holding {@code p} starts, not before {@code from}. */
    private static int findingStart(String text, int from, int p) {
        int s = p;
        while (s > from && !safeguardSentenceBreak(text.charAt(s - 1))) {
            s--;
        }
        return s;
    }

    /** The roles of a safeguard and of one said lacking in a word, and the words read around them, on one page of roles. */
    private static final Lexicon SAFEGUARD_PAGE = LEX.roles(Role.SAFEGUARD);
    /**
     * The words {@link #safeguardIn} and {@link #excessIn} look up at each word near a lead word, each asked through its
     * table of starts first ({@link LeadWords#find}): most words start none of them.
     */
    private static final LeadWords LACKING_WORDS = LeadWords.of(SAFEGUARD_PAGE, Role.UNSAFEGUARDED.bit());
    private static final LeadWords SAFEGUARD_WORDS = LeadWords.of(SAFEGUARD_PAGE, Role.SAFEGUARD.bit());
    private static final LeadWords WITHOUT_WORDS = LeadWords.of(SAFEGUARD_PAGE, Role.WITHOUT.bit());
    private static final LeadWords COPULA_WORDS = LeadWords.of(SAFEGUARD_PAGE, Role.COPULA.bit());
    private static final LeadWords CHANGE_WORDS = LeadWords.of(SAFEGUARD_PAGE, Role.ABSENCE_CHANGE.bit());
    private static final LeadWords NEGATION_WORDS = LeadWords.of(LEX, Category.NEGATION.bit());
    /**
     * The first characters of the first words of both, that open with a word character ({@link Lexicon#mayOpenWord}):
     * most words before a safeguard a review names are refused by them before either table is asked.
     */
    private static final long[] NEGATION_PREFIXES = Lexicon.or(LEX.firstWordPrefixes(Category.NEGATION.bit()),
            SAFEGUARD_PAGE.firstWordPrefixes(Role.WITHOUT.bit()));
    private static final LeadWords PROBLEM_WORDS = LeadWords.of(LEX, Category.mask(Category.PROBLEM, Category.SEVERE,
            Category.FAILURE));

    /** The words a sentence of a safeguard lacking holds: a safeguard, or one said lacking in a word. */
    private static final LeadWords SAFEGUARD_LEAD = LeadWords.of(SAFEGUARD_PAGE, Role.mask(Role.SAFEGUARD, Role.UNSAFEGUARDED));
    /** What refuses what a sentence names ({@code Unauthenticated requests are rejected.}), on its page of roles. */
    private static final Lexicon REFUSES_PAGE = LEX.roles(Role.REFUSES);
    /** The most words between a negation and the safeguard it negates ({@code is not properly validated}, {@code no input validation}). */
    private static final int SAFEGUARD_NEGATION_GAP = 2;
    /** The most words between a verb of being and a safeguard said lacking ({@code is completely unauthenticated}). */
    private static final int SAFEGUARD_COPULA_GAP = 1;
    /** {@link #SAFEGUARD_NEGATION_GAP} in Han, kana and Hangul, in characters, on either side ({@code 没有鉴权}, {@code 認証されていません}). */
    private static final int SAFEGUARD_CJK_CHARACTERS = 6;
    /** How far after a safeguard a negation closing it may end its verb, in Han, kana and Hangul ({@code 인증이 적용되지 않았습니다}). */
    private static final int SAFEGUARD_CJK_AFTER = 9;
    /**
     * Whether {@code c} ends a sentence of findings for the readings of a safeguard and of excess ({@code . ! ? ;}, a line
     * feed, {@code 。！？；}); a sentence its keeping words are read in ends at {@link #SENTENCE_ENDS} or a line's end.
     */
    private static boolean safeguardSentenceBreak(char c) {
        return c < 0x80 ? c == '.' || c == '!' || c == '?' || c == ';' || c == '\n'
                : c == '。' || c == '！' || c == '？' || c == '；';
    }

    /**
     * Where the findings {@code text[from, to)} say the change lacks a safeguard, in a sentence {@code counts} reads at
     * the safeguard's word, or -1: a word of {@link Role#SAFEGUARD} with a negation or a preposition of absence at most
     * {@link #SAFEGUARD_NEGATION_GAP} words before it ({@code The endpoint is not authenticated.}, {@code There is no
     * index on user_id.}, {@code Der Endpunkt ist nicht authentifiziert.}, {@code sans validation}), in Han, kana and
     * Hangul a negation a few characters before or after it ({@code 接口没有鉴权}, {@code 認証がありません},
     * {@code 인증이 없습니다}); a word of {@link Role#UNSAFEGUARDED} after a verb of being ({@code Errors are unhandled.},
     * {@code The migration is irreversible.}) and not before a noun. The sentence keeps it when it says none is lacking:
     * a word of {@link Role#ABSENCE_KEEPS} anywhere in it ({@code No migration needed.}, {@code Requests that are not
     * authenticated …}), one of {@link Role#ABSENCE_CHANGE} right after the safeguard ({@code No auth changes.}; in Han,
     * kana and Hangul anywhere in it, {@code 认证逻辑没有改动}) or between it and its negation, a refusal ({@code … are rejected}), a condition before the safeguard
     * ({@code If the token is not validated, …}), a time before the change before it ({@code Previously the input was not
     * validated; now it is.}), a word of resolving after it ({@code The old code did not escape HTML; this PR fixes that.}),
     * a problem right after it or between it and its negation that the negation counts none of ({@code no validation
     * errors}, {@code Sin errores de validación.}); a word written as part of another ({@code 死锁}) is not read. A word
     * of a poor quality and one of a setting taking no effect, listed as said lacking, are read at the same places
     * ({@link #poorQualitySaid}, {@link #noEffectSaid}: {@code The feature flag is ignored.}).
     */
    public static int safeguardDenied(String text, int from, int to, IntPredicate counts) {
        return inSentencesOf(text, from, to, SAFEGUARD_LEAD, (s, p) -> safeguardIn(text, s, p, to, counts));
    }

    /**
     * {@link #safeguardDenied} of the safeguard starting at {@code at} in the sentence starting at {@code sentence}: its
     * words read from {@link #WORDS_BACK} words before it, looked up to {@code to}.
     */
    private static int safeguardIn(String text, int sentence, int at, int to, IntPredicate counts) {
        int from = wordsBack(text, sentence, at, WORDS_BACK);
        int window = at + 1;
        if (!mayBeDenied(text, from, at, to)) {
            return -1;
        }
        int negation = -1; // where the last negation (or preposition of absence) of this sentence ends
        int negationStart = -1;
        int negationWords = 0;
        int copula = -1;
        int copulaStart = -1;
        int copulaWords = 0;
        for (int p = from; p < window; p++) {
            char c = text.charAt(p);
            if (safeguardSentenceBreak(c) || c == ',' || c == '，' || c == '、' || c == ':' || c == '：') {
                if (safeguardSentenceBreak(c)) {
                    sentence = p + 1;
                }
                negation = -1;
                copula = -1;
                continue;
            }
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))
                    && (c > '9' || text.charAt(p - 1) < 0x2E80)) { // CPU占用100%: a figure after Han starts a word
                continue;
            }
            long lacking = LACKING_WORDS.find(text, p, to);
            long safeguard = lacking >= 0 ? -1 : SAFEGUARD_WORDS.find(text, p, to);
            long found = lacking >= 0 ? lacking : safeguard;
            if (found >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(found), to) || text.charAt(Lexicon.endOf(found) - 1) == '%')) {
                int end = Lexicon.endOf(found);
                int keptEnd = end; // where the words after it that keep the pass begin (absenceKept)
                boolean denied;
                boolean grown = false;
                boolean raw = false; // a word of passing input on as it is, read with keeps of its own (rawPassedSaid)
                long named = LEX.at(text, p, to, Category.mask(Category.PROBLEM, Category.SEVERE));
                long quality = lacking >= 0 ? POOR_PAGE.at(text, p, to, QUALITY_OR_EFFECT) : -1;
                long effect = quality >= 0 && (POOR_PAGE.categoriesOf(quality) & Role.POOR_QUALITY.bit()) == 0 ? quality : -1;
                long growth;
                long level = -1;
                if (effect >= 0) {
                    // A word of a setting taking no effect (ignored, not honored, 不生效): read where it is found, with
                    // its own keeps (ignored is a refusal too, which keeps a safeguard said lacking); a problem's term
                    // written on it (反映されません, 반영되지 않습니다) says the same.
                    if (noEffectSaid(text, sentence, p, Lexicon.endOf(effect), to, cjk,
                            (POOR_PAGE.categoriesOf(effect) & Role.TAKES_EFFECT.bit()) != 0,
                            negation >= 0 && (cjk ? p - negation <= SAFEGUARD_CJK_CHARACTERS : negationWords <= EFFECT_NEGATION_GAP))
                            && counts.test(p) && !onAHeading(text, p) && !inALabel(text, end, to)) {
                        return p;
                    }
                    denied = false;
                } else if (named >= 0 && Lexicon.endOf(named) > end) {
                    denied = false; // a problem's name (auth bypass, fecha sozinho): read as one
                } else if (lacking >= 0 && (growth = GROWTH_PAGE.at(text, p, to, Role.COST_GROWTH.bit())) >= 0
                        && Lexicon.endOf(growth) == end) {
                    // A word of growth (doubled, 翻倍): a cost of the change said grown, read where it is found.
                    grown = true;
                    denied = costGrowthSaid(text, sentence, p, end, to, cjk, GROWTH_PAGE.categoriesOf(growth),
                            copula >= 0 ? copulaWords : -1,
                            negation >= 0 && (cjk ? p - negation <= POOR_CJK_NEGATION : negationWords <= POOR_NEGATION_GAP))
                            && !excessKept(text, sentence, p, comparedAfter(text, end, to), to, true);
                } else if (lacking >= 0 && (level = GROWTH_PAGE.at(text, p, to, Role.COST_LEVEL.bit())) >= 0
                        && Lexicon.endOf(level) == end) {
                    // A word of a level (pegged, 100%, when idle, now before a figure): a cost of the change said at a
                    // bad level, read where it is found with the keeps of a cost grown.
                    // Read where it is the word looked for only: a window opened at a later word may start past
                    // its negation (CPU no longer runs at 100 % now).
                    grown = true;
                    denied = p == at && costLevelSaid(text, sentence, p, end, to, cjk, GROWTH_PAGE.categoriesOf(level),
                            negation >= 0 && (cjk ? p - negation <= POOR_CJK_NEGATION : negationWords <= POOR_NEGATION_GAP))
                            && !excessKept(text, sentence, p, end, to, false);
                } else if (quality >= 0) {
                    // A word of a poor quality (slow, stale, 很慢): read where it is found, so only such sentences pay.
                    // Der Endpunkt war in meinem Test langsam: a trial's words may stand between the verb and the word.
                    denied = poorQualitySaid(text, from, sentence, p, end, to, cjk, copula >= 0
                            && (copulaWords <= SAFEGUARD_COPULA_GAP || copulaWords <= TRIED_COPULA_GAP
                                    && triedIn(text, sentence, p)) ? copulaStart : -1,
                            negation >= 0 && (cjk ? p - negation <= POOR_CJK_NEGATION : negationWords <= POOR_NEGATION_GAP));
                    keptEnd = comparedAfter(text, end, to); // slower than before: what it is compared with keeps nothing
                } else if (lacking >= 0) {
                    // A word of passing input on as it is (concatenated, そのまま): listed as said lacking so that this
                    // pass finds it, read where it is found, and by its own reading only.
                    long rawWord = RAW_PAGE.at(text, p, to, Role.RAW_PASSED.bit());
                    raw = rawWord >= 0 && Lexicon.endOf(rawWord) == end;
                    denied = raw ? rawPassedSaid(text, sentence, p, end, to)
                            : cjk ? !attributive(text, end, to)
                            : copula >= 0 && copulaWords <= SAFEGUARD_COPULA_GAP && !beforeANoun(text, end, to)
                                    && negation < copula; // There is no unhandled …: none said
                } else if (cjk) {
                    denied = negation >= 0 && p - negation <= SAFEGUARD_CJK_CHARACTERS || negatedAfter(text, end, to);
                } else {
                    denied = negation >= 0 && negationWords <= SAFEGUARD_NEGATION_GAP
                            || tailNegated(text, end, to);
                }
                if (denied && (counts.test(p) || codeNamedAfter(text, p, end, negationStart, negation) && counts.test(negationStart))
                        && (grown || raw || !absenceKept(text, sentence, p, keptEnd, to, negationStart, negation))
                        && !inALabel(text, end, to) && !onAHeading(text, p)
                        && !anOption(text, negation >= 0 && negationStart < p ? negationStart : p, end)
                        && !anActor(text, sentence, p, end, to)) {
                    return p;
                }
                p = end - 1;
                if (!cjk) {
                    negationWords++;
                    copulaWords++;
                }
                continue;
            }
            if (negation >= 0 && (CHANGE_WORDS.find(text, p, to) >= 0 || PROBLEM_WORDS.find(text, p, to) >= 0)) {
                negation = -1; // no changes to authentication, sin errores de validación: the negation counts them none
                continue;
            }
            long neg = NEGATION_WORDS.find(text, p, to);
            if (neg < 0) {
                neg = WITHOUT_WORDS.find(text, p, to);
            }
            long choice = neg >= 0 ? LEX.at(text, p, to, CHOICE) : -1;
            long problem = neg >= 0 ? LEX.at(text, p, to, Category.mask(Category.PROBLEM, Category.SEVERE)) : -1;
            if (neg >= 0 && (problem < 0 || endsWithASafeguard(text, p, Lexicon.endOf(problem)))
                    && (choice < 0 || Lexicon.endOf(choice) < Lexicon.endOf(neg)) // 아니면, "or": a choice, no negation
                    && (cjk || wordEndsAt(text, Lexicon.endOf(neg), to))) {
                negation = Lexicon.endOf(neg);
                negationStart = p;
                negationWords = 0;
                p = negation - 1;
                continue;
            }
            long being = cjk ? -1 : COPULA_WORDS.find(text, p, to);
            if (being >= 0 && wordEndsAt(text, Lexicon.endOf(being), to) && Lexicon.endOf(being) <= at) {
                // (a verb of being that ends past the word looked for holds it: the now of is now, read as itself)
                copula = Lexicon.endOf(being);
                copulaStart = p;
                copulaWords = 0;
                p = copula - 1;
                negationWords++;
                continue;
            }
            if (!cjk) {
                negationWords++;
                copulaWords++;
            }
        }
        return -1;
    }

    /**
     * Whether the safeguard {@code text[p, end)} is the whole of a span of inline code ({@code `FOR UPDATE`}) right after
     * the negation {@code text[negationStart, negationEnd)} that denies it ({@code without `Secure`}): the review's own
     * words deny what the code span names, so the negation, not the code, is what the review's reading counts.
     */
    private static boolean codeNamedAfter(String text, int p, int end, int negationStart, int negationEnd) {
        if (negationStart < 0 || negationEnd < 0 || p < 1 || end >= text.length() || text.charAt(p - 1) != '`'
                || text.charAt(end) != '`') {
            return false;
        }
        for (int q = negationEnd; q < p - 1; q++) {
            if (!Lexicon.isBlank(text.charAt(q))) {
                return false;
            }
        }
        return true;
    }

    /** The words read around a word of passing input on as it is ({@link Role#RAW_PASSED}), on their page of roles. */
    private static final Lexicon RAW_PAGE = LEX.roles(Role.RAW_PASSED);
    /** The roles read in such a word's sentence: an input, a sink, a keep. */
    private static final long RAW_READ = Role.mask(Role.RAW_INPUT, Role.RAW_SINK, Role.RAW_KEEPS);
    /** A negation, which keeps a word of passing as is in its clause ({@code is never concatenated}, {@code 連結されません}). */
    private static final long RAW_NEGATES = Category.mask(Category.NEGATION, Category.VERB_NEGATION);

    /**
     * Whether the word of passing as is {@code text[p, end)} ({@link Role#RAW_PASSED}: {@code concatenated},
     * {@code straight into}, {@code unquoted}, {@code changes the SQL}, {@code tel quel}, {@code そのまま},
     * {@code 直接拼接}), in the sentence starting at {@code sentence}, says that what a user sends reaches a query, a
     * command, a path or markup unchecked: a word of {@link Role#RAW_INPUT} ({@code user input}, {@code filename},
     * {@code 入力}) and one of {@link Role#RAW_SINK} ({@code SQL}, {@code shell}, {@code path}, {@code HTML}) stand in
     * its sentence ({@code User input is concatenated straight into the SQL string.}, {@code Le nom de fichier reçu
     * est utilisé tel quel comme chemin.}, {@code 用户输入直接拼接到SQL语句中。}). It says none in a question, a quote or
     * inline code, and where its sentence keeps it: a word of {@link Role#RAW_KEEPS} ({@code bound parameter},
     * {@code escaped}, {@code allow-list}, {@code constant}, {@code test}), a time before the change or a word of
     * resolving ({@code Fixes a bug where …}), a condition opening it, a negation before the word in its clause with no
     * verb of being after another word between (in Han, kana and Hangul anywhere in its sentence outside the word:
     * {@code 連結されません}; {@code Input that is not validated is concatenated into the query.} states it).
     */
    private static boolean rawPassedSaid(String text, int sentence, int p, int end, int to) {
        int stop = saidSentenceEnd(text, p, end, to);
        if (stop < 0 || inCodeTicks(text, text.lastIndexOf('\n', p - 1) + 1, p)) {
            return false; // code, not said
        }
        boolean input = false;
        boolean sink = false;
        int clause = sentence; // where the clause before the word starts, after a comma
        int opening = wordsAfter(text, sentence, 1); // where a condition opening the sentence may start, up to
        for (int q = sentence; q < stop; q++) {
            char c = text.charAt(q);
            boolean wide = c >= 0x2E80;
            if ((c == ',' || c == '，' || c == '、') && q < p) {
                clause = q + 1;
            }
            if (!Character.isLetterOrDigit(c) || !wide && q > sentence && Character.isLetterOrDigit(text.charAt(q - 1))
                    && text.charAt(q - 1) < 0x2E80) { // SQLに, 引号SQL: a Latin word beside Han or kana is one
                continue;
            }
            long w = RAW_PAGE.at(text, q, stop, RAW_READ);
            if (w >= 0 && (wide || rawWordEnds(text, Lexicon.endOf(w), stop))) {
                long roles = RAW_PAGE.categoriesOf(w);
                if ((roles & Role.RAW_KEEPS.bit()) != 0 && (q < p || q >= end)) {
                    return false; // (エスケープされ, a keep, opens the word エスケープされず)
                }
                input |= (roles & Role.RAW_INPUT.bit()) != 0;
                sink |= (roles & Role.RAW_SINK.bit()) != 0;
                continue;
            }
            if (q >= p && q < end) {
                continue; // the word's own (sans vérification, エスケープせず, 未经转义)
            }
            long keeps = LEX.at(text, q, stop, q < p && (wide || q < opening)
                    ? Category.mask(Category.CONDITION, Category.HISTORICAL, Category.RESOLVING)
                    : Category.mask(Category.HISTORICAL, Category.RESOLVING));
            if (keeps >= 0 && (LEX.categoriesOf(keeps) & Category.NEGATION.bit()) != 0) {
                keeps = -1; // no longer: read as a negation below
            }
            if (keeps < 0 && (wide || q < p && q >= clause)) {
                keeps = LEX.at(text, q, stop, RAW_NEGATES);
                // One with a verb of being after another word between negates that word (Input that is not validated
                // is concatenated …); n'est plus concaténée, wird nicht mehr direkt … eingefügt keep it.
                if (keeps >= 0 && !wide && beingAfterAWord(text, Lexicon.endOf(keeps), p)) {
                    keeps = -1;
                }
            }
            if (keeps >= 0 && (wide || wordEndsAt(text, Lexicon.endOf(keeps), stop)
                    || text.charAt(Lexicon.endOf(keeps) - 1) == '\'')) { // n'est plus
                return false;
            }
        }
        return input && sink;
    }

    /**
     * Whether a verb of being ({@link Role#COPULA}) stands in {@code text[from, to)} after another word: what a negation
     * before them negates is that word, not what follows ({@code not validated is}; {@code n'est plus}, {@code não é
     * mais} open on it).
     */
    private static boolean beingAfterAWord(String text, int from, int to) {
        boolean word = false;
        for (int p = from; p < to; p++) {
            if (!Character.isLetter(text.charAt(p)) || p > from && Character.isLetter(text.charAt(p - 1))) {
                continue;
            }
            if (Turns.BEING.at(text, p, to) >= 0) {
                if (word) {
                    return true;
                }
            } else {
                word = true;
            }
        }
        return false;
    }

    /** Whether a Latin word found to end at {@code end} ends a word there: Han, kana or Hangul may follow it ({@code SQLに}). */
    private static boolean rawWordEnds(String text, int end, int stop) {
        return end >= stop || !Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) >= 0x2E80;
    }

    /** The words of a poor quality and those read around them ({@link Role#POOR_QUALITY}), on their page of roles. */
    private static final Lexicon POOR_PAGE = LEX.roles(Role.POOR_QUALITY);
    /** A word of a poor quality or of a setting's effect, on one page of roles: which of them a word said lacking is. */
    private static final long QUALITY_OR_EFFECT = Role.mask(Role.POOR_QUALITY, Role.NO_EFFECT, Role.TAKES_EFFECT);
    /** How many words after a negation a word of a setting's effect may stand and be negated by it ({@code is not being honored}). */
    private static final int EFFECT_NEGATION_GAP = 2;
    /** How many words after a word of a setting's effect a setting it acts on may stand ({@code ignores the retry setting}). */
    private static final int EFFECT_SETTING_AFTER = 4;

    /**
     * Whether the word of a setting's effect {@code text[p, end)} in the sentence starting at {@code sentence} says a
     * setting of the change takes none: a word of {@link Role#NO_EFFECT} not negated ({@code is ignored}; {@code is no
     * longer ignored}, {@code 無視されない} say it takes effect), or one of {@link Role#TAKES_EFFECT} negated, before it
     * ({@code negated}: {@code is not honored}, {@code has no effect}, {@code 不生效}) or, in Han, kana and Hangul,
     * after it ({@code 反映されない}, {@code 적용되지 않습니다}); said of a {@link Role#SETTING} in its clause, before it or
     * (acted on) a few words after it ({@code The client ignores the retry setting.}). Data the code is meant to skip names
     * no setting ({@code Whitespace is ignored.}). It says none in a question, a quote or inline code, beside a hyphen or
     * an underscore ({@code ignored-keys}), and where its sentence says it is meant so or gone: a word of
     * {@link Role#SETTING_KEEPS} ({@code Unknown options are ignored.}, {@code when unset}; starting at the word itself,
     * what it has no effect on: {@code has no effect on latency}), of {@link Role#AS_MEANT} ({@code by design}), a time
     * before the change ({@code The flag was ignored before.}), a word of {@link Role#POOR_KEEPS} before it ({@code was},
     * {@code n'est plus}), a condition opening its sentence or a word of resolving before it, a word of resolving after it.
     */
    private static boolean noEffectSaid(String text, int sentence, int p, int end, int to, boolean cjk, boolean takes,
            boolean negated) {
        boolean negatedAfter = cjk && negatedAfter(text, end, to);
        if (takes ? !negated && !negatedAfter && (cjk || !tailNegated(text, end, to)) : negated || negatedAfter) {
            return false;
        }
        int stop = saidSentenceEnd(text, p, end, to);
        if (stop < 0 || inCodeTicks(text, text.lastIndexOf('\n', p - 1) + 1, p)) {
            return false; // code, not said
        }
        long on = POOR_PAGE.at(text, p, stop, Role.SETTING_KEEPS.bit());
        if (on >= 0 && Lexicon.endOf(on) > end || !settingNear(text, sentence, p, end, stop)) {
            return false; // has no effect on latency: what it does not touch
        }
        int opening = wordsAfter(text, sentence, 1); // where a condition opening the sentence may start, up to
        for (int q = sentence; q < stop; q++) {
            char c = text.charAt(q);
            boolean wide = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !wide && q > sentence && Character.isLetterOrDigit(text.charAt(q - 1))
                    || q >= p && q < end) {
                continue;
            }
            long keeps = POOR_PAGE.at(text, q, stop, Role.SETTING_KEEPS.bit());
            if (keeps < 0) {
                keeps = AS_MEANT_PAGE.at(text, q, stop, Role.AS_MEANT.bit());
            }
            if (keeps < 0 && q < p) {
                keeps = POOR_PAGE.at(text, q, p, Role.POOR_KEEPS.bit()); // was ignored, n'est plus ignorée
                if (keeps >= 0 && pastOfBeing(text, q, Lexicon.endOf(keeps)) && triedIn(text, sentence, stop)) {
                    keeps = -1; // was ignored when I tested it: seen of the change
                }
            }
            if (keeps < 0) {
                // A condition opens its clause (If the flag is ignored, …): a Spanish se within it is no Italian if.
                keeps = LEX.at(text, q, stop, q < p && (wide || q < opening)
                        ? Category.mask(Category.CONDITION, Category.HISTORICAL, Category.RESOLVING)
                        : Category.mask(Category.HISTORICAL, Category.RESOLVING));
                if (keeps >= 0 && (LEX.categoriesOf(keeps) & Category.NEGATION.bit()) != 0) {
                    keeps = -1; // no longer: the negation read above
                }
            }
            if (keeps >= 0 && (wide || wordEndsAt(text, Lexicon.endOf(keeps), stop))) {
                return false;
            }
        }
        return true;
    }

    /** Whether a word of {@link Role#REFLEXIVE} ends right before {@code p}, past one space ({@code se ignora}). */
    private static boolean reflexiveBefore(String text, int sentence, int p) {
        int end = p - 1;
        if (end <= sentence || text.charAt(end) != ' ') {
            return false;
        }
        int start = end;
        while (start > sentence && Character.isLetter(text.charAt(start - 1))) {
            start--;
        }
        long reflexive = start < end ? POOR_PAGE.at(text, start, end, Role.REFLEXIVE.bit()) : -1;
        return reflexive >= 0 && Lexicon.endOf(reflexive) == end;
    }

    /** Where the word {@code n} words after the one at {@code p} starts (or the text's end): spaces separate words. */
    private static int wordsAfter(String text, int p, int n) {
        int q = p;
        for (int words = 0; q < text.length() && words <= n; q++) {
            if (text.charAt(q) == ' ' && q + 1 < text.length() && text.charAt(q + 1) != ' ') {
                words++;
            }
        }
        return q;
    }

    /**
     * Whether a word of {@link Role#SETTING} stands in the clause of {@code text[p, end)} (from a comma, a colon or the
     * sentence's start at {@code sentence}, to {@code stop}): before it (not before a word of {@link Role#NO_EFFECT_ACTIVE}
     * with no {@link Role#REFLEXIVE} word right before it, whose subject is what acts), or at most
     * {@link #EFFECT_SETTING_AFTER} words after it in a spaced script.
     */
    private static boolean settingNear(String text, int sentence, int p, int end, int stop) {
        int clause = p;
        while (clause > sentence && ",，、:：".indexOf(text.charAt(clause - 1)) < 0) {
            clause--;
        }
        int words = 0;
        // An active verb's setting is its object, after it, but where a reflexive pronoun makes it passive.
        long form = POOR_PAGE.at(text, p, end, Role.NO_EFFECT_ACTIVE.bit());
        boolean active = form >= 0 && Lexicon.endOf(form) == end && !reflexiveBefore(text, clause, p);
        for (int q = clause; q < stop; q++) {
            if (q >= p && q < end) {
                continue;
            }
            char c = text.charAt(q);
            if (q >= end && (",，、:：".indexOf(c) >= 0 || c < 0x2E80 && c == ' ' && ++words > EFFECT_SETTING_AFTER)) {
                return false;
            }
            boolean wide = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !wide && q > clause && Character.isLetterOrDigit(text.charAt(q - 1))
                    || wide && q >= end) {
                continue;
            }
            long setting = POOR_PAGE.at(text, q, q < p ? p : stop, Role.SETTING.bit());
            if (setting >= 0 && (wide || Lexicon.endOf(setting) == (q < p ? p : stop)
                    || !Character.isLetterOrDigit(text.charAt(Lexicon.endOf(setting))))
                    && (wide || q >= end || !active)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where the sentence of the predicate {@code text[p, end)} of a finding (a poor quality, a setting without effect,
     * a cost grown) ends ({@link #safeguardSentenceBreak}), or -1 where it says none: a hyphen or an underscore makes it
     * part of a name ({@code slow-query}, {@code stale_cache}), a question mark closes its sentence, or it is quoted.
     */
    private static int saidSentenceEnd(String text, int p, int end, int to) {
        if (end < to && (text.charAt(end) == '-' || text.charAt(end) == '_')
                || p > 0 && (text.charAt(p - 1) == '-' || text.charAt(p - 1) == '_')) {
            return -1;
        }
        int stop = end;
        while (stop < to && !safeguardSentenceBreak(text.charAt(stop))) {
            stop++;
        }
        return stop < to && (text.charAt(stop) == '?' || text.charAt(stop) == '？') || quoted(text, p) ? -1 : stop;
    }

    /** How many words after a negation a word of a poor quality may stand and be negated by it ({@code does not seem slow}). */
    private static final int POOR_NEGATION_GAP = 3;
    /** How many characters before a word of a poor quality a negation of Han, kana or Hangul may end ({@code 不再慢}). */
    private static final int POOR_CJK_NEGATION = 2;
    /** How many words before a word of a poor quality a verb of {@link Role#POOR_VERB} may start ({@code loads much slower}). */
    private static final int POOR_VERB_WORDS = 2;

    /**
     * Whether the word of a poor quality {@code text[p, end)} ({@link Role#POOR_QUALITY}), in the sentence starting at
     * {@code sentence} read from {@code from}, says what a thing of the change is: after a verb of being that starts at
     * {@code copula} (-1: none close before it) or a verb of {@link Role#POOR_VERB} at most {@link #POOR_VERB_WORDS}
     * words before it ({@code The page shows stale data.}); a word of {@link Role#PREDICATE_ALONE} closing its sentence
     * ({@code Uç nokta yavaş.}); in Han, kana and Hangul closing its clause ({@code 接口很慢。}, {@code 画面が重い。}),
     * where before a noun it names one ({@code 慢查询日志}) and after a particle of the attributive it is a noun itself
     * ({@code 偶发的不稳定}). It says none where {@code negated} (a negation right
     * before it), where a hyphen or an underscore makes it part of a name ({@code slow-query}, {@code stale_cache}), in
     * a question or a quote, where a contrast follows it in its sentence ({@code 2 ms slower, but ten times faster on
     * large carts}: a trade-off weighed), and where a word of {@link Role#POOR_KEEPS} stands from its verb on
     * ({@code was slow}, {@code less slow}); the sentence's other keeps are a safeguard's ({@link #absenceKept}).
     */
    private static boolean poorQualitySaid(String text, int from, int sentence, int p, int end, int to, boolean cjk,
            int copula, boolean negated) {
        int stop = negated ? -1 : saidSentenceEnd(text, p, end, to);
        if (stop < 0) {
            return false;
        }
        for (int q = end; q < stop; q++) {
            char c = text.charAt(q);
            if (Character.isLetter(c) && (c >= 0x2E80 || !Character.isLetterOrDigit(text.charAt(q - 1)))) {
                long contrast = LEX.at(text, q, stop, Category.CONTRAST.bit());
                long joins = contrast >= 0 ? contrast : SAFEGUARD_PAGE.at(text, q, stop, Role.CONTRAST_JOINS.bit());
                if (joins >= 0 && (c >= 0x2E80 || wordEndsAt(text, Lexicon.endOf(joins), stop))) {
                    return false; // slower on tiny payloads, but faster on large ones: a trade-off weighed
                }
            }
        }
        int start;
        if (cjk) {
            char before = p > 0 ? text.charAt(p - 1) : ' ';
            if (before == '的' || before == 'の' || before == '의' || !closesClause(text, end, to)) {
                return false;
            }
            long then = POOR_PAGE.at(text, p, end, Role.POOR_THEN.bit());
            if (then >= 0 && Lexicon.endOf(then) == end && !triedIn(text, sentence, stop)) {
                return false; // 画面が重かった: the past, said of the change only where it was tried
            }
            start = sentence;
        } else if (copula >= 0) {
            start = wordsBack(text, sentence, copula, 1); // n'est plus lente: the word the verb is written onto
        } else if ((start = poorVerbBefore(text, from, p, to)) < 0) {
            long alone = POOR_PAGE.at(text, p, to, Role.PREDICATE_ALONE.bit());
            if (alone < 0 || Lexicon.endOf(alone) != end || !closesClause(text, end, to)) {
                return false;
            }
            start = sentence;
        }
        for (int q = start; q < p; q++) {
            boolean wordStart = q == start || text.charAt(q) >= 0x2E80 || !Character.isLetterOrDigit(text.charAt(q - 1));
            if (wordStart && Character.isLetterOrDigit(text.charAt(q))) {
                long keeps = POOR_PAGE.at(text, q, p, Role.POOR_KEEPS.bit());
                if (keeps >= 0 && (text.charAt(q) >= 0x2E80 || wordEndsAt(text, Lexicon.endOf(keeps), to))
                        && !(pastOfBeing(text, q, Lexicon.endOf(keeps)) && triedIn(text, sentence, stop))) {
                    return false; // was slow, less slow; was slow in my test is seen of the change
                }
            }
        }
        return true;
    }

    /**
     * How many words a verb of being may stand before a word of a poor quality in a sentence telling of the reviewer's
     * own trial ({@link #triedIn}): {@code Der Endpunkt war in meinem Test langsam.}, {@code In meinem Test war der
     * Endpunkt langsam.}
     */
    private static final int TRIED_COPULA_GAP = 4;

    /**
     * Whether the word of {@link Role#POOR_KEEPS} {@code text[q, end)} is a past of being ({@link Role#STATES_THEN}:
     * {@code was}, {@code war}, {@code était}), not a degree of less or a time before the change named.
     */
    private static boolean pastOfBeing(String text, int q, int end) {
        long then = ROLES.at(text, q, end, Role.STATES_THEN.bit());
        return then >= 0 && Lexicon.endOf(then) == end;
    }

    /**
     * Whether the sentence {@code text[sentence, stop)} tells of the reviewer's own trial of the change (a word of
     * {@link Role#TESTED_WHEN}: {@code in my test}, {@code when I tried it}, {@code テストしたところ}) and names no time
     * before the change ({@link Category#HISTORICAL}: {@code previously}, {@code before}, {@code old}): its past is
     * what was seen of the change. Read only where a past would keep a poor quality or a setting without effect.
     */
    private static boolean triedIn(String text, int sentence, int stop) {
        boolean tried = false;
        for (int q = sentence; q < stop; q++) {
            char c = text.charAt(q);
            boolean wide = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !wide && q > sentence && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            long before = LEX.at(text, q, stop, Category.HISTORICAL.bit());
            if (before >= 0 && (wide || wordEndsAt(text, Lexicon.endOf(before), stop))) {
                return false; // Before this change the endpoint was slow in my test: the old code tried
            }
            long trial = tried ? -1 : POOR_PAGE.at(text, q, stop, Role.TESTED_WHEN.bit());
            tried |= trial >= 0 && (wide || wordEndsAt(text, Lexicon.endOf(trial), stop));
        }
        return tried;
    }

    /** The words of a cost said grown and those read around them ({@link Role#COST_GROWTH}), on their page of roles. */
    private static final Lexicon GROWTH_PAGE = LEX.roles(Role.COST_GROWTH);
    /** How many words a verb of being may stand before a comparative of growth ({@code is 10x larger}, {@code est 10 fois plus gros}). */
    private static final int GROWTH_COPULA_GAP = 3;

    /**
     * Whether a word of {@link Role#GROWTH_OBJECT} (an article, a determiner) follows the verb ending at {@code end}
     * after a blank, as a word of its own before {@code stop}: the verb acts on a thing ({@code increased the version
     * number}, {@code exhausted all retries}), no measure of it.
     */
    private static boolean objectAfter(String text, int end, int stop) {
        int q = end;
        while (q < stop && text.charAt(q) == ' ') {
            q++;
        }
        long object = q > end && q < stop ? GROWTH_PAGE.at(text, q, stop, Role.GROWTH_OBJECT.bit()) : -1;
        return object >= 0 && wordEndsAt(text, Lexicon.endOf(object), stop);
    }

    /**
     * Whether the word of growth {@code text[p, end)} ({@link Role#COST_GROWTH}, its roles {@code roles}), in the
     * sentence starting at {@code sentence}, says a cost of the change grew: a word of {@link Role#COST_MEASURE} before
     * it in its sentence ({@code Memory usage doubled.}, {@code Latency went from 20 ms to 2 s.}, {@code 内存占用翻倍了。});
     * a comparative of {@link Role#GROWTH_BEING} only at most {@link #GROWTH_COPULA_GAP} words after a verb of being
     * ({@code copulaWords}, -1: none) ({@code The bundle is 10x larger than before.}); a word of
     * {@link Role#GROWTH_TAKES} only with a word of {@link Role#GROWTH_NOW} and a digit in its sentence ({@code The
     * build takes 3 hours now.}); a word of {@link Role#GROWTH_FROM} only where the sentence's second figure is larger
     * than its first, in one kind of unit. It says none where {@code negated}, where a hyphen or an underscore makes
     * it part of a name, in a question, a quote or code, where an article follows a verb ({@link Role#GROWTH_OBJECT}:
     * the change grew a thing), where a word of {@link Role#GROWTH_KEEPS} stands in its sentence (an improvement, a
     * benefit, a setting: {@code down from}, {@code throughput}, {@code limit}), and where its figures go down
     * ({@code went from 2 s to 20 ms}).
     */
    private static boolean costGrowthSaid(String text, int sentence, int p, int end, int to, boolean cjk, long roles,
            int copulaWords, boolean negated) {
        if ((roles & Role.GROWTH_BEING.bit()) != 0 && !cjk && (copulaWords < 0 || copulaWords > GROWTH_COPULA_GAP)) {
            return false; // larger inputs: a thing qualified, not a measure grown
        }
        int stop = negated ? -1 : saidSentenceEnd(text, p, end, to);
        if (stop < 0 || inCode(text, p)) {
            return false; // code, not said
        }
        if (!cjk && objectAfter(text, end, stop)) {
            return false; // increased the version number: a thing the change grew
        }
        boolean measure = false;
        boolean now = false;
        boolean digit = false;
        long asked = Role.mask(Role.COST_MEASURE, Role.GROWTH_KEEPS, Role.GROWTH_NOW);
        for (int q = sentence; q < stop; q++) {
            char c = text.charAt(q);
            digit |= c >= '0' && c <= '9';
            boolean wide = c >= 0x2E80;
            if (q >= p && q < end || !Character.isLetterOrDigit(c)
                    || !wide && q > sentence && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            long found = GROWTH_PAGE.at(text, q, stop, asked);
            if (found < 0 || !wide && !wordEndsAt(text, Lexicon.endOf(found), stop)) {
                continue;
            }
            long of = GROWTH_PAGE.categoriesOf(found);
            if ((of & Role.GROWTH_KEEPS.bit()) != 0) {
                return false; // down from 2 s, throughput doubled, the memory limit doubled
            }
            now |= (of & Role.GROWTH_NOW.bit()) != 0;
            measure |= (of & Role.COST_MEASURE.bit()) != 0 && q < p;
        }
        if (!measure || (roles & Role.GROWTH_TAKES.bit()) != 0 && (!now || !digit)) {
            return false;
        }
        int compared = digit ? figuresCompared(text, sentence, stop) : 0;
        return compared > 0 || compared == 0 && (roles & Role.GROWTH_FROM.bit()) == 0;
    }

    /** The least share a {@link Role#LEVEL_IDLE} word needs beside it to say a resource at rest is used too much. */
    private static final double IDLE_SHARE = 10;
    /** How many words after a negation in its clause a word of a level may stand and be negated by it. */
    private static final int LEVEL_NEGATION_GAP = 5;
    /** The least share a word of saturation may stand beside ({@code Disk is 10% full.} says none). */
    private static final double FULL_SHARE = 90;

    /**
     * Whether the word of a level {@code text[p, end)} ({@link Role#COST_LEVEL}, its roles {@code roles}), in the
     * sentence starting at {@code sentence}, says a cost of the change sits at a bad level: a word of
     * {@link Role#COST_MEASURE} or {@link Role#LEVEL_MEASURE} before it in its sentence, anywhere in it where the word
     * is of Han, kana or Hangul ({@code CPU is pegged.}, {@code 空闲时CPU占用100%。}); a word of saturation only where
     * no share below {@link #FULL_SHARE}% stands in the sentence ({@code Disk is 10% full.} says none); a word of
     * {@link Role#LEVEL_IDLE} only beside a share of at least {@link #IDLE_SHARE}%; a word of {@link Role#GROWTH_NOW}
     * only before a figure above zero in a unit of time, size or share ({@code Latency is now 2 s.}; {@code The p99
     * latency is 2 seconds.} says none). It says none where {@code negated}, where a hyphen or an underscore makes it
     * part of a name, in a question, a quote or code, where a word of {@link Role#GROWTH_OBJECT} follows it
     * ({@code exhausted all retries}, {@code full of warnings}), where a negation stands at most
     * {@link #LEVEL_NEGATION_GAP} words before it in its clause or a word of {@link Role#POOR_KEEPS} before it
     * ({@code no longer}, {@code was}, {@code n'est plus}), and where a word of {@link Role#GROWTH_KEEPS} or
     * {@link Role#LEVEL_KEEPS} that is no measure stands in its sentence (a benefit, an improvement, a test meant to
     * load it: {@code hit rate}, {@code availability}, {@code down from}, {@code load test}).
     */
    private static boolean costLevelSaid(String text, int sentence, int p, int end, int to, boolean cjk, long roles,
            boolean negated) {
        int stop = negated ? -1 : saidSentenceEnd(text, p, end, to);
        if (stop < 0 || inCode(text, p)) {
            return false;
        }
        if (!cjk && objectAfter(text, end, stop)) {
            return false; // exhausted all retries: a thing used up, no measure's level
        }
        boolean measure = false;
        long measures = Role.mask(Role.COST_MEASURE, Role.LEVEL_MEASURE);
        for (int q = sentence; q < stop; q++) {
            char c = text.charAt(q);
            boolean wide = c >= 0x2E80;
            if ((c == ':' || c == '：') && q < p) {
                measure = false; // Build: 96%: a check's share on a status line, no measure's level
            }
            if (q >= p && q < end || !Character.isLetterOrDigit(c) || !wide && q > sentence
                    && Character.isLetterOrDigit(text.charAt(q - 1)) && text.charAt(q - 1) < 0x2E80) {
                continue; // 空闲时CPU: a Latin word after Han starts there
            }
            long found = GROWTH_PAGE.at(text, q, stop, measures | Role.mask(Role.GROWTH_KEEPS, Role.LEVEL_KEEPS));
            int after = found < 0 ? -1 : Lexicon.endOf(found);
            if (found < 0 || !wide && after < stop && Character.isLetter(text.charAt(after)) && text.charAt(after) < 0x2E80) {
                continue;
            }
            long of = GROWTH_PAGE.categoriesOf(found);
            if ((of & measures) != 0) {
                measure |= q < p || cjk;
            } else {
                return false; // cache hit rate at 100%, under the load test, down from 2 s
            }
        }
        if (!measure) {
            return false;
        }
        int words = -1; // words since the last negation of the clause, -1: none
        for (int q = sentence; q < p; q++) {
            char c = text.charAt(q);
            if (c == ',' || c == '，' || c == ':') {
                words = -1;
            }
            boolean wordStart = c >= 0x2E80 || q == sentence || !Character.isLetterOrDigit(text.charAt(q - 1));
            if (wordStart && Character.isLetterOrDigit(c) && c < 0x2E80) {
                long no = LEX.at(text, q, p, Category.NEGATION.bit());
                if (no >= 0 && wordEndsAt(text, Lexicon.endOf(no), to)) {
                    words = 0; // no longer runs at 100 % while idle: a window opened at idle may start past it
                    q = Lexicon.endOf(no) - 1;
                    continue;
                }
                words += words >= 0 ? 1 : 0;
            }
            if (wordStart && Character.isLetterOrDigit(c)) {
                long keeps = POOR_PAGE.at(text, q, p, Role.POOR_KEEPS.bit());
                if (keeps >= 0 && (text.charAt(q) >= 0x2E80 || wordEndsAt(text, Lexicon.endOf(keeps), to))
                        && !(pastOfBeing(text, q, Lexicon.endOf(keeps)) && triedIn(text, sentence, stop))) {
                    return false; // was at 100%, n'est plus saturé: a level before the change or no more
                }
            }
        }
        if (words >= 0 && words <= LEVEL_NEGATION_GAP) {
            return false;
        }
        if ((roles & Role.GROWTH_NOW.bit()) != 0) {
            return figureAfter(text, end, stop);
        }
        double least = Double.MAX_VALUE;
        double most = -1;
        for (int q = sentence; q < stop; q++) {
            double share = shareAt(text, sentence, q, stop);
            if (share >= 0) {
                least = Math.min(least, share);
                most = Math.max(most, share);
            }
        }
        return (roles & Role.LEVEL_IDLE.bit()) != 0 ? most >= IDLE_SHARE : least >= FULL_SHARE || most < 0;
    }

    /**
     * The share written from {@code q} in {@code text[from, to)}, a number opening there with a percent sign after it
     * ({@code 95%}, {@code 100 %}, {@code 100％}) or before it ({@code %100}), or -1.
     */
    private static double shareAt(String text, int from, int q, int to) {
        char c = text.charAt(q);
        if (c < '0' || c > '9' || q > from && (Character.isDigit(text.charAt(q - 1)) || text.charAt(q - 1) == '.'
                || text.charAt(q - 1) == ',')) {
            return -1;
        }
        int e = q;
        while (e < to && (Character.isDigit(text.charAt(e))
                || (text.charAt(e) == '.' || text.charAt(e) == ',') && e + 1 < to && Character.isDigit(text.charAt(e + 1)))) {
            e++;
        }
        int u = e;
        while (u < to && Lexicon.isBlank(text.charAt(u))) {
            u++;
        }
        boolean after = u < to && (text.charAt(u) == '%' || text.charAt(u) == '％');
        boolean before = q > from && (text.charAt(q - 1) == '%' || text.charAt(q - 1) == '％');
        if (!after && !before) {
            return -1;
        }
        try {
            return Double.parseDouble(text.substring(q, e).replace(',', '.'));
        } catch (NumberFormatException ex) {
            return -1;
        }
    }

    /**
     * Whether a figure above zero in a unit of time, size or share ({@link #unitOf}) is the first number of
     * {@code text[from, to)} ({@code now 2 s}, {@code jetzt 3 GB}, {@code 现在是2秒}).
     */
    private static boolean figureAfter(String text, int from, int to) {
        for (int q = from; q < to; q++) {
            char c = text.charAt(q);
            if (c < '0' || c > '9') {
                continue;
            }
            int e = q;
            while (e < to && (Character.isDigit(text.charAt(e))
                    || (text.charAt(e) == '.' || text.charAt(e) == ',') && e + 1 < to && Character.isDigit(text.charAt(e + 1)))) {
                e++;
            }
            if (q > from && Character.isLetter(text.charAt(q - 1)) && text.charAt(q - 1) < 0x2E80) {
                return false; // p99, v2: a name, not a figure
            }
            int u = e;
            while (u < to && Lexicon.isBlank(text.charAt(u))) {
                u++;
            }
            int ue = u;
            while (ue < to && (Character.isLetter(text.charAt(ue)) || text.charAt(ue) == '%' || text.charAt(ue) == '％')
                    && ue - u < 12 && (ue == u || text.charAt(ue) >= 0x2E80 == text.charAt(u) >= 0x2E80)) {
                ue++;
            }
            String unit = text.substring(u, ue).toLowerCase(java.util.Locale.ROOT).replace('％', '%');
            double value;
            try {
                value = Double.parseDouble(text.substring(q, e).replace(',', '.'));
            } catch (NumberFormatException ex) {
                return false;
            }
            return value > 0 && unitOf(unit) != null && unitOf(unit)[0] != 3;
        }
        return false;
    }

    /** Whether only blanks stand from {@code end} to {@code stop}, the end of a sentence. */
    private static boolean closesSentence(String text, int end, int stop) {
        return each(text, end, stop, Character::isWhitespace);
    }

    /** Whether every character of {@code text[from, to)} is one {@code kind} holds (true where there is none). */
    private static boolean each(String text, int from, int to, java.util.function.IntPredicate kind) {
        for (int q = from; q < to; q++) {
            if (!kind.test(text.charAt(q))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code p} stands in code: an odd number of backticks before it on its line, or inside a fenced block (an
     * odd number of lines opening with three backticks before it).
     */
    private static boolean inCode(String text, int p) {
        int ticks = 0;
        for (int q = p - 1; q >= 0 && text.charAt(q) != '\n'; q--) {
            if (text.charAt(q) == '`') {
                ticks++;
            }
        }
        if (ticks % 2 == 1) {
            return true;
        }
        int fences = 0;
        for (int q = text.indexOf("```"); q >= 0 && q < p; q = text.indexOf("```", q + 3)) {
            if (q == 0 || text.charAt(q - 1) == '\n' || text.charAt(q - 1) == ' ') {
                fences++;
            }
        }
        return fences % 2 == 1;
    }

    /**
     * How the first two figures of {@code text[from, to)} in one kind of unit compare ({@code 20 ms} … {@code 2 s}):
     * 1 where the second is the larger, -1 where it is the smaller, 0 where there are not two such or they are equal.
     */
    static int figuresCompared(String text, int from, int to) {
        double first = Double.NaN;
        double bare = Double.NaN; // a figure with no unit before the first with one
        int firstKind = -1;
        for (int q = from; q < to; q++) {
            char c = text.charAt(q);
            if (c < '0' || c > '9' || q > from && (Character.isLetter(text.charAt(q - 1)) || text.charAt(q - 1) == '.')) {
                continue;
            }
            int e = q;
            while (e < to && (Character.isDigit(text.charAt(e))
                    || (text.charAt(e) == '.' || text.charAt(e) == ',') && e + 1 < to && Character.isDigit(text.charAt(e + 1)))) {
                e++;
            }
            double value;
            try {
                value = Double.parseDouble(text.substring(q, e).replace(',', '.'));
            } catch (NumberFormatException ex) {
                q = e;
                continue;
            }
            int u = e;
            while (u < to && text.charAt(u) == ' ') {
                u++;
            }
            int ue = u;
            while (ue < to && (Character.isLetter(text.charAt(ue)) || text.charAt(ue) == '%') && ue - u < 12
                    && (ue == u || text.charAt(ue) >= 0x2E80 == text.charAt(u) >= 0x2E80)) {
                ue++;
            }
            double[] unit = unitOf(text.substring(u, ue).toLowerCase(java.util.Locale.ROOT));
            q = e - 1;
            if (unit == null) {
                bare = firstKind < 0 && Double.isNaN(bare) ? value : bare; // from 3 to 40 minutes: the unit after both
                continue;
            }
            if (firstKind < 0 && !Double.isNaN(bare)) {
                first = bare * unit[1];
                firstKind = (int) unit[0];
            }
            if (firstKind < 0) {
                first = value * unit[1];
                firstKind = (int) unit[0];
            } else if ((int) unit[0] == firstKind) {
                double second = value * unit[1];
                return second > first ? 1 : second < first ? -1 : 0;
            }
        }
        return 0;
    }

    /** A unit's kind (0 time, 1 size, 2 percent, 3 times) and its factor, or null; a word starting with it counts so. */
    private static double[] unitOf(String w) {
        if (w.isEmpty()) {
            return null;
        }
        String[][] units = {
            {"0", "1", "ms", "毫秒", "ミリ秒", "밀리초", "millisecond", "milliseconds", "millisekunden", "milliseconde", "millisecondes"},
            {"0", "1000", "s", "sec", "secs", "second", "seconds", "秒", "초", "sn", "saniye", "sekunde", "sekunden",
                "seconde", "secondes", "segundo", "segundos", "secondo", "secondi", "seconden"},
            {"0", "60000", "min", "mins", "minute", "minutes", "分", "分钟", "분", "dakika", "minuten", "minuto", "minutos", "minuti"},
            {"0", "3600000", "h", "hr", "hrs", "hour", "hours", "時間", "小时", "个小时", "시간", "saat", "stunde", "stunden",
                "heure", "heures", "hora", "horas", "ora", "ore", "uur"},
            {"1", "1", "b", "byte", "bytes"}, {"1", "1000", "kb", "kib"}, {"1", "1000000", "mb", "mib"},
            {"1", "1000000000", "gb", "gib"}, {"2", "1", "%"}, {"3", "1", "x", "×", "倍", "fois", "mal", "keer", "vezes", "volte", "veces", "kat"}};
        for (String[] row : units) {
            for (int i = 2; i < row.length; i++) {
                if (w.equals(row[i]) || w.startsWith(row[i]) && row[i].charAt(0) >= 0x2E80) {
                    return new double[] {Double.parseDouble(row[0]), Double.parseDouble(row[1])};
                }
            }
        }
        return null;
    }

    /**
     * Whether {@code p} stands inside a quotation opened on its line: an odd number of straight double quotes before it,
     * or more opening quotes than closing ones ({@code The ticket said "the endpoint is slow".}).
     */
    private static boolean quoted(String text, int p) {
        int straight = 0;
        int open = 0;
        for (int q = p - 1; q >= 0 && text.charAt(q) != '\n'; q--) {
            char c = text.charAt(q);
            if (c == '"') {
                straight++;
            } else if (c == '“' || c == '«' || c == '„' || c == '「' || c == '『') {
                open++;
            } else if (c == '”' || c == '»' || c == '」' || c == '』') {
                open--;
            }
        }
        return straight % 2 == 1 || open > 0;
    }

    /**
     * Where what a word of a poor quality ending at {@code end} is compared with ends, its sentence's end, where a word
     * of {@link Role#COMPARED} follows it ({@code slower than before}, {@code langsamer als vorher}); else {@code end}.
     */
    private static int comparedAfter(String text, int end, int to) {
        int q = end;
        while (q < to && text.charAt(q) == ' ') {
            q++;
        }
        long than = q > end && q < to ? POOR_PAGE.at(text, q, to, Role.COMPARED.bit()) : -1;
        if (than < 0 || !wordEndsAt(text, Lexicon.endOf(than), to)) {
            return end;
        }
        while (q < to && !safeguardSentenceBreak(text.charAt(q))) {
            q++;
        }
        return q;
    }

    /** Where a verb of {@link Role#POOR_VERB} starts at most {@link #POOR_VERB_WORDS} words before {@code p}, or -1. */
    private static int poorVerbBefore(String text, int from, int p, int to) {
        int q = p;
        for (int words = 0; words < POOR_VERB_WORDS && q > from; words++) {
            while (q > from && text.charAt(q - 1) == ' ') {
                q--;
            }
            int end = q;
            while (q > from && Character.isLetter(text.charAt(q - 1))) {
                q--;
            }
            if (q == end) {
                return -1; // a sign, not a word
            }
            long verb = POOR_PAGE.at(text, q, to, Role.POOR_VERB.bit());
            if (verb >= 0 && Lexicon.endOf(verb) == end) {
                return q;
            }
        }
        return -1;
    }

    /**
     * Whether a word ending at {@code end} closes its clause: a sign ending one, a line's end or the text's after it, past
     * a closing particle of Han, kana or Hangul ({@code です}, {@code 了}, {@code 的}); any other word after it is one it
     * qualifies or a verb it goes on with.
     */
    private static boolean closesClause(String text, int end, int to) {
        int q = end;
        if (text.startsWith("です", q) || text.startsWith("でした", q)) {
            q += text.startsWith("です", q) ? 2 : 3;
        }
        while (q < to && "了的啊呢ねよだ ".indexOf(text.charAt(q)) >= 0) {
            q++;
        }
        return q >= to || safeguardSentenceBreak(text.charAt(q)) || ",，、！!)）\r".indexOf(text.charAt(q)) >= 0;
    }

    /** Whether a word of a poor quality ({@link Role#POOR_QUALITY}) starts at {@code p}: what a safeguard said lacking there is. */
    public static boolean poorQualityAt(String text, int p) {
        return p >= 0 && p < text.length() && POOR_PAGE.at(text, p, text.length(), Role.POOR_QUALITY.bit()) >= 0;
    }

    /**
     * Whether the words ending at {@code end} label what follows on their line, a colon after them in their clause
     * ({@code Not handled: 0}, {@code Authentication: none}): a status line, read as one.
     */
    private static boolean inALabel(String text, int end, int to) {
        for (int q = end; q < to; q++) {
            char c = text.charAt(q);
            if (c == ':' || c == '：') {
                return true;
            }
            if (safeguardSentenceBreak(c) || c == ',' || c == '，' || c == '、') {
                return false;
            }
        }
        return false;
    }

    /**
     * Whether the line holding {@code p} is a heading, which names what the lines under it list ({@code ## Not handled},
     * {@code 【明文保存】}, {@code **Not validated**}): its items are read, not its name.
     */
    private static boolean onAHeading(String text, int p) {
        int start = text.lastIndexOf('\n', p - 1) + 1;
        int end = text.indexOf('\n', p);
        String line = text.substring(start, end < 0 ? text.length() : end).strip();
        return line.startsWith("#") || line.startsWith("【") || line.startsWith("**")
                && (line.endsWith("**") || line.endsWith("**:") || line.endsWith(":**"));
    }

    /** What a sentence's actor nobody bounds is ({@code 未認証の}, {@code 인증 없이}), on its page of roles. */
    private static final Lexicon ACTOR_PAGE = LEX.roles(Role.ANY_ACTOR);

    /**
     * Whether a term of {@link Role#ANY_ACTOR} opening the sentence at {@code sentence} holds the safeguard at
     * {@code text[p, end)}: it names who may act, and what they may do is read as a harm or not
     * ({@code 認証なしで新しいフォルダ構成を理解できます}); closing it, it says how the change runs ({@code Le gestionnaire
     * tourne sans authentification.}).
     */
    private static boolean anActor(String text, int sentence, int p, int end, int to) {
        int q = sentence;
        while (q < p && !Character.isLetterOrDigit(text.charAt(q))) {
            q++;
        }
        long actor = ACTOR_PAGE.at(text, q, to, Role.ANY_ACTOR.bit());
        return actor >= 0 && Lexicon.endOf(actor) >= end;
    }

    /**
     * Whether a problem's term {@code text[p, end)} that opens with a negation closes with a safeguard's word
     * ({@code is not handled}, {@code not properly validated}): the negation is the safeguard's, not one that counts a
     * problem none ({@code no issues}).
     */
    private static boolean endsWithASafeguard(String text, int p, int end) {
        for (int q = p + 1; q < end; q++) {
            if (Lexicon.isBlank(text.charAt(q - 1)) && !Lexicon.isBlank(text.charAt(q))) {
                long safeguard = SAFEGUARD_PAGE.at(text, q, end, Role.mask(Role.SAFEGUARD, Role.UNSAFEGUARDED));
                if (safeguard >= 0 && Lexicon.endOf(safeguard) == end) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a negation or a word of absence starts at a word of Latin script in {@code text[from, at)}. */
    private static boolean negationBefore(String text, int from, int at, int to) {
        boolean afterLetter = false; // whether the character before q is a letter or digit (none before from)
        for (int q = from; q < at; q++) {
            char c = text.charAt(q);
            boolean letter = c < 0x80 ? c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                    : Character.isLetterOrDigit(c);
            if (letter && !afterLetter
                    && (!Lexicon.isWordCharacter(Lexicon.fold(c)) || Lexicon.mayOpenWord(NEGATION_PREFIXES, text, q, to))
                    && (NEGATION_WORDS.find(text, q, to) >= 0 || WITHOUT_WORDS.find(text, q, to) >= 0)) {
                return true;
            }
            afterLetter = letter;
        }
        return false;
    }

    /** Whether a Latin word of the lexicon found to end at {@code end} ends a word there. */
    private static boolean wordEndsAt(String text, int end, int to) {
        return end >= to || !Character.isLetterOrDigit(text.charAt(end));
    }

    /** Whether the next word after {@code end}, in its clause, is a letter word other than a conjunction: a noun a word before it qualifies. */
    private static boolean beforeANoun(String text, int end, int to) {
        int q = end;
        while (q < to && text.charAt(q) == ' ') {
            q++;
        }
        return q < to && Character.isLetter(text.charAt(q)) && LEX.at(text, q, to, Category.CONJUNCTION.bit()) < 0;
    }

    /** Whether a word of Han, kana or Hangul ending at {@code end} qualifies the noun after it ({@code 不可逆的}, {@code 無制限の}). */
    private static boolean attributive(String text, int end, int to) {
        return end < to && (text.charAt(end) == '的' || text.charAt(end) == 'の' || text.charAt(end) == '한');
    }

    /**
     * Whether a negation closes a safeguard ending at {@code end}, a few characters after it in Han, kana and Hangul
     * ({@code 認証がありません}, {@code 검증되지 않았습니다}), with no problem between (a negation after {@code 問題} counts
     * the problem none) and as a sentence's verb, not qualifying a noun after it ({@code 認証されていないリクエスト},
     * {@code 인증되지 않은 요청}).
     */
    private static boolean negatedAfter(String text, int end, int to) {
        int limit = Math.min(to, end + SAFEGUARD_CJK_AFTER);
        for (int q = end; q < limit; q++) {
            char c = text.charAt(q);
            if (c < 0x2E80 && c != ' ' || LEX.at(text, q, to, Category.mask(Category.PROBLEM, Category.SEVERE)) >= 0) {
                return false;
            }
            long neg = LEX.at(text, q, to, Category.NEGATION.bit());
            if (neg >= 0) {
                int e = Lexicon.endOf(neg);
                char next = e < to ? text.charAt(e) : '。';
                return !(next == '的' || next == 'の' || next == '은' || next == '는' || text.charAt(e - 1) == '은'
                        || text.charAt(e - 1) == '는' || text.charAt(e - 1) == 'い' && isHanOrKatakana(next))
                        && !predicateAfter(text, e, to);
            }
        }
        return false;
    }

    /**
     * Whether what follows a negation after a safeguard, to its clause's end, is a predicate it negates: a measure or a
     * degree of excess, a problem ({@code 超时时间不太短}, {@code 认证没有问题}): the safeguard is there, said not so.
     */
    private static boolean predicateAfter(String text, int from, int to) {
        for (int q = from; q < to && !safeguardSentenceBreak(text.charAt(q)) && "，、,".indexOf(text.charAt(q)) < 0; q++) {
            if (EXCESS_PAGE.at(text, q, to, Role.mask(Role.EXCESS, Role.MEASURE)) >= 0
                    || LEX.at(text, q, to, Category.mask(Category.PROBLEM, Category.SEVERE, Category.FAILURE)) >= 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean isHanOrKatakana(char c) {
        return c >= 0x4E00 && c <= 0x9FFF || c >= 0x30A0 && c <= 0x30FF;
    }

    /** The words of {@link Role#ABSENCE_AFTER}, on a page of roles of their own. */
    private static final Lexicon ABSENCE_AFTER_PAGE = LEX.roles(Role.ABSENCE_AFTER);

    /** Whether a word of {@link Role#ABSENCE_AFTER} closes a safeguard ending at {@code end}: the next word ({@code kimlik doğrulaması yok}, {@code Validierung fehlt}). */
    private static boolean tailNegated(String text, int end, int to) {
        int q = end;
        while (q < to && text.charAt(q) == ' ') {
            q++;
        }
        if (q == end || q >= to) {
            return false;
        }
        long missing = ABSENCE_AFTER_PAGE.at(text, q, to, Role.ABSENCE_AFTER.bit());
        return missing >= 0 && wordEndsAt(text, Lexicon.endOf(missing), to);
    }

    /**
     * Whether the sentence {@code text[sentence, …)} of a safeguard at {@code text[p, end)} says none is lacking: a word
     * of {@link Role#ABSENCE_KEEPS} or a refusal anywhere in it, a condition before the safeguard, a problem right after it.
     * {@code negationStart}, {@code negationEnd}: the negation read before it (-1 for none), no keeping word.
     */
    /** The words opening what a verb of checking checks ({@link Role#CHECKED_CLAUSE}), on their page of roles. */
    private static final Lexicon CLAUSE_PAGE = LEX.roles(Role.CHECKED_CLAUSE);

    private static boolean absenceKept(String text, int sentence, int p, int end, int to, int negationStart, int negationEnd) {
        int stop = end;
        while (stop < to && SENTENCE_ENDS.indexOf(text.charAt(stop)) < 0 && text.charAt(stop) != '\n') {
            stop++;
        }
        int after = end;
        while (after < stop && !Character.isLetterOrDigit(text.charAt(after))) {
            after++;
        }
        if (after < stop && LEX.at(text, after, stop, Category.mask(Category.PROBLEM, Category.SEVERE, Category.FAILURE)) >= 0) {
            return true; // no validation errors
        }
        for (int q = after, words = 0; q < stop && words < 2; q++) {
            if (SAFEGUARD_PAGE.at(text, q, stop, Role.ABSENCE_CHANGE.bit()) >= 0) {
                return true; // no auth changes, 認証の変更はありません
            }
            if (text.charAt(q) == ' ') {
                words++;
            }
        }
        for (int q = sentence; q < stop; q++) {
            char c = text.charAt(q);
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && q > sentence && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            long keeps = SAFEGUARD_PAGE.at(text, q, stop, cjk ? Role.mask(Role.ABSENCE_KEEPS, Role.ABSENCE_CHANGE)
                    : Role.ABSENCE_KEEPS.bit());
            if (keeps >= 0 && (q > p && q < end
                    || q == after && CLAUSE_PAGE.at(text, q, stop, Role.CHECKED_CLAUSE.bit()) >= 0)) {
                keeps = -1; // nothing checks that …, does not validate that …: what is checked, no relative clause
            }
            long refuses = keeps >= 0 ? keeps : REFUSES_PAGE.at(text, q, stop, Role.REFUSES.bit());
            long found = refuses >= 0 ? refuses
                    : LEX.at(text, q, stop, q < p ? Category.mask(Category.CONDITION, Category.HISTORICAL, Category.RESOLVING)
                            : q >= end ? Category.RESOLVING.bit() : 0);
            if (found >= 0 && q < p && refuses < 0 && keeps < 0 && (q >= negationStart && q < negationEnd
                    || (LEX.categoriesOf(found) & Category.NEGATION.bit()) != 0)) {
                found = -1; // no longer checks the role, without: the negation itself
            }
            if (found >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(found), stop))) {
                return true;
            }
        }
        return false;
    }

    // ---- a measure said beyond what it should be -------------------------------------------------------------------

    /** The roles of a measure said too far, on one page of roles. */
    private static final Lexicon EXCESS_PAGE = LEX.roles(Role.EXCESS);
    /** What says a behaviour described is the one meant ({@code by design}), on its page of roles. */
    private static final Lexicon AS_MEANT_PAGE = LEX.roles(Role.AS_MEANT);
    /** The words a sentence of a measure said too far holds: a degree of excess, before or after its measure. */
    private static final LeadWords EXCESS_LEAD = LeadWords.of(EXCESS_PAGE, Role.mask(Role.EXCESS, Role.EXCESS_AFTER));
    private static final LeadWords EXCESS_WORDS = LeadWords.of(EXCESS_PAGE, Role.EXCESS.bit());
    private static final LeadWords MEASURE_WORDS = LeadWords.of(EXCESS_PAGE, Role.MEASURE.bit());

    /**
     * Where the findings {@code text[from, to)} say a measure goes beyond what it should, in a sentence {@code counts}
     * reads there, or -1: a word of {@link Role#EXCESS} right before a word of {@link Role#MEASURE}, or one of
     * {@link Role#EXCESS_AFTER} right after it ({@code The timeout is too short.}, {@code Das Timeout ist zu kurz.},
     * {@code Le délai est trop court.}, {@code 超时时间太短。}, {@code タイムアウトが短すぎます。}, {@code 타임아웃이 너무 짧습니다.}).
     * A negation at most two words before it (in Han, kana and Hangul right before it or right after it) says it is
     * not so ({@code not too large}, {@code 不太长}, {@code 短すぎない}); a condition or a word of resolving before it, a
     * word of resolving after it, a time before the change or a word saying it is meant so anywhere in its sentence keeps
     * the pass ({@code If the timeout is too short, the job retries.}, {@code The timeout was too short before; this raises it.},
     * {@code Fixes the page size being too large.}, {@code Too strict on purpose.}); so do a label, a heading and an
     * option beside a pass, as for a safeguard lacking ({@link #safeguardDenied}).
     */
    public static int excessStated(String text, int from, int to, IntPredicate counts) {
        return inSentencesOf(text, from, to, EXCESS_LEAD, (s, p) -> excessIn(text, s, p, to, counts));
    }

    /** {@link #excessStated} of the degree of excess starting at {@code at}, read as {@link #safeguardIn} reads a safeguard. */
    private static int excessIn(String text, int sentence, int at, int to, IntPredicate counts) {
        int from = wordsBack(text, sentence, at, WORDS_BACK);
        int window = at + 1;
        int negation = -1;
        int negationWords = 0;
        for (int p = from; p < window; p++) {
            char c = text.charAt(p);
            if (safeguardSentenceBreak(c) || c == ',' || c == '，' || c == '、') {
                sentence = safeguardSentenceBreak(c) ? p + 1 : sentence;
                negation = -1;
                continue;
            }
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            int end = excessAt(text, p, to, cjk);
            if (end > p) {
                boolean negated = cjk ? negation >= 0 && p - negation <= 1 || negatedRightAfter(text, end, to)
                        : negation >= 0 && negationWords <= SAFEGUARD_NEGATION_GAP;
                if (!negated && counts.test(p) && !excessKept(text, sentence, p, end, to, false) && !inALabel(text, end, to)
                        && !onAHeading(text, p) && !anOption(text, p, end)) {
                    return p;
                }
                p = end - 1;
                continue;
            }
            long neg = NEGATION_WORDS.find(text, p, to);
            if (neg >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(neg), to))) {
                negation = Lexicon.endOf(neg);
                negationWords = 0;
                p = negation - 1;
            } else if (!cjk) {
                negationWords++;
            }
        }
        return -1;
    }

    /** Where a degree of excess and its measure starting at {@code p} end ({@link #excessStated}), or -1. */
    private static int excessAt(String text, int p, int to, boolean cjk) {
        long excess = EXCESS_WORDS.find(text, p, to);
        if (excess >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(excess), to))) {
            int q = Lexicon.endOf(excess);
            while (q < to && text.charAt(q) == ' ') {
                q++;
            }
            long measure = q < to ? EXCESS_PAGE.at(text, q, to, Role.MEASURE.bit()) : -1;
            if (measure >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(measure), to))) {
                return Lexicon.endOf(measure);
            }
        }
        long measure = MEASURE_WORDS.find(text, p, to);
        if (measure >= 0) {
            int q = Lexicon.endOf(measure);
            while (q < to && (cjk ? q - Lexicon.endOf(measure) < 2 && text.charAt(q) >= 0x3040 && text.charAt(q) <= 0x309F
                    && EXCESS_PAGE.at(text, q, to, Role.EXCESS_AFTER.bit()) < 0 : text.charAt(q) == ' ')) {
                q++; // 短すぎ, 大きすぎ: the stem's kana before the degree; curto demais
            }
            long after = q < to ? EXCESS_PAGE.at(text, q, to, Role.EXCESS_AFTER.bit()) : -1;
            if (after >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(after), to))) {
                return Lexicon.endOf(after);
            }
        }
        return -1;
    }

    /** Whether a negation of Han, kana or Hangul starts within two characters after {@code end} ({@code 短すぎない}, {@code 짧지 않}). */
    private static boolean negatedRightAfter(String text, int end, int to) {
        for (int q = end; q < Math.min(to, end + 3); q++) {
            if (LEX.at(text, q, to, Category.NEGATION.bit()) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the sentence {@code text[sentence, …)} of a measure said too far at {@code text[p, end)} keeps a pass: a
     * condition or a word of resolving (no negation) before it, a word of resolving after it, a time before the change
     * or a word saying it is meant so anywhere in it. Where {@code compared} (a word of growth), a time before the
     * change closing the sentence after it is what it is compared with ({@code 10x larger than before},
     * {@code plus gros qu'avant}), no keep.
     */
    private static boolean excessKept(String text, int sentence, int p, int end, int to, boolean compared) {
        int stop = end;
        while (stop < to && SENTENCE_ENDS.indexOf(text.charAt(stop)) < 0 && text.charAt(stop) != '\n') {
            stop++;
        }
        for (int q = sentence; q < stop; q++) {
            char c = text.charAt(q);
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && q > sentence && Character.isLetterOrDigit(text.charAt(q - 1))
                    || q >= p && q < end) {
                continue;
            }
            long meant = AS_MEANT_PAGE.at(text, q, stop, Role.AS_MEANT.bit());
            long found = meant >= 0 ? meant : LEX.at(text, q, stop, q < p
                    ? Category.mask(Category.CONDITION, Category.HISTORICAL, Category.RESOLVING)
                    : Category.mask(Category.HISTORICAL, Category.RESOLVING));
            if (found >= 0 && meant < 0 && (LEX.categoriesOf(found) & Category.NEGATION.bit()) != 0) {
                continue;
            }
            if (compared && found >= 0 && meant < 0 && q >= end && (LEX.categoriesOf(found) & Category.RESOLVING.bit()) == 0
                    && closesSentence(text, Lexicon.endOf(found), stop)) {
                continue; // larger than before, plus gros qu'avant: what it is compared with
            }
            if (found >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(found), stop))) {
                return true;
            }
        }
        return false;
    }

    // ---- a scale or range a number is read on, stated after the data ----------------------------------------------

    /** The roles of a scale or range a number is read on ({@link Role#SCALE_TOP} and those after it), on one page of roles. */
    private static final Lexicon SCALE_PAGE = LEX.roles(Role.SCALE_TOP);
    /** The words that join a range's ends; the marks that do ({@code 0–10}, {@code 0~10}) are these. */
    private static final String RANGE_MARKS = "-–—−~〜～";
    /** The longest remark after the data read for a scale it states: a sentence, not a paragraph. */
    private static final int SCALE_REMARK_CHARS = 160;

    /**
     * A scale or range stated of a number: its ends, and where its words stand in the text ({@code out of 10},
     * {@code 10-point scale}, {@code scale of 0 to 10}, {@code 满分是10分}).
     */
    public record Scale(BigDecimal low, BigDecimal high, int start, int end) {
        /** Whether {@code value} lies on the scale, its ends included. */
        public boolean fits(BigDecimal value) {
            return value.compareTo(low) >= 0 && value.compareTo(high) <= 0;
        }
    }

    /**
     * The scale or range the number written at {@code text[p, e)} is an end of, read in its sentence
     * {@code text[from, to)}, or null: right after a word of {@link Role#SCALE_TOP} ({@code out of 10}, {@code sur 10},
     * {@code 满分是10分}), its number ending its clause, counted in a {@link Role#SCALE_UNIT} at most or going on with a
     * {@link Role#SCALE_TOP_AFTER} word (or a word of {@link Category#AFFIRMING}: {@code 満点は10点です}); right before
     * a word of {@link Role#SCALE_TOP_AFTER}, a hyphen between at most ({@code 10-point scale}, {@code 10 üzerinden},
     * {@code 10点満点}); or the lower end of a range, another number after it past a dash or a word of
     * {@link Role#SCALE_JOIN}, in a sentence naming a scale or range ({@link Role#SCALE_NAMED}) or after a
     * {@link Role#SCALE_TOP} word ({@code on a scale of 0–10}, {@code 分数范围是0到10}). A number right before the top's
     * word counts part of a whole instead ({@code 2 out of 10 tests}), and a range with no word of a scale may tell of a
     * change ({@code went from 7 to 10}): neither is read here. A top's lower end is 0.
     */
    public static Scale scaleAt(String text, int from, int p, int e, int to) {
        BigDecimal n = decimalAt(text, p, e);
        if (n == null) {
            return null;
        }
        int top = scaleTopBefore(text, from, p);
        if (top >= 0 && numberBefore(text, from, top) || top < 0 && numberBefore(text, from, p)) {
            return null; // 2 out of 10 tests, 7 10-point: a part of a whole, or two numbers side by side
        }
        int[] other = rangeEnd(text, e, to);
        if (other != null && (top >= 0 || scaleNamed(text, from, to))) {
            BigDecimal high = decimalAt(text, other[0], other[1]);
            if (high != null && n.compareTo(high) < 0) {
                int end = other[1];
                int past = pastScaleUnit(text, end, to);
                return new Scale(n, high, top >= 0 ? top : p, past >= 0 ? past : end);
            }
            return null;
        }
        if (top >= 0) {
            int past = pastScaleUnit(text, e, to);
            int end = past >= 0 ? past : e;
            int q = end;
            while (q < to && Lexicon.isBlank(text.charAt(q))) {
                q++;
            }
            long after = q < to ? SCALE_PAGE.at(text, q, to, Role.SCALE_TOP_AFTER.bit()) : -1;
            if (after >= 0 && (text.charAt(q) >= 0x2E80 || wordEndsAt(text, Lexicon.endOf(after), to))) {
                return new Scale(BigDecimal.ZERO, n, top, Lexicon.endOf(after));
            }
            if (q >= to || !Character.isLetterOrDigit(text.charAt(q))
                    || LEX.at(text, q, to, Category.AFFIRMING.bit()) >= 0 || nearClosing(text, q, to)) {
                return new Scale(BigDecimal.ZERO, n, top, end); // out of 10, out of 10 roughly (approximated)
            }
            return null;
        }
        int q = e;
        while (q < to && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        q = q < to && text.charAt(q) == '-' ? q + 1 : q;
        long after = q < to ? SCALE_PAGE.at(text, q, to, Role.SCALE_TOP_AFTER.bit()) : -1;
        if (after >= 0 && (text.charAt(q) >= 0x2E80 || wordEndsAt(text, Lexicon.endOf(after), to))) {
            return new Scale(BigDecimal.ZERO, n, p, Lexicon.endOf(after));
        }
        return null;
    }

    /**
     * Where a word of nearness ({@link #nearnessAt}) starts that ends right before the number at {@code p} of the remark
     * {@code text[from, to)}, blanks between ({@code about 7}, {@code 大约7}), in the remark's language; or -1.
     */
    private static int nearBefore(String text, int from, int p, int to) {
        int b = p;
        while (b > from && Lexicon.isBlank(text.charAt(b - 1))) {
            b--;
        }
        for (int q = Math.max(from, b - 24); q < b; q++) {
            if (Character.isLetter(text.charAt(q)) && (text.charAt(q) >= 0x2E80 || q == from || !Character.isLetterOrDigit(text.charAt(q - 1)))
                    && nearnessAt(text, q, b) == b && !elsewhere(text, from, to, q, b)) {
                return q;
            }
        }
        return -1;
    }

    /** Whether a word of {@link Category#APPROXIMATE} at {@code q} closes the clause of {@code text[q, to)} ({@code roughly.}). */
    private static boolean nearClosing(String text, int q, int to) {
        long near = LEX.at(text, q, to, Category.APPROXIMATE.bit());
        int end = near >= 0 ? Lexicon.endOf(near) : -1;
        return near >= 0 && (text.charAt(q) >= 0x2E80 || wordEndsAt(text, end, to)) && predicateAt(text, q, end, clauseEnd(text, end, to));
    }

    /** The number written at {@code text[p, e)} (digits, a decimal point between), or null. */
    private static BigDecimal decimalAt(String text, int p, int e) {
        if (p >= e || e - p > 18) {
            return null;
        }
        try {
            return new BigDecimal(Nfkc.of(text.substring(p, e)).text());
        } catch (NumberFormatException x) {
            return null;
        }
    }

    /** Where the number starting at {@code p} ends: its digits, and a decimal point with digits after it. */
    private static int decimalEnd(String text, int p, int to) {
        int e = p;
        boolean point = false; // one decimal point at most: 1.2.3 is a version's, read as 1.2
        while (e < to && (Character.isDigit(text.charAt(e))
                || !point && text.charAt(e) == '.' && e + 1 < to && Character.isDigit(text.charAt(e + 1)) && e > p)) {
            point |= text.charAt(e) == '.';
            e++;
        }
        return e;
    }

    /** Where a word of {@link Role#SCALE_TOP} starts that ends right before {@code p} (blanks between), at a word's start, or -1. */
    private static int scaleTopBefore(String text, int from, int p) {
        int b = p;
        while (b > from && Lexicon.isBlank(text.charAt(b - 1))) {
            b--;
        }
        for (int q = Math.max(from, b - 24); q < b; q++) {
            char c = text.charAt(q);
            if (!Character.isLetter(c) || c < 0x2E80 && q > from && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            long found = SCALE_PAGE.at(text, q, b, Role.SCALE_TOP.bit());
            if (found >= 0 && Lexicon.endOf(found) == b) {
                return q;
            }
        }
        return -1;
    }

    /** Whether a digit ends right before {@code at}, blanks between: a number side by side with the one read. */
    private static boolean numberBefore(String text, int from, int at) {
        int b = at;
        while (b > from && Lexicon.isBlank(text.charAt(b - 1))) {
            b--;
        }
        return b > from && Character.isDigit(text.charAt(b - 1));
    }

    /** Where a {@link Role#SCALE_UNIT} word after {@code e} ends (blanks before it), ending its word, or -1. */
    private static int pastScaleUnit(String text, int e, int to) {
        int q = e;
        while (q < to && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        long unit = q < to ? SCALE_PAGE.at(text, q, to, Role.SCALE_UNIT.bit()) : -1;
        return unit >= 0 && (text.charAt(q) >= 0x2E80 || wordEndsAt(text, Lexicon.endOf(unit), to)) ? Lexicon.endOf(unit) : -1;
    }

    /** The other end {start, end} of a range whose first number ends at {@code e}: past a dash or a {@link Role#SCALE_JOIN} word. */
    private static int[] rangeEnd(String text, int e, int to) {
        int q = e;
        while (q < to && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        if (q < to && RANGE_MARKS.indexOf(text.charAt(q)) >= 0) {
            q++;
        } else {
            long join = q < to ? SCALE_PAGE.at(text, q, to, Role.SCALE_JOIN.bit()) : -1;
            if (join < 0 || text.charAt(q) < 0x2E80 && Character.isLetter(text.charAt(q))
                    && !wordEndsAt(text, Lexicon.endOf(join), to)) {
                return null;
            }
            q = Lexicon.endOf(join);
        }
        while (q < to && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        if (q >= to || !Character.isDigit(text.charAt(q))) {
            return null;
        }
        return new int[] {q, decimalEnd(text, q, to)};
    }

    /** Whether a word of {@link Role#SCALE_NAMED} stands in {@code text[from, to)}, at a word's start. */
    private static boolean scaleNamed(String text, int from, int to) {
        for (int q = from; q < to; q++) {
            char c = text.charAt(q);
            if (!Character.isLetter(c) || c < 0x2E80 && q > from && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            long found = SCALE_PAGE.at(text, q, to, Role.SCALE_NAMED.bit());
            if (found >= 0 && (c >= 0x2E80 || wordEndsAt(text, Lexicon.endOf(found), to))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A remark's scale read against the data's numbers: where it stands, whether every number fits it, the text with its
     * words blanked; where a word of nearness beside it stands (-1: none).
     */
    private record ScaleSaid(int at, boolean fits, boolean noneFits, String blanked, int near) {
    }

    /**
     * The scales and ranges the remark {@code text[s, e)} after the data {@code text[start, end)} states of a number
     * ({@link #scaleAt}), read against the numbers the data holds, or null where it states none or the data holds no
     * number: where every number of the data lies on each, the text with the scales' words blanked (the remark is
     * read for the rest of its words); where none does, the data contradicts the scale its reply gives it.
     */
    private static ScaleSaid scaleSaid(String text, int s, int e, int start, int end) {
        if (e - s > SCALE_REMARK_CHARS || end - start > AFTER_A_VALUE_WINDOW) {
            return null;
        }
        List<BigDecimal> data = dataNumbers(text, start, end);
        if (data.isEmpty()) {
            return null;
        }
        char[] blanked = null;
        Scale first = null;
        int at = -1;
        boolean fits = true;
        boolean noneFits = true;
        for (int p = s; p < e; p++) {
            char c = text.charAt(p);
            if (!Character.isDigit(c)) {
                continue;
            }
            int ne = decimalEnd(text, p, e);
            char before = p > s ? text.charAt(p - 1) : ' ';
            if (before < 0x2E80 && (Character.isLetterOrDigit(before) || before == '.' || before == ',')) {
                p = ne - 1;
                continue; // a digit inside a word or a number (v2, 1.5, 1,000)
            }
            Scale scale = scaleAt(text, s, p, ne, e);
            if (scale == null) {
                p = ne - 1;
                continue;
            }
            first = first == null ? scale : first;
            at = at < 0 ? scale.start() : at;
            for (BigDecimal v : data) {
                if (scale.fits(v)) {
                    noneFits = false;
                } else {
                    fits = false;
                }
            }
            blanked = blanked == null ? text.toCharArray() : blanked;
            Arrays.fill(blanked, scale.start(), scale.end(), ' ');
            p = Math.max(p, scale.end() - 1);
        }
        if (blanked != null && approximated(text, s, e, first)) {
            // Roughly out of 10., Out of 10 roughly.: the data is on a scale only near; with the word elsewhere in the
            // remark it is read as before, whole (its 10 another value).
            int near = nearTheScale(text, s, e, first);
            return near >= 0 ? new ScaleSaid(first.start(), false, false, null, near) : null;
        }
        if (blanked != null) {
            // The words naming a scale or a range are the scale's too (The score uses a 0–10 scale., L'échelle est 0–10.).
            for (int q = s; q < e; q++) {
                char c = text.charAt(q);
                if (!Character.isLetter(c) || c < 0x2E80 && q > s && Character.isLetterOrDigit(text.charAt(q - 1))) {
                    continue;
                }
                long found = SCALE_PAGE.at(text, q, e, Role.SCALE_NAMED.bit());
                if (found >= 0 && (c >= 0x2E80 || wordEndsAt(text, Lexicon.endOf(found), e))) {
                    Arrays.fill(blanked, q, Lexicon.endOf(found), ' ');
                    q = Lexicon.endOf(found) - 1;
                }
            }
        }
        return blanked == null ? null : new ScaleSaid(at, fits, noneFits, new String(blanked), -1);
    }

    /**
     * Where a word of nearness ({@link #nearnessAt}) stands right beside the words of {@code scale} in the remark
     * {@code text[s, e)}, blanks, a comma or a dash between: ending right before them ({@code Roughly out of 10.}), or
     * starting right after them and closing its clause ({@code Out of 10 roughly.}); -1 where none does. Such a word
     * says how near the data is on its scale; elsewhere in the remark it may speak of another thing ({@code It took
     * about 3 seconds.}).
     */
    private static int nearTheScale(String text, int s, int e, Scale scale) {
        int b = scale.start();
        while (b > s && (Lexicon.isBlank(text.charAt(b - 1)) || ",—–-、，".indexOf(text.charAt(b - 1)) >= 0)) {
            b--;
        }
        for (int q = Math.max(s, b - 24); q < b; q++) {
            if (Character.isLetter(text.charAt(q)) && (text.charAt(q) >= 0x2E80 || q == s || !Character.isLetterOrDigit(text.charAt(q - 1)))
                    && nearnessAt(text, q, e) == b && !elsewhere(text, s, e, q, b)) {
                return q;
            }
        }
        int a = scale.end();
        while (a < e && (Lexicon.isBlank(text.charAt(a)) || ",—–-、，".indexOf(text.charAt(a)) >= 0)) {
            a++;
        }
        int after = a < e ? nearnessAt(text, a, e) : -1;
        return after >= 0 && predicateAt(text, a, after, clauseEnd(text, after, e)) && !elsewhere(text, s, e, a, after) ? a : -1;
    }

    /**
     * Whether a word of {@link Category#APPROXIMATE} stands in {@code text[s, e)} outside the words of {@code scale}
     * ({@code roughly}, {@code ungefähr}, {@code 大约}): a scale said so is no scale the data is read on, and the
     * scale's words are not set aside.
     */
    public static boolean approximated(String text, int s, int e, Scale scale) {
        for (int q = s; q < e; q++) {
            if (q == scale.start()) {
                q = scale.end() - 1; // its own words (maximaal 10, at most 10) say where it ends, not how near
                continue;
            }
            char c = text.charAt(q);
            if (Character.isLetter(c) && (c >= 0x2E80 || q == s || !Character.isLetterOrDigit(text.charAt(q - 1)))) {
                long found = LEX.at(text, q, e, Category.APPROXIMATE.bit());
                if (found >= 0 && (c >= 0x2E80 || wordEndsAt(text, Lexicon.endOf(found), e))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a remark after the data {@code text[start, end)} ({@code text[from, to)}) states a number none of the data's
     * numbers is: right after a word that states a value ({@link Category#STATING}, not a preposition that only ends a
     * longer one: {@code is}, {@code ist}, {@code est}, {@code es}, {@code è}, {@code は}, {@code 是}, {@code 는}), or
     * after a number of the data and a word joining a range's ends, the data's value changed to another
     * ({@code went from 7 to 10}, {@code von 7 bis 10}). Whose number it states is not asked: a translated name
     * ({@code Die Punktzahl ist 10.}, {@code La note est 10.}) or another name ({@code The value is 10.}) may be the
     * member's, and which of the two the reply asserts nobody can tell, so the data is refused (a scale the data lies
     * on was set aside before: {@link #scaleSaid}). A number inside a word or after a sign ({@code v2}, {@code 1.5})
     * is none, and data holding no number has none it could be another value of ({@code Fill rate is 5%.} after
     * {@code {"status": "done"}}). A word of nearness between the stating word and the number states it as near
     * ({@code The run time is about 3 seconds.}, {@code The score is about 10.}): another number so stated is refused
     * as any is, and the data's own number so stated is said only near ({@code The score is about 7.}). With no
     * stating word before it the nearness speaks of what it counts ({@code The test took about 3 seconds.}).
     */
    static Stance otherNumberStated(String text, int from, int to, int start, int end) {
        List<BigDecimal> data = null;
        for (int p = from; p < to; p++) {
            if (text.charAt(p) < '0' || text.charAt(p) > '9') {
                continue;
            }
            int ne = decimalEnd(text, p, to);
            char before = p > from ? text.charAt(p - 1) : ' ';
            if (before < 0x2E80 && (Character.isLetterOrDigit(before) || ".,-+/#$€£¥%".indexOf(before) >= 0)) {
                p = ne - 1;
                continue;
            }
            boolean cjk = before >= 0x2E80 || p > from + 1 && Lexicon.isBlank(before) && text.charAt(p - 2) >= 0x2E80;
            boolean stated = stated(text, from, p, !cjk, false);
            // A word of nearness between (The score is about 7., The run time is roughly 3 seconds.) states it too.
            int near = stated ? -1 : nearBefore(text, from, p, to);
            near = near >= 0 && stated(text, from, near, !cjk, false) ? near : -1;
            stated |= near >= 0;
            BigDecimal was = stated ? null : joinedAfter(text, from, p); // 7 of "from 7 to 10"
            if (stated || was != null) {
                data = data != null ? data : dataNumbers(text, start, end);
                if (data.isEmpty()) {
                    return Stance.plain(to); // no number of the data it could be another value of (Fill rate is 5%.)
                }
                BigDecimal n = new BigDecimal(text.substring(p, ne));
                if (!holds(data, n) && (stated || holds(data, was))) {
                    return Stance.takenBack(Category.NOT_ACTUAL, p);
                }
                if (near >= 0) {
                    return Stance.takenBack(Category.APPROXIMATE, near); // the data's own number, said only near
                }
            }
            p = ne - 1;
        }
        return Stance.plain(to);
    }

    /**
     * How many words after a free string heading a sentence ({@code Paris is not warranted}) a word taking it back may
     * stand at and still be read of it, not of what the sentence says of the thing ({@code Alice wrote it yesterday}).
     */
    private static final int SUBJECT_WORDS = 2;

    /** The longest string value of the data a remark is read for as written again ({@link #restatedTakenBack}). */
    private static final int RESTATED_WORDS = 40;

    /**
     * What a remark after the data ({@code text[from, to)}, the data at {@code text[start, end)}) says of a value of the
     * data it writes again: a number the data holds (by value) or a string value of it the schema lists to choose from
     * ({@link #dataStrings}: in any case, as a word of its own), read in the remark as a reply writing the value in prose is read
     * ({@link #inProse}). Negated, questioned, struck through, hedged, near, of another time, set against a problem or
     * offered as a choice there, it is taken back from the data ({@code {"sentiment": "positive"}} then
     * {@code positive?}, {@code Not positive.}, {@code ~~positive~~}, {@code The count is not 1250.}); words there that
     * neither keep nor take it back are left to the readings of a remark.
     */
    static Stance restatedTakenBack(String text, int from, int to, int start, int end, Fields fields) {
        List<BigDecimal> numbers = null;
        List<DataString> words = null;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (!Character.isLetterOrDigit(c) || p > from && Character.isLetterOrDigit(text.charAt(p - 1))
                    && (text.charAt(p - 1) >= 0x2E80) == (c >= 0x2E80) && (c < 0x2E80 || Character.isDigit(c))) {
                continue; // inside a word of a spaced script; in Han, kana and Hangul any letter may open a value
            }
            boolean number = c >= '0' && c <= '9';
            int e = -1;
            DataString matched = null;
            if (number) {
                int ne = decimalEnd(text, p, to);
                int next = ne;
                while (next < to && Lexicon.isBlank(text.charAt(next))) {
                    next++;
                }
                if (p > from && ".,-+/#%".indexOf(text.charAt(p - 1)) >= 0
                        || ne < to && text.charAt(ne) < 0x2E80 && Character.isLetterOrDigit(text.charAt(ne))
                        || next < to && ("%％‰".indexOf(text.charAt(next)) >= 0 || text.charAt(next) == ':' && next + 1 < to
                                && Character.isDigit(text.charAt(next + 1)))) {
                    p = ne - 1; // another value than the data's number: part of another number, a rate, a time
                    continue;
                }
                numbers = numbers != null ? numbers : dataNumbers(text, start, end);
                e = holds(numbers, new BigDecimal(text.substring(p, ne))) ? ne : -1;
            } else {
                words = words != null ? words : dataStrings(text, start, end, fields);
                for (DataString d : words) {
                    String w = d.value();
                    int we = p + w.length();
                    if (we > e && we <= to && text.regionMatches(true, p, w, 0, w.length()) && (we == to || text.charAt(we - 1) >= 0x2E80
                            || !Character.isLetterOrDigit(text.charAt(we)) || text.charAt(we) >= 0x2E80)) {
                        e = we;
                        matched = d;
                    }
                }
            }
            if (e < 0) {
                continue;
            }
            // From the value's clause where a contrast opens it after a comma or a semicolon: the clause before it, set
            // against it, tells of something else (One part was broken, but overall the pump is working.). A clause
            // before it that is no such is read with it (If fixed, positive.; According to the user, positive.).
            int clause = p;
            while (clause > from && ",;，；、".indexOf(text.charAt(clause - 1)) < 0) {
                clause--;
            }
            int opens = clause;
            while (opens < p && Lexicon.isBlank(text.charAt(opens))) {
                opens++;
            }
            clause = clause > from && LEX.at(text, opens, p, Category.CONTRAST.bit()) >= 0 ? clause : from;
            // To the value's clause's end at a semicolon, which opens another (… holds three numbers; tell me if you
            // need anything else): what that one says is read by the readings of a remark, unless a contrast opens it
            // against the value (positive; however, the build is broken).
            int clauseEnd = e;
            while (clauseEnd < to && ";；".indexOf(text.charAt(clauseEnd)) < 0) {
                clauseEnd++;
            }
            int rest = clauseEnd + 1;
            while (rest < to && Lexicon.isBlank(text.charAt(rest))) {
                rest++;
            }
            boolean cut = rest < to && LEX.at(text, rest, to, Category.CONTRAST.bit()) < 0;
            String read = text.substring(clause, cut ? clauseEnd : to);
            int v = p - clause;
            boolean free = matched != null && matched.key() != null;
            boolean keyed = free && keyBefore(read, v, matched.key());
            boolean glued = e < to && text.charAt(e) >= 0x2E80 && Character.isLetter(text.charAt(e));
            if (free && (!headsTheRemark(read, v) && !closesItsClause(text, e, to) && !keyed && !glued || labelsALine(text, e, to))) {
                // A free string spoken of in a sentence of its own (Paris has a new mayor.), or the label of a line
                // (- pump: checked), is not written as the answer.
                p = e - 1;
                continue;
            }
            if (free && !keyed && !glued && !headsTheRemark(read, v)) {
                // Closing its clause (It is not Alice.), it is read with what comes before it and the marks right after
                // it (Is it Alice?); what the clause after it says is said of the sentence (… per pen, as quoted.).
                int past = e - clause;
                while (past < read.length() && !Character.isLetterOrDigit(read.charAt(past))) {
                    past++;
                }
                read = read.substring(0, past);
            }
            boolean subject = false; // a free string heading a sentence that goes on in a spaced script: Alice wrote it.
            if (free && headsTheRemark(read, v)) {
                // A name heading a clause that says something of it is read to that clause's end: what a later clause
                // says is said of what that one does (Paris will be sunny, not rainy.), not of the name alone (Paris, not really).
                int sep = e - clause;
                while (sep < read.length() && ",;:—–(，；：、（".indexOf(read.charAt(sep)) < 0) {
                    sep++;
                }
                int next = e - clause;
                while (next < sep && Lexicon.isBlank(read.charAt(next))) {
                    next++;
                }
                subject = next > e - clause && next < sep && read.charAt(next) < 0x2E80 && halvesIn(read, e - clause, sep) > 2;
                read = each(read, e - clause, sep, ch -> !Character.isLetter(ch)) ? read : read.substring(0, sep);
            }
            Polarity polarity = number ? Polarity.NEUTRAL : polarityOf(text.substring(p, e));
            Stance said = inProse(read, v, e - clause, polarity, number ? Bound.QUANTITY : Bound.AFFIRMING);
            if (said.why() == Category.PROBLEM && polarity != Polarity.POSITIVE) {
                said = Stance.plain(to); // a problem a score or a label is given for (The score is 7 given the typos.)
            }
            if (subject && said.kind() == Kind.TAKEN_BACK && halvesIn(read, e - clause, said.at()) > 2 * SUBJECT_WORDS) {
                said = Stance.plain(to); // past the first words of what it says of the thing: Alice wrote the report yesterday.
            }
            // Words nobody listed around it leave it unclear where the value heads its clause, as a reply of the value
            // alone (positive (2019), Count: 1250 million), or where one closes its clause glued to it, as Han and kana
            // write a word (总额是42不要。, 金額は42です出来ません。), or in Hangul, whose endings say what a clause does
            // (금액은 42 아님); in a spaced script, or after a separator, they may explain it (Score 7 reflects minor
            // style issues., The score is 7 (two minor issues).). A free string heading its clause is left unclear
            // only where at most a word follows it there (Paris (2019), Paris million): more tell of the thing it names
            // (Paris is the capital of France.).
            int at = clause + said.at();
            int tail = e - clause;
            while (tail < read.length() && clauseGoesOn(read, tail, tail + 1)) {
                tail++;
            }
            boolean unclear = said.kind() == Kind.UNCLEAR && (free ? headsTheRemark(read, v) && halvesIn(read, e - clause, tail) <= 3
                    : headsTheRemark(read, v) || at >= e && clauseGoesOn(text, e, at)
                            && (each(text, e, at, Character::isLetter) || at < to && isHangul(text.charAt(at))));
            int label = labelColonBefore(read, v);
            if (said.plain() && label >= 0) {
                said = leadKeeps(read, label + 1, v); // Count: formal 1250, Sentiment: ⚠️ positive
                unclear = !said.plain();
            } else if (said.plain() && statedRightBefore(read, 0, v, false) && halvesIn(read, 0, v) <= 2 * BARE_LINE_WORDS
                    && !(free && affirmedToItsEnd(read, e - clause))) {
                // A short sentence stating it of a thing nobody listed: 作者は1250; a free string it ends, but for an
                // affirming word, is stated as the answer (名前は田中です。).
                said = leadKeeps(read, 0, v);
                unclear = !said.plain();
            }
            if (said.kind() == Kind.TAKEN_BACK || said.kind() == Kind.CHOICE || unclear) {
                return new Stance(said.kind(), said.why(), clause + said.at(), clause + said.end());
            }
            p = e - 1;
        }
        return Stance.plain(to);
    }

    /** The page of the roles of the data spoken of ({@link #dataSpokenOf}). */
    private static final Lexicon DATA_SPOKEN_PAGE = LEX.roles(Role.DATA_NAMED);
    /**
     * The roles a predicate of the data is made of where it keeps it ({@link #dataSpokenOf}): with the data named again
     * ({@code That is the value from the table.}, {@code This is the JSON you asked for.}).
     */
    private static final long DATA_PREDICATE = Role.mask(Role.DATA_KEEPS, Role.DATA_DEFINES, Role.DATA_NAMED);
    /** The categories whose terms keep the data in a predicate of it: those of a bare line, and a word of a settled value. */
    private static final long DATA_KEEPING = KEEPS_A_VALUE | Category.SETTLED.bit();
    /** What takes the data back in the object of a verb defining what it counts ({@code includes a rough guess}). */
    private static final long DEFINITION_TAKES_BACK = REMARK_AFTER | STANDING_IN;

    /**
     * What a remark after the data of more than {@link #BARE_LINE_WORDS} words says of the data where the data itself
     * is its subject ({@link Role#DATA_NAMED}: {@code This number is indicative only.}, {@code Dieser Wert ist nur ein
     * Richtwert.}, {@code この値は目安です。}; or a property's name after a {@link Role#DATA_DETERMINER}: {@code The count
     * is from memory.}) or the object of an imperative opening it ({@link Role#DATA_TAKEN}: {@code Take it with a pinch
     * of salt.}, {@code Consider this number a rough idea.}): read fail-closed. The rest of the remark keeps the data
     * only where each of its words is one of the short list of what keeps meaning ({@link Role#DATA_KEEPS}: exactness
     * and confirmation, a unit or scale, derivation from the input, the copulas and articles these are written with),
     * a word of {@link #KEEPS_A_VALUE}, a number, a word of the data itself or a name of a member it holds; after a
     * verb defining what the data counts ({@link Role#DATA_DEFINES}: {@code includes}, {@code excludes}) any word but
     * a trigger of {@link #REMARK_AFTER} or {@link #STANDING_IN} keeps it too, as such an object names things of the
     * input ({@code The count includes archived items.}). Any other word leaves the data unclear: what nobody listed
     * may take it back. A predicate holding a word other readings weigh with a keep side of their own (a comparison,
     * a scale, a word of wrongness: {@code higher than last week}, {@code uses a 10-point scale}, {@code is wrong only
     * if the rubric changed}) is left to them ({@link #weighedElsewhere}).
     */
    static Stance dataSpokenOf(String text, int from, int to, int start, int end, Fields fields) {
        int a = from;
        while (a < to && !Character.isLetterOrDigit(text.charAt(a))) {
            a++;
        }
        if (a >= to || halvesIn(text, a, to) <= 2 * BARE_LINE_WORDS || start < 0 || start >= end
                || text.charAt(start) != '{' && text.charAt(start) != '[') {
            return Stance.plain(to);
        }
        int said = dataNamedEnd(text, a, to, start, end, fields);
        int verb = -1; // a first person's verb before the data as its object (I made this number up.)
        int named = -1;
        if (said < 0) {
            long taken = DATA_SPOKEN_PAGE.at(text, a, to, Role.DATA_TAKEN.bit());
            int q = taken >= 0 ? pastBlanks(text, Lexicon.endOf(taken), to) : -1;
            long object = q > Lexicon.endOf(taken) ? DATA_SPOKEN_PAGE.at(text, q, to, Role.DATA_OBJECT.bit()) : -1;
            said = object >= 0 ? Lexicon.endOf(object)
                    : q > Lexicon.endOf(taken) ? dataNamedEnd(text, q, to, start, end, fields) : -1;
            int w = q;
            while (said < 0 && q > Lexicon.endOf(taken) && w < to && Character.isLetter(text.charAt(w))
                    && text.charAt(w) < 0x2E80) {
                w++;
            }
            int r = said < 0 && w > q ? pastBlanks(text, w, to) : -1;
            long noun = r > w ? DATA_SPOKEN_PAGE.at(text, r, to, Role.DATA_NAMED.bit()) : -1;
            if (noun >= 0 && text.substring(r, Lexicon.endOf(noun)).indexOf(' ') > 0) {
                verb = q; // a verb and the data named by a noun (this number), not a bare pronoun (I hope this helps.)
                named = r;
                said = Lexicon.endOf(noun);
            }
        }
        if (said < 0) {
            return Stance.plain(to);
        }
        if (weighedElsewhere(text, said, to)) {
            return Stance.plain(to); // higher than last week, uses a 10-point scale, is wrong: other readings' words
        }
        boolean kept = verb < 0 || predicateKeeps(text, verb, named, start, end, fields);
        return kept && predicateKeeps(text, said, to, start, end, fields) ? Stance.plain(to) : new Stance(Kind.UNCLEAR, null, a, a);
    }

    /** The page of the roles of a source a remark after the data gives ({@link #attributedElsewhere}). */
    private static final Lexicon ATTRIBUTED_PAGE = LEX.roles(Role.ATTRIBUTED_TO);
    private static final long ATTRIBUTED = Role.mask(Role.ATTRIBUTED_TO, Role.ATTRIBUTED_AFTER);
    /** What a source given for a remark after the data may be made of and keep it: the input named ({@link #sourceIsTheInput}). */
    private static final long SOURCE_KEEPS = Role.mask(Role.DATA_KEEPS, Role.DATA_NAMED);

    /**
     * What a remark after the data {@code text[from, to)} says where it gives a source for what it says: a word of
     * {@link Role#ATTRIBUTED_TO} opening a clause and the words after it to the clause's end ({@code According to a
     * colleague, that is right.}, {@code Laut meinen Notizen ist das korrekt.}, {@code 据同事说，这是正确的。}), or the
     * words from its clause's start to a word of {@link Role#ATTRIBUTED_AFTER} ({@code 同僚によると、…}, {@code 동료에
     * 따르면 …}). The remark is the reply's own only where that source names the input or its author, read fail-closed
     * to its head from the short list a predicate of the data keeps it with ({@link Role#DATA_KEEPS}: {@code the
     * invoice}, {@code the table above}, {@code the customer}, {@code Rechnung}, {@code 請求書}; {@link
     * #sourceIsTheInput}). A colleague, a site or one's notes is another's word, which the data then only reports:
     * unclear. Inside a clause the same words say what varies with what ({@code Les prix diffèrent selon la région.}).
     */
    static Stance attributedElsewhere(String text, int from, int to, int start, int end, Fields fields) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80;
            if (!cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue; // inside a word of a spaced script
            }
            long found = ATTRIBUTED_PAGE.at(text, p, to, ATTRIBUTED);
            if (found < 0) {
                continue;
            }
            int e = Lexicon.endOf(found);
            boolean before = (ATTRIBUTED_PAGE.categoriesOf(found) & Role.ATTRIBUTED_AFTER.bit()) != 0;
            if (!before && !opensItsClause(text, from, p)) {
                // Inside a clause it says what varies with what (Les prix diffèrent selon la région.); after a letter
                // of a script without spaces it ends a word (据 of 数据).
                continue;
            }
            int a = before ? Math.max(from, clauseStart(text, p)) : e;
            int b = before ? p : clauseEnd(text, e, to);
            if (!sourceIsTheInput(text, a, b, start, end, fields)) {
                return new Stance(Kind.UNCLEAR, null, p, p);
            }
            p = e - 1;
        }
        return Stance.plain(to);
    }

    /** The page of the roles of hearsay in a remark after the data ({@link #hearsay}). */
    private static final Lexicon HEARSAY_PAGE = LEX.roles(Role.HEARSAY);
    private static final long HEARSAY_WORDS = Role.mask(Role.HEARSAY, Role.HEARSAY_LABEL, Role.HEARSAY_KEEPS, Role.HEARSAY_AFTER);
    private static final long HEARSAY_VERBS = Role.mask(Role.HEARSAY, Role.HEARSAY_LABEL, Role.HEARSAY_AFTER);

    /**
     * What a short remark after the data {@code text[from, to)} (at most {@link #REMARK_WORDS} words, or
     * {@link #CJK_REMARK_WORDS} in Han, kana or Hangul) says where it has the data from another: a verb of
     * {@link Role#HEARSAY} (reading, hearing, saying, taking from, coming from: {@code I read this on Reddit.},
     * {@code Das stammt aus einem Forum.}, {@code Je l'ai lu sur un forum.}, {@code Bunu bir forumda okudum.},
     * {@code 掲示板で見ました。}, {@code 포럼에서 봤어요.}), or a label of {@link Role#HEARSAY_LABEL} before a colon
     * ({@code Source: a forum post.}), or of {@link Role#HEARSAY_AFTER} whose source stands before it ({@code As my
     * colleague says.}, {@code 掲示板で見ました。}). Its source, the words of its clause after the verb or, for the latter,
     * before it, keeps the data only where each of them names the input or the data, read fail-closed as
     * {@link #sourceIsTheInput} reads a source's head: a term of {@link #SOURCE_KEEPS}
     * ({@code the invoice}, {@code the customer}, {@code the message}), one of {@link Role#HEARSAY_KEEPS} (the replier,
     * a pronoun of the data, a determiner, a particle: {@code I}, {@code it}, {@code whole}, {@code で}, {@code 에서}), a
     * number, a word of the data or a member's name ({@code As the customer says.}, {@code I read the whole
     * document.}, {@code Taken from the first line.}). A forum, a colleague or anyone else is another's word, which
     * the data then only reports: unclear.
     */
    static Stance hearsay(String text, int from, int to, int start, int end, Fields fields) {
        if (beyondARemark(text, from, to, REMARK_WORDS)) {
            return Stance.plain(to);
        }
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetter(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long found = HEARSAY_PAGE.at(text, p, to, HEARSAY_VERBS);
            if (found < 0) {
                continue;
            }
            int e = Lexicon.endOf(found);
            long bits = HEARSAY_PAGE.categoriesOf(found);
            boolean before = (bits & Role.HEARSAY_AFTER.bit()) != 0 && (bits & Role.HEARSAY.bit()) == 0;
            if ((bits & (Role.HEARSAY.bit() | Role.HEARSAY_AFTER.bit())) == 0) {
                int colon = e;
                while (colon < to && Lexicon.isBlank(text.charAt(colon))) {
                    colon++;
                }
                if (colon >= to || text.charAt(colon) != ':' && text.charAt(colon) != '：') {
                    continue; // a source named, not a label giving one (The source is the invoice.)
                }
                e = colon + 1;
            }
            // The source after the verb (read on, taken from, Source:), or before it, its subject or in a verb-final
            // clause (my colleague says, in einem Forum gelesen, 掲示板で見ました); what is said after it is not its source.
            boolean heard = before ? heardFromTheInput(text, Math.max(from, clauseStart(text, p)), p, start, end, fields)
                    : heardFromTheInput(text, e, clauseEnd(text, e, to), start, end, fields);
            if (!heard) {
                return new Stance(Kind.UNCLEAR, null, p, p);
            }
            p = e - 1;
        }
        return Stance.plain(to);
    }

    /**
     * Whether each word of {@code text[from, to)}, in the clause of a verb of {@link Role#HEARSAY}, names the input
     * or the data ({@link #hearsay}): a term of {@link #SOURCE_KEEPS} or of {@link #HEARSAY_WORDS}, a number, a word
     * of the data or a member's name; in a script without spaces each character is read as part of such a term.
     */
    private static boolean heardFromTheInput(String text, int from, int to, int start, int end, Fields fields) {
        int underscore = text.indexOf('_', from);
        if (underscore >= 0 && underscore < to) {
            text = text.replace('_', ' '); // emphasis (_Der Kunde sagt …_): its words are whole words, at the same places
        }
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80 && Character.isLetter(c);
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long kept = DATA_SPOKEN_PAGE.at(text, p, to, SOURCE_KEEPS);
            long heard = HEARSAY_PAGE.at(text, p, to, HEARSAY_WORDS);
            int keptEnd = Math.max(kept >= 0 ? Lexicon.endOf(kept) : -1, heard >= 0 ? Lexicon.endOf(heard) : -1);
            if (keptEnd > p) {
                p = keptEnd - 1;
                continue;
            }
            int w = p + 1;
            while (!cjk && w < to && (Character.isLetterOrDigit(text.charAt(w)) || "'’".indexOf(text.charAt(w)) >= 0)) {
                w++;
            }
            if (cjk || !Character.isDigit(c) && !inValue(text, p, w, start, end) && !namesMember(text, p, w, start, end, fields)) {
                return false;
            }
            p = w - 1;
        }
        return true;
    }

    /** Whether {@code c} is a Hangul syllable. */
    private static boolean hangul(char c) {
        return c >= 0xAC00 && c <= 0xD7A3;
    }

    /** The most letters of a word of the short list read as a determiner before a source's head (the, der, les, your). */
    private static final int SOURCE_DETERMINER = 4;

    /**
     * Whether the word at {@code p} opens its clause ({@link #clauseStart}) within {@code text[from, p)}: no letter or
     * digit between. A source's lead stands so ({@code According to the invoice, …}, {@code …, laut der Rechnung.});
     * inside a clause the same word says what varies with what.
     */
    private static boolean opensItsClause(String text, int from, int p) {
        for (int q = Math.max(from, clauseStart(text, p)); q < p; q++) {
            if (Character.isLetterOrDigit(text.charAt(q))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the source {@code text[from, to)} a remark gives ({@link #attributedElsewhere}) names the input: read to
     * its head, the first term of {@link #SOURCE_KEEPS} longer than a determiner (or any in a script without spaces),
     * each word before it a term of that list, a word of the data or a member's name; a source of no word names
     * nothing else.
     */
    private static boolean sourceIsTheInput(String text, int from, int to, int start, int end, Fields fields) {
        for (int p = from; p < to; p++) {
            // The source is read to its head: a word of the short list longer than a determiner names it (the
            // schema, der Rechnung, la tabla de arriba), and the words after it qualify it (As per the schema, …).
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80 && Character.isLetter(c);
            if (!Character.isLetter(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long kept = DATA_SPOKEN_PAGE.at(text, p, to, SOURCE_KEEPS);
            if (kept >= 0 && hangul(c) && Lexicon.endOf(kept) < to && hangul(text.charAt(Lexicon.endOf(kept)))) {
                kept = -1; // Korean spaces its words: a term is a whole word or one before its particle (위 of 위키백과)
            }
            if (kept >= 0 && (cjk || Lexicon.endOf(kept) - p > SOURCE_DETERMINER)) {
                return true; // its head names the input
            }
            if (kept >= 0) {
                p = Lexicon.endOf(kept) - 1;
                continue;
            }
            int w = p + 1;
            while (!cjk && w < to && (Character.isLetterOrDigit(text.charAt(w)) || "'’".indexOf(text.charAt(w)) >= 0)) {
                w++;
            }
            if (cjk || !inValue(text, p, w, start, end) && !namesMember(text, p, w, start, end, fields)) {
                return false;
            }
            p = w - 1;
        }
        return true;
    }

    /**
     * Whether each word of {@code text[from, to)}, a predicate of the data ({@link #dataSpokenOf}), keeps it: one of
     * {@link Role#DATA_KEEPS} or {@link #DATA_KEEPING}, a number, a word of the data or the name of a member it holds;
     * after a verb of {@link Role#DATA_DEFINES}, or before one that closes it, any word but a trigger of
     * {@link #DEFINITION_TAKES_BACK}. An aside set off by commas, dashes or brackets
     * ({@link Lexicon#pastParenthetical}) is passed over: it qualifies the clause, and the other readings read it
     * ({@code This value is, to be fair, exact.}).
     */
    private static boolean predicateKeeps(String text, int from, int to, int start, int end, Fields fields) {
        // Past a verb defining what the data counts, or before one closing the remark (arşivlenmiş öğeleri içerir,
        // アーカイブ済みの項目を含みます。): its object names things of the input.
        boolean defined = definingVerbCloses(text, from, to);
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80 && Character.isLetter(c);
            // At the predicate's start too: a pronoun's term holds its copula (It is, to be fair, exact.).
            int aside = Lexicon.opensAsideAt(c) ? Lexicon.pastParenthetical(text, p, to) : -1;
            if (aside > p) {
                p = aside - 1; // an aside qualifies the clause (is, to be fair, exact): the other readings read it
                continue;
            }
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            if (Character.isDigit(c)) {
                continue; // a number: the data's, a scale's or a count's (other numbers are read by otherNumberStated)
            }
            long found = LEX.at(text, p, to, -1L);
            long source = ATTRIBUTED_PAGE.at(text, p, to, ATTRIBUTED);
            if (source >= 0) {
                // A source the remark gives (, according to the invoice.): the input keeps it, as attributedElsewhere
                // reads it; a source before its word (請求書によると) is read as the predicate's words are.
                boolean before = (ATTRIBUTED_PAGE.categoriesOf(source) & Role.ATTRIBUTED_AFTER.bit()) != 0;
                int sourceEnd = before ? Lexicon.endOf(source) : clauseEnd(text, Lexicon.endOf(source), to);
                if (!before && !sourceIsTheInput(text, Lexicon.endOf(source), sourceEnd, start, end, fields)) {
                    return false;
                }
                p = sourceEnd - 1;
                continue;
            }
            long role = DATA_SPOKEN_PAGE.at(text, p, to, DATA_PREDICATE);
            if (role >= 0 && (found < 0 || Lexicon.endOf(role) >= Lexicon.endOf(found))) {
                defined |= (DATA_SPOKEN_PAGE.categoriesOf(role) & Role.DATA_DEFINES.bit()) != 0;
                p = Lexicon.endOf(role) - 1;
                continue;
            }
            // The words other readings weigh where they keep it: right, checked, real, a scale (richtig, vérifiés,
            // echt, 10-point scale).
            long weighed = SAID_RIGHT_PAGE.at(text, p, to, WEIGHED_KEEPS);
            long checked = VERIFIED_PAGE.at(text, p, to, Role.VERIFIED.bit());
            int weighedEnd = Math.max(weighed >= 0 ? Lexicon.endOf(weighed) : -1,
                    checked >= 0 ? Lexicon.endOf(checked) : -1);
            if (weighedEnd > p && (found < 0 || weighedEnd >= Lexicon.endOf(found))) {
                p = weighedEnd - 1;
                continue;
            }
            if (found >= 0 && (LEX.categoriesOf(found) & DATA_KEEPING) != 0) {
                p = Lexicon.endOf(found) - 1;
                continue;
            }
            if (defined && found >= 0 && (LEX.categoriesOf(found) & DEFINITION_TAKES_BACK) == 0) {
                p = Lexicon.endOf(found) - 1; // a thing of the input the lexicon lists elsewhere (archived items)
                continue;
            }
            int w = p + 1;
            while (!cjk && w < to && (Character.isLetterOrDigit(text.charAt(w))
                    || "'’".indexOf(text.charAt(w)) >= 0 && w + 1 < to && Character.isLetter(text.charAt(w + 1)))) {
                w++;
            }
            if (!(defined && found < 0) && !inValue(text, p, w, start, end) && !namesMember(text, p, w, start, end, fields)) {
                return false;
            }
            p = w - 1;
        }
        return true;
    }

    /**
     * The roles other readings of a remark weigh that keep the data in a predicate of it: a word of rightness, a real
     * answer, a scale and its unit ({@link #dataSpokenOf}); on the page of {@link Role#SAID_RIGHT}.
     */
    private static final long WEIGHED_KEEPS = Role.mask(Role.SAID_RIGHT, Role.REAL, Role.SCALE_TOP,
            Role.SCALE_TOP_AFTER, Role.SCALE_UNIT, Role.SCALE_NAMED);

    /** What other readings of a remark weigh with a keep side of their own: a comparison, another time, a scale. */
    private static final long WEIGHED_ELSEWHERE = Role.mask(Role.COMPARED, Role.ANOTHER_TIME, Role.SCALE_TOP,
            Role.SCALE_TOP_AFTER, Role.SCALE_NAMED);

    /**
     * Whether {@code text[from, to)} holds a word another reading of a remark weighs with a keep side of its own: a
     * comparison or another time ({@link Role#COMPARED}, {@link Role#ANOTHER_TIME}: {@code than}, {@code als},
     * {@code より}, {@code last year's}; {@link #elsewhereMixedOrGuessed}), a
     * scale ({@link Role#SCALE_NAMED}, {@link Role#SCALE_TOP}: {@link #scaleSaid}), a word of wrongness
     * ({@link Role#SAID_WRONG}: {@link #memberSaidWrong}).
     */
    private static boolean weighedElsewhere(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (SAID_RIGHT_PAGE.at(text, p, to, WEIGHED_ELSEWHERE) >= 0
                    || SAID_WRONG_PAGE.at(text, p, to, Role.SAID_WRONG.bit()) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether a verb of {@link Role#DATA_DEFINES} closes {@code text[from, to)}, only marks after it. */
    private static boolean definingVerbCloses(String text, int from, int to) {
        int z = to;
        while (z > from && !Character.isLetterOrDigit(text.charAt(z - 1))) {
            z--;
        }
        for (int p = from; p < z; p++) {
            long defines = DATA_SPOKEN_PAGE.at(text, p, z, Role.DATA_DEFINES.bit());
            if (defines >= 0 && Lexicon.endOf(defines) == z) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where the data named at {@code text[a, …)} ends ({@link #dataSpokenOf}): a term of {@link Role#DATA_NAMED}, or a
     * {@link Role#DATA_DETERMINER} and the name of a member the data holds ({@code The count}); -1 for none.
     */
    private static int dataNamedEnd(String text, int a, int to, int start, int end, Fields fields) {
        long named = DATA_SPOKEN_PAGE.at(text, a, to, Role.DATA_NAMED.bit());
        if (named >= 0) {
            return Lexicon.endOf(named);
        }
        long det = DATA_SPOKEN_PAGE.at(text, a, to, Role.DATA_DETERMINER.bit());
        int q = det >= 0 ? pastBlanks(text, Lexicon.endOf(det), to) : -1;
        if (q <= Lexicon.endOf(det) || q >= to || !Character.isLetter(text.charAt(q)) || text.charAt(q) >= 0x2E80) {
            return -1;
        }
        int w = q;
        while (w < to && Character.isLetterOrDigit(text.charAt(w))) {
            w++;
        }
        return namesMember(text, q, w, start, end, fields) ? w : -1;
    }

    /**
     * Whether the word {@code text[p, w)} names a member the data {@code text[start, end)} holds: as {@link Fields}
     * names one where it is known, else as the last word of a key written in the data ({@code count} of
     * {@code "item_count":}).
     */
    private static boolean namesMember(String text, int p, int w, int start, int end, Fields fields) {
        String word = text.substring(p, w).toLowerCase(java.util.Locale.ROOT);
        if (word.length() < 2) {
            return false;
        }
        if (fields != null && fields.names(word)) {
            return true;
        }
        for (int q = start; q < end && end - start <= AFTER_A_VALUE_WINDOW; q++) {
            if (text.charAt(q) != '"') {
                continue;
            }
            int k = q + 1;
            while (k < end && text.charAt(k) != '"') {
                k += text.charAt(k) == '\\' ? 2 : 1;
            }
            int r = pastBlanks(text, Math.min(k + 1, end), end);
            if (r < end && text.charAt(r) == ':' && keyBefore(word, word.length(), text.substring(q + 1, Math.min(k, end)))) {
                return true; // the key's last word is the word itself
            }
            q = k;
        }
        return false;
    }

    /** Whether nothing but affirming words ({@code です}, {@code 입니다}), blanks and marks follow {@code text[p, …)}. */
    private static boolean affirmedToItsEnd(String text, int p) {
        int q = p;
        while (q < text.length()) {
            long affirming = LEX.at(text, q, text.length(), Category.AFFIRMING.bit());
            if (affirming >= 0) {
                q = Lexicon.endOf(affirming);
            } else if (!Character.isLetterOrDigit(text.charAt(q))) {
                q++;
            } else {
                return false;
            }
        }
        return true;
    }

    private static boolean isHangul(char c) {
        return Character.UnicodeScript.of(c) == Character.UnicodeScript.HANGUL;
    }

    /** Whether no separator ({@code , ; : ( — [}, their full-width forms) or sentence's end stands in {@code text[from, to)}. */
    private static boolean clauseGoesOn(String text, int from, int to) {
        return each(text, from, to, c -> ",;:(—–[，；：、（【.!?。！？".indexOf(c) < 0);
    }

    /** Whether the value at {@code read[v, …)} opens its clause: nothing but marks before it, or after a label's colon. */
    private static boolean headsTheRemark(String read, int v) {
        int colon = labelColonBefore(read, v);
        return colon < 0 ? halvesIn(read, 0, v) == 0 : halvesIn(read, colon + 1, v) == 0;
    }


    /** Where the colon of a label of at most {@link #BARE_LINE_WORDS} words opening {@code remark} before {@code p} is, or -1. */
    private static int labelColonBefore(String remark, int p) {
        for (int q = 0; q < p; q++) {
            char c = remark.charAt(q);
            if (c == ':' || c == '：') {
                return q > 0 && halvesIn(remark, 0, q) <= 2 * BARE_LINE_WORDS ? q : -1;
            }
        }
        return -1;
    }

    /**
     * A string value of the data a remark may write again: one the schema lists to choose from, or JSON's {@code true} or
     * {@code false}, read wherever a remark writes it ({@code key} null); or a free string (a name, a city), read only
     * where the remark writes it as the answer (under the key of the property that holds it, {@code key}).
     */
    private record DataString(String value, String key) {
    }

    /** JSON's literals of a yes and a no, which a remark may write again as words ({@code true?}). */
    private static final List<String> BOOLEAN_LITERALS = List.of("true", "false");

    /**
     * The string values of the JSON {@code text[start, end)} (no key), as written between their quotes, of two letters or
     * more and at most {@link #RESTATED_WORDS} characters: those the schema lists as a value to choose
     * ({@link Fields#chosen}), and the free ones with the key they stand under. A string with an escape is left out. The
     * literals {@code true} and {@code false} the data writes count as words too.
     */
    private static List<DataString> dataStrings(String text, int start, int end, Fields fields) {
        List<DataString> strings = new ArrayList<>();
        String key = null;
        for (int p = start; p < end; p++) {
            if (text.charAt(p) != '"') {
                for (String literal : BOOLEAN_LITERALS) {
                    if (text.startsWith(literal, p) && strings.stream().noneMatch(d -> d.value().equals(literal))
                            && (p == start || !Character.isLetterOrDigit(text.charAt(p - 1)))) {
                        strings.add(new DataString(literal, null)); // a yes or a no the data writes as JSON's true or false
                    }
                }
                continue;
            }
            int q = p + 1;
            boolean escaped = false;
            while (q < end && text.charAt(q) != '"') {
                escaped |= text.charAt(q) == '\\';
                q += text.charAt(q) == '\\' ? 2 : 1;
            }
            int r = q + 1;
            while (r < end && Lexicon.isBlank(text.charAt(r))) {
                r++;
            }
            String value = q < end ? text.substring(p + 1, q).strip() : "";
            if (r < end && text.charAt(r) == ':') {
                key = escaped ? null : value; // the key the values after it stand under
            } else if (!escaped && value.length() <= RESTATED_WORDS && value.chars().filter(Character::isLetter).count() >= 2
                    && fields != null) {
                boolean chosen = fields.chosen().contains(value.toLowerCase(java.util.Locale.ROOT));
                if (chosen || key != null) {
                    strings.add(new DataString(value, chosen ? null : key));
                }
            }
            p = q;
        }
        return strings;
    }

    /** Whether a colon follows {@code text[…, e)} past blanks, and words after it on its line: the label of a line. */
    private static boolean labelsALine(String text, int e, int to) {
        int q = pastBlanks(text, e, to);
        if (q >= to || text.charAt(q) != ':' && text.charAt(q) != '：') {
            return false;
        }
        for (q++; q < to && !Decoration.isLineBreak(text.charAt(q)); q++) {
            if (Character.isLetterOrDigit(text.charAt(q))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the last word of the data's {@code key} (split at {@code _}, {@code -}, blanks and a lower-case letter
     * before a capital: {@code cityName} → {@code name}) stands as a word of its own in {@code remark} before {@code v}:
     * the remark writes the value as that property's ({@code The answer is not Paris.}, {@code Is the name Ada?}).
     */
    private static boolean keyBefore(String remark, int v, String key) {
        int k = key.length();
        while (k > 0 && !Character.isLetterOrDigit(key.charAt(k - 1))) {
            k--;
        }
        int ks = k;
        while (ks > 0 && Character.isLetterOrDigit(key.charAt(ks - 1))
                && !(ks < k && Character.isUpperCase(key.charAt(ks)) && Character.isLowerCase(key.charAt(ks - 1)))) {
            ks--;
        }
        String word = key.substring(ks, k).toLowerCase(java.util.Locale.ROOT);
        String lead = remark.substring(0, v).toLowerCase(java.util.Locale.ROOT);
        boolean han = !word.isEmpty() && word.charAt(0) >= 0x2E80; // a key in Han or kana is glued to the words around it
        for (int q = lead.indexOf(word); word.length() >= 2 && q >= 0; q = lead.indexOf(word, q + 1)) {
            int qe = q + word.length();
            if (han || (q == 0 || !Character.isLetterOrDigit(lead.charAt(q - 1)))
                    && (qe == lead.length() || !Character.isLetterOrDigit(lead.charAt(qe)))) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code numbers} holds {@code n}, by value ({@code 7.0} is {@code 7}). */
    private static boolean holds(List<BigDecimal> numbers, BigDecimal n) {
        return numbers.stream().anyMatch(d -> d.compareTo(n) == 0);
    }

    /**
     * The number a word joining a range's ends ({@link Role#SCALE_JOIN}: {@code to}, {@code bis}, {@code 到}) follows,
     * where that word stands right before {@code p}, else null.
     */
    private static BigDecimal joinedAfter(String text, int from, int p) {
        int q = p;
        while (q > from && Lexicon.isBlank(text.charAt(q - 1))) {
            q--;
        }
        int w = q;
        while (w > from && q - w < 8 && !Lexicon.isBlank(text.charAt(w - 1)) && !Character.isDigit(text.charAt(w - 1))) {
            w--;
        }
        long join = w < q ? SCALE_PAGE.at(text, w, q, Role.SCALE_JOIN.bit()) : -1;
        if (join < 0 || Lexicon.endOf(join) != q) {
            return null;
        }
        int n = w;
        while (n > from && Lexicon.isBlank(text.charAt(n - 1))) {
            n--;
        }
        int ns = n;
        while (ns > from && (Character.isDigit(text.charAt(ns - 1)) || text.charAt(ns - 1) == '.')) {
            ns--;
        }
        String number = text.substring(ns, n);
        if (ns == n || !Character.isDigit(number.charAt(0)) || !Character.isDigit(number.charAt(number.length() - 1))
                || number.indexOf('.') != number.lastIndexOf('.')) {
            return null; // no number, or a version (1.2.3)
        }
        return new BigDecimal(number);
    }

    /** The numbers the JSON data {@code text[start, end)} holds as values (not inside its strings). */
    private static List<BigDecimal> dataNumbers(String text, int start, int end) {
        List<BigDecimal> numbers = new ArrayList<>();
        boolean inString = false;
        for (int p = start; p < end; p++) {
            char c = text.charAt(p);
            if (inString) {
                if (c == '\\') {
                    p++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (Character.isDigit(c) || c == '-' && p + 1 < end && Character.isDigit(text.charAt(p + 1))) {
                int q = c == '-' ? p + 1 : p;
                while (q < end && (Character.isLetterOrDigit(text.charAt(q)) || "+-.".indexOf(text.charAt(q)) >= 0)) {
                    q++;
                }
                try {
                    numbers.add(new BigDecimal(text.substring(p, q)));
                } catch (NumberFormatException x) {
                    // a bare word of digits and letters is no number the data holds
                }
                p = q - 1;
            }
        }
        return numbers;
    }

    // ---- a server error's status said returned ---------------------------------------------------------------------

    /** The roles of a server error's status said returned, on one page of roles. */
    private static final Lexicon STATUS_PAGE = LEX.roles(Role.RETURNS_STATUS);
    /** How many words back from a status number (itself the first) its verb of returning may start ({@code antwortet unter Last mit 503}). */
    private static final int STATUS_VERB_WORDS = 5;
    /**
     * How many words back from a status number or its verb (itself the first) a negation may start ({@code does not
     * return}, {@code no longer the return 500}, {@code did not run into returns 500}).
     */
    private static final int STATUS_NEGATION_WORDS = 4;
    /** How many characters after a verb of returning that follows the number a negation may start ({@code 500を返しません}, {@code 500을 반환하지 않습니다}). */
    private static final int STATUS_NEGATION_AFTER = 6;

    /**
     * Where the findings {@code text[from, to)} say a server error's status is returned, in a sentence {@code counts}
     * reads at the number, or -1: a number 500 to 599 standing as a word (no digit, letter, sign or group separator
     * beside it) with a verb of {@link Role#RETURNS_STATUS} before it, at most three words between them in its clause
     * ({@code The upload responds with 503 under load.}, {@code Der Endpunkt liefert 500.}, {@code 接口返回500。}), or
     * right after it or after its status word ({@code APIが500を返します。}, {@code API가 500을 반환합니다.},
     * {@code Uç nokta 500 döndürüyor.}, {@code 500エラーが発生します}). With a word of {@link Role#STATUS_WORD} right
     * before or after the number ({@code HTTP 504}, {@code erreur 500}, {@code 500错误}, {@code 500 오류}) it is a status;
     * without one, the clause must end after it or go on with a word of {@link Role#STATUS_TAIL} or a particle: any
     * other word after it counts things ({@code returns 500 rows}, {@code 500 ms}, {@code 返回500条},
     * {@code 500件を返します}). A status word with no verb names a status handled, not returned ({@code Retries on HTTP
     * 503.}, {@code Maps timeouts to HTTP 504.}). A negation a few words before it or its verb, or right
     * after a verb that follows it, says it is not so ({@code no longer returns 500}, {@code 不再返回500},
     * {@code 500を返しません}); a word of {@link Role#STATUS_KEEPS} in its sentence puts another status in its place
     * ({@code instead of a 500}); a condition or a word of resolving before it, a time before the change, a word of
     * resolving after it or a word saying it is meant so in its sentence or the next keep the pass, as for a measure
     * said too far ({@link #excessStated}); so do a label, a heading and an option.
     */
    public static int serverErrorStated(String text, int from, int to, IntPredicate counts) {
        return serverErrorFrom(text, from, from, to, counts);
    }

    /** {@link #serverErrorStated} of the numbers from {@code start} on (no digit stands before it), sentences read from {@code from}. */
    static int serverErrorFrom(String text, int from, int start, int to, IntPredicate counts) {
        for (int p = text.indexOf('5', start); p >= 0 && p + 3 <= to; p = text.indexOf('5', p + 1)) {
            if (!isDigit(text.charAt(p + 1)) || !isDigit(text.charAt(p + 2)) || !statusNumberAt(text, from, p, to)) {
                continue;
            }
            int at = serverErrorAt(text, findingStart(text, from, p), p, to, counts);
            if (at >= 0) {
                return at;
            }
            p += 2;
        }
        return -1;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Whether the three digits at {@code p} stand as a number of their own: no digit, letter, sign or separator of a group beside them. */
    private static boolean statusNumberAt(String text, int from, int p, int to) {
        if (p > from) {
            char b = text.charAt(p - 1);
            if (isDigit(b) || b < 0x2E80 && Character.isLetter(b) || "$€£¥#+-~/\\_@%^*=<>".indexOf(b) >= 0) {
                return false;
            }
            if ((b == '.' || b == ',' || b == '\'' || b == ' ' || b == '\u00A0' || b == '\u202F') && p - 2 >= from
                    && isDigit(text.charAt(p - 2))) {
                return false; // 1,500, 1.500, 1 500: a group of a larger number
            }
        }
        int e = p + 3;
        if (e < to) {
            char a = text.charAt(e);
            if (isDigit(a) || a < 0x2E80 && Character.isLetter(a) || "%/\\_@$€£¥°^*=".indexOf(a) >= 0) {
                return false;
            }
            if ((a == '.' || a == ',' || a == '-' || a == '–' || a == ':') && e + 1 < to && isDigit(text.charAt(e + 1))) {
                return false; // 500.5, 500-599, 500:1
            }
        }
        return true;
    }

    /** {@link #serverErrorStated} of the number at {@code p} in the sentence starting at {@code sentence}. */
    private static int serverErrorAt(String text, int sentence, int p, int to, IntPredicate counts) {
        int end = p + 3;
        int clause = p;
        while (clause > sentence && ",，、:：".indexOf(text.charAt(clause - 1)) < 0) {
            clause--;
        }
        int word = statusWordAfter(text, end, to);
        boolean named = word >= 0 || statusWordBefore(text, clause, p);
        int verb = -1; // where a verb of returning before the number starts
        int back = wordsBack(text, clause, p, STATUS_VERB_WORDS);
        for (int q = back; q < p && verb < 0; q++) {
            char c = text.charAt(q);
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetter(c) || !cjk && q > clause && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            long found = STATUS_PAGE.at(text, q, p, Role.RETURNS_STATUS.bit());
            if (found >= 0 && Lexicon.endOf(found) <= p && (cjk || wordEndsAt(text, Lexicon.endOf(found), p))) {
                verb = q;
            }
        }
        int after = -1; // where a verb of returning after the number, or after its status word, ends (500を返します, 500エラーが発生)
        int q = word >= 0 ? word : end;
        while (q < to && text.charAt(q) == ' ') {
            q++;
        }
        if (q < to) {
            long found = STATUS_PAGE.at(text, q, to, Role.RETURNS_STATUS.bit());
            if (found >= 0 && (text.charAt(q) >= 0x2E80 || wordEndsAt(text, Lexicon.endOf(found), to))) {
                after = Lexicon.endOf(found);
            }
        }
        if (verb < 0 && after < 0 || !named && after < 0 && !statusTail(text, end, to)) {
            return -1; // no status returned: returns 500 rows, 500 ms, Retries on HTTP 503
        }
        int anchor = verb >= 0 ? verb : p;
        if (negatedIn(text, wordsBack(text, clause, anchor, STATUS_NEGATION_WORDS), p, to)
                || after >= 0 && negatedIn(text, after, Math.min(to, after + STATUS_NEGATION_AFTER), to)) {
            return -1;
        }
        if (statusConditioned(text, clause, anchor, after >= 0 ? after : word >= 0 ? word : end, to)
                || !counts.test(p) || excessKept(text, sentence, p, end, to, false) || statusKept(text, sentence, end, to)
                || inALabel(text, end, to) || onAHeading(text, p) || anOption(text, anchor, end)) {
            return -1;
        }
        return p;
    }

    /** Whether a word of {@link Role#STATUS_WORD} ends right before {@code p} (spaces between): {@code HTTP 500}, {@code erreur 500}, {@code 状态码500}. */
    private static boolean statusWordBefore(String text, int clause, int p) {
        int e = p;
        while (e > clause && text.charAt(e - 1) == ' ') {
            e--;
        }
        for (int q = Math.max(clause, e - 24); q < e; q++) {
            char c = text.charAt(q);
            if (c < 0x2E80 && (!Character.isLetter(c) || q > clause && Character.isLetterOrDigit(text.charAt(q - 1)))) {
                continue;
            }
            long found = STATUS_PAGE.at(text, q, e, Role.STATUS_WORD.bit());
            if (found >= 0 && Lexicon.endOf(found) == e) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where a word of {@link Role#STATUS_WORD} starting right after {@code end} (spaces or a hyphen between) ends, or -1:
     * {@code 500 Internal Server Error}, {@code 500-Fehler}, {@code 500错误}.
     */
    private static int statusWordAfter(String text, int end, int to) {
        int q = end;
        while (q < to && (text.charAt(q) == ' ' || text.charAt(q) == '-')) {
            q++;
        }
        if (q >= to) {
            return -1;
        }
        long found = STATUS_PAGE.at(text, q, to, Role.STATUS_WORD.bit());
        return found >= 0 && (text.charAt(q) >= 0x2E80 || wordEndsAt(text, Lexicon.endOf(found), to)) ? Lexicon.endOf(found) : -1;
    }

    /**
     * Whether what follows a number at {@code end} leaves it a status returned: its clause ends, or a word of
     * {@link Role#STATUS_TAIL} or a particle follows ({@code under load}, {@code 500を}, {@code 500을}); any other word
     * makes it a count ({@code 500 rows}, {@code 500条}, {@code 500件}, {@code 500개}).
     */
    private static boolean statusTail(String text, int end, int to) {
        int q = end;
        while (q < to && text.charAt(q) == ' ') {
            q++;
        }
        if (q >= to) {
            return true;
        }
        char c = text.charAt(q);
        if (c >= 0x3040 && c <= 0x309F) {
            return c != 'の'; // a particle: 500を, 500が; 500の… names what it counts
        }
        if (c >= 0xAC00 && c <= 0xD7A3) {
            return "을를이가은는도로".indexOf(c) >= 0 && (q + 1 >= to || !(text.charAt(q + 1) >= 0xAC00 && text.charAt(q + 1) <= 0xD7A3));
        }
        if (Character.isLetterOrDigit(c)) {
            if (c >= 0x2E80) {
                return false; // 500条, 500件
            }
            long found = STATUS_PAGE.at(text, q, to, Role.STATUS_TAIL.bit());
            return found >= 0 && wordEndsAt(text, Lexicon.endOf(found), to);
        }
        return ".,;:!?)]}\"'`»。，、；：！？）」』】\n".indexOf(c) >= 0; // 500%, 500/s, 500 × 2: no status
    }

    /** Whether a negation of the lexicon starts at a word's start in {@code text[from, until)} (in Han, kana and Hangul anywhere). */
    private static boolean negatedIn(String text, int from, int until, int to) {
        for (int q = from; q < until; q++) {
            char c = text.charAt(q);
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetter(c) || !cjk && q > 0 && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            if (safeguardSentenceBreak(c)) {
                return false;
            }
            long neg = NEGATION_WORDS.find(text, q, to);
            if (neg >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(neg), to))) {
                return true;
            }
        }
        return false;
    }

    /** How many characters after a status returned, in Han, kana and Hangul, a word of {@link Role#STATUS_CONDITION} may start ({@code 503を返した場合}). */
    private static final int STATUS_CONDITION_AFTER = 6;

    /**
     * Whether a word of {@link Role#STATUS_CONDITION} of a spaced script stands in the clause ({@code clause}: after its
     * last comma) before the verb or number at {@code anchor} ({@code The client backs off when the server sends a
     * 503.}; not {@code When saving, the API returns 500.}), or one of Han, kana and Hangul within
     * {@link #STATUS_CONDITION_AFTER} characters after {@code after}, where the status returned ends ({@code 返回503时},
     * {@code 503を返した場合}, {@code 503을 돌려주면}; not {@code 保存时出现500错误}, whose time comes before).
     */
    private static boolean statusConditioned(String text, int clause, int anchor, int after, int to) {
        int until = Math.min(to, after + STATUS_CONDITION_AFTER);
        for (int q = clause; q < until; q++) {
            if (q >= anchor && q < after) {
                q = after - 1;
                continue;
            }
            char c = text.charAt(q);
            boolean cjk = c >= 0x2E80;
            if (q < anchor && cjk) {
                continue;
            }
            if (q >= after && (!cjk || safeguardSentenceBreak(c))) {
                if (safeguardSentenceBreak(c)) {
                    return false;
                }
                continue;
            }
            if (!Character.isLetter(c) || !cjk && q > clause && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            long found = STATUS_PAGE.at(text, q, to, Role.STATUS_CONDITION.bit());
            if (found >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(found), to))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the sentence of a status number ending at {@code end} holds a word of {@link Role#STATUS_KEEPS}
     * ({@code instead of a 500}), or the next sentence a word saying it is meant so ({@code … 返回 503。这是预期设计。}).
     */
    private static boolean statusKept(String text, int sentence, int end, int to) {
        int stop = end;
        while (stop < to && SENTENCE_ENDS.indexOf(text.charAt(stop)) < 0 && text.charAt(stop) != '\n') {
            stop++;
        }
        int next = Math.min(to, stop + 1);
        while (next < to && SENTENCE_ENDS.indexOf(text.charAt(next)) < 0 && text.charAt(next) != '\n') {
            next++;
        }
        for (int q = sentence; q < next; q++) {
            char c = text.charAt(q);
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetter(c) || !cjk && q > sentence && Character.isLetterOrDigit(text.charAt(q - 1))) {
                continue;
            }
            long found = q < stop ? STATUS_PAGE.at(text, q, stop, Role.STATUS_KEEPS.bit())
                    : AS_MEANT_PAGE.at(text, q, next, Role.AS_MEANT.bit());
            if (found >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(found), q < stop ? stop : next))) {
                return true;
            }
        }
        return false;
    }

    /** Whether a negation of the lexicon starts in {@code text[from, to)}, in Han, kana or Hangul. */
    private static boolean negatedWithin(String text, int from, int to) {
        for (int q = from; q < to; q++) {
            if (text.charAt(q) >= 0x2E80 && LEX.at(text, q, text.length(), Category.NEGATION.bit()) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** The roles of {@link #putInOrStandsElsewhere}, all on one page of roles. */
    private static final Lexicon ELSEWHERE_PAGE = LEX.roles(Role.PUTS_IN);
    /** The most words of a remark {@link #putInOrStandsElsewhere} reads: its two words stand close in a clause. */
    private static final int ELSEWHERE_WORDS = 2 * REMARK_WORDS;
    /** The most characters of Han, kana and Hangul between the two words of a pair {@link #putInOrStandsElsewhere} reads. */
    private static final int ELSEWHERE_CHARACTERS = 12;
    /**
     * The most words between the two words of a pair of part of the input or of other data
     * ({@code only part of the provided input}, {@code die Daten des Vorjahres}, {@code girdinin yalnızca bir kısmı}).
     */
    private static final int ELSEWHERE_GAP = 2;

    /**
     * Whether a remark after a value ({@code text[from, to)}, at most {@link #ELSEWHERE_WORDS} words, or
     * {@link #CJK_REMARK_WORDS} in Han, kana or Hangul) says the data is not the answer though it calls it no example:
     * it asks the reader to put in the values ({@link Role#PUTS_IN} and {@link Role#OWN_VALUES} in one clause, in
     * either order: {@code Replace with real values.}, {@code Use your own values here.}, {@code Bitte durch echte
     * Werte ersetzen.}, {@code 実際の値に置き換えてください。}); or it stands on part of the input
     * ({@link Role#PART_SEEN} and {@link Role#SOURCE_WHOLE} at most {@link #ELSEWHERE_GAP} words apart, in either
     * order: {@code Only part of the input was visible.}, {@code Girdinin yalnızca bir kısmı görünüyordu.},
     * {@code 入力の一部しか見えませんでした。}); or on other data than asked ({@link Role#BASED_ON} and
     * {@link Role#OTHER_DATA} so near: {@code Based on last year's data.}, {@code Geçen yılın verilerine dayanarak.},
     * {@code 基于去年的数据。}). In Han, kana and Hangul the two stand in either order within
     * {@link #ELSEWHERE_CHARACTERS}. A negation earlier in the clause keeps the data ({@code No need to fill in real
     * values.}), and, for the request, one closely after it in Han, kana and Hangul ({@code 置き換える必要はありません}).
     * Either word alone keeps it ({@code Based on the invoice.}, {@code Replace the value in your config with this.},
     * {@code Fill rate is 5%.}).
     */
    static Stance putInOrStandsElsewhere(String text, int from, int to) {
        if (beyondARemark(text, from, to, ELSEWHERE_WORDS)) {
            return Stance.plain(to);
        }
        int at = pairInAClause(text, from, to, Role.PUTS_IN, Role.OWN_VALUES, ELSEWHERE_WORDS, ELSEWHERE_WORDS, true);
        if (at >= 0) {
            return Stance.takenBack(Category.NOT_ACTUAL, at);
        }
        at = pairInAClause(text, from, to, Role.PART_SEEN, Role.SOURCE_WHOLE, ELSEWHERE_GAP, ELSEWHERE_GAP, false);
        if (at >= 0) {
            return Stance.takenBack(Category.UNVERIFIED, at);
        }
        at = pairInAClause(text, from, to, Role.BASED_ON, Role.OTHER_DATA, ELSEWHERE_GAP, ELSEWHERE_GAP, false);
        return at >= 0 ? Stance.takenBack(Category.NOT_ACTUAL, at) : Stance.plain(to);
    }

    /** The roles of {@link #elsewhereMixedOrGuessed}, on one page of roles. */
    private static final Lexicon OTHERWISE_PAGE = LEX.roles(Role.ANSWERS_FOR);
    private static final long OTHERWISE_ROLES = Role.mask(Role.ANSWERS_FOR, Role.ANOTHER_ONE, Role.ANOTHER_TIME,
            Role.WORK_ITEM, Role.COMPARED, Role.MIXED_UP, Role.GUESSED, Role.LINKS_BY);
    /** The Turkish words of another one: Turkish writes no linking word before them (farklı bir dosya için). */
    private static final java.util.Set<String> ANOTHER_UNLINKED = new java.util.HashSet<>();

    static {
        ANOTHER_UNLINKED.addAll(LEX.words(Role.ANOTHER_ONE, "tr"));
        ANOTHER_UNLINKED.addAll(LEX.words(Role.ANOTHER_TIME, "tr"));
    }

    /** The most words between a link and another one, and between another one and its work item. */
    private static final int OTHERWISE_GAP = 2;

    /**
     * Whether a remark after a value ({@code text[from, to)}, at most {@link #ELSEWHERE_WORDS} words, or
     * {@link #CJK_REMARK_WORDS} in Han, kana or Hangul) says the data answers something else, is from another time, is
     * mixed up or was guessed: a word of {@link Role#ANOTHER_ONE} and one of {@link Role#WORK_ITEM} at most
     * {@link #OTHERWISE_GAP} words apart in either order, with a link at most as far before them, a word of
     * {@link Role#ANSWERS_FOR} or one of {@link Role#LINKS_BY} opening the clause or right after such a word or a work
     * item ({@code This is for a different file.}, {@code This answers a different question.}, {@code The score is
     * from the previous run.}, {@code C'est pour un autre fichier.}), or a word of {@link Role#ANOTHER_TIME} so
     * after one ({@code These are last week's results.}); in Turkish, Japanese, Chinese and Korean the pair alone, within
     * {@link #ELSEWHERE_CHARACTERS} in Han, kana and Hangul ({@code Bunlar geçen haftanın sonuçları.},
     * {@code これは別のファイルの結果です。}, {@code 这是上周的结果。}); or a word of {@link Role#MIXED_UP}
     * ({@code I mixed up the two files.}, {@code The fields are swapped.}, {@code The verdict and the score contradict
     * each other.}) or of {@link Role#GUESSED} ({@code I estimated the score.}, {@code Ik heb de score gegokt.},
     * {@code 分数是随便给的。}). In its clause, a negation before it keeps the data ({@code Nothing was mixed up.},
     * {@code The score is computed, not guessed.}), and so does one closely after it in Han, kana and Hangul
     * ({@code 推測ではありません}), a condition ({@code If I mixed up the files, tell me.}) and, for another one, a
     * comparison or what says it was asked so ({@code The score is higher than last week's.}, {@code The score compares
     * this run with the previous run.}, {@code The verdict covers a different file than last time, as asked.}).
     */
    static Stance elsewhereMixedOrGuessed(String text, int from, int to) {
        if (beyondARemark(text, from, to, ELSEWHERE_WORDS)) {
            return Stance.plain(to);
        }
        if (phraseAt(text, from, to, Category.CLOSER.bit(), 0) >= 0) {
            return Stance.plain(to); // a chat's closing of words (如有其他问题，请告诉我。): its other questions are the reader's
        }
        int clauseStart = from;
        for (int p = from; p <= to; p++) {
            if (p == to || REMARK_CLAUSE_BREAKS.indexOf(text.charAt(p)) >= 0 || SENTENCE_ENDS.indexOf(text.charAt(p)) >= 0) {
                Stance said = clauseElsewhereMixedOrGuessed(text, clauseStart, p, from, to);
                if (!said.plain()) {
                    return said;
                }
                clauseStart = p + 1;
            }
        }
        return Stance.plain(to);
    }

    /**
     * {@link #elsewhereMixedOrGuessed} of one clause, {@code text[from, to)}, of the remark {@code text[remarkFrom,
     * remarkTo)}: a chat's closing may go on past the clause ({@code 如有其他问题，请告诉我。}).
     */
    private static Stance clauseElsewhereMixedOrGuessed(String text, int from, int to, int remarkFrom, int remarkTo) {
        int words = 0; // words read so far in a spaced script, each term one
        long links = 0; // the word indexes of links, as bits
        int[] other = null; // the last word of another one: word index, start, end, 1 where it needs no link
        int[] item = null; // the last work item: word index, start, end
        boolean negated = false; // a negation read so far in a spaced script
        boolean compared = false;
        boolean conditioned = false;
        int mixed = -1; // where a word of mixing up or of guessing stands unnegated
        Category why = null;
        int another = -1; // where a pair of another one stands unnegated
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long term = OTHERWISE_PAGE.at(text, p, to, OTHERWISE_ROLES);
            int end = term >= 0 ? Lexicon.endOf(term) : -1;
            long neg = cjk ? -1 : LEX.at(text, p, to, NEGATING | Lexicon.NEGATIONS);
            if (neg >= 0 && term >= 0 && (OTHERWISE_PAGE.categoriesOf(term) & OTHERWISE_ROLES
                    & ~(Role.ANSWERS_FOR.bit() | Role.LINKS_BY.bit())) == 0) {
                term = -1; // a negation before all else (Portuguese no, "in the", is English no)
            }
            // A condition, or a chat's closing longer than a word of these there (Italian altro, "anything else").
            long cond = LEX.at(text, p, remarkTo, Category.CONDITION.bit() | Category.CLOSER.bit());
            conditioned |= cond >= 0 && (cjk || wordEndsAt(text, Lexicon.endOf(cond), remarkTo)) && Lexicon.endOf(cond) > end;
            if (term >= 0 && (cjk || end == to || !Character.isLetterOrDigit(text.charAt(end)))) {
                long roles = OTHERWISE_PAGE.categoriesOf(term) & OTHERWISE_ROLES;
                boolean unsaid = negated || cjk && cjkNegatedAround(text, from, p, end, to);
                compared |= (roles & Role.COMPARED.bit()) != 0;
                if ((roles & (Role.MIXED_UP.bit() | Role.GUESSED.bit())) != 0 && !unsaid && mixed < 0
                        && (cjk || !elsewhere(text, remarkFrom, remarkTo, p, end))) {
                    mixed = p;
                    why = (roles & Role.GUESSED.bit()) != 0 ? Category.HEDGE : Category.NOT_ACTUAL;
                }
                // A preposition links at a clause's start, after a link or after a work item (the results of).
                boolean prepositionLinks = (roles & Role.LINKS_BY.bit()) != 0 && (words == 0
                        || words <= 64 && (links & (1L << (words - 1))) != 0 || item != null && item[0] == words - 1);
                if (((roles & Role.ANSWERS_FOR.bit()) != 0 || prepositionLinks) && words < 64) {
                    links |= 1L << words;
                }
                if ((roles & Role.ANOTHER_TIME.bit()) != 0 && !cjk && linkedAt(links, words) && !unsaid && another < 0) {
                    another = p;
                }
                if ((roles & (Role.ANOTHER_ONE.bit() | Role.ANOTHER_TIME.bit())) != 0) {
                    other = new int[] {words, p, end, cjk || ANOTHER_UNLINKED.contains(folded(text, p, end)) ? 1 : 0};
                    if (item != null && pairedElsewhere(text, from, to, item, other, links) && !negated && another < 0) {
                        another = item[1];
                    }
                } else if ((roles & Role.WORK_ITEM.bit()) != 0) {
                    item = new int[] {words, p, end};
                    if (other != null && pairedElsewhere(text, from, to, other, item, links) && !negated && another < 0) {
                        another = other[1];
                    }
                }
                words += cjk ? 0 : 1;
                p = end - 1;
                continue;
            }
            if (neg >= 0 && wordEndsAt(text, Lexicon.endOf(neg), to)) {
                negated = true;
                p = Lexicon.endOf(neg) - 1;
            }
            words += cjk ? 0 : 1;
        }
        if (conditioned) {
            return Stance.plain(to);
        }
        if (mixed >= 0) {
            return Stance.takenBack(why, mixed);
        }
        return another >= 0 && !compared ? Stance.takenBack(Category.NOT_ACTUAL, another) : Stance.plain(to);
    }

    /** Whether a link stands at most {@link #OTHERWISE_GAP} words before the word indexed {@code at}. */
    private static boolean linkedAt(long links, int at) {
        for (int w = Math.max(0, at - OTHERWISE_GAP - 1); w < at && w < 64; w++) {
            if ((links & (1L << w)) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code earlier} and {@code later} (another one and a work item, in either order; word index, start, end)
     * stand near enough, the earlier linked where another one needs a link, and no negation closely after the later
     * in Han, kana and Hangul.
     */
    private static boolean pairedElsewhere(String text, int from, int to, int[] earlier, int[] later, long links) {
        boolean cjk = text.charAt(later[1]) >= 0x2E80;
        int[] one = earlier.length == 4 ? earlier : later;
        if (cjk ? later[1] - earlier[2] > ELSEWHERE_CHARACTERS : later[0] - earlier[0] - 1 > OTHERWISE_GAP) {
            return false;
        }
        if (cjk && (cjkNegatedAfter(text, later[2], to) || cjkNegatedBefore(text, from, earlier[1]))) {
            return false;
        }
        return one[3] == 1 || linkedAt(links, earlier[0]);
    }

    /**
     * Whether a word of Han, kana or Hangul at {@code text[at, end)} is negated closely before it or after it, in
     * {@code text[from, to)}: not by a negation that makes it no more than it ({@code 推測にすぎません}, "nothing but a
     * guess"; {@code 只不过是猜的}).
     */
    private static boolean cjkNegatedAround(String text, int from, int at, int end, int to) {
        return cjkNegatedAfter(text, end, to) || cjkNegatedBefore(text, from, at);
    }

    /** {@link #cjkNegatedAround} after the word only, from its {@code end}. */
    private static boolean cjkNegatedAfter(String text, int end, int to) {
        return negatedWithin(text, end, Math.min(to, end + NOT_VERIFIED_CHARACTERS))
                && !text.startsWith("にすぎ", end) && !text.startsWith("に過ぎ", end);
    }

    /** {@link #cjkNegatedAround} before the word only, starting {@code at}. */
    private static boolean cjkNegatedBefore(String text, int from, int at) {
        int before = Math.max(from, at - NOT_VERIFIED_CHARACTERS);
        String near = text.substring(before, at);
        return !near.contains("不过") && !near.contains("不過") && negatedWithin(text, before, at);
    }

    /** {@code text[from, to)} folded as the lexicon folds its terms. */
    private static String folded(String text, int from, int to) {
        StringBuilder b = new StringBuilder(to - from);
        for (int p = from; p < to; p++) {
            b.append(Lexicon.fold(text.charAt(p)));
        }
        return b.toString();
    }

    /**
     * Where a word of {@code first} stands in a clause of {@code text[from, to)} with one of {@code second} after it at
     * most {@code after} words on, or before it at most {@code before} words back (-1: never before it), no negation
     * before them in the clause; in Han, kana and Hangul in either order within {@link #ELSEWHERE_CHARACTERS}, and
     * where {@code negatedAfter}, no negation closely after the later. -1 if none.
     */
    private static int pairInAClause(String text, int from, int to, Role first, Role second, int after, int before,
            boolean negatedAfter) {
        return pairInAClause(ELSEWHERE_PAGE, text, from, to, first, second, after, before, negatedAfter);
    }

    /** {@link #pairInAClause(String, int, int, Role, Role, int, int, boolean)} for two roles on {@code page}, their page. */
    private static int pairInAClause(Lexicon page, String text, int from, int to, Role first, Role second, int after,
            int before, boolean negatedAfter) {
        int a = -1; // where the clause's last word of first starts
        int aEnd = -1;
        int b = -1; // and of second
        int bEnd = -1;
        int wordsSinceA = 0;
        int wordsSinceB = 0;
        boolean negated = false;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (REMARK_CLAUSE_BREAKS.indexOf(c) >= 0) {
                a = b = -1;
                negated = false;
                continue;
            }
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long found = page.at(text, p, to, first.bit() | second.bit());
            int end = found >= 0 ? Lexicon.endOf(found) : -1;
            if (found >= 0 && (cjk || end == to || !Character.isLetterOrDigit(text.charAt(end)))) {
                long asFirst = page.at(text, p, to, first.bit());
                boolean isFirst = asFirst >= 0 && Lexicon.endOf(asFirst) == end;
                int other = isFirst ? b : a;
                int otherEnd = isFirst ? bEnd : aEnd;
                boolean near = other >= 0 && (cjk ? p - otherEnd <= ELSEWHERE_CHARACTERS
                        : isFirst ? before >= 0 && wordsSinceB <= before : wordsSinceA <= after);
                if (near && !negated && !(cjk && negatedAfter
                        && negatedWithin(text, end, Math.min(to, end + NOT_VERIFIED_CHARACTERS)))) {
                    return Math.min(p, other);
                }
                if (isFirst) {
                    a = p;
                    aEnd = end;
                    wordsSinceA = 0;
                } else {
                    b = p;
                    bEnd = end;
                    wordsSinceB = 0;
                }
                p = end - 1;
                continue;
            }
            long neg = cjk ? -1 : LEX.at(text, p, to, Category.NEGATION.bit());
            if (neg >= 0 && a < 0 && b < 0) {
                negated = true;
                p = Lexicon.endOf(neg) - 1;
            } else if (!cjk) {
                wordsSinceA++;
                wordsSinceB++;
            }
        }
        return -1;
    }

    /**
     * Whether a short remark after a value ({@code text[from, to)}; the value written at {@code text[start, end)})
     * gives a number, or a word of the value, as near only: the number or the word opens it and a term of
     * {@link Category#APPROXIMATE} after a comma or a dash closes it ({@code 3, give or take.}, {@code 5 — more or
     * less.}, {@code 5, plus ou moins.}), in Han, kana and Hangul right after it or before it, a copula at most closing
     * it ({@code 5くらいです。}, {@code 5 정도입니다.}, {@code 대략 5입니다.}). A term opening a remark of words is read by
     * {@link #shortRemark}; one that goes on names what it speaks of ({@code 5, more or less detailed than asked}).
     */
    static Stance nearAfterALead(String text, int from, int to, int start, int end) {
        int p = skipLead(text, from, to);
        if (p < to && text.charAt(p) >= 0x2E80) {
            // A term of nearness in Han, kana or Hangul before the number: 대략 5입니다, 大约5。
            long near = LEX.at(text, p, to, Category.APPROXIMATE.bit());
            int q = near >= 0 ? Lexicon.endOf(near) : -1;
            while (q >= 0 && q < to && Lexicon.isBlank(text.charAt(q))) {
                q++;
            }
            int w = q >= 0 ? leadRun(text, q, to) : -1;
            return w > q && (Character.isDigit(text.charAt(q)) || inValue(text, q, w, start, end)) && predicateAt(text, p, w, to)
                    ? Stance.takenBack(Category.APPROXIMATE, p) : Stance.plain(to);
        }
        int w = leadRun(text, p, to);
        if (w == p || !(Character.isDigit(text.charAt(p)) || inValue(text, p, w, start, end))) {
            return Stance.plain(to);
        }
        int q = w;
        boolean mark = false;
        while (q < to && (Lexicon.isBlank(text.charAt(q)) || ",—–-".indexOf(text.charAt(q)) >= 0)) {
            mark |= !Lexicon.isBlank(text.charAt(q));
            q++;
        }
        if (q >= to || !mark && text.charAt(q) < 0x2E80) {
            return Stance.plain(to);
        }
        long near = LEX.at(text, q, to, Category.APPROXIMATE.bit());
        int e = near >= 0 ? Lexicon.endOf(near) : -1;
        return near >= 0 && predicateAt(text, q, e, to) ? Stance.takenBack(Category.APPROXIMATE, q) : Stance.plain(to);
    }

    /** What says the data is right ({@link Role#SAID_RIGHT}), on its page of roles. */
    private static final Lexicon SAID_RIGHT_PAGE = LEX.roles(Role.SAID_RIGHT);
    /** What presents what follows ({@link Role#PRESENTING}: {@code below}), on its page of roles. */
    private static final Lexicon PRESENTING_PAGE = LEX.roles(Role.PRESENTING);

    /**
     * Whether a short remark after a value ({@code text[from, to)}: at most {@link #REMARK_WORDS} words, or
     * {@link #CJK_REMARK_WORDS} written in Han, kana or Hangul) says the data is only near right, inside its sentence:
     * a word of {@link Category#APPROXIMATE} right before a word of {@link Role#SAID_RIGHT} that closes its clause
     * ({@code The score is roughly right.}, {@code Die Punktzahl ist ungefähr richtig.}, {@code La note est à peu près
     * juste.}, {@code スコアはだいたい合っています。}, a copula between in Han: {@code 差不多是对的}), or right after one,
     * itself closing the clause ({@code Das stimmt ungefähr.}, {@code Het klopt ongeveer.}). Inside a sentence a word of
     * nearness may speak of anything ({@code a note about the score}, {@code about 3 seconds}): only beside the word
     * that calls the data right does it speak of the data; one that goes on names another thing ({@code a note about
     * correct rounding}). A word of nearness that also presents or names the data ({@code below}, {@code 以上}: the
     * above) is its subject, no nearness ({@code 以上正确。}), and an ASCII word of one other language than English in
     * a remark not written in it is none ({@link #elsewhere}). A negation that closes its clause right after the word
     * of rightness, glued to it in Han, kana and Hangul ({@code Das stimmt nicht.}, {@code Dat klopt niet.},
     * {@code Doğru değil.}, {@code 正しくないです。}, {@code 맞지 않습니다.}), or stands right before one that closes its clause,
     * a short word between at most ({@code Ce n'est pas exact.}, {@code No es correcto.}, {@code That is not right.},
     * {@code 不正确。}), says it is not right: taken back as negated.
     */
    static Stance nearOrNotRight(String text, int from, int to) {
        if (beyondARemark(text, from, to, REMARK_WORDS)) {
            return Stance.plain(to);
        }
        int nearAt = -1; // the last word of nearness read, an ASCII word of another language than the remark's too
        int nearEnd = -1;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long right = SAID_RIGHT_PAGE.at(text, p, to, Role.SAID_RIGHT.bit());
            int rightEnd = right >= 0 ? Lexicon.endOf(right) : -1;
            if (right >= 0 && (cjk || wordEndsAt(text, rightEnd, to))) {
                int not = negatedRight(text, from, p, rightEnd, to);
                if (not >= 0) {
                    return Stance.takenBack(Category.NEGATION, not); // nicht richtig, n'est pas exact, 正しくない
                }
                if (nearAt >= 0 && nextTo(text, nearEnd, p) && predicateAt(text, p, rightEnd, clauseEnd(text, rightEnd, to))
                        && (!elsewhere(text, from, to, nearAt, nearEnd) || sameLanguage(text, nearAt, nearEnd, p, rightEnd))) {
                    return Stance.takenBack(Category.APPROXIMATE, nearAt); // roughly right, ungefähr richtig, 差不多是对的
                }
                int q = rightEnd;
                while (q < to && Lexicon.isBlank(text.charAt(q))) {
                    q++;
                }
                int after = q < to ? nearnessAt(text, q, to) : -1;
                if (after >= 0 && predicateAt(text, q, after, clauseEnd(text, after, to))
                        && (!elsewhere(text, from, to, q, after) || sameLanguage(text, q, after, p, rightEnd))) {
                    return Stance.takenBack(Category.APPROXIMATE, q); // stimmt ungefähr, klopt ongeveer
                }
                p = rightEnd - 1;
                continue;
            }
            int near = nearnessAt(text, p, to);
            if (near >= 0) {
                nearAt = p;
                nearEnd = near;
                p = near - 1;
            }
        }
        return Stance.plain(to);
    }

    /**
     * Where a negation stands that says the word of {@link Role#SAID_RIGHT} at {@code text[p, rightEnd)} is not so
     * ({@link #nearOrNotRight}), or -1: right after it (past blanks; in Han, kana and Hangul past one letter of its
     * inflection too: {@code 合ってい|ません}), itself closing its clause; or ending right before it, the word of rightness
     * closing its clause but for two short words at most ({@code not right at all}). In a spaced script short words may
     * stand between, one after it ({@code stimmt so nicht}), two before it ({@code n'est pas du tout exact},
     * {@code não está certa}).
     */
    private static int negatedRight(String text, int from, int p, int rightEnd, int to) {
        boolean cjk = text.charAt(p) >= 0x2E80;
        int q = rightEnd;
        for (int words = 0; words <= (cjk ? 0 : 1); words++) {
            while (q < to && Lexicon.isBlank(text.charAt(q))) {
                q++;
            }
            for (int at = q; at < to && at <= q + (cjk ? 1 : 0); at++) {
                long not = LEX.at(text, at, to, Category.NEGATION.bit());
                int notEnd = not >= 0 ? Lexicon.endOf(not) : -1;
                if (not >= 0 && (cjk || at > rightEnd && wordEndsAt(text, notEnd, to))
                        && predicateAt(text, at, notEnd, clauseEnd(text, notEnd, to))) {
                    return at;
                }
            }
            q = shortWordEnd(text, q, to); // stimmt so nicht
            if (q < 0) {
                break;
            }
        }
        int tail = clauseEnd(text, rightEnd, to);
        if (!predicateAt(text, p, rightEnd, tail) && !(fewShortWords(text, rightEnd, tail) && !cjk)) {
            return -1; // right about the date: the word goes on
        }
        int b = p;
        for (int words = 0; words <= 2; words++) {
            while (b > from && Lexicon.isBlank(text.charAt(b - 1))) {
                b--;
            }
            for (int s = Math.max(from, b - NEGATED_RIGHT_REACH); s < b; s++) {
                long not = LEX.at(text, s, b, Category.NEGATION.bit());
                if (not >= 0 && Lexicon.endOf(not) == b && (s == from || text.charAt(s) >= 0x2E80
                        || !Character.isLetterOrDigit(text.charAt(s - 1)))) {
                    return s;
                }
            }
            int w = b;
            while (w > from && Character.isLetter(text.charAt(w - 1)) && text.charAt(w - 1) < 0x2E80) {
                w--;
            }
            if (w == b || b - w > NEGATED_RIGHT_WORD) {
                return -1;
            }
            b = w; // a short word between: n'est pas exact, não está certa, not very right
        }
        return -1;
    }

    /** Whether {@code text[from, to)} holds at most two words, each of at most {@link #NEGATED_RIGHT_WORD} letters (at all, du tout). */
    private static boolean fewShortWords(String text, int from, int to) {
        int words = 0;
        for (int q = from; q < to;) {
            if (!Character.isLetterOrDigit(text.charAt(q))) {
                q++;
                continue;
            }
            int w = shortWordEnd(text, q, to);
            if (w < 0 || ++words > 2) {
                return false;
            }
            q = w;
        }
        return true;
    }

    /** Where a word of at most {@link #NEGATED_RIGHT_WORD} letters of a spaced script at {@code q} ends, or -1. */
    private static int shortWordEnd(String text, int q, int to) {
        int w = q;
        while (w < to && Character.isLetter(text.charAt(w)) && text.charAt(w) < 0x2E80) {
            w++;
        }
        return w > q && w - q <= NEGATED_RIGHT_WORD ? w : -1;
    }

    /** The longest word that may stand between a word of rightness and the negation of it. */
    private static final int NEGATED_RIGHT_WORD = 5;

    /** How far back from a word of rightness a negation ending right before it is looked for. */
    private static final int NEGATED_RIGHT_REACH = 12;

    /**
     * Where a word of {@link Category#APPROXIMATE} at {@code p} ends, as a word (anywhere in Han, kana and Hangul), or
     * -1: none that presents ({@link Role#PRESENTING}: {@code below}) or names the data ({@link Role#DISMISSED}:
     * {@code 以上}), nor a sign. Whether the remark is written in its language is the caller's to ask ({@link #elsewhere}).
     */
    private static int nearnessAt(String text, int p, int to) {
        if (!Character.isLetter(text.charAt(p))) {
            return -1;
        }
        long near = LEX.at(text, p, to, Category.APPROXIMATE.bit());
        int end = near >= 0 ? Lexicon.endOf(near) : -1;
        if (near < 0 || text.charAt(p) < 0x2E80 && !wordEndsAt(text, end, to)) {
            return -1;
        }
        long presents = PRESENTING_PAGE.at(text, p, to, Role.PRESENTING.bit());
        long names = DISMISSED_PAGE.at(text, p, to, Role.DISMISSED.bit());
        return presents >= 0 && Lexicon.endOf(presents) >= end || names >= 0 && Lexicon.endOf(names) >= end ? -1 : end;
    }

    /**
     * Whether the word of {@link Role#SAID_RIGHT} at {@code text[r, rEnd)} is of the language of the ASCII word of
     * nearness at {@code text[n, nEnd)}: the word beside it shows the remark is written in it ({@code Isto está quase
     * exato.}), where no word of the lexicon's categories may.
     */
    private static boolean sameLanguage(String text, int n, int nEnd, int r, int rEnd) {
        String language = LEX.foreignAsciiLanguage(Lexicon.foldAll(text.substring(n, nEnd)));
        return language != null && LEX.words(Role.SAID_RIGHT, language).contains(Lexicon.foldAll(text.substring(r, rEnd)));
    }

    /**
     * Whether only blanks stand in {@code text[end, p)}, where a word ends and the next starts; in Han, a copula of
     * {@link Category#STATING} too ({@code 差不多是对的}).
     */
    private static boolean nextTo(String text, int end, int p) {
        int q = end;
        while (q < p && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        if (q < p && text.charAt(q) >= 0x2E80) {
            long copula = LEX.at(text, q, p, Category.STATING.bit());
            q = copula >= 0 ? Lexicon.endOf(copula) : q;
        }
        return q == p;
    }

    /** Where the clause of a remark that goes on at {@code p} ends: at a clause's break or a sentence's end, or {@code to}. */
    private static int clauseEnd(String text, int p, int to) {
        for (int q = p; q < to; q++) {
            char c = text.charAt(q);
            if (REMARK_CLAUSE_BREAKS.indexOf(c) >= 0 || ".!?。！？…".indexOf(c) >= 0 || Decoration.isLineBreak(c)) {
                return q;
            }
        }
        return to;
    }

    /** Where the run of Latin letters and digits from {@code p} ends, a decimal point or a thousands' comma within it. */
    private static int leadRun(String text, int p, int to) {
        int w = p;
        while (w < to && text.charAt(w) < 0x2E80 && (Character.isLetterOrDigit(text.charAt(w))
                || w > p && ".,".indexOf(text.charAt(w)) >= 0 && w + 1 < to && Character.isDigit(text.charAt(w + 1)))) {
            w++;
        }
        return w;
    }

    /** The roles of {@link #dismissedOrNotFinal}, on their page of roles. */
    private static final Lexicon DISMISSED_PAGE = LEX.roles(Role.DISMISSES);
    /** Every role {@link #dismissedOrNotFinal} reads. */
    private static final long DISMISSAL_ROLES = Role.mask(Role.DISMISSES, Role.DISMISSED, Role.DISMISSED_TAIL, Role.USE,
            Role.INSTEAD, Role.INSTEAD_OF, Role.WHOLE_DATA, Role.CHANGE_LATER, Role.LATER, Role.CUT_SHORT, Role.REAL,
            Role.CHANGED_ELSEWHERE);
    /** The most words of a sentence {@link #dismissedOrNotFinal} reads: a remark, not a paragraph. */
    private static final int DISMISSAL_WORDS = 20;
    /** The most words between a dismissing verb and the data's name, in either order ({@code Ignore the previous JSON output}). */
    private static final int DISMISSAL_GAP = 3;
    /** The most words between a verb of using and {@code instead}, or a change and {@code later}, in either order. */
    private static final int INSTEAD_GAP = 5;
    /** The most characters of Han, kana and Hangul between the two words of a pair {@link #dismissedOrNotFinal} reads. */
    private static final int DISMISSAL_CHARACTERS = 12;

    /** A term {@link #dismissedOrNotFinal} found in a clause: its place, its roles (0: a negation; -1: any other word), its word's count. */
    private record Said(int start, int end, long roles, int word) {
        boolean is(Role r) {
            return roles > 0 && (roles & r.bit()) != 0;
        }

        boolean cjk(String text) {
            return text.charAt(start) >= 0x2E80;
        }
    }

    /**
     * Whether a remark after the data ({@code text[from, to)}, a sentence of at most {@link #DISMISSAL_WORDS} words)
     * tells the reader not to use it, calls all of it wrong, or says it is not final, in one of its clauses:
     * <ul>
     * <li>a verb of {@link Role#DISMISSES} with a name of the data ({@link Role#DISMISSED}) as its object, at most
     * {@link #DISMISSAL_GAP} words apart, the later of the two closing the clause but for words of
     * {@link Role#DISMISSED_TAIL} ({@code Ignore the JSON above.}, {@code Ignore that.}, {@code Ignoriere die obige
     * Antwort.}, {@code The answer above can be ignored.}); in Han, kana and Hangul in either order within
     * {@link #DISMISSAL_CHARACTERS} ({@code 위 답변은 무시하세요.}), a verb there saying the act was done or is done
     * describing rather than telling ({@link #DONE_ACT}: {@code 这个答案忽略了日志里的警告。}). An object that goes on is another thing
     * ({@code Ignore the warnings in the log.}, {@code Ignore that the log is noisy.});</li>
     * <li>a verb of {@link Role#USE} beside {@link Role#INSTEAD} ({@code Use the other answer instead.}), or one word of
     * both ({@code 请改用另一个答案。}); what takes an object ({@link Role#INSTEAD_OF}: {@code Use the score instead of the
     * rank.}) is none;</li>
     * <li>a name of all of the data ({@link Role#WHOLE_DATA}) before a word of {@link Role#SAID_WRONG} closing the
     * clause ({@code Everything above is wrong.}, {@code Tout ce qui précède est faux.});</li>
     * <li>a change ({@link Role#CHANGE_LATER}) beside {@link Role#LATER} ({@code I will update the score later.}), a
     * reply cut short ({@link Role#CUT_SHORT}: {@code I ran out of tokens.}), a negation before a word of
     * {@link Role#REAL} beside a name of the data ({@code not the real result}, {@code n'est pas la réponse finale},
     * {@code 这不是真实的结果}).</li>
     * </ul>
     * A negation before them in the clause keeps the data ({@code Don't ignore the above.}, {@code Not everything above
     * is wrong.}), and in Han, kana and Hangul one right after the later ({@code 無視しないでください}). A chat's closing
     * and a phrase that only looks like a term are one term each, read for nothing ({@code I will update you later if
     * anything changes.}).
     */
    static Stance dismissedOrNotFinal(String text, int from, int to, int dataStart, int dataEnd) {
        if (halvesIn(text, from, to) > 2 * DISMISSAL_WORDS) {
            return Stance.plain(to);
        }
        List<Said> clause = new ArrayList<>();
        int words = 0;
        for (int p = from; p <= to; p++) {
            char c = p < to ? text.charAt(p) : '.';
            if (p == to || REMARK_CLAUSE_BREAKS.indexOf(c) >= 0 || SENTENCE_ENDS.indexOf(c) >= 0 && (p + 1 >= to
                    || !Character.isLetterOrDigit(text.charAt(p + 1))) || Decoration.isLineBreak(c)) {
                int at = dismissedInAClause(text, clause, dataStart, dataEnd);
                if (at >= 0) {
                    return Stance.takenBack(Category.RETRACTION, at);
                }
                clause.clear();
                continue;
            }
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long closing = LEX.at(text, p, to, Category.CLOSER.bit() | Category.PSEUDO.bit());
            if (closing >= 0) {
                // A chat's closing is one term, read for nothing (I will update you later if anything changes.).
                clause.add(new Said(p, Lexicon.endOf(closing), -1, words));
                words += cjk ? 0 : 1;
                p = Lexicon.endOf(closing) - 1;
                continue;
            }
            long found = DISMISSED_PAGE.at(text, p, to, DISMISSAL_ROLES);
            int end = found >= 0 ? Lexicon.endOf(found) : -1;
            if (found >= 0 && (cjk || end == to || !Character.isLetterOrDigit(text.charAt(end)))) {
                long roles = DISMISSED_PAGE.categoriesOf(found) & DISMISSAL_ROLES;
                // A verb in Han or Hangul that says the act was done or is done describes, not tells (忽略了, 무시합니다).
                roles = cjk && describesAnAct(text, end, to) ? roles & ~Role.DISMISSES.bit() : roles;
                clause.add(new Said(p, end, roles == 0 ? -1 : roles, words));
                words += cjk ? 0 : 1;
                p = end - 1;
                continue;
            }
            long neg = LEX.at(text, p, to, Category.NEGATION.bit());
            if (neg >= 0 && (cjk || Lexicon.endOf(neg) == to || !Character.isLetterOrDigit(text.charAt(Lexicon.endOf(neg))))) {
                clause.add(new Said(p, Lexicon.endOf(neg), 0, words));
                words += cjk ? 0 : 1;
                p = Lexicon.endOf(neg) - 1;
                continue;
            }
            long wrong = SAID_WRONG_PAGE.at(text, p, to, Role.SAID_WRONG.bit());
            if (wrong >= 0 && (cjk || Lexicon.endOf(wrong) == to || !Character.isLetterOrDigit(text.charAt(Lexicon.endOf(wrong))))) {
                clause.add(new Said(p, Lexicon.endOf(wrong), Long.MIN_VALUE, words)); // a word of wrongness
                words += cjk ? 0 : 1;
                p = Lexicon.endOf(wrong) - 1;
                continue;
            }
            if (!cjk) {
                clause.add(new Said(p, p, -1, words++));
            }
        }
        return Stance.plain(to);
    }

    /** Where {@link #dismissedOrNotFinal} finds its clause (its terms, {@code said}) takes the data back, or -1. */
    private static int dismissedInAClause(String text, List<Said> said, int start, int end) {
        for (int i = 0; i < said.size(); i++) {
            Said a = said.get(i);
            if (a.roles() <= 0) {
                continue;
            }
            if ((a.is(Role.CUT_SHORT) || a.is(Role.USE) && a.is(Role.INSTEAD)) && !negatedAround(text, said, i, i)) {
                return a.start();
            }
            for (int j = i + 1; j < said.size(); j++) {
                Said b = said.get(j);
                boolean cjk = a.cjk(text) || b.cjk(text);
                boolean near = cjk ? b.start() - a.end() <= DISMISSAL_CHARACTERS : b.word() - a.word() - 1 <= DISMISSAL_GAP;
                boolean nearer = cjk ? near : b.word() - a.word() - 1 <= INSTEAD_GAP;
                if (b.roles() > 0 && near && (a.is(Role.DISMISSES) && b.is(Role.DISMISSED)
                        || a.is(Role.DISMISSED) && b.is(Role.DISMISSES))
                        && (cjk || closes(said, j)) && !negatedAround(text, said, i, j)) {
                    return a.start();
                }
                if (b.roles() > 0 && nearer && (a.is(Role.USE) && b.is(Role.INSTEAD) && !b.is(Role.INSTEAD_OF)
                        || a.is(Role.INSTEAD) && !a.is(Role.INSTEAD_OF) && b.is(Role.USE)
                        || (a.is(Role.CHANGE_LATER) && b.is(Role.LATER) || a.is(Role.LATER) && b.is(Role.CHANGE_LATER))
                                && !changesAnotherThing(text, said, start, end))
                        && !negatedAround(text, said, i, j)) {
                    return a.start();
                }
                if (b.roles() == Long.MIN_VALUE && a.is(Role.WHOLE_DATA) && near && (cjk || closes(said, j))
                        && !negatedAround(text, said, i, j)) {
                    return a.start();
                }
            }
        }
        // A negation before a word of what is real beside a name of the data: not the real result, 不是真实的结果.
        for (int i = 0; i < said.size(); i++) {
            if (!said.get(i).is(Role.REAL)) {
                continue;
            }
            Said r = said.get(i);
            boolean named = false;
            for (int j = Math.max(0, i - 3); j < Math.min(said.size(), i + 3); j++) {
                Said o = said.get(j);
                named |= j != i && o.is(Role.DISMISSED) && !o.is(Role.REAL)
                        && (r.cjk(text) ? Math.abs(o.start() - r.end()) <= 6 : Math.abs(o.word() - r.word()) <= 2);
            }
            if (!named) {
                continue;
            }
            for (int j = 0; j < said.size(); j++) {
                Said n = said.get(j);
                if (n.roles() == 0 && (r.cjk(text) ? Math.abs(n.start() - r.start()) <= 10
                        : j < i && r.word() - n.word() <= 4)) {
                    return n.start();
                }
            }
        }
        return -1;
    }

    /**
     * Whether a clause of a change said to come later ({@code said}) names what it changes as a thing other than the
     * data: a word of {@link Role#CHANGED_ELSEWHERE} ({@code I will update the docs later.}, {@code ドキュメントは後で
     * 更新します。}), and no name of the data ({@link Role#DISMISSED}: {@code it}, {@code the answer}) nor a word the data
     * {@code text[start, end)} holds, a member's name or a value ({@code I will update the docs and the score
     * later.}).
     */
    private static boolean changesAnotherThing(String text, List<Said> said, int start, int end) {
        boolean other = false;
        for (Said w : said) {
            if (w.is(Role.DISMISSED)) {
                return false;
            }
            other |= w.is(Role.CHANGED_ELSEWHERE);
            int e = w.end() > w.start() ? w.end() : w.start();
            while (e < text.length() && w.end() <= w.start() && Character.isLetterOrDigit(text.charAt(e))) {
                e++;
            }
            if (w.roles() != 0 && e > w.start() && inValue(text, w.start(), e, start, end)) {
                return false;
            }
        }
        return other;
    }

    /** What, right after a verb in Han or Hangul, says the act was done or is done rather than asked for. */
    private static final List<String> DONE_ACT = List.of("了", "过", "過", "합니다", "했", "한다", "하고 있");

    /** Whether {@code text} from {@code end} opens with one of {@link #DONE_ACT}. */
    private static boolean describesAnAct(String text, int end, int to) {
        for (String done : DONE_ACT) {
            if (text.startsWith(done, end) && end + done.length() <= to) {
                return true;
            }
        }
        return false;
    }

    /** Whether only words of {@link Role#DISMISSED_TAIL} or {@link Role#DISMISSED} follow the term {@code j} of a clause. */
    private static boolean closes(List<Said> said, int j) {
        for (int k = j + 1; k < said.size(); k++) {
            if (!(said.get(k).is(Role.DISMISSED_TAIL) || said.get(k).is(Role.DISMISSED))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a negation keeps the pair of terms {@code i} and {@code j} of a clause: one before {@code i}, and in Han,
     * kana and Hangul one right after {@code j} too (within a few characters).
     */
    private static boolean negatedAround(String text, List<Said> said, int i, int j) {
        for (int k = 0; k < said.size(); k++) {
            Said n = said.get(k);
            if (n.roles() != 0) {
                continue;
            }
            if (k < i || k > j && n.cjk(text) && n.start() - said.get(j).end() <= 3) {
                return true;
            }
        }
        return false;
    }

    /** The words of {@link Role#SAID_WRONG} and {@link Role#MEMBER_TAIL}, on their page of roles. */
    private static final Lexicon SAID_WRONG_PAGE = LEX.roles(Role.SAID_WRONG);
    /** What ends a sentence, beside {@link #REMARK_CLAUSE_BREAKS}, for {@link #memberSaidWrong}. */
    private static final String SENTENCE_ENDS = ".!?。！？…";
    /**
     * What, before a member's name in its clause, leaves a word of wrongness after it unsaid: a negation, a condition,
     * a time before this answer ({@code the old score}), another's word ({@code The customer says the total is
     * wrong.}); and {@link Role#OTHER_MEMBER}.
     */
    private static final long UNSAYING = Category.mask(Category.NEGATION, Category.CONDITION, Category.HISTORICAL,
            Category.ATTRIBUTION);
    /**
     * What may follow a word of wrongness in its clause and leave it the predicate: a conjunction, a contrast, a
     * reason. A condition is none: {@code The score is wrong only if the rubric changed.} says it stands.
     */
    private static final long GOES_ON = Category.mask(Category.CONJUNCTION, Category.CONTRAST, Category.REMARK_OPENER);
    /** Sentence-final particles of Japanese and Chinese that may close a clause after a word of wrongness. */
    private static final String CJK_FINALS = "よねなわ了啊呢吧요";

    /**
     * Whether a remark after a value ({@code text[from, to)}) says a member the data holds is wrong: in one clause, a
     * word naming the member ({@link Fields#names}: the head word of its property's name) as the subject, then at
     * most a word or two of {@link Role#MEMBER_TAIL}, then a word of {@link Role#SAID_WRONG} that closes the clause or
     * is followed by a conjunction, a contrast or a reason ({@code The score is wrong.}, {@code The verdict above is a
     * mistake.}, {@code I got the verdict wrong.}, {@code Der Score ist falsch.}, {@code Le verdict est faux.},
     * {@code Score yanlış.}). In Japanese and Korean the word opens at the particle after the name
     * ({@code スコアは間違っています。}, {@code 점수가 틀렸습니다.}), in Chinese right after it ({@code 分数是错的。}); a name
     * there written in Han, kana or Hangul cannot be matched to a property named in other letters, so where the data
     * names none so, any word right before it is read as a member's, failing closed. A negation, a condition, a
     * time before, another's word or a word making it another's value or what another says of it before the name in
     * its clause leaves it unsaid ({@code I don't think the score is wrong.}, {@code Let me know if the score is
     * wrong.}, {@code The original score was wrong.}, {@code The customer says the total is wrong.}, {@code Le client
     * dit que le total est faux.}, {@code 客户说总额错了。});
     * so does a negation the word does not hold ({@code The verdict is not wrong.}); a word of
     * wrongness written in the value states it ({@code The verdict is incorrect.} beside {@code {"verdict":
     * "incorrect"}}); a word of wrongness qualifying another noun says nothing of the member ({@code The wrong answers lower the score.},
     * {@code Score wrong answers as 0.}).
     */
    static Stance memberSaidWrong(String text, int from, int to, int start, int end, Fields fields) {
        if (fields == null || fields.held().isEmpty()) {
            return Stance.plain(to);
        }
        boolean unsaid = false; // a negation or a condition before, in this clause
        int clause = from;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (REMARK_CLAUSE_BREAKS.indexOf(c) >= 0 || SENTENCE_ENDS.indexOf(c) >= 0 && !inAWord(text, p, to)
                    || Decoration.isLineBreak(c)) {
                unsaid = false;
                clause = p + 1;
                continue;
            }
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            if (cjk) {
                long said = unsaid ? -1 : SAID_WRONG_PAGE.at(text, p, to, Role.SAID_WRONG.bit());
                if (said >= 0 && closesCjkClause(text, Lexicon.endOf(said), to) && cjkSubject(text, clause, p, fields)) {
                    return Stance.takenBack(Category.PROBLEM, p);
                }
                unsaid |= LEX.at(text, p, to, UNSAYING) >= 0 || SAID_WRONG_PAGE.at(text, p, to, Role.OTHER_MEMBER.bit()) >= 0;
                continue;
            }
            int w = p;
            while (w < to && (Character.isLetterOrDigit(text.charAt(w)) || Character.isSurrogate(text.charAt(w)))
                    && text.charAt(w) < 0x2E80) {
                w++;
            }
            if (!unsaid && fields.names(text.substring(p, w).toLowerCase(java.util.Locale.ROOT))) {
                int q = pastBlanks(text, w, to);
                for (int tail = 0; tail < 2 && q < to; tail++) {
                    long t = SAID_WRONG_PAGE.at(text, q, to, Role.MEMBER_TAIL.bit());
                    if (t < 0) {
                        break;
                    }
                    q = pastBlanks(text, Lexicon.endOf(t), to);
                }
                long said = q < to ? SAID_WRONG_PAGE.at(text, q, to, Role.SAID_WRONG.bit()) : -1;
                if (said >= 0 && closesItsClause(text, Lexicon.endOf(said), to)
                        && !lastWordInValue(text, q, Lexicon.endOf(said), start, end)) {
                    return Stance.takenBack(Category.PROBLEM, p);
                }
            }
            long hedge = LEX.at(text, p, to, Category.HEDGE.bit());
            if (hedge >= 0 && !negatedIn(text, p, Lexicon.endOf(hedge))) {
                p = Lexicon.endOf(hedge) - 1; // I think, I believe: the reply's own doubt, no other's word
                continue;
            }
            long unsaying = LEX.at(text, p, to, UNSAYING);
            unsaying = unsaying >= 0 ? unsaying : SAID_WRONG_PAGE.at(text, p, to, Role.OTHER_MEMBER.bit());
            if (unsaying >= 0) {
                unsaid = true;
                p = Lexicon.endOf(unsaying) - 1;
            } else {
                p = w - 1;
            }
        }
        return Stance.plain(to);
    }

    /** The words of {@link Role#CORRECTED} and its kin, on their page of roles. */
    private static final Lexicon CORRECTED_PAGE = LEX.roles(Role.CORRECTED);
    /** The most words, in halves ({@link #halvesIn}), a value a word of correcting names may take to its sentence's end. */
    private static final int CORRECTED_VALUE_HALVES = 6;
    /** What a word of correcting may stand apart from the value it names by: {@code Typo: 21.}, {@code Off by one — 13.}. */
    /** What before a word of {@link #corrected} in its sentence leaves it unsaid: a negation, a condition. */
    private static final long CORRECTION_UNSAID = Category.mask(Category.NEGATION, Category.CONDITION);
    /** What, right before a word of correcting in Han, kana or Hangul, makes it a thing's: {@code の}, {@code 的}, {@code 의}. */
    private static final String CORRECTED_OF = "の的의";
    private static final String CORRECTED_MARKS = ":：,，—–-=>→\"'“”«»「」";

    /**
     * Whether a remark after a value ({@code text[from, to)}; the data at {@code text[start, end)}) corrects it to
     * another value or says the real one differs, in one sentence with no negation or condition before the word
     * ({@code Let me know if the real values differ.} keeps it):
     * <ul>
     * <li>a word of {@link Role#CORRECTED} ({@code meant}, {@code typo}, {@code make that}, {@code correction},
     * {@code instead}, {@code ich meinte}, {@code je voulais dire}, {@code 訂正}, {@code 我是说}, {@code 정정}) with
     * nothing after it to its sentence's end ({@code Sorry, typo.}, {@code Lyon demek istedim.}) or, past marks, a
     * value of at most three words ({@code Sorry, I meant Lyon.}, {@code Sorry, typo: 21.}, {@code 订正：里昂。}). It keeps
     * the data where that value is written in the data ({@code I meant Paris, the capital.}; before the word where
     * nothing follows it, {@code Paris demek istedim.}), or a word of {@link Role#CORRECTED_KEEPS} follows it and it
     * speaks of something else ({@code I meant to add: …}, {@code Instead of XML …}, {@code Fixed a typo in the
     * README.}); a number after it none of the data's numbers is, or a text of the schema's choices the data does not
     * hold, is another value however long the sentence;</li>
     * <li>a word of {@link Role#DIFFERS} closing its sentence after a word of {@link Role#DIFFERS_SUBJECT}
     * ({@code The actual one differs.}, {@code The logs say otherwise.}, {@code Der tatsächliche Wert weicht ab.},
     * {@code 実際の値は異なります。}); what differs by something, or with no such subject, is said of another thing
     * ({@code Prices differ by region.});</li>
     * <li>a word of {@link Role#OTHER_ONE} closing its sentence ({@code The other way round.}, {@code Meant the other
     * one.}, {@code C'est l'inverse.}, {@code 正好相反。}); one naming what follows is another thing ({@code The other
     * fields are optional.}).</li>
     * </ul>
     * In Han, kana and Hangul a word closes its sentence with up to four such characters after it (its copula).
     */
    static Stance corrected(String text, int from, int to, int start, int end, Fields fields) {
        boolean negated = false;
        boolean subject = false;
        int sentence = from;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (SENTENCE_ENDS.indexOf(c) >= 0 && !inAWord(text, p, to) || Decoration.isLineBreak(c) || c == ';' || c == '；') {
                negated = false;
                subject = false;
                sentence = p + 1;
                continue;
            }
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetterOrDigit(c) || !cjk && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            int close = correctedSentenceEnd(text, p, to);
            if (!negated) {
                long fix = CORRECTED_PAGE.at(text, p, close, Role.CORRECTED.bit());
                if (fix >= 0 && wholeWord(text, p, Lexicon.endOf(fix), close)
                        && correctsTo(text, sentence, p, Lexicon.endOf(fix), close, start, end, fields)) {
                    return Stance.takenBack(Category.NOT_ACTUAL, p);
                }
                long differs = CORRECTED_PAGE.at(text, p, close, Role.DIFFERS.bit());
                if (subject && differs >= 0 && wholeWord(text, p, Lexicon.endOf(differs), close)
                        && closesTheSentence(text, p, Lexicon.endOf(differs), close)) {
                    return Stance.takenBack(Category.NOT_ACTUAL, p);
                }
                long other = CORRECTED_PAGE.at(text, p, close, Role.OTHER_ONE.bit());
                if (other >= 0 && wholeWord(text, p, Lexicon.endOf(other), close)
                        && closesTheSentence(text, p, Lexicon.endOf(other), close)) {
                    return Stance.takenBack(Category.NOT_ACTUAL, p);
                }
            }
            long named = CORRECTED_PAGE.at(text, p, close, Role.DIFFERS_SUBJECT.bit());
            subject |= named >= 0 && wholeWord(text, p, Lexicon.endOf(named), close);
            negated |= LEX.at(text, p, close, CORRECTION_UNSAID) >= 0;
        }
        return Stance.plain(to);
    }

    /** Where the sentence holding {@code p} ends in {@code text[p, to)}: at a mark ending it, a line break or a semicolon. */
    private static int correctedSentenceEnd(String text, int p, int to) {
        int q = p;
        while (q < to) {
            char c = text.charAt(q);
            if (SENTENCE_ENDS.indexOf(c) >= 0 && !inAWord(text, q, to) || Decoration.isLineBreak(c) || c == ';' || c == '；') {
                break;
            }
            q++;
        }
        return q;
    }

    /** Whether a term {@code text[p, e)} stands as a whole word: in a spaced script no letter glued after it. */
    private static boolean wholeWord(String text, int p, int e, int to) {
        return text.charAt(p) >= 0x2E80 || e >= to || !Character.isLetterOrDigit(text.charAt(e)) || text.charAt(e) >= 0x2E80;
    }

    /**
     * Whether the term {@code text[p, e)} closes its sentence ending at {@code close}: marks only after it, or in Han,
     * kana and Hangul up to four such characters (its copula, {@code です}, {@code 입니다}).
     */
    private static boolean closesTheSentence(String text, int p, int e, int close) {
        int wide = 0;
        for (int q = e; q < close; q++) {
            char c = text.charAt(q);
            if (Character.isLetterOrDigit(c) && (c < 0x2E80 || ++wide > NOT_EXACT_COPULA)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the word of correcting {@code text[p, e)} in the sentence {@code text[sentence, close)} corrects the data
     * ({@link #corrected}).
     */
    private static boolean correctsTo(String text, int sentence, int p, int e, int close, int start, int end, Fields fields) {
        if (p > sentence && text.charAt(p) >= 0x2E80 && CORRECTED_OF.indexOf(text.charAt(p - 1)) >= 0) {
            return false; // a thing's typo (READMEの誤字, README中的笔误, README의 오타)
        }
        if (valueRightBefore(text, sentence, p, start, end)) {
            return false; // the data's own value right before it (Paris demek istedim, yazıldığı gibi.)
        }
        int v = e;
        while (v < close && (Lexicon.isBlank(text.charAt(v)) || CORRECTED_MARKS.indexOf(text.charAt(v)) >= 0)) {
            v++;
        }
        if (v >= close || closesTheSentence(text, p, e, close) && text.charAt(p) >= 0x2E80) {
            // Nothing after it: the value it corrects to stands before it, or nowhere (Lyon demek istedim., Sorry, typo.)
            int w = p;
            while (w > sentence && !Character.isLetterOrDigit(text.charAt(w - 1))) {
                w--;
            }
            int a = text.charAt(p) >= 0x2E80 ? runStart(text, sentence, w) : w;
            while (a > sentence && Character.isLetterOrDigit(text.charAt(a - 1)) && text.charAt(a - 1) < 0x2E80) {
                a--;
            }
            return a == w || !inValue(text, a, w, start, end) && !endsWithValue(text, a, w, start, end);
        }
        if (CORRECTED_PAGE.at(text, v, close, Role.CORRECTED_KEEPS.bit()) >= 0 && wholeWord(text, v,
                Lexicon.endOf(CORRECTED_PAGE.at(text, v, close, Role.CORRECTED_KEEPS.bit())), close)) {
            return false; // I meant to add …, Instead of XML …, a typo in the README
        }
        int w = v;
        boolean cjk = text.charAt(v) >= 0x2E80;
        while (w < close && Character.isLetterOrDigit(text.charAt(w)) && (text.charAt(w) >= 0x2E80) == cjk) {
            w++;
        }
        if (Character.isDigit(text.charAt(v)) && !cjk) {
            int ne = decimalEnd(text, v, close);
            List<BigDecimal> numbers = start < 0 ? List.of() : dataNumbers(text, start, end);
            try {
                return !holds(numbers, new BigDecimal(text.substring(v, ne)));
            } catch (NumberFormatException ex) {
                return false;
            }
        }
        if (w > v && (inValue(text, v, w, start, end) || cjk && startsWithValue(text, v, w, start, end))) {
            return false; // the data's own value restated: I meant Paris, the capital.
        }
        if (fields != null && w > v && fields.chosen().contains(text.substring(v, w).toLowerCase(java.util.Locale.ROOT))) {
            return true; // another of the schema's choices
        }
        return w > v && halvesIn(text, v, close) <= CORRECTED_VALUE_HALVES;
    }

    /** Whether the word right before {@code at} (past blanks, from {@code from}) is written in the value: a number or longer. */
    private static boolean valueRightBefore(String text, int from, int at, int start, int end) {
        int w = at;
        while (w > from && Lexicon.isBlank(text.charAt(w - 1))) {
            w--;
        }
        int p = w;
        while (p > from && Character.isLetterOrDigit(text.charAt(p - 1)) && text.charAt(p - 1) < 0x2E80) {
            p--;
        }
        return p < w && (w - p >= 2 || Character.isDigit(text.charAt(p))) && inValue(text, p, w, start, end);
    }

    /** Whether a string of the data written in Han, kana or Hangul opens {@code text[v, w)} (リヨンです). */
    private static boolean startsWithValue(String text, int v, int w, int start, int end) {
        for (int q = w; q > v + 1; q--) {
            if (inValue(text, v, q, start, end)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a string of the data written in Han, kana or Hangul closes {@code text[a, w)} (私はリヨン). */
    private static boolean endsWithValue(String text, int a, int w, int start, int end) {
        for (int q = a; q < w - 1; q++) {
            if (text.charAt(q) >= 0x2E80 && inValue(text, q, w, start, end)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a negation of the lexicon starts at a word of {@code text[from, to)} ({@code I don't think}). */
    private static boolean negatedIn(String text, int from, int to) {
        for (int q = from; q < to; q++) {
            if ((q == from || !Character.isLetterOrDigit(text.charAt(q - 1))) && LEX.at(text, q, to, Category.NEGATION.bit()) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the last word of {@code text[from, to)} is written in the value at {@code text[start, end)}: a member said
     * {@code incorrect} where the data holds {@code "incorrect"} states the value ({@code The verdict is incorrect.}
     * beside {@code {"verdict": "incorrect"}}).
     */
    private static boolean lastWordInValue(String text, int from, int to, int start, int end) {
        int w = to;
        while (w > from && !Character.isLetterOrDigit(text.charAt(w - 1))) {
            w--;
        }
        int a = w;
        while (a > from && Character.isLetterOrDigit(text.charAt(a - 1))) {
            a--;
        }
        return a < w && inValue(text, a, w, start, end);
    }

    /** Whether the mark at {@code p} stands inside a word or a number ({@code 2.5}, {@code e.g}), ending no sentence. */
    private static boolean inAWord(String text, int p, int to) {
        return p > 0 && p + 1 < to && Character.isLetterOrDigit(text.charAt(p - 1)) && Character.isLetterOrDigit(text.charAt(p + 1));
    }

    /**
     * Whether a word of wrongness ending at {@code p} closes its clause ({@link #memberSaidWrong}): marks or the
     * remark's end follow, or a word of {@link #GOES_ON} ({@code The score is wrong because …}); of a free string written
     * again after the data ({@link #restatedTakenBack}), it is written as an answer, not as the subject of what follows
     * ({@code It is not Paris.}, {@code Not Paris, actually.}).
     */
    private static boolean closesItsClause(String text, int p, int to) {
        if (p < to && Character.isLetterOrDigit(text.charAt(p))) {
            return false; // a longer word than the term
        }
        int q = pastBlanks(text, p, to);
        if (q >= to || !Character.isLetterOrDigit(text.charAt(q))) {
            return true;
        }
        return q > p && LEX.at(text, q, to, GOES_ON) >= 0;
    }

    /** {@link #closesItsClause} in Han, kana and Hangul: a mark or the end follows, past a sentence-final particle. */
    private static boolean closesCjkClause(String text, int p, int to) {
        while (p < to && CJK_FINALS.indexOf(text.charAt(p)) >= 0) {
            p++;
        }
        return p >= to || !Character.isLetterOrDigit(text.charAt(p));
    }

    /** How many characters before a word of wrongness in Han, kana or Hangul are read for a member's name written so. */
    private static final int SAID_WRONG_CJK = 8;

    /**
     * Whether what stands right before a word of wrongness at {@code p} in Han, kana or Hangul (its clause opening at
     * {@code clause}) is a member's name ({@link #memberSaidWrong}): a Latin word naming one glued to it
     * ({@code scoreは}); a name written in those scripts where the data holds one so; else any word there.
     */
    private static boolean cjkSubject(String text, int clause, int p, Fields fields) {
        int b = p;
        while (b > clause && Lexicon.isBlank(text.charAt(b - 1))) {
            b--;
        }
        if (b <= clause || !Character.isLetterOrDigit(text.charAt(b - 1))) {
            return false;
        }
        if (text.charAt(b - 1) < 0x2E80) {
            int a = b;
            while (a > clause && Character.isLetterOrDigit(text.charAt(a - 1)) && text.charAt(a - 1) < 0x2E80) {
                a--;
            }
            return fields.names(text.substring(a, b).toLowerCase(java.util.Locale.ROOT));
        }
        return !fields.heldInCjk() || namedField(text, Math.max(clause, b - SAID_WRONG_CJK), b, fields) >= 0;
    }

    /**
     * Whether a remark after a value ({@code text[from, to)}; the value written at {@code text[start, end)}) offers a
     * word of it as one of several: a word of {@link Category#CHOICE} between a word written in the value and one that
     * is not ({@code Either 5 or 6.}, {@code It is done or pending.}, {@code Entweder 5 oder 6.}, {@code Soit 5, soit
     * 6.}, {@code 5か6です。}, {@code 5或6。}, {@code 5 또는 6}): which one the reply means cannot be told. Two words both
     * written in the value offer nothing against it (a summary naming {@code login or signup}); a negation after the
     * word asks of one thing ({@code 5 or not}); a longer term of the lexicon opening at a word of Han or kana is read as
     * itself ({@code かも}, {@code 或许}).
     */
    static Stance offeredAsAChoice(String text, int from, int to, int start, int end) {
        if (start < 0) {
            return Stance.plain(to);
        }
        for (int p = from + 1; p < to; p++) {
            char c = text.charAt(p);
            boolean cjk = c >= 0x2E80;
            if (!Character.isLetter(c) || !cjk && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long found = LEX.at(text, p, to, CHOICE);
            if (found < 0) {
                continue;
            }
            int e = Lexicon.endOf(found);
            long longer = cjk ? LEX.at(text, p, to, -1L) : -1;
            if (!cjk && e < to && Character.isLetterOrDigit(text.charAt(e)) || longer >= 0 && Lexicon.endOf(longer) > e) {
                continue; // inside a word, or a longer term
            }
            int b = p;
            while (b > from && (Lexicon.isBlank(text.charAt(b - 1)) || text.charAt(b - 1) == ',' || text.charAt(b - 1) == '，')) {
                b--;
            }
            int a = e;
            while (a < to && (Lexicon.isBlank(text.charAt(a)) || text.charAt(a) == ',' || text.charAt(a) == '，')) {
                a++;
            }
            int bs = runStart(text, from, b);
            int ae = runEnd(text, a, to);
            if (bs == b || ae == a || LEX.at(text, a, to, Category.NEGATION.bit()) >= 0) {
                continue;
            }
            if (inValue(text, bs, b, start, end) != inValue(text, a, ae, start, end)) {
                return new Stance(Kind.CHOICE, Category.CHOICE, p, p);
            }
        }
        return Stance.plain(to);
    }

    /** Where the run of letters and digits of one kind (Han, kana and Hangul, or not) that ends at {@code to} starts. */
    private static int runStart(String text, int from, int to) {
        int q = to;
        while (q > from && Character.isLetterOrDigit(text.charAt(q - 1)) && (text.charAt(q - 1) >= 0x2E80) == (text.charAt(to - 1) >= 0x2E80)) {
            q--;
        }
        return q;
    }

    /** Where the run of letters and digits of one kind (Han, kana and Hangul, or not) that starts at {@code from} ends. */
    private static int runEnd(String text, int from, int to) {
        int q = from;
        while (q < to && Character.isLetterOrDigit(text.charAt(q)) && (text.charAt(q) >= 0x2E80) == (text.charAt(from) >= 0x2E80)) {
            q++;
        }
        return q;
    }

    /** The most characters of Han, kana or Hangul after a word of {@link Role#NOT_EXACT} that close its remark: its copula. */
    private static final int NOT_EXACT_COPULA = 4;

    /**
     * Whether the word {@code text[p, end)} of a remark ending at {@code to} closes it, as what the remark says of the
     * data: nothing but marks after it ({@code This is an estimate.}), or in Han, kana and Hangul a copula's few
     * characters ({@code 概算です。}, {@code 추정치입니다.}); one that goes on names what it speaks of ({@code Estimated
     * values are marked in the text.}).
     */
    private static boolean predicateAt(String text, int p, int end, int to) {
        int wide = 0;
        for (int q = end; q < to; q++) {
            char c = text.charAt(q);
            if (Character.isLetterOrDigit(c) && (c < 0x2E80 || text.charAt(p) < 0x2E80 || ++wide > NOT_EXACT_COPULA)) {
                return false;
            }
        }
        return true;
    }

    /** Where a word of {@link Role#NOT_EXACT} starts at a word's start inside {@code text(from, end)}, or -1. */
    private static int notExactInside(String text, int from, int end, int to) {
        for (int q = from + 1; q < end; q++) {
            if (Character.isLetter(text.charAt(q)) && !Character.isLetterOrDigit(text.charAt(q - 1))
                    && NOT_EXACT_PAGE.at(text, q, to, Role.NOT_EXACT.bit()) >= 0) {
                return q;
            }
        }
        return -1;
    }

    /** What says how sure the writer is ({@link Role#SURE}), on its page of roles. */
    private static final Lexicon SURENESS = LEX.roles(Role.SURE);

    /**
     * Where, in a remark {@code text[from, to)}, a word saying how sure the writer is ({@link Role#SURE}: {@code sure},
     * {@code 確信}, {@code sicher}, {@code sûr}) stands beside a share below the whole ({@code 90% sure},
     * {@code 90%の確信}, {@code Zu 90 % sicher}, {@code Sûr à 90 %}, {@code 9/10 sure}), or -1: the writer says the
     * value may be wrong, a hedge. The share is read as a confidence's is ({@link #shareBelow}); the whole
     * ({@code 100% sure}) and the word alone ({@code sure}) say nothing against the value.
     */
    static int sureShortOfWhole(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (!Character.isLetter(c) || c < 0x2E80 && p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long sure = SURENESS.at(text, p, to, Role.SURE.bit());
            if (sure < 0) {
                continue;
            }
            int e = Lexicon.endOf(sure);
            long label = LEX.at(text, p, to, Category.mask(Category.CONFIDENCE, Category.SCORE, Category.RATING));
            int after = e;
            while (after < to && Lexicon.isBlank(text.charAt(after))) {
                after++;
            }
            if (label >= 0 && Lexicon.endOf(label) > e || after < to && (text.charAt(after) == ':' || text.charAt(after) == '：')) {
                p = e - 1;
                continue; // a confidence's label (確信度: 97%, certainty: 95%) rates, read as a rating is
            }
            // The share beside it, a percentage: within a few characters before or after it (Zu 90 % sicher, Sûr à 90 %,
            // 90%の確信, %90 eminim), not a heading's number (## 2. sure answer).
            int s = Math.max(from, p - SURE_REACH);
            while (s > from && (Character.isDigit(text.charAt(s - 1)) || text.charAt(s - 1) == '.')) {
                s--;
            }
            int end = Math.min(to, e + SURE_REACH);
            boolean percent = false;
            for (int q = s; q < end && !percent; q++) {
                percent = text.charAt(q) == '%' || text.charAt(q) == '％';
            }
            if (percent && shareBelow(text, s, end, BigDecimal.ONE, false) >= 0) {
                return p;
            }
            p = e - 1;
        }
        return -1;
    }

    /** How many characters from a word of sureness its share may stand ({@link #sureShortOfWhole}). */
    private static final int SURE_REACH = 10;

    /**
     * Whether the term {@code text[start, end)} of a remark {@code text[from, to)}, an approximation read bare there,
     * belongs to a language the remark is not written in: a term one language other than English
     * lists, in ASCII letters as an English word may be ({@link Lexicon#foreignAsciiLanguage}: German {@code fast},
     * "almost"), beside other words of which none is a term of that language ({@code - fast delivery}; {@code Fast
     * fertig.} and {@code Fast.} read it). A phrase of several words is its language's wherever it stands
     * ({@code Aquí está, al menos.}: the remark's other words may be on no list): no English words run so.
     */
    private static boolean elsewhere(String text, int from, int to, int start, int end) {
        String term = Lexicon.foldAll(text.substring(start, end));
        String language = LEX.foreignAsciiLanguage(term);
        if (language == null || term.indexOf(' ') >= 0) {
            return false; // a phrase of one language is that language's wherever it stands (Aquí está, al menos.)
        }
        boolean others = false;
        for (int p = from; p < to; p++) {
            if (p >= start && p < end || !Character.isLetter(text.charAt(p)) || p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            long found = LEX.at(text, p, to, -1L);
            if (found >= 0 && LEX.lists(Lexicon.foldAll(text.substring(p, Lexicon.endOf(found))), language)) {
                return false;
            }
            others = true;
        }
        return others;
    }

    /**
     * What a comment inside a reply's JSON value says of it (a comment at {@code at}: {@code //} or {@code #} to its
     * line's end, {@code /*} to its close): its words read as the rest of a value's closing line is
     * ({@link #ON_ITS_LINE}): {@code // maybe}, {@code /* not sure *}{@code /}, {@code # placeholder} take the value
     * back; a comment of at most {@link #BARE_LINE_WORDS} words keeps it only where each of its words keeps a value, as
     * in a bare line after one, the words of the value written before it ({@code text[valueStart, at)}) among them
     * ({@link #keeps}: {@code // or technical}, {@code # TODO verify} leave it unclear), and
     * one in a script none of the lexicon's languages is written in leaves it unclear. Repair mode reads past
     * comments; what they say of the value is not dropped with them.
     */
    public static Stance inComment(String text, int at, int valueStart) {
        int end;
        if (text.startsWith("/*", at)) {
            int close = text.indexOf("*/", at + 2);
            end = close < 0 ? text.length() : close;
        } else {
            end = at;
            while (end < text.length() && !Decoration.isLineBreak(text.charAt(end))) {
                end++;
            }
        }
        int from = pastCommentMarks(text, at, end);
        Stance said = onItsLine(text, from, end);
        if (!said.plain()) {
            return said;
        }
        int halves = halvesIn(text, from, end);
        // A short comment is read as a bare line after a value is (// or technical, /* guess */, # TODO verify): only
        // words that keep a value keep it. A longer one in a script none of the lexicon's languages is written in is
        // read by nobody here.
        int unread = unreadWord(text, from, end);
        if (halves > 0 && halves <= 2 * BARE_LINE_WORDS && !keeps(text, from, end, valueStart, at) || unread >= 0) {
            return new Stance(Kind.UNCLEAR, null, unread >= 0 ? unread : from, unread >= 0 ? unread : from);
        }
        return said;
    }

    /** What the words of {@code text[from, end)}, a remark on a value on its line or in a comment, do to it ({@link #ON_ITS_LINE}). */
    private static Stance onItsLine(String text, int from, int end) {
        if (from >= end) {
            return Stance.plain(end);
        }
        Tokens remark = Tokens.of(text, from, end);
        int t = remark.firstOf(ON_ITS_LINE);
        return t < 0 ? Stance.plain(end) : Stance.takenBack(remark.category(t, ON_ITS_LINE), remark.start[t]);
    }

    /**
     * {@link #onItsLine} for the rest of a reply's JSON value's closing line, where a chat's closing words
     * ({@link Category#CLOSER}) are one term, as in a short remark after it: {@code {…} Let me know if you need anything
     * else.}, {@code {…} 何かあればお知らせください。}, {@code {…} Would you like me to explain?} keep the value. A closing
     * counts only where its words go on past it: one that ends the remark is a condition on the value
     * ({@code {…} if required}, {@code {…} wenn nötig}, {@code {…} 必要であれば}) unless no trigger stands in it
     * ({@code {…} Hope this helps!}). Every other term there is read, those after a closing too
     * ({@code {…} let me know if you need more, maybe}); a question mark only where its sentence holds no closing.
     */
    private static Stance onItsClosingLine(String text, int from, int end) {
        if (from >= end) {
            return Stance.plain(end);
        }
        int opens = from < end && "(（[【".indexOf(text.charAt(from)) >= 0 ? from + 1 : from;
        long first = LEX.at(text, opens, end, Category.CLOSER.bit());
        if (first >= 0 && !goesOn(text, Lexicon.endOf(first), end)
                && (categoriesIn(text.substring(opens, Lexicon.endOf(first))) & (CONDITION_WORDS)) != 0) {
            return Stance.takenBack(Category.CONDITION, opens); // {…} if required, {…} wenn nötig: a condition on it
        }
        Tokens remark = Tokens.of(text, from, end);
        int t = remark.firstOf(ON_ITS_LINE);
        if (t < 0) {
            return Stance.plain(end);
        }
        // The closings that count, as [start, end) runs, overlapping where two closings share words.
        int[] closings = new int[8];
        int n = 0;
        for (int p = from; p < end; p++) {
            long closer = p == from || !Character.isLetterOrDigit(text.charAt(p - 1)) || text.charAt(p) >= 0x2E80
                    ? LEX.at(text, p, end, Category.CLOSER.bit()) : -1;
            if (closer < 0) {
                continue;
            }
            int e = Lexicon.endOf(closer);
            boolean triggerIn = false;
            for (int i = 0; i < remark.size && !triggerIn; i++) {
                triggerIn = remark.start[i] >= p && remark.start[i] < e && (remark.categories[i] & ON_ITS_LINE) != 0;
            }
            if (goesOn(text, e, end) || !triggerIn) {
                if (n == closings.length) {
                    closings = Arrays.copyOf(closings, n * 2);
                }
                closings[n++] = p;
                closings[n++] = e;
            }
        }
        for (; t < remark.size; t++) {
            long c = remark.categories[t] & ON_ITS_LINE;
            if (c == 0 || within(closings, n, remark.start[t], remark.end[t])
                    || c == Category.QUESTION.bit() && (closingBefore(text, closings, n, remark.start[t])
                            || closingAfter(text, closings, n, remark.end[t]))) {
                continue;
            }
            return Stance.takenBack(remark.category(t, ON_ITS_LINE), remark.start[t]);
        }
        return Stance.plain(end);
    }

    /** What makes a closing that ends the remark right after a value a condition on it: {@code if required} is read as a phrase. */
    private static final long CONDITION_WORDS = Category.mask(Category.CONDITION, Category.PSEUDO);

    /**
     * Whether words go on after a closing ending at {@code e}, before {@code end}: a word right after it, or after its
     * clause's comma ({@code Wenn du möchtest, kann ich …}, {@code ご質問があれば、…}).
     */
    private static boolean goesOn(String text, int e, int end) {
        int next = e;
        while (next < end && Lexicon.isBlank(text.charAt(next))) {
            next++;
        }
        if (next < end && ",、，".indexOf(text.charAt(next)) >= 0) {
            next++;
            while (next < end && Lexicon.isBlank(text.charAt(next))) {
                next++;
            }
        }
        return next < end && Character.isLetterOrDigit(text.charAt(next));
    }

    /** Whether the term {@code [s, e)} lies within one of the {@code n / 2} runs of {@code runs}. */
    private static boolean within(int[] runs, int n, int s, int e) {
        for (int i = 0; i < n; i += 2) {
            if (s >= runs[i] && e <= runs[i + 1]) {
                return true;
            }
        }
        return false;
    }

    /** Whether a closing of {@code runs} opens right after {@code at}: the question mark opening it is the closing's (¿Necesitas algo más?). */
    private static boolean closingAfter(String text, int[] runs, int n, int at) {
        int p = at;
        while (p < text.length() && Lexicon.isBlank(text.charAt(p))) {
            p++;
        }
        for (int i = 0; i < n; i += 2) {
            if (runs[i] == p) {
                return true;
            }
        }
        return false;
    }

    /** Whether a closing of {@code runs} stands before {@code at} in its sentence: the question it ends is the closing's. */
    private static boolean closingBefore(String text, int[] runs, int n, int at) {
        for (int i = 0; i < n; i += 2) {
            if (runs[i] < at) {
                boolean sameSentence = true;
                for (int q = runs[i + 1]; q < at && sameSentence; q++) {
                    sameSentence = ".!?。！？".indexOf(text.charAt(q)) < 0;
                }
                if (sameSentence) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The marks that open a comment or point at a value after it on its line: {@code //}, {@code #}, {@code <-}, {@code ←}. */
    private static final String COMMENT_MARKS = "/#*<-=>←⬅:|";

    /**
     * What takes a reply's value back in the words after it on its closing line: what takes any value back anywhere in
     * its remark, a negation (one that counts problems is paired off: {@code {…} has no errors}), a value other than
     * the actual one and a check not made ({@code {…} // placeholder}, {@code {…} (unverified)}). Not an approximation:
     * {@code above} in {@code (see above)} points at the reply.
     */
    private static final long ON_ITS_LINE = ANYWHERE | Category.mask(Category.NEGATION, Category.NOT_ACTUAL,
            Category.UNVERIFIED);

    /** Past the run of a comment's or an arrow's marks at {@code p} and the blanks after it, before {@code end}. */
    private static int pastCommentMarks(String text, int p, int end) {
        int q = p;
        while (q < end && COMMENT_MARKS.indexOf(text.charAt(q)) >= 0) {
            q++;
        }
        while (q < end && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        return q;
    }

    /**
     * What both readings of the words beside a value look for in {@code text[from, to)} ({@code tokens} its terms):
     * a strike-through, a joke or a cross anywhere, else a clause opening with a retraction, a joke, a cross or a bare
     * failing verdict ({@link #later}), and a bare negation too where {@code bareNegation}.
     */
    private static Stance markedOrOpened(String text, int from, int to, Tokens tokens, boolean bareNegation) {
        int strike = strike(text, from, to);
        if (strike >= 0) {
            return Stance.takenBack(Category.CROSS, strike);
        }
        int t = tokens.firstOf(MARKED_ANYWHERE);
        if (t >= 0) {
            return Stance.takenBack(tokens.category(t, MARKED_ANYWHERE), tokens.start[t]);
        }
        // After a reply's JSON value, a later clause that is only a problem's word is a remark on it ({…}\n(wrong)).
        return later(text, from, to, LATER | NEGATIVE | (bareNegation ? Category.PROBLEM.bit() : 0), bareNegation);
    }

    /**
     * What a field of prose beside a pass does to it (a JSON verdict's other text fields, which stand in no order):
     * a joke, a cross or a strike-through anywhere in it; a clause of it that opens with a retraction or a failing
     * verdict, as a later sentence after a pass ({@link #later}: {@code Do not merge: …}, {@code FAIL}; a bare
     * negation answers the field's own key, {@code "blockers": "None"}); a pass word that the words before it in its
     * sentence take back ({@code This would pass if …}, {@code does not pass}). Words nobody listed leave the pass standing: such a field is the review's body, as the
     * lines before a marker are, not a remark on the verdict. A question mark is no trigger here either: a body asks
     * questions of the code, and a retraction word inside a clause is the code's ({@code the cancelled request}).
     */
    public static Stance besideAPass(String text) {
        return besideAPass(text, Tokens.of(text, 0, text.length()));
    }

    /** {@link #besideAPass(String)} of {@code text} read as {@code tokens}, its terms paired. */
    private static Stance besideAPass(String text, Tokens tokens) {
        int to = text.length();
        // A bare negation is no retraction here: a field answers its own key ("blockers": "None").
        Stance marked = markedOrOpened(text, 0, to, tokens, false);
        if (!marked.plain()) {
            return marked;
        }
        for (int i = 0; i < tokens.size; i++) {
            if ((tokens.categories[i] & PASSING) != 0) {
                Stance before = before(text, 0, tokens.start[i], BEFORE);
                if (!before.plain()) {
                    return before;
                }
            }
        }
        return Stance.plain(to);
    }

    /**
     * A body of prose beside a pass (a JSON verdict's text field) read as terms once for both looks made of it,
     * {@link #besideAPass(String)} and {@link #failureStated(String)}: each answers as it does alone, the second as
     * the whole text read as terms, which its windowed reading answers as.
     */
    public static Body body(String text) {
        return new Body(text, Tokens.unpaired(text, 0, text.length()));
    }

    /** {@link #body}: a text and its terms as they stand. */
    public static final class Body {
        private final String text;
        private final Tokens terms;

        private Body(String text, Tokens terms) {
            this.text = text;
            this.terms = terms;
        }

        /** {@link Assertion#besideAPass(String)} of the body. */
        public Stance besideAPass() {
            return Assertion.besideAPass(text, terms.paired(text));
        }

        /** {@link Assertion#failureStated(String)} of the body. */
        public int failureStated() {
            return Assertion.failureStated(text, terms, STATED_OR_CROSS, true, p -> true);
        }

        /**
         * Where the body states a problem of any weight, or -1: as {@link #failureStated}, with a word naming a problem
         * counted too ({@code There is a problem.}, {@code 問題があります。}, {@code Es gibt ein Problem.}) unless a word
         * beside it calls it minor ({@code one minor issue}, {@code 軽微な問題}); a word counting none or resolving it
         * clears it as it clears a failure ({@code No problems found.}, {@code the earlier bug is fixed}). A JSON pass
         * whose own body states a problem is none.
         */
        public int problemStated() {
            return Assertion.failureStated(text, terms, STATED_OR_CROSS | Category.PROBLEM.bit(), true, p -> true);
        }

        /** {@link Assertion#verdictNamedTakenBack} of the body: where it names a verdict or its label and takes it back. */
        public int verdictNamedTakenBack() {
            return Assertion.verdictNamedTakenBack(text, terms);
        }
    }

    /**
     * Where a field of prose beside a pass states a failure or a grave problem, or -1: a failing word or a severe
     * problem ({@code Tests are failing}, {@code It fails the spec}, {@code Crashes on startup}, {@code 致命的な不具合})
     * that its clause does not count or resolve: a negation or a word of resolving right before it, across the
     * problems and minor words that qualify it ({@code No tests fail}, {@code nothing is broken}, {@code no critical
     * failures}, {@code Fixes a crash on startup}), or a word of resolving right after it, as Japanese, Chinese and
     * Korean write it ({@code クラッシュを修正しました}). A pass whose own reasons state a failure is none.
     */
    public static int failureStated(String text) {
        return failureStated(text, 0, text.length(), p -> true);
    }

    /**
     * {@link #failureStated(String)} in {@code text[from, to)}, with a cross ({@code Build: ❌}) stated as well: the
     * first such place {@code counts} accepts (a review's own words, not a quote), or -1.
     */
    public static int failureStated(String text, int from, int to, IntPredicate counts) {
        return Findings.scan(text, from, to, true, false, false).failureStated(to, counts);
    }

    /**
     * Where {@code text[from, to)} first holds a word in a script none of the lexicon's languages is written in (two
     * letters or more in a row: {@code Итог}, {@code النتيجة}, not a lone {@code π}), or a word in Latin letters none
     * of them writes ({@code błąd}, {@code chắc}, {@link #READ_LATIN}), or -1: words this reading cannot weigh. Only the
     * characters {@link Lexicon#SCRIPT_LOOKS} takes are looked up.
     */
    public static int unreadWord(String text, int from, int to) {
        // A loop of its own, not the pass of both looks asked for one: alone, it is compiled for this look alone.
        byte[] table = LOOKS;
        int afterLetter = -1; // just past the last letter in a script none reads: a second one there makes a word
        int letterStart = -1; // where that letter starts (a letter outside the Basic Multilingual Plane is two chars)
        for (int p = from; p < to; p++) {
            int kind = table[text.charAt(p)];
            if ((kind & UNREAD_LATIN) != 0) {
                return wordStart(text, from, p);
            }
            if ((kind & SCRIPT_LOOK) != 0) {
                int letter = LEX.unreadLetter(text, p);
                if (letter > 0) {
                    if (mixed(text, from, to, p, letter)) {
                        return wordStart(text, from, p);
                    }
                    if (afterLetter == p) {
                        return letterStart;
                    }
                    letterStart = p;
                    afterLetter = p + letter;
                }
            }
        }
        return -1;
    }

    /**
     * Whether the letter at {@code p} (of {@code length} chars, in a script none of the lexicon's languages is written
     * in) stands beside a Latin letter in one word: a word of two scripts ({@code fаil}, {@code brоken} with a
     * Cyrillic {@code а} or {@code о}) reads as a Latin word to the eye and as none to a reader of words, so it is a
     * word nobody here reads. The micro and ohm signs, which NFKC writes as the Greek {@code μ} and {@code Ω}, are
     * units beside a Latin letter ({@code 20μs}, {@code 4kΩ}), not a second script.
     */
    private static boolean mixed(String text, int from, int to, int p, int length) {
        char c = text.charAt(p);
        return c != '\u03BC' && c != '\u03A9' && (p > from && latinLetter(text.charAt(p - 1))
                || p + length < to && latinLetter(text.charAt(p + length)));
    }

    private static boolean latinLetter(char c) {
        return c < 0x2B0 && Character.isLetter(c) || c >= 0x1E00 && c < 0x1F00;
    }

    /** Where the word holding {@code text[p]} starts, not before {@code from}. */
    private static int wordStart(String text, int from, int p) {
        while (p > from && Character.isLetter(text.charAt(p - 1))) {
            p--;
        }
        return p;
    }

    /**
     * Latin letters beyond Latin-1 that the lexicon's languages write: Turkish {@code ğ ı İ ş}, French {@code œ ÿ},
     * German {@code ẞ}. Any other (Polish {@code ł ą ę}, Czech {@code ř}, Vietnamese {@code ơ ư ạ ế}, Romanian
     * {@code ș}) is a letter of a language none of them is: a word holding one is a word of a language nobody here
     * reads ({@link #UNREAD_LATIN}).
     */
    private static final String READ_LATIN = "ğĞıİşŞœŒŸẞ";

    private static boolean unreadLatin(int c) {
        // Latin Extended-A and -B, IPA (Azerbaijani ə), Latin Extended Additional, -C, -D and -E.
        return (c >= 0x100 && c < 0x2B0 || c >= 0x1E00 && c < 0x1F00 || c >= 0x2C60 && c < 0x2C80 || c >= 0xA720 && c < 0xA800
                || c >= 0xAB30 && c < 0xAB70) && Character.isLetter(c) && READ_LATIN.indexOf(c) < 0;
    }

    /**
     * A review's findings from {@code from} to its end read in one pass for both looks a pass has them read for:
     * where a word that may state a failure starts ({@link Findings#failureStated}, up to any place) and the first
     * word in a script the lexicon does not read ({@link Findings#unreadWord}). Each answers as
     * {@link #failureStated(String, int, int, IntPredicate)} and {@link #unreadWord} do.
     */
    public static Findings findings(String text, int from) {
        return Findings.scan(text, from, text.length(), true, true, true);
    }

    /**
     * What one pass over {@code text[from, to)} found: the places where a failing word, a grave problem or a cross
     * starts (a term of those {@link Lexicon#at} finds there, read up to {@code to}; where {@code stated}), and where
     * the first word in a script none reads starts (-1: none; where {@code scripts}). Only the characters one table
     * of both looks takes are looked at: a review is mostly characters that start no such word and whose script is
     * known by a range test.
     */
    public static final class Findings {
        private final String text;
        private final int from;
        private int[] starts = new int[8];
        private int size;
        /** Where a word of {@link Role#TURN} starts ({@link Assertion#turnedFinding}). */
        private final Places turns = new Places();
        /** Where a word that may lead a harm starts ({@link Assertion#harmStated}). */
        private final Places harms = new Places();
        /** Where a cue of a part starts ({@link ShortOfWhole#cueAt}). */
        private final Places cues = new Places();
        /** Whether the pass looked for those cues, and the names of checks (where it looked for the turning words). */
        private boolean cuesRead;
        /** Where a word of a tool's failure line starts ({@link #toolFailure}). */
        private final Places tools = new Places();
        /** Where a check's name starts ({@link #checkPassPutOff}). */
        private final Places checks = new Places();
        /** Where a safeguard, or one said lacking, starts ({@link #safeguardDenied}). */
        private final Places safeguards = new Places();
        /** Where a degree of excess starts ({@link #excessStated}). */
        private final Places excesses = new Places();
        private int unread = -1;
        /**
         * The first ASCII digit from {@link #from} to the end of the range read, or that end where there is none; -1 where
         * the pass stopped before it (nobody asked for the failures) and did not look at every digit.
         */
        private int firstDigit = -1;
        /**
         * The first question mark ({@code ?} or {@code ？}) from {@link #from} to the end of the text, or the text's
         * length where there is none; -1 where the pass did not look at every character to the end.
         */
        private int firstQuestion = -1;

        private Findings(String text, int from) {
            this.text = text;
            this.from = from;
        }

        static Findings scan(String text, int from, int to, boolean stated, boolean scripts, boolean turns) {
            int looks = (stated || turns ? STATED_LOOK : 0) | (scripts ? SCRIPT_LOOK : 0) | (turns ? LACK_LOOK : 0);
            byte[] table = LOOKS;
            Findings found = new Findings(text, from);
            int afterLetter = -1; // just past the last letter in a script none reads: a second one there makes a word
            int letterStart = -1; // where that letter starts
            // Every ASCII digit is a Latin word's character, so the pass goes over each: the first is noted on the way,
            // for a rating's look (ratedLow), which then need not walk the text again to the first digit.
            int firstDigit = to;
            int firstQuestion = to; // noted on the way too: most reviews ask nothing, and then no reading looks again
            boolean whole = true;
            // The places looked at are found by a loop that only looks (lookedAt): compiled apart from the reading
            // done at them, it stays a tight loop over the characters whichever script warmed it.
            for (int p = lookedAt(table, text, from, to, looks | LATIN_WORD | QUESTION); p < to;
                    p = lookedAt(table, text, p + 1, to, looks | LATIN_WORD | QUESTION)) {
                int kind = table[text.charAt(p)];
                int look = kind & looks;
                if ((kind & QUESTION) != 0 && firstQuestion == to) {
                    firstQuestion = p;
                }
                // The character after a term's first is looked up in the same table before the term's starts are asked:
                // the 見 of 見出し, the ビ of ビュー and the 実 of 実施 start a term, but no term goes on with 出, ュ or 施.
                // A Latin word's first is read by the table of term starts alone: every ASCII letter may stand second in a
                // failing word, so the look at the next character's bits would let an English word through at a second load.
                if ((kind & LATIN_WORD) != 0 && (look & (STATED_LOOK | LACK_LOOK)) != 0
                        && Lexicon.isWordCharacter(Lexicon.fold(text.charAt(p)))) {
                    // A Latin word is matched whole (Lexicon.View#at): its first characters, read once, say which of
                    // the pass's lists may hold it (WORD_KINDS), where the tables of starts let most English words
                    // through to their fourth key.
                    int kinds = WORD_KINDS[Lexicon.wordKey(text, p, to)] & ((look & STATED_LOOK) != 0 ? ~0 : KIND_LACK)
                            & ((look & LACK_LOOK) != 0 ? ~0 : ~KIND_LACK);
                    if (kinds != 0) {
                        found.atWord(p, to, stated, turns, kinds);
                    }
                } else {
                    if ((look & STATED_LOOK) != 0
                            && ((kind & (STATED_ALONE | LATIN_WORD)) != 0 || p + 1 < to && mayGoOn(text, p))
                            && STATED_STARTS.mayStartAt(text, p, to)) {
                        // A word that turns a sentence (still, twice, 依然として) is looked for at the same places: the
                        // table's bits and the starts asked are both kinds' (STATED_STARTS).
                        found.at(p, to, stated, turns);
                    }
                    if ((look & LACK_LOOK) != 0) {
                        found.lacks(p, to); // a safeguard or a degree of excess, found in the same pass
                    }
                }
                int unreadAt = -1; // where a word nobody here reads starts, found at this place
                if ((kind & LATIN_WORD) != 0) {
                    // A term of a spaced script starts only at a word's start: the A of PASS starts none, and no letter
                    // below U+0370 has its script looked up, so the rest of the word is passed over. A letter is looked
                    // at only where the one before it is none (or at from, whatever stands before it).
                    int word = p;
                    int seen = kind;
                    for (int k; p + 1 < to && ((k = table[text.charAt(p + 1)]) & LATIN_WORD) != 0; p++) {
                        seen |= k;
                    }
                    if ((seen & DIGIT) != 0 && firstDigit == to) {
                        firstDigit = digitAt(text, word, p + 1);
                    }
                    if ((seen & UNREAD_LATIN) != 0 && (looks & SCRIPT_LOOK) != 0) {
                        // A word in Latin letters none of the lexicon's languages writes (błąd, přechodí): where its
                        // letters start, as unreadWord finds it (a digit before them is no letter of the word).
                        int letter = word;
                        while ((table[text.charAt(letter)] & UNREAD_LATIN) == 0) {
                            letter++;
                        }
                        unreadAt = wordStart(text, from, letter);
                    }
                } else if ((look & SCRIPT_LOOK) != 0 && (kind & UNREAD_LATIN) != 0) {
                    unreadAt = wordStart(text, from, p); // a Latin letter of the extended block none writes (lỗi, kiểm)
                } else if ((look & SCRIPT_LOOK) != 0) {
                    int letter = LEX.unreadLetter(text, p);
                    if (letter > 0 && mixed(text, from, to, p, letter)) {
                        unreadAt = wordStart(text, from, p); // inside a Latin word (fаil with a Cyrillic а)
                    } else if (letter > 0) {
                        unreadAt = afterLetter == p ? letterStart : -1; // the second letter in a row makes a word
                        letterStart = p;
                        afterLetter = p + letter;
                    }
                }
                if (unreadAt >= 0) {
                    found.unread = unreadAt; // the first is the one asked for
                    looks &= ~SCRIPT_LOOK;
                    if (looks == 0) {
                        whole = false;
                        break;
                    }
                }
            }
            found.firstDigit = whole ? firstDigit : -1;
            found.firstQuestion = whole && to == text.length() ? firstQuestion : -1;
            found.cuesRead = turns && whole && to == text.length();
            return found;
        }

        /**
         * The first place of {@code text[p, to)} whose character's look in {@code table} has a bit of {@code mask}, else
         * {@code to}; a failing word's first only where it is such a word alone or the character after it may stand
         * second in one ({@link #STATED_ALONE}, {@link #SECONDS_AFTER}), and a safeguard's or a degree of excess's first
         * likewise ({@link #mayLack}), as {@link #scan} reads them: most such firsts of a review are passed over here,
         * not returned to be refused.
         */
        private static int lookedAt(byte[] table, String text, int p, int to, int mask) {
            for (int q = p; q < to; q++) {
                int kind = table[text.charAt(q)];
                if ((kind & mask) != 0 && ((kind & mask & (SCRIPT_LOOK | LATIN_WORD | QUESTION)) != 0 || (kind & STATED_ALONE) != 0
                        || q + 1 < to && mayGoOn(text, q) || (kind & mask & LACK_LOOK) != 0 && mayLack(text, q, to))) {
                    return q;
                }
            }
            return to;
        }

        /**
         * Whether a safeguard or a degree of excess may start at {@code p}: the character is one alone, or the next may
         * stand second in one it starts ({@link #LACK_SECONDS}).
         */
        private static boolean mayLack(String text, int p, int to) {
            char c = text.charAt(p);
            return (LACK_ALONE[c >>> 6] & (1L << c)) != 0 || p + 1 < to && (LACK_SECONDS[c] >>> text.charAt(p + 1) & 1) != 0;
        }

        private void add(int p) {
            if (size == starts.length) {
                starts = Arrays.copyOf(starts, size * 2);
            }
            starts[size++] = p;
        }

        /**
         * Notes where a failing word (where {@code stated}) or a word of {@link Role#TURN} (where {@code turns}) starts at
         * {@code p}.
         */
        private void at(int p, int to, boolean stated, boolean turns) {
            if (stated && STATED_TERMS.at(text, p, to) >= 0) {
                add(p);
            }
            if (!turns) {
                return;
            }
            if (Turns.STARTS.mayStartAt(text, p, to) && Turns.WORDS.at(text, p, to) >= 0) {
                this.turns.add(p);
            }
            if (Harms.startsAt(text, p, to)) {
                harms.add(p); // a word that may lead a harm (Assertion.harmStated), found in the same pass
            }
            if (ShortOfWhole.cueAt(text, p, to)) {
                cues.add(p); // a cue of a part (ShortOfWhole.partPasses), found in the same pass
            }
            if (Tools.LEAD.startsAt(text, p, to)) {
                tools.add(p); // a word of a tool's failure line (toolFailure), found in the same pass
            }
            if (Checks.NAMES.startsAt(text, p, to)) {
                checks.add(p); // a check's name (checkPassPutOff), found in the same pass
            }

        }

        /**
         * {@link #at} and {@link #lacks} at a Latin word's start, asking only the lists {@code kinds} names
         * ({@link #WORD_KINDS}): each list's view finds a word character's term by its whole first word, whose first
         * characters open a term of only the lists their key's kinds name.
         */
        private void atWord(int p, int to, boolean stated, boolean turns, int kinds) {
            // (Each list's table of starts is asked next: it reads on past the first word, the b of "the build".)
            if (stated && (kinds & KIND_STATED) != 0 && STATED_ONLY_STARTS.mayStartAt(text, p, to)
                    && STATED_TERMS.at(text, p, to) >= 0) {
                add(p);
            }
            if (turns) {
                if ((kinds & KIND_TURN) != 0 && Turns.STARTS.mayStartAt(text, p, to) && Turns.WORDS.at(text, p, to) >= 0) {
                    this.turns.add(p);
                }
                if ((kinds & KIND_HARM) != 0 && Harms.startsAt(text, p, to)) {
                    harms.add(p);
                }
                if ((kinds & KIND_CUE) != 0 && ShortOfWhole.cueAt(text, p, to)) {
                    cues.add(p);
                }
                if ((kinds & KIND_TOOL) != 0 && Tools.LEAD.startsAt(text, p, to)) {
                    tools.add(p);
                }
                if ((kinds & KIND_CHECK) != 0 && Checks.NAMES.startsAt(text, p, to)) {
                    checks.add(p);
                }
            }
            if ((kinds & KIND_LACK) != 0) {
                long found = LACK_LEAD.words().at(text, p, to);
                if (found >= 0) {
                    lackAt(p, found);
                }
            }
        }

        /**
         * Notes where a safeguard, or one said lacking, or a degree of excess starts at {@code p}: asked only where the
         * next character may stand second in one of them or the character is one alone ({@link #LACK_SECONDS}).
         */
        private void lacks(int p, int to) {
            char c = text.charAt(p);
            if (!mayLack(text, p, to)) {
                return;
            }
            // A word of a spaced script is asked by its first characters (Lexicon#mayOpenWord), then by its whole word's
            // hash (Lexicon.View#at): the words of eleven languages fill the table of starts' pairs and triples, through
            // which most English words went on to a fourth key before the view was asked all the same.
            long found = (Lexicon.isWordCharacter(Lexicon.fold(c)) ? Lexicon.mayOpenWord(LACK_PREFIXES, text, p, to)
                    : LACK_LEAD.starts().mayStartAt(text, p, to)) ? LACK_LEAD.words().at(text, p, to) : -1;
            if (found >= 0) {
                lackAt(p, found);
            }
        }

        /**
         * Notes the safeguard, or one said lacking, or degree of excess {@code found} at {@code p}: a safeguard with the
         * term found, which {@link #safeguardDenied} reads (of the words of both, the longest that matches there is one
         * of a safeguard's where it is among them).
         */
        private void lackAt(int p, long found) {
            if ((SAFEGUARD_PAGE.categoriesOf(found) & SAFEGUARD_LEAD.roles()) != 0) {
                safeguards.add(p, found);
            } else {
                excesses.add(p);
            }
        }

        /**
         * {@link ShortOfWhole#partPasses} of the findings from {@code from} to {@code to}, at the places this pass found a
         * cue of a part and from the first digit it went over: the findings are not walked again for them.
         */
        public int partPasses(int from, int to, IntPredicate counts) {
            if (!cuesRead || from < this.from || to > text.length()) {
                return ShortOfWhole.partPasses(text, from, to, counts);
            }
            return ShortOfWhole.partPassesAt(text, from, to, cues.at, cues.size, firstDigit >= 0 ? firstDigit : from, counts);
        }

        /**
         * {@link ShortOfWhole#checkPassPutOffAt} of the findings from {@code from} to {@code to}, at the places this pass
         * found a check's name: the findings are not walked again for them.
         */
        public int checkPassPutOff(int from, int to, IntPredicate counts) {
            if (!cuesRead || from < this.from) {
                return Findings.scan(text, from, text.length(), false, false, true).checkPassPutOff(from, to, counts);
            }
            return ShortOfWhole.checkPassPutOffAt(text, from, to, checks.at, checks.size, counts);
        }

        /**
         * Where the findings from the place read from to {@code to} show a tool's failure line ({@link Role#TOOL_FAILURE}:
         * {@code npm ERR!}, {@code Segmentation fault}, {@code Traceback (most recent call last)}; a lead of
         * {@link Role#TOOL_LEAD} opening its line: {@code error[E0308]:}, {@code Killed}, {@code エラー:}; an exit status of
         * {@link Role#EXIT_STATUS} with a number other than 0: {@code Exit code: 1}, {@code exit status 2}), or -1; at the
         * places this pass found, the first {@code counts} accepts (the review's words, or what a run printed that it
         * shows). A line that says it from before the fix or fixed ({@code Before: Exit code: 1}, {@code The earlier npm
         * ERR! is gone.}), or one opening its line under a line introducing it so or as what a user is shown
         * ({@code Before the fix:}, {@code ## Fixed}, {@code The user now sees this error message:}) is none.
         */
        public int toolFailure(int to, IntPredicate counts) {
            for (int i = 0; i < tools.size && tools.at[i] < to; i++) {
                int p = tools.at[i];
                // (Whether the line states a failure first: asking whether the place counts reads the review's quotes
                // and resolved lists, and most tool words of a review, error of the error message, state none.)
                if (Assertion.toolFailureAt(text, from, p, to) && counts.test(p)) {
                    return p;
                }
            }
            return -1;
        }

        /**
         * {@link Assertion#harmStated} of the findings from {@code from} to {@code to}, at the places where a word that
         * may lead a harm starts, found by this pass: the findings are not read again for them.
         */
        /**
         * {@link Assertion#safeguardDenied} of the findings from the place read from to {@code to}, in the sentences of
         * the safeguards this pass found: the findings are not walked again for them.
         */
        public int safeguardDenied(int to, IntPredicate counts) {
            if (!cuesRead) {
                return Assertion.safeguardDenied(text, from, to, counts);
            }
            return inSentencesAt(text, from, to, safeguards,
                    i -> mayBeDenied(text, from, safeguards.at[i], to, safeguards.found[i]),
                    (s, p) -> safeguardIn(text, s, p, to, counts));
        }

        /** {@link Assertion#excessStated} of the findings, in the sentences of the degrees of excess this pass found. */
        public int excessStated(int to, IntPredicate counts) {
            if (!cuesRead) {
                return Assertion.excessStated(text, from, to, counts);
            }
            return inSentencesAt(text, from, to, excesses, i -> true, (s, p) -> excessIn(text, s, p, to, counts));
        }

        /**
         * {@link Assertion#serverErrorStated} of the findings, from the first digit this pass went over: findings
         * without a digit are not walked again.
         */
        public int serverErrorStated(int to, IntPredicate counts) {
            if (firstDigit < 0) {
                return Assertion.serverErrorStated(text, from, to, counts);
            }
            return firstDigit >= to ? -1 : serverErrorFrom(text, from, Math.max(from, firstDigit), to, counts);
        }

        public int harmStated(int from, int to, IntPredicate counts) {
            for (int i = 0; i < harms.size; i++) {
                int p = harms.at[i];
                if (p < from || p >= to) {
                    continue;
                }
                if (harmAt(text, from, p, to, counts)) {
                    return p;
                }
            }
            return -1;
        }

        /**
         * {@link Assertion#turnedFinding} of the findings from the place read from to {@code to}, at the places of words
         * of {@link Role#TURN} this pass found.
         */
        public int turnedFinding(int to, IntPredicate counts) {
            return Assertion.turnedFinding(text, from, to, turns.at, turns.size, counts);
        }

        /** The places found where a failing word, a grave problem or a cross starts, in order: what tests compare. */
        int[] places() {
            return Arrays.copyOf(starts, size);
        }

        /** The first ASCII digit from the place read from to the end read, else that end; -1 where not known. */
        /**
         * The first question mark from where the pass began, or {@code to} where there is none before {@code to}; -1
         * where the pass did not read the text to its end ({@link Assertion#soundnessQuestioned}).
         */
        public int firstQuestion(int to) {
            return firstQuestion < 0 ? -1 : Math.min(firstQuestion, to);
        }

        int firstDigit() {
            return firstDigit;
        }

        /**
         * {@link Assertion#ratedLow(String, int, int, IntPredicate)} of {@code text[from, to)}, {@code to} at most the
         * end of the text read: its walk to the digits begins at the first digit this pass went over, not at the place
         * read from (a review without a digit is not walked again).
         */
        public int ratedLow(int to, IntPredicate counts) {
            boolean known = firstDigit >= 0 && to <= text.length();
            return Assertion.ratedLow(text, from, to, counts, known ? Math.min(firstDigit, Math.max(from, to)) : from);
        }

        /** {@link Assertion#unreadWord} of the text read. */
        public int unreadWord() {
            return unread;
        }

        /**
         * {@link Assertion#failingStatement(Nfkc, int, int)} of {@code review} from the place read from to its end,
         * {@code review}'s text being the text read: a failing verdict's word is one of the words a failure may be stated
         * with, so it starts at one of the places this pass found, and only those are read, not the runs after every
         * line break and colon.
         */
        public int failingStatement(Nfkc review) {
            if (review.text() != text) {
                throw new IllegalArgumentException("the findings were read from another text");
            }
            return failingStatementAt(text, from, text.length(), starts, size,
                    review.newlinesOnly() ? Anchors.NONE : Anchors.RARE_BREAKS);
        }

        /**
         * {@link Assertion#failureStated(String, int, int, IntPredicate)} of {@code text[from, to)}, {@code to} at most
         * the end of the text read: only where such a word can start is the text read as terms, a window around it at
         * a time, as a review is mostly words that state nothing and reading all of it as terms costs more than the
         * rest of its reading. A word found up to the end of the text read is looked for again up to {@code to}: one
         * that ends by {@code to} ends by any later place too, so none is missed.
         */
        public int failureStated(int to, IntPredicate counts) {
            return failureStated(to, counts, STATED_OR_CROSS);
        }

        /**
         * {@link #failureStated(int, IntPredicate)} of a failing verdict's word or a cross only ({@code 3 failed},
         * {@code FAILED (failures=2)}, {@code ✗}): what a run printed states a failure in, where a grave problem's word
         * alone in a fence ({@code critical}) is a quote.
         */
        public int failingWordStated(int to, IntPredicate counts) {
            return failureStated(to, counts, Category.mask(Category.NEGATIVE_VERDICT, Category.CROSS));
        }

        private int failureStated(int to, IntPredicate counts, long stating) {
            Tokens tokens = null;
            int windowEnd = -1;
            for (int i = 0; i < size && starts[i] < to; i++) {
                int p = starts[i];
                if (STATED_TERMS.at(text, p, to) < 0) {
                    continue;
                }
                if (tokens == null || p + STATED_WINDOW > windowEnd && windowEnd < to) {
                    int start = Math.max(from, p - STATED_WINDOW);
                    // At a word's start where one is near: a term is read from its first character.
                    for (int q = start; q > from && q > start - 16; q--) {
                        if (Lexicon.isBlank(text.charAt(q - 1)) || Decoration.isLineBreak(text.charAt(q - 1))) {
                            start = q;
                            break;
                        }
                    }
                    windowEnd = Math.min(to, p + 4 * STATED_WINDOW);
                    tokens = Tokens.unpaired(text, start, windowEnd);
                }
                int place = p;
                int at = Assertion.failureStated(text, tokens, stating, true, q -> q == place && counts.test(q));
                if (at >= 0) {
                    return at;
                }
            }
            return -1;
        }
    }

    /** {@link #failureStated(String)} with the whole text read as terms: the windowed reading's oracle in tests. */
    static int failureStatedReadWhole(String text) {
        return failureStatedReadWhole(text, 0, text.length(), p -> true);
    }

    /** {@link #failureStated(String, int, int, IntPredicate)} with the whole range read as terms: its oracle in tests. */
    static int failureStatedReadWhole(String text, int from, int to, IntPredicate counts) {
        return failureStated(text, Tokens.unpaired(text, from, to), STATED_OR_CROSS, true, counts);
    }

    /** A failing word, a grave problem, a cross or a check not made: what a review's findings may state against its pass. */
    private static final long STATED_OR_CROSS = STATED_FAILURE | Category.CROSS.bit() | Category.UNVERIFIED.bit()
            | Category.CONFIDENCE.bit() | Category.DECISION.bit();
    /** The first characters of those words ({@link Lexicon#firstCharacters}). */
    private static final long[] STARTS_STATED = LEX.firstCharacters(STATED_OR_CROSS);
    /**
     * Where those words may start, from a place's first two or three characters ({@link Lexicon.TermStarts}): the {@code S} of
     * {@code PASS}, the {@code ビ} of {@code レビュー} and the {@code 見} of {@code 見出し} start none, and the lexicon is
     * not asked. The words that turn a sentence ({@link Role#TURN}) are looked for at the same places, so their starts
     * are this table's too, as their first and second characters are {@link #LOOKS}' bits of these words.
     */
    private static final Lexicon.TermStarts STATED_STARTS = LEX.termStarts(STATED_OR_CROSS)
            .or(ROLES.termStarts(Role.TURN.bit())).or(Harms.STARTS).or(ShortOfWhole.cueStarts()).or(Tools.LEAD.starts())
            .or(Checks.NAMES.starts());
    /** Those words alone, looked for at each place those starts allow ({@link Lexicon#view}). */
    private static final Lexicon.View STATED_TERMS = LEX.view(STATED_OR_CROSS);
    /** Where those words alone may start, asked at a Latin word whose first characters may open one ({@link #WORD_KINDS}). */
    private static final Lexicon.TermStarts STATED_ONLY_STARTS = LEX.termStarts(STATED_OR_CROSS);
    /** {@link #LOOKS}: a failing word, a grave problem or a cross may start with the character ({@link #STARTS_STATED}). */
    private static final int STATED_LOOK = 1;
    /** {@link #LOOKS}: the character's script is looked up ({@link Lexicon#SCRIPT_LOOKS}). */
    private static final int SCRIPT_LOOK = 2;
    /** {@link #LOOKS}: a letter or digit below U+0370, in whose word no term of a spaced script starts. */
    private static final int LATIN_WORD = 4;
    /** {@link #LOOKS}: a failing word, a grave problem or a cross may be the character alone ({@link Lexicon#aloneStarts}). */
    private static final int STATED_ALONE = 8;
    /**
     * {@link #LOOKS}: a safeguard or a degree of excess may start with the character ({@link Findings#safeguardDenied},
     * {@link Findings#excessStated}): looked at apart from the failing words, whose table of starts it would crowd.
     */
    private static final int LACK_LOOK = 16;
    /** The words of both: a safeguard or one said lacking, a degree of excess, looked up at once. */
    private static final LeadWords LACK_LEAD = LeadWords.of(SAFEGUARD_PAGE, Role.mask(Role.SAFEGUARD, Role.UNSAFEGUARDED,
            Role.EXCESS, Role.EXCESS_AFTER));

    /** The first characters of those words' first words that open with a word character ({@link Lexicon#mayOpenWord}). */
    private static final long[] LACK_PREFIXES = SAFEGUARD_PAGE.firstWordPrefixes(Role.mask(Role.SAFEGUARD, Role.UNSAFEGUARDED,
            Role.EXCESS, Role.EXCESS_AFTER));
    /** For each character, the characters that may stand second after it in a word {@link #LACK_LOOK} marks (bit {@code c & 63}). */
    private static final long[] LACK_SECONDS = lackSeconds();
    /** The characters that are such a word alone ({@code 太}, {@code 过}). */
    private static final long[] LACK_ALONE = lackAlone();

    private static long[] lackSeconds() {
        long[] signatures = LACK_LEAD.pairSignatures();
        long[] after = new long[Character.MAX_VALUE + 1];
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            after[c] = signatures[Lexicon.fold((char) c)];
        }
        return after;
    }

    private static long[] lackAlone() {
        return LACK_LEAD.aloneStarts();
    }

    /**
     * For each {@link Lexicon#wordKey} of a Latin word's first characters, which of the findings' one pass's lists hold a
     * term whose first word opens so ({@link Lexicon#firstWordPrefixes}): the failing words, the turning words, a
     * harm's lead, a part's cue, a tool's failure line, a check's name ({@link Findings#at}), a safeguard or a degree of
     * excess ({@link Findings#lacks}). Most words of English prose open none, and the word is passed over on one load.
     */
    private static final byte[] WORD_KINDS = Lexicon.prefixKinds(LEX.firstWordPrefixes(STATED_OR_CROSS),
            ROLES.firstWordPrefixes(Role.TURN.bit()), Lexicon.or(Lexicon.or(Harms.LEAD.prefixes(), Harms.PLACES.prefixes()), Harms.SHOWN.prefixes()),
            ShortOfWhole.cuePrefixes(),
            Tools.LEAD.prefixes(), Checks.NAMES.prefixes(), LACK_PREFIXES);
    private static final int KIND_STATED = 1;
    private static final int KIND_TURN = 2;
    private static final int KIND_HARM = 4;
    private static final int KIND_CUE = 8;
    private static final int KIND_TOOL = 16;
    private static final int KIND_CHECK = 32;
    private static final int KIND_LACK = 64;
    /** {@link #LOOKS}: a Latin letter none of the lexicon's languages writes ({@link #READ_LATIN}). */
    private static final int UNREAD_LATIN = 64;
    /** {@link #LOOKS}: an ASCII digit ({@link Findings#firstDigit}). */
    private static final int DIGIT = 32;
    /** {@link #LOOKS}: a question mark, {@code ?} or {@code ？} ({@link Findings#firstQuestion}); a byte's last bit. */
    private static final int QUESTION = 128;
    /**
     * What {@link Findings#scan} does at each character, one byte a character: a load and a test a character, where
     * a table of bits costs a shift and a mask more and a range test answers one of its looks only.
     */
    private static final byte[] LOOKS = looks();

    /**
     * For each character, the characters that may stand second after it in one of the words {@link #LOOKS} marks
     * ({@link Lexicon#pairSignatures}, bit {@code c & 63} of the next character {@code c}): where the first is no such
     * word alone and no Latin word's, a place whose next character's bit is not set starts none (the {@code "- "} of a
     * bullet, the {@code ます} of a polite verb). One load a place, for each first's own seconds: a table of every
     * word's seconds let through any first a term opens with before any second another term has.
     */
    private static final long[] SECONDS_AFTER = secondsAfter();

    private static long[] secondsAfter() {
        long[][] signatures = {LEX.pairSignatures(STATED_OR_CROSS), ROLES.pairSignatures(Role.TURN.bit()),
                Harms.LEAD.pairSignatures(), Harms.PLACES.pairSignatures(), Harms.SHOWN.pairSignatures(),
                ShortOfWhole.cueSignatures(), Tools.LEAD.pairSignatures(),
                Checks.NAMES.pairSignatures()};
        long[] after = new long[Character.MAX_VALUE + 1];
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            char folded = Lexicon.fold((char) c);
            for (long[] signature : signatures) {
                after[c] |= signature[folded];
            }
        }
        return after;
    }

    /** Whether the character after {@code text[p]} may stand second in a word of {@link #LOOKS} that it starts. */
    private static boolean mayGoOn(String text, int p) {
        return (SECONDS_AFTER[text.charAt(p)] >>> text.charAt(p + 1) & 1) != 0;
    }

    private static byte[] looks() {
        byte[] looks = new byte[Character.MAX_VALUE + 1];
        // A turn's word of one character (倍) is one alone too: no second character follows it.
        long[] alone = Lexicon.or(LEX.aloneStarts(STATED_OR_CROSS), ROLES.aloneStarts(Role.TURN.bit()));
        long[] turnStarts = ROLES.firstCharacters(Role.TURN.bit());
        long[] harmAlone = Lexicon.or(Lexicon.or(Harms.LEAD.aloneStarts(), Harms.PLACES.aloneStarts()),
                Harms.SHOWN.aloneStarts());
        long[] cueFirsts = ShortOfWhole.cueFirsts();
        long[] cueAlone = ShortOfWhole.cueAlone();
        long[] toolAlone = Tools.LEAD.aloneStarts();
        long[] checkAlone = Checks.NAMES.aloneStarts();
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            int look = ((STARTS_STATED[c >>> 6] & (1L << c)) != 0 ? STATED_LOOK : 0)
                    | ((Lexicon.SCRIPT_LOOKS[c >>> 6] & (1L << c)) != 0 ? SCRIPT_LOOK : 0)
                    | (c < 0x370 && Character.isLetterOrDigit(c) ? LATIN_WORD : 0)
                    | ((alone[c >>> 6] & (1L << c)) != 0 ? STATED_ALONE : 0)
                    | (c >= '0' && c <= '9' ? DIGIT : 0)
                    | (unreadLatin(c) ? UNREAD_LATIN : 0)
                    | ((turnStarts[c >>> 6] & (1L << c)) != 0 ? STATED_LOOK : 0)
                    | ((Harms.FIRSTS[c >>> 6] & (1L << c)) != 0 ? STATED_LOOK : 0)
                    | ((harmAlone[c >>> 6] & (1L << c)) != 0 ? STATED_ALONE : 0)
                    | ((cueFirsts[c >>> 6] & (1L << c)) != 0 ? STATED_LOOK : 0)
                    | ((cueAlone[c >>> 6] & (1L << c)) != 0 ? STATED_ALONE : 0)
                    | ((Tools.LEAD.firsts()[c >>> 6] & (1L << c)) != 0 ? STATED_LOOK : 0)
                    | ((toolAlone[c >>> 6] & (1L << c)) != 0 ? STATED_ALONE : 0)
                    | ((Checks.NAMES.firsts()[c >>> 6] & (1L << c)) != 0 ? STATED_LOOK : 0)
                    | ((checkAlone[c >>> 6] & (1L << c)) != 0 ? STATED_ALONE : 0)
                    | ((LACK_LEAD.firsts()[c >>> 6] & (1L << c)) != 0 ? LACK_LOOK : 0)
                    | (c == '?' || c == '？' ? QUESTION : 0);
            looks[c] = (byte) look;
        }
        return looks;
    }


    /** The words that turn a sentence on what the change does other than meant ({@link Role#TURN}), alone. */
    private static final class Turns {
        static final Lexicon.View WORDS = ROLES.view(Role.TURN.bit());
        /** Where those words may start ({@link Lexicon.TermStarts}): most places a failing word may start at, none. */
        static final Lexicon.TermStarts STARTS = ROLES.termStarts(Role.TURN.bit());
        /**
         * The words by which such a sentence still says the work is sound or what the change does, a check refusing
         * what the turn names among them (rifiuta quelli con carattere di controllo errato).
         */
        static final Lexicon.View KEEPERS = ROLES.view(Role.mask(Role.CHANGE_ACT, Role.SOUND, Role.PRAISE, Role.HANDLED,
                Role.WORKS, Role.REFUSES));
        /**
         * Those words but what the change does: before a time off it names the change that puts the time off ({@code The
         * reminder now goes out a day late.}, the Italian {@code ora} of {@code un'ora di ritardo}).
         */
        static final Lexicon.View KEEPERS_BUT_CHANGE = ROLES.view(Role.mask(Role.SOUND, Role.PRAISE, Role.HANDLED,
                Role.WORKS, Role.REFUSES));
        /** The words that say the work is sound ({@link Role#SOUND}), read after the turn as well. */
        static final Lexicon.View SOUND = ROLES.view(Role.SOUND.bit());
        /** The words of a check refusing an input ({@link Role#REFUSES}), read after the turn in its sentence. */
        static final Lexicon.View REFUSING = ROLES.view(Role.REFUSES.bit());
        /** The lexicon's categories that do so too: a verdict's or a state's word that passes, a check made. */
        static final long KEEPING = Category.mask(Category.POSITIVE_VERDICT, Category.CHECKED);
        /** A turn's word that opens on an actor nobody bounds ({@link Role#ANY_ACTOR}: {@code anyone can}). */
        static final Lexicon.View ACTOR = LEX.roles(Role.ANY_ACTOR).view(Role.ANY_ACTOR.bit());
        /** A thing published for everyone by design ({@link Role#PUBLIC_MEANT}), which such an actor may reach. */
        static final Lexicon.View PUBLIC = LEX.roles(Role.PUBLIC_MEANT).view(Role.PUBLIC_MEANT.bit());
        /** What takes such a keeping word back where it stands before it in its clause. */
        static final long NEGATING = Lexicon.NEGATIONS;
        /** The page of the turns of still, anyway and even-when and of what they are read with ({@link Role#ENDED}). */
        static final Lexicon LASTING = LEX.roles(Role.ENDED);
        /** A turn's word of still or anyway ({@link Role#STILL}, {@link Role#ANYWAY}). */
        static final Lexicon.View STILL = LASTING.view(Role.mask(Role.STILL, Role.ANYWAY));
        /** A turn's word of even-when ({@link Role#EVEN_WHEN}). */
        static final Lexicon.View EVEN_WHEN = LASTING.view(Role.EVEN_WHEN.bit());
        /** A thing past its end ({@link Role#ENDED}). */
        static final Lexicon.View ENDED = LASTING.view(Role.ENDED.bit());
        /** What a thing still is or does that is good ({@link Role#STILL_GOOD}). */
        static final Lexicon.View GOOD = LASTING.view(Role.STILL_GOOD.bit());
        /** A turn's word naming the fault, and what makes a negation of it partial, on their page. */
        static final Lexicon FAULTS = LEX.roles(Role.FAULT_TURN);
        /** The fault as a quality ({@link Role#FAULT_TURN}: {@code wrong}, {@code falsch}, {@code 错误的}). */
        static final Lexicon.View FAULT = FAULTS.view(Role.FAULT_TURN.bit());
        /** The fault as a repeat ({@link Role#REPEAT_TURN}: {@code twice}, {@code deux fois}, {@code 两次}). */
        static final Lexicon.View REPEAT = FAULTS.view(Role.REPEAT_TURN.bit());
        /** What makes a negation partial ({@link Role#NEGATION_PARTIAL}: {@code always}, {@code only}, {@code 一定}). */
        static final Lexicon.View PARTIAL = FAULTS.view(Role.NEGATION_PARTIAL.bit());
        /** A verb of being ({@link Role#COPULA}: {@code is}, {@code sind}, {@code sont}), on its page. */
        static final Lexicon.View BEING = LEX.roles(Role.COPULA).view(Role.COPULA.bit());
        /** An article or a possessive ({@link Role#DETERMINER}: {@code the}, {@code der}, {@code les}), on its page. */
        static final Lexicon.View ARTICLE = LEX.roles(Role.DETERMINER).view(Role.DETERMINER.bit());
        /** What says the sentence is of before the change or the fix, which its own readings weigh. */
        static final long THEN = Category.mask(Category.RESOLVING, Category.HISTORICAL);
    }

    /** What ends a clause inside a sentence of findings: a comma, a semicolon, a colon, a dash. */
    private static final String CLAUSE_BREAKS = ",;:，、；：—";

    /** Where the clause of {@code p} begins, after the last of {@link #CLAUSE_BREAKS} in {@code text[from, p)}, or {@code from}. */
    private static int brokenBefore(String text, int from, int p) {
        int q = p;
        while (q > from && CLAUSE_BREAKS.indexOf(text.charAt(q - 1)) < 0) {
            q--;
        }
        return q;
    }

    /** Where the clause of {@code p} ends, at the first of {@link #CLAUSE_BREAKS} in {@code text[p, to)}, or {@code to}. */
    private static int brokenAfter(String text, int p, int to) {
        int q = p;
        while (q < to && CLAUSE_BREAKS.indexOf(text.charAt(q)) < 0) {
            q++;
        }
        return q;
    }

    /**
     * Where a sentence of the findings {@code text[from, to)} above a pass holds a word that turns it on what the change
     * does other than meant ({@link Role#TURN}: {@code still}, {@code again}, {@code twice}, {@code wrong},
     * {@code anyone can}, {@code each other's}) that its clause does not keep ({@link #kept}: a word saying
     * what the change does before it, one saying the work is sound after it, a passing, checked or resolving word in
     * it), or -1: {@code Saving twice creates two orders.}, {@code Users can see each other's orders.}, {@code Submitting
     * it with an empty email still creates an account.} state a problem in words nobody listed, where {@code The handler
     * now reads the timeout from the config again.} and {@code The snapshot tests still pass.} describe the change. A
     * heading, a quoted line, a table's row, code ticks and a fenced block are passed over, and so is a turn in a
     * question, a label or an option beside a pass ({@code Any wrong results? None.}, {@code Still red: 0},
     * {@code approves vs. wrong}), which their own readings weigh; the verdict at {@code to} stands on a line whose words
     * before it are its label's. The words of the turn are those the findings' one pass found at {@code places} (the
     * first {@code count}; {@link Findings#turnedFinding}); {@code counts} says which places are the review's own words.
     */
    static int turnedFinding(String text, int from, int to, int[] places, int count, IntPredicate counts) {
        while (to > from && !Decoration.isLineBreak(text.charAt(to - 1))) {
            to--;
        }
        return turnedIn(text, from, to, places, count, counts);
    }

    /** {@link #turnedFinding} of {@code text[from, to)} whole, its last line too: a JSON field's prose. */
    private static int turnedIn(String text, int from, int to, int[] places, int count, IntPredicate counts) {
        for (int i = 0; i < count && places[i] < to; i++) {
            int p = places[i];
            long found = Turns.WORDS.at(text, p, to);
            if (found >= 0 && counts.test(p) && turned(text, from, p, Lexicon.endOf(found))) {
                return p;
            }
        }
        return -1;
    }

    /**
     * The end of the sentence opening at {@code q} that states the word at {@code text[word, wordEnd)} (its line's end
     * at most), or -1 where the sentence asks it, labels it or the word is one of options offered: what a turn's and a
     * harm's words are read in ({@link #turned}, {@link #harmed}).
     */
    private static int statedSentenceEnd(String text, int q, int word, int wordEnd) {
        int lineEnd = word;
        while (lineEnd < text.length() && !Decoration.isLineBreak(text.charAt(lineEnd))) {
            lineEnd++;
        }
        int end = Math.max(q + 1, sentenceEnd(text, q, lineEnd));
        return asked(text, word, end) || labels(text, word, end) || anOption(text, word, wordEnd) ? -1 : end;
    }

    /**
     * The sentence and the clause the word leading a harm at {@code text[lead, leadEnd)} stands in, as every harm's
     * reading opens ({@link #harmStated}): {@code text[q, end)} the sentence that states it
     * ({@link #statedSentenceEnd}), {@code text[clause, clauseEnd)} its clause, {@code spaced} whether its script is
     * written with spaces.
     */
    private static final class Stated {
        final int lead;
        final int leadEnd;
        final int q;
        final int end;
        final int clause;
        final int clauseEnd;
        final boolean spaced;

        private Stated(int lead, int leadEnd, int q, int end, int clause, int clauseEnd, boolean spaced) {
            this.lead = lead;
            this.leadEnd = leadEnd;
            this.q = q;
            this.end = end;
            this.clause = clause;
            this.clauseEnd = clauseEnd;
            this.spaced = spaced;
        }

        /** The word at {@code text[lead, leadEnd)} of findings read from {@code from}, or null where its sentence asks,
         * labels or offers it. */
        static Stated of(String text, int from, int lead, int leadEnd) {
            int q = statedSentence(text, from, lead);
            int end = q < 0 ? -1 : statedSentenceEnd(text, q, lead, leadEnd);
            return end < 0 ? null : new Stated(lead, leadEnd, q, end, brokenBefore(text, q, lead),
                    brokenAfter(text, leadEnd, end), Lexicon.isSpaced(text.charAt(lead)));
        }

        /** Whether a reading of the sentence passes over {@code p}: the lead's own words, or the inside of a word of a
         * script written with spaces. */
        boolean passes(String text, int p) {
            return p >= lead && p < leadEnd
                    || p > q && Lexicon.isSpaced(text.charAt(p)) && Lexicon.isSpaced(text.charAt(p - 1));
        }

        boolean inClause(int p) {
            return p >= clause && p < clauseEnd;
        }

        /** Whether the lead has a subject: a word before it in its clause, in a script written with spaces (a line's
         * own verb, {@code Drops the unused column.}, describes the change); always in the others. */
        boolean subjectBefore(String text) {
            return !spaced || letterBetween(text, clause, lead);
        }

        /** Where the sentence's line opens, not before {@code from}. */
        int line(String text, int from) {
            int line = q;
            while (line > from && !Decoration.isLineBreak(text.charAt(line - 1))) {
                line--;
            }
            return line;
        }
    }

    /**
     * Whether the word of {@link Role#TURN} at {@code text[turn, turnEnd)}, in findings read from {@code from}, turns
     * its sentence ({@link #turnedFinding}): not on a heading's, a quote's or a table's line, in a fence or in code
     * ticks, a question, a label or an option, and not kept by its clause.
     */
    private static boolean turned(String text, int from, int turn, int turnEnd) {
        long off = TimesOff.WORDS.at(text, turn, turnEnd);
        boolean timeOff = off >= 0 && Lexicon.endOf(off) == turnEnd;
        if (timeOff && (!measuredBeside(text, turn, turnEnd) || takenOff(text, turnEnd))) {
            return false; // returns early, turned off: a word of a time off says nothing without a measure
        }
        long including = Included.VERBS.at(text, turn, turnEnd);
        if (including >= 0 && Lexicon.endOf(including) == turnEnd) {
            return includedStated(text, from, turn, turnEnd); // read alone: the inclusion is no problem by itself
        }
        long altering = Altered.VERBS.at(text, turn, turnEnd);
        if (altering >= 0 && Lexicon.endOf(altering) == turnEnd) {
            return alteredStated(text, from, turn, turnEnd); // read alone: an alteration of no text is no problem
        }
        int q = statedSentence(text, from, turn);
        int end = q < 0 ? -1 : statedSentenceEnd(text, q, turn, turnEnd);
        if (end < 0 || anOption(text, q, turnEnd)) {
            return false;
        }
        int multiplied = multiplied(text, q, turn, turnEnd, end);
        if (multiplied != LASTING_UNREAD) {
            return multiplied == LASTING_TURNED;
        }
        int lasting = lasting(text, q, turn, turnEnd, end);
        return lasting == LASTING_TURNED || lasting == LASTING_UNREAD && !kept(text, q, turn, turnEnd, end, !timeOff)
                // A negation before a time off in its clause says the time is not off (is no longer sent a day early).
                && !(timeOff && Tokens.of(text, brokenBefore(text, q, turn), turn).firstOf(Turns.NEGATING) >= 0);
    }

    /** The multipliers among the turns' words and what they are read with, on their page. */
    private static final class Multipliers {
        static final Lexicon PAGE = LEX.roles(Role.MULTIPLIER);
        /** A turn's word of a multiplier ({@link Role#MULTIPLIER}, {@link Role#MULTIPLIER_BOUND}). */
        static final Lexicon.View WORDS = PAGE.view(Role.mask(Role.MULTIPLIER, Role.MULTIPLIER_BOUND));
        /** A thing that must not grow by one ({@link Role#MULTIPLIED}: {@code fee}, {@code refund}, {@code 割引}). */
        static final Lexicon.View THINGS = PAGE.view(Role.MULTIPLIED.bit());
        /** A good thing, a meant one or a plain count ({@link Role#MULTIPLIER_KEEPS}: {@code faster}, {@code as requested}). */
        static final Lexicon.View KEEPS = PAGE.view(Role.MULTIPLIER_KEEPS.bit());
    }

    /**
     * How a turn's word of a multiplier at {@code text[turn, turnEnd)}, in the sentence {@code [from, end)}, reads
     * ({@link #lasting}'s answers): a thing that must not grow in its clause ({@link Role#MULTIPLIED}) turns it ({@code The
     * coupon applies five times the discount.}, {@code Each retry doubles the charge.}, {@code Der Gutschein gewährt den
     * fünffachen Rabatt.}, {@code 割引が5倍適用される。}, {@code 수수료가 세 번 청구된다.}), unless a negation stands in the
     * clause, a time before the change, a word of resolving, a passing or checked word, or a check refusing it follows the
     * multiplier in its sentence ({@code Customers were charged twice before this fix.}); a word of {@link Role#MULTIPLIER_KEEPS} anywhere in the sentence leaves it plain
     * ({@code twice as fast}, {@code 3x the throughput}, {@code ten times fewer queries}, {@code doubled to 6 as
     * requested}, {@code three times a day}). Where neither decides, a multiplier that says nothing alone
     * ({@link Role#MULTIPLIER_BOUND}: {@code five times}, {@code 8x}) is plain, and one a turn says alone ({@code twice})
     * is left to the turn's other readings; any other turn's word, too.
     */
    private static int multiplied(String text, int from, int turn, int turnEnd, int end) {
        long word = Multipliers.WORDS.at(text, turn, end);
        if (word < 0) {
            return LASTING_UNREAD;
        }
        int unread = (Multipliers.PAGE.categoriesOf(word) & Role.MULTIPLIER_BOUND.bit()) != 0 ? LASTING_PLAIN
                : LASTING_UNREAD;
        int clause = brokenBefore(text, from, turn);
        int clauseEnd = brokenAfter(text, turnEnd, end);
        boolean thing = false;
        for (int p = from; p < end; p++) {
            if (p >= turn && p < turnEnd
                    || p > from && Lexicon.isSpaced(text.charAt(p)) && Lexicon.isSpaced(text.charAt(p - 1))) {
                continue; // the multiplier's own words, or the inside of a word of a spaced script
            }
            if (Multipliers.KEEPS.at(text, p, end) >= 0) {
                return LASTING_PLAIN;
            }
            thing = thing || p >= clause && p < clauseEnd && Multipliers.THINGS.at(text, p, clauseEnd) >= 0;
        }
        if (!thing) {
            return unread;
        }
        if (faultDenied(text, clause, clauseEnd, turn, turnEnd) == FAULT_PARTIAL) {
            return LASTING_TURNED; // not only charged twice
        }
        // A negation keeps it before the multiplier, or after it where the language writes it there (Japanese, Korean,
        // a Turkish suffix): Chinese writes it before its verb (扣款两次没有通知用户 negates the notice).
        if (Tokens.of(text, clause, clauseEnd).firstOf(Turns.THEN | Turns.KEEPING) >= 0
                || Tokens.of(text, clause, turn).firstOf(Turns.NEGATING) >= 0
                || kanaOrHangul(text, clause, clauseEnd)
                        && Tokens.of(text, turnEnd, clauseEnd).firstOf(Turns.NEGATING) >= 0
                || negatedBySuffix(text, clause, clauseEnd)) {
            return LASTING_PLAIN; // charged twice before this fix, no longer charged twice, tested
        }
        for (int p = turnEnd; p < end; p++) {
            if (!Lexicon.isSpaced(text.charAt(p - 1)) && Turns.REFUSING.at(text, p, end) >= 0) {
                return LASTING_PLAIN;
            }
        }
        return LASTING_TURNED;
    }

    /** The words of a figure counting what must stay out of it ({@link #includedStated}), on their page. */
    private static final class Included {
        static final Lexicon PAGE = LEX.roles(Role.INCLUDES);
        /** A verb of including or counting ({@link Role#INCLUDES}), a turn's word as well. */
        static final Lexicon.View VERBS = PAGE.view(Role.INCLUDES.bit());
        /** A figure or an aggregate ({@link Role#FIGURE}: {@code total}, {@code Summe}, {@code 合計}). */
        static final Lexicon.View FIGURE = PAGE.view(Role.FIGURE.bit());
        /** What must stay out of a figure ({@link Role#STAYS_OUT}: {@code refunded}, {@code test accounts}). */
        static final Lexicon.View STAYS_OUT = PAGE.view(Role.STAYS_OUT.bit());
        /** What keeps the inclusion one meant ({@link Role#INCLUDES_KEEPS}: {@code excludes}, {@code as requested}). */
        static final Lexicon.View KEEPS = PAGE.view(Role.INCLUDES_KEEPS.bit());
        /** What puts the inclusion off in its clause: a negation, a hedge, a modal, a condition. */
        static final long PUT_OFF = Category.mask(Category.NEGATION, Category.VERB_NEGATION, Category.HEDGE,
                Category.MODAL, Category.CONDITION);
    }

    /**
     * Whether the verb of including or counting at {@code text[turn, turnEnd)} ({@link Role#INCLUDES}), a turn's word
     * found by the findings' one pass, states that a figure counts what must stay out of it ({@link #turnedFinding}:
     * {@code Totals include cancelled and refunded orders.}, {@code The report counts test accounts as customers.},
     * {@code Die Summe enthält stornierte Bestellungen.}, {@code 合計にキャンセル済みの注文が含まれている。}): a word of a figure
     * ({@link Role#FIGURE}) stands in its sentence and one of what must stay out ({@link Role#STAYS_OUT}, or a thing past
     * its end, {@link Role#ENDED}) in its clause, outside the verb. Read as a turn's words are (not on a heading's, a
     * quote's or a table's line, in code, a question, a label or an option), it keeps the pass where its clause holds a
     * negation, a hedge, a modal or a condition ({@code Totals no longer include refunded orders.}, {@code The list
     * includes archived items when the filter is set.}), its sentence a word of an exclusion, a request or a test's
     * data ({@link Role#INCLUDES_KEEPS}: {@code The test fixture includes cancelled orders to cover that path.}) or
     * names a time before the change or a word of resolving ({@code Totals included cancelled orders before this
     * fix.}). The inclusion alone states nothing ({@code The report includes every region.}).
     */
    private static boolean includedStated(String text, int from, int turn, int turnEnd) {
        // Most inclusions name nothing that must stay out: looked for first around the verb.
        Stated s = statedNear(text, from, turn, turnEnd, (a, b) -> stayingOut(text, a, b, turn, turnEnd));
        if (s == null) {
            return false;
        }
        int out = stayingOut(text, s.clause, s.clauseEnd, turn, turnEnd);
        if (out < 0 || Tokens.of(text, s.q, s.end).firstOf(Turns.THEN) >= 0) {
            return false;
        }
        Tokens tokens = Tokens.of(text, s.clause, s.clauseEnd);
        for (int i = 0; i < tokens.size; i++) {
            // What stays out is no hedge of its own: a draft invoice is one, not a guess. A Korean particle of a
            // condition's words bound to a noun says even that (주문까지 포함: even the orders are counted), no condition.
            long c = tokens.categories[i];
            int at = tokens.start[i];
            if (at != out && (c & Included.PUT_OFF) != 0 && ((c & Included.PUT_OFF) != Category.CONDITION.bit()
                    || at == 0 || !hangul(text.charAt(at - 1)))) {
                return false;
            }
        }
        boolean figure = false;
        for (int p = s.q; p < s.end; p++) {
            if (p >= turn && p < turnEnd || p > s.q && Lexicon.isSpaced(text.charAt(p - 1))) {
                continue;
            }
            if (Included.KEEPS.at(text, p, s.end) >= 0) {
                return false;
            }
            figure = figure || Included.FIGURE.at(text, p, s.end) >= 0;
        }
        return figure;
    }

    /**
     * The stated sentence of the turn's word at {@code text[turn, turnEnd)}, in findings read from {@code from}, where
     * {@code near} finds what its reading needs (a place, or -1) in the words around it up to a clause's, a sentence's
     * or a line's break: most such words name none, so that is asked before the sentence is placed on its line. Null
     * where it finds none, or the sentence asks, labels or offers the word.
     */
    private static Stated statedNear(String text, int from, int turn, int turnEnd, IntBinaryOperator near) {
        int a = turn;
        while (a > from && !includedBreak(text, a - 1)) {
            a--;
        }
        int b = turnEnd;
        while (b < text.length() && !includedBreak(text, b)) {
            b++;
        }
        if (near.applyAsInt(a, b) < 0) {
            return null;
        }
        Stated s = Stated.of(text, from, turn, turnEnd);
        return s == null || anOption(text, s.q, turnEnd) ? null : s;
    }

    /** The words of text or data altered on its way ({@link #alteredStated}), on their page. */
    private static final class Altered {
        static final Lexicon PAGE = LEX.roles(Role.ALTERS);
        /** A verb or a result of alteration ({@link Role#ALTERS}), a turn's word as well. */
        static final Lexicon.View VERBS = PAGE.view(Role.ALTERS.bit());
        /** A thing of text or data ({@link Role#ALTERED}: {@code umlauts}, {@code Umlaute}, {@code 文字}). */
        static final Lexicon.View THINGS = PAGE.view(Role.ALTERED.bit());
        /** What keeps the alteration ({@link Role#ALTERS_KEEPS}: {@code preserved}, {@code as required}). */
        static final Lexicon.View KEEPS = PAGE.view(Role.ALTERS_KEEPS.bit());
    }

    /**
     * Whether the verb or result of alteration at {@code text[turn, turnEnd)} ({@link Role#ALTERS}), a turn's word found
     * by the findings' one pass, states that the change alters text or data on its way ({@link #turnedFinding}:
     * {@code Names with umlauts come out as question marks.}, {@code Emoji in titles are silently stripped.},
     * {@code Leading zeros are removed from postal codes.}, {@code Umlaute werden im Export als Fragezeichen
     * ausgegeben.}, {@code 한글 이름이 물음표로 표시된다.}): a thing of text or data ({@link Role#ALTERED}) stands in its
     * clause outside the verb. Read as a turn's words are (not on a heading's, a quote's or a table's line, in code, a
     * question, a label or an option), it keeps the pass where its clause holds a negation, a hedge, a modal or a
     * condition ({@code Emoji in titles no longer get stripped.}), or its sentence a word of {@link Role#ALTERS_KEEPS}
     * ({@code preserved}, {@code as required}, {@code whitespace}), one saying it is meant so, a test of it
     * ({@code The test checks that …}), a time before the change or a word of resolving ({@code Umlauts came out as
     * question marks before this fix.}). An alteration of no such thing states nothing ({@code Trailing slashes are
     * removed from URLs.}).
     */
    private static boolean alteredStated(String text, int from, int turn, int turnEnd) {
        // Most alterations name no text or data: looked for first around the verb.
        Stated s = statedNear(text, from, turn, turnEnd, (a, b) -> alteredThing(text, a, b, turn, turnEnd));
        if (s == null) {
            return false;
        }
        int thing = alteredThing(text, s.clause, s.clauseEnd, turn, turnEnd);
        if (thing < 0 || negatedBySuffix(text, s.clause, s.clauseEnd)) {
            return false;
        }
        Tokens tokens = Tokens.of(text, s.q, s.end);
        for (int i = 0; i < tokens.size; i++) {
            // The verb's own word may be one of resolving (removed); a thing's may open on a negation (non-ASCII).
            int at = tokens.start[i];
            long c = tokens.categories[i];
            if (at >= turn && at < turnEnd) {
                continue;
            }
            if ((c & Turns.THEN) != 0) {
                return false;
            }
            if ((c & Included.PUT_OFF) == 0 || at < s.clause || at >= s.clauseEnd
                    || Altered.THINGS.at(text, at, s.clauseEnd) >= 0) {
                continue;
            }
            // A hedge, a modal or a condition puts it off anywhere in its clause; a negation only near before the
            // verb in a script written with spaces (no longer stripped; the Portuguese no of no CSV is none).
            if ((c & Harms.NEGATES) == 0 || (c & Included.PUT_OFF & ~Harms.NEGATES) != 0
                    || negatesNear(text, at, s.clauseEnd, turn, Lexicon.isSpaced(text.charAt(turn)))) {
                return false;
            }
        }
        for (int p = s.q; p < s.end; p++) {
            if (p >= turn && p < turnEnd || p > s.q && Lexicon.isSpaced(text.charAt(p - 1))) {
                continue;
            }
            if (Altered.KEEPS.at(text, p, s.end) >= 0 || Harms.MEANT.at(text, p, s.end) >= 0
                    || Harms.QUOTE_KEEPS.at(text, p, s.end) >= 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where the first word of a thing of text or data ({@link Role#ALTERED}) starts in {@code text[from, to)} outside
     * the verb at {@code [verb, verbEnd)}, or -1.
     */
    private static int alteredThing(String text, int from, int to, int verb, int verbEnd) {
        for (int p = from; p < to; p++) {
            if (p >= verb && p < verbEnd || p > from && Lexicon.isSpaced(text.charAt(p - 1))) {
                continue;
            }
            if (Altered.THINGS.at(text, p, to) >= 0) {
                return p;
            }
        }
        return -1;
    }

    /**
     * Whether {@code text[p]} breaks the words an inclusion's verb is first read with: a clause's or a line's break, a
     * sentence's mark before a blank ({@code ". "}) or a full-width one.
     */
    private static boolean includedBreak(String text, int p) {
        char c = text.charAt(p);
        return CLAUSE_BREAKS.indexOf(c) >= 0 || Decoration.isLineBreak(c) || "。！？".indexOf(c) >= 0
                || ".!?".indexOf(c) >= 0 && p + 1 < text.length() && Lexicon.isBlank(text.charAt(p + 1));
    }

    /**
     * Where the first word of what must stay out of a figure ({@link Role#STAYS_OUT}, {@link Role#ENDED}) starts in
     * {@code text[from, to)} outside the verb at {@code [verb, verbEnd)}, or -1.
     */
    private static int stayingOut(String text, int from, int to, int verb, int verbEnd) {
        for (int p = from; p < to; p++) {
            if (p >= verb && p < verbEnd || p > from && Lexicon.isSpaced(text.charAt(p - 1))) {
                continue;
            }
            if (Included.STAYS_OUT.at(text, p, to) >= 0 || Turns.ENDED.at(text, p, to) >= 0) {
                return p;
            }
        }
        return -1;
    }

    /** The words of a time off and the measures of time they need beside them, on their page. */
    private static final class TimesOff {
        static final Lexicon PAGE = LEX.roles(Role.TIME_OFF);
        /** A turn's word of a time off ({@link Role#TIME_OFF}: {@code early}, {@code zu spät}, {@code ずれ}). */
        static final Lexicon.View WORDS = PAGE.view(Role.TIME_OFF.bit());
        /** A measure of time ({@link Role#TIME_MEASURE}: {@code day}, {@code Stunde}, {@code 時間}, {@code 天}). */
        static final Lexicon.View MEASURES = PAGE.view(Role.TIME_MEASURE.bit());
        /** What makes a measure one taken off a thing ({@link Role#TIME_OFF_FROM}: {@code off the build}). */
        static final Lexicon.View FROM = PAGE.view(Role.TIME_OFF_FROM.bit());
        /** A word that compares ({@link Role#COMPARED}: {@code plus}, {@code más}), on its page. */
        static final Lexicon.View COMPARED = LEX.roles(Role.COMPARED).view(Role.COMPARED.bit());
        /** How many letters a word between the measure and the word of a time off may have: {@code too}, {@code trop}. */
        static final int BETWEEN = 4;
        /** How far after a Chinese word of a time off its measure may end: {@code 早了一天}, {@code 晚了一个小时}. */
        static final int AFTER_CJK = 6;
    }

    /**
     * Whether a measure of time stands right before the word of a time off at {@code text[turn, turnEnd)}, with at most
     * one short word between ({@code dated one day early}, {@code 9 hours too late}, {@code un jour de retard},
     * {@code een dag te laat}, {@code 1日早く}, {@code 하루 늦게}), or, where the word is written in Japanese, Chinese or
     * Korean, a few characters after it ({@code 早了一天}).
     */
    private static boolean measuredBeside(String text, int turn, int turnEnd) {
        int p = turn;
        while (p > 0 && Lexicon.isBlank(text.charAt(p - 1))) {
            p--;
        }
        if (measureEndsAt(text, p)) {
            return true;
        }
        if (p < turn) {
            int w = p;
            while (w > 0 && Character.isLetter(text.charAt(w - 1))) {
                w--;
            }
            int b = w;
            while (b > 0 && Lexicon.isBlank(text.charAt(b - 1))) {
                b--;
            }
            // A word that compares (plus tard, más tarde, più tardi) makes it a time moved, said of a change.
            if (w < p && p - w <= TimesOff.BETWEEN && b < w && measureEndsAt(text, b)
                    && TimesOff.COMPARED.at(text, w, p) < 0) {
                return true;
            }
        }
        if (text.charAt(turn) >= 0x2E80) {
            int to = Math.min(text.length(), turnEnd + TimesOff.AFTER_CJK);
            for (int a = turnEnd; a < to; a++) {
                if (TimesOff.MEASURES.at(text, a, to) >= 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether what follows a word of a time off ending at {@code end} makes its measure one taken off a thing or joins
     * it to a word ({@link Role#TIME_OFF_FROM}: {@code cuts 2 seconds off the build}; {@code 5 minutes off-peak}).
     */
    private static boolean takenOff(String text, int end) {
        if (end < text.length() && text.charAt(end) == '-') {
            return true;
        }
        int q = end;
        while (q < text.length() && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        return q > end && q < text.length() && TimesOff.FROM.at(text, q, text.length()) >= 0;
    }

    /** Whether a measure of time ({@link TimesOff#MEASURES}) ends at {@code end}, read from a word's start before it. */
    private static boolean measureEndsAt(String text, int end) {
        for (int a = Math.max(0, end - 12); a < end; a++) {
            if (a > 0 && Lexicon.isSpaced(text.charAt(a)) && Lexicon.isSpaced(text.charAt(a - 1))) {
                continue; // the inside of a word of a spaced script
            }
            long measure = TimesOff.MEASURES.at(text, a, end);
            if (measure >= 0 && Lexicon.endOf(measure) == end) {
                return true;
            }
        }
        return false;
    }


    /**
     * {@link #toolFailureStated} of a JSON field's prose, then where it turns on what the change does other than meant,
     * as findings above a pass do ({@link #turnedFinding}, its last line read too: {@code "summary": "Every retry
     * charges the card twice."}, {@code "Expired tokens are still accepted."}, {@code "Every invoice is dated one day
     * early."}), read in one pass; -1 where none. A word naming the fault as a quality ({@link Role#FAULT_TURN}:
     * {@code wrong}, {@code incorrecto}) with a negation before it in its clause is a JSON verdict's text's problem
     * word, read with its negations there ({@code "nothing returns the wrong result"}), unless that negation is partial
     * ({@code "summary": "The totals are not always wrong."}).
     */
    public static int toolFailureOrTurned(String text) {
        Findings found = Findings.scan(text, 0, text.length(), false, false, true);
        int tool = found.toolFailure(text.length(), p -> true);
        return tool >= 0 ? tool : turnedIn(text, 0, text.length(), found.turns.at, found.turns.size,
                p -> Turns.FAULT.at(text, p, text.length()) < 0 || faultReadAsATurn(text, p));
    }

    /**
     * Whether the word of {@link Role#FAULT_TURN} at {@code p} of a JSON field's prose is read as a turn: no negation
     * before it in its clause, or a partial one ({@link #faultDenied}).
     */
    private static boolean faultReadAsATurn(String text, int p) {
        int faultEnd = Lexicon.endOf(Turns.FAULT.at(text, p, text.length()));
        int q = statedSentence(text, 0, p);
        int end = q < 0 ? -1 : statedSentenceEnd(text, q, p, faultEnd);
        if (end < 0) {
            return true; // the turn's reading asks whether its sentence states it
        }
        int clause = brokenBefore(text, q, p);
        return Tokens.of(text, clause, p).firstOf(Turns.NEGATING) < 0
                || faultDenied(text, clause, brokenAfter(text, p, end), p, faultEnd) == FAULT_PARTIAL;
    }

    /** {@link #lasting}'s answers: the sentence states a problem, it is plain, or {@link #kept} decides. */
    private static final int LASTING_TURNED = 1, LASTING_PLAIN = 2, LASTING_UNREAD = 0;

    /**
     * How a turn of still, anyway or even-when ({@link Role#STILL}, {@link Role#ANYWAY}, {@link Role#EVEN_WHEN}) at
     * {@code text[turn, turnEnd)}, in the sentence {@code [from, end)}, reads: a thing past its end ({@link Role#ENDED})
     * in its clause, between the conjunctions around the turn, still accepted, used or shown turns it whatever the verb
     * ({@code Expired tokens are still accepted.}, {@code The job still runs after it is cancelled.}), unless a check
     * refusing it follows ({@code Expired tokens are still rejected.}) or the sentence is of before the change or the
     * fix ({@code Expired tokens were still accepted before this fix.}); with none, a word of what is good after the turn
     * in its clause leaves it plain ({@code It still works after the update.}, {@code The old endpoint is still
     * supported.}); an even-when turns nothing where no negation follows it in its sentence ({@code It is freed even
     * when the callback throws.}). A negation in the clause, and any other turn, is left to {@link #kept}.
     */
    private static int lasting(String text, int from, int turn, int turnEnd, int end) {
        boolean even = Turns.EVEN_WHEN.at(text, turn, end) >= 0;
        if (!even && Turns.STILL.at(text, turn, end) < 0) {
            return LASTING_UNREAD;
        }
        if (even) {
            return Tokens.of(text, turnEnd, end).firstOf(Turns.NEGATING) >= 0 ? LASTING_UNREAD : LASTING_PLAIN;
        }
        int clause = brokenBefore(text, from, turn);
        int clauseEnd = brokenAfter(text, turn, end);
        if (!hasLetterOrDigit(text, clause, turn) && !hasLetterOrDigit(text, turnEnd, clauseEnd)) {
            return LASTING_PLAIN; // a clause of its own: Still, the code is clean. Igualmente, los tests pasan.
        }
        if (Tokens.of(text, clause, clauseEnd).firstOf(Turns.NEGATING) >= 0) {
            return LASTING_UNREAD;
        }
        int part = clause; // the clause's part around the turn, between its conjunctions
        int partEnd = clauseEnd;
        for (int p = clause; p < clauseEnd; p++) {
            if ((p == clause || !Lexicon.isSpaced(text.charAt(p - 1))) && (p < turn || p >= turnEnd)
                    && LEX.at(text, p, clauseEnd, Category.CONJUNCTION.bit()) >= 0) {
                if (p < turn) {
                    part = p;
                } else if (partEnd == clauseEnd) {
                    partEnd = p;
                }
            }
        }
        boolean ended = false;
        boolean good = false;
        for (int p = part; p < partEnd; p++) {
            if (p >= turn && p < turnEnd || p > part && Lexicon.isSpaced(text.charAt(p - 1))) {
                continue;
            }
            ended = ended || Turns.ENDED.at(text, p, partEnd) >= 0;
            good = good || p >= turnEnd && Turns.GOOD.at(text, p, partEnd) >= 0;
        }
        if (!ended) {
            return good ? LASTING_PLAIN : LASTING_UNREAD;
        }
        if (Tokens.of(text, from, end).firstOf(Turns.THEN) >= 0) {
            return LASTING_PLAIN;
        }
        for (int p = turnEnd; p < clauseEnd; p++) {
            if (!Lexicon.isSpaced(text.charAt(p - 1)) && Turns.REFUSING.at(text, p, clauseEnd) >= 0) {
                return LASTING_PLAIN;
            }
        }
        return LASTING_TURNED;
    }

    /**
     * Where the sentence holding the word at {@code word} starts, in findings read from {@code from}, or -1 where the
     * word stands on a heading's, a quote's or a table's line, in a fence or in code ticks: words their own readings
     * weigh, not a statement of the review's.
     */
    private static int statedSentence(String text, int from, int word) {
        int turn = word;
        int line = turn;
        while (line > from && !Decoration.isLineBreak(text.charAt(line - 1))) {
            line--;
        }
        int lineEnd = turn;
        while (lineEnd < text.length() && !Decoration.isLineBreak(text.charAt(lineEnd))) {
            lineEnd++;
        }
        int a = line;
        while (a < turn && (Lexicon.isBlank(text.charAt(a)) || LINE_MARKS.indexOf(text.charAt(a)) >= 0
                && text.charAt(a) != '#')) {
            a++;
        }
        if ("#>＞|".indexOf(text.charAt(a)) >= 0 || headingLine(text, line, lineEnd) || inCodeTicks(text, line, turn)
                || inAFence(text, from, line)) {
            return -1;
        }
        // The sentence holding the turn, read from the line's words sentence by sentence.
        int q = a;
        int end = Math.max(q + 1, sentenceEnd(text, q, lineEnd));
        while (end <= turn && end < lineEnd) {
            q = end;
            end = Math.max(q + 1, sentenceEnd(text, q, lineEnd));
        }
        return q;
    }

    /** Whether an odd number of code ticks stands between {@code line} and {@code p}: {@code p} is inside code. */
    private static boolean inCodeTicks(String text, int line, int p) {
        boolean code = false;
        for (int i = line; i < p; i++) {
            code ^= text.charAt(i) == '`';
        }
        return code;
    }

    /** Whether the line at {@code line} lies in a fence opened on a line between {@code from} and it. */
    private static boolean inAFence(String text, int from, int line) {
        boolean fence = false;
        for (int p = from; p < line; ) {
            int a = p;
            while (a < line && Lexicon.isBlank(text.charAt(a))) {
                a++;
            }
            fence ^= text.startsWith("```", a) || text.startsWith("~~~", a);
            while (p < line && !Decoration.isLineBreak(text.charAt(p))) {
                p++;
            }
            p++;
        }
        return fence;
    }

    /**
     * Whether the line {@code text[from, to)} is a heading written in emphasis or lenticular brackets alone
     * ({@code **Still open**}, {@code __Never done__}, {@code 【未対応】}): the list under it is read by the headings'
     * reading, which weighs what its items say.
     */
    private static boolean headingLine(String text, int from, int to) {
        while (from < to && Lexicon.isBlank(text.charAt(from))) {
            from++;
        }
        while (to > from && Lexicon.isBlank(text.charAt(to - 1))) {
            to--;
        }
        int n = to - from;
        return n > 4 && (text.startsWith("**", from) && text.startsWith("**", to - 2)
                || text.startsWith("__", from) && text.startsWith("__", to - 2))
                || n > 2 && text.charAt(from) == '【' && text.charAt(to - 1) == '】';
    }

    /**
     * Whether the word at {@code turn} stands in a question, a question mark after it in its sentence ({@code Any wrong
     * results? None.}): it asks, and its answer is read where questions and their answers are ({@link #passAnsweredNo}).
     */
    private static boolean asked(String text, int turn, int end) {
        for (int p = turn; p < end; p++) {
            if (text.charAt(p) == '?' || text.charAt(p) == '？') {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the word at {@code turn} stands in a label, a colon after it in its sentence ({@code Still red: 0},
     * {@code Wrong: none}, {@code Options: approves vs. never}): a label and what answers it are read by the labels'
     * readings, which weigh its answer.
     */
    private static boolean labels(String text, int turn, int end) {
        for (int p = turn; p < end; p++) {
            if (text.charAt(p) == ':' || text.charAt(p) == '：') {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the clause of {@code text} around the word of {@link Role#TURN} at {@code turn} (within the sentence
     * {@code [from, end)}) says the work is sound or what the change does, in a word no negation before it takes back:
     * a word of {@link Turns#KEEPING} or of resolving anywhere in it ({@code Fixes the wrong result.},
     * {@code 错误的结果已修复}); before the turn, a word of {@link Turns#KEEPERS} ({@code The handler now reads…}; one of
     * what the change does only where {@code changeKeeps}); after it, a word that says the work is sound or passes
     * ({@code The tests still pass.}), not one that says only that a thing works or is handled ({@code The reset link
     * never expires and works any number of times.}).
     */
    private static boolean kept(String text, int from, int turn, int turnEnd, int end, boolean changeKeeps) {
        int clause = brokenBefore(text, from, turn);
        int clauseEnd = brokenAfter(text, turn, end);
        int denied = faultDenied(text, clause, clauseEnd, turn, turnEnd);
        if (denied != FAULT_UNREAD) {
            return denied == FAULT_DENIED;
        }
        Tokens tokens = Tokens.of(text, clause, clauseEnd);
        int negated = clauseEnd; // where the clause's first negation stands: a keeping word after it is taken back
        for (int t = 0; t < tokens.size; t++) {
            long c = tokens.categories[t];
            // A word of resolving says the change removes what the turn names (fixes the wrong result, no longer).
            if ((c & (Turns.KEEPING | Category.RESOLVING.bit())) != 0) {
                return true;
            }
            if ((c & Turns.NEGATING) != 0) {
                if (tokens.start[t] >= turnEnd && text.charAt(tokens.start[t]) >= 0x2E80
                        && kanaOrHangul(text, clause, clauseEnd)) {
                    // Where Japanese and Korean write a negation, after what it denies: 二重に作られることはありません.
                    // (Chinese writes it before its verb: 扣款两次没有通知用户 negates the notice, not the repeat.)
                    return true;
                }
                negated = tokens.start[t];
                break;
            }
        }
        // A check refusing what the turn names, anywhere after it in its sentence and before a negation: "If a webhook
        // arrives twice, it is recognised by its id and dropped.", not "Wrong passwords are not rejected."
        for (int p = turnEnd; p < end; p++) {
            if (Lexicon.isSpaced(text.charAt(p - 1))) {
                continue;
            }
            // (A refusing word may open on a negation of its language, yok of yok sayılır: asked first.)
            if (Turns.REFUSING.at(text, p, end) >= 0) {
                return true;
            }
            if (LEX.at(text, p, end, Turns.NEGATING) >= 0) {
                break;
            }
        }
        // An actor nobody bounds reaching what is published for everyone (Anyone can read the public docs.).
        boolean actor = Turns.ACTOR.at(text, turn, turnEnd) >= 0;
        // A keeping word may open on the negation that is part of it (不变, unchanged): read at its place too.
        for (int p = clause; p < negated || p == negated && negated < clauseEnd; p++) {
            if (p >= turn && p < turnEnd) {
                continue; // the turn's own words (the bien of bien que)
            }
            if (p == clause || !Lexicon.isSpaced(text.charAt(p - 1))) {
                // A word may run past the negation that is part of it (sin problemas, 문제없): it starts before it.
                Lexicon.View keepers = p >= turn ? Turns.SOUND : changeKeeps ? Turns.KEEPERS : Turns.KEEPERS_BUT_CHANGE;
                if (keepers.at(text, p, clauseEnd) >= 0 || actor && p >= turnEnd && Turns.PUBLIC.at(text, p, clauseEnd) >= 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** {@link #faultDenied}'s answers: the fault is taken back, the negation is partial, or the clause decides. */
    private static final int FAULT_DENIED = 1, FAULT_PARTIAL = -1, FAULT_UNREAD = 0;

    /**
     * How a negation reads the turn's word at {@code text[turn, turnEnd)}, of the clause {@code text[clause,
     * clauseEnd)}, where it names the fault itself. It takes it back ({@link #FAULT_DENIED}): a word of {@link
     * Role#FAULT_TURN} with a negation before it and only verbs of being between ({@code The totals are not wrong.},
     * {@code Nothing is wrong with the migration.}, {@code Die Summen sind nicht falsch.}, {@code Les totaux ne sont
     * pas erronés.}, {@code 合计不是错误的}), one of {@link Role#REPEAT_TURN} with a negation at most two words before it and
     * no article between ({@code The fee is not charged twice.}, {@code La tarifa no se cobra dos veces.}, {@code
     * 费用不会被收取两次}); in Turkish, Japanese and Korean, which write the negation after, a negation right after it or the
     * next word's negating suffix ({@code yanlış değil}, {@code iki kez alınmıyor}, {@code 잘못된 것이 없다}). A word of
     * {@link Role#NEGATION_PARTIAL} between makes the negation partial ({@link #FAULT_PARTIAL}: {@code not always
     * wrong}, {@code not only twice}, {@code 不一定是错误的}), which keeps nothing. A negation of another verb reaches no
     * quality ({@code The tests do not catch the wrong total.}); one further off, or one after in a script that writes
     * it before, is read as the clause's, which keeps nothing ({@code Wrong passwords are not rejected.}).
     */
    private static int faultDenied(String text, int clause, int clauseEnd, int turn, int turnEnd) {
        boolean quality = Turns.FAULT.at(text, turn, clauseEnd) >= 0;
        if (!quality && Turns.REPEAT.at(text, turn, clauseEnd) < 0) {
            return FAULT_UNREAD;
        }
        boolean spaced = Lexicon.isSpaced(text.charAt(turn));
        // The last negation before it in its clause, at a word's start, and the words between.
        int negationEnd = -1;
        for (int p = clause; p < turn; p++) {
            if (spaced && p > clause && Character.isLetter(text.charAt(p - 1))) {
                continue;
            }
            long found = LEX.at(text, p, turn, Harms.NEGATES);
            if (found >= 0 && Lexicon.endOf(found) <= turn) {
                negationEnd = Lexicon.endOf(found);
            }
        }
        // A word making the negation partial, however far between (não é só cobrada duas vezes).
        for (int p = Math.max(negationEnd, clause); negationEnd >= 0 && p < turn; p++) {
            if ((!spaced || p == negationEnd || !Character.isLetter(text.charAt(p - 1)))
                    && Turns.PARTIAL.at(text, p, turn) >= 0) {
                return FAULT_PARTIAL;
            }
        }
        if (negationEnd >= 0 && (spaced ? wordsIn(text, negationEnd, turn) <= 2 : turn - negationEnd <= 4)) {
            int others = 0;
            for (int p = negationEnd; p < turn; p++) {
                if (Lexicon.isBlank(text.charAt(p))
                        || spaced && p > negationEnd && Character.isLetter(text.charAt(p - 1))) {
                    continue;
                }
                if (Turns.ARTICLE.at(text, p, turn) >= 0) {
                    return FAULT_UNREAD;
                }
                long being = Turns.BEING.at(text, p, turn);
                if (being >= 0) {
                    p = Lexicon.endOf(being) - 1;
                } else {
                    others++; // a word, or a character of a script written without spaces
                }
            }
            return (quality ? others == 0 : others <= (spaced ? 2 : 4)) ? FAULT_DENIED : FAULT_UNREAD;
        }
        // Where the negation follows: right after the word, or the next word's suffix (Turkish), anywhere after it in
        // its clause (Japanese, Korean); nothing before it in its clause may make it partial.
        int next = turnEnd;
        while (next < clauseEnd && Lexicon.isBlank(text.charAt(next))) {
            next++;
        }
        int nextEnd = next;
        while (nextEnd < clauseEnd && Character.isLetter(text.charAt(nextEnd))) {
            nextEnd++;
        }
        boolean after = spaced ? next < clauseEnd && (LEX.at(text, next, clauseEnd, Category.VERB_NEGATION.bit()) >= 0
                || negatedBySuffix(text, next, nextEnd))
                : kanaOrHangul(text, clause, clauseEnd)
                        && Tokens.of(text, turnEnd, clauseEnd).firstOf(Turns.NEGATING) >= 0;
        if (!after) {
            return FAULT_UNREAD;
        }
        for (int p = clause; p < clauseEnd; p++) {
            if ((p < turn || p >= turnEnd) && Turns.PARTIAL.at(text, p, clauseEnd) >= 0) {
                return FAULT_PARTIAL;
            }
        }
        return FAULT_DENIED;
    }

    /**
     * Words the findings' one pass looks for at the places it reads (a harm's lead, a tool's failure line): their page of
     * roles, their roles, the characters they start with, the table of their starts and their view.
     */
    private record LeadWords(Lexicon page, long roles, long[] firsts, Lexicon.TermStarts starts, Lexicon.View words) {
        static LeadWords of(Lexicon page, long roles) {
            return new LeadWords(page, roles, page.firstCharacters(roles), page.termStarts(roles), page.view(roles));
        }

        /** Whether one of the words starts at {@code p}: the table of starts asked first, then the view. */
        boolean startsAt(String text, int p, int to) {
            return starts.mayStartAt(text, p, to) && words.at(text, p, to) >= 0;
        }

        /**
         * The word starting at {@code p}, as {@link Lexicon#at} finds it, or -1: its first character and the table of
         * starts asked first, as most places start none.
         */
        long find(String text, int p, int to) {
            char c = text.charAt(p);
            return (firsts[c >>> 6] & (1L << c)) == 0 || !starts.mayStartAt(text, p, to) ? -1 : words.at(text, p, to);
        }

        long[] aloneStarts() {
            return page.aloneStarts(roles);
        }

        long[] pairSignatures() {
            return page.pairSignatures(roles);
        }

        /** The words' first words' first characters ({@link Lexicon#firstWordPrefixes}). */
        long[] prefixes() {
            return page.firstWordPrefixes(roles);
        }
    }

    /** Places of a text where words of one kind start, in order, as {@link Findings#scan} finds them. */
    private static final class Places {
        int[] at = new int[4];
        /** Where the pass looked the word up, what it found there ({@link Lexicon#at}), by the place's index; else -1. */
        long[] found = new long[4];
        int size;

        void add(int p) {
            add(p, -1);
        }

        void add(int p, long term) {
            if (size == at.length) {
                at = Arrays.copyOf(at, size * 2);
                found = Arrays.copyOf(found, size * 2);
            }
            found[size] = term;
            at[size++] = p;
        }
    }

    /** The names of checks ({@link Category#CHECK}: {@code tests}, {@code build}, {@code テスト}), for {@link Findings#checkPassPutOff}. */
    private static final class Checks {
        static final LeadWords NAMES = LeadWords.of(LEX, Category.CHECK.bit());
    }

    /**
     * {@link Findings#checkPassPutOff} of {@code text[from, to)}: where a check is said to pass and put off there, or -1
     * (a JSON field's prose).
     */
    public static int checkPassPutOff(String text, int from, int to, IntPredicate counts) {
        return Findings.scan(text, from, text.length(), false, false, true).checkPassPutOff(from, to, counts);
    }

    /** A tool's failure line's words ({@link Findings#toolFailure}). */
    private static final class Tools {
        static final Lexicon PAGE = LEX.roles(Role.TOOL_FAILURE);
        static final LeadWords LEAD = LeadWords.of(PAGE, Role.mask(Role.TOOL_FAILURE, Role.TOOL_LEAD, Role.EXIT_STATUS));
        static final Lexicon.View SHOWN = PAGE.view(Role.OUTPUT_SHOWN.bit());
        static final Lexicon.View GONE = PAGE.view(Role.OUTPUT_GONE.bit());
        static final Lexicon.View AS_MEANT = LEX.roles(Role.AS_MEANT).view(Role.AS_MEANT.bit());
        /** What says a failure line before it on its line, or opening the line introducing it, is from before or fixed. */
        static final long BEFORE = Category.mask(Category.RESOLVING, Category.HISTORICAL, Category.NEGATION,
                Category.VERB_NEGATION, Category.CONDITION);
        /** What says so opening a heading above it ({@code ## Fixed}); a line introducing it is read by its last clause. */
        static final long THEN = Category.mask(Category.RESOLVING, Category.HISTORICAL);
        /** How many lines above a failure line its introducing line or heading is looked for. */
        static final int INTRO_LINES = 40;
        /** The words an exit status's number may follow ({@code exit code of 1}, {@code exited with code 1}). */
        static final java.util.Set<String> BEFORE_NUMBER = java.util.Set.of("of", "is", "was", "with", "ist", "war",
                "est", "es", "era", "è", "é", "was:", "van", "wel");
    }


    /** {@link Findings#toolFailure} of {@code text[from, to)}, every place {@code counts} accepts: a JSON field's prose. */
    public static int toolFailureStated(String text, int from, int to, IntPredicate counts) {
        return Findings.scan(text, from, to, false, false, true).toolFailure(to, counts);
    }

    /** Whether the word of a tool's failure line at {@code p} states one ({@link Findings#toolFailure}). */
    static boolean toolFailureAt(String text, int from, int p, int to) {
        long found = Tools.LEAD.words().at(text, p, to);
        if (found < 0) {
            return false;
        }
        long roles = Tools.PAGE.categoriesOf(found);
        int end = Lexicon.endOf(found);
        // A lead's word in the middle of a sentence (the error message could be clearer) states nothing: told from the
        // characters just before it, before its line is looked for (a paragraph of prose is one long line).
        if ((roles & (Role.TOOL_FAILURE.bit() | Role.EXIT_STATUS.bit())) == 0 && !mayOpenLine(text, from, p)) {
            return false;
        }
        int lineStart = p;
        while (lineStart > from && !Decoration.isLineBreak(text.charAt(lineStart - 1))) {
            lineStart--;
        }
        int lineEnd = end;
        while (lineEnd < to && !Decoration.isLineBreak(text.charAt(lineEnd))) {
            lineEnd++;
        }
        boolean states = (roles & Role.TOOL_FAILURE.bit()) != 0
                || (roles & Role.TOOL_LEAD.bit()) != 0 && opensLine(text, lineStart, p) && leadStates(text, end, lineEnd)
                || (roles & Role.EXIT_STATUS.bit()) != 0 && exitStatusNotZero(text, end, lineEnd);
        // (An option or a label's word is asked after what the word states: most such words of a review state nothing.)
        if (!states || anOption(text, p, end) || labelOnly(text, p, end, lineEnd)) {
            return false;
        }
        // Before it on its line, back to a sentence's end or a mark that sets parts apart (Before: Exit code: 1 / After:
        // Exit code: 0): a word saying it is from before, fixed or none.
        int w = p;
        while (w > lineStart) {
            char c = text.charAt(w - 1);
            if (c == '/' || c == '|' || c == ';' || c == '→' || c == '。'
                    || (c == '.' || c == '!' || c == '?') && w < p && Lexicon.isBlank(text.charAt(w))) {
                break;
            }
            w--;
        }
        // A word saying what a user is shown (Users now see Error: Cannot find module instead of a stack trace.). Words
        // ending in a colon before it introduce it as a line above does (Before: Exit code: 1), read as such a line
        // is (Fixed the typo, then re-ran: npm ERR! shows the run after the fix).
        int colon = p;
        while (colon > w && !(isColon(text.charAt(colon - 1)) && colon < p && Lexicon.isBlank(text.charAt(colon)))) {
            colon--;
        }
        int words = colon > w ? colon : w;
        if (words < p && (Tokens.unpaired(text, words, p).firstOf(Tools.BEFORE) >= 0
                || anyWord(Tools.SHOWN, text, words, p)) || colon > w && introducesAsBefore(text, w, colon - 1)) {
            return false;
        }
        // After it in its sentence: a word saying it is gone or fixed (The earlier npm ERR! is gone after the fix.), or
        // that it is what the change means to do (Exit code 2 on a bad flag, as designed.).
        int sentence = Math.min(lineEnd, sentenceEnd(text, end, lineEnd));
        if (end < sentence && (anyWord(Tools.GONE, text, end, sentence) || anyWord(Tools.AS_MEANT, text, end, sentence)
                || Tokens.unpaired(text, end, sentence).firstOf(Category.RESOLVING.bit()) >= 0)) {
            return false;
        }
        return !introducedAsBefore(text, from, lineStart);
    }

    /**
     * Whether {@link #opensLine} may hold for a word at {@code p}: going back from it over blanks, bullets, quotes' marks
     * and code ticks reaches its line's start or a colon (a compiler's place in a file before it).
     */
    private static boolean mayOpenLine(String text, int from, int p) {
        int q = p;
        while (q > from && (Lexicon.isBlank(text.charAt(q - 1)) || "-*+•`>".indexOf(text.charAt(q - 1)) >= 0)) {
            q--;
        }
        return q == from || Decoration.isLineBreak(text.charAt(q - 1)) || isColon(text.charAt(q - 1));
    }

    /**
     * Whether only blanks, a bullet, a quote's mark or code ticks stand in {@code text[lineStart, p)}, or a compiler's
     * place in a file before them, one run of marks and letters ending in a colon ({@code src/app.ts(3,5): },
     * {@code main.c:3:5: }).
     */
    private static boolean opensLine(String text, int lineStart, int p) {
        int q = lineStart;
        while (q < p && (Lexicon.isBlank(text.charAt(q)) || "-*+•`>".indexOf(text.charAt(q)) >= 0)) {
            q++;
        }
        if (q == p) {
            return true;
        }
        int r = p;
        while (r > q && Lexicon.isBlank(text.charAt(r - 1))) {
            r--;
        }
        if (r == p || !isColon(text.charAt(r - 1))) {
            return false;
        }
        if (compilerPlace(text, q, r) || outputLabel(text, q, r - 1)) {
            return true;
        }
        // A label, then a compiler's place in a file (Output: src/app.ts(3,5): error TS2322).
        for (int c = q; c < r - 1; c++) {
            if (isColon(text.charAt(c)) && Lexicon.isBlank(text.charAt(c + 1))) {
                int place = c + 1;
                while (place < r && Lexicon.isBlank(text.charAt(place))) {
                    place++;
                }
                return outputLabel(text, q, c) && compilerPlace(text, place, r);
            }
        }
        return false;
    }

    /** Whether {@code text[q, r)}, ending in a colon, is a compiler's place in a file: one run of marks and letters. */
    private static boolean compilerPlace(String text, int q, int r) {
        for (int i = q; i < r; i++) {
            if (Lexicon.isBlank(text.charAt(i))) {
                return false;
            }
        }
        return r - q > 2 && text.substring(q, r).chars().anyMatch(c -> c == '.' || c == '/' || c == '\\');
    }

    /**
     * Whether {@code text[q, colon)} is a short label of what follows it on its line ({@code Re-ran:}, {@code Output:},
     * {@code Rerun output:}, {@code Ergebnis:}, {@code 再実行:}): up to {@link #OUTPUT_LABEL_WORDS} words of letters, joined by
     * blanks, hyphens or apostrophes and nothing else, so the tool's line opens after it as after a line's start. A
     * clause (a comma, a stop) is prose, read as a line introducing the output is ({@link #introducesAsBefore}).
     */
    private static boolean outputLabel(String text, int q, int colon) {
        int words = 0;
        boolean inWord = false;
        for (int i = q; i < colon; i++) {
            char c = text.charAt(i);
            if (Character.isLetter(c)) {
                words += inWord ? 0 : 1;
                inWord = true;
            } else if (Lexicon.isBlank(c)) {
                inWord = false;
            } else if ((c != '-' && c != '\'') || !inWord) {
                return false;
            }
        }
        return words > 0 && words <= OUTPUT_LABEL_WORDS && colon - q <= OUTPUT_LABEL_WORDS * 24;
    }

    /** The words a label of a tool's output may hold ({@link #outputLabel}). */
    private static final int OUTPUT_LABEL_WORDS = 4;

    /**
     * Whether a tool's lead ending at {@code end} states a failure on its line: one ending in a letter where no letter or
     * digit follows it ({@code Killed}, not {@code Killed the flaky test}); one ending in a mark unless what follows is a
     * word for nothing or 0 ({@code Error: none}, {@code Fehler: keine}).
     */
    private static boolean leadStates(String text, int end, int lineEnd) {
        boolean word = Character.isLetterOrDigit(text.charAt(end - 1));
        int q = end;
        while (q < lineEnd && (Lexicon.isBlank(text.charAt(q)) || text.charAt(q) == '`' || text.charAt(q) == '*')) {
            q++;
        }
        int r = lineEnd;
        while (r > q && (Lexicon.isBlank(text.charAt(r - 1)) || ".。!`*".indexOf(text.charAt(r - 1)) >= 0)) {
            r--;
        }
        if (word && q < r && Character.isUpperCase(text.charAt(q))) {
            // A compiler's code after it (error TS2322:, error C2065:, error CS0103:).
            int i = q;
            while (i < r && Character.isUpperCase(text.charAt(i))) {
                i++;
            }
            int digits = i;
            while (i < r && Character.isDigit(text.charAt(i))) {
                i++;
            }
            if (i > digits && i < r && text.charAt(i) == ':') {
                return true;
            }
        }
        if (word) {
            for (int i = q; i < r; i++) {
                if (Character.isLetterOrDigit(text.charAt(i))) {
                    return false;
                }
            }
            return true;
        }
        if (q >= r) {
            return false; // a label over what follows (error:), weighed by the lists' readings
        }
        String rest = text.substring(q, r);
        long none = Category.mask(Category.NOTHING, Category.NO);
        if (rest.equals("0") || (LEX.categoriesOfWord(rest) & none) != 0) {
            return false;
        }
        // A word for nothing written with its closing dot (k. A., s.o.).
        int dot = r;
        while (dot < lineEnd && text.charAt(dot) == '.') {
            dot++;
        }
        return dot == r || (LEX.categoriesOfWord(text.substring(q, dot)) & none) == 0;
    }

    /**
     * Whether the word at {@code text[p, end)}, one word, is a label or a heading rather than a line a tool printed: a
     * colon or a closing bracket and nothing more after it on its line ({@code segfault:}, {@code 【segfault】}), or a
     * colon and a word for nothing or 0 ({@code segfault: 0}, {@code segfault: niet van toepassing}).
     */
    private static boolean labelOnly(String text, int p, int end, int lineEnd) {
        for (int i = p; i < end; i++) {
            if (Lexicon.isBlank(text.charAt(i))) {
                return false;
            }
        }
        int q = end;
        boolean closed = false;
        while (q < lineEnd && (Lexicon.isBlank(text.charAt(q)) || ":：】]）)」*_`".indexOf(text.charAt(q)) >= 0)) {
            closed |= ":：】]）)」".indexOf(text.charAt(q)) >= 0;
            q++;
        }
        if (!closed && q < lineEnd || closed && q >= lineEnd) {
            return closed;
        }
        if (q >= lineEnd) {
            return false;
        }
        int r = lineEnd;
        while (r > q && (Lexicon.isBlank(text.charAt(r - 1)) || ".。!`*".indexOf(text.charAt(r - 1)) >= 0)) {
            r--;
        }
        String rest = text.substring(q, r);
        return rest.equals("0") || (LEX.categoriesOfWord(rest) & Category.mask(Category.NOTHING, Category.NO)) != 0
                || NothingWrong.says(rest, 0, rest.length());
    }

    /**
     * Whether an exit status's name ending at {@code end} is followed on its line by a number other than 0: after blanks,
     * a colon, an equals sign or a bracket, and at most one short word ({@code exit code 137}, {@code Exit code: 1},
     * {@code exited with code 2}, {@code 終了コード: 1}, {@code 退出码为 1}); a name with no number after it says nothing.
     */
    private static boolean exitStatusNotZero(String text, int end, int lineEnd) {
        int q = end;
        for (int words = 0; ; words++) {
            while (q < lineEnd && (Lexicon.isBlank(text.charAt(q)) || ":=：(（#`*\"'|".indexOf(text.charAt(q)) >= 0)) {
                q++;
            }
            if (q >= lineEnd || words > 0 || Character.isDigit(text.charAt(q)) || text.charAt(q) == '-') {
                break;
            }
            int w = q;
            while (w < lineEnd && Character.isLetter(text.charAt(w)) && w - q < 4) {
                w++;
            }
            boolean cjk = text.charAt(q) >= 0x2E80;
            if (w == q || !cjk && !Tools.BEFORE_NUMBER.contains(text.substring(q, w).toLowerCase(java.util.Locale.ROOT))) {
                break;
            }
            q = w;
        }
        if (q < lineEnd && text.charAt(q) == '-') {
            q++;
        }
        int digits = q;
        boolean nonZero = false;
        while (q < lineEnd && text.charAt(q) >= '0' && text.charAt(q) <= '9') {
            nonZero |= text.charAt(q) != '0';
            q++;
        }
        return q > digits && nonZero && (q >= lineEnd || !Character.isLetter(text.charAt(q)));
    }

    /** Whether a word of {@code view} starts at a word's start in {@code text[from, to)}. */
    private static boolean anyWord(Lexicon.View view, String text, int from, int to) {
        for (int q = from; q < to; q++) {
            if ((q == from || !Character.isLetterOrDigit(text.charAt(q - 1)) || text.charAt(q) >= 0x2E80)
                    && view.at(text, q, to) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the failure line opening at {@code lineStart} stands under a line introducing it as from before the fix,
     * fixed or what a user is shown: the nearest line above ending in a colon ({@code Before the fix:}, {@code The user
     * now sees this error message:}) and the nearest heading above ({@code ## Fixed}), within {@link Tools#INTRO_LINES}
     * lines and not above {@code from}. A colon's line opening with such a word or holding one of
     * {@link Role#OUTPUT_SHOWN}, and a heading opening with one, introduce it so.
     */
    private static boolean introducedAsBefore(String text, int from, int lineStart) {
        boolean colonSeen = false;
        int end = lineStart;
        for (int n = 0; n < Tools.INTRO_LINES && end > from; n++) {
            int lineEnd = end - 1; // the line break ending the line above
            int start = lineEnd;
            while (start > from && !Decoration.isLineBreak(text.charAt(start - 1))) {
                start--;
            }
            end = start;
            int a = start;
            while (a < lineEnd && (Lexicon.isBlank(text.charAt(a)) || "-*+>".indexOf(text.charAt(a)) >= 0)) {
                a++;
            }
            int b = lineEnd;
            while (b > a && (Lexicon.isBlank(text.charAt(b - 1)) || "*_`".indexOf(text.charAt(b - 1)) >= 0)) {
                b--;
            }
            if (a >= b) {
                continue;
            }
            // A heading, not a shell's comment right under a fence's opening line (```bash / # Fixed the build).
            boolean heading = text.charAt(a) == '#' && !(start - 1 > from && fenceLineAbove(text, from, start - 1));
            if (heading) {
                while (a < b && (text.charAt(a) == '#' || Lexicon.isBlank(text.charAt(a)))) {
                    a++;
                }
                return opensWith(text, a, b, Tools.THEN);
            }
            if (!colonSeen && (text.charAt(b - 1) == ':' || text.charAt(b - 1) == '：')
                    && !Tools.LEAD.startsAt(text, a, b)) {
                // (A line of the output itself, Traceback (most recent call last):, introduces nothing.)
                colonSeen = true;
                if (introducesAsBefore(text, a, b - 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isColon(char c) {
        return c == ':' || c == '：';
    }

    /**
     * Whether the words of a line introducing output, {@code text[a, b)} up to its colon, say that output is from before
     * the fix, fixed, or what a user is shown. They are read in their last clause, after the last mark that ends a
     * sentence or sets a clause apart: a line that names a fix and then goes on to introduce output ({@code Fixed the
     * typo, then re-ran:}, {@code Fixed it. Output:}, {@code Fixed the typo and re-ran:}) introduces the run made after
     * the fix, the current one. That clause says so where it opens with a word of a time before ({@code Before the fix},
     * {@code Previously}, {@code 修正前}), is a fixing word alone (a label, as the heading {@code ## Fixed} is:
     * {@code Fixed}, {@code Behoben}, {@code 已修复}), or holds a word of {@link Role#OUTPUT_SHOWN} or
     * {@link Role#OUTPUT_GONE}.
     */
    private static boolean introducesAsBefore(String text, int a, int b) {
        int c = b;
        while (c > a && !clauseMark(text, c - 1, b)) {
            c--;
        }
        while (c < b && (Lexicon.isBlank(text.charAt(c)) || "*_`-".indexOf(text.charAt(c)) >= 0)) {
            c++;
        }
        int d = b;
        while (d > c && (Lexicon.isBlank(text.charAt(d - 1)) || "*_`".indexOf(text.charAt(d - 1)) >= 0)) {
            d--;
        }
        if (c >= d) {
            return false;
        }
        if (anyWord(Tools.SHOWN, text, c, d) || anyWord(Tools.GONE, text, c, d)
                || opensWith(text, c, d, Category.HISTORICAL.bit())) {
            return true;
        }
        Tokens tokens = Tokens.unpaired(text, c, d);
        return tokens.size == 1 && tokens.start[0] == c && tokens.end[0] == d
                && (tokens.categories[0] & Category.RESOLVING.bit()) != 0;
    }

    /** Whether {@code text.charAt(i)} ends a sentence or sets a clause apart: a comma, a semicolon, a full stop before a blank. */
    private static boolean clauseMark(String text, int i, int b) {
        char c = text.charAt(i);
        return ",;!?。，、；！？".indexOf(c) >= 0 || c == '.' && (i + 1 >= b || Lexicon.isBlank(text.charAt(i + 1)));
    }

    /** Whether the line ending at the line break {@code lineBreak} opens with a fence's backticks or tildes. */
    private static boolean fenceLineAbove(String text, int from, int lineBreak) {
        int s = lineBreak;
        while (s > from && !Decoration.isLineBreak(text.charAt(s - 1))) {
            s--;
        }
        while (s < lineBreak && Lexicon.isBlank(text.charAt(s))) {
            s++;
        }
        return text.startsWith("```", s) || text.startsWith("~~~", s);
    }

    /** Whether the first term of {@code text[a, b)}, read from its first word, is of {@code categories}. */
    private static boolean opensWith(String text, int a, int b, long categories) {
        while (a < b && "*_`".indexOf(text.charAt(a)) >= 0) {
            a++;
        }
        Tokens tokens = Tokens.unpaired(text, a, b);
        return tokens.size > 0 && tokens.start[0] < a + 2 && (tokens.categories[0] & categories) != 0;
    }

    /** The words of a harm's reading ({@link #harmStated}), on the roles' second page. */
    private static final class Harms {
        static final Lexicon PAGE = LEX.roles(Role.DESTROYS);
        /** The words that lead a harm: a destroying or exposing verb, an actor nobody bounds. */
        static final LeadWords LEAD = LeadWords.of(PAGE, Role.mask(Role.DESTROYS, Role.EXPOSES, Role.ANY_ACTOR));
        static final Lexicon.View DATA = PAGE.view(Role.DATA_HELD.bit());
        static final Lexicon.View SECRETS = PAGE.view(Role.SECRET.bit());
        static final Lexicon.View BOUNDED = PAGE.view(Role.HARM_BOUNDED.bit());
        static final Lexicon.View DONE_TO = PAGE.view(Role.DONE_TO.bit());
        static final Lexicon.View DONE_TO_AFTER = PAGE.view(Role.DONE_TO_AFTER.bit());
        /** An actor's word that says the thing beside it is another party's ({@link Role#OTHERS_OWN}), on its page. */
        static final Lexicon.View OTHERS_OWN = LEX.roles(Role.OTHERS_OWN).view(Role.OTHERS_OWN.bit());
        /** What bounds the reach of another party's thing to what is meant ({@link Role#OTHERS_KEEP}), on its page. */
        static final Lexicon.View OTHERS_KEEP = LEX.roles(Role.OTHERS_KEEP).view(Role.OTHERS_KEEP.bit());
        /** The roles of a place data must not reach ({@link Role#WRONG_PLACE}), on their page. */
        static final Lexicon PLACE_PAGE = LEX.roles(Role.WRONG_PLACE);
        /** The words that lead such a harm: a wrong place or people, a public place. */
        static final LeadWords PLACES = LeadWords.of(PLACE_PAGE, Role.mask(Role.WRONG_PLACE, Role.PUBLIC_PLACE));
        static final Lexicon.View LIVE = PLACE_PAGE.view(Role.LIVE_SIDE.bit());
        static final Lexicon.View TRIAL = PLACE_PAGE.view(Role.TRIAL_SIDE.bit());
        static final Lexicon.View PLACE_KEEPS = PLACE_PAGE.view(Role.PLACE_KEEPS.bit());
        static final Lexicon.View PRIVATE = PLACE_PAGE.view(Role.PRIVATE_DATA.bit());
        /** A hedge, a modal or a condition: a place said as one that may or should be reached, no state. */
        static final long PLACE_PUT_OFF = Category.mask(Category.HEDGE, Category.MODAL, Category.CONDITION);
        /** The roles of a quoted error shown ({@link Role#QUOTE_SHOWN}), on their page. */
        static final Lexicon SHOWN_PAGE = LEX.roles(Role.QUOTE_SHOWN);
        /**
         * The verbs read in their sentence, on one page: one of showing, printing, returning or logging that leads a
         * quoted error ({@link Role#QUOTE_SHOWN}), one of malfunction ({@link Role#MALFUNCTIONS}).
         */
        static final LeadWords SHOWN = LeadWords.of(SHOWN_PAGE, Role.mask(Role.QUOTE_SHOWN, Role.MALFUNCTIONS,
                Role.NO_END, Role.IGNORED, Role.REACH_ACTS));
        /** A reach beyond the target ({@link Role#REACH_BEYOND}: {@code every other}, {@code the whole}). */
        static final Lexicon.View BEYOND = LEX.roles(Role.REACH_BEYOND).view(Role.REACH_BEYOND.bit());
        /** What bounds a reach to what is meant ({@link Role#REACH_KEEPS}: {@code only}, {@code own}, {@code opted in}). */
        static final Lexicon.View REACH_KEEPS = LEX.roles(Role.REACH_KEEPS).view(Role.REACH_KEEPS.bit());
        /** A verb of running, waiting, retrying or looping ({@link Role#NO_END_RUNS}), what a word of no end is read of. */
        static final Lexicon.View NO_END_RUNS = SHOWN_PAGE.view(Role.NO_END_RUNS.bit());
        /** A verb of stopping ({@link Role#NO_END_STOP}), which a negation beside a word of no end states none of. */
        static final Lexicon.View NO_END_STOP = SHOWN_PAGE.view(Role.NO_END_STOP.bit());
        /** What bounds a word of no end to what is meant ({@link Role#NO_END_KEEPS}: {@code until}). */
        static final Lexicon.View NO_END_KEEPS = SHOWN_PAGE.view(Role.NO_END_KEEPS.bit());
        /** A result or a failure that an ignoring verb may act on besides an error's noun ({@link Role#IGNORED_WHAT}). */
        static final Lexicon.View IGNORED_WHAT = SHOWN_PAGE.view(Role.mask(Role.IGNORED_WHAT, Role.ERROR_NOUN));
        /** What makes an error ignored one meant to be ({@link Role#IGNORED_KEEPS}: {@code expected}). */
        static final Lexicon.View IGNORED_KEEPS = SHOWN_PAGE.view(Role.IGNORED_KEEPS.bit());
        /** A word saying the behaviour is the one meant ({@link Role#AS_MEANT}: {@code as designed}). */
        static final Lexicon.View MEANT = LEX.roles(Role.AS_MEANT).view(Role.AS_MEANT.bit());
        /** A check catching or refusing a thing ({@link Role#REFUSES}: {@code caught}), no resolving of a fault ignored. */
        static final Lexicon.View CATCHES = LEX.roles(Role.REFUSES).view(Role.REFUSES.bit());
        /** A negation, which keeps a word of no end or of ignoring in its clause. */
        static final long NEGATES = Category.mask(Category.NEGATION, Category.VERB_NEGATION);
        static final Lexicon.View MALFUNCTION_KEEPS = SHOWN_PAGE.view(Role.MALFUNCTION_KEEPS.bit());
        /** A bad input a check answers ({@link Role#BAD_INPUT}: {@code drops invalid rows}), what a malfunction acts on. */
        static final Lexicon.View BAD_INPUT = ROLES.view(Role.BAD_INPUT.bit());
        /**
         * What keeps a malfunction anywhere in its sentence: a time before the change, a word of resolving
         * ({@code Previously saving lost …}, {@code Fixes the stall …}).
         */
        static final long MALFUNCTION_GONE = Category.mask(Category.HISTORICAL, Category.RESOLVING);
        static final Lexicon.View QUOTE_FAULT = SHOWN_PAGE.view(Role.QUOTE_FAULT.bit());
        static final Lexicon.View QUOTE_KEEPS = SHOWN_PAGE.view(Role.QUOTE_KEEPS.bit());
        /** A noun of an error shown or thrown, unquoted ({@link Role#ERROR_NOUN}). */
        static final Lexicon.View ERROR_NOUN = SHOWN_PAGE.view(Role.ERROR_NOUN.bit());
        /** What keeps an error named so: a test of it, or one meant, for bad input, handled or bettered. */
        static final Lexicon.View ERROR_KEEPS = SHOWN_PAGE.view(Role.mask(Role.QUOTE_KEEPS, Role.ERROR_KEEPS));
        /** What in a quotation names an error or a wrong value: a failure, a problem, a grave one, a failing verdict. */
        static final long QUOTE_ERRORS = Category.mask(Category.SEVERE, Category.PROBLEM, Category.FAILURE,
                Category.NEGATIVE_VERDICT);
        /** The first characters of the lists of leads, which the findings' one pass looks at. */
        static final long[] FIRSTS = Lexicon.or(Lexicon.or(LEAD.firsts(), PLACES.firsts()), SHOWN.firsts());
        static final Lexicon.TermStarts STARTS = LEAD.starts().or(PLACES.starts()).or(SHOWN.starts());

        /** Whether a word of a list of leads starts at {@code p}. */
        static boolean startsAt(String text, int p, int to) {
            return LEAD.startsAt(text, p, to) || PLACES.startsAt(text, p, to) || SHOWN.startsAt(text, p, to);
        }
        /** How near a destroying or exposing word the data or the secret it acts on stands, in a spaced script. */
        static final int REACH = 60;
        /** The same in Japanese, Chinese and Korean, whose words stand closer. */
        static final int REACH_CJK = 12;
        /**
         * A check refusing the harm's actor ({@link Role#REFUSES}: {@code others get a 403}, {@code rejected}), or a
         * word saying the behaviour is the one meant ({@link Role#AS_MEANT}: {@code as designed}).
         */
        static final Lexicon.View REFUSING = ROLES.view(Role.mask(Role.REFUSES, Role.AS_MEANT));
        /** What takes the harm back in its clause: a negation, a word of resolving. */
        static final long TAKEN_BACK = Category.mask(Category.NEGATION, Category.VERB_NEGATION, Category.RESOLVING);
        /** What a word of resolving that leads a harm acts on instead: a problem, a check not made ({@link #harmed}). */
        static final long PROBLEMS = Category.mask(Category.SEVERE, Category.PROBLEM, Category.UNVERIFIED,
                Category.FAILURE);
    }

    /**
     * Where findings {@code text[from, to)} above a pass state a harm in words of no bug, or -1: data destroyed or lost
     * (a word of {@link Role#DESTROYS} with one of {@link Role#DATA_HELD} in its clause: {@code The migration drops the
     * orders table.}, {@code 注文テーブルが消えます}, {@code Die Migration leert die Bestelltabelle.}), a secret let out (one
     * of {@link Role#EXPOSES} with one of {@link Role#SECRET}: {@code The AWS secret key is committed in config.yml.},
     * {@code 密钥被提交到了仓库里。}), or an actor nobody bounds ({@link Role#ANY_ACTOR}: {@code Anyone can read other
     * users' invoices.}, {@code Jeder Nutzer kann fremde Konten löschen.}), or data or effects sent to a wrong place or
     * people ({@link #wrongPlaced}: {@code Search returns results from other tenants.}, {@code Production now writes to
     * the staging database.}, read with keeps of its own). Its clause keeps the pass where a negation or a
     * word of resolving stands in it outside the leading word ({@code The key is never committed.}, {@code 削除されません}),
     * a word bounds the harm to what is meant ({@link Role#HARM_BOUNDED}: {@code Only admins can delete accounts.},
     * {@code Removes the unused table.}) or a check refuses it ({@code others get a 403}); code deleted is no data
     * ({@code Deletes the unused helper.}). A heading, a quoted line, a table's row, code and a fence are passed over, as
     * a turn's are, and so is a question or a label. {@code counts} says which places are the review's own words.
     */
    public static int harmStated(String text, int from, int to, IntPredicate counts) {
        long[] firsts = Harms.FIRSTS;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (c < 0x80) {
                // An ASCII word is asked at its first letter only, its rest passed over in a tight loop: most of a
                // review is such words, and most of their letters may start a harm's word.
                if (!asciiWordChar(c)) {
                    continue;
                }
                int word = p;
                while (p + 1 < to && asciiWordChar(text.charAt(p + 1))) {
                    p++;
                }
                if (word > from && Lexicon.isSpaced(text.charAt(word - 1)) || (firsts[c >>> 6] & (1L << c)) == 0
                        || !Harms.STARTS.mayStartAt(text, word, to)) {
                    continue;
                }
                if (harmAt(text, from, word, to, counts)) {
                    return word;
                }
                continue;
            }
            if ((firsts[c >>> 6] & (1L << c)) == 0 || p > from && Lexicon.isSpaced(c)
                    && Lexicon.isSpaced(text.charAt(p - 1)) || !Harms.STARTS.mayStartAt(text, p, to)) {
                continue;
            }
            if (harmAt(text, from, p, to, counts)) {
                return p;
            }
        }
        return -1;
    }

    /**
     * Whether a word leading a harm starts at {@code p} and states one ({@link #harmed}, {@link #wrongPlaced}), at a
     * place {@code counts} accepts.
     */
    private static boolean harmAt(String text, int from, int p, int to, IntPredicate counts) {
        long found = Harms.LEAD.words().at(text, p, to);
        if (found >= 0 && counts.test(p)) {
            long roles = Harms.PAGE.categoriesOf(found);
            int end = Lexicon.endOf(found);
            if (harmed(text, from, p, end, roles)) {
                return true;
            }
            Stated s = (roles & Role.DESTROYS.bit()) != 0 && reachNear(text, from, p, end)
                    ? Stated.of(text, from, p, end) : null;
            if (s != null && reachStated(text, from, s)) {
                return true;
            }
        }
        long place = Harms.PLACES.words().at(text, p, to);
        Stated placed = place >= 0 && counts.test(p) ? Stated.of(text, from, p, Lexicon.endOf(place)) : null;
        if (placed != null && wrongPlaced(text, placed, Harms.PLACE_PAGE.categoriesOf(place))) {
            return true;
        }
        long shown = Harms.SHOWN.words().at(text, p, to);
        if (shown < 0 || !counts.test(p)) {
            return false;
        }
        long roles = Harms.SHOWN_PAGE.categoriesOf(shown);
        int end = Lexicon.endOf(shown);
        // Most verbs of sending or signing out reach nothing beyond their target: their sentence is not read.
        boolean reach = (roles & Role.REACH_ACTS.bit()) != 0 && reachNear(text, from, p, end);
        Stated s = reach || (roles & ~Role.REACH_ACTS.bit()) != 0 ? Stated.of(text, from, p, end) : null;
        return s != null && ((roles & Role.MALFUNCTIONS.bit()) != 0 && malfunctionStated(text, from, s)
                || (roles & Role.QUOTE_SHOWN.bit()) != 0 && quotedErrorShown(text, s, roles)
                || (roles & Role.NO_END.bit()) != 0 && noEndStated(text, s)
                || (roles & Role.IGNORED.bit()) != 0 && ignoredStated(text, s)
                || reach && reachStated(text, from, s));
    }

    /**
     * Whether the action's verb at {@code text[lead, leadEnd)}, a destroying one ({@link Role#DESTROYS}) or one of
     * sending, signing out, resetting or revoking ({@link Role#REACH_ACTS}), states that the change's action reaches more
     * than its target ({@link #harmStated}: {@code Deleting a project also deletes every other project owned by the same
     * team.}, {@code Logging out on one device signs out every user on the server.}, {@code Der Job löscht den gesamten
     * Bucket.}, {@code 他のすべてのユーザーがログアウトされます。}, {@code 注销会让所有用户登出。}): a word of
     * {@link Role#REACH_BEYOND} stands in its clause ({@code every other}, {@code the whole}, {@code everyone},
     * {@code not only}). Read as a harm's words are: not on a heading's, a quote's or a table's line, in a fence or in
     * code ticks, nor in a question, a label or an option; in a script written with spaces a word must stand before it
     * in its clause, its subject ({@code Sends the digest to every subscriber.} describes the change). Fail-closed, its
     * sentence keeps the pass only where, outside the verb and the reach's own words, a word bounds the reach to what is
     * meant ({@link Role#REACH_KEEPS}: {@code only}, {@code its own}, {@code who opted in}), says it is meant or refused,
     * tests it, or names a time before the change or a word of resolving ({@code Previously it signed out every user.},
     * {@code Fixes a bug where …}); its clause keeps it where a negation, a hedge, a modal or a condition stands there.
     */
    private static boolean reachStated(String text, int from, Stated s) {
        if (!s.subjectBefore(text)) {
            return false; // no subject before it
        }
        int line = s.line(text, from);
        boolean reach = false;
        for (int p = s.q; p < s.end; p++) {
            if (s.passes(text, p)) {
                continue; // the verb's own words, or the inside of a word of a spaced script
            }
            boolean inClause = s.inClause(p);
            // A reach's own words are read as one (not only, rather than only, だけでなく): its bound is none. One in
            // code ticks names code (`other users`).
            long beyond = Harms.BEYOND.at(text, p, s.end);
            if (beyond >= 0 && (p >= s.leadEnd || Lexicon.endOf(beyond) <= s.lead)) {
                reach |= inClause && !inCodeTicks(text, line, p);
                p = Lexicon.endOf(beyond) - 1;
                continue;
            }
            if (Harms.REACH_KEEPS.at(text, p, s.end) >= 0 || Harms.REFUSING.at(text, p, s.end) >= 0
                    || Harms.QUOTE_KEEPS.at(text, p, s.end) >= 0 || LEX.at(text, p, s.end, Harms.MALFUNCTION_GONE) >= 0
                    || inClause && LEX.at(text, p, s.clauseEnd, Harms.TAKEN_BACK | Harms.PLACE_PUT_OFF) >= 0) {
                return false;
            }
        }
        if (!reach || s.spaced && negatedBySuffix(text, s.clause, s.clauseEnd)) {
            return false;
        }
        return !inCodeTicks(text, line, s.lead) && !excessKept(text, s.q, s.lead, s.leadEnd, text.length(), false)
                && !offered(text, s.clause, s.lead, s.leadEnd);
    }

    /** Where the clause holding {@code text[p]} opens, not before its line's start nor {@code from}. */
    private static int clauseOnLineStart(String text, int from, int p) {
        int start = p;
        while (start > from && CLAUSE_BREAKS.indexOf(text.charAt(start - 1)) < 0
                && !Decoration.isLineBreak(text.charAt(start - 1))) {
            start--;
        }
        return start;
    }

    /** Where the clause going on at {@code p} ends, not after its line's end. */
    private static int clauseOnLineEnd(String text, int p) {
        int end = p;
        while (end < text.length() && CLAUSE_BREAKS.indexOf(text.charAt(end)) < 0
                && !Decoration.isLineBreak(text.charAt(end))) {
            end++;
        }
        return end;
    }

    /**
     * Whether a word of {@link Role#REACH_BEYOND} stands in the clause of the verb at {@code text[lead, leadEnd)}, up to
     * its line: the cheap test that spares the sentence's reading for the many such verbs a plain review writes.
     */
    private static boolean reachNear(String text, int from, int lead, int leadEnd) {
        int start = clauseOnLineStart(text, from, lead);
        int end = clauseOnLineEnd(text, leadEnd);
        for (int p = start; p < end; p++) {
            if (p > start && Lexicon.isSpaced(text.charAt(p)) && Lexicon.isSpaced(text.charAt(p - 1))
                    || p >= lead && p < leadEnd) {
                continue;
            }
            long beyond = Harms.BEYOND.at(text, p, end);
            if (beyond >= 0 && (p >= leadEnd || Lexicon.endOf(beyond) <= lead)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the word of no end at {@code text[lead, leadEnd)} ({@link Role#NO_END}) states that the change's code
     * runs, waits or retries without end ({@link #harmStated}: {@code The worker loop runs forever if the queue is
     * empty.}, {@code Der Job wiederholt endlos.}, {@code La boucle tourne indéfiniment.}, {@code 永遠に待ち続けます。},
     * {@code 重试永远不会停。}): a verb of running, waiting, retrying or looping ({@link Role#NO_END_RUNS}) or of stopping
     * ({@link Role#NO_END_STOP}) stands in its clause. Read as a harm's words are: not on a heading's, a quote's or a
     * table's line, in a fence or in code ticks, nor in a question, a label or an option, nor after a condition in its
     * clause in a script written with spaces ({@link #conditionBefore}). A negation near before it in
     * its clause ({@link #negatesNear}) keeps the pass ({@code The retry loop no longer runs forever.}) unless a verb of
     * stopping stands there, which the negation then states ({@code never stops}); in its sentence a word bounding it
     * ({@link Role#NO_END_KEEPS}:
     * {@code until stopped}), one saying it is meant so, a test of it, a time before the change or a word of resolving
     * keeps it too, other than a verb of running that such a word may also be ({@code retried}, {@code espera}). A
     * thing kept or valid without end names no running ({@code The config is kept forever.}).
     */
    private static boolean noEndStated(String text, Stated s) {
        boolean runs = false;
        boolean stops = false;
        boolean negated = false;
        for (int p = s.q; p < s.end; p++) {
            if (s.passes(text, p)) {
                continue; // the lead's own words, or the inside of a word of a spaced script
            }
            boolean inClause = s.inClause(p);
            boolean run = inClause && Harms.NO_END_RUNS.at(text, p, s.clauseEnd) >= 0;
            // A verb of running is read as one, though it may name a test's expecting or a retry (espera, attend,
            // bekliyor, retried).
            if (!run && (Harms.NO_END_KEEPS.at(text, p, s.end) >= 0 || Harms.MEANT.at(text, p, s.end) >= 0
                    || Harms.QUOTE_KEEPS.at(text, p, s.end) >= 0
                    || goneAt(text, s.q, p, s.end))) {
                return false;
            }
            if (!inClause) {
                continue;
            }
            runs |= run;
            stops |= Harms.NO_END_STOP.at(text, p, s.clauseEnd) >= 0;
            negated |= negatesNear(text, p, s.clauseEnd, s.lead, s.spaced);
        }
        // (The condition and the options are asked last: most leads of a review state nothing before them.)
        return (stops || runs && !negated) && !(s.spaced && conditionBefore(text, s.clause, s.lead))
                && !offered(text, s.clause, s.lead, s.leadEnd);
    }

    /**
     * Whether the phrase ending at {@code leadEnd} whose word at {@code lead} a word of no end or of ignoring is, opened
     * at a word of its clause from {@code clause} on, is one of options offered beside a pass ({@link #anOption}:
     * {@code Options: PASS / hangs forever}, {@code PASS / 错误被忽略}): asked only once the reading would state it.
     */
    private static boolean offered(String text, int clause, int lead, int leadEnd) {
        for (int p = lead; p >= Math.max(clause, lead - 48); p--) {
            if (p > clause && Lexicon.isSpaced(text.charAt(p)) && Lexicon.isSpaced(text.charAt(p - 1))
                    || Lexicon.isBlank(text.charAt(p))) {
                continue;
            }
            if (anOption(text, p, leadEnd)) {
                return true;
            }
        }
        return false;
    }

    /** How many words at most stand between a negation and a word of no end or of ignoring it takes back. */
    private static final int NEGATION_REACH = 2;

    /**
     * Whether a negation starts at {@code p} that takes back the word at {@code lead} of its clause ending at
     * {@code clauseEnd}: in a script written with spaces, before it with at most {@link #NEGATION_REACH} words between
     * ({@code no longer runs forever}; {@code never handled and is ignored} states the ignoring); in Japanese, Chinese
     * and Korean anywhere in the clause, whose verbs close it.
     */
    private static boolean negatesNear(String text, int p, int clauseEnd, int lead, boolean spaced) {
        long found = LEX.at(text, p, clauseEnd, Harms.NEGATES);
        if (found < 0 || !spaced) {
            return found >= 0;
        }
        // The lead's whole word, an elided article's letters with it (infinito of all'infinito).
        int word = lead;
        while (word > p && (Character.isLetter(text.charAt(word - 1)) || "'’".indexOf(text.charAt(word - 1)) >= 0)) {
            word--;
        }
        return p < lead && wordsIn(text, Lexicon.endOf(found), word) <= NEGATION_REACH;
    }

    /**
     * Whether a word of resolving or of a time before the change starts at {@code p} of the sentence opening at
     * {@code q} and ending at {@code end} ({@link Harms#MALFUNCTION_GONE}), which keeps a word of no end or of ignoring:
     * not one of catching ({@code caught and discarded}), nor one a negation right before it says is not done
     * ({@code never handled and are ignored}).
     */
    private static boolean goneAt(String text, int q, int p, int end) {
        return LEX.at(text, p, end, Harms.MALFUNCTION_GONE) >= 0 && Harms.CATCHES.at(text, p, end) < 0
                && !negatedBefore(text, q, p, 0);
    }

    /**
     * Whether a negation ends before {@code p}, in the sentence opening at {@code q}, with at most {@code words} words
     * between: what it negates is the word at {@code p} ({@code never handled}, {@code pas les erreurs}).
     */
    private static boolean negatedBefore(String text, int q, int p, int words) {
        for (int n = Math.max(q, p - 32); n < p; n++) {
            if (n > q && Lexicon.isSpaced(text.charAt(n)) && Lexicon.isSpaced(text.charAt(n - 1))) {
                continue;
            }
            long found = LEX.at(text, n, p, Harms.NEGATES);
            if (found >= 0 && Lexicon.endOf(found) <= p && wordsIn(text, Lexicon.endOf(found), p) <= words) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a condition stands in the clause {@code text[clause, lead)} before the word at {@code lead}, in a script
     * written with spaces: a word of no end or of ignoring in the case a sentence sets ({@code If the pricing service
     * loops forever, the page shows the cached price.}) states no harm of the change.
     */
    private static boolean conditionBefore(String text, int clause, int lead) {
        for (int p = clause; p < lead; p++) {
            if (p > clause && Lexicon.isSpaced(text.charAt(p)) && Lexicon.isSpaced(text.charAt(p - 1))) {
                continue;
            }
            if (LEX.at(text, p, lead, Category.CONDITION.bit()) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the verb of ignoring at {@code text[lead, leadEnd)} ({@link Role#IGNORED}) states that the change's code
     * ignores an error or a result it should act on ({@link #harmStated}: {@code Errors from the payment API are simply
     * ignored.}, {@code The return value of save() is discarded.}, {@code Fehler werden einfach ignoriert.},
     * {@code エラーは無視される。}, {@code 错误被直接忽略。}): an error's noun ({@link Role#ERROR_NOUN}) or a result's or a
     * failure's ({@link Role#IGNORED_WHAT}) stands in its clause, no negation right before it ({@code no errors are
     * ignored}). Read as a harm's words are, and not after a condition in its clause in a script written with spaces
     * ({@link #conditionBefore}). A negation near before it in its clause ({@link #negatesNear}; in Japanese, Chinese
     * and Korean anywhere there: {@code 無視されない}) keeps the pass ({@code Errors are no longer ignored.};
     * {@code never handled and are ignored} states it), and so does, in its sentence, a word saying it is meant so
     * ({@code as designed}), one making the
     * error one meant to be ignored ({@link Role#IGNORED_KEEPS}: {@code expected}), a test of it, a time before the
     * change ({@code Previously errors were ignored; now they are logged.}) or a word of resolving other than a catching
     * one ({@code caught and discarded} states it). A thing ignored that is no error keeps it ({@code Whitespace is
     * ignored.}, {@code Unknown fields are ignored, as the spec says.}).
     */
    private static boolean ignoredStated(String text, Stated s) {
        boolean named = false;
        for (int p = s.q; p < s.end; p++) {
            if (s.passes(text, p)) {
                continue;
            }
            if (Harms.MEANT.at(text, p, s.end) >= 0 || Harms.IGNORED_KEEPS.at(text, p, s.end) >= 0
                    || Harms.QUOTE_KEEPS.at(text, p, s.end) >= 0
                    || goneAt(text, s.q, p, s.end)) {
                return false;
            }
            if (!s.inClause(p)) {
                continue;
            }
            if (negatesNear(text, p, s.clauseEnd, s.lead, s.spaced)) {
                return false;
            }
            if (Harms.IGNORED_WHAT.at(text, p, s.clauseEnd) >= 0 && Harms.ERROR_KEEPS.at(text, p, s.clauseEnd) < 0) {
                // A negation right before the noun says none is ignored (pas les erreurs sont ignorées).
                if (negatedBefore(text, s.clause, p, 1)) {
                    return false;
                }
                named = true;
            }
        }
        return named && !(s.spaced && conditionBefore(text, s.clause, s.lead))
                && !offered(text, s.clause, s.lead, s.leadEnd);
    }

    /**
     * Whether the verb of malfunction at {@code text[lead, leadEnd)} ({@link Role#MALFUNCTIONS}) states that the change's
     * code or feature now malfunctions ({@link #harmStated}: {@code Login breaks on Safari.}, {@code Uploads time out.},
     * {@code Der Export verliert den letzten Absatz.}, {@code 同步会丢失最后一段。}). Read as a harm's words are: not on a
     * heading's, a quote's or a table's line, in a fence or in code ticks, nor in a question, a label or an option; in a
     * script written with spaces a word must stand before it in its clause, its subject (a suggestion or a line's own
     * verb, {@code Drops the unused column.}, says nothing of what breaks). Its sentence keeps the pass where, outside
     * the verb, a word makes it a plain use ({@link Role#MALFUNCTION_KEEPS}: {@code line breaks}, {@code into},
     * {@code support}, {@code duplicates}), says it is meant or refused ({@code as designed}), tests it
     * ({@link Role#QUOTE_KEEPS}: {@code The test checks that …}), or names a time before the change or a word of
     * resolving ({@code Previously …}, {@code Fixes the stall …}); its clause keeps it where a negation, a problem, a
     * failure or a bad input stands there (what is dropped or lost is itself a fault: {@code drops invalid rows},
     * {@code the warning disappears}) or a condition before it ({@code If the network drops, …}; in Japanese, Chinese and
     * Korean anywhere in its clause).
     */
    private static boolean malfunctionStated(String text, int from, Stated s) {
        if (!s.subjectBefore(text)) {
            return false; // no subject before it
        }
        // The verb's word begins a longer term of negation or resolving: that term is what its clause says.
        long whole = LEX.at(text, s.lead, s.clauseEnd, Harms.TAKEN_BACK);
        if (whole >= 0 && Lexicon.endOf(whole) > s.leadEnd) {
            return false;
        }
        // A plain use written as one term with the verb's word (超时时间, a timeout's setting).
        long plainWhole = Harms.MALFUNCTION_KEEPS.at(text, s.lead, s.end);
        if (plainWhole >= 0 && Lexicon.endOf(plainWhole) > s.leadEnd) {
            return false;
        }
        // A destroying word (drops, loses, se pierden) with data near it in its clause is the harm reading's, with its
        // keeps (Only admins can drop the orders.).
        int before = s.lead;
        while (before > s.clause && Lexicon.isBlank(text.charAt(before - 1))) {
            before--;
        }
        while (before > s.clause && Character.isLetter(text.charAt(before - 1))) {
            before--;
        }
        if ((Harms.LEAD.words().at(text, s.lead, s.end) >= 0
                || before < s.lead && Harms.LEAD.words().at(text, before, s.end) >= 0)
                && actedOnNear(text, from, s.lead, s.leadEnd, Role.DESTROYS.bit())) {
            return false;
        }
        long inClause = Harms.TAKEN_BACK | Harms.PROBLEMS;
        for (int p = s.q; p < s.end; p++) {
            if (s.passes(text, p)) {
                continue; // the verb's own words, or the inside of a word of a spaced script
            }
            if (Harms.MALFUNCTION_KEEPS.at(text, p, s.end) >= 0 || Harms.REFUSING.at(text, p, s.end) >= 0
                    || Harms.QUOTE_KEEPS.at(text, p, s.end) >= 0
                    || LEX.at(text, p, s.end, Harms.MALFUNCTION_GONE) >= 0) {
                return false;
            }
            if (!s.inClause(p)) {
                continue;
            }
            long found = LEX.at(text, p, s.clauseEnd,
                    inClause | (p < s.lead || !s.spaced ? Category.CONDITION.bit() : 0));
            // A problem's word that also names the work itself (the change) is no fault it acts on.
            if (found >= 0 && (LEX.categoriesOf(found) & (inClause & ~Harms.PROBLEMS | Category.CONDITION.bit())) != 0
                    || found >= 0 && (LEX.categoriesOf(found) & Category.mask(Category.SUMMARY, Category.NEUTRAL)) == 0
                    || Harms.BAD_INPUT.at(text, p, s.clauseEnd) >= 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether a letter stands in {@code text[from, to)}. */
    private static boolean letterBetween(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (Character.isLetter(text.charAt(p))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the verb of showing, printing, returning or logging at {@code text[lead, leadEnd)} ({@link Role#QUOTE_SHOWN})
     * states that the change shows an error ({@link #harmStated}): a quotation in its sentence, in any language's marks
     * ({@link Decoration#quoteEnd}), whose words name a failure, a problem or a wrong value ({@link Harms#QUOTE_ERRORS},
     * {@link Role#QUOTE_FAULT}: {@code Die Seite zeigt jetzt „Fehler 500“.}, {@code 「エラーが発生しました」と表示される。},
     * {@code The function now returns "null" instead of the user.}). Read as a harm's words are: not on a heading's, a
     * quote's or a table's line, in a fence or in code ticks, nor in a question, a label or an option. Outside the
     * quotation, a negation or a word of resolving (after the quotation only behind a verb that follows it), a word saying
     * it is meant so or refused, a test or an assertion of
     * the message ({@link Role#QUOTE_KEEPS}) or a time before the change ({@link #excessKept}) keeps the pass. Where no
     * such quotation stands, the error may be named unquoted ({@link #errorNamed}).
     */
    private static boolean quotedErrorShown(String text, Stated s, long roles) {
        boolean error = false;
        int quoteFrom = -1;
        int quoteTo = -1;
        for (int p = s.q; p < s.end; p++) {
            int close = Decoration.quoteEnd(text, p, s.end);
            if (close <= p + 1) {
                continue;
            }
            if (!error && faultIn(text, p + 1, close)) {
                error = true;
                quoteFrom = p;
                quoteTo = close + 1;
            }
            p = close;
        }
        if (!error) {
            return errorNamed(text, s, roles);
        }
        for (int p = s.q; p < s.end; p++) {
            if (p == quoteFrom) {
                p = quoteTo - 1;
                continue;
            }
            if (s.passes(text, p)) {
                continue; // the inside of a word of a spaced script, or the lead's own words
            }
            int stop = p < quoteFrom ? quoteFrom : s.end;
            // A negation after the quotation takes it back only after a verb that closes the sentence behind it
            // (「エラー」と表示されなくなりました): 函数返回“错误”而不是用户 says what is returned in the user's place.
            boolean negates = p < quoteFrom || s.lead > quoteFrom && p >= s.leadEnd;
            if (negates && LEX.at(text, p, stop, Harms.TAKEN_BACK) >= 0 || Harms.REFUSING.at(text, p, stop) >= 0
                    || Harms.QUOTE_KEEPS.at(text, p, stop) >= 0) {
                return false;
            }
        }
        return !excessKept(text, s.q, s.lead, s.leadEnd, text.length(), false);
    }

    /**
     * Whether the verb leading the sentence {@code s}, of the roles {@code roles},
     * shows or throws an error named unquoted ({@link #quotedErrorShown}): a noun of {@link Role#ERROR_NOUN} in its
     * clause after it, or on either side of it where the verb is of {@link Role#ERROR_BEFORE} ({@code Clicking save now
     * throws an exception.}, {@code Die Seite zeigt jetzt einen Fehler an.}, {@code ログイン後にエラー画面が表示される。}).
     * A negation or a word of resolving in its sentence, a hedge, a modal or a condition in its clause, a word saying it
     * is meant so or refused, one of a test of it ({@link Role#QUOTE_KEEPS}) or of an error meant, for bad input, handled
     * or bettered ({@link Role#ERROR_KEEPS}: {@code It now shows an error for an invalid email.}) in its sentence, or a
     * time before the change ({@link #excessKept}) keeps the pass.
     */
    private static boolean errorNamed(String text, Stated s, long roles) {
        boolean named = false;
        for (int p = (roles & Role.ERROR_BEFORE.bit()) != 0 ? s.clause : s.leadEnd; p < s.clauseEnd; p++) {
            if (p >= s.lead && p < s.leadEnd || p > s.clause && Lexicon.isSpaced(text.charAt(p))
                    && Lexicon.isSpaced(text.charAt(p - 1))) {
                continue; // the lead's own words, or the inside of a word of a spaced script
            }
            if (Harms.ERROR_NOUN.at(text, p, s.clauseEnd) >= 0) {
                named = true;
                break;
            }
        }
        if (!named) {
            return false;
        }
        for (int p = s.q; p < s.end; p++) {
            // The noun's own place is read too: it may open a term of the error handled or measured (error handling,
            // error rate, エラー処理), which keeps the pass; so may the lead's (get rid of).
            if (p > s.q && Lexicon.isSpaced(text.charAt(p)) && Lexicon.isSpaced(text.charAt(p - 1))
                    || p > s.lead && p < s.leadEnd) {
                continue;
            }
            if (p == s.lead) {
                if (Harms.ERROR_KEEPS.at(text, p, s.end) >= 0) {
                    return false;
                }
                continue;
            }
            boolean inClause = s.inClause(p);
            if (LEX.at(text, p, s.end, Harms.TAKEN_BACK) >= 0
                    || inClause && LEX.at(text, p, s.clauseEnd, Harms.PLACE_PUT_OFF) >= 0
                    || Harms.REFUSING.at(text, p, s.end) >= 0 || Harms.ERROR_KEEPS.at(text, p, s.end) >= 0) {
                return false;
            }
        }
        return !excessKept(text, s.q, s.lead, s.leadEnd, text.length(), false);
    }

    /** Whether {@code text[from, to)}, a quotation's words, names a failure, a problem or a wrong value. */
    private static boolean faultIn(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (p > from && Lexicon.isSpaced(text.charAt(p)) && Lexicon.isSpaced(text.charAt(p - 1))) {
                continue;
            }
            if (LEX.at(text, p, to, Harms.QUOTE_ERRORS) >= 0 || Harms.QUOTE_FAULT.at(text, p, to) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the word of a place data must not reach at {@code text[lead, leadEnd)}, of the roles {@code roles}, states
     * that the change now reaches it ({@link #harmStated}): another tenant's data, a live audience or environment
     * reached instead of a trial one or the other way ({@link Role#WRONG_PLACE}; one of {@link Role#TRIAL_SIDE} with a
     * word of {@link Role#LIVE_SIDE} in its sentence, or the other way round: {@code Production now writes to the
     * staging database.}), private data put in a public place ({@link Role#PUBLIC_PLACE} with a word of
     * {@link Role#PRIVATE_DATA} or a secret in its sentence: {@code Logs are written to the public bucket.}). Not on a heading's, a quote's
     * or a table's line, in a fence or in code ticks, nor in a question, a label or an option; a negation, a word of
     * resolving, a hedge, a modal or a condition in its clause, a word saying it is meant so or refused or of
     * {@link Role#PLACE_KEEPS} in its sentence, or a time before the change ({@link #excessKept}) keeps the pass.
     */
    private static boolean wrongPlaced(String text, Stated s, long roles) {
        boolean trial = (roles & Role.TRIAL_SIDE.bit()) != 0;
        boolean live = (roles & Role.LIVE_SIDE.bit()) != 0;
        boolean open = (roles & Role.PUBLIC_PLACE.bit()) != 0;
        boolean partner = !trial && !live && !open;
        for (int p = s.q; p < s.end; p++) {
            if (s.passes(text, p)) {
                continue; // the inside of a word of a spaced script, or the lead's own words
            }
            boolean inClause = s.inClause(p);
            if (inClause && LEX.at(text, p, s.clauseEnd, Harms.TAKEN_BACK | Harms.PLACE_PUT_OFF) >= 0
                    || Harms.REFUSING.at(text, p, s.end) >= 0 || Harms.PLACE_KEEPS.at(text, p, s.end) >= 0) {
                return false;
            }
            if (!partner) {
                partner = trial && Harms.LIVE.at(text, p, s.end) >= 0 || live && Harms.TRIAL.at(text, p, s.end) >= 0
                        || open && (Harms.PRIVATE.at(text, p, s.end) >= 0 || Harms.SECRETS.at(text, p, s.end) >= 0);
            }
        }
        return partner && !excessKept(text, s.q, s.lead, s.leadEnd, text.length(), false);
    }

    private static boolean asciiWordChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    /**
     * Whether the word leading a harm at {@code text[lead, leadEnd)}, of the roles {@code roles}, states one in its
     * clause ({@link #harmStated}).
     */
    private static boolean harmed(String text, int from, int lead, int leadEnd, long roles) {
        // An actor's word saying whose the thing beside it is (another user's cart, le panier d'un autre utilisateur)
        // names the data itself: another party's, whatever it is called.
        long owner = (roles & Role.ANY_ACTOR.bit()) != 0 ? Harms.OTHERS_OWN.at(text, lead, text.length()) : -1;
        boolean othersOwn = owner >= 0;
        if (!othersOwn && !actedOnNear(text, from, lead, leadEnd, roles)) {
            return false; // most such words in a review act on nothing held (returns a 404, logged the retry)
        }
        Stated s = Stated.of(text, from, lead, leadEnd);
        if (s == null) {
            return false;
        }
        boolean actor = (roles & Role.ANY_ACTOR.bit()) != 0;
        // One of options written side by side, a pass among them, names a value and states none (PASS / stores
        // passwords in plain text): each word of its clause up to the lead is asked.
        // In Japanese, Chinese and Korean any character may open the option (PASS / データが消失, 良好もしくはデータが消失).
        for (int w = s.clause; w < lead; w++) {
            char c = text.charAt(w);
            boolean spacedWord = Lexicon.isSpaced(c) && (w == s.clause || !Lexicon.isSpaced(text.charAt(w - 1)));
            if (spacedWord || !Lexicon.isSpaced(c) && Character.isLetter(c)) {
                int wordEnd = w + 1;
                while (spacedWord && wordEnd < lead && Lexicon.isSpaced(text.charAt(wordEnd))) {
                    wordEnd++;
                }
                if (anOption(text, w, wordEnd)) {
                    return false;
                }
            }
        }
        // The lead's word begins a longer term of negation or resolving (Dutch lost op, "solves", whose first word is
        // English lost): that term, not the harm's word, is what its clause says.
        long whole = LEX.at(text, lead, s.clauseEnd, Harms.TAKEN_BACK);
        if (whole >= 0 && Lexicon.endOf(whole) > leadEnd) {
            return false;
        }
        boolean needsData = actor
                || (roles & Role.DESTROYS.bit()) != 0 && !doneTo(text, s.clause, lead, leadEnd, s.clauseEnd);
        boolean needsSecret = actor || (roles & Role.EXPOSES.bit()) != 0;
        // A word of resolving that leads (eliminates, verwijdert) acts on the problem its clause names, not on data: the
        // failure's own reading weighs it (elimina que se pierdan los datos).
        boolean resolves = LEX.at(text, lead, leadEnd, Category.RESOLVING.bit()) >= 0;
        int line = s.line(text, from);
        boolean harm = othersOwn && !inCodeTicks(text, line, lead) && !negatedBySuffix(text, s.clause, s.clauseEnd);
        // A word bounding the harm, anywhere in its sentence (Duplicate rows are dropped on purpose, and …). Another
        // party's thing is bounded by fewer (a cache, stale or old data that may go are no bound on whose it is): a
        // reach bounded to what is meant, a thing published, a time before the change or a word of resolving.
        int ownerEnd = othersOwn ? Math.max(leadEnd, Lexicon.endOf(owner)) : leadEnd;
        for (int p = s.q; p < s.end; p++) {
            if ((p < lead || p >= ownerEnd) && (p == s.q || !Lexicon.isSpaced(text.charAt(p))
                    || !Lexicon.isSpaced(text.charAt(p - 1)))
                    && ((othersOwn ? Harms.OTHERS_KEEP.at(text, p, s.end) >= 0 || Turns.PUBLIC.at(text, p, s.end) >= 0
                            || LEX.at(text, p, s.end, Harms.MALFUNCTION_GONE) >= 0
                            : Harms.BOUNDED.at(text, p, s.end) >= 0)
                    || Harms.REFUSING.at(text, p, s.end) >= 0)) {
                return false;
            }
        }
        for (int p = s.clause; p < s.clauseEnd; p++) {
            if (p > s.clause && Lexicon.isSpaced(text.charAt(p)) && Lexicon.isSpaced(text.charAt(p - 1))) {
                continue; // the inside of a word of a spaced script
            }
            // A negation or a word of resolving in its clause, outside the lead's own words (the n' of n'importe qui).
            if ((p < lead || p >= leadEnd) && LEX.at(text, p, s.clauseEnd, Harms.TAKEN_BACK) >= 0) {
                return false;
            }
            if (resolves && (p < lead || p >= leadEnd)
                    && LEX.at(text, p, s.clauseEnd, Harms.PROBLEMS) >= 0) {
                return false;
            }
            // What it acts on, near it, outside code ticks (`POST /orders` names an endpoint): an actor's own words may
            // name it (any password, every customer's card number).
            if (!harm && (actor || p < lead || p >= leadEnd)) {
                long found = needsData ? Harms.DATA.at(text, p, s.clauseEnd) : -1;
                if (found < 0 && needsSecret) {
                    found = Harms.SECRETS.at(text, p, s.clauseEnd);
                }
                harm = found >= 0
                        && near(text, s.spaced, p < lead ? Lexicon.endOf(found) : leadEnd, p < lead ? lead : p)
                        && !inCodeTicks(text, line, p);
            }
        }
        return harm;
    }

    /**
     * Whether a verb of {@code text[from, to)} is negated by its suffix, as Turkish negates one ({@code -mıyor},
     * {@code -miyor}, {@code -muyor}, {@code -müyor}: {@code döndürmüyor}, {@code göremiyor}; {@code -mayacak},
     * {@code -meyecek}), where no word of negation stands apart for the lexicon to read.
     */
    private static boolean negatedBySuffix(String text, int from, int to) {
        for (int p = from; p + 5 <= to; p++) {
            char c = text.charAt(p + 1);
            if (text.charAt(p) == 'm' && (c == 'ı' || c == 'i' || c == 'u' || c == 'ü')
                    && text.startsWith("yor", p + 2) && p > from && Character.isLetter(text.charAt(p - 1))
                    || p > from && Character.isLetter(text.charAt(p - 1))
                    && (text.startsWith("mayacak", p) || text.startsWith("meyecek", p))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a word of what a harm's leading word at {@code text[lead, leadEnd)} acts on (data for a destroying word,
     * a secret for an exposing one, either for an actor) stands anywhere in its clause, up to its line: the cheap test
     * that spares the sentence's reading for the many such words a plain review writes.
     */
    private static boolean actedOnNear(String text, int from, int lead, int leadEnd, long roles) {
        int start = clauseOnLineStart(text, from, lead);
        int end = clauseOnLineEnd(text, leadEnd);
        boolean actor = (roles & Role.ANY_ACTOR.bit()) != 0;
        boolean data = actor || (roles & Role.DESTROYS.bit()) != 0;
        boolean secret = actor || (roles & Role.EXPOSES.bit()) != 0;
        for (int p = start; p < end; p++) {
            if (p > start && Lexicon.isSpaced(text.charAt(p)) && Lexicon.isSpaced(text.charAt(p - 1))) {
                continue; // the inside of a word of a spaced script
            }
            if (data && Harms.DATA.at(text, p, end) >= 0 || secret && Harms.SECRETS.at(text, p, end) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the words {@code text[gapFrom, gapTo)} between a harm's leading word and what it acts on keep them near:
     * at most {@link Harms#REACH} characters in a spaced script, at most {@link Harms#REACH_CJK} characters other than
     * ASCII in Japanese, Chinese and Korean, whose paths and names in Latin letters ({@code config/prod.yml}) stand
     * between a subject and its verb.
     */
    private static boolean near(String text, boolean spaced, int gapFrom, int gapTo) {
        if (gapTo <= gapFrom) {
            return true;
        }
        if (spaced) {
            return gapTo - gapFrom <= Harms.REACH;
        }
        int far = 0;
        for (int p = gapFrom; p < gapTo; p++) {
            if (text.charAt(p) >= 0x80 && ++far > Harms.REACH_CJK) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the destroying word at {@code text[lead, leadEnd)} names what was done to the data beside it rather than
     * doing it: a participle right before a word of data ({@link Role#DONE_TO}: {@code Deleted accounts now disappear
     * from search.}, {@code silinmiş hesaplar}) or right after one where the language writes it so
     * ({@link Role#DONE_TO_AFTER}: {@code les comptes supprimés}, {@code gli account eliminati}), or a word followed by
     * an ending that makes it qualify the data right after it ({@code 削除されたアカウント}, {@code 被删除的账号},
     * {@code 삭제된 계정}).
     */
    private static boolean doneTo(String text, int clause, int lead, int leadEnd, int clauseEnd) {
        int after = leadEnd;
        boolean qualifies = true;
        if (Harms.DONE_TO.at(text, lead, clauseEnd) < 0) {
            long ending = Lexicon.isSpaced(text.charAt(lead)) ? -1 : Harms.DONE_TO.at(text, leadEnd, clauseEnd);
            qualifies = ending >= 0;
            after = qualifies ? Lexicon.endOf(ending) : after;
        }
        while (after < clauseEnd && Lexicon.isBlank(text.charAt(after))) {
            after++;
        }
        if (qualifies && Harms.DATA.at(text, after, clauseEnd) >= 0) {
            return true;
        }
        if (Harms.DONE_TO_AFTER.at(text, lead, clauseEnd) < 0) {
            return false;
        }
        // Before it: the word right before, read from its start (les comptes supprimés, account eliminati).
        int before = lead;
        while (before > clause && Lexicon.isBlank(text.charAt(before - 1))) {
            before--;
        }
        int word = before;
        while (word > clause && Lexicon.isSpaced(text.charAt(word - 1))) {
            word--;
        }
        long data = word < before ? Harms.DATA.at(text, word, before) : -1;
        return data >= 0 && Lexicon.endOf(data) == before;
    }

    /** How far before and after such a word its clause is read as terms: farther than a sentence's lead is read. */
    private static final int STATED_WINDOW = BEFORE_WINDOW;

    /**
     * Where a list of suggestions names a grave problem, or -1: a severe problem, a failing word, a check not made or a
     * cross no negation counts ({@code Fix the SQL injection (critical)}, {@code The build is broken; fix it}, {@code
     * tests fail}, {@code I could not run the tests}), or a decision on the change its clause does not assert plainly
     * ({@code Consider not merging this yet}, {@code Please don't merge before the security review}). Its words of
     * resolving are requests ({@code Fix the crash}: there is one), so they clear nothing. A failing word is read as the
     * findings before a verdict read it, fail-closed: it may state a failure ({@code tests fail}), and which of its uses
     * only name the test a suggestion asks for ({@code Add a test for the failing path}) cannot be told apart from it.
     */
    public static int graveProblemSuggested(String text) {
        Tokens tokens = Tokens.unpaired(text, 0, text.length());
        int at = failureStated(text, tokens, SUGGESTED_AGAINST, false, p -> true);
        return at >= 0 ? at : undoAsked(text);
    }

    /**
     * Where a suggestion asks to undo the change as a whole, or to contain a secret it let out ({@link Role#UNDO}:
     * {@code Revert this PR}, {@code Roll back the release}, {@code 请回滚本次发布}, {@code 배포를 롤백하세요},
     * {@code Release zurückrollen}, {@code 漏洩した鍵を無効化}), or -1: the change must not stand, so no pass lists it. A negation before it in its clause ({@code No need to revert the PR}, {@code
     * 不要回滚本次发布}) or, where Japanese and Korean write it, right after it ({@code 배포를 롤백하지 마세요}) asks nothing.
     */
    private static int undoAsked(String text) {
        Lexicon roles = LEX.roles();
        long negation = Category.NEGATION.bit();
        for (int p = 0; p < text.length(); p++) {
            long found = roles.at(text, p, text.length(), Role.UNDO.bit());
            if (found < 0) {
                continue;
            }
            int end = Lexicon.endOf(found);
            boolean negated = false;
            for (int q = clauseStart(text, p); q < p && !negated; q++) {
                negated = LEX.at(text, q, p, negation) >= 0;
            }
            // Its verb's ending, in kana or Hangul, may negate it (取り消さないで, 롤백하지 마세요); a Han word after it
            // is another word (漏洩した鍵を無効化).
            int after = Math.min(text.length(), end + UNDO_NEGATED_AFTER);
            for (int q = end; q < after && !negated && text.charAt(p) >= 0x2E80
                    && Character.UnicodeScript.of(text.charAt(q)) != Character.UnicodeScript.HAN; q++) {
                negated = LEX.at(text, q, text.length(), negation) >= 0;
            }
            if (!negated) {
                return p;
            }
            p = end - 1;
        }
        return -1;
    }

    /**
     * Whether a note beside a JSON verdict says the verdict was put in to fill a slot ({@link Role#FILLED_IN}:
     * {@code result field is a placeholder for the parser}, {@code auto-filled by the template}): a word of it, and in
     * its sentence a verdict's name (a {@link Category#VERDICT_LABEL} word: {@code result}, {@code verdict}), or a note
     * of at most {@link #FILLED_IN_WORDS} words, which is about itself.
     */
    public static boolean verdictFilledIn(String t) {
        Lexicon roles = LEX.roles();
        long names = Category.VERDICT_LABEL.bit();
        for (int p = 0; p < t.length(); p++) {
            long found = roles.at(t, p, t.length(), Role.FILLED_IN.bit());
            if (found < 0) {
                continue;
            }
            long longer = LEX.at(t, p, t.length(), -1L);
            if (longer >= 0 && Lexicon.endOf(longer) > Lexicon.endOf(found)) {
                // The first word of a longer term, read on its own by the body's other looks (テンプレート回答: a check not
                // made, which a word of resolving may clear).
                p = Lexicon.endOf(longer) - 1;
                continue;
            }
            if (t.split("\\s+").length <= FILLED_IN_WORDS && t.length() <= FILLED_IN_WORDS * 8) {
                return true;
            }
            int from = sentenceStart(t, 0, p);
            int to = sentenceEnd(t, Lexicon.endOf(found), t.length());
            for (int q = from; q < to; q++) {
                if (LEX.at(t, q, to, names) >= 0) {
                    return true;
                }
            }
            p = Lexicon.endOf(found) - 1;
        }
        return false;
    }

    /** The most words of a note that says, alone, it was filled in ({@code auto-filled by the template}). */
    private static final int FILLED_IN_WORDS = 6;

    /** How far after a request to undo the change a negation of Japanese or Korean ends it: its verb's ending between. */
    private static final int UNDO_NEGATED_AFTER = 4;

    /** What a suggestion may not name and keep a pass: {@link #graveProblemSuggested}. */
    private static final long SUGGESTED_AGAINST = Category.mask(Category.SEVERE, Category.NEGATIVE_VERDICT,
            Category.UNVERIFIED, Category.CROSS, Category.DECISION);

    private static int failureStated(String text, Tokens tokens, long stating, boolean resolvable, IntPredicate counts) {
        long qualifying = COUNTED | Category.MINOR.bit() | STATED_FAILURE;
        long unsaying = NEGATING | Category.PSEUDO.bit() | (resolvable ? Category.RESOLVING.bit() : 0);
        for (int t = 0; t < tokens.size; t++) {
            if ((tokens.categories[t] & stating) == 0 || (tokens.categories[t] & Category.PSEUDO.bit()) != 0
                    || anOption(text, tokens.start[t], tokens.end[t]) || !counts.test(tokens.start[t])) {
                continue;
            }
            if ((tokens.categories[t] & stating & ~Category.CONFIDENCE.bit()) == 0) {
                // A review's confidence in itself: stated against its pass unless its clause says it is high.
                int end = clauseEnd(text, tokens.end[t]);
                int start = sentenceStart(text, 0, tokens.start[t]);
                int bullet = Decoration.bulletEnd(text, start, end);
                if (!confidenceHigh(text, bullet > start ? bullet : start, end)) {
                    return tokens.start[t];
                }
                continue;
            }
            if (zeroCountingTheFailed(text, tokens, t)) {
                continue;
            }
            if ((tokens.categories[t] & stating & ~Category.DECISION.bit()) == 0) {
                // A decision on the change in prose: stated against a pass unless its clause asserts it plainly.
                if (decisionTakenBack(text, tokens, t)) {
                    return tokens.start[t];
                }
                continue;
            }
            if ((tokens.categories[t] & stating & ~Category.NEGATIVE_VERDICT.bit()) == 0 && refusedInput(text, tokens, t)) {
                // A check refusing what it is meant to refuse: "Invalid dates are rejected with a 400."
                continue;
            }
            if ((tokens.categories[t] & MEANT_FAILING) != 0 && asMeant(text, tokens.start[t], tokens.end[t])) {
                // A failing the review says is the one meant: "The parser fails fast on a bad header, as designed."
                continue;
            }
            int b = t - 1;
            while (b >= 0 && (tokens.categories[b] & unsaying) == 0 && (tokens.categories[b] & qualifying) != 0
                    && Tokens.near(text, tokens.end[b], tokens.start[b + 1])) {
                b--;
            }
            // A dash is a bullet there, not "nothing": "- crash on startup" states the crash. A word for nothing that is
            // no negation describes what the problem meets ("Empty input crashes the parser", 队列为空时…崩溃), not its
            // absence.
            boolean before = b >= 0 && (tokens.categories[b] & unsaying) != 0 && worded(text, tokens.start[b], tokens.end[b])
                    && !nothingOnly(tokens, b) && !pseudoNaming(text, tokens, b, unsaying)
                    && Tokens.near(text, tokens.end[b], tokens.start[b + 1])
                    && !(b == t - 1 && concord(text, tokens, b, t))
                    || zeroBefore(text, b >= 0 ? tokens.end[b] : 0, tokens.start[b + 1])
                    || zeroCountingBefore(text, tokens, b, t);
            // After it: a word of resolving; a negation only where Japanese, Chinese and Korean write it, after the
            // problem (an English "empty" after a crash names no absence of the crash). A condition between the
            // problem and a word of resolving puts the resolving off ("Critical bug not yet fixed", "crash pending a
            // fix"): the problem stands.
            boolean cjk = text.charAt(tokens.start[t]) >= 0x2E80;
            int a = t + 1;
            boolean putOff = false;
            while (a < tokens.size && (tokens.categories[a] & unsaying) == 0 && (tokens.categories[a] & qualifying) != 0
                    && Tokens.near(text, tokens.end[a - 1], tokens.start[a])) {
                putOff |= (tokens.categories[a] & Category.CONDITION.bit()) != 0;
                a++;
            }
            // A check not made is not undone by what it did not check: "could not verify the fix".
            long resolvingAfter = putOff || (tokens.categories[t] & (stating & ~Category.UNVERIFIED.bit())) == 0 ? 0
                    : Category.RESOLVING.bit();
            boolean after = a < tokens.size && Tokens.near(text, tokens.end[a - 1], tokens.start[a])
                    && ((tokens.categories[a] & (cjk && text.charAt(tokens.start[a]) >= 0x2E80 ? unsaying & ~(putOff
                            ? Category.RESOLVING.bit() : 0) : unsaying & resolvingAfter)) != 0
                            || (tokens.categories[a] & Category.VERB_NEGATION.bit()) != 0);
            if (after && !cjk && resolvesWhatFollows(text, tokens.start[a], tokens.end[a])) {
                // A word that acts on what follows it has the failure as its subject: "The crash prevents saving.",
                // "The build fails without a log line."
                after = false;
            }
            boolean problemOnly = (tokens.categories[t] & stating & ~Category.PROBLEM.bit()) == 0;
            if (problemOnly && !cjk && after && ((tokens.categories[a] & unsaying & resolvingAfter) != 0
                    ? !auxiliariesOnly(text, tokens.end[a - 1], tokens.start[a])
                    : !endsClause(text, tokens.end[a]))) {
                // A negation after a problem's word in a script written with spaces denies what follows it, not the
                // problem ("The bug is not fixed"), unless it closes the clause ("sorun yok"); a word of resolving after
                // it leaves it resolved only across auxiliaries ("The problem is fixed", not "The bug will be fixed").
                after = false;
            }
            if (problemOnly && (minorBeside(tokens, b + 1, a)
                    || (tokens.categories[t] & (Category.mask(Category.SUMMARY, Category.NEUTRAL) | unsaying)) != 0
                    || minorLabelled(text, tokens, t) || placeholderInLowerCase(text, tokens, t)
                    || NothingWrong.says(text, clauseStart(text, tokens.start[t]),
                            sentenceEnd(text, tokens.end[t], text.length())))) {
                // A problem read only as one: a word beside it calls it minor ("one minor issue"), the word also names
                // the work itself ("Clean change"), or its sentence says none was found ("問題は見つかりませんでした").
                continue;
            }
            if (!before && !after && !answeredNone(text, tokens.end[a - 1]) && !inAProtasis(text, tokens, t)
                    && !(cjk && zeroCountedCjk(text, tokens.start[t], tokens.end[t]))) {
                return tokens.start[t];
            }
        }
        return -1;
    }

    /** The words that join a failing word to the check it names, in Japanese, Chinese and Korean (失敗したテスト, 失败的测试). */
    private static final List<String> CJK_JOINS = List.of("した", "の", "的", "한", "된");
    /** The particles that mark a check's name as the subject of a failing word (テストが失敗, 테스트가 실패). */
    private static final String CJK_SUBJECT = "がはも가이는은도";

    /**
     * Whether a count of zero counts the failing word at {@code text[start, end)}, in the word order of Japanese, Chinese
     * and Korean: right after it, past a colon, a join and a check's name (失敗0件, 失败 0 个, 실패: 0건, 失敗したテスト：0件,
     * 실패한 테스트: 0개), or before the check's name it fails, past a counter and a join (0 件のテストが失敗しました,
     * 0 个测试失败, 0개의 테스트가 실패했습니다), or before it with a counter and no name (0件の失敗, 0个失败). After the
     * zero only a counter of the lexicon's units and the clause's end may stand; a zero of anything else (0.5, 10,
     * 0 件の警告) leaves the failure stated.
     */
    private static boolean zeroCountedCjk(String text, int start, int end) {
        // After the failing word.
        int q = end;
        for (String join : CJK_JOINS) {
            if (text.startsWith(join, q)) {
                q += join.length();
                break;
            }
        }
        q = checkNameAfter(text, pastBlanks(text, q, text.length()));
        q = pastBlanks(text, q, text.length());
        if (q < text.length() && isColon(text.charAt(q))) {
            q = pastBlanks(text, q + 1, text.length());
        }
        if (zeroCountingAt(text, q)) {
            return true;
        }
        // Before the check's name the failing word follows.
        int p = blanksBefore(text, start);
        if (p > 0 && CJK_SUBJECT.indexOf(text.charAt(p - 1)) >= 0) {
            p--;
        }
        int name = termEndsAt(text, p, Category.CHECK.bit());
        p = blanksBefore(text, name >= 0 ? name : p);
        if (p > 0 && "の的의".indexOf(text.charAt(p - 1)) >= 0) {
            p--;
        }
        int unit = termEndsAt(text, p, Category.UNIT.bit());
        if (name < 0 && unit < 0) {
            return false; // a zero right before a failing word, with no counter and no check's name, counts another thing
        }
        p = blanksBefore(text, unit >= 0 ? unit : p);
        return p > 0 && text.charAt(p - 1) == '0' && (p == 1 || !Character.isDigit(text.charAt(p - 2))
                && text.charAt(p - 2) != '.' && text.charAt(p - 2) != ',');
    }

    /**
     * Whether token {@code t} is checks counted at zero (the {@code unverified} terms that open with a zero, 0件のテスト)
     * that a failing word follows as their predicate: they count the checks that failed, not those run
     * (0件のテストが失敗しました), and the failing word is read with its zero ({@link #zeroCountedCjk}).
     */
    private static boolean zeroCountingTheFailed(String text, Tokens tokens, int t) {
        return (tokens.categories[t] & Category.UNVERIFIED.bit()) != 0 && text.charAt(tokens.start[t]) == '0'
                && tokens.end[t] > tokens.start[t] + 1 && text.charAt(tokens.end[t] - 1) >= 0x2E80
                && failingSubjectAfter(text, tokens.end[t]);
    }

    /** Whether a failing word follows {@code q}, past blanks and a particle marking the subject (が失敗, 가 실패). */
    private static boolean failingSubjectAfter(String text, int q) {
        q = pastBlanks(text, q, text.length());
        if (q < text.length() && CJK_SUBJECT.indexOf(text.charAt(q)) >= 0) {
            q = pastBlanks(text, q + 1, text.length());
        }
        return q < text.length() && LEX.at(text, q, text.length(), STATED_FAILURE) >= 0;
    }

    /** Where a check's name of the lexicon starting at {@code q} ends, or {@code q} where none starts there. */
    private static int checkNameAfter(String text, int q) {
        long check = q < text.length() ? LEX.at(text, q, text.length(), Category.CHECK.bit()) : -1;
        return check >= 0 ? Lexicon.endOf(check) : q;
    }

    /**
     * Whether a zero stands at {@code q} as a count: no digit or point of a number on either side, then blanks, a
     * counter of the lexicon's units at most, and the clause's end (a stop, a comma, a bracket or the line's end).
     */
    private static boolean zeroCountingAt(String text, int q) {
        if (q >= text.length() || text.charAt(q) != '0' || q > 0 && Character.isDigit(text.charAt(q - 1))) {
            return false;
        }
        int r = q + 1;
        if (r < text.length() && (Character.isDigit(text.charAt(r))
                || (text.charAt(r) == '.' || text.charAt(r) == ',') && r + 1 < text.length() && Character.isDigit(text.charAt(r + 1)))) {
            return false;
        }
        r = pastBlanks(text, r, text.length());
        long unit = r < text.length() ? LEX.at(text, r, text.length(), Category.UNIT.bit()) : -1;
        if (unit >= 0 && Lexicon.endOf(unit) - r <= 2) {
            r = pastBlanks(text, Lexicon.endOf(unit), text.length());
        }
        return r >= text.length() || "。、，,.;；)）\n\r".indexOf(text.charAt(r)) >= 0;
    }

    /** Where the blanks right before {@code p} start. */
    private static int blanksBefore(String text, int p) {
        while (p > 0 && Lexicon.isBlank(text.charAt(p - 1))) {
            p--;
        }
        return p;
    }

    /**
     * Whether the problem at token {@code t} opens a clause after a colon whose label, in the same sentence, calls it
     * minor ({@code One minor issue: a typo in a comment.}).
     */
    private static boolean minorLabelled(String text, Tokens tokens, int t) {
        int clause = clauseStart(text, tokens.start[t]);
        if (clause == 0 || text.charAt(clause - 1) != ':' && text.charAt(clause - 1) != '：') {
            return false;
        }
        int sentence = sentenceStart(text, 0, clause - 1);
        for (int i = t - 1; i >= 0 && tokens.start[i] >= sentence; i--) {
            if ((tokens.categories[i] & Category.MINOR.bit()) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the problem at token {@code t} is a placeholder's word not written in capitals as a marker is
     * ({@code TODO}, {@code FIXME} state one; {@code todo} may be a word of another language: {@code todo bueno}), or in
     * a text written wholly in capitals.
     */
    private static boolean placeholderInLowerCase(String text, Tokens tokens, int t) {
        if ((tokens.categories[t] & Category.NOT_ACTUAL.bit()) == 0) {
            return false;
        }
        for (int i = tokens.start[t]; i < tokens.end[t]; i++) {
            if (Character.isLowerCase(text.charAt(i))) {
                return true;
            }
        }
        // In capitals where the whole text is: no marker set apart from the words around it (TODO BUENO).
        return text.chars().noneMatch(Character::isLowerCase);
    }

    /** Whether nothing but blanks and marks stands from {@code p} to the end of its clause. */
    private static boolean endsClause(String text, int p) {
        int end = clauseEnd(text, p);
        for (int i = p; i < end; i++) {
            if (Character.isLetterOrDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code text[from, to)} holds only blanks and auxiliaries that leave a problem resolved ({@link Role#RESOLVED_AUX}). */
    private static boolean auxiliariesOnly(String text, int from, int to) {
        int p = from;
        while (p < to) {
            if (Lexicon.isBlank(text.charAt(p))) {
                p++;
                continue;
            }
            long found = LEX.roles().at(text, p, to, Role.RESOLVED_AUX.bit());
            if (found < 0) {
                return false;
            }
            p = Lexicon.endOf(found);
        }
        return true;
    }

    /** Whether a token of {@code [from, to)} names a minor problem. */
    private static boolean minorBeside(Tokens tokens, int from, int to) {
        for (int i = Math.max(0, from); i < to && i < tokens.size; i++) {
            if ((tokens.categories[i] & Category.MINOR.bit()) != 0) {
                return true;
            }
        }
        return false;
    }

    // ---- a reviewer's decision in prose --------------------------------------------------------------------------

    /**
     * Whether the decision on the change at token {@code t} ({@link Category#DECISION}) is not asserted plainly in its
     * clause: put off or refused by itself ({@code before merging}, {@code don't merge}), or said in the conditional
     * ({@code Je le fusionnerais}); after a negation, a hedge, a modal, a condition, a cross or a retraction in its
     * clause ({@code not ready to merge}, {@code I would not merge this}, {@code Non lo unirei}, {@code I think it is
     * ready to merge}), or before a negation that closes its clause ({@code Ik merge dit niet}), a negation that
     * counts a problem there excepted ({@code No issues and ready to merge}); a condition after it in its sentence
     * ({@code LGTM once the crash is fixed}, {@code OK to merge, but only after the security review}); a negation in
     * Japanese, Chinese or Korean right after it ({@code マージできません}, {@code LGTMじゃない}, {@code 병합 불가}). Fail-closed as a value is read: only a plain decision keeps a pass.
     */
    private static boolean decisionTakenBack(String text, Tokens tokens, int t) {
        // A decision's verb in the conditional is a modal of itself (fusionnerais, fusionaría, unirei, mesclaria).
        if ((tokens.categories[t] & Category.mask(Category.CONDITION, Category.NEGATIVE_VERDICT, Category.MODAL)) != 0) {
            return true;
        }
        // A negation closing the decision's clause, where German and Dutch put it (Ich merge das nicht, Ik merge dit
        // niet), refuses it as one before it does.
        int clauseEnd = clauseEnd(text, tokens.end[t]);
        if (clauseEnd > tokens.end[t] && closingNegation(text, tokens.end[t], clauseEnd)) {
            return true;
        }
        int start = tokens.start[t];
        int clause = clauseStart(text, start);
        int bullet = Decoration.bulletEnd(text, clause, start);
        clause = bullet > clause ? bullet : clause; // a list's dash is no word for nothing pairing off a condition
        if (clause < start) {
            Tokens lead = Tokens.of(text, clause, start);
            if (lead.firstOf(BEFORE) >= 0) {
                return true;
            }
        }
        if (negatedAcrossAside(text, start) >= 0) {
            return true; // I would not, honestly, merge this.
        }
        int end = sentenceEnd(text, tokens.end[t], text.length());
        for (int a = t + 1; a < tokens.size && tokens.start[a] < end; a++) {
            if ((tokens.categories[a] & Category.CONDITION.bit()) != 0) {
                return true;
            }
            if (a == t + 1 && text.charAt(tokens.start[a]) >= 0x2E80
                    && (tokens.categories[a] & Category.NEGATION.bit()) != 0
                    && Tokens.near(text, tokens.end[t], tokens.start[a])) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where a negation stands right before an aside (at most {@link #ASIDE_AFTER_NEGATION_WORDS} words before it) that
     * ends right before the word at {@code p}, its start, or -1
     * ({@code I would not, honestly, merge this}, {@code No está, en rigor, aprobado}, {@code 我不会，说实话，合并}): the
     * aside qualifies the clause, and the negation still reaches the word after it, as a term is read past one
     * ({@link Lexicon}'s asides). An aside after any other word changes nothing ({@code It is, honestly, ready}).
     */
    static int negatedAcrossAside(String text, int p) {
        return negatedAcrossAside(text, p, Lexicon.asideBefore(text, p));
    }

    /**
     * {@code text} with each aside of {@code [from, to)} that stands right after a negation written as blanks, as long
     * as it was, or null where none does: a note read so reads the negation beside the word it negates
     * ({@code No está, en rigor, positivo.} as {@code No está            positivo.}), however its words are counted.
     * Read only where the note as written keeps its value; an aside anywhere else is read as written.
     */
    public static String asidesBlanked(String text) {
        return asidesBlanked(text, 0, text.length());
    }

    /** {@link #asidesBlanked(String)} of the asides in {@code [from, to)}. */
    static String asidesBlanked(String text, int from, int to) {
        char[] blanked = null;
        for (int p = from; p < to; p++) {
            if (!Lexicon.opensAsideAt(text.charAt(p))) {
                continue;
            }
            int past = Lexicon.pastParenthetical(text, p, to);
            if (past > p && negatedAcrossAside(text, past, p) >= 0) {
                blanked = blanked == null ? text.toCharArray() : blanked;
                java.util.Arrays.fill(blanked, p, past, ' ');
                p = past - 1;
            }
        }
        return blanked == null ? null : new String(blanked);
    }

    /** {@link #negatedAcrossAside(String, int)} of the aside opening at {@code open} (-1: none). */
    private static int negatedAcrossAside(String text, int p, int open) {
        if (open < 0) {
            return -1;
        }
        int e = open;
        while (e > 0 && Lexicon.isBlank(text.charAt(e - 1))) {
            e--;
        }
        // The negation may stand a copula or an auxiliary before the aside (No está, en rigor, …; Il n'a pas été, …).
        // Words between that say what the negation counts none of make it no negation of the word after the aside (No
        // issues, honestly, ready to merge).
        Tokens tokens = Tokens.of(text, clauseStart(text, e), e);
        for (int t = tokens.size - 1; t >= 0; t--) {
            if ((tokens.categories[t] & Lexicon.NEGATIONS) != 0) {
                return halvesIn(text, tokens.end[t], e) <= 2 * ASIDE_AFTER_NEGATION_WORDS ? tokens.start[t] : -1;
            }
            if ((tokens.categories[t] & COUNTED_NONE_BETWEEN) != 0) {
                return -1;
            }
        }
        return -1;
    }

    /** What between a negation and an aside is what the negation denies ({@link #negatedAcrossAside}). */
    private static final long COUNTED_NONE_BETWEEN = Category.mask(Category.PROBLEM, Category.SEVERE,
            Category.NEGATIVE_VERDICT, Category.FAILURE, Category.NOTHING, Category.RESOLVING, Category.CHECK,
            Category.UNVERIFIED, Category.MINOR);

    /** The most words between a negation and the aside after it that parts it from its word ({@link #negatedAcrossAside}). */
    private static final int ASIDE_AFTER_NEGATION_WORDS = 2;

    /**
     * Where the clause holding {@code p} begins on its line, at most {@link #BEFORE_WINDOW} back: after a line break, a
     * comma, a semicolon, a colon or a sentence's end.
     */
    private static int clauseStart(String text, int p) {
        int lower = Math.max(0, p - BEFORE_WINDOW);
        int s = p;
        while (s > lower) {
            char c = text.charAt(s - 1);
            if (Decoration.isLineBreak(c) || c == ',' || c == ';' || c == '，' || c == '、' || c == '；' || c == ':'
                    || c == '：' || sentenceEndBefore(text, s - 1, p)) {
                break;
            }
            s--;
        }
        return s;
    }

    // ---- a review's confidence in itself ------------------------------------------------------------------------

    /** The least a number stating a confidence may say and keep a pass: 0.9, 90 %, 9/10. */
    private static final BigDecimal HIGH_CONFIDENCE = new BigDecimal("0.9");
    /** What a clause stating a confidence may not hold and say it is high: a word that doubts, counts none or fails. */
    private static final long DOUBTING = BEFORE | ANYWHERE_LATER | Category.mask(Category.CONTRAST, Category.NOTHING,
            Category.UNVERIFIED, Category.NEGATIVE_VERDICT, Category.CROSS, Category.CAUTION, Category.PROBLEM);

    /**
     * Whether a confidence's state says it is high ({@link Category#CONFIDENCE}: {@code Confidence: high}, {@code high
     * confidence}, {@code Confidence: 0.95}, {@code 信頼度: 高}, a JSON field's {@code "confidence": 0.9}): a word that
     * says so ({@link Category#CONFIDENT}) or a number, and every number in it at least 0.9 (a share: {@code 0.95}; a
     * percentage, written with {@code %} or between 1 and 100: {@code 95 %}, {@code 95}; a fraction: {@code 9/10}),
     * and no word that doubts it ({@code not very high}, {@code high?}, {@code high if the tests pass}). Fail-closed:
     * a state nobody listed ({@code medium}, {@code moderate}, {@code good}) is no high confidence.
     */
    public static boolean confidenceHigh(String text, int from, int to) {
        return confidenceAtLeast(text, from, to, HIGH_CONFIDENCE, false);
    }

    /**
     * Whether {@code text[from, to)}, a confidence stated beside an answer of data ({@code "confidence": 0.3}), says
     * the answer is more likely than not: a number above half, or a word that says it is high, and nothing that
     * doubts. A review's pass asks more ({@link #confidenceHigh}); an answer of data is refused only where its own
     * reply gives it no better than even odds.
     */
    public static boolean confidenceAboveHalf(String text, int from, int to) {
        return confidenceAtLeast(text, from, to, HALF, true);
    }

    private static boolean confidenceAtLeast(String text, int from, int to, BigDecimal least, boolean strictly) {
        Tokens tokens = Tokens.unpaired(text, from, to);
        boolean high = false;
        for (int t = 0; t < tokens.size; t++) {
            long c = tokens.categories[t];
            if ((c & DOUBTING) != 0 && (c & Category.mask(Category.CONFIDENT, Category.CONFIDENCE)) == 0) {
                return false;
            }
            high |= (c & Category.CONFIDENT.bit()) != 0;
        }
        int low = shareBelow(text, from, to, least, strictly);
        if (low >= 0) {
            return false;
        }
        high |= low == -1;
        return high;
    }

    /** {@link #shareBelow}: no number stands in the text. */
    private static final int NO_NUMBER = -2;

    /**
     * Where the first number of {@code text[from, to)} that says a share below {@code least} (or at it, where
     * {@code strictly}), below zero or above the whole stands, -1 where every number says a share of at least it, or
     * {@link #NO_NUMBER}. A number is read as a share: a fraction ({@code 9/10}, {@code 9 out of 10}: the lexicon's
     * {@link Category#COUNT_JOIN} words), a percentage ({@code 95 %}), a share ({@code 0.95}), or a bare number above 1
     * read as a percentage ({@code 95}; {@code 7} then says 7 %). The digits of a word ({@code v2}) are no number. One
     * reading for a confidence and a rating.
     */
    private static int shareBelow(String text, int from, int to, BigDecimal least, boolean strictly) {
        int read = NO_NUMBER;
        for (int p = from; p < to; p++) {
            if (!Character.isDigit(text.charAt(p)) || p > from && (Character.isLetterOrDigit(text.charAt(p - 1))
                    || text.charAt(p - 1) == '.')) {
                continue;
            }
            if (p > from && text.charAt(p - 1) == '-') {
                return p; // below zero
            }
            int end = numberEnd(text, p, to);
            BigDecimal value = new BigDecimal(text.substring(p, end));
            int q = end;
            while (q < to && text.charAt(q) == ' ') {
                q++;
            }
            long join = q < to ? LEX.at(text, q, to, Category.COUNT_JOIN.bit()) : -1;
            int r = q < to && (text.charAt(q) == '/' || text.charAt(q) == '／') ? q + 1
                    : join >= 0 ? Lexicon.endOf(join) : -1;
            while (r >= 0 && r < to && text.charAt(r) == ' ') {
                r++;
            }
            if (r >= 0 && r < to && Character.isDigit(text.charAt(r))) {
                int e = numberEnd(text, r, to);
                BigDecimal whole = new BigDecimal(text.substring(r, e));
                if (whole.signum() == 0) {
                    return p;
                }
                value = value.divide(whole, 4, java.math.RoundingMode.DOWN);
                q = e;
            } else if (q < to && (text.charAt(q) == '%' || text.charAt(q) == '％')) {
                value = value.movePointLeft(2);
                q++;
            } else if (value.compareTo(BigDecimal.ONE) > 0) {
                value = value.movePointLeft(2);
            }
            int against = value.compareTo(least);
            if (against < 0 || strictly && against == 0 || value.compareTo(BigDecimal.ONE) > 0) {
                return p;
            }
            read = -1;
            p = q - 1;
        }
        return read;
    }

    /** Just past the digits, and one decimal point between digits, from {@code p} (at most 12 characters: a share). */
    private static int numberEnd(String text, int p, int to) {
        int q = p;
        boolean point = false;
        while (q < to && q - p < 12 && (Character.isDigit(text.charAt(q)) || !point && text.charAt(q) == '.'
                && q + 1 < to && Character.isDigit(text.charAt(q + 1)))) {
            point |= text.charAt(q) == '.';
            q++;
        }
        return q;
    }

    /** The end of the clause from {@code p}: its sentence's end, a line end, a comma or a semicolon, within the window. */
    private static int clauseEnd(String text, int p) {
        int max = Math.min(text.length(), p + REMARK_WINDOW);
        for (int i = p; i < max; i++) {
            char c = text.charAt(i);
            if (Decoration.isLineBreak(c) || c == ',' || c == ';' || c == '，' || c == '、' || c == '；'
                    || Decoration.endsSentence(text, i, max)) {
                return i;
            }
        }
        return max;
    }

    /** How far a label may go on after the word that states a failure, to its colon ({@code Failed tests:}). */
    private static final int LABEL_REST = 30;
    /** How many line breaks may stand between a label and the list that answers it ({@code \r\n}, a blank line). */
    private static final int ANSWER_LINE_BREAKS = 4;

    /**
     * Whether the label ending at {@code end} is answered with nothing: a colon, then on its line or as the first item
     * of the list under it a text that names no problem ({@code Critical issues: none}, {@code Failures: 0},
     * {@code Blockers:\n- None}, {@code 致命的な問題：なし}), or a heading's end and such a list under it
     * ({@code ## Blockers\n- none}), as a JSON key naming problems is with {@code "none"}.
     */
    private static boolean answeredNone(String text, int end) {
        String answer = answerTo(text, end);
        return answer != null && (Decoration.strip(answer).equals("0") || !isProblemItem(answer));
    }

    /**
     * The answer to the label ending at {@code end} ({@link #answeredNone}): the text after its colon on its line, up
     * to the next label of that line ({@link #nextLabel}), or the first item of the list under it; null where no
     * colon, heading's end or list answers it, or the answer is empty.
     */
    private static String answerTo(String text, int end) {
        return answerTo(text, end, text.length());
    }

    /** {@link #answerTo(String, int)} of the text up to {@code to}: nothing past it is read. */
    private static String answerTo(String text, int end, int to) {
        int limit = Math.min(to, end + BEFORE_WINDOW);
        int p = end;
        // The rest of the label: words, blanks and emphasis up to its colon ("Failed tests:").
        while (p < limit && p - end < LABEL_REST && (Character.isLetterOrDigit(text.charAt(p)) || Lexicon.isBlank(text.charAt(p))
                || Decoration.isCloser(text.charAt(p)) || text.charAt(p) == '-')) {
            p++;
        }
        if (p < limit && (text.charAt(p) == ':' || text.charAt(p) == '：' || text.charAt(p) == '?' || text.charAt(p) == '？')) {
            p++; // a label's colon, or a question its answer follows ("Any blockers? None.")
        } else if (p >= limit || !Decoration.isLineBreak(text.charAt(p))) {
            return null; // neither a colon nor a heading's end ("## Blockers", "**Failures**") that a list answers
        }
        // Past the emphasis that closes the label on its line ("**Blockers:**"), then to the answer on it or below it.
        while (p < limit && (Lexicon.isBlank(text.charAt(p)) || Decoration.isCloser(text.charAt(p)))) {
            p++;
        }
        int breaks = 0;
        while (p < limit && (Lexicon.isBlank(text.charAt(p)) || Decoration.isLineBreak(text.charAt(p)))) {
            if (Decoration.isLineBreak(text.charAt(p)) && ++breaks > ANSWER_LINE_BREAKS) {
                return null;
            }
            p++;
        }
        if (breaks > 0) {
            // The first item of the list under it, past its bullet or number; a line of prose is no answer.
            int lineEnd = p;
            while (lineEnd < limit && !Decoration.isLineBreak(text.charAt(lineEnd))) {
                lineEnd++;
            }
            int item = p < lineEnd ? Decoration.bulletEnd(text, p, lineEnd) : -1;
            if (item < 0) {
                return null;
            }
            p = item;
        }
        int e = p;
        while (e < to && !Decoration.isLineBreak(text.charAt(e)) && e - p < BEFORE_WINDOW) {
            e++;
        }
        e = nextLabel(text, p, e); // a line of labels and counts answers each on its own (Failures: 0, Errors: 0)
        String answer = Decoration.strip(text.substring(p, e));
        if (answer == null || answer.isEmpty()) {
            return null;
        }
        answer = text.substring(p, e);
        return answer;
    }

    /** What a label answered with a count of none counts none of ({@link #labelCountingNone}). */
    private static final long COUNTED_BY_A_LABEL = Category.mask(Category.PROBLEM, Category.SEVERE, Category.FAILURE,
            Category.NEGATIVE_VERDICT, Category.UNVERIFIED);

    /**
     * Whether the term {@code t} of {@code tokens} labels problems, failures or checks not made and its colon is
     * answered with a count of none ({@code Skipped: 0}, {@code Warnings: 0} in a test runner's summary,
     * {@code Failures: 0, Errors: 0}): it says none of them, no trigger. A confidence or a score so answered is none of
     * these and stands.
     */
    private static boolean labelCountingNone(String text, Tokens tokens, int t) {
        if ((tokens.categories[t] & COUNTED_BY_A_LABEL) == 0) {
            return false;
        }
        return countedNone(text, tokens.end[t]);
    }

    /**
     * Whether the word ending at {@code end} is a label, a colon after it past blanks, answered with a count of none
     * ({@link #zeroAnswered}: {@code Failures: 0}, {@code 失败：0}): what it names is counted, none of it stated.
     */
    private static boolean countedNone(String text, int end) {
        return countedNone(text, end, text.length());
    }

    /** {@link #countedNone(String, int)} of the text up to {@code to}: nothing past it is read. */
    private static boolean countedNone(String text, int end, int to) {
        int r = end;
        while (r < to && Lexicon.isBlank(text.charAt(r))) {
            r++;
        }
        return r < to && (text.charAt(r) == ':' || text.charAt(r) == '：') && zeroAnswered(text, end, to);
    }

    /** Whether the label ending at {@code end} is answered with a count of none, {@code 0} alone ({@link #answerTo}). */
    private static boolean zeroAnswered(String text, int end, int to) {
        String answer = answerTo(text, end, to);
        return answer != null && Decoration.strip(answer).equals("0");
    }

    /**
     * Where the answer {@code text[p, e)} to a label ends, as the line goes on to another label: a comma, a semicolon or
     * a pipe, then a label's words (letters and blanks, at most {@link #LABEL_REST} characters) and its colon
     * ({@code Failures: 0, Errors: 0, Skipped: 0}, a test runner's summary); {@code e} where none does. A comma before
     * other words ({@code 0, but the migration is missing}) leaves the answer whole.
     */
    private static int nextLabel(String text, int p, int e) {
        for (int k = p; k < e; k++) {
            if (",;|，；、".indexOf(text.charAt(k)) < 0) {
                continue;
            }
            int q = k + 1;
            while (q < e && Lexicon.isBlank(text.charAt(q))) {
                q++;
            }
            int w = q;
            while (w < e && w - q <= LABEL_REST && (Character.isLetter(text.charAt(w)) || Lexicon.isBlank(text.charAt(w)))) {
                w++;
            }
            if (w > q && w < e && (text.charAt(w) == ':' || text.charAt(w) == '：')) {
                return k;
            }
        }
        return e;
    }

    /**
     * Whether a short text says there is none of the problems its key names: it opens with a negation that counts a
     * problem ({@code No issues found}, {@code No blocking issues.}, {@code 問題ありません}, {@code keine Fehler}) and
     * holds nothing after it that names a problem, a failure, a contrast, a hedge, a condition or a taking back
     * ({@code No issues, but it crashes} does not). {@code No tests for the parser} counts nothing: it is a problem.
     */
    public static boolean countsNone(String text) {
        Tokens tokens = Tokens.of(text, 0, text.length());
        if (tokens.size == 0 || Decoration.skipOpeners(text, 0, tokens.start[0]) != tokens.start[0]) {
            return false;
        }
        // A negation that opens it and counts the problem after it (as Japanese, Chinese and Korean write it, the
        // problem then its negation), or a pseudo-trigger that is such a count ("no issues found", "問題ありません").
        long first = tokens.categories[0];
        Tokens alone = Tokens.unpaired(text, tokens.start[0], tokens.end[0]);
        long opening = alone.size == 0 ? 0 : alone.categories[0];
        boolean counts = first == 0 && ((opening & NEGATING) != 0 || text.charAt(tokens.start[0]) >= 0x2E80)
                || first == Category.PSEUDO.bit()
                        && (categoriesIn(text.substring(tokens.start[0] + 1, tokens.end[0]))
                                & (Category.PROBLEM.bit() | NEGATING)) != 0; // read inside it: not "not only"
        if (!counts) {
            return false;
        }
        long states = COUNTED | STATED_FAILURE | Category.mask(Category.CONTRAST, Category.HEDGE, Category.MODAL,
                Category.RETRACTION, Category.JOKE, Category.CROSS, Category.QUESTION);
        return tokens.firstOf(states) < 0;
    }

    /**
     * Whether a heading's words name problems that the list under it lists ({@code Blocking issues}, {@code Bugs},
     * {@code 問題点}, {@code Probleme}): a problem, a failing verdict or a grave problem other than what a review sums up
     * ({@code Changes}), and no word that says there is none, qualifies them as minor or resolves them
     * ({@code No issues}, {@code Minor issues}, {@code Fixed bugs}).
     */
    public static boolean namesProblems(String words) {
        Tokens tokens = Tokens.unpaired(words, 0, words.length());
        long naming = Category.mask(Category.PROBLEM, Category.NEGATIVE_VERDICT, Category.SEVERE);
        long unnaming = NEGATING | Category.mask(Category.MINOR, Category.PSEUDO, Category.RESOLVING);
        boolean names = false;
        for (int t = 0; t < tokens.size; t++) {
            long c = tokens.categories[t];
            if ((c & unnaming) != 0) {
                return false;
            }
            names |= (c & naming) != 0 && (c & Category.SUMMARY.bit()) == 0;
        }
        return names;
    }

    /** The first characters of the verdict labels ({@link Lexicon#firstCharacters}). */
    private static final long[] STARTS_VERDICT_LABEL = orBits(LEX.firstCharacters(Category.VERDICT_LABEL.bit()),
            ROLES.firstCharacters(Role.SUMS_UP.bit()));

    private static long[] orBits(long[] a, long[] b) {
        long[] both = a.clone();
        for (int i = 0; i < both.length && i < b.length; i++) {
            both[i] |= b[i];
        }
        return both;
    }

    /**
     * Where a status line whose label is a verdict label alone ({@code Verdict}, {@code Decision}, {@code 判定},
     * {@code Ergebnis}; past a bullet, a number and emphasis) states a short value that is no pass, or -1: a verdict of
     * one or two words and no digit that the words keeping a pass do not cover ({@code Final Decision: REVISE},
     * {@code 判定: 保留}, {@code Verdict: inconclusive}, {@code Status: on hold}). Fail-closed: a verdict nobody listed
     * may be a FAIL, so it fails a pass beside it, as one in a JSON verdict's field does; {@code Decision: approved},
     * {@code 判定: PASS} keep it, a longer state describes ({@code Result: the cache is now warmed on start}), and a
     * rating's label is a rating's ({@link #ratingNotHigh}).
     */
    private static int verdictLabelNotPassed(String text, int line, int colon, int to, IntPredicate counts) {
        int s = line;
        while (s < colon && !isLetter(text.charAt(s))) {
            s++;
        }
        if (s >= colon || (STARTS_VERDICT_LABEL[text.charAt(s) >>> 6] & (1L << text.charAt(s))) == 0) {
            return -1;
        }
        int e = colon;
        while (e > s && (Lexicon.isBlank(text.charAt(e - 1)) || Decoration.isCloser(text.charAt(e - 1)))) {
            e--;
        }
        long found = LEX.at(text, s, e, Category.VERDICT_LABEL.bit());
        boolean sumsUp = false;
        if (found < 0 || Lexicon.endOf(found) != e) {
            // A label summing the review up (TL;DR, Bottom line, Overall, 总结, 総評): read as a verdict's label is.
            long summed = ROLES.at(text, s, e, Role.SUMS_UP.bit());
            if (summed < 0 || Lexicon.endOf(summed) != e || !counts.test(line)) {
                return -1;
            }
            sumsUp = true;
        } else if ((LEX.categoriesOf(found) & Category.RATING.bit()) != 0 || !counts.test(line)) {
            return -1;
        }
        int end = colon + 1;
        while (end < to && end - colon <= STATED_WINDOW && !Decoration.isLineBreak(text.charAt(end))) {
            end++;
        }
        if (end - colon > STATED_WINDOW) {
            return -1;
        }
        for (int p = colon + 1; p < end; p++) {
            if ("/|｜／".indexOf(text.charAt(p)) >= 0) {
                return -1; // choices offered (PASS / FAIL): a template echoed, no verdict
            }
        }
        // The state is read first: a verdict that passes (判定: PASS, the commonest) is not copied and read for choices.
        int state = notPassingState(text, colon + 1, end);
        if (state >= 0 && sumsUp && decisionNotKept(text, colon + 1, end) < 0) {
            state = -1; // a summing-up kept by a word saying the work is sound or a decision (Overall: solid, TL;DR: ship it)
        }
        if (state < 0 && !sumsUp && stateWords(text, colon + 1, end) > STATE_WORDS && ROLES.at(text, s, e, Role.DECIDES.bit()) >= 0
                && Lexicon.endOf(ROLES.at(text, s, e, Role.DECIDES.bit())) == e) {
            // A decision's label over a longer state: fail-closed, it keeps a pass only by a word that does.
            state = decisionNotKept(text, colon + 1, end);
        }
        return state < 0 || (categoriesIn(text.substring(colon + 1, end)) & Category.CHOICE.bit()) != 0 ? -1 : state;
    }

    /**
     * How many words {@code text[from, to)} holds, blank to blank, each holding a letter ({@link #notPassingState}'s, and
     * a note's state after a check's name).
     */
    private static int stateWords(String text, int from, int to) {
        int words = 0;
        boolean letter = false; // whether the run of characters since the last blank holds a letter
        for (int p = from; p <= to; p++) {
            if (p == to || Lexicon.isBlank(text.charAt(p))) {
                words += letter ? 1 : 0;
                letter = false;
            } else {
                letter |= Character.isLetter(text.charAt(p));
            }
        }
        return words;
    }

    /** What keeps a pass in a decision's longer state: a passing verdict, a check made, a decision, an affirming word. */
    private static final long DECISION_KEEPING = Category.mask(Category.POSITIVE_VERDICT, Category.CHECKED,
            Category.DECISION, Category.AFFIRMING);

    /**
     * Where the state {@code text[from, to)} of a decision's label ({@link Role#DECIDES}: {@code Decision},
     * {@code Verdict}, {@code 判定}, {@code Entscheidung}) holds no word that keeps a pass, or -1: {@code Decision: revise
     * and resubmit}, {@code Entscheidung: zurück an den Autor} fail a pass beside them, {@code Decision: approved, ship
     * it} and {@code Verdict: the change is solid} keep it (a word taken back there is the other readings' to weigh:
     * {@code Decision: not ready to merge}). A state with a digit is a count's or a rating's.
     */
    private static int decisionNotKept(String text, int from, int to) {
        int start = -1;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (Character.isDigit(c)) {
                return -1;
            }
            if (!Character.isLetter(c) || p > from && Character.isLetter(text.charAt(p - 1))
                    && Lexicon.isSpaced(c)) {
                continue;
            }
            start = start < 0 ? p : start;
            if ((LEX.at(text, p, to, DECISION_KEEPING) >= 0) || ROLES.at(text, p, to, Role.mask(Role.SOUND,
                    Role.PRAISE)) >= 0) {
                return -1;
            }
        }
        return start;
    }

    /** What a check's label may name that its state then counts: {@code Build errors: none} says no problem is there. */
    private static final long PROBLEMS_OF_A_CHECK = Category.mask(Category.PROBLEM, Category.NEGATIVE_VERDICT,
            Category.SEVERE, Category.UNVERIFIED, Category.CROSS);
    /** The first characters of the words that pass ({@link Lexicon#firstCharacters}). */
    private static final long[] STARTS_PASS = LEX.firstCharacters(Category.POSITIVE_VERDICT.bit());
    /** How many words a check's state may hold and still be read as a state that must pass ({@code not run}). */
    private static final int STATE_WORDS = 2;

    /**
     * Where a status line in {@code text[from, to)} reports a check in a state that is no pass, or -1: a label naming a
     * check ({@link Category#CHECK}: {@code Tests}, {@code CI}, {@code Build}, {@code ビルド}), a colon, and on its line a
     * state of at most {@value #STATE_WORDS} words and no digit that the words keeping a pass do not cover, whole
     * ({@code Tests: skipped}, {@code CI: pending}, {@code Build: unknown}, {@code Coverage: N/A}, {@code Tests: not
     * run}); {@code Tests: passed}, {@code Build: ✅ OK}, {@code CI: green} keep it. A longer state describes the check
     * and is read as findings are; a count ({@code 12/15}) is the failing words' to state, and so is the state of a
     * label naming the check's problems ({@code Build errors: none}). A word that passes as a label, and a rated risk,
     * are read so too ({@link #statusLineState}).
     */
    public static int checkNotPassed(String text, int from, int to, IntPredicate counts) {
        return checkNotPassed(text, from, to, counts, true);
    }

    /**
     * {@link #checkNotPassed(String, int, int, IntPredicate)} of a review in NFKC, {@code review}'s text: NFKC writes a
     * full-width colon as {@code :}, so the text holds none and is not searched for one.
     */
    public static int checkNotPassed(Nfkc review, int from, int to, IntPredicate counts) {
        return checkNotPassed(review.text(), from, to, counts, false);
    }

    private static int checkNotPassed(String text, int from, int to, IntPredicate counts, boolean wideColons) {
        // A status line's label ends at the first colon of its line, within LABEL_REACH of the line's start: the colons
        // are found with the vectorised search for one character, and only their lines are read (most lines of a
        // review have none near their start, and walking every line to its end cost more than the rest of this look).
        int narrow = nextOf(text, ':', from, to);
        int wide = wideColons ? nextOf(text, '：', from, to) : to;
        int previous = -1; // the colon looked at before: a later one on the same line labels nothing
        while (narrow < to || wide < to) {
            int colon = Math.min(narrow, wide);
            if (colon == narrow) {
                narrow = nextOf(text, ':', colon + 1, to);
            } else {
                wide = nextOf(text, '：', colon + 1, to);
            }
            // Most colons' labels hold no character a label read here starts with ({@code 指摘:}): the walk back to the
            // line's start tells, where the label's reading walks them for the names and again for the word that passes.
            long walked = labelLine(text, from, colon);
            int line = (int) walked;
            boolean first = line >= 0 && previous < line;
            if (!first) {
                // A second label on the line (Passed: 3 / Failed: 7): each label read with its own answer.
                int second = ShortOfWhole.secondLabel(text, from, previous, colon, to, counts);
                if (second >= 0) {
                    return second;
                }
            }
            previous = colon;
            int label = !first || colon == line || (walked & MAY_LABEL) == 0 ? NO_LABEL : labelOf(text, line, colon);
            if (label == NO_LABEL) {
                int problems = first && colon > line ? problemsAnsweredYes(text, line, colon, to, counts) : -1;
                if (problems < 0 && first && colon > line) {
                    // Read from the answer's first character: a count (Warnings: 240), else nothing more.
                    int counted = ShortOfWhole.problemsCounted(text, line, colon, to);
                    problems = counted >= 0 && counts.test(line) ? counted : problems;
                }
                if (problems >= 0) {
                    return problems;
                }
                // A verdict label is read only where the walk back saw one of its first characters (判定:, Verdict:).
                int verdict = first && colon > line && (walked & MAY_VERDICT_LABEL) != 0
                        ? verdictLabelNotPassed(text, line, colon, to, counts) : -1;
                if (verdict >= 0) {
                    return verdict;
                }
                continue;
            }
            int end = colon + 1;
            while (end < to && end - colon <= STATED_WINDOW && !Decoration.isLineBreak(text.charAt(end))) {
                end++;
            }
            int state = end - colon <= STATED_WINDOW ? statusLineState(text, line, colon, end, label, counts) : -1;
            if (state >= 0) {
                return state;
            }
        }
        return -1;
    }

    /** How long a line may be and still be read as status lines ({@link #statusesNotPassed}). */
    private static final int STATUS_LINE_CHARS = 96;
    /** How many characters one status of such a line may hold, its label's and its state's. */
    private static final int STATUS_CHARS = 48;
    /** What a status line may report the state of besides a check ({@link Role#STATUS_SUBJECT}), on its page of roles. */
    private static final Lexicon STATUS_SUBJECTS = LEX.roles(Role.STATUS_SUBJECT);
    /** The short states that say a check did not pass ({@link Role#FAILING_STATE}), on their page of roles. */
    private static final Lexicon FAILING_STATES = LEX.roles(Role.FAILING_STATE);
    /**
     * What a status with no colon says of a check that did not pass in one word or a few: a failing state
     * ({@code Tests KO}, {@code CI red}) or a run not brought to its end ({@code Lint pending}, {@code Build cancelled}).
     */
    private static final long FAILING_OR_UNFINISHED = Role.mask(Role.FAILING_STATE, Role.UNFINISHED_STATE);
    /** The first characters of a check's name and of what else a status line reports ({@link Lexicon#firstCharacters}). */
    private static final long[] STARTS_STATUS = union(LEX.firstCharacters(Category.CHECK.bit()),
            STATUS_SUBJECTS.firstCharacters(Role.STATUS_SUBJECT.bit()));
    /** {@link #status}: the text is no status. */
    private static final int NOT_A_STATUS = -1;
    /** {@link #status}: a status whose state keeps a pass. */
    private static final int KEPT = -2;
    /** {@link #status}, added to where its state starts: a state of one word, no colon before it, that keeps none. */
    private static final int WORD_STATE = 1 << 30;

    /**
     * Where a short line in {@code text[from, to)} that {@code counts} reports a check in a state that is no pass, read
     * as status lines written without a colon or several to a line, or -1. A line of at most {@value
     * #STATUS_LINE_CHARS} characters is split into statuses at {@code ,} {@code ;} {@code |}, a {@code /} beside a
     * blank and a stop before a blank; each status is a check's name ({@link Category#CHECK}) or another thing a status
     * reports ({@link Role#STATUS_SUBJECT}: {@code Security}, {@code Deploy}), then, after a colon, a dash or nothing,
     * its state. A state holding a mark that is no status mark ({@link #markNotPassing}: {@code Tests 💀},
     * {@code CI 🟥}, {@code Build ⏳}, {@code Security: 🕳️}) fails; only the status marks keep ({@code Tests ✅},
     * {@code CI 🟢}). A check's state of words, fail-closed as after a colon ({@link #checkStateNotPassed}): after a
     * colon where the line holds more than one status ({@code lint: ok, tests: ko}, {@code Tests: ok. Lint: ko.}), and
     * a word with no colon before it that is a failing state ({@link Role#FAILING_STATE}: {@code Tests KO}) or, where
     * the line holds more than one status, any word that keeps no pass ({@code lint ok / tests nok}); one such word
     * alone is a sentence's ({@code Tests added.}). Only lines whose first character may start a name are read past it.
     */
    public static int statusesNotPassed(String text, int from, int to, IntPredicate counts) {
        long[] starts = STARTS_STATUS;
        for (int line = from; line < to; ) {
            int brk = nextOf(text, '\n', line, to);
            if (brk - line <= STATUS_LINE_CHARS) {
                int p = line;
                while (p < brk && (Lexicon.isBlank(text.charAt(p)) || STATUS_LEADS.indexOf(text.charAt(p)) >= 0)) {
                    p++;
                }
                char c = p < brk ? text.charAt(p) : ' ';
                if ((starts[c >>> 6] & (1L << c)) != 0) {
                    int found = statusLine(text, p, brk, counts);
                    if (found >= 0) {
                        return found;
                    }
                }
            }
            line = brk + 1;
        }
        return -1;
    }

    /**
     * Whether {@code text[from, to)} is a word or two of letters, then status marks alone ({@code Docs ✅}).
     */
    private static boolean passingMarksAfterAWord(String text, int from, int to) {
        int e = to;
        while (e > from && (Lexicon.isBlank(text.charAt(e - 1)) || Decoration.isCloser(text.charAt(e - 1)))) {
            e--;
        }
        int m = e;
        while (m > from && (Character.isSurrogate(text.charAt(m - 1)) || Character.getType(text.charAt(m - 1))
                == Character.OTHER_SYMBOL || text.charAt(m - 1) == '\uFE0F')) {
            m--;
        }
        if (m == e || m == from || !Lexicon.isBlank(text.charAt(m - 1)) || markNotKept(text, m, e) >= 0) {
            return false;
        }
        int words = 0;
        for (int p = from; p < m; p++) {
            char c = text.charAt(p);
            if (Character.isLetter(c)) {
                words += p == from || !Character.isLetter(text.charAt(p - 1)) ? 1 : 0;
            } else if (!Lexicon.isBlank(c) && !Decoration.isCloser(c) && !Decoration.isOpener(c)) {
                return false;
            }
        }
        return words >= 1 && words <= STATE_WORDS;
    }

    /**
     * Where {@code text[from, to)} holds a pictograph that is no status mark nor another word that keeps a check's state
     * ({@link #STATE_KEEPING}) or a mark that keeps a label's value ({@link #KEEPING_MARKS}: {@code ◎}), or -1.
     */
    private static int markNotKept(String text, int from, int to) {
        for (int p = from; p < to; p += Character.charCount(text.codePointAt(p))) {
            int cp = text.codePointAt(p);
            if (Character.getType(cp) == Character.OTHER_SYMBOL && LEX.at(text, p, to, STATE_KEEPING) < 0
                    && !keepingMark(cp)) {
                return p;
            }
        }
        return -1;
    }

    /** What may open a status line before its first status: list bullets, emphasis, a heading's and a quote's marks. */
    private static final String STATUS_LEADS = "-*+•>#_`~[(";

    /** {@link #statusesNotPassed} of the line {@code text[from, to)}, its first status at {@code from}. */
    private static int statusLine(String text, int from, int to, IntPredicate counts) {
        int[] found = new int[16]; // each status's answer and where it starts
        int n = 0;
        int statuses = 0;
        int start = from;
        for (int q = from; q <= to && n + 1 < found.length; q++) {
            char c = q < to ? text.charAt(q) : '\n';
            boolean cut = q == to || c == ',' || c == ';' || c == '|' || c == '，' || c == '；' || c == '、'
                    || c == '/' && (Lexicon.isBlank(text.charAt(Math.max(from, q - 1)))
                            || q + 1 < to && Lexicon.isBlank(text.charAt(q + 1)))
                    || (c == '.' || c == '。') && (q + 1 >= to || Lexicon.isBlank(text.charAt(q + 1)));
            if (!cut) {
                continue;
            }
            found[n] = q - start <= STATUS_CHARS ? status(text, start, q) : NOT_A_STATUS;
            statuses += found[n] == NOT_A_STATUS ? 0 : 1;
            found[n + 1] = start;
            n += 2;
            start = q + 1;
        }
        for (int k = 0; k + 1 < n; k += 2) {
            int f = found[k];
            if (f == NOT_A_STATUS || f == KEPT) {
                continue;
            }
            boolean word = f >= WORD_STATE;
            int at = word ? f - WORD_STATE : f;
            if (word && statuses < 2 || !counts.test(found[k + 1])) {
                continue; // one word after a check's name alone on its line is a sentence's (Tests added.)
            }
            return at;
        }
        return -1;
    }

    /**
     * What the text {@code text[from, to)} between a status line's cuts reports ({@link #statusesNotPassed}): where its
     * state starts when it is no pass ({@link #WORD_STATE} added where that is a word with no colon before it that
     * fails only beside another status), {@link #KEPT} when it keeps one, {@link #NOT_A_STATUS} when it is none.
     */
    private static int status(String text, int from, int to) {
        int a = from;
        while (a < to && (Lexicon.isBlank(text.charAt(a)) || STATUS_LEADS.indexOf(text.charAt(a)) >= 0)) {
            a++;
        }
        if (a >= to) {
            return NOT_A_STATUS;
        }
        long name = LEX.at(text, a, to, Category.CHECK.bit());
        boolean check = name >= 0;
        name = check ? name : STATUS_SUBJECTS.at(text, a, to, Role.STATUS_SUBJECT.bit());
        if (name < 0) {
            // Anything else a word or two long that status marks alone follow (Docs ✅) is a status that passes: beside
            // it, a check's word is read as a state.
            return passingMarksAfterAWord(text, a, to) ? KEPT : NOT_A_STATUS;
        }
        int q = Lexicon.endOf(name);
        while (q < to && Decoration.isCloser(text.charAt(q))) {
            q++; // **Tests**: ✅
        }
        int blanks = q;
        while (q < to && Lexicon.isBlank(text.charAt(q))) {
            q++;
        }
        boolean colon = false;
        if (q < to && (text.charAt(q) == ':' || text.charAt(q) == '：' || text.charAt(q) == '-' || text.charAt(q) == '–'
                || text.charAt(q) == '—')) {
            colon = text.charAt(q) == ':' || text.charAt(q) == '：';
            q++;
            while (q < to && Lexicon.isBlank(text.charAt(q))) {
                q++;
            }
        } else if (q == blanks && q < to && Character.isLetterOrDigit(text.charAt(q))) {
            return NOT_A_STATUS; // the name goes on as a longer word
        }
        int e = to;
        while (e > q && (Lexicon.isBlank(text.charAt(e - 1)) || Decoration.isCloser(text.charAt(e - 1))
                || text.charAt(e - 1) == '!')) {
            e--;
        }
        if (e <= q) {
            return NOT_A_STATUS;
        }
        boolean letters = false;
        boolean marks = false;
        int words = 0;
        for (int p = q; p < e; p++) {
            char c = text.charAt(p);
            boolean letter = Character.isLetter(c);
            words += letter && (p == q || Lexicon.isBlank(text.charAt(p - 1))) ? 1 : 0;
            letters |= letter;
            marks |= Character.isSurrogate(c) || Character.getType(c) == Character.OTHER_SYMBOL;
        }
        if (marks && words <= STATE_WORDS) {
            // A state of marks, or marks beside a word or two: a mark nobody listed as a status says it did not pass.
            int mark = markNotKept(text, q, e);
            return mark >= 0 ? mark : letters ? NOT_A_STATUS : KEPT;
        }
        if (check && !colon && !marks && startsWithDigit(text, q, e) && words <= STATE_WORDS) {
            // A count after a check's name is its state, colon or none (Tests 12/15, Build 2 warnings, Tests 3 failed,
            // Lint 3 pending; Tests 40 passed keeps it). A word it counts that nobody listed may be a sentence's verb
            // where the count stands before it (테스트 42개 실행.): the words of a failing or an unfinished state alone
            // fail it here, as a state of words with no colon does; a short note reads it fail-closed.
            int state = partialCount(text, q, e);
            state = state >= 0 ? state : percentAtMostHalf(text, q, e);
            state = state >= 0 ? state : countAgainst(text, q, e);
            if (state >= 0) {
                return state;
            }
            if (countedNotKept(text, q, e) < 0) {
                return KEPT;
            }
            for (int w = q; w < e; w++) {
                if (Character.isLetter(text.charAt(w)) && (w == q || !Character.isLetterOrDigit(text.charAt(w - 1)))
                        && FAILING_STATES.at(text, w, e, FAILING_OR_UNFINISHED) >= 0) {
                    return q;
                }
            }
            return NOT_A_STATUS;
        }
        if (!letters || marks) {
            return NOT_A_STATUS;
        }
        if (!check) {
            // What else a status reports fails in a failing state's words only (Security KO), or counting what keeps
            // no pass (Pipeline: 3 cancelled), as a check's count does.
            long failing = words <= STATE_WORDS ? FAILING_STATES.at(text, q, e, FAILING_OR_UNFINISHED) : -1;
            if (failing >= 0 && Lexicon.endOf(failing) >= e) {
                return q;
            }
            return startsWithDigit(text, q, e) && words <= STATE_WORDS && countedNotKept(text, q, e) >= 0 ? q : NOT_A_STATUS;
        }
        if (colon) {
            // Alone on its line, a check's colon and state are the colon's reading's (checkNotPassed): it fails here
            // beside another status only.
            int state = words <= STATE_WORDS ? checkStateNotPassed(text, q, e) : -1;
            return words > STATE_WORDS ? NOT_A_STATUS : state >= 0 ? WORD_STATE + state : KEPT;
        }
        if (words > STATE_WORDS) {
            return NOT_A_STATUS;
        }
        if (notPassingState(text, q, e) < 0) {
            return KEPT;
        }
        long failing = FAILING_STATES.at(text, q, e, FAILING_OR_UNFINISHED);
        return failing >= 0 && Lexicon.endOf(failing) >= e ? q : WORD_STATE + q;
    }

    /**
     * Where a Markdown table in {@code text[from, to)} that {@code counts} reports a state against a pass, or -1: each
     * body row read as status lines are ({@link #checkNotPassed}): where a header cell after the first names a
     * problem, a risk, a rating or what was checked, each cell under the header cell above it ({@code | Verdict |
     * Blocking |} over {@code | PASS | yes |} is {@code Blocking: yes}); else the row's first cell is the label of each
     * other cell ({@code | Tests | skipped |} is {@code Tests: skipped}). A header naming a check holds the rows' names
     * ({@code | Test | Result |} over {@code | unit | pass |}), never a label of theirs, and one naming a time past or
     * a value other than the actual one holds no state ({@code | Metric | Before | After |}). A table of its header
     * alone is that row ({@code | Bugs found | 3 |}). A table is a line holding a pipe
     * followed by its delimiter row ({@code |---|---|}); the pipes are found first (most reviews hold none).
     */
    public static int tableStateAgainst(String text, int from, int to, IntPredicate counts) {
        int bar = nextOf(text, '|', from, to);
        while (bar < to) {
            int line = bar;
            while (line > from && !Decoration.isLineBreak(text.charAt(line - 1))) {
                line--;
            }
            int lineEnd = lineEnd(text, bar, to);
            int next = lineEnd < to ? lineEnd + 1 : to;
            int nextEnd = lineEnd(text, next, to);
            if (next >= to || !delimiterRow(text, next, nextEnd)) {
                bar = nextOf(text, '|', next, to);
                continue;
            }
            int[] header = cells(text, line, lineEnd);
            // A header that names what its columns report (| Verdict | Blocking |) is read by column; else each row
            // is a label and its states (| Tests | skipped |), where its first cell may be a word that passes.
            boolean byColumn = false;
            for (int i = 2; i + 1 < header.length; i += 2) {
                int label = header[i + 1] > header[i] ? labelOf(text, header[i], header[i + 1]) : NO_LABEL;
                byColumn |= label != NO_LABEL && label != CHECK_LABEL || label == NO_LABEL
                        && (categoriesIn(text.substring(header[i], header[i + 1]))
                                & Category.mask(Category.PROBLEM, Category.SEVERE)) != 0;
            }
            StringBuilder lines = new StringBuilder();
            List<Integer> rows = new ArrayList<>();
            int row = nextEnd < to ? nextEnd + 1 : to;
            while (row < to) {
                int rowEnd = lineEnd(text, row, to);
                if (nextOf(text, '|', row, rowEnd) >= rowEnd) {
                    break;
                }
                int[] cells = cells(text, row, rowEnd);
                for (int i = 2; !byColumn && i + 1 < cells.length; i += 2) {
                    if (i + 1 >= header.length || !pastOrNotActual(text, header[i], header[i + 1])) {
                        appendLine(lines, rows, row, text, cells[0], cells[1], cells[i], cells[i + 1]);
                    }
                }
                for (int i = 2; byColumn && i + 1 < cells.length && i + 1 < header.length; i += 2) {
                    if (header[i + 1] > header[i] && labelOf(text, header[i], header[i + 1]) != CHECK_LABEL) {
                        appendLine(lines, rows, row, text, header[i], header[i + 1], cells[i], cells[i + 1]);
                    }
                }
                row = rowEnd < to ? rowEnd + 1 : to;
            }
            if (rows.isEmpty() && !byColumn) {
                // A table of its header alone (| Bugs found | 3 |): the header is its one row.
                for (int i = 2; i + 1 < header.length; i += 2) {
                    appendLine(lines, rows, line, text, header[0], header[1], header[i], header[i + 1]);
                }
            }
            String read = lines.toString();
            int[] starts = new int[rows.size()];
            for (int k = 0, p = 0; k < starts.length; k++) {
                starts[k] = p;
                p = read.indexOf('\n', p) + 1;
            }
            IntPredicate at = p -> counts.test(rows.get(lineOf(starts, p)));
            int found = checkNotPassed(read, 0, read.length(), at);
            if (found >= 0) {
                return rows.get(lineOf(starts, found));
            }
            bar = nextOf(text, '|', row, to);
        }
        return -1;
    }

    /**
     * Whether a table's header cell {@code text[from, to)} names a time past or a value other than the actual one
     * ({@code Before}, {@code Previous}, {@code Expected}, {@code Target}): its column's cells are no state of the row.
     */
    private static boolean pastOrNotActual(String text, int from, int to) {
        return (categoriesIn(text.substring(from, to)) & Category.mask(Category.HISTORICAL, Category.NOT_ACTUAL)) != 0;
    }

    /** The index of the line of {@code starts} (each line's start, ascending) that holds {@code p}. */
    private static int lineOf(int[] starts, int p) {
        int k = Arrays.binarySearch(starts, p);
        return k >= 0 ? k : -k - 2;
    }

    /** {@code label: state} as a line of its own, the row it stands for kept beside it. */
    private static void appendLine(StringBuilder lines, List<Integer> rows, int row, String text,
            int labelFrom, int labelTo, int stateFrom, int stateTo) {
        if (labelTo <= labelFrom || stateTo <= stateFrom) {
            return;
        }
        lines.append(text, labelFrom, labelTo).append(": ").append(text, stateFrom, stateTo).append('\n');
        rows.add(row);
    }

    /** The end of the line holding {@code p}: its line break, or {@code to}. */
    private static int lineEnd(String text, int p, int to) {
        int q = p;
        while (q < to && !Decoration.isLineBreak(text.charAt(q))) {
            q++;
        }
        return q;
    }

    /** Whether {@code text[from, to)} is a table's delimiter row: pipes, dashes, colons and blanks, a dash in it. */
    private static boolean delimiterRow(String text, int from, int to) {
        boolean dash = false;
        boolean pipe = false;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            dash |= c == '-';
            pipe |= c == '|';
            if (c != '-' && c != '|' && c != ':' && !Lexicon.isBlank(c)) {
                return false;
            }
        }
        return dash && pipe;
    }

    /** A table row's cells, blanks trimmed, as {start, end} pairs: the pipes that open and close the row aside. */
    private static int[] cells(String text, int from, int to) {
        int s = from;
        while (s < to && Lexicon.isBlank(text.charAt(s))) {
            s++;
        }
        if (s < to && text.charAt(s) == '|') {
            s++;
        }
        int e = to;
        while (e > s && Lexicon.isBlank(text.charAt(e - 1))) {
            e--;
        }
        if (e > s && text.charAt(e - 1) == '|') {
            e--;
        }
        List<Integer> found = new ArrayList<>();
        int cell = s;
        for (int p = s; p <= e; p++) {
            if (p == e || text.charAt(p) == '|') {
                int a = cell;
                int b = p;
                while (a < b && Lexicon.isBlank(text.charAt(a))) {
                    a++;
                }
                while (b > a && Lexicon.isBlank(text.charAt(b - 1))) {
                    b--;
                }
                found.add(a);
                found.add(b);
                cell = p + 1;
            }
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Where a status line whose label names problems says there are some, or -1: its state is a yes or a count above
     * zero and nothing else ({@code Blocking: yes}, {@code Bugs found: true}, {@code Security issues: 2}), and its
     * label counts none of them and calls them neither minor nor resolved ({@code Non-blocking issues: 2},
     * {@code Minor issues: 3}, {@code Issues fixed: 4} keep a pass). The state is looked at first, from its first
     * character: most labels of a review are followed by prose, and their words are not read.
     */
    private static int problemsAnsweredYes(String text, int line, int colon, int to, IntPredicate counts) {
        int p = colon + 1;
        while (p < to && CharBits.has(GAPS, text.charAt(p))) {
            p++;
        }
        if (p >= to) {
            return -1;
        }
        char c = text.charAt(p);
        int end;
        if (c >= '1' && c <= '9') {
            end = p + 1;
            while (end < to && text.charAt(end) >= '0' && text.charAt(end) <= '9') {
                end++;
            }
        } else if ((STARTS_YES[c >>> 6] & (1L << c)) != 0) {
            long yes = LEX.at(text, p, to, Category.YES.bit());
            if (yes < 0) {
                return -1;
            }
            end = Lexicon.endOf(yes);
        } else {
            return -1;
        }
        // Nothing but closing emphasis and a final stop after it: "2 (both minor)" or "yes, but trivial" are read elsewhere.
        int q = end;
        while (q < to && !Decoration.isLineBreak(text.charAt(q))) {
            char d = text.charAt(q);
            if (!(CharBits.has(GAPS, d) || d == '.' || d == '。')) {
                return -1;
            }
            q++;
        }
        Tokens label = Tokens.unpaired(text, line, colon);
        long named = 0;
        for (int t = 0; t < label.size; t++) {
            named |= label.categories[t];
        }
        return (named & Category.mask(Category.PROBLEM, Category.SEVERE)) != 0
                && (named & Category.mask(Category.NEGATION, Category.NOTHING, Category.MINOR, Category.RESOLVING,
                        Category.PSEUDO)) == 0
                && counts.test(line) ? line : -1;
    }

    /** The first characters of the words that say yes ({@link Lexicon#firstCharacters}). */
    private static final long[] STARTS_YES = LEX.firstCharacters(Category.YES.bit());

    /**
     * Where the status line {@code text[line, end)}, labelled up to its colon, reports a state against a pass, or -1: a
     * check or a word that passes ({@code Merge}) in a state that is no pass ({@link #checkStateNotPassed}), unless the
     * label names the check's problems, which its state counts ({@code Build errors: none}); a risk in a state that is
     * not low ({@link #riskNotLow}) and counts none of it.
     */
    private static int statusLineState(String text, int line, int colon, int end, int label, IntPredicate counts) {
        if (label == CHECK_LABEL) {
            long named = categoriesIn(text.substring(line, colon));
            if ((named & PROBLEMS_OF_A_CHECK) != 0) {
                int counted = ShortOfWhole.problemsCounted(text, line, colon, end); // Build errors: 2 (none keeps it)
                return counted >= 0 && counts.test(line) ? counted : -1;
            }
            if (!counts.test(line)) {
                return -1;
            }
            int state = checkStateNotPassed(text, colon + 1, end);
            // Warnings the check counts (Lint warnings: 240), and a check limited to part of it (Tests: unit tests only).
            state = state >= 0 ? state : ShortOfWhole.problemsCounted(text, line, colon, end);
            state = state >= 0 ? state : ShortOfWhole.scopeLimited(text, colon + 1, end);
            // A label counting the check's passes answered with none of them (Tests passed: 0) counts no pass.
            if (state >= 0 || (named & Category.POSITIVE_VERDICT.bit()) == 0) {
                return state;
            }
            String answer = Decoration.strip(text.substring(colon + 1, end)); // copied only under a label that passes
            return answer != null && !answer.isEmpty() && answer.chars().allMatch(c -> c == '0') ? colon + 1 : state;
        }
        if (label == CHECKED_LABEL) {
            if (!counts.test(line)) {
                return -1;
            }
            int part = partialCount(text, colon + 1, end); // "Files reviewed: 2/7"
            return part >= 0 ? part : ShortOfWhole.scopeLimited(text, colon + 1, end); // "Reviewed: section 1 only"
        }
        if (label == RATING_LABEL) {
            return counts.test(line) ? ratingNotHigh(text, colon + 1, end) : -1; // "Score: 3/10"
        }
        return label == RISK_LABEL && !countsNone(text.substring(colon + 1, end).strip()) && counts.test(line)
                ? riskNotLow(text, colon + 1, end) : -1;
    }

    /**
     * Where {@code text[from, to)} asks whether the change passes and does not answer yes, or -1: a question holding a
     * word that passes ({@code Ship it?}, {@code LGTM?}, {@code Ready to merge?}, {@code マージ可能?}) answered on its
     * line by anything but a yes or a word that passes ({@code No.}, {@code Not yet.}, {@code いいえ}, {@code Meh.}):
     * read fail-closed, as a value is. A no that counts a problem answers none of it ({@code No blockers remain.}), and
     * a question with no answer on its line asks nothing this reading weighs. {@code counts} says which places are the
     * review's own words. Only the question marks are looked for: a review asks few questions.
     */
    public static int passAnsweredNo(String text, int from, int to, IntPredicate counts) {
        return passAnsweredNo(text, from, to, counts, -1);
    }

    /**
     * {@link #passAnsweredNo(String, int, int, IntPredicate)} where {@code first} is the first question mark from
     * {@code from} ({@code to} for none; -1 where it is not known, and it is looked for): the findings' one pass notes
     * it ({@link Findings#firstQuestion}).
     */
    public static int passAnsweredNo(String text, int from, int to, IntPredicate counts, int first) {
        int q = from;
        while (true) {
            int mark = q == from && first >= 0 ? first : questionMark(text, q, to);
            if (mark >= to) {
                return -1;
            }
            q = mark + 1;
            int a = q;
            while (a < to && Lexicon.isBlank(text.charAt(a))) {
                a++;
            }
            if (a >= to || Decoration.isLineBreak(text.charAt(a)) || !counts.test(a) || answersYes(text, a, to)) {
                continue;
            }
            int s = sentenceStart(text, from, mark);
            for (int p = s; p < mark; p++) {
                // The longest term at each place: a pass's word inside a longer one is none (パス in 平文パスワード).
                long found = LEX.at(text, p, mark, -1L);
                if (found >= 0 && (LEX.categoriesOf(found) & Category.POSITIVE_VERDICT.bit()) != 0) {
                    return a;
                }
                p = found >= 0 ? Lexicon.endOf(found) - 1 : p;
            }
        }
    }

    /** The first question mark ({@code ?} or {@code ？}) of {@code text[q, to)}, or {@code to}. */
    private static int questionMark(String text, int q, int to) {
        return Math.min(nextOf(text, '?', q, to), nextOf(text, '？', q, to));
    }

    /**
     * Whether the answer at {@code a} keeps a pass it was asked about: a yes or a word that passes ({@code Yes.},
     * {@code LGTM}, {@code はい}), or a no that counts the problem after it ({@code No blockers.}, {@code No issues.}).
     */
    private static boolean answersYes(String text, int a, int to) {
        long found = LEX.at(text, a, to, Category.mask(Category.YES, Category.POSITIVE_VERDICT, Category.NO,
                Category.NEGATION));
        if (found < 0) {
            return false;
        }
        long c = LEX.categoriesOf(found);
        if ((c & Category.mask(Category.NO, Category.NEGATION)) == 0) {
            return true;
        }
        int e = Lexicon.endOf(found);
        while (e < to && Lexicon.isBlank(text.charAt(e))) {
            e++;
        }
        return e < to && LEX.at(text, e, to, PROBLEMS_OF_A_CHECK | Category.CHECK.bit()) >= 0;
    }

    /** The words of a soundness asked, of a check's run asked, and of a request ({@link #soundnessQuestioned}). */
    private static final Lexicon ASKED = LEX.roles(Role.SOUNDNESS_ASKED);
    private static final long ASKED_ROLES = Role.mask(Role.SOUNDNESS_ASKED, Role.CHECK_RUN_ASKED, Role.ASKS_FOR);

    /**
     * Where {@code text[from, to)} asks whether the change is sound, works, was checked or a check ran, and leaves it
     * open, or -1: a question (closed by {@code ?} or {@code ？}) holding a word of soundness or of having been checked
     * ({@link Role#SOUNDNESS_ASKED}: {@code Is this safe?}, {@code Does it compile?}, {@code Wurde das getestet?},
     * {@code ¿Es seguro?}, {@code 安全ですか？}, {@code 테스트했나요?}), or a verb of a check's run beside a check's name
     * ({@link Role#CHECK_RUN_ASKED}: {@code Did the tests run?}, {@code ¿Pasan los tests?}), with nothing after it on
     * its line but another question, or answered there by a no or a hedge ({@code Is this safe? Not sure.}). A
     * question answered on its line ({@code Is this safe? Yes: the input is escaped.}, {@code Did the tests run? They
     * did.}) or on the next line by a yes, a request or a suggestion ({@link Role#ASKS_FOR}: {@code Could you add a
     * test?}, {@code Könntest du …?}, {@code …していただけますか？}), a modal ({@code Should we make this thread-safe?})
     * and a question of how or why ({@code How does this work?}) ask nothing left open about the change.
     * {@code counts} says which places are the review's own words. Only the question marks are looked for: a review
     * asks few questions.
     */
    public static int soundnessQuestioned(String text, int from, int to, IntPredicate counts) {
        return soundnessQuestioned(text, from, to, counts, -1);
    }

    /**
     * {@link #soundnessQuestioned(String, int, int, IntPredicate)} where {@code first} is the first question mark from
     * {@code from} ({@code to} for none; -1 where it is not known, and it is looked for), as the findings' one pass
     * notes it ({@link Findings#firstQuestion}).
     */
    public static int soundnessQuestioned(String text, int from, int to, IntPredicate counts, int first) {
        int q = from;
        while (true) {
            int mark = q == from && first >= 0 ? first : questionMark(text, q, to);
            if (mark >= to) {
                return -1;
            }
            q = mark + 1;
            if (!counts.test(mark) || !leftOpen(text, mark, to)) {
                continue;
            }
            int s = sentenceStart(text, from, mark);
            while (s < mark && (Lexicon.isBlank(text.charAt(s)) || "¿\"'“„«*_`".indexOf(text.charAt(s)) >= 0)) {
                s++;
            }
            if (s >= mark || s > from && "\"“„«`'".indexOf(text.charAt(s - 1)) >= 0
                    || termIn(text, s, mark, ASKED, Role.ASKS_FOR.bit()) >= 0
                    || Tokens.of(text, s, mark).firstOf(Category.MODAL.bit()) >= 0) {
                continue; // a request, a suggestion, a modal's question, a quoted one
            }
            int line = Math.max(from, text.lastIndexOf('\n', mark) + 1);
            if (Tokens.of(text, s, mark).firstOf(Category.mask(Category.NEGATION, Category.FAILURE, Category.SEVERE)) >= 0
                    || ShortOfWhole.partedBySlashOrBar(text, line, mark)) {
                continue; // a negated question or one of a failure (Any non funziona? nessuno.): the words of change, which [problem] holds, are a question's subject (Is deze wijziging veilig?), options (Options: PASS / correct?)
            }
            int w = termIn(text, s, mark, ASKED, Role.SOUNDNESS_ASKED.bit());
            if (w < 0) {
                int run = termIn(text, s, mark, ASKED, Role.CHECK_RUN_ASKED.bit());
                w = run >= 0 && termIn(text, s, mark, LEX, Category.CHECK.bit()) >= 0 ? run : -1;
            }
            if (w >= 0 && counts.test(w)) {
                return w;
            }
        }
    }

    /**
     * Whether the question closed by the mark at {@code mark} is left open: nothing after it on its line but another
     * question, and on the next line no yes, or answered on its line by a no, a negation or a hedge.
     */
    private static boolean leftOpen(String text, int mark, int to) {
        int a = mark + 1;
        while (a < to && (Lexicon.isBlank(text.charAt(a)) || "*_)\"”»".indexOf(text.charAt(a)) >= 0)) {
            a++;
        }
        if (a < to && !Decoration.isLineBreak(text.charAt(a))) {
            if (a == mark + 1 && Lexicon.isSpaced(text.charAt(a)) && mark > 0 && Lexicon.isSpaced(text.charAt(mark - 1))) {
                return false; // inside a word or an address (?page=2)
            }
            int close = sentenceEnd(text, a, to);
            if (close > a && (text.charAt(close - 1) == '?' || text.charAt(close - 1) == '？')) {
                return true; // another question follows: this one is not answered
            }
            long found = LEX.at(text, a, to, Category.mask(Category.YES, Category.NO, Category.NEGATION, Category.HEDGE));
            return found >= 0 && (LEX.categoriesOf(found) & Category.YES.bit()) == 0 && !answersYes(text, a, to);
        }
        int b = a;
        while (b < to && (Lexicon.isBlank(text.charAt(b)) || Decoration.isLineBreak(text.charAt(b)))) {
            b++;
        }
        int bullet = b < to ? Decoration.bulletEnd(text, b, to) : b;
        b = Math.max(b, bullet);
        return b >= to || !answersYes(text, b, to);
    }

    /** {@link #labelOf}: the label names no check, no pass and no risk. */
    static final int NO_LABEL = 0;
    /** {@link #labelOf}: the label names a check or is a word that passes. */
    private static final int CHECK_LABEL = 1;
    /** {@link #labelOf}: the label names a rated risk. */
    private static final int RISK_LABEL = 2;
    /** {@link #labelOf}: the label names what the review checked ({@code Files reviewed}): only its count is read. */
    private static final int CHECKED_LABEL = 3;
    /** {@link #labelOf}: the label names a rating of the change ({@code Score}): its state must be above half. */
    private static final int RATING_LABEL = 4;

    /**
     * What the label {@code text[line, colon)} of a status line names, read before the rest of its line is: most
     * colons of a review label none of them ({@code 指摘:}), and their lines are not walked.
     */
    static int labelOf(String text, int line, int colon) {
        long[] starts = STARTS_LABEL;
        boolean risk = false;
        boolean checked = false;
        boolean rating = false;
        for (int p = line; p < colon; p++) {
            char c = text.charAt(p);
            // Most characters start no check's or risk's name: one bit each, where the lexicon's look folds and tests more.
            if ((starts[c >>> 6] & (1L << c)) == 0) {
                continue;
            }
            long found = LEX.at(text, p, colon, LABELS_OF_STATES);
            if (found >= 0) {
                long named = LEX.categoriesOf(found);
                if ((named & Category.CHECK.bit()) != 0) {
                    return CHECK_LABEL;
                }
                risk |= (named & Category.RISK.bit()) != 0;
                checked |= (named & Category.CHECKED.bit()) != 0;
                rating |= (named & Category.RATING.bit()) != 0;
                p = Lexicon.endOf(found) - 1; // a name read whole: 测试 in 已测试 names no check of its own
            }
        }
        return namesAPass(text, line, colon) ? CHECK_LABEL : risk ? RISK_LABEL : rating ? RATING_LABEL
                : checked || ShortOfWhole.labelsTheReach(text, line, colon) ? CHECKED_LABEL : NO_LABEL;
    }

    /** The labels whose state a status line reports: a check's name, what a review checked, a rated risk's, a rating's. */
    private static final long LABELS_OF_STATES = Category.mask(Category.CHECK, Category.CHECKED, Category.RISK,
            Category.RATING);
    /** The first characters of those labels ({@link Lexicon#firstCharacters}). */
    private static final long[] STARTS_LABEL = LEX.firstCharacters(LABELS_OF_STATES);

    /**
     * The first characters of those labels and of the words that pass: a label that holds none of them is no label
     * {@link #labelOf} reads (its names start at one of the first, and a word that passes at the second).
     */
    /** The first characters of the labels of a review's reach ({@link ShortOfWhole#labelsTheReach}), read as what was checked. */
    private static final long[] STARTS_REACH = LEX.roles(Role.SCOPE_LABEL).firstCharacters(Role.SCOPE_LABEL.bit());
    private static final long[] STARTS_ANY_LABEL = union(union(STARTS_LABEL, STARTS_PASS), STARTS_REACH);

    private static long[] union(long[] a, long[] b) {
        long[] u = new long[a.length];
        for (int i = 0; i < u.length; i++) {
            u[i] = a[i] | b[i];
        }
        return u;
    }

    /**
     * {@link #labelLine}'s high half: 1 where the label may be one {@link #labelOf} reads ({@link #mayLabel}), 2 where
     * it may be a verdict label ({@link #mayVerdictLabel}).
     */
    static final long MAY_LABEL = 1L << 32;
    static final long MAY_VERDICT_LABEL = 2L << 32;

    /**
     * What {@link #labelLine} notes of each character, one byte a character: 1 a first character of a name a label is
     * read for or of a word that passes ({@link #STARTS_ANY_LABEL}), 2 a first character of a verdict label
     * ({@link #STARTS_VERDICT_LABEL}).
     */
    private static final byte[] LABEL_LOOKS = labelLooks();

    private static byte[] labelLooks() {
        byte[] looks = new byte[Character.MAX_VALUE + 1];
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            looks[c] = (byte) ((CharBits.has(STARTS_ANY_LABEL, (char) c) ? 1 : 0)
                    | (CharBits.has(STARTS_VERDICT_LABEL, (char) c) ? 2 : 0));
        }
        return looks;
    }

    /**
     * {@link #lineStartWithin} of a colon at {@code colon} within {@link #LABEL_REACH} in the low half (-1: none) and, in
     * the high half, {@link #MAY_LABEL} where the label before it on its line may name what a status line reads
     * ({@link #mayLabel}) and {@link #MAY_VERDICT_LABEL} where it may be a verdict label ({@link #mayVerdictLabel}): one
     * walk back over the label for all three, as most labels of a review ({@code 指摘:}) are neither.
     */
    static long labelLine(String text, int from, int colon) {
        byte[] looks = LABEL_LOOKS;
        long may = 0;
        int lower = Math.max(from, colon - LABEL_REACH - 1);
        for (int q = colon - 1; q >= lower; q--) {
            char c = text.charAt(q);
            if (Decoration.isLineBreak(c)) {
                return may << 32 | (q + 1);
            }
            may |= looks[c];
        }
        return colon - from <= LABEL_REACH ? may << 32 | from : 0xFFFFFFFFL;
    }

    /**
     * Whether the label {@code text[line, colon)} may be a verdict label {@link #verdictLabelNotPassed} reads: false only
     * where it holds no first character of one ({@link #STARTS_VERDICT_LABEL}), so that its first letter starts none.
     */
    static boolean mayVerdictLabel(String text, int line, int colon) {
        for (int p = line; p < colon; p++) {
            if (CharBits.has(STARTS_VERDICT_LABEL, text.charAt(p))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the label {@code text[line, colon)} may be one {@link #labelOf} reads: false only where it holds no first
     * character of a name it reads or of a word that passes ({@link #STARTS_ANY_LABEL}), so that it answers
     * {@link #NO_LABEL}. One bit a character, asked before the label is read.
     */
    static boolean mayLabel(String text, int line, int colon) {
        long[] starts = STARTS_ANY_LABEL;
        for (int p = line; p < colon; p++) {
            char c = text.charAt(p);
            if ((starts[c >>> 6] & (1L << c)) != 0) {
                return true;
            }
        }
        return false;
    }

    /** How far into its line a status line's colon may stand ({@link #checkNotPassed}). */
    static final int LABEL_REACH = 2 * STATED_WINDOW / 3;

    /**
     * The first ASCII digit of {@code text[p, to)}, else {@code to}: a loop of its own that does nothing but look, so that
     * it is compiled as a tight loop over the characters, apart from the reading of a digit's neighbours that a review
     * needs at few places. A text held in two bytes a character ({@link #seenWide}) is read faster so than by ten
     * searches ({@link #digitSearched}).
     */
    private static int digitAt(String text, int p, int to) {
        for (int q = p; q < to; q++) {
            char c = text.charAt(q);
            if (c >= '0' && c <= '9') {
                return q;
            }
        }
        return to;
    }

    /**
     * {@link #digitAt} for a text held a byte a character, which the vectorised search for one character reads many times
     * faster than a loop: {@code next} holds where each digit was found from an earlier place (-1 where it was not looked
     * for yet; {@code to} where there was none), and only a digit found before {@code p} is looked for again.
     */
    private static int digitSearched(String text, int p, int to, int[] next) {
        if (p >= to) {
            return to; // as the loop answers: the search would refuse a range that ends before it begins
        }
        int first = to;
        for (int d = 0; d < 10; d++) {
            int at = next[d];
            if (at < p) {
                at = text.indexOf('0' + d, p, to);
                next[d] = at = at < 0 ? to : at;
            }
            first = Math.min(first, at);
        }
        return first;
    }

    /**
     * Whether {@code text[from, to)} is seen to hold a character beyond U+00FF at one of a few places spread over it: the
     * text is then held in two bytes a character. A text not seen so is mostly Latin script, most likely held in one.
     */
    private static boolean seenWide(String text, int from, int to) {
        for (int k = 1; k <= 4 && to > from; k++) {
            if (text.charAt(from + (int) ((long) (to - from) * k / 5)) > 0xFF) {
                return true;
            }
        }
        return false;
    }

    /** {@code text.indexOf(c, from)} when it is before {@code to}, else {@code to}. */
    private static int nextOf(String text, char c, int from, int to) {
        int at = text.indexOf(c, from);
        return at < 0 || at >= to ? to : at;
    }

    /**
     * The start of the line holding {@code p} (just past its line break, or {@code from} when there is none from
     * {@code from} on) when it is at most {@code reach} characters before {@code p}, else -1: {@link #labelLine}'s oracle in
     * tests, with {@link #mayLabel}.
     */
    static int lineStartWithin(String text, int from, int p, int reach) {
        int lower = Math.max(from, p - reach - 1);
        for (int q = p - 1; q >= lower; q--) {
            if (Decoration.isLineBreak(text.charAt(q))) {
                return q + 1;
            }
        }
        return p - from <= reach ? from : -1;
    }

    /**
     * Where a sentence of {@code text[from, to)} that {@code counts} rates the change at or below half its scale, or -1:
     * a fraction ({@code 3/10}, {@code 3 / 10}, {@code 4 out of 10}: the lexicon's {@link Category#COUNT_JOIN} words)
     * in a sentence holding a word of {@link Category#RATING} ({@code I would rate this 3/10.}, {@code The PR scores
     * 2/10 on readability.}, {@code 评分：3/10分}) or right before what a mark is counted in ({@link Category#MARK_UNIT}:
     * {@code 2/5 stars}, {@code 3/10点}); a mark whose whole is named first ({@link Category#FULL_MARKS}:
     * {@code 10点満点中3点}, {@code 满分10分}); stars of which at most half are filled ({@code ★★☆☆☆}). One walk to the
     * digits, whose neighbours alone are read (most reviews hold few); a sentence without a rating word counts
     * something else ({@code Fixed 3/10 bugs}), which the failing words state or not.
     */
    public static int ratedLow(String text, int from, int to, IntPredicate counts) {
        return ratedLow(text, from, to, counts, from);
    }

    /**
     * {@link #ratedLow(String, int, int, IntPredicate)}, {@code text[from, digits)} known to hold no ASCII digit: the walk
     * to the digits begins at {@code digits} ({@link Findings#ratedLow}).
     */
    static int ratedLow(String text, int from, int to, IntPredicate counts, int digits) {
        int[] next = seenWide(text, from, to) ? null : new int[] {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
        for (int p = next == null ? digitAt(text, digits, to) : digitSearched(text, digits, to, next); p < to;
                p = next == null ? digitAt(text, p + 1, to) : digitSearched(text, p + 1, to, next)) {
            int e = p + 1;
            while (e < to && text.charAt(e) >= '0' && text.charAt(e) <= '9') {
                e++;
            }
            int q = e;
            while (q < to && Lexicon.isBlank(text.charAt(q))) {
                q++;
            }
            int low = -1;
            if (q < to && text.charAt(q) == '/') {
                low = fractionRatedLow(text, from, to, q, q + 1, counts);
            } else if (q < to) {
                long join = LEX.at(text, q, to, Category.COUNT_JOIN.bit());
                low = join < 0 ? -1 : fractionRatedLow(text, from, to, q, Lexicon.endOf(join), counts);
            }
            if (low < 0) {
                low = wholeNamedBeside(text, from, to, p, e, counts);
            }
            if (low < 0) {
                low = ShortOfWhole.shareInSentence(text, from, to, p, e, counts); // Coverage dropped to 20%.
            }
            if (low >= 0) {
                return low;
            }
            p = e - 1;
        }
        for (int star = nextOf(text, '☆', from, to); star < to; star = nextOf(text, '☆', star + 1, to)) {
            int s = star;
            while (s > from && STARS.indexOf(text.charAt(s - 1)) >= 0) {
                s--;
            }
            int e = star;
            int filled = 0;
            while (e < to && STARS.indexOf(text.charAt(e)) >= 0) {
                filled += text.charAt(e) == '☆' ? 0 : 1;
                e++;
            }
            filled += star - s;
            if (2 * filled <= e - s && counts.test(s)) {
                return s; // ★★☆☆☆
            }
            star = e - 1;
        }
        return -1;
    }

    /**
     * {@link #wholeFirstRatedLow} where a word naming a mark's whole stands right beside the digits
     * {@code text[s, e)}: after them, blanks and what a mark is counted in between ({@code 10点満点}, {@code 10점 만점}),
     * or right before them ({@code 满分10}); else -1.
     */
    private static int wholeNamedBeside(String text, int from, int to, int s, int e, IntPredicate counts) {
        int q = e;
        while (q < to && (Lexicon.isBlank(text.charAt(q)) || LEX.at(text, q, q + 1, Category.MARK_UNIT.bit()) >= 0)) {
            q++;
        }
        long after = q < to ? LEX.at(text, q, to, Category.FULL_MARKS.bit()) : -1;
        if (after >= 0) {
            return wholeFirstRatedLow(text, from, to, q, Lexicon.endOf(after), counts);
        }
        int b = s;
        while (b > from && Lexicon.isBlank(text.charAt(b - 1))) {
            b--;
        }
        for (String full : FULL_MARKS) {
            if (b - full.length() >= from && text.startsWith(full, b - full.length())) {
                return wholeFirstRatedLow(text, from, to, b - full.length(), b, counts);
            }
        }
        return -1;
    }

    /** Past the spaces from {@code p}, up to {@code to}. */
    private static int pastSpaces(String text, int p, int to) {
        int q = p;
        while (q < to && text.charAt(q) == ' ') {
            q++;
        }
        return q;
    }

    /** Past the digits from {@code p}, at most nine of them (a count), up to {@code to}. */
    private static int digitsEnd(String text, int p, int to) {
        int q = p;
        while (q < to && q - p < 9 && Character.isDigit(text.charAt(q))) {
            q++;
        }
        return q;
    }

    /** Where the sentence holding {@code p} begins, not before its line's start nor {@code from}. */
    static int sentenceOnItsLine(String text, int from, int p) {
        int line = p;
        while (line > from && !Decoration.isLineBreak(text.charAt(line - 1))) {
            line--;
        }
        return sentenceStart(text, line, p);
    }

    /** The stars of a mark written in stars, filled and empty. */
    private static final String STARS = "★⭐☆";

    /** The words that name a mark's whole before its part ({@link Category#FULL_MARKS}: {@code 満点}, {@code 满分}). */
    private static final List<String> FULL_MARKS = LEX.words(Category.FULL_MARKS);

    /**
     * Where a mark whose whole is named before it ({@code 10点満点中3点}, {@code 我给3分（满分10分）}, {@code 10점 만점에 3점}) is
     * at or below half, or -1: the whole is the number next to the word for it ({@code text[at, end)}), blanks and what
     * a mark is counted in between ({@code 10点満点}, {@code 10점 만점}, {@code 满分10}); the mark is its sentence's first
     * other number.
     */
    private static int wholeFirstRatedLow(String text, int from, int to, int at, int end, IntPredicate counts) {
        int start = sentenceOnItsLine(text, from, at);
        int stop = sentenceEnd(text, end, to);
        int before = at;
        while (before > start && (Lexicon.isBlank(text.charAt(before - 1))
                || LEX.at(text, before - 1, before, Category.MARK_UNIT.bit()) >= 0)) {
            before--;
        }
        int after = end;
        while (after < stop && Lexicon.isBlank(text.charAt(after))) {
            after++;
        }
        int whole = before > start && Character.isDigit(text.charAt(before - 1)) ? before - 1
                : after < stop && Character.isDigit(text.charAt(after)) ? after : -1;
        if (whole < 0) {
            return -1;
        }
        int ws = whole;
        while (ws > start && Character.isDigit(text.charAt(ws - 1))) {
            ws--;
        }
        int we = whole;
        while (we < stop && Character.isDigit(text.charAt(we))) {
            we++;
        }
        if (we - ws > 9) {
            return -1;
        }
        for (int p = start; p < stop; p++) {
            if (p == ws) {
                p = we - 1;
                continue;
            }
            if (!Character.isDigit(text.charAt(p))) {
                continue;
            }
            int e = p;
            while (e < stop && e - p < 9 && Character.isDigit(text.charAt(e))) {
                e++;
            }
            long part = Long.parseLong(text, p, e, 10);
            long of = Long.parseLong(text, ws, we, 10);
            return of > 0 && 2 * part <= of && counts.test(p) ? p : -1;
        }
        return -1;
    }

    /**
     * Where the part before {@code join} and the whole after {@code after} (blanks aside) say a share at or below half
     * in a sentence that rates, or -1. A date or a path ({@code 3/10/2024}, {@code v1/2}) is no fraction; a script
     * that writes no blanks may glue it to its words ({@code 点数は4/10です}).
     */
    private static int fractionRatedLow(String text, int from, int to, int join, int after, IntPredicate counts) {
        int e = join;
        while (e > from && text.charAt(e - 1) == ' ') {
            e--;
        }
        int s = e;
        while (s > from && e - s < 9 && Character.isDigit(text.charAt(s - 1))) {
            s--;
        }
        int r = pastSpaces(text, after, to);
        int w = digitsEnd(text, r, to);
        if (s == e || w == r || s > from && (Character.isLetterOrDigit(text.charAt(s - 1)) && text.charAt(s - 1) < 0x2E80
                        || "/.-".indexOf(text.charAt(s - 1)) >= 0)
                || w < to && (Character.isDigit(text.charAt(w)) || "/.".indexOf(text.charAt(w)) >= 0 && w + 1 < to
                        && Character.isDigit(text.charAt(w + 1)))) {
            return -1;
        }
        long part = Long.parseLong(text, s, e, 10);
        long whole = Long.parseLong(text, r, w, 10);
        if (whole == 0 || 2 * part > whole) {
            return -1;
        }
        int start = sentenceOnItsLine(text, from, s);
        int end = sentenceEnd(text, w, to);
        int unit = w;
        while (unit < end && Lexicon.isBlank(text.charAt(unit))) {
            unit++;
        }
        if (unit < end && LEX.at(text, unit, end, Category.MARK_UNIT.bit()) >= 0) {
            return counts.test(s) ? s : -1; // 2/5 stars, 3/10点
        }
        if (MARK_WHOLES.contains(whole) && aloneAfterALabel(text, from, to, s, w)) {
            return counts.test(s) ? s : -1; // Readability: 3/10, Quality 2/5, **3/10**
        }
        for (int p = start; p < end; p++) {
            char c = text.charAt(p);
            if ((STARTS_RATING[c >>> 6] & (1L << c)) != 0 && LEX.at(text, p, end, Category.RATING.bit()) >= 0) {
                return counts.test(s) ? s : -1;
            }
            // A sentence that says what passed counts passes: at most half of them is a check that did not pass
            // (Passed 3/10 tests., 0/12 tests passed), as a rating at most half its whole is no high one.
            if ((STARTS_PASS[c >>> 6] & (1L << c)) != 0 && (p == start || !Character.isLetter(text.charAt(p - 1)))) {
                long found = LEX.at(text, p, end, Category.POSITIVE_VERDICT.bit());
                if (found >= 0 && (Lexicon.endOf(found) >= end || !Character.isLetter(text.charAt(Lexicon.endOf(found))))) {
                    return counts.test(s) ? s : -1;
                }
            }
        }
        return -1;
    }

    /** The wholes a mark is given out of, read where no word says the fraction is one: not a date's day ({@code 11/30}). */
    private static final java.util.Set<Long> MARK_WHOLES = java.util.Set.of(4L, 5L, 10L, 20L, 100L);
    /** The most characters a label before a fraction that is a line's whole state may have. */
    private static final int MARK_LABEL_CHARS = 40;
    /** What a label before a lone fraction may name that makes it no mark: a place in a sequence, a risk (low keeps). */
    private static final long NO_MARK_LABEL = Category.mask(Category.SEQUENCE, Category.RISK);

    /**
     * Whether the fraction {@code text[s, w)} is a line's whole state, or one of a line's list of them: after the line's
     * start (or a comma, a semicolon, a pipe) at most a short label without digits or a sentence's end
     * ({@code Readability: 3/10}, {@code Quality 2/5}, {@code - Design — 1/5}, none: {@code **3/10**}), and after it
     * only closers, blanks and a final stop before the line's end (or a comma, a semicolon, a pipe). Fail-closed: a
     * mark whatever the label names, unless it names a place in a sequence ({@code Part 1/2}) or a risk.
     */
    private static boolean aloneAfterALabel(String text, int from, int to, int s, int w) {
        int q = Decoration.skipClosers(text, w, to);
        if (q < to && ".!。！".indexOf(text.charAt(q)) >= 0) {
            q = Decoration.skipClosers(text, q + 1, to);
        }
        while (q < to && (text.charAt(q) == ' ' || text.charAt(q) == '\t')) {
            q++;
        }
        if (q < to && !Decoration.isLineBreak(text.charAt(q)) && ",;|，；".indexOf(text.charAt(q)) < 0) {
            return false;
        }
        int b = s;
        while (b > from && Decoration.isOpener(text.charAt(b - 1))) {
            b--;
        }
        int l = b;
        while (l > from && b - l <= MARK_LABEL_CHARS) {
            char c = text.charAt(l - 1);
            if (Decoration.isLineBreak(c) || ",;|，；".indexOf(c) >= 0) {
                break;
            }
            if (Character.isDigit(c) || "?!。？！".indexOf(c) >= 0 || c == '.' && l < b && text.charAt(l) == ' ') {
                return false;
            }
            l--;
        }
        if (b - l > MARK_LABEL_CHARS) {
            return false;
        }
        for (int p = l; p < b; p++) {
            // At each word's start (a term of Han, kana or Hangul anywhere): a term of a sequence or a risk.
            boolean start = p == l || !Character.isLetterOrDigit(text.charAt(p - 1)) || text.charAt(p) >= 0x2E80;
            if (start && LEX.at(text, p, b, NO_MARK_LABEL) >= 0) {
                return false;
            }
        }
        return true;
    }

    /** The first characters of the words that rate ({@link Lexicon#firstCharacters}). */
    private static final long[] STARTS_RATING = LEX.firstCharacters(Category.RATING.bit());

    /**
     * {@link #checkNotPassed} read a line at a time, each line walked to its end and its first colon looked for from
     * its start: the colon-led reading's oracle in tests.
     */
    static int checkNotPassedLineByLine(String text, int from, int to, IntPredicate counts) {
        int line = from;
        int previousColon = -1;
        while (line < to) {
            int end = line;
            while (end < to && !Decoration.isLineBreak(text.charAt(end))) {
                end++;
            }
            int colon = -1;
            for (int p = line; p < end && p - line <= LABEL_REACH; p++) {
                if (text.charAt(p) == ':' || text.charAt(p) == '：') {
                    colon = p;
                    break;
                }
            }
            int label = colon > line ? labelOf(text, line, colon) : NO_LABEL;
            int state = colon <= line ? -1 : label == NO_LABEL ? problemsAnsweredYes(text, line, colon, to, counts)
                    : end - colon <= STATED_WINDOW ? statusLineState(text, line, colon, end, label, counts) : -1;
            if (state < 0 && colon > line && label == NO_LABEL) {
                int counted = ShortOfWhole.problemsCounted(text, line, colon, to);
                state = counted >= 0 && counts.test(line) ? counted : -1;
            }
            state = state < 0 && colon > line && label == NO_LABEL ? verdictLabelNotPassed(text, line, colon, to, counts)
                    : state;
            if (state >= 0) {
                return state;
            }
            // Every other colon of the line, each read with the one before it (a second label: Passed: 3 / Failed: 7).
            for (int p = line; p < end; p++) {
                char c = text.charAt(p);
                if ((c == ':' || c == '：') && p != colon) {
                    int second = ShortOfWhole.secondLabel(text, from, previousColon, p, to, counts);
                    if (second >= 0) {
                        return second;
                    }
                }
                previousColon = c == ':' || c == '：' ? p : previousColon;
            }
            line = end + 1;
        }
        return -1;
    }

    /**
     * Where {@code text[from, to)} counts a part short of its whole, or -1: {@code 12/15}, {@code 12 / 15},
     * {@code 12 of 15}, {@code 12 out of 15} (the lexicon's {@link Category#COUNT_JOIN} words) with the first below
     * the second, or a whole of 0. A check reporting 12 of 15 passed did not pass, nor one reporting 0 of 0 (none
     * ran: {@code "tests": "0/0"}); {@code 15/15} is whole.
     */
    public static int partialCount(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (!Character.isDigit(text.charAt(p)) || p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            int end = p;
            while (end < to && end - p < 9 && Character.isDigit(text.charAt(end))) {
                end++;
            }
            if (end < to && (Character.isDigit(text.charAt(end)) || text.charAt(end) == '.')) {
                p = end;
                continue; // no count: a longer number or a decimal
            }
            int q = end;
            while (q < to && text.charAt(q) == ' ') {
                q++;
            }
            int of = -1;
            if (q < to && (text.charAt(q) == '/' || text.charAt(q) == '／')) {
                of = q + 1;
            } else if (q < to) {
                long join = LEX.at(text, q, to, Category.COUNT_JOIN.bit());
                of = join >= 0 && Lexicon.endOf(join) < to && text.charAt(Lexicon.endOf(join)) == ' ' ? Lexicon.endOf(join) : -1;
            }
            if (of < 0) {
                p = end;
                continue;
            }
            int r = pastSpaces(text, of, to);
            int wholeEnd = digitsEnd(text, r, to);
            long whole = wholeEnd > r && (wholeEnd >= to || !Character.isLetterOrDigit(text.charAt(wholeEnd)))
                    ? Long.parseLong(text, r, wholeEnd, 10) : -1;
            if (whole == 0 || whole > 0 && Long.parseLong(text, p, end, 10) < whole) {
                return p; // short of its whole, or of a whole of none (0/0: nothing was run)
            }
            p = end;
        }
        return -1;
    }

    /**
     * Whether the label {@code text[from, to)}, past its bullet and emphasis, is a word that passes ({@code Merge},
     * {@code Mergeable}, {@code Ready}, {@code Approved}): its state must then keep a pass ({@code Merge: no} fails it).
     */
    private static boolean namesAPass(String text, int from, int to) {
        // Read in place, no copy: every colon of a review asks (a review's "指摘:" lines), and most labels start no
        // word that passes. The label is that word alone, past what opens and closes it.
        int s = from;
        while (s < to && !isLetter(text.charAt(s))) {
            s++; // a bullet or a number, blanks, emphasis, quotes: a word that passes starts with a letter
        }
        if (s >= to || (STARTS_PASS[text.charAt(s) >>> 6] & (1L << text.charAt(s))) == 0) {
            return false;
        }
        int e = to;
        while (e > s && (Lexicon.isBlank(text.charAt(e - 1)) || Decoration.isCloser(text.charAt(e - 1)))) {
            e--;
        }
        long found = LEX.at(text, s, e, Category.POSITIVE_VERDICT.bit());
        return found >= 0 && Lexicon.endOf(found) == e;
    }

    /**
     * {@link Character#isLetter(char)} from a table: one look-up, where the type of a character beyond Latin-1 (the
     * {@code 指} of every {@code 指摘:} label) is looked up in Unicode's tables at several times the cost.
     */
    static boolean isLetter(char c) {
        return CharBits.has(LETTERS, c);
    }

    /** The characters {@link Character#isLetter(char)} takes ({@link #isLetter}). */
    private static final long[] LETTERS = CharBits.of(c -> Character.isLetter((char) c));

    /** What a rating's state may say in words and keep a pass: a word that passes, affirms or says it is high, a unit. */
    private static final long RATING_WORDS = KEEPING | Category.mask(Category.CONFIDENT, Category.UNIT);
    /** Half a rating's whole: a rating at or below it keeps no pass. */
    private static final BigDecimal HALF = new BigDecimal("0.5");

    /**
     * Where a rating's state {@code text[from, to)} (a status line's, {@code Score: 3/10}) does not keep a pass, or -1:
     * a word that doubts it ({@link #DOUBTING}), a word none of {@link #RATING_WORDS}, or a number that is not above
     * half its whole: a fraction ({@code 5/10}, {@code 2 out of 5}), a percentage ({@code 40 %}), a share
     * ({@code 0.4}), or a bare number read as a percentage ({@code 45}; {@code 7} then says 7 %: a scale nobody wrote
     * is no high rating). Fail-closed: {@code Score: 8/10} and {@code Rating: excellent} keep a pass,
     * {@code Score: 5/10}, {@code Score: 7}, {@code Rating: mediocre} do not. Nothing on the line keeps it (a heading).
     * A remark after a separator past its first number or word is the review's prose ({@link #ratingEnd}).
     */
    public static int ratingNotHigh(String text, int from, int to) {
        int end = ratingEnd(text, from, to);
        return ratingNotHighTo(text, from, end);
    }

    /**
     * Where a rating's state ends: at a separator after its first number or word ({@code 8/10 — solid work},
     * {@code 4/5, good}, {@code high — as requested}): the remark there is the review's prose, which the findings read
     * for what states a failure.
     */
    private static int ratingEnd(String text, int from, int to) {
        boolean stated = false;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            stated |= Character.isLetterOrDigit(c);
            if (stated && ("—–,;(（，；".indexOf(c) >= 0 || c == '-' && p + 1 < to && text.charAt(p + 1) == ' ')) {
                return p;
            }
        }
        return to;
    }

    private static int ratingNotHighTo(String text, int from, int to) {
        Tokens tokens = Tokens.unpaired(text, from, to);
        for (int t = 0; t < tokens.size; t++) {
            long c = tokens.categories[t];
            if ((c & DOUBTING) != 0 && (c & Category.mask(Category.CONFIDENT, Category.RATING)) == 0) {
                return tokens.start[t];
            }
        }
        int a = from;
        int b = to;
        while (a < b && Character.isWhitespace(text.charAt(a))) {
            a++;
        }
        while (b > a && (Character.isWhitespace(text.charAt(b - 1)) || text.charAt(b - 1) == '.')) {
            b--;
        }
        if (b == a + 1 && text.charAt(a) == '1') {
            return a; // a bare 1 is one on a scale nobody wrote (1 of 5 as well as 1 of 1): no high rating
        }
        int low = shareBelow(text, from, to, HALF, true);
        if (low >= 0) {
            return low;
        }
        for (int p = from; low == NO_NUMBER && p < to; p++) {
            if (Character.isDigit(text.charAt(p))) {
                return p; // digits no share is read from (.5, 3-4): not a rating above half
            }
        }
        return firstUnlisted(text, from, to, tokens, RATING_WORDS, to);
    }

    /**
     * Where a risk's state {@code text[from, to)} starts when it is not all low words, or -1: every word a term of
     * the low, minor or nothing words ({@code low}, {@code minor}, {@code none},
     * {@code 低}), and no number but 0. Fail-closed: {@code high}, {@code medium}, {@code moderate} and a word nobody
     * listed are no low risk.
     */
    public static int riskNotLow(String text, int from, int to) {
        long low = Category.mask(Category.LOW, Category.MINOR, Category.NOTHING);
        int start = -1;
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (Character.isDigit(c)) {
                if (c != '0' || p + 1 < to && Character.isLetterOrDigit(text.charAt(p + 1))) {
                    return p;
                }
                start = start < 0 ? p : start;
                continue;
            }
            if (!Character.isLetter(c)) {
                continue;
            }
            start = start < 0 ? p : start;
            long found = LEX.at(text, p, to, low);
            if (found < 0 || Lexicon.endOf(found) < to && Character.isLetter(text.charAt(Lexicon.endOf(found)))
                    && text.charAt(Lexicon.endOf(found) - 1) < 0x2E80) {
                return p;
            }
            p = Lexicon.endOf(found) - 1;
        }
        return -1; // nothing on the label's line: a heading, whose list is read as one
    }

    /**
     * Where a check's state {@code text[from, to)} counts against its pass, or -1: a count above 0 right before a word
     * naming a problem or a failure that is not minor ({@code Lint: 14 errors}, {@code Build: 2 errors}), or a count
     * of 0 right before a word that passes ({@code Tests: 0 passed}).
     */
    private static int countAgainst(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            if (!Character.isDigit(text.charAt(p)) || p > from && Character.isLetterOrDigit(text.charAt(p - 1))) {
                continue;
            }
            int end = p;
            boolean zero = true;
            while (end < to && Character.isDigit(text.charAt(end))) {
                zero &= text.charAt(end) == '0';
                end++;
            }
            int q = end;
            while (q < to && Lexicon.isBlank(text.charAt(q))) {
                q++;
            }
            long found = q < to ? ANY_TERMS.at(text, q, to) : -1;
            long c = found < 0 ? 0 : LEX.categoriesOf(found);
            boolean against = (c & Category.mask(Category.PROBLEM, Category.NEGATIVE_VERDICT, Category.SEVERE)) != 0
                    && (c & Category.mask(Category.MINOR, Category.PSEUDO)) == 0;
            if (against && !zero || zero && (c & Category.POSITIVE_VERDICT.bit()) != 0 && !against) {
                return p;
            }
            p = end;
        }
        return -1;
    }


    /**
     * Where a check's state {@code text[from, to)} says it did not pass, or -1: part of its whole ({@link #partialCount}),
     * a count against it ({@code 14 errors}, {@code 0 passed}), or a short state that is no pass ({@code skipped},
     * {@code red}). What a status line's state and a JSON field under a check's key ({@code "tests": "skipped"}) are
     * read for.
     */
    public static int checkStateNotPassed(String text, int from, int to) {
        int state = partialCount(text, from, to);
        state = state >= 0 ? state : percentAtMostHalf(text, from, to);
        state = state >= 0 ? state : countAgainst(text, from, to);
        return state >= 0 ? state : notPassingState(text, from, to);
    }

    /**
     * Where {@code text[from, to)} gives a percentage at or below half ({@code 12 %}, {@code 40%}), or -1: a check that
     * covered or passed no more than half its whole did not pass ({@code Coverage: 12%}, {@code "coverage": "40%"}),
     * the same half a rating must stay above; {@code 95%} keeps it. Only a number the percent sign follows is read (a
     * bare number under a check is a count).
     */
    static int percentAtMostHalf(String text, int from, int to) {
        for (int p = nextOf(text, '%', from, to); p < to; p = nextOf(text, '%', p + 1, to)) {
            int e = p;
            while (e > from && Lexicon.isBlank(text.charAt(e - 1))) {
                e--;
            }
            int s = e;
            while (s > from && e - s < 12 && (Character.isDigit(text.charAt(s - 1)) || text.charAt(s - 1) == '.')) {
                s--;
            }
            while (s < e && text.charAt(s) == '.') {
                s++;
            }
            if (s == e || s > from && Character.isLetterOrDigit(text.charAt(s - 1))) {
                continue;
            }
            try {
                if (new BigDecimal(text.substring(s, e)).compareTo(BigDecimal.valueOf(50)) <= 0) {
                    return s;
                }
            } catch (NumberFormatException notANumber) {
                // 1.2.3 %: no share
            }
        }
        return -1;
    }

    /**
     * Where a state of marks alone ({@code ⏳}, {@code 🟡}, {@code ⚠️}) holds a pictograph that is no status mark, or -1:
     * a status mark keeps a pass ({@code Tests: ✅}); a mark of warning, of waiting or one nobody listed says the check
     * did not plainly pass. Dashes, dots and emphasis say nothing ({@code Tests: -}).
     */
    private static int markNotPassing(String text, int from, int to) {
        for (int p = from; p < to; p += Character.charCount(text.codePointAt(p))) {
            int cp = text.codePointAt(p);
            if (Character.getType(cp) == Character.OTHER_SYMBOL && LEX.at(text, p, to, Category.STATUS.bit()) < 0) {
                return p;
            }
        }
        return -1;
    }

    /** The words a check's short state may be made of and keep a pass ({@link #notPassingState}). */
    static final long STATE_KEEPING = Category.mask(Category.POSITIVE_VERDICT, Category.AFFIRMING, Category.STATUS,
            Category.NEUTRAL, Category.PSEUDO, Category.CHECK, Category.YES);
    /**
     * Those words alone ({@link Lexicon#view}): at the {@code PASS} of a state, the terms whose first word is {@code pass},
     * where the whole lexicon's lists by first and second character compare the {@code pa} terms of every language.
     */
    private static final Lexicon.View STATE_KEEPING_TERMS = LEX.view(STATE_KEEPING);
    /** The words of a check's state that passes ({@link Role#PASSING_STATE}: {@code grün}, {@code vert}, {@code 通过}). */
    private static final Lexicon.View PASSING_STATE_TERMS = LEX.roles(Role.PASSING_STATE)
            .view(Role.PASSING_STATE.bit());

    /**
     * Where the state {@code text[from, to)} after a check's colon starts when it is short and is no pass: a state of
     * words, or counts and the words they count ({@link #countedNotKept}).
     */
    private static int notPassingState(String text, int from, int to) {
        int words = 0;
        int start = -1;
        boolean letters = true; // whether every word is a single letter (F A I L: one word written spaced)
        int counts = 0; // the words that are a count or a number (3, 12/15, 1.2s)
        for (int p = from; p < to; ) {
            while (p < to && Lexicon.isBlank(text.charAt(p))) {
                p++;
            }
            int w = p;
            boolean letter = false;
            boolean digit = false;
            while (p < to && !Lexicon.isBlank(text.charAt(p))) {
                letter |= Character.isLetter(text.charAt(p));
                digit |= Character.isDigit(text.charAt(p));
                p++;
            }
            if (digit && (!letter || startsWithDigit(text, w, p))) {
                counts++; // a count or a number, a duration (3, 12/15, (1.2s)): what it counts is read below
                continue;
            }
            // A word runs from blank to blank: "n.v.t." and "N/A" are one; one holding a digit among letters (FA1L, v2)
            // is a word nobody listed.
            if (letter) {
                words++;
                start = start < 0 ? w : start;
                letters &= p - w == 1;
            }
        }
        if (words == 0) {
            return counts > 0 ? -1 : markNotPassing(text, from, to); // a count alone: the counts' readings' to read
        }
        if (counts > 0) {
            // Each count with the word it counts (40 passed, 2 cancelled): a state as short as a state of words a count.
            return words <= STATE_WORDS * counts ? countedNotKept(text, from, to) : -1;
        }
        if (words > STATE_WORDS && !(letters && words >= 3)) {
            return -1;
        }
        for (int p = from; p < to; p++) {
            if (!Character.isLetter(text.charAt(p))) {
                continue;
            }
            long found = STATE_KEEPING_TERMS.at(text, p, to);
            // A passing state's word of any language: grün, vert, verde.
            found = found >= 0 ? found : PASSING_STATE_TERMS.at(text, p, to);
            if (found < 0 || Lexicon.endOf(found) < to && Character.isLetter(text.charAt(Lexicon.endOf(found)))) {
                // A word that keeps no pass, unless the state counts nothing wrong ("No issues", "問題なし"): asked
                // only here, as a state of words that keep a pass (PASS, passed, OK) needs no copy read as terms.
                return countsNone(text.substring(from, to).strip()) ? -1 : start;
            }
            p = Lexicon.endOf(found) - 1;
        }
        return -1;
    }

    /**
     * Where a short state of counts and words ({@code 3 passed}, {@code 40 passed, 2 cancelled}, {@code 3 foobarred})
     * counts a word that keeps no pass, or -1: the word right after a count keeps a pass only where it is one that
     * keeps it (a pass's word, a status, a check's name, the whole, a unit: {@code 42 passed}, {@code 42 total},
     * {@code 20 von 20 Punkten}); a word nobody listed after a count is no pass ({@code Checks: 3 cancelled},
     * {@code Tests: 2 pending}). A count of 0 counts none of what it names ({@code 0 failed}); what no count names
     * right before it (a later sentence, a second label: {@code pass: 10 / fail: 0}) is not read here.
     */
    private static int countedNotKept(String text, int from, int to) {
        boolean counted = false; // within the words a count above 0 names, up to a separator or the next count
        for (int p = from; p < to; ) {
            while (p < to && Lexicon.isBlank(text.charAt(p))) {
                p++;
            }
            int w = p;
            boolean letter = false;
            boolean digit = false;
            boolean zero = true;
            while (p < to && !Lexicon.isBlank(text.charAt(p))) {
                char c = text.charAt(p);
                letter |= Character.isLetter(c);
                digit |= Character.isDigit(c);
                zero &= !Character.isDigit(c) || c == '0';
                p++;
                if (COUNT_CLOSERS.indexOf(c) >= 0) {
                    break; // 10、changes: the mark ends the count's word
                }
            }
            if (w == p) {
                break;
            }
            boolean closes = COUNT_CLOSERS.indexOf(text.charAt(p - 1)) >= 0; // 10; or Punkten. ends what a count names
            if (digit && (!letter || startsWithDigit(text, w, p))) {
                counted = !zero && !closes && text.charAt(p - 1) != '%'; // a share (100%) counts nothing after it
                continue;
            }
            for (int q = w; counted && q < p; q++) {
                if (!Character.isLetter(text.charAt(q))) {
                    continue;
                }
                long found = COUNTED_KEEPING_TERMS.at(text, q, to);
                if (found < 0 || Lexicon.endOf(found) < to && Character.isLetter(text.charAt(Lexicon.endOf(found)))) {
                    return w;
                }
                q = Lexicon.endOf(found) - 1;
            }
            counted &= !closes && letter;
        }
        return -1;
    }

    /** What ends the words a count names: a stop, a comma, a semicolon, a colon, a slash, a bar. */
    private static final String COUNT_CLOSERS = ".,;:/|。，、；：／｜";

    /**
     * What a count in a check's state may count and keep a pass: the words a state of words keeps it with, the whole a
     * count is of ({@code 42 total}, {@code 20 von 20 Punkten}), a unit ({@code 3 s}), and a minor finding, which a
     * count of findings keeps as {@link #countAgainst} does.
     */
    private static final Lexicon.View COUNTED_KEEPING_TERMS = LEX.view(STATE_KEEPING
            | Category.mask(Category.WHOLE, Category.UNIT, Category.MINOR, Category.COUNT_JOIN, Category.MARK_UNIT));

    /** Whether the word {@code text[w, e)} opens with a digit after its opening marks ({@code 3}, {@code (1.2s)}). */
    private static boolean startsWithDigit(String text, int w, int e) {
        while (w < e && !Character.isLetterOrDigit(text.charAt(w))) {
            w++;
        }
        return w < e && Character.isDigit(text.charAt(w));
    }

    /**
     * Whether a heading's or a key's words say what is listed under it is gone ({@code Fixed:}, {@code Bugs fixed},
     * {@code resolved_issues}, {@code 修正済み}): a word of resolving that names no problem (not {@code fix}), and no
     * negation, modal or condition ({@code Not fixed yet}, {@code Must be fixed}).
     */
    public static boolean namesResolved(String words) {
        Tokens tokens = Tokens.unpaired(words, 0, words.length());
        boolean resolves = false;
        for (int t = 0; t < tokens.size; t++) {
            if ((tokens.categories[t] & (NEGATING | Category.MODAL.bit() | Category.CONDITION.bit())) != 0) {
                return false;
            }
            // "fix" and "fixes" name a problem as well, a fix still to make ("Fixes needed"): they resolve nothing here.
            resolves |= (tokens.categories[t] & (Category.RESOLVING.bit() | Category.PROBLEM.bit())) == Category.RESOLVING.bit();
        }
        return resolves;
    }

    /**
     * Whether an item listed under a problem's name is a problem: any text but one that says nothing ({@code none},
     * {@code none found}), opens with a minor word ({@code nit: rename x}), counts none ({@code No issues found.}) or
     * is struck through; read past its decorations ({@link Decoration#strip}).
     */
    public static boolean isProblemItem(String item) {
        String t = Decoration.strip(item);
        if (t == null || t.isEmpty()) {
            return false; // nothing, or struck through
        }
        long whole = LEX.categoriesOfWord(t) | LEX.categoriesOfWord(item.strip()); // "k.a." keeps its final stop
        return (whole & (Category.NOTHING.bit() | Category.MINOR.bit())) == 0
                && termEnd(t, 0, t.length(), Category.MINOR) <= 0 && !countsNone(t) && !nothingSaid(t);
    }

    /**
     * Whether a text's words say nothing but that there is nothing ({@code none found}, {@code nothing at all}), with
     * no mark beside them but blanks and a stop: {@code None?} and {@code None (yet)} say more.
     */
    private static boolean nothingSaid(String t) {
        long saying = Category.mask(Category.NOTHING, Category.NEUTRAL);
        boolean nothing = false;
        for (int p = 0; p < t.length(); p++) {
            char c = t.charAt(p);
            if (!Character.isLetter(c)) {
                if (!Lexicon.isBlank(c) && c != '.' && c != '。') {
                    return false;
                }
                continue;
            }
            long found = LEX.at(t, p, t.length(), saying);
            if (found < 0) {
                return false;
            }
            nothing |= (LEX.categoriesOf(found) & Category.NOTHING.bit()) != 0;
            p = Lexicon.endOf(found) - 1;
        }
        return nothing;
    }

    /** Whether token {@code b} says there is nothing and negates nothing ({@code empty}, {@code 空}, {@code 不明}). */
    private static boolean nothingOnly(Tokens tokens, int b) {
        long c = tokens.categories[b];
        return (c & Category.NOTHING.bit()) != 0 && (c & (Category.NEGATION.bit() | Category.PSEUDO.bit()
                | Category.RESOLVING.bit())) == 0;
    }

    /**
     * Whether the token at {@code b} unsays nothing but as a pseudo phrase that names a thing ({@code error handling},
     * {@code failure path}, {@code regression tests}, {@code critical section}, {@code merge request}, {@code エラー処理}):
     * no negation, nothing, no or minor word stands in it, it opens with no {@code non} or {@code un}, and a problem's
     * word in it opens it (one standing later is what the phrase counts: {@code sem problemas}). Such a phrase keeps
     * its own problem word from being read, but says nothing of the problem after it: {@code Error handling is
     * incomplete.} and {@code The error handler crashes.} state one, {@code No issues, …} and {@code non-blocking issue}
     * do not.
     */
    private static boolean pseudoNaming(String text, Tokens tokens, int b, long unsaying) {
        if ((tokens.categories[b] & unsaying & ~Category.PSEUDO.bit()) != 0) {
            return false;
        }
        int start = tokens.start[b];
        int end = tokens.end[b];
        if (text.regionMatches(true, start, "non", 0, 3) || text.regionMatches(true, start, "un", 0, 2)) {
            return false;
        }
        // A problem's word qualifying what the phrase names opens it ("error handling", "エラー処理"); one standing later
        // is what the phrase counts ("sem problemas", "gestion des erreurs"), read as before, counting none.
        long problem = Category.mask(Category.PROBLEM, Category.FAILURE, Category.SEVERE, Category.NEGATIVE_VERDICT);
        boolean opensWithAProblem = LEX.at(text, start, end, problem) >= 0;
        long none = Category.mask(Category.NEGATION, Category.NOTHING, Category.NO, Category.MINOR);
        for (int p = start; p < end; p++) {
            if ((p == start || !Character.isLetter(text.charAt(p - 1)) || text.charAt(p) >= 0x2E80)
                    && (LEX.at(text, p, end, none) >= 0 || p > start && !opensWithAProblem && LEX.at(text, p, end, problem) >= 0)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code text[start, end)} holds a letter. */
    /**
     * Whether the word at token {@code t} stands in the condition a sentence sets before what follows from it, in a
     * script written with spaces: a condition opens its clause before the word, and a comma ends that clause after it
     * ({@code If the pricing service does not respond in time, the page shows the cached price.}, {@code Si el servicio
     * no responde a tiempo, …}). What follows the comma is what the sentence states ({@code If the queue is empty, the
     * worker crashes.} states the crash).
     */
    private static boolean inAProtasis(String text, Tokens tokens, int t) {
        int start = tokens.start[t];
        if (start >= text.length() || text.charAt(start) >= 0x2E80) {
            return false;
        }
        int end = clauseEnd(text, tokens.end[t]);
        if (end >= text.length() || text.charAt(end) != ',' && text.charAt(end) != '，') {
            return false;
        }
        int clause = clauseStart(text, start);
        for (int i = t - 1; i >= 0 && tokens.start[i] >= clause; i--) {
            if ((tokens.categories[i] & Category.CONDITION.bit()) != 0 && tokens.start[i] == firstWord(text, clause)) {
                return true;
            }
        }
        return false;
    }

    /** Where the first letter of {@code text} from {@code from} on stands (past blanks, marks and a bullet). */
    private static int firstWord(String text, int from) {
        int p = from;
        while (p < text.length() && !Character.isLetter(text.charAt(p))) {
            p++;
        }
        return p;
    }

    /** The words of {@link Role#AS_MEANT} alone and the characters they start with, made when first asked. */
    private static final class AsMeant {
        static final long[] STARTS = ROLES.firstCharacters(Role.AS_MEANT.bit());
        static final Lexicon.View WORDS = ROLES.view(Role.AS_MEANT.bit());
    }

    /** The failing words a behaviour meant may hold: a failing verdict's word or a failure's, not a grave problem alone. */
    private static final long MEANT_FAILING = Category.mask(Category.NEGATIVE_VERDICT, Category.FAILURE);
    /** The most words of the sentence after a failing word's that may say it is the one meant ({@code C'est voulu.}). */
    private static final int AS_MEANT_NEXT_WORDS = 8;
    /** What may not stand in the clause of a word saying a behaviour is the one meant: it would not say so plainly. */
    private static final long AS_MEANT_UNSAID = Category.mask(Category.NEGATION, Category.VERB_NEGATION, Category.HEDGE,
            Category.MODAL, Category.CONDITION, Category.QUESTION, Category.CONTRAST);

    /**
     * Whether the failing word at {@code text[start, end)} is said to be the behaviour meant ({@link Role#AS_MEANT}):
     * a word of it in the failing word's sentence, or in the next one when that is short, with nothing in its clause
     * that would keep it from saying so plainly ({@code not as designed}, {@code probably by design},
     * {@code 의도한 대로가 아닙니다}).
     */
    private static boolean asMeant(String text, int start, int end) {
        int from = sentenceStart(text, 0, start);
        int to = sentenceEnd(text, end, text.length());
        int next = to;
        while (next < text.length() && Lexicon.isBlank(text.charAt(next))) {
            next++; // on the same line: a line of its own is another item
        }
        int nextEnd = next < text.length() ? sentenceEnd(text, next, text.length()) : next;
        if (nextEnd > next && halvesIn(text, next, nextEnd) <= 2 * AS_MEANT_NEXT_WORDS) {
            to = nextEnd;
        }
        int ownClause = clauseStart(text, start);
        for (int p = from; p < to; p++) {
            char ch = text.charAt(p);
            if ((AsMeant.STARTS[ch >>> 6] & (1L << ch)) == 0 || p > from && Lexicon.isSpaced(text.charAt(p - 1))
                    || !Character.isLetter(ch)) {
                continue;
            }
            long found = AsMeant.WORDS.at(text, p, to);
            if (found < 0) {
                continue;
            }
            int e = Lexicon.endOf(found);
            int clauseFrom = clauseStart(text, p);
            int clauseTo = clauseEnd(text, e);
            Tokens clause = Tokens.of(text, clauseFrom, clauseTo);
            boolean plain = clause.firstOf(AS_MEANT_UNSAID) < 0;
            if (plain && clauseFrom != ownClause) {
                // Outside the failing word's clause, it says so of it only after it and alone, read fail-closed: a
                // clause or a short sentence of its own of words that keep a value besides it (, as designed.
                // C'est voulu. 这是预期设计。), not the preface of another statement (As designed, blank lines are
                // ignored.: the design is the blank lines').
                int from2 = p >= next ? next : clauseFrom;
                int to2 = p >= next ? nextEnd : clauseTo;
                plain = p >= end && firstUnlisted(text, from2, p, Tokens.of(text, from2, p), KEEPING, p) < 0
                        && firstUnlisted(text, e, to2, Tokens.of(text, e, to2), KEEPING, to2) < 0;
            }
            for (int c = 0; plain && c < clause.size; c++) {
                // A term reading its last words otherwise (şartnameye uygun | uygun değil, not suitable) says no such thing.
                plain = !(clause.start[c] >= p && clause.start[c] < e && clause.end[c] > e);
            }
            if (plain) {
                return true;
            }
            p = e - 1;
        }
        return false;
    }

    /**
     * Whether the failing verdict's word at token {@code t} is a check's refusing of an input its clause describes as
     * bad before it: the word is one of {@link Role#REFUSES} and a word of {@link Role#BAD_INPUT} opens a word of its
     * clause before it ({@code Invalid dates are rejected with a 400.}, {@code Abgelaufene Tokens werden abgelehnt.},
     * {@code 过期的令牌会被拒绝}). It describes what the check does, not a failure of the change.
     */
    private static boolean refusedInput(String text, Tokens tokens, int t) {
        int start = tokens.start[t];
        int end = tokens.end[t];
        long refuses = ROLES.at(text, start, end, Role.REFUSES.bit());
        long input = ROLES.at(text, start, end, Role.BAD_INPUT.bit());
        if (refuses < 0 && input < 0) {
            return false;
        }
        // The refusing word after the input's (Negative quantities are rejected), or the input's before the refusing one.
        int from = refuses >= 0 ? clauseStart(text, start) : Lexicon.endOf(input);
        int to = refuses >= 0 ? start : clauseEnd(text, end);
        long wanted = refuses >= 0 ? Role.BAD_INPUT.bit() : Role.REFUSES.bit();
        for (int p = from; p < to; p++) {
            if (text.charAt(p) == '|' || text.charAt(p) == '/' || (p == from || !Lexicon.isSpaced(text.charAt(p - 1)))
                    && LEX.at(text, p, to, Category.CHOICE.bit()) >= 0) {
                return false; // options side by side (a bar, a slash, a word of choice), not an input and its refusal
            }
            if ((p == 0 || !Lexicon.isSpaced(text.charAt(p - 1))) && ROLES.at(text, p, to, wanted) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the negation at token {@code b} is the first half of one negation whose second the term at {@code t}
     * holds ({@link Role#CONCORD}), as a language of negative concord writes it ({@code ne … jamais}, {@code no … nunca},
     * {@code non … mai}; English's {@code isn't … not} stays two:
     * {@code Le verrou n'est jamais libéré.}, {@code La boucle no se detiene nunca.}): the term states what it states.
     */
    private static boolean concord(String text, Tokens tokens, int b, int t) {
        if (ROLES.at(text, tokens.start[b], tokens.end[b], Role.CONCORD_OPENER.bit()) < 0) {
            return false;
        }
        for (int p = tokens.start[t]; p < tokens.end[t]; p++) {
            if ((p == tokens.start[t] || Lexicon.isBlank(text.charAt(p - 1)))
                    && ROLES.at(text, p, tokens.end[t], Role.CONCORD.bit()) >= 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean worded(String text, int start, int end) {
        for (int i = start; i < end; i++) {
            if (Character.isLetter(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a count of zero stands before the failing word at token {@code t}, with the name of what it counts
     * between them and nothing else: a check's name ({@link Category#CHECK}: {@code 0 tests failed},
     * {@code 0 Tests sind fehlgeschlagen}), a token of its own right before the word ({@code b == t - 1}) or among the
     * two words in Latin letters no token holds before it. Any other word between leaves the zero counting something
     * else ({@code 0 warnings and tests failed}); Japanese, Chinese and Korean word order is not read
     * ({@code 0 件のテストが失敗しました} fails the pass).
     */
    private static boolean zeroCountingBefore(String text, Tokens tokens, int b, int t) {
        int start = tokens.start[t];
        int from = b >= 0 ? tokens.end[b] : 0;
        // Most failing words have no zero before them within reach: told from the characters before any look-up.
        int reach = Math.max(b > 0 ? tokens.end[b - 1] : 0, start - 4 * PAIR_GAP);
        int zero = start - 1;
        while (zero >= reach && text.charAt(zero) != '0') {
            zero--;
        }
        if (zero < reach) {
            return false;
        }
        if (b >= 0 && b == t - 1 && tokens.categories[b] == Category.CHECK.bit()
                && Lexicon.blanksOnly(text, tokens.end[b], start)) {
            start = tokens.start[b];
            from = b > 0 ? tokens.end[b - 1] : 0;
        } else {
            // The check's name among words no token holds: up to two words right before the failing word.
            int w = start;
            while (w > from && Lexicon.isBlank(text.charAt(w - 1))) {
                w--;
            }
            int named = -1;
            int words = 0;
            for (int q = w; q > from && words < 2; ) {
                int e = q;
                while (q > from && Character.isLetter(text.charAt(q - 1)) && text.charAt(q - 1) < 0x2E80) {
                    q--;
                }
                if (q == e) {
                    break;
                }
                words++;
                long check = LEX.at(text, q, w, Category.CHECK.bit());
                if (check >= 0 && Lexicon.endOf(check) == w) {
                    named = q;
                }
                while (q > from && Lexicon.isBlank(text.charAt(q - 1))) {
                    q--;
                }
            }
            if (named < 0) {
                return false;
            }
            start = named;
        }
        return zeroBefore(text, from, start);
    }

    /** Whether a count of zero stands right before {@code start}, after {@code from}: {@code 0 failures}. */
    private static boolean zeroBefore(String text, int from, int start) {
        int b = start;
        while (b > from && Lexicon.isBlank(text.charAt(b - 1))) {
            b--;
        }
        return b > from && b < start && text.charAt(b - 1) == '0'
                && (b == 1 || !Character.isLetterOrDigit(text.charAt(b - 2)) && ".,".indexOf(text.charAt(b - 2)) < 0);
    }

    /**
     * Whether the word at {@code text[start, end)} is one of options written side by side, a pass among them
     * ({@code PASS / FAIL}, {@code ✅ | ❌}, {@code FAIL or PASS}): a slash, a bar or a word of choice right before or
     * after it, past blanks and emphasis, and a passing verdict or a status mark among the options the run of such
     * separators joins ({@link #OPTION_WORDS} of them each way). An option names a value; it states none. Options
     * with no pass among them state a failure either way ({@code The build is broken or flaky}), and a word of choice
     * of one language may be another's article ({@code Não consegui revisar o código}).
     */
    private static boolean anOption(String text, int start, int end) {
        boolean pass = false;
        int s = start;
        int e = end;
        for (int i = 0; i < OPTION_WORDS && !pass; i++) {
            int before = optionBefore(text, s);
            if (before < 0) {
                break;
            }
            int passing = termEndsAt(text, before, OPTION_PASSES);
            int failing = passing < 0 ? -1 : termEndsAt(text, before, STATED_FAILURE | UNVERIFIED_OR_GUARD);
            // A pass's word inside a longer failing term is no pass offered (보지 않고 승인: approved without looking).
            pass = passing >= 0 && (failing < 0 || failing >= passing);
            int w = before;
            while (w > 0 && Character.isLetter(text.charAt(w - 1))) {
                w--;
            }
            s = w < before ? w : text.offsetByCodePoints(before, -1); // a mark of one character: ✅ | ❌
        }
        for (int i = 0; i < OPTION_WORDS && !pass; i++) {
            int after = optionAfter(text, e);
            if (after < 0) {
                break;
            }
            // The longest term there, a failing one holding a pass's word too (통과시키라고 지시: told to pass it).
            long passing = LEX.at(text, after, text.length(), OPTION_PASSES | STATED_FAILURE | UNVERIFIED_OR_GUARD);
            pass = passing >= 0 && (LEX.categoriesOf(passing) & (STATED_FAILURE | UNVERIFIED_OR_GUARD)) == 0;
            int w = after;
            while (w < text.length() && Character.isLetter(text.charAt(w))) {
                w++;
            }
            e = w > after ? w : after + Character.charCount(text.codePointAt(after));
        }
        return pass;
    }

    /** The longest term {@link #termEndsAt} looks for, in characters: of the words of choice and the passes. */
    private static final int ENDING_TERM = longest(false);
    /** The longest such term that opens with a character of Han, kana or Hangul. */
    private static final int ENDING_CJK_TERM = longest(true);

    private static int longest(boolean cjk) {
        int longest = 1;
        for (Category c : List.of(Category.CHOICE, Category.POSITIVE_VERDICT, Category.STATUS)) {
            for (String w : LEX.words(c)) {
                if (!cjk || w.charAt(0) >= 0x2E80) {
                    longest = Math.max(longest, w.length());
                }
            }
        }
        return longest;
    }

    /**
     * Where the longest term of {@code categories} ending right at {@code end} starts, at most {@link #ENDING_TERM}
     * characters back ({@code and/or}, not its {@code or}), or -1. Only places a term may start are asked: a word's
     * start in a script written with spaces, and in Han, kana or Hangul at most {@link #ENDING_CJK_TERM} back.
     */
    private static int termEndsAt(String text, int end, long categories) {
        for (int p = Math.max(0, end - ENDING_TERM); p < end; p++) {
            char c = text.charAt(p);
            if (p > 0 && Lexicon.isSpaced(c) && Lexicon.isSpaced(text.charAt(p - 1))
                    || c >= 0x2E80 && end - p > ENDING_CJK_TERM) {
                continue;
            }
            long found = LEX.at(text, p, end, categories);
            if (found >= 0 && Lexicon.endOf(found) == end) {
                return p;
            }
        }
        return -1;
    }

    /** How many options each way a run of options is read for a pass among them. */
    private static final int OPTION_WORDS = 4;

    /** What a failing option's term may be besides a failing verdict or a grave problem: a check not made. */
    private static final long UNVERIFIED_OR_GUARD = Category.UNVERIFIED.bit();

    /** What among a run of options makes it a choice between a pass and a failure: {@link #anOption}. */
    private static final long OPTION_PASSES = Category.mask(Category.POSITIVE_VERDICT, Category.STATUS);

    /**
     * Where the option before the word at {@code start} ends: past blanks and emphasis, a slash, a bar (not a table's
     * border) or a word of choice, then blanks and emphasis again; -1 when none stands there.
     */
    private static int optionBefore(String text, int start) {
        int b = start;
        while (b > 0 && (Lexicon.isBlank(text.charAt(b - 1)) || Decoration.isOpener(text.charAt(b - 1)))) {
            b--;
        }
        String bars = tableRow(text, start) ? "/" : "/|｜";
        if (b > 0 && bars.indexOf(text.charAt(b - 1)) >= 0) {
            b--;
        } else {
            int choice = termEndsAt(text, b, CHOICE);
            if (choice < 0) {
                return -1;
            }
            b = choice;
        }
        while (b > 0 && (Lexicon.isBlank(text.charAt(b - 1)) || Decoration.isCloser(text.charAt(b - 1)))) {
            b--;
        }
        return b > 0 ? b : -1;
    }

    /**
     * Where the option after the word ending at {@code end} starts: past blanks and emphasis, a slash, a bar (not a
     * table's border) or a word of choice, then blanks and emphasis again; -1 when none stands there.
     */
    private static int optionAfter(String text, int end) {
        int a = end;
        while (a < text.length() && (Lexicon.isBlank(text.charAt(a)) || Decoration.isCloser(text.charAt(a)))) {
            a++;
        }
        String bars = tableRow(text, end) ? "/" : "/|｜";
        if (a >= text.length()) {
            return -1;
        }
        if (bars.indexOf(text.charAt(a)) >= 0) {
            a++;
        } else {
            long choice = LEX.at(text, a, text.length(), CHOICE);
            if (choice < 0) {
                return -1;
            }
            a = Lexicon.endOf(choice);
        }
        while (a < text.length() && (Lexicon.isBlank(text.charAt(a)) || Decoration.isOpener(text.charAt(a)))) {
            a++;
        }
        return a < text.length() ? a : -1;
    }

    /** How far a table's row is looked for around a word: a row longer than this is read as prose. */
    private static final int TABLE_ROW_WINDOW = 1_000;

    /** Whether the line holding {@code p} is a Markdown table's row: it opens or ends with a bar, past blanks. */
    private static boolean tableRow(String text, int p) {
        int s = p;
        int lower = Math.max(0, p - TABLE_ROW_WINDOW);
        while (s > lower && !Decoration.isLineBreak(text.charAt(s - 1))) {
            s--;
        }
        int e = p;
        int upper = Math.min(text.length(), p + TABLE_ROW_WINDOW);
        while (e < upper && !Decoration.isLineBreak(text.charAt(e))) {
            e++;
        }
        if (s > 0 && !Decoration.isLineBreak(text.charAt(s - 1)) || e < text.length() && !Decoration.isLineBreak(text.charAt(e))) {
            return false;
        }
        while (s < e && Lexicon.isBlank(text.charAt(s))) {
            s++;
        }
        while (e > s && Lexicon.isBlank(text.charAt(e - 1))) {
            e--;
        }
        return e > s && ("|｜".indexOf(text.charAt(s)) >= 0 || "|｜".indexOf(text.charAt(e - 1)) >= 0);
    }

    /**
     * Whether prose holds words that fail or take back, as a field of prose may: a failing verdict, a retraction,
     * a cross ({@code The build failed twice}); counted problems and pseudo-triggers aside.
     */
    public static boolean failingWords(String text) {
        Tokens tokens = Tokens.of(text, 0, text.length());
        return tokens.firstOf(Category.mask(Category.NEGATIVE_VERDICT, Category.RETRACTION, Category.CROSS)) >= 0;
    }

    // ---- verdict statements ---------------------------------------------------------------------------------------

    /**
     * The first failing verdict {@code text[from, to)} states in any language, or -1: a failing verdict word after a
     * verdict label and a colon on its line ({@code 最终判定：不通过}, {@code Décision finale : ÉCHEC}, {@code Urteil:
     * abgelehnt}), or alone on its line ({@code **FAIL**}, {@code ❌ 不合格}). Each find looks back on its line at most
     * {@link #BEFORE_WINDOW} characters.
     *
     * <p>Only the places where a stated verdict can start are looked at: a stated verdict has only {@link #LABEL_GAP}
     * characters between a colon and itself, or only {@link #LINE_LEAD} characters between its line's start (or
     * {@code from}) and itself, so it starts in the run of such characters after {@code from}, a line break or a
     * colon, or at the character that ends that run. Those places are found from the line breaks and colons (each
     * found with the vectorised search for one character), not by a look at every character.
     *
     * <p>The text is read as terms, longest first at each place and not overlapping, so a failing word inside a
     * longer term counts for nothing. Only the places looked at are read that way: from the last place known to be
     * between terms, at the latest just past the last blank line before it (no term crosses one), up to the place.
     */
    public static int failingStatement(String text, int from, int to) {
        return failingStatement(text, from, to, Anchors.RARE);
    }

    /**
     * {@link #failingStatement(String, int, int)} of a text in NFKC: a full-width colon is a colon there, and the rarer
     * line breaks are looked for only where the normalising pass saw one ({@link Nfkc#newlinesOnly}), so most reviews
     * cost a search for the line breaks and one for the colons.
     */
    public static int failingStatement(Nfkc text, int from, int to) {
        return failingStatement(text.text(), from, to, text.newlinesOnly() ? Anchors.NONE : Anchors.RARE_BREAKS);
    }

    private static int failingStatement(String text, int from, int to, char[] rare) {
        int read = from; // between terms: the reading of terms reached here
        int looked = from; // the places before this one were looked at
        Anchors anchors = new Anchors(text, from, to, rare);
        for (int anchor = from; anchor < to; anchor = anchors.next()) {
            for (int p = Math.max(anchor, looked); p < to; p++) {
                looked = p + 1;
                if (p >= read && (STARTS_NEGATIVE[text.charAt(p) >>> 6] & (1L << text.charAt(p))) != 0
                        && secondMayFollow(text, p, to) && LEX.at(text, p, to, NEGATIVE) >= 0) {
                    read = termsTo(text, from, to, p, read);
                    if (read < 0) {
                        return p;
                    }
                }
                if (!leadsStatement(text, p)) {
                    break; // the run ends here: no stated verdict starts after it before the next anchor
                }
            }
        }
        return -1;
    }

    /**
     * Whether the line break at {@code q} closes a blank line: another line break before it, past blanks, no earlier
     * than {@code r}. A term's gap reads across one line break (a sentence wrapped: {@code stürzt beim\nStart ab}) and
     * never across a blank line, so no term crosses one.
     */
    private static boolean blankLineEnds(String text, int r, int q) {
        int b = q - 1;
        if (text.charAt(q) == '\n' && b >= r && text.charAt(b) == '\r') {
            b--; // the \r\n of one line break
        }
        while (b >= r && Lexicon.isBlank(text.charAt(b))) {
            b--;
        }
        return b < r ? b < 0 || Lexicon.endsEveryTerm(text.charAt(b)) : Lexicon.endsEveryTerm(text.charAt(b));
    }

    /**
     * The reading of terms from {@code read} (between terms) carried to the failing verdict's word that may start at
     * {@code p}: from just past the last blank line before {@code p} (a line break closing a blank line: no term
     * crosses one, where a gap may cross one line break), term by term. Where a term
     * starts at {@code p} and states a failing verdict ({@link #stated}), -1; else where the reading of terms then
     * stands, between terms again.
     */
    private static int termsTo(String text, int from, int to, int p, int read) {
        int r = read;
        for (int q = p - 1; q >= r; q--) {
            if (Lexicon.endsEveryTerm(text.charAt(q)) && blankLineEnds(text, r, q)) {
                r = q + 1;
                break;
            }
        }
        while (r < p) {
            long term = ANY_TERMS.at(text, r, to);
            r = term < 0 ? r + 1 : Lexicon.endOf(term);
        }
        if (r == p) {
            long found = ANY_TERMS.at(text, p, to);
            int end = Lexicon.endOf(found);
            if ((LEX.categoriesOf(found) & NEGATIVE) != 0 && stated(text, from, p, end, to)) {
                return -1;
            }
            r = end;
        }
        return r;
    }

    /**
     * {@link #failingStatement(String, int, int, char[])} read at {@code starts[0, size)} only, the places in
     * {@code [from, to)}, in order, where a word a failure may be stated with starts ({@link Findings}): every place
     * where a failing verdict's word starts is one of them. A place counts where that reading looks at it: where the
     * run of {@link #leadsStatement} characters before it reaches back to {@code from} or to just past a line break or
     * a colon ({@link Anchors}: none of those leads a statement, so a run never passes one). The reading of terms
     * between places is the same.
     */
    private static int failingStatementAt(String text, int from, int to, int[] starts, int size, char[] rare) {
        int read = from; // between terms: the reading of terms reached here
        int checked = -1; // the last place whether a run reaches was asked of, and its answer
        boolean reached = false;
        for (int i = 0; i < size && starts[i] < to; i++) {
            int p = starts[i];
            if (p < read || p < from || (STARTS_NEGATIVE[text.charAt(p) >>> 6] & (1L << text.charAt(p))) == 0
                    || !secondMayFollow(text, p, to) || LEX.at(text, p, to, NEGATIVE) < 0) {
                continue;
            }
            boolean looked = runReaches(text, from, p, rare, checked, reached);
            checked = p;
            reached = looked;
            if (!looked) {
                continue;
            }
            read = termsTo(text, from, to, p, read);
            if (read < 0) {
                return p;
            }
        }
        return -1;
    }

    /**
     * Whether {@link #failingStatement(String, int, int, char[])} looks at {@code p}: {@code p} is {@code from}, or the
     * character before it is a line break or a colon ({@code '\n'}, {@code ':'}, {@code rare}), or it leads a statement
     * and its own place is looked at. {@code checked} (-1: none) is an earlier place whose answer is {@code reached}:
     * the walk back stops there, so places asked in order cost one walk over the text at most.
     */
    private static boolean runReaches(String text, int from, int p, char[] rare, int checked, boolean reached) {
        for (int k = p; ; k--) {
            if (k == from) {
                return true;
            }
            if (k == checked) {
                return reached;
            }
            char c = text.charAt(k - 1);
            if (c == '\n' || c == ':' || isRareAnchor(c, rare)) {
                return true;
            }
            if (!leadsStatement(text, k - 1)) {
                return false;
            }
        }
    }

    private static boolean isRareAnchor(char c, char[] rare) {
        for (char r : rare) {
            if (r == c) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code text[p + 1]} may stand second in a failing verdict's term starting at {@code p}. */
    private static boolean secondMayFollow(String text, int p, int to) {
        if (SECOND_NEGATIVE == null) {
            return true;
        }
        if (p + 1 >= to) {
            return false; // no failing verdict is one character long
        }
        char second = Lexicon.fold(text.charAt(p + 1));
        return (SECOND_NEGATIVE[second >>> 6] & (1L << second)) != 0;
    }

    /**
     * The places a run that may lead to a stated verdict begins, in order: just past each line break and each colon
     * in {@code [from, to)}. The common ones ({@code \n}, {@code :}) are found one after another with the vectorised
     * search for one character; the others ({@code \r}, U+2028, U+2029, U+0085, {@code ：}) are looked for once each
     * and again only past one that was found, and are asked for together, so a text without them costs one pass each
     * and one compare an anchor; a text in NFKC holds no full-width colon, and one the normalising pass saw without the
     * rarer line breaks ({@link Nfkc#newlinesOnly}) is searched for none of them.
     */
    private static final class Anchors {
        /** Every rare anchor. */
        static final char[] RARE = {'\r', '\u2028', '\u2029', '\u0085', '：'};
        /** Those a text in NFKC may hold: its full-width colons are colons. */
        static final char[] RARE_BREAKS = {'\r', '\u2028', '\u2029', '\u0085'};
        /** Those a text in NFKC that breaks its lines with {@code \n} alone holds: none. */
        static final char[] NONE = {};
        private final String text;
        private final int to;
        private int newline;
        private int colon;
        /** The rare anchors looked for. */
        private final char[] rareChars;
        private final int[] rareAt;
        /** The first of {@link #rareAt}. */
        private int rare;

        Anchors(String text, int from, int to, char[] rareChars) {
            this.text = text;
            this.to = to;
            this.rareChars = rareChars;
            this.rareAt = new int[rareChars.length];
            newline = find('\n', from);
            colon = find(':', from);
            for (int k = 0; k < rareChars.length; k++) {
                rareAt[k] = find(rareChars[k], from);
            }
            rare = firstRare();
        }

        private int find(char c, int from) {
            int at = text.indexOf(c, from);
            return at < 0 || at >= to ? Integer.MAX_VALUE : at;
        }

        private int firstRare() {
            int min = Integer.MAX_VALUE;
            for (int at : rareAt) {
                min = Math.min(min, at);
            }
            return min;
        }

        /** Just past the next line break or colon, or {@code to} when there is none. */
        int next() {
            int at = Math.min(Math.min(newline, colon), rare);
            if (at == Integer.MAX_VALUE) {
                return to;
            }
            if (at == newline) {
                newline = find('\n', at + 1);
            } else if (at == colon) {
                colon = find(':', at + 1);
            } else {
                for (int k = 0; k < rareChars.length; k++) {
                    if (rareAt[k] == at) {
                        rareAt[k] = find(rareChars[k], at + 1);
                    }
                }
                rare = firstRare();
            }
            return at + 1;
        }
    }

    /**
     * What may stand between a colon and the verdict it labels ({@code Verdict: **FAIL**}): blanks, emphasis, code
     * ticks, opening quotes and brackets, a table's bar, and marks ({@link #isMark}).
     */
    private static final String LABEL_GAP = "*_`\"'“「【|";
    /**
     * A blank or a character of {@link #LABEL_GAP}, as bits: one look-up, where a search of the string costs a call a
     * character, and every colon of a review has the characters after it read so.
     */
    private static final long[] GAPS = CharBits.of(c -> Lexicon.isBlank((char) c) || LABEL_GAP.indexOf(c) >= 0);
    /** What may stand before a verdict alone on its line ({@code - ❌ **不合格**}): {@link #LABEL_GAP}, a heading, a bullet, a quote. */
    private static final String LINE_LEAD = LABEL_GAP + "#->+•・";

    /**
     * Whether {@code text[p]} may stand before a stated verdict, between a colon or its line's start and the verdict
     * ({@link #labelled}, {@link #aloneOnLine}): a blank, a character of {@link #LINE_LEAD}, or a mark.
     */
    private static boolean leadsStatement(String text, int p) {
        char c = text.charAt(p);
        return CharBits.has(LEADS, c);
    }

    /**
     * The characters {@link #leadsStatement} takes, as bits ({@code c} is bit {@code c % 64} of word {@code c / 64}):
     * one look-up a character, where a search of {@link #LINE_LEAD} and a character's Unicode type cost more than the
     * rest of its look. {@link #isMark} depends on the character alone, so the table answers it whole.
     */
    private static final long[] LEADS = CharBits.of(c -> Lexicon.isBlank((char) c) || LINE_LEAD.indexOf(c) >= 0
            || isMark((char) c));

    /** Whether the verdict word {@code text[p, end)} is stated: after a verdict label and a colon, or alone on its line. */
    static boolean stated(String text, int from, int p, int end, int to) {
        // A failure's word labelling a count of none states none (Summary: Failures: 0, Errors: 0).
        return (labelled(text, from, p) || aloneOnLine(text, from, p, end, to)) && !countedNone(text, end, to);
    }

    /** Whether a verdict label and a colon stand before {@code p} on its line. */
    private static boolean labelled(String text, int from, int p) {
        int q = p;
        int lower = Math.max(from, p - BEFORE_WINDOW);
        while (q > lower && (Lexicon.isBlank(text.charAt(q - 1)) || LABEL_GAP.indexOf(text.charAt(q - 1)) >= 0
                || isMark(text, q - 1))) {
            q--;
        }
        if (q <= lower || (text.charAt(q - 1) != ':' && text.charAt(q - 1) != '：')) {
            return false;
        }
        int lineStart = q - 1;
        while (lineStart > lower && !Decoration.isLineBreak(text.charAt(lineStart - 1))) {
            lineStart--;
        }
        Tokens tokens = Tokens.of(text, lineStart, q - 1);
        return tokens.firstOf(Category.VERDICT_LABEL.bit()) >= 0;
    }

    private static boolean isMark(String text, int p) {
        return isMark(text.charAt(p));
    }

    private static boolean isMark(char c) {
        return Character.isSurrogate(c) || c == '\uFE0F' || Character.getType(c) == Character.OTHER_SYMBOL;
    }

    /** Whether only blanks, bullets, emphasis and marks stand beside {@code text[p, end)} on its line. */
    private static boolean aloneOnLine(String text, int from, int p, int end, int to) {
        int q = p;
        int lower = Math.max(from, p - BEFORE_WINDOW);
        while (q > lower && !Decoration.isLineBreak(text.charAt(q - 1))) {
            char c = text.charAt(q - 1);
            if (!(Lexicon.isBlank(c) || LINE_LEAD.indexOf(c) >= 0 || isMark(text, q - 1))) {
                return false;
            }
            q--;
        }
        if (q == lower && lower > from) {
            return false;
        }
        int r = end;
        int upper = Math.min(to, end + BEFORE_WINDOW);
        while (r < upper && !Decoration.isLineBreak(text.charAt(r))) {
            char c = text.charAt(r);
            if (!(Lexicon.isBlank(c) || "*_`\"'”」】.!。！|".indexOf(c) >= 0 || isMark(text, r))) {
                return false;
            }
            r++;
        }
        return r < upper || r >= to;
    }

    // ---- terms of a stretch of text ------------------------------------------------------------------------------

    private static Category firstOf(long categories, long mask) {
        long both = categories & mask;
        return both == 0 ? null : Category.values()[Long.numberOfTrailingZeros(both)];
    }

    /**
     * The lexicon's terms in a stretch of text, longest first at each place, and not overlapping; a negation that
     * counts a problem or a condition near it ({@code no blocking issues}, {@code 問題ありません}, {@code nothing is
     * pending}) and a problem after a minor word ({@code minor nits}) are dropped, as remarks.
     */
    static final class Tokens {
        int[] start = new int[8];
        int[] end = new int[8];
        long[] categories = new long[8];
        /**
         * Where each term's reading starts: its start, or for the later term of a joined pair whose earlier adds
         * nothing to it ("is not" before "not tested"), the earlier's start, where a remark's first word is read.
         */
        int[] lead = new int[8];
        int size;

        static Tokens of(String text, int from, int to) {
            Tokens tokens = unpaired(text, from, to);
            tokens.pair(text);
            return tokens;
        }

        /** A copy of these terms as they stand, paired as {@link #of} pairs them; these stay as they are. */
        Tokens paired(String text) {
            Tokens copy = new Tokens();
            copy.start = start.clone();
            copy.end = end.clone();
            copy.categories = categories.clone();
            copy.lead = lead.clone();
            copy.size = size;
            copy.pair(text);
            return copy;
        }

        /** The terms as they stand, no negation paired with what it counts. */
        static Tokens unpaired(String text, int from, int to) {
            Tokens tokens = new Tokens();
            for (int p = from; p < to; p++) {
                char c = text.charAt(p);
                int face = Faces.mayStart(c) && Faces.startsWord(text, p, from) ? Faces.end(text, p, to) : -1;
                if (face > p && !listedMark(text, p, to, face)) {
                    // A face nobody listed, by its shape, is read as the listed ones are (a hedge's mark); a plain
                    // smile is no term.
                    if (!Faces.kept(text, p, face)) {
                        tokens.add(p, face, Category.HEDGE.bit());
                    }
                    p = face - 1;
                    continue;
                }
                if ((STARTS_ANY[c >>> 6] & (1L << c)) == 0) {
                    continue;
                }
                long found = ANY_TERMS.atJoined(text, p, to);
                if (found >= 0) {
                    int e = Lexicon.endOf(found);
                    if (e == p + 1 && c == '-' && p > from && e < to && Character.isLetter(text.charAt(p - 1))
                            && Character.isLetter(text.charAt(e))) {
                        continue; // a hyphen inside a word (ci-dessus) is no dash saying there is nothing
                    }
                    if (Lexicon.joinedPair(found)) {
                        // A term that takes back inside one that does ("not tested" in "is not tested", 审核中 in
                        // 没有审核中): the earlier up to where the later starts, then the later. Where the words they
                        // share open with a negation ("not"), it is the later's own, read there and not before it.
                        int later = (int) (LEX.laterOf(text, p, found) >>> 32);
                        if (later == p) {
                            tokens.add(p, e, LEX.categoriesOf(found));
                            p = e - 1;
                            continue;
                        }
                        long shared = LEX.at(text, later, e, Category.NEGATION.bit()) >= 0 ? Lexicon.NEGATIONS : 0;
                        long earlier = LEX.earlierCategoriesOf(found) & ~shared;
                        tokens.add(p, later, earlier);
                        tokens.add(later, e, LEX.laterCategoriesOf(found), (earlier & READ) == 0 ? p : later);
                    } else {
                        tokens.add(p, e, LEX.categoriesOf(found));
                    }
                    p = e - 1;
                }
            }
            return tokens;
        }

        private void add(int s, int e, long c) {
            add(s, e, c, s);
        }

        /** Whether the lexicon lists a mark read whole at {@code p} that spans the face ending at {@code face}. */
        private static boolean listedMark(String text, int p, int to, int face) {
            long found = LEX.at(text, p, to, MARKS_READ_WHOLE);
            return found >= 0 && Lexicon.endOf(found) >= face;
        }

        private void add(int s, int e, long c, int led) {
            if ((c & READ) == 0) {
                return; // a word no reading here weighs (a label, "is", "and"): it consumed its characters, nothing more
            }
            if (size == start.length) {
                start = Arrays.copyOf(start, size * 2);
                end = Arrays.copyOf(end, size * 2);
                categories = Arrays.copyOf(categories, size * 2);
                lead = Arrays.copyOf(lead, size * 2);
            }
            start[size] = s;
            end[size] = e;
            lead[size] = led;
            categories[size] = (c & Category.PSEUDO.bit()) != 0 ? Category.PSEUDO.bit() : c;
            size++;
        }

        /**
         * Drops the negations that count problems or conditions near them (after them, or before them as Japanese,
         * Chinese and Korean write it), with those problems; and problems a minor word qualifies.
         */
        private void pair(String text) {
            for (int t = 0; t < size; t++) {
                if ((categories[t] & NEGATING) == 0) {
                    continue;
                }
                int after = t;
                boolean counts = false;
                while (after + 1 < size && near(text, end[after], start[after + 1])
                        && (categories[after + 1] & (COUNTED | Category.MINOR.bit())) != 0) {
                    after++;
                    counts |= (categories[after] & COUNTED) != 0;
                }
                int before = t;
                boolean counted = false;
                // A negation written before what it negates (not, nicht, pas, no) that a word passing follows negates
                // that word, not a problem before it: "The change is not good" counts no change none. Read in the text,
                // past the terms' end: a look before a value reads up to the value alone.
                boolean negatesAPass = text.charAt(start[t]) < 0x1100 && passWordAfter(text, end[t]);
                while (!counts && !negatesAPass && before > 0 && near(text, end[before - 1], start[before])
                        && (categories[before - 1] & (COUNTED | Category.MINOR.bit())) != 0) {
                    before--;
                    counted |= (categories[before] & COUNTED) != 0;
                }
                // A negation of degree (hardly any issues) counts some, not none: asked only where a pair would drop.
                if ((counts || counted) && !ofDegree(text, start[t], end[t])) {
                    for (int i = counts ? t : before; i <= (counts ? after : t); i++) {
                        categories[i] = 0;
                    }
                    t = counts ? after : t;
                }
            }
            for (int t = 0; t + 1 < size; t++) {
                if ((categories[t] & Category.MINOR.bit()) != 0) {
                    for (int next = t + 1; next < size && near(text, end[next - 1], start[next])
                            && (categories[next] & (Category.PROBLEM.bit() | Category.MINOR.bit())) != 0; next++) {
                        categories[next] = 0;
                    }
                }
            }
        }

        /** Whether a word that passes ({@code good}, {@code acceptable}, {@code PASS}) opens right after blanks from {@code e}. */
        private static boolean passWordAfter(String text, int e) {
            int q = e;
            while (q < text.length() && Lexicon.isBlank(text.charAt(q))) {
                q++;
            }
            return q > e && q < text.length()
                    && LEX.at(text, q, Math.min(text.length(), q + PAIR_GAP), Category.POSITIVE_VERDICT.bit()) >= 0;
        }

        /** Whether the negation {@code text[s, e)} is one of degree ({@link Role#DEGREE}: hardly, kaum). */
        static boolean ofDegree(String text, int s, int e) {
            long found = ROLES.at(text, s, e, Role.DEGREE.bit());
            return found >= 0 && Lexicon.endOf(found) == e;
        }

        /** Whether two terms stand close in one clause: no clause mark between them, at most {@link #PAIR_GAP} apart. */
        private static boolean near(String text, int from, int to) {
            if (to - from > PAIR_GAP) {
                return false;
            }
            for (int i = from; i < to; i++) {
                char c = text.charAt(i);
                if (".!?;,:、。，；：！？()（）[]\n".indexOf(c) >= 0) {
                    return false;
                }
            }
            return true;
        }

        /** The first token with a category of {@code mask}, or -1. */
        int firstOf(long mask) {
            for (int t = 0; t < size; t++) {
                if ((categories[t] & mask) != 0) {
                    return t;
                }
            }
            return -1;
        }

        Category category(int t, long mask) {
            return Assertion.firstOf(categories[t], mask);
        }
    }
}

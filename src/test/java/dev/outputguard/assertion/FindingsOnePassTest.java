package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.IntPredicate;

import org.junit.jupiter.api.Test;

/**
 * A review's findings are read in one pass for the places a failure may be stated and for a word in a script the
 * lexicon does not read ({@link Assertion#findings}), and a JSON verdict's body as terms once for both its looks
 * ({@link Assertion#body}). Generated texts of the lexicon's words of every category and
 * language, mixed with letters of scripts it reads and of scripts it does not (Cyrillic, Greek, Hebrew, Arabic, Thai,
 * Devanagari, Bopomofo, Gothic beyond the BMP), marks, emoji, lone surrogates, full- and half-width forms, glued or
 * spaced, are answered the same by that pass as by each look made alone, and the look for an unread script, which
 * stops only at the characters of a table, answers as the look a character at a time it replaced.
 */
class FindingsOnePassTest {

    private static final Lexicon LEX = Lexicon.get();

    /** The scripts the lexicon's words are written in, and the marks every script shares: what it reads. */
    private static Set<Character.UnicodeScript> readScripts() {
        Set<Character.UnicodeScript> scripts = EnumSet.of(Character.UnicodeScript.COMMON, Character.UnicodeScript.INHERITED);
        for (Category c : Category.values()) {
            for (String w : LEX.words(c)) {
                w.codePoints().filter(Character::isLetter).forEach(cp -> scripts.add(Character.UnicodeScript.of(cp)));
            }
        }
        return scripts;
    }

    /**
     * The first word in a script none reads as the look a character at a time answered it before it was read from a
     * table: Latin below U+0370, the CJK marks, kana and Han, Hangul syllables and the half- and full-width forms
     * known by range, every other letter's script looked up, two such letters in a row a word, found where its first
     * letter starts; and, found where its letters start, a word holding a Latin letter none of the read languages
     * writes or one such letter beside a Latin letter (a word of two scripts; the micro and ohm signs are units).
     */
    private static int lookedUpOneByOne(String text, int from, int to, Set<Character.UnicodeScript> scripts) {
        int run = 0;
        int first = -1; // where the run's first letter starts
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (latinNoneWrites(c)) {
                return letterRunStart(text, from, p); // a Latin letter none of the read languages writes: its word
            }
            if (c < 0x370 || c >= 0x3000 && c <= 0x9FFF) {
                run = 0;
                continue;
            }
            if (c >= 0xAC00 && c <= 0xD7AF || c >= 0xFF00 && c <= 0xFFEF || !Character.isLetter(c) && !Character.isHighSurrogate(c)) {
                run = 0;
                continue;
            }
            int cp = Character.codePointAt(text, p);
            int length = Character.charCount(cp);
            if (!Character.isLetter(cp) || scripts.contains(Character.UnicodeScript.of(cp))) {
                run = 0;
            } else if (cp != 0x03BC && cp != 0x03A9 && (p > from && latinLetter(text.charAt(p - 1))
                    || p + length < to && latinLetter(text.charAt(p + length)))) {
                return letterRunStart(text, from, p); // beside a Latin letter: a word of two scripts
            } else if (++run == 2) {
                return first;
            } else {
                first = p;
            }
            if (Character.isSupplementaryCodePoint(cp)) {
                p++;
            }
        }
        return -1;
    }

    /** Latin letters beyond Latin-1 that none of the read languages writes (they write {@code ğ ı İ ş œ Ÿ ẞ}). */
    private static boolean latinNoneWrites(char c) {
        boolean latinBlock = c >= 0x100 && c < 0x2B0 || c >= 0x1E00 && c < 0x1F00 || c >= 0x2C60 && c < 0x2C80
                || c >= 0xA720 && c < 0xA800 || c >= 0xAB30 && c < 0xAB70;
        return latinBlock && Character.isLetter(c) && "ğĞıİşŞœŒŸẞ".indexOf(c) < 0;
    }

    private static boolean latinLetter(char c) {
        return Character.isLetter(c) && (c < 0x2B0 || c >= 0x1E00 && c < 0x1F00);
    }

    private static int letterRunStart(String text, int from, int p) {
        while (p > from && Character.isLetter(text.charAt(p - 1))) {
            p--;
        }
        return p;
    }

    /** Every term of every category of every language the lexicon reads. */
    static List<String> words() {
        List<String> words = new ArrayList<>();
        for (String language : Lexicon.LANGUAGES) {
            for (Category c : Category.values()) {
                words.addAll(LEX.words(c, language));
            }
        }
        return words;
    }

    /** Letters of scripts the lexicon reads and does not, marks, emoji, lone surrogates, and a few plain words. */
    private static final List<String> SCRIPTS = List.of("Итог", "ИТОГ", "Ж", "π", "αβ", "Ω", "שלום", "ש", "النتيجة",
            "ن", "ไทย", "हिन्दी", "\uD800\uDF30\uD800\uDF31", "\uD800\uDF30", "\uD835\uDC00\uD835\uDC01", "😀", "\uD800",
            "\uDC00", "ｱｲ", "ＡＢ", "ᄀᄁ", "ㄅㄆ", "ㄱㄴ", "é", "e\u0301", "ß", "判定", "失敗", "the", "tests", "0", "/", "|", "-",
            "❌", "✅");

    private static final List<String> GLUE = List.of("", "", "", " ", " ", ", ", ". ", "\n", "; ", ": ", "\n\n- ", "、",
            "。", "**", "\u3000");

    private static String text(Random random, List<String> words, int length) {
        StringBuilder b = new StringBuilder();
        for (int w = 0; w < length; w++) {
            String word = random.nextInt(4) == 0 ? SCRIPTS.get(random.nextInt(SCRIPTS.size()))
                    : words.get(random.nextInt(words.size()));
            b.append(word).append(GLUE.get(random.nextInt(GLUE.size())));
        }
        return b.toString();
    }

    @Test
    void theUnreadScriptLook_answersAsTheLookACharacterAtATime() {
        Set<Character.UnicodeScript> scripts = readScripts();
        List<String> words = words();
        Random random = new Random(20261130L);
        List<String> differ = new ArrayList<>();
        int found = 0;
        for (int n = 0; n < 5_000; n++) {
            String text = text(random, words, n % 10 == 0 ? 300 : 1 + random.nextInt(20));
            int from = random.nextInt(text.length() + 1);
            int to = from + random.nextInt(text.length() - from + 1);
            int want = lookedUpOneByOne(text, from, to, scripts);
            found += want >= 0 ? 1 : 0;
            int alone = Assertion.unreadWord(text, from, to);
            int together = Assertion.findings(text, from).unreadWord();
            int wantToEnd = lookedUpOneByOne(text, from, text.length(), scripts);
            if (alone != want || together != wantToEnd) {
                differ.add(alone + "/" + together + " vs " + want + "/" + wantToEnd + " from " + from + " to " + to + ": "
                        + text);
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " of 5000 differ");
        assertTrue(found > 100 && found < 4_900, found + " of 5000 hold an unread word: the texts test both answers");
    }

    @Test
    void theFailureLookOfTheOnePass_answersAsTheLookAloneAndTheWholeRangeReadAsTerms() {
        List<String> words = words();
        Random random = new Random(42L);
        List<String> differ = new ArrayList<>();
        int stated = 0;
        for (int n = 0; n < 3_000; n++) {
            String text = text(random, words, n % 10 == 0 ? 400 : 3 + random.nextInt(30));
            int from = random.nextInt(text.length() / 4 + 1);
            // Up to a place inside the text, as a pass's findings end at its marker; sometimes inside a word.
            int to = from + random.nextInt(text.length() - from + 1);
            int skip = random.nextInt(5);
            IntPredicate counts = p -> p % 5 != skip;
            int alone = Assertion.failureStated(text, from, to, counts);
            int together = Assertion.findings(text, from).failureStated(to, counts);
            int whole = Assertion.failureStatedReadWhole(text, from, to, counts);
            stated += alone >= 0 ? 1 : 0;
            if (alone != together || alone != whole) {
                differ.add(alone + "/" + together + " vs " + whole + " from " + from + " to " + to + ": " + text);
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " of 3000 differ");
        assertTrue(stated > 100 && stated < 2_900, stated + " of 3000 state a failure: the texts test both answers");
    }

    /** Ratings, digits glued to words and written wide, fractions and stars: what a rating's look reads at a digit. */
    private static final List<String> RATINGS = List.of("3/10", "4 / 10", "9/10", "2 out of 10", "5/5", "7点", "10点満点中3点",
            "满分10分", "★★☆☆☆", "★★★★☆", "v2", "x86_64", "abc3", "３/１０", "12", "0", "Score: 2/10", "I would rate this 3/10.",
            "rated", "评分：3/10分");

    /**
     * The first digit the one pass goes over, and the rating's look that begins its walk there, answer as a walk from
     * the place read from does: on generated texts of the lexicon's words, ratings and digits inside words, up to places
     * inside the text (a pass's findings end at its marker), and from places inside a word.
     */
    @Test
    void theRatingLookFromTheFirstDigitOfTheOnePass_answersAsTheLookAlone() {
        List<String> words = new ArrayList<>(words());
        for (int i = 0; i < 20; i++) {
            words.addAll(RATINGS);
        }
        Random random = new Random(31L);
        List<String> differ = new ArrayList<>();
        int rated = 0;
        int digitless = 0;
        for (int n = 0; n < 4_000; n++) {
            String text = text(random, words, n % 10 == 0 ? 300 : 1 + random.nextInt(25));
            int from = random.nextInt(text.length() + 1);
            int to = from + random.nextInt(text.length() - from + 1);
            int skip = random.nextInt(5);
            IntPredicate counts = p -> p % 5 != skip;
            Assertion.Findings findings = Assertion.findings(text, from);
            int digit = from;
            while (digit < text.length() && (text.charAt(digit) < '0' || text.charAt(digit) > '9')) {
                digit++;
            }
            int alone = Assertion.ratedLow(text, from, to, counts);
            int together = findings.ratedLow(to, counts);
            rated += alone >= 0 ? 1 : 0;
            digitless += digit >= to ? 1 : 0;
            if (findings.firstDigit() != digit || alone != together) {
                differ.add(findings.firstDigit() + "/" + together + " vs " + digit + "/" + alone + " from " + from + " to " + to
                        + ": " + text);
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " of 4000 differ");
        assertTrue(rated > 40 && rated < 3_960, rated + " of 4000 rated low: the texts test both answers");
        assertTrue(digitless > 100 && digitless < 3_900, digitless + " of 4000 without a digit: the texts test both");
    }

    /** Counts short of the whole and the whole, as a check's count is written. */
    private static final List<String> COUNTS = List.of("8 of 10", "9/10", "10 of 10", "42/42", "3 of the 12", "v2", "0/5",
            "８/１０", "12", "1");

    /**
     * The cues of a part that the one pass notes, and the walk from its first digit, answer as the look a character at
     * a time ({@link ShortOfWhole#partPasses}): on generated texts of every language's cues of a part, counted items,
     * checks and passing words, with counts, other scripts and the common glue, from places inside the text and up to
     * places inside it (a pass's findings end at its marker).
     */
    @Test
    void thePartLookOfTheOnePass_answersAsTheLookAlone() {
        List<String> words = new ArrayList<>();
        for (String language : Lexicon.LANGUAGES) {
            for (Role role : List.of(Role.PART_OF_WHOLE, Role.EXCEPT, Role.NOT_THE_WHOLE, Role.CHECKED_ITEM,
                    Role.STATUS_SUBJECT, Role.PASSING_STATE, Role.PASSING_VERB, Role.CHECK_STATE)) {
                words.addAll(LEX.words(role, language));
            }
            words.addAll(LEX.words(Category.CHECK, language));
            words.addAll(LEX.words(Category.POSITIVE_VERDICT, language));
        }
        for (int i = 0; i < 30; i++) {
            words.addAll(COUNTS);
        }
        Random random = new Random(53L);
        List<String> differ = new ArrayList<>();
        int parts = 0;
        for (int n = 0; n < 4_000; n++) {
            String text = text(random, words, n % 10 == 0 ? 200 : 2 + random.nextInt(12));
            int from = random.nextInt(text.length() / 3 + 1);
            int at = from + random.nextInt(text.length() - from + 1);
            int to = random.nextBoolean() ? text.length() : at;
            int skip = random.nextInt(5);
            IntPredicate counts = p -> p % 5 != skip;
            int alone = ShortOfWhole.partPasses(text, from, to, counts);
            int together = Assertion.findings(text, from).partPasses(from, to, counts);
            parts += alone >= 0 ? 1 : 0;
            if (alone != together) {
                differ.add(together + " vs " + alone + " from " + from + " to " + to + ": " + text);
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " of 4000 differ");
        assertTrue(parts > 100 && parts < 3_900, parts + " of 4000 pass in part: the texts test both answers");
    }

    /**
     * A blank run inside a term is one key of the table of starts, and the key after it is read as the next: a cue of a
     * part that opens with an English word before a blank ({@code the} of {@code the majority of}) lets a place through
     * only where its next word may follow, not at every {@code the} of a review. In plain prose that holds no cue, the
     * table lets through fewer than a tenth of the word starts (where each {@code the} passed, a fifth and more).
     */
    @Test
    void theKeyAfterABlankRun_refusesTheProseWordsNoCueGoesOnWith() {
        Lexicon.TermStarts table = ShortOfWhole.cueStarts();
        String prose = "The change adds pagination to the list endpoint and threads the cursor through the service layer. "
                + "I checked that the new query uses the index on the created column, and that the page size is bounded by "
                + "the config. The tests cover the first page, the last page and an empty result; the naming is consistent "
                + "with the module. Overall this looks good to me and the documentation was updated in the same commit.";
        int wordStarts = 0;
        List<String> let = new ArrayList<>();
        for (int p = 0; p < prose.length(); p++) {
            if (!Character.isLetter(prose.charAt(p)) || p > 0 && Character.isLetter(prose.charAt(p - 1))) {
                continue;
            }
            wordStarts++;
            assertTrue(!ShortOfWhole.cueAt(prose, p, prose.length()), "a cue at " + p + ": the prose is to hold none");
            if (table.mayStartAt(prose, p, prose.length())) {
                let.add(prose.substring(p, Math.min(prose.length(), p + 12)));
            }
        }
        assertTrue(let.size() * 10 < wordStarts, let.size() + " of " + wordStarts + " word starts let through: " + let);
    }

    @Test
    void aBodyReadAsTermsOnce_answersAsEachLookAlone() {
        List<String> words = words();
        Random random = new Random(7L);
        List<String> differ = new ArrayList<>();
        int plain = 0;
        int stated = 0;
        for (int n = 0; n < 3_000; n++) {
            String text = text(random, words, n % 10 == 0 ? 200 : 1 + random.nextInt(12));
            Assertion.Body body = Assertion.body(text);
            Assertion.Stance beside = Assertion.besideAPass(text);
            int failure = Assertion.failureStated(text);
            plain += beside.plain() ? 1 : 0;
            stated += failure >= 0 ? 1 : 0;
            if (!beside.equals(body.besideAPass()) || failure != body.failureStated()) {
                differ.add(body.besideAPass() + "/" + body.failureStated() + " vs " + beside + "/" + failure + ": " + text);
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " of 3000 differ");
        assertTrue(plain > 100 && plain < 2_900, plain + " of 3000 plain beside a pass: the texts test both answers");
        assertTrue(stated > 100 && stated < 2_900, stated + " of 3000 state a failure: the texts test both answers");
    }

    /**
     * The tables of a term's first two and first three characters refuse no place where a term starts: at every place of
     * generated texts (glued, spaced, at a text's end, blank runs of every kind inside terms, after the second character
     * or the third), for the words that state a failure and for every term, a place the lexicon finds a term at is one
     * the tables let through.
     */
    @Test
    void theFirstCharacters_refuseNoPlaceATermStartsAt() {
        List<String> words = words();
        List<String> glue = new ArrayList<>(GLUE);
        // Blank runs of every kind: each blank is held as one key in the tables, whatever run a term's blank matches.
        List<String> runs = List.of("\t", "\u00A0", "\u202F", "\u2003", "\u200A", "\u3000", "  ", "\u3000 ", " \t",
                "\u2009\u00A0");
        glue.addAll(runs);
        long stated = Category.mask(Category.NEGATIVE_VERDICT, Category.SEVERE, Category.CROSS);
        // The findings' own categories: a failing verdict, a grave problem, a cross, a check not made, confidence, a decision.
        long findings = stated | Category.mask(Category.UNVERIFIED, Category.CONFIDENCE, Category.DECISION);
        Random random = new Random(11L);
        List<String> refused = new ArrayList<>();
        int starts = 0;
        int passed = 0;
        int places = 0;
        for (long categories : new long[] {stated, findings, -1L}) {
            Lexicon.TermStarts table = LEX.termStarts(categories);
            for (int n = 0; n < 2_000; n++) {
                StringBuilder b = new StringBuilder();
                for (int w = 1 + random.nextInt(8); w > 0; w--) {
                    // A term's blanks written as another blank: a blank run matches any run of blanks.
                    String word = words.get(random.nextInt(words.size())).replace(" ", runs.get(random.nextInt(runs.size())));
                    b.append(random.nextBoolean() ? word.toUpperCase(java.util.Locale.ROOT) : word)
                            .append(glue.get(random.nextInt(glue.size())));
                }
                String text = b.toString();
                int to = random.nextInt(text.length() + 1);
                for (int p = 0; p < to; p++) {
                    boolean found = LEX.at(text, p, to, categories) >= 0;
                    boolean may = table.mayStartAt(text, p, to);
                    starts += found ? 1 : 0;
                    if (categories == stated) {
                        places++;
                        passed += may ? 1 : 0;
                    }
                    if (found && !may) {
                        refused.add(p + " up to " + to + ": " + text);
                    }
                }
            }
        }
        assertEquals(List.of(), refused.subList(0, Math.min(5, refused.size())), refused.size() + " places refused");
        assertTrue(starts > 1_000, starts + " places start a term");
        assertTrue(passed < places / 2, passed + " of " + places + " places let through for the words that state a failure: the table refuses most");
    }
}

package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import dev.outputguard.text.Nfkc;

/**
 * A view of the lexicon finds a term that opens with a word character by the text's word read whole and looked up
 * among its terms' first words ({@link Lexicon.View#at}); the lists by first and second character it replaced there
 * ({@link Lexicon.View#atByLists}) are its oracle, and the whole lexicon's lists asked for the view's categories
 * ({@link Lexicon#at}) too: the view of every term but the neutral words and units ({@code Assertion.ANY_TERMS}) reads
 * the terms of a stretch of text and what stands before a verdict's value, and the view of the words that keep a pass
 * in a check's short state ({@code Assertion.STATE_KEEPING}) that state, in their place. At every place, up to every kind of limit, both find the same term
 * or none, and the findings' one pass ({@link Assertion#findings}) finds exactly the places the lists find a term of
 * its categories at: for the review vectors, the fail-closed table (each marker and value with each negation, the whole
 * reviews and replies, the reviews that keep their pass), and generated texts of the lexicon's terms of every category
 * and language, cut short or glued to letters, with words of English prose and of other scripts, letters that fold to
 * ASCII ({@code İ}, {@code ı}, the Kelvin sign), {@code _}, digits, accents, blanks of every kind and marks between
 * them, in any case, read from any place.
 */
class LexiconWordIndexTest {

    private static final Lexicon LEX = Lexicon.get();
    /** The findings' categories: a failing verdict, a grave problem, a cross, a check not made, confidence, a decision. */
    private static final long FINDINGS = Category.mask(Category.NEGATIVE_VERDICT, Category.SEVERE, Category.CROSS,
            Category.UNVERIFIED, Category.CONFIDENCE, Category.DECISION);

    private static final List<String> WORDS = List.of("the", "The", "THE", "is", "it", "this", "that", "then", "there",
            "not", "no", "none", "note", "notes", "could", "does", "good", "was", "test", "tests", "tested", "block",
            "blocks", "created_at", "_private", "x_1", "404", "v2", "İs", "ıs", "NOT", "\u212Aey", "\u212A", "straße",
            "STRASSE", "café", "naïve", "e\u0301t", "ﬁx", "Ｆａｉｌ", "ｔｅｓｔ", "Итог", "αβ", "判定", "問題", "실패", "über",
            "échec", "hatalı", "başarısız", "don’t", "can't", "n/a", "non-blocking", "re-run", "a", "I", "1");
    private static final List<String> GLUE = List.of("", "", "", " ", " ", "  ", "\t", "\u00A0", "\u3000", "\u2009", "\n",
            "\r\n", ", ", ". ", ": ", "：", "; ", "-", "_", "'", "’", "/", "(", ")", "**", "`", "\"", "「", "」", "、", "。",
            "- ", "\n- ", "é", "x", "0", "❌ ", "✅ ");

    private static List<Long> masks() {
        List<Long> masks = new ArrayList<>();
        masks.add(FINDINGS);
        masks.add(Assertion.ANY); // every term but the neutral words and units: the terms of a stretch, a value's lead
        masks.add(Assertion.STATE_KEEPING); // the words a check's short state keeps a pass with (Tests: passed, 判定: PASS)
        for (Category c : Category.values()) {
            masks.add(c.bit());
        }
        masks.add(-1L);
        return masks;
    }

    @Test
    void everyCharacterThatFoldsToAWordCharacter_isALetterOrDigitOfASpacedScript() {
        // What the index rests on: a term made only of word characters ends where the text's word does.
        int folding = 0;
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            if (Lexicon.isWordCharacter(Lexicon.fold((char) c))) {
                folding++;
                String hex = Integer.toHexString(c);
                assertTrue(Lexicon.isSpaced((char) c), () -> "U+" + hex);
            }
        }
        assertTrue(folding >= 63, folding + " characters fold to a word character");
    }

    @Test
    void vectorsAndTheFailClosedTable_areReadAsTheListsReadThem() throws IOException {
        List<String> texts = FailingStatementFromFindingsTest.tableTexts();
        assertTrue(texts.size() > 1_000, texts.size() + " texts");
        Lexicon.View findings = LEX.view(FINDINGS);
        Lexicon.View all = LEX.view(-1L);
        Lexicon.View keeping = LEX.view(Assertion.STATE_KEEPING);
        Random random = new Random(3808L);
        int found = 0;
        for (String raw : texts) {
            String text = Nfkc.of(raw).text();
            for (String t : List.of(raw, text)) {
                found += everyPlace(findings, t, random, FINDINGS) + everyPlace(all, t, random, -1L)
                        + everyPlace(Assertion.ANY_TERMS, t, random, Assertion.ANY)
                        + everyPlace(keeping, t, random, Assertion.STATE_KEEPING);
            }
            int from = random.nextInt(text.length() + 1);
            assertArrayEquals(listed(findings, text, from), Assertion.findings(text, from).places(), () -> "from " + from
                    + " of " + text);
        }
        assertTrue(found > 10_000, found + " places where a term was found: the texts test both answers");
    }

    @Test
    void generatedTexts_areReadAsTheListsReadThem() {
        List<String> terms = FindingsOnePassTest.words();
        List<Long> masks = masks();
        List<Lexicon.View> views = masks.stream().map(LEX::view).toList();
        Lexicon.View findings = LEX.view(FINDINGS);
        Random random = new Random(20261130L);
        int found = 0;
        int placesFound = 0;
        for (int n = 0; n < 8_000; n++) {
            String text = text(random, terms, n % 20 == 0 ? 200 : 1 + random.nextInt(16));
            int k = n % 3 == 0 ? 0 : random.nextInt(masks.size());
            found += everyPlace(views.get(k), text, random, masks.get(k));
            for (String t : List.of(text, Nfkc.of(text).text())) {
                int from = random.nextInt(3) == 0 ? 0 : random.nextInt(t.length() + 1);
                int[] listed = listed(findings, t, from);
                placesFound += listed.length;
                assertArrayEquals(listed, Assertion.findings(t, from).places(), () -> "from " + from + " of " + t);
            }
        }
        assertTrue(found > 20_000, found + " places where a term was found: the texts test both answers");
        assertTrue(placesFound > 5_000, placesFound + " places the findings' pass found");
    }

    /** What may stand for a blank inside a term: asides of every mark (read past after a negation), wider blanks, none. */
    private static final List<String> BETWEEN = List.of(", honestly, ", " (really) ", " — honestly — ", " – so far – ",
            ", ", " ,", "—", "  ", "\t", "\n", "", " - honestly - ", "（据我所知）");

    /**
     * Every term written with each blank of it replaced by an aside, a wider blank or none, and the words after it
     * cut short: the word index, which skips the terms of a word whose keys after it, and after a place an aside may
     * stand (the negation of {@code does not block}), differ from the text's, finds what the lists find.
     */
    @Test
    void termsWithAsidesInside_areReadAsTheListsReadThem() {
        // Only a term that opens with a word character is read by the index; three of the fillers at each blank, drawn.
        List<String> terms = FindingsOnePassTest.words().stream()
                .filter(t -> t.indexOf(' ') > 0 && Lexicon.isWordCharacter(Lexicon.fold(t.charAt(0)))).toList();
        List<Long> masks = List.of(FINDINGS, -1L);
        List<Lexicon.View> views = masks.stream().map(LEX::view).toList();
        Random random = new Random(20261207L);
        int found = 0;
        int compared = 0;
        for (String term : terms) {
            for (int blank = term.indexOf(' '); blank > 0; blank = term.indexOf(' ', blank + 1)) {
                for (int n = 0; n < 3; n++) {
                    String text = term.substring(0, blank) + BETWEEN.get(random.nextInt(BETWEEN.size()))
                            + term.substring(blank + 1);
                    String t = switch (random.nextInt(3)) {
                        case 0 -> text + " x";
                        case 1 -> text.substring(0, text.length() - 1);
                        default -> text;
                    };
                    for (int k = 0; k < masks.size(); k++) {
                        long listed = views.get(k).atByLists(t, 0, t.length());
                        long indexed = views.get(k).at(t, 0, t.length());
                        long mask = masks.get(k);
                        assertEquals(listed < 0 ? -1 : listed, indexed < 0 ? -1 : indexed,
                                () -> "at 0 of " + t + " (categories " + Long.toHexString(mask) + ")");
                        found += listed >= 0 ? 1 : 0;
                        compared++;
                    }
                }
            }
        }
        assertTrue(compared > 20_000 && found > compared / 4, found + " of " + compared + " found: both answers tested");
    }

    /**
     * A view of a page of roles reads as that page's lists asked for its roles: the view of the words that lead a harm
     * (the findings' one pass asks it at most word starts of a review) and a view of each role of every page, over
     * generated texts of the page's words in every language, glued and cut as the lexicon's are.
     */
    @Test
    void rolePageViews_areReadAsTheirListsReadThem() {
        Random random = new Random(20261203L);
        int found = 0;
        List<Lexicon> pages = new ArrayList<>();
        for (Role role : Role.values()) {
            if (!pages.contains(LEX.roles(role))) {
                pages.add(LEX.roles(role));
            }
        }
        for (Lexicon page : pages) {
            List<String> terms = new ArrayList<>();
            List<Long> masks = new ArrayList<>();
            for (Role role : Role.values()) {
                if (LEX.roles(role) == page) {
                    Lexicon.LANGUAGES.forEach(language -> terms.addAll(LEX.words(role, language)));
                    masks.add(role.bit());
                }
            }
            if (page == LEX.roles(Role.DESTROYS)) {
                masks.add(0, Role.mask(Role.DESTROYS, Role.EXPOSES, Role.ANY_ACTOR)); // the harm's leads (Assertion.Harms)
            }
            masks.add(-1L);
            for (long mask : masks) {
                Lexicon.View view = page.view(mask);
                for (int n = 0; n < 300; n++) {
                    String text = text(random, terms, 1 + random.nextInt(12));
                    for (String t : List.of(text, Nfkc.of(text).text())) {
                        for (int p = 0; p <= t.length(); p++) {
                            int limit = p + random.nextInt(t.length() - p + 1);
                            for (int l : new int[] {t.length(), limit}) {
                                long listed = page.at(t, p, l, mask);
                                long indexed = view.at(t, p, l);
                                int at = p;
                                assertEquals(listed < 0 ? -1 : listed, indexed < 0 ? -1 : indexed, () -> "at " + at
                                        + " up to " + l + " of " + t + " (roles " + Long.toHexString(mask) + ")");
                                found += listed >= 0 ? 1 : 0;
                            }
                        }
                    }
                }
            }
        }
        assertTrue(found > 20_000, found + " places where a role's word was found: the texts test both answers");
    }

    /**
     * The table a reader asking several views at a Latin word consults first ({@link Lexicon.WordKinds}: the findings'
     * one pass) names, at every place a view finds a term by its first word, that view's bit, up to the text's end and
     * a random limit: a view it leaves unasked finds none there. The views of each category and of each role's page,
     * eight to a table, over generated texts of their words in every language, glued, cut and with asides where
     * their blanks stand.
     */
    @Test
    void wordKinds_nameEveryViewThatFindsATermByItsWord() {
        Random random = new Random(20261208L);
        List<Lexicon.View> views = new ArrayList<>();
        List<String> terms = new ArrayList<>(FindingsOnePassTest.words());
        for (long mask : masks()) {
            views.add(LEX.view(mask));
        }
        for (Role role : Role.values()) {
            views.add(LEX.roles(role).view(role.bit()));
            Lexicon.LANGUAGES.forEach(language -> terms.addAll(LEX.words(role, language)));
        }
        int found = 0;
        for (int from = 0; from < views.size(); from += 8) {
            List<Lexicon.View> eight = views.subList(from, Math.min(views.size(), from + 8));
            Lexicon.WordKinds kinds = Lexicon.WordKinds.of(eight.stream().map(v -> new Lexicon.View[] {v})
                    .toArray(Lexicon.View[][]::new));
            for (int n = 0; n < 300; n++) {
                String text = text(random, terms, 1 + random.nextInt(12));
                if (random.nextInt(4) == 0) {
                    text = text.replaceFirst(" ", BETWEEN.get(random.nextInt(BETWEEN.size())));
                }
                for (String t : List.of(text, Nfkc.of(text).text())) {
                    char[] chars = t.toCharArray();
                    for (int p = 0; p < t.length(); p++) {
                        if (!Lexicon.isWordCharacter(Lexicon.fold(t.charAt(p)))) {
                            continue;
                        }
                        for (int limit : new int[] {t.length(), p + 1 + random.nextInt(t.length() - p)}) {
                            int bits = kinds.at(chars, 0, p, limit);
                            for (int k = 0; k < eight.size(); k++) {
                                if (eight.get(k).at(t, p, limit) >= 0) {
                                    found++;
                                    int at = p;
                                    int view = from + k;
                                    assertTrue((bits & (1 << k)) != 0, () -> "view " + view + " at " + at + " up to "
                                            + limit + " of " + t);
                                }
                            }
                        }
                    }
                }
            }
        }
        assertTrue(found > 20_000, found + " places where a view found a term: the table is tested where it must name one");
    }

    /**
     * Both readings at every place of {@code text}, up to its end, a limit inside or right after the word there, and
     * a random limit; how many found a term.
     */
    private static int everyPlace(Lexicon.View view, String text, Random random, long mask) {
        int found = 0;
        for (int p = 0; p <= text.length(); p++) {
            int word = p;
            while (word < text.length() && Lexicon.isWordCharacter(Lexicon.fold(text.charAt(word)))) {
                word++;
            }
            int[] limits = {text.length(), Math.min(text.length(), word), Math.min(text.length(), word + 1),
                    Math.max(p, word - 1), p + random.nextInt(text.length() - p + 1)};
            for (int limit : limits) {
                long listed = view.atByLists(text, p, limit);
                long indexed = view.at(text, p, limit);
                int at = p;
                assertEquals(listed < 0 ? -1 : listed, indexed < 0 ? -1 : indexed,
                        () -> "at " + at + " up to " + limit + " of " + text + " (categories " + Long.toHexString(mask) + ")");
                assertEquals(LEX.at(text, p, limit, mask) < 0 ? -1 : LEX.at(text, p, limit, mask), indexed < 0 ? -1 : indexed,
                        () -> "the whole lexicon at " + at + " of " + text);
                found += listed >= 0 ? 1 : 0;
            }
        }
        return found;
    }

    /** The places from {@code from} where the lists find a term of the view up to the end: the pass's oracle. */
    private static int[] listed(Lexicon.View view, String text, int from) {
        return IntStream.range(from, text.length()).filter(p -> view.atByLists(text, p, text.length()) >= 0).toArray();
    }

    private static String text(Random random, List<String> terms, int parts) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < parts; i++) {
            b.append(GLUE.get(random.nextInt(GLUE.size())));
            String w = random.nextInt(3) == 0 ? WORDS.get(random.nextInt(WORDS.size()))
                    : terms.get(random.nextInt(terms.size()));
            switch (random.nextInt(8)) {
                case 0 -> w = w.toUpperCase(Locale.ROOT);
                case 1 -> w = Character.toUpperCase(w.charAt(0)) + w.substring(1);
                case 2 -> w = w.substring(0, 1 + random.nextInt(w.length())); // a term cut short: its first word alone
                case 3 -> w = w + WORDS.get(random.nextInt(WORDS.size())); // glued to a word after it
                case 4 -> w = WORDS.get(random.nextInt(WORDS.size())) + w; // and before it
                default -> { }
            }
            b.append(w);
        }
        return b.append(GLUE.get(random.nextInt(GLUE.size()))).toString();
    }
}

package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.outputguard.text.Nfkc;

/**
 * {@link Assertion#failingStatement} reads only the places where a failing verdict starts as terms; its answer is
 * the one of reading every place of the text as terms, longest first and not overlapping, and taking the first
 * failing verdict stated there. Generated texts of the lexicon's own words (failing and passing verdicts, verdict
 * labels, negations, problems, a term written over the start of a failing verdict), glued without spaces as Han, kana and
 * Hangul are, or spaced, across line ends of every kind, are answered the same both ways; and so are the same texts in
 * NFKC, read with what the normalising pass learnt of their line breaks ({@link Nfkc#newlinesOnly}).
 */
class FailingStatementReadingTest {

    private static final Lexicon LEX = Lexicon.get();
    private static final long NEGATIVE = Category.NEGATIVE_VERDICT.bit();

    /** Every place read as terms: the reading the fast one must agree with. */
    private static int everyPlace(String text, int from, int to) {
        for (int p = from; p < to; p++) {
            long found = LEX.at(text, p, to, -1L);
            if (found < 0) {
                continue;
            }
            int end = Lexicon.endOf(found);
            if ((LEX.categoriesOf(found) & NEGATIVE) != 0 && Assertion.stated(text, from, p, end, to)) {
                return p;
            }
            p = end - 1;
        }
        return -1;
    }

    private static String pick(List<String> terms, Random random) {
        return terms.get(random.nextInt(terms.size()));
    }

    private static final String[] GLUE = {"", "", "", " ", "  ", "\u3000", ":", "：", "\n", "\r\n", "\r", "**", "- ",
            "❌ ", "。", "、", "の", "は", "x", "é", "판정", "合", "格", "不", "\n\n", " **", "|", "\u2028", "\u2029", "\u0085",
            "“", "「", "【", "# ", "> ", "+ ", "• ", "・", "✅ ", "`", "\"", "'", "_", "\uFE0F", "👎 ", "] ", "; "};

    @Test
    void failingStatement_generatedTexts_answerAsEveryPlaceRead() {
        // A category first, then one of its terms: a category's share of the texts does not grow with its list (the
        // problems' list holds a term for each participle of handling each negation is written around).
        List<List<String>> words = new ArrayList<>();
        for (Category c : List.of(Category.NEGATIVE_VERDICT, Category.POSITIVE_VERDICT, Category.VERDICT_LABEL,
                Category.NEGATION, Category.PROBLEM, Category.PSEUDO, Category.CROSS, Category.MINOR)) {
            words.add(LEX.words(c));
        }
        // A term whose end is the start of a failing verdict, written once over both (合否 and 否決 as 合否決): read
        // as terms, the verdict is inside the first term and counts for nothing.
        List<String> overlaps = overlappingTerms();
        Random random = new Random(20261129L);
        int found = 0;
        int refused = 0;
        for (int n = 0; n < 30_000; n++) {
            StringBuilder b = new StringBuilder();
            int parts = 1 + random.nextInt(12);
            for (int i = 0; i < parts; i++) {
                b.append(GLUE[random.nextInt(GLUE.length)]);
                String w = random.nextInt(3) == 0 ? overlaps.get(random.nextInt(overlaps.size()))
                        : pick(words.get(random.nextInt(words.size())), random);
                b.append(random.nextBoolean() ? w : w.toUpperCase(java.util.Locale.ROOT));
            }
            b.append(GLUE[random.nextInt(GLUE.length)]);
            String text = b.toString();
            int from = random.nextInt(4) == 0 ? random.nextInt(text.length() + 1) : 0;
            int to = random.nextInt(4) == 0 ? from + random.nextInt(text.length() - from + 1) : text.length();
            int expected = everyPlace(text, from, to);
            assertEquals(expected, Assertion.failingStatement(text, from, to), () -> "[" + from + ", " + to + ") of " + text);
            // The same text in NFKC, read with what the normalising pass knows of its line breaks.
            Nfkc nfkc = Nfkc.of(text);
            String normal = nfkc.text();
            int nFrom = Math.min(from, normal.length());
            int nTo = Math.max(nFrom, Math.min(to, normal.length()));
            assertEquals(everyPlace(normal, nFrom, nTo), Assertion.failingStatement(nfkc, nFrom, nTo),
                    () -> "[" + nFrom + ", " + nTo + ") of NFKC " + normal);
            if (expected >= 0) {
                found++;
            } else {
                refused++;
            }
        }
        // The texts exercise both answers, so agreement is not agreement on -1 alone.
        assertTrue(found > 500 && refused > 1_000, found + " found, " + refused + " not");
    }

    /**
     * Each term of the lexicon whose end is the start of a failing verdict, written once over both ({@code 合否} and
     * {@code 否決} as {@code 合否決}): read as terms, the verdict is inside the first term and counts for nothing.
     */
    static List<String> overlappingTerms() {
        List<String> overlaps = new ArrayList<>();
        List<String> failing = LEX.words(Category.NEGATIVE_VERDICT);
        for (Category c : Category.values()) {
            for (String t : LEX.words(c)) {
                for (String f : failing) {
                    for (int k = 1; k < t.length(); k++) {
                        if (f.length() > t.length() - k && f.startsWith(t.substring(k))) {
                            overlaps.add(t + f.substring(t.length() - k));
                            break;
                        }
                    }
                }
            }
        }
        assertTrue(overlaps.size() > 100, overlaps.size() + " overlapping terms");
        return overlaps;
    }
}

package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * Two terms that take a value back, written so that one's last words are the other's first ({@code is not} and
 * {@code not tested} in {@code is not tested}; {@code noch nicht} and {@code nicht geprüft}; 没有审核 and 审核中), generated
 * from every such pair the lexicon lists in one language: where either term alone, after a pass, makes the review
 * FAIL, the two written together do too. The lexicon reads the longest term at a place; a term that starts inside it
 * and reaches past its end must still be read ({@code Lexicon}'s joined pairs), whichever of the two the review's
 * readers weigh.
 */
class OverlappingTermsGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();

    /** The categories that take a value back: the first group of {@link Category}. */
    private static final long TAKING_BACK = mask(0, Category.NOT_ACTUAL.ordinal() + 1);
    /** What the earlier term of a pair may be as well: a negation of a verb, a reply's doubt of itself. */
    private static final long ALSO = Category.VERB_NEGATION.bit() | Category.SELF_DOUBT.bit();

    /**
     * Where a term stands after a marker's verdict, where every word must keep a pass ({@code {t}}: the term,
     * {@code {v}}: the verdict): on the lines below it, and as a remark on its line.
     */
    private static final List<String> PLACES = List.of("{v}\n\n{t}", "{v} \u2014 {t}", "{v}\n\n- {t}.");
    private static final String VERDICT = "Final Decision: PASS";
    /**
     * A note beside a JSON pass: measured and printed per language, not asserted. Its short-note reading covers a note with the
     * longest term at each place, so a pair hides its later term there still (docs/review-decision.md).
     */
    private static final String NOTE = "{\"result\": \"PASS\", \"notes\": \"{t}\"}";
    /**
     * A review's body above a pass: measured and printed, not asserted. A body states against a pass only failures,
     * grave problems, crosses and checks not made, not every word that takes back.
     */
    private static final String BODY = "The parser: {t}.\n\n{v}";

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static long mask(int from, int to) {
        long m = 0;
        for (int i = from; i < to; i++) {
            m |= Category.values()[i].bit();
        }
        return m;
    }

    private static boolean cjk(char c) {
        return c >= 0x2E80;
    }

    /**
     * The texts of every pair in {@code language}: two terms of categories that take back (and perhaps a negation of a
     * verb or a doubt), the later's first words (first two characters or more, in Han, kana and Hangul) the earlier's
     * last, written once; neither holds the other. Each as {earlier, later, the two together}.
     */
    private static List<String[]> pairs(String language) {
        Set<String> terms = new LinkedHashSet<>();
        for (Category c : Category.values()) {
            terms.addAll(LEX.words(c, language));
        }
        List<String> earlier = new ArrayList<>();
        Map<String, List<String>> laterByFirst = new LinkedHashMap<>();
        for (String t : terms) {
            if (t.contains("...")) {
                continue; // a gap's term: its words stand apart
            }
            long c = LEX.categoriesOfWord(t);
            if ((c & TAKING_BACK) != 0 && (c & ~(TAKING_BACK | ALSO)) == 0) {
                earlier.add(t);
            }
            if ((c & TAKING_BACK) != 0 && (c & ~(TAKING_BACK | ALSO)) == 0) {
                int blank = t.indexOf(' ');
                laterByFirst.computeIfAbsent(cjk(t.charAt(0)) ? t.substring(0, 1) : blank < 0 ? t : t.substring(0, blank),
                        k -> new ArrayList<>()).add(t);
            }
        }
        List<String[]> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String a : earlier) {
            for (int i = 1; i < a.length(); i++) {
                // A word of Han, kana or Hangul shared is two characters at least: one alone joins words at random.
                boolean opens = cjk(a.charAt(i)) ? i <= a.length() - 2 : a.charAt(i - 1) == ' ' && a.charAt(i) != ' ';
                if (!opens) {
                    continue;
                }
                int blank = a.indexOf(' ', i);
                String first = cjk(a.charAt(i)) ? a.substring(i, i + 1) : blank < 0 ? a.substring(i) : a.substring(i, blank);
                String suffix = a.substring(i);
                for (String b : laterByFirst.getOrDefault(first, List.of())) {
                    if (b.length() <= suffix.length() || !b.startsWith(suffix) || a.contains(b)
                            || !cjk(suffix.charAt(suffix.length() - 1)) && b.charAt(suffix.length()) != ' ') {
                        continue;
                    }
                    String together = a + b.substring(suffix.length());
                    if (seen.add(together)) {
                        out.add(new String[] {a, b, together});
                    }
                }
            }
        }
        return out;
    }

    @Test
    void aTermThatFailsAPass_overlappedByAnotherThatTakesBack_stillFailsIt() {
        Map<String, int[]> perLanguage = new TreeMap<>(); // {pairs, variants, wrong, notes alone fail, notes kept}
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : Lexicon.LANGUAGES) {
            for (String[] pair : pairs(language)) {
                int[] counts = perLanguage.computeIfAbsent(language, l -> new int[7]);
                counts[0]++;
                if (fails(NOTE, pair[0]) || fails(NOTE, pair[1])) {
                    counts[3]++;
                    counts[4] += fails(NOTE, pair[2]) ? 0 : 1;
                }
                if (fails(BODY, pair[0]) || fails(BODY, pair[1])) {
                    counts[5]++;
                    counts[6] += fails(BODY, pair[2]) ? 0 : 1;
                }
                for (String place : PLACES) {
                    boolean alone = fails(place, pair[0]) || fails(place, pair[1]);
                    if (!alone) {
                        continue;
                    }
                    variants++;
                    counts[1]++;
                    if (!fails(place, pair[2])) {
                        counts[2]++;
                        wrong.add(language + ": " + review(place, pair[2]).replace("\n", "\\n") + "  (" + pair[0] + " + "
                                + pair[1] + ")");
                    }
                }
            }
        }
        perLanguage.forEach((language, c) -> System.out.println("overlapping terms, " + language + ": " + c[0] + " pairs, "
                + c[1] + " variants a term alone fails, " + c[2] + " not FAIL together; beside a JSON pass as a note: " + c[3]
                + " a term alone fails, " + c[4] + " not FAIL together; above a pass in a body: " + c[5]
                + " a term alone fails, " + c[6] + " not FAIL together"));
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(perLanguage.size() >= 7 && variants >= 10_000, variants + " variants in " + perLanguage.keySet());
    }

    private static String review(String place, String term) {
        return place.replace("{t}", NOTE.equals(place) ? term.replace("\"", "\\\"") : term).replace("{v}", VERDICT);
    }

    private boolean fails(String place, String term) {
        return decider.decide(review(place, term), null).result() == Verdict.FAIL;
    }
}

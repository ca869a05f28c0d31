package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A reviewer's decision on the change written in prose, and a status line that counts problems, generated in every
 * language the lexicon reads. Every decision word ({@code merge}, {@code LGTM}, {@code マージ}, {@code 合并},
 * {@code freigeben}…) negated as its language negates ({@code not merge}, {@code 不合并}, {@code マージできません}),
 * after a hedge of its language, or followed by a condition of its language, in a finding before any marker or in a
 * suggestion after a pass with suggestions, fails the pass and the pass with suggestions alike; the same word alone as
 * a sentence keeps it. Every problem word of every
 * language as a label answered with a yes of its language or a count above zero ({@code Blocking: yes},
 * {@code バグ: 2}) fails a pass; answered with a zero or a word for nothing, it keeps it.
 */
class DecisionsGeneratedTest {

    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    /** The languages that write a negation after the verb it negates. */
    private static final List<String> NEGATION_AFTER = List.of("ja", "ko");
    private static final List<String> MARKERS = List.of("Final Decision: PASS", "最終判定: PASS",
            "**Final Decision:** PASS_WITH_SUGGESTIONS", "判定: PASS");
    private static final String SUGGESTIONS = "Final Decision: PASS_WITH_SUGGESTIONS\n\n## Suggestions\n- ";
    private static final Lexicon LEX = Lexicon.get();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private Verdict decide(String review) {
        return decider.decide(review, null).result();
    }

    /** The single words of {@code category} in {@code language} that belong to none of {@code unless}. */
    private static List<String> words(Category category, String language, Category... unless) {
        long mask = 0;
        for (Category c : unless) {
            mask |= c.bit();
        }
        long excluded = mask;
        return LEX.words(category, language).stream()
                .filter(w -> !w.contains(" ") && (LEX.categoriesOfWord(w) & excluded) == 0).toList();
    }

    private static String sentenceEnd(String language) {
        return List.of("ja", "zh").contains(language) ? "。" : ".";
    }

    @Test
    void aDecisionNegatedHedgedOrPutOff_failsThePass_andAPlainOneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String> decisions = LEX.words(Category.DECISION, language).stream()
                    // (A decision in the conditional is a modal of itself, taken back alone as a condition's is:
                    // ReadinessAndMergeGeneratedTest.)
                    .filter(w -> (LEX.categoriesOfWord(w) & (Category.CONDITION.bit() | Category.NEGATIVE_VERDICT.bit()
                            | Category.MODAL.bit())) == 0)
                    .toList();
            assertTrue(!decisions.isEmpty(), "no decision word in " + language);
            List<String> negations = words(Category.NEGATION, language, Category.NOTHING, Category.PSEUDO);
            List<String> hedges = words(Category.HEDGE, language, Category.PSEUDO, Category.NEGATION);
            List<String> conditions = words(Category.CONDITION, language, Category.PSEUDO, Category.DECISION);
            String stop = sentenceEnd(language);
            for (String decision : decisions) {
                String marker = MARKERS.get(turn++ % MARKERS.size());
                Verdict kept = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                String negation = negations.get(turn % negations.size());
                String negated = NEGATION_AFTER.contains(language) ? decision + negation : negation + " " + decision;
                List<String> taken = new ArrayList<>(List.of(negated));
                if (!hedges.isEmpty()) {
                    taken.add(hedges.get(turn % hedges.size()) + " " + decision);
                }
                if (!conditions.isEmpty()) {
                    taken.add(decision + " " + conditions.get(turn % conditions.size()) + " X");
                }
                for (String finding : taken) {
                    for (String shape : List.of("%s%s\n\n", "- %s%s\n")) {
                        variants++;
                        String review = String.format(shape, finding, stop) + marker;
                        if (decide(review) != Verdict.FAIL) {
                            wrong.add("not FAIL: " + review);
                        }
                    }
                    // As a suggestion after a pass with suggestions: a suggestion not to merge is no suggestion.
                    variants++;
                    String suggested = SUGGESTIONS + finding + stop;
                    if (decide(suggested) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + suggested);
                    }
                }
                variants++;
                String plainSuggestion = SUGGESTIONS + "Rename x" + stop + "\n- " + decision + stop;
                if (decide(plainSuggestion) != Verdict.PASS_WITH_SUGGESTIONS) {
                    wrong.add("not PASS_WITH_SUGGESTIONS: " + plainSuggestion);
                }
                variants++;
                String plain = decision.substring(0, 1).toUpperCase(Locale.ROOT) + decision.substring(1) + stop + "\n\n"
                        + marker;
                if (decide(plain) != kept) {
                    wrong.add("not " + kept + ": " + plain);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }

    @Test
    void aProblemLabelAnsweredYesOrCounted_failsThePass_andNoneKeepsIt() {
        List<String> wrong = new ArrayList<>();
        Random random = new Random(20261130L);
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String> labels = LEX.words(Category.PROBLEM, language).stream()
                    .filter(w -> (LEX.categoriesOfWord(w) & ~(Category.PROBLEM.bit() | Category.SEVERE.bit())) == 0)
                    .toList();
            List<String> yes = words(Category.YES, language);
            List<String> none = words(Category.NOTHING, language, Category.PSEUDO);
            for (String label : labels) {
                String marker = MARKERS.get(turn++ % MARKERS.size());
                Verdict kept = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                String label1 = label.substring(0, 1).toUpperCase(Locale.ROOT) + label.substring(1);
                List<String> states = new ArrayList<>(List.of(Integer.toString(1 + random.nextInt(99))));
                if (!yes.isEmpty()) {
                    states.add(yes.get(turn % yes.size()));
                }
                for (String state : states) {
                    variants++;
                    String review = label1 + ": " + state + "\n\n" + marker;
                    if (decide(review) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                }
                for (String state : none.isEmpty() ? List.of("0") : List.of("0", none.get(turn % none.size()))) {
                    variants++;
                    String review = label1 + ": " + state + "\n\n" + marker;
                    if (decide(review) != kept) {
                        wrong.add("not " + kept + ": " + review);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }
}

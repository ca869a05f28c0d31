package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A status line a review writes above its pass, generated: every check of every language the lexicon reads
 * ({@code Tests}, {@code CI}, {@code ビルド}…), in three shapes, reported in a short state that is no pass — a word
 * that says there is nothing, a check not made, or a word nobody listed (random letters) — fails the pass and the
 * pass with suggestions alike; the same check in a state every word of which keeps a pass (a passing verdict of any
 * language, a status mark), in a longer description or with a count keeps it, and a label naming the check's
 * problems answered with nothing ({@code Build errors: none}) does too.
 */
class CheckStatesGeneratedTest {

    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final List<String> SHAPES = List.of("%s: %s", "- %s: %s", "**%s:** %s", "%s：%s");
    private static final List<String> MARKERS = List.of("Final Decision: PASS", "最終判定: PASS", "판정: PASS",
            "**Final Decision:** PASS_WITH_SUGGESTIONS");
    private static final Lexicon LEX = Lexicon.get();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private Verdict decide(String review) {
        return decider.decide(review, null).result();
    }

    @Test
    void aCheckInAShortStateThatIsNoPass_failsThePass_andOneThatPassesKeepsIt() {
        List<String> wrong = new ArrayList<>();
        Random random = new Random(20261130L);
        List<String> passing = new ArrayList<>(List.of("✅", "✅ OK"));
        List<String> notPassing = new ArrayList<>();
        for (String language : LANGUAGES) {
            passing.addAll(LEX.words(Category.POSITIVE_VERDICT, language).stream()
                    .filter(w -> LEX.categoriesOfWord(w) == Category.POSITIVE_VERDICT.bit() && w.split(" ").length <= 2)
                    .toList());
            // A word for nothing that counts none of a problem ("特になし": nothing to note) says the check found none.
            notPassing.addAll(LEX.words(Category.NOTHING, language).stream()
                    .filter(w -> w.chars().anyMatch(Character::isLetter) && w.split(" ").length <= 2
                            && !Assertion.countsNone(w))
                    .toList());
            notPassing.addAll(LEX.words(Category.UNVERIFIED, language).stream().filter(w -> w.split(" ").length <= 2).toList());
        }
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            for (String check : LEX.words(Category.CHECK, language)) {
                for (int k = 0; k < 3; k++) {
                    String shape = SHAPES.get(turn % SHAPES.size());
                    String marker = MARKERS.get(turn++ % MARKERS.size());
                    String state = k == 0 ? StatedWords.unlisted(random) : notPassing.get((turn * 7 + k) % notPassing.size());
                    variants++;
                    String review = "Looks fine.\n" + String.format(shape, check, state) + "\n\n" + marker;
                    if (decide(review) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                }
                // A label naming the check's problems is answered by a count of them: "Build errors: none".
                String problem = LEX.words(Category.PROBLEM, language).get(turn % LEX.words(Category.PROBLEM, language).size());
                String none = LEX.words(Category.NOTHING, language).get(0);
                variants++;
                String counted = "Looks fine.\n" + check + " " + problem + ": " + none + "\n\n" + MARKERS.get(0);
                if ((LEX.categoriesOfWord(problem) & Category.MINOR.bit()) == 0 && decide(counted) != Verdict.PASS) {
                    wrong.add("not PASS: " + counted);
                }
                String shape = SHAPES.get(turn % SHAPES.size());
                String marker = MARKERS.get(turn++ % MARKERS.size());
                Verdict expected = marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
                for (String kept : List.of(passing.get(turn % passing.size()), "54 passed, 0 failed",
                        "added for the new endpoint in the parser")) {
                    variants++;
                    String review = "Looks fine.\n" + String.format(shape, check, kept) + "\n\n" + marker;
                    if (decide(review) != expected) {
                        wrong.add("not " + expected + ": " + review);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }
}

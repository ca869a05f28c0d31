package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A list under a heading that names problems, above a review's pass, lists problems, generated: every problem word,
 * failing verdict and severe problem of every language the lexicon reads, as a heading of several shapes
 * ({@code Word:}, {@code ## Word}, {@code **Word**}, {@code 【Word】}) over an item that names no problem itself, above
 * a marker's pass, is FAIL; the same list whose items say nothing or are minor keeps the pass, as do a heading that
 * sums up ({@code Changes:}) and one that says its items are gone ({@code Fixed:}), over an item that names a grave
 * problem. A label naming a problem answered with nothing on its line ({@code Critical issues: none}, {@code Failures:
 * 0}) keeps it too. A PASS_WITH_SUGGESTIONS may list what it found.
 */
class ProblemHeadingsGeneratedTest {

    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final List<String> MARKERS = List.of("Final Decision: PASS", "最終判定: PASS", "判定: PASS",
            "**Final Decision:** PASS");
    private static final List<String> SHAPES = List.of("%s:", "## %s", "**%s**", "【%s】", "%s：");
    private static final Lexicon LEX = Lexicon.get();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private Verdict decide(String review) {
        return decider.decide(review, null).result();
    }

    /** The words of {@code language} that name problems as a heading, read as the decider reads them. */
    private static List<String> headings(String language) {
        List<String> out = new ArrayList<>();
        for (Category c : List.of(Category.PROBLEM, Category.NEGATIVE_VERDICT, Category.SEVERE)) {
            for (String word : LEX.words(c, language)) {
                // (A heading that is a check's status line in a failing state, linter übersprungen, states the failure
                // on its own line: it is read so, whatever its list says.)
                if (!out.contains(word) && word.chars().anyMatch(Character::isLetter) && Assertion.namesProblems(word)
                        && Assertion.statusesNotPassed(word, 0, word.length(), p -> true) < 0) {
                    out.add(word);
                }
            }
        }
        return out;
    }

    @Test
    void aListUnderAProblemsHeading_inAnyLanguage_failsThePass_andOneSayingNothingOrMinorKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        List<String> nothing = new ArrayList<>();
        for (String language : LANGUAGES) {
            nothing.addAll(LEX.words(Category.NOTHING, language).stream()
                    .filter(w -> LEX.categoriesOfWord(w) == Category.NOTHING.bit()).toList());
        }
        List<String> minor = LANGUAGES.stream().flatMap(l -> LEX.words(Category.MINOR, l).stream())
                .filter(w -> (LEX.categoriesOfWord(w) & ~Category.MINOR.bit()) == 0).toList();
        assertTrue(nothing.size() > 10 && minor.size() > 10, nothing.size() + " nothing words, " + minor.size() + " minor");
        for (String language : LANGUAGES) {
            for (String word : headings(language)) {
                String shape = SHAPES.get(turn % SHAPES.size());
                String marker = MARKERS.get(turn++ % MARKERS.size());
                String heading = String.format(shape, word);
                for (String item : List.of("- the parser reads the header twice", "1. パーサーがヘッダーを二度読む",
                        "* Parser: header read twice")) {
                    variants++;
                    String review = "Looks reasonable overall.\n\n" + heading + "\n" + item + "\n\n" + marker;
                    if (decide(review) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + review);
                    }
                }
                // A failing verdict alone on its line is a verdict wherever it stands ("## Failed"): no list keeps it.
                boolean verdict = (LEX.categoriesOfWord(word) & Category.NEGATIVE_VERDICT.bit()) != 0;
                // A failure's word alone in bold (**error**, **failure**) may be read as a run's failure line whatever
                // its list says: a false FAIL, the safe way, left unasserted.
                boolean failureLine = shape.equals("**%s**") && (LEX.categoriesOfWord(word) & Category.FAILURE.bit()) != 0;
                for (String item : verdict || failureLine ? List.<String>of() : List.of("- " + nothing.get(turn % nothing.size()),
                        "- " + minor.get(turn % minor.size()) + ": rename x")) {
                    variants++;
                    String review = heading + "\n" + item + "\n\n" + marker;
                    if (decide(review) != Verdict.PASS) {
                        wrong.add("an item saying nothing or minor failed a pass: " + review);
                    }
                }
                // A label that is a retraction's word as well (errata) answered with a bar no reader takes for a dash
                // (―), or a Japanese one (間違い) answered with a dash (—) or 空, fails the pass: a false FAIL, the safe
                // way, left (errata: — and errata: none, 間違い: なし keep it).
                boolean retraction = (LEX.categoriesOfWord(word) & Category.RETRACTION.bit()) != 0;
                if (!verdict) {
                    // The label answered on its own line: "Critical issues: none", "Failures: 0".
                    String none = nothing.get((turn + 1) % nothing.size());
                    boolean left = retraction && (none.equals("―")
                            || (none.equals("—") || none.equals("空")) && StatedWords.cjk(language));
                    for (String answer : left ? List.of("0") : List.of(none, "0")) {
                        variants++;
                        String review = word + ": " + answer + "\n\n" + marker;
                        if (decide(review) != Verdict.PASS) {
                            wrong.add("a label answered with nothing failed a pass: " + review);
                        }
                    }
                    // Nothing questioned or qualified says more than nothing: "Critical issues: none?" (a label of a
                    // grave problem is read on its line; one of a problem only under it, as a heading).
                    boolean grave = (LEX.categoriesOfWord(word) & Category.SEVERE.bit()) != 0;
                    for (String more : grave ? List.of("?", " (yet)") : List.<String>of()) {
                        variants++;
                        String review = word + ": " + nothing.get((turn + 2) % nothing.size()) + more + "\n\n" + marker;
                        if (decide(review) != Verdict.FAIL) {
                            wrong.add("not FAIL: " + review);
                        }
                    }
                    variants++;
                    String stated = word + ": the parser, on every request\n\n" + marker;
                    if (decide(stated) == Verdict.PASS && (LEX.categoriesOfWord(word) & Category.SEVERE.bit()) != 0) {
                        wrong.add("a grave problem a label states kept a pass: " + stated);
                    }
                }
                // A pass with suggestions may list what it found; a heading that states a failure or a grave problem
                // itself ("Crash:") fails it as any finding does.
                variants++;
                String suggested = heading + "\n- the parser reads the header twice\n\nFinal Decision: PASS_WITH_SUGGESTIONS";
                boolean states = (LEX.categoriesOfWord(word) & (Category.SEVERE.bit() | Category.NEGATIVE_VERDICT.bit())) != 0;
                Verdict expected = states ? Verdict.FAIL : Verdict.PASS_WITH_SUGGESTIONS;
                if (!failureLine && decide(suggested) != expected) {
                    wrong.add("not " + expected + ": " + suggested);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1_000, variants + " variants");
    }

    @Test
    void aHeadingThatSumsUpOrSaysItsItemsAreGone_keepsThePass_andItsNegationFailsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String> severe = StatedWords.failures(language).stream()
                    .filter(w -> (LEX.categoriesOfWord(w) & (Category.SEVERE.bit() | Category.NEGATIVE_VERDICT.bit()))
                            == Category.SEVERE.bit()) // a failing verdict alone on a line is a verdict wherever it stands
                    // a check not made or in a failing state (tests skipped) is a check's state, read as one under
                    // any heading: nothing a heading of resolving resolves
                    .filter(w -> StatedWords.resolvable(w, language) && LEX.words(
                            dev.outputguard.assertion.Role.FAILING_STATE, language).stream().noneMatch(w::endsWith))
                    .toList();
            List<String> resolved = LEX.words(Category.RESOLVING, language).stream()
                    .filter(w -> Assertion.namesResolved(w)).toList();
            List<String> negations = LEX.words(Category.NEGATION, language).stream()
                    .filter(w -> LEX.categoriesOfWord(w) == Category.NEGATION.bit() && w.chars().allMatch(Character::isLetter))
                    .toList();
            for (String summary : LEX.words(Category.SUMMARY, language)) {
                variants++;
                String review = String.format(SHAPES.get(turn++ % SHAPES.size()), summary)
                        + "\n- the parser now reads the header once\n\n" + MARKERS.get(turn % MARKERS.size());
                if (decide(review) != Verdict.PASS) {
                    wrong.add("a summing-up heading failed a pass: " + review);
                }
            }
            for (String word : resolved) {
                String grave = severe.get(turn % severe.size());
                String marker = MARKERS.get(turn++ % MARKERS.size());
                variants++;
                String review = word + ":\n- " + grave + "\n\n" + marker;
                if (decide(review) != Verdict.PASS) {
                    wrong.add("a list under a resolving heading failed a pass: " + review);
                }
                variants++;
                String negation = negations.get(turn % negations.size());
                String taken = (StatedWords.cjk(language) ? word + negation : negation + " " + word) + ":\n- " + grave
                        + "\n\n" + marker;
                if (decide(taken) != Verdict.FAIL) {
                    wrong.add("a list under a negated resolving heading kept a pass: " + taken);
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 100, variants + " variants");
    }
}

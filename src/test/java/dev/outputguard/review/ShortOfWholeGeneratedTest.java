package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.extract.JsonExtractor;

/**
 * A pass beside findings saying it does not cover the whole, generated over every language the lexicon reads, each
 * family with the plain counterparts that keep the pass: a status line naming what was checked limited to part of it
 * ({@code Reviewed: A only}); a share at or below half in a sentence naming a check ({@code Coverage 20%.}); a second
 * label on a line counting a failure ({@code Passed: 3 / Failed: 7}); an open task box with blanks of any width; and
 * warnings or a share counted against a pass on a status line and as a JSON key ({@code Lint warnings: 240},
 * {@code "coverage": 0.12}).
 */
class ShortOfWholeGeneratedTest {

    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final List<String> MARKERS = List.of("Final Decision: PASS", "最終判定: PASS", "判定結果: PASS");
    private static final Lexicon LEX = Lexicon.get();
    private static final long NONE = Category.NEGATION.bit() | Category.NOTHING.bit()
            | Category.MINOR.bit() | Category.RESOLVING.bit() | Category.PSEUDO.bit() | Category.POSITIVE_VERDICT.bit();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());
    private final List<String> wrong = new ArrayList<>();
    private int variants;
    private int turn;

    private void expect(Verdict expected, String review, String reply) {
        variants++;
        Verdict got = decider.decide(review, reply).result();
        if (got != expected) {
            wrong.add(got + " not " + expected + ": " + (review + (reply == null ? "" : " / " + reply)).replace("\n", "\\n"));
        }
    }

    private String marker() {
        return MARKERS.get(turn++ % MARKERS.size());
    }

    private void holds(int least) {
        assertTrue(variants >= least, "only " + variants + " variants");
        assertTrue(wrong.isEmpty(), wrong.size() + " of " + variants + ":\n" + String.join("\n", wrong.subList(0,
                Math.min(30, wrong.size()))));
    }

    @Test
    void aScopeLimitedOnAStatusLineOfWhatWasChecked_failsThePass() {
        for (String language : LANGUAGES) {
            for (String checked : LEX.words(Category.CHECKED, language)) {
                for (String scope : LEX.words(Role.SCOPE, language)) {
                    expect(Verdict.FAIL, checked + ": A " + scope + "\n" + marker(), null);
                    expect(Verdict.FAIL, "- " + checked + ": " + scope + " A\n" + marker(), null);
                    expect(Verdict.FAIL, checked + ": A " + scope + "\n", "{\"result\": \"PASS\"}");
                }
                expect(Verdict.PASS, checked + ": A\n" + marker(), null);
            }
        }
        holds(200);
    }

    @Test
    void aShareAtOrBelowHalfInASentenceNamingACheck_failsThePass_andOneAboveHalfKeepsIt() {
        for (String language : LANGUAGES) {
            List<String> named = new ArrayList<>(LEX.words(Category.CHECK, language));
            named.addAll(LEX.words(Role.SHARE, language));
            List<String> percents = new ArrayList<>(List.of("%", " %"));
            LEX.words(Role.PERCENT, language).forEach(w -> percents.add(" " + w));
            for (String check : named) {
                String percent = percents.get(turn % percents.size());
                for (String low : List.of("0", "12", "20", "50", "12.5")) {
                    expect(Verdict.FAIL, "- " + check + " … " + low + percent + ".\n" + marker(), null);
                }
                expect(Verdict.FAIL, check + " … 20" + percent + ".\n", "{\"result\": \"PASS\"}");
                expect(Verdict.FAIL, "3 of the 10 " + check + " passed.\n" + marker(), null);
                for (String high : List.of("87", "95", "100")) {
                    expect(Verdict.PASS, "- " + check + " … " + high + percent + ".\n" + marker(), null);
                }
            }
            for (String checked : LEX.words(Category.CHECKED, language)) {
                expect(Verdict.FAIL, checked + " 3 / 10 A.\n" + marker(), null);
                expect(Verdict.FAIL, checked + " 30% A.\n" + marker(), null);
                expect(Verdict.PASS, checked + " 10 / 10 A.\n" + marker(), null);
            }
        }
        holds(500);
    }

    @Test
    void aSecondLabelOnALineCountingAFailure_failsThePass() {
        List<String> separators = List.of(" / ", " | ", ", ", "、", "; ");
        for (String language : LANGUAGES) {
            List<String> passing = LEX.words(Category.POSITIVE_VERDICT, language).stream()
                    .filter(w -> LEX.categoriesOfWord(w) == Category.POSITIVE_VERDICT.bit()).toList();
            List<String> failing = new ArrayList<>(LEX.words(Category.NEGATIVE_VERDICT, language));
            failing.addAll(LEX.words(Category.FAILURE, language));
            for (String fail : failing) {
                if ((LEX.categoriesOfWord(fail) & NONE) != 0 || passing.isEmpty()) {
                    continue;
                }
                String pass = passing.get(turn % passing.size());
                String sep = separators.get(turn % separators.size());
                expect(Verdict.FAIL, pass + ": 3" + sep + fail + ": 7\n" + marker(), null);
                expect(Verdict.FAIL, "Tests: 5" + sep + fail + ": 2" + sep + "Skipped: 0\n" + marker(), null);
                if (StatedWords.resolvable(fail, language)) { // a part said to pass counts nothing at 0
                    expect(Verdict.PASS, pass + ": 10" + sep + fail + ": 0\n" + marker(), null);
                }
            }
        }
        expect(Verdict.FAIL, "Passed: 3 / Failed: 7\nFinal Decision: PASS", null);
        expect(Verdict.FAIL, "OK: 5 | NG: 2\nFinal Decision: PASS", null);
        expect(Verdict.FAIL, "合格: 3、不合格: 2\n最終判定: PASS", null);
        expect(Verdict.PASS, "Time: 10:30, Build: green\nFinal Decision: PASS", null);
        holds(200);
    }

    @Test
    void anOpenTaskBoxWithBlanksOfAnyWidth_failsThePass_andADoneOneKeepsIt() {
        List<String> boxes = List.of("[ ]", "[  ]", "[   ]", "[\t]", "[\u3000]", "[\u00A0]", "[ \u2003]");
        for (String language : LANGUAGES) {
            for (String check : LEX.words(Category.CHECK, language)) {
                String box = boxes.get(turn % boxes.size());
                expect(Verdict.FAIL, "- " + box + " " + check + "\n" + marker(), null);
                expect(Verdict.FAIL, "- " + box + " " + check + "\n", "{\"result\": \"PASS\"}");
                expect(Verdict.FAIL, "Looks fine.", "{\"result\": \"PASS\", \"notes\": \"" + box.replace("\t", "\\t") + " "
                        + check + "\"}");
                expect(Verdict.PASS, "- [x] " + check + "\n" + marker(), null);
            }
        }
        holds(300);
    }

    @Test
    void warningsOrAShareCountedAgainstAPass_failIt_andNoneKeepsIt() {
        for (String language : LANGUAGES) {
            for (String warning : LEX.words(Role.WARNING, language)) {
                String key = warning.replace(' ', '_');
                expect(Verdict.FAIL, warning + ": 240\n" + marker(), null);
                expect(Verdict.FAIL, "Lint " + warning + ": 3\n" + marker(), null);
                expect(Verdict.FAIL, "Looks fine.", "{\"result\": \"PASS\", \"" + key + "\": 240}");
                expect(Verdict.FAIL, "Looks fine.", "{\"result\": \"PASS\", \"lint_" + key + "\": 2}");
                expect(Verdict.PASS, warning + ": 0\n" + marker(), null);
                expect(Verdict.PASS, "Looks fine.", "{\"result\": \"PASS\", \"" + key + "\": 0}");
            }
            for (String problem : LEX.words(Category.PROBLEM, language)) {
                if ((LEX.categoriesOfWord(problem) & NONE) != 0) {
                    continue;
                }
                expect(Verdict.FAIL, "Build " + problem + ": 2\n" + marker(), null);
                expect(Verdict.PASS, "Build " + problem + ": 0\n" + marker(), null);
            }
            for (String share : LEX.words(Role.SHARE, language)) {
                String key = share.replace(' ', '_');
                for (String low : List.of("0", "0.12", "0.5")) {
                    expect(Verdict.FAIL, "Looks fine.", "{\"result\": \"PASS\", \"" + key + "\": " + low + "}");
                }
                for (String high : List.of("0.87", "1", "87", "100", "22")) {
                    expect(Verdict.PASS, "Looks fine.", "{\"result\": \"PASS\", \"" + key + "\": " + high + "}");
                }
            }
        }
        expect(Verdict.FAIL, "Looks fine.", "{\"result\":\"PASS\",\"errors\":3}");
        expect(Verdict.PASS, "Looks fine.", "{\"result\":\"PASS\",\"errors\":[]}");
        expect(Verdict.PASS, "Errors: 0\nFinal Decision: PASS", null);
        holds(300);
    }
}

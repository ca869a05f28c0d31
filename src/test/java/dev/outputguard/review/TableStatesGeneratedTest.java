package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A review that reports states in a Markdown table, generated from the lexicon's labels of every language: a check in
 * a state that is no pass, a problem answered yes or counted, a risk rated high and a rating at or below half, as a
 * row ({@code | Tests | skipped |}) or as a column under its header ({@code | Verdict | Blocking |} over
 * {@code | PASS | yes |}), fails a pass; the same tables in states that pass keep it, and a column whose header names
 * a check holds the rows' names, not their states ({@code | Test | Result |} over {@code | unit | pass |}).
 */
class TableStatesGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final List<String> MARKERS = List.of("Final Decision: PASS", "最終判定: PASS",
            "**Final Decision:** PASS_WITH_SUGGESTIONS", "判定: PASS");
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static Verdict kept(String marker) {
        return marker.contains("SUGGESTIONS") ? Verdict.PASS_WITH_SUGGESTIONS : Verdict.PASS;
    }

    /** Up to four labels of a category in a language that neither negate, count nothing, nor hedge. */
    private static List<String> labels(Category category, String language) {
        return LEX.words(category, language).stream()
                .filter(w -> List.of(Category.NEGATION, Category.NOTHING, Category.MINOR, Category.RESOLVING,
                        Category.PSEUDO, Category.HEDGE).stream().noneMatch(c -> LEX.is(w, c)))
                .limit(4).toList();
    }

    private static String row(String label, String state, boolean column, Random random) {
        String pad = random.nextBoolean() ? " " : "";
        if (column) {
            return "|" + pad + "Verdict" + pad + "|" + pad + label + pad + "|\n|---|---|\n|" + pad + "PASS" + pad + "|"
                    + pad + state + pad + "|\n";
        }
        return "| Item | State |\n|:---|:---:|\n| Docs | updated |\n|" + pad + label + pad + "|" + pad + state + pad + "|\n";
    }

    @Test
    void aTableReportingAStateAgainstAPass_failsIt_andOneThatPassesKeepsIt() {
        Random random = new Random(20261130L);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        for (String language : LANGUAGES) {
            List<String[]> against = new ArrayList<>();
            List<String[]> passing = new ArrayList<>();
            for (String problem : labels(Category.PROBLEM, language)) {
                against.add(new String[] {problem, "yes"});
                against.add(new String[] {problem, Integer.toString(1 + random.nextInt(9))});
                passing.add(new String[] {problem, "0"});
            }
            for (String risk : labels(Category.RISK, language)) {
                against.add(new String[] {risk, "high"});
                passing.add(new String[] {risk, "low"});
            }
            for (String rating : labels(Category.RATING, language)) {
                against.add(new String[] {rating, random.nextInt(6) + "/10"});
                passing.add(new String[] {rating, (8 + random.nextInt(3)) + "/10"});
            }
            for (String check : labels(Category.CHECK, language)) {
                against.add(new String[] {check, "skipped"});
                passing.add(new String[] {check, "passed"});
            }
            assertTrue(!against.isEmpty(), "no labels in " + language);
            for (boolean column : List.of(false, true)) {
                for (String[] state : against) {
                    if (column && LEX.is(state[0], Category.CHECK)) {
                        continue; // a check's column names the rows
                    }
                    String marker = MARKERS.get(turn++ % MARKERS.size());
                    String review = "## Review\n\n" + row(state[0], state[1], column, random) + "\n" + marker;
                    variants++;
                    if (decider.decide(review, null).result() != Verdict.FAIL) {
                        wrong.add(review);
                    }
                }
                for (String[] state : passing) {
                    if (column && LEX.is(state[0], Category.CHECK)) {
                        continue;
                    }
                    String marker = MARKERS.get(turn++ % MARKERS.size());
                    String review = "## Review\n\n" + row(state[0], state[1], column, random) + "\n" + marker;
                    variants++;
                    if (decider.decide(review, null).result() != kept(marker)) {
                        wrong.add("(kept) " + review);
                    }
                }
            }
        }
        assertTrue(variants >= 200, "variants: " + variants);
        assertEquals(List.of(), wrong, wrong.size() + " of " + variants + " wrong");
    }

    @Test
    void aColumnUnderACheckHoldsTheRowsNames_aColumnOfThePastNoState_andATableInAFenceIsQuoted() {
        for (String marker : MARKERS) {
            String names = "| Test | Result |\n|---|---|\n| unit | pass |\n| integration | pass |\n\n" + marker;
            assertEquals(kept(marker), decider.decide(names, null).result(), names);
            String fenced = "```\n| Blocking | yes |\n|---|---|\n```\n\nThe table above is the old template.\n\n" + marker;
            assertEquals(kept(marker), decider.decide(fenced, null).result(), fenced);
            String noTable = "a | b | c\n\n" + marker;
            assertEquals(kept(marker), decider.decide(noTable, null).result(), noTable);
            // A column of what was before (or was expected) holds no state of the row; the current column does.
            String beforeAfter = "| Metric | Before | After |\n|---|---|---|\n| Errors | 12 | 0 |\n\n" + marker;
            assertEquals(kept(marker), decider.decide(beforeAfter, null).result(), beforeAfter);
            String after = "| Metric | Before | After |\n|---|---|---|\n| Errors | 0 | 12 |\n\n" + marker;
            assertEquals(Verdict.FAIL, decider.decide(after, null).result(), after);
            // A table of its header alone is its one row.
            String alone = "| Bugs found | 3 |\n|---|---|\n\n" + marker;
            assertEquals(Verdict.FAIL, decider.decide(alone, null).result(), alone);
        }
    }
}

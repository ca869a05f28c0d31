package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A verdict under a line that introduces an example or a template is the example's, not the reviewer's: every label
 * of every language the lexicon lists for an example or a template ({@code Example}, {@code format},
 * {@code expected output}, {@code 出力例}, {@code 格式}, {@code 형식} …), alone or after words on a line ending in a
 * colon ({@code Use this format:}), or an example's label alone on its line without one ({@code Example}, {@code ## 例}), with
 * no, one or two blank lines below it, and the verdict written plainly, in a
 * fence, indented or quoted: never a pass. The same shapes under a line that names none ({@code Here is my review:})
 * keep the pass, but for the blockquote, which quotes someone's words and states no pass under any line
 * ({@code BlockquoteVerdictGeneratedTest}), and the block indented after a blank line, which is indented code
 * ({@code EchoedTemplateAboveAPassGeneratedTest}), as do the label's words where no colon ends the line, and a list of findings under a line naming a
 * template only ({@code Structure:\n- clean}) before the verdict. So is a verdict under a line giving it as another's
 * word or placing it in the past.
 */
class IntroducedExamplesGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> VERDICTS = List.of("Final Decision: PASS", "最終判定: PASS", "**Final Decision:** PASS");
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private Verdict decide(String review) {
        return decider.decide(review, null).result();
    }

    /**
     * The verdict {@code v} written as a paragraph, a fence, an indented block and a blockquote. (A fence of tildes is
     * read as a strike-through, which fails any pass it holds.)
     */
    private static List<String> shapes(String v) {
        return List.of(v, "```\n" + v + "\n```", "```text\n" + v + "\n```", "    " + v, "> " + v);
    }

    @Test
    void aVerdictUnderALineIntroducingAnExample_isNeverAPass() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        List<String> labels = new ArrayList<>(LEX.words(Category.EXAMPLE_LABEL));
        labels.addAll(LEX.words(Category.TEMPLATE_LABEL));
        for (String label : labels) {
            if (label.endsWith(".") || !Character.isLetter(label.charAt(0))) {
                continue; // an abbreviation (e.g.) ends in its own period, read where a comma or colon follows it
            }
            String capital = Character.toUpperCase(label.charAt(0)) + label.substring(1);
            List<String> intros = new ArrayList<>(List.of(capital + ":", "Use this " + label + ":", "**" + capital + ":**",
                    "## " + capital + ":", "以下の" + label + "："));
            if (LEX.is(label, Category.EXAMPLE_LABEL)) {
                intros.addAll(List.of(capital, "**" + capital + "**", "## " + capital)); // an example's label needs no colon
            }
            for (String intro : intros) {
                for (String gap : List.of("\n", "\n\n", "\n\n\n")) {
                    String v = VERDICTS.get(variants % VERDICTS.size());
                    for (String shape : shapes(v)) {
                        String review = "Review done.\n\n" + intro + gap + shape;
                        variants++;
                        if (decide(review) != Verdict.FAIL) {
                            wrong.add(review);
                        }
                    }
                }
            }
        }
        assertTrue(variants >= 2_000, "variants: " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants + " passed");
    }

    /**
     * A verdict under a line that gives it as another's word ({@code The bot says:}, {@code Bot output:},
     * {@code によると：}, {@code laut:}) or places it in the past ({@code Last week:}, {@code 以前：}): every term of both
     * lists in every language, after words or alone, is never a pass.
     */
    @Test
    void aVerdictUnderALineGivingItAsAnothersWordOrInThePast_isNeverAPass() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        List<String> terms = new ArrayList<>(LEX.words(Category.ATTRIBUTION));
        terms.addAll(LEX.words(Category.HISTORICAL));
        for (String term : terms) {
            for (String intro : List.of(term + ":", "The bot " + term + ":", "**" + term + ":**", term + "：")) {
                for (String gap : List.of("\n", "\n\n")) {
                    String v = VERDICTS.get(variants % VERDICTS.size());
                    String review = "Review done.\n\n" + intro + gap + v;
                    variants++;
                    if (decide(review) != Verdict.FAIL) {
                        wrong.add(review);
                    }
                }
            }
        }
        assertTrue(variants >= 1_000, "variants: " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants + " passed");
    }

    @Test
    void aVerdictUnderALineNamingNoExample_staysAPass() {
        List<String> wrong = new ArrayList<>();
        for (String intro : List.of("Here is my review:", "My verdict:", "Summary:", "レビュー結果：", "结论：", "Ergebnis:",
                "After reviewing the changes, the format is consistent.", "Structure:\n- clean", "Format:\n- consistent",
                "**Code structure:**\n1. matches the spec", "Schema:\n* unchanged")) {
            for (String gap : List.of("\n", "\n\n")) {
                for (String v : VERDICTS) {
                    for (String shape : shapes(v)) {
                        String review = intro + gap + shape;
                        // Indented four spaces after a blank line, and not under a list's item, it is indented code,
                        // quoted as a blockquote is.
                        boolean code = shape.startsWith("    ") && gap.equals("\n\n") && !intro.contains("\n");
                        if (decide(review) != (shape.startsWith("> ") || code ? Verdict.FAIL : Verdict.PASS)) {
                            wrong.add(review);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
    }
}

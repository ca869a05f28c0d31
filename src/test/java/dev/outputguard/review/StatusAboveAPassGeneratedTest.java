package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A short line above a deciding pass that says what the pass is, and a short text beside a JSON verdict's pass,
 * generated in every language the lexicon reads. Every hedge, failure, check not made, failing verdict, joke, cross
 * and retraction (not a correction) of every language, alone or after a label ({@code DRAFT}, {@code ERROR},
 * {@code Status: draft}), on the line above a marker's pass, above a JSON verdict and above its fence, fails the pass;
 * the same terms and the conditions as a JSON verdict's short note ({@code "notes": "pending CI"}) fail it too. Lines a
 * review writes above its verdict that say none of it (a heading, a plain finding, a suggestion's hedge in a longer
 * line) keep it.
 */
class StatusAboveAPassGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<Category> ABOVE = List.of(Category.HEDGE, Category.FAILURE, Category.UNVERIFIED,
            Category.NEGATIVE_VERDICT, Category.JOKE, Category.CROSS, Category.RETRACTION);
    private static final List<Category> BESIDE = List.of(Category.HEDGE, Category.CONDITION, Category.FAILURE,
            Category.UNVERIFIED, Category.NEGATIVE_VERDICT, Category.JOKE, Category.CROSS, Category.RETRACTION);
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private Verdict decide(String review) {
        return decider.decide(review, null).result();
    }

    /** A term read as itself standing bare: two words at most, no phrase read elsewhere, no correction or closer. */
    private static boolean bare(String term, Category c, int words) {
        return term.split("\\s+").length <= words && !term.contains(":") && !LEX.is(term, Category.PSEUDO)
                && !LEX.is(term, Category.CLOSER) && !(c == Category.RETRACTION && LEX.is(term, Category.RESOLVING))
                && !((c == Category.FAILURE || c == Category.NEGATIVE_VERDICT) && (LEX.is(term, Category.NEGATION)
                        || LEX.is(term, Category.NOTHING)));
    }

    @Test
    void aShortLineAboveAPass_sayingWhatThePassIs_inEveryLanguage_failsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : Lexicon.LANGUAGES) {
            for (Category c : ABOVE) {
                for (String term : LEX.words(c, language)) {
                    if (!bare(term, c, 2)) {
                        continue;
                    }
                    for (String review : List.of(term + "\nFinal Decision: PASS", "Status: " + term + "\n\n最終判定: PASS",
                            term + "\n{\"result\": \"PASS\"}", "Status: " + term + "\n```json\n{\"result\": \"PASS\"}\n```")) {
                        variants++;
                        if (decide(review) != Verdict.FAIL && wrong.size() < 20) {
                            wrong.add(language + " " + c + ": " + review);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(variants >= 2_000, "generated " + variants);
        // The reason quotes the line above, not the verdict after it.
        for (String review : List.of("DRAFT\n\nFinal Decision: PASS", "ERROR\n```json\n{\"result\": \"PASS\"}\n```")) {
            String reason = decider.decide(review, null).reason();
            assertTrue(reason.contains("\"DRAFT\"") || reason.contains("\"ERROR\""), reason);
        }
        for (String above : List.of("## Verdict", "Looks good to me.", "Maybe rename the helper for clarity.",
                "No blockers.", "Minor nits only.", "Errors: none", "Error handling improved and tested.",
                "- Tests cover the new branch.", "---", "Summary: clean change")) {
            for (String review : List.of(above + "\nFinal Decision: PASS", above + "\n\n{\"result\": \"PASS\"}")) {
                assertEquals(Verdict.PASS, decide(review), review);
            }
        }
    }

    @Test
    void aShortNoteBesideAJsonPass_sayingWhatThePassIs_inEveryLanguage_failsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : Lexicon.LANGUAGES) {
            for (Category c : BESIDE) {
                for (String term : LEX.words(c, language)) {
                    if (!bare(term, c, 3)) {
                        continue;
                    }
                    for (String key : List.of("notes", "comment", "status_note")) {
                        String review = MAPPER.createObjectNode().put("result", "PASS").put(key, term).toString();
                        variants++;
                        if (decide(review) != Verdict.FAIL && wrong.size() < 20) {
                            wrong.add(language + " " + c + ": " + review);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(variants >= 2_000, "generated " + variants);
        for (String note : List.of("Could be cleaner.", "Nice work.", "Consider adding a test for the empty case.",
                "All checks green.", "No issues found.")) {
            String review = MAPPER.createObjectNode().put("result", "PASS").put("notes", note).toString();
            assertEquals(Verdict.PASS, decide(review), review);
        }
    }
}

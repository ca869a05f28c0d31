package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * What follows a marker's pass must keep it, every word ({@link dev.outputguard.assertion.Assertion#restKeepsAPass}).
 * Generated both ways in every language of the lexicon, after every way of writing the verdict of
 * src/test/resources/review/remarks-after-a-pass.json: praise of the change ({@code Good change.},
 * {@code Looks good to me.}), a label of problems answered with nothing ({@code Blocking issues: none}) and a summary
 * of what was checked ({@code Summary: clean, well tested}) keep the pass; the same remarks with a problem counted, a
 * contrast, a question, a negation or a state not reached ({@code Blocking issues: one}, {@code Looks good to me, but
 * …}, {@code Summary: broken}) never PASS.
 */
class RemarkAfterAPassGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static JsonNode read() throws IOException {
        try (InputStream in = RemarkAfterAPassGeneratedTest.class.getResourceAsStream("/review/remarks-after-a-pass.json")) {
            return MAPPER.readTree(in);
        }
    }

    /** Every remark of {@code kind} after every verdict: those whose decision is not {@code expected}. */
    private List<String> decided(JsonNode remarks, String kind, Verdict expected, Set<String> covered) {
        List<String> wrong = new ArrayList<>();
        int n = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = remarks.get(kind).fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            covered.add(language.getKey());
            for (JsonNode remark : language.getValue()) {
                for (JsonNode verdict : remarks.get("verdicts")) {
                    String review = verdict.asText().replace("{r}", remark.asText());
                    n++;
                    if (decider.decide(review, null).result() != expected) {
                        wrong.add(language.getKey() + ": " + review.replace("\n", "\\n"));
                    }
                }
            }
        }
        System.out.println("remarks after a pass, " + kind + ": " + n + " reviews, " + wrong.size() + " not " + expected);
        return wrong;
    }

    @Test
    void praiseNothingBlockingOrASummary_afterAPass_inEveryLanguage_keepIt() throws IOException {
        Set<String> covered = new HashSet<>();
        List<String> refused = decided(read(), "plain", Verdict.PASS, covered);
        assertTrue(covered.containsAll(LANGUAGES), covered::toString);
        assertEquals(List.of(), refused.subList(0, Math.min(refused.size(), 60)), refused.size() + " refused");
    }

    @Test
    void theSameRemarksTakingItBack_inEveryLanguage_neverPass() throws IOException {
        Set<String> covered = new HashSet<>();
        List<String> passed = decided(read(), "taken", Verdict.FAIL, covered);
        assertTrue(covered.containsAll(LANGUAGES), covered::toString);
        assertEquals(List.of(), passed.subList(0, Math.min(passed.size(), 60)), passed.size() + " passed");
    }
}

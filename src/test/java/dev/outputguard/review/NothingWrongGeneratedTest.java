package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.JsonExtractor;

/**
 * A remark after a pass saying the review found nothing wrong keeps the pass, in every language of
 * src/test/resources/review/nothing-wrong.json, after every way of writing the pass: one negation whose scope holds only
 * problems and words of finding ({@code No problems were found.}, {@code 問題は見つかりませんでした。}), a check in a
 * passing state said plainly ({@code All tests pass.}, {@code Tests: 12/12 passing}, {@code Risk: low}). Each is then
 * decorated every way the file lists (hedged, questioned, contrasted with a problem, conditional, retracted) and set
 * beside its counterparts (a problem counted, {@code not all tests pass}, {@code Tests: 11/12 passing}, a past state):
 * none of those ever PASS.
 */
class NothingWrongGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> LANGUAGES = List.of("en", "ja", "zh", "ko", "de", "fr", "es");
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static JsonNode read() throws IOException {
        try (InputStream in = NothingWrongGeneratedTest.class.getResourceAsStream("/review/nothing-wrong.json")) {
            return MAPPER.readTree(in);
        }
    }

    /** The remark without the full stop or exclamation mark that ends it. */
    private static String open(String remark) {
        return remark.replaceAll("[.!。！]+$", "");
    }

    /** Each review of {@code remarks} after every verdict whose decision is not {@code expected} (a PASS, or anything but one). */
    private List<String> decided(JsonNode verdicts, List<String> remarks, boolean pass, String language) {
        List<String> wrong = new ArrayList<>();
        for (String remark : remarks) {
            for (JsonNode verdict : verdicts) {
                String review = verdict.asText().replace("{r}", remark);
                boolean passed = decider.decide(review, null).result() == Verdict.PASS;
                if (passed != pass) {
                    wrong.add(language + ": " + review.replace("\n", "\\n"));
                }
            }
        }
        return wrong;
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void nothingFoundAndChecksPassing_saidPlainly_inEveryLanguage_keepAPass() throws IOException {
        JsonNode file = read();
        List<String> refused = new ArrayList<>();
        int n = 0;
        for (String language : LANGUAGES) {
            JsonNode l = file.get("languages").get(language);
            assertTrue(l != null && l.get("nothingFound").size() > 0 && l.get("checkPasses").size() > 0, language);
            List<String> plain = new ArrayList<>(texts(l.get("nothingFound")));
            plain.addAll(texts(l.get("checkPasses")));
            n += plain.size() * file.get("verdicts").size();
            refused.addAll(decided(file.get("verdicts"), plain, true, language));
        }
        System.out.println("nothing wrong after a pass, plain: " + n + " reviews, " + refused.size() + " not PASS");
        assertEquals(List.of(), refused.subList(0, Math.min(refused.size(), 60)), refused.size() + " refused");
    }

    @Test
    void theSameRemarksDecorated_andTheirCounterparts_inEveryLanguage_neverPass() throws IOException {
        JsonNode file = read();
        List<String> passed = new ArrayList<>();
        int n = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = file.get("languages").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> entry = it.next();
            JsonNode l = entry.getValue();
            List<String> taken = new ArrayList<>();
            for (String plain : texts(l.get("nothingFound"))) {
                l.get("decorations").forEach(d -> taken.add(d.asText().replace("{r}", open(plain))));
            }
            for (String plain : texts(l.get("checkPasses"))) {
                l.get("decorations").forEach(d -> taken.add(d.asText().replace("{r}", open(plain))));
            }
            taken.addAll(texts(l.get("counterparts")));
            n += taken.size() * file.get("verdicts").size();
            passed.addAll(decided(file.get("verdicts"), taken, false, entry.getKey()));
        }
        assertTrue(file.get("languages").size() >= LANGUAGES.size());
        System.out.println("nothing wrong after a pass, taken back: " + n + " reviews, " + passed.size() + " PASS");
        assertEquals(List.of(), passed.subList(0, Math.min(passed.size(), 60)), passed.size() + " passed");
    }
}

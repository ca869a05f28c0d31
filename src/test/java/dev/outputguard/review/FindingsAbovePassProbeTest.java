package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.InProcessFunctions;

/**
 * How review-decision reads the findings a reviewer writes ABOVE its passing verdict, counted per family and language
 * over review/findings-above-a-pass.json, review/findings-above-a-pass-2.json and review/findings-above-a-pass-3.json
 * (each written apart from the code, the later ones held out from the readings the earlier ones guided). Each review there is the text above the final-decision line; the probe adds a
 * blank line and the language's marker ({@code Final Decision: PASS}, {@code 最終判定: PASS}, {@code 最终判定：PASS}) and
 * calls the function in process. Two families: 'plain', reviews whose reviewer found nothing wrong (description of the
 * change, what was checked, praise), where every answer other than PASS is recall lost; 'problem', reviews that state
 * a real problem of the change in plain words (often without bug vocabulary: {@code Users can see each other's
 * orders.}) and still end with a pass, where every PASS is a false PASS. One line per family is printed with totals,
 * counts per language and examples of the misses. The test fails where either count exceeds the corpus's 'allowed'
 * budget, which holds the figures measured when the corpus was written: a change may lower them (and then lowers the
 * budget), never raise them. A second test checks the corpus and markers themselves: with a FAIL marker every review of
 * both families is answered FAIL.
 *
 * <p>The corpus was written apart from the word lists the function reads (src/main/resources/assertion/), as LLM
 * reviewers write, so the probe measures the reading of findings above a pass, not the lists against themselves.
 */
class FindingsAbovePassProbeTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    /**
     * The corpora: the first, and a second written later, apart from the lists and from the first, held out while the
     * readings the first measured were chosen (its plain reviews use words that can name problems for what is meant).
     */
    static List<String> corpora() {
        return List.of("/review/findings-above-a-pass.json", "/review/findings-above-a-pass-2.json",
                "/review/findings-above-a-pass-3.json");
    }

    private static JsonNode corpus(String name) throws IOException {
        try (InputStream in = FindingsAbovePassProbeTest.class.getResourceAsStream(name)) {
            return MAPPER.readTree(in);
        }
    }

    private static String review(String text) {
        return FUNCTIONS.reviewResult(text);
    }

    /** The review as the reviewer ends it: its text, a blank line, the language's final-decision line with {@code verdict}. */
    private static String withMarker(JsonNode corpus, String language, String text, String verdict) {
        JsonNode marker = corpus.get("markers").get(language);
        if (marker == null) {
            throw new IllegalStateException("no marker for language " + language);
        }
        return text + "\n\n" + marker.asText().replace("{v}", verdict);
    }

    /** Counts of one family: reviews and misses, by language, and some missed reviews with their answers to show. */
    private record Count(Map<String, int[]> byLanguage, List<String> shown) {
        Count() {
            this(new TreeMap<>(), new ArrayList<>());
        }

        void add(String language, String reply, String answer, boolean missed) {
            int[] c = byLanguage.computeIfAbsent(language, l -> new int[2]);
            c[0]++;
            if (missed) {
                c[1]++;
                if (shown.size() < Integer.getInteger("findings.shown", 12)) {
                    shown.add(language + " [" + answer + "]: " + reply.replace("\n", "\\n"));
                }
            }
        }

        int missed() {
            return byLanguage.values().stream().mapToInt(c -> c[1]).sum();
        }

        int total() {
            return byLanguage.values().stream().mapToInt(c -> c[0]).sum();
        }

        String print(String family, String what) {
            StringBuilder b = new StringBuilder("findings above a pass, " + family + ": " + missed() + " of " + total()
                    + " " + what);
            byLanguage.forEach((l, c) -> b.append(", ").append(l).append(' ').append(c[1]).append('/').append(c[0]));
            return b.append("; e.g. ").append(shown).toString();
        }
    }

    @ParameterizedTest
    @MethodSource("corpora")
    void findingsAboveAPass_plainKeepItAndProblemsLoseIt_noWorseThanAllowed(String name) throws IOException {
        JsonNode corpus = corpus(name);
        Count plainLost = new Count();
        Count problemPassed = new Count();
        for (Iterator<Map.Entry<String, JsonNode>> it = corpus.get("plain").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            for (JsonNode text : language.getValue()) {
                String reply = withMarker(corpus, language.getKey(), text.asText(), "PASS");
                String answer = review(reply);
                plainLost.add(language.getKey(), reply, answer, !answer.equals("PASS"));
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = corpus.get("problem").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            for (JsonNode text : language.getValue()) {
                String reply = withMarker(corpus, language.getKey(), text.asText(), "PASS");
                String answer = review(reply);
                problemPassed.add(language.getKey(), reply, answer, answer.equals("PASS"));
            }
        }
        System.out.println(name + ": " + plainLost.print("plain", "not answered PASS (recall lost)"));
        System.out.println(name + ": " + problemPassed.print("problem", "answered PASS (false PASS)"));
        JsonNode allowed = corpus.get("allowed");
        assertTrue(plainLost.missed() <= allowed.get("plainLost").asInt(), plainLost.print("plain", "lost"));
        assertTrue(problemPassed.missed() <= allowed.get("problemPassed").asInt(),
                problemPassed.print("problem", "passed"));
    }

    @ParameterizedTest
    @MethodSource("corpora")
    void everyReview_withAFailMarker_isAnsweredFail(String name) throws IOException {
        JsonNode corpus = corpus(name);
        List<String> notFail = new ArrayList<>();
        for (String family : List.of("plain", "problem")) {
            for (Iterator<Map.Entry<String, JsonNode>> it = corpus.get(family).fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> language = it.next();
                for (JsonNode text : language.getValue()) {
                    String reply = withMarker(corpus, language.getKey(), text.asText(), "FAIL");
                    String answer = review(reply);
                    if (!answer.equals("FAIL")) {
                        notFail.add(family + " " + language.getKey() + " [" + answer + "]: " + reply.replace("\n", "\\n"));
                    }
                }
            }
        }
        assertEquals(List.of(), notFail, "reviews ending with a FAIL marker not answered FAIL");
    }
}

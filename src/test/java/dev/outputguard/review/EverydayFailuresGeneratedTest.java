package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A grave failure or tests not run, said in a language's everyday words, beside a pass, generated: every concept of
 * review/everyday-failures.json (the program crashes, hangs, freezes, loses data, shows a blank page or goes down; the
 * tests were not run), in every language the lexicon reads, each sentence alone above the language's final-decision
 * line, with a description of the change around it, as a JSON verdict's {@code summary} and inside a longer summary: never
 * PASS. The same concepts said gone, negated or fixed ({@code no longer crashes}, {@code クラッシュしなくなりました},
 * {@code 修复了闪退}) in the same frames, and the descriptions alone, keep the pass. The sentences are written apart
 * from the word lists the function reads, as reviewers write; the counts per concept and language are printed.
 */
class EverydayFailuresGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String DATA = "/review/everyday-failures.json";
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static JsonNode data() throws IOException {
        try (InputStream in = EverydayFailuresGeneratedTest.class.getResourceAsStream(DATA)) {
            return MAPPER.readTree(in);
        }
    }

    /** One case: its review text and reply (null for a marker's pass). */
    private record Case(String frame, String reviewText, String reply) {
    }

    /** Each frame of {@code sentence}: alone and among the description above the marker's pass, and as a JSON summary. */
    private static List<Case> frames(JsonNode language, String sentence) {
        String marker = "\n\n" + language.get("marker").asText().replace("{v}", "PASS");
        String around = language.get("around").get(0).asText() + " " + sentence + " " + language.get("around").get(1).asText();
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("alone", sentence + marker, null));
        cases.add(new Case("around", around + marker, null));
        cases.add(new Case("bullet", language.get("around").get(0).asText() + "\n\n- " + sentence + marker, null));
        cases.add(new Case("json", "Review attached.", summary(sentence)));
        cases.add(new Case("json-around", "Review attached.", summary(around)));
        return cases;
    }

    private static String summary(String text) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("result", "PASS");
        o.put("summary", text);
        return o.toString();
    }

    /** Counts by concept and by language: cases and misses. */
    private static final class Counts {
        final Map<String, int[]> byConcept = new TreeMap<>();
        final Map<String, int[]> byLanguage = new TreeMap<>();
        final List<String> missed = new ArrayList<>();

        void add(String language, String concept, Case c, Verdict answer, boolean miss) {
            for (int[] n : List.of(byConcept.computeIfAbsent(concept, k -> new int[2]),
                    byLanguage.computeIfAbsent(language, k -> new int[2]))) {
                n[0]++;
                n[1] += miss ? 1 : 0;
            }
            if (miss) {
                missed.add(language + " " + concept + " " + c.frame() + " [" + answer + "]: "
                        + c.reviewText().replace("\n", "\\n") + (c.reply() == null ? "" : " / " + c.reply()));
            }
        }

        int total() {
            return byConcept.values().stream().mapToInt(n -> n[0]).sum();
        }

        String print(String what) {
            StringBuilder b = new StringBuilder(what + ": " + missed.size() + " of " + total());
            byConcept.forEach((k, n) -> b.append(", ").append(k).append(' ').append(n[1]).append('/').append(n[0]));
            b.append(";");
            byLanguage.forEach((k, n) -> b.append(' ').append(k).append(' ').append(n[1]).append('/').append(n[0]));
            return b.toString();
        }
    }

    private Counts run(String kind) throws IOException {
        JsonNode data = data();
        Counts counts = new Counts();
        for (String language : LANGUAGES) {
            JsonNode l = data.get(language);
            assertTrue(l != null, "no sentences for " + language);
            for (Iterator<Map.Entry<String, JsonNode>> it = l.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> concept = it.next();
                if (!concept.getValue().isObject()) {
                    continue; // the marker and the description
                }
                for (JsonNode sentence : concept.getValue().get(kind)) {
                    for (Case c : frames(l, sentence.asText())) {
                        Verdict answer = decider.decide(c.reviewText(), c.reply()).result();
                        boolean miss = kind.equals("stated") ? answer == Verdict.PASS : answer != Verdict.PASS;
                        counts.add(language, concept.getKey(), c, answer, miss);
                    }
                }
            }
        }
        return counts;
    }

    @Test
    void aGraveFailureInEverydayWords_inEveryLanguageAndFrame_isNoPass() throws IOException {
        Counts counts = run("stated");
        System.out.println(counts.print("everyday failures beside a pass, answered PASS (false PASS)"));
        assertTrue(counts.total() >= 11 * 6 * 5, "too few cases: " + counts.total());
        assertTrue(counts.missed.isEmpty(), counts.missed.size() + " false PASS: " + counts.missed);
    }

    @Test
    void theSameFailuresSaidGoneOrFixed_andTheDescriptionsAlone_keepThePass() throws IOException {
        Counts counts = run("gone");
        JsonNode data = data();
        for (String language : LANGUAGES) {
            JsonNode l = data.get(language);
            String description = l.get("around").get(0).asText() + " " + l.get("around").get(1).asText();
            for (Case c : List.of(new Case("description", description + "\n\n" + l.get("marker").asText().replace("{v}",
                    "PASS"), null), new Case("description-json", "Review attached.", summary(description)))) {
                Verdict answer = decider.decide(c.reviewText(), c.reply()).result();
                counts.add(language, "description", c, answer, answer != Verdict.PASS);
            }
        }
        System.out.println(counts.print("everyday failures said gone, not answered PASS (recall lost)"));
        assertTrue(counts.missed.isEmpty(), counts.missed.size() + " lost: " + counts.missed);
    }
}

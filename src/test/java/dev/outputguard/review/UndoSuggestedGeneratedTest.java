package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A suggestion that asks to undo the change as a whole, or to contain a secret it let out, is no suggestion,
 * generated: every such item of review/undo-suggestions.json (written apart from the word lists), in every language the
 * lexicon reads, as the list a PASS_WITH_SUGGESTIONS announces, under a suggestions heading above it after a plain item,
 * and in a JSON verdict's {@code suggestions} beside a pass and a PASS_WITH_SUGGESTIONS: never a pass. The same asked
 * not to be done ({@code No need to revert the PR}, {@code 배포를 롤백하지 마세요}) and plain suggestions keep it. The
 * counts per kind and language are printed.
 */
class UndoSuggestedGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static JsonNode data() throws IOException {
        try (InputStream in = UndoSuggestedGeneratedTest.class.getResourceAsStream("/review/undo-suggestions.json")) {
            return MAPPER.readTree(in);
        }
    }

    private static String json(String verdict, String item) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("result", verdict);
        ArrayNode s = o.putArray("suggestions");
        s.add("Add a comment to foo");
        s.add(item);
        return o.toString();
    }

    /** The frames of one item: {review text, reply or null}. */
    private static List<String[]> frames(String item) {
        return List.of(new String[] {"Final Decision: PASS_WITH_SUGGESTIONS\n- " + item, null},
                new String[] {"Final Decision: PASS_WITH_SUGGESTIONS\n\nSuggestions:\n- Add a comment to foo\n- " + item, null},
                new String[] {"The change is small and clear.\n\n## Suggestions\n- Add a comment to foo\n- " + item
                        + "\n\nFinal Decision: PASS_WITH_SUGGESTIONS", null},
                new String[] {"Review attached.", json("PASS_WITH_SUGGESTIONS", item)},
                new String[] {"Review attached.", json("PASS", item)});
    }

    private Map<String, int[]> run(List<String> kinds, boolean mustFail, List<String> wrong) throws IOException {
        JsonNode data = data();
        Map<String, int[]> counts = new TreeMap<>();
        for (String language : LANGUAGES) {
            for (String kind : kinds) {
                for (JsonNode item : data.get(language).get(kind)) {
                    for (String[] f : frames(item.asText())) {
                        Verdict v = decider.decide(f[0], f[1]).result();
                        boolean miss = mustFail ? v != Verdict.FAIL : v == Verdict.FAIL;
                        for (String key : List.of(kind, language)) {
                            int[] n = counts.computeIfAbsent(key, k -> new int[2]);
                            n[0]++;
                            n[1] += miss ? 1 : 0;
                        }
                        if (miss) {
                            wrong.add(language + " " + kind + " [" + v + "]: " + f[0].replace("\n", "\\n")
                                    + (f[1] == null ? "" : " / " + f[1]));
                        }
                    }
                }
            }
        }
        return counts;
    }

    private static String print(String what, Map<String, int[]> counts, List<String> wrong) {
        StringBuilder b = new StringBuilder(what + ": " + wrong.size());
        counts.forEach((k, n) -> b.append(", ").append(k).append(' ').append(n[1]).append('/').append(n[0]));
        return b.toString();
    }

    @Test
    void undoingTheChangeOrContainingALeak_asASuggestion_inEveryLanguage_isNoPass() throws IOException {
        List<String> wrong = new ArrayList<>();
        Map<String, int[]> counts = run(List.of("undo", "contain"), true, wrong);
        System.out.println(print("suggestions to undo or contain, answered a pass (false pass)", counts, wrong));
        assertTrue(counts.get("undo")[0] >= 11 * 2 * 5, "too few cases");
        assertTrue(wrong.isEmpty(), wrong.size() + " false pass: " + wrong);
    }

    @Test
    void theSameNotAsked_andPlainSuggestions_keepThePass() throws IOException {
        List<String> wrong = new ArrayList<>();
        Map<String, int[]> counts = run(List.of("not", "plain"), false, wrong);
        System.out.println(print("suggestions not asking to undo, answered FAIL (recall lost)", counts, wrong));
        assertTrue(wrong.isEmpty(), wrong.size() + " lost: " + wrong);
    }
}

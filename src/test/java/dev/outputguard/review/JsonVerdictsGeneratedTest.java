package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.extract.JsonExtractor;

/**
 * A JSON review is read whole, generated: every verdict label of every language the lexicon reads, spelled as models
 * spell keys (case, {@code snake_case}, {@code camelCase}, full width, an invisible character inside), at any depth
 * (beside {@code result}, in a nested object, in a list of checks), holding a failing verdict word of any language
 * or a value nobody listed, makes a PASS a FAIL; so does a pass's word as a key that says no ({@code approve: false})
 * and a failure's that says yes ({@code failed: true}). The same fields holding a pass leave it a pass.
 */
class JsonVerdictsGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> LANGUAGES = List.of("en", "ja", "zh", "ko", "de", "fr", "es");
    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    /** How a model may spell a key. */
    private static final List<UnaryOperator<String>> SPELLINGS = List.of(k -> k, k -> k.toUpperCase(Locale.ROOT),
            k -> k.replace(' ', '_'), JsonVerdictsGeneratedTest::camel, JsonVerdictsGeneratedTest::fullWidth,
            k -> k.length() > 1 ? k.charAt(0) + "\u200B" + k.substring(1) : k, k -> "\uFEFF" + k.replace(' ', '-'));

    /** Where a field stands: beside the result, in a nested object, in a list of checks, two levels down. */
    private static final List<Placer> PLACES = List.of((root, key, value) -> root.set(key, value),
            (root, key, value) -> root.putObject("review").set(key, value),
            (root, key, value) -> root.putArray("checks").addObject().put("name", "tests").set(key, value),
            (root, key, value) -> root.putObject("details").putArray("items").addObject().set(key, value));

    private interface Placer {
        void put(ObjectNode root, String key, JsonNode value);
    }

    private static String camel(String k) {
        StringBuilder b = new StringBuilder();
        boolean up = false;
        for (char c : k.toCharArray()) {
            if (c == ' ' || c == '_' || c == '-') {
                up = true;
            } else {
                b.append(up ? Character.toUpperCase(c) : c);
                up = false;
            }
        }
        return b.toString();
    }

    private static String fullWidth(String k) {
        StringBuilder b = new StringBuilder();
        for (char c : k.toCharArray()) {
            b.append(c > 0x20 && c < 0x7F ? (char) (c - 0x21 + 0xFF01) : c);
        }
        return b.toString();
    }

    private static List<String> words(Category category) {
        Set<String> out = new LinkedHashSet<>();
        for (String language : LANGUAGES) {
            out.addAll(Lexicon.get().words(category, language));
        }
        return new ArrayList<>(out);
    }

    private Verdict decide(ObjectNode root) {
        return decider.decide(root.toString(), null).result();
    }

    @Test
    void aVerdictFieldAtAnyDepthThatFailsOrSaysWhatNobodyListed_makesThePassAFail_andAPassingOneKeepsIt() {
        List<String> labels = words(Category.VERDICT_LABEL);
        List<JsonNode> failing = new ArrayList<>();
        for (String word : words(Category.NEGATIVE_VERDICT)) {
            failing.add(TextNode.valueOf(word.toUpperCase(Locale.ROOT)));
        }
        for (String unknown : List.of("banana", "TBD?", "pending review", "PASS?", "~~PASS~~", "PASS (not really)")) {
            failing.add(TextNode.valueOf(unknown));
        }
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int turn = 0;
        Set<String> languagesSeen = new LinkedHashSet<>();
        for (String label : labels) {
            for (UnaryOperator<String> spelling : SPELLINGS) {
                String key = spelling.apply(label);
                for (int p = 0; p < PLACES.size(); p++) {
                    if (p == 0 && key.equals("result")) {
                        continue; // the result itself
                    }
                    for (String pass : List.of("PASS", "PASS_WITH_SUGGESTIONS")) {
                        // The failing values in turn: each meets many labels, spellings and places over the run.
                        for (int f = 0; f < 3; f++) {
                            JsonNode value = failing.get(turn++ % failing.size());
                            ObjectNode root = MAPPER.createObjectNode().put("result", pass);
                            PLACES.get(p).put(root, key, value);
                            variants++;
                            if (decide(root) != Verdict.FAIL) {
                                wrong.add("not FAIL: " + root);
                            }
                        }
                        ObjectNode kept = MAPPER.createObjectNode().put("result", pass);
                        PLACES.get(p).put(kept, key, TextNode.valueOf("PASS"));
                        if (decide(kept) == Verdict.FAIL) {
                            wrong.add("a pass beside a passing field failed: " + kept);
                        }
                    }
                }
            }
        }
        for (String language : LANGUAGES) {
            if (!Lexicon.get().words(Category.VERDICT_LABEL, language).isEmpty()) {
                languagesSeen.add(language);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertEquals(Set.copyOf(LANGUAGES), languagesSeen);
        assertTrue(variants > 5_000, variants + " variants");
    }

    @Test
    void aVerdictWordAsAYesOrNoKeyThatSaysNo_atAnyDepth_makesThePassAFail() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        List<String[]> keys = new ArrayList<>();
        for (String word : words(Category.POSITIVE_VERDICT)) {
            keys.add(new String[] { word, "no" });
            keys.add(new String[] { "is " + word, "no" });
        }
        for (String word : words(Category.NEGATIVE_VERDICT)) {
            keys.add(new String[] { word, "yes" });
        }
        for (String[] k : keys) {
            for (UnaryOperator<String> spelling : SPELLINGS) {
                String key = spelling.apply(k[0]);
                for (Placer place : PLACES) {
                    boolean failsWhenTrue = k[1].equals("yes");
                    ObjectNode root = MAPPER.createObjectNode().put("result", "PASS");
                    place.put(root, key, BooleanNode.valueOf(failsWhenTrue));
                    variants++;
                    if (decide(root) != Verdict.FAIL) {
                        wrong.add("not FAIL: " + root);
                    }
                    ObjectNode kept = MAPPER.createObjectNode().put("result", "PASS");
                    place.put(kept, key, BooleanNode.valueOf(!failsWhenTrue));
                    if (decide(kept) == Verdict.FAIL) {
                        wrong.add("a pass beside a key that says yes failed: " + kept);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1_000, variants + " variants");
    }
}

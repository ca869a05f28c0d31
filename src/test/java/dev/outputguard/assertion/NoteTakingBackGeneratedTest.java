package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A note that takes a value back, standing beside the value rather than around it: the words of each template of
 * the families that take a value back by its words alone (src/test/resources/assertion/families.json: a hedge, a
 * condition, another's word, a framing, a joke, a nearness), the value cut out ({@code "{v} for now"} is
 * {@code "For now."}), written as a short note, in every language the families hold. Two readers:
 * <ul>
 * <li>extract-json with {@code coerce}, a closed schema ({@code additionalProperties: false}) and the value plain
 * beside a member the schema drops, holding the note ({@code {"verdict": "pass", "note": "今のところ。"}}): never the
 * value (the data is refused);</li>
 * <li>review-decision, a JSON verdict's pass beside the note in its own object ({@code {"result": "PASS",
 * "comment": "Noch nicht."}}): never PASS.</li>
 * </ul>
 * The keep side: notes that say nothing of the value (a pointer to the docs, thanks, a closing, praise, a sureness
 * that is whole) keep it, as the docs promise (docs/assertion.md: "Prose under a name that says none of this is
 * dropped"; a note nobody listed a word of keeps the data).
 */
class NoteTakingBackGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    /** The families whose templates take the value back by their words alone, the value cut out. */
    private static final List<String> FAMILIES = List.of("hedge", "condition", "attribution", "framing", "joke", "almost");
    private static final String SCHEMA = "{\"type\":\"object\",\"properties\":{\"verdict\":{\"enum\":[\"pass\",\"fail\"]}},"
            + "\"additionalProperties\":false}";
    private static final List<String> NOTE_KEYS = List.of("note", "comment", "remark", "notes");

    private static JsonNode families;
    /**
     * Words alone that say nothing of a value: German {@code formal} ("formally") is English {@code formal}, a kind of
     * review, and the lexicon's words are read in every language.
     */
    private static final Set<String> UNREAD_ALONE = Set.of("formal");

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = NoteTakingBackGeneratedTest.class.getResourceAsStream("/assertion/families.json")) {
            families = MAPPER.readTree(in).get("families");
        }
    }

    /**
     * A template's words with its value cut out, the marks left at its ends dropped and a full stop put after it
     * ({@code "{v}, zu 90 % sicher"}: {@code "Zu 90 % sicher."}); null where no letter stays ({@code "{v} :-/"}) or the
     * value stands inside the words.
     */
    static String wordsAlone(String template) {
        String v = template.strip();
        if (!v.startsWith("{v}") && !v.endsWith("{v}") || v.indexOf("{v}") != v.lastIndexOf("{v}")) {
            return null; // the value inside the words: cut out, they are no sentence (作者は と言っています)
        }
        String t = template.replace("{v}", " ").replace("{V}", " ").replace("{other}", " ").strip();
        int from = 0;
        int to = t.length();
        while (from < to && !Character.isLetterOrDigit(t.codePointAt(from)) && "…%".indexOf(t.charAt(from)) < 0) {
            from++;
        }
        while (to > from && !Character.isLetterOrDigit(t.charAt(to - 1)) && "!%".indexOf(t.charAt(to - 1)) < 0) {
            to--;
        }
        t = t.substring(from, to).strip();
        if (t.codePoints().filter(Character::isLetter).count() < 2 || UNREAD_ALONE.contains(t)) {
            return null;
        }
        // A Han or kana sentence ends in 。, any other in a full stop.
        boolean cjk = t.charAt(t.length() - 1) >= 0x2E80 && t.charAt(t.length() - 1) < 0xAC00;
        return t.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + t.substring(1) + (t.endsWith("!") ? "" : cjk ? "。" : ".");
    }

    private record Note(String family, String language, String text) {
    }

    private static List<Note> notes() {
        List<Note> notes = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String family : FAMILIES) {
            for (Iterator<Map.Entry<String, JsonNode>> it = families.get(family).fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> language = it.next();
                for (JsonNode template : language.getValue()) {
                    String words = wordsAlone(template.asText());
                    if (words != null && seen.add(words)) {
                        notes.add(new Note(family, language.getKey(), words));
                    }
                }
            }
        }
        return notes;
    }

    private static JsonNode call(String function, ObjectNode request) {
        try {
            return MAPPER.readTree(new String(FUNCTIONS.call(function, MAPPER.writeValueAsBytes(request)), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether extract-json answers {@code pass} beside a dropped member holding {@code note}. */
    static boolean dataAnswered(String key, String note, String mode) {
        ObjectNode data = MAPPER.createObjectNode().put("verdict", "pass").put(key, note);
        ObjectNode request = MAPPER.createObjectNode().put("text", "```json\n" + data + "\n```").put("coerce", true)
                .put("mode", mode);
        try {
            request.set("schema", MAPPER.readTree(SCHEMA));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        JsonNode answer = call("extract-json", request);
        return answer.path("ok").asBoolean() && "pass".equals(answer.path("json").path("verdict").asText());
    }

    /** Whether review-decision answers PASS for a JSON verdict's pass beside {@code note} in its object. */
    static boolean passAnswered(String key, String note) {
        String review = MAPPER.createObjectNode().put("result", "PASS").put(key, note).toString();
        return "PASS".equals(call("review-decision", MAPPER.createObjectNode().put("reviewText", review)).path("result").asText());
    }

    @Test
    void aNoteOfATemplatesWordsAlone_beside_aPlainValue_inEveryLanguage_neverLeavesTheValue() {
        Map<String, int[]> byFamily = new TreeMap<>(); // variants, answered
        Set<String> languages = new LinkedHashSet<>();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (Note n : notes()) {
            languages.add(n.language());
            for (String key : NOTE_KEYS) {
                for (String mode : List.of("strict", "repair")) {
                    boolean answered = dataAnswered(key, n.text(), mode);
                    int[] c = byFamily.computeIfAbsent("extract-json, a dropped member: " + n.family(), f -> new int[2]);
                    c[0]++;
                    c[1] += answered ? 1 : 0;
                    variants++;
                    if (answered) {
                        wrong.add("extract-json " + n.family() + "/" + n.language() + " " + key + " " + mode + ": " + n.text());
                    }
                }
                boolean passed = passAnswered(key, n.text());
                int[] c = byFamily.computeIfAbsent("review-decision, a note beside a JSON pass: " + n.family(), f -> new int[2]);
                c[0]++;
                c[1] += passed ? 1 : 0;
                variants++;
                if (passed) {
                    wrong.add("review-decision " + n.family() + "/" + n.language() + " " + key + ": " + n.text());
                }
            }
        }
        System.out.println("a note taking a value back beside it, variants / answered: " + byFamily.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()[0] + " / " + e.getValue()[1]).toList() + ", " + variants
                + " variants");
        assertTrue(languages.containsAll(List.of("en", "ja", "zh", "ko", "de", "fr", "es", "it", "pt", "nl", "tr")),
                languages::toString);
        assertTrue(variants >= 2_000, "generated " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(wrong.size(), 60)), wrong.size() + " answered of " + variants);
    }

    @Test
    void aNoteThatSaysNothingOfTheValue_keepsIt() {
        List<String> neutral = List.of("ok", "see docs", "as requested", "Thanks!", "Extracted from the invoice.",
                "Looks good.", "100% sure.", "Sure.", "問題ありません。", "以上です。", "看起来不错。", "좋아 보입니다.", "Sieht gut aus.",
                "Siehe oben.", "Voir ci-dessus.", "Ver arriba.", "Vedi sopra.", "Ver acima.", "Zie boven.", "Yukarıya bakın.");
        List<String> wrong = new ArrayList<>();
        for (String note : neutral) {
            for (String key : NOTE_KEYS) {
                if (!dataAnswered(key, note, "strict")) {
                    wrong.add("extract-json " + key + ": " + note);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theWordsAloneOfATemplate() {
        assertEquals("For now.", wordsAlone("{v} for now"));
        assertEquals("Zu 90 % sicher.", wordsAlone("{v}, zu 90 % sicher"));
        assertEquals("今のところ。", wordsAlone("今のところ{v}"));
        assertEquals("90%の確信。", wordsAlone("{v}（90%の確信）"));
        assertEquals(null, wordsAlone("{v} :-/"));
        assertEquals("%90 eminim.", wordsAlone("{v}, %90 eminim"));
        assertEquals(null, wordsAlone("作者は{v}と言っています"));
    }
}

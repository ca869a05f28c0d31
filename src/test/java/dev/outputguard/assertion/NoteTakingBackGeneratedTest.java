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
    private static final Lexicon LEX = Lexicon.get();
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

    /**
     * What a template takes back, said at length in its language: a neutral phrase of seven or eight words where the
     * value stood at the template's start or end ({@code "{v}, c'est ce que dit le linter"} is {@code "Le nouveau code du
     * parseur et ses tests, c'est ce que dit le linter."}; in Han and kana, whose characters count half a word, about
     * as many characters). The same note runs longer in some languages than in others,
     * so its length is no reason to keep the value: past a short remark's words, up to a caveat's, it is read as one is.
     */
    private static final Map<String, String> SAID_AT_LENGTH = Map.ofEntries(
            Map.entry("en", "the new parser code and its unit tests"),
            Map.entry("fr", "le nouveau code du parseur et ses tests"),
            Map.entry("es", "el nuevo código del parser y sus pruebas"),
            Map.entry("de", "der neue Code des Parsers und seine Tests"),
            Map.entry("it", "il nuovo codice del parser e i suoi test"),
            Map.entry("pt", "o novo código do parser e os seus testes"),
            Map.entry("nl", "de nieuwe code van de parser en zijn tests"),
            Map.entry("tr", "ayrıştırıcının yeni kodu ve onun birim testleri"),
            Map.entry("ja", "パーサーの新コードと単体テスト"),
            Map.entry("zh", "这次提交的解析器新代码和它的单元测试"),
            Map.entry("ko", "이번 파서의 새 코드와 그 단위 테스트"));

    /**
     * The families whose words take back what a clause says (a hedge, a condition, another's word, a joke), said at
     * length; a nearness or a framing takes back the one word it stands at ("almost", "formally"), which a phrase is not.
     */
    private static final Set<String> AT_LENGTH = Set.of("hedge", "condition", "attribution", "joke");

    /** A template with its value at its start or end replaced by its language's phrase, as a sentence; else null. */
    static String saidAtLength(String template, String phrase) {
        String v = template.strip();
        if (!v.startsWith("{v}") && !v.endsWith("{v}") || v.indexOf("{v}") != v.lastIndexOf("{v}")
                || v.contains("{V}") || v.contains("{other}")) {
            return null;
        }
        // The words away from the value, which stand at the note's other edge: the reading takes the value back where
        // a trigger opens or closes the note, so only a template whose words end (or begin) with one is said at length.
        String words = v.replace("{v}", "").strip();
        if (!edge(words, v.startsWith("{v}"))) {
            return null;
        }
        String t = v.replace("{v}", phrase);
        char last = t.charAt(t.length() - 1);
        boolean cjk = last >= 0x2E80 && last < 0xAC00;
        String end = Character.isLetterOrDigit(last) ? cjk ? "。" : "." : "";
        return t.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + t.substring(1) + end;
    }

    /** The kinds of term the families at length are made of. */
    private static final long TRIGGERS = Category.mask(Category.HEDGE, Category.CONDITION, Category.ATTRIBUTION, Category.JOKE);

    /** Whether {@code words}, the marks at their ends aside, close ({@code closing}) or open with a trigger's term. */
    static boolean edge(String words, boolean closing) {
        int from = 0;
        int to = words.length();
        while (from < to && !Character.isLetterOrDigit(words.charAt(from))) {
            from++;
        }
        while (to > from && !Character.isLetterOrDigit(words.charAt(to - 1))) {
            to--;
        }
        String w = words.substring(from, to);
        if (!closing) {
            return !w.isEmpty() && LEX.at(w, 0, w.length(), TRIGGERS) >= 0;
        }
        for (int p = 0; p < w.length(); p++) {
            long found = LEX.at(w, p, w.length(), TRIGGERS);
            if (found >= 0 && Lexicon.endOf(found) == w.length()) {
                return true;
            }
        }
        return false;
    }

    @Test
    void aNoteSaidAtLength_beside_aPlainValue_inEveryLanguage_neverLeavesTheValue() {
        Map<String, int[]> byLanguage = new TreeMap<>(); // variants, answered
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String family : FAMILIES) {
            for (Iterator<Map.Entry<String, JsonNode>> it = families.get(family).fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> language = it.next();
                String phrase = AT_LENGTH.contains(family) ? SAID_AT_LENGTH.get(language.getKey()) : null;
                for (JsonNode template : phrase == null ? List.<JsonNode>of() : language.getValue()) {
                    String note = saidAtLength(template.asText(), phrase);
                    if (note == null) {
                        continue;
                    }
                    for (String key : NOTE_KEYS) {
                        boolean answered = dataAnswered(key, note, "strict") | passAnswered(key, note);
                        int[] c = byLanguage.computeIfAbsent(language.getKey(), l -> new int[2]);
                        c[0] += 2;
                        c[1] += answered ? 1 : 0;
                        variants += 2;
                        String case_ = family + "/" + language.getKey() + ": " + note;
                        if (answered && !wrong.contains(case_)) {
                            wrong.add(case_);
                        }
                    }
                }
            }
        }
        System.out.println("a note taking a value back, said at length, variants / answered per language: "
                + byLanguage.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()[0] + " / " + e.getValue()[1]).toList());
        assertTrue(byLanguage.keySet().containsAll(SAID_AT_LENGTH.keySet()), byLanguage::toString);
        assertTrue(variants >= 1_000, "generated " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(wrong.size(), 120)), wrong.size() + " notes answered, of " + variants
                + " variants");
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
        assertEquals("C'est ce que dit le linter, en tout cas : le code.",
                saidAtLength("c'est ce que dit le linter, en tout cas : {v}", "le code"));
        assertEquals(null, saidAtLength("{v}, c'est ce que dit le linter", "le code")); // its trigger ends no edge
        assertEquals("コード（リンターがそう言っているだけ）", saidAtLength("{v}（リンターがそう言っているだけ）", "コード"));
        assertEquals(null, saidAtLength("作者は{v}と言っています", "コード"));
        assertEquals(null, saidAtLength("{v} (not really)", "the code")); // a negation, not a trigger at length
    }
}

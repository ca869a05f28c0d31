package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A remark after a reply's data saying the text it read does not give what it answers ({@code The source did not
 * mention approval.}, {@code ※元の文章には記載がありません。}, {@code 原文中没有提到}, {@code 원문에는 언급되어 있지
 * 않습니다.}, {@code Der Text erwähnt das nicht.}, {@code La source ne mentionne pas}, {@code El texto no menciona}), that
 * the value was made up or guessed ({@code Diese Angabe ist geraten.}), or giving the data's ground as none or a guess
 * ({@code Source: my imagination}), generated from {@code src/test/resources/align/unstated-in-the-source.json}
 * (written apart from the lexicon) in seven languages: every remark, with each of its language's things named, in eight
 * shapes (a paragraph, after {@code Note:} and {@code **Note:**}, bracketed, a bullet, a blockquote, on the value's
 * closing line, in underscore emphasis), after every seed (a boolean saying yes and no, an enum, an integer, a list and
 * an integer read from prose), in strict and repair mode: extract-json with {@code coerce} never answers the value.
 * The same language's plain counterparts (the text said to give it, a negation it is said to state, a thing not given
 * said to be left out, a source named) keep it, in every shape but the closing line (whose rest is a short remark on the
 * value, where any negation takes it back) and every seed where the language's neutral remark (its {@code control})
 * keeps it. Each object seed's schema names an optional due date its data leaves out: a remark saying a thing not given
 * was left out keeps the data only where the data leaves a place empty (the data leaving none, and a remark naming a
 * field the data holds, are {@link LacksAHeldFieldGeneratedTest}'s).
 */
class UnstatedInTheSourceGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    private record Seed(String name, String reply, String repaired, String schema, JsonNode value) {
    }

    private static final String BOOLEAN = "{\"type\":\"object\",\"properties\":{\"approved\":{\"type\":\"boolean\"},\"due_date\":{\"type\":[\"string\",\"null\"]}},\"required\":[\"approved\"]}";
    private static final List<Seed> SEEDS = List.of(
            new Seed("yes", "{\"approved\": true}", "{\"approved\": true,}", BOOLEAN, json("{\"approved\": true}")),
            new Seed("no", "{\"approved\": false}", "{'approved': false}", BOOLEAN, json("{\"approved\": false}")),
            new Seed("enum", "{\"sentiment\": \"positive\"}", "{sentiment: \"positive\"}",
                    "{\"type\":\"object\",\"properties\":{\"sentiment\":{\"type\":\"string\",\"enum\":[\"positive\",\"negative\","
                            + "\"neutral\"]},\"due_date\":{\"type\":[\"string\",\"null\"]}},\"required\":[\"sentiment\"]}", json("{\"sentiment\": \"positive\"}")),
            new Seed("integer", "{\"total\": 42}", "{\"total\": 42,}",
                    "{\"type\":\"object\",\"properties\":{\"total\":{\"type\":\"integer\"},\"due_date\":{\"type\":[\"string\",\"null\"]}},\"required\":[\"total\"]}",
                    json("{\"total\": 42}")),
            new Seed("list", "{\"tags\": [\"a\", \"b\"]}", "{\"tags\": [\"a\", \"b\",],}",
                    "{\"type\":\"object\",\"properties\":{\"tags\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}},"
                            + "\"due_date\":{\"type\":[\"string\",\"null\"]}},\"required\":[\"tags\"]}", json("{\"tags\": [\"a\", \"b\"]}")),
            new Seed("prose", "The total is **42**.", "The total is **42**.", "{\"type\":\"integer\"}", json("42")));

    /** Where the remark stands after the value: its own paragraph, labelled, bracketed, a bullet, quoted, on its line. */
    private static final String CLOSING_LINE = " %s";
    private static final List<String> SHAPES = List.of("\n\n%s", "\n\nNote: %s", "\n\n**Note:** %s", "\n\n(%s)", "\n\n- %s",
            "\n\n> %s", CLOSING_LINE, "\n\n_%s_");

    /** The JSON {@code text} (shared with the lacks-a-held-field suite). */
    static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode remarks() {
        return resource("/align/unstated-in-the-source.json");
    }

    /** The JSON of the test resource at {@code path} (shared with the lacks-a-held-field suite). */
    static JsonNode resource(String path) {
        try (InputStream in = UnstatedInTheSourceGeneratedTest.class.getResourceAsStream(path)) {
            return MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether extract-json with {@code coerce} answers the seed's value for {@code reply}. */
    private static boolean answers(Seed seed, String reply, boolean repair) {
        ObjectNode request = MAPPER.createObjectNode().put("text", reply).put("coerce", true)
                .put("mode", repair ? "repair" : "strict");
        request.set("schema", json(seed.schema()));
        JsonNode answer = json(new String(FUNCTIONS.call("extract-json", request.toString().getBytes(StandardCharsets.UTF_8)),
                StandardCharsets.UTF_8));
        return answer.path("ok").asBoolean() && seed.value().equals(answer.get("json"));
    }

    /** Whether extract-json answers each property of the seed's data for {@code reply} (a note beside them kept or not). */
    private static boolean answersData(Seed seed, String reply) {
        ObjectNode request = MAPPER.createObjectNode().put("text", reply).put("coerce", true).put("mode", "strict");
        request.set("schema", json(seed.schema()));
        JsonNode answer = json(new String(FUNCTIONS.call("extract-json", request.toString().getBytes(StandardCharsets.UTF_8)),
                StandardCharsets.UTF_8));
        if (!answer.path("ok").asBoolean()) {
            return false;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = seed.value().fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> property = it.next();
            if (!property.getValue().equals(answer.get("json").get(property.getKey()))) {
                return false;
            }
        }
        return true;
    }

    /** Each remark of {@code kind} of the language, with each thing it names, capitalised as a sentence opens. */
    private static List<String> written(JsonNode language, String kind) {
        List<String> out = new ArrayList<>();
        for (JsonNode r : language.get(kind)) {
            for (JsonNode thing : r.asText().contains("{thing}") ? language.get("things") : MAPPER.createArrayNode().add("")) {
                String s = r.asText().replace("{thing}", thing.asText());
                out.add(s.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + s.substring(1));
            }
        }
        return out;
    }

    /**
     * The languages of the remarks file, each with its remarks: every member but the file's own notes ({@code _…})
     * (shared with the lacks-a-held-field suite).
     */
    static List<Map.Entry<String, JsonNode>> languages(JsonNode remarks) {
        List<Map.Entry<String, JsonNode>> out = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = remarks.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            if (!language.getKey().startsWith("_")) {
                out.add(language);
            }
        }
        return out;
    }

    @Test
    void aRemarkThatTheTextGivesNoneOfIt_orThatItWasMadeUp_inEveryShapeAndLanguage_neverLeavesTheValueAnswered() {
        JsonNode remarks = remarks();
        Map<String, int[]> byLanguage = new TreeMap<>(); // variants, weighed (where the control keeps the value)
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, JsonNode> language : languages(remarks)) {
            String control = language.getValue().get("control").asText();
            for (Seed seed : SEEDS) {
                for (String shape : SHAPES) {
                    for (boolean repair : List.of(false, true)) {
                        String head = repair ? seed.repaired() : seed.reply();
                        boolean weighed = answers(seed, head + shape.formatted(control), repair);
                        for (String remark : written(language.getValue(), "refused")) {
                            String reply = head + shape.formatted(remark);
                            int[] c = byLanguage.computeIfAbsent(language.getKey(), k -> new int[2]);
                            c[0]++;
                            c[1] += weighed ? 1 : 0;
                            if (answers(seed, reply, repair)) {
                                wrong.add(language.getKey() + " " + seed.name() + (repair ? " repair" : "") + ": answered " + reply);
                            }
                        }
                    }
                }
            }
        }
        System.out.println("unstated in the source, variants / where a neutral remark keeps the value: " + byLanguage.entrySet()
                .stream().map(e -> e.getKey() + " " + e.getValue()[0] + " / " + e.getValue()[1]).toList());
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " answered");
        assertEquals(7, byLanguage.size(), byLanguage.keySet().toString());
        byLanguage.forEach((language, c) -> assertTrue(c[1] * 2 >= c[0], language + ": a neutral remark keeps the value in too"
                + " few of the shapes, so the family's refusals weigh little: " + c[1] + " of " + c[0]));
    }

    @Test
    void theTextSaidToGiveIt_aNegationItStates_aThingLeftOut_orASourceNamed_keepTheValue() {
        JsonNode remarks = remarks();
        List<String> wrong = new ArrayList<>();
        int kept = 0;
        for (Map.Entry<String, JsonNode> language : languages(remarks)) {
            String control = language.getValue().get("control").asText();
            for (Seed seed : SEEDS) {
                for (String shape : SHAPES) {
                    if (shape.equals(CLOSING_LINE)) {
                        continue; // the rest of the value's closing line is a short remark on it: a negation there takes it back
                    }
                    for (boolean repair : List.of(false, true)) {
                        String head = repair ? seed.repaired() : seed.reply();
                        if (!answers(seed, head + shape.formatted(control), repair)) {
                            continue; // the shape itself leaves this value unclear, whatever the remark says
                        }
                        for (String remark : written(language.getValue(), "kept")) {
                            kept++;
                            String reply = head + shape.formatted(remark);
                            if (!answers(seed, reply, repair)) {
                                wrong.add(language.getKey() + " " + seed.name() + (repair ? " repair" : "") + ": refused " + reply);
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + kept + " refused");
        assertTrue(kept >= 1_000, "kept variants: " + kept);
    }
    /** The words of {@code text}, a Han, kana or Hangul letter counting half, as a short note's are counted. */
    private static double words(String text) {
        double words = 0;
        for (int p = 0; p < text.length(); p++) {
            char c = text.charAt(p);
            if (c >= 0x2E80 && Character.isLetter(c)) {
                words += 0.5;
            } else if (Character.isLetterOrDigit(c) && (p == 0 || !Character.isLetterOrDigit(text.charAt(p - 1)))) {
                words++;
            }
        }
        return words;
    }

    private static final List<String> NOTE_KEYS = List.of("note", "comment", "explanation", "remark");

    /**
     * The same remarks, each of at most eight words, as a short note beside the data in its object
     * ({@code {"approved": true, "note": "The source did not mention approval."}}): never answered; the plain
     * counterparts of at most eight words so written keep it.
     */
    @Test
    void theSameRemarkAsAShortNoteBesideTheData_neverLeavesTheValueAnswered_andItsPlainCounterpartKeepsIt() {
        JsonNode remarks = remarks();
        List<String> wrong = new ArrayList<>();
        int refused = 0;
        int kept = 0;
        for (Map.Entry<String, JsonNode> language : languages(remarks)) {
            for (Seed seed : SEEDS) {
                if (!seed.reply().startsWith("{")) {
                    continue;
                }
                for (String kind : List.of("refused", "kept")) {
                    for (String remark : written(language.getValue(), kind)) {
                        if (words(remark) > 8) {
                            continue;
                        }
                        ObjectNode data = ((ObjectNode) seed.value()).deepCopy();
                        data.put(NOTE_KEYS.get((refused + kept) % NOTE_KEYS.size()), remark);
                        boolean answered = answersData(seed, data.toString());
                        if (kind.equals("refused")) {
                            refused++;
                        } else {
                            kept++;
                        }
                        if (answered != kind.equals("kept")) {
                            wrong.add(language.getKey() + " " + seed.name() + (answered ? ": answered " : ": refused ") + data);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " wrong");
        assertTrue(refused >= 300 && kept >= 50, refused + " refused, " + kept + " kept");
    }
}

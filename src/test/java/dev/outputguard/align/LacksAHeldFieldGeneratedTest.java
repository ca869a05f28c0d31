package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A remark after a reply's data saying the source has no field the data holds ({@code The invoice has no total
 * line.} after {@code {"total": 42}}, {@code La facture n'a pas de total.}, {@code 发票上没有total。}), and a remark
 * saying a thing not given was left out that names such a field among the things not given ({@code The text mentions
 * neither approval nor a due date, so I left the due date out.}), generated from
 * {@code src/test/resources/align/lacks-a-held-field.json} (written apart from the lexicon) in seven languages: every
 * remark with every written form of each seed's field (a key as written, its words, a stem: {@code approval} of
 * {@code approved}), in six shapes after five seeds (an integer, a string, a boolean, a list, an enum), each with an
 * optional property the data leaves out, in strict and repair mode: extract-json with {@code coerce} never answers the
 * data. A thing not given said to be left out and naming no held field keeps it where the data leaves a place empty,
 * and is refused where the data leaves none (what was left out is then no place of the answer: fail closed); a thing
 * the data holds no field of said to be absent, and a problem counted none, keep it; a thing named in Han, kana or
 * Hangul said to be absent, which cannot be matched to a field named in Latin letters, is refused.
 */
class LacksAHeldFieldGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    /** A seed: its data, written strictly and for repair, its one property's schema, and its field's written forms. */
    private record Seed(String name, String reply, String repaired, String property, String propertySchema, JsonNode value,
            List<String> forms) {

        /** The schema: the seed's property required, and, where {@code withPlace}, an optional due date it leaves out. */
        String schema(boolean withPlace) {
            return "{\"type\":\"object\",\"properties\":{\"" + property + "\":" + propertySchema
                    + (withPlace ? ",\"due_date\":{\"type\":[\"string\",\"null\"]}" : "") + "},\"required\":[\"" + property + "\"]}";
        }
    }

    private static final List<Seed> SEEDS = List.of(
            new Seed("integer", "{\"total\": 42}", "{\"total\": 42,}", "total", "{\"type\":\"integer\"}", json("{\"total\": 42}"),
                    List.of("total", "`total`")),
            new Seed("string", "{\"invoice_number\": \"A-7\"}", "{invoice_number: 'A-7'}", "invoice_number",
                    "{\"type\":\"string\"}", json("{\"invoice_number\": \"A-7\"}"), List.of("invoice number", "invoice_number")),
            new Seed("boolean", "{\"approved\": true}", "{\"approved\": true,}", "approved", "{\"type\":\"boolean\"}",
                    json("{\"approved\": true}"), List.of("approval", "approved")),
            new Seed("list", "{\"tags\": [\"a\", \"b\"]}", "{\"tags\": [\"a\", \"b\",],}", "tags",
                    "{\"type\":\"array\",\"items\":{\"type\":\"string\"}}", json("{\"tags\": [\"a\", \"b\"]}"), List.of("tags")),
            new Seed("enum", "{\"sentiment\": \"positive\"}", "{sentiment: \"positive\"}", "sentiment",
                    "{\"type\":\"string\",\"enum\":[\"positive\",\"negative\",\"neutral\"]}", json("{\"sentiment\": \"positive\"}"),
                    List.of("sentiment")));

    private static final String CLOSING_LINE = " %s";
    private static final List<String> SHAPES = List.of("\n\n%s", "\n\nNote: %s", "\n\n(%s)", "\n\n- %s", "\n\n> %s", CLOSING_LINE);

    private static JsonNode json(String text) {
        return UnstatedInTheSourceGeneratedTest.json(text);
    }

    private static JsonNode remarks() {
        return UnstatedInTheSourceGeneratedTest.resource("/align/lacks-a-held-field.json");
    }

    /** Whether extract-json with {@code coerce} answers the seed's value for {@code reply} under {@code schema}. */
    private static boolean answers(Seed seed, String schema, String reply, boolean repair) {
        ObjectNode request = MAPPER.createObjectNode().put("text", reply).put("coerce", true)
                .put("mode", repair ? "repair" : "strict");
        request.set("schema", json(schema));
        JsonNode answer = json(new String(FUNCTIONS.call("extract-json", request.toString().getBytes(StandardCharsets.UTF_8)),
                StandardCharsets.UTF_8));
        return answer.path("ok").asBoolean() && seed.value().equals(answer.get("json"));
    }

    /** The remarks of {@code kind} of the language, with each of the seed's forms where they name its field. */
    private static List<String> written(JsonNode language, String kind, Seed seed) {
        List<String> out = new ArrayList<>();
        for (JsonNode r : language.path(kind)) {
            for (String form : r.asText().contains("{field}") ? seed.forms() : List.of("")) {
                out.add(r.asText().replace("{field}", form));
            }
        }
        return out;
    }

    private static List<Map.Entry<String, JsonNode>> languages(JsonNode remarks) {
        return UnstatedInTheSourceGeneratedTest.languages(remarks);
    }

    /**
     * Reads every remark of {@code kind} after every seed in every shape and mode, under the schema with or without a
     * place left out, where the language's neutral remark keeps the value in that shape; collects those answered other
     * than {@code kept} says into {@code wrong}, and returns how many were read.
     */
    private static int read(String kind, boolean withPlace, boolean kept, List<String> wrong, Map<String, Integer> counts) {
        int read = 0;
        for (Map.Entry<String, JsonNode> language : languages(remarks())) {
            String control = language.getValue().get("control").asText();
            for (Seed seed : SEEDS) {
                String schema = seed.schema(withPlace);
                for (String shape : SHAPES) {
                    if (kept && shape.equals(CLOSING_LINE)) {
                        continue; // the rest of the value's closing line is a short remark on it: a negation there takes it back
                    }
                    for (boolean repair : List.of(false, true)) {
                        String head = repair ? seed.repaired() : seed.reply();
                        if (!answers(seed, schema, head + shape.formatted(control), repair)) {
                            continue; // the shape itself leaves this value unclear, whatever the remark says
                        }
                        for (String remark : written(language.getValue(), kind, seed)) {
                            read++;
                            counts.merge(kind + (withPlace ? "" : " (no place left)") + " " + language.getKey(), 1, Integer::sum);
                            String reply = head + shape.formatted(remark);
                            if (answers(seed, schema, reply, repair) != kept) {
                                wrong.add(language.getKey() + " " + seed.name() + (repair ? " repair" : "")
                                        + (kept ? ": refused " : ": answered ") + reply);
                            }
                        }
                    }
                }
            }
        }
        return read;
    }

    @Test
    void aRemarkThatTheSourceLacksAFieldTheDataHolds_inEveryShapeAndLanguage_neverLeavesTheDataAnswered() {
        List<String> wrong = new ArrayList<>();
        Map<String, Integer> counts = new TreeMap<>();
        int read = read("lacks", true, false, wrong, counts) + read("lacks", false, false, wrong, counts)
                + read("unmatched", true, false, wrong, counts);
        System.out.println("lacks a held field, refused variants per family and language: " + counts);
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " answered of " + read);
        assertTrue(read >= 2_000, "variants: " + read);
    }

    @Test
    void aThingLeftOut_namingAFieldTheDataHolds_orWhereTheDataLeavesNoPlace_neverLeavesTheDataAnswered() {
        List<String> wrong = new ArrayList<>();
        Map<String, Integer> counts = new TreeMap<>();
        int read = read("leftOutNaming", true, false, wrong, counts) + read("leftOut", false, false, wrong, counts);
        System.out.println("a thing left out, refused variants per family and language: " + counts);
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " answered of " + read);
        assertTrue(read >= 500, "variants: " + read);
    }

    @Test
    void aThingLeftOutWhereTheDataLeavesAPlace_anotherThingAbsent_orAProblemCountedNone_keepTheData() {
        List<String> wrong = new ArrayList<>();
        Map<String, Integer> counts = new TreeMap<>();
        int read = read("leftOut", true, true, wrong, counts) + read("other", true, true, wrong, counts)
                + read("other", false, true, wrong, counts);
        System.out.println("kept variants per family and language: " + counts);
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " refused of " + read);
        assertTrue(read >= 500, "variants: " + read);
    }

    /**
     * The same families where a value is written in prose ({@code The total is **42**.}, whose words before it name
     * what it is) and where the remark stands before the JSON value, as its own paragraph: every {@code lacks} remark of
     * every language naming the field is never answered; before the JSON, each {@code other} remark of a language written
     * in Latin letters, which names no held field, and a lead naming the answer keep it.
     */
    @Test
    void theSameRemarks_afterAValueInProse_andBeforeTheJson_neverLeaveItAnswered_andOnesNamingNoHeldFieldKeepIt() {
        Seed prose = new Seed("prose", "The total is **42**.", "Total: 42", "total", "{\"type\":\"integer\"}", json("42"),
                List.of("total"));
        List<String> wrong = new ArrayList<>();
        Map<String, Integer> counts = new TreeMap<>();
        int refused = 0;
        int kept = 0;
        for (Map.Entry<String, JsonNode> language : languages(remarks())) {
            boolean latin = language.getValue().path("unmatched").isEmpty();
            for (boolean repair : List.of(false, true)) {
                String head = repair ? prose.repaired() : prose.reply();
                for (String remark : written(language.getValue(), "lacks", prose)) {
                    refused++;
                    counts.merge("lacks after a value in prose " + language.getKey(), 1, Integer::sum);
                    String reply = head + "\n\n" + remark;
                    if (answers(prose, "{\"type\":\"integer\"}", reply, repair)) {
                        wrong.add(language.getKey() + " prose: answered " + reply);
                    }
                }
                for (Seed seed : SEEDS) {
                    String schema = seed.schema(true);
                    String value = repair ? seed.repaired() : seed.reply();
                    for (String remark : written(language.getValue(), "lacks", seed)) {
                        refused++;
                        counts.merge("lacks before the JSON " + language.getKey(), 1, Integer::sum);
                        String reply = remark + "\n\n" + value;
                        if (answers(seed, schema, reply, repair)) {
                            wrong.add(language.getKey() + " " + seed.name() + " before: answered " + reply);
                        }
                    }
                    List<String> keeping = new ArrayList<>(latin ? written(language.getValue(), "other", seed) : List.of());
                    keeping.add("Here is the data:");
                    for (String remark : keeping) {
                        kept++;
                        String reply = remark + "\n\n" + value;
                        if (!answers(seed, schema, reply, repair)) {
                            wrong.add(language.getKey() + " " + seed.name() + " before: refused " + reply);
                        }
                    }
                }
            }
        }
        System.out.println("lacks a held field, in prose and before the JSON, refused variants: " + counts + "; kept: " + kept);
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " wrong of " + (refused + kept));
        assertTrue(refused >= 500 && kept >= 100, refused + " refused, " + kept + " kept");
    }
}

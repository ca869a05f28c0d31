package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A default is filled only where no dropped key could have carried the property's data, generated: for each kind of
 * property with a {@code default} (a boolean, an integer, a number, a string, an {@code enum}), a value that is not its
 * default written as coerce would take it (the value, a number written as a string, {@code 0} or {@code "no"} for a
 * boolean, a fraction for an integer) or a null, under a key the schema drops, named in each of eleven languages, at
 * every depth (the value itself, in an object, in an object in an object, in a list, in an object in a list): through
 * extract-json and validate-response with {@code coerce}, never the default. Beside them, the plain answers that must
 * keep their value (recall): the property written, or left out beside dropped keys none of whose places could be its
 * value (an empty object or list, a number other than 0 and 1 for a boolean), is answered. (A boolean dropped beside
 * the data is refused by its own rule: a yes or a no about the data whose meaning nobody listed.)
 */
class DroppedDataDefaultGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    /** A key the schema drops, in each language: a word for details or settings, which names no property. */
    private static final Map<String, String> KEYS = new LinkedHashMap<>();

    static {
        KEYS.put("en", "details");
        KEYS.put("ja", "詳細");
        KEYS.put("zh", "详情");
        KEYS.put("ko", "세부정보");
        KEYS.put("de", "Angaben");
        KEYS.put("fr", "détails");
        KEYS.put("es", "detalles");
        KEYS.put("it", "dettagli");
        KEYS.put("pt", "detalhes");
        KEYS.put("nl", "gegevens");
        KEYS.put("tr", "ayrıntılar");
    }

    /** Where the value stands under the dropped key: {@code %s} is the value. */
    private static final List<String> DEPTHS = List.of("%s", "{\"value\": %s}", "{\"a\": {\"b\": %s}}", "[%s]",
            "[{\"v\": %s}]", "{\"items\": [%s]}");

    private record Property(String name, String schema, String fallback, List<String> values, List<String> inert,
            List<String> plain) {
    }

    /** Each kind of property, its default, values that are not the default, and values no place of which could be it. */
    private static final List<Property> PROPERTIES = List.of(
            new Property("enabled", "{\"type\": \"boolean\", \"default\": true}", "true",
                    List.of("false", "0", "\"no\"", "\"false\"", "null"), List.of("3", "{}", "[]"),
                    List.of("false", "\"no\"", "\"false\"")),
            new Property("qty", "{\"type\": \"integer\", \"default\": 1}", "1",
                    List.of("5", "5.5", "\"5\"", "7.0", "null"), List.of("{}", "[]"),
                    List.of("5", "\"5\"", "7.0")),
            new Property("price", "{\"type\": \"number\", \"default\": 0}", "0",
                    List.of("19.99", "\"19.99\"", "1999", "null"), List.of("{}", "[]"),
                    List.of("19.99", "\"19.99\"", "1999")),
            new Property("name", "{\"type\": \"string\", \"default\": \"anonymous\"}", "\"anonymous\"",
                    List.of("\"Ada\"", "42", "true", "null"), List.of("{}", "[]"),
                    List.of("\"Ada\"", "42", "true")),
            new Property("status", "{\"enum\": [\"approved\", \"rejected\"], \"default\": \"approved\"}", "\"approved\"",
                    List.of("\"rejected\"", "\"REJECTED\"", "false", "0", "null"), List.of("{}", "[]"),
                    List.of("\"rejected\"", "\"REJECTED\"")));

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ObjectNode schema(Property p, boolean translation) {
        ObjectNode s = (ObjectNode) json("{\"type\": \"object\", \"additionalProperties\": false, \"properties\": {}}");
        ObjectNode properties = (ObjectNode) s.get("properties");
        if (translation) {
            properties.set("translation", json("{\"type\": \"string\"}"));
        }
        properties.set(p.name(), json(p.schema()));
        var required = s.putArray("required");
        if (translation) {
            required.add("translation");
        }
        required.add(p.name());
        return s;
    }

    /** validate-response's aligned object for {@code text}, or null where it is not valid. */
    private static JsonNode validated(String text, ObjectNode schema) {
        ObjectNode request = MAPPER.createObjectNode().put("text", text).put("coerce", true);
        request.set("schema", schema);
        try {
            JsonNode answer = MAPPER.readTree(FUNCTIONS.call("validate-response", MAPPER.writeValueAsBytes(request)));
            return answer.path("valid").asBoolean() ? answer.path("json") : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aValueUnderADroppedKeyAtAnyDepth_isNeverReplacedByTheDefault_inElevenLanguages() {
        Map<String, int[]> families = new LinkedHashMap<>();
        List<String> wrong = new ArrayList<>();
        for (Property p : PROPERTIES) {
            ObjectNode extract = schema(p, false);
            ObjectNode validate = schema(p, true);
            JsonNode fallback = json(p.fallback());
            for (String value : p.values()) {
                for (String depth : DEPTHS) {
                    for (Map.Entry<String, String> key : KEYS.entrySet()) {
                        String member = "\"" + key.getValue() + "\": " + depth.formatted(value);
                        String family = p.name() + " × " + (depth.equals("%s") ? "the value" : depth.formatted("…"));
                        int[] count = families.computeIfAbsent(family, f -> new int[1]);
                        String text = "{" + member + "}";
                        JsonNode a = FUNCTIONS.coerced(text, extract, null);
                        count[0]++;
                        if (a != null && fallback.equals(a.get(p.name()))) {
                            wrong.add("extract-json " + text + " -> " + a);
                        }
                        String reply = "{\"translation\": \"Hallo\", " + member + "}";
                        JsonNode v = validated(reply, validate);
                        count[0]++;
                        if (v != null && fallback.equals(v.get(p.name()))) {
                            wrong.add("validate-response " + reply + " -> " + v);
                        }
                    }
                }
            }
        }
        int total = families.values().stream().mapToInt(c -> c[0]).sum();
        families.forEach((f, c) -> System.out.println("[dropped data, default] " + f + ": " + c[0] + " cases"));
        System.out.println("[dropped data, default] " + total + " cases, " + wrong.size() + " answered the default");
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + total);
        assertTrue(total >= 2_500, total + " cases");
    }

    @Test
    void plainAnswers_keepTheirValue_andADefaultFillsWhereNothingDroppedCouldBeTheData() {
        List<String> wrong = new ArrayList<>();
        int cases = 0;
        for (Property p : PROPERTIES) {
            ObjectNode extract = schema(p, false);
            JsonNode fallback = json(p.fallback());
            for (String value : p.plain()) {
                // The property written as itself: its own value, aligned.
                String text = "{\"" + p.name() + "\": " + value + "}";
                JsonNode a = FUNCTIONS.coerced(text, extract, null);
                cases++;
                if (a == null || fallback.equals(a.get(p.name()))) {
                    wrong.add("refused or defaulted: " + text + " -> " + a);
                }
            }
            // Left out: alone, or beside dropped keys in every language none of whose places could be its value.
            List<String> texts = new ArrayList<>(List.of("{}"));
            for (String inert : p.inert()) {
                for (String key : KEYS.values()) {
                    texts.add("{\"" + key + "\": " + inert + "}");
                }
            }
            for (String text : texts) {
                JsonNode a = FUNCTIONS.coerced(text, extract, null);
                cases++;
                if (a == null || !fallback.equals(a.get(p.name()))) {
                    wrong.add("not filled: " + text + " -> " + FUNCTIONS.coerce(text, extract, null));
                }
            }
        }
        System.out.println("[dropped data, default] recall: " + cases + " plain answers, " + wrong.size() + " lost");
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + cases);
    }
}

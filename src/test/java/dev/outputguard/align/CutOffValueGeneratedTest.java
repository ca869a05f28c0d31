package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A value the reply's end cuts off is not a finished value (docs/extract-json.md, repair mode). Generated from every
 * object the coerce table (coerce/peers-table.json) expects and every object the acceptance vectors
 * (vectors/extract-json.json) answer beside a schema: each member whose value is an enum or const string, a boolean
 * or a number is moved last and its reply written without the closing brace, cut at every place inside the value's
 * token (a string before its closing quote, a number or literal with nothing after it or only a blank). Sent in
 * repair mode with the schema, with and without {@code coerce}: the answer never holds that very value at that
 * place (refused, or the member dropped). The plain side: the same reply cut right after the value's closing quote,
 * or after a number or literal and a line end or a {@code ,} (only the braces missing), still answers the value.
 */
class CutOffValueGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    /** A family's counts: cuts inside the value, refused or answered without it; cuts after it, still answered. */
    private static final class Tally {
        int inside;
        int refused;
        int dropped;
        int after;
        int kept;
    }

    @Test
    void aValueCutOff_isNeverAnsweredAsThatValue() throws IOException {
        List<JsonNode[]> objects = new ArrayList<>();
        JsonNode table = read("/coerce/peers-table.json");
        for (JsonNode c : table.get("cases")) {
            if (c.get("expected").isObject()) {
                objects.add(new JsonNode[] {table.get("schemas").get(c.get("schema").asText()), c.get("expected")});
            }
        }
        for (JsonNode c : read("/vectors/extract-json.json").get("cases")) {
            JsonNode request = c.get("request");
            if (request.has("schema") && c.get("expect").path("ok").asBoolean() && c.get("expect").path("json").isObject()) {
                objects.add(new JsonNode[] {request.get("schema"), c.get("expect").get("json")});
            }
        }
        Map<String, Tally> families = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        List<String> lost = new ArrayList<>();
        for (JsonNode[] o : objects) {
            JsonNode schema = o[0];
            ObjectNode whole = (ObjectNode) o[1];
            for (var member : whole.properties()) {
                String key = member.getKey();
                JsonNode value = member.getValue();
                String family = family(schema, key, value);
                if (family == null) {
                    continue;
                }
                Tally t = families.computeIfAbsent(family, f -> new Tally());
                String head = head(whole, key);
                String token = MAPPER.writeValueAsString(value);
                List<String> cuts = new ArrayList<>();
                if (value.isTextual()) {
                    for (int i = 1; i < token.length(); i++) {
                        cuts.add(head + token.substring(0, i));
                    }
                } else {
                    for (int i = 1; i <= token.length(); i++) {
                        cuts.add(head + token.substring(0, i));
                    }
                    cuts.add(head + token + " ");
                }
                for (String cut : cuts) {
                    for (boolean coerce : new boolean[] {true, false}) {
                        JsonNode answer = answer(cut, schema, coerce);
                        t.inside++;
                        if (!answer.path("ok").asBoolean()) {
                            t.refused++;
                        } else if (same(answer.get("json").get(key), value)) {
                            wrong.add(family + (coerce ? " coerce: " : ": ") + cut + " -> " + answer.get("json"));
                        } else {
                            t.dropped++;
                        }
                    }
                }
                List<String> plain = value.isTextual() ? List.of(head + token) : List.of(head + token + "\n", head + token + ",");
                for (String cut : plain) {
                    for (boolean coerce : new boolean[] {true, false}) {
                        JsonNode answer = answer(cut, schema, coerce);
                        t.after++;
                        if (answer.path("ok").asBoolean() && same(answer.get("json").get(key), value)) {
                            t.kept++;
                        } else {
                            lost.add(family + (coerce ? " coerce: " : ": ") + cut + " -> " + answer);
                        }
                    }
                }
            }
        }
        families.forEach((f, t) -> System.out.printf("cut-off values, %s: cut inside the value %d: %d refused, %d without"
                + " it, 0 the value; cut after it %d: %d still the value%n", f, t.inside, t.refused, t.dropped, t.after,
                t.kept));
        assertEquals(List.of(), wrong, "a value the reply's end cut off is answered as that value");
        assertEquals(List.of(), lost.subList(0, Math.min(lost.size(), 10)), "a value whole before the braces is lost");
        for (String f : List.of("enum", "boolean", "number")) {
            assertTrue(families.containsKey(f) && families.get(f).inside >= 20, "the table gives the family " + f);
        }
    }

    /** enum, const, boolean or number for a member the schema describes so; null for any other. */
    private static String family(JsonNode schema, String key, JsonNode value) {
        JsonNode place = schema.path("properties").path(key);
        if (place.has("$ref") && place.get("$ref").asText().startsWith("#/")) {
            place = schema.at(place.get("$ref").asText().substring(1));
        }
        if (value.isTextual()) {
            return place.has("enum") ? "enum" : place.has("const") ? "const" : null;
        }
        return value.isBoolean() ? "boolean" : value.isNumber() ? "number" : null;
    }

    /** The object's reply up to the value of {@code key}, that member written last: {@code {"a":1,"key":}. */
    private static String head(ObjectNode whole, String key) throws IOException {
        ObjectNode rest = whole.deepCopy();
        rest.remove(key);
        String others = MAPPER.writeValueAsString(rest);
        return others.substring(0, others.length() - 1) + (rest.isEmpty() ? "" : ",") + MAPPER.writeValueAsString(key)
                + ":";
    }

    private static boolean same(JsonNode answered, JsonNode value) {
        if (answered == null) {
            return false;
        }
        if (answered.isNumber() && value.isNumber()) {
            return answered.decimalValue().compareTo(value.decimalValue()) == 0;
        }
        return answered.equals(value);
    }

    private static JsonNode answer(String text, JsonNode schema, boolean coerce) throws IOException {
        ObjectNode request = MAPPER.createObjectNode().put("text", text).put("mode", "repair");
        request.set("schema", schema);
        if (coerce) {
            request.put("coerce", true);
        }
        return MAPPER.readTree(FUNCTIONS.call("extract-json", MAPPER.writeValueAsBytes(request)));
    }

    private JsonNode read(String resource) throws IOException {
        try (InputStream in = getClass().getResourceAsStream(resource)) {
            return MAPPER.readTree(in);
        }
    }
}

package dev.outputguard.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The one check of a function's answer against a vector, in every flavour. What the vector lists must
 * match, with the semantics each file's {@code about} gives: objects as subsets, arrays and scalars
 * exactly, {@code json} exactly, plus the keys {@code json_text}, {@code message_contains},
 * {@code types_in_order}, {@code first_position}, {@code warning_0} and {@code sample_max_len}. Then what
 * must hold of every answer of the function, whatever the vector: an extracted span is exactly the
 * object's source (unless coercions aligned it with a schema); sanitize-output returns the text unchanged with one warning per pattern.
 */
public final class Expectations {

    private Expectations() {
    }

    public static void assertMatches(Vector vector, JsonNode actual) {
        String where = "vector '" + vector + "', answer " + actual;
        for (Iterator<Map.Entry<String, JsonNode>> it = vector.expect().fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode expected = e.getValue();
            switch (e.getKey()) {
                case "json_text" -> assertEquals(expected.asText(), actual.path("json").toString(), where);
                case "json" -> assertEquals(expected, actual.get("json"), where);
                case "message_contains" -> assertTrue(actual.at("/error/message").asText().contains(expected.asText()),
                        where + " should have an error message containing " + expected);
                case "types_in_order" -> assertEquals(expected, types(actual), where);
                case "first_position" -> assertEquals(expected.asInt(),
                        actual.at("/detectedPatterns/0/position").asInt(-1), where);
                case "warning_0" -> assertEquals(expected.asText(), actual.at("/warnings/0").asText(), where);
                case "sample_max_len" -> {
                    assertTrue(actual.path("detectedPatterns").size() > 0, where + " should detect a pattern");
                    for (JsonNode p : actual.get("detectedPatterns")) {
                        assertTrue(p.get("sample").asText().length() <= expected.asInt(), where);
                    }
                }
                default -> assertSubset(e.getKey(), expected, actual.get(e.getKey()), where);
            }
        }
        assertInvariants(vector, actual, where);
    }

    private static void assertInvariants(Vector vector, JsonNode actual, String where) {
        switch (vector.function()) {
            case "extract-json" -> {
                if (actual.path("ok").asBoolean() && !"repair".equals(vector.request().path("mode").asText())
                        && !actual.has("coercions")) {
                    String text = vector.request().get("text").asText();
                    String span = text.substring(actual.get("start").asInt(), actual.get("end").asInt());
                    assertEquals(actual.get("json"), parse(span), "the span [start, end) is the object's source: " + where);
                }
            }
            case "sanitize-output" -> {
                assertEquals(vector.request().get("text").asText(), actual.path("text").asText(), "text unchanged: " + where);
                assertEquals(actual.path("detectedPatterns").size(), actual.path("warnings").size(),
                        "one warning per pattern: " + where);
                assertEquals(!actual.path("detectedPatterns").isEmpty(), actual.path("jsonDetected").asBoolean(), where);
            }
            default -> {
            }
        }
    }

    private static JsonNode parse(String json) {
        try {
            return Vector.MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode types(JsonNode actual) {
        List<String> types = new ArrayList<>();
        actual.path("detectedPatterns").forEach(p -> types.add(p.get("type").asText()));
        return Vector.MAPPER.valueToTree(types);
    }

    private static void assertSubset(String path, JsonNode expected, JsonNode actual, String where) {
        if (actual == null) {
            fail(where + " lacks field '" + path + "'");
        }
        if (expected.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = expected.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                assertSubset(path + "." + e.getKey(), e.getValue(), actual.get(e.getKey()), where);
            }
        } else {
            assertEquals(expected, actual, "field '" + path + "' of " + where);
        }
    }
}

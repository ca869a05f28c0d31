package dev.outputguard.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Iterator;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

/** Asserts that every field an expectation lists matches the actual JSON (objects recursively; arrays and values exactly). */
public final class JsonSubset {

    private JsonSubset() {
    }

    public static void assertMatches(JsonNode expected, JsonNode actual, Set<String> ignoredTopLevel) {
        Iterator<Map.Entry<String, JsonNode>> fields = expected.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> e = fields.next();
            if (!ignoredTopLevel.contains(e.getKey())) {
                match(e.getKey(), e.getValue(), actual.get(e.getKey()));
            }
        }
    }

    private static void match(String path, JsonNode expected, JsonNode actual) {
        assertTrue(actual != null && !actual.isMissingNode(), path + " is missing in " + actual);
        if (expected.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = expected.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> e = fields.next();
                match(path + "." + e.getKey(), e.getValue(), actual.get(e.getKey()));
            }
        } else {
            assertEquals(expected, actual, path);
        }
    }
}

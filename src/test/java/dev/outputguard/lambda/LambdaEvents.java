package dev.outputguard.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The event files under src/test/resources/events/, and the subset match their expectations use. */
public final class LambdaEvents {

    public static final ObjectMapper JSON = new ObjectMapper();

    private LambdaEvents() {
    }

    /** The files of one events folder (e.g. "direct"), sorted by name. */
    public static List<Path> files(String folder) {
        URL url = LambdaEvents.class.getClassLoader().getResource("events/" + folder);
        if (url == null) {
            throw new AssertionError("no events/" + folder + " on the test class path");
        }
        try (Stream<Path> s = Files.list(Path.of(url.toURI()))) {
            return s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static JsonNode tree(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }

    /** Every field in {@code expected} is in {@code actual} with the same value; arrays match element by element. */
    public static void assertContains(JsonNode expected, JsonNode actual, String path) {
        if (expected.isObject()) {
            assertTrue(actual != null && actual.isObject(), path + " should be an object, was " + actual);
            for (Iterator<Map.Entry<String, JsonNode>> it = expected.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!actual.has(e.getKey())) {
                    fail(path + "." + e.getKey() + " missing in " + actual);
                }
                assertContains(e.getValue(), actual.get(e.getKey()), path + "." + e.getKey());
            }
        } else if (expected.isArray()) {
            assertTrue(actual != null && actual.isArray() && actual.size() == expected.size(),
                    path + " should be an array of " + expected.size() + ", was " + actual);
            for (int i = 0; i < expected.size(); i++) {
                assertContains(expected.get(i), actual.get(i), path + "[" + i + "]");
            }
        } else {
            assertEquals(expected, actual, path);
        }
    }

    /** An answer without its attempts' times, which differ between two calls of the same request. */
    public static JsonNode timeless(JsonNode answer) {
        JsonNode copy = answer.deepCopy();
        copy.path("attempts").forEach(a -> ((ObjectNode) a).remove("latencyMs"));
        return copy;
    }
}

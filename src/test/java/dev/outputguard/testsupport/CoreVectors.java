package dev.outputguard.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.DynamicTest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Loads the acceptance vectors under {@code src/test/resources/acceptance/} (never edited). */
public final class CoreVectors {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private CoreVectors() {
    }

    /** One vector: its id, request and expectation objects. */
    public record Vector(String id, JsonNode request, JsonNode expect) {
    }

    public static List<Vector> load(String fileName) {
        String resource = "/acceptance/" + fileName;
        try (InputStream in = CoreVectors.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            List<Vector> vectors = new ArrayList<>();
            for (JsonNode c : MAPPER.readTree(in).get("cases")) {
                vectors.add(new Vector(c.get("id").asText(), c.get("request"), c.get("expect")));
            }
            return vectors;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * One dynamic test named by the vector's id. Surefire's XML report numbers dynamic tests, so a
     * failure message also starts with the id.
     */
    public static DynamicTest test(Vector v, Consumer<Vector> check) {
        return DynamicTest.dynamicTest(v.id(), () -> {
            try {
                check.accept(v);
            } catch (AssertionError e) {
                throw new AssertionError("vector " + v.id() + ": " + e.getMessage(), e);
            }
        });
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }
}

package dev.outputguard.acceptance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * One case of the seeds' tables in {@code src/test/resources/acceptance/} (copied unchanged from
 * {@code shared/acceptance/}). Every flavour (plain core, HTTP, Lambda) runs the same vectors.
 */
public record Vector(String id, JsonNode request, JsonNode expect) {

    public static final ObjectMapper MAPPER = new ObjectMapper();

    /** The cases of {@code acceptance/<file>}; fails loudly if the file is missing or empty. */
    public static List<Vector> load(String file) {
        try (InputStream in = Vector.class.getResourceAsStream("/acceptance/" + file)) {
            if (in == null) {
                throw new IllegalStateException("acceptance/" + file + " is missing from the test resources");
            }
            List<Vector> vectors = new ArrayList<>();
            for (JsonNode c : MAPPER.readTree(in).get("cases")) {
                JsonNode request = c.has("request") ? c.get("request") : c.get("args");
                vectors.add(new Vector(c.get("id").asText(), request, c.get("expect")));
            }
            if (vectors.isEmpty()) {
                throw new IllegalStateException("acceptance/" + file + " has no cases");
            }
            return vectors;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

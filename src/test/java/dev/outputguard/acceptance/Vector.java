package dev.outputguard.acceptance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * One case of the seeds' tables in {@code src/test/resources/acceptance/} (copied unchanged from
 * {@code shared/acceptance/}). Every flavour (plain core, HTTP, Lambda) runs the same vectors.
 */
public record Vector(String id, JsonNode request, JsonNode expect) {

    /** Reads results with exact numbers, so {@code json_text} vectors can compare them. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .build();

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

package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Runs every vector of acceptance/extract-json.json against the core, one test per vector id. */
class ExtractJsonAcceptanceTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final JsonExtractor extractor = new JsonExtractor();

    @TestFactory
    Stream<DynamicTest> extractJson_acceptanceVectors() throws IOException {
        JsonNode cases = load("/acceptance/extract-json.json").get("cases");
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode vector : cases) {
            tests.add(DynamicTest.dynamicTest(vector.get("id").asText(), () -> check(vector)));
        }
        assertTrue(tests.size() >= 20, "the vector file was read");
        return tests.stream();
    }

    private void check(JsonNode vector) throws IOException {
        JsonNode request = vector.get("request");
        String text = request.get("text").asText();
        Mode mode = "repair".equals(request.path("mode").asText("strict")) ? Mode.REPAIR : Mode.STRICT;
        JsonNode expect = vector.get("expect");
        Extraction result = extractor.extract(text, mode);
        if (!expect.get("ok").asBoolean()) {
            checkFailure(expect.path("error"), result);
            return;
        }
        Extraction.Found found = assertInstanceOf(Extraction.Found.class, result, () -> "expected success: " + result);
        assertFalse(text.substring(found.start(), found.end()).isEmpty(), "start/end span the object");
        if (expect.has("json")) {
            assertEquals(MAPPER.writeValueAsString(expect.get("json")), MAPPER.writeValueAsString(found.json()));
        }
        if (expect.has("json_text")) {
            assertEquals(expect.get("json_text").asText(), MAPPER.writeValueAsString(found.json()));
        }
        if (expect.has("source")) {
            assertEquals(expect.get("source").asText(), found.source().name());
        }
        if (expect.has("start")) {
            assertEquals(expect.get("start").asInt(), found.start());
        }
        if (expect.has("end")) {
            assertEquals(expect.get("end").asInt(), found.end());
        }
        if (mode == Mode.STRICT) {
            // Strict mode: the span is exactly the object's source, which parses to the same value.
            assertEquals(MAPPER.readTree(text.substring(found.start(), found.end())), MAPPER.readTree(MAPPER.writeValueAsString(found.json())));
        }
    }

    private static void checkFailure(JsonNode error, Extraction result) {
        Extraction.Failed failed = assertInstanceOf(Extraction.Failed.class, result, () -> "expected failure: " + result);
        if (error.has("code")) {
            assertEquals(error.get("code").asText(), failed.error().code().name());
        }
        if (error.has("message")) {
            assertEquals(error.get("message").asText(), failed.error().message());
        }
        if (error.has("position")) {
            assertEquals(error.get("position").asInt(), failed.error().position());
        }
    }

    private static JsonNode load(String resource) throws IOException {
        try (InputStream in = ExtractJsonAcceptanceTest.class.getResourceAsStream(resource)) {
            return MAPPER.readTree(in);
        }
    }
}

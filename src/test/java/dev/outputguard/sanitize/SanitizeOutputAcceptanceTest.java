package dev.outputguard.sanitize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.testsupport.CoreVectors;
import dev.outputguard.testsupport.CoreVectors.Vector;

/** Every vector of acceptance/sanitize-output.json against the plain core. */
class SanitizeOutputAcceptanceTest {

    private final OutputSanitizer sanitizer = new OutputSanitizer();

    @TestFactory
    Stream<DynamicTest> sanitizeOutputVectors() {
        return CoreVectors.load("sanitize-output.json").stream()
                .map(v -> CoreVectors.test(v, this::check));
    }

    private void check(Vector v) {
        String text = v.request().get("text").asText();
        SanitizeReport report = sanitizer.sanitize(text);
        JsonNode expect = v.expect();
        assertSame(text, report.text(), "text is returned unchanged");
        assertEquals(report.detectedPatterns().size(), report.warnings().size(), "one warning per pattern");
        assertEquals(!report.detectedPatterns().isEmpty(), report.jsonDetected());
        if (expect.has("jsonDetected")) {
            assertEquals(expect.get("jsonDetected").asBoolean(), report.jsonDetected(), "jsonDetected");
        }
        if (expect.has("warnings")) {
            assertEquals(strings(expect.get("warnings")), report.warnings(), "warnings");
        }
        if (expect.has("detectedPatterns")) {
            assertEquals(expect.get("detectedPatterns").size(), report.detectedPatterns().size(), "detectedPatterns");
        }
        if (expect.has("types_in_order")) {
            List<String> types = report.detectedPatterns().stream().map(p -> p.type().name()).toList();
            assertEquals(strings(expect.get("types_in_order")), types, "types in order");
        }
        if (expect.has("first_position")) {
            assertEquals(expect.get("first_position").asInt(), report.detectedPatterns().get(0).position(), "first position");
        }
        if (expect.has("warning_0")) {
            assertEquals(expect.get("warning_0").asText(), report.warnings().get(0), "warning_0");
        }
        if (expect.has("sample_max_len")) {
            assertFalse(report.detectedPatterns().isEmpty(), "a pattern is detected");
            int max = expect.get("sample_max_len").asInt();
            report.detectedPatterns().forEach(p -> assertTrue(p.sample().length() <= max, "sample length " + p.sample().length()));
        }
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}

package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;

/**
 * The scanner on arbitrary text: no uncaught exception, and every object it extracts is exactly the
 * span it reports — that span re-parses (with Jackson) to the same JSON.
 */
class ExtractFuzzTest {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();
    /** The reference: Jackson keeping numbers exact, as the scanner does. */
    private static final ObjectMapper JACKSON = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .build();

    @FuzzTest(maxDuration = "10s")
    void strict_extractedSpan_reparsesToSameJson(FuzzedDataProvider data) throws Exception {
        String text = data.consumeRemainingAsString();
        Extraction result = EXTRACTOR.extract(text, Mode.STRICT);
        if (result instanceof Extraction.Found found) {
            assertTrue(found.start() >= 0 && found.end() <= text.length() && found.start() < found.end());
            JsonNode reparsed = JACKSON.readTree(text.substring(found.start(), found.end()));
            assertEquals(reparsed.toString(), found.json().toString());
        } else {
            assertNotNull(((Extraction.Failed) result).error().code());
        }
    }
}

package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

import dev.outputguard.extract.Accept;
import dev.outputguard.extract.DuplicateKey;
import dev.outputguard.extract.Enclosure;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;

/**
 * The scanner on arbitrary text, accepting objects, arrays or either: no uncaught exception; everything it
 * extracts is exactly the span it reports, of the kind asked for — that span re-parses (with Jackson) to the
 * same JSON; and a container it reports around the answer is valid JSON of the other kind whose span holds
 * the answer's; and the keys it lists as written again are those Jackson's streaming parser meets again in that
 * span (but inside a value a later member replaced), with their objects' pointers and places.
 */
class ExtractFuzzTest {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();
    /** The reference: Jackson keeping numbers exact, as the scanner does. */
    private static final ObjectMapper JACKSON = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .build();

    /**
     * A negative zero's sign in compact JSON: the scanner keeps it ({@code -0}, {@code -0.0}), Jackson has none (an
     * int has no negative zero, a BigDecimal drops the sign), so the two are compared without it. A string holding
     * the same characters is the same on both sides, and changed alike.
     */
    private static final Pattern NEGATIVE_ZERO_SIGN = Pattern.compile("(?<=[:\\[,])-(?=0(?:\\.0+)?(?:E[+-]?\\d+)?(?:[,\\]}]|$))");

    @FuzzTest(maxDuration = "10s")
    void strict_extractedSpan_reparsesToSameJson(FuzzedDataProvider data) throws Exception {
        String text = data.consumeRemainingAsString();
        for (Accept accept : Accept.values()) {
            check(text, accept);
        }
    }

    /**
     * The keys written again in {@code text[start, end)}, read by Jackson's streaming parser, in text order; a repeat
     * inside a member's value that a later member of the same key replaces is not in the value, and not listed.
     */
    private static List<DuplicateKey> repeatedKeys(String text, int start, int end) throws Exception {
        List<DuplicateKey> repeated = new ArrayList<>();
        List<Boolean> dropped = new ArrayList<>();
        // Per open object: each key's latest member, as the range of repeats its value holds ({from, to}).
        Deque<Map<String, int[]>> objects = new ArrayDeque<>();
        Deque<int[]> latest = new ArrayDeque<>();
        try (JsonParser parser = JACKSON.getFactory().createParser(text.substring(start, end))) {
            for (JsonToken t = parser.nextToken(); t != null; t = parser.nextToken()) {
                switch (t) {
                    case START_OBJECT -> {
                        objects.push(new HashMap<>());
                        latest.push(new int[] {0, 0});
                    }
                    case END_OBJECT -> {
                        objects.pop();
                        latest.pop()[1] = repeated.size();
                    }
                    case FIELD_NAME -> {
                        latest.peek()[1] = repeated.size();
                        int[] earlier = objects.peek().get(parser.currentName());
                        if (earlier != null) {
                            for (int i = earlier[0]; i < earlier[1]; i++) {
                                dropped.set(i, true);
                            }
                            repeated.add(new DuplicateKey(parser.currentName(),
                                    parser.getParsingContext().getParent().pathAsPointer().toString(),
                                    start + (int) parser.currentTokenLocation().getCharOffset()));
                            dropped.add(false);
                        }
                        int[] member = {repeated.size(), repeated.size()};
                        objects.peek().put(parser.currentName(), member);
                        latest.pop();
                        latest.push(member);
                    }
                    default -> { }
                }
            }
        }
        List<DuplicateKey> kept = new ArrayList<>();
        for (int i = 0; i < repeated.size(); i++) {
            if (!dropped.get(i)) {
                kept.add(repeated.get(i));
            }
        }
        return kept;
    }

    private static String withoutZeroSigns(String json) {
        return NEGATIVE_ZERO_SIGN.matcher(json).replaceAll("");
    }

    private static void check(String text, Accept accept) throws Exception {
        Extraction result = EXTRACTOR.extract(text, Mode.STRICT, accept);
        if (!(result instanceof Extraction.Found found)) {
            assertNotNull(((Extraction.Failed) result).error().code());
            return;
        }
        assertTrue(found.start() >= 0 && found.end() <= text.length() && found.start() < found.end());
        JsonNode reparsed = JACKSON.readTree(text.substring(found.start(), found.end()));
        assertEquals(withoutZeroSigns(reparsed.toString()), withoutZeroSigns(found.json().toString()));
        assertEquals(repeatedKeys(text, found.start(), found.end()), found.duplicateKeys(), () -> "duplicate keys of " + found);
        assertTrue(accept == Accept.ANY || found.json().isArray() == (accept == Accept.ARRAY), () -> accept + " gave " + found);
        Enclosure around = found.enclosedBy();
        if (around != null) {
            assertTrue(accept != Accept.ANY, "no enclosure in \"any\" mode");
            assertEquals(accept == Accept.OBJECT ? Enclosure.Type.ARRAY : Enclosure.Type.OBJECT, around.type());
            assertTrue(around.start() < found.start() && around.end() >= found.end() && around.end() <= text.length(),
                    () -> around + " around " + found);
            JsonNode container = JACKSON.readTree(text.substring(around.start(), around.end()));
            assertEquals(around.type() == Enclosure.Type.ARRAY, container.isArray(), () -> around + ": " + container);
        }
    }
}

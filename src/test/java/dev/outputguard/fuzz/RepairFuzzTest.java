package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.List;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
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
import dev.outputguard.extract.Repair;
import dev.outputguard.extract.RepairKind;

/**
 * The scanner in repair mode on arbitrary text, accepting objects, arrays or either: no uncaught exception;
 * a found object (array) starts with its bracket within the text, and what it repaired to is real JSON
 * (serialized and parsed back by Jackson, it is the same tree); a container reported around it holds its
 * span; and in each accept mode repair mode agrees with strict mode wherever strict mode succeeds.
 *
 * <p>Why not "strict success implies repair finds the same object": repair mode may accept an earlier
 * candidate that strict mode rejects ({@code {a:1} {"b":2}}: strict finds {@code {"b":2}}, repair
 * {@code {"a":1}}), which is the point of repair mode. What must hold is that it then still finds something,
 * that it reads the strict object identically when it picks the same one, and that a repair with no fixes
 * is exactly the strict result.
 */
class RepairFuzzTest {

    private static final JsonExtractor EXTRACTOR = new JsonExtractor();
    /** Jackson choosing number nodes as the scanner does (int, long, BigInteger; exact decimals), unlimited. */
    private static final ObjectMapper JACKSON = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder().maxNumberLength(Integer.MAX_VALUE)
                            .maxNestingDepth(Integer.MAX_VALUE).build())
                    .build())
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .build();

    /**
     * Node equality, numbers by value: a decimal of scale 0 ({@code 1e0}) is written as {@code 1} and read
     * back as an int, by Jackson alone just as here.
     */
    private static final Comparator<JsonNode> SAME_NUMBER = (a, b) -> a.isNumber() && b.isNumber()
            ? a.decimalValue().compareTo(b.decimalValue())
            : a.equals(b) ? 0 : 1;

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"{", "}", "[", "]", ":", ",", "\"", "'", "\\\"", "\\u", "True", "False", "None", "null",
        "//", "/*", "*/", "\u201c", "\u201d", "```", "~~~", "1e5", "-0.0", "...", "\u2026", "(", ")", "undefined",
        "NULL", "\u00a0", "1_000", ".5", "+1", "}, \"", "\\\"", "[{", "}]", "[1]", "[ ]",
        "\"\"", ":\"", "\" x\"", "], [", "[..., "})
    void repair_foundObject_isWithinTextAndRoundTripsThroughJackson(FuzzedDataProvider data) throws Exception {
        String text = data.consumeRemainingAsString();
        for (Accept accept : Accept.values()) {
            check(text, accept);
        }
    }

    private static void check(String text, Accept accept) throws Exception {
        Extraction repaired = EXTRACTOR.extract(text, Mode.REPAIR, accept);
        Extraction strict = EXTRACTOR.extract(text, Mode.STRICT, accept);
        String where = accept + " on " + text;

        if (repaired instanceof Extraction.Found found) {
            assertTrue(found.start() >= 0 && found.start() < found.end() && found.end() <= text.length(),
                    () -> "span " + found.start() + ".." + found.end() + " of " + text.length() + ", " + where);
            char open = found.json().isArray() ? '[' : '{';
            assertTrue(accept == Accept.ANY || (open == '[') == (accept == Accept.ARRAY), where);
            assertEquals(open, text.charAt(found.start()), where);
            JsonNode reparsed = JACKSON.readTree(found.json().toString());
            assertTrue(found.json().equals(SAME_NUMBER, reparsed), () -> found.json() + " came back as " + reparsed);
            for (Repair repair : found.repairs()) {
                assertTrue(repair.position() >= 0 && repair.position() <= text.length(), () -> repair + ", " + where);
            }
            int previous = -1;
            for (DuplicateKey repeat : found.duplicateKeys()) {
                // In text order, inside the text, and naming an object of the value that holds the key.
                assertTrue(repeat.position() >= previous && repeat.position() < text.length(), () -> repeat + ", " + where);
                previous = repeat.position();
                JsonNode object = found.json().at(repeat.object());
                assertTrue(object.isObject() && object.has(repeat.key()), () -> repeat + " in " + found.json() + ", " + where);
            }
            Enclosure around = found.enclosedBy();
            if (around != null) {
                assertTrue(accept != Accept.ANY, where);
                assertEquals(accept == Accept.OBJECT ? Enclosure.Type.ARRAY : Enclosure.Type.OBJECT, around.type(), where);
                assertTrue(around.start() < found.start() && around.end() >= found.end() && around.end() <= text.length(),
                        () -> around + " around " + found + ", " + where);
            }
        } else {
            assertNotNull(((Extraction.Failed) repaired).error().code());
        }

        if (strict instanceof Extraction.Found strictFound) {
            Extraction.Found found = assertInstanceOf(Extraction.Found.class, repaired, "strict found JSON, repair did not: " + where);
            if (found.start() == strictFound.start() && !readPastItsEnd(found, strictFound)) {
                assertEquals(strictFound.json(), found.json(), where);
                assertEquals(strictFound.end(), found.end(), where);
                assertEquals(List.of(), found.repairs(), where);
            }
        }
        if (repaired instanceof Extraction.Found found && found.repairs().isEmpty()) {
            Extraction.Found strictFound = assertInstanceOf(Extraction.Found.class, strict, "repair fixed nothing, strict failed: " + where);
            // The container around it may be one only repair mode reads ([{"a": 1},]): the answers are the same.
            assertEquals(List.of(found.json(), found.source(), found.start(), found.end(), found.repairs()),
                    List.of(strictFound.json(), strictFound.source(), strictFound.start(), strictFound.end(), strictFound.repairs()), where);
        }
    }

    /**
     * The one repair that reads past a valid object: the outermost object closed too early
     * ({"a": 1}, "b": 2}) is read on at its '}', so strict mode's object is where repair mode's went on.
     */
    private static boolean readPastItsEnd(Extraction.Found repaired, Extraction.Found strict) {
        return repaired.end() > strict.end() && repaired.repairs().stream()
                .anyMatch(r -> r.kind() == RepairKind.OBJECT_CLOSED_EARLY && r.position() == strict.end() - 1);
    }
}

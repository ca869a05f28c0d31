package dev.outputguard.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.extract.Accept;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;

/**
 * The coerce table that bench/peers/coerce.sh scores extract-json and its peers on
 * ({@code src/test/resources/coerce/peers-table.json}) holds what it claims: every expected value conforms to its
 * schema, a reply to refuse does not already hold a conforming value, an already-valid reply holds its expected value
 * as written, and the table is as large and as refusal-heavy as the comparison needs.
 */
class CoercePeersTableTest {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
    private static final Set<String> FAMILIES = Set.of("scalars", "enums", "keys", "shape", "absence", "candidates",
            "unions", "wrapping", "valid");

    /** Numbers by value (1.50 equals 1.5), as the scorer compares them; other nodes as Jackson does. */
    private static final Comparator<JsonNode> NUMBERS_BY_VALUE = (a, b) -> a.isNumber() && b.isNumber()
            ? a.decimalValue().compareTo(b.decimalValue()) : a.equals(b) ? 0 : 1;

    private static JsonNode table;
    private static final JsonSchemas SCHEMAS = new JsonSchemas(Limits.DEFAULT);
    private static final JsonExtractor EXTRACTOR = new JsonExtractor();

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = CoercePeersTableTest.class.getResourceAsStream("/coerce/peers-table.json")) {
            table = MAPPER.readTree(in);
        }
    }

    private static List<JsonNode> cases() {
        List<JsonNode> cases = new ArrayList<>();
        table.get("cases").forEach(cases::add);
        return cases;
    }

    private static CompiledSchema schemaOf(JsonNode c) {
        return SCHEMAS.compile((ObjectNode) table.get("schemas").get(c.get("schema").asText()));
    }

    private static boolean refused(JsonNode c) {
        return c.get("expected").isTextual() && c.get("expected").asText().equals("refuse");
    }

    @Test
    void table_holdsAtLeast300CasesWithUniqueIdsInKnownFamilies() {
        Set<String> ids = new HashSet<>();
        for (JsonNode c : cases()) {
            String id = c.get("id").asText();
            assertTrue(ids.add(id), "unique id " + id);
            assertTrue(FAMILIES.contains(c.get("family").asText()), id);
            assertTrue(table.get("schemas").has(c.get("schema").asText()), id);
        }
        assertEquals(table.get("cases_total").asInt(), ids.size());
        assertTrue(ids.size() >= 300, ids.size() + " cases");
    }

    @Test
    void table_refusesAtLeastFifteenPercent() {
        long refused = cases().stream().filter(CoercePeersTableTest::refused).count();
        assertEquals(table.get("cases_refused").asLong(), refused);
        assertTrue(refused * 100.0 / cases().size() >= 15.0, refused + " of " + cases().size());
    }

    @Test
    void expectedValue_conformsToItsSchema() {
        for (JsonNode c : cases()) {
            if (!refused(c)) {
                SchemaCheck check = schemaOf(c).check(c.get("expected"), WorkBudget.of(Limits.DEFAULT));
                assertTrue(check.conforms(), c.get("id").asText() + ": " + check.summary());
            }
        }
    }

    /**
     * A refusal is owed where the data is not there as written, or where a later value contradicts the first that fits:
     * no reply to refuse has a first value that conforms as it is.
     */
    @Test
    void replyToRefuse_holdsNoConformingValueAsWritten() {
        for (JsonNode c : cases()) {
            if (refused(c) && EXTRACTOR.extract(c.get("reply").asText(), Mode.STRICT, Accept.ANY) instanceof Extraction.Found f) {
                assertFalse(schemaOf(c).check(f.json(), WorkBudget.of(Limits.DEFAULT)).conforms(), c.get("id").asText());
            }
        }
    }

    /** Where the schema's root is an object or an array, an already-valid reply's value is its expected value. */
    @Test
    void validReply_holdsItsExpectedValueAsWritten() {
        int checked = 0;
        for (JsonNode c : cases()) {
            JsonNode expected = c.get("expected");
            if (c.get("family").asText().equals("valid") && expected.isContainerNode()) {
                Extraction result = EXTRACTOR.extract(c.get("reply").asText(), Mode.STRICT, Accept.ANY);
                Extraction.Found found = assertInstanceOf(Extraction.Found.class, result, c.get("id").asText());
                assertTrue(found.json().equals(NUMBERS_BY_VALUE, expected), c.get("id").asText() + ": " + found.json());
                checked++;
            }
        }
        assertTrue(checked >= 30, checked + " checked");
    }
}

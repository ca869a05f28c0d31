package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.extract.Accept;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Partial;
import dev.outputguard.extract.PartialState;
import dev.outputguard.extract.PartialStates;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.JsonSchemas;

/**
 * A value still being written against its schema: required properties not yet written are pending; a place
 * already written that no rest of the reply can make conform dooms it (never a place a later member, a branch or an
 * alignment may still mend); with coerce, what is shown is what the finished value holds there, aligned.
 */
class PartialFitTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonSchemas SCHEMAS = new JsonSchemas(Limits.DEFAULT);
    private static final SchemaAligner ALIGNER = new SchemaAligner(Limits.DEFAULT);
    private static final JsonExtractor EXTRACTOR = new JsonExtractor();

    private static final String REPORT = "{\"type\": \"object\", \"required\": [\"title\", \"status\", \"count\"],"
            + " \"additionalProperties\": false, \"properties\": {\"title\": {\"type\": \"string\", \"maxLength\": 8},"
            + " \"status\": {\"enum\": [\"approved\", \"rejected\"]}, \"count\": {\"type\": \"integer\"},"
            + " \"tags\": {\"type\": \"array\", \"items\": {\"type\": \"string\"}, \"maxItems\": 2}}}";

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static CompiledSchema schema(String text) {
        return SCHEMAS.compile((ObjectNode) json(text));
    }

    private static PartialFit.Fitted fit(String schema, boolean coerce, String reply) {
        Partial p = EXTRACTOR.stream(Accept.OBJECT).append(reply).partial();
        return new PartialFit(ALIGNER, schema(schema), coerce, 1000).fit(p, WorkBudget.of(Limits.DEFAULT_MAX_SCHEMA_WORK));
    }

    @Test
    void requiredNotYetWritten_isPending() {
        PartialFit.Fitted f = fit(REPORT, false, "{\"title\": \"Q3\", \"sta");
        assertFalse(f.doomed());
        assertEquals(json("{\"title\": \"Q3\"}"), f.json());
        assertEquals(PartialStates.of("", PartialState.IN_PROGRESS, "/status", PartialState.PENDING, "/count", PartialState.PENDING),
                f.states());
    }

    @Test
    void completedEnumValueOutsideTheEnum_isDoomed_withAndWithoutCoerce() {
        PartialFit.Fitted plain = fit(REPORT, false, "{\"status\": \"pending\", ");
        assertTrue(plain.doomed());
        assertEquals("/status", plain.doom().violations().get(0).path());
        assertEquals("enum", plain.doom().violations().get(0).keyword());

        PartialFit.Fitted coerced = fit(REPORT, true, "{\"status\": \"pending\", ");
        assertTrue(coerced.doomed());
        assertEquals("/status", coerced.doom().violations().get(0).path());
    }

    @Test
    void stringBeginningNoEnumValue_isDoomedWithoutCoerce_andWaitsWithIt() {
        assertTrue(fit(REPORT, false, "{\"status\": \"pen").doomed());
        assertFalse(fit(REPORT, false, "{\"status\": \"appr").doomed());
        // "**Appr" may become "approved" once aligned: with coerce it is not shown, nor doomed, while it grows.
        PartialFit.Fitted coerced = fit(REPORT, true, "{\"status\": \"**Appr");
        assertFalse(coerced.doomed());
        assertEquals(json("{}"), coerced.json());
        assertEquals(PartialState.PENDING, coerced.states().get("/status"));
    }

    @Test
    void wrongTypeWritten_isDoomed_unlessCoerceAlignsIt() {
        PartialFit.Fitted plain = fit(REPORT, false, "{\"count\": \"5\", ");
        assertTrue(plain.doomed());
        assertEquals("type", plain.doom().violations().get(0).keyword());

        PartialFit.Fitted coerced = fit(REPORT, true, "{\"count\": \"5\", \"title\": \"Q");
        assertFalse(coerced.doomed());
        assertEquals(json("{\"count\": 5, \"title\": \"Q\"}"), coerced.json());
        assertEquals(List.of(new Coercion(CoercionKind.STRING_TO_INTEGER, "/count", "\"5\"")), coerced.coercions());

        assertTrue(fit(REPORT, true, "{\"count\": \"five\", ").doomed());
    }

    @Test
    void extraKeyWhereNoneIsAllowed_isDoomed_butWithCoerceItWaits() {
        PartialFit.Fitted plain = fit(REPORT, false, "{\"title\": \"Q3\", \"note\"");
        assertTrue(plain.doomed());
        assertEquals("/note", plain.doom().violations().get(0).path());
        assertEquals("additionalProperties", plain.doom().violations().get(0).keyword());

        // coerce drops a key that spells no property, or renames one that spells one: it waits for its object.
        PartialFit.Fitted coerced = fit(REPORT, true, "{\"Title\": \"Q3\", \"count\": 1, ");
        assertFalse(coerced.doomed());
        assertEquals(json("{\"count\": 1}"), coerced.json());
    }

    @Test
    void stringAlreadyTooLong_andArrayAlreadyTooLong_areDoomedWithoutCoerce() {
        assertEquals("maxLength", fit(REPORT, false, "{\"title\": \"a long title").doom().violations().get(0).keyword());
        assertEquals("maxItems", fit(REPORT, false, "{\"tags\": [\"a\", \"b\", ").doom().violations().get(0).keyword());
        assertFalse(fit(REPORT, false, "{\"tags\": [\"a\", \"b\"").doomed());
    }

    @Test
    void aBranchStillOpen_dooms_nothing() {
        String either = "{\"anyOf\": [{\"properties\": {\"a\": {\"type\": \"string\"}}},"
                + " {\"required\": [\"b\"], \"properties\": {\"a\": {\"type\": \"integer\"}}}]}";
        assertFalse(fit(either, false, "{\"a\": 5, ").doomed());
        assertFalse(fit(either, true, "{\"a\": 5, ").doomed());
    }

    @Test
    void nestedItemsAndReferences_areFollowed() {
        String order = "{\"$defs\": {\"line\": {\"type\": \"object\", \"required\": [\"sku\", \"qty\"], \"properties\":"
                + " {\"sku\": {\"type\": \"string\"}, \"qty\": {\"type\": \"integer\", \"minimum\": 1}}}},"
                + " \"type\": \"object\", \"properties\": {\"lines\": {\"type\": \"array\", \"items\": {\"$ref\": \"#/$defs/line\"}}}}";
        PartialFit.Fitted open = fit(order, false, "{\"lines\": [{\"sku\": \"a\", \"qty\": 2}, {\"sku\": \"b\"");
        assertFalse(open.doomed());
        assertEquals(PartialState.PENDING, open.states().get("/lines/1/qty"));

        PartialFit.Fitted zero = fit(order, false, "{\"lines\": [{\"sku\": \"a\", \"qty\": 0}, ");
        assertTrue(zero.doomed());
        assertEquals("/lines/0/qty", zero.doom().violations().get(0).path());
        assertEquals("minimum", zero.doom().violations().get(0).keyword());
    }

    @Test
    void containerOfAnotherType_isDoomed_butWithCoerceItWaits() {
        String text = "{\"properties\": {\"city\": {\"type\": \"string\"}}}";
        assertEquals("type", fit(text, false, "{\"city\": [\"Ly").doom().violations().get(0).keyword());
        // ["Lyon"] is unwrapped to "Lyon" once the array closes with one element.
        PartialFit.Fitted coerced = fit(text, true, "{\"city\": [\"Ly");
        assertFalse(coerced.doomed());
        assertEquals(json("{}"), coerced.json());
        assertEquals(PartialState.PENDING, coerced.states().get("/city"));
    }

    @Test
    void checkTheBudgetStopped_doomsNothing() {
        Partial p = EXTRACTOR.stream(Accept.OBJECT).append("{\"status\": \"pending\", ").partial();
        for (boolean coerce : new boolean[] {false, true}) {
            WorkBudget spent = WorkBudget.of(1);
            spent.trySpend(1);
            PartialFit.Fitted f = new PartialFit(ALIGNER, schema(REPORT), coerce, 1000).fit(p, spent);
            assertFalse(f.doomed(), "coerce " + coerce);
        }
    }

    @Test
    void completeValue_isCheckedWhole() {
        PartialFit.Fitted f = fit(REPORT, true, "{\"title\": \"Q3\", \"status\": \"Approved\", \"count\": \"2\"}");
        assertFalse(f.doomed());
        assertEquals(PartialStates.of("", PartialState.COMPLETE), f.states());
        assertEquals(json("{\"title\": \"Q3\", \"status\": \"approved\", \"count\": 2}"), f.json());
        assertTrue(fit(REPORT, false, "{\"title\": \"Q3\"}").doomed());
        assertNull(fit(REPORT, false, "{\"title\": \"Q3\", \"status\": \"approved\", \"count\": 2}").doom());
    }
}

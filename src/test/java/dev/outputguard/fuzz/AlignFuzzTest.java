package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.Alignment;
import dev.outputguard.align.Coercion;
import dev.outputguard.align.SchemaAligner;
import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.Problem;
import dev.outputguard.function.InProcessFunctions;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.InvalidSchemaException;
import dev.outputguard.schema.JsonSchemas;

/**
 * {@code coerce} on arbitrary values and schemas: the aligner answers every one (conforms, aligned, refused) and
 * never throws; an aligned value conforms and every coercion's pointer names a place in it; a refusal carries
 * violations. Through extract-json's request, any reply with any of a few realistic schemas (object, array and
 * scalar roots) is an answer or a 400, never a 500, and a value answered conforms and lies inside the reply; an
 * ambiguous reply answers no value.
 */
class AlignFuzzTest {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .nodeFactory(JsonNodeFactory.withExactBigDecimals(true)).build();
    private static final JsonSchemas SCHEMAS = new JsonSchemas(Limits.DEFAULT);
    private static final SchemaAligner ALIGNER = new SchemaAligner(Limits.DEFAULT);
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    private static final List<String> SCHEMA_SAMPLES = List.of(
            "{\"type\": \"object\", \"required\": [\"title\", \"qty\"], \"additionalProperties\": false,"
                    + " \"properties\": {\"title\": {\"type\": \"string\"}, \"qty\": {\"type\": \"integer\", \"default\": 1},"
                    + " \"price\": {\"type\": \"number\"}, \"ok\": {\"type\": \"boolean\"}, \"tags\": {\"type\": \"array\","
                    + " \"items\": {\"type\": \"string\"}}, \"status\": {\"enum\": [\"pass\", \"fail\"]}}}",
            "{\"type\": \"array\", \"items\": {\"anyOf\": [{\"type\": \"integer\"}, {\"type\": \"object\","
                    + " \"required\": [\"id\"], \"properties\": {\"id\": {\"type\": \"integer\"}}}]}}",
            "{\"$defs\": {\"n\": {\"oneOf\": [{\"type\": \"number\"}, {\"type\": \"array\", \"items\": {\"$ref\": \"#/$defs/n\"}}]}},"
                    + " \"type\": \"object\", \"properties\": {\"v\": {\"$ref\": \"#/$defs/n\"}}, \"required\": [\"v\"]}",
            "{\"$schema\": \"http://json-schema.org/draft-07/schema#\", \"type\": \"object\", \"required\": [\"city\"],"
                    + " \"properties\": {\"city\": {\"type\": \"string\"}}}",
            // Scalar and array roots: the value read from JSON, from a fenced block's words or from the prose.
            "{\"enum\": [\"positive\", \"negative\", \"neutral\"]}",
            "{\"type\": \"number\", \"minimum\": 0}",
            "{\"type\": \"integer\"}",
            "{\"type\": \"string\", \"maxLength\": 40}",
            "{\"type\": \"array\", \"items\": {\"type\": \"string\"}}");

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"{\"type\": \"", "integer", "number", "boolean", "string", "array", "object", "\"enum\": [",
        "\"const\": ", "\"properties\": {", "\"required\": [", "\"additionalProperties\": false", "\"items\": ",
        "\"prefixItems\": [", "\"anyOf\": [", "\"oneOf\": [", "\"allOf\": [", "\"$ref\": \"#", "\"$defs\": {",
        "\"default\": ", "\"1.50\"", "\"1,234\"", "\"yes\"", "\"**Pass**\"", "\"[1, 2]\"", "{\"result\": ", "7.0", "1e999"})
    void align_anyValueAnySchema_isAnAnswer_andAnAlignedValueConforms(FuzzedDataProvider data) {
        // The schema, a line break, the value: inputs a person can write as seeds.
        String input = data.consumeRemainingAsString();
        int cut = input.indexOf('\n');
        if (cut < 0) {
            return;
        }
        JsonNode schemaText = read(input.substring(0, cut));
        JsonNode value = read(input.substring(cut + 1));
        if (!(schemaText instanceof ObjectNode schemaObject) || value == null) {
            return;
        }
        CompiledSchema schema;
        try {
            schema = SCHEMAS.compile(schemaObject);
        } catch (InvalidSchemaException unusable) {
            return;
        }
        switch (ALIGNER.align(value, schema)) {
            case Alignment.Conforms c -> assertTrue(schema.check(value, WorkBudget.of(Limits.DEFAULT)).conforms(), value::toString);
            case Alignment.Aligned a -> {
                assertTrue(schema.check(a.value(), WorkBudget.of(Limits.DEFAULT)).conforms(), a::toString);
                assertFalse(a.coercions().isEmpty());
                for (Coercion c : a.coercions()) {
                    assertFalse(a.value().at(c.pointer()).isMissingNode(), () -> c + " names no place in " + a.value());
                }
            }
            case Alignment.Refused r -> assertTrue(r.check().count() > 0, r::toString);
        }
    }

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"{\"title\": \"", "\"qty\": \"", "\"price\": \"$", "\"tags\": \"", "\"status\": \"**",
        "{\"result\": {", "[{\"id\": \"", "{\"v\": [\"", "\"city\"", "```json\\x0A", "\\\"", ", \"", "\": "})
    void extractJson_anyReplyWithCoerce_isAnsweredOrRefusedAsTheCallersMistake(FuzzedDataProvider data) {
        String schema = data.pickValue(SCHEMA_SAMPLES);
        boolean repair = data.consumeBoolean();
        boolean acceptAny = data.consumeBoolean();
        String reply = data.consumeRemainingAsString();
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("text", reply).put("coerce", true)
                .put("mode", repair ? "repair" : "strict");
        if (acceptAny) {
            body.put("accept", "any");
        }
        body.set("schema", read(schema));
        byte[] answer;
        try {
            answer = FUNCTIONS.call("extract-json", body.toString().getBytes(StandardCharsets.UTF_8));
        } catch (RuntimeException e) {
            Optional<Problem> problem = Problem.in(e);
            if (problem.isEmpty() || problem.get().status() != 400) {
                throw e;
            }
            assertEquals(InvalidRequestException.CODE, problem.get().code());
            return;
        }
        JsonNode written = read(new String(answer, StandardCharsets.UTF_8));
        assertTrue(written != null && written.isObject(), () -> "answered " + new String(answer, StandardCharsets.UTF_8));
        if (written.path("ok").asBoolean()) {
            // Whichever candidate was chosen, and however it was read, what is answered conforms.
            CompiledSchema compiled = SCHEMAS.compile((ObjectNode) read(schema));
            assertTrue(compiled.check(written.get("json"), WorkBudget.of(Limits.DEFAULT)).conforms(), written::toString);
            int start = written.get("start").asInt();
            int end = written.get("end").asInt();
            assertTrue(0 <= start && start <= end && end <= reply.length(), written::toString);
        } else if (written.path("error").path("code").asText().equals("AMBIGUOUS")) {
            // Two values that differ: neither is answered, and the one named by position lies inside the reply (before
            // the other, when the other is fenced: fences are weighed first).
            assertTrue(written.path("json").isMissingNode(), written::toString);
            int position = written.get("error").get("position").asInt();
            assertTrue(0 <= position && position < reply.length(), written::toString);
        }
    }

    private static JsonNode read(String text) {
        try {
            JsonNode node = MAPPER.readTree(text);
            return node == null || node.isMissingNode() ? null : node;
        } catch (Exception notJson) {
            return null;
        }
    }
}

package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.extension.RegisterExtension;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.Problem;
import dev.outputguard.function.InProcessFunctions;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.sanitize.OutputSanitizer;

/**
 * The deterministic functions on arbitrary request bodies, read by the request contract and answered by the
 * function over its core, in process: every body is either answered (a JSON object) or refused as the caller's
 * mistake (a 400 {@code INVALID_REQUEST} with a message); nothing else escapes, so no body is a 500. The second
 * property aims at the {@code schema} field, whose value reaches the JSON Schema validator: a good body with any
 * JSON value as its schema is answered or refused the same way. The third holds replies of any shape to schemas
 * that ask for much work, within the request's work budget.
 */
class RequestFuzzTest {

    @RegisterExtension
    static final QuietLogs REVIEW_LOGS = QuietLogs.of(ReviewDecider.class);
    @RegisterExtension
    static final QuietLogs SANITIZE_LOGS = QuietLogs.of(OutputSanitizer.class);

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> DETERMINISTIC = List.of("extract-json", "validate-response", "sanitize-output",
            "review-decision", "extract-terminal-response");

    @FuzzTest(maxDuration = "10s")
    @DictionaryEntries({"{\"text\": \"", "\"mode\": \"repair\"", "\"accept\": \"any\"", "\"schema\": {", "\"kind\": ",
        "\"translation\"", "\"revision-patch\"", "\"source\": ", "\"reviewText\": \"", "\"reply\": \"", "\"lines\": [", "\"buffer\": \"",
        "\"lastCapturedLine\": ", "\"bufferReset\": true", "\"cliTool\": \"codex\"", "null", "1e999",
        "-0", "\\u0000", "\\ud800", "\": ", ", \"", "[{", "}]"})
    void anyBody_isAnsweredOrRefusedAsTheCallersMistake(FuzzedDataProvider data) {
        String function = data.pickValue(DETERMINISTIC);
        answerOrRefusal(function, data.consumeRemainingAsBytes());
    }

    @FuzzTest(maxDuration = "10s")
    @DictionaryEntries({"\"$ref\": \"#", "\"$defs\": {", "\"$schema\": \"http://json-schema.org/draft-07/schema#\"",
        "\"$id\": \"", "\"$anchor\": \"", "\"$dynamicRef\": \"#", "\"$dynamicAnchor\": \"", "\"type\": \"object\"",
        "\"type\": [", "\"properties\": {", "\"patternProperties\": {", "\"additionalProperties\": false", "\"items\": ",
        "\"prefixItems\": [", "\"required\": [", "\"pattern\": \"", "\"format\": \"", "\"enum\": [", "\"const\": ",
        "\"minimum\": ", "\"multipleOf\": ", "\"maxLength\": ", "\"allOf\": [", "\"anyOf\": [", "\"oneOf\": [",
        "\"not\": ", "\"if\": ", "\"then\": ", "\"unevaluatedProperties\": ", "\"contains\": ", "\"dependentSchemas\": {",
        "\"propertyNames\": ", "%", "~1", "~0", "(a+)+$", "\\\\p{", "1e999", "true", "{}"})
    void anySchema_isUsedOrRefusedAsTheCallersMistake(FuzzedDataProvider data) {
        boolean validate = data.consumeBoolean();
        JsonNode schema;
        try {
            schema = MAPPER.readTree(data.consumeRemainingAsString());
        } catch (Exception notJson) {
            return; // the contract's reading of bodies that are not JSON is the other property's
        }
        if (schema == null || schema.isMissingNode()) {
            return;
        }
        String body = validate
                ? "{\"text\": \"{\\\"translation\\\": \\\"Hallo\\\", \\\"n\\\": 1}\", \"kind\": \"translation\", \"schema\": "
                        + schema + "}"
                : "{\"text\": \"Sure: {\\\"a\\\": [1, {\\\"b\\\": \\\"x\\\"}], \\\"c\\\": null}\", \"schema\": " + schema + "}";
        answerOrRefusal(validate ? "validate-response" : "extract-json", body.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Schemas that ask for much more work than their size (exact numbers, unions of unions, backtracking patterns,
     * recursion); the fuzzer writes the reply. Every check ends within the request's work budget: answered, never a
     * 500 and never a hang.
     */
    private static final List<String> HOSTILE_SCHEMAS = List.of(
            "{\"properties\": {\"n\": {\"multipleOf\": 3, \"maximum\": 100, \"enum\": [1, 2, 3]}}}",
            "{\"items\": {\"multipleOf\": 0.0001, \"exclusiveMinimum\": -1e999, \"type\": \"integer\"}}",
            "{\"properties\": {\"s\": {\"items\": {\"pattern\": \"a*a*a*b\"}}}, \"additionalProperties\": {\"pattern\": \"^(a+)+$\"}}",
            "{\"$defs\": {\"t\": {\"anyOf\": [{\"properties\": {\"x\": {\"$ref\": \"#/$defs/t\"}}},"
                    + " {\"properties\": {\"x\": {\"$ref\": \"#/$defs/t\"}}}]}}, \"$ref\": \"#/$defs/t\"}",
            "{\"$defs\": {\"t\": {\"oneOf\": [{\"items\": {\"$ref\": \"#/$defs/t\"}}, {\"items\": {\"$ref\": \"#/$defs/t\"}},"
                    + " {\"type\": \"number\", \"multipleOf\": 7}]}}, \"$ref\": \"#/$defs/t\"}");

    @FuzzTest(maxDuration = "10s")
    @DictionaryEntries({"1e999999999", "-7e100000000", "3e50000000", "1e-999999999", "0.0001", "1e19", "{\"x\": ",
        "{\"n\": ", "{\"s\": [", "\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"", "[[[[[[[[", "]]]]]]]]", "}}}}}}}}"})
    void hostileSchema_anyReply_isAnsweredWithinTheBudget(FuzzedDataProvider data) {
        String schema = data.pickValue(HOSTILE_SCHEMAS);
        ObjectNode body = MAPPER.createObjectNode().put("text", data.consumeRemainingAsString()).put("mode", "repair")
                .put("accept", "any");
        try {
            body.set("schema", MAPPER.readTree(schema));
        } catch (Exception e) {
            throw new AssertionError(schema, e);
        }
        answerOrRefusal("extract-json", body.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static void answerOrRefusal(String function, byte[] body) {
        byte[] answer;
        try {
            answer = FUNCTIONS.call(function, body);
        } catch (RuntimeException e) {
            // Anything but the contract's refusal would reach the caller as a 500: let it fail the property.
            Optional<Problem> problem = Problem.in(e);
            if (problem.isEmpty() || problem.get().status() != 400) {
                throw e;
            }
            assertEquals(InvalidRequestException.CODE, problem.get().code(), function);
            assertFalse(problem.get().message().isBlank(), function);
            return;
        }
        JsonNode written;
        try {
            written = MAPPER.readTree(answer);
        } catch (Exception e) {
            throw new AssertionError(function + " answered bytes that are not JSON", e);
        }
        assertTrue(written.isObject(), () -> function + " answered " + written);
    }
}

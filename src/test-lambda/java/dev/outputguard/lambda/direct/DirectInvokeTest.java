package dev.outputguard.lambda.direct;

import static dev.outputguard.lambda.LambdaEvents.assertContains;
import static dev.outputguard.lambda.LambdaEvents.timeless;
import static dev.outputguard.lambda.LambdaEvents.tree;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestMethodOrder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.lambda.FakeLlm;
import dev.outputguard.lambda.LambdaEvents;
import dev.outputguard.lambda.LocalOnly;
import dev.outputguard.lambda.MockLambda;
import dev.outputguard.lambda.MockLambda.Invocation;
import dev.outputguard.limits.Limits;
import dev.outputguard.testsupport.ParseCounter;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The direct-invoke flavour (quarkus-funqy-amazon-lambda) driven through Quarkus's mock Lambda
 * runtime: each function's payload from src/test/resources/events/direct/&lt;function&gt;.json must
 * answer with its &lt;function&gt;.expected.json, and bad payloads are Lambda errors naming the field.
 * A function that calls the LLM gets the replies of &lt;function&gt;.llm.json from {@link FakeLlm}.
 */
@QuarkusTest
@WithTestResource(FakeLlm.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DirectInvokeTest {

    /** Set by the lambda Maven profile, as Terraform sets it on each Lambda. */
    private static final String STARTUP_EXPORT = System.getenv("QUARKUS_FUNQY_EXPORT");

    @AfterAll
    static void restoreStartupExport() {
        ExportedFunction.select(STARTUP_EXPORT);
    }

    private static Path payload(String function) {
        Path file = LambdaEvents.files("direct").stream()
                .filter(p -> p.getFileName().toString().equals(function + ".json")).findFirst()
                .orElseThrow(() -> new AssertionError("add src/test/resources/events/direct/" + function
                        + ".json (and " + function + ".expected.json) for the new function"));
        return file;
    }

    private static Invocation invokeWithItsPayload(String function) {
        FakeLlm.script(payload(function));
        Invocation invocation = MockLambda.invoke(LambdaEvents.read(payload(function)));
        assertEquals(List.of(), FakeLlm.unused(), function + " left scripted LLM replies unused");
        return invocation;
    }

    private static void assertAnswers(String function, Invocation invocation) {
        assertEquals(200, invocation.status(), function + " answered " + invocation.body());
        Path expected = payload(function).resolveSibling(function + ".expected.json");
        assertTrue(Files.isRegularFile(expected), "missing " + expected.getFileName());
        assertContains(tree(LambdaEvents.read(expected)), tree(invocation.body()), function);
    }

    private static void assertInvalid(Invocation invocation, String messagePart) {
        assertEquals(500, invocation.status(), "a bad payload must be a Lambda error: " + invocation.body());
        JsonNode error = tree(invocation.body());
        assertEquals(InvalidRequestException.class.getName(), error.path("errorType").asText(), invocation.body());
        assertTrue(error.path("errorMessage").asText().contains(messagePart),
                "message should contain " + messagePart + ": " + invocation.body());
    }

    /** Dev mode's stand-in LLM and the try page belong to the local flavour: neither is in this build. */
    @Test
    void standInLlmAndTryPage_areNotInTheBuild() {
        LocalOnly.assertNotInThisBuild();
    }

    @Test
    @Order(1)
    void startup_servesTheFunctionNamedByQuarkusFunqyExport() {
        assertEquals("extract-json", STARTUP_EXPORT, "the lambda profile sets QUARKUS_FUNQY_EXPORT");
        assertAnswers(STARTUP_EXPORT, invokeWithItsPayload(STARTUP_EXPORT));
    }

    @Test
    void everyFunction_hasPayloadAndExpectation_andNoOther() {
        TreeSet<String> files = new TreeSet<>();
        LambdaEvents.files("direct").forEach(p -> files.add(p.getFileName().toString().replaceFirst("(\\.expected|\\.llm)?\\.json$", "")));
        assertEquals(new TreeSet<>(ExportedFunction.names()), files, "events/direct/ must hold one payload per @Funq");
    }

    @TestFactory
    Stream<DynamicTest> everyFunction_answersItsPayload() {
        return ExportedFunction.names().stream().map(f -> DynamicTest.dynamicTest(f, () -> {
            ExportedFunction.select(f);
            assertAnswers(f, invokeWithItsPayload(f));
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyFunction_unknownField_isInvalidRequestNamingIt() {
        return ExportedFunction.names().stream().map(f -> DynamicTest.dynamicTest(f, () -> {
            ExportedFunction.select(f);
            ObjectNode body = (ObjectNode) tree(LambdaEvents.read(payload(f)));
            body.put("mdoe", "repair");
            assertInvalid(MockLambda.invoke(body.toString()), "unknown field 'mdoe'");
        }));
    }

    /** Jackson alone would turn 5 into "5"; the contract says which field is wrong. */
    @TestFactory
    Stream<DynamicTest> everyFunction_numberForAString_isInvalidRequestNamingTheField() {
        return ExportedFunction.names().stream().map(f -> DynamicTest.dynamicTest(f, () -> {
            ExportedFunction.select(f);
            ObjectNode body = (ObjectNode) tree(LambdaEvents.read(payload(f)));
            String field = firstStringField(body);
            body.put(field, 5);
            assertInvalid(MockLambda.invoke(body.toString()), "field '" + field + "' must be a string");
        }));
    }

    /** A schema no function can use, in each function that takes one: a Lambda error naming {@code schema}. */
    @TestFactory
    Stream<DynamicTest> schemaFunctions_unusableSchema_isInvalidRequestNamingIt() {
        Map<String, String> bad = Map.of(
                "{\"properties\": {\"a\": {\"$ref\": \"https://example.com/a.json\"}}}", "field 'schema' refers to \"https://example.com/a.json\"",
                "{\"type\": \"strin\"}", "field 'schema' is not a valid JSON Schema (draft 2020-12)",
                "{\"enum\": [\"" + "x".repeat(100_001) + "\"]}", "(setting outputguard.max-schema-chars)");
        return Stream.of("extract-json", "validate-response", "complete-json").flatMap(f -> bad.entrySet().stream()
                .map(b -> DynamicTest.dynamicTest(f + " " + b.getValue(), () -> {
                    ExportedFunction.select(f);
                    ObjectNode body = (ObjectNode) tree(LambdaEvents.read(payload(f)));
                    body.set("schema", tree(b.getKey()));
                    assertInvalid(MockLambda.invoke(body.toString()), b.getValue());
                })));
    }

    private static String firstStringField(ObjectNode body) {
        for (Map.Entry<String, JsonNode> e : (Iterable<Map.Entry<String, JsonNode>>) body::fields) {
            if (e.getValue().isTextual()) {
                return e.getKey();
            }
        }
        throw new AssertionError("payload has no string field: " + body);
    }

    /**
     * Direct invoke returns one payload: complete-json with {@code "stream": true} is answered whole, the answer the same
     * request gets without it, with {@code "streamed": false} saying so; {@code "stream"} that is no boolean is an error
     * naming it.
     */
    @Test
    void completeJson_streamAsked_isAnsweredWhole_sayingSo() {
        ExportedFunction.select("complete-json");
        Invocation whole = invokeWithItsPayload("complete-json");
        ObjectNode asked = (ObjectNode) tree(LambdaEvents.read(payload("complete-json")));
        asked.put("stream", true);
        FakeLlm.script(payload("complete-json"));

        Invocation streamAsked = MockLambda.invoke(asked.toString());

        assertEquals(200, streamAsked.status(), streamAsked.body());
        ObjectNode answer = (ObjectNode) tree(streamAsked.body());
        assertTrue(answer.path("streamed").isBoolean() && !answer.path("streamed").booleanValue(), streamAsked.body());
        answer.remove("streamed");
        assertEquals(timeless(tree(whole.body())), timeless(answer));
        assertTrue(!tree(whole.body()).has("streamed"), "an answer to a request that asked for none says nothing of it");
        asked.put("stream", "yes");
        assertInvalid(MockLambda.invoke(asked.toString()), "field 'stream'");
    }

    /** An integer beyond any count or position says so, under direct invoke as over HTTP. */
    @Test
    void integerOutOfRange_isInvalidRequest_sayingSo() {
        ExportedFunction.select("extract-terminal-response");
        assertInvalid(MockLambda.invoke("{\"lines\": [], \"lastCapturedLine\": 2147483648, \"cliTool\": \"claude\"}"),
                "field 'lastCapturedLine' is too large for a count or a position, got 2147483648");
    }

    /** A check that would take minutes stops at the work budget, naming it, under direct invoke as over HTTP. */
    @Test
    void schemaCheck_hugeExponentAndBacktracking_answerAtOnce() {
        ExportedFunction.select("extract-json");
        Invocation exponent = MockLambda.invoke("{\"text\": \"{\\\"a\\\": 1e100000000}\", \"schema\": {\"properties\":"
                + " {\"a\": {\"multipleOf\": 3}}}}");
        assertEquals(200, exponent.status(), exponent.body());
        assertEquals("multipleOf", tree(exponent.body()).path("violations").path(0).path("keyword").asText(), exponent.body());
        String values = String.join(",", java.util.Collections.nCopies(300, "\\\"" + "a".repeat(300) + "\\\""));
        Invocation pattern = MockLambda.invoke("{\"text\": \"{\\\"s\\\": [" + values + "]}\", \"schema\": {\"properties\":"
                + " {\"s\": {\"items\": {\"pattern\": \"a*a*a*b\"}}}}}");
        assertEquals(200, pattern.status(), pattern.body());
        assertTrue(tree(pattern.body()).path("violations").path(0).path("message").asText()
                .contains("setting outputguard.max-schema-work"), pattern.body());
    }

    /** Funqy's Lambda binding writes with a copy of the app's mapper: it too writes what was read at the limit. */
    @Test
    void arrayNestedAtTheLimit_isWrittenInTheAnswer() {
        ExportedFunction.select("extract-json");
        int depth = Limits.DEFAULT_MAX_NESTING_DEPTH;
        Invocation deep = MockLambda.invoke("{\"text\": \"" + "[".repeat(depth) + "]".repeat(depth)
                + "\", \"accept\": \"array\"}");
        assertEquals(200, deep.status(), deep.body());
        assertTrue(deep.body().startsWith("{\"ok\":true,\"json\":" + "[".repeat(depth) + "]".repeat(depth) + ","),
                deep.body());
    }

    @Test
    void missingRequiredField_isInvalidRequestNamingIt() {
        ExportedFunction.select("extract-json");
        assertInvalid(MockLambda.invoke("{}"), "field 'text' is required");
    }

    @Test
    void payloadNotAnObject_isInvalidRequest() {
        ExportedFunction.select("extract-json");
        for (String payload : List.of("[\"text\"]", "\"text\"", "null")) {
            assertInvalid(MockLambda.invoke(payload), "must be a JSON object");
        }
    }

    /** Funqy's one read of the payload binds the record through the request contract; nothing reads it again. */
    @Test
    void payload_isParsedOnce_answeredOrRejected() {
        ExportedFunction.select("extract-json");
        String marker = UUID.randomUUID().toString();
        assertEquals(1, ParseCounter.parsesContaining(marker, () -> assertEquals(200,
                MockLambda.invoke("{\"text\": \"" + marker + " {\\\"a\\\": 1}\"}").status())));
        assertEquals(1, ParseCounter.parsesContaining(marker, () -> assertInvalid(
                MockLambda.invoke("{\"text\": 5, \"note\": \"" + marker + "\"}"), "unknown field 'note'")));
    }
}

package dev.outputguard.lambda.http;

import static dev.outputguard.lambda.LambdaEvents.assertContains;
import static dev.outputguard.lambda.LambdaEvents.timeless;
import static dev.outputguard.lambda.LambdaEvents.tree;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Stream;

import jakarta.inject.Inject;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.FunctionCatalog;
import dev.outputguard.lambda.FakeLlm;
import dev.outputguard.lambda.LambdaEvents;
import dev.outputguard.lambda.LocalOnly;
import dev.outputguard.lambda.MockLambda;
import dev.outputguard.lambda.MockLambda.Invocation;
import dev.outputguard.testsupport.ParseCounter;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The API Gateway flavour (quarkus-amazon-lambda-http and the Vert.x route that serves the functions): real HTTP API payload 2.0
 * events from src/test/resources/events/http/ go to Quarkus's mock Lambda runtime as they come from
 * API Gateway, and the v2 response must carry the function's answer or the 400 contract.
 *
 * <p>{@code <function>.json} is the route's event; its body is the direct-invoke payload and it must
 * answer with events/direct/{@code <function>}.expected.json. {@code <function>.<case>.json} are the
 * cases in {@link #CASES}. A function that calls the LLM gets the replies of
 * events/direct/{@code <function>}.llm.json from {@link FakeLlm}.
 */
@QuarkusTest
@WithTestResource(FakeLlm.class)
class HttpApiEventTest {

    @Inject
    FunctionCatalog catalog;

    /** Expected status and, for a 400, part of the message. */
    private record Expect(int status, String messagePart) {
    }

    private static final Map<String, Expect> CASES = Map.of(
            "base64-body", new Expect(200, null),
            "malformed-body", new Expect(400, "request body is not valid JSON"),
            "missing-field", new Expect(400, "is required"),
            "remote-ref-schema", new Expect(400, "field 'schema' refers to \"https://example.com/order.json\""));

    private static String function(Path event) {
        return event.getFileName().toString().replaceFirst("\\..*$", "");
    }

    private static String caseOf(Path event) {
        String name = event.getFileName().toString().replaceFirst("\\.json$", "");
        int dot = name.indexOf('.');
        return dot < 0 ? null : name.substring(dot + 1);
    }

    private static String body(JsonNode response) {
        String body = response.path("body").asText();
        return response.path("isBase64Encoded").asBoolean()
                ? new String(Base64.getDecoder().decode(body), StandardCharsets.UTF_8)
                : body;
    }

    @Test
    void everyFunction_hasARouteEvent() {
        TreeSet<String> routes = new TreeSet<>();
        LambdaEvents.files("http").stream().filter(p -> caseOf(p) == null).forEach(p -> routes.add(function(p)));
        TreeSet<String> functions = new TreeSet<>(catalog.names());
        assertEquals(functions, routes, "events/http/ must hold one <function>.json per @Funq");
    }

    @TestFactory
    Stream<DynamicTest> routeEvent_answersLikeDirectInvoke() {
        return LambdaEvents.files("http").stream().filter(p -> caseOf(p) == null)
                .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
                    String f = function(p);
                    JsonNode event = tree(LambdaEvents.read(p));
                    Path direct = LambdaEvents.files("direct").stream()
                            .filter(d -> d.getFileName().toString().equals(f + ".json")).findFirst().orElseThrow();
                    assertEquals(tree(LambdaEvents.read(direct)), tree(event.path("body").asText()),
                            "the route event carries the direct-invoke payload");
                    FakeLlm.script(direct);
                    JsonNode response = invoke(event);
                    assertEquals(200, response.path("statusCode").asInt(), response.toString());
                    assertTrue(response.path("headers").path("Content-Type").asText("")
                            .concat(response.path("headers").path("content-type").asText("")).contains("application/json"));
                    assertContains(tree(LambdaEvents.read(direct.resolveSibling(f + ".expected.json"))), tree(body(response)), f);
                }));
    }

    @TestFactory
    Stream<DynamicTest> caseEvent_answersItsContract() {
        return LambdaEvents.files("http").stream().filter(p -> caseOf(p) != null)
                .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
                    Expect expect = CASES.get(caseOf(p));
                    assertTrue(expect != null, "unknown case " + caseOf(p) + "; known: " + CASES.keySet());
                    LambdaEvents.files("direct").stream()
                            .filter(d -> d.getFileName().toString().equals(function(p) + ".json"))
                            .findFirst().ifPresent(FakeLlm::script);
                    JsonNode response = invoke(tree(LambdaEvents.read(p)));
                    assertEquals(expect.status(), response.path("statusCode").asInt(), response.toString());
                    JsonNode body = tree(body(response));
                    if (expect.status() == 400) {
                        assertEquals("INVALID_REQUEST", body.path("error").path("code").asText(), body.toString());
                        assertTrue(body.path("error").path("message").asText().contains(expect.messagePart()), body.toString());
                        assertFalse(body.toString().contains("Exception"), "no stack trace: " + body);
                    } else {
                        Path expected = LambdaEvents.files("direct").stream()
                                .filter(d -> d.getFileName().toString().equals(function(p) + ".expected.json"))
                                .findFirst().orElseThrow();
                        assertContains(tree(LambdaEvents.read(expected)), body, p.getFileName().toString());
                    }
                }));
    }

    private static JsonNode invoke(JsonNode event) {
        Invocation invocation = MockLambda.invoke(event.toString());
        assertEquals(200, invocation.status(), "the Lambda itself must not fail: " + invocation.body());
        return tree(invocation.body());
    }

    /**
     * The request body inside the event is parsed once, by the request contract (the event itself is read
     * once too, by the Lambda runtime; the body travels base64-encoded in it, so only the body's parse
     * sees the marker).
     */
    @Test
    void requestBody_isParsedOnce() {
        String marker = UUID.randomUUID().toString();
        ObjectNode event = (ObjectNode) tree(LambdaEvents.read(LambdaEvents.files("http").stream()
                .filter(p -> p.getFileName().toString().equals("extract-json.json")).findFirst().orElseThrow()));
        String body = "{\"text\": \"" + marker + " {\\\"a\\\": 1}\"}";
        event.put("body", Base64.getEncoder().encodeToString(body.getBytes(StandardCharsets.UTF_8)));
        event.put("isBase64Encoded", true);
        long parses = ParseCounter.parsesContaining(marker,
                () -> assertEquals(200, invoke(event).path("statusCode").asInt()));
        assertEquals(1, parses);
    }

    /** The route's event for extract-json with {@code body} and the headers changed as given. */
    private static JsonNode extractJsonEvent(String path, String body, Map<String, String> headers) {
        ObjectNode event = (ObjectNode) tree(LambdaEvents.read(LambdaEvents.files("http").stream()
                .filter(p -> p.getFileName().toString().equals("extract-json.json")).findFirst().orElseThrow()));
        event.put("rawPath", path).put("routeKey", "POST " + path);
        ((ObjectNode) event.path("requestContext").path("http")).put("path", path);
        event.put("body", body);
        ObjectNode sent = (ObjectNode) event.path("headers");
        sent.put("content-length", Integer.toString(body.getBytes(StandardCharsets.UTF_8).length));
        headers.forEach(sent::put);
        return event;
    }

    /** Dev mode's stand-in LLM and the try page belong to the local flavour: behind API Gateway both are a 404. */
    @Test
    void standInLlmAndTryPage_areNotServed() {
        LocalOnly.assertNotInThisBuild();
        JsonNode standIn = invoke(extractJsonEvent("/q/stand-in-llm/v1/chat/completions", "{\"messages\": []}", Map.of()));
        assertEquals(404, standIn.path("statusCode").asInt(), standIn.toString());
        ObjectNode page = (ObjectNode) extractJsonEvent("/try/", "", Map.of());
        page.put("routeKey", "GET /try/");
        ((ObjectNode) page.path("requestContext").path("http")).put("method", "GET");
        JsonNode tryPage = invoke(page);
        assertEquals(404, tryPage.path("statusCode").asInt(), tryPage.toString());
    }

    /** Issue 32's answers behind API Gateway: 415s that name what is supported, out of range, budgeted checks. */
    @Test
    void mediaTypesOutOfRangeAndWork_answerAsOverHttp() {
        JsonNode gzip = invoke(extractJsonEvent("/extract-json", "{\"text\": \"{}\"}", Map.of("content-encoding", "gzip")));
        assertEquals(415, gzip.path("statusCode").asInt(), gzip.toString());
        assertEquals("UNSUPPORTED_MEDIA_TYPE", tree(body(gzip)).path("error").path("code").asText());
        assertTrue(tree(body(gzip)).path("error").path("message").asText().contains("send the JSON body uncompressed"));

        JsonNode latin1 = invoke(extractJsonEvent("/extract-json", "{\"text\": \"{}\"}",
                Map.of("content-type", "application/json; charset=iso-8859-1")));
        assertEquals(415, latin1.path("statusCode").asInt(), latin1.toString());
        assertTrue(tree(body(latin1)).path("error").path("message").asText().startsWith("charset \"iso-8859-1\" is not supported"));

        JsonNode range = invoke(extractJsonEvent("/extract-terminal-response",
                "{\"lines\": [], \"lastCapturedLine\": 2147483648, \"cliTool\": \"claude\"}", Map.of()));
        assertEquals(400, range.path("statusCode").asInt(), range.toString());
        assertTrue(tree(body(range)).path("error").path("message").asText()
                .contains("field 'lastCapturedLine' is too large for a count or a position, got 2147483648"));

        JsonNode exponent = invoke(extractJsonEvent("/extract-json",
                "{\"text\": \"{\\\"a\\\": 1e100000000}\", \"schema\": {\"properties\": {\"a\": {\"multipleOf\": 3}}}}", Map.of()));
        assertEquals(200, exponent.path("statusCode").asInt(), exponent.toString());
        assertEquals("multipleOf", tree(body(exponent)).path("violations").path(0).path("keyword").asText(), body(exponent));

        String values = String.join(",", java.util.Collections.nCopies(300, "\\\"" + "a".repeat(300) + "\\\""));
        JsonNode pattern = invoke(extractJsonEvent("/extract-json", "{\"text\": \"{\\\"s\\\": [" + values
                + "]}\", \"schema\": {\"properties\": {\"s\": {\"items\": {\"pattern\": \"a*a*a*b\"}}}}}", Map.of()));
        assertEquals(200, pattern.path("statusCode").asInt(), pattern.toString());
        assertTrue(tree(body(pattern)).path("violations").path(0).path("message").asText()
                .contains("setting outputguard.max-schema-work"), body(pattern));
    }

    /**
     * API Gateway hands on a Lambda's answer whole: complete-json with {@code "stream": true} is answered as JSON, the
     * answer the same request gets without it, with {@code "streamed": false} saying so; never an event stream cut
     * short or a silent difference.
     */
    @Test
    void completeJson_streamAsked_isAnsweredWhole_sayingSo() {
        Path direct = LambdaEvents.files("direct").stream()
                .filter(d -> d.getFileName().toString().equals("complete-json.json")).findFirst().orElseThrow();
        ObjectNode event = (ObjectNode) tree(LambdaEvents.read(LambdaEvents.files("http").stream()
                .filter(p -> p.getFileName().toString().equals("complete-json.json")).findFirst().orElseThrow()));
        FakeLlm.script(direct);
        JsonNode whole = invoke(event);
        ObjectNode asked = (ObjectNode) tree(event.path("body").asText());
        asked.put("stream", true);
        String body = asked.toString();
        event.put("body", body);
        ((ObjectNode) event.path("headers")).put("content-length",
                Integer.toString(body.getBytes(StandardCharsets.UTF_8).length));
        FakeLlm.script(direct);

        JsonNode response = invoke(event);

        assertEquals(200, response.path("statusCode").asInt(), response.toString());
        assertTrue(response.path("headers").toString().toLowerCase(java.util.Locale.ROOT).contains("application/json"),
                response.toString());
        ObjectNode answer = (ObjectNode) tree(body(response));
        assertTrue(answer.path("streamed").isBoolean() && !answer.path("streamed").booleanValue(), answer.toString());
        answer.remove("streamed");
        assertEquals(timeless(tree(body(whole))), timeless(answer));
        assertFalse(tree(body(whole)).has("streamed"), "an answer to a request that asked for none says nothing of it");
    }

    @Test
    void completeJson_streamNotABoolean_is400NamingIt() {
        ObjectNode event = (ObjectNode) tree(LambdaEvents.read(LambdaEvents.files("http").stream()
                .filter(p -> p.getFileName().toString().equals("complete-json.json")).findFirst().orElseThrow()));
        ObjectNode asked = (ObjectNode) tree(event.path("body").asText());
        asked.put("stream", "yes");
        String body = asked.toString();
        event.put("body", body);
        ((ObjectNode) event.path("headers")).put("content-length",
                Integer.toString(body.getBytes(StandardCharsets.UTF_8).length));

        JsonNode response = invoke(event);

        assertEquals(400, response.path("statusCode").asInt(), response.toString());
        assertTrue(tree(body(response)).path("error").path("message").asText().contains("field 'stream'"), body(response));
    }
}

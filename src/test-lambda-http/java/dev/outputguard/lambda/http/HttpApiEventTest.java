package dev.outputguard.lambda.http;

import static dev.outputguard.lambda.LambdaEvents.assertContains;
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
}

package dev.outputguard.lambda.http;

import static dev.outputguard.lambda.LambdaEvents.tree;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.lambda.FakeLlm;
import dev.outputguard.lambda.LambdaEvents;
import dev.outputguard.lambda.MockLambda;
import dev.outputguard.observe.InvocationLog;
import dev.outputguard.testing.ExpectedLogs;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Behind API Gateway a request's line carries both ids: the HTTP one (the caller's X-Request-Id, or a
 * new one, returned in the response) and the AWS request id of the Lambda invocation that carried it.
 */
@QuarkusTest
@WithTestResource(FakeLlm.class)
class HttpApiLogTest {

    private static final String UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

    @RegisterExtension
    static final ExpectedLogs LOGS = ExpectedLogs.named(InvocationLog.CATEGORY);

    private static JsonNode invoke(ObjectNode event) {
        MockLambda.Invocation invocation = MockLambda.invoke(event.toString());
        assertEquals(200, invocation.status(), invocation.body());
        return tree(invocation.body());
    }

    private static ObjectNode routeEvent(String function) {
        Path file = LambdaEvents.files("http").stream()
                .filter(p -> p.getFileName().toString().equals(function + ".json")).findFirst().orElseThrow();
        return (ObjectNode) tree(LambdaEvents.read(file));
    }

    @Test
    void callersRequestId_isReturnedAndLoggedBesideTheAwsRequestId() throws InterruptedException {
        ObjectNode event = routeEvent("extract-json");
        event.with("headers").put("x-request-id", "gw-call-7");

        JsonNode response = invoke(event);
        assertEquals(200, response.path("statusCode").asInt(), response.toString());
        assertEquals("gw-call-7", header(response, "X-Request-Id"));

        String line = LOGS.await("requestId=gw-call-7").text();
        assertTrue(line.matches("function=extract-json outcome=ok status=200 durationMs=\\d+ requestId=gw-call-7 awsRequestId="
                + UUID), line);
    }

    @Test
    void noRequestId_getsAGeneratedOne() throws InterruptedException {
        JsonNode response = invoke(routeEvent("review-decision"));
        String id = header(response, "X-Request-Id");
        assertTrue(id.matches(UUID), response.toString());
        LOGS.await("requestId=" + id);
    }

    private static String header(JsonNode response, String name) {
        JsonNode headers = response.path("headers");
        for (var it = headers.fieldNames(); it.hasNext();) {
            String key = it.next();
            if (key.equalsIgnoreCase(name)) {
                return headers.path(key).asText();
            }
        }
        throw new AssertionError("no " + name + " header in " + response);
    }
}

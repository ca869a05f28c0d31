package dev.outputguard.lambda.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.acceptance.Flavour;
import dev.outputguard.acceptance.Vector;
import dev.outputguard.acceptance.VectorSuite;
import dev.outputguard.lambda.LambdaEvents;
import dev.outputguard.lambda.MockLambda;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Every vector through API Gateway: the request becomes the body of the function route's real HTTP API
 * payload 2.0 event (events/http/&lt;function&gt;.json), sent to Quarkus's mock Lambda runtime.
 */
@QuarkusTest
class HttpApiVectorsTest extends VectorSuite {

    @Override
    protected Flavour flavour() {
        return (function, request) -> {
            Path route = LambdaEvents.files("http").stream()
                    .filter(p -> p.getFileName().toString().equals(function + ".json")).findFirst().orElseThrow();
            ObjectNode event = (ObjectNode) LambdaEvents.tree(LambdaEvents.read(route));
            event.put("body", request.toString());
            event.put("isBase64Encoded", false);
            event.with("headers").remove("content-length");
            MockLambda.Invocation invocation = MockLambda.invoke(event.toString());
            assertEquals(200, invocation.status(), "the Lambda itself must not fail: " + invocation.body());
            JsonNode response = LambdaEvents.tree(invocation.body());
            assertEquals(200, response.path("statusCode").asInt(), function + " answered " + response);
            String body = response.path("body").asText();
            try {
                return Vector.MAPPER.readTree(response.path("isBase64Encoded").asBoolean()
                        ? new String(Base64.getDecoder().decode(body), StandardCharsets.UTF_8) : body);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }
}

package dev.outputguard.openapi;

import static io.restassured.RestAssured.given;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Schema;

import dev.outputguard.acceptance.Flavour;
import dev.outputguard.acceptance.Vector;
import dev.outputguard.acceptance.VectorSuite;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Every acceptance vector over HTTP, its request and the app's answer each held to the OpenAPI document
 * the app serves: the request to the function's request schema, the answer to its 200 schema.
 */
@QuarkusTest
public class OpenApiVectorsTest extends VectorSuite {

    @Override
    protected Flavour flavour() {
        OpenApiDocument document = OpenApiDocument.served();
        return (function, request) -> {
            requireConforms(document.request(function), request, "request", function);
            String body = given().contentType("application/json").body(request.toString())
                    .when().post("/" + function).then().statusCode(200).extract().asString();
            JsonNode answer;
            try {
                answer = Vector.MAPPER.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            requireConforms(document.answer(function, 200), answer, "answer", function);
            return answer;
        };
    }

    private static void requireConforms(Schema schema, JsonNode instance, String what, String function) {
        List<String> problems = OpenApiDocument.problems(schema, instance);
        if (!problems.isEmpty()) {
            throw new AssertionError("the " + what + " of " + function + " does not conform to the OpenAPI document: "
                    + problems + "\n" + what + ": " + instance);
        }
    }
}

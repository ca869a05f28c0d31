package dev.outputguard.acceptance;

import static io.restassured.RestAssured.given;

import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.databind.JsonNode;

import io.quarkus.test.junit.QuarkusTest;

/** Every vector of the deterministic functions' files, through HTTP: one test per vector, named by its id. */
@QuarkusTest
class AcceptanceHttpTest {

    @TestFactory
    Stream<DynamicTest> extractJson() {
        return run("extract-json.json", "/extract-json");
    }

    @TestFactory
    Stream<DynamicTest> validateResponse() {
        return run("validate-response.json", "/validate-response");
    }

    @TestFactory
    Stream<DynamicTest> sanitizeOutput() {
        return run("sanitize-output.json", "/sanitize-output");
    }

    @TestFactory
    Stream<DynamicTest> reviewDecision() {
        return run("review-decision.json", "/review-decision");
    }

    private static Stream<DynamicTest> run(String file, String path) {
        return Vector.load(file).stream().map(v -> DynamicTest.dynamicTest(v.id(), () -> {
            String body = given().contentType("application/json").body(v.request().toString())
                    .when().post(path).then().statusCode(200).extract().asString();
            JsonNode actual = Vector.MAPPER.readTree(body);
            Expectations.assertMatches(v, actual);
        }));
    }
}

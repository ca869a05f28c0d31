package dev.outputguard.acceptance;

import static io.restassured.RestAssured.given;

import java.io.IOException;
import java.io.UncheckedIOException;

import com.fasterxml.jackson.databind.JsonNode;

import io.quarkus.test.junit.QuarkusTest;

/** Every vector over HTTP (RestAssured), in a {@code @QuarkusTest}; {@link HttpVectorsIT} reruns it on the packaged app. */
@QuarkusTest
public class HttpVectorsTest extends VectorSuite {

    @Override
    protected Flavour flavour() {
        return (function, request) -> {
            String body = given().contentType("application/json").body(request.toString())
                    .when().post("/" + function).then().statusCode(200).extract().asString();
            try {
                return Vector.MAPPER.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }
}

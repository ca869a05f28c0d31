package dev.outputguard.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

/**
 * The edges of the HTTP surface: whatever path or method a caller tries, the answer is the JSON error
 * format, never Quarkus's HTML or text page; the health probes answer; CORS is off unless configured.
 */
@QuarkusTest
class HttpEdgesTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
            "GET, /nope",
            "POST, /nope",
            "PUT, /nope",
            "DELETE, /extract-jsn",
            "PATCH, /nope/deeper/path",
            "GET, /",
            "GET, /q/nope",
            "POST, /q/health/nope",
            "GET, /q" })
    void unknownPath_anyMethod_isJson404ListingTheFunctions(String method, String path) {
        given().when().request(method, path)
                .then().statusCode(404)
                .contentType(startsWith("application/json"))
                .body("error.code", equalTo("NOT_FOUND"))
                .body("error.message", containsString("/extract-json"));
    }

    @ParameterizedTest(name = "{0} /extract-json")
    @CsvSource({ "GET", "PUT", "DELETE", "PATCH", "OPTIONS" })
    void function_otherMethodThanPost_isJson405(String method) {
        given().when().request(method, "/extract-json")
                .then().statusCode(405)
                .header("Allow", "POST")
                .contentType(startsWith("application/json"))
                .body("error.code", equalTo("METHOD_NOT_ALLOWED"));
    }

    /**
     * Quarkus's own limit is 10 MB; the app's (64 MB, set with the HTTP server's other settings) must be the
     * one in force, or a text near the 10,000,000-character limit could never arrive.
     */
    @Test
    void body_largerThanQuarkusDefaultLimit_isRead() {
        // 12 MB of JSON-escaped body: 8,000,000 characters of text (under the input limit), no JSON in it.
        String body = "{\"text\": \"" + "x\\n".repeat(4_000_000) + "\"}";
        given().contentType("application/json").body(body)
                .when().post("/extract-json")
                .then().statusCode(200)
                .body("ok", equalTo(false))
                .body("error.code", equalTo("NO_JSON"));
    }

    @Test
    void liveness_isUp() {
        given().when().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    void readiness_saysWhichLlmEndpointAndWhetherAKeyIsSet_withoutCallingIt() {
        given().when().get("/q/health/ready")
                .then().statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItem("llm"))
                .body("checks.find { it.name == 'llm' }.data.endpoint", equalTo("http://localhost:11434/v1"))
                .body("checks.find { it.name == 'llm' }.data.endpointConfigured", equalTo(false))
                .body("checks.find { it.name == 'llm' }.data.apiKey", equalTo("not set"));
    }

    @Test
    void cors_isOffByDefault_noOriginIsAllowed() {
        given().header("Origin", "https://elsewhere.example")
                .header("Access-Control-Request-Method", "POST")
                .when().options("/extract-json")
                .then().header("Access-Control-Allow-Origin", nullValue());
        given().header("Origin", "https://elsewhere.example").contentType("application/json").body("{\"text\": \"{}\"}")
                .when().post("/extract-json")
                .then().statusCode(200).header("Access-Control-Allow-Origin", nullValue());
    }
}

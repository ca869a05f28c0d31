package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/** validate-response with a {@code schema}: the reply's object is held to it once the reply is well-formed. */
@QuarkusTest
class ValidateResponseSchemaHttpTest {

    private static final String SCHEMA = """
            {"type": "object", "required": ["translation", "confidence"],
             "properties": {"translation": {"type": "string", "maxLength": 40},
                            "confidence": {"type": "number", "minimum": 0, "maximum": 1}}}""";

    private static ValidatableResponse validate(String replyJson) {
        String body = "{\"text\": " + quote(replyJson) + ", \"schema\": " + SCHEMA + "}";
        return given().contentType("application/json").body(body).when().post("/validate-response").then();
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }

    private static ValidatableResponse validateCoerced(String replyJson) {
        String body = "{\"text\": " + quote(replyJson) + ", \"schema\": " + SCHEMA + ", \"coerce\": true}";
        return given().contentType("application/json").body(body).when().post("/validate-response").then();
    }

    @Test
    void coerce_alignsTheReplysObject_andAnswersItAsJsonWithItsCoercions() {
        validateCoerced("{\"translation\": \"Hallo\", \"Confidence\": \"0.90\"}").statusCode(200)
                .body("valid", equalTo(true))
                .body("parsed.translation", equalTo("Hallo"))
                .body("json.confidence", equalTo(0.90f))
                .body("coercions.kind", contains("KEY_RENAMED", "STRING_TO_NUMBER"))
                .body("coercions.pointer", contains("/confidence", "/confidence"))
                .body("violations", nullValue());
    }

    @Test
    void coerce_conformingReply_isAnsweredAsItIs_withoutCoercions() {
        validateCoerced("{\"translation\": \"Hallo\", \"confidence\": 0.9}").statusCode(200)
                .body("valid", equalTo(true))
                .body("json.confidence", equalTo(0.9f))
                .body("coercions", nullValue());
    }

    @Test
    void coerce_refusedAlignment_isTheMismatchOfTheReplyAsWritten_sayingWhy() {
        validateCoerced("{\"translation\": \"Hallo\", \"confidence\": \"0,9\"}").statusCode(200)
                .body("valid", equalTo(false))
                .body("json", nullValue())
                .body("error.code", equalTo("SCHEMA_MISMATCH"))
                .body("error.message", containsString("coerce found no alignment"))
                .body("violations[0].path", equalTo("/confidence"));
    }

    @Test
    void coerceWithoutSchema_is400NamingTheField() {
        given().contentType("application/json")
                .body("{\"text\": \"{\\\"translation\\\": \\\"x\\\"}\", \"coerce\": true}")
                .when().post("/validate-response").then().statusCode(400)
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", startsWith("field 'coerce' needs field 'schema'"));
    }

    @Test
    void wellFormedAndConforming_isValid() {
        validate("{\"translation\": \"Hallo\", \"confidence\": 0.9}").statusCode(200)
                .body("valid", equalTo(true))
                .body("parsed.translation", equalTo("Hallo"))
                .body("violations", nullValue());
    }

    @Test
    void wellFormedButNotConforming_isSchemaMismatch_parsedStillReturned() {
        validate("```json\n{\"translation\": \"Hallo\", \"confidence\": 1.5}\n```").statusCode(200)
                .body("valid", equalTo(false))
                .body("parsed.translation", equalTo("Hallo"))
                .body("error.code", equalTo("SCHEMA_MISMATCH"))
                .body("error.retryable", equalTo(true))
                .body("error.message", containsString("\"/confidence\" (maximum)"))
                .body("violations[0].path", equalTo("/confidence"))
                .body("violations[0].keyword", equalTo("maximum"))
                .body("violationCount", equalTo(1));
    }

    @Test
    void missingRequiredPropertyOfTheSchema_isNamed() {
        validate("{\"translation\": \"Hallo\"}").statusCode(200)
                .body("valid", equalTo(false))
                .body("violations[0].path", equalTo(""))
                .body("violations[0].keyword", equalTo("required"))
                .body("violations[0].message", containsString("confidence"));
    }

    @Test
    void malformedReply_isItsOwnError_schemaNotConsulted() {
        validate("{\"text\": \"Hallo\"}").statusCode(200)
                .body("valid", equalTo(false))
                .body("error.code", equalTo("MISSING_REQUIRED_FIELD"))
                .body("violations", nullValue());
    }

    @Test
    void unusableSchema_is400NamingIt() {
        given().contentType("application/json")
                .body("{\"text\": \"{\\\"translation\\\": \\\"x\\\"}\", \"schema\": {\"$ref\": \"http://169.254.169.254/latest\"}}")
                .when().post("/validate-response").then().statusCode(400)
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", startsWith("field 'schema' refers to \"http://169.254.169.254/latest\""));
    }
}

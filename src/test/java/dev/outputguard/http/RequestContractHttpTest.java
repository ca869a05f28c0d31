package dev.outputguard.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/** Every malformed request gets a 400 with a JSON body that names the field, never a 500. */
@QuarkusTest
class RequestContractHttpTest {

    private static ValidatableResponse post(String path, String body) {
        return given().contentType("application/json").body(body).when().post(path).then();
    }

    private static void assertInvalid(ValidatableResponse response, String messagePart) {
        response.statusCode(400)
                .contentType("application/json")
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", containsString(messagePart))
                .body(not(containsString("at dev.outputguard")))
                .body(not(containsString("Exception")));
    }

    @Test
    void emptyBody_is400() {
        assertInvalid(post("/extract-json", ""), "request body is empty");
    }

    @Test
    void noBodyAtAll_is400() {
        assertInvalid(given().contentType("application/json").when().post("/extract-json").then(), "request body is empty");
    }

    @Test
    void bodyNotJson_is400WithPosition() {
        assertInvalid(post("/extract-json", "text=hello"), "not valid JSON");
        assertInvalid(post("/extract-json", "{\"text\": \"a\""), "line 1");
    }

    @Test
    void trailingGarbageAfterBody_is400() {
        assertInvalid(post("/extract-json", "{\"text\": \"a\"} x"), "not valid JSON");
    }

    @Test
    void bodyNotObject_is400() {
        assertInvalid(post("/extract-json", "[\"text\"]"), "must be a JSON object, got an array");
        assertInvalid(post("/extract-json", "\"text\""), "must be a JSON object, got a string");
        assertInvalid(post("/extract-json", "null"), "must be a JSON object, got null");
    }

    @Test
    void missingRequiredField_namesIt() {
        assertInvalid(post("/extract-json", "{}"), "field 'text' is required");
        assertInvalid(post("/extract-json", "{\"text\": null}"), "field 'text' is required: send a string, not null");
    }

    @Test
    void numberForStringField_isNotCoerced() {
        assertInvalid(post("/extract-json", "{\"text\": 5}"), "field 'text' must be a string, got the number 5");
        assertInvalid(post("/extract-json", "{\"text\": true}"), "field 'text' must be a string, got true");
        assertInvalid(post("/extract-json", "{\"text\": {\"a\": 1}}"), "got an object");
    }

    @Test
    void unknownEnumValue_listsTheValues() {
        assertInvalid(post("/extract-json", "{\"text\": \"{}\", \"mode\": \"fast\"}"),
                "field 'mode' must be one of \"strict\", \"repair\", got \"fast\"");
        assertInvalid(post("/extract-json", "{\"text\": \"{}\", \"mode\": 1}"), "field 'mode' must be one of");
    }

    @Test
    void unknownField_isNamed() {
        assertInvalid(post("/extract-json", "{\"text\": \"{}\", \"mdoe\": \"repair\"}"), "unknown field 'mdoe'");
    }

    @Test
    void duplicateField_is400() {
        assertInvalid(post("/extract-json", "{\"text\": \"a\", \"text\": \"b\"}"), "Duplicate field 'text'");
    }

    @Test
    void wrongContentType_is415() {
        given().contentType("text/plain").body("{\"text\": \"a\"}").when().post("/extract-json").then()
                .statusCode(415)
                .body("error.code", equalTo("UNSUPPORTED_MEDIA_TYPE"))
                .body("error.message", equalTo("Content-Type must be application/json, got text/plain"));
    }

    @Test
    void compressedBody_is415_namingWhatIsSupported() {
        given().contentType("application/json").header("Content-Encoding", "gzip").body(new byte[] {0x1f, (byte) 0x8b, 8, 0})
                .when().post("/extract-json").then()
                .statusCode(415)
                .body("error.code", equalTo("UNSUPPORTED_MEDIA_TYPE"))
                .body("error.message", equalTo("Content-Encoding \"gzip\" is not supported: send the JSON body uncompressed"
                        + " (no Content-Encoding, or identity)"));
    }

    @Test
    void otherCharset_is415_namingWhatIsSupported() {
        given().header("Content-Type", "application/json; charset=iso-8859-1").body("{\"text\": \"caf\u00e9\"}"
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)).when().post("/extract-json").then()
                .statusCode(415)
                .body("error.code", equalTo("UNSUPPORTED_MEDIA_TYPE"))
                .body("error.message", equalTo("charset \"iso-8859-1\" is not supported: send the body in UTF-8"
                        + " (Content-Type: application/json; charset=utf-8, or no charset)"));
        given().header("Content-Type", "application/json; charset=UTF-8").body("{\"text\": \"{}\"}")
                .when().post("/extract-json").then().statusCode(200);
    }

    @Test
    void integerOutOfRange_saysSo_withTheBoundsTheFieldTakes() {
        assertInvalid(post("/extract-terminal-response", "{\"lines\": [], \"lastCapturedLine\": 2147483648, \"cliTool\": \"claude\"}"),
                "field 'lastCapturedLine' is too large for a count or a position, got 2147483648");
        assertInvalid(post("/complete-json", "{\"prompt\": \"x\", \"schema\": {}, \"maxRetries\": 99999999999}"),
                "field 'maxRetries' (retries after the first LLM call) must be between 0 and 5, got 99999999999");
    }

    @Test
    void invalidUtf8_is400() {
        byte[] body = { '{', '"', 't', 'e', 'x', 't', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}' };
        assertInvalid(given().contentType("application/json").body(body).when().post("/extract-json").then(),
                "not valid UTF-8: bad byte 0xC3 at byte offset 9");
    }

    @Test
    void deepNesting_is400() {
        byte[] deep = ("{\"text\": " + "[".repeat(100_000) + "]".repeat(100_000) + "}").getBytes();
        String response = given().contentType("application/json").body(deep).when().post("/extract-json")
                .then().statusCode(400).extract().asString();
        org.junit.jupiter.api.Assertions.assertTrue(response.contains(
                "request body nests deeper than 64 levels, the most a request may"), response);
    }

    @Test
    void emptyBody_showsTheSmallestRequestOfThatFunction_byItsOwnFieldNames() {
        assertInvalid(post("/review-decision", ""), "request body is empty: send a JSON object, e.g. {\"reviewText\": \"...\"}");
        assertInvalid(post("/extract-terminal-response", " "),
                "request body is empty: send a JSON object, e.g. {\"buffer\": \"...\", \"lastCapturedLine\": 0, \"cliTool\": \"...\"}");
        assertInvalid(post("/complete-json", ""),
                "request body is empty: send a JSON object, e.g. {\"prompt\": \"...\", \"schema\": {...}}");
    }

    @Test
    void getInsteadOfPost_is405WithJson() {
        given().when().get("/extract-json?text=x").then().statusCode(405)
                .header("Allow", "POST")
                .body("error.code", equalTo("METHOD_NOT_ALLOWED"));
    }

    @Test
    void unknownFunction_is404WithJsonListingTheFunctions() {
        post("/extract-jsn", "{}").statusCode(404)
                .body("error.code", equalTo("NOT_FOUND"))
                .body("error.message", containsString("/extract-json"));
    }

    @Test
    void goodRequestAfterBadOnes_stillAnswers() {
        post("/extract-json", "");
        post("/extract-json", "{\"text\": 5}");
        post("/extract-json", "{\"text\": \"x {\\\"a\\\": 1} y\"}").statusCode(200).body("ok", equalTo(true))
                .body("json.a", equalTo(1));
    }
}

package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * validate-response through HTTP with the source text: escape residue and a member of the reply inside the text are
 * rejected as retryable errors; without the source they stay the text they are.
 */
@QuarkusTest
class ValidateResponseLeaksHttpTest {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private static ValidatableResponse validate(String reply, String source) {
        ObjectNode body = JSON.objectNode().put("text", reply);
        if (source != null) {
            body.put("source", source);
        }
        return given().contentType("application/json").body(body.toString()).when().post("/validate-response").then();
    }

    @Test
    void quotesEscapedTwice_withTheSource_isEscapeResidue_withoutItTheText() {
        String reply = "{\"translation\": \"彼は\\\\\\\"はい\\\\\\\"と言った\"}";

        validate(reply, "He said \"yes\".").statusCode(200)
                .body("valid", equalTo(false))
                .body("error.code", equalTo("ESCAPE_RESIDUE"))
                .body("error.retryable", equalTo(true))
                .body("error.message", containsString("\\\" (a quote escaped twice) at offset 2 of the field"));
        validate(reply, null).statusCode(200)
                .body("valid", equalTo(true))
                .body("parsed.translation", equalTo("彼は\\\"はい\\\"と言った"));
    }

    @Test
    void replyMemberInTheText_withTheSource_isLeakedMember() {
        validate("{\"translation\": \"こんにちは\\\", \\\"termSuggestions\\\": []\"}", "Hello").statusCode(200)
                .body("valid", equalTo(false))
                .body("error.code", equalTo("LEAKED_MEMBER"))
                .body("error.retryable", equalTo(true))
                .body("error.message", containsString("at offset 5 of the field, member \"termSuggestions\""));
    }

    @Test
    void escapesAndMembersTheSourceCarries_areValid() {
        String source = "Open C:\\Users\\new and send {\"a\": \"x\", \"b\": \"y\"}.";
        String translation = "C:\\Users\\new を開き、{\"a\": \"エックス\", \"b\": \"y\"} を送ります。";
        String reply = JSON.objectNode().put("translation", translation).toString();

        validate(reply, source).statusCode(200)
                .body("valid", equalTo(true))
                .body("parsed.translation", equalTo(translation));
    }
}

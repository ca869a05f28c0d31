package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.startsWith;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * validate-response and sanitize-output through HTTP give one answer to "is there JSON in this text?", with
 * and without the source text the translation came from.
 */
@QuarkusTest
class JsonInTextHttpTest {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private static ValidatableResponse post(String function, ObjectNode body) {
        return given().contentType("application/json").body(body.toString()).when().post("/" + function).then();
    }

    /** A validate-response request whose reply carries {@code translation}. */
    private static ObjectNode validate(String translation) {
        return JSON.objectNode().put("text", JSON.objectNode().put("translation", translation).toString());
    }

    private static ObjectNode sanitize(String text) {
        return JSON.objectNode().put("text", text);
    }

    @Test
    void objectLineBetweenProse_isJsonForBothFunctions() {
        String translation = "手順は次のとおりです。\n{\"key\": \"value\"}\n以上です。";

        post("validate-response", validate(translation)).statusCode(200)
                .body("valid", equalTo(false))
                .body("error.code", equalTo("JSON_IN_CONTENT"))
                .body("error.message", containsString("FULL_JSON_OBJECT"))
                .body("error.message", containsString("at offset 12 of the field"));
        post("sanitize-output", sanitize(translation)).statusCode(200)
                .body("jsonDetected", equalTo(true))
                .body("detectedPatterns[0].type", equalTo("FULL_JSON_OBJECT"))
                .body("detectedPatterns[0].position", equalTo(12));
    }

    @Test
    void objectInsideASentence_isContentForBothFunctions() {
        String translation = "設定ファイルで {\"port\": 8080} を指定してください。";

        post("validate-response", validate(translation)).statusCode(200)
                .body("valid", equalTo(true))
                .body("parsed.translation", equalTo(translation));
        post("sanitize-output", sanitize(translation)).statusCode(200)
                .body("jsonDetected", equalTo(false))
                .body("warnings", empty());
    }

    @Test
    void jsonTheSourceCarries_isContentForBothFunctions() {
        String source = "Add this line to settings.json:\n{\"editor.fontSize\": 14}\nThen reload the window.";
        String translation = "settings.json に次の行を追加します:\n{\"editor.fontSize\": 14}\nその後、ウィンドウを再読み込みします。";

        post("validate-response", validate(translation).put("source", source)).statusCode(200)
                .body("valid", equalTo(true));
        post("sanitize-output", sanitize(translation).put("source", source)).statusCode(200)
                .body("jsonDetected", equalTo(false));
        post("validate-response", validate(translation)).statusCode(200)
                .body("valid", equalTo(false))
                .body("error.code", equalTo("JSON_IN_CONTENT"));
    }

    @Test
    void jsonTheSourceLacks_isJsonForBothFunctions() {
        String source = "Thanks for your order.";
        String translation = "ご注文ありがとうございます。\n{\"tone\": \"polite\"}";

        post("validate-response", validate(translation).put("source", source)).statusCode(200)
                .body("valid", equalTo(false))
                .body("error.message", containsString("not carried by the source text"));
        post("sanitize-output", sanitize(translation).put("source", source)).statusCode(200)
                .body("detectedPatterns", hasSize(1))
                .body("warnings[0]", startsWith("[JSON混入警告] JSON object structure detected at position 15"));
    }

    @Test
    void emptyTranslation_isValidForValidateResponseAlone() {
        post("validate-response", JSON.objectNode().put("text", "{\"translation\": \"\"}")).statusCode(200)
                .body("valid", equalTo(true))
                .body("parsed.translation", equalTo(""));
    }

    @Test
    void sourceOfTheWrongType_is400() {
        ObjectNode body = sanitize("x");
        body.put("source", 5);
        post("sanitize-output", body).statusCode(400)
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", equalTo("field 'source' must be a string, got the number 5"));
    }
}

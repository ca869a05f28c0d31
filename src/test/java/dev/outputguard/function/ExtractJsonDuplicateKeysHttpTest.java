package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * extract-json through HTTP on an object that writes a key twice: the value keeps the last, and the answer lists
 * the repeat in {@code duplicateKeys} with a warning, so the earlier value is not dropped without a word.
 */
@QuarkusTest
class ExtractJsonDuplicateKeysHttpTest {

    private static ValidatableResponse extract(String text, String mode) {
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("text", text).put("mode", mode);
        return given().contentType("application/json").body(body.toString()).when().post("/extract-json").then().statusCode(200);
    }

    @Test
    void keyWrittenTwice_isListedWithItsObjectAndPlace_andWarned() {
        String text = "Verdict:\n{\"result\": \"FAIL\", \"notes\": {\"a\": 1, \"a\": 2}, \"result\": \"PASS\"}";
        extract(text, "strict")
                .body("ok", equalTo(true))
                .body("json.result", equalTo("PASS"))
                .body("duplicateKeys", hasSize(2))
                .body("duplicateKeys[0].key", equalTo("a"))
                .body("duplicateKeys[0].object", equalTo("/notes"))
                .body("duplicateKeys[0].position", equalTo(text.lastIndexOf("\"a\"")))
                .body("duplicateKeys[1].key", equalTo("result"))
                .body("duplicateKeys[1].object", equalTo(""))
                .body("duplicateKeys[1].position", equalTo(text.lastIndexOf("\"result\"")))
                .body("$", not(hasKey("duplicateKeysOmitted")))
                .body("warnings", hasSize(1))
                .body("warnings[0]", containsString("2 keys are written again"))
                .body("warnings[0]", containsString("\"a\" at line 2, column 38"));
    }

    @Test
    void repairMode_listsRepeatsToo() {
        extract("{name: 'a', name: 'b'}", "repair")
                .body("json.name", equalTo("b"))
                .body("duplicateKeys[0].key", equalTo("name"))
                .body("warnings[0]", containsString("The key \"name\" is written twice in one object"));
    }

    @Test
    void uniqueKeys_haveNoDuplicateKeysAndNoWarning() {
        extract("{\"a\": {\"a\": 1}}", "strict")
                .body("ok", equalTo(true))
                .body("$", not(hasKey("duplicateKeys")))
                .body("$", not(hasKey("warnings")));
    }
}

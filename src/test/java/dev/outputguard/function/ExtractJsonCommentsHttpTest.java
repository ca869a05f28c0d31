package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * A comment in a reply's object (a {@code jsonc} block, a model annotating its answer) is a failure strict mode
 * locates at the comment, saying that repair mode accepts comments; it is no "no JSON". Repair mode reads the
 * object with the comment skipped.
 */
@QuarkusTest
class ExtractJsonCommentsHttpTest {

    private static ValidatableResponse extract(String text, String mode) {
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("text", text).put("mode", mode);
        return given().contentType("application/json").body(body.toString()).when().post("/extract-json").then().statusCode(200);
    }

    /** Each row: the reply ({@code \n} for a line break), the comment's line and column, what strict JSON expects there. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '%', value = {
        "```jsonc\\n{\\n  // the user's name\\n  \"name\": \"Ada\"\\n}\\n```|3|3|a double-quoted object key",
        "```jsonc\\n{\\n  \"name\": \"Ada\", // the user's name\\n  \"age\": 36\\n}\\n```|3|18|a double-quoted object key",
        "Here it is:\\n```json\\n{\"name\": \"Ada\" /* from the form */, \"age\": 36}\\n```|3|16|',' or '}' after an object member",
        "The answer is {/* annotated */ \"name\": \"Ada\", \"age\": 36} as asked.|1|16|a double-quoted object key",
        "{\"name\": \"Ada\", \"age\": // years\\n 36}|1|24|a value"})
    void strict_commentInTheObject_isInvalidJsonAtTheComment_sayingRepairModeAcceptsIt(String written, int line, int column,
            String expected) {
        String text = written.replace("\\n", "\n");
        int position = text.indexOf('/', text.indexOf('{'));
        String comment = text.substring(position, position + 2);
        extract(text, "strict")
                .body("ok", equalTo(false))
                .body("error.code", equalTo("INVALID_JSON"))
                .body("error.position", equalTo(position))
                .body("error.line", equalTo(line))
                .body("error.column", equalTo(column))
                .body("error.message", equalTo("Expected " + expected + " but found the comment '" + comment
                        + "' (JSON has no comments; repair mode accepts them) at line " + line + ", column " + column));
        extract(text, "repair")
                .body("ok", equalTo(true))
                .body("json.name", equalTo("Ada"))
                .body("repairs", hasSize(1))
                .body("repairs[0].kind", equalTo("COMMENT"))
                .body("repairs[0].position", equalTo(position));
    }
}

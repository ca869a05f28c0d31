package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * extract-json's {@code accept} through HTTP: a reply whose JSON is an array is never cut to its first
 * element without a word, in both modes, and numbers stay exact in arrays.
 */
@QuarkusTest
class ExtractJsonAcceptHttpTest {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final String USERS = "Found 2 users: [{\"id\": 1}, {\"id\": 2}]";

    private static ValidatableResponse post(ObjectNode body) {
        return given().contentType("application/json").body(body.toString()).when().post("/extract-json").then().statusCode(200);
    }

    private static ObjectNode request(String text, String mode, String accept) {
        ObjectNode body = JSON.objectNode().put("text", text);
        if (mode != null) {
            body.put("mode", mode);
        }
        if (accept != null) {
            body.put("accept", accept);
        }
        return body;
    }

    @Test
    void defaultAccept_objectElementOfAnArray_saysSoWithTheArraysSpanAndAWarning() {
        for (String mode : new String[] {null, "strict", "repair"}) {
            post(request(USERS, mode, null))
                    .body("ok", equalTo(true))
                    .body("json.id", equalTo(1))
                    .body("start", equalTo(16))
                    .body("end", equalTo(25))
                    .body("enclosedBy.type", equalTo("ARRAY"))
                    .body("enclosedBy.start", equalTo(15))
                    .body("enclosedBy.end", equalTo(37))
                    .body("warnings", hasSize(1))
                    .body("warnings[0]", containsString("inside a complete JSON array (positions 15 to 37)"))
                    .body("warnings[0]", containsString("\"accept\": \"array\" or \"any\""));
        }
    }

    @Test
    void objectNotInAnArray_hasNeitherEnclosureNorWarnings() {
        String body = given().contentType("application/json").body(request("Note [1]: {\"a\": 1}", null, "object").toString())
                .when().post("/extract-json").then().statusCode(200)
                .body("json.a", equalTo(1))
                .body("enclosedBy", nullValue())
                .body("warnings", nullValue())
                .extract().asString();
        // Exactly the fields of before: absent fields are not sent as null.
        assertEquals("{\"ok\":true,\"json\":{\"a\":1},\"source\":\"TEXT\",\"start\":10,\"end\":18}", body);
    }

    @Test
    void acceptArray_returnsTheWholeArrayInBothModes() {
        for (String mode : new String[] {"strict", "repair"}) {
            post(request(USERS, mode, "array"))
                    .body("ok", equalTo(true))
                    .body("json", hasSize(2))
                    .body("json[1].id", equalTo(2))
                    .body("source", equalTo("TEXT"))
                    .body("start", equalTo(15))
                    .body("end", equalTo(37))
                    .body("enclosedBy", nullValue());
        }
    }

    @Test
    void acceptAny_takesTheFirstObjectOrArray_andACitationIsProse() {
        post(request(USERS, null, "any")).body("json", hasSize(2)).body("start", equalTo(15));
        post(request("Note [1]: {\"a\": 1}", null, "any")).body("json.a", equalTo(1)).body("start", equalTo(10));
        post(request("Scores: [90, 85, 77]", null, "any")).body("json", hasSize(3)).body("json[2]", equalTo(77));
    }

    @Test
    void acceptArray_arrayInsideAnObject_saysWhichObjectEnclosesIt() {
        String text = "{\"users\": [{\"id\": 1}], \"total\": 1}";
        post(request(text, null, "array"))
                .body("json[0].id", equalTo(1))
                .body("enclosedBy.type", equalTo("OBJECT"))
                .body("enclosedBy.start", equalTo(0))
                .body("enclosedBy.end", equalTo(text.length()))
                .body("warnings[0]", containsString("\"accept\": \"object\" or \"any\""));
    }

    @Test
    void acceptArray_numbersStayExact() {
        String text = "ids: [12345678901234567890, 0.1000000000000000055511151231257827, 1.50]";
        String body = given().contentType("application/json").body(request(text, null, "array").toString())
                .when().post("/extract-json").then().statusCode(200).extract().asString();
        assertTrue(
                body.contains("\"json\":[12345678901234567890,0.1000000000000000055511151231257827,1.50]"), body);
    }

    @Test
    void acceptArray_repairMode_closesACutOffArrayAndListsItsRepairs() {
        post(request("Here:\n```json\n[{'id': 1, 'ok': True}, {'id': 2,", "repair", "array"))
                .body("ok", equalTo(true))
                .body("json", hasSize(2))
                .body("json[0].ok", equalTo(true))
                .body("json[1].id", equalTo(2))
                .body("source", equalTo("CODE_BLOCK"))
                .body("repairs.kind", hasItems("SINGLE_QUOTES", "PYTHON_LITERAL", "TRAILING_COMMA", "TRUNCATED"));
        // Strict mode refuses the same reply with a located error naming the array.
        post(request("Items: [1, 2,", "strict", "array"))
                .body("ok", equalTo(false))
                .body("error.code", equalTo("UNTERMINATED"))
                .body("error.position", equalTo(7))
                .body("error.message", containsString("Unterminated JSON array"));
    }

    @Test
    void acceptArray_bracketsOfProse_areNoJson() {
        post(request("See [see above] and [x].", null, "array"))
                .body("ok", equalTo(false))
                .body("error.code", equalTo("NO_JSON"));
    }

    @Test
    void unknownAccept_is400NamingTheValues() {
        given().contentType("application/json").body("{\"text\": \"[1]\", \"accept\": \"list\"}")
                .when().post("/extract-json").then().statusCode(400)
                .body("error.message", containsString("field 'accept' must be one of \"object\", \"array\", \"any\", got \"list\""));
    }
}

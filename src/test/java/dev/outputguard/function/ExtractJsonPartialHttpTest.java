package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * extract-json with {@code partial} through HTTP: the value so far of a reply still being written, with the state
 * of each place not complete; a value complete in the text so far answered as without {@code partial}; a schema's
 * required properties pending, and an answer doomed by a place written that can no longer conform; and the request
 * contract's word on {@code partial} with repair mode.
 */
@QuarkusTest
class ExtractJsonPartialHttpTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SCHEMA = "{\"type\": \"object\", \"required\": [\"title\", \"status\"], \"properties\":"
            + " {\"title\": {\"type\": \"string\"}, \"status\": {\"enum\": [\"approved\", \"rejected\"]},"
            + " \"count\": {\"type\": \"integer\"}}}";

    private static ValidatableResponse post(ObjectNode body, int status) {
        return given().contentType("application/json").body(body.toString()).when().post("/extract-json").then()
                .statusCode(status);
    }

    private static ObjectNode partial(String text) {
        return JSON.createObjectNode().put("text", text).put("partial", true);
    }

    private static ObjectNode withSchema(ObjectNode body) throws Exception {
        body.set("schema", JSON.readTree(SCHEMA));
        return body;
    }

    @Test
    void replyStillBeingWritten_answersTheValueSoFar_withItsStates() {
        post(partial("Sure! {\"title\": \"Quarterly re"), 200)
                .body("ok", equalTo(true))
                .body("json.title", equalTo("Quarterly re"))
                .body("source", equalTo("TEXT"))
                .body("start", equalTo(6))
                .body("$", not(hasKey("end")))
                .body("states.''", equalTo("in_progress"))
                .body("states.'/title'", equalTo("in_progress"));
    }

    @Test
    void numberNotYetEnded_isPending_andNotInTheValue() {
        post(partial("{\"a\": 12"), 200)
                .body("json", equalTo(java.util.Map.of()))
                .body("states.'/a'", equalTo("pending"));
    }

    @Test
    void valueCompleteSoFar_isTheAnswerWithoutPartial_markedComplete() {
        post(partial("Here: {\"a\": [1, 2]} and more"), 200)
                .body("ok", equalTo(true))
                .body("json.a[1]", equalTo(2))
                .body("end", equalTo(19))
                .body("states.''", equalTo("complete"));
    }

    @Test
    void nothingYet_isNoJson() {
        post(partial("Sure! Here is {"), 200)
                .body("ok", equalTo(false))
                .body("error.code", equalTo("NO_JSON"))
                .body("$", not(hasKey("states")));
    }

    @Test
    void schema_requiredNotYetWritten_isPending() throws Exception {
        post(withSchema(partial("{\"title\": \"Q3\", ")), 200)
                .body("ok", equalTo(true))
                .body("states.'/status'", equalTo("pending"))
                .body("$", not(hasKey("doomed")));
    }

    @Test
    void schema_valueThatCanNoLongerConform_isDoomed() throws Exception {
        post(withSchema(partial("{\"title\": \"Q3\", \"status\": \"pending\", \"co")), 200)
                .body("ok", equalTo(false))
                .body("doomed", equalTo(true))
                .body("json.status", equalTo("pending"))
                .body("error.code", equalTo("SCHEMA_MISMATCH"))
                .body("error.message", containsString("still being written, can no longer conform"))
                .body("violations[0].path", equalTo("/status"))
                .body("violations[0].keyword", equalTo("enum"));
    }

    @Test
    void coerce_alignsWhatIsWritten_andShowsWhatWaitsAsPending() throws Exception {
        ObjectNode body = withSchema(partial("{\"count\": \"7\", \"status\": \"**Appro"));
        body.put("coerce", true);
        post(body, 200)
                .body("ok", equalTo(true))
                .body("json.count", equalTo(7))
                .body("json", not(hasKey("status")))
                .body("coercions[0].kind", equalTo("STRING_TO_INTEGER"))
                .body("coercions[0].pointer", equalTo("/count"))
                .body("states.'/status'", equalTo("pending"))
                .body("states.'/title'", equalTo("pending"));
    }

    @Test
    void partialWithRepairMode_isA400NamingBoth() {
        ObjectNode body = partial("{a: 1").put("mode", "repair");
        post(body, 400)
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", containsString("field 'partial' cannot be sent true with field 'mode' \"repair\""));
        post(partial("{\"a\": 1").put("mode", "strict"), 200).body("ok", equalTo(true));
    }

    @Test
    void partialNotABoolean_isA400() {
        ObjectNode body = JSON.createObjectNode().put("text", "{}").put("partial", "yes");
        post(body, 400).body("error.message", containsString("'partial'"));
    }
}

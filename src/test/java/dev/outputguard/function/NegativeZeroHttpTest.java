package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * A zero written with a minus sign comes back as written ({@code -0}, {@code -0.0}), in strict and repair mode,
 * under a schema check and in validate-response; a schema reads it as the zero it is. The answers' bytes are
 * compared: a JSON reader on the test's side would drop the sign itself.
 */
@QuarkusTest
class NegativeZeroHttpTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String ZEROS = "{\"a\": -0, \"b\": -0.0, \"c\": [-0, -0.00, 0, 0.0], \"d\": 1}";
    private static final String WRITTEN = "{\"a\":-0,\"b\":-0.0,\"c\":[-0,-0.00,0,0.0],\"d\":1}";

    private static ValidatableResponse post(String function, ObjectNode body) {
        return given().contentType("application/json").body(body.toString()).when().post("/" + function).then().statusCode(200);
    }

    private static ObjectNode request(String text, String mode, String schema) throws Exception {
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("text", text).put("mode", mode);
        if (schema != null) {
            body.set("schema", MAPPER.readTree(schema));
        }
        return body;
    }

    @ParameterizedTest
    @ValueSource(strings = {"strict", "repair"})
    void extract_negativeZero_comesBackAsWritten(String mode) throws Exception {
        post("extract-json", request("The values: " + ZEROS + " as measured.", mode, null))
                .body("ok", equalTo(true))
                .body(containsString("\"json\":" + WRITTEN + ","));
    }

    @Test
    void repair_negativeZeroInARepairedObject_comesBackAsWritten() throws Exception {
        post("extract-json", request("{'a': -0, b: -0.0, 'c': -.0,}", "repair", null))
                .body("ok", equalTo(true))
                .body(containsString("\"json\":{\"a\":-0,\"b\":-0.0,\"c\":-0.0},"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"strict", "repair"})
    void extract_negativeZeroUnderASchema_conformsAsZero_andComesBackAsWritten(String mode) throws Exception {
        String schema = "{\"properties\": {\"a\": {\"type\": \"integer\", \"minimum\": 0, \"maximum\": 0, \"const\": 0},"
                + " \"b\": {\"type\": \"number\", \"enum\": [0], \"multipleOf\": 3},"
                + " \"c\": {\"items\": {\"type\": \"integer\", \"exclusiveMinimum\": -1, \"exclusiveMaximum\": 1}}}}";
        post("extract-json", request(ZEROS, mode, schema))
                .body("ok", equalTo(true))
                .body("violations", nullValue())
                .body(containsString("\"json\":" + WRITTEN + ","));
    }

    @Test
    void extract_negativeZero_isNotAboveZero() throws Exception {
        post("extract-json", request(ZEROS, "strict", "{\"properties\": {\"a\": {\"exclusiveMinimum\": 0}}}"))
                .body("ok", equalTo(false))
                .body("error.code", equalTo("SCHEMA_MISMATCH"))
                .body("violations[0].path", equalTo("/a"))
                .body("violations[0].keyword", equalTo("exclusiveMinimum"));
    }

    @Test
    void validate_negativeZero_conformsAsZero_andTheAlignedObjectKeepsIt() throws Exception {
        ObjectNode body = JsonNodeFactory.instance.objectNode()
                .put("text", "{\"translation\": \"Hallo\", \"offset\": -0, \"score\": -0.0}").put("coerce", true);
        body.set("schema", MAPPER.readTree("{\"properties\": {\"offset\": {\"type\": \"integer\", \"maximum\": 0},"
                + " \"score\": {\"type\": \"number\", \"minimum\": 0}}}"));
        post("validate-response", body)
                .body("valid", equalTo(true))
                .body(containsString("\"json\":{\"translation\":\"Hallo\",\"offset\":-0,\"score\":-0.0}"));
    }
}

package dev.outputguard.hardening;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.limits.Limits;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * The schema checks of one request spend one work budget, and numbers are checked without expanding them:
 * the shapes that held a thread for seconds to minutes, or gave a 500, answer at once (the reproducers of
 * docs/hardening.md, "Work a request can ask for"). Also what is read at the nesting limit is written.
 */
@QuarkusTest
class RequestBudgetHttpTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private static ValidatableResponse post(String function, ObjectNode body) {
        return given().contentType("application/json").body(body.toString()).when().post("/" + function).then();
    }

    private static ObjectNode extract(String text, String schema) throws Exception {
        ObjectNode body = F.objectNode().put("text", text);
        if (schema != null) {
            body.set("schema", MAPPER.readTree(schema));
        }
        return body;
    }

    // ---- 1, 6: numbers with huge exponents under multipleOf ----------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"1e100000000", "1e10000000", "1e999999999", "-7e999999999", "1.5e-999999999"})
    void extract_hugeExponentUnderMultipleOf_isAViolation_workedOutWithoutExpandingTheNumber(String number)
            throws Exception {
        post("extract-json", extract("{\"a\": " + number + "}", "{\"properties\": {\"a\": {\"multipleOf\": 3}}}"))
                .statusCode(200)
                .body("ok", equalTo(false))
                .body("error.code", equalTo("SCHEMA_MISMATCH"))
                .body("violations", hasSize(1))
                .body("violations[0].path", equalTo("/a"))
                .body("violations[0].keyword", equalTo("multipleOf"))
                .body("violationCount", equalTo(1));
    }

    @ParameterizedTest
    @ValueSource(strings = {"3e100000000", "6e999999999", "0.3e1", "12e-1"})
    void extract_hugeExponentThatIsAMultiple_conforms(String number) throws Exception {
        String schema = number.equals("12e-1") ? "{\"properties\": {\"a\": {\"multipleOf\": 0.4}}}"
                : "{\"properties\": {\"a\": {\"multipleOf\": 3}}}";
        post("extract-json", extract("{\"a\": " + number + "}", schema)).statusCode(200)
                .body("ok", equalTo(true))
                .body("violations", nullValue());
    }

    @Test
    void validate_hugeExponentUnderMultipleOf_isAViolation() throws Exception {
        ObjectNode body = F.objectNode().put("text", "{\"translation\": \"Hallo\", \"n\": 1e999999999}");
        body.set("schema", MAPPER.readTree("{\"properties\": {\"n\": {\"multipleOf\": 3}}}"));
        post("validate-response", body).statusCode(200)
                .body("valid", equalTo(false))
                .body("error.code", equalTo("SCHEMA_MISMATCH"))
                .body("violations[0].keyword", equalTo("multipleOf"));
    }

    @Test
    void extract_integerBeyondALong_isHeldToMaximumExactly() throws Exception {
        // The validator read 1e19 as its last 64 bits under "type": "integer", a negative number under 100.
        post("extract-json", extract("{\"a\": 1e19}", "{\"properties\": {\"a\": {\"type\": \"integer\", \"maximum\": 100}}}"))
                .statusCode(200)
                .body("ok", equalTo(false))
                .body("violations[0].keyword", equalTo("maximum"));
    }

    @Test
    void extract_hugeExponentInAnEnum_isComparedWithoutWritingItOut() throws Exception {
        post("extract-json", extract("{\"a\": 1e999999999}", "{\"properties\": {\"a\": {\"enum\": [1, 2]}}}"))
                .statusCode(200)
                .body("violations[0].keyword", equalTo("enum"));
        post("extract-json", extract("{\"a\": 2.0}", "{\"properties\": {\"a\": {\"enum\": [1, 2]}}}"))
                .statusCode(200)
                .body("ok", equalTo(true));
    }

    // ---- 2: unions of unions ---------------------------------------------------------------------------------

    /** 22 $defs, each an anyOf of two identical references to the one before: 4,194,304 violations unbounded. */
    static ObjectNode unionOfUnions(int levels) {
        ObjectNode defs = F.objectNode();
        defs.putObject("a0").put("type", "object");
        for (int i = 1; i <= levels; i++) {
            ObjectNode branch = F.objectNode();
            branch.putObject("properties").putObject("x").put("$ref", "#/$defs/a" + (i - 1));
            ArrayNode any = defs.putObject("a" + i).putArray("anyOf");
            any.add(branch);
            any.add(branch.deepCopy());
        }
        ObjectNode schema = F.objectNode();
        schema.set("$defs", defs);
        schema.put("$ref", "#/$defs/a" + levels);
        return schema;
    }

    @Test
    void extract_unionOfUnions_stopsAtTheWorkBudget_namingItAndItsSetting() {
        ObjectNode body = F.objectNode().put("text", "{\"x\":".repeat(22) + "1" + "}".repeat(22));
        body.set("schema", unionOfUnions(22));
        post("extract-json", body).statusCode(200)
                .body("ok", equalTo(false))
                .body("error.code", equalTo("SCHEMA_MISMATCH"))
                .body("violationCount", equalTo(1))
                .body("violations[0].path", equalTo(""))
                .body("violations[0].message", allOf(startsWith("the check did not finish: it spent its work"
                        + " budget of " + Limits.DEFAULT_MAX_SCHEMA_WORK + " steps (setting " + Limits.MAX_SCHEMA_WORK_SETTING
                        + ")"), containsString("not known to conform")));
    }

    @Test
    void compile_unionOfUnionsThatNeverDescends_isRefused_namingTheBudget() {
        // Without properties each branch checks the same value again: even the smallest value is too costly.
        ObjectNode defs = F.objectNode();
        defs.putObject("a0").put("type", "object");
        for (int i = 1; i <= 30; i++) {
            ArrayNode any = defs.putObject("a" + i).putArray("anyOf");
            any.addObject().put("$ref", "#/$defs/a" + (i - 1));
            any.addObject().put("$ref", "#/$defs/a" + (i - 1)).put("$comment", "twice");
        }
        ObjectNode schema = F.objectNode();
        schema.set("$defs", defs);
        schema.put("$ref", "#/$defs/a30");
        ObjectNode body = F.objectNode().put("text", "{}");
        body.set("schema", schema);
        post("extract-json", body).statusCode(400)
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", allOf(startsWith("field 'schema' costs too much to check even the smallest values"),
                        containsString(Limits.MAX_SCHEMA_WORK_SETTING)));
    }

    // ---- 3: one budget for every value a pattern reads ----------------------------------------------------------

    /** 300 strings of 300 {@code a}, as the elements of an array. */
    private static final String VALUES = String.join(",", Collections.nCopies(300, "\"" + "a".repeat(300) + "\""));

    private static ObjectNode itemsMatching(String elements, String pattern) throws Exception {
        return extract("{\"s\": [" + elements + "]}", "{\"properties\": {\"s\": {\"items\": {\"pattern\": \"" + pattern
                + "\"}}}}");
    }

    @Test
    void extract_backtrackingPatternOverManyValues_stopsAtTheWorkBudget() throws Exception {
        post("extract-json", itemsMatching(VALUES, "a*a*a*b"))
                .statusCode(200)
                .body("ok", equalTo(false))
                .body("violationCount", equalTo(1))
                .body("violations[0].keyword", equalTo("pattern"))
                .body("violations[0].message", allOf(containsString("work budget"),
                        containsString("\"/properties/s/items/pattern\"")));
    }

    @Test
    void extract_linearPatternOverManyValues_isCheckedWhole() throws Exception {
        post("extract-json", itemsMatching(VALUES + ", \"b\"", "^a+$"))
                .statusCode(200)
                .body("ok", equalTo(false))
                .body("violationCount", equalTo(1))
                .body("violations[0].path", equalTo("/s/300"));
    }

    // ---- 5: read at the nesting limit, written whole --------------------------------------------------------------

    /** The answer's text: the client's own JSON readers stop at 1000 levels, so it is looked at as text. */
    private static String answer(ObjectNode body) {
        return post("extract-json", body).statusCode(200).extract().asString();
    }

    @Test
    void extract_arrayNestedAtTheLimit_isWrittenInTheAnswer() {
        int depth = Limits.DEFAULT_MAX_NESTING_DEPTH;
        String answer = answer(F.objectNode().put("text", "[".repeat(depth) + "]".repeat(depth)).put("accept", "array"));
        assertTrue(answer.startsWith("{\"ok\":true,\"json\":" + "[".repeat(depth) + "]".repeat(depth) + ","), answer);
    }

    @Test
    void extract_objectNestedAtTheLimit_inRepairMode_andAgainstASchema_isWrittenInTheAnswer() {
        int depth = Limits.DEFAULT_MAX_NESTING_DEPTH;
        String text = "{\"a\":".repeat(depth - 1) + "{}" + "}".repeat(depth - 1);
        String written = "{\"ok\":true,\"json\":" + text + ",";
        assertTrue(answer(F.objectNode().put("text", text)).startsWith(written));
        assertTrue(answer(F.objectNode().put("text", text.replace("\"a\"", "a")).put("mode", "repair")).startsWith(written));
        ObjectNode withSchema = F.objectNode().put("text", text);
        withSchema.putObject("schema").put("type", "object");
        assertTrue(answer(withSchema).startsWith(written));
    }

    @Test
    void extract_oneLevelPastTheLimit_isTooDeep() {
        int depth = Limits.DEFAULT_MAX_NESTING_DEPTH + 1;
        ObjectNode body = F.objectNode().put("text", "[".repeat(depth) + "]".repeat(depth)).put("accept", "array");
        post("extract-json", body).statusCode(200)
                .body("ok", equalTo(false))
                .body("error.code", equalTo("TOO_DEEP"));
    }
}

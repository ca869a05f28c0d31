package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/** extract-json with a {@code schema} through HTTP: conforming, violating (object still returned), and unusable schemas. */
@QuarkusTest
class ExtractJsonSchemaHttpTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    static final String ORDER_SCHEMA = """
            {"type": "object", "required": ["title", "items"],
             "properties": {"title": {"type": "string"},
                            "items": {"type": "array", "items": {"type": "object", "required": ["price"],
                                      "properties": {"price": {"type": "number"}}}}}}""";

    private static ValidatableResponse extract(String text, String schema) throws Exception {
        return extract(text, schema, false);
    }

    private static ValidatableResponse extract(String text, String schema, boolean coerce) throws Exception {
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("text", text);
        if (coerce) {
            body.put("coerce", true);
        }
        body.set("schema", MAPPER.readTree(schema));
        return given().contentType("application/json").body(body.toString()).when().post("/extract-json").then();
    }

    private static ValidatableResponse coerced(String text, String schema) throws Exception {
        return extract(text, schema, true);
    }

    @Test
    void coerce_alignsTheValue_listingEachCoercionWithAPointerIntoTheAnswer() throws Exception {
        String text = "Sure!\n```json\n{\"result\": {\"Title\": \"Q3\", \"items\": [{\"price\": \"$1,234.50\"}]}}\n```";
        coerced(text, ORDER_SCHEMA).statusCode(200)
                .body("ok", equalTo(true))
                .body("json.title", equalTo("Q3"))
                .body("json.items[0].price", equalTo(1234.50f))
                .body("start", equalTo(text.indexOf('{')))
                .body("coercions.kind", contains("WRAPPER_REMOVED", "KEY_RENAMED", "STRING_TO_NUMBER"))
                .body("coercions.pointer", contains("", "/title", "/items/0/price"))
                .body("coercions[2].from", equalTo("\"$1,234.50\""))
                .body("coercionsOmitted", nullValue())
                .body("error", nullValue());
    }

    @Test
    void coerce_keepsExactNumbers() throws Exception {
        String answer = coerced("{\"title\": \"Q3\", \"items\": [{\"price\": \"0.1000000000000000055511151231257827\"}]}",
                ORDER_SCHEMA).statusCode(200).extract().asString();
        assertTrue(answer.contains("\"price\":0.1000000000000000055511151231257827"), answer);
    }

    @Test
    void coerce_refused_isSchemaMismatchOfTheValueAsWritten_withAWarningSayingWhy() throws Exception {
        coerced("{\"title\": \"Q3\", \"items\": [{\"price\": \"1,5\"}]}", ORDER_SCHEMA).statusCode(200)
                .body("ok", equalTo(false))
                .body("json.items[0].price", equalTo("1,5"))
                .body("coercions", nullValue())
                .body("error.code", equalTo("SCHEMA_MISMATCH"))
                .body("violations[0].path", equalTo("/items/0/price"))
                .body("warnings[0]", allOf(startsWith("coerce found no alignment"), containsString("\"/items/0/price\"")));
    }

    static final String PERSON_SCHEMA = """
            {"type": "object", "required": ["name", "age"],
             "properties": {"name": {"type": "string"}, "age": {"type": "integer"}}}""";

    @Test
    void coerce_anAnswerThatAligns_thenAnExampleAsWritten_isAmbiguous_neitherReturned() throws Exception {
        String text = "```json\n{\"name\": \"Ada\", \"age\": \"36\"}\n```\nNote: age must be a number, e.g."
                + " {\"name\": \"Bob\", \"age\": 25}.";
        int later = text.indexOf("{\"name\": \"Bob\"");
        coerced(text, PERSON_SCHEMA).statusCode(200)
                .body("ok", equalTo(false))
                .body("json", nullValue())
                .body("start", nullValue())
                .body("coercions", nullValue())
                .body("warnings", nullValue())
                .body("error.code", equalTo("AMBIGUOUS"))
                .body("error.position", equalTo(later))
                .body("error.line", equalTo(4))
                .body("error.column", equalTo(34))
                .body("error.context", containsString("e.g. <<HERE>>{\"name\": \"Bob\""))
                .body("error.message", allOf(startsWith("Two values in the reply fit the schema and differ: the object at"
                        + " line 2, column 1 (characters 8 to 36), the first value that fits, conforms once aligned, as"
                        + " {\"name\":\"Ada\",\"age\":36}, and the object at line 4, column 34 (characters 74 to 100)"
                        + " conforms as written, as {\"name\":\"Bob\",\"age\":25}."),
                        containsString("ask the model again for one value")));
        // Without coerce the first value is the answer, beside its violation, as always.
        extract(text, PERSON_SCHEMA).statusCode(200)
                .body("error.code", equalTo("SCHEMA_MISMATCH"))
                .body("json.name", equalTo("Ada"));
    }

    @Test
    void coerce_theSameValueAlignedThenAsWritten_isTheOneAsWritten_theOtherNamed() throws Exception {
        String text = "```json\n{\"name\": \"Ada\", \"age\": \"36\"}\n```\nThat is: {\"name\": \"Ada\", \"age\": 36}";
        coerced(text, PERSON_SCHEMA).statusCode(200)
                .body("ok", equalTo(true))
                .body("json.age", equalTo(36))
                .body("source", equalTo("TEXT"))
                .body("coercions", nullValue())
                .body("warnings", contains("passed over the object at line 2, column 1 (characters 8 to 36): it conforms"
                        + " only once aligned, to the value of a later candidate that conforms as written"));
    }

    static final String COUNT_SCHEMA = """
            {"type": "object", "required": ["count"], "additionalProperties": false,
             "properties": {"count": {"type": "integer"}}}""";

    @Test
    void coerce_aReplyThatIsOnlyTheValue_isWrappedIntoTheObjectsOneProperty_whereItStandsAlone() throws Exception {
        String text = "Result:\n```json\n1250\n```";
        coerced(text, COUNT_SCHEMA).statusCode(200)
                .body("ok", equalTo(true))
                .body("json.count", equalTo(1250))
                .body("source", equalTo("CODE_BLOCK"))
                .body("start", equalTo(text.indexOf("1250")))
                .body("end", equalTo(text.indexOf("1250") + 4))
                .body("coercions.kind", contains("SCALAR_TO_OBJECT"))
                .body("coercions[0].pointer", equalTo(""))
                .body("coercions[0].from", equalTo("1250"));
        // In prose it is not: the extraction's answer, and why the words were passed over.
        coerced("The warehouse holds 1250 boxes.", COUNT_SCHEMA).statusCode(200)
                .body("ok", equalTo(false))
                .body("json", nullValue())
                .body("error.code", equalTo("NO_JSON"))
                .body("warnings", contains("passed over the words at line 1, column 1 (characters 0 to 31): read as the"
                        + " value of \"count\", \"The warehouse holds 1250 boxes.\" is not a number; a value inside"
                        + " prose is never made the object's property"));
        // Without coerce, nothing is looked for but objects.
        extract(text, COUNT_SCHEMA).statusCode(200).body("error.code", equalTo("NO_JSON"));
    }

    @Test
    void coerceWithoutSchema_is400NamingTheField() {
        given().contentType("application/json").body("{\"text\": \"{}\", \"coerce\": true}")
                .when().post("/extract-json").then().statusCode(400)
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", equalTo("field 'coerce' needs field 'schema' as well: send 'schema', or leave 'coerce' out"));
    }

    @Test
    void conformingObject_isOk_withoutViolations() throws Exception {
        extract("Here: {\"title\": \"Q3\", \"items\": [{\"price\": 1.5}]}", ORDER_SCHEMA).statusCode(200)
                .body("ok", equalTo(true))
                .body("json.title", equalTo("Q3"))
                .body("error", nullValue())
                .body("violations", nullValue());
    }

    @Test
    void violatingObject_isSchemaMismatch_withPointerPaths_andTheObjectStillReturned() throws Exception {
        String text = "Sure!\n```json\n{\"title\": \"Q3\", \"items\": [{\"price\": 1}, {\"price\": \"9.99\"}]}\n```";
        extract(text, ORDER_SCHEMA).statusCode(200)
                .body("ok", equalTo(false))
                .body("json.items[1].price", equalTo("9.99"))
                .body("source", equalTo("CODE_BLOCK"))
                .body("start", equalTo(text.indexOf('{')))
                .body("error.code", equalTo("SCHEMA_MISMATCH"))
                .body("error.position", equalTo(text.indexOf('{')))
                .body("error.message", containsString("\"/items/1/price\" (type)"))
                .body("violations", hasSize(1))
                .body("violations[0].path", equalTo("/items/1/price"))
                .body("violations[0].keyword", equalTo("type"))
                .body("violations[0].message", containsString("number expected"))
                .body("violationCount", equalTo(1));
    }

    @Test
    void noObject_isTheExtractionError_schemaNotConsulted() throws Exception {
        extract("no JSON here", ORDER_SCHEMA).statusCode(200)
                .body("ok", equalTo(false))
                .body("error.code", equalTo("NO_JSON"))
                .body("violations", nullValue());
    }

    @Test
    void repairedObject_isCheckedToo() throws Exception {
        given().contentType("application/json")
                .body("{\"text\": \"{title: 'Q3', items: [{price: 'x'},]}\", \"mode\": \"repair\", \"schema\": "
                        + ORDER_SCHEMA + "}")
                .when().post("/extract-json").then().statusCode(200)
                .body("ok", equalTo(false))
                .body("repairs.kind", hasItem("UNQUOTED_KEY"))
                .body("violations[0].path", equalTo("/items/0/price"));
    }

    @Test
    void invalidSchema_is400NamingTheFieldAndTheProblem() throws Exception {
        extract("{\"a\": 1}", "{\"type\": \"strin\"}").statusCode(400)
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", allOf(startsWith("field 'schema' is not a valid JSON Schema (draft 2020-12)"),
                        containsString("/type")));
    }

    @Test
    void remoteRef_is400_neverFetched() throws Exception {
        extract("{\"a\": 1}", "{\"properties\": {\"a\": {\"$ref\": \"https://example.com/a.json\"}}}").statusCode(400)
                .body("error.message", allOf(startsWith("field 'schema' refers to \"https://example.com/a.json\""),
                        containsString("never fetched")));
    }

    @Test
    void schemaThatIsNotAnObject_is400() {
        given().contentType("application/json").body("{\"text\": \"{}\", \"schema\": true}")
                .when().post("/extract-json").then().statusCode(400)
                .body("error.message", equalTo("field 'schema' must be a JSON object, got true"));
    }

    @Test
    void hugeSchema_is400NamingTheLimit() {
        StringBuilder schema = new StringBuilder("{\"properties\": {");
        for (int i = 0; schema.length() < 120_000; i++) {
            schema.append(i == 0 ? "" : ", ").append("\"p").append(i).append("\": {\"type\": \"string\"}");
        }
        schema.append("}}");
        given().contentType("application/json").body("{\"text\": \"{}\", \"schema\": " + schema + "}")
                .when().post("/extract-json").then().statusCode(400)
                .body("error.message", allOf(startsWith("field 'schema' has "),
                        containsString("the limit is 100000 (setting outputguard.max-schema-chars)")));
    }
}

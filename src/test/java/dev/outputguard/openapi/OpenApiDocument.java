package dev.outputguard.openapi;

import static io.restassured.RestAssured.given;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;

/**
 * The OpenAPI document the running app serves at {@code /q/openapi}, and what it says a function takes
 * and answers, as JSON Schemas checked by a standard validator (networknt json-schema-validator, the
 * OpenAPI 3.1 dialect).
 */
final class OpenApiDocument {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final JsonNode document;
    private final SchemaRegistry registry = SchemaRegistry.withDialect(Dialects.getOpenApi31());

    private OpenApiDocument(JsonNode document) {
        this.document = document;
    }

    /** The document as the app serves it now (JSON). */
    static OpenApiDocument served() {
        String json = given().queryParam("format", "json").when().get("/q/openapi").then().statusCode(200)
                .extract().asString();
        try {
            return new OpenApiDocument(MAPPER.readTree(json));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    JsonNode root() {
        return document;
    }

    /** The operation {@code POST /<function>}; fails when the document has none. */
    JsonNode operation(String function) {
        JsonNode op = document.path("paths").path("/" + function).path("post");
        if (op.isMissingNode()) {
            throw new AssertionError("the OpenAPI document has no POST /" + function);
        }
        return op;
    }

    /** The schema of the function's request body. */
    Schema request(String function) {
        return schema(operation(function).path("requestBody").path("content").path("application/json").path("schema"),
                function + " request");
    }

    /** The schema of the function's answer with {@code status}, following a reference to a shared response. */
    Schema answer(String function, int status) {
        JsonNode response = operation(function).path("responses").path(Integer.toString(status));
        if (response.has("$ref")) {
            response = document.at(response.get("$ref").asText().substring(1));
        }
        return schema(response.path("content").path("application/json").path("schema"), function + " " + status);
    }

    /** The validator's complaints about {@code instance}, as lines; empty when it conforms. */
    static List<String> problems(Schema schema, JsonNode instance) {
        return schema.validate(instance).stream().map(Error::toString).toList();
    }

    /**
     * A schema node of the document as a schema of its own: its references ({@code #/components/...})
     * resolve against a root that carries the document's components.
     */
    private Schema schema(JsonNode node, String what) {
        if (node.isMissingNode()) {
            throw new AssertionError("the OpenAPI document has no schema for the " + what);
        }
        ObjectNode root = node.deepCopy();
        root.set("components", document.path("components"));
        return registry.getSchema(SchemaLocation.of("urn:outputguard:openapi:" + what.replace(' ', ':')), root);
    }
}

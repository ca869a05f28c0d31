package dev.outputguard.openapi;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.FunctionCatalog;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The OpenAPI document at {@code /q/openapi}: made from the function catalog and the records, and equal
 * to the committed copy {@code docs/openapi.yaml}.
 */
@QuarkusTest
class OpenApiDocumentTest {

    static final Path COMMITTED = Path.of("docs", "openapi.yaml");
    /** {@code -Dopenapi.update} writes the served document to {@link #COMMITTED} instead of comparing. */
    static final String UPDATE = "openapi.update";

    @Inject
    FunctionCatalog catalog;

    @Test
    void committedCopy_isTheServedDocument() throws IOException {
        String served = given().when().get("/q/openapi").then().statusCode(200).extract().asString();
        if (System.getProperty(UPDATE) != null) {
            Files.writeString(COMMITTED, served, StandardCharsets.UTF_8);
            return;
        }
        String committed = Files.exists(COMMITTED) ? Files.readString(COMMITTED, StandardCharsets.UTF_8) : "";
        if (!served.equals(committed)) {
            fail(COMMITTED + " differs from the document the app serves at /q/openapi (first difference at line "
                    + firstDifferentLine(served, committed) + "). It is generated: regenerate it with\n"
                    + "  ./mvnw test -Dlambda.flavours.skip -Dtest=OpenApiDocumentTest -D" + UPDATE
                    + "\nand commit the result.");
        }
    }

    @Test
    void format_followsThePathSuffix_thenAcceptOrTheFormatParameter_yamlOtherwise() throws IOException {
        String yaml = given().when().get("/q/openapi").then().statusCode(200)
                .header("Content-Type", "application/yaml;charset=UTF-8").extract().asString();
        assertTrue(yaml.startsWith("---\nopenapi: 3.1.0\n"), yaml.substring(0, Math.min(40, yaml.length())));
        JsonNode byParameter = new ObjectMapper().readTree(given().queryParam("format", "json").when().get("/q/openapi")
                .then().statusCode(200).header("Content-Type", "application/json;charset=UTF-8").extract().asString());
        JsonNode byAccept = new ObjectMapper().readTree(given().accept("application/json").when().get("/q/openapi")
                .then().statusCode(200).header("Content-Type", "application/json;charset=UTF-8").extract().asString());
        JsonNode bySuffix = new ObjectMapper().readTree(given().when().get("/q/openapi.json")
                .then().statusCode(200).extract().asString());
        assertEquals(byParameter, byAccept);
        assertEquals(byParameter, bySuffix);
        assertEquals(yaml, given().when().get("/q/openapi.yaml").then().statusCode(200).extract().asString());
        given().when().head("/q/openapi").then().statusCode(200);
        // Any other method on the document's path is no document: the JSON 404 of every unknown route.
        given().when().post("/q/openapi").then().statusCode(404).contentType("application/json");
    }

    @Test
    void everyFunction_isOnePostPath_andNothingElse() {
        JsonNode paths = OpenApiDocument.served().root().path("paths");
        List<String> documented = new ArrayList<>();
        paths.fieldNames().forEachRemaining(documented::add);
        assertEquals(catalog.names().stream().map(n -> "/" + n).toList(), documented.stream().sorted().toList());
        paths.forEach(item -> {
            List<String> methods = new ArrayList<>();
            item.fieldNames().forEachRemaining(methods::add);
            assertEquals(List.of("post"), methods);
        });
    }

    @Test
    void document_isOpenApi31() {
        assertEquals("3.1.0", OpenApiDocument.served().root().path("openapi").asText());
    }

    @Test
    void requestSchema_keepsTheContractsRules() {
        OpenApiDocument document = OpenApiDocument.served();
        ObjectMapper m = new ObjectMapper();
        // translate: required fields, a range, unknown fields refused
        assertConforms(document, "translate", "{\"text\":\"Hi\",\"sourceLang\":\"en\",\"targetLang\":\"ja\",\"maxRetries\":5}", m);
        assertRefused(document, "translate", "{\"text\":\"Hi\",\"sourceLang\":\"en\"}", m);
        assertRefused(document, "translate", "{\"text\":\"Hi\",\"sourceLang\":\"en\",\"targetLang\":\"ja\",\"maxRetries\":6}", m);
        assertRefused(document, "translate", "{\"text\":\"Hi\",\"sourceLang\":\"en\",\"targetLang\":\"ja\",\"mdoe\":1}", m);
        assertRefused(document, "translate", "{\"text\":5,\"sourceLang\":\"en\",\"targetLang\":\"ja\"}", m);
        // extract-json: an enum by its JSON names; an optional field may be null
        assertConforms(document, "extract-json", "{\"text\":\"x\",\"mode\":\"repair\"}", m);
        assertConforms(document, "extract-json", "{\"text\":\"x\",\"mode\":null}", m);
        assertRefused(document, "extract-json", "{\"text\":\"x\",\"mode\":\"REPAIR\"}", m);
        // extract-terminal-response: exactly one of lines and buffer
        assertConforms(document, "extract-terminal-response", "{\"buffer\":\"> hi\",\"lastCapturedLine\":0,\"cliTool\":\"claude\"}", m);
        assertRefused(document, "extract-terminal-response", "{\"lastCapturedLine\":0,\"cliTool\":\"claude\"}", m);
        assertRefused(document, "extract-terminal-response",
                "{\"lines\":[],\"buffer\":\"> hi\",\"lastCapturedLine\":0,\"cliTool\":\"claude\"}", m);
    }

    @Test
    void errorAnswers_comeFromTheProblemTable_andOnlyLlmFunctionsHave502To504() {
        JsonNode paths = OpenApiDocument.served().root().path("paths");
        List<String> llm = List.of("review-cycle", "translate", "translate-revision-patch");
        for (String name : catalog.names()) {
            JsonNode responses = paths.path("/" + name).path("post").path("responses");
            for (String status : List.of("200", "400", "404", "500")) {
                assertTrue(responses.has(status), name + " documents " + status);
            }
            boolean callsLlm = catalog.named(name).orElseThrow().callsLlm();
            for (String status : List.of("502", "503", "504")) {
                assertEquals(callsLlm, responses.has(status), name + " documents " + status + " exactly when it calls the LLM");
            }
            if (llm.contains(name)) {
                assertTrue(callsLlm, name + " calls the LLM");
            }
        }
        JsonNode busy = OpenApiDocument.served().root().path("components").path("responses").path("ServiceUnavailable");
        assertTrue(busy.path("headers").has("Retry-After"), "503 documents Retry-After");
    }

    private static void assertConforms(OpenApiDocument d, String function, String json, ObjectMapper m) {
        try {
            List<String> problems = OpenApiDocument.problems(d.request(function), m.readTree(json));
            assertTrue(problems.isEmpty(), json + " conforms, but: " + problems);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void assertRefused(OpenApiDocument d, String function, String json, ObjectMapper m) {
        try {
            assertTrue(!OpenApiDocument.problems(d.request(function), m.readTree(json)).isEmpty(),
                    json + " must not conform to the " + function + " request schema");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int firstDifferentLine(String a, String b) {
        String[] x = a.split("\n", -1);
        String[] y = b.split("\n", -1);
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            if (!x[i].equals(y[i])) {
                return i + 1;
            }
        }
        return Math.min(x.length, y.length) + 1;
    }
}

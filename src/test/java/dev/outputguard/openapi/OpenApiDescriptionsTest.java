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
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.hardening.DocumentedExamples;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The OpenAPI document explains itself: every property of every schema has a description, every operation has its
 * README example as a request example (which conforms to its request schema), and docs/fields.md is made from those
 * same descriptions, so Swagger UI, generated clients and the docs say one thing.
 */
@QuarkusTest
class OpenApiDescriptionsTest {

    static final Path FIELDS = Path.of("docs", "fields.md");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void everyPropertyOfEverySchema_hasADescription() {
        JsonNode schemas = OpenApiDocument.served().root().path("components").path("schemas");
        List<String> bare = new ArrayList<>();
        schemas.fields().forEachRemaining(s -> properties(s.getKey(), s.getValue(), bare));
        assertEquals(List.of(), bare, "properties without a description: add them to openapi/Descriptions");
    }

    private static void properties(String path, JsonNode schema, List<String> bare) {
        schema.path("properties").fields().forEachRemaining(p -> {
            if (p.getValue().path("description").asText().isBlank()) {
                bare.add(path + "." + p.getKey());
            }
            properties(path + "." + p.getKey(), p.getValue(), bare);
        });
    }

    @Test
    void everyDescription_namesAPropertyTheDocumentHas() {
        JsonNode schemas = OpenApiDocument.served().root().path("components").path("schemas");
        List<String> all = new ArrayList<>();
        schemas.fields().forEachRemaining(s -> named(s.getKey(), s.getValue(), all));
        TreeSet<String> stale = new TreeSet<>(descriptions().keySet());
        all.forEach(stale::remove);
        assertEquals(new TreeSet<>(), stale, "descriptions of properties the document does not have");
    }

    /**
     * openapi/Descriptions' map, by reflection: the class is in src/http, which the direct-invoke build, which compiles
     * these tests too (and runs none of them), does not have.
     */
    @SuppressWarnings("unchecked")
    private static Map<String, String> descriptions() {
        try {
            java.lang.reflect.Field field = Class.forName("dev.outputguard.openapi.Descriptions").getDeclaredField("PROPERTIES");
            field.setAccessible(true);
            return (Map<String, String>) field.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void named(String path, JsonNode schema, List<String> out) {
        schema.path("properties").fields().forEachRemaining(p -> {
            out.add(path + "." + p.getKey());
            named(path + "." + p.getKey(), p.getValue(), out);
        });
    }

    @Test
    void everyOperation_hasTheReadmesExamples_eachConformingToItsRequestSchema() throws IOException {
        OpenApiDocument document = OpenApiDocument.served();
        JsonNode paths = document.root().path("paths");
        Path root = Path.of("").toAbsolutePath();
        List<DocumentedExamples.Example> readme = DocumentedExamples.read(root.resolve("README.md"), root);
        paths.fields().forEachRemaining(path -> {
            String function = path.getKey().substring(1);
            List<JsonNode> documented = new ArrayList<>();
            path.getValue().path("post").path("requestBody").path("content").path("application/json").path("examples")
                    .forEach(e -> documented.add(e.path("value")));
            List<JsonNode> written = readme.stream().filter(e -> e.function().equals(function))
                    .map(e -> DocumentedExamples.single(e.body())).toList();
            assertTrue(!documented.isEmpty(), function + " has no request example");
            assertEquals(written.size(), documented.size(), function + ": the README's examples and the document's");
            for (int i = 0; i < written.size(); i++) {
                assertEquals(written.get(i).toString(), documented.get(i).toString(), function + " example " + (i + 1)
                        + " differs from the README's: openapi/Examples holds a copy of each");
                List<String> problems = OpenApiDocument.problems(document.request(function), documented.get(i));
                assertTrue(problems.isEmpty(), function + " example " + (i + 1) + ": " + problems);
            }
        });
    }

    @Test
    void docsFields_isMadeFromTheDescriptions() throws IOException {
        String made = fieldsPage(MAPPER.readTree(given().queryParam("format", "json").when().get("/q/openapi").then()
                .statusCode(200).extract().asString()));
        if (System.getProperty(OpenApiDocumentTest.UPDATE) != null) {
            Files.writeString(FIELDS, made, StandardCharsets.UTF_8);
            return;
        }
        String committed = Files.exists(FIELDS) ? Files.readString(FIELDS, StandardCharsets.UTF_8) : "";
        if (!made.equals(committed)) {
            fail(FIELDS + " differs from the descriptions of the served OpenAPI document. It is generated: regenerate it"
                    + " with\n  ./mvnw test -Dlambda.flavours.skip -Dtest='OpenApiDocumentTest,OpenApiDescriptionsTest' -D"
                    + OpenApiDocumentTest.UPDATE + "\nand commit the result.");
        }
    }

    /** docs/fields.md: one table per schema of the document, each property with its description. */
    static String fieldsPage(JsonNode document) {
        StringBuilder page = new StringBuilder("""
                ## Fields

                Every field of every request and answer, with what it means: the descriptions of the OpenAPI document
                ([openapi.yaml](openapi.yaml), `/q/openapi`), from which this page is generated
                (`./mvnw test -Dlambda.flavours.skip -Dtest='OpenApiDocumentTest,OpenApiDescriptionsTest' -Dopenapi.update`).
                Each function's page explains the rules behind them.
                """);
        Map<String, JsonNode> schemas = new java.util.TreeMap<>();
        document.path("components").path("schemas").fields().forEachRemaining(e -> schemas.put(e.getKey(), e.getValue()));
        schemas.forEach((name, schema) -> {
            if (!schema.has("properties")) {
                return;
            }
            page.append("\n### ").append(name).append("\n\n| field | meaning |\n|---|---|\n");
            rows("", schema, page);
        });
        return page.toString();
    }

    private static void rows(String prefix, JsonNode schema, StringBuilder page) {
        schema.path("properties").fields().forEachRemaining(p -> {
            page.append("| `").append(prefix).append(p.getKey()).append("` | ")
                    .append(p.getValue().path("description").asText().replace("|", "\\|")).append(" |\n");
            rows(prefix + p.getKey() + ".", p.getValue(), page);
        });
    }
}

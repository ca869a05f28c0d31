package dev.outputguard.hardening;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.hardening.DocumentedExamples.Example;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/**
 * README.md says every example is a real request to the running app and its real answer; the function pages in
 * docs/ say the same of theirs. This sends every documented request of a function whose answer depends on the
 * request alone (extract-json, validate-response, sanitize-output, review-decision, extract-terminal-response) to
 * the app over HTTP and holds the answer to the JSON written under it: equal as JSON trees (member order free,
 * numbers exact), so an answer that drifts fails here. Examples of the functions that call an LLM are read but not
 * sent: their answers carry latencies and token counts of one particular exchange.
 *
 * <p>The examples are found by reading the Markdown ({@link DocumentedExamples}); so that a change of the documents'
 * format cannot leave this checking nothing, each file must still yield at least the number of examples it yields
 * today.
 */
@QuarkusTest
class DocumentedExamplesTest {

    private static final Path ROOT = Path.of("").toAbsolutePath();

    /** Checked examples each file holds at least (its count when this was written; raise it when adding some). */
    private static final Map<String, Integer> FLOORS = floors();

    private static Map<String, Integer> floors() {
        Map<String, Integer> floors = new LinkedHashMap<>();
        floors.put("README.md", 7);
        floors.put("docs/extract-json.md", 27);
        floors.put("docs/validate-response.md", 6);
        floors.put("docs/sanitize-output.md", 1);
        floors.put("docs/review-decision.md", 3);
        floors.put("docs/extract-terminal-response.md", 2);
        return floors;
    }

    private static List<Path> documents() {
        List<Path> files = new ArrayList<>();
        files.add(ROOT.resolve("README.md"));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    private static List<Example> examples() {
        List<Example> all = new ArrayList<>();
        for (Path file : documents()) {
            all.addAll(DocumentedExamples.read(file, ROOT));
        }
        return all;
    }

    @Test
    void everyFileStillYieldsItsExamples() {
        List<Example> checked = examples().stream().filter(Example::checked).toList();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Example e : checked) {
            counts.merge(e.file(), 1, Integer::sum);
        }
        FLOORS.forEach((file, floor) -> assertTrue(counts.getOrDefault(file, 0) >= floor,
                file + " yields " + counts.getOrDefault(file, 0) + " checked examples, fewer than its floor of " + floor
                        + ": has the way the examples are written changed? " + counts));
        for (String file : counts.keySet()) {
            assertTrue(FLOORS.containsKey(file), file + " has documented examples but no floor: add one");
        }
    }

    @TestFactory
    Stream<DynamicTest> everyDocumentedAnswerIsTheAppsAnswer() {
        return examples().stream().filter(Example::checked)
                .map(e -> DynamicTest.dynamicTest(e.where() + " " + e.function(), () -> check(e)));
    }

    private static void check(Example example) {
        assertNotNull(example.answer(), example.where() + ": a " + example.function()
                + " example without its answer (a fenced json block right after the command)");
        JsonNode request = DocumentedExamples.single(example.body());
        assertNotNull(request, example.where() + ": the documented body is not one JSON value: " + example.body());
        JsonNode expected = DocumentedExamples.single(example.answer());
        assertNotNull(expected, example.where() + ": the documented answer is not one JSON value: " + example.answer());

        Response response = given().contentType("application/json")
                .body(example.body().getBytes(StandardCharsets.UTF_8))
                .when().post("/" + example.function());
        String body = new String(response.asByteArray(), StandardCharsets.UTF_8);
        JsonNode actual = DocumentedExamples.single(body);
        if (actual == null) {
            fail(example.where() + ": HTTP " + response.statusCode() + ", not JSON: " + body);
        }
        assertEquals(expected, actual, () -> example.where() + ": the app's answer (HTTP " + response.statusCode()
                + ") differs from the documented one\n documented: " + expected + "\n actual:     " + actual);
    }
}

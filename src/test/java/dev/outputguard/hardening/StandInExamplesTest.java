package dev.outputguard.hardening;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.hardening.DocumentedExamples.Example;
import dev.outputguard.observe.InvocationLog;
import dev.outputguard.testing.ExpectedLogs;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;

/**
 * Dev mode with no LLM configured: the README's examples of the four functions that call an LLM answer as written,
 * from the stand-in LLM the app serves itself over HTTP (the real transport), every answer's invocation line marked
 * {@code llm=stand-in}. Run in the {@code dev} configuration profile, as dev mode is, on a port of its own (the
 * stand-in's URL names the port); latencies are the one thing that differs from the README's, and are left out.
 */
@QuarkusTest
@TestProfile(StandInExamplesTest.DevProfile.class)
class StandInExamplesTest {

    private static final Set<String> LLM_FUNCTIONS = Set.of("translate", "translate-revision-patch", "review-cycle",
            "complete-json");

    @RegisterExtension
    static final ExpectedLogs LOGS = ExpectedLogs.named(InvocationLog.CATEGORY);

    public static class DevProfile implements QuarkusTestProfile {
        private static final int PORT = freePort();

        @Override
        public String getConfigProfile() {
            return "dev";
        }

        @Override
        public Map<String, String> getConfigOverrides() {
            // The stand-in's URL follows quarkus.http.port, as in dev mode; the test server listens on the same port.
            return Map.of("quarkus.http.test-port", Integer.toString(PORT), "quarkus.http.port", Integer.toString(PORT));
        }

        private static int freePort() {
            try (ServerSocket s = new ServerSocket(0)) {
                return s.getLocalPort();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private static List<Example> readmeExamples() {
        Path root = Path.of("").toAbsolutePath();
        return DocumentedExamples.read(root.resolve("README.md"), root).stream()
                .filter(e -> LLM_FUNCTIONS.contains(e.function())).toList();
    }

    @Test
    void theReadme_hasAnExampleOfEachLlmFunction() {
        assertEquals(LLM_FUNCTIONS, Set.copyOf(readmeExamples().stream().map(Example::function).toList()));
    }

    @TestFactory
    Stream<DynamicTest> everyReadmeExampleOfAnLlmFunction_answersAsWritten_markedStandIn() {
        return readmeExamples().stream().map(e -> DynamicTest.dynamicTest(e.where() + " " + e.function(), () -> {
            assertNotNull(e.answer(), e.where() + ": no answer written under the example");
            Response response = given().contentType("application/json").header("X-Request-Id", "readme-" + e.line())
                    .body(e.body().getBytes(StandardCharsets.UTF_8)).when().post("/" + e.function());
            String answered = new String(response.asByteArray(), StandardCharsets.UTF_8);
            if (DocumentedExamples.single(e.body()).path("stream").asBoolean(false)) {
                // A streamed example: its events, the last one done, whose data is the answer written down.
                assertTrue(response.contentType().startsWith("text/event-stream"), e.where() + ": " + response.contentType());
                List<String> events = answered.lines().filter(l -> l.startsWith("event: ")).toList();
                assertTrue(String.join(" ", events).matches("(event: partial )*(event: attempt )+event: done"),
                        e.where() + ": " + events);
                List<String> data = answered.lines().filter(l -> l.startsWith("data: ")).toList();
                answered = data.get(data.size() - 1).substring("data: ".length());
            }
            JsonNode actual = DocumentedExamples.single(answered);
            assertEquals(withoutLatencies(DocumentedExamples.single(e.answer())), withoutLatencies(actual),
                    e.where() + ": HTTP " + response.statusCode());
            String line = LOGS.await("requestId=readme-" + e.line()).text();
            assertTrue(line.contains("function=" + e.function() + " ") && line.endsWith(" llm=stand-in"), line);
        }));
    }

    @Test
    void aRequestTheScriptDoesNotKnow_isA502_sayingTheStandInAnswersOnlyTheReadme() {
        given().contentType("application/json")
                .body("{\"text\": \"Good morning\", \"sourceLang\": \"English\", \"targetLang\": \"French\", \"maxRetries\": 0}")
                .when().post("/translate").then().statusCode(502)
                .body("error.code", org.hamcrest.Matchers.equalTo("LLM_UNAVAILABLE"))
                .body("error.message", containsString("stand-in LLM answers only the README's examples"));
    }

    private static JsonNode withoutLatencies(JsonNode answer) {
        JsonNode copy = answer.deepCopy();
        copy.path("attempts").forEach(a -> ((ObjectNode) a).remove("latencyMs"));
        return copy;
    }
}

package dev.outputguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.logging.Level;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.github.tomakehurst.wiremock.stubbing.Scenario;

import dev.outputguard.llm.ChatCompletionsStub;
import dev.outputguard.llm.RetryingLlmClient;
import dev.outputguard.observe.RequestLogContext;
import dev.outputguard.observe.InvocationLog;
import dev.outputguard.testing.ExpectedLogs;
import dev.outputguard.testing.ExpectedLogs.Line;
import dev.outputguard.translate.TranslationLoop;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;

/** Every HTTP call gets an X-Request-Id and exactly one log line saying how it ended, never its text. */
@QuarkusTest
@WithTestResource(LlmStandIn.class)
class InvocationLogHttpTest {

    private static final String UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

    @RegisterExtension
    static final ExpectedLogs LOGS = ExpectedLogs.named(InvocationLog.CATEGORY, TranslationLoop.class.getName(),
            RetryingLlmClient.class.getName());

    @TestHTTPResource("/")
    URI root;

    @BeforeEach
    void reset() {
        LlmStandIn.server.resetAll();
    }

    private static String extractJson(String requestId, String body) {
        var request = given().contentType(ContentType.JSON).body(body);
        if (requestId != null) {
            request.header("X-Request-Id", requestId);
        }
        return request.when().post("/extract-json").then().extract().header("X-Request-Id");
    }

    @Test
    void callersSaneRequestId_isReturnedAndLoggedWithFunctionOutcomeStatusDuration() throws InterruptedException {
        String secret = "do-not-log-this-text";
        assertEquals("order-42.a", extractJson("order-42.a", "{\"text\": \"" + secret + " {\\\"a\\\": 1}\"}"));

        Line line = LOGS.await("requestId=order-42.a");
        assertEquals(Level.INFO.intValue(), line.level().intValue());
        assertTrue(line.text().matches("function=extract-json outcome=ok status=200 durationMs=\\d+ requestId=order-42\\.a"),
                line.text());
        assertFalse(LOGS.lines().stream().anyMatch(l -> l.text().contains(secret)), "the request text was logged");
    }

    @Test
    void noRequestId_getsAGeneratedOne() throws InterruptedException {
        String id = extractJson(null, "{\"text\": \"{}\"}");
        assertTrue(id.matches(UUID), id);
        LOGS.await("requestId=" + id);
    }

    @Test
    void requestIdThatCouldForgeALogLine_isReplaced() throws InterruptedException {
        String forged = "x outcome=ok function=translate";
        String id = extractJson(forged, "{\"text\": \"{}\"}");
        assertTrue(id.matches(UUID), id);
        LOGS.await("requestId=" + id);
        assertTrue(extractJson("a".repeat(129), "{\"text\": \"{}\"}").matches(UUID), "an id over 128 characters is replaced");
    }

    @Test
    void requestTheContractRejects_isLoggedWithItsCode() throws InterruptedException {
        String id = extractJson("bad-body-1", "{\"text\": 5}");
        assertEquals("bad-body-1", id);
        assertTrue(LOGS.await("requestId=bad-body-1").text()
                .startsWith("function=extract-json outcome=INVALID_REQUEST status=400 durationMs="));
    }

    @Test
    void unknownPath_isLoggedAsNotFound() throws InterruptedException {
        given().header("X-Request-Id", "nope-1").when().get("/nope").then().statusCode(404)
                .header("X-Request-Id", equalTo("nope-1"));
        assertTrue(LOGS.await("requestId=nope-1").text().startsWith("function=/nope outcome=NOT_FOUND status=404"));
    }

    @Test
    void orchestrator_logsItsLlmCallsAndTokens() throws InterruptedException {
        LlmStandIn.server.stubFor(post(ChatCompletionsStub.PATH).inScenario("s").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(okJson(ChatCompletionsStub.completion("{\"oops\": 1}", 30, 5))).willSetStateTo("2"));
        LlmStandIn.server.stubFor(post(ChatCompletionsStub.PATH).inScenario("s").whenScenarioStateIs("2")
                .willReturn(okJson(ChatCompletionsStub.completion(ChatCompletionsStub.translationReply("やあ"), 40, 7))));

        given().contentType(ContentType.JSON).header("X-Request-Id", "translate-1")
                .body("{\"text\": \"Hi\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}")
                .when().post("/translate").then().statusCode(200).body("attempts.size()", equalTo(2));

        String line = LOGS.await("requestId=translate-1").text();
        assertTrue(line.matches("function=translate outcome=ok status=200 durationMs=\\d+ requestId=translate-1"
                + " attempts=2 tokens=82"), line);
    }

    @Test
    void linesLoggedInsideTheLlmLoop_carryTheRequestIdInTheirMdc() throws InterruptedException {
        // A transport failure (logged by the retrying client), then a reply the loop rejects (logged by the
        // loop), then a good one: both lines are written on the LLM work's own thread.
        LlmStandIn.server.stubFor(post(ChatCompletionsStub.PATH).inScenario("m").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(aResponse().withStatus(500)).willSetStateTo("2"));
        LlmStandIn.server.stubFor(post(ChatCompletionsStub.PATH).inScenario("m").whenScenarioStateIs("2")
                .willReturn(okJson(ChatCompletionsStub.completion("{\"oops\": 1}", 30, 5))).willSetStateTo("3"));
        LlmStandIn.server.stubFor(post(ChatCompletionsStub.PATH).inScenario("m").whenScenarioStateIs("3")
                .willReturn(okJson(ChatCompletionsStub.completion(ChatCompletionsStub.translationReply("やあ"), 40, 7))));

        given().contentType(ContentType.JSON).header("X-Request-Id", "in-loop-1")
                .body("{\"text\": \"Hi\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}")
                .when().post("/translate").then().statusCode(200);

        assertEquals(Level.WARNING.intValue(), loopLine("LLM call attempt 1/3 failed: HTTP 500", "in-loop-1").level().intValue());
        assertEquals(Level.WARNING.intValue(), loopLine("translate attempt 1/3 rejected", "in-loop-1").level().intValue());
    }

    /** The line starting with {@code text} whose MDC names the request {@code requestId}. */
    private static Line loopLine(String text, String requestId) {
        return LOGS.lines().stream().filter(l -> l.text().startsWith(text)
                && requestId.equals(l.mdc().get(RequestLogContext.REQUEST_ID))).findFirst()
                .orElseThrow(() -> new AssertionError("no line '" + text + "...' with requestId " + requestId
                        + " in its MDC: " + LOGS.lines()));
    }

    @Test
    void linesLoggedInsideTheLlmLoop_carryAGeneratedRequestIdToo() throws InterruptedException {
        LlmStandIn.server.stubFor(post(ChatCompletionsStub.PATH).inScenario("g").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(okJson(ChatCompletionsStub.completion("{\"nope\": 2}", 30, 5))).willSetStateTo("2"));
        LlmStandIn.server.stubFor(post(ChatCompletionsStub.PATH).inScenario("g").whenScenarioStateIs("2")
                .willReturn(okJson(ChatCompletionsStub.completion(ChatCompletionsStub.translationReply("やあ"), 40, 7))));

        String id = given().contentType(ContentType.JSON)
                .body("{\"text\": \"Bye\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}")
                .when().post("/translate").then().statusCode(200).extract().header("X-Request-Id");

        assertTrue(id.matches(UUID), id);
        loopLine("translate attempt 1/3 rejected", id);
    }

    @Test
    void callerGivingUpBeforeTheAnswer_isLoggedAsConnectionClosed() throws Exception {
        LlmStandIn.server.stubFor(post(ChatCompletionsStub.PATH).willReturn(
                okJson(ChatCompletionsStub.completion(ChatCompletionsStub.translationReply("やあ"))).withFixedDelay(1500)));
        HttpRequest request = HttpRequest.newBuilder(root.resolve("/translate"))
                .timeout(Duration.ofMillis(300)).header("Content-Type", "application/json").header("X-Request-Id", "gave-up-1")
                .POST(HttpRequest.BodyPublishers.ofString("{\"text\": \"Hi\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}"))
                .build();
        try (HttpClient client = HttpClient.newHttpClient()) {
            assertThrows(HttpTimeoutException.class, () -> client.send(request, HttpResponse.BodyHandlers.ofString()));
        }
        assertTrue(LOGS.await("requestId=gave-up-1").text().startsWith("function=translate outcome=CONNECTION_CLOSED"));
        // The translate goes on without its caller: its LLM call must reach this test's stub, not the next test's.
        long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (LlmStandIn.server.getAllServeEvents().isEmpty() && System.nanoTime() < until) {
            Thread.sleep(20);
        }
    }

    @Test
    void llmFailure_isAWarningWithTheErrorCode() throws InterruptedException {
        LlmStandIn.server.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withStatus(401)));

        given().contentType(ContentType.JSON).header("X-Request-Id", "translate-2")
                .body("{\"text\": \"Hi\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}")
                .when().post("/translate").then().statusCode(502).body("error.code", equalTo("LLM_AUTH"))
                .header("X-Request-Id", matchesPattern("translate-2"));

        Line line = LOGS.await("requestId=translate-2");
        assertEquals(Level.WARNING.intValue(), line.level().intValue());
        assertTrue(line.text().startsWith("function=translate outcome=LLM_AUTH status=502 durationMs="), line.text());
    }
}

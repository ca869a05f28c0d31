package dev.outputguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;

import dev.outputguard.llm.ChatCompletionsStub;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;

/**
 * The functions that call the LLM wait without holding Funqy's worker threads, and no more of them wait at
 * once than {@code outputguard.llm.max-in-flight}: here 3 calls against a stand-in that answers late, on
 * an app with only 2 worker threads. Nothing is timed: each check is about what is still in flight when
 * another answer arrives.
 */
@QuarkusTest
@WithTestResource(value = LlmStandIn.class, initArgs = {
        @ResourceArg(name = "outputguard.llm.max-in-flight", value = "3"),
        @ResourceArg(name = "quarkus.thread-pool.max-threads", value = "2"),
        @ResourceArg(name = "outputguard.llm.deadline", value = "20s"),
        @ResourceArg(name = "outputguard.llm.timeout", value = "20s") })
class InFlightBoundHttpTest {

    /** Long enough for the checks below to run while the admitted calls wait. */
    private static final int LLM_DELAY_MS = 5000;
    private static final String TRANSLATE = "{\"text\": \"Hello\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}";

    @Inject
    LlmWork work;

    @TestHTTPResource("/translate")
    URI translate;

    private final WireMockServer llm = LlmStandIn.server;

    @AfterEach
    void reset() {
        llm.resetAll();
    }

    @Test
    void pastTheBound_is503WithRetryAfterAtOnce_whileTheAdmittedCallsWait_andExtractJsonStillAnswers() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion(
                ChatCompletionsStub.translationReply("こんにちは"))).withFixedDelay(LLM_DELAY_MS)));
        HttpClient client = HttpClient.newHttpClient();
        List<CompletableFuture<HttpResponse<String>>> admitted = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            admitted.add(client.sendAsync(HttpRequest.newBuilder(translate).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(TRANSLATE)).build(), HttpResponse.BodyHandlers.ofString()));
        }
        awaitInFlight(3);

        // Three calls wait on the LLM and the app has two worker threads: the waits hold none of them.
        given().contentType(ContentType.JSON).body("{\"text\": \"ok: {\\\"a\\\": 1}\"}")
                .when().post("/extract-json")
                .then().statusCode(200).body("ok", equalTo(true));
        assertEquals(3, work.inFlight(), "extract-json answered while all three LLM calls still waited");

        // A fourth is refused at once, not queued: the three are still waiting when it is answered.
        given().contentType(ContentType.JSON).body(TRANSLATE)
                .when().post("/translate")
                .then().statusCode(503)
                .header("Retry-After", "1")
                .contentType(ContentType.JSON)
                .body("error.code", equalTo("LLM_BUSY"))
                .body("error.message", containsString("outputguard.llm.max-in-flight"));
        given().contentType(ContentType.JSON).body("{\"phase\": \"plan\", \"document\": \"# Plan\"}")
                .when().post("/review-cycle")
                .then().statusCode(503).header("Retry-After", "1").body("error.code", equalTo("LLM_BUSY"));
        assertEquals(3, work.inFlight(), "the refusals came while the three admitted calls still waited");

        for (CompletableFuture<HttpResponse<String>> call : admitted) {
            HttpResponse<String> answer = call.join();
            assertEquals(200, answer.statusCode(), answer.body());
            assertTrue(answer.body().contains("こんにちは"), answer.body());
        }
        // The refused calls never reached the LLM.
        llm.verify(3, postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void slotsComeBack_afterSuccessAndFailure() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion(
                ChatCompletionsStub.translationReply("こんにちは")))));
        for (int i = 0; i < 4; i++) {
            given().contentType(ContentType.JSON).body(TRANSLATE).when().post("/translate").then().statusCode(200);
        }
        llm.resetAll();
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(com.github.tomakehurst.wiremock.client.WireMock
                .aResponse().withStatus(401)));
        for (int i = 0; i < 4; i++) {
            given().contentType(ContentType.JSON).body(TRANSLATE).when().post("/translate").then().statusCode(502)
                    .body("error.code", equalTo("LLM_AUTH"));
        }
        assertEquals(0, work.inFlight());
    }

    /** Waits (bounded) until the app has admitted {@code n} calls; the stand-in's delay keeps them there. */
    private void awaitInFlight(int n) {
        long giveUp = System.nanoTime() + 10_000_000_000L;
        while (work.inFlight() < n) {
            if (System.nanoTime() > giveUp) {
                throw new AssertionError("only " + work.inFlight() + " of " + n + " calls were admitted");
            }
            Thread.onSpinWait();
        }
    }
}

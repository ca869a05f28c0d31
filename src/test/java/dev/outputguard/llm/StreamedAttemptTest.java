package dev.outputguard.llm;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.stubbing.Scenario;

/**
 * A call with a watch through {@link RetryingLlmClient} on the REST client's stream, against WireMock: a stream
 * that stops sending is a timeout, one that breaks off is retried, a server that does not stream is read whole, and a
 * watch that has what it needs closes the stream.
 */
class StreamedAttemptTest {

    private static WireMockServer llm;
    private RestClientChatTransport transport;
    private RetryingLlmClient client;
    private final List<String> pieces = new ArrayList<>();

    @BeforeAll
    static void startLlm() {
        llm = new WireMockServer(options().dynamicPort());
        llm.start();
    }

    @AfterAll
    static void stopLlm() {
        llm.stop();
    }

    @BeforeEach
    void reset() {
        llm.resetAll();
        RetryPolicy policy = new RetryPolicy(Duration.ofSeconds(4), 2, Duration.ofMillis(10), Duration.ofMillis(20));
        transport = new RestClientChatTransport(LlmSettings.forBaseUrl(llm.baseUrl() + "/v1").withRetry(policy));
        client = new RetryingLlmClient(transport, policy, Optional.of(transport));
    }

    @AfterEach
    void close() {
        transport.close();
    }

    private LlmReply call(ReplyWatch watch) {
        return client.complete(ChatRequest.text("s", "u"), Deadline.after(Duration.ofSeconds(20)), () -> piece -> {
            pieces.add(piece);
            return watch.stopAfter(piece);
        });
    }

    @Test
    void streamedReply_isReadPieceByPiece_withItsUsage() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(StreamedReplyTest.events("{\"a\": ", "1}", " done")));

        LlmReply reply = call(piece -> false);

        assertEquals("{\"a\": 1} done", reply.content());
        assertEquals(List.of("{\"a\": ", "1}", " done"), pieces);
        assertEquals(Optional.of(new TokenUsage(9, 3)), reply.usage());
        assertFalse(reply.stopped());
    }

    @Test
    void watchThatHasWhatItNeeds_closesTheStream_andTheReplyIsTheTextReadWithoutUsage() {
        // The rest of the events a long while after the first part: a reader that waited for them would take it.
        // WireMock sends the first half of the events after 5 s, the second after 10 s.
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(StreamedReplyTest.events("{\"a\": 1}", " and more", " prose")
                .withChunkedDribbleDelay(2, 10_000)));
        RetryPolicy patient = new RetryPolicy(Duration.ofSeconds(9), 1, Duration.ofMillis(10), Duration.ofMillis(20));
        transport.close();
        transport = new RestClientChatTransport(LlmSettings.forBaseUrl(llm.baseUrl() + "/v1").withRetry(patient));
        client = new RetryingLlmClient(transport, patient, Optional.of(transport));
        long started = System.nanoTime();

        LlmReply reply = call(piece -> piece.contains("}"));

        assertTrue(Duration.ofNanos(System.nanoTime() - started).toMillis() < 9_000);
        assertTrue(reply.stopped());
        assertTrue(reply.content().startsWith("{\"a\": 1}"), reply.content());
        assertEquals(Optional.empty(), reply.usage());
    }

    @Test
    void streamThatStopsSending_isATimeout_retriedAndThenA504NotAHang() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(StreamedReplyTest.events("{\"a\": ", "1}")
                .withChunkedDribbleDelay(2, 30_000)));
        long started = System.nanoTime();

        LlmException e = assertThrows(LlmException.class, () -> call(piece -> false));

        assertEquals(LlmException.TIMEOUT, e.code());
        assertTrue(Duration.ofNanos(System.nanoTime() - started).toMillis() < 14_000);
        llm.verify(2, postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void streamThatBreaksOff_isRetried_andTheRetrysReplyIsReadWithANewWatch() {
        llm.stubFor(post(ChatCompletionsStub.PATH).inScenario("broken").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(aResponse().withFault(Fault.MALFORMED_RESPONSE_CHUNK)).willSetStateTo("mended"));
        llm.stubFor(post(ChatCompletionsStub.PATH).inScenario("broken").whenScenarioStateIs("mended")
                .willReturn(StreamedReplyTest.events("{\"b\": 2}")));

        LlmReply reply = call(piece -> false);

        assertEquals("{\"b\": 2}", reply.content());
        llm.verify(2, postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void streamThatBreaksOffEveryTime_failsAs502Or504_neverAHang() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));
        long started = System.nanoTime();

        LlmException e = assertThrows(LlmException.class, () -> call(piece -> false));

        // The REST client's event stream reports a reset connection as a failure, or (seen under load) not at all, when
        // the attempt's time ends it.
        assertTrue(Set.of(LlmException.UNAVAILABLE, LlmException.TIMEOUT).contains(e.code()), e.code());
        assertTrue(Duration.ofNanos(System.nanoTime() - started).toMillis() < 14_000);
        llm.verify(2, postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void serverThatDoesNotStream_isReadWhole_evenInPieces() {
        String content = "{\"c\": \"" + "x".repeat(3_000) + "\"}";
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/json").withBody(ChatCompletionsStub.completion(content, 12, 34))
                .withChunkedDribbleDelay(3, 200)));

        LlmReply reply = call(piece -> false);

        assertEquals(content, reply.content());
        assertEquals(List.of(content), pieces);
        assertEquals(Optional.of(new TokenUsage(12, 34)), reply.usage());
    }

    @Test
    void serverThatDoesNotStream_withABrokenBody_isMalformedAndRetried() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/json").withBody("{\"choices\": [")));

        LlmException e = assertThrows(LlmException.class, () -> call(piece -> false));

        assertEquals(LlmException.UNAVAILABLE, e.code());
        llm.verify(2, postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }
}

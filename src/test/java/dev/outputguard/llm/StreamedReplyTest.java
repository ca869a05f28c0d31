package dev.outputguard.llm;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;

import io.smallrye.mutiny.subscription.Cancellable;
import io.vertx.core.Vertx;

/** A {@code stream: true} Chat Completions reply read through the client as server-sent events. */
class StreamedReplyTest {

    private static WireMockServer llm;
    private RestClientChatTransport transport;

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
        transport = new RestClientChatTransport(LlmSettings.forBaseUrl(llm.baseUrl() + "/v1").withApiKey("sk-stream"), 4_096);
    }

    @AfterEach
    void close() {
        transport.close();
    }

    /** OpenAI's events for a reply written in {@code parts}: a role, one delta per part, the stop, the usage, [DONE]. */
    static ResponseDefinitionBuilder events(String... parts) {
        return aResponse().withStatus(200).withHeader("Content-Type", "text/event-stream")
                .withBody(ChatCompletionsStub.events(parts));
    }

    private List<ChatChunk> read() {
        return transport.stream(ChatRequest.text("system rules", "hello")).collect().asList()
                .await().atMost(Duration.ofSeconds(20));
    }

    @Test
    void stream_chatCompletionsEvents_arriveAsChunksInTheirOrder() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(events("Bon", "jour", " le monde")));

        List<ChatChunk> chunks = read();

        assertEquals(List.of("", "Bon", "jour", " le monde", "", ""), chunks.stream().map(ChatChunk::content).toList());
        assertEquals(Optional.of("stop"), chunks.get(4).finishReason());
        assertEquals(Optional.of(new TokenUsage(9, 3)), chunks.get(5).usage());
        llm.verify(postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH))
                .withHeader("Accept", equalTo("text/event-stream"))
                .withHeader("Authorization", equalTo("Bearer sk-stream"))
                .withRequestBody(matchingJsonPath("$.stream", equalTo("true")))
                .withRequestBody(matchingJsonPath("$.stream_options.include_usage", equalTo("true"))));
    }

    @Test
    void stream_nothingIsSentBeforeASubscriberAsks() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(events("x")));

        transport.stream(ChatRequest.text("s", "u"));

        assertEquals(0, llm.getAllServeEvents().size());
    }

    @Test
    void stream_429_failsWithTheStatusAndItsRetryAfter() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withStatus(429).withHeader("Retry-After", "7")
                .withBody("{\"error\":{\"message\":\"slow down\"}}")));

        ChatStreamException e = assertThrows(ChatStreamException.class, this::read);

        TransportOutcome.HttpError error = assertInstanceOf(TransportOutcome.HttpError.class, e.outcome());
        assertEquals(429, error.status());
        assertEquals(Optional.of("7"), error.retryAfter());
        assertEquals("\"slow down\"", error.detail());
    }

    @Test
    void stream_eventThatIsNoChunk_failsAsMalformed() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "text/event-stream").withBody("data: {\"choices\": [\n\n")));

        ChatStreamException e = assertThrows(ChatStreamException.class, this::read);

        assertInstanceOf(TransportOutcome.Malformed.class, e.outcome());
    }

    @Test
    void stream_longerThanTheReplyCap_failsAsMalformedAndStopsReading() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(events("y".repeat(5_000))));

        ChatStreamException e = assertThrows(ChatStreamException.class, this::read);

        assertEquals(new TransportOutcome.Malformed("the reply is larger than 4096 bytes"), e.outcome());
    }

    @Test
    void stream_cancelledAfterTheFirstChunk_getsNoMore() throws Exception {
        // The events in two parts, the second half a second after the first: a subscriber that has what it needs
        // cancels after its first chunk.
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(events("first", "second").withChunkedDribbleDelay(2, 1_000)));
        List<ChatChunk> got = new java.util.concurrent.CopyOnWriteArrayList<>();
        CompletableFuture<Throwable> ended = new CompletableFuture<>();
        Cancellable[] subscription = new Cancellable[1];
        CompletableFuture<Void> first = new CompletableFuture<>();

        subscription[0] = transport.stream(ChatRequest.text("s", "u")).subscribe().with(chunk -> {
            got.add(chunk);
            first.complete(null);
        }, ended::complete, () -> ended.complete(null));
        first.get(20, TimeUnit.SECONDS);
        subscription[0].cancel();
        int seen = got.size();
        Thread.sleep(1_500);

        assertEquals(seen, got.size(), "no chunk after the cancel");
        assertTrue(!ended.isDone(), "a cancelled stream neither completes nor fails");
    }

    @Test
    void send_onAnEventLoopThread_isRefusedInsteadOfBlockingIt() throws Exception {
        Vertx vertx = Vertx.vertx();
        try {
            CompletableFuture<Throwable> refused = new CompletableFuture<>();
            vertx.runOnContext(v -> {
                try {
                    transport.send(ChatRequest.text("s", "u"), Duration.ofSeconds(5));
                    refused.complete(null);
                } catch (IllegalStateException e) {
                    refused.complete(e);
                }
            });
            Throwable e = refused.get(10, TimeUnit.SECONDS);
            assertInstanceOf(IllegalStateException.class, e);
            assertTrue(e.getMessage().contains("event-loop thread"), e.getMessage());
            assertEquals(0, llm.getAllServeEvents().size());
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }
}

package dev.outputguard.llm;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.exactly;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.notMatching;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.stubbing.Scenario;
import dev.outputguard.contract.Problem;

/** The real HTTP client and its transport retries against WireMock standing in for the LLM. */
class RestLlmClientTest {

    private static final RetryPolicy FAST =
            new RetryPolicy(Duration.ofSeconds(5), 3, Duration.ofMillis(10), Duration.ofMillis(40));
    private static final Instant NOW = Instant.parse("2026-04-20T10:00:00Z");

    private static WireMockServer llm;
    private final List<Duration> waits = new ArrayList<>();
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
        waits.clear();
    }

    @AfterEach
    void closeTransport() {
        if (transport != null) {
            transport.close();
        }
    }

    private LlmClient client(LlmSettings settings) {
        transport = new RestClientChatTransport(settings);
        return new RetryingLlmClient(transport, settings.retry(), Clock.fixed(NOW, ZoneOffset.UTC), waits::add, () -> 0.5);
    }

    private LlmClient client() {
        return client(settings());
    }

    private static LlmSettings settings() {
        return LlmSettings.forBaseUrl(llm.baseUrl() + "/v1").withRetry(FAST);
    }

    private static LlmReply call(LlmClient client) {
        return client.complete(jsonRequest("system rules", "hello"), Deadline.after(Duration.ofSeconds(10)));
    }

    @Test
    void complete_okReply_returnsContentAndUsage() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion("hi there", 12, 3))));

        LlmReply reply = call(client());

        assertEquals("hi there", reply.content());
        assertEquals(Optional.of(new TokenUsage(12, 3)), reply.usage());
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void complete_replyOverTheSizeCap_isUnavailableNotReadWhole() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion("x".repeat(5_000)))));
        LlmSettings settings = settings();
        transport = new RestClientChatTransport(settings, 1_000);
        LlmClient capped = new RetryingLlmClient(transport, settings.retry(), Clock.fixed(NOW, ZoneOffset.UTC),
                waits::add, () -> 0.5);

        LlmException e = assertThrows(LlmException.class, () -> call(capped));

        assertEquals("LLM_UNAVAILABLE", e.code());
        assertTrue(e.getMessage().contains("larger than 1000 bytes"), e.getMessage());
    }

    @Test
    void complete_errorReplyOverTheSizeCap_isClosedWhileReadNotKeptWhole() {
        // The REST client reads an error reply whole before handing it on: the cap closes its connection first.
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withStatus(500).withBody("e".repeat(50_000))));
        LlmSettings settings = settings();
        transport = new RestClientChatTransport(settings, 1_000);

        TransportOutcome outcome = transport.send(jsonRequest("s", "u"), Duration.ofSeconds(5));

        assertEquals(new TransportOutcome.Malformed("the reply is larger than 1000 bytes"), outcome);
    }

    @Test
    void complete_sendsModelMessagesJsonModeAndBearerKey() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion("x"))));

        call(client(settings().withApiKey("sk-test")));

        llm.verify(postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH))
                .withHeader("Authorization", equalTo("Bearer sk-test"))
                .withRequestBody(equalToJson("""
                        {"model":"llama3.2","temperature":0.2,"stream":false,
                         "response_format":{"type":"json_object"},
                         "messages":[{"role":"system","content":"system rules"},{"role":"user","content":"hello"}]}
                        """)));
    }

    @Test
    void complete_serverRefusingJsonMode_getsTheSameRequestWithoutIt() {
        llm.stubFor(post(ChatCompletionsStub.PATH).withRequestBody(matchingJsonPath("$.response_format"))
                .willReturn(aResponse().withStatus(400).withBody(
                        "{\"error\":\"'response_format.type' must be 'json_schema' or 'text'\"}")));
        llm.stubFor(post(ChatCompletionsStub.PATH).withRequestBody(notMatching(".*response_format.*"))
                .willReturn(okJson(ChatCompletionsStub.completion("{\"a\": 1}"))));

        assertEquals("{\"a\": 1}", call(client()).content());

        llm.verify(exactly(2), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH))
                .withRequestBody(notMatching(".*response_format.*"))
                .withRequestBody(matchingJsonPath("$.messages[1].content", equalTo("hello"))));
        assertEquals(List.of(), waits);
    }

    @Test
    void complete_jsonModeOff_aRefusalIsNotSentAgain() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withStatus(400).withBody(
                "{\"error\":{\"message\":\"json is not supported\"}}")));

        LlmSettings s = settings();
        LlmSettings jsonModeOff = new LlmSettings(s.baseUrl(), s.apiKey(), s.model(), s.temperature(), s.maxTokens(), false,
                s.connectTimeout(), s.deadline(), s.retry(), s.maxInFlight(), s.stream());
        assertThrows(LlmException.class, () -> call(client(jsonModeOff)));

        llm.verify(exactly(1), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void complete_requestWithASchema_sendsItAsAJsonSchemaResponseFormat() throws Exception {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion("{\"a\": 1}"))));
        ObjectNode schema = (ObjectNode) new ObjectMapper().readTree("{\"type\": \"object\", \"required\": [\"a\"]}");

        client().complete(new ChatRequest(List.of(ChatMessage.user("a?")), true, Optional.empty(), Optional.of(schema)),
                Deadline.after(Duration.ofSeconds(10)));

        llm.verify(postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)).withRequestBody(equalToJson("""
                {"response_format": {"type": "json_schema",
                  "json_schema": {"name": "response", "schema": {"type": "object", "required": ["a"]}}}}
                """, true, true)));
    }

    @Test
    void complete_textRequest_sendsNoResponseFormat() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion("x"))));

        client().complete(ChatRequest.text("s", "u"), Deadline.after(Duration.ofSeconds(5)));

        llm.verify(postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH))
                .withRequestBody(matchingJsonPath("$[?(!(@.response_format))]")));
    }

    @Test
    void complete_noUsageInReply_hasEmptyUsage() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson("""
                {"choices":[{"message":{"role":"assistant","content":"ok"}}]}""")));

        assertEquals(Optional.empty(), call(client()).usage());
    }

    @Test
    void complete_429WithRetryAfterSeconds_waitsThatLongThenSucceeds() {
        scenario(aResponse().withStatus(429).withHeader("Retry-After", "1").withBody("{\"error\":{\"message\":\"slow down\"}}"),
                okJson(ChatCompletionsStub.completion("after wait")));

        assertEquals("after wait", call(client()).content());

        llm.verify(exactly(2), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
        assertEquals(List.of(Duration.ofSeconds(1)), waits);
    }

    @Test
    void complete_429WithRetryAfterMs_waitsThoseMilliseconds() {
        scenario(aResponse().withStatus(429).withHeader("retry-after-ms", "1500").withHeader("Retry-After", "2")
                .withBody("{\"error\":{\"message\":\"Rate limit reached\"}}"), okJson(ChatCompletionsStub.completion("after wait")));

        assertEquals("after wait", call(client()).content());

        assertEquals(List.of(Duration.ofMillis(1500)), waits);
    }

    @Test
    void complete_503WithRetryAfterHttpDate_waitsUntilThatDate() {
        scenario(aResponse().withStatus(503).withHeader("Retry-After", "Mon, 20 Apr 2026 10:00:03 GMT"),
                okJson(ChatCompletionsStub.completion("later")));

        assertEquals("later", call(client()).content());

        assertEquals(List.of(Duration.ofSeconds(3)), waits);
    }

    @Test
    void complete_retryAfterBeyondDeadline_failsAtOnceWithoutWaiting() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withStatus(429).withHeader("Retry-After", "60")));

        LlmException e = assertThrows(LlmException.class, () -> call(client()));

        assertEquals("LLM_UNAVAILABLE", e.code());
        assertEquals(502, Problem.in(e).orElseThrow().status());
        assertTrue(e.getMessage().contains("past the deadline"), e.getMessage());
        assertEquals(List.of(), waits);
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void complete_500Always_is502UnavailableAfterMaxAttempts() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withStatus(500).withBody("boom")));

        LlmException e = assertThrows(LlmException.class, () -> call(client()));

        assertEquals("LLM_UNAVAILABLE", e.code());
        assertEquals(502, Problem.in(e).orElseThrow().status());
        assertTrue(e.getMessage().contains("HTTP 500: \"boom\" (3 attempts)"), e.getMessage());
        assertTrue(e.getMessage().contains("outputguard.llm.base-url"), e.getMessage());
        llm.verify(exactly(3), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
        // Exponential with equal jitter at 0.5: 10 ms -> 7.5 ms, 20 ms -> 15 ms.
        assertEquals(List.of(Duration.ofMillis(7).plusNanos(500_000), Duration.ofMillis(15)), waits);
    }

    @Test
    void complete_401_isLlmAuthWithoutRetry() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withStatus(401)
                .withBody("{\"error\":{\"message\":\"Incorrect API key provided\"}}")));

        LlmException e = assertThrows(LlmException.class, () -> call(client()));

        assertEquals("LLM_AUTH", e.code());
        assertEquals(502, Problem.in(e).orElseThrow().status());
        assertTrue(e.getMessage().contains("HTTP 401: \"Incorrect API key provided\""), e.getMessage());
        assertTrue(e.getMessage().contains("outputguard.llm.api-key"), e.getMessage());
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
        assertEquals(List.of(), waits);
    }

    @Test
    void complete_404ModelNotFound_isUnavailableWithoutRetryNamingTheModelSetting() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(aResponse().withStatus(404)
                .withBody("{\"error\":{\"message\":\"model \\\"llama3.2\\\" not found, try pulling it first\"}}")));

        LlmException e = assertThrows(LlmException.class, () -> call(client()));

        assertEquals("LLM_UNAVAILABLE", e.code());
        assertTrue(e.getMessage().contains("outputguard.llm.model"), e.getMessage());
        assertTrue(e.getMessage().contains("not found, try pulling it first"), e.getMessage());
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void complete_replySlowerThanDeadline_is504WithinTheDeadline() {
        llm.stubFor(post(ChatCompletionsStub.PATH)
                .willReturn(okJson(ChatCompletionsStub.completion("late")).withFixedDelay(3_000)));
        LlmClient client = client();
        long start = System.nanoTime();

        LlmException e = assertThrows(LlmException.class,
                () -> client.complete(jsonRequest("s", "u"), Deadline.after(Duration.ofSeconds(1))));

        long tookMs = (System.nanoTime() - start) / 1_000_000;
        assertEquals("LLM_TIMEOUT", e.code());
        assertEquals(504, Problem.in(e).orElseThrow().status());
        assertTrue(e.getMessage().contains("outputguard.llm.deadline=1000 ms"), e.getMessage());
        assertTrue(tookMs < 1_800, "took " + tookMs + " ms");
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void complete_oneSlowAttemptThenFast_retriesAfterThePerAttemptTimeout() {
        scenario(okJson(ChatCompletionsStub.completion("late")).withFixedDelay(2_000),
                okJson(ChatCompletionsStub.completion("fast")));
        LlmSettings settings = settings().withRetry(
                new RetryPolicy(Duration.ofMillis(300), 3, Duration.ofMillis(10), Duration.ofMillis(40)));

        assertEquals("fast", call(client(settings)).content());

        llm.verify(exactly(2), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void complete_callerStoppedWaitingBeforeTheReplyBegan_leavesNoFailureForMutinyToDrop() throws Exception {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion("late")).withFixedDelay(5_000)));
        LlmSettings settings = settings().withRetry(
                new RetryPolicy(Duration.ofMillis(600), 1, Duration.ofMillis(10), Duration.ofMillis(40)));
        List<Throwable> dropped = new java.util.concurrent.CopyOnWriteArrayList<>();
        io.smallrye.mutiny.infrastructure.Infrastructure.setDroppedExceptionHandler(dropped::add);
        try {
            LlmException e = assertThrows(LlmException.class, () -> client(settings)
                    .complete(jsonRequest("system rules", "hello"), Deadline.after(Duration.ofMillis(100))));
            assertEquals(LlmException.TIMEOUT, e.code());
            // The client's read timeout (the attempt's 600 ms) ends the exchange the caller gave up on; its failure
            // must reach a subscriber, not Mutiny's dropped-exception handler (an ERROR line in the log).
            for (int waited = 0; waited < 3_000 && dropped.isEmpty(); waited += 50) {
                Thread.sleep(50);
            }
            assertEquals(List.of(), dropped);
        } finally {
            io.smallrye.mutiny.infrastructure.Infrastructure.resetDroppedExceptionHandler();
        }
    }

    @Test
    void complete_nothingListening_is502NamingTheBaseUrlSetting() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        LlmSettings settings = LlmSettings.forBaseUrl("http://127.0.0.1:" + closedPort + "/v1").withRetry(FAST);

        LlmException e = assertThrows(LlmException.class, () -> call(client(settings)));

        assertEquals("LLM_UNAVAILABLE", e.code());
        assertTrue(e.getMessage().startsWith("Cannot reach the LLM at http://127.0.0.1:" + closedPort + "/v1/chat/completions"),
                e.getMessage());
        assertTrue(e.getMessage().contains("outputguard.llm.base-url (env OUTPUTGUARD_LLM_BASE_URL)"), e.getMessage());
        assertTrue(e.getMessage().contains("(ConnectException: connection refused or closed; 3 attempts)"), e.getMessage());
        assertEquals(2, waits.size());
    }

    @Test
    void complete_unknownHost_is502SayingSo() {
        LlmSettings settings = LlmSettings.forBaseUrl("http://no-such-host.invalid/v1").withRetry(FAST);

        LlmException e = assertThrows(LlmException.class, () -> call(client(settings)));

        assertEquals("LLM_UNAVAILABLE", e.code());
        assertTrue(e.getMessage().contains("(ConnectException: unknown host; 3 attempts)"), e.getMessage());
    }

    @Test
    void complete_invalidBaseUrl_failsAtOnceNamingTheSetting() {
        LlmSettings settings = LlmSettings.forBaseUrl("localhost:11434").withRetry(FAST);

        LlmException e = assertThrows(LlmException.class, () -> call(client(settings)));

        assertEquals("LLM_UNAVAILABLE", e.code());
        assertTrue(e.getMessage().startsWith("outputguard.llm.base-url is not a valid http(s) URL"), e.getMessage());
    }

    @Test
    void complete_contentAsParts_joinsTheTextPartsAndLeavesOutThinking() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson("""
                {"choices": [{"message": {"role": "assistant", "content": [
                  {"type": "thinking", "thinking": [{"type": "text", "text": "maybe {\\"draft\\": 1}"}]},
                  {"type": "text", "text": "{\\"translation\\": "},
                  {"type": "text", "text": "\\"Bonjour\\"}"}]}}],
                 "usage": {"prompt_tokens": 7, "completion_tokens": 5}}
                """)));

        LlmReply reply = call(client());

        assertEquals("{\"translation\": \"Bonjour\"}", reply.content());
        assertEquals(Optional.of(new TokenUsage(7, 5)), reply.usage());
    }

    @Test
    void complete_finishReasonLength_isACutOffReply() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.cutOff("{\"translation\": \"Bonj"))));
        LlmReply cut = call(client());
        assertEquals("{\"translation\": \"Bonj", cut.content());
        assertTrue(cut.cutOff());

        llm.resetAll();
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.cutOff("{")
                .replace("\"length\"", "\"MAX_TOKENS\""))));
        assertTrue(call(client()).cutOff(), "a gateway passing on Gemini's reason");

        llm.resetAll();
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion("{}"))));
        assertTrue(!call(client()).cutOff(), "finish_reason stop");
    }

    @Test
    void complete_refusalInsteadOfContent_isTheReply() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(
                "{\"choices\": [{\"message\": {\"role\": \"assistant\", \"content\": null,"
                        + " \"refusal\": \"I'm sorry, I can't help with that.\"}}]}")));

        assertEquals("I'm sorry, I can't help with that.", call(client()).content());
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void complete_noTextContentEveryTime_is502AfterRetriesSayingSo() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(
                "{\"choices\": [{\"message\": {\"role\": \"assistant\", \"content\": null,"
                        + " \"reasoning_content\": \"thinking until the token limit\"}, \"finish_reason\": \"length\"}]}")));

        LlmException e = assertThrows(LlmException.class, () -> call(client()));

        assertEquals("LLM_UNAVAILABLE", e.code());
        assertTrue(e.getMessage().contains("choices[0].message has no text content (content is null)"), e.getMessage());
        llm.verify(exactly(3), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void complete_emptyChoicesEveryTime_is502AfterRetries() {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson("{\"choices\":[]}")));

        LlmException e = assertThrows(LlmException.class, () -> call(client()));

        assertEquals("LLM_UNAVAILABLE", e.code());
        assertTrue(e.getMessage().contains("reply has no choices"), e.getMessage());
        llm.verify(exactly(3), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void complete_truncatedBodyThenComplete_retries() {
        String whole = ChatCompletionsStub.completion("complete");
        scenario(okJson(whole.substring(0, whole.length() / 2)), okJson(whole));

        assertEquals("complete", call(client()).content());

        llm.verify(exactly(2), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void complete_connectionResetThenOk_retries() {
        scenario(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER), okJson(ChatCompletionsStub.completion("ok")));

        assertEquals("ok", call(client()).content());

        llm.verify(exactly(2), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void complete_bodyCutOffMidStream_retries() {
        scenario(aResponse().withFault(Fault.MALFORMED_RESPONSE_CHUNK), okJson(ChatCompletionsStub.completion("ok")));

        assertEquals("ok", call(client()).content());

        llm.verify(exactly(2), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    /** The first call gets {@code first}, every later call {@code then}. */
    private static void scenario(com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder first,
            com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder then) {
        llm.stubFor(post(ChatCompletionsStub.PATH).inScenario("s").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(first).willSetStateTo("second"));
        llm.stubFor(post(ChatCompletionsStub.PATH).inScenario("s").whenScenarioStateIs("second").willReturn(then));
    }

    /** A system and a user message, asking for a JSON object reply. */
    private static ChatRequest jsonRequest(String system, String user) {
        return new ChatRequest(List.of(ChatMessage.system(system), ChatMessage.user(user)), true);
    }
}

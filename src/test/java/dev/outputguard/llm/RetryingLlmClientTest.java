package dev.outputguard.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.Problem;

/** The retry and deadline rules on a fake clock: no HTTP, no sleeping. */
class RetryingLlmClientTest {

    private final AtomicLong nanos = new AtomicLong();
    private final List<Duration> timeouts = new ArrayList<>();
    private final List<Duration> waits = new ArrayList<>();
    private final Deque<TransportOutcome> script = new ArrayDeque<>();
    private final List<ChatRequest> sent = new ArrayList<>();

    /** Each send takes {@code cost} of fake time (all of the timeout when it times out). */
    private RetryingLlmClient client(RetryPolicy policy, Duration cost) {
        ChatTransport transport = new ChatTransport() {
            @Override
            public TransportOutcome send(ChatRequest request, Duration timeout) {
                timeouts.add(timeout);
                sent.add(request);
                TransportOutcome next = script.size() > 1 ? script.poll() : script.peek();
                nanos.addAndGet((next instanceof TransportOutcome.TimedOut ? timeout : cost).toNanos());
                return next;
            }

            @Override
            public String endpoint() {
                return "http://llm.test/v1/chat/completions";
            }
        };
        return new RetryingLlmClient(transport, policy, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC), d -> {
            waits.add(d);
            nanos.addAndGet(d.toNanos());
        }, () -> 1.0);
    }

    private Deadline deadline(Duration budget) {
        return Deadline.after(budget, nanos::get);
    }

    private static final TransportOutcome OK = new TransportOutcome.Success(LlmReply.of("ok"));

    @Test
    void complete_perAttemptTimeout_isCappedByWhatIsLeftOfTheDeadline() {
        script.add(new TransportOutcome.TimedOut("t"));
        script.add(OK);
        RetryPolicy policy = new RetryPolicy(Duration.ofSeconds(20), 4, Duration.ofMillis(500), Duration.ofSeconds(8));

        client(policy, Duration.ofMillis(100)).complete(jsonRequest("s", "u"), deadline(Duration.ofSeconds(25)));

        // 20 s timed out, 0.5 s backoff, then only 4.5 s are left for the second attempt.
        assertEquals(List.of(Duration.ofSeconds(20), Duration.ofMillis(4_500)), timeouts);
    }

    @Test
    void complete_timeoutsUntilTheDeadline_is504AndNeverWaitsPastIt() {
        script.add(new TransportOutcome.TimedOut("t"));
        RetryPolicy policy = new RetryPolicy(Duration.ofSeconds(10), 10, Duration.ofSeconds(1), Duration.ofSeconds(8));

        LlmException e = assertThrows(LlmException.class,
                () -> client(policy, Duration.ZERO).complete(jsonRequest("s", "u"), deadline(Duration.ofSeconds(25))));

        assertEquals("LLM_TIMEOUT", e.code());
        assertEquals(504, Problem.in(e).orElseThrow().status());
        assertTrue(nanos.get() <= Duration.ofSeconds(25).toNanos(), "fake time used: " + nanos.get());
        // 10 s, wait 1 s, 10 s, wait 2 s, then the 2 s left.
        assertEquals(List.of(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ofSeconds(2)), timeouts);
    }

    @Test
    void complete_backoffDoublesUpToTheCap() {
        script.add(new TransportOutcome.HttpError(503, Optional.empty(), ""));
        RetryPolicy policy = new RetryPolicy(Duration.ofSeconds(1), 5, Duration.ofMillis(100), Duration.ofMillis(300));

        assertThrows(LlmException.class,
                () -> client(policy, Duration.ZERO).complete(jsonRequest("s", "u"), deadline(Duration.ofSeconds(25))));

        assertEquals(List.of(Duration.ofMillis(100), Duration.ofMillis(200), Duration.ofMillis(300), Duration.ofMillis(300)),
                waits);
    }

    @Test
    void complete_429With_retryAfterShorterThanBackoff_waitsTheBackoff() {
        script.add(new TransportOutcome.HttpError(429, Optional.of("0"), ""));
        script.add(OK);
        RetryPolicy policy = new RetryPolicy(Duration.ofSeconds(1), 3, Duration.ofMillis(200), Duration.ofSeconds(1));

        client(policy, Duration.ZERO).complete(jsonRequest("s", "u"), deadline(Duration.ofSeconds(25)));

        assertEquals(List.of(Duration.ofMillis(200)), waits);
    }

    @Test
    void complete_400RefusingJsonMode_isSentAgainAtOnceWithoutIt() {
        script.add(new TransportOutcome.HttpError(400, Optional.empty(),
                "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'."));
        script.add(OK);

        LlmReply reply = client(RetryPolicy.DEFAULT, Duration.ZERO).complete(jsonRequest("s", "u"),
                deadline(Duration.ofSeconds(25)));

        assertEquals("ok", reply.content());
        assertEquals(List.of(true, false), sent.stream().map(ChatRequest::jsonResponse).toList());
        assertEquals(sent.get(0).messages(), sent.get(1).messages());
        assertEquals(List.of(), waits, "no backoff: the second call is another request, not a retry");
    }

    @Test
    void complete_400AgainWithoutJsonMode_failsNamingTheModelAndThatJsonModeWasNotTheCause() {
        script.add(new TransportOutcome.HttpError(400, Optional.empty(), "response_format is not supported"));

        LlmException e = assertThrows(LlmException.class, () -> client(RetryPolicy.DEFAULT, Duration.ZERO)
                .complete(jsonRequest("s", "u"), deadline(Duration.ofSeconds(25))));

        assertEquals("LLM_UNAVAILABLE", e.code());
        assertTrue(e.getMessage().contains("outputguard.llm.model"), e.getMessage());
        assertTrue(e.getMessage().contains("refused with less or no response_format (JSON mode) too"), e.getMessage());
        assertEquals(List.of(true, false), sent.stream().map(ChatRequest::jsonResponse).toList());
        assertEquals(List.of(), waits);
    }

    @Test
    void complete_structuredOutputRefused_triesPlainJsonModeThenNone() throws Exception {
        TransportOutcome refused = new TransportOutcome.HttpError(400, Optional.empty(),
                "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.");
        script.add(refused);
        script.add(refused);
        script.add(OK);
        ObjectNode schema = (ObjectNode) new ObjectMapper().readTree("{\"type\": \"object\"}");

        client(RetryPolicy.DEFAULT, Duration.ZERO).complete(new ChatRequest(List.of(ChatMessage.user("u")), true,
                Optional.empty(), Optional.of(schema)), deadline(Duration.ofSeconds(25)));

        assertEquals(List.of(true, true, false), sent.stream().map(ChatRequest::jsonResponse).toList());
        assertEquals(List.of(true, false, false), sent.stream().map(r -> r.schema().isPresent()).toList());
        assertEquals(List.of(), waits);
    }

    @Test
    void complete_400ForAnotherReason_failsAtOnce() {
        script.add(new TransportOutcome.HttpError(400, Optional.empty(), "This model's maximum context length is 8192 tokens."));

        LlmException e = assertThrows(LlmException.class, () -> client(RetryPolicy.DEFAULT, Duration.ZERO)
                .complete(jsonRequest("s", "u"), deadline(Duration.ofSeconds(25))));

        assertEquals("LLM_UNAVAILABLE", e.code());
        assertTrue(e.getMessage().contains("maximum context length"), e.getMessage());
        assertTrue(!e.getMessage().contains("JSON mode"), e.getMessage());
        assertEquals(1, sent.size());
    }

    @Test
    void complete_400ToATextRequest_failsAtOnce() {
        script.add(new TransportOutcome.HttpError(400, Optional.empty(), "response_format is not supported"));

        assertThrows(LlmException.class, () -> client(RetryPolicy.DEFAULT, Duration.ZERO)
                .complete(ChatRequest.text("s", "u"), deadline(Duration.ofSeconds(25))));

        assertEquals(1, sent.size(), "a request without JSON mode has nothing to leave out");
    }

    @Test
    void complete_403_isAuth() {
        script.add(new TransportOutcome.HttpError(403, Optional.empty(), ""));

        LlmException e = assertThrows(LlmException.class, () -> client(RetryPolicy.DEFAULT, Duration.ZERO)
                .complete(jsonRequest("s", "u"), deadline(Duration.ofSeconds(25))));

        assertEquals("LLM_AUTH", e.code());
        assertEquals(1, timeouts.size());
    }

    @Test
    void complete_expiredDeadline_failsWithoutCalling() {
        script.add(OK);
        Deadline spent = deadline(Duration.ofSeconds(1));
        nanos.addAndGet(Duration.ofSeconds(2).toNanos());

        LlmException e = assertThrows(LlmException.class,
                () -> client(RetryPolicy.DEFAULT, Duration.ZERO).complete(jsonRequest("s", "u"), spent));

        assertEquals("LLM_TIMEOUT", e.code());
        assertEquals(List.of(), timeouts);
    }

    /** A system and a user message, asking for a JSON object reply. */
    private static ChatRequest jsonRequest(String system, String user) {
        return new ChatRequest(List.of(ChatMessage.system(system), ChatMessage.user(user)), true);
    }
}

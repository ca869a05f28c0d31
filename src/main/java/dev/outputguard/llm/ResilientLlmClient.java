package dev.outputguard.llm;

import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

import org.jboss.logging.Logger;

/**
 * Retries transport failures of a {@link ChatTransport} under one {@link Deadline}: timeouts, connection
 * errors, 408, 429 and 5xx with exponential backoff and jitter, honouring {@code Retry-After}; 401/403
 * and other 4xx fail at once.
 *
 * <p>An explicit loop rather than SmallRye Fault Tolerance: its {@code @Retry}/{@code @Timeout} use a fixed
 * per-attempt timeout and cannot shrink it to the time left, cannot wait for a server's
 * {@code Retry-After}, and cannot refuse a wait that would end past the deadline. A loop with an
 * injectable clock and sleeper does all three and is tested without sleeping.
 */
public final class ResilientLlmClient implements LlmClient {

    /** Pauses between attempts; tests record the waits instead of sleeping. */
    @FunctionalInterface
    public interface Sleeper {
        void sleep(Duration duration) throws InterruptedException;
    }

    private static final Logger LOG = Logger.getLogger(ResilientLlmClient.class);

    private final ChatTransport transport;
    private final RetryPolicy policy;
    private final Clock wallClock;
    private final Sleeper sleeper;
    private final DoubleSupplier random;

    public ResilientLlmClient(ChatTransport transport, RetryPolicy policy) {
        this(transport, policy, Clock.systemUTC(), Thread::sleep, () -> ThreadLocalRandom.current().nextDouble());
    }

    public ResilientLlmClient(ChatTransport transport, RetryPolicy policy, Clock wallClock, Sleeper sleeper,
            DoubleSupplier random) {
        this.transport = Objects.requireNonNull(transport, "transport");
        this.policy = Objects.requireNonNull(policy, "policy");
        this.wallClock = Objects.requireNonNull(wallClock, "wallClock");
        this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
        this.random = Objects.requireNonNull(random, "random");
    }

    @Override
    public LlmReply complete(ChatRequest request, Deadline deadline) {
        ChatRequest sent = request;
        for (int attempt = 1;; attempt++) {
            Duration remaining = deadline.remaining();
            if (remaining.isZero()) {
                throw timedOut(attempt - 1, deadline);
            }
            Duration timeout = remaining.compareTo(policy.attemptTimeout()) < 0 ? remaining : policy.attemptTimeout();
            TransportOutcome outcome = transport.send(sent, timeout);
            if (outcome instanceof TransportOutcome.Success success) {
                return success.reply();
            }
            LOG.warnv("LLM call attempt {0}/{1} failed: {2}", attempt, policy.maxAttempts(), summary(outcome));
            if (transport.asksJsonMode(sent) && refusesJsonMode(outcome)) {
                // Servers and models without structured output (older OpenAI models) or without JSON mode (LM Studio,
                // some vLLM models), or that want the word "json" in the prompt (OpenAI, Groq), refuse response_format
                // with a 400. The prompts ask for JSON anyway and every reply is read by extract-json, so the same
                // request is sent at once asking less: a schema's structured output becomes plain JSON mode, plain
                // JSON mode none. It is no transport retry and does not count as one. Nothing is remembered between calls.
                LOG.warnv("The LLM at {0} refused response_format ({1}); sending the request again {2}."
                        + " Set outputguard.llm.json-mode=false to skip refused calls.", transport.endpoint(),
                        sent.schema().isPresent() ? "structured output" : "JSON mode",
                        sent.schema().isPresent() ? "in plain JSON mode" : "without it");
                sent = sent.withLessJsonMode();
                attempt--;
                continue;
            }
            Optional<LlmException> fatal = fatal(outcome, sent != request);
            if (fatal.isPresent()) {
                throw fatal.get();
            }
            if (attempt >= policy.maxAttempts()) {
                throw exhausted(outcome, attempt, deadline, "");
            }
            Duration wait = waitAfter(attempt, outcome);
            if (wait.compareTo(deadline.remaining()) >= 0) {
                throw exhausted(outcome, attempt, deadline, waitBeyondDeadline(wait));
            }
            pause(wait);
        }
    }

    private Duration waitAfter(int failures, TransportOutcome outcome) {
        Duration backoff = policy.backoff(failures, random);
        if (outcome instanceof TransportOutcome.HttpError error) {
            Optional<Duration> asked = RetryAfter.parse(error.retryAfter(), error.retryAfterMs(), wallClock);
            if (asked.isPresent() && asked.get().compareTo(backoff) > 0) {
                return asked.get();
            }
        }
        return backoff;
    }

    private void pause(Duration wait) {
        try {
            sleeper.sleep(wait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw LlmException.unavailable("Interrupted while waiting to retry the LLM at " + transport.endpoint() + ".");
        }
    }

    /**
     * A refusal that may be of JSON mode itself: a 400 or 422 whose message names {@code response_format} or JSON,
     * or says nothing. Any other 4xx (a model not found, a prompt over the context) is no reason to send again.
     */
    static boolean refusesJsonMode(TransportOutcome outcome) {
        if (!(outcome instanceof TransportOutcome.HttpError error) || (error.status() != 400 && error.status() != 422)) {
            return false;
        }
        String detail = error.detail().toLowerCase(Locale.ROOT);
        return detail.isBlank() || detail.contains("response_format") || detail.contains("json");
    }

    /** Failures that another attempt cannot fix; {@code lessJsonMode}: the request was sent again asking less of it. */
    private Optional<LlmException> fatal(TransportOutcome outcome, boolean lessJsonMode) {
        if (!(outcome instanceof TransportOutcome.HttpError error) || isRetryableStatus(error.status())) {
            return Optional.empty();
        }
        String what = "HTTP " + error.status() + detail(error.detail());
        if (error.status() == 401 || error.status() == 403) {
            return Optional.of(LlmException.auth("The LLM at " + transport.endpoint() + " rejected the credentials ("
                    + what + "). Set outputguard.llm.api-key (env OUTPUTGUARD_LLM_API_KEY) to a key that server accepts."));
        }
        return Optional.of(LlmException.unavailable("The LLM at " + transport.endpoint() + " rejected the request ("
                + what + "). Check outputguard.llm.model (is that model installed?) and outputguard.llm.base-url "
                + "(the URL before /chat/completions, e.g. http://localhost:11434/v1)"
                + (lessJsonMode ? "; the request was refused with less or no response_format (JSON mode) too." : ".")));
    }

    static boolean isRetryableStatus(int status) {
        return status == 408 || status == 429 || status >= 500;
    }

    private LlmException exhausted(TransportOutcome last, int attempts, Deadline deadline, String why) {
        String where = transport.endpoint();
        String tries = attempts == 1 ? "1 attempt" : attempts + " attempts";
        return switch (last) {
            case TransportOutcome.TimedOut t -> timedOut(attempts, deadline);
            case TransportOutcome.Unreachable u -> LlmException.unavailable("Cannot reach the LLM at " + where + " ("
                    + u.detail() + "; " + tries + why + "). Start an OpenAI-compatible server there or set "
                    + "outputguard.llm.base-url (env OUTPUTGUARD_LLM_BASE_URL).");
            case TransportOutcome.HttpError h -> LlmException.unavailable("The LLM at " + where + " answered HTTP "
                    + h.status() + detail(h.detail()) + " (" + tries + why + "). The server is overloaded or failing: "
                    + "retry later, or set outputguard.llm.base-url to another server.");
            case TransportOutcome.Malformed m -> LlmException.unavailable("The LLM at " + where + " sent a reply that is "
                    + "not a Chat Completions response (" + m.detail() + "; " + tries + why + "). Check that "
                    + "outputguard.llm.base-url points to an OpenAI-compatible endpoint, e.g. http://localhost:11434/v1.");
            case TransportOutcome.Success s -> throw new IllegalStateException("a success is not a failure");
        };
    }

    private LlmException timedOut(int attempts, Deadline deadline) {
        return LlmException.timeout("The LLM at " + transport.endpoint() + " did not answer in time (" + attempts
                + (attempts == 1 ? " attempt" : " attempts") + " in " + millis(deadline.elapsed())
                + "; per-attempt timeout outputguard.llm.timeout=" + millis(policy.attemptTimeout())
                + ", whole call outputguard.llm.deadline=" + millis(deadline.budget()) + "). Use a faster model "
                + "(outputguard.llm.model), raise those settings, or check the server at outputguard.llm.base-url.");
    }

    private static String waitBeyondDeadline(Duration wait) {
        return "; the next retry, due in " + millis(wait) + ", would end past the deadline";
    }

    private static String detail(String detail) {
        return detail.isEmpty() ? "" : ": " + detail;
    }

    private static String millis(Duration d) {
        return d.toMillis() + " ms";
    }

    /** A log line's worth: codes and sizes only, never the server's text (it may echo the prompt). */
    private static String summary(TransportOutcome outcome) {
        return switch (outcome) {
            case TransportOutcome.HttpError h -> "HTTP " + h.status()
                    + (h.retryAfter().isPresent() || h.retryAfterMs().isPresent() ? " with Retry-After" : "");
            case TransportOutcome.TimedOut t -> "timeout";
            case TransportOutcome.Unreachable u -> "unreachable";
            case TransportOutcome.Malformed m -> "malformed reply";
            case TransportOutcome.Success s -> "success";
        };
    }
}

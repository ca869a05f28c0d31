package dev.outputguard.llm;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

import org.jboss.logging.Logger;

/**
 * Retries transport failures of a {@link ChatTransport} under one {@link Deadline}: timeouts, connection
 * errors, 408, 429 and 5xx with exponential backoff and jitter, honouring {@code Retry-After}; 401/403, other
 * 4xx and a failed TLS handshake fail at once. A server that refuses JSON mode gets the request again asking
 * less ({@link JsonModeFallback}); the failures are worded by {@link LlmFailures}.
 *
 * <p>Given a {@link ChatStreamer} ({@code outputguard.llm.stream}), a call with a {@link ReplyWatch} reads each
 * attempt's reply as the server streams it, on the calling thread, and closes the stream once the watch has what it
 * needs. A stream is one attempt like a whole reply: it ends within the attempt's time (a stream that stops sending
 * is a timeout), and one that breaks off is a failure retried as any other.
 *
 * <p>An explicit loop rather than SmallRye Fault Tolerance: its {@code @Retry}/{@code @Timeout} use a fixed
 * per-attempt timeout and cannot shrink it to the time left, cannot wait for a server's
 * {@code Retry-After}, and cannot refuse a wait that would end past the deadline. A loop with an
 * injectable clock and sleeper does all three and is tested without sleeping.
 */
public final class RetryingLlmClient implements LlmClient {

    /** Pauses between attempts; tests record the waits instead of sleeping. */
    @FunctionalInterface
    public interface Sleeper {
        void sleep(Duration duration) throws InterruptedException;
    }

    private static final Logger LOG = Logger.getLogger(RetryingLlmClient.class);

    private final ChatTransport transport;
    private final RetryPolicy policy;
    private final Clock wallClock;
    private final Sleeper sleeper;
    private final DoubleSupplier random;
    private final Optional<ChatStreamer> streamer;

    public RetryingLlmClient(ChatTransport transport, RetryPolicy policy) {
        this(transport, policy, Optional.empty());
    }

    /** {@code streamer}: how a call with a watch reads its replies as they are written; empty: whole. */
    public RetryingLlmClient(ChatTransport transport, RetryPolicy policy, Optional<ChatStreamer> streamer) {
        this(transport, policy, Clock.systemUTC(), Thread::sleep, () -> ThreadLocalRandom.current().nextDouble(), streamer);
    }

    public RetryingLlmClient(ChatTransport transport, RetryPolicy policy, Clock wallClock, Sleeper sleeper,
            DoubleSupplier random) {
        this(transport, policy, wallClock, sleeper, random, Optional.empty());
    }

    public RetryingLlmClient(ChatTransport transport, RetryPolicy policy, Clock wallClock, Sleeper sleeper,
            DoubleSupplier random, Optional<ChatStreamer> streamer) {
        this.streamer = Objects.requireNonNull(streamer, "streamer");
        this.transport = Objects.requireNonNull(transport, "transport");
        this.policy = Objects.requireNonNull(policy, "policy");
        this.wallClock = Objects.requireNonNull(wallClock, "wallClock");
        this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
        this.random = Objects.requireNonNull(random, "random");
    }

    @Override
    public LlmReply complete(ChatRequest request, Deadline deadline) {
        return complete(request, deadline, transport::send);
    }

    @Override
    public LlmReply complete(ChatRequest request, Deadline deadline, Supplier<ReplyWatch> watches) {
        if (streamer.isEmpty()) {
            return complete(request, deadline);
        }
        ChatStreamer s = streamer.get();
        return complete(request, deadline, (sent, timeout) -> streamOnce(s, sent, timeout, watches.get()));
    }

    /** One exchange: the request and the longest it may take. */
    @FunctionalInterface
    private interface Exchange {
        TransportOutcome send(ChatRequest request, Duration timeout);
    }

    private LlmReply complete(ChatRequest request, Deadline deadline, Exchange exchange) {
        ChatRequest sent = request;
        for (int attempt = 1;; attempt++) {
            Duration remaining = deadline.remaining();
            if (remaining.isZero()) {
                throw timedOut(attempt - 1, deadline);
            }
            Duration timeout = remaining.compareTo(policy.attemptTimeout()) < 0 ? remaining : policy.attemptTimeout();
            TransportOutcome outcome = exchange.send(sent, timeout);
            if (outcome instanceof TransportOutcome.Success success) {
                return success.reply();
            }
            if (Thread.currentThread().isInterrupted()) {
                // The call was cancelled (its caller went away): not a failure of the LLM, and nothing is retried.
                throw LlmFailures.interrupted(transport.endpoint());
            }
            LOG.warnv("LLM call attempt {0}/{1} failed: {2}", attempt, policy.maxAttempts(), summary(outcome));
            Optional<ChatRequest> lessJsonMode = JsonModeFallback.after(transport, sent, outcome);
            if (lessJsonMode.isPresent()) {
                sent = lessJsonMode.get();
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
                throw exhausted(outcome, attempt, deadline, LlmFailures.waitBeyondDeadline(wait));
            }
            pause(wait);
        }
    }

    /** The end of a stream, in {@link #streamOnce}'s queue. */
    private static final Object END = new Object();

    /** A stream's failure, in {@link #streamOnce}'s queue. */
    private record Broken(Throwable failure) {
    }

    /**
     * One streamed exchange: the chunks handed from the client's thread to this one through a queue, so the watch
     * reads on the caller's thread; the whole stream within {@code timeout}, or it is closed and timed out. The
     * subscription is cancelled (its connection closed) however the read ends early.
     */
    private TransportOutcome streamOnce(ChatStreamer s, ChatRequest request, Duration timeout, ReplyWatch watch) {
        long until = System.nanoTime() + timeout.toNanos();
        LinkedBlockingQueue<Object> events = new LinkedBlockingQueue<>();
        var subscription = s.stream(request).subscribe().with(events::add, f -> events.add(new Broken(f)),
                () -> events.add(END));
        StringBuilder text = new StringBuilder();
        Optional<TokenUsage> usage = Optional.empty();
        boolean cutOff = false;
        try {
            while (true) {
                long left = until - System.nanoTime();
                Object event = left <= 0 ? null : events.poll(left, TimeUnit.NANOSECONDS);
                if (event == null) {
                    subscription.cancel();
                    return new TransportOutcome.TimedOut("the streamed reply did not end within " + timeout.toMillis() + " ms");
                }
                if (event == END) {
                    return text.isEmpty() ? new TransportOutcome.Malformed("the streamed reply has no text content")
                            : new TransportOutcome.Success(new LlmReply(text.toString(), usage, cutOff));
                }
                if (event instanceof Broken broken) {
                    return switch (broken.failure()) {
                        case ChatStreamException e -> e.outcome();
                        case LlmException e -> throw e;
                        case Throwable t -> RestClientChatTransport.classify(t);
                    };
                }
                ChatChunk chunk = (ChatChunk) event;
                if (chunk.usage().isPresent()) {
                    usage = chunk.usage();
                }
                cutOff |= chunk.cutOff();
                if (!chunk.content().isEmpty()) {
                    text.append(chunk.content());
                    if (watch.stopAfter(chunk.content())) {
                        subscription.cancel();
                        return new TransportOutcome.Success(new LlmReply(text.toString(), Optional.empty(), false, true));
                    }
                }
            }
        } catch (InterruptedException e) {
            subscription.cancel();
            Thread.currentThread().interrupt();
            return new TransportOutcome.Unreachable("interrupted");
        } catch (RuntimeException e) {
            subscription.cancel();
            throw e;
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
            throw LlmFailures.interruptedWaiting(transport.endpoint());
        }
    }

    /** Failures that another attempt cannot fix; {@code lessJsonMode}: the request was sent again asking less of it. */
    private Optional<LlmException> fatal(TransportOutcome outcome, boolean lessJsonMode) {
        if (outcome instanceof TransportOutcome.TlsFailed tls) {
            return Optional.of(LlmFailures.tlsFailed(transport.endpoint(), tls));
        }
        if (!(outcome instanceof TransportOutcome.HttpError error) || isRetryableStatus(error.status())) {
            return Optional.empty();
        }
        if (error.status() == 401 || error.status() == 403) {
            return Optional.of(LlmFailures.credentialsRejected(transport.endpoint(), error));
        }
        return Optional.of(LlmFailures.requestRejected(transport.endpoint(), error, lessJsonMode));
    }

    static boolean isRetryableStatus(int status) {
        return status == 408 || status == 429 || status >= 500;
    }

    private LlmException exhausted(TransportOutcome last, int attempts, Deadline deadline, String why) {
        return last instanceof TransportOutcome.TimedOut ? timedOut(attempts, deadline)
                : LlmFailures.exhausted(transport.endpoint(), last, attempts, why);
    }

    private LlmException timedOut(int attempts, Deadline deadline) {
        return LlmFailures.timedOut(transport.endpoint(), attempts, deadline.elapsed(), policy.attemptTimeout(),
                deadline.budget());
    }

    /** A log line's worth: codes and sizes only, never the server's text (it may echo the prompt). */
    private static String summary(TransportOutcome outcome) {
        return switch (outcome) {
            case TransportOutcome.HttpError h -> "HTTP " + h.status()
                    + (h.retryAfter().isPresent() || h.retryAfterMs().isPresent() ? " with Retry-After" : "");
            case TransportOutcome.TimedOut t -> "timeout";
            case TransportOutcome.Unreachable u -> "unreachable";
            case TransportOutcome.TlsFailed t -> "TLS handshake failed";
            case TransportOutcome.Malformed m -> "malformed reply";
            case TransportOutcome.Success s -> "success";
        };
    }
}

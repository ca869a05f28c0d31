package dev.outputguard.llm;

import java.time.Duration;
import java.util.function.DoubleSupplier;

/**
 * How the client retries transport failures (timeouts, connection errors, 429, 5xx) within one deadline.
 *
 * @param attemptTimeout longest wait for one HTTP exchange; the client uses the smaller of this and
 *                       the deadline's remaining time
 * @param maxAttempts    HTTP attempts per LLM call, the first one included
 * @param initialBackoff wait after the first failure; doubled per further failure
 * @param maxBackoff     cap of the exponential wait (a server's {@code Retry-After} may ask for more)
 */
public record RetryPolicy(Duration attemptTimeout, int maxAttempts, Duration initialBackoff, Duration maxBackoff) {

    /** {@code outputguard.llm.timeout}: seconds of one HTTP attempt. */
    public static final int DEFAULT_ATTEMPT_TIMEOUT_SECONDS = 20;
    /** {@code outputguard.llm.retry.max-attempts}. */
    public static final int DEFAULT_MAX_ATTEMPTS = 4;
    /** {@code outputguard.llm.retry.initial-backoff}, in milliseconds. */
    public static final int DEFAULT_INITIAL_BACKOFF_MILLIS = 500;
    /** {@code outputguard.llm.retry.max-backoff}, in seconds. */
    public static final int DEFAULT_MAX_BACKOFF_SECONDS = 8;

    public static final RetryPolicy DEFAULT = new RetryPolicy(Duration.ofSeconds(DEFAULT_ATTEMPT_TIMEOUT_SECONDS),
            DEFAULT_MAX_ATTEMPTS, Duration.ofMillis(DEFAULT_INITIAL_BACKOFF_MILLIS),
            Duration.ofSeconds(DEFAULT_MAX_BACKOFF_SECONDS));

    public RetryPolicy {
        if (attemptTimeout.isNegative() || attemptTimeout.isZero()) {
            throw new IllegalArgumentException("outputguard.llm.timeout must be positive, was " + attemptTimeout);
        }
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("outputguard.llm.retry.max-attempts (HTTP attempts per LLM call, the first"
                    + " one included) must be at least 1, got " + maxAttempts);
        }
        if (initialBackoff.isNegative() || maxBackoff.isNegative()) {
            throw new IllegalArgumentException("outputguard.llm.retry backoffs must not be negative");
        }
    }

    /**
     * The wait after the {@code failures}-th failure: exponential, capped, with "equal jitter" (half
     * fixed, half random) so that parallel callers spread out but never retry at once.
     */
    public Duration backoff(int failures, DoubleSupplier random) {
        long base = initialBackoff.toNanos();
        int shift = Math.min(Math.max(failures - 1, 0), 30);
        long capped = Math.min(maxBackoff.toNanos(), base > (Long.MAX_VALUE >> shift) ? Long.MAX_VALUE : base << shift);
        long half = capped / 2;
        return Duration.ofNanos(half + (long) (random.getAsDouble() * (capped - half)));
    }
}

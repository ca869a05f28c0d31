package dev.outputguard.llm;

import java.util.OptionalInt;

/**
 * The LLM could not give a reply: unreachable, overloaded, rejecting the credentials, or too slow.
 * The message says which setting to change; the bindings answer it as 502 ({@link #UNAVAILABLE},
 * {@link #AUTH}), 503 ({@link #BUSY}, with {@code Retry-After}) or 504 ({@link #TIMEOUT}).
 */
public final class LlmException extends RuntimeException {

    public static final String UNAVAILABLE = "LLM_UNAVAILABLE";
    public static final String AUTH = "LLM_AUTH";
    public static final String TIMEOUT = "LLM_TIMEOUT";
    public static final String BUSY = "LLM_BUSY";

    private final String code;
    private final OptionalInt retryAfterSeconds;

    private LlmException(String code, String message) {
        this(code, message, OptionalInt.empty());
    }

    private LlmException(String code, String message, OptionalInt retryAfterSeconds) {
        // No cause and no stack trace: the message carries everything a caller needs, and the
        // transport's exceptions could echo request details.
        super(message, null, false, false);
        this.code = code;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** Unreachable, overloaded (429/5xx), a request the server rejects, or a reply that is not a completion. */
    public static LlmException unavailable(String message) {
        return new LlmException(UNAVAILABLE, message);
    }

    /** The server rejected the credentials (401/403). */
    public static LlmException auth(String message) {
        return new LlmException(AUTH, message);
    }

    /** No reply before the per-attempt timeout or the call's deadline. */
    public static LlmException timeout(String message) {
        return new LlmException(TIMEOUT, message);
    }

    /**
     * This instance already waits on as many LLM calls as it may ({@link InFlightLimit}): refused before
     * any call was made, so the caller may send the same request again after {@code retryAfterSeconds}.
     */
    public static LlmException busy(String message, int retryAfterSeconds) {
        return new LlmException(BUSY, message, OptionalInt.of(retryAfterSeconds));
    }

    /** {@link #UNAVAILABLE}, {@link #AUTH}, {@link #BUSY} or {@link #TIMEOUT}. */
    public String code() {
        return code;
    }

    /** When the caller may try again ({@link #BUSY} only). */
    public OptionalInt retryAfterSeconds() {
        return retryAfterSeconds;
    }
}

package dev.outputguard.llm;

import dev.outputguard.contract.HttpProblem;

/**
 * The LLM could not give a reply: unreachable, overloaded, rejecting the credentials, or too slow.
 * Maps to HTTP 502/504 with a message that says which setting to change.
 */
public final class LlmException extends RuntimeException implements HttpProblem {

    public static final String UNAVAILABLE = "LLM_UNAVAILABLE";
    public static final String AUTH = "LLM_AUTH";
    public static final String TIMEOUT = "LLM_TIMEOUT";

    private final String code;
    private final int httpStatus;

    private LlmException(String code, int httpStatus, String message) {
        // No cause and no stack trace: the message carries everything a caller needs, and the
        // transport's exceptions could echo request details.
        super(message, null, false, false);
        this.code = code;
        this.httpStatus = httpStatus;
    }

    /** Unreachable, overloaded (429/5xx), a request the server rejects, or a reply that is not a completion. */
    public static LlmException unavailable(String message) {
        return new LlmException(UNAVAILABLE, 502, message);
    }

    /** The server rejected the credentials (401/403). */
    public static LlmException auth(String message) {
        return new LlmException(AUTH, 502, message);
    }

    /** No reply before the per-attempt timeout or the call's deadline. */
    public static LlmException timeout(String message) {
        return new LlmException(TIMEOUT, 504, message);
    }

    @Override
    public String code() {
        return code;
    }

    @Override
    public int httpStatus() {
        return httpStatus;
    }
}

package dev.outputguard.llm;

/**
 * The LLM could not give a reply: unreachable, overloaded, rejecting the credentials, or too slow.
 * The message says which setting to change; the bindings answer it as 502 ({@link #UNAVAILABLE},
 * {@link #AUTH}) or 504 ({@link #TIMEOUT}).
 */
public final class LlmException extends RuntimeException {

    public static final String UNAVAILABLE = "LLM_UNAVAILABLE";
    public static final String AUTH = "LLM_AUTH";
    public static final String TIMEOUT = "LLM_TIMEOUT";

    private final String code;

    private LlmException(String code, String message) {
        // No cause and no stack trace: the message carries everything a caller needs, and the
        // transport's exceptions could echo request details.
        super(message, null, false, false);
        this.code = code;
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

    /** {@link #UNAVAILABLE}, {@link #AUTH} or {@link #TIMEOUT}. */
    public String code() {
        return code;
    }
}

package dev.outputguard.llm;

import java.util.Optional;

/** The result of one HTTP exchange: a reply, or why there is none. */
public sealed interface TransportOutcome {

    /** A 2xx reply that carried an assistant message. */
    record Success(LlmReply reply) implements TransportOutcome {
    }

    /**
     * A non-2xx status. {@code retryAfter} is the raw {@code Retry-After} header, {@code retryAfterMs} the raw
     * {@code retry-after-ms} header (OpenAI and Azure OpenAI send it beside or instead of {@code Retry-After});
     * {@code detail} is the server's error message, already cut to a few hundred characters.
     */
    record HttpError(int status, Optional<String> retryAfter, Optional<String> retryAfterMs, String detail)
            implements TransportOutcome {

        public HttpError(int status, Optional<String> retryAfter, String detail) {
            this(status, retryAfter, Optional.empty(), detail);
        }
    }

    /** No complete reply within the attempt's timeout. */
    record TimedOut(String detail) implements TransportOutcome {
    }

    /** Connection refused or reset, unknown host: nothing usable came back. */
    record Unreachable(String detail) implements TransportOutcome {
    }

    /**
     * The TLS handshake failed: a certificate no trust setting vouches for, one that names another host, or a server
     * that speaks no TLS on an {@code https} URL. Settings, not chance: another attempt would fail the same way.
     */
    record TlsFailed(String detail) implements TransportOutcome {
    }

    /** A 2xx reply that is not a usable Chat Completions response (truncated JSON, no choices, no content). */
    record Malformed(String detail) implements TransportOutcome {
    }
}

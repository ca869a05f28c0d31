package dev.outputguard.llm;

import java.util.Objects;

/**
 * Why a streamed reply ended before its end: the same {@link TransportOutcome} a whole reply's exchange reports
 * (a status outside 2xx with its {@code Retry-After}, no connection, TLS, a reply past the cap, an event that is
 * not a Chat Completions chunk), for the caller to retry or answer as it does those.
 */
public final class ChatStreamException extends RuntimeException {

    private final transient TransportOutcome outcome;

    public ChatStreamException(String endpoint, TransportOutcome outcome) {
        // No cause and no stack trace, as LlmException: the outcome carries what a caller needs.
        super("The streamed reply of the LLM at " + endpoint + " broke off: " + outcome, null, false, false);
        this.outcome = Objects.requireNonNull(outcome, "outcome");
    }

    public TransportOutcome outcome() {
        return outcome;
    }
}

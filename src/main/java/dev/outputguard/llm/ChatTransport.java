package dev.outputguard.llm;

import java.time.Duration;

/**
 * One HTTP exchange with a Chat Completions endpoint, no retries. Reports every failure as a value so
 * that {@link RetryingLlmClient} alone decides what is retried.
 */
public interface ChatTransport {

    /** Sends the request and waits at most {@code timeout} for the whole reply. Never throws for I/O. */
    TransportOutcome send(ChatRequest request, Duration timeout);

    /** The endpoint for error messages, without credentials or query. */
    String endpoint();

    /** Whether this request goes out with {@code response_format} (JSON mode), which some servers refuse. */
    default boolean asksJsonMode(ChatRequest request) {
        return request.jsonResponse();
    }
}

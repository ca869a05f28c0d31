package dev.outputguard.llm;

import io.smallrye.mutiny.Multi;

/**
 * Reads the reply to one chat as the server writes it ({@code stream: true}, server-sent events): a stream of
 * {@link ChatChunk}s that a subscriber may cancel at any point, which closes the connection. One exchange, no
 * retries; a failure is a {@link ChatStreamException} with the {@link TransportOutcome} that says why.
 */
@FunctionalInterface
public interface ChatStreamer {

    Multi<ChatChunk> stream(ChatRequest request);
}

package dev.outputguard.llm;

import java.util.Objects;
import java.util.Optional;

/**
 * One server-sent event of a streamed Chat Completions reply: the text it adds to the assistant's message
 * ({@code choices[0].delta.content}, empty when it adds none), the server's {@code finish_reason} on the last
 * one, and the token usage when the server reports it (OpenAI does in a final event with no choices, when
 * asked with {@code stream_options.include_usage}).
 */
public record ChatChunk(String content, Optional<String> finishReason, Optional<TokenUsage> usage) {

    public ChatChunk {
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(finishReason, "finishReason");
        Objects.requireNonNull(usage, "usage");
    }

    /** The model stopped at its token limit, as {@link LlmReply#cutOff()} says of a whole reply. */
    public boolean cutOff() {
        return finishReason.map(ChatCompletionsCodec::cutOff).orElse(false);
    }
}

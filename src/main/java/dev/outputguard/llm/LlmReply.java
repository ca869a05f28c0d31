package dev.outputguard.llm;

import java.util.Objects;
import java.util.Optional;

/**
 * The assistant message of a successful call, with token usage when the server reported it; {@code cutOff} when
 * the server says the model stopped at its token limit ({@code finish_reason: "length"}), so the text is not all the
 * model meant to write; {@code stopped} when the reply was streamed and its reader stopped reading it before its end
 * ({@link ReplyWatch}): {@code content} is the text read until then, and {@code usage} is empty (a server reports it
 * at the end of its stream, which was not read).
 */
public record LlmReply(String content, Optional<TokenUsage> usage, boolean cutOff, boolean stopped) {

    public LlmReply {
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(usage, "usage");
    }

    public LlmReply(String content, Optional<TokenUsage> usage, boolean cutOff) {
        this(content, usage, cutOff, false);
    }

    public LlmReply(String content, Optional<TokenUsage> usage) {
        this(content, usage, false);
    }

    public static LlmReply of(String content) {
        return new LlmReply(content, Optional.empty());
    }
}

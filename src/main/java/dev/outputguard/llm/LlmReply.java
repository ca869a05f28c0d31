package dev.outputguard.llm;

import java.util.Objects;
import java.util.Optional;

/** The assistant message of a successful call, with token usage when the server reported it. */
public record LlmReply(String content, Optional<TokenUsage> usage) {

    public LlmReply {
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(usage, "usage");
    }

    public static LlmReply of(String content) {
        return new LlmReply(content, Optional.empty());
    }
}

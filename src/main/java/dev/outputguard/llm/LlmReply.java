package dev.outputguard.llm;

import java.util.Objects;
import java.util.Optional;

/**
 * The assistant message of a successful call, with token usage when the server reported it; {@code cutOff} when
 * the server says the model stopped at its token limit ({@code finish_reason: "length"}), so the text is not all the
 * model meant to write.
 */
public record LlmReply(String content, Optional<TokenUsage> usage, boolean cutOff) {

    /** What a retry message tells the model about its reply that stopped at the token limit. */
    public static final String CUT_OFF_NOTE = "Your reply stopped at the output token limit before it was complete,"
            + " so it was cut off. Write the JSON object only, with no text, notes or reasoning before or after it.";

    public LlmReply {
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(usage, "usage");
    }

    public LlmReply(String content, Optional<TokenUsage> usage) {
        this(content, usage, false);
    }

    public static LlmReply of(String content) {
        return new LlmReply(content, Optional.empty());
    }
}

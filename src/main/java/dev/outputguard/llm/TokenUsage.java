package dev.outputguard.llm;

/** Token counts a Chat Completions reply reports in its {@code usage} object. */
public record TokenUsage(long promptTokens, long completionTokens) {

    public static final TokenUsage ZERO = new TokenUsage(0, 0);

    public TokenUsage plus(TokenUsage other) {
        return new TokenUsage(promptTokens + other.promptTokens, completionTokens + other.completionTokens);
    }
}

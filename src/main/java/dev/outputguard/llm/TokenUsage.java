package dev.outputguard.llm;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** Token counts a Chat Completions reply reports in its {@code usage} object. */
public record TokenUsage(long promptTokens, long completionTokens) {

    public static final TokenUsage ZERO = new TokenUsage(0, 0);

    /** The counts of {@code items} added up; an item whose reply reported none adds nothing. */
    public static <T> TokenUsage sum(List<T> items, Function<? super T, Optional<TokenUsage>> usageOf) {
        TokenUsage sum = ZERO;
        for (T item : items) {
            sum = usageOf.apply(item).map(sum::plus).orElse(sum);
        }
        return sum;
    }

    public TokenUsage plus(TokenUsage other) {
        return new TokenUsage(promptTokens + other.promptTokens, completionTokens + other.completionTokens);
    }
}

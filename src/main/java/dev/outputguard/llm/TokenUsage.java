package dev.outputguard.llm;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Token counts a Chat Completions reply reports in its {@code usage} object, or the counts of several added up;
 * {@code uncountedAttempts}: how many replies among them were streamed and not read to their end, so that the server's
 * count of them, which it sends at the end of its stream, never arrived: the sum leaves them out, and is then less than
 * what the server counted. Left out of the JSON when none was.
 */
public record TokenUsage(long promptTokens, long completionTokens,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) int uncountedAttempts) {

    public static final TokenUsage ZERO = new TokenUsage(0, 0);

    public TokenUsage {
        if (uncountedAttempts < 0) {
            throw new IllegalArgumentException("uncountedAttempts must not be negative, got " + uncountedAttempts);
        }
    }

    /** The counts of one reply, or of replies that all reported theirs. */
    public TokenUsage(long promptTokens, long completionTokens) {
        this(promptTokens, completionTokens, 0);
    }

    /** The counts of {@code items} added up; an item whose reply reported none adds nothing. */
    public static <T> TokenUsage sum(List<T> items, Function<? super T, Optional<TokenUsage>> usageOf) {
        TokenUsage sum = ZERO;
        for (T item : items) {
            sum = usageOf.apply(item).map(sum::plus).orElse(sum);
        }
        return sum;
    }

    public TokenUsage plus(TokenUsage other) {
        return new TokenUsage(promptTokens + other.promptTokens, completionTokens + other.completionTokens,
                uncountedAttempts + other.uncountedAttempts);
    }

    /** These counts, saying that {@code attempts} more replies were not counted. */
    public TokenUsage withUncounted(int attempts) {
        return new TokenUsage(promptTokens, completionTokens, uncountedAttempts + attempts);
    }
}

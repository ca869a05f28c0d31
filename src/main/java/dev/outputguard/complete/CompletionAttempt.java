package dev.outputguard.complete;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import dev.outputguard.align.Coercion;
import dev.outputguard.llm.TokenUsage;

/**
 * One call to the LLM: its number (from 1), why its reply was rejected (an extract-json code such as
 * {@code NO_JSON}, {@code SCHEMA_MISMATCH}, or an {@code LLM_*} transport code), how many schema violations the
 * reply had, how long the call took, the tokens the server reported, whether the reply stopped at the LLM's
 * token limit, and, for a reply accepted once aligned with the schema ({@code coerce}), the coercions that
 * aligned it (the first ones; {@code coercionsOmitted} counts the rest); {@code stopped}, why its streamed reply was
 * not read to its end (its usage is then unknown: the server reports it at the end of the stream).
 */
public record CompletionAttempt(int attempt, Optional<String> errorCode, int violations, long latencyMs,
        Optional<TokenUsage> usage, boolean cutOff, List<Coercion> coercions, int coercionsOmitted,
        Optional<StreamStop> stopped) {

    public CompletionAttempt {
        coercions = List.copyOf(coercions);
        Objects.requireNonNull(stopped, "stopped");
    }

    /** An attempt whose reply was read to its end. */
    public CompletionAttempt(int attempt, Optional<String> errorCode, int violations, long latencyMs,
            Optional<TokenUsage> usage, boolean cutOff, List<Coercion> coercions, int coercionsOmitted) {
        this(attempt, errorCode, violations, latencyMs, usage, cutOff, coercions, coercionsOmitted, Optional.empty());
    }

    /** An attempt whose reply was not aligned. */
    public CompletionAttempt(int attempt, Optional<String> errorCode, int violations, long latencyMs,
            Optional<TokenUsage> usage, boolean cutOff) {
        this(attempt, errorCode, violations, latencyMs, usage, cutOff, List.of(), 0);
    }
}

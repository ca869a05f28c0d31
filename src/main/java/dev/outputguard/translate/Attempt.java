package dev.outputguard.translate;

import java.util.List;
import java.util.Optional;

import dev.outputguard.llm.TokenUsage;

/**
 * One call to the LLM: its number (from 1), why its reply was rejected (a validate-response code,
 * {@code PLACEHOLDER_MISMATCH}, {@code PLACEHOLDER_MISPLACED}, {@code CODE_CONTAMINATION}, {@code INVALID_PATCH},
 * {@code PATCH_DOES_NOT_APPLY}, or an {@code LLM_*} transport code), how long it took, the tokens the server
 * reported, whether the reply stopped at the LLM's token limit, and, for the code checks, each violation named
 * (the placeholder out of place, the fence the source does not have).
 */
public record Attempt(int attempt, Optional<String> errorCode, long latencyMs, Optional<TokenUsage> usage, boolean cutOff,
        List<String> violations) {

    public Attempt {
        violations = List.copyOf(violations);
    }
}

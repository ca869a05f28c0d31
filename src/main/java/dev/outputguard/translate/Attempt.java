package dev.outputguard.translate;

import java.util.Optional;

import dev.outputguard.llm.TokenUsage;

/**
 * One call to the LLM: its number (from 1), why its reply was rejected (a validate-response code,
 * {@code PLACEHOLDER_MISMATCH}, {@code PATCH_DOES_NOT_APPLY}, or an {@code LLM_*} transport code), how long
 * it took, and the tokens the server reported.
 */
public record Attempt(int attempt, Optional<String> errorCode, long latencyMs, Optional<TokenUsage> usage) {
}

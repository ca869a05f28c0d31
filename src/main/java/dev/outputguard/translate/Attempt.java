package dev.outputguard.translate;

import java.util.Optional;

import dev.outputguard.llm.TokenUsage;

/**
 * One call to the LLM: its number (from 1), why its reply was rejected (a validate-response code,
 * {@code PLACEHOLDER_MISMATCH}, {@code PATCH_DOES_NOT_APPLY}, or an {@code LLM_*} transport code), how long
 * it took, the tokens the server reported, and whether the reply stopped at the LLM's token limit.
 */
public record Attempt(int attempt, Optional<String> errorCode, long latencyMs, Optional<TokenUsage> usage, boolean cutOff) {
}

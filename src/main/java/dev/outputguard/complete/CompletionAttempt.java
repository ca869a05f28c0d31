package dev.outputguard.complete;

import java.util.Optional;

import dev.outputguard.llm.TokenUsage;

/**
 * One call to the LLM: its number (from 1), why its reply was rejected (an extract-json code such as
 * {@code NO_JSON}, {@code SCHEMA_MISMATCH}, or an {@code LLM_*} transport code), how many schema violations the
 * reply had, how long the call took, the tokens the server reported, and whether the reply stopped at the LLM's
 * token limit.
 */
public record CompletionAttempt(int attempt, Optional<String> errorCode, int violations, long latencyMs,
        Optional<TokenUsage> usage, boolean cutOff) {
}

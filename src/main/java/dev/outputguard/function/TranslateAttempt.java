package dev.outputguard.function;

import com.fasterxml.jackson.annotation.JsonInclude;

import dev.outputguard.llm.TokenUsage;
import dev.outputguard.translate.Attempt;

/**
 * One LLM call in a translate response; optional fields are left out when unknown. {@code cutOff: true} when the
 * reply stopped at the LLM's token limit (left out otherwise).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TranslateAttempt(int attempt, String errorCode, long latencyMs, Long promptTokens, Long completionTokens,
        Boolean cutOff) {

    static TranslateAttempt of(Attempt a) {
        return new TranslateAttempt(a.attempt(), a.errorCode().orElse(null), a.latencyMs(),
                a.usage().map(TokenUsage::promptTokens).orElse(null),
                a.usage().map(TokenUsage::completionTokens).orElse(null), a.cutOff() ? Boolean.TRUE : null);
    }
}

package dev.outputguard.function;

import java.util.List;

import dev.outputguard.llm.TokenUsage;
import dev.outputguard.observe.LlmCalls;
import dev.outputguard.translate.TranslationResult;
import dev.outputguard.validate.TermSuggestion;

/** {@code translate} response. */
public record TranslateResponse(String translatedText, List<TermSuggestion> termSuggestions, List<String> warnings,
        boolean fallback, List<TranslateAttempt> attempts, TokenUsage usage) implements LlmCalls {

    static TranslateResponse of(TranslationResult r) {
        return new TranslateResponse(r.content(), r.termSuggestions(), r.warnings(), r.fallback(),
                r.attempts().stream().map(TranslateAttempt::of).toList(), r.usage());
    }

    @Override
    public int llmCalls() {
        return attempts.size();
    }
}

package dev.outputguard.function;

import java.util.List;

import dev.outputguard.llm.TokenUsage;
import dev.outputguard.translate.TranslationResult;
import dev.outputguard.validate.TermSuggestion;

/** {@code translate} response (SPEC section 6). */
public record TranslateResponse(String translatedText, List<TermSuggestion> termSuggestions, List<String> warnings,
        boolean fallback, List<TranslateAttempt> attempts, TokenUsage usage) {

    static TranslateResponse of(TranslationResult r) {
        return new TranslateResponse(r.content(), r.termSuggestions(), r.warnings(), r.fallback(),
                r.attempts().stream().map(TranslateAttempt::of).toList(), r.usage());
    }
}

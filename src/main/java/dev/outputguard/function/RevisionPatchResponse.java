package dev.outputguard.function;

import java.util.List;

import dev.outputguard.llm.TokenUsage;
import dev.outputguard.observe.LlmCalls;
import dev.outputguard.translate.TranslationResult;
import dev.outputguard.validate.TermSuggestion;

/** {@code translate-revision-patch} response: as translate's, with {@code targetPatch}. */
public record RevisionPatchResponse(String targetPatch, List<TermSuggestion> termSuggestions, List<String> warnings,
        boolean fallback, List<TranslateAttempt> attempts, TokenUsage usage) implements LlmCalls {

    static RevisionPatchResponse of(TranslationResult r) {
        return new RevisionPatchResponse(r.content(), r.termSuggestions(), r.warnings(), r.fallback(),
                r.attempts().stream().map(TranslateAttempt::of).toList(), r.usage());
    }

    @Override
    public int llmCalls() {
        return attempts.size();
    }
}

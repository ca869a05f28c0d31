package dev.outputguard.translate;

import java.util.List;

import dev.outputguard.llm.TokenUsage;
import dev.outputguard.validate.TermSuggestion;

/**
 * What the loop returns: the translation (or target patch), term suggestions, warnings (sanitizer's and the
 * model's, or the fallback warning first), whether it fell back to the raw reply, each attempt, and the
 * token usage summed over the attempts that reported it.
 */
public record TranslationResult(String content, List<TermSuggestion> termSuggestions, List<String> warnings,
        boolean fallback, List<Attempt> attempts, TokenUsage usage) {

    public TranslationResult {
        termSuggestions = List.copyOf(termSuggestions);
        warnings = List.copyOf(warnings);
        attempts = List.copyOf(attempts);
    }
}

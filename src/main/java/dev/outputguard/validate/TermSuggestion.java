package dev.outputguard.validate;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A glossary term the model proposes: source term, its translation, and an optional note (null when absent). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TermSuggestion(String source, String target, String note) {
}

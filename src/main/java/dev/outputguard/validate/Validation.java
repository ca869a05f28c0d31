package dev.outputguard.validate;

import java.util.List;

/** The outcome of validating one reply. */
public sealed interface Validation permits Validation.Valid, Validation.Invalid {

    /**
     * A well-formed reply: the required field's text ({@code translation} or {@code targetPatch}),
     * the well-formed term suggestions, and warnings (the reply's own, then the validator's).
     */
    record Valid(String content, List<TermSuggestion> termSuggestions, List<String> warnings) implements Validation {
        public Valid {
            termSuggestions = List.copyOf(termSuggestions);
            warnings = List.copyOf(warnings);
        }
    }

    /** A rejected reply. */
    record Invalid(ValidationError error) implements Validation {
    }
}

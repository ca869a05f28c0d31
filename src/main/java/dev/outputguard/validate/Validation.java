package dev.outputguard.validate;

import java.util.List;
import java.util.Objects;

import dev.outputguard.text.FencedText;

/** The outcome of validating one reply. */
public sealed interface Validation permits Validation.Valid, Validation.Invalid {

    /**
     * A well-formed reply: the required field's text ({@code translation} or {@code targetPatch}),
     * the well-formed term suggestions, and warnings (the reply's own, then the validator's). The field's text
     * comes with its fences, which the validator found already, for a caller that reports on the same text.
     */
    record Valid(FencedText fencedContent, List<TermSuggestion> termSuggestions, List<String> warnings)
            implements Validation {
        public Valid {
            Objects.requireNonNull(fencedContent, "fencedContent");
            termSuggestions = List.copyOf(termSuggestions);
            warnings = List.copyOf(warnings);
        }

        /** The required field's text. */
        public String content() {
            return fencedContent.text();
        }
    }

    /** A rejected reply. */
    record Invalid(ValidationError error) implements Validation {
    }
}

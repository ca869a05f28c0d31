package dev.outputguard.validate;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.text.FencedText;

/** The outcome of validating one reply. */
public sealed interface Validation permits Validation.Valid, Validation.Invalid {

    /**
     * A well-formed reply: the required field's text ({@code translation} or {@code targetPatch}),
     * the well-formed term suggestions, warnings (the reply's own, then the validator's), and the JSON
     * object the reply holds, as extracted (for a schema check). The field's text comes with its fences,
     * which the validator found already, for a caller that reports on the same text.
     */
    record Valid(FencedText fencedContent, List<TermSuggestion> termSuggestions, List<String> warnings,
            ObjectNode reply)
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

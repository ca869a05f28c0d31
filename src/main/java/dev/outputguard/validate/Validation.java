package dev.outputguard.validate;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** The outcome of validating one reply. */
public sealed interface Validation permits Validation.Valid, Validation.Invalid {

    /**
     * A well-formed reply: the required field's text ({@code translation} or {@code targetPatch}),
     * the well-formed term suggestions, warnings (the reply's own, then the validator's), and the JSON
     * object the reply holds, as extracted (for a schema check).
     */
    record Valid(String content, List<TermSuggestion> termSuggestions, List<String> warnings, ObjectNode reply)
            implements Validation {
        public Valid {
            termSuggestions = List.copyOf(termSuggestions);
            warnings = List.copyOf(warnings);
        }
    }

    /** A rejected reply. */
    record Invalid(ValidationError error) implements Validation {
    }
}

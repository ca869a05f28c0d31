package dev.outputguard.complete;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.extract.ExtractError;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.schema.SchemaCheck;

/** How a complete-json call ended: a conforming object, or the last reply when the attempts ran out. */
public sealed interface Completion permits Completion.Conforming, Completion.Fallback {

    List<CompletionAttempt> attempts();

    /** Tokens summed over the attempts that reported them. */
    TokenUsage usage();

    /**
     * An object that conforms to the schema; {@code warnings} what the caller should know about it (a key the reply
     * wrote twice, of which the object keeps the last).
     */
    record Conforming(ObjectNode json, List<CompletionAttempt> attempts, TokenUsage usage, List<String> warnings)
            implements Completion {
        public Conforming {
            Objects.requireNonNull(json, "json");
            attempts = List.copyOf(attempts);
            warnings = List.copyOf(warnings);
        }
    }

    /**
     * No conforming object: what the last reply gave, never presented as valid. Either its object with the
     * violations ({@code json} and {@code check}), or why no object could be read from it ({@code error}).
     * {@code transportError} says why a retry could not be made, when a transport failure ended the loop;
     * {@code warnings} what the caller should know about the object, as for a conforming one.
     */
    record Fallback(Optional<ObjectNode> json, SchemaCheck check, Optional<ExtractError> error,
            Optional<String> transportError, List<String> warnings, List<CompletionAttempt> attempts, TokenUsage usage)
            implements Completion {
        public Fallback {
            attempts = List.copyOf(attempts);
            warnings = List.copyOf(warnings);
            if (json.isPresent() == error.isPresent()) {
                throw new IllegalArgumentException("a fallback has either the last object or its extraction error");
            }
        }
    }
}

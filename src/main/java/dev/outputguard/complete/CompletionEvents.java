package dev.outputguard.complete;

import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.PartialState;
import dev.outputguard.schema.SchemaCheck;

/**
 * What a caller of the loop hears while it runs (docs/complete-json.md, "Streaming to the caller"): the reply's object
 * as it is written, each attempt once it is finished, and whether the caller is still there. The loop calls it on the
 * thread it runs on, in order; a caller that has gone away makes the loop stop before its next LLM call.
 */
public interface CompletionEvents {

    /** Hears nothing, never goes away: the loop of a caller that takes the whole answer. */
    CompletionEvents NONE = new CompletionEvents() {
    };

    /**
     * The open object of attempt {@code attempt} as it was last held to the schema: the value to show (aligned as far
     * as it goes, with {@code coerce}) and the state of each place not complete, as extract-json's partial values
     * give them. {@code json} is read during the call only: the reader changes it as more text arrives.
     */
    default void partial(int attempt, JsonNode json, Map<String, PartialState> states) {
    }

    /**
     * A finished attempt: what it reports in the answer, the violations of its reply's object (none when accepted or
     * when no object was read), and why no object could be read, when none could.
     */
    default void attempt(CompletionAttempt attempt, SchemaCheck check, Optional<ExtractError> error) {
    }

    /** True once the caller has gone away: the loop then stops and asks the LLM nothing more. */
    default boolean cancelled() {
        return false;
    }
}

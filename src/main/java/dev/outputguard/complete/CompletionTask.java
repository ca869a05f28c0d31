package dev.outputguard.complete;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.extract.Mode;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.schema.CompiledSchema;

/**
 * One complete-json call: the conversation to send (the caller's messages, or its prompt as one user message),
 * the schema as the caller wrote it (for the prompt) and compiled (for the check), the retries asked for (the
 * configured default when empty), how replies are read, the model when it overrides the configured one, and
 * whether a reply that does not conform is aligned with the schema ({@code coerce}; the configured default when
 * empty).
 */
public record CompletionTask(List<ChatMessage> messages, ObjectNode schemaText, CompiledSchema schema,
        OptionalInt maxRetries, Mode mode, Optional<String> model, Optional<Boolean> coerce) {

    /** A task that takes the configured {@code coerce}. */
    public CompletionTask(List<ChatMessage> messages, ObjectNode schemaText, CompiledSchema schema,
            OptionalInt maxRetries, Mode mode, Optional<String> model) {
        this(messages, schemaText, schema, maxRetries, mode, model, Optional.empty());
    }

    public CompletionTask {
        messages = List.copyOf(messages);
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("a completion needs at least one message");
        }
        Objects.requireNonNull(schemaText, "schemaText");
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(maxRetries, "maxRetries");
        maxRetries.ifPresent(n -> LoopDefaults.validateRetries("maxRetries", n));
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(coerce, "coerce");
    }
}

package dev.outputguard.function;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.BestFit;
import dev.outputguard.align.Coercion;
import dev.outputguard.complete.Completion;
import dev.outputguard.complete.CompletionAttempt;
import dev.outputguard.complete.CompletionLoop;
import dev.outputguard.complete.CompletionTask;
import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.NotEmpty;
import dev.outputguard.contract.OneOf;
import dev.outputguard.contract.Range;
import dev.outputguard.contract.Required;
import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.Mode;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.observe.LlmCalls;
import dev.outputguard.observe.Logged;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.schema.Violation;
import io.quarkus.funqy.Funq;
import io.smallrye.mutiny.Uni;

/** {@code complete-json}: ask the LLM for a JSON object that conforms to a schema, retrying with the violations. */
@Logged
public class CompleteJsonFunction {

    @Inject
    CompletionLoop loop;

    @Inject
    JsonSchemas schemas;

    @Inject
    LlmWork work;

    /** On a virtual thread of its own and within the in-flight bound ({@link LlmWork}), as translate. */
    @Funq("complete-json")
    public Uni<Response> completeJson(Request request) {
        CompletionTask task = request.toTask(schemas);
        return work.submit(() -> Response.of(loop.complete(task)));
    }

    /** The roles a caller's message may have (OpenAI's chat format). */
    public enum Role {
        @JsonProperty("system")
        SYSTEM,
        @JsonProperty("user")
        USER,
        @JsonProperty("assistant")
        ASSISTANT
    }

    /** One message of the caller's conversation. */
    public record Message(@Required Role role, @Required String content) {

        ChatMessage toChat() {
            return new ChatMessage(ChatMessage.Role.valueOf(role.name()), content);
        }
    }

    /**
     * {@code messages} (a conversation in OpenAI's chat format) or {@code prompt} (one user message), the
     * {@code schema} the answer must conform to, and optionally the retries, how replies are read, the model, and
     * whether a reply is aligned with the schema before it is rejected ({@code coerce}, default from
     * {@code outputguard.complete.coerce}, on).
     */
    @OneOf({ "messages", "prompt" })
    public record Request(@NotEmpty List<Message> messages, @NotEmpty String prompt, @Required ObjectNode schema,
            @Range(min = 0, max = LoopDefaults.MAX_RETRIES_BOUND, counts = LoopDefaults.RETRIES_COUNT) Integer maxRetries, Mode mode,
            @NotEmpty String model, Boolean coerce) implements CarriesSchema {

        private static final String NOT_AN_OBJECT = "field 'schema' must let a JSON object be its root (\"type\":"
                + " \"object\", a type list with \"object\" in it, or no \"type\"): complete-json answers with one"
                + " object; to ask for an array or a single value, make it a property of an object schema"
                + " ({\"type\": \"object\", \"required\": [\"items\"], \"properties\": {\"items\": <the schema>}})";

        CompletionTask toTask(JsonSchemas schemas) {
            List<ChatMessage> conversation = prompt != null ? List.of(ChatMessage.user(prompt))
                    : messages.stream().map(Message::toChat).toList();
            CompiledSchema compiled = SchemaField.compile(schemas, schema);
            // The answer is an object: a schema whose root asks only for an array or a single value could never
            // be answered, and every attempt would be spent on it.
            if (!BestFit.allowsObjects(compiled)) {
                throw new InvalidRequestException(SchemaField.NAME, NOT_AN_OBJECT);
            }
            return new CompletionTask(conversation, schema, compiled,
                    maxRetries == null ? OptionalInt.empty() : OptionalInt.of(maxRetries),
                    mode == null ? Mode.STRICT : mode, Optional.ofNullable(model), Optional.ofNullable(coerce));
        }
    }

    /**
     * {@code ok} and {@code json}: the conforming object. When the attempts ran out, {@code ok: false} and
     * {@code fallback: true} with the last reply's object and its violations, or the reason no object could be
     * read from it ({@code error}); {@code warnings} says why a retry could not be made, when one could not, and
     * that the reply of the object returned wrote a key twice (the object keeps the last).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Response(boolean ok, ObjectNode json, boolean fallback, List<Violation> violations,
            Integer violationCount, ExtractError error, List<String> warnings, List<Attempt> attempts, TokenUsage usage)
            implements LlmCalls {

        static Response of(Completion completion) {
            List<Attempt> attempts = completion.attempts().stream().map(Attempt::of).toList();
            return switch (completion) {
                case Completion.Conforming c -> new Response(true, c.json(), false, null, null, null,
                        c.warnings().isEmpty() ? null : c.warnings(), attempts, c.usage());
                case Completion.Fallback f -> new Response(false, f.json().orElse(null), true,
                        f.json().isPresent() ? f.check().violations() : null,
                        f.json().isPresent() ? f.check().count() : null, f.error().orElse(null),
                        fallbackWarnings(f), attempts, f.usage());
            };
        }

        /** Why a retry could not be made, when one could not, then what the object's own warnings say. */
        private static List<String> fallbackWarnings(Completion.Fallback f) {
            List<String> warnings = new ArrayList<>(f.warnings().size() + 1);
            f.transportError().ifPresent(m -> warnings.add("The retry could not be completed: " + m));
            warnings.addAll(f.warnings());
            return warnings.isEmpty() ? null : warnings;
        }

        @Override
        public int llmCalls() {
            return attempts.size();
        }
    }

    /**
     * One LLM call; optional fields are left out when unknown. {@code cutOff: true} when the reply stopped at the
     * LLM's token limit (left out otherwise). {@code coercions}: for a reply accepted once aligned with the schema,
     * the changes that aligned it (as extract-json lists them; {@code coercionsOmitted} counts those past the
     * listed ones); left out when there were none. {@code stopped}: the reply was streamed and not read to its end,
     * {@code "complete"} (its object was whole and conforming, only prose followed) or {@code "doomed"} (its object could
     * no longer conform; the retry was asked for at once); its tokens are then left out, as the server reports them at
     * the end of the stream.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Attempt(int attempt, String errorCode, int violations, long latencyMs, Long promptTokens,
            Long completionTokens, Boolean cutOff, List<Coercion> coercions, Integer coercionsOmitted, String stopped) {

        static Attempt of(CompletionAttempt a) {
            return new Attempt(a.attempt(), a.errorCode().orElse(null), a.violations(), a.latencyMs(),
                    a.usage().map(TokenUsage::promptTokens).orElse(null),
                    a.usage().map(TokenUsage::completionTokens).orElse(null), a.cutOff() ? Boolean.TRUE : null,
                    a.coercions().isEmpty() ? null : a.coercions(),
                    a.coercionsOmitted() > 0 ? a.coercionsOmitted() : null,
                    a.stopped().map(s -> s.name().toLowerCase(Locale.ROOT)).orElse(null));
        }
    }
}

package dev.outputguard.function;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.BestFit;
import dev.outputguard.align.Coercion;
import dev.outputguard.complete.Completion;
import dev.outputguard.complete.CompletionAttempt;
import dev.outputguard.complete.CompletionEvents;
import dev.outputguard.complete.CompletionLoop;
import dev.outputguard.complete.CompletionTask;
import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.NotEmpty;
import dev.outputguard.contract.OneOf;
import dev.outputguard.contract.Problem;
import dev.outputguard.contract.Range;
import dev.outputguard.contract.Required;
import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.PartialState;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.observe.LlmCalls;
import dev.outputguard.observe.Logged;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.schema.SchemaCheck;
import dev.outputguard.schema.Violation;
import io.quarkus.funqy.Funq;
import io.smallrye.mutiny.Uni;

/** {@code complete-json}: ask the LLM for a JSON object that conforms to a schema, retrying with the violations. */
@Logged
public class CompleteJsonFunction {

    /**
     * The events of an answer streamed to its caller ({@code "stream": true}), by name, with the type of their data:
     * {@code partial} and {@code attempt} as the loop goes, then one {@code done} (the answer) or one {@code error}
     * (a {@link Problem}'s status and error body).
     */
    public static final Map<String, Class<?>> EVENTS = events();

    private static Map<String, Class<?>> events() {
        Map<String, Class<?>> events = new LinkedHashMap<>();
        events.put("partial", PartialEvent.class);
        events.put("attempt", AttemptEvent.class);
        events.put("done", Response.class);
        events.put("error", Problem.class);
        return Collections.unmodifiableMap(events);
    }

    @Inject
    CompletionLoop loop;

    @Inject
    JsonSchemas schemas;

    @Inject
    LlmWork work;

    /**
     * On a virtual thread of its own and within the in-flight bound ({@link LlmWork}), as translate. The whole answer
     * at once: a binding that streams answers {@code "stream": true} through {@link #stream} instead, so a request that
     * asks for a stream and reaches this method is answered whole, saying so ({@code "streamed": false}).
     */
    @Funq("complete-json")
    public Uni<Response> completeJson(Request request) {
        CompletionTask task = request.toTask(schemas);
        boolean notStreamed = Boolean.TRUE.equals(request.stream());
        return work.submit(() -> {
            Response answer = Response.of(loop.complete(task));
            return notStreamed ? answer.notStreamed() : answer;
        });
    }

    /**
     * The same call for a binding that streams to its caller (docs/complete-json.md, "Streaming to the caller"):
     * {@code events} hears the reply's open object and each finished attempt as the loop goes, and the answer is the
     * one {@link #completeJson} gives the same request without {@code stream}. Cancelling the returned {@code Uni}
     * (the caller went away) interrupts the work, and {@code events}' {@link CompletionEvents#cancelled()} ends the loop
     * before another LLM call.
     */
    public Uni<Response> stream(Request request, CompletionEvents events) {
        CompletionTask task = request.toTask(schemas);
        return work.submit(() -> Response.of(loop.complete(task, events)));
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
     * {@code schema} the answer must conform to, and optionally the retries, how replies are read, the model,
     * whether a reply is aligned with the schema before it is rejected ({@code coerce}, default from
     * {@code outputguard.complete.coerce}, on), and whether the answer is streamed as server-sent events where the
     * binding can ({@code stream}).
     */
    @OneOf({ "messages", "prompt" })
    public record Request(@NotEmpty List<Message> messages, @NotEmpty String prompt, @Required ObjectNode schema,
            @Range(min = 0, max = LoopDefaults.MAX_RETRIES_BOUND, counts = LoopDefaults.RETRIES_COUNT) Integer maxRetries, Mode mode,
            @NotEmpty String model, Boolean coerce, Boolean stream) implements CarriesSchema {

        /** A request that takes its answer whole. */
        public Request(List<Message> messages, String prompt, ObjectNode schema, Integer maxRetries, Mode mode,
                String model, Boolean coerce) {
            this(messages, prompt, schema, maxRetries, mode, model, coerce, null);
        }

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
     * that the reply of the object returned wrote a key twice (the object keeps the last). {@code streamed: false}
     * when the request asked for a stream and the binding answered whole (AWS Lambda: direct invoke, API Gateway);
     * absent otherwise.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Response(boolean ok, ObjectNode json, boolean fallback, List<Violation> violations,
            Integer violationCount, ExtractError error, List<String> warnings, List<Attempt> attempts, TokenUsage usage,
            Boolean streamed) implements LlmCalls {

        public Response(boolean ok, ObjectNode json, boolean fallback, List<Violation> violations, Integer violationCount,
                ExtractError error, List<String> warnings, List<Attempt> attempts, TokenUsage usage) {
            this(ok, json, fallback, violations, violationCount, error, warnings, attempts, usage, null);
        }

        /** The answer to a request that asked for a stream from a binding that cannot stream: {@code streamed: false}. */
        Response notStreamed() {
            return new Response(ok, json, fallback, violations, violationCount, error, warnings, attempts, usage, false);
        }

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
     * The data of a {@code partial} event: the open object of attempt {@code attempt} as far as it is written, and the
     * state of each place not complete, as extract-json's partial values give them.
     */
    public record PartialEvent(int attempt, JsonNode json, Map<String, PartialState> states) {
    }

    /**
     * The data of an {@code attempt} event: the attempt as the answer's {@code attempts} lists it, and for a rejected
     * reply its object's violations ({@code violationList}, as many as the answer's {@code violations} lists) or why no
     * object could be read from it ({@code error}).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record AttemptEvent(@JsonUnwrapped Attempt attempt, List<Violation> violationList, ExtractError error) {

        public static AttemptEvent of(CompletionAttempt attempt, SchemaCheck check, Optional<ExtractError> error) {
            return new AttemptEvent(Attempt.of(attempt), check.conforms() ? null : check.violations(), error.orElse(null));
        }
    }

    /**
     * One LLM call; optional fields are left out when unknown. {@code cutOff: true} when the reply stopped at the
     * LLM's token limit (left out otherwise). {@code coercions}: for a reply accepted once aligned with the schema,
     * the changes that aligned it (as extract-json lists them; {@code coercionsOmitted} counts those past the
     * listed ones); left out when there were none. {@code stopped}: the reply was streamed and not read to its end,
     * always {@code "doomed"} (the object opening it could no longer conform; the retry was asked for at once); its
     * tokens are then left out, as the server reports them at the end of the stream.
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

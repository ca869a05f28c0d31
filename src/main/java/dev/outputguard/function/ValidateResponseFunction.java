package dev.outputguard.function;

import java.util.List;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.Alignment;
import dev.outputguard.align.Coercion;
import dev.outputguard.align.SchemaAligner;
import dev.outputguard.contract.Needs;
import dev.outputguard.contract.Required;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.observe.Logged;
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.schema.SchemaCheck;
import dev.outputguard.schema.Violation;
import dev.outputguard.validate.ReplyKind;
import dev.outputguard.validate.ResponseValidator;
import dev.outputguard.validate.TermSuggestion;
import dev.outputguard.validate.Validation;
import dev.outputguard.validate.ValidationCode;
import dev.outputguard.validate.ValidationError;
import io.quarkus.funqy.Funq;

/** {@code validate-response}: is this a well-formed translation / revision-patch reply, conforming to a schema when one is sent? */
@Logged
public class ValidateResponseFunction {

    @Inject
    ResponseValidator validator;

    @Inject
    JsonSchemas schemas;

    @Inject
    SchemaAligner aligner;

    @Inject
    Limits limits;

    @Funq("validate-response")
    public Response validateResponse(Request request) {
        ReplyKind kind = request.kind() == null ? ReplyKind.TRANSLATION : request.kind();
        SourceJson source = request.source() == null ? SourceJson.NONE : SourceJson.of(request.source());
        CompiledSchema schema = SchemaField.compile(schemas, request.schema());
        boolean coerce = schema != null && Boolean.TRUE.equals(request.coerce());
        return switch (validator.validate(request.text(), kind, source)) {
            case Validation.Valid v -> coerce ? aligned(kind, v, schema, WorkBudget.of(limits))
                    : checked(kind, v, schema, WorkBudget.of(limits));
            case Validation.Invalid i -> new Response(false, null, null, null, null, Error.of(i.error()), null, null);
        };
    }

    /** A well-formed reply is then held to the schema; one that does not conform keeps its {@code parsed} beside the violations. */
    private static Response checked(ReplyKind kind, Validation.Valid valid, CompiledSchema schema, WorkBudget budget) {
        SchemaCheck check = schema == null ? SchemaCheck.CONFORMS : schema.check(valid.reply(), budget);
        if (check.conforms()) {
            return new Response(true, Parsed.of(kind, valid), null, null, null, null, null, null);
        }
        return mismatch(kind, valid, check, "");
    }

    /** With {@code coerce}: the reply's object aligned with the schema, as {@code json}, or refused as a mismatch. */
    private Response aligned(ReplyKind kind, Validation.Valid valid, CompiledSchema schema, WorkBudget budget) {
        return switch (aligner.align(valid.reply(), schema, budget)) {
            case Alignment.Conforms c -> new Response(true, Parsed.of(kind, valid), valid.reply(), null, null, null, null, null);
            case Alignment.Aligned a -> new Response(true, Parsed.of(kind, valid), a.value(), a.coercions(),
                    a.coercionsOmitted() > 0 ? a.coercionsOmitted() : null, null, null, null);
            case Alignment.Refused r when r.check().conforms() -> new Response(false, Parsed.of(kind, valid), null, null,
                    null, new Error(ValidationCode.SCHEMA_MISMATCH, "The reply's JSON object conforms to the schema, but"
                            + " coerce does not take it as the reply's answer: " + String.join("; ", r.reasons())),
                    null, null);
            case Alignment.Refused r -> mismatch(kind, valid, r.check(),
                    r.reasons().isEmpty() ? "" : "; " + ExtractJsonFunction.refusalSentence(r));
        };
    }

    private static Response mismatch(ReplyKind kind, Validation.Valid valid, SchemaCheck check, String more) {
        Error mismatch = new Error(ValidationCode.SCHEMA_MISMATCH,
                "The reply's JSON object does not conform to the schema: " + check.summary() + more);
        return new Response(false, Parsed.of(kind, valid), null, null, null, mismatch, check.violations(), check.count());
    }

    /**
     * {@code source}: the text the reply translates; JSON it carries is content in the reply too, and with it a
     * reply member inside the text ({@code LEAKED_MEMBER}) or a backslash sequence the text shows more often than
     * the source ({@code ESCAPE_RESIDUE}) is rejected.
     * {@code schema}: a JSON Schema the reply's JSON object must conform to, once it is well-formed.
     * {@code coerce}: align an object that does not conform with the schema by listed coercions (needs {@code schema}).
     */
    public record Request(@Required String text, ReplyKind kind, String source, ObjectNode schema,
            @Needs("schema") Boolean coerce) implements CarriesSchema {

        /** A request without {@code coerce}. */
        public Request(String text, ReplyKind kind, String source, ObjectNode schema) {
            this(text, kind, source, schema, null);
        }
    }

    /**
     * {@code json}: with {@code coerce}, the reply's JSON object as it conforms to the schema (aligned when
     * {@code coercions} lists changes, {@code coercionsOmitted} counting those past the listed ones).
     * {@code violations} and {@code violationCount} are present only when the reply is well-formed but does not
     * conform to the request's schema ({@code SCHEMA_MISMATCH}); {@code parsed} is then present too.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Response(boolean valid, Parsed parsed, JsonNode json, List<Coercion> coercions,
            Integer coercionsOmitted, Error error, List<Violation> violations, Integer violationCount) {
    }

    /** The required field under its own name, {@code translation} or {@code targetPatch} (the other is left out). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Parsed(String translation, String targetPatch, List<TermSuggestion> termSuggestions,
            List<String> warnings) {

        static Parsed of(ReplyKind kind, Validation.Valid valid) {
            return switch (kind) {
                case TRANSLATION -> new Parsed(valid.content(), null, valid.termSuggestions(), valid.warnings());
                case REVISION_PATCH -> new Parsed(null, valid.content(), valid.termSuggestions(), valid.warnings());
            };
        }
    }

    /**
     * Why the reply was rejected. Every code is a format mistake of the model that a retry naming it can fix
     * (a schema mismatch included), so the core carries no retry flag; {@code retryable} is part of the answer,
     * always true, for callers written against the original design's contract, which stop retrying when it is
     * false.
     */
    @JsonPropertyOrder({ "code", "message", "retryable" })
    public record Error(ValidationCode code, String message) {

        static Error of(ValidationError error) {
            return new Error(error.code(), error.message());
        }

        @JsonProperty
        public boolean retryable() {
            return true;
        }
    }
}

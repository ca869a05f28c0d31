package dev.outputguard.function;

import java.util.List;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import dev.outputguard.contract.Required;
import dev.outputguard.observe.Logged;
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.validate.ReplyKind;
import dev.outputguard.validate.ResponseValidator;
import dev.outputguard.validate.TermSuggestion;
import dev.outputguard.validate.Validation;
import dev.outputguard.validate.ValidationCode;
import dev.outputguard.validate.ValidationError;
import io.quarkus.funqy.Funq;

/** {@code validate-response}: is this a well-formed translation / revision-patch reply? */
@Logged
public class ValidateResponseFunction {

    @Inject
    ResponseValidator validator;

    @Funq("validate-response")
    public Response validateResponse(Request request) {
        ReplyKind kind = request.kind() == null ? ReplyKind.TRANSLATION : request.kind();
        SourceJson source = request.source() == null ? SourceJson.NONE : SourceJson.of(request.source());
        return switch (validator.validate(request.text(), kind, source)) {
            case Validation.Valid v -> new Response(true, Parsed.of(kind, v), null);
            case Validation.Invalid i -> new Response(false, null, Error.of(i.error()));
        };
    }

    /** {@code source}: the text the reply translates; JSON it carries is content in the reply too. */
    public record Request(@Required String text, ReplyKind kind, String source) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Response(boolean valid, Parsed parsed, Error error) {
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
     * Why the reply was rejected. Every code is a format mistake of the model that a retry naming it can fix,
     * so the core carries no retry flag; {@code retryable} is part of the answer, always true, for callers
     * written against the original design's contract, which stop retrying when it is false.
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

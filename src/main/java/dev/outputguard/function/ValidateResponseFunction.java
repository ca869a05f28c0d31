package dev.outputguard.function;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;

import dev.outputguard.contract.Required;
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.validate.ReplyKind;
import dev.outputguard.validate.ResponseValidator;
import dev.outputguard.validate.Validation;
import dev.outputguard.validate.ValidationError;
import dev.outputguard.observe.Logged;
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
            case Validation.Valid v -> new Response(true, parsed(kind, v), null);
            case Validation.Invalid i -> new Response(false, null, i.error());
        };
    }

    /** {@code parsed} carries the required field under its own name: {@code translation} or {@code targetPatch}. */
    private static Map<String, Object> parsed(ReplyKind kind, Validation.Valid valid) {
        Map<String, Object> parsed = new LinkedHashMap<>();
        parsed.put(kind.field(), valid.content());
        parsed.put("termSuggestions", valid.termSuggestions());
        parsed.put("warnings", valid.warnings());
        return parsed;
    }

    /** {@code source}: the text the reply translates; JSON it carries is content in the reply too. */
    public record Request(@Required String text, ReplyKind kind, String source) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Response(boolean valid, Map<String, Object> parsed, ValidationError error) {
    }
}

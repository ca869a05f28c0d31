package dev.outputguard.function;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.Required;
import dev.outputguard.observe.Logged;
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.schema.SchemaCheck;
import dev.outputguard.schema.Violation;
import dev.outputguard.validate.ReplyKind;
import dev.outputguard.validate.ResponseValidator;
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

    @Funq("validate-response")
    public Response validateResponse(Request request) {
        ReplyKind kind = request.kind() == null ? ReplyKind.TRANSLATION : request.kind();
        SourceJson source = request.source() == null ? SourceJson.NONE : SourceJson.of(request.source());
        CompiledSchema schema = SchemaField.compile(schemas, request.schema());
        return switch (validator.validate(request.text(), kind, source)) {
            case Validation.Valid v -> checked(kind, v, schema);
            case Validation.Invalid i -> new Response(false, null, i.error(), null, null);
        };
    }

    /** A well-formed reply is then held to the schema; one that does not conform keeps its {@code parsed} beside the violations. */
    private static Response checked(ReplyKind kind, Validation.Valid valid, CompiledSchema schema) {
        SchemaCheck check = schema == null ? SchemaCheck.CONFORMS : schema.check(valid.reply());
        if (check.conforms()) {
            return new Response(true, parsed(kind, valid), null, null, null);
        }
        ValidationError mismatch = new ValidationError(ValidationCode.SCHEMA_MISMATCH,
                "The reply's JSON object does not conform to the schema: " + check.summary(), true);
        return new Response(false, parsed(kind, valid), mismatch, check.violations(), check.count());
    }

    /** {@code parsed} carries the required field under its own name: {@code translation} or {@code targetPatch}. */
    private static Map<String, Object> parsed(ReplyKind kind, Validation.Valid valid) {
        Map<String, Object> parsed = new LinkedHashMap<>();
        parsed.put(kind.field(), valid.content());
        parsed.put("termSuggestions", valid.termSuggestions());
        parsed.put("warnings", valid.warnings());
        return parsed;
    }

    /**
     * {@code source}: the text the reply translates; JSON it carries is content in the reply too.
     * {@code schema}: a JSON Schema the reply's JSON object must conform to, once it is well-formed.
     */
    public record Request(@Required String text, ReplyKind kind, String source, ObjectNode schema) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Response(boolean valid, Map<String, Object> parsed, ValidationError error, List<Violation> violations,
            Integer violationCount) {
    }
}

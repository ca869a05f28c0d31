package dev.outputguard.function;

import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.Required;
import dev.outputguard.extract.Accept;
import dev.outputguard.extract.DuplicateKey;
import dev.outputguard.extract.Enclosure;
import dev.outputguard.extract.ErrorCode;
import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.Repair;
import dev.outputguard.extract.Source;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.observe.Logged;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.schema.SchemaCheck;
import dev.outputguard.schema.Violation;
import dev.outputguard.text.TextLocation;
import io.quarkus.funqy.Funq;

/**
 * {@code extract-json}: the first complete JSON object (or array, as asked) in an LLM reply, checked against a
 * schema when one is sent.
 */
@Logged
public class ExtractJsonFunction {

    @Inject
    JsonExtractor extractor;

    @Inject
    JsonSchemas schemas;

    @Inject
    Limits limits;

    @Funq("extract-json")
    public Response extractJson(Request request) {
        Mode mode = request.mode() == null ? Mode.STRICT : request.mode();
        Accept accept = request.accept() == null ? Accept.OBJECT : request.accept();
        CompiledSchema schema = SchemaField.compile(schemas, request.schema());
        return switch (extractor.extract(request.text(), mode, accept)) {
            case Extraction.Found f -> found(request.text(), mode, f, schema, WorkBudget.of(limits));
            case Extraction.Failed f -> new Response(false, null, null, null, null, null, null, null, null, null, null, f.error(),
                    null, null);
        };
    }

    /** {@code budget}: the request's work budget, which the schema check spends. */
    private static Response found(String text, Mode mode, Extraction.Found f, CompiledSchema schema, WorkBudget budget) {
        // The extractor's list makes each value as it is read; the answer holds plain values (at most the limit).
        List<Repair> repairs = mode == Mode.REPAIR ? List.copyOf(f.repairs()) : null;
        Integer omitted = f.repairsOmitted() > 0 ? f.repairsOmitted() : null;
        List<DuplicateKey> duplicates = f.duplicateKeys().isEmpty() ? null : f.duplicateKeys();
        Integer duplicatesOmitted = f.duplicateKeysOmitted() > 0 ? f.duplicateKeysOmitted() : null;
        List<String> warnings = warnings(text, f);
        SchemaCheck check = schema == null ? SchemaCheck.CONFORMS : schema.check(f.json(), budget);
        if (check.conforms()) {
            return new Response(true, f.json(), f.source(), f.start(), f.end(), repairs, omitted, f.enclosedBy(), duplicates,
                    duplicatesOmitted, warnings, null, null, null);
        }
        // The value is still returned beside its violations: the caller decides what to do with it.
        TextLocation where = TextLocation.of(text, f.start());
        String kind = f.json().isArray() ? "array" : "object";
        ExtractError mismatch = new ExtractError(ErrorCode.SCHEMA_MISMATCH, "The JSON " + kind + " at line " + where.line()
                + ", column " + where.column() + " does not conform to the schema: " + check.summary(), f.start(),
                where.line(), where.column(), TextLocation.context(text, f.start()));
        return new Response(false, f.json(), f.source(), f.start(), f.end(), repairs, omitted, f.enclosedBy(), duplicates,
                duplicatesOmitted, warnings, mismatch, check.violations(), check.count());
    }

    /** What a caller should know about a value returned: a container around it, keys whose earlier values it lost. */
    private static List<String> warnings(String text, Extraction.Found f) {
        if (f.enclosedBy() == null && f.duplicateKeys().isEmpty()) {
            return null;
        }
        List<String> warnings = new ArrayList<>(2);
        if (f.enclosedBy() != null) {
            warnings.add(f.enclosedBy().warning());
        }
        if (!f.duplicateKeys().isEmpty()) {
            warnings.add(f.duplicateKeysWarning(text) + " (duplicateKeys)");
        }
        return warnings;
    }

    /**
     * {@code accept}: object (default), array or any. {@code schema}: a JSON Schema (draft 2020-12, or 7 by
     * {@code $schema}) the extracted value must conform to.
     */
    public record Request(@Required String text, Mode mode, Accept accept, ObjectNode schema) implements CarriesSchema {
    }

    /**
     * {@code repairs}: in repair mode, the first fixes made, at most {@link dev.outputguard.limits.Limits#maxReportedRepairs()};
     * {@code repairsOmitted}: how many more were made and not listed, present only when there are any;
     * {@code duplicateKeys}: the keys an object of the value writes more than once, whose earlier values the value
     * does not hold (at most as many as repairs), {@code duplicateKeysOmitted} counting the rest.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Response(boolean ok, JsonNode json, Source source, Integer start, Integer end,
            List<Repair> repairs, Integer repairsOmitted, Enclosure enclosedBy, List<DuplicateKey> duplicateKeys,
            Integer duplicateKeysOmitted, List<String> warnings, ExtractError error,
            List<Violation> violations, Integer violationCount) {
    }
}

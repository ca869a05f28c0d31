package dev.outputguard.function;

import java.util.ArrayList;
import java.util.List;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.Alignment;
import dev.outputguard.align.Coercion;
import dev.outputguard.align.SchemaAligner;
import dev.outputguard.contract.Needs;
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
    SchemaAligner aligner;

    @Inject
    Limits limits;

    @Funq("extract-json")
    public Response extractJson(Request request) {
        Mode mode = request.mode() == null ? Mode.STRICT : request.mode();
        Accept accept = request.accept() == null ? Accept.OBJECT : request.accept();
        CompiledSchema schema = SchemaField.compile(schemas, request.schema());
        boolean coerce = schema != null && Boolean.TRUE.equals(request.coerce());
        return switch (extractor.extract(request.text(), mode, accept)) {
            case Extraction.Found f -> found(request.text(), mode, f, schema, coerce, WorkBudget.of(limits));
            case Extraction.Failed f -> new Response(false, null, null, null, null, null, null, null, null, null, null,
                    null, null, f.error(), null, null);
        };
    }

    /** {@code budget}: the request's work budget, which the schema check and the alignment spend. */
    private Response found(String text, Mode mode, Extraction.Found f, CompiledSchema schema, boolean coerce,
            WorkBudget budget) {
        // The extractor's list makes each value as it is read; the answer holds plain values (at most the limit).
        List<Repair> repairs = mode == Mode.REPAIR ? List.copyOf(f.repairs()) : null;
        Integer omitted = f.repairsOmitted() > 0 ? f.repairsOmitted() : null;
        List<DuplicateKey> duplicates = f.duplicateKeys().isEmpty() ? null : f.duplicateKeys();
        Integer duplicatesOmitted = f.duplicateKeysOmitted() > 0 ? f.duplicateKeysOmitted() : null;
        List<String> warnings = warnings(text, f);
        JsonNode json = f.json();
        List<Coercion> coercions = null;
        Integer coercionsOmitted = null;
        SchemaCheck check;
        if (!coerce) {
            check = schema == null ? SchemaCheck.CONFORMS : schema.check(json, budget);
        } else {
            switch (aligner.align(json, schema, budget)) {
                case Alignment.Conforms c -> check = SchemaCheck.CONFORMS;
                case Alignment.Aligned a -> {
                    check = SchemaCheck.CONFORMS;
                    json = a.value();
                    coercions = a.coercions();
                    coercionsOmitted = a.coercionsOmitted() > 0 ? a.coercionsOmitted() : null;
                }
                case Alignment.Refused r -> {
                    check = r.check();
                    warnings = refusalWarning(warnings, r);
                }
            }
        }
        if (check.conforms()) {
            return new Response(true, json, f.source(), f.start(), f.end(), repairs, omitted, coercions, coercionsOmitted,
                    f.enclosedBy(), duplicates, duplicatesOmitted, warnings, null, null, null);
        }
        // The value is still returned beside its violations: the caller decides what to do with it.
        TextLocation where = TextLocation.of(text, f.start());
        String kind = json.isArray() ? "array" : "object";
        ExtractError mismatch = new ExtractError(ErrorCode.SCHEMA_MISMATCH, "The JSON " + kind + " at line " + where.line()
                + ", column " + where.column() + " does not conform to the schema: " + check.summary(), f.start(),
                where.line(), where.column(), TextLocation.context(text, f.start()));
        return new Response(false, json, f.source(), f.start(), f.end(), repairs, omitted, null, null, f.enclosedBy(),
                duplicates, duplicatesOmitted, warnings, mismatch, check.violations(), check.count());
    }

    /** The warnings with one more saying why no alignment was made, when the aligner gave reasons. */
    private static List<String> refusalWarning(List<String> warnings, Alignment.Refused refused) {
        if (refused.reasons().isEmpty()) {
            return warnings;
        }
        List<String> all = warnings == null ? new ArrayList<>(1) : new ArrayList<>(warnings);
        all.add(refusalSentence(refused));
        return all;
    }

    /** One sentence for a refusal's reasons, shared by the functions that take {@code coerce}. */
    static String refusalSentence(Alignment.Refused refused) {
        return "coerce found no alignment with the schema that conforms: " + String.join("; ", refused.reasons());
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
     * {@code $schema}) the extracted value must conform to. {@code coerce}: align a value that does not conform
     * with the schema by listed coercions (needs {@code schema}).
     */
    public record Request(@Required String text, Mode mode, Accept accept, ObjectNode schema,
            @Needs("schema") Boolean coerce) implements CarriesSchema {

        /** A request without {@code coerce}. */
        public Request(String text, Mode mode, Accept accept, ObjectNode schema) {
            this(text, mode, accept, schema, null);
        }
    }

    /**
     * {@code repairs}: in repair mode, the first fixes made, at most {@link dev.outputguard.limits.Limits#maxReportedRepairs()};
     * {@code repairsOmitted}: how many more were made and not listed, present only when there are any;
     * {@code coercions}: with {@code coerce}, the changes that aligned {@code json} with the schema (at most as many
     * as repairs), {@code coercionsOmitted} counting the rest;
     * {@code duplicateKeys}: the keys an object of the value writes more than once, whose earlier values the value
     * does not hold (at most as many as repairs), {@code duplicateKeysOmitted} counting the rest.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Response(boolean ok, JsonNode json, Source source, Integer start, Integer end,
            List<Repair> repairs, Integer repairsOmitted, List<Coercion> coercions, Integer coercionsOmitted,
            Enclosure enclosedBy, List<DuplicateKey> duplicateKeys,
            Integer duplicateKeysOmitted, List<String> warnings, ExtractError error,
            List<Violation> violations, Integer violationCount) {
    }
}

package dev.outputguard.function;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.Alignment;
import dev.outputguard.align.BestFit;
import dev.outputguard.align.Coercion;
import dev.outputguard.align.CutStrings;
import dev.outputguard.align.PartialFit;
import dev.outputguard.align.SchemaAligner;
import dev.outputguard.contract.Excludes;
import dev.outputguard.contract.Needs;
import dev.outputguard.contract.Required;
import dev.outputguard.extract.Accept;
import dev.outputguard.extract.AsWritten;
import dev.outputguard.extract.DuplicateKey;
import dev.outputguard.extract.Enclosure;
import dev.outputguard.extract.ErrorCode;
import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.Partial;
import dev.outputguard.extract.PartialState;
import dev.outputguard.extract.ReplyStream;
import dev.outputguard.extract.Repair;
import dev.outputguard.extract.Source;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.observe.Logged;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.schema.SchemaCheck;
import dev.outputguard.schema.Violation;
import dev.outputguard.text.FencedText;
import dev.outputguard.text.TextLocation;
import io.quarkus.funqy.Funq;

/**
 * {@code extract-json}: the first complete JSON object (or array, as asked) in an LLM reply, checked against a
 * schema when one is sent; with {@code partial}, the value so far of a reply still being written.
 */
@Logged
public class ExtractJsonFunction {

    /** Why {@code partial} cannot go with repair mode ({@link Request}'s {@link Excludes}). */
    static final String PARTIAL_WITH_REPAIR = "a partial value is read as strict JSON, for what repair"
            + " mode makes of a text depends on what follows it; send 'mode' \"strict\" or leave it out, and"
            + " send the finished reply in repair mode without 'partial'";

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
        CompiledSchema schema = SchemaField.compile(schemas, request.schema());
        if (Boolean.TRUE.equals(request.partial())) {
            return partial(request, schema);
        }
        return whole(request, mode, schema);
    }

    /** The answer for the reply as it is: its value, found (and checked, or chosen by fit) by the rules for a finished reply. */
    private Response whole(Request request, Mode mode, CompiledSchema schema) {
        if (schema != null && Boolean.TRUE.equals(request.coerce())) {
            return bestFit(request.text(), mode, request.accept(), schema, WorkBudget.of(limits));
        }
        Accept accept = request.accept() == null ? Accept.OBJECT : request.accept();
        if (schema == null && mode == Mode.STRICT) {
            // Nothing asks for the tree: the search builds none, and the value is written from its source text.
            // A test of the type rather than a type switch, whose class the JVM would generate at the first call of
            // the default mode (extract/RangeScan#scan says why).
            Extraction extraction = extractor.extractAsWritten(request.text(), accept);
            if (extraction instanceof Extraction.Found f) {
                return answer(request.text(), mode, f, f.json(), SchemaCheck.CONFORMS, null, 0, null);
            }
            return failed((Extraction.Failed) extraction, null);
        }
        if (schema == null) {
            // A reply that is one strict JSON value is what repair mode reads unchanged: found without a tree too.
            Extraction.Found unchanged = extractor.extractUnchanged(request.text(), accept);
            if (unchanged != null) {
                return answer(request.text(), mode, unchanged, unchanged.json(), SchemaCheck.CONFORMS, null, 0, null);
            }
        }
        return switch (extractor.extract(request.text(), mode, accept)) {
            case Extraction.Found f when schema == null ->
                // Nothing asks for the tree: the value is written from its source text where that gives its bytes.
                answer(request.text(), mode, f, AsWritten.of(f, request.text()), SchemaCheck.CONFORMS, null, 0, null);
            case Extraction.Found f -> answer(request.text(), mode, f, f.json(), checked(f.json(), schema), null, 0, null);
            case Extraction.Failed f -> failed(f, null);
        };
    }

    /**
     * {@code json} checked against {@code schema}; one that conforms only by where the reply's end cut off a string
     * ({@link CutStrings}) does not.
     */
    private SchemaCheck checked(JsonNode json, CompiledSchema schema) {
        WorkBudget budget = WorkBudget.of(limits);
        SchemaCheck check = schema.check(json, budget);
        return check.conforms() ? CutStrings.check(json, schema, "", budget) : check;
    }

    /**
     * With {@code coerce}: the reply's candidate that fits the schema best, looked for as the schema's root says
     * when no {@code accept} is sent; {@code budget}, the request's, spent by every check and alignment.
     */
    private Response bestFit(String text, Mode mode, Accept sent, CompiledSchema schema, WorkBudget budget) {
        Accept accept = sent != null ? sent : BestFit.lookFor(schema);
        return switch (new BestFit(extractor, aligner).choose(FencedText.of(text), mode, accept, schema, budget)) {
            case BestFit.Chosen c -> answer(text, mode, c.found(), c.json(), SchemaCheck.CONFORMS, c.coercions(),
                    c.coercionsOmitted(), c.passedOver());
            case BestFit.NoFit n when n.closest() instanceof Extraction.Found f -> {
                List<String> more = new ArrayList<>();
                if (!n.refused().reasons().isEmpty()) {
                    more.add(refusalSentence(n.refused()));
                }
                more.addAll(n.passedOver());
                yield answer(text, mode, f, f.json(), n.refused().check(), null, 0, more);
            }
            case BestFit.Ambiguous a -> refused(a.error(text), a.passedOver());
            case BestFit.TakenBack t -> refused(t.error(text), t.passedOver());
            case BestFit.NoFit n -> failed((Extraction.Failed) n.closest(), n.passedOver());
        };
    }

    /**
     * {@code partial}: the value so far of a reply still being written (docs/extract-json.md, "Partial values"). A
     * value complete in the text so far is answered as it would be without {@code partial}; the candidate the text
     * ends inside is shown as far as it is written, with the state of each place, aligned as far as it goes with
     * {@code coerce}, and doomed when a place already written can no longer conform to the schema.
     */
    private Response partial(Request request, CompiledSchema schema) {
        String text = request.text();
        boolean coerce = schema != null && Boolean.TRUE.equals(request.coerce());
        Accept accept = request.accept() != null ? request.accept() : coerce ? BestFit.lookFor(schema) : Accept.OBJECT;
        ReplyStream stream = extractor.stream(accept).append(text);
        Partial p = stream.partial();
        if (p == null || (p.complete() && !p.json().isContainerNode())) {
            return failed(stream.noValue(), null);
        }
        FencedText fenced = coerce ? FencedText.of(text) : null;
        if (p.complete() || (coerce && !(new BestFit(extractor, aligner).choose(fenced, Mode.STRICT, accept,
                schema, WorkBudget.of(limits)) instanceof BestFit.NoFit))) {
            Response whole = whole(request, Mode.STRICT, schema);
            // A value read from the reply's words, or a JSON scalar, may go on with the reply: none is shown yet.
            return whole.json() != null && !whole.json().isContainerNode() ? failed(stream.noValue(), null)
                    : whole.withStates(Map.of("", PartialState.COMPLETE), null);
        }
        Map<String, PartialState> states = p.states();
        if (schema == null) {
            return new Response(true, p.json(), p.source(), p.start(), null, null, null, null, null, null, null, null,
                    null, null, null, null, states, null);
        }
        BestFit.Lead lead = coerce ? BestFit.leadOfAValueBeingWritten(fenced, p.source(), p.start(), schema) : null;
        if (lead != null) {
            return notShown(text, p, lead, stream);
        }
        PartialFit.Fitted fit = new PartialFit(aligner, schema, coerce, limits.maxReportedRepairs()).fit(p, WorkBudget.of(limits));
        if (fit.doomed()) {
            TextLocation where = TextLocation.of(text, p.start());
            ExtractError doomed = new ExtractError(ErrorCode.SCHEMA_MISMATCH, "The JSON " + (p.json().isArray() ? "array"
                    : "object") + " at line " + where.line() + ", column " + where.column() + ", still being written, can"
                    + " no longer conform to the schema: " + fit.doom().summary(), p.start(), where.line(), where.column(),
                    TextLocation.context(text, p.start()));
            return new Response(false, p.json(), p.source(), p.start(), null, null, null, null, null, null, null, null,
                    null, doomed, fit.doom().violations(), fit.doom().count(), fit.states(), true);
        }
        boolean listed = !fit.coercions().isEmpty();
        return new Response(true, fit.json(), p.source(), p.start(), null, null, null, listed ? fit.coercions() : null,
                listed && fit.coercionsOmitted() > 0 ? fit.coercionsOmitted() : null, null, null, null, null, null, null,
                null, fit.states(), null);
    }

    /**
     * {@code partial} with {@code coerce}, a value still being written whose words before it do not keep it: nothing
     * of it is shown. A template's or an example's the finished reply passes over, so the answer is the text so far
     * without it; one the words take back the finished reply refuses, so the answer is that refusal.
     */
    private static Response notShown(String text, Partial p, BestFit.Lead lead, ReplyStream stream) {
        TextLocation value = TextLocation.of(text, p.start());
        String what = (p.json().isArray() ? "the array" : "the object") + " at line " + value.line() + ", column "
                + value.column() + ", still being written,";
        if (lead.template() != null) {
            return failed(stream.noValue(), List.of("passed over " + what + " for now: " + lead.why()));
        }
        TextLocation at = TextLocation.of(text, lead.at());
        return refused(new ExtractError(ErrorCode.AMBIGUOUS, "The reply takes back the value it is writing: " + what
                + " " + lead.why() + ". A value the reply does not assert plainly is not shown, nor answered once"
                + " finished; ask the model again for one value", lead.at(), at.line(), at.column(),
                TextLocation.context(text, lead.at())), List.of());
    }

    /**
     * Two values fit and differ, or the one that fits is taken back: nothing is answered, and the error says where
     * and what to do.
     */
    private static Response refused(ExtractError error, List<String> passedOver) {
        return new Response(false, null, null, null, null, null, null, null, null, null, null, null,
                passedOver.isEmpty() ? null : passedOver, error, null, null);
    }

    private static Response failed(Extraction.Failed failed, List<String> warnings) {
        return new Response(false, null, null, null, null, null, null, null, null, null, null, null,
                warnings == null || warnings.isEmpty() ? null : warnings, failed.error(), null, null);
    }

    /**
     * The answer for the value found at {@code f}: {@code json} as it conforms (aligned by {@code coercions}), or as
     * it is beside the violations of {@code check}; {@code more}: warnings after those the value's place gives.
     */
    private static Response answer(String text, Mode mode, Extraction.Found f, JsonNode json, SchemaCheck check,
            List<Coercion> coercions, int coercionsOmitted, List<String> more) {
        // The extractor's list makes each value as it is read; the answer holds plain values (at most the limit).
        List<Repair> repairs = mode == Mode.REPAIR ? List.copyOf(f.repairs()) : null;
        Integer omitted = f.repairsOmitted() > 0 ? f.repairsOmitted() : null;
        List<DuplicateKey> duplicates = f.duplicateKeys().isEmpty() ? null : f.duplicateKeys();
        Integer duplicatesOmitted = f.duplicateKeysOmitted() > 0 ? f.duplicateKeysOmitted() : null;
        List<String> warnings = warnings(text, f);
        if (more != null && !more.isEmpty()) {
            warnings = warnings == null ? new ArrayList<>(more.size()) : warnings;
            warnings.addAll(more);
        }
        if (check.conforms()) {
            boolean listed = coercions != null && !coercions.isEmpty();
            return new Response(true, json, f.source(), f.start(), f.end(), repairs, omitted, listed ? coercions : null,
                    listed && coercionsOmitted > 0 ? coercionsOmitted : null, f.enclosedBy(), duplicates,
                    duplicatesOmitted, warnings, null, null, null);
        }
        // The value is still returned beside its violations: the caller decides what to do with it.
        TextLocation where = TextLocation.of(text, f.start());
        String kind = json.isArray() ? "array" : json.isObject() ? "object" : "value";
        ExtractError mismatch = new ExtractError(ErrorCode.SCHEMA_MISMATCH, "The JSON " + kind + " at line " + where.line()
                + ", column " + where.column() + " does not conform to the schema: " + check.summary(), f.start(),
                where.line(), where.column(), TextLocation.context(text, f.start()));
        return new Response(false, json, f.source(), f.start(), f.end(), repairs, omitted, null, null, f.enclosedBy(),
                duplicates, duplicatesOmitted, warnings, mismatch, check.violations(), check.count());
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
     * with the schema by listed coercions (needs {@code schema}). {@code partial}: the reply is still being written;
     * answer its value so far (strict mode only).
     */
    public record Request(@Required String text, Mode mode, Accept accept, ObjectNode schema,
            @Needs("schema") Boolean coerce,
            @Excludes(field = "mode", value = "repair", why = PARTIAL_WITH_REPAIR) Boolean partial)
            implements CarriesSchema {

        /** A request without {@code coerce}. */
        public Request(String text, Mode mode, Accept accept, ObjectNode schema) {
            this(text, mode, accept, schema, null, null);
        }

        /** A request for a finished reply. */
        public Request(String text, Mode mode, Accept accept, ObjectNode schema, Boolean coerce) {
            this(text, mode, accept, schema, coerce, null);
        }
    }

    /**
     * {@code repairs}: in repair mode, the first fixes made, at most {@link dev.outputguard.limits.Limits#maxReportedRepairs()};
     * {@code repairsOmitted}: how many more were made and not listed, present only when there are any;
     * {@code coercions}: with {@code coerce}, the changes that aligned {@code json} with the schema (at most as many
     * as repairs), {@code coercionsOmitted} counting the rest;
     * {@code duplicateKeys}: the keys an object of the value writes more than once, whose earlier values the value
     * does not hold (at most as many as repairs), {@code duplicateKeysOmitted} counting the rest;
     * {@code states}: with {@code partial}, the state of each place of {@code json} not complete, the value's own
     * ({@code ""}) first and always there; {@code doomed}: with {@code partial} and a schema, true when a place
     * already written can no longer conform (the answer's error and violations say which).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Response(boolean ok, JsonNode json, Source source, Integer start, Integer end,
            List<Repair> repairs, Integer repairsOmitted, List<Coercion> coercions, Integer coercionsOmitted,
            Enclosure enclosedBy, List<DuplicateKey> duplicateKeys,
            Integer duplicateKeysOmitted, List<String> warnings, ExtractError error,
            List<Violation> violations, Integer violationCount, Map<String, PartialState> states, Boolean doomed) {

        /** An answer without {@code partial}. */
        public Response(boolean ok, JsonNode json, Source source, Integer start, Integer end, List<Repair> repairs,
                Integer repairsOmitted, List<Coercion> coercions, Integer coercionsOmitted, Enclosure enclosedBy,
                List<DuplicateKey> duplicateKeys, Integer duplicateKeysOmitted, List<String> warnings, ExtractError error,
                List<Violation> violations, Integer violationCount) {
            this(ok, json, source, start, end, repairs, repairsOmitted, coercions, coercionsOmitted, enclosedBy,
                    duplicateKeys, duplicateKeysOmitted, warnings, error, violations, violationCount, null, null);
        }

        Response withStates(Map<String, PartialState> states, Boolean doomed) {
            return new Response(ok, json, source, start, end, repairs, repairsOmitted, coercions, coercionsOmitted,
                    enclosedBy, duplicateKeys, duplicateKeysOmitted, warnings, error, violations, violationCount, states,
                    doomed);
        }
    }
}

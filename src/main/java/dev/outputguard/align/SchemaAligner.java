package dev.outputguard.align;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.SchemaCheck;
import dev.outputguard.text.Echo;

/**
 * {@code coerce}: the data a model meant, in the shape its schema asks (docs/extract-json.md, "Aligning to the
 * schema"). A value that does not conform is aligned by listed {@link Coercion}s, each made only where the value
 * violates the schema and only by the rules of its {@link CoercionKind}; the aligned value is then checked by the
 * validator, and only one that conforms is returned. Anything this reading of the schema does not follow, and
 * any place that could be aligned two ways, is refused: a refusal is always better than a confidently wrong value.
 *
 * <p>Immutable and thread-safe; each call walks the value once per alternative weighed, on the request's
 * {@link WorkBudget}: the one budget its schema checks spend ({@value Limits#MAX_SCHEMA_WORK_SETTING}).
 */
public final class SchemaAligner {

    private final int maxListed;
    private final int maxGrowth;
    private final ObjectMapper strings;

    /**
     * @param limits gives the coercions one answer lists ({@link Limits#maxReportedRepairs()}) and how deep JSON
     *               read from a string may nest ({@link Limits#maxNestingDepth()})
     */
    public SchemaAligner(Limits limits) {
        this.maxListed = limits.maxReportedRepairs();
        this.maxGrowth = limits.maxCoerceGrowth();
        // JSON written inside a string is read as strictly as a request: exact numbers, no key twice.
        JsonFactory factory = JsonFactory.builder()
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(limits.maxNestingDepth())
                        .maxNumberLength(Limits.MAX_NUMBER_CHARS).build())
                .build();
        this.strings = JsonMapper.builder(factory)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
                .build();
    }

    /**
     * {@code value} aligned with {@code schema} on a work budget of its own, as if it were a request of its own
     * (tests, benchmarks); a function aligns on its request's budget ({@link #align(JsonNode, CompiledSchema,
     * WorkBudget)}).
     */
    public Alignment align(JsonNode value, CompiledSchema schema) {
        return align(value, schema, WorkBudget.of(Limits.DEFAULT_MAX_SCHEMA_WORK));
    }

    /**
     * {@code value} aligned with {@code schema}: as it is, aligned, or refused with its violations. The alignment
     * spends {@code work}, the request's budget, on every schema check it makes and every step of its own; once it
     * is spent the alignment stops with a refusal that names the budget and its setting.
     */
    public Alignment align(JsonNode value, CompiledSchema schema, WorkBudget work) {
        return align(value, schema, "", work);
    }

    /**
     * {@code value} aligned with the subschema at {@code schemaPointer} (a JSON Pointer into the schema, {@code ""}
     * the whole), as {@link #align(JsonNode, CompiledSchema, WorkBudget)} aligns a value with the whole schema: for a
     * place of a larger value that this subschema describes whatever else the value holds (a member of a value still
     * being written, whose other members have not arrived). The coercions' pointers and the refusal's violations are
     * places in {@code value}.
     */
    /** A value that conforms as written, unless what stands beside its data takes it back. */
    private Alignment besideConforming(JsonNode value, CompiledSchema schema, String schemaPointer, Walk walk,
            WorkBudget work) {
        return walk.takenBackBeside(value, schemaPointer) ? refused(value, schema, schemaPointer, walk, work)
                : new Alignment.Conforms();
    }

    public Alignment align(JsonNode value, CompiledSchema schema, String schemaPointer, WorkBudget work) {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(schemaPointer, "schemaPointer");
        Objects.requireNonNull(work, "work");
        Walk walk = new Walk(schema, work, strings, value, maxGrowth);
        List<String> failing;
        try {
            failing = schema.failingPaths(schemaPointer, value, work);
        } catch (WorkBudget.Spent e) {
            walk.note(STOPPED + e.getMessage());
            return refused(value, schema, schemaPointer, walk, work);
        }
        boolean conforms = failing.isEmpty();
        if (conforms) {
            Alignment cut = cutOff(value, schema, schemaPointer, walk, work);
            if (cut != null) {
                return cut;
            }
        }
        Changes changes;
        JsonNode aligned;
        try {
            if (conforms && !walk.hasWholeDecimal(value)) {
                return besideConforming(value, schema, schemaPointer, walk, work);
            }
            Walk.Result result = conforms ? Walk.Result.same(value)
                    : walk.align(value, schemaPointer, Dirt.of(failing), 0, "");
            if (result == null) {
                return refused(value, schema, schemaPointer, walk, work);
            }
            Walk.Result whole = walk.wholeNumbers(result.value(), schemaPointer);
            aligned = whole.value();
            changes = new Changes.Builder().add(result.changes()).add(whole.changes()).build();
        } catch (WorkBudget.Spent | Walk.TooLarge e) {
            // A value that conforms is answered as written: only a coercion could have made it larger.
            walk.note(STOPPED + e.getMessage());
            return conforms ? new Alignment.Conforms() : refused(value, schema, schemaPointer, walk, work);
        } catch (StackOverflowError e) {
            walk.note("the value is nested too deeply to align with this schema");
            return conforms ? new Alignment.Conforms() : refused(value, schema, schemaPointer, walk, work);
        }
        // The walk knows the whole schema accepted the value it picked at the root; a part is checked again.
        boolean verified = schemaPointer.isEmpty() && walk.verified(aligned);
        if (changes.isEmpty() || !verified && !schema.check(schemaPointer, aligned, work).conforms()) {
            if (!conforms) {
                return refused(value, schema, schemaPointer, walk, work);
            }
            // It conforms as written (a whole number written with a decimal point left as it is): what stands beside
            // its data is read as for any value that conforms, and a reading cut short answers it as that one does.
            try {
                return besideConforming(value, schema, schemaPointer, walk, work);
            } catch (WorkBudget.Spent | StackOverflowError e) {
                walk.note(STOPPED + "the value is too large or nested too deeply to read beside its data");
                return new Alignment.Conforms();
            }
        }
        try {
            if (walk.takenBackBeside(aligned, schemaPointer)) {
                return refused(value, schema, schemaPointer, walk, work);
            }
        } catch (WorkBudget.Spent | StackOverflowError e) {
            walk.note(STOPPED + "the value is too large or nested too deeply to read beside its data");
            return refused(value, schema, schemaPointer, walk, work);
        }
        Alignment cut = cutOff(aligned, schema, schemaPointer, walk, work);
        if (cut != null) {
            return cut;
        }
        List<Coercion> listed = changes.flatten(maxListed);
        return new Alignment.Aligned(aligned, listed, changes.count - listed.size());
    }

    /**
     * A refusal of {@code value}, which conforms, when it holds a string the reply's end cut off where the schema's
     * verdict turns on how the string ends ({@link CutStrings}); null when it holds none such.
     */
    private static Alignment cutOff(JsonNode value, CompiledSchema schema, String schemaPointer, Walk walk,
            WorkBudget work) {
        SchemaCheck cut = CutStrings.check(value, schema, schemaPointer, work);
        if (cut.conforms()) {
            return null;
        }
        walk.note("at " + Echo.quote(cut.violations().get(0).path()) + ": " + cut.violations().get(0).message());
        return new Alignment.Refused(cut, walk.reasons());
    }

    /**
     * {@code text} read as one JSON scalar (a number, a string, a boolean, null), exactly and strictly as JSON
     * written inside a string is read; null when it is anything else.
     */
    JsonNode readScalar(String text) {
        try {
            JsonNode read = strings.readTree(text);
            return read != null && read.isValueNode() ? read : null;
        } catch (com.fasterxml.jackson.core.JacksonException | NumberFormatException e) {
            // A number whose exponent no decimal can hold (4443E4444444844) fails as a NumberFormatException.
            return null;
        }
    }

    /** How a refusal says that the request's work budget stopped the alignment; its message follows. */
    private static final String STOPPED = "the alignment stopped: ";

    private static Alignment refused(JsonNode value, CompiledSchema schema, String schemaPointer, Walk walk,
            WorkBudget work) {
        SchemaCheck check = schema.check(schemaPointer, value, work);
        return new Alignment.Refused(check, walk.reasons());
    }
}

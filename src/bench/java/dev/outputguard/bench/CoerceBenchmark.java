package dev.outputguard.bench;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.Alignment;
import dev.outputguard.align.SchemaAligner;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.schema.SchemaCheck;

/**
 * What {@code coerce} costs per reply, as a schema-aligned parser is measured: a typical short reply that deviates
 * from its schema's shape (a fence around a {@code {"result": …}} wrapper, a key in another case, a price with a
 * currency sign, a quantity as text, a verdict in Markdown, one tag where a list is wanted, a note the schema
 * forbids) read out of the text and aligned; beside it the same reply read and only checked (coerce off), the
 * alignment alone on the read value, and a reply that conforms read and aligned (the cost of coerce when there
 * is nothing to change). The schema is taken from the cache by content, as each request does. The alignment's
 * many small methods take the JIT about four seconds to settle, so it warms up five iterations.
 *
 * <p>{@code java -jar target/benchmarks.jar CoerceBenchmark -f 1 -wi 5 -i 8 -w 1s -r 1s}
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 8, time = 1)
public class CoerceBenchmark {

    static final String SCHEMA = """
            {"type": "object", "required": ["title", "items", "verdict"], "additionalProperties": false,
             "properties": {"title": {"type": "string"},
                            "items": {"type": "array", "minItems": 1, "items": {"type": "object",
                                      "required": ["name", "price", "qty"],
                                      "properties": {"name": {"type": "string"}, "price": {"type": "number", "minimum": 0},
                                                     "qty": {"type": "integer", "minimum": 1}}}},
                            "verdict": {"enum": ["approved", "rejected"]},
                            "tags": {"type": "array", "items": {"type": "string"}}}}""";

    static final String DEVIATING = """
            Sure! Here is the order:
            ```json
            {"result": {"Title": "Q3 supplies", "items": [{"name": "pen", "price": "$1.50", "qty": "10"},
             {"name": "desk", "price": 249, "qty": 1}], "verdict": "**Approved**", "tags": "office", "note": "VAT excluded"}}
            ```""";

    static final String CONFORMING = """
            Sure! Here is the order:
            ```json
            {"title": "Q3 supplies", "items": [{"name": "pen", "price": 1.50, "qty": 10},
             {"name": "desk", "price": 249, "qty": 1}], "verdict": "approved", "tags": ["office"]}
            ```""";

    /** A schema open to members beside its data, and a note beside the data naming its value 20,000 times on one line. */
    static final String OPEN_SCHEMA = "{\"type\": \"object\", \"required\": [\"verdict\"],"
            + " \"properties\": {\"verdict\": {\"enum\": [\"approved\", \"rejected\"]}}}";
    static final String LONG_NOTE = "{\"verdict\": \"approved\", \"note\": \"" + "approved ".repeat(20_000) + "\"}";

    private final JsonExtractor extractor = new JsonExtractor();
    private final JsonSchemas schemas = new JsonSchemas(Limits.DEFAULT);
    private final SchemaAligner aligner = new SchemaAligner(Limits.DEFAULT);
    private ObjectNode schemaNode;
    private JsonNode deviating;
    private ObjectNode openSchema;
    private JsonNode longNote;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        schemaNode = (ObjectNode) new ObjectMapper().readTree(SCHEMA);
        deviating = ((Extraction.Found) extractor.extract(DEVIATING, Mode.STRICT)).json();
        CoreInputs.check(aligner.align(deviating, schemas.compile(schemaNode)) instanceof Alignment.Aligned a
                && a.coercions().size() == 7, "the deviating reply aligns with seven coercions");
        CoreInputs.check(aligner.align(((Extraction.Found) extractor.extract(CONFORMING, Mode.STRICT)).json(),
                schemas.compile(schemaNode)) instanceof Alignment.Conforms, "the conforming reply conforms");
        openSchema = (ObjectNode) new ObjectMapper().readTree(OPEN_SCHEMA);
        longNote = new ObjectMapper().readTree(LONG_NOTE);
        CoreInputs.check(aligner.align(longNote, schemas.compile(openSchema)) instanceof Alignment.Refused,
                "the data beside a note naming it at more places than are read is refused");
    }

    /**
     * A note beside the data (180 KB on one line) that names its value at 20,000 places: each place is read back a
     * bounded stretch of its clause, and past {@code Assertion.NOTE_PLACES} of them the note is read no further.
     */
    @Benchmark
    public Alignment longNoteBesideTheData() {
        return aligner.align(longNote, schemas.compile(openSchema));
    }

    /** The per-case figure: text in, aligned value out. */
    @Benchmark
    public Alignment extractAndAlign() {
        return aligner.align(((Extraction.Found) extractor.extract(DEVIATING, Mode.STRICT)).json(), schemas.compile(schemaNode));
    }

    @Benchmark
    public SchemaCheck extractAndCheck() {
        return schemas.compile(schemaNode).check(((Extraction.Found) extractor.extract(DEVIATING, Mode.STRICT)).json(),
                WorkBudget.of(Limits.DEFAULT));
    }

    @Benchmark
    public Alignment alignOnly() {
        return aligner.align(deviating, schemas.compile(schemaNode));
    }

    @Benchmark
    public Alignment extractAndAlignConforming() {
        return aligner.align(((Extraction.Found) extractor.extract(CONFORMING, Mode.STRICT)).json(), schemas.compile(schemaNode));
    }
}

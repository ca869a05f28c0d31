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

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.WorkBudget;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.schema.SchemaCheck;

/**
 * What a {@code schema} adds to extract-json: a ~10 KB reply (prose around an object of ~110 items), extracted
 * alone, then extracted and checked against a schema that constrains every item (types, required, minimum,
 * pattern, enum), the schema taken from the cache by content as each request does. Beside them: the check
 * alone on the extracted tree, and a schema compiled afresh (its first request).
 *
 * <p>{@code java -jar target/benchmarks.jar SchemaCheckBenchmark -f 1 -wi 3 -i 5 -w 1s -r 1s}
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class SchemaCheckBenchmark {

    static final String SCHEMA = """
            {"type": "object", "required": ["items"], "additionalProperties": false,
             "properties": {"items": {"type": "array", "minItems": 1, "items": {
               "type": "object", "required": ["id", "name", "price", "ok", "tags"], "additionalProperties": false,
               "properties": {"id": {"type": "integer", "minimum": 0},
                              "name": {"type": "string", "pattern": "^item \\\\{[0-9]+\\\\}$", "maxLength": 40},
                              "price": {"type": "number", "minimum": 0},
                              "ok": {"type": "boolean"},
                              "tags": {"type": "array", "items": {"enum": ["a", "b", "c"]}, "uniqueItems": true}}}}}}""";

    private final JsonExtractor extractor = new JsonExtractor();
    private final JsonSchemas schemas = new JsonSchemas(Limits.DEFAULT);
    private final JsonSchemas uncached = new JsonSchemas(Limits.builder().schemaCacheSize(0).build());
    private ObjectNode schemaNode;
    private CompiledSchema compiled;
    private String reply10k;
    private ObjectNode extracted;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        StringBuilder json = new StringBuilder("{\"items\": [");
        for (int i = 0; json.length() < 10_000 - 2; i++) {
            json.append(i == 0 ? "" : ", ").append("{\"id\": ").append(i).append(", \"name\": \"item {").append(i)
                    .append("}\", \"price\": ").append(i).append(".25, \"ok\": true, \"tags\": [\"a\", \"b\"]}");
        }
        reply10k = "Sure! Here is the JSON you asked for:\n\n" + json.append("]}") + "\n\nLet me know if you need anything else.";
        schemaNode = (ObjectNode) new ObjectMapper().readTree(SCHEMA);
        compiled = schemas.compile(schemaNode);
        extracted = ((Extraction.Found) extractor.extract(reply10k, Mode.STRICT)).object();
        CoreInputs.check(compiled.check(extracted, WorkBudget.of(Limits.DEFAULT)).conforms(), "the 10 KB object conforms");
        ObjectNode broken = extracted.deepCopy();
        ((ObjectNode) broken.get("items").get(3)).put("price", "free");
        CoreInputs.check(compiled.check(broken, WorkBudget.of(Limits.DEFAULT)).count() == 1, "a wrong price is one violation");
    }

    @Benchmark
    public Extraction extractOnly10k() {
        return extractor.extract(reply10k, Mode.STRICT);
    }

    @Benchmark
    public SchemaCheck extractAndCheck10k() {
        CompiledSchema schema = schemas.compile(schemaNode); // the cache, by content, as every request
        return schema.check(((Extraction.Found) extractor.extract(reply10k, Mode.STRICT)).json(), WorkBudget.of(Limits.DEFAULT));
    }

    @Benchmark
    public SchemaCheck checkOnly10k() {
        return compiled.check(extracted, WorkBudget.of(Limits.DEFAULT));
    }

    @Benchmark
    public CompiledSchema compileUncached() {
        return uncached.compile(schemaNode);
    }
}

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

import dev.outputguard.extract.Accept;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;

/**
 * extract-json in-process: a ~10 KB and a 10 MB reply (prose around the object) against Jackson's
 * {@code readTree} of the same clean object, the hostile shapes (10 MB of one character or one failing fragment repeated) in both modes, and repair mode.
 *
 * <p>{@code java -jar target/benchmarks.jar ExtractJsonBenchmark -f 1 -wi 2 -i 3 -w 1s -r 1s}
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class ExtractJsonBenchmark {

    private static final int TEN_MB = 10_000_000;

    private final JsonExtractor extractor = new JsonExtractor();
    private final ObjectMapper jackson = new ObjectMapper();

    private String clean10k;
    private String reply10k;
    private String broken10k;

    /**
     * The 10 MB inputs, built (and their outcomes checked) only in the forks of the benchmarks that take them: a
     * 10 KB row's fork never parses 10 MB, so the JIT compiles the parser there from 10 KB replies alone, as a
     * service answering such replies would. (Parsing the 10 MB inputs first left each 10 KB row measuring code
     * shaped by that history.)
     */
    @State(Scope.Benchmark)
    public static class TenMegabytes {
        private final JsonExtractor extractor = new JsonExtractor();
        String clean10m;
        String reply10m;
        String truncated10m;
        String braces10m;
        String quotes10m;
        String openKeys10m;
        String repeatedX10m;
        String nestedFailure10m;
        String duplicateKeys10m;

        @Setup(Level.Trial)
        public void setUp() {
            clean10m = object(TEN_MB);
            reply10m = "Here is the full catalogue:\n" + clean10m + "\nThat is all.";
            truncated10m = clean10m.substring(0, clean10m.length() - 1_000);
            braces10m = "{".repeat(TEN_MB);
            quotes10m = "\"".repeat(TEN_MB);
            openKeys10m = "{\"a\":".repeat(TEN_MB / 5);
            repeatedX10m = "{\"a\":1 x".repeat(TEN_MB / 8);
            nestedFailure10m = "{\"a\":".repeat(999) + "[" + "1,".repeat(TEN_MB / 2) + "x";
            duplicateKeys10m = "{" + "\"a\":1,".repeat(TEN_MB / 6) + "\"a\":2}";
            // Each benchmark measures what its name says: check the outcome once.
            CoreInputs.check(extractor.extract(reply10m, Mode.STRICT) instanceof Extraction.Found, "strict 10m");
            CoreInputs.check(extractor.extract(truncated10m, Mode.REPAIR) instanceof Extraction.Found, "repair truncated 10m");
            CoreInputs.check(extractor.extract(nestedFailure10m, Mode.STRICT) instanceof Extraction.Failed, "nested failure");
            CoreInputs.check(extractor.extractAsWritten(nestedFailure10m, Accept.OBJECT).equals(extractor.extract(nestedFailure10m, Mode.STRICT)),
                    "nested failure, the same without a tree");
            CoreInputs.check(extractor.extract(duplicateKeys10m, Mode.STRICT) instanceof Extraction.Found f
                    && f.duplicateKeys().size() + f.duplicateKeysOmitted() == TEN_MB / 6, "every repeated key counted");
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        clean10k = object(10_000);
        reply10k = "Sure! Here is the JSON you asked for:\n\n" + clean10k + "\n\nLet me know if you need anything else.";
        // What a model breaks, in every item (single quotes, bare key, Python literal, trailing commas,
        // a comment), in a fence, and cut off before the end.
        String broken = clean10k.replace("{\"id\"", "{'id'").replace("\"name\"", "name").replace("\"ok\": true", "\"ok\": True")
                .replace("\"b\"]}", "\"b\",], # item\n}");
        broken10k = "```json\n" + broken.substring(0, broken.length() - 40);
        // Each benchmark measures what its name says: check the outcome once.
        CoreInputs.check(extractor.extract(reply10k, Mode.STRICT) instanceof Extraction.Found, "strict 10k");
        int items = ((Extraction.Found) extractor.extract(reply10k, Mode.STRICT)).json().get("items").size();
        CoreInputs.check(extractor.extract(broken10k, Mode.REPAIR) instanceof Extraction.Found f
                && f.json().get("items").size() == items, "repair 10k repairs every item");
        CoreInputs.check(extractor.extract(broken10k, Mode.STRICT) instanceof Extraction.Failed, "strict on broken 10k");
    }

    /** An object of records (strings, integers, decimals, booleans, arrays) of about {@code size} characters. */
    static String object(int size) {
        StringBuilder json = new StringBuilder("{\"items\": [");
        for (int i = 0; json.length() < size - 2; i++) {
            json.append(i == 0 ? "" : ", ").append("{\"id\": ").append(i).append(", \"name\": \"item {").append(i)
                    .append("}\", \"price\": ").append(i).append(".25, \"ok\": true, \"tags\": [\"a\", \"b\"]}");
        }
        return json.append("]}").toString();
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Extraction strict10k() {
        return extractor.extract(reply10k, Mode.STRICT);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public JsonNode jacksonReadTree10k() throws Exception {
        return jackson.readTree(clean10k);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Extraction repair10k() {
        return extractor.extract(broken10k, Mode.REPAIR);
    }

    /** Repair mode on the valid 10 KB reply: what reading in repair mode costs when nothing is broken. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Extraction repairValid10k() {
        return extractor.extract(reply10k, Mode.REPAIR);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction strict10m(TenMegabytes m) {
        return extractor.extract(m.reply10m, Mode.STRICT);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public JsonNode jacksonReadTree10m(TenMegabytes m) throws Exception {
        return jackson.readTree(m.clean10m);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction repairTruncated10m(TenMegabytes m) {
        return extractor.extract(m.truncated10m, Mode.REPAIR);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction hostileBraces10m(TenMegabytes m) {
        return extractor.extract(m.braces10m, Mode.STRICT);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction hostileQuotes10m(TenMegabytes m) {
        return extractor.extract(m.quotes10m, Mode.STRICT);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction hostileOpenKeys10m(TenMegabytes m) {
        return extractor.extract(m.openKeys10m, Mode.STRICT);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction hostileBracesRepair10m(TenMegabytes m) {
        return extractor.extract(m.braces10m, Mode.REPAIR);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction hostileQuotesRepair10m(TenMegabytes m) {
        return extractor.extract(m.quotes10m, Mode.REPAIR);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction hostileOpenKeysRepair10m(TenMegabytes m) {
        return extractor.extract(m.openKeys10m, Mode.REPAIR);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction hostileRepeatedFailure10m(TenMegabytes m) {
        return extractor.extract(m.repeatedX10m, Mode.STRICT);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction hostileRepeatedFailureRepair10m(TenMegabytes m) {
        return extractor.extract(m.repeatedX10m, Mode.REPAIR);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction hostileNestedFailure10m(TenMegabytes m) {
        return extractor.extract(m.nestedFailure10m, Mode.STRICT);
    }

    /**
     * The same, searched as extract-json searches in strict mode without a schema: without a tree, the answer (here
     * the failure) written from the text ({@link JsonExtractor#extractAsWritten}).
     */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction hostileNestedFailureAsWritten10m(TenMegabytes m) {
        return extractor.extractAsWritten(m.nestedFailure10m, Accept.OBJECT);
    }

    /** One object writing one key 1.7 million times: every repeat recorded, the first listed, the rest counted. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Extraction hostileDuplicateKeys10m(TenMegabytes m) {
        return extractor.extract(m.duplicateKeys10m, Mode.STRICT);
    }

    /** Jackson's {@code readTree} of the same text (it keeps the last value and says nothing). */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public JsonNode jacksonReadTreeDuplicateKeys10m(TenMegabytes m) throws Exception {
        return jackson.readTree(m.duplicateKeys10m);
    }
}

package dev.outputguard.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;

/**
 * The project's repair table ({@code src/test/resources/repair/cases.json}, run from the repository root or
 * chosen with {@code -p table=...}) through repair mode: one op is one pass over every case.
 * bench/peers/run.sh times jsonrepair (and json_repair, when its checkout is given) on the same texts in the
 * same run.
 *
 * <p>{@link #main} writes one JSON line per case ({@code id}, {@code ok}, {@code output}) for the accuracy
 * table: {@code java -cp target/benchmarks.jar dev.outputguard.bench.RepairTableBenchmark <table> <out.jsonl>}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class RepairTableBenchmark {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** The table's path. */
    @Param({"src/test/resources/repair/cases.json"})
    public String table;

    private final JsonExtractor extractor = new JsonExtractor();
    private List<String> texts;

    @Setup(Level.Trial)
    public void read() throws IOException {
        texts = new ArrayList<>();
        for (JsonNode c : table(table).get("cases")) {
            texts.add(c.get("text").asText());
        }
    }

    @Benchmark
    public void repairTable(Blackhole sink) {
        for (String text : texts) {
            sink.consume(extractor.extract(text, Mode.REPAIR));
        }
    }

    static JsonNode table(String path) throws IOException {
        return MAPPER.readTree(Files.readString(Path.of(path), StandardCharsets.UTF_8));
    }

    /** Writes, per case, what repair mode made of it: {"id", "ok", "output"} (output: the object, or the error). */
    public static void main(String[] args) throws IOException {
        JsonExtractor extractor = new JsonExtractor();
        StringBuilder out = new StringBuilder();
        for (JsonNode c : table(args[0]).get("cases")) {
            Extraction result = extractor.extract(c.get("text").asText(), Mode.REPAIR);
            var line = MAPPER.createObjectNode().put("id", c.get("id").asText());
            switch (result) {
                case Extraction.Found found -> line.put("ok", true).put("output", found.json().toString());
                case Extraction.Failed failed -> line.put("ok", false).put("output", failed.error().code().name());
            }
            out.append(MAPPER.writeValueAsString(line)).append('\n');
        }
        Files.writeString(Path.of(args[1]), out, StandardCharsets.UTF_8);
    }
}

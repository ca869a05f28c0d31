package dev.outputguard.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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

import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;

/**
 * extract-json in repair mode on input files that bench/peers/run.sh also gives the JS library jsonrepair,
 * so both are timed on the same bytes in the same run. The files are chosen on the command line:
 *
 * <p>{@code java -jar target/benchmarks.jar PeerInputsBenchmark -p file=a.txt,b.txt}
 *
 * <p>{@link #main} writes what repair mode made of each file next to it ({@code <name>.outputguard.out}), so
 * the script can compare the two outputs.
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class PeerInputsBenchmark {

    /** The input file; set with {@code -p file=...}. */
    @Param({"none"})
    public String file;

    private final JsonExtractor extractor = new JsonExtractor();
    private String text;

    @Setup(Level.Trial)
    public void read() throws IOException {
        if ("none".equals(file)) {
            throw new IllegalArgumentException("choose the inputs with -p file=<path>[,<path>...] (bench/peers/run.sh does)");
        }
        text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
    }

    @Benchmark
    public Extraction repair() {
        return extractor.extract(text, Mode.REPAIR);
    }

    /** Writes {@code OK} and the repaired object, or {@code ERROR} and the error, for each file given. */
    public static void main(String[] files) throws IOException {
        JsonExtractor extractor = new JsonExtractor();
        for (String name : files) {
            Path path = Path.of(name);
            Extraction result = extractor.extract(Files.readString(path, StandardCharsets.UTF_8), Mode.REPAIR);
            String out = switch (result) {
                case Extraction.Found found -> "OK\n" + found.json();
                case Extraction.Failed failed -> "ERROR\n" + failed.error().code() + ": " + failed.error().message();
            };
            Files.writeString(Path.of(name.replaceFirst("\\.txt$", "") + ".outputguard.out"), out, StandardCharsets.UTF_8);
        }
    }
}

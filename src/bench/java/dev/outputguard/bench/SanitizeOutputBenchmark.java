package dev.outputguard.bench;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.sanitize.SanitizeReport;

/**
 * sanitize-output on translated prose (fenced JSON example, braces, quotes, one leaked wrapper at the
 * end) and on the worst shape found, 10 MB of '{' (3.3 million NESTED_BRACES, capped report).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class SanitizeOutputBenchmark {

    @Param({"prose-5000", "prose-10000000", "braces-10000000"})
    public String input;

    private final OutputSanitizer sanitizer = new OutputSanitizer();
    private String text;

    @Setup
    public void setUp() {
        CoreInputs.quietLogs();
        int chars = Integer.parseInt(input.substring(input.indexOf('-') + 1));
        text = input.startsWith("braces")
                ? "{".repeat(chars)
                : CoreInputs.translatedText(chars) + "\n{\"translation\": \"leak\"}";
        if (!sanitizer.sanitize(text).jsonDetected()) {
            throw new IllegalStateException("the benchmark text must hold residue");
        }
    }

    @Benchmark
    public SanitizeReport sanitize() {
        return sanitizer.sanitize(text);
    }
}

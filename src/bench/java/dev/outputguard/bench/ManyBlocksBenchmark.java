package dev.outputguard.bench;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.review.ReviewDecision;
import dev.outputguard.review.Verdict;
import dev.outputguard.validate.ReplyKind;
import dev.outputguard.validate.ResponseValidator;
import dev.outputguard.validate.Validation;

/**
 * 10 MB made of hundreds of thousands of fenced blocks: the shapes that were quadratic before the per-block
 * work became constant (a failure located for every block, a same-line opener looking for its line's end,
 * a look for the next key that ran to the end of the text from every object).
 *
 * <p>{@code java -jar target/benchmarks.jar ManyBlocksBenchmark -f 1 -wi 3 -i 5 -w 1s -r 1s}
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ManyBlocksBenchmark {

    private static final int TEN_MB = 10_000_000;

    private final JsonExtractor extractor = new JsonExtractor();
    private final ResponseValidator validator = new ResponseValidator(extractor);
    private final ReviewDecider decider = new ReviewDecider(extractor);

    private String failingBlocks;
    private String sameLineFailingBlocks;
    private String fencedTranslations;
    private String fencedNonVerdicts;

    @Setup
    public void setUp() {
        CoreInputs.quietLogs();
        failingBlocks = "```json\n{\"b\n```\n".repeat(TEN_MB / 15);
        sameLineFailingBlocks = "```json {\"a\" x} ``` ".repeat(TEN_MB / 20);
        fencedTranslations = "```json\n{\"translation\": \"訳\"}\n```\n".repeat(TEN_MB / 32);
        fencedNonVerdicts = "```json\n{\"result\": \"maybe\"}\n```\n".repeat(TEN_MB / 32) + "```json\n{\"result\": \"PASS\"}\n```";
        CoreInputs.check(extractor.extract(failingBlocks, Mode.STRICT) instanceof Extraction.Failed, "failing blocks");
        CoreInputs.check(extractor.extract(sameLineFailingBlocks, Mode.STRICT) instanceof Extraction.Failed, "same-line blocks");
        CoreInputs.check(validator.validate(fencedTranslations, ReplyKind.TRANSLATION) instanceof Validation.Valid, "translations");
        CoreInputs.check(decider.decide(fencedNonVerdicts, null).result() == Verdict.PASS, "verdict at the end");
    }

    @Benchmark
    public Extraction extractFailingBlocks() {
        return extractor.extract(failingBlocks, Mode.STRICT);
    }

    @Benchmark
    public Extraction extractFailingBlocksRepair() {
        return extractor.extract(failingBlocks, Mode.REPAIR);
    }

    @Benchmark
    public Extraction extractSameLineFailingBlocks() {
        return extractor.extract(sameLineFailingBlocks, Mode.STRICT);
    }

    @Benchmark
    public Validation validateFencedTranslations() {
        return validator.validate(fencedTranslations, ReplyKind.TRANSLATION);
    }

    @Benchmark
    public ReviewDecision reviewFencedNonVerdicts() {
        return decider.decide(fencedNonVerdicts, null);
    }
}

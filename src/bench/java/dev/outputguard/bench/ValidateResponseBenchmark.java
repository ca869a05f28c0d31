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

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.validate.ReplyKind;
import dev.outputguard.validate.ResponseValidator;
import dev.outputguard.validate.Validation;

/** validate-response on a fenced translation reply with term suggestions. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class ValidateResponseBenchmark {

    @Param({"5000", "10000000"})
    public int chars;

    private ResponseValidator validator;
    private String reply;

    @Setup
    public void setUp() {
        CoreInputs.quietLogs();
        validator = new ResponseValidator(new JsonExtractor());
        reply = CoreInputs.translationReply(chars);
        if (!(validator.validate(reply, ReplyKind.TRANSLATION) instanceof Validation.Valid)) {
            throw new IllegalStateException("the benchmark reply must be valid");
        }
    }

    @Benchmark
    public Validation validate() {
        return validator.validate(reply, ReplyKind.TRANSLATION);
    }
}

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
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.validate.ReplyKind;
import dev.outputguard.validate.ResponseValidator;
import dev.outputguard.validate.Validation;

/**
 * validate-response on a fenced translation reply with term suggestions: alone, and with its source (a request's
 * {@code source}, as translate always passes it), which adds the comparisons for leaked members and escape residue.
 */
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
    private String source;
    private String codeReply;
    private String codeSource;

    @Setup
    public void setUp() {
        CoreInputs.quietLogs();
        validator = new ResponseValidator(new JsonExtractor());
        reply = CoreInputs.translationReply(chars);
        source = CoreInputs.prose(chars);
        // Every paragraph spells a Windows path (\U, \n) and an inline object whose second member follows a
        // string: the source carries them all, so each scan finds candidates and the source is counted.
        codeSource = source.replace("[注記]", "C:\\Users\\new の {\"a\": \"x\", \"b\": 1}");
        codeReply = "```json\n{\"translation\": \"" + codeSource.replace("\\", "\\\\").replace("\"", "\\\"")
                .replace("\n", "\\n") + "\", \"termSuggestions\": []}\n```\n";
        CoreInputs.check(validator.validate(reply, ReplyKind.TRANSLATION) instanceof Validation.Valid
                && validator.validate(reply, ReplyKind.TRANSLATION, SourceJson.of(source)) instanceof Validation.Valid
                && validator.validate(codeReply, ReplyKind.TRANSLATION, SourceJson.of(codeSource))
                        instanceof Validation.Valid v && v.content().equals(codeSource),
                "the benchmark replies must be valid");
    }

    @Benchmark
    public Validation validate() {
        return validator.validate(reply, ReplyKind.TRANSLATION);
    }

    /** A request carries its source as a string: the source's counts are taken afresh for each call. */
    @Benchmark
    public Validation validateWithSource() {
        return validator.validate(reply, ReplyKind.TRANSLATION, SourceJson.of(source));
    }

    /** The same with a path and inline JSON in every paragraph, which the source carries too. */
    @Benchmark
    public Validation validateCodeWithSource() {
        return validator.validate(codeReply, ReplyKind.TRANSLATION, SourceJson.of(codeSource));
    }
}

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
import dev.outputguard.review.DecisionSource;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.review.ReviewDecision;

/**
 * review-decision on a free-text review whose verdict is its last marker (no JSON: every marker is
 * searched), and on the same review with a JSON reply (the common, cheap path).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class ReviewDecisionBenchmark {

    @Param({"5000", "10000000"})
    public int chars;

    private ReviewDecider decider;
    private String review;

    @Setup
    public void setUp() {
        CoreInputs.quietLogs();
        decider = new ReviewDecider(new JsonExtractor());
        review = CoreInputs.review(chars);
        if (decider.decide(review, null).source() != DecisionSource.MARKER) {
            throw new IllegalStateException("the benchmark review must be decided by its marker");
        }
    }

    @Benchmark
    public ReviewDecision markers() {
        return decider.decide(review, null);
    }

    @Benchmark
    public ReviewDecision jsonReply() {
        return decider.decide(review, "{\"result\": \"PASS_WITH_SUGGESTIONS\", \"suggestions\": [\"見出しを統一\"]}");
    }
}

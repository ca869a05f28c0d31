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
import dev.outputguard.review.Verdict;

/**
 * review-decision on a free-text review whose verdict is its last marker (no JSON: every marker is
 * searched), the same review ending in a pass ({@code markersPass}: its quotes are read too), the first
 * review with a JSON reply, and an English review of plain prose findings ending in a pass ({@code englishPass}: its
 * findings are read for a failure stated at every word's start).
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
    private String passingReview;
    private String englishReview;

    @Setup
    public void setUp() {
        CoreInputs.quietLogs();
        decider = new ReviewDecider(new JsonExtractor());
        review = CoreInputs.review(chars);
        if (decider.decide(review, null).source() != DecisionSource.MARKER) {
            throw new IllegalStateException("the benchmark review must be decided by its marker");
        }
        passingReview = CoreInputs.passingReview(chars);
        if (decider.decide(passingReview, null).result() != Verdict.PASS) {
            throw new IllegalStateException("the passing review must pass");
        }
        englishReview = CoreInputs.englishPassingReview(chars);
        if (decider.decide(englishReview, null).result() != Verdict.PASS) {
            throw new IllegalStateException("the English review must pass");
        }
    }

    /** The same findings ending in {@code **最終判定:** PASS}: a pass is read with the review's quotes. */
    @Benchmark
    public ReviewDecision markersPass() {
        return decider.decide(passingReview, null);
    }

    @Benchmark
    public ReviewDecision markers() {
        return decider.decide(review, null);
    }

    @Benchmark
    public ReviewDecision jsonReply() {
        return decider.decide(review, "{\"result\": \"PASS_WITH_SUGGESTIONS\", \"suggestions\": [\"見出しを統一\"]}");
    }

    /** A review of English prose findings ending in {@code Final Decision: PASS}: every word's start may state a failure. */
    @Benchmark
    public ReviewDecision englishPass() {
        return decider.decide(englishReview, null);
    }
}

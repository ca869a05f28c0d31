package dev.outputguard.bench;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmReply;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.reviewcycle.CyclePrompt;
import dev.outputguard.reviewcycle.CycleRequest;
import dev.outputguard.reviewcycle.CycleResult;
import dev.outputguard.reviewcycle.ReviewCycle;

/**
 * review-cycle's own cost, the LLM answering at once from an in-process client: a 2 KB Markdown plan (a fenced
 * command among its steps) reviewed FAIL, revised (the reviser's reply the plan with one step changed), reviewed
 * PASS; every prompt rendered, every review read by review-decision's code, the revision read as a document.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class ReviewCycleBenchmark {

    private CycleRequest request;
    private ReviewCycle failReviseThenPass;

    @Setup
    public void setUp() {
        Logger.getLogger("dev.outputguard").setLevel(Level.SEVERE);
        String plan = plan("Tag the release.");
        String revised = plan("Tag the release (owner: Ben).");
        request = new CycleRequest("planning", plan, Optional.of("Every step names an owner."), OptionalInt.of(3));
        AtomicInteger calls = new AtomicInteger();
        String[] replies = {
            "{\"result\": \"FAIL\", \"feedback\": \"Step 12 has no owner.\", \"suggestions\": [\"Name an owner for step 12.\"]}\n最終判定: FAIL",
            revised,
            "{\"result\": \"PASS\", \"feedback\": \"\", \"suggestions\": []}\n最終判定: PASS"};
        LlmClient client = (chat, deadline) -> LlmReply.of(replies[calls.getAndIncrement() % replies.length]);
        failReviseThenPass = new ReviewCycle(client, new ReviewDecider(new JsonExtractor()), Prompts.defaults(CyclePrompt.class),
                LoopDefaults.DEFAULT_MAX_REVISIONS, () -> Deadline.after(Duration.ofSeconds(25)));
        CycleResult check = failReviseThenPass.run(request);
        if (!check.document().equals(revised.strip()) || check.retryCount() != 1) {
            throw new IllegalStateException("the cycle did not revise once: " + check);
        }
    }

    @Benchmark
    public CycleResult failReviseThenPass_inProcess() {
        return failReviseThenPass.run(request);
    }

    private static String plan(String lastStep) {
        StringBuilder out = new StringBuilder("# Release plan\n\nThe steps of the 1.4 release, in order.\n\n");
        for (int i = 1; i <= 11; i++) {
            out.append(i).append(". Step ").append(i).append(": check the build, the changelog and the docs (owner: Aiko).\n");
        }
        out.append("12. ").append(lastStep).append("\n\n```sh\ngit tag -s v1.4 -m 'Release 1.4'\ngit push origin v1.4\n```\n\n");
        out.append("Rollback: revert the tag and announce it in the release channel.\n".repeat(8));
        return out.toString();
    }
}

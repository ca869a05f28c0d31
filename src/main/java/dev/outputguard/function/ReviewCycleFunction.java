package dev.outputguard.function;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;

import dev.outputguard.contract.Range;
import dev.outputguard.contract.Required;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.observe.LlmCalls;
import dev.outputguard.observe.Logged;
import dev.outputguard.review.DecisionSource;
import dev.outputguard.review.Verdict;
import dev.outputguard.reviewcycle.CycleRequest;
import dev.outputguard.reviewcycle.CycleResult;
import dev.outputguard.reviewcycle.CycleStep;
import dev.outputguard.reviewcycle.ReviewCycle;
import io.quarkus.funqy.Funq;
import io.smallrye.mutiny.Uni;

/**
 * {@code review-cycle}: review, revise, and stop at the retry limit; on a virtual thread of its own and
 * within the in-flight bound ({@link LlmWork}).
 */
@Logged
public class ReviewCycleFunction {

    @Inject
    ReviewCycle cycle;

    @Inject
    LlmWork work;

    @Funq("review-cycle")
    public Uni<Response> reviewCycle(Request request) {
        CycleRequest run = new CycleRequest(request.phase(), request.document(), Optional.ofNullable(request.criteria()),
                request.maxRevisions() == null ? OptionalInt.empty() : OptionalInt.of(request.maxRevisions()));
        return work.submit(() -> Response.of(cycle.run(run)));
    }

    /** Without {@code maxRevisions}, {@code outputguard.review.max-revisions}. */
    public record Request(@Required String phase, @Required String document, String criteria,
            @Range(min = 0, max = LoopDefaults.MAX_REVISIONS_BOUND) Integer maxRevisions) {
    }

    public record Response(String status, Verdict result, int retryCount, String document, List<Step> history,
            String message, TokenUsage usage, String feedback, List<String> suggestions) implements LlmCalls {

        static Response of(CycleResult r) {
            return new Response(r.status().name().toLowerCase(), r.result(), r.retryCount(), r.document(),
                    r.history().stream().map(Step::of).toList(), r.message(), r.usage(), r.feedback(), r.suggestions());
        }

        /** Each review and each revision is one LLM call. */
        @Override
        public int llmCalls() {
            return history.size();
        }
    }

    /**
     * One history entry: reviews carry {@code result}, {@code source}, maybe {@code marker}, and the reviewer's
     * {@code reply} as it came; a revision what was {@code removed} around the document (when anything was); a
     * failed revision a {@code reason}.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Step(String step, int attempt, Verdict result, DecisionSource source, String marker, String reply,
            List<String> removed, String reason) {

        static Step of(CycleStep s) {
            return switch (s) {
                case CycleStep.Reviewed r -> new Step("review", r.attempt(), r.result(), r.source(), r.marker().orElse(null),
                        r.reply(), null, null);
                case CycleStep.Revised r -> new Step("revise", r.attempt(), null, null, null, null,
                        r.removed().isEmpty() ? null : r.removed(), null);
                case CycleStep.ReviseFailed r -> new Step("revise", r.attempt(), null, null, null, null, null, r.reason());
            };
        }
    }
}

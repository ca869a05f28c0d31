package dev.outputguard.function;

import jakarta.inject.Inject;

import dev.outputguard.contract.Required;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.review.ReviewDecision;
import dev.outputguard.observe.Logged;
import io.quarkus.funqy.Funq;

/** {@code review-decision}: PASS / FAIL / PASS_WITH_SUGGESTIONS from a review, fail-closed. */
@Logged
public class ReviewDecisionFunction {

    @Inject
    ReviewDecider decider;

    @Funq("review-decision")
    public ReviewDecision reviewDecision(Request request) {
        return decider.decide(request.reviewText(), request.reply());
    }

    /** {@code reply}: an LLM's answer to "parse this review into JSON"; without it the review itself is searched. */
    public record Request(@Required String reviewText, String reply) {
    }
}

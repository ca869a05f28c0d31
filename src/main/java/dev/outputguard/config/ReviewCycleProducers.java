package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.llm.LlmClient;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.reviewcycle.CyclePrompts;
import dev.outputguard.reviewcycle.CycleRequest;
import dev.outputguard.reviewcycle.ReviewCycle;
import io.quarkus.runtime.Startup;
import io.quarkus.runtime.StartupEvent;

/**
 * The review cycle, wired from configuration. The limit and the prompt templates are checked at boot, so a wrong
 * {@code outputguard.review.*} setting stops the start with a message naming it; the cycle itself (and the LLM
 * client behind it) is built on first use.
 */
@ApplicationScoped
public class ReviewCycleProducers {

    void checkLimit(@Observes StartupEvent event, ReviewCycleConfig config) {
        int max = config.maxRevisions();
        if (max < 0 || max > CycleRequest.MAX_REVISIONS) {
            throw new IllegalArgumentException("outputguard.review.max-revisions must be 0.." + CycleRequest.MAX_REVISIONS
                    + ", got " + max);
        }
    }

    @Produces
    @Singleton
    @Startup
    CyclePrompts cyclePrompts(ReviewCycleConfig config) {
        return CyclePrompts.load(config::override);
    }

    @Produces
    @Singleton
    ReviewCycle reviewCycle(LlmClient llm, ReviewDecider decider, CyclePrompts prompts) {
        // The same decider that serves review-decision.
        return new ReviewCycle(llm, decider, prompts);
    }
}

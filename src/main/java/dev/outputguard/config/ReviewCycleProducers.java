package dev.outputguard.config;

import java.util.Arrays;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.llm.LlmClient;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.reviewcycle.CyclePrompts;
import dev.outputguard.reviewcycle.CycleRequest;
import dev.outputguard.reviewcycle.ReviewCycle;
import io.quarkus.runtime.StartupEvent;

/**
 * The review cycle, wired from configuration. The limit and any prompt template override are checked at boot, so a
 * wrong {@code outputguard.review.*} setting stops the start with a message naming it; the built-in templates, the
 * cycle itself and the LLM client behind it are built on first use.
 */
@ApplicationScoped
public class ReviewCycleProducers {

    void checkLimit(@Observes StartupEvent event, ReviewCycleConfig config, Instance<CyclePrompts> prompts) {
        int max = config.maxRevisions();
        if (max < 0 || max > CycleRequest.MAX_REVISIONS) {
            throw new IllegalArgumentException("outputguard.review.max-revisions must be 0.." + CycleRequest.MAX_REVISIONS
                    + ", got " + max);
        }
        // Overrides are loaded at boot so that a broken one stops the start; the built-in templates on first use.
        if (Arrays.stream(CyclePrompts.Slot.values()).anyMatch(slot -> config.override(slot).isPresent())) {
            prompts.get();
        }
    }

    @Produces
    @Singleton
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

package dev.outputguard.reviewcycle;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.review.ReviewDecider;
import io.quarkus.runtime.Startup;
import io.quarkus.runtime.StartupEvent;

/**
 * The review cycle, wired from configuration. The limit and the prompt templates are checked at boot, so a wrong
 * {@code outputguard.review.*} setting stops the start with a message naming it; the cycle itself (and the LLM
 * client behind it) is built on first use.
 */
@ApplicationScoped
public class ReviewCycleProducer {

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
    ReviewCycle reviewCycle(LlmClient llm, JsonExtractor extractor, CyclePrompts prompts) {
        return new ReviewCycle(llm, new ReviewDecider(extractor), prompts);
    }
}

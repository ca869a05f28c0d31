package dev.outputguard.reviewcycle;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.review.ReviewDecider;
import io.quarkus.runtime.Startup;

/**
 * Builds the {@link ReviewCycle} once from configuration; it is immutable and thread-safe. Built at startup so a
 * wrong {@code outputguard.review.*} setting (limit out of range, broken prompt override) stops the boot with a
 * message naming the setting, instead of failing every call. The LLM client behind it is still created on first use.
 */
@ApplicationScoped
public class ReviewCycleProducer {

    @Produces
    @Singleton
    @Startup
    ReviewCycle reviewCycle(LlmClient llm, JsonExtractor extractor, ReviewCycleConfig config) {
        int max = config.maxRevisions();
        if (max < 0 || max > CycleRequest.MAX_REVISIONS) {
            throw new IllegalArgumentException("outputguard.review.max-revisions must be 0.." + CycleRequest.MAX_REVISIONS
                    + ", got " + max);
        }
        return new ReviewCycle(llm, new ReviewDecider(extractor), CyclePrompts.load(config::override));
    }
}

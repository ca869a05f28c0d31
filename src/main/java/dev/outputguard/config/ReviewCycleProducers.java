package dev.outputguard.config;

import java.util.Arrays;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.reviewcycle.CyclePrompts;
import dev.outputguard.reviewcycle.ReviewCycle;
import io.quarkus.runtime.StartupEvent;

/**
 * The review cycle, wired from configuration. Any prompt template override is checked at boot, so a broken one
 * stops the start with a message naming its setting ({@code outputguard.review.max-revisions} is checked with
 * every limit, in {@link CoreProducers}); the built-in templates, the cycle itself and the LLM client behind it
 * are built on first use.
 */
@ApplicationScoped
public class ReviewCycleProducers {

    void loadOverrides(@Observes StartupEvent event, ReviewCycleConfig config, Instance<CyclePrompts> prompts) {
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
    ReviewCycle reviewCycle(LlmClient llm, LlmSettings settings, ReviewDecider decider, CyclePrompts prompts) {
        // The same decider that serves review-decision.
        return new ReviewCycle(llm, decider, prompts, settings::startDeadline);
    }
}

package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.reviewcycle.CyclePrompt;
import dev.outputguard.reviewcycle.ReviewCycle;
import io.quarkus.runtime.StartupEvent;

/**
 * The review cycle, wired from configuration. Any prompt template override is loaded at boot, so a broken one
 * stops the start with a message naming its setting; the built-in templates, the cycle itself and the LLM
 * client behind it are built on first use ({@code outputguard.review.max-revisions} is checked with every
 * limit, in {@link CoreProducers}).
 */
@ApplicationScoped
public class ReviewCycleProducers {

    @Produces
    @Singleton
    Prompts<CyclePrompt> cyclePrompts(ReviewCycleConfig config) {
        return Prompts.load(CyclePrompt.class, config.prompt()::override);
    }

    void loadOverrides(@Observes StartupEvent event, ReviewCycleConfig config, Instance<Prompts<CyclePrompt>> prompts) {
        if (Prompts.anyOverridden(CyclePrompt.class, config.prompt()::override)) {
            prompts.get();
        }
    }

    @Produces
    @Singleton
    ReviewCycle reviewCycle(LlmClient llm, LlmSettings settings, ReviewDecider decider, Prompts<CyclePrompt> prompts) {
        // The same decider that serves review-decision.
        return new ReviewCycle(llm, decider, prompts, settings::startDeadline);
    }
}

package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.reviewcycle.CyclePrompt;
import dev.outputguard.reviewcycle.ReviewCycle;

/** The review cycle, wired from configuration; built on first use, with the LLM client behind it. */
@ApplicationScoped
public class ReviewCycleProducers {

    @Produces
    @Singleton
    ReviewCycle reviewCycle(LlmClient llm, LlmSettings settings, ReviewDecider decider, Prompts<CyclePrompt> prompts,
            LoopDefaults defaults) {
        // The same decider that serves review-decision.
        return new ReviewCycle(llm, decider, prompts, defaults.reviewRevisions(), settings::startDeadline);
    }
}

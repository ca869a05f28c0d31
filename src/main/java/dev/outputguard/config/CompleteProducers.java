package dev.outputguard.config;

import java.util.Arrays;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.complete.CompletePrompts;
import dev.outputguard.complete.CompletionLoop;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import io.quarkus.runtime.StartupEvent;

/**
 * The complete-json loop, wired from configuration. The retry default and any prompt override are checked at
 * boot, so a wrong {@code outputguard.complete.*} setting stops the start with a message naming it; the built-in
 * templates, the loop and the LLM client behind it are built on first use.
 */
@ApplicationScoped
public class CompleteProducers {

    void check(@Observes StartupEvent event, CompleteConfig config, Instance<CompletePrompts> prompts) {
        int max = config.maxRetries();
        if (max < 0 || max > CompletionLoop.MAX_RETRIES_LIMIT) {
            throw new IllegalArgumentException("outputguard.complete.max-retries must be 0.."
                    + CompletionLoop.MAX_RETRIES_LIMIT + ", got " + max);
        }
        if (Arrays.stream(CompletePrompts.Slot.values()).anyMatch(slot -> config.override(slot).isPresent())) {
            prompts.get();
        }
    }

    @Produces
    @Singleton
    CompletePrompts completePrompts(CompleteConfig config) {
        return CompletePrompts.load(config::override);
    }

    @Produces
    @Singleton
    CompletionLoop completionLoop(LlmClient llm, LlmSettings settings, JsonExtractor extractor, CompleteConfig config,
            CompletePrompts prompts) {
        // The same extractor that serves extract-json.
        return new CompletionLoop(llm, extractor, prompts, config.maxRetries(), settings::startDeadline);
    }
}

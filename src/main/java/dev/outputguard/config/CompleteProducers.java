package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.align.SchemaAligner;
import dev.outputguard.complete.CompletionLoop;
import dev.outputguard.complete.CompletionPrompt;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.Limits;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.prompt.Prompts;
import io.quarkus.runtime.StartupEvent;

/**
 * The complete-json loop, wired from configuration. Its retry default is one of the {@link Limits}, checked at
 * boot with the others; the loop and the LLM client behind it are built on first use.
 */
@ApplicationScoped
public class CompleteProducers {

    /**
     * Loaded on first use (or, under SnapStart, before the snapshot): the built-in templates are the
     * tested ones, so a start need not parse them.
     */
    @Produces
    @Singleton
    Prompts<CompletionPrompt> completionPrompts(CompleteConfig config) {
        return Prompts.load(CompletionPrompt.class, config.prompt()::override);
    }

    /** An override is loaded at boot, so that a broken one stops the start with a message naming the setting. */
    void loadOverrides(@Observes StartupEvent event, CompleteConfig config, Instance<Prompts<CompletionPrompt>> prompts) {
        if (Prompts.anyOverridden(CompletionPrompt.class, config.prompt()::override)) {
            prompts.get();
        }
    }

    @Produces
    @Singleton
    CompletionLoop completionLoop(LlmClient llm, LlmSettings settings, JsonExtractor extractor, SchemaAligner aligner,
            Limits limits, Prompts<CompletionPrompt> prompts, CompleteConfig config) {
        // The same extractor and aligner that serve extract-json.
        return new CompletionLoop(llm, extractor, aligner, prompts, limits.defaultCompleteRetries(), config.coerce(),
                limits.maxSchemaWork(), settings::startDeadline, System::nanoTime);
    }
}

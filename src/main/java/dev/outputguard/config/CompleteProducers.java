package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.align.SchemaAligner;
import dev.outputguard.complete.CompletionLoop;
import dev.outputguard.complete.CompletionPrompt;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.prompt.Prompts;

/** The complete-json loop, wired from configuration; built on first use, with the LLM client behind it. */
@ApplicationScoped
public class CompleteProducers {

    @Produces
    @Singleton
    CompletionLoop completionLoop(LlmClient llm, LlmSettings settings, JsonExtractor extractor, SchemaAligner aligner,
            Limits limits, LoopDefaults defaults, Prompts<CompletionPrompt> prompts, CompleteConfig config) {
        // The same extractor and aligner that serve extract-json.
        return new CompletionLoop(llm, extractor, aligner, prompts, defaults.completeRetries(), config.coerce(),
                limits.maxSchemaWork(), settings::startDeadline, System::nanoTime);
    }
}

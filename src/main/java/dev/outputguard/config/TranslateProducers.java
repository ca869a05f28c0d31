package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.translate.Prompts;
import dev.outputguard.translate.TranslationLoop;
import dev.outputguard.validate.ResponseValidator;
import io.quarkus.runtime.Startup;

/** The translation loop, wired from configuration. */
@ApplicationScoped
public class TranslateProducers {

    /** Loaded at boot so that a broken template override stops the start with a message naming the setting. */
    @Produces
    @Singleton
    @Startup
    Prompts prompts(TranslateConfig config) {
        return Prompts.load(slot -> config.prompt().override(slot));
    }

    @Produces
    @Singleton
    TranslationLoop translationLoop(LlmClient llm, LlmSettings settings, TranslateConfig config, Prompts prompts,
            ResponseValidator validator, OutputSanitizer sanitizer) {
        // The same validator and sanitizer that serve validate-response and sanitize-output.
        return new TranslationLoop(llm, validator, sanitizer, prompts, config.maxRetries(), settings::startDeadline);
    }
}

package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.translate.TranslationLoop;
import dev.outputguard.translate.TranslationPrompt;
import dev.outputguard.validate.ResponseValidator;
import io.quarkus.runtime.StartupEvent;

/** The translation loop, wired from configuration. */
@ApplicationScoped
public class TranslateProducers {

    /**
     * Loaded on first use (or, under SnapStart, before the snapshot): the built-in templates are the
     * tested ones, so a start need not parse them.
     */
    @Produces
    @Singleton
    Prompts<TranslationPrompt> translationPrompts(TranslateConfig config) {
        return Prompts.load(TranslationPrompt.class, config.prompt()::override);
    }

    /** An override is loaded at boot, so that a broken one stops the start with a message naming the setting. */
    void loadOverrides(@Observes StartupEvent event, TranslateConfig config, Instance<Prompts<TranslationPrompt>> prompts) {
        if (Prompts.anyOverridden(TranslationPrompt.class, config.prompt()::override)) {
            prompts.get();
        }
    }

    @Produces
    @Singleton
    TranslationLoop translationLoop(LlmClient llm, LlmSettings settings, Prompts<TranslationPrompt> prompts,
            ResponseValidator validator, OutputSanitizer sanitizer) {
        // The same validator and sanitizer that serve validate-response and sanitize-output.
        return new TranslationLoop(llm, validator, sanitizer, prompts, settings::startDeadline);
    }
}

package dev.outputguard.config;

import java.util.Arrays;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.translate.PromptSlot;
import dev.outputguard.translate.Prompts;
import dev.outputguard.translate.TranslationLoop;
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
    Prompts prompts(TranslateConfig config) {
        return Prompts.load(slot -> config.prompt().override(slot));
    }

    /** An override is loaded at boot, so that a broken one stops the start with a message naming the setting. */
    void loadOverrides(@Observes StartupEvent event, TranslateConfig config, Instance<Prompts> prompts) {
        if (Arrays.stream(PromptSlot.values()).anyMatch(slot -> config.prompt().override(slot).isPresent())) {
            prompts.get();
        }
    }

    @Produces
    @Singleton
    TranslationLoop translationLoop(LlmClient llm, LlmSettings settings, Prompts prompts, ResponseValidator validator,
            OutputSanitizer sanitizer) {
        // The same validator and sanitizer that serve validate-response and sanitize-output.
        return new TranslationLoop(llm, validator, sanitizer, prompts, settings::startDeadline);
    }
}

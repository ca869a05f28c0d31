package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.translate.TranslationLoop;
import dev.outputguard.translate.TranslationPrompt;
import dev.outputguard.validate.ResponseValidator;

/** The translation loop, wired from configuration; built on first use, with the LLM client behind it. */
@ApplicationScoped
public class TranslateProducers {

    @Produces
    @Singleton
    TranslationLoop translationLoop(LlmClient llm, LlmSettings settings, Prompts<TranslationPrompt> prompts,
            ResponseValidator validator, OutputSanitizer sanitizer, LoopDefaults defaults) {
        // The same validator and sanitizer that serve validate-response and sanitize-output.
        return new TranslationLoop(llm, validator, sanitizer, prompts, defaults.translateRetries(),
                settings::startDeadline);
    }
}

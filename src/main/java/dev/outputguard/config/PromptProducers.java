package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.complete.CompletionPrompt;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.reviewcycle.CyclePrompt;
import dev.outputguard.translate.TranslationPrompt;

/**
 * The prompt templates of every feature that writes prompts, each template overridable by the setting
 * {@code outputguard.<feature>.prompt.<id>} (the feature's {@code @ConfigMapping} holds them as one map keyed by
 * template id; the id and the variables are declared once, by the feature's enum of templates).
 *
 * <p>The templates load on first use (or, under SnapStart, before the snapshot): the built-in ones are the tested
 * ones, so a start need not parse them. The overrides are checked at boot ({@link SettingsCheck}), so a broken one
 * (unreadable, with an unknown variable, or under a key that names no template) is one line naming the setting.
 */
@ApplicationScoped
public class PromptProducers {

    @Produces
    @Singleton
    Prompts<TranslationPrompt> translationPrompts(TranslateConfig config) {
        return Prompts.load(TranslationPrompt.class, config.prompt());
    }

    @Produces
    @Singleton
    Prompts<CyclePrompt> cyclePrompts(ReviewCycleConfig config) {
        return Prompts.load(CyclePrompt.class, config.prompt());
    }

    @Produces
    @Singleton
    Prompts<CompletionPrompt> completionPrompts(CompleteConfig config) {
        return Prompts.load(CompletionPrompt.class, config.prompt());
    }
}

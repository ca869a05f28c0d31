package dev.outputguard.config;

import java.util.Optional;

import dev.outputguard.limits.Limits;
import dev.outputguard.translate.TranslationPrompt;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** translate and translate-revision-patch: {@code outputguard.translate.*}. */
@ConfigMapping(prefix = "outputguard.translate")
public interface TranslateConfig {

    /** {@value Limits#MAX_RETRIES_SETTING}: see {@link Limits#defaultMaxRetries()}. */
    @WithDefault("" + Limits.DEFAULT_MAX_RETRIES)
    int maxRetries();

    Prompt prompt();

    /**
     * Template overrides; each value is {@code file:<path>}, {@code classpath:<resource>}, or the template
     * text itself. Unset: the built-in {@code prompts/<name>.md}.
     */
    interface Prompt {
        Optional<String> translationSystem();

        Optional<String> translationUser();

        Optional<String> revisionPatchSystem();

        Optional<String> revisionPatchUser();

        Optional<String> retryInstruction();

        default Optional<String> override(TranslationPrompt slot) {
            return switch (slot) {
                case TRANSLATION_SYSTEM -> translationSystem();
                case TRANSLATION_USER -> translationUser();
                case REVISION_PATCH_SYSTEM -> revisionPatchSystem();
                case REVISION_PATCH_USER -> revisionPatchUser();
                case RETRY_INSTRUCTION -> retryInstruction();
            };
        }
    }
}

package dev.outputguard.config;

import java.util.Map;

import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.translate.TranslationPrompt;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** translate and translate-revision-patch: {@code outputguard.translate.*}. */
@ConfigMapping(prefix = "outputguard.translate")
public interface TranslateConfig {

    /** {@value LoopDefaults#MAX_RETRIES_SETTING}: see {@link LoopDefaults#translateRetries()}. */
    @WithDefault("" + LoopDefaults.DEFAULT_MAX_RETRIES)
    int maxRetries();

    /**
     * Template overrides ({@code prompt.<id>}), keyed by the id of a template of {@link TranslationPrompt}; each value is
     * {@code file:<path>}, {@code classpath:<resource>}, or the template text itself. Unset: the built-in
     * template. Loaded by {@link PromptProducers}.
     */
    Map<String, String> prompt();
}

package dev.outputguard.config;

import java.util.Map;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import dev.outputguard.complete.CompletionPrompt;
import dev.outputguard.limits.LoopDefaults;

/** complete-json settings: {@code outputguard.complete.*} (env {@code OUTPUTGUARD_COMPLETE_*}). */
@ConfigMapping(prefix = "outputguard.complete")
public interface CompleteConfig {

    /** {@value LoopDefaults#COMPLETE_MAX_RETRIES_SETTING}: see {@link LoopDefaults#completeRetries()}. */
    @WithDefault("" + LoopDefaults.DEFAULT_MAX_RETRIES)
    int maxRetries();

    /**
     * {@code outputguard.complete.coerce}: whether a reply whose object does not conform is aligned with the schema
     * ({@code coerce}, docs/extract-json.md) before it is rejected, when a request does not say.
     */
    @WithDefault("true")
    boolean coerce();

    /**
     * Template overrides ({@code prompt.<id>}), keyed by the id of a template of {@link CompletionPrompt}; each value is
     * {@code file:<path>}, {@code classpath:<resource>}, or the template text itself. Unset: the built-in
     * template. Loaded by {@link PromptProducers}.
     */
    Map<String, String> prompt();
}

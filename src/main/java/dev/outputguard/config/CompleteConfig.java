package dev.outputguard.config;

import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import dev.outputguard.complete.CompletionPrompt;
import dev.outputguard.limits.Limits;

/** complete-json settings: {@code outputguard.complete.*} (env {@code OUTPUTGUARD_COMPLETE_*}). */
@ConfigMapping(prefix = "outputguard.complete")
public interface CompleteConfig {

    /** {@value Limits#COMPLETE_MAX_RETRIES_SETTING}: see {@link Limits#defaultCompleteRetries()}. */
    @WithDefault("" + Limits.DEFAULT_MAX_RETRIES)
    int maxRetries();

    /**
     * {@code outputguard.complete.coerce}: whether a reply whose object does not conform is aligned with the schema
     * ({@code coerce}, docs/extract-json.md) before it is rejected, when a request does not say.
     */
    @WithDefault("true")
    boolean coerce();

    Prompt prompt();

    /**
     * Template overrides; each value is {@code file:<path>}, {@code classpath:<resource>}, or the template
     * text itself. Unset: the built-in {@code prompts/complete-json-<name>.md}.
     */
    interface Prompt {

        Optional<String> system();

        Optional<String> retryInstruction();

        default Optional<String> override(CompletionPrompt slot) {
            return switch (slot) {
                case SYSTEM -> system();
                case RETRY_INSTRUCTION -> retryInstruction();
            };
        }
    }
}

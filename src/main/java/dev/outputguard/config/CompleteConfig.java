package dev.outputguard.config;

import java.util.Optional;

import dev.outputguard.complete.CompletePrompts;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** complete-json settings: {@code outputguard.complete.*} (env {@code OUTPUTGUARD_COMPLETE_*}). */
@ConfigMapping(prefix = "outputguard.complete")
public interface CompleteConfig {

    /** Retries when a request sends no {@code maxRetries} (0..5). */
    @WithDefault("2")
    int maxRetries();

    /** Overrides of the prompt templates: the template text, {@code file:<path>} or {@code classpath:<name>}. */
    Prompt prompt();

    interface Prompt {

        Optional<String> system();

        Optional<String> retryInstruction();
    }

    default Optional<String> override(CompletePrompts.Slot slot) {
        return switch (slot) {
            case SYSTEM -> prompt().system();
            case RETRY_INSTRUCTION -> prompt().retryInstruction();
        };
    }
}

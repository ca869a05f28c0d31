package dev.outputguard.config;

import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import dev.outputguard.limits.Limits;
import dev.outputguard.reviewcycle.CyclePrompt;

/** review-cycle settings: {@code outputguard.review.*} (env {@code OUTPUTGUARD_REVIEW_*}). */
@ConfigMapping(prefix = "outputguard.review")
public interface ReviewCycleConfig {

    /** {@value Limits#MAX_REVISIONS_SETTING}: see {@link Limits#defaultMaxRevisions()}. */
    @WithDefault("" + Limits.DEFAULT_MAX_REVISIONS)
    int maxRevisions();

    Prompt prompt();

    /**
     * Template overrides; each value is {@code file:<path>}, {@code classpath:<resource>}, or the template
     * text itself. Unset: the built-in {@code prompts/<name>.md}.
     */
    interface Prompt {

        Optional<String> reviewSystem();

        Optional<String> reviewUser();

        Optional<String> reviseSystem();

        Optional<String> reviseUser();

        default Optional<String> override(CyclePrompt slot) {
            return switch (slot) {
                case REVIEW_SYSTEM -> reviewSystem();
                case REVIEW_USER -> reviewUser();
                case REVISE_SYSTEM -> reviseSystem();
                case REVISE_USER -> reviseUser();
            };
        }
    }
}

package dev.outputguard.config;

import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import dev.outputguard.limits.Limits;
import dev.outputguard.reviewcycle.CyclePrompts;

/** review-cycle settings: {@code outputguard.review.*} (env {@code OUTPUTGUARD_REVIEW_*}). */
@ConfigMapping(prefix = "outputguard.review")
public interface ReviewCycleConfig {

    /** {@value Limits#MAX_REVISIONS_SETTING}: see {@link Limits#defaultMaxRevisions()}. */
    @WithDefault("" + Limits.DEFAULT_MAX_REVISIONS)
    int maxRevisions();

    /** Overrides of the prompt templates: the template text, {@code file:<path>} or {@code classpath:<name>}. */
    Prompt prompt();

    interface Prompt {

        Optional<String> reviewSystem();

        Optional<String> reviewUser();

        Optional<String> reviseSystem();

        Optional<String> reviseUser();
    }

    default Optional<String> override(CyclePrompts.Slot slot) {
        return switch (slot) {
            case REVIEW_SYSTEM -> prompt().reviewSystem();
            case REVIEW_USER -> prompt().reviewUser();
            case REVISE_SYSTEM -> prompt().reviseSystem();
            case REVISE_USER -> prompt().reviseUser();
        };
    }
}

package dev.outputguard.config;

import java.util.Map;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.reviewcycle.CyclePrompt;

/** review-cycle settings: {@code outputguard.review.*} (env {@code OUTPUTGUARD_REVIEW_*}). */
@ConfigMapping(prefix = "outputguard.review")
public interface ReviewCycleConfig {

    /** {@value LoopDefaults#MAX_REVISIONS_SETTING}: see {@link LoopDefaults#reviewRevisions()}. */
    @WithDefault("" + LoopDefaults.DEFAULT_MAX_REVISIONS)
    int maxRevisions();

    /**
     * Template overrides ({@code prompt.<id>}), keyed by the id of a template of {@link CyclePrompt}; each value is
     * {@code file:<path>}, {@code classpath:<resource>}, or the template text itself. Unset: the built-in
     * template. Loaded by {@link PromptProducers}.
     */
    Map<String, String> prompt();
}

package dev.outputguard.config;

import java.util.Optional;
import java.util.function.Supplier;

import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import dev.outputguard.complete.CompletionPrompt;
import dev.outputguard.limits.Limits;
import dev.outputguard.llm.RetryPolicy;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.reviewcycle.CyclePrompt;
import dev.outputguard.translate.TranslationPrompt;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.StartupEvent;

/**
 * Every setting whose value has a range or a form of its own, checked at start: the limits, the loops' defaults,
 * the prompt overrides, the LLM's retry policy. The first one out of range is one ERROR line, the first line of
 * the failure, naming the setting, its value and what it takes. The packaged app and every Lambda then stop the
 * start; dev mode (and the tests) start all the same and answer every function call with that line as a JSON
 * error ({@link #problem()}, {@code INVALID_SETTING}), so a browser or curl never gets Quarkus's HTML page of a failed
 * start, and live reload picks up the fix.
 */
@Singleton
public class SettingsCheck {

    private static final Logger LOG = Logger.getLogger(SettingsCheck.class);

    @Inject
    Instance<Limits> limits;
    @Inject
    Instance<LoopDefaults> loops;
    @Inject
    TranslateConfig translate;
    @Inject
    ReviewCycleConfig review;
    @Inject
    CompleteConfig complete;
    @Inject
    LlmConfig llm;

    private String problem;
    private boolean checked;

    void check(@Observes StartupEvent event) {
        String found = problem().orElse(null);
        if (found != null && stopsTheStart(LaunchMode.current())) {
            throw new InvalidSettingException(found);
        }
    }

    /**
     * The setting out of range and what it takes, or empty: checked on the first call (the HTTP route asks before
     * it builds the request contract from the settings, the start asks after), its ERROR line written then, once.
     */
    public synchronized Optional<String> problem() {
        if (!checked) {
            checked = true;
            problem = firstProblem(
                    () -> limits.get(),
                    () -> loops.get(),
                    () -> {
                        Prompts.checkOverrides(TranslationPrompt.class, translate.prompt());
                        Prompts.checkOverrides(CyclePrompt.class, review.prompt());
                        Prompts.checkOverrides(CompletionPrompt.class, complete.prompt());
                        return null;
                    },
                    // The retry policy alone: the whole settings would read the API key, which is looked up when used.
                    () -> new RetryPolicy(llm.timeout(), llm.retry().maxAttempts(), llm.retry().initialBackoff(),
                            llm.retry().maxBackoff()));
            if (problem != null) {
                LOG.error("Invalid setting: " + problem);
            }
        }
        return Optional.ofNullable(problem);
    }

    /** The packaged app and the Lambdas stop; dev mode and tests keep serving, with JSON errors. */
    static boolean stopsTheStart(LaunchMode mode) {
        return !mode.isDevOrTest();
    }

    /** The message of the first check that rejects its setting, or null. */
    @SafeVarargs
    static String firstProblem(Supplier<?>... checks) {
        for (Supplier<?> check : checks) {
            try {
                check.get();
            } catch (RuntimeException e) {
                for (Throwable t = e; t != null; t = t.getCause()) {
                    if (t instanceof IllegalArgumentException invalid) {
                        return invalid.getMessage();
                    }
                }
                throw e;
            }
        }
        return null;
    }

    /** Stops the start; the ERROR line before it said everything, so it carries no stack of its own. */
    static final class InvalidSettingException extends IllegalStateException {

        private static final long serialVersionUID = 1L;

        InvalidSettingException(String message) {
            super(message, null);
        }

        @Override
        public synchronized Throwable fillInStackTrace() {
            return this;
        }
    }
}

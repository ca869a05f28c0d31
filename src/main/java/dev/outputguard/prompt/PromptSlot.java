package dev.outputguard.prompt;

import java.util.Objects;
import java.util.Set;

/**
 * One prompt template a feature uses: a built-in resource {@code prompts/<id>.md}, a setting that overrides
 * it, and the variables it may use. A feature lists its templates as an enum of these (translate's
 * {@code TranslationPrompt}, review-cycle's {@code CyclePrompt}), each constant holding its {@link Spec}, and
 * renders them through {@link Prompts}.
 */
public interface PromptSlot {

    /** What this template is: its name, its setting and its variables. */
    Spec spec();

    /** The name in the setting and the resource file, e.g. {@code translation-system}. */
    default String id() {
        return spec().id();
    }

    /** The setting that overrides the template, e.g. {@code outputguard.translate.prompt.translation-system}. */
    default String configKey() {
        return spec().settingPrefix() + spec().id();
    }

    /** The variables the template may use; any other is an error that names {@link #configKey()}. */
    default Set<String> variables() {
        return spec().variables();
    }

    /** The built-in template on the class path. */
    default String resource() {
        return "prompts/" + id() + ".md";
    }

    /**
     * @param settingPrefix the feature's prefix of template settings, e.g. {@code outputguard.translate.prompt.}
     * @param id            the template's name
     * @param variables     the variables it may use
     */
    record Spec(String settingPrefix, String id, Set<String> variables) {
        public Spec {
            Objects.requireNonNull(settingPrefix, "settingPrefix");
            Objects.requireNonNull(id, "id");
            variables = Set.copyOf(variables);
        }
    }
}

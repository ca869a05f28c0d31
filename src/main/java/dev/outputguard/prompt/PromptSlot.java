package dev.outputguard.prompt;

import java.util.Set;

/**
 * One prompt template a feature uses: a built-in resource {@code prompts/<id>.md}, a setting that overrides
 * it, and the variables it may use. A feature lists its templates as an enum of these (translate's
 * {@code TranslationPrompt}, review-cycle's {@code CyclePrompt}) and renders them through {@link Prompts}.
 */
public interface PromptSlot {

    /** The name in the setting and the resource file, e.g. {@code translation-system}. */
    String id();

    /** The setting that overrides the template, e.g. {@code outputguard.translate.prompt.translation-system}. */
    String configKey();

    /** The variables the template may use; any other is an error that names {@link #configKey()}. */
    Set<String> variables();

    /** The built-in template on the class path. */
    default String resource() {
        return "prompts/" + id() + ".md";
    }
}

package dev.outputguard.translate;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The five prompt templates, loaded once. Each comes from its resource {@code prompts/<id>.md} unless its
 * setting {@code outputguard.translate.prompt.<id>} overrides it: {@code file:<path>} reads a file,
 * {@code classpath:<name>} a resource, any other value is the template text itself.
 */
public final class Prompts {

    private final Map<PromptSlot, PromptTemplate> templates;

    private Prompts(Map<PromptSlot, PromptTemplate> templates) {
        this.templates = templates;
    }

    /** The built-in templates. */
    public static Prompts defaults() {
        return load(slot -> Optional.empty());
    }

    /**
     * Loads every template, applying overrides.
     *
     * @throws IllegalArgumentException naming the setting when a template is missing or malformed
     */
    public static Prompts load(Function<PromptSlot, Optional<String>> overrides) {
        Map<PromptSlot, PromptTemplate> templates = new EnumMap<>(PromptSlot.class);
        for (PromptSlot slot : PromptSlot.values()) {
            templates.put(slot, TemplateSource.load(overrides.apply(slot), slot.configKey(), slot.resource(),
                    slot.variables()));
        }
        return new Prompts(templates);
    }

    public String render(PromptSlot slot, Map<String, String> values) {
        return templates.get(slot).render(values);
    }
}

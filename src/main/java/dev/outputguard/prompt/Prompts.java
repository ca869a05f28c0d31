package dev.outputguard.prompt;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The templates of one feature, loaded once: each from its resource {@code prompts/<id>.md} unless its setting
 * overrides it with {@code file:<path>} (a file), {@code classpath:<name>} (a resource) or any other value (the
 * template text itself). A template that cannot be read or uses a variable it may not fails the load with a
 * message naming the setting, so a broken override stops the start rather than the first call.
 *
 * @param <S> the feature's enum of templates
 */
public final class Prompts<S extends Enum<S> & PromptSlot> {

    private final Map<S, PromptTemplate> templates;

    private Prompts(Map<S, PromptTemplate> templates) {
        this.templates = templates;
    }

    /** The built-in templates. */
    public static <S extends Enum<S> & PromptSlot> Prompts<S> defaults(Class<S> slots) {
        return load(slots, slot -> Optional.empty());
    }

    /**
     * Loads every template of {@code slots}, applying {@code overrides} (a slot's setting, if set).
     *
     * @throws IllegalArgumentException naming the setting when a template is missing or malformed
     */
    public static <S extends Enum<S> & PromptSlot> Prompts<S> load(Class<S> slots, Function<S, Optional<String>> overrides) {
        Map<S, PromptTemplate> templates = new EnumMap<>(slots);
        for (S slot : slots.getEnumConstants()) {
            templates.put(slot, TemplateSource.load(overrides.apply(slot), slot.configKey(), slot.resource(),
                    slot.variables()));
        }
        return new Prompts<>(templates);
    }

    /**
     * Whether any template of {@code slots} is overridden: then the templates are loaded at boot, so that a
     * broken override stops the start; otherwise the built-in (tested) ones wait for their first use.
     */
    public static <S extends Enum<S> & PromptSlot> boolean anyOverridden(Class<S> slots,
            Function<S, Optional<String>> overrides) {
        return Arrays.stream(slots.getEnumConstants()).anyMatch(slot -> overrides.apply(slot).isPresent());
    }

    public String render(S slot, Map<String, String> values) {
        return templates.get(slot).render(values);
    }
}

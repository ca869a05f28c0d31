package dev.outputguard.prompt;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The templates of one feature, loaded once: each from its resource {@code prompts/<id>.md} unless its setting
 * overrides it with {@code file:<path>} (a file), {@code classpath:<name>} (a resource) or any other value (the
 * template text itself). The overrides come as the feature's one map of settings, keyed by template id
 * ({@code outputguard.translate.prompt.<id>}); a key that names no template, a template that cannot be read and
 * one that uses a variable it may not fail with a message naming the setting, so a broken override stops the
 * start rather than the first call.
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
        return load(slots, Map.of());
    }

    /**
     * Loads every template of {@code slots}, applying {@code overrides} (template id to setting value).
     *
     * @throws IllegalArgumentException naming the setting when a key names no template, or a template is missing
     *                                  or malformed
     */
    public static <S extends Enum<S> & PromptSlot> Prompts<S> load(Class<S> slots, Map<String, String> overrides) {
        Map<S, String> bySlot = bySlot(slots, overrides);
        Map<S, PromptTemplate> templates = new EnumMap<>(slots);
        for (S slot : slots.getEnumConstants()) {
            templates.put(slot, load(slot, bySlot));
        }
        return new Prompts<>(templates);
    }

    /**
     * Loads only what {@code overrides} set, for the check at boot: the built-in templates (the tested ones) wait
     * for their first use.
     *
     * @throws IllegalArgumentException as {@link #load(Class, Map)}
     */
    public static <S extends Enum<S> & PromptSlot> void checkOverrides(Class<S> slots, Map<String, String> overrides) {
        Map<S, String> bySlot = bySlot(slots, overrides);
        bySlot.keySet().forEach(slot -> load(slot, bySlot));
    }

    public String render(S slot, Map<String, String> values) {
        return templates.get(slot).render(values);
    }

    private static <S extends Enum<S> & PromptSlot> PromptTemplate load(S slot, Map<S, String> overrides) {
        return TemplateSource.load(Optional.ofNullable(overrides.get(slot)), slot.configKey(), slot.resource(),
                slot.variables());
    }

    /**
     * The overrides by template. A key is matched as the setting's name is spelled anywhere: in
     * {@code application.properties} ({@code translation-system}) or as an environment variable, whose name the
     * configuration gives back with dots ({@code OUTPUTGUARD_TRANSLATE_PROMPT_TRANSLATION_SYSTEM} arrives as
     * {@code translation.system}).
     */
    private static <S extends Enum<S> & PromptSlot> Map<S, String> bySlot(Class<S> slots, Map<String, String> overrides) {
        Map<S, String> bySlot = new EnumMap<>(slots);
        overrides.forEach((key, value) -> {
            S slot = Stream.of(slots.getEnumConstants()).filter(s -> s.id().equals(canonical(key))).findFirst()
                    .orElseThrow(() -> noSuchTemplate(slots, key));
            bySlot.put(slot, value);
        });
        return bySlot;
    }

    private static String canonical(String key) {
        return key.toLowerCase(Locale.ROOT).replace('.', '-').replace('_', '-');
    }

    private static <S extends Enum<S> & PromptSlot> IllegalArgumentException noSuchTemplate(Class<S> slots, String key) {
        String prefix = slots.getEnumConstants()[0].spec().settingPrefix();
        return new IllegalArgumentException(prefix + key + ": no prompt template is named '" + key + "'; the templates are "
                + Stream.of(slots.getEnumConstants()).map(PromptSlot::id).collect(Collectors.joining(", ")));
    }
}

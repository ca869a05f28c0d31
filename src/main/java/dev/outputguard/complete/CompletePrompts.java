package dev.outputguard.complete;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import dev.outputguard.translate.PromptTemplate;
import dev.outputguard.translate.TemplateSource;

/**
 * complete-json's two prompt templates, loaded once. Each comes from its resource {@code prompts/<id>.md}
 * unless its setting {@code outputguard.complete.prompt.<slot>} overrides it, with the same rules and template
 * syntax as translate's and review-cycle's prompts: {@code file:<path>} reads a file, {@code classpath:<name>} a
 * resource, any other value is the template text itself.
 */
public final class CompletePrompts {

    /** One template; {@code id} names its resource, {@code key} its setting. */
    public enum Slot {
        /** Put before the caller's messages: answer with one object conforming to {@code schema}. */
        SYSTEM("complete-json-system", "system", Set.of("schema")),
        /** Sent after a rejected reply: what was wrong with it, path by path. */
        RETRY_INSTRUCTION("complete-json-retry", "retry-instruction",
                Set.of("attempt", "errorCode", "error", "violations"));

        private final String id;
        private final String key;
        private final Set<String> variables;

        Slot(String id, String key, Set<String> variables) {
            this.id = id;
            this.key = key;
            this.variables = variables;
        }

        public String configKey() {
            return "outputguard.complete.prompt." + key;
        }

        public String resource() {
            return "prompts/" + id + ".md";
        }

        public Set<String> variables() {
            return variables;
        }
    }

    private final Map<Slot, PromptTemplate> templates;

    private CompletePrompts(Map<Slot, PromptTemplate> templates) {
        this.templates = templates;
    }

    public static CompletePrompts defaults() {
        return load(slot -> Optional.empty());
    }

    /**
     * Loads every template, applying overrides.
     *
     * @throws IllegalArgumentException naming the setting when a template is missing or malformed
     */
    public static CompletePrompts load(Function<Slot, Optional<String>> overrides) {
        Map<Slot, PromptTemplate> templates = new EnumMap<>(Slot.class);
        for (Slot slot : Slot.values()) {
            templates.put(slot, TemplateSource.load(overrides.apply(slot), slot.configKey(), slot.resource(),
                    slot.variables()));
        }
        return new CompletePrompts(templates);
    }

    public String render(Slot slot, Map<String, String> values) {
        return templates.get(slot).render(values);
    }
}

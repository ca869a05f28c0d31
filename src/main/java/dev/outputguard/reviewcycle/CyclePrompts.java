package dev.outputguard.reviewcycle;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import dev.outputguard.translate.PromptTemplate;
import dev.outputguard.translate.TemplateSource;

/**
 * The review-cycle's four prompt templates, loaded once. Each comes from its resource
 * {@code prompts/<id>.md} unless its setting {@code outputguard.review.prompt.<id>} overrides it, with the
 * same rules and template syntax as translate's prompts: {@code file:<path>} reads a file,
 * {@code classpath:<name>} a resource, any other value is the template text itself.
 */
public final class CyclePrompts {

    private static final Set<String> REVIEW_VARIABLES = Set.of("phase", "criteria", "document");
    private static final Set<String> REVISE_VARIABLES = Set.of("phase", "criteria", "document", "feedback", "suggestions");

    /** One template; {@code id} names its resource and its setting. */
    public enum Slot {
        REVIEW_SYSTEM("review-system", REVIEW_VARIABLES),
        REVIEW_USER("review-user", REVIEW_VARIABLES),
        REVISE_SYSTEM("revise-system", REVISE_VARIABLES),
        REVISE_USER("revise-user", REVISE_VARIABLES);

        private final String id;
        private final Set<String> variables;

        Slot(String id, Set<String> variables) {
            this.id = id;
            this.variables = variables;
        }

        public String id() {
            return id;
        }

        public String configKey() {
            return "outputguard.review.prompt." + id;
        }

        public String resource() {
            return "prompts/" + id + ".md";
        }

        public Set<String> variables() {
            return variables;
        }
    }

    private final Map<Slot, PromptTemplate> templates;

    private CyclePrompts(Map<Slot, PromptTemplate> templates) {
        this.templates = templates;
    }

    public static CyclePrompts defaults() {
        return load(slot -> Optional.empty());
    }

    /**
     * Loads every template, applying overrides.
     *
     * @throws IllegalArgumentException naming the setting when a template is missing or malformed
     */
    public static CyclePrompts load(Function<Slot, Optional<String>> overrides) {
        Map<Slot, PromptTemplate> templates = new EnumMap<>(Slot.class);
        for (Slot slot : Slot.values()) {
            templates.put(slot, TemplateSource.load(overrides.apply(slot), slot.configKey(), slot.resource(),
                    slot.variables()));
        }
        return new CyclePrompts(templates);
    }

    public String render(Slot slot, Map<String, String> values) {
        return templates.get(slot).render(values);
    }
}

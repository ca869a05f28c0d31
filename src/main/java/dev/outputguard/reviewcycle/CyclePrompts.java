package dev.outputguard.reviewcycle;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import dev.outputguard.translate.PromptTemplate;

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
            Optional<String> override = overrides.apply(slot).filter(v -> !v.isBlank());
            String origin = override.isPresent() ? slot.configKey() : "resource " + slot.resource();
            String source = override.map(v -> read(v, slot)).orElseGet(() -> resource(slot.resource(), slot));
            templates.put(slot, PromptTemplate.parse(source, origin, slot.variables()));
        }
        return new CyclePrompts(templates);
    }

    public String render(Slot slot, Map<String, String> values) {
        return templates.get(slot).render(values);
    }

    private static String read(String value, Slot slot) {
        if (value.startsWith("file:")) {
            Path path = Path.of(value.substring("file:".length()));
            try {
                return withoutFinalNewline(Files.readString(path, StandardCharsets.UTF_8));
            } catch (IOException | UncheckedIOException e) {
                throw new IllegalArgumentException(slot.configKey() + ": cannot read " + path + " (" + e.getMessage() + ")", e);
            }
        }
        if (value.startsWith("classpath:")) {
            return resource(value.substring("classpath:".length()), slot);
        }
        return value;
    }

    private static String resource(String name, Slot slot) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null) {
            loader = CyclePrompts.class.getClassLoader();
        }
        try (InputStream in = loader.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException(slot.configKey() + ": no resource " + name + " on the classpath");
            }
            return withoutFinalNewline(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalArgumentException(slot.configKey() + ": cannot read resource " + name, e);
        }
    }

    private static String withoutFinalNewline(String text) {
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }
}

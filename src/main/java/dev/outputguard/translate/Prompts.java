package dev.outputguard.translate;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
            Optional<String> override = overrides.apply(slot).filter(v -> !v.isBlank());
            String origin = override.isPresent() ? slot.configKey() : "resource " + slot.resource();
            String source = override.map(v -> read(v, slot)).orElseGet(() -> resource(slot.resource(), slot));
            templates.put(slot, PromptTemplate.parse(source, origin, slot.variables()));
        }
        return new Prompts(templates);
    }

    public String render(PromptSlot slot, Map<String, String> values) {
        return templates.get(slot).render(values);
    }

    private static String read(String value, PromptSlot slot) {
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

    private static String resource(String name, PromptSlot slot) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null) {
            loader = Prompts.class.getClassLoader();
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

    /** Files end in a newline by convention; the template ends where its text does. */
    private static String withoutFinalNewline(String text) {
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }
}

package dev.outputguard.prompt;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;

/**
 * Where a prompt template comes from: its built-in resource, unless its setting overrides it with
 * {@code file:<path>}, {@code classpath:<name>} or the template text itself. Errors name the setting, so a
 * broken override stops the boot with a clear message.
 */
final class TemplateSource {

    private TemplateSource() {
    }

    /**
     * @throws IllegalArgumentException naming {@code configKey} when the template is missing or malformed
     */
    static PromptTemplate load(Optional<String> override, String configKey, String resource,
            Set<String> variables) {
        Optional<String> value = override.filter(v -> !v.isBlank());
        String origin = value.isPresent() ? configKey : "resource " + resource;
        String source = value.map(v -> read(v, configKey)).orElseGet(() -> resource(resource, configKey));
        return PromptTemplate.parse(source, origin, variables);
    }

    private static String read(String value, String configKey) {
        if (value.startsWith("file:")) {
            Path path = Path.of(value.substring("file:".length()));
            try {
                return withoutFinalNewline(Files.readString(path, StandardCharsets.UTF_8));
            } catch (IOException | UncheckedIOException e) {
                throw new IllegalArgumentException(configKey + ": cannot read " + path + " (" + e.getMessage() + ")", e);
            }
        }
        if (value.startsWith("classpath:")) {
            return resource(value.substring("classpath:".length()), configKey);
        }
        return value;
    }

    private static String resource(String name, String configKey) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null) {
            loader = TemplateSource.class.getClassLoader();
        }
        try (InputStream in = loader.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException(configKey + ": no resource " + name + " on the classpath");
            }
            return withoutFinalNewline(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalArgumentException(configKey + ": cannot read resource " + name, e);
        }
    }

    /** Files end in a newline by convention; the template ends where its text does. */
    private static String withoutFinalNewline(String text) {
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }
}

package dev.outputguard.schema;

import java.util.Objects;

/**
 * One way a value does not conform to its schema.
 *
 * @param path    a JSON Pointer into the checked value ({@code ""} is the value itself): where the value fails,
 *                or, for a missing {@code required} property, the object that lacks it
 * @param keyword the schema keyword that failed ({@code type}, {@code required}, {@code minimum}, …)
 * @param message what is wrong, in words
 */
public record Violation(String path, String keyword, String message) {

    public Violation {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(keyword, "keyword");
        Objects.requireNonNull(message, "message");
    }
}

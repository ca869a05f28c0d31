package dev.outputguard.sanitize;

/**
 * The kinds of JSON residue {@link OutputSanitizer} reports, in the order they are evaluated and
 * reported. The descriptions are the original design's and appear verbatim in the warnings.
 */
public enum PatternType {
    /** {@code {"translation": "} or {@code {"targetPatch": "}: the model echoed its own reply format. */
    TRANSLATION_WRAPPER("AI response wrapper structure detected"),
    /** A line whose first non-blank character opens an object that holds a key-value pair. */
    FULL_JSON_OBJECT("JSON object structure detected"),
    /** {@code \"key\": \"}: JSON that was escaped into a string and leaked as text. */
    ESCAPED_JSON("Escaped JSON structure detected"),
    /** Three or more {@code {} with only whitespace between them; rare in prose. */
    NESTED_BRACES("Deeply nested braces detected");

    private final String description;

    PatternType(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }
}

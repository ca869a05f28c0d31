package dev.outputguard.validate;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

/**
 * What a whole text is as strict JSON: one value of some type (surrounding whitespace allowed), or not
 * JSON at all. Streams the tokens and skips children iteratively, so deep or large input costs no stack
 * and no tree; Jackson's own nesting limit turns absurd depth into {@link #NOT_JSON}.
 */
enum JsonShape {
    OBJECT("a JSON object"),
    ARRAY("a JSON array"),
    STRING("a JSON string"),
    NUMBER("a JSON number"),
    BOOLEAN("a JSON boolean"),
    NULL("JSON null"),
    NOT_JSON("not JSON");

    private static final JsonFactory FACTORY = JsonFactory.builder().build();

    private final String phrase;

    JsonShape(String phrase) {
        this.phrase = phrase;
    }

    /** "a JSON array", for messages. */
    String phrase() {
        return phrase;
    }

    static JsonShape of(String text) {
        if (!startsLikeJson(text)) {
            return NOT_JSON;
        }
        try (JsonParser parser = FACTORY.createParser(text)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return NOT_JSON;
            }
            parser.skipChildren();
            return parser.nextToken() == null ? shapeOf(first) : NOT_JSON;
        } catch (IOException e) {
            return NOT_JSON;
        }
    }

    /** Whether the first non-blank character is '{'. */
    static boolean opensObject(String text) {
        int first = firstNonBlank(text);
        return first >= 0 && text.charAt(first) == '{';
    }

    /**
     * Whether the first non-blank character can start a JSON value. Prose fails here without a parser
     * and its exception, which would cost more than the rest of a typical validation.
     */
    private static boolean startsLikeJson(String text) {
        int first = firstNonBlank(text);
        if (first < 0) {
            return false;
        }
        char c = text.charAt(first);
        return c == '{' || c == '[' || c == '"' || c == '-' || (c >= '0' && c <= '9') || c == 't' || c == 'f'
                || c == 'n';
    }

    /** JSON's own whitespace: space, tab, line feed, carriage return. */
    private static boolean isJsonBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private static int firstNonBlank(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (!isJsonBlank(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    private static JsonShape shapeOf(JsonToken token) {
        return switch (token) {
            case START_OBJECT -> OBJECT;
            case START_ARRAY -> ARRAY;
            case VALUE_STRING -> STRING;
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> NUMBER;
            case VALUE_TRUE, VALUE_FALSE -> BOOLEAN;
            case VALUE_NULL -> NULL;
            default -> NOT_JSON;
        };
    }
}

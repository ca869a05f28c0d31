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

    /** True when the whole text is one JSON object with at least one member. */
    static boolean isObjectWithMembers(String text) {
        try (JsonParser parser = FACTORY.createParser(text)) {
            if (parser.nextToken() != JsonToken.START_OBJECT || parser.nextToken() != JsonToken.FIELD_NAME) {
                return false;
            }
            JsonToken t;
            while ((t = parser.nextToken()) != JsonToken.END_OBJECT) {
                if (t == null) {
                    return false;
                }
                if (t.isStructStart()) {
                    parser.skipChildren();
                }
            }
            return parser.nextToken() == null;
        } catch (IOException e) {
            return false;
        }
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

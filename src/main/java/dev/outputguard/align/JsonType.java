package dev.outputguard.align;

import java.util.EnumSet;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

/** JSON Schema's {@code type} names; a number with no fraction is an {@code integer} too, as the validator reads it. */
enum JsonType {
    STRING, NUMBER, INTEGER, BOOLEAN, OBJECT, ARRAY, NULL;

    static JsonType named(String name) {
        return switch (name) {
            case "string" -> STRING;
            case "number" -> NUMBER;
            case "integer" -> INTEGER;
            case "boolean" -> BOOLEAN;
            case "object" -> OBJECT;
            case "array" -> ARRAY;
            case "null" -> NULL;
            default -> null;
        };
    }

    /** The type a value has, {@code NUMBER} for every number. */
    static JsonType of(JsonNode value) {
        return switch (value.getNodeType()) {
            case STRING -> STRING;
            case NUMBER -> NUMBER;
            case BOOLEAN -> BOOLEAN;
            case OBJECT -> OBJECT;
            case ARRAY -> ARRAY;
            default -> NULL;
        };
    }

    /** Whether {@code value} is of one of {@code types}. */
    static boolean fits(JsonNode value, Set<JsonType> types) {
        JsonType type = of(value);
        if (types.contains(type)) {
            return true;
        }
        return type == NUMBER && types.contains(INTEGER) && Numbers.isWhole(value);
    }

    static Set<JsonType> none() {
        return EnumSet.noneOf(JsonType.class);
    }
}

package dev.outputguard.align;

import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What the aligner reads of one subschema: the keywords it can align a value with. A subschema it cannot follow
 * (a reference it does not resolve, a {@code $dynamicRef}, a nested {@code $id}) is {@code opaque}: nothing at or
 * below it is changed. Pointers are JSON Pointers into the whole schema.
 *
 * @param types       the {@code type} names, or those of the {@code enum}/{@code const} values when no type is
 *                    given; null when any type is allowed
 * @param enumValues  the {@code enum} values, or the {@code const} as one value; null when neither is given
 * @param ref         the subschema {@code $ref} points to, or null
 * @param refOnly     whether {@code $ref} replaces every other keyword (draft 7)
 * @param properties  each property's subschema, in the schema's order
 * @param closed      {@code additionalProperties: false}
 * @param additional  the {@code additionalProperties} subschema, or null
 * @param patterned   {@code patternProperties} is given: keys are neither renamed nor dropped
 * @param prefixItems the subschemas of the first elements ({@code prefixItems}, or draft 7's {@code items} array)
 * @param items       the subschema of the other elements, or null
 * @param fallback    {@code default}, or null
 * @param spellings   the properties by {@link Words#spelling}: which property names a key may spell
 * @param title       {@code title}, or null: the name of what is wanted, which a wrapper around it may carry
 */
record Keywords(String pointer, boolean opaque, Boolean constant, Set<JsonType> types, List<JsonNode> enumValues,
        String ref, boolean refOnly, Map<String, String> properties, List<String> required, boolean closed,
        String additional, boolean patterned, List<String> prefixItems, String items, List<String> allOf,
        List<String> anyOf, List<String> oneOf, JsonNode fallback, Map<String, List<String>> spellings, String title) {

    /** A subschema nothing is aligned with. */
    static Keywords opaque(String pointer) {
        return new Keywords(pointer, true, null, null, null, null, false, Map.of(), List.of(), false, null, false,
                List.of(), null, List.of(), List.of(), List.of(), null, Map.of(), null);
    }

    /** The boolean schema {@code true} (every value) or {@code false} (none). */
    static Keywords constant(String pointer, boolean value) {
        return new Keywords(pointer, false, value, null, null, null, false, Map.of(), List.of(), false, null, false,
                List.of(), null, List.of(), List.of(), List.of(), null, Map.of(), null);
    }

    /** The properties a key spells another way (surrounding blanks, case, {@code _}, {@code -}). */
    List<String> spelledBy(String key) {
        String spelled = Words.spelling(key);
        return spelled.isEmpty() ? List.of() : spellings.getOrDefault(spelled, List.of());
    }

    /** Whether the subschema says anything about an object's members. */
    boolean describesObjects() {
        return !properties.isEmpty() || !required.isEmpty() || closed || additional != null || patterned;
    }

    /** The subschema of element {@code index}, or null when none is given. */
    String itemAt(int index) {
        return index < prefixItems.size() ? prefixItems.get(index) : items;
    }
}

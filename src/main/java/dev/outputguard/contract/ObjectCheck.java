package dev.outputguard.contract;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What the contract asks of a free-form object field (a JSON Schema) once it is read: a problem makes the
 * request a 400 naming the field, found inside the one read like any other mistake, so every binding reports
 * it the same way.
 */
@FunctionalInterface
public interface ObjectCheck {

    /** Accepts every object. */
    ObjectCheck NONE = tree -> null;

    /** What is wrong with {@code tree}, worded to follow "field 'schema' ", or null when nothing is. */
    String problem(ObjectNode tree);
}

package dev.outputguard.function;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.InvalidSchemaException;
import dev.outputguard.schema.JsonSchemas;

/**
 * The {@code schema} field of a request, compiled. The app's request contract has compiled it already while
 * reading the request (an unusable schema is its 400), so this is a cache hit; a caller that bypasses the
 * contract still gets the same 400 naming the field.
 */
final class SchemaField {

    static final String NAME = "schema";

    private SchemaField() {
    }

    /** The compiled schema, or null when the request sends none. */
    static CompiledSchema compile(JsonSchemas schemas, ObjectNode schema) {
        if (schema == null) {
            return null;
        }
        try {
            return schemas.compile(schema);
        } catch (InvalidSchemaException e) {
            throw new InvalidRequestException(NAME, "field '" + NAME + "' " + e.getMessage());
        }
    }
}

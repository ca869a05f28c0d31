package dev.outputguard.function;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A request that may carry a JSON Schema its function checks a value against. The work of such a check is not
 * bounded by the body's size (a short schema can ask for a great deal of it, up to the request's work budget),
 * so the HTTP route runs a request that carries one off the event loop.
 */
public interface CarriesSchema {

    /** The schema, or null when the request sends none. */
    ObjectNode schema();
}

package dev.outputguard.acceptance;

import com.fasterxml.jackson.databind.JsonNode;

/** One way of calling the functions: in process, over HTTP, by direct invoke, through API Gateway events. */
public interface Flavour {

    /** The function's answer to the request, as the caller receives it (read with exact numbers). */
    JsonNode call(String function, JsonNode request);

    /**
     * The answer to a start-index case no request can express (see {@link Vector#unrealisable()}): only
     * the in-process flavour can put the rule's search result in; the others skip it, saying why.
     */
    default JsonNode callUnrealisable(Vector vector) {
        org.junit.jupiter.api.Assumptions.abort(vector.unrealisable() + "; the in-process flavour checks it against the rule");
        return null;
    }
}

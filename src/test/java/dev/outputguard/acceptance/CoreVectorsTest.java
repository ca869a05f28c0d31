package dev.outputguard.acceptance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.function.InProcessFunctions;

/** Every vector in process: the plain-Java core under its function class, no Quarkus, no HTTP. */
class CoreVectorsTest extends VectorSuite {

    @Override
    protected Flavour flavour() {
        InProcessFunctions functions = new InProcessFunctions();
        return new Flavour() {
            @Override
            public JsonNode call(String function, JsonNode request) {
                try {
                    return Vector.MAPPER.readTree(functions.call(function, request.toString().getBytes(StandardCharsets.UTF_8)));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            /** The start-index rule with the search result the case names, as the original table states it. */
            @Override
            public JsonNode callUnrealisable(Vector vector) {
                int prompt = vector.args().get("recentUserPromptIndex").asInt();
                int start = Vector.startIndexRule(vector.args(), (from, to) -> prompt);
                try {
                    return Vector.MAPPER.readTree("{\"startIndex\": " + start + "}");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
    }
}

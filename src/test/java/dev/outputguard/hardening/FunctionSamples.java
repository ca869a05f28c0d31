package dev.outputguard.hardening;

import java.util.List;

import dev.outputguard.function.ExtractJsonFunction;

/** One good request per function: the base the malformed-request suite mutates. Add a line per function. */
record FunctionSamples(String path, Class<?> requestType, String goodBody) {

    static final List<FunctionSamples> ALL = List.of(
            new FunctionSamples("/extract-json", ExtractJsonFunction.Request.class,
                    "{\"text\": \"Here: {\\\"a\\\": [1, 2]} done\", \"mode\": \"strict\"}"));
}

package dev.outputguard.hardening;

import java.util.List;

import dev.outputguard.function.ExtractJsonFunction;
import dev.outputguard.function.ExtractTerminalResponseFunction;

/** One good request per function: the base the malformed-request suite mutates. Add a line per function. */
record FunctionSamples(String path, Class<?> requestType, String goodBody) {

    static final List<FunctionSamples> ALL = List.of(
            new FunctionSamples("/extract-json", ExtractJsonFunction.Request.class,
                    "{\"text\": \"Here: {\\\"a\\\": [1, 2]} done\", \"mode\": \"strict\"}"),
            new FunctionSamples("/extract-terminal-response", ExtractTerminalResponseFunction.Request.class,
                    "{\"buffer\": \"> hi\\nHello there\\n> \", \"lastCapturedLine\": 0, \"bufferReset\": false,"
                            + " \"cliTool\": \"claude\"}"));
}

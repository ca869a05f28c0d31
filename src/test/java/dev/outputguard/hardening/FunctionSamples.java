package dev.outputguard.hardening;

import java.util.List;

import dev.outputguard.function.ExtractJsonFunction;
import dev.outputguard.function.ExtractTerminalResponseFunction;
import dev.outputguard.function.ReviewDecisionFunction;
import dev.outputguard.function.SanitizeOutputFunction;
import dev.outputguard.function.ValidateResponseFunction;

/** One good request per function: the base the malformed-request suite mutates. Add a line per function. */
record FunctionSamples(String path, Class<?> requestType, String goodBody) {

    static final List<FunctionSamples> ALL = List.of(
            new FunctionSamples("/extract-json", ExtractJsonFunction.Request.class,
                    "{\"text\": \"Here: {\\\"a\\\": [1, 2]} done\", \"mode\": \"strict\", \"accept\": \"object\"}"),
            new FunctionSamples("/extract-terminal-response", ExtractTerminalResponseFunction.Request.class,
                    "{\"buffer\": \"> hi\\nHello there\\n> \", \"lastCapturedLine\": 0, \"bufferReset\": false,"
                            + " \"cliTool\": \"claude\"}"),
            new FunctionSamples("/validate-response", ValidateResponseFunction.Request.class,
                    "{\"text\": \"{\\\"translation\\\": \\\"Hallo\\\"}\", \"kind\": \"translation\","
                            + " \"source\": \"Hello\"}"),
            new FunctionSamples("/sanitize-output", SanitizeOutputFunction.Request.class,
                    "{\"text\": \"Plain prose with {one} brace.\", \"source\": \"Prosa mit {einer} Klammer.\"}"),
            new FunctionSamples("/review-decision", ReviewDecisionFunction.Request.class,
                    "{\"reviewText\": \"Looks good.\\n最終判定: PASS\", \"reply\": \"{\\\"result\\\": \\\"PASS\\\"}\"}"));
}

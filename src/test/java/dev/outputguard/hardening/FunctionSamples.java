package dev.outputguard.hardening;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.outputguard.function.ExtractJsonFunction;
import dev.outputguard.function.ExtractTerminalResponseFunction;
import dev.outputguard.function.ReviewDecisionFunction;
import dev.outputguard.function.SanitizeOutputFunction;
import dev.outputguard.function.ValidateResponseFunction;

/** One good request per function: the base the malformed-request suite mutates. Add a line per function. */
record FunctionSamples(String path, Class<?> requestType, String goodBody, Map<String, String> alsoBad) {

    FunctionSamples(String path, Class<?> requestType, String goodBody) {
        this(path, requestType, goodBody, Map.of());
    }

    /** Schemas no function may accept, each with the name the suite reports it by. */
    static Map<String, String> badSchemas(String bodyBeforeSchema) {
        StringBuilder huge = new StringBuilder("{\"properties\": {");
        for (int i = 0; huge.length() < 150_000; i++) {
            huge.append(i == 0 ? "" : ", ").append("\"p").append(i).append("\": {\"type\": \"string\"}");
        }
        huge.append("}}");
        Map<String, String> bad = new LinkedHashMap<>();
        bad.put("schema not valid against its draft", bodyBeforeSchema + "{\"type\": \"strin\"}}");
        bad.put("schema with a bad pattern", bodyBeforeSchema + "{\"pattern\": \"(\"}}");
        bad.put("schema of an unsupported draft", bodyBeforeSchema
                + "{\"$schema\": \"http://json-schema.org/draft-04/schema#\"}}");
        bad.put("schema with a $ref to a URL", bodyBeforeSchema
                + "{\"properties\": {\"a\": {\"$ref\": \"https://example.com/schema.json\"}}}}");
        bad.put("schema with a $ref to a file", bodyBeforeSchema + "{\"$ref\": \"file:///etc/passwd\"}}");
        bad.put("schema with a dangling local $ref", bodyBeforeSchema + "{\"$ref\": \"#/$defs/none\"}}");
        bad.put("schema that refers to itself forever", bodyBeforeSchema + "{\"allOf\": [{\"$ref\": \"#\"}]}}");
        bad.put("huge schema", bodyBeforeSchema + huge + "}");
        return bad;
    }

    /** The bad schemas, and one body that sends {@code coerce} without a schema. */
    static Map<String, String> withCoerceWithoutSchema(Map<String, String> bad, String body) {
        Map<String, String> all = new LinkedHashMap<>(bad);
        all.put("coerce without a schema", body);
        return all;
    }

    static final List<FunctionSamples> ALL = List.of(
            new FunctionSamples("/extract-json", ExtractJsonFunction.Request.class,
                    "{\"text\": \"Here: {\\\"a\\\": [1, 2]} done\", \"mode\": \"strict\", \"accept\": \"object\", \"schema\": {\"type\": \"object\"},"
                            + " \"coerce\": true}",
                    withCoerceWithoutSchema(badSchemas("{\"text\": \"Here: {\\\"a\\\": [1, 2]} done\", \"schema\": "),
                            "{\"text\": \"Here: {\\\"a\\\": [1, 2]} done\", \"coerce\": true}")),
            new FunctionSamples("/extract-terminal-response", ExtractTerminalResponseFunction.Request.class,
                    "{\"buffer\": \"> hi\\nHello there\\n> \", \"lastCapturedLine\": 0, \"bufferReset\": false,"
                            + " \"cliTool\": \"claude\"}"),
            new FunctionSamples("/validate-response", ValidateResponseFunction.Request.class,
                    "{\"text\": \"{\\\"translation\\\": \\\"Hallo\\\"}\", \"kind\": \"translation\","
                            + " \"source\": \"Hello\", \"schema\": {\"required\": [\"translation\"]}, \"coerce\": true}",
                    withCoerceWithoutSchema(badSchemas("{\"text\": \"{\\\"translation\\\": \\\"Hallo\\\"}\", \"schema\": "),
                            "{\"text\": \"{\\\"translation\\\": \\\"Hallo\\\"}\", \"coerce\": false}")),
            new FunctionSamples("/sanitize-output", SanitizeOutputFunction.Request.class,
                    "{\"text\": \"Plain prose with {one} brace.\", \"source\": \"Prosa mit {einer} Klammer.\"}"),
            new FunctionSamples("/review-decision", ReviewDecisionFunction.Request.class,
                    "{\"reviewText\": \"Looks good.\\n最終判定: PASS\", \"reply\": \"{\\\"result\\\": \\\"PASS\\\"}\"}"));
}

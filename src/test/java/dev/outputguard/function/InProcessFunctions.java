package dev.outputguard.function;

import java.io.IOException;
import java.io.UncheckedIOException;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.json.JsonMapper;

import dev.outputguard.align.SchemaAligner;
import dev.outputguard.contract.RequestContract;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.Limits;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.terminal.TerminalResponseExtractor;
import dev.outputguard.terminal.ToolRegistry;
import dev.outputguard.validate.ResponseValidator;

/**
 * The deterministic functions called in process, without Quarkus: the request read by the request
 * contract, the function class over its plain-Java core (wired by hand as the CDI producers wire it),
 * the answer written by a Jackson mapper with the modules on the class path, as Quarkus's is.
 */
public final class InProcessFunctions {

    private final RequestContract contract = new RequestContract(Limits.DEFAULT);
    private final ObjectMapper mapper = JsonMapper.builder().findAndAddModules().build();
    private final JsonExtractor extractor = new JsonExtractor();
    private final JsonSchemas schemas = new JsonSchemas(Limits.DEFAULT);
    private final SchemaAligner aligner = new SchemaAligner(Limits.DEFAULT);

    /** The function's answer to a request body, as JSON bytes. */
    public byte[] call(String function, byte[] body) {
        Object answer = switch (function) {
            case "extract-json" -> {
                ExtractJsonFunction f = new ExtractJsonFunction();
                f.extractor = extractor;
                f.schemas = schemas;
                f.aligner = aligner;
                f.limits = Limits.DEFAULT;
                yield f.extractJson(contract.read(body, ExtractJsonFunction.Request.class));
            }
            case "validate-response" -> {
                ValidateResponseFunction f = new ValidateResponseFunction();
                f.validator = new ResponseValidator(extractor);
                f.schemas = schemas;
                f.aligner = aligner;
                f.limits = Limits.DEFAULT;
                yield f.validateResponse(contract.read(body, ValidateResponseFunction.Request.class));
            }
            case "sanitize-output" -> {
                SanitizeOutputFunction f = new SanitizeOutputFunction();
                f.sanitizer = new OutputSanitizer();
                yield f.sanitizeOutput(contract.read(body, SanitizeOutputFunction.Request.class));
            }
            case "review-decision" -> {
                ReviewDecisionFunction f = new ReviewDecisionFunction();
                f.decider = new ReviewDecider(extractor);
                yield f.reviewDecision(contract.read(body, ReviewDecisionFunction.Request.class));
            }
            case "extract-terminal-response" -> {
                ExtractTerminalResponseFunction f = new ExtractTerminalResponseFunction();
                f.extractor = new TerminalResponseExtractor(ToolRegistry.DEFAULT);
                yield f.extractTerminalResponse(contract.read(body, ExtractTerminalResponseFunction.Request.class));
            }
            default -> throw new IllegalArgumentException("no in-process wiring for function " + function);
        };
        try {
            return mapper.writeValueAsBytes(answer);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** review-decision's {@code result} for a review of {@code reviewText} alone, as a caller sends it. */
    public String reviewResult(String reviewText) {
        try {
            byte[] body = mapper.writeValueAsBytes(mapper.createObjectNode().put("reviewText", reviewText));
            return mapper.readTree(call("review-decision", body)).get("result").asText();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * extract-json's whole answer to {@code text} aligned to {@code schema} ({@code coerce}), in {@code mode}
     * ({@code strict} or {@code repair}; null for the default), as a caller sends it.
     */
    public JsonNode coerce(String text, JsonNode schema, String mode) {
        ObjectNode request = mapper.createObjectNode().put("text", text).put("coerce", true);
        if (mode != null) {
            request.put("mode", mode);
        }
        request.set("schema", schema);
        try {
            return mapper.readTree(call("extract-json", mapper.writeValueAsBytes(request)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** extract-json's answer to {@code text}, a reply still being written, aligned to {@code schema} ({@code partial}). */
    public JsonNode coercePartial(String text, JsonNode schema) {
        ObjectNode request = mapper.createObjectNode().put("text", text).put("coerce", true).put("partial", true);
        request.set("schema", schema);
        try {
            return mapper.readTree(call("extract-json", mapper.writeValueAsBytes(request)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The data {@link #coerce} answers, or null where it refuses. */
    public JsonNode coerced(String text, JsonNode schema, String mode) {
        JsonNode answer = coerce(text, schema, mode);
        return answer.path("ok").asBoolean() ? answer.path("json") : null;
    }

    /** {@link #coerced} with the schema written as JSON text. */
    public JsonNode coerced(String text, String schema, String mode) {
        try {
            return coerced(text, mapper.readTree(schema), mode);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}

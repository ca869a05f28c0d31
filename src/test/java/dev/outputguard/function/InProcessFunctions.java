package dev.outputguard.function;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
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
}

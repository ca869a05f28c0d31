package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.align.SchemaAligner;
import dev.outputguard.contract.RequestContract;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.function.RequestRecords;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.schema.InvalidSchemaException;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.terminal.TerminalResponseExtractor;
import dev.outputguard.terminal.ToolRegistry;
import dev.outputguard.validate.ResponseValidator;

/** Builds the limits and the plain-Java cores once, from configuration; they are immutable and thread-safe. */
@ApplicationScoped
public class CoreProducers {

    /** The settings of every limit, mapped into the one value the cores and the function classes read. */
    @Produces
    @Singleton
    Limits limits(OutputGuardConfig config) {
        return Limits.builder()
                .maxInputChars(config.maxInputChars())
                .maxSchemaChars(config.maxSchemaChars())
                .schemaCacheSize(config.schemaCacheSize())
                .maxViolations(config.maxViolations())
                .maxNestingDepth(config.maxNestingDepth())
                .maxSchemaWork(config.maxSchemaWork())
                .maxCoerceGrowth(config.maxCoerceGrowth())
                .build();
    }

    /** Each LLM loop's retries (or revisions) when a request names none; each loop is handed its own. */
    @Produces
    @Singleton
    LoopDefaults loopDefaults(TranslateConfig translate, CompleteConfig complete, ReviewCycleConfig review) {
        return new LoopDefaults(translate.maxRetries(), complete.maxRetries(), review.maxRevisions());
    }

    @Produces
    @Singleton
    RequestContract requestContract(Limits limits, ObjectMapper mapper, JsonSchemas schemas) {
        // Starts from the app's JSON factory, so what is configured there applies to request parsing too. A
        // request's schema is compiled (into the cache the functions then read) while the request is read, so
        // an unusable one is the contract's 400 in every binding, before any function runs.
        return new RequestContract(limits, mapper.getFactory(), tree -> {
            try {
                schemas.compile(tree);
                return null;
            } catch (InvalidSchemaException e) {
                return e.getMessage();
            }
        }, new RequestRecords());
    }

    @Produces
    @Singleton
    JsonExtractor jsonExtractor(Limits limits, OutputGuardConfig config) {
        return new JsonExtractor(limits, config.messageLanguage());
    }

    @Produces
    @Singleton
    ResponseValidator responseValidator(JsonExtractor extractor) {
        return new ResponseValidator(extractor);
    }

    /** One cache of compiled schemas for every function that takes a {@code schema}. */
    @Produces
    @Singleton
    JsonSchemas jsonSchemas(Limits limits) {
        return new JsonSchemas(limits);
    }

    /** The one aligner of {@code coerce}, for every function that takes a {@code schema}. */
    @Produces
    @Singleton
    SchemaAligner schemaAligner(Limits limits) {
        return new SchemaAligner(limits);
    }

    @Produces
    @Singleton
    OutputSanitizer outputSanitizer(Limits limits, OutputGuardConfig config) {
        return new OutputSanitizer(limits, config.messageLanguage());
    }

    @Produces
    @Singleton
    ReviewDecider reviewDecider(JsonExtractor extractor) {
        return new ReviewDecider(extractor);
    }

    /** With the tool tables whose names the request contract accepts as {@code cliTool}. */
    @Produces
    @Singleton
    TerminalResponseExtractor terminalResponseExtractor() {
        return new TerminalResponseExtractor(ToolRegistry.DEFAULT);
    }
}

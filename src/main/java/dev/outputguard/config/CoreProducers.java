package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.contract.RequestContract;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.schema.InvalidSchemaException;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.validate.ResponseValidator;

/** Builds the plain-Java cores once, from configuration; they are immutable and thread-safe. */
@ApplicationScoped
public class CoreProducers {

    @Produces
    @Singleton
    RequestContract requestContract(OutputGuardConfig config, ObjectMapper mapper, JsonSchemas schemas) {
        // Starts from the app's JSON factory, so what is configured there applies to request parsing too. A
        // request's schema is compiled (into the cache the functions then read) while the request is read, so
        // an unusable one is the contract's 400 in every binding, before any function runs.
        return new RequestContract(config.maxInputChars(), config.maxSchemaChars(), mapper.getFactory(), tree -> {
            try {
                schemas.compile(tree);
                return null;
            } catch (InvalidSchemaException e) {
                return e.getMessage();
            }
        });
    }

    @Produces
    @Singleton
    JsonExtractor jsonExtractor(OutputGuardConfig config) {
        return new JsonExtractor(config.maxNestingDepth());
    }

    @Produces
    @Singleton
    ResponseValidator responseValidator(JsonExtractor extractor) {
        return new ResponseValidator(extractor);
    }

    /** One cache of compiled schemas for every function that takes a {@code schema}. */
    @Produces
    @Singleton
    JsonSchemas jsonSchemas(OutputGuardConfig config) {
        return new JsonSchemas(config.schemaCacheSize(), config.maxViolations());
    }

    @Produces
    @Singleton
    OutputSanitizer outputSanitizer() {
        return new OutputSanitizer();
    }

    @Produces
    @Singleton
    ReviewDecider reviewDecider(JsonExtractor extractor) {
        return new ReviewDecider(extractor);
    }
}

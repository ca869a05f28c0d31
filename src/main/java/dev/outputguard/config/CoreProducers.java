package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Singleton;
import jakarta.enterprise.inject.Produces;

import dev.outputguard.contract.RequestContract;
import dev.outputguard.extract.JsonExtractor;

/** Builds the plain-Java cores once, from configuration; they are immutable and thread-safe. */
@ApplicationScoped
public class CoreProducers {

    @Produces
    @Singleton
    RequestContract requestContract(OutputGuardConfig config) {
        return new RequestContract(config.maxInputChars());
    }

    @Produces
    @Singleton
    JsonExtractor jsonExtractor(OutputGuardConfig config) {
        return new JsonExtractor(config.maxNestingDepth());
    }
}

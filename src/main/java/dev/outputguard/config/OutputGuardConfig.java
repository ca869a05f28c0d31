package dev.outputguard.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Limits every function shares. */
@ConfigMapping(prefix = "outputguard")
public interface OutputGuardConfig {

    /** The most characters one text field (or one list of lines, counted together) may hold. */
    @WithDefault("10000000")
    int maxInputChars();

    /** The deepest JSON nesting extract-json follows before it reports TOO_DEEP. */
    @WithDefault("1000")
    int maxNestingDepth();

    /** The most characters of JSON text a request's {@code schema} may take (RequestContract.DEFAULT_MAX_SCHEMA_CHARS). */
    @WithDefault("100000")
    int maxSchemaChars();

    /** Compiled JSON Schemas kept, by content, least recently used dropped first (JsonSchemas.DEFAULT_CACHE_SIZE). */
    @WithDefault("64")
    int schemaCacheSize();

    /** Violations one answer lists; the rest are counted in {@code violationCount} (JsonSchemas.DEFAULT_MAX_VIOLATIONS). */
    @WithDefault("100")
    int maxViolations();
}

package dev.outputguard.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import dev.outputguard.limits.Limits;
import dev.outputguard.text.MessageLanguage;

/** Limits every function shares: {@code outputguard.*}, mapped into {@link Limits} by {@link CoreProducers}. */
@ConfigMapping(prefix = "outputguard")
public interface OutputGuardConfig {

    /** {@value Limits#MAX_INPUT_CHARS_SETTING}: see {@link Limits#maxInputChars()}. */
    @WithDefault("" + Limits.DEFAULT_MAX_INPUT_CHARS)
    int maxInputChars();

    /** {@value Limits#MAX_NESTING_DEPTH_SETTING}: see {@link Limits#maxNestingDepth()}. */
    @WithDefault("" + Limits.DEFAULT_MAX_NESTING_DEPTH)
    int maxNestingDepth();

    /** {@value Limits#MAX_SCHEMA_CHARS_SETTING}: see {@link Limits#maxSchemaChars()}. */
    @WithDefault("" + Limits.DEFAULT_MAX_SCHEMA_CHARS)
    int maxSchemaChars();

    /** {@value Limits#SCHEMA_CACHE_SIZE_SETTING}: see {@link Limits#schemaCacheSize()}. */
    @WithDefault("" + Limits.DEFAULT_SCHEMA_CACHE_SIZE)
    int schemaCacheSize();

    /** {@value Limits#MAX_VIOLATIONS_SETTING}: see {@link Limits#maxViolations()}. */
    @WithDefault("" + Limits.DEFAULT_MAX_VIOLATIONS)
    int maxViolations();

    /** {@value Limits#MAX_SCHEMA_WORK_SETTING}: see {@link Limits#maxSchemaWork()}. */
    @WithDefault("" + Limits.DEFAULT_MAX_SCHEMA_WORK)
    long maxSchemaWork();

    /** {@value MessageLanguage#SETTING}: the language of the two messages the original designs wrote in Japanese. */
    @WithDefault("ja")
    MessageLanguage messageLanguage();

    /** {@value Limits#MAX_COERCE_GROWTH_SETTING}: see {@link Limits#maxCoerceGrowth()}. */
    @WithDefault("" + Limits.DEFAULT_MAX_COERCE_GROWTH)
    int maxCoerceGrowth();
}

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
}

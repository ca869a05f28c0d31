package dev.outputguard.extract;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What an extraction answers with: the first complete object (the default), the first complete array, or
 * the first complete object or array, whichever starts first (docs/extract-json.md).
 */
public enum Accept {
    @JsonProperty("object")
    OBJECT,
    @JsonProperty("array")
    ARRAY,
    @JsonProperty("any")
    ANY;

    boolean objects() {
        return this != ARRAY;
    }

    boolean arrays() {
        return this != OBJECT;
    }
}

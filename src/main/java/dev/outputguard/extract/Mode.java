package dev.outputguard.extract;

import com.fasterxml.jackson.annotation.JsonProperty;

/** Strict extraction accepts only valid JSON; repair mode also fixes what LLMs commonly break. */
public enum Mode {
    @JsonProperty("strict")
    STRICT,
    @JsonProperty("repair")
    REPAIR
}

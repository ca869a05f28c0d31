package dev.outputguard.extract;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One fix made in repair mode: what kind, and the UTF-16 offset in the input where it was made. A fix that
 * had to choose between readings of ambiguous text says so ({@code "guess": true} in JSON).
 */
public record Repair(RepairKind kind, int position) {

    @JsonProperty("guess")
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public boolean guess() {
        return kind.guess();
    }
}

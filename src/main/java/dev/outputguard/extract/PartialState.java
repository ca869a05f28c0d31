package dev.outputguard.extract;

import com.fasterxml.jackson.annotation.JsonProperty;

/** How far a place of a partial value is written (docs/extract-json.md, "Partial values"). */
public enum PartialState {
    /** Whole: it will not change. */
    @JsonProperty("complete")
    COMPLETE,
    /** Still being written: an object or array still open, or a string still growing (its text so far shown). */
    @JsonProperty("in_progress")
    IN_PROGRESS,
    /** Known to come and not shown yet: a value not yet whole, or a required property not yet written. */
    @JsonProperty("pending")
    PENDING
}

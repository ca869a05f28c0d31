package dev.outputguard.reviewcycle;

/** How a cycle ended. */
public enum CycleStatus {
    /** The last review said PASS or PASS_WITH_SUGGESTIONS. */
    COMPLETED,
    /** Still FAIL after the allowed revisions: the phase must not move on. */
    FAILED
}

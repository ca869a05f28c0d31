package dev.outputguard.extract;

/** Strict extraction accepts only valid JSON; repair mode also fixes what LLMs commonly break. */
public enum Mode {
    STRICT,
    REPAIR
}

package dev.outputguard.sanitize;

/**
 * One occurrence of JSON residue: its type, at most the first 50 UTF-16 code units of the match, and
 * the 0-based UTF-16 offset where the match starts.
 */
public record DetectedPattern(PatternType type, String sample, int position) {
}

package dev.outputguard.sanitize;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;

/**
 * One occurrence of JSON residue: its type, at most the first {@link EchoLengths#SAMPLE} UTF-16 code units of
 * the match (never half a surrogate pair), and the 0-based UTF-16 offset where the match starts.
 */
public record DetectedPattern(PatternType type, String sample, int position) {

    /** The occurrence that matched {@code text[start, end)}. */
    static DetectedPattern of(PatternType type, String text, int start, int end) {
        return new DetectedPattern(type, Echo.slice(text, start, end, EchoLengths.SAMPLE), start);
    }
}

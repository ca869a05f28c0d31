package dev.outputguard.extract;

/**
 * A located extraction error. {@code position} is a 0-based UTF-16 offset into the input; {@code line}
 * and {@code column} are 1-based; {@code context} is up to 40 characters either side of the position
 * with the position marked.
 */
public record ExtractError(ErrorCode code, String message, int position, int line, int column, String context) {
}

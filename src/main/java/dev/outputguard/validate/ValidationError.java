package dev.outputguard.validate;

/**
 * Why a reply was rejected. {@code message} is for a developer (and for the retry prompt): what was
 * found and what was expected, quoting only a little of the reply ({@link dev.outputguard.text.Echo}).
 * Every rejection is worth a retry: each code is a format mistake that a model told about usually fixes.
 */
public record ValidationError(ValidationCode code, String message) {
}

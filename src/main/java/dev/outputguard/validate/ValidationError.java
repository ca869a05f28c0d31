package dev.outputguard.validate;

/**
 * Why a reply was rejected. {@code message} is for a developer (and for the retry prompt): what was
 * found and what was expected, quoting at most about 100 characters of the reply.
 */
public record ValidationError(ValidationCode code, String message, boolean retryable) {
}

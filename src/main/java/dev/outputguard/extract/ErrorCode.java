package dev.outputguard.extract;

/** Why no object could be extracted. */
public enum ErrorCode {
    EMPTY_RESPONSE,
    NO_JSON,
    UNTERMINATED,
    INVALID_JSON,
    TOO_DEEP
}

package dev.outputguard.extract;

/** Why no object could be extracted (SPEC section 1). */
public enum ErrorCode {
    EMPTY_RESPONSE,
    NO_JSON,
    UNTERMINATED,
    INVALID_JSON,
    TOO_DEEP
}

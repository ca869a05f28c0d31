package dev.outputguard.extract;

/** Why no object could be extracted. */
public enum ErrorCode {
    EMPTY_RESPONSE,
    NO_JSON,
    UNTERMINATED,
    INVALID_JSON,
    TOO_DEEP,
    /** An object was extracted but does not conform to the request's {@code schema}; the position is its start. */
    SCHEMA_MISMATCH
}

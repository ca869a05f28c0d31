package dev.outputguard.extract;

/** Why no object could be extracted. */
public enum ErrorCode {
    EMPTY_RESPONSE,
    NO_JSON,
    UNTERMINATED,
    INVALID_JSON,
    TOO_DEEP,
    /** An object was extracted but does not conform to the request's {@code schema}; the position is its start. */
    SCHEMA_MISMATCH,
    /**
     * With {@code coerce}: two values of the reply fit the schema and differ (the first weighed once aligned or as
     * written, a later one as written; fenced blocks are weighed first), so neither is returned, the position the
     * start of the later one; or the words after the value that fits take it back, the position where they begin.
     */
    AMBIGUOUS
}

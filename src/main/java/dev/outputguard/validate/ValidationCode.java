package dev.outputguard.validate;

/** Why a reply is not a well-formed translation reply (patterns A to E of the original design, docs/validate-response.md). */
public enum ValidationCode {
    /**
     * No JSON object can be extracted (A); also a reply cut off inside its leading {@code <think>} block, and a broken
     * object holding the field around the valid object strict mode found.
     */
    JSON_PARSE_ERROR,
    /** The reply or its fenced block is JSON whose root is not an object, or the field is a number, boolean or null. */
    INVALID_FIELD_TYPE,
    /** The required field is absent (B). */
    MISSING_REQUIRED_FIELD,
    /** The field is an object or an array (C). */
    NESTED_JSON,
    /** The field's text holds JSON structure outside fenced code (D). */
    JSON_IN_CONTENT,
    /** A second top-level object carries the field with another value, or one object names it twice (E). */
    MULTIPLE_JSON,
    /**
     * With a source: the field's text holds a member of the reply ({@code ", "termSuggestions": []}) that the source
     * does not carry, left there by a string closed early.
     */
    LEAKED_MEMBER,
    /**
     * With a source: the field's text shows a backslash sequence ({@code \"}, {@code \n}, …) more often than the
     * source does, left there by a reply escaped twice.
     */
    ESCAPE_RESIDUE,
    /** A revision patch without a unified-diff hunk header. */
    INVALID_PATCH,
    /** The reply is well-formed but its object does not conform to the request's {@code schema}. */
    SCHEMA_MISMATCH
}

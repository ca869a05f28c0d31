package dev.outputguard.extract;

/** The kinds of fix repair mode makes (SPEC section 1 rule 4). */
public enum RepairKind {
    TRAILING_COMMA,
    SINGLE_QUOTES,
    UNQUOTED_KEY,
    COMMENT,
    PYTHON_LITERAL,
    SMART_QUOTES,
    UNESCAPED_CONTROL_CHAR,
    MISSING_COMMA,
    TRUNCATED,
    CONCATENATED_STRING
}

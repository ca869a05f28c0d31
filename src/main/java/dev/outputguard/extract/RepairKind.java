package dev.outputguard.extract;

/**
 * The kinds of fix repair mode makes (docs/extract-json.md). Each {@link Repair} names one kind and the
 * UTF-16 offset in the input where the fix was made.
 */
public enum RepairKind {
    /** A {@code ,} directly before {@code }} or {@code ]}, or at the end of a truncated reply, was dropped. */
    TRAILING_COMMA,
    /** A string or key in single quotes ({@code 'a'}) was read as a JSON string; position of the opening quote. */
    SINGLE_QUOTES,
    /** A bare key ({@code {a: 1}}) was read as a string. */
    UNQUOTED_KEY,
    /** A {@code //}, {@code /* *}{@code /} or {@code #} comment was skipped. */
    COMMENT,
    /** Python's {@code True}, {@code False} or {@code None} was read as {@code true}, {@code false}, {@code null}. */
    PYTHON_LITERAL,
    /** Typographic quotes ({@code “ ” ‘ ’}) used as JSON quotes; position of the opening quote. */
    SMART_QUOTES,
    /** A raw control character (newline, tab, ...) inside a string was kept as if escaped; position of the character. */
    UNESCAPED_CONTROL_CHAR,
    /** A {@code ,} was missing between two elements or members; position of the second one. */
    MISSING_COMMA,
    /** The text ended inside the object: a string, a literal, a number or a container was closed at the end. */
    TRUNCATED,
    /** {@code "a" + "b"} was joined into one string; position of the {@code +}. */
    CONCATENATED_STRING,
    /** A key with no value at the end of a truncated reply was dropped; position of the key. */
    DANGLING_KEY,
    /** An escape JSON does not define ({@code \'}, {@code \x}) was read as the character itself. */
    INVALID_ESCAPE
}

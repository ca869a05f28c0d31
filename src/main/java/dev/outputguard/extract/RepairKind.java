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
    /** A bare key ({@code {a: 1}}, or {@code {a": 1}} with its opening quote missing) was read as a string. */
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
    /**
     * A number or literal the end of a truncated reply cut off ({@code 12} that may be the start of {@code 125},
     * {@code tr}, {@code 1.}) was dropped, with its key in an object, not made whole; position of the value.
     */
    CUT_VALUE,
    /** An escape JSON does not define ({@code \'}, {@code \x}) was read as the character itself. */
    INVALID_ESCAPE,
    /** A bare value ({@code New York}, {@code 2026-12-01}) was read as a string; position of its first character. A guess. */
    UNQUOTED_VALUE(true),
    /** A {@code "} inside a string that the structure cannot go on after was kept as content; its position. A guess. */
    UNESCAPED_QUOTE(true),
    /**
     * A string's closing quote was missing; position where the string was ended (a {@code ,}, a closing bracket, or
     * a key's {@code :} glued to its value's quote, {@code {"key:"value"}}). A guess.
     */
    MISSING_QUOTE(true),
    /** {@code TRUE}, {@code Null}, {@code undefined} and other spellings were read as {@code true}, {@code false}, {@code null}. */
    LITERAL_SPELLING,
    /** A placeholder ({@code ...}, {@code …}) standing for elided elements or members was dropped; its position. */
    PLACEHOLDER,
    /** A {@code ,} with nothing before it ({@code {, "a": 1}}, {@code [1,,2]}) was dropped; its position. */
    EXTRA_COMMA,
    /** A {@code :} was missing between a quoted key and its value; position of the value. */
    MISSING_COLON,
    /** A member without a value ({@code "a": ,}) was dropped; position of its key. */
    MISSING_VALUE,
    /** A no-break, typographic, ideographic or zero-width space between tokens was read as a blank; its position. */
    UNUSUAL_BLANK,
    /** A number spelled {@code 82_461_110}, {@code 1.}, {@code .5}, {@code +1} or {@code 2e} was read as that number; its position. */
    NUMBER_SPELLING,
    /** The outermost object's {@code }} was followed by {@code ,} and another member, and was read past; its position. A guess. */
    OBJECT_CLOSED_EARLY(true),
    /** A Python tuple was read as an array ({@code (1, 2)}) or, with one element and no comma, as that element; position of {@code (}. */
    TUPLE,
    /**
     * The whole reply was a JSON string literal holding the object, or such a literal's content without its
     * quotes ({@code {\"a\": 1}}); position of the object's {@code {} in it.
     */
    DOUBLE_ENCODED,
    /**
     * A container ended at a closing bracket of another kind ({@code [{"b": 2]}, {@code {"a": [1, 2}}): it
     * was closed there and the bracket left to the container around it; position where it closed (its end).
     */
    MISMATCHED_BRACKET,
    /** A code fence's closing {@code ```} that ends the reply, glued to JSON cut off before it, ended the text there; its position. */
    CLOSING_FENCE,
    /**
     * A key and {@code :} where an array expects an element ({@code ["a": 1]}): an object whose {@code {} is
     * missing begins at the key and ends at its {@code }} or the array's {@code ]}; position of the key.
     */
    OBJECT_IN_ARRAY,
    /**
     * An object in an array met a {@code {} where a key should stand ({@code [{"i": 1, {"i": 2}]}): its {@code }}
     * was missing, and it was closed before the {@code {}; position where it closed (its end).
     */
    UNCLOSED_OBJECT,
    /**
     * A {@code }} after an object in an array, followed by {@code ,} and another object ({@code [{"k": 1}}, {"k": 2}]),
     * was one brace too many and was dropped; its position. A guess.
     */
    STRAY_BRACKET(true),
    /**
     * A second {@code "} right after a string's opening one ({@code {"a": ""value"}}), with the string closed by
     * the next quote, was dropped; its position. A guess.
     */
    DOUBLED_QUOTE(true),
    /**
     * The values that end an array of arrays in an object ({@code "rows": [["a"], "b", "c"], ["d"]]}), before
     * a {@code ]} followed by {@code ,} and another {@code [}, were one inner array whose {@code [} was missing;
     * the outer array went on. Position of that {@code ]}. A guess.
     */
    MISSING_BRACKET(true);

    private final boolean guess;

    RepairKind() {
        this(false);
    }

    RepairKind(boolean guess) {
        this.guess = guess;
    }

    /** Whether this fix chooses between readings of ambiguous text (docs/extract-json.md says how). */
    public boolean guess() {
        return guess;
    }
}

package dev.outputguard.align;

/**
 * The changes {@code coerce} makes to align a value with its schema (docs/extract-json.md, "Aligning to the
 * schema"). Each is made only where the value violates the schema, only when the whole result then conforms,
 * and each has a rule that refuses rather than guesses: the refusal is named with each kind.
 */
public enum CoercionKind {
    /**
     * A string holding a number where a number is wanted: {@code "1.50"}, {@code "$1,234.50"}, {@code "-7"}, the
     * value kept exactly (a decimal keeps its digits). Refused: a comma that is not a thousands separator
     * ({@code "1,5"}), one group after a single comma ({@code "1,234"}, which reads 1234 or 1.234) and after a
     * single dot unless the whole part is 0 ({@code "1.234"}, {@code "5.000"}: a decimal point or German thousands;
     * {@code "0.125"} reads one way), a leading zero ({@code "007"}), a unit or a percent sign, words.
     */
    STRING_TO_NUMBER,
    /**
     * A string holding a whole number where an integer is wanted ({@code "42"}, {@code "7.0"}, {@code "1,000,000"}).
     * Refused, besides what {@link #STRING_TO_NUMBER} refuses: a fraction ({@code "1.5"}), and a single dot
     * before three digits ({@code "1.234"}, {@code "1.000"}: a decimal or German thousands).
     */
    STRING_TO_INTEGER,
    /**
     * A decimal with no fraction where an integer is wanted ({@code 7.0} → {@code 7}): it conforms to JSON Schema
     * already, but many readers refuse it in an integer field. Never a fraction ({@code 1.5} is refused).
     */
    FLOAT_TO_INTEGER,
    /**
     * {@code "true"}, {@code "false"}, {@code "yes"}, {@code "no"} in any case (Markdown or quotes around them
     * and a closing full stop aside) where a boolean is wanted. Refused: anything else ({@code "1"}, {@code "y"},
     * {@code "yes, but …"}).
     */
    STRING_TO_BOOLEAN,
    /** A number where a string is wanted, written as the JSON text of the number ({@code 42} → {@code "42"}). */
    NUMBER_TO_STRING,
    /** {@code true} or {@code false} where a string is wanted ({@code "true"}, {@code "false"}). */
    BOOLEAN_TO_STRING,
    /** A string that equals exactly one of the schema's string {@code enum} (or {@code const}) values but for case. Two matching: refused. */
    ENUM_CASE,
    /**
     * A string that equals exactly one string {@code enum} (or {@code const}) value once Markdown, quotes, a
     * closing punctuation mark, spaces, {@code _} and {@code -} are set aside ({@code "**Pass**"},
     * {@code "PASS."}, {@code "In progress"} for {@code in_progress}), or whose first words do before an
     * explanation ({@code "fail - two blockers"}). Refused: two values matching, or an explanation that names
     * another value ({@code "pass (or fail)"}).
     */
    ENUM_STRIPPED,
    /**
     * A key that is no property of the schema renamed to the one property it spells another way (surrounding
     * blanks, case, {@code snake_case}, {@code camelCase}, {@code kebab-case}), when that property is required and
     * missing or unknown keys are forbidden. Refused: a key that fits two properties, two keys that fit one, a
     * property the object already has.
     */
    KEY_RENAMED,
    /**
     * A key that spells no property, dropped where {@code additionalProperties} is {@code false}; {@code from}
     * is the dropped member. A key that spells a property is never dropped.
     */
    EXTRA_KEY_DROPPED,
    /**
     * One value where an array is wanted, made its only element. Refused: a string that may list several values
     * ({@code ,}, {@code ;}, {@code |} or a line break in it, a joining word or particle: {@code "foo with bar"},
     * {@code "fooとbar"}) or that looks like JSON, a string that says there is nothing ({@code "None"}, {@code "N/A"},
     * {@code "-"}, {@code ""}: the data is absent, not one item), a short one that names no item ({@code "see above"},
     * {@code "all"}, {@code "同上"}, {@code "pending"}) or is a placeholder, and {@code null}.
     */
    WRAPPED_IN_ARRAY,
    /** A one-element array where a single value is wanted, replaced by its element. Never two or more elements, never none. */
    UNWRAPPED_FROM_ARRAY,
    /**
     * An object with one member ({@code {"result": …}}, {@code {"data": …}}) whose key spells no property of the
     * schema, replaced by the member's value when that value conforms (after alignment).
     */
    WRAPPER_REMOVED,
    /**
     * A bare value where an object with exactly one property is wanted, made that property's value. Never a
     * string that looks like JSON ({@code "{…}"}, {@code "[…]"}): that is read as JSON or refused.
     */
    SCALAR_TO_OBJECT,
    /**
     * A string holding a JSON array or object where that structure is wanted, read as strict JSON (exact numbers,
     * no key twice). Anything else in the string, or JSON that is not valid: refused.
     */
    STRING_PARSED_AS_JSON,
    /**
     * A required property that is missing, filled with the {@code default} its schema gives; {@code from} is
     * absent. Nothing else is ever filled: no {@code null}, no empty list, no first enum value. Refused where a key
     * the alignment drops holds, at any depth, anything the property could take ({@code {"settings": {"enabled":
     * false}}} for a boolean {@code enabled}).
     */
    DEFAULT_FILLED,
    /**
     * Where the schema's root is a scalar ({@code enum}, number, integer, boolean, string) and the reply writes no
     * JSON for it, the value read from its words: a fenced block's content or the whole reply, else the one
     * {@code enum} value the prose writes as the answer ({@code The sentiment is **Positive**.}) or the one number
     * it writes ({@code The total is $1,234.50.}); {@code from} is the text read, and the coercions that follow
     * align it as they would a string. Refused: two values named, a value named in passing or after a hedge
     * ({@code "Somewhat positive"}, {@code "not **positive**"}), two numbers, a number with a letter, a percent
     * sign or a range next to it.
     */
    TEXT_AS_VALUE
}

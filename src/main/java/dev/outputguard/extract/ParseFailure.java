package dev.outputguard.extract;

/**
 * A failure at {@code position}: either what was expected there (the reason is worded only for the failure
 * that gets reported, so a failed candidate allocates no message) or a worded {@code detail}.
 */
record ParseFailure(int position, String expected, String detail) {

    String reason(String text) {
        if (detail != null) {
            return detail;
        }
        return expected == JsonCursor.ESCAPED_CONTROL_CHARACTER
                ? "Unescaped control character " + JsonCursor.describe(text, position) + " in a string (escape it, e.g. \\n, or use repair mode)"
                : "Expected " + expected + " but found " + JsonCursor.describe(text, position);
    }
}

package dev.outputguard.extract;

/** The character classes the parser reads by: JSON's own, and the ones repair mode adds. */
final class Chars {

    private Chars() {
    }

    /** JSON's four blanks. */
    static boolean isSpace(char c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t';
    }

    /** No-break, typographic, ideographic and zero-width spaces: blanks between tokens in repair mode. */
    static boolean isUnusualBlank(char c) {
        // One comparison for the characters JSON is written in, small enough to be inlined at every call (the
        // loops over bare values and blanks call it for each character).
        return c >= '\u00a0' && isUnusualBlankAbove(c);
    }

    private static boolean isUnusualBlankAbove(char c) {
        return c == '\u00a0' || (c >= '\u2000' && c <= '\u200b') || c == '\u202f' || c == '\u205f' || c == '\u3000'
                || c == '\ufeff' || c == '\u1680' || c == '\u180e';
    }

    /**
     * Whether {@code chars[at, to)} begins with a {@code //} or {@code /*} comment: what strict mode, which has none,
     * names as a comment where it fails. ({@code #} is left out: a Jinja {@code {#}, a heading, a number sign.)
     */
    static boolean opensSlashComment(CharSequence chars, int at, int to) {
        return at + 1 < to && chars.charAt(at) == '/' && (chars.charAt(at + 1) == '/' || chars.charAt(at + 1) == '*');
    }

    /** The quotes repair mode opens a string with. */
    static boolean isQuote(char c) {
        return c == '"' || c == '\'' || c == '“' || c == '‘';
    }

    static boolean startsKey(char c) {
        return isQuote(c) || isKeyPart(c);
    }

    /** The ASCII characters of a bare key or word, a bit each: '$', '-' and the digits (below 64), letters and '_' (64 and above). */
    private static final long KEY_PART_LOW = 1L << '$' | 1L << '-' | 0x3ffL << '0';
    private static final long KEY_PART_HIGH = 0x3ffffffL << ('A' - 64) | 1L << ('_' - 64) | 0x3ffffffL << ('a' - 64);

    /** A character of a bare key or word. */
    static boolean isKeyPart(char c) {
        // ASCII by one bit test (Character.isLetterOrDigit costs a table lookup per character of prose): small
        // enough to be inlined in every loop that reads words.
        return c < 0x80 ? ((c < 64 ? KEY_PART_LOW : KEY_PART_HIGH) >>> c & 1) != 0 : Character.isLetterOrDigit(c);
    }

    /** What may begin a JSON value, or one of its other spellings (a quote, a capital literal). */
    static boolean startsValue(char c) {
        return isQuote(c) || c == '{' || c == '[' || c == '-' || (c >= '0' && c <= '9')
                || c == 't' || c == 'f' || c == 'n' || c == 'T' || c == 'F' || c == 'N';
    }

    /** What may begin an element in repair mode. */
    static boolean startsRepairValue(char c) {
        return startsValue(c) || c == '(' || c == '+' || c == '.' || c == '…' || isKeyPart(c) || startsBareValue(c);
    }

    /** What may begin a bare value besides a word character: no delimiter, bracket, quote or blank. */
    static boolean startsBareValue(char c) {
        return c > ' ' && c != ',' && c != ':' && c != '{' && c != '}' && c != '[' && c != ']' && c != '(' && c != ')'
                && !isQuote(c) && !isUnusualBlank(c) && c != 0x7f;
    }

    /** Whether {@code c} is a ',' or a closing bracket of any kind. */
    static boolean isCommaOrCloser(char c) {
        return c == ',' || c == '}' || c == ']' || c == ')';
    }

    /** What the escape {@code \e} stands for, or 0 when JSON defines no such escape (a backslash-u escape is read apart). */
    static char unescaped(char e) {
        return switch (e) {
            case '"', '\\', '/' -> e;
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 't' -> '\t';
            default -> 0;
        };
    }
}

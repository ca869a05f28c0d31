package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isKeyPart;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Repair mode's values that start like a number: a JSON number where one ends, a number spelled otherwise
 * ({@code 82_461_110}, {@code 1.}, {@code .5}, {@code +1}, {@code 2e}), or else a bare value
 * ({@code 2026-12-01}, {@code 0789}).
 */
final class NumberSpellings {

    private NumberSpellings() {
    }

    /** A value that starts like a number ({@code c} at the cursor), standing {@code in} the container it closes. */
    static JsonNode read(Cursor cursor, Containers stack, char c, char in) {
        Cursor cur = cursor;
        int start = cur.pos;
        if (c == '-' || (c >= '0' && c <= '9')) {
            JsonNode delimited = delimitedNumber(cursor, stack, start, in);
            if (delimited != null) {
                return delimited;
            }
            JsonNode number = Numbers.read(cur);
            if (number != Cursor.FAILED) {
                if (Lookahead.valueEnds(cursor, cur.pos, in) || (in == '}' && braceNextInArray(cursor, stack, cur.pos))) {
                    return number;
                }
                if (cur.pos >= cur.to || cur.chars[cur.pos] != '_') {
                    // A JSON number that does not end there is only spelled otherwise when '_' goes on with it.
                    cur.pos = start;
                    return BareValues.readBare(cursor, in);
                }
            } else if (cur.stop != Cursor.Stop.INVALID || cur.stopDetail != null) {
                // Cut off (kept as far as read), too long or out of range.
                return number;
            }
            cur.pos = start;
        }
        int end = spelledNumberEnd(cursor, start);
        if (end > start && Lookahead.valueEnds(cursor, end, in)) {
            return numberSpelling(cursor, start, end);
        }
        return BareValues.readBare(cursor, in);
    }

    private static JsonNode numberSpelling(Cursor cursor, int start, int end) {
        JsonNode number = Numbers.spelled(cursor, lexeme(cursor, start, end), start);
        if (number != Cursor.FAILED) {
            // repair: NUMBER_SPELLING — 82_461_110, 1., .5, +1 and 2e are read as the numbers they spell
            cursor.log.add(RepairKind.NUMBER_SPELLING, start);
            cursor.pos = end;
            cursor.lastEnd = end;
        }
        return number;
    }

    /**
     * Whether a '{' follows {@code at} after blanks in an object that stands directly in an array
     * ([{"i":1{"i":2}]): the number before it is the member's value, and the grammar then closes the object,
     * whose '}' and ',' are missing, before the '{' (UNCLOSED_OBJECT).
     */
    private static boolean braceNextInArray(Cursor cursor, Containers stack, int at) {
        int k = cursor.blanksFrom(at);
        return k < cursor.to && cursor.chars[k] == '{' && stack.objectInArray();
    }

    /** Whether the bracket at {@code bracket} is such a '{', after the integer at {@code start} and blanks only. */
    private static boolean braceAfterIntegerInArray(Cursor cursor, Containers stack, int start, int bracket) {
        // The nesting first: prose's candidates are objects at the top, and reading the digits again costs more.
        return cursor.chars[bracket] == '{' && stack.objectInArray() && cursor.blanksFrom(digitsEnd(cursor, start + 1)) == bracket;
    }

    /**
     * The number at {@code at} when it is spelled as JSON spells one and a ',', '}' or ']' follows it at once
     * (most numbers of a reply), or the failure of an integer that runs into a bracket ({@link #bracketAfter});
     * else null: what the rules of {@link #read} read there, the number then ending at its delimiter, read in one
     * pass (an integer of up to 18 characters is built as it is read). The two cases exclude each other by what
     * follows the integer's digits, which are read once for both.
     */
    private static JsonNode delimitedNumber(Cursor cursor, Containers stack, int at, char in) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int i = chars[at] == '-' ? at + 1 : at;
        int digits = i;
        long value = 0;
        while (i < to && chars[i] >= '0' && chars[i] <= '9') {
            value = value * 10 + (chars[i] - '0');
            i++;
        }
        if (i == digits) {
            return null;
        }
        if (i < to && in == '}' && i - digits <= 18 && startsWordsAfterInteger(chars[i])) {
            return wordsToBracket(cursor, stack, at, i);
        }
        if (chars[digits] == '0' && i - digits > 1) {
            return null;
        }
        if (i < to && (chars[i] == ',' || chars[i] == '}' || chars[i] == ']')) {
            // An integer and its delimiter, most numbers of a reply: what the rest below gives it, read here.
            cursor.pos = i;
            cursor.lastEnd = i;
            return i - at > 18 ? Numbers.node(cursor, at, i, true) : digits > at ? Numbers.negative(value) : Numbers.integerNode(value);
        }
        return fractionOrExponent(cursor, at, i);
    }

    /**
     * The failure of the integer {@code text[at, digitsEnd)} in an object, after which {@link #startsWordsAfterInteger}
     * holds, when words run from it into a bracket; else null.
     */
    private static JsonNode wordsToBracket(Cursor cursor, Containers stack, int at, int digitsEnd) {
        int bracket = bracketAfter(cursor, digitsEnd);
        if (bracket >= 0 && !braceAfterIntegerInArray(cursor, stack, at, bracket)) {
            // An integer, then words and spaces, then '{' or '[' ({"a":1 x{): the rules of read find no value
            // end after the number and read a bare value that runs into the bracket, where the candidate fails.
            // Said at once, before any node is built: prose full of such candidates costs less each. Not for
            // an integer and blanks before '{' in an object of an array, which read reads ([{"i":1{"i":2}]).
            cursor.pos = bracket;
            return cursor.fail(Failures.expectedAfterValue('}'));
        }
        return null;
    }

    /**
     * Repair mode, a candidate's '{' at {@code open}, just opened at the top of the stack: when its first member is
     * written {@code "key":integer} (a key without an escape, a control character or a ':', nothing between its
     * parts, an integer of at most 18 digits) and {@link #wordsToBracket} runs from that integer into a '{' or '['
     * ({"a":1 x{"a":1 x{), the candidate fails there, as the grammar reads it: the key, its ':' and the integer
     * read as {@link TolerantKeys} and {@link #read} read them, then that failure, said without building the key.
     * Prose full of such candidates costs a glance at each. Else null, the cursor where it was, and the grammar
     * reads the member.
     */
    static JsonNode firstMemberIntoBracket(Cursor cursor, Containers stack, int open) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        // The key's closing quote and its ':' at once: the quote closes the key (StringEnds.quoteCloses).
        int at = Numbers.firstMemberValue(chars, open, to, true);
        if (at < 0) {
            return null;
        }
        int digits = chars[at] == '-' ? at + 1 : at;
        int i = digits;
        while (i < to && chars[i] >= '0' && chars[i] <= '9') {
            i++;
        }
        if (i == digits || i >= to || i - digits > 18 || !startsWordsAfterInteger(chars[i])) {
            return null;
        }
        int bracket = bracketAfter(cursor, i);
        if (bracket < 0) {
            return null;
        }
        // Where the grammar stands when the value fails: the member's key and its ':' read (an object at the top of
        // the stack stands in no array, so the '{' after the integer is no object of an array, [{"i":1{"i":2}]).
        stack.keyAt[stack.sp - 1] = open + 1;
        stack.afterColon = true;
        cursor.lastEnd = at;
        cursor.pos = bracket;
        return cursor.fail(Failures.expectedAfterValue('}'));
    }

    /**
     * {@link #delimitedNumber} past the integer {@code text[at, i)} that no delimiter follows at once: its fraction and
     * exponent, then the delimiter; apart, so that the integers of a reply are read by a method small enough to inline.
     */
    private static JsonNode fractionOrExponent(Cursor cursor, int at, int integerEnd) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int i = integerEnd;
        boolean integral = true;
        if (i < to && chars[i] == '.') {
            int fraction = ++i;
            while (i < to && chars[i] >= '0' && chars[i] <= '9') {
                i++;
            }
            if (i == fraction) {
                return null;
            }
            integral = false;
        }
        if (i < to && (chars[i] == 'e' || chars[i] == 'E')) {
            i++;
            if (i < to && (chars[i] == '+' || chars[i] == '-')) {
                i++;
            }
            int exponent = i;
            while (i < to && chars[i] >= '0' && chars[i] <= '9') {
                i++;
            }
            if (i == exponent) {
                return null;
            }
            integral = false;
        }
        if (i >= to || (chars[i] != ',' && chars[i] != '}' && chars[i] != ']')) {
            return null;
        }
        // Past an integer no delimiter followed, a delimiter here follows a fraction or an exponent.
        cursor.pos = i;
        cursor.lastEnd = i;
        return Numbers.node(cursor, at, i, integral);
    }

    /**
     * Whether {@code c}, right after an integer's digits, may begin what {@link #bracketAfter} skips: not '_', '.'
     * or an exponent (a number spelled otherwise), nor a delimiter.
     */
    private static boolean startsWordsAfterInteger(char c) {
        return c == '{' || c == '[' || c == ' ' || c == '\t' || c == '+' || (isKeyPart(c) && c != '_' && c != 'e' && c != 'E');
    }

    /**
     * For an integer of at most 18 digits (so reading it cannot fail) whose digits end at {@code from}: the '{' or
     * '[' reached over word characters, '.', '+', spaces and tabs only; else -1. Nothing skipped ends a value
     * ({@link Lookahead#valueEnds}: no delimiter, comment, quote or ':'), or a bare value ({@link BareValues#readBare}),
     * and the integer is not followed by '_', '.' or an exponent ({@link #startsWordsAfterInteger}), so in an
     * object the candidate fails at that bracket whichever way the value is read.
     */
    private static int bracketAfter(Cursor cursor, int from) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        for (int i = from; i < to; i++) {
            char c = chars[i];
            if (c == '{' || c == '[') {
                return i;
            }
            if (c != ' ' && c != '\t' && c != '.' && c != '+' && !isKeyPart(c)) {
                return -1;
            }
        }
        return -1;
    }

    /** The end of a number in one of the spellings repair mode reads at {@code at}, or -1. */
    private static int spelledNumberEnd(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int i = at;
        if (chars[i] == '+' || chars[i] == '-') {
            i++;
        }
        int integer = digitsEnd(cursor, i);
        if (integer - i > 1 && chars[i] == '0') {
            // A leading zero (0789) is an identifier, not a number.
            return -1;
        }
        int digits = integer - i;
        i = integer;
        if (i < to && chars[i] == '.') {
            int fraction = digitsEnd(cursor, i + 1);
            digits += fraction - i - 1;
            i = fraction;
        }
        if (digits == 0) {
            return -1;
        }
        if (i < to && (chars[i] == 'e' || chars[i] == 'E')) {
            int k = i + 1;
            if (k < to && (chars[k] == '+' || chars[k] == '-')) {
                k++;
            }
            int exponent = k;
            while (exponent < to && chars[exponent] >= '0' && chars[exponent] <= '9') {
                exponent++;
            }
            // An exponent without digits (2e, 2e+, cut off or dropped by the model) spells the number before it.
            return exponent;
        }
        return i;
    }

    /** The end of digits from {@code at}, single underscores between digits included. */
    private static int digitsEnd(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int i = at;
        while (i < to && ((chars[i] >= '0' && chars[i] <= '9')
                || (chars[i] == '_' && i > at && i + 1 < to && chars[i + 1] >= '0' && chars[i + 1] <= '9'))) {
            i++;
        }
        return i;
    }

    /** What {@code text[start, end)} spells as JSON writes it: without '+' and '_', with the 0 of ".5", without the '.' of "1.". */
    private static String lexeme(Cursor cursor, int start, int end) {
        char[] chars = cursor.chars;
        StringBuilder lexeme = new StringBuilder(end - start + 1);
        for (int i = start; i < end; i++) {
            char c = chars[i];
            if (c == '.' && (i == start || !Character.isDigit(chars[i - 1]))) {
                lexeme.append('0');
            }
            if (c == '.' && (i + 1 >= end || !Character.isDigit(chars[i + 1]))) {
                continue;
            }
            if (c != '+' || i > start) {
                if (c != '_') {
                    lexeme.append(c);
                }
            }
        }
        int last = lexeme.length() - 1;
        if (lexeme.charAt(last) == '+' || lexeme.charAt(last) == '-') {
            lexeme.setLength(last--);
        }
        if (lexeme.charAt(last) == 'e' || lexeme.charAt(last) == 'E') {
            lexeme.setLength(last);
        }
        return lexeme.toString();
    }
}

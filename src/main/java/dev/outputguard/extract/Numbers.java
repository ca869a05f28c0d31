package dev.outputguard.extract;

import java.math.BigDecimal;
import java.math.BigInteger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;

import dev.outputguard.limits.Limits;

/**
 * A JSON number at the cursor, read as JSON spells it, and the node of a number's lexeme: exact, an
 * {@code int} or {@code long} where it fits, a {@code BigInteger} or a {@code BigDecimal} of the lexeme as
 * written otherwise. The strict grammar reads numbers here, and so do repair mode's number spellings.
 */
final class Numbers {

    private Numbers() {
    }

    /**
     * Strict mode: a number standing in the container closed by {@code in}. An integer of up to 18 digits is read in one
     * pass; followed (after blanks) by neither ',' nor {@code in}, it fails there at once, as reading the value
     * and then what follows it would, before any node is built: prose full of candidates like {"a":1 x costs
     * less each. Anything else (a fraction, an exponent, a longer one) is {@link #read}'s.
     */
    static JsonNode readIn(Cursor c, char in) {
        char[] chars = c.chars;
        int start = c.pos;
        int i = chars[start] == '-' ? start + 1 : start;
        int digits = i;
        long value = 0;
        if (i < c.to && chars[i] == '0') {
            i++;
        } else {
            while (i < c.to && chars[i] >= '0' && chars[i] <= '9') {
                value = value * 10 + (chars[i] - '0');
                i++;
            }
        }
        if (i == digits || i - start > 18 || i >= c.to || chars[i] == '.' || chars[i] == 'e' || chars[i] == 'E') {
            return read(c);
        }
        int end = i;
        while (i < c.to && (chars[i] == ' ' || chars[i] == '\n' || chars[i] == '\r' || chars[i] == '\t')) {
            i++;
        }
        c.lastEnd = end;
        if (i < c.to && chars[i] != ',' && chars[i] != in) {
            c.pos = i;
            return c.fail(Failures.expectedAfterValue(in));
        }
        c.pos = end;
        return digits > start ? negative(value) : integerNode(value);
    }

    /**
     * Where the value of a candidate's first member starts when it is written {@code "key":} right after the '{' at
     * {@code open}: a key without an escape or a control character (nor a ':' where {@code colonEndsKey}, as repair
     * mode's keys end), its closing quote and its ':' with nothing between; else -1.
     */
    static int firstMemberValue(char[] chars, int open, int to, boolean colonEndsKey) {
        int k = open + 2;
        if (k >= to || chars[open + 1] != '"') {
            return -1;
        }
        while (k < to) {
            char c = chars[k];
            if (c == '"' || c == '\\' || c < 0x20 || colonEndsKey && c == ':') {
                break;
            }
            k++;
        }
        return k + 2 >= to || chars[k] != '"' || chars[k + 1] != ':' ? -1 : k + 2;
    }

    /**
     * Strict mode, a candidate's '{' at {@code open}, just opened at the top of the stack: when its first member is
     * written {@code "key":integer} (a key without an escape or a control character, nothing between its parts) and
     * {@link #readIn} fails right after that integer ({"a":1 x), the candidate fails there, as the grammar reads it:
     * the key and its ':' read as {@link JsonGrammar} reads them, then that failure, said without building the key.
     * Prose full of such candidates costs a glance at each. Else null, the cursor where it was, and the grammar
     * reads the member.
     */
    static JsonNode firstMemberFails(Cursor cursor, Containers stack, int open) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int start = Numbers.firstMemberValue(chars, open, to, false);
        if (start < 0) {
            return null;
        }
        // What readIn reads of the value, to the failure it says at once.
        int i = chars[start] == '-' ? start + 1 : start;
        int digits = i;
        if (i < to && chars[i] == '0') {
            i++;
        } else {
            while (i < to && chars[i] >= '0' && chars[i] <= '9') {
                i++;
            }
        }
        if (i == digits || i - start > 18 || i >= to || chars[i] == '.' || chars[i] == 'e' || chars[i] == 'E') {
            return null;
        }
        int end = i;
        while (i < to && (chars[i] == ' ' || chars[i] == '\n' || chars[i] == '\r' || chars[i] == '\t')) {
            i++;
        }
        if (i >= to || chars[i] == ',' || chars[i] == '}') {
            return null;
        }
        stack.keyAt[stack.sp - 1] = open + 1;
        stack.afterColon = true;
        cursor.lastEnd = end;
        cursor.pos = i;
        return cursor.fail(Failures.expectedAfterValue('}'));
    }

    /** The number at the cursor ('-' or a digit there), the cursor left after it; or failed. */
    static JsonNode read(Cursor c) {
        char[] chars = c.chars;
        int start = c.pos;
        if (chars[c.pos] == '-') {
            c.pos++;
        }
        if (c.pos >= c.to) {
            return c.eof(null);
        }
        char first = chars[c.pos];
        if (first == '0') {
            c.pos++;
        } else if (first >= '1' && first <= '9') {
            skipDigits(c);
        } else {
            return c.fail("a digit");
        }
        int integerEnd = c.pos;
        if (c.pos < c.to && chars[c.pos] == '.') {
            c.pos++;
            JsonNode failed = requireDigits(c, start, integerEnd);
            if (failed != null) {
                return failed;
            }
        }
        if (c.pos < c.to && (chars[c.pos] == 'e' || chars[c.pos] == 'E')) {
            int mantissaEnd = c.pos;
            c.pos++;
            if (c.pos < c.to && (chars[c.pos] == '+' || chars[c.pos] == '-')) {
                c.pos++;
            }
            JsonNode failed = requireDigits(c, start, mantissaEnd);
            if (failed != null) {
                return failed;
            }
        }
        c.lastEnd = c.pos;
        return node(c, start, c.pos, integerEnd == c.pos);
    }

    /** Reads the digits a '.' or an exponent needs; null when there were some, else the failure. */
    private static JsonNode requireDigits(Cursor c, int start, int validEnd) {
        if (c.pos >= c.to) {
            // A number the range cuts off after its '.' or 'e' keeps what was read (repair mode closes it: TRUNCATED).
            JsonNode partial = node(c, start, validEnd, c.text.indexOf('.', start, validEnd) < 0);
            return partial == Cursor.FAILED ? Cursor.FAILED : c.eof(partial);
        }
        char d = c.chars[c.pos];
        if (d < '0' || d > '9') {
            return c.fail("a digit");
        }
        skipDigits(c);
        return null;
    }

    private static void skipDigits(Cursor c) {
        char[] chars = c.chars;
        int i = c.pos;
        while (i < c.to && chars[i] >= '0' && chars[i] <= '9') {
            i++;
        }
        c.pos = i;
    }

    /** The node of the number {@code text[start, end)}: an integer of up to 18 digits here, anything else apart. */
    static JsonNode node(Cursor c, int start, int end, boolean integral) {
        if (!integral || end - start > 18) {
            return exactNode(c, start, end, integral);
        }
        return smallInteger(c.chars, start, end);
    }

    /** The node of the integer {@code chars[start, end)} of up to 18 digits (a sign before them). */
    private static JsonNode smallInteger(char[] chars, int start, int end) {
        long value = 0;
        for (int i = chars[start] == '-' ? start + 1 : start; i < end; i++) {
            value = value * 10 + (chars[i] - '0');
        }
        return chars[start] == '-' ? negative(value) : integerNode(value);
    }

    /**
     * The node of the valid number {@code chars[start, end)} (its length within {@link Limits#MAX_NUMBER_CHARS}),
     * as {@link #node} makes it, for a reader without a cursor (a reply read as it streams); null when no
     * number node holds it (an exponent out of range).
     */
    static JsonNode lexemeNode(char[] chars, int start, int end, boolean integral) {
        return integral && end - start <= 18 ? smallInteger(chars, start, end) : exact(chars, start, end, integral);
    }

    /** An integer's node as Jackson makes it: an int where it fits, else a long. */
    static JsonNode integerNode(long value) {
        return value == (int) value ? IntNode.valueOf((int) value) : LongNode.valueOf(value);
    }

    /** The node of the integer written with a minus sign before {@code magnitude}: {@code -0} stays {@code -0}. */
    static JsonNode negative(long magnitude) {
        return magnitude == 0 ? NegativeZero.INTEGER : integerNode(-magnitude);
    }

    /**
     * A decimal or a long integer, from its lexeme, exactly. Apart from {@link #node}: what it calls compiles
     * big, and every candidate in prose that holds a small number reads it through node.
     */
    private static JsonNode exactNode(Cursor cursor, int start, int end, boolean integral) {
        int length = end - start;
        if (length > Limits.MAX_NUMBER_CHARS) {
            return cursor.failAt(start, null, Failures.numberTooLong(length));
        }
        JsonNode node = exact(cursor.chars, start, end, integral);
        return node != null ? node : cursor.failAt(start, null, Failures.numberOutOfRange(cursor.text.substring(start, end)));
    }

    /** A decimal or a long integer, from its lexeme {@code chars[start, end)}, exactly; null when out of range. */
    private static JsonNode exact(char[] chars, int start, int end, boolean integral) {
        try {
            if (integral) {
                BigInteger value = new BigInteger(new String(chars, start, end - start));
                return value.bitLength() < 64 ? LongNode.valueOf(value.longValue()) : BigIntegerNode.valueOf(value);
            }
            // The exact lexeme, unrounded, with its trailing zeros: DecimalNode keeps the BigDecimal as given.
            // Read from the characters in place: new BigDecimal(String) copies the text to a char[] and reads that.
            BigDecimal value = new BigDecimal(chars, start, end - start);
            return hasExponent(chars, start, end) && value.signum() != 0
                    ? new WrittenDecimal(value, new String(chars, start, end - start))
                    : decimalNode(value, chars[start] == '-');
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static boolean hasExponent(char[] chars, int start, int end) {
        for (int i = start; i < end; i++) {
            if (chars[i] == 'e' || chars[i] == 'E') {
                return true;
            }
        }
        return false;
    }

    /** A decimal's node; a zero written with a minus sign keeps it ({@link NegativeZero}), as a BigDecimal does not. */
    private static JsonNode decimalNode(BigDecimal value, boolean negative) {
        return negative && value.signum() == 0 ? NegativeZero.decimal(value) : DecimalNode.valueOf(value);
    }

    /**
     * The node of a number spelled otherwise, from {@code lexeme} (what it spells as JSON would write it); its
     * failure at {@code start}.
     */
    static JsonNode spelled(Cursor cursor, String lexeme, int start) {
        if (lexeme.length() > Limits.MAX_NUMBER_CHARS) {
            return cursor.failAt(start, null, Failures.numberTooLong(lexeme.length()));
        }
        boolean integral = lexeme.indexOf('.') < 0 && lexeme.indexOf('e') < 0 && lexeme.indexOf('E') < 0;
        try {
            boolean negative = lexeme.charAt(0) == '-';
            if (integral) {
                BigInteger value = new BigInteger(lexeme);
                return value.signum() == 0 && negative ? NegativeZero.INTEGER
                        : value.bitLength() < 32 ? IntNode.valueOf(value.intValue())
                        : value.bitLength() < 64 ? LongNode.valueOf(value.longValue()) : BigIntegerNode.valueOf(value);
            }
            return decimalNode(new BigDecimal(lexeme), negative);
        } catch (NumberFormatException e) {
            return cursor.failAt(start, null, Failures.numberOutOfRange(lexeme));
        }
    }
}

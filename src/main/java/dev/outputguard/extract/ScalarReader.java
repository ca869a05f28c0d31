package dev.outputguard.extract;

import java.math.BigDecimal;
import java.math.BigInteger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * The scalars of the grammar: strings, keys, numbers and literals, each read from {@code pos}. Every
 * reader leaves {@code pos} after what it read, or fails through the {@link JsonCursor} channel.
 */
abstract class ScalarReader extends JsonCursor {

    /** Longest number lexeme accepted (as Jackson's default): longer ones would cost quadratic time to convert. */
    static final int MAX_NUMBER_LENGTH = 1000;

    private final KeyCache keys = new KeyCache();

    ScalarReader(String text, char[] chars, boolean repair) {
        super(text, chars, repair);
    }

    // ---- literals and numbers ----------------------------------------------------------------------

    final JsonNode readLiteral(String word, JsonNode value) {
        for (int i = 0; i < word.length(); i++) {
            if (pos + i >= to) {
                return eof(value);
            }
            if (chars[pos + i] != word.charAt(i)) {
                pos += i;
                return fail("'" + word + "'");
            }
        }
        pos += word.length();
        lastEnd = pos;
        return value;
    }

    final JsonNode readNumber() {
        int start = pos;
        if (chars[pos] == '-') {
            pos++;
        }
        if (pos >= to) {
            return eof(null);
        }
        char c = chars[pos];
        if (c == '0') {
            pos++;
        } else if (c >= '1' && c <= '9') {
            skipDigits();
        } else {
            return fail("a digit");
        }
        int integerEnd = pos;
        if (pos < to && chars[pos] == '.') {
            pos++;
            JsonNode failed = requireDigits(start, integerEnd);
            if (failed != null) {
                return failed;
            }
        }
        if (pos < to && (chars[pos] == 'e' || chars[pos] == 'E')) {
            int mantissaEnd = pos;
            pos++;
            if (pos < to && (chars[pos] == '+' || chars[pos] == '-')) {
                pos++;
            }
            JsonNode failed = requireDigits(start, mantissaEnd);
            if (failed != null) {
                return failed;
            }
        }
        lastEnd = pos;
        return numberNode(start, pos, integerEnd == pos);
    }

    /** Reads the digits a '.' or an exponent needs; null when there were some, else the failure. */
    private JsonNode requireDigits(int start, int validEnd) {
        if (pos >= to) {
            // repair: truncated — "1." or "1e" at the end keeps the number read so far
            JsonNode partial = numberNode(start, validEnd, !text.substring(start, validEnd).contains("."));
            return partial == FAILED ? FAILED : eof(partial);
        }
        char c = chars[pos];
        if (c < '0' || c > '9') {
            return fail("a digit");
        }
        skipDigits();
        return null;
    }

    private void skipDigits() {
        int i = pos;
        while (i < to && chars[i] >= '0' && chars[i] <= '9') {
            i++;
        }
        pos = i;
    }

    private JsonNode numberNode(int start, int end, boolean integral) {
        int length = end - start;
        if (length > MAX_NUMBER_LENGTH) {
            return failAt(start, null, "Number of " + length + " characters is longer than the limit of " + MAX_NUMBER_LENGTH);
        }
        if (integral && length <= 18) {
            long value = 0;
            for (int i = chars[start] == '-' ? start + 1 : start; i < end; i++) {
                value = value * 10 + (chars[i] - '0');
            }
            value = chars[start] == '-' ? -value : value;
            return value == (int) value ? IntNode.valueOf((int) value) : LongNode.valueOf(value);
        }
        String lexeme = text.substring(start, end);
        try {
            if (integral) {
                BigInteger value = new BigInteger(lexeme);
                return value.bitLength() < 64 ? LongNode.valueOf(value.longValue()) : BigIntegerNode.valueOf(value);
            }
            // The exact lexeme, unrounded, with its trailing zeros: DecimalNode keeps the BigDecimal as given.
            return DecimalNode.valueOf(new BigDecimal(lexeme));
        } catch (NumberFormatException e) {
            return failAt(start, null, "Number " + abbreviate(lexeme) + " is out of range");
        }
    }

    // ---- strings -----------------------------------------------------------------------------------

    final JsonNode readStringValue(char quote) {
        String value = quote == '"' ? readString() : readQuoted(quote);
        if (value == null) {
            return FAILED;
        }
        if (!repair) {
            return TextNode.valueOf(value);
        }
        StringBuilder joined = null;
        while (true) {
            skipSpace();
            if (pos >= to || chars[pos] != '+') {
                return TextNode.valueOf(joined == null ? value : joined.toString());
            }
            // repair: concatenated strings — "a" + "b" is read as "ab"
            log.add(RepairKind.CONCATENATED_STRING, pos);
            pos++;
            skipSpace();
            if (pos >= to) {
                return eof(TextNode.valueOf(joined == null ? value : joined.toString()));
            }
            char c = chars[pos];
            if (!isQuote(c)) {
                return fail("a string after '+'");
            }
            joined = joined == null ? new StringBuilder(value) : joined;
            String next = c == '"' ? readString() : readQuoted(c);
            if (next == null) {
                return FAILED;
            }
            joined.append(next);
        }
    }

    /** A standard double-quoted string; the common case (no escape, no control character) is one substring. */
    final String readString() {
        int start = pos + 1;
        // A local index in the hot loop: the JIT keeps it in a register.
        for (int i = start; i < to; i++) {
            char c = chars[i];
            if (c == '"') {
                pos = i + 1;
                lastEnd = pos;
                return text.substring(start, i);
            }
            if (c == '\\' || c < 0x20) {
                pos = i;
                return readStringSlowly(new StringBuilder().append(text, start, i), '"');
            }
        }
        pos = to;
        eof(TextNode.valueOf(text.substring(start, to)));
        return null;
    }

    /** A double-quoted key; one without escapes comes from the {@link KeyCache}. */
    final String readKeyString() {
        int start = pos + 1;
        int hash = 0;
        for (int i = start; i < to; i++) {
            char c = chars[i];
            if (c == '"') {
                pos = i + 1;
                lastEnd = pos;
                return keys.key(text, chars, start, i - start, hash);
            }
            if (c == '\\' || c < 0x20) {
                break;
            }
            hash = 31 * hash + c;
        }
        return readString();
    }

    /** A key in repair mode that does not start with '"': quoted otherwise, or a bare word. */
    final String readRepairKey(char c) {
        if (isQuote(c)) {
            return readQuoted(c);
        }
        // repair: unquoted key — {name: 1} reads the bare word as the key
        log.add(RepairKind.UNQUOTED_KEY, pos);
        int start = pos;
        int hash = 0;
        while (pos < to && isKeyPart(chars[pos])) {
            hash = 31 * hash + chars[pos];
            pos++;
        }
        lastEnd = pos;
        return keys.key(text, chars, start, pos - start, hash);
    }

    private String readQuoted(char quote) {
        // repair: single quotes / smart quotes — 'a', “a”, ‘a’ are read as JSON strings
        log.add(quote == '\'' ? RepairKind.SINGLE_QUOTES : RepairKind.SMART_QUOTES, pos);
        pos++;
        return readStringSlowly(new StringBuilder(), quote);
    }

    private String readStringSlowly(StringBuilder value, char quote) {
        while (pos < to) {
            char c = chars[pos];
            if (closes(quote, c)) {
                pos++;
                lastEnd = pos;
                return value.toString();
            }
            if (c == '\\') {
                if (!readEscape(value)) {
                    return null;
                }
            } else {
                if (c < 0x20 && !controlCharacter()) {
                    return null;
                }
                value.append(c);
                pos++;
            }
        }
        eof(TextNode.valueOf(value.toString()));
        return null;
    }

    private boolean controlCharacter() {
        if (!repair) {
            // Worded only if reported: prose is full of failed candidates whose "string" runs over a line end.
            fail(ESCAPED_CONTROL_CHARACTER);
            return false;
        }
        // repair: raw control character — a newline or tab typed into a string is kept as if escaped
        log.add(RepairKind.UNESCAPED_CONTROL_CHAR, pos);
        return true;
    }

    private boolean closes(char quote, char c) {
        return switch (quote) {
            case '"' -> c == '"';
            case '“' -> c == '”' || c == '“' || c == '"';
            // An apostrophe inside 'it's' is content: a single quote ends the string only before a delimiter.
            case '\'' -> c == '\'' && delimiterFollows(pos + 1);
            default -> (c == '’' || c == '‘' || c == '\'') && delimiterFollows(pos + 1);
        };
    }

    private boolean delimiterFollows(int at) {
        int i = at;
        while (i < to && (chars[i] == ' ' || chars[i] == '\t' || chars[i] == '\r' || chars[i] == '\n')) {
            i++;
        }
        if (i >= to) {
            return true;
        }
        char c = chars[i];
        return c == ',' || c == ':' || c == '}' || c == ']' || c == '+' || c == '\'' || c == '"';
    }

    /** Reads the escape at {@code pos} into {@code value}; false when it failed. */
    private boolean readEscape(StringBuilder value) {
        if (pos + 1 >= to) {
            pos = to;
            eof(TextNode.valueOf(value.toString()));
            return false;
        }
        char e = chars[pos + 1];
        switch (e) {
            case '"', '\\', '/' -> value.append(e);
            case 'b' -> value.append('\b');
            case 'f' -> value.append('\f');
            case 'n' -> value.append('\n');
            case 'r' -> value.append('\r');
            case 't' -> value.append('\t');
            case 'u' -> {
                return readUnicodeEscape(value);
            }
            default -> {
                if (!repair) {
                    pos++;
                    fail("a valid escape character (one of \" \\ / b f n r t u)");
                    return false;
                }
                // repair: invalid escape — \' is an apostrophe; any other (C:\dir) keeps its backslash
                log.add(RepairKind.INVALID_ESCAPE, pos);
                if (e != '\'') {
                    value.append('\\');
                }
                value.append(e);
            }
        }
        pos += 2;
        return true;
    }

    private boolean readUnicodeEscape(StringBuilder value) {
        int code = 0;
        for (int i = pos + 2; i < pos + 6; i++) {
            if (i >= to) {
                pos = to;
                eof(TextNode.valueOf(value.toString()));
                return false;
            }
            int digit = Character.digit(chars[i], 16);
            if (digit < 0) {
                pos = i;
                fail("a hexadecimal digit in a \\u escape");
                return false;
            }
            code = code * 16 + digit;
        }
        pos += 6;
        value.append((char) code);
        return true;
    }
}

package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isCommaOrCloser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * The JSON grammar, read top to bottom: the object or array whose bracket is at a given position, built as
 * Jackson nodes while it is validated, so an extracted value is read once.
 *
 * <p>{@link #read} opens the candidate, then alternates {@link #readFirst} (what follows an opening bracket)
 * and {@link #readAfterValue} (what follows a member or element) until the candidate closes; {@link #readMember},
 * {@link #readKey} and {@link #readValue} read members and elements, and the strings, numbers and literals
 * below them are read here too. Nesting lives on an explicit stack ({@link Containers}), never on the Java
 * stack, and the grammar does not care which bracket opened a container (each knows its closer).
 *
 * <p>Strict JSON is all this class reads. Where strict JSON would fail, or where repair mode reads a value
 * its own way, the grammar hands over to {@link #repair} in one line (null in strict mode): each tolerance is
 * a step there named after the {@link RepairKind} it records. A read that fails returns {@link Cursor#FAILED}
 * and the {@link Cursor} says why.
 */
final class JsonGrammar {

    private final Cursor cursor;
    private final Containers stack;
    private final Numbers numbers;
    private final KeyCache keys;
    /** Repair mode's tolerances, or null in strict mode. */
    private final Tolerances repair;

    JsonGrammar(Cursor cursor, Containers stack, Numbers numbers, KeyCache keys, Tolerances repair) {
        this.cursor = cursor;
        this.stack = stack;
        this.numbers = numbers;
        this.keys = keys;
        this.repair = repair;
    }

    /** The container whose bracket is at {@code start} (one the memo knows closed is reused), or FAILED. */
    JsonNode read(int start) {
        Cursor c = cursor;
        c.pos = start;
        c.lastEnd = start;
        stack.clear();
        JsonNode value = stack.open();
        if (repair != null && value != null && value != Cursor.FAILED && c.chars[start] == '{') {
            int comma = repair.reopenReused((ObjectNode) value, start);
            if (comma >= 0) {
                value = readPastBrace(comma);
            }
        }
        while (value != Cursor.FAILED && (value == null || stack.sp > 0)) {
            value = value == null ? readFirst() : readAfterValue(value);
        }
        return value;
    }

    /** What follows an opening bracket: the closing one, or the first member or element. */
    private JsonNode readFirst() {
        Cursor c = cursor;
        c.skipSpace();
        if (c.pos >= c.to) {
            return c.eof(null);
        }
        char ch = c.chars[c.pos];
        if (ch == ',' && repair != null) {
            if (!repair.extraComma()) {
                return c.eof(null);
            }
            ch = c.chars[c.pos];
        }
        char end = stack.closer();
        if (ch == end) {
            return close();
        }
        if (repair != null && repair.otherCloser(ch)) {
            return repair.mismatchedBracket();
        }
        return end == '}' ? readMember(ch) : readValue();
    }

    /** A member of the innermost object, whose first character is {@code c}: its key, ':' and value. */
    private JsonNode readMember(char c) {
        if (repair != null) {
            JsonNode other = repair.member(c);
            if (other != null) {
                return other;
            }
        }
        return readKey(c) ? readValue() : Cursor.FAILED;
    }

    /** Reads a key and its ':' into the innermost object; false (the failure filled in) when there is none. */
    private boolean readKey(char first) {
        Cursor c = cursor;
        Containers s = stack;
        int t = s.sp - 1;
        s.keyAt[t] = c.pos;
        s.afterColon = false;
        String key = repair != null ? repair.key(first) : first == '"' ? readKeyString() : noKey();
        if (key == null) {
            return false;
        }
        s.keys[t] = key;
        c.skipSpace();
        if (c.pos < c.to && c.chars[c.pos] == ':') {
            c.pos++;
            c.lastEnd = c.pos;
            s.afterColon = true;
            return true;
        }
        return colonMissing(first);
    }

    private String noKey() {
        cursor.fail(Failures.EXPECTED_KEY);
        return null;
    }

    /** A key read without its ':' after it: a failure, or in repair mode a missing colon before a value. */
    private boolean colonMissing(char keyStart) {
        if (cursor.pos >= cursor.to) {
            cursor.eof(null);
            return false;
        }
        if (repair != null && repair.missingColon(keyStart)) {
            return true;
        }
        cursor.fail("':' after the object key");
        return false;
    }

    /** A value: a container is opened (null), a scalar is read and returned. */
    private JsonNode readValue() {
        Cursor c = cursor;
        c.skipSpace();
        if (c.pos >= c.to) {
            return c.eof(null);
        }
        char ch = c.chars[c.pos];
        if (ch == '{' || ch == '[') {
            return stack.open();
        }
        if (repair != null) {
            // Repair mode reads every other value its own way (valid JSON as this grammar reads it).
            return repair.value(ch, stack.closer());
        }
        return switch (ch) {
            case '"' -> readStringValue();
            case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> numbers.readIn(stack.closer());
            case 't' -> readLiteral("true", BooleanNode.TRUE);
            case 'f' -> readLiteral("false", BooleanNode.FALSE);
            case 'n' -> readLiteral("null", NullNode.instance);
            default -> c.fail(Failures.EXPECTED_VALUE);
        };
    }

    /** What follows a member or element: a ',' and the next one, or the closing bracket. */
    private JsonNode readAfterValue(JsonNode value) {
        Cursor c = cursor;
        Containers s = stack;
        if (value != Cursor.SKIPPED) {
            s.add(value);
        } else {
            s.keyAt[s.sp - 1] = -1;
        }
        c.skipSpace();
        if (c.pos >= c.to) {
            return c.eof(null);
        }
        char end = s.closer();
        char ch = c.chars[c.pos];
        if (ch == end) {
            return close();
        }
        if (ch != ',') {
            return repair == null ? failAfterValue(end) : afterValueWithoutComma(value, ch, end);
        }
        int comma = c.pos++;
        c.lastEnd = c.pos;
        s.commaSeen[s.sp - 1] = true;
        c.skipSpace();
        if (repair != null) {
            return afterCommaTolerantly(value, comma, end);
        }
        if (c.pos >= c.to) {
            return c.eof(null);
        }
        return end == '}' ? readMember(c.chars[c.pos]) : readValue();
    }

    /** Repair mode, after the ',' at {@code comma}: more commas, a closing bracket, or the next member or element. */
    private JsonNode afterCommaTolerantly(JsonNode value, int comma, char end) {
        Cursor c = cursor;
        repair.commaAt = comma;
        if (c.pos < c.to && isCommaOrCloser(c.chars[c.pos])) {
            if (!repair.extraComma()) {
                return c.eof(null);
            }
            char next = c.chars[c.pos];
            if (next == end || repair.otherCloser(next)) {
                repair.trailingComma();
                return next == end ? close() : repair.mismatchedBracket();
            }
        }
        if (c.pos >= c.to) {
            return c.eof(null);
        }
        int last = repair.commaAt;
        repair.commaAt = -1;
        if (end == '}' && c.chars[c.pos] == '[' && repair.missingBracket(value, last)) {
            return readValue();
        }
        return end == '}' ? readMember(c.chars[c.pos]) : readValue();
    }

    /** Repair mode: after {@code value}, {@code c} is neither ',' nor the closer {@code end}. */
    private JsonNode afterValueWithoutComma(JsonNode value, char c, char end) {
        if (repair.otherCloser(c)) {
            // The value is in the array already; what follows the bracket dropped is the ',' and the next element.
            return repair.strayBracket(value) ? readAfterValue(Cursor.SKIPPED) : repair.mismatchedBracket();
        }
        if (c == ':') {
            return repair.objectInArray(value, end) ? readValue() : Cursor.FAILED;
        }
        if (end == '}' && c == '{' && stack.objectInArray()) {
            return repair.unclosedObject();
        }
        if (!repair.missingComma(c, end)) {
            return failAfterValue(end);
        }
        return end == '}' ? readMember(c) : readValue();
    }

    private JsonNode failAfterValue(char end) {
        return cursor.fail(Failures.expectedAfterValue(end));
    }

    /** The innermost container's closing bracket, at the cursor. */
    private JsonNode close() {
        Cursor c = cursor;
        if (repair != null && stack.sp == 1 && stack.closer[0] == '}') {
            int comma = repair.commaBeforeMember(c.pos);
            if (comma >= 0) {
                return readPastBrace(comma);
            }
        }
        c.pos++;
        c.lastEnd = c.pos;
        return stack.pop();
    }

    /** Repair mode: the outermost object's '}' at the cursor is read past, to the member after the ',' at {@code comma}. */
    private JsonNode readPastBrace(int comma) {
        repair.objectClosedEarly(comma);
        return readMember(cursor.chars[cursor.pos]);
    }

    // ---- strings ---------------------------------------------------------------------------------------

    private JsonNode readStringValue() {
        String value = readString();
        return value == null ? Cursor.FAILED : TextNode.valueOf(value);
    }

    /** The string at the cursor; the common case (no escape, no control character) is one substring. */
    private String readString() {
        Cursor c = cursor;
        char[] chars = c.chars;
        int start = c.pos + 1;
        // A local index in the hot loop: the JIT keeps it in a register.
        for (int i = start; i < c.to; i++) {
            char ch = chars[i];
            if (ch == '"') {
                c.pos = i + 1;
                c.lastEnd = c.pos;
                return c.text.substring(start, i);
            }
            if (ch == '\\' || ch < 0x20) {
                c.pos = i;
                return readEscaped(new StringBuilder().append(c.text, start, i));
            }
        }
        c.pos = c.to;
        c.eof(TextNode.valueOf(c.text.substring(start, c.to)));
        return null;
    }

    /** A key; one without escapes comes from the {@link KeyCache}. */
    private String readKeyString() {
        Cursor c = cursor;
        char[] chars = c.chars;
        int start = c.pos + 1;
        int hash = 0;
        for (int i = start; i < c.to; i++) {
            char ch = chars[i];
            if (ch == '"') {
                c.pos = i + 1;
                c.lastEnd = c.pos;
                return keys.key(c.text, chars, start, i - start, hash);
            }
            if (ch == '\\' || ch < 0x20) {
                break;
            }
            hash = 31 * hash + ch;
        }
        return readString();
    }

    /** The rest of a string from the cursor, appended to {@code value}: escapes, and the closing quote. */
    private String readEscaped(StringBuilder value) {
        Cursor c = cursor;
        while (c.pos < c.to) {
            char ch = c.chars[c.pos];
            if (ch == '"') {
                c.pos++;
                c.lastEnd = c.pos;
                return value.toString();
            }
            if (ch == '\\') {
                if (!readEscape(value)) {
                    return null;
                }
                continue;
            }
            if (ch < 0x20) {
                // Worded only if reported: prose is full of failed candidates whose "string" runs over a line end.
                c.fail(Failures.ESCAPED_CONTROL_CHARACTER);
                return null;
            }
            value.append(ch);
            c.pos++;
        }
        c.eof(TextNode.valueOf(value.toString()));
        return null;
    }

    /** Reads the escape at the cursor into {@code value}; false when it failed. */
    private boolean readEscape(StringBuilder value) {
        Cursor c = cursor;
        if (c.pos + 1 >= c.to) {
            c.pos = c.to;
            c.eof(TextNode.valueOf(value.toString()));
            return false;
        }
        char e = c.chars[c.pos + 1];
        if (e == 'u') {
            return c.readUnicodeEscape(value);
        }
        char unescaped = Chars.unescaped(e);
        if (unescaped == 0) {
            c.pos++;
            c.fail("a valid escape character (one of \" \\ / b f n r t u)");
            return false;
        }
        value.append(unescaped);
        c.pos += 2;
        return true;
    }

    // ---- literals --------------------------------------------------------------------------

    private JsonNode readLiteral(String word, JsonNode value) {
        Cursor c = cursor;
        for (int i = 0; i < word.length(); i++) {
            if (c.pos + i >= c.to) {
                return c.eof(value);
            }
            if (c.chars[c.pos + i] != word.charAt(i)) {
                c.pos += i;
                return c.fail("'" + word + "'");
            }
        }
        c.pos += word.length();
        c.lastEnd = c.pos;
        return value;
    }
}

package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isCommaOrCloser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * The JSON grammar, read top to bottom: the object or array whose bracket is at a given position, built as
 * Jackson nodes while it is validated, so an extracted value is read once; or, for a search whose answer needs no
 * tree ({@link Unbuilt}), validated alone.
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

    private final Containers stack;
    private final KeyCache keys;
    /** Repair mode's tolerances, or null in strict mode. */
    private final Tolerances repair;
    /**
     * The string with an escape being read: one builder for the parser's strings, each one's value copied out of
     * it once at its closing quote, instead of a builder grown from empty for each.
     */
    private final StringBuilder escaped = new StringBuilder(64);
    /** Strings are validated and not built ({@link Unbuilt}). */
    private final boolean unbuilt;

    JsonGrammar(Containers stack, KeyCache keys, Tolerances repair, boolean unbuilt) {
        this.stack = stack;
        this.keys = keys;
        this.repair = repair;
        this.unbuilt = unbuilt;
    }

    /** The container whose bracket is at {@code start} (one the memo knows closed is reused), or FAILED. */
    JsonNode read(Cursor cursor, int start) {
        Cursor c = cursor;
        c.pos = start;
        c.lastEnd = start;
        stack.clear();
        JsonNode value = stack.open(c);
        if (repair != null && value != null && value != Cursor.FAILED && c.chars[start] == '{') {
            int comma = repair.reopenReused(cursor, (ObjectNode) value, start);
            if (comma >= 0) {
                value = readPastBrace(cursor, comma);
            }
        } else if (value == null && c.chars[start] == '{') {
            // A candidate whose first member fails right after its integer, said at once.
            JsonNode failed = repair != null ? NumberSpellings.firstMemberIntoBracket(cursor, stack, start)
                    : Numbers.firstMemberFails(cursor, stack, start);
            if (failed != null) {
                return failed;
            }
        }
        while (value != Cursor.FAILED && (value == null || stack.sp > 0)) {
            value = value == null ? readFirst(cursor) : readAfterValue(cursor, value);
        }
        return value;
    }

    /** What follows an opening bracket: the closing one, or the first member or element. */
    private JsonNode readFirst(Cursor cursor) {
        Cursor c = cursor;
        c.skipSpace();
        if (c.pos >= c.to) {
            return c.eof(null);
        }
        char ch = c.chars[c.pos];
        if (ch == ',' && repair != null) {
            if (!repair.extraComma(cursor)) {
                return c.eof(null);
            }
            ch = c.chars[c.pos];
        }
        char end = stack.closer();
        if (ch == end) {
            return close(cursor);
        }
        if (repair != null && repair.otherCloser(ch)) {
            return repair.mismatchedBracket(cursor);
        }
        return end == '}' ? readMember(cursor, ch) : readValue(cursor);
    }

    /** A member of the innermost object, whose first character is {@code c}: its key, ':' and value. */
    private JsonNode readMember(Cursor cursor, char c) {
        if (repair != null) {
            JsonNode other = repair.member(cursor, c);
            if (other != null) {
                return other;
            }
        }
        return readKey(cursor, c) ? readValue(cursor) : Cursor.FAILED;
    }

    /** Reads a key and its ':' into the innermost object; false (the failure filled in) when there is none. */
    private boolean readKey(Cursor cursor, char first) {
        Cursor c = cursor;
        Containers s = stack;
        int t = s.sp - 1;
        s.keyAt[t] = c.pos;
        s.afterColon = false;
        String key = repair != null ? repair.key(cursor, first) : first == '"' ? readKeyString(cursor) : noKey(cursor);
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
        return colonMissing(cursor, first);
    }

    private String noKey(Cursor cursor) {
        cursor.fail(Failures.EXPECTED_KEY);
        return null;
    }

    /** A key read without its ':' after it: a failure, or in repair mode a missing colon before a value. */
    private boolean colonMissing(Cursor cursor, char keyStart) {
        if (cursor.pos >= cursor.to) {
            cursor.eof(null);
            return false;
        }
        if (repair != null && repair.missingColon(cursor, keyStart)) {
            return true;
        }
        cursor.fail("':' after the object key");
        return false;
    }

    /** A value: a container is opened (null), a scalar is read and returned. */
    private JsonNode readValue(Cursor cursor) {
        Cursor c = cursor;
        c.skipSpace();
        if (c.pos >= c.to) {
            return c.eof(null);
        }
        char ch = c.chars[c.pos];
        if (ch == '{' || ch == '[') {
            return stack.open(c);
        }
        if (repair != null) {
            // Repair mode reads every other value its own way (valid JSON as this grammar reads it).
            return repair.value(cursor, ch, stack.closer());
        }
        return switch (ch) {
            case '"' -> readStringValue(cursor);
            case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> Numbers.readIn(c, stack.closer());
            case 't' -> readLiteral(cursor, "true", BooleanNode.TRUE);
            case 'f' -> readLiteral(cursor, "false", BooleanNode.FALSE);
            case 'n' -> readLiteral(cursor, "null", NullNode.instance);
            default -> c.fail(Failures.EXPECTED_VALUE);
        };
    }

    /** What follows a member or element: a ',' and the next one, or the closing bracket. */
    private JsonNode readAfterValue(Cursor cursor, JsonNode value) {
        Cursor c = cursor;
        Containers s = stack;
        if (value == Cursor.SKIPPED) {
            s.keyAt[s.sp - 1] = -1;
        } else if (unbuilt) {
            s.addUnbuilt(value);
        } else {
            s.add(value);
        }
        c.skipSpace();
        if (c.pos >= c.to) {
            return c.eof(null);
        }
        char end = s.closer();
        char ch = c.chars[c.pos];
        if (ch == end) {
            return close(cursor);
        }
        if (ch != ',') {
            return repair == null ? failAfterValue(cursor, end) : afterValueWithoutComma(cursor, value, ch, end);
        }
        int comma = c.pos++;
        c.lastEnd = c.pos;
        s.commaSeen[s.sp - 1] = true;
        c.skipSpace();
        if (repair != null) {
            return afterCommaTolerantly(cursor, value, comma, end);
        }
        if (c.pos >= c.to) {
            return c.eof(null);
        }
        if (c.pos != comma + 1 || c.chars[comma - 1] < '0' || c.chars[comma - 1] > '9') {
            // Only after an integer written right before its ',' and the next member or element right after it
            // does a compact run begin: a reply with blanks between its members scans no key twice.
            return end == '}' ? readMember(cursor, c.chars[c.pos]) : readValue(cursor);
        }
        return end == '}' ? readMembers(cursor) : readElements(cursor);
    }

    /**
     * Strict mode, an object's member after a ','. A run of members each written {@code "key":integer,} (a key
     * without an escape, nothing between its parts) is read in one loop here, each key from the {@link KeyCache} (or
     * the key before it, written with the same characters) and each member added as {@link #readKey} and
     * {@link #readAfterValue} add it, the cursor and the innermost object's key left as the grammar leaves them after
     * the last ','; the member that is not one is
     * {@link #readMember}'s, from its first character. An object writing one key millions of times costs a tight loop
     * each, not the grammar's dispatch.
     */
    private JsonNode readMembers(Cursor cursor) {
        Cursor c = cursor;
        char[] chars = c.chars;
        int to = c.to;
        Containers s = stack;
        int t = s.sp - 1;
        int start = c.pos;
        int i = start;
        // Repeats of the key of the member before, in a row, read here; past the repeats an answer lists, a
        // member writing that key again is not kept as an entry of its own (Containers#addUnlisted).
        int again = 0;
        int listed = s.maxListed;
        // The key read last here: one written again with the same characters is that very string, the one the key
        // cache would give (nothing else looked there since), taken without a look there.
        int lastKeyStart = -1;
        int lastKeyLength = -1;
        String lastKey = null;
        while (i < to && chars[i] == '"') {
            int keyStart = i + 1;
            int hash = 0;
            int k = keyStart;
            while (k < to) {
                char ch = chars[k];
                if (ch == '"' || ch == '\\' || ch < 0x20) {
                    break;
                }
                hash = 31 * hash + ch;
                k++;
            }
            if (k + 2 >= to || chars[k] != '"' || chars[k + 1] != ':') {
                break;
            }
            int v = k + 2;
            char first = chars[v];
            long value = first - '0';
            if (first == '0') {
                v++;
            } else if (first >= '1' && first <= '9') {
                v++;
                while (v < to && chars[v] >= '0' && chars[v] <= '9') {
                    value = value * 10 + (chars[v] - '0');
                    v++;
                }
                if (v - (k + 2) > 18) {
                    break;
                }
            } else {
                break;
            }
            if (v >= to || chars[v] != ',') {
                break;
            }
            int length = k - keyStart;
            String key = length == lastKeyLength && sameChars(chars, keyStart, lastKeyStart, length) ? lastKey
                    : keys.key(c.text, chars, keyStart, length, hash);
            lastKeyStart = keyStart;
            lastKeyLength = length;
            lastKey = key;
            again = key == s.keys[t] ? again + 1 : 0;
            if (again > listed && !unbuilt) {
                // The object's pending key is this key already; addUnlisted leaves no place for it, as add does.
                s.addUnlisted(Numbers.integerNode(value));
            } else {
                s.keys[t] = key;
                s.keyAt[t] = i;
                if (unbuilt) {
                    s.addUnbuilt(Unbuilt.NUMBERS);
                } else {
                    s.add(Numbers.integerNode(value));
                }
            }
            i = v + 1;
        }
        if (i != start) {
            // The cursor after the last ',' read, and the object's key with its ':', as the grammar leaves them after
            // each member; then what it does after a ',': blanks, then the next member or the end of the range.
            c.pos = i;
            c.lastEnd = i;
            s.afterColon = true;
            c.skipSpace();
            if (c.pos >= c.to) {
                return c.eof(null);
            }
        }
        return readMember(cursor, c.chars[c.pos]);
    }

    /** Whether {@code chars[a, a + length)} and {@code chars[b, b + length)} are the same characters. */
    private static boolean sameChars(char[] chars, int a, int b, int length) {
        for (int j = 0; j < length; j++) {
            if (chars[a + j] != chars[b + j]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Strict mode, an array's element after a ','. A run of integers each followed at once by a ',' ({@code 1,2,3,})
     * is read in one loop here, each added as {@link #readAfterValue} adds it, the cursor left as the grammar leaves
     * it after each ','; the element that is not one (another value, blanks, the last before ']', a fraction, more
     * than 18 characters) is {@link #readValue}'s, from its first character. What the run reads the grammar would
     * read the same way, one element and one ',' at a time: an array of millions of numbers costs a tight loop each,
     * not the grammar's dispatch.
     */
    private JsonNode readElements(Cursor cursor) {
        Cursor c = cursor;
        char[] chars = c.chars;
        int to = c.to;
        Containers s = stack;
        int i = c.pos;
        int start = i;
        while (i < to) {
            char first = chars[i];
            long value = first - '0';
            if (first == '0') {
                i++;
            } else if (first >= '1' && first <= '9') {
                i++;
                while (i < to && chars[i] >= '0' && chars[i] <= '9') {
                    value = value * 10 + (chars[i] - '0');
                    i++;
                }
                if (i - start > 18) {
                    break;
                }
            } else {
                break;
            }
            if (i >= to || chars[i] != ',') {
                break;
            }
            if (unbuilt) {
                s.keyAt[s.sp - 1] = -1;
            } else {
                s.add(Numbers.integerNode(value));
            }
            start = ++i;
            c.pos = start;
            c.lastEnd = start;
        }
        return readValue(cursor);
    }

    /** Repair mode, after the ',' at {@code comma}: more commas, a closing bracket, or the next member or element. */
    private JsonNode afterCommaTolerantly(Cursor cursor, JsonNode value, int comma, char end) {
        Cursor c = cursor;
        repair.commaAt = comma;
        if (c.pos < c.to && isCommaOrCloser(c.chars[c.pos])) {
            if (!repair.extraComma(cursor)) {
                return c.eof(null);
            }
            char next = c.chars[c.pos];
            if (next == end || repair.otherCloser(next)) {
                repair.trailingComma(cursor);
                JsonNode closed = next == end ? close(cursor) : repair.mismatchedBracket(cursor);
                if (closed != null) {
                    return closed;
                }
            }
        }
        if (c.pos >= c.to) {
            return c.eof(null);
        }
        int last = repair.commaAt;
        repair.commaAt = -1;
        if (end == '}' && c.chars[c.pos] == '[' && repair.missingBracket(cursor, value, last)) {
            return readValue(cursor);
        }
        return end == '}' ? readMember(cursor, c.chars[c.pos]) : readValue(cursor);
    }

    /** Repair mode: after {@code value}, {@code c} is neither ',' nor the closer {@code end}. */
    private JsonNode afterValueWithoutComma(Cursor cursor, JsonNode value, char c, char end) {
        if (repair.otherCloser(c)) {
            // The value is in the array already; what follows the bracket dropped is the ',' and the next element.
            return repair.strayBracket(cursor, value) ? readAfterValue(cursor, Cursor.SKIPPED) : repair.mismatchedBracket(cursor);
        }
        if (c == ':') {
            return repair.objectInArray(cursor, value, end) ? readValue(cursor) : Cursor.FAILED;
        }
        if (end == '}' && c == '{' && stack.objectInArray()) {
            return repair.unclosedObject(cursor);
        }
        if (!repair.missingComma(cursor, c, end)) {
            return failAfterValue(cursor, end);
        }
        return end == '}' ? readMember(cursor, c) : readValue(cursor);
    }

    private JsonNode failAfterValue(Cursor cursor, char end) {
        return cursor.fail(Failures.expectedAfterValue(end));
    }

    /** The innermost container's closing bracket, at the cursor. */
    private JsonNode close(Cursor cursor) {
        Cursor c = cursor;
        if (repair != null && stack.sp == 1 && stack.closer[0] == '}') {
            int comma = repair.commaBeforeMember(cursor, c.pos);
            if (comma >= 0) {
                return readPastBrace(cursor, comma);
            }
        }
        c.pos++;
        c.lastEnd = c.pos;
        return stack.pop(c);
    }

    /** Repair mode: the outermost object's '}' at the cursor is read past, to the member after the ',' at {@code comma}. */
    private JsonNode readPastBrace(Cursor cursor, int comma) {
        repair.objectClosedEarly(cursor, comma);
        return readMember(cursor, cursor.chars[cursor.pos]);
    }

    // ---- strings ---------------------------------------------------------------------------------------

    private JsonNode readStringValue(Cursor cursor) {
        if (unbuilt) {
            return skipString(cursor);
        }
        String value = readString(cursor);
        return value == null ? Cursor.FAILED : TextNode.valueOf(value);
    }

    /**
     * An unbuilt parse: the string at the cursor read past, no value made, its escapes of one character too (which
     * {@link #readString} reads without fail); one with a backslash-u escape, an escape JSON does not define or a
     * control character, or one the range ends inside, is read as {@link #readString} reads it, so that it fails
     * where it fails there.
     */
    private JsonNode skipString(Cursor cursor) {
        Cursor c = cursor;
        char[] chars = c.chars;
        int to = c.to;
        for (int i = c.pos + 1; i < to; i++) {
            char ch = chars[i];
            if (ch == '"') {
                c.pos = i + 1;
                c.lastEnd = c.pos;
                return Unbuilt.VALUE;
            }
            if (ch == '\\') {
                if (i + 1 < to && chars[i + 1] != 'u' && Chars.unescaped(chars[i + 1]) != 0) {
                    i++;
                    continue;
                }
                break;
            }
            if (ch < 0x20) {
                break;
            }
        }
        return readString(cursor) == null ? Cursor.FAILED : Unbuilt.VALUE;
    }

    /** The string at the cursor; the common case (no escape, no control character) is one substring. */
    private String readString(Cursor cursor) {
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
                StringBuilder value = escaped;
                value.setLength(0);
                return readEscaped(cursor, value.append(chars, start, i - start));
            }
        }
        c.pos = c.to;
        c.eof(TextNode.valueOf(c.text.substring(start, c.to)));
        return null;
    }

    /** A key; one without escapes comes from the {@link KeyCache}. */
    private String readKeyString(Cursor cursor) {
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
        return readString(cursor);
    }

    /** The rest of a string from the cursor, appended to {@code value}: escapes, and the closing quote. */
    private String readEscaped(Cursor cursor, StringBuilder value) {
        Cursor c = cursor;
        while (c.pos < c.to) {
            char ch = c.chars[c.pos];
            if (ch == '"') {
                c.pos++;
                c.lastEnd = c.pos;
                return value.toString();
            }
            if (ch == '\\') {
                if (!readEscape(cursor, value)) {
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

    /** Reads the escape at the cursor into {@code value}; false when it failed (one JSON does not define fails after its backslash). */
    private boolean readEscape(Cursor cursor, StringBuilder value) {
        int undefined = cursor.readEscape(value);
        if (undefined > 0) {
            cursor.pos++;
            cursor.fail("a valid escape character (one of \" \\ / b f n r t u)");
        }
        return undefined == 0;
    }

    // ---- literals --------------------------------------------------------------------------

    private JsonNode readLiteral(Cursor cursor, String word, JsonNode value) {
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

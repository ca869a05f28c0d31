package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isKeyPart;
import static dev.outputguard.extract.Chars.isQuote;
import static dev.outputguard.extract.Chars.isSpace;
import static dev.outputguard.extract.Chars.isUnusualBlank;
import static dev.outputguard.extract.Chars.startsBareValue;
import static dev.outputguard.extract.Chars.startsKey;
import static dev.outputguard.extract.Chars.startsRepairValue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Repair mode's tolerances of structure: what {@link JsonGrammar} asks where strict JSON would fail (a comma,
 * colon or bracket missing or too many, an object closed too early, a reply cut off), and the values only
 * repair mode reads. Each tolerance is one step named after the {@link RepairKind} it records; a step that
 * returns {@code true} has read what it repaired and leaves the rest to the grammar.
 *
 * <p>A repair depends only on the container being parsed and what follows it, never on what encloses it
 * (the one exception, an object closed too early, is the outermost object's), which keeps the
 * {@link CandidateMemo} sound.
 */
final class Tolerances {

    private final Containers stack;
    private final TolerantStrings strings;
    private final TolerantKeys keys;

    /** A ',' just read (its position) whose next member or element has not begun; -1 otherwise. */
    int commaAt;
    // An outermost object closed too early and read on ({"a": 1}, "b": 2}): where it first closed, the log
    // and member counts then; what it is if what follows fails. -1 when it did not happen in this parse.
    int earlyEnd;
    private int earlyLog;
    private int earlyMembers;
    /** An outermost object the memo knew, read on past its '}' in this parse (its members carried over); null otherwise. */
    ObjectNode carriedFrom;

    Tolerances(Containers stack, TolerantStrings strings, TolerantKeys keys) {
        this.stack = stack;
        this.strings = strings;
        this.keys = keys;
    }

    /** Before a parse from a candidate's bracket. */
    void reset() {
        commaAt = -1;
        earlyEnd = -1;
        carriedFrom = null;
        strings.readToTheEnd = false;
    }

    // ---- values ----------------------------------------------------------------------------------------

    /** A key at the cursor, which starts with {@code c}; null when there is none (failed). */
    String key(Cursor cursor, char c) {
        return keys.read(cursor, c);
    }

    /**
     * A value ({@code c} at the cursor, no '{' or '['), standing in the container {@code in} closes: a string
     * in any quotes, a tuple, a number or literal in any spelling, a placeholder, nothing, or a bare value.
     */
    JsonNode value(Cursor cursor, char c, char in) {
        if (isQuote(c)) {
            return strings.readStringValue(cursor, c, in);
        }
        if (c == '-' || (c >= '0' && c <= '9')) {
            return NumberSpellings.read(cursor, stack, c, in);
        }
        if (c == '(') {
            return stack.open(cursor);
        }
        if (in == '}' && (c == ',' || c == '}')) {
            return missingValue(cursor);
        }
        JsonNode literal = c == 't' || c == 'f' || c == 'n' ? BareValues.plainLiteral(cursor, c) : null;
        if (literal != null) {
            return literal;
        }
        int placeholder = c == '.' || c == '…' ? Lookahead.placeholderEnd(cursor, cursor.pos) : -1;
        if (placeholder > 0) {
            return BareValues.placeholder(cursor, placeholder);
        }
        if (c == '+' || c == '.') {
            return NumberSpellings.read(cursor, stack, c, in);
        }
        if (isKeyPart(c)) {
            return BareValues.readWord(cursor, in);
        }
        return startsBareValue(c) ? BareValues.readBare(cursor, in) : cursor.fail(Failures.EXPECTED_VALUE);
    }

    private JsonNode missingValue(Cursor cursor) {
        // repair: MISSING_VALUE — a member with no value ({"a": , "b": 1}) is dropped, as a dangling key is
        cursor.log.add(RepairKind.MISSING_VALUE, stack.keyAt[stack.sp - 1]);
        return Cursor.SKIPPED;
    }

    /** Where a member of an object should begin ({@code c} at the cursor): a placeholder, or an object's missing '}'; else null. */
    JsonNode member(Cursor cursor, char c) {
        if (c == '.' || c == '…') {
            int end = Lookahead.placeholderEnd(cursor, cursor.pos);
            if (end > 0) {
                return BareValues.placeholder(cursor, end);
            }
        }
        return c == '{' && stack.objectInArray() ? unclosedObject(cursor) : null;
    }

    /** A quoted key read without its ':': whether a value follows it all the same. */
    boolean missingColon(Cursor cursor, char keyStart) {
        if (!isQuote(keyStart) || !valueWithoutColon(cursor, cursor.pos)) {
            return false;
        }
        // repair: MISSING_COLON — a quoted key followed by a value ({"a" "b"}) has its ':' added
        cursor.log.add(RepairKind.MISSING_COLON, cursor.pos);
        stack.afterColon = true;
        return true;
    }

    /** Whether what follows a quoted key without ':' is a value: a quoted one, a number, a bracket or a literal. */
    private boolean valueWithoutColon(Cursor cursor, int at) {
        char c = cursor.chars[at];
        if (isQuote(c) || c == '{' || c == '[' || c == '(' || c == '-' || (c >= '0' && c <= '9')) {
            return true;
        }
        int end = at;
        while (end < cursor.to && isKeyPart(cursor.chars[end])) {
            end++;
        }
        return BareValues.literal(cursor, at, end) != null && Lookahead.valueEnds(cursor, end, '}');
    }

    // ---- commas ----------------------------------------------------------------------------------------

    /** Commas at the cursor where no member or element stands are dropped; false when the range ends in them. */
    boolean extraComma(Cursor cursor) {
        while (cursor.pos < cursor.to && cursor.chars[cursor.pos] == ',') {
            // repair: EXTRA_COMMA — a ',' with nothing before it ({, "a": 1}, [1,,2]) is dropped
            cursor.log.add(RepairKind.EXTRA_COMMA, cursor.pos);
            commaAt = commaAt >= 0 ? cursor.pos : commaAt;
            cursor.pos++;
            cursor.skipSpace();
        }
        return cursor.pos < cursor.to;
    }

    /** The ',' read last ({@link #commaAt}) stands right before a closing bracket. */
    void trailingComma(Cursor cursor) {
        // repair: TRAILING_COMMA — a ',' right before the closing bracket, or at the end of a reply cut off, is dropped
        cursor.log.add(RepairKind.TRAILING_COMMA, commaAt);
        commaAt = -1;
    }

    /** A value after another without a ',' ({@code c} at the cursor): whether it begins the next member or element. */
    boolean missingComma(Cursor cursor, char c, char end) {
        if (!(end == '}' ? startsKey(c) : startsRepairValue(c))) {
            return false;
        }
        // repair: MISSING_COMMA — the next member or element starts right after the previous one
        cursor.log.add(RepairKind.MISSING_COMMA, cursor.pos);
        commaAt = -1;
        return true;
    }

    // ---- brackets --------------------------------------------------------------------------------------

    /** Whether {@code c} is a closing bracket of another kind than the innermost container's. */
    boolean otherCloser(char c) {
        return (c == '}' || c == ']' || c == ')') && c != stack.closer();
    }

    /**
     * A closing bracket of another kind where the innermost container could close ({"a": [1, 2}, [{"b": 2]):
     * the container is closed after what it read, and the bracket is left to the one around it, which closes
     * at it or, if it is of another kind again, in the same way. So the container ends where its own text
     * ends, whatever encloses it, and the memo stays sound.
     */
    JsonNode mismatchedBracket(Cursor cursor) {
        if (stack.sp == 1 && earlyEnd >= 0) {
            // An outermost object read past its first '}' must close with a '}' of its own, or it is what it was there.
            return cursor.fail(Failures.expectedAfterValue('}'));
        }
        if (stack.closer() == '}' && cursor.chars[stack.openAt[stack.sp - 1]] != '{' && cursor.chars[cursor.pos] == ']') {
            // An object in an array whose '{' is missing (OBJECT_IN_ARRAY) ends with the array, as its '}' is missing too.
            return stack.pop(cursor);
        }
        // repair: MISMATCHED_BRACKET — a container is closed by a closing bracket of another kind; the position is
        // where it closed (its end), as the bracket itself may lie past the container's span
        cursor.log.add(RepairKind.MISMATCHED_BRACKET, cursor.lastEnd);
        return stack.pop(cursor);
    }

    /** After {@code value} in an array, a '}' at the cursor: whether it is one brace too many, dropped. */
    boolean strayBracket(Cursor cursor, JsonNode value) {
        if (cursor.chars[cursor.pos] != '}' || !value.isObject() || !Lookahead.strayBrace(cursor, cursor.pos)) {
            return false;
        }
        // repair: STRAY_BRACKET — a '}' after an object in an array, followed by ',' and another object
        // ([{"k": 1}}, {"k": 2}]), is one brace too many and is dropped (a guess)
        cursor.log.add(RepairKind.STRAY_BRACKET, cursor.pos);
        cursor.pos++;
        return true;
    }

    /**
     * A ':' at the cursor after {@code value} in the container {@code end} closes: after a quoted string in an
     * array (["a": 1], [{"a": 1}, "b": 2]) that string is the first key of an object whose '{' is missing, opened
     * here, its value to be read. False (failed) anywhere else.
     */
    boolean objectInArray(Cursor cursor, JsonNode value, char end) {
        char[] chars = cursor.chars;
        int quote = cursor.lastEnd - 1;
        if (end != ']' || value == Cursor.SKIPPED || !value.isTextual() || "\"'”’".indexOf(chars[quote]) < 0) {
            cursor.fail(Failures.expectedAfterValue(end));
            return false;
        }
        int key = quote - 1;
        while (key > stack.openAt[stack.sp - 1] && !(isQuote(chars[key]) && chars[key - 1] != '\\')) {
            key--;
        }
        if (stack.sp == stack.maxDepth) {
            cursor.tooDeep(key);
            return false;
        }
        // repair: OBJECT_IN_ARRAY — a key and ':' where an element stands begin an object whose '{' is missing; it
        // ends at its '}', or with the array at its ']'
        cursor.log.add(RepairKind.OBJECT_IN_ARRAY, key);
        stack.vp--;
        stack.push('}', key);
        stack.keys[stack.sp - 1] = value.textValue();
        stack.keyAt[stack.sp - 1] = key;
        cursor.pos++;
        cursor.lastEnd = cursor.pos;
        stack.afterColon = true;
        return true;
    }

    /**
     * A '{' where a key of an object in an array should stand ([{"i": 1, {"i": 2}], [{{]): the object's '}' is
     * missing. It is closed after what it read, and the '{' (with the ',' before it, if any) is left to the
     * array. Closed by what encloses it, it is kept out of the memo: a parse starting at its '{' would not
     * close it there.
     */
    JsonNode unclosedObject(Cursor cursor) {
        char[] chars = cursor.chars;
        int open = stack.openAt[stack.sp - 1];
        int end = cursor.pos;
        while (end > open + 1 && (isSpace(chars[end - 1]) || isUnusualBlank(chars[end - 1]))) {
            end--;
        }
        if (chars[end - 1] == ',' && end - 1 > open) {
            cursor.pos = end - 1;
            end = cursor.pos;
            while (isSpace(chars[end - 1]) || isUnusualBlank(chars[end - 1])) {
                end--;
            }
        }
        cursor.lastEnd = end;
        // repair: UNCLOSED_OBJECT — an object in an array that meets a '{' where a key should stand is closed before
        // it (its '}' is missing); the position is where it closed
        cursor.log.add(RepairKind.UNCLOSED_OBJECT, end);
        JsonNode node = stack.pop(cursor);
        stack.memo.forgetLastClosed();
        return node;
    }

    /**
     * A '[' at the cursor where a key should stand, after a member whose array {@code value} holds arrays and
     * then ends with other values ({"rows": [["a", "b"], "c", "d"], ["e", "f"]]}), the ',' before it at
     * {@code comma}: the '[' of an inner array is missing before those values, so the ']' that closed the
     * member's array closed that inner one, and the array goes on at the '['. The member's array is reopened
     * (its values after its last container become one array), its next element to be read; once per object,
     * which keeps the copy of the array linear. False when the shape differs (the candidate then fails at the
     * '[' as before). Depends only on this object's text: the member's array, closed at its own ']', is what
     * the memo knows of its '['; the array read on opens at the ',' (no candidate starts there).
     */
    boolean missingBracket(Cursor cursor, JsonNode value, int comma) {
        if (value == Cursor.SKIPPED || !(value instanceof ArrayNode array) || stack.continued[stack.sp - 1]) {
            return false;
        }
        int n = array.size();
        if (n < 2 || !array.get(0).isArray() || array.get(n - 1).isContainerNode()) {
            return false;
        }
        int close = comma - 1;
        while (isSpace(cursor.chars[close])) {
            close--;
        }
        if (cursor.chars[close] != ']') {
            return false;
        }
        int run = n - 1;
        while (!array.get(run - 1).isContainerNode()) {
            run--;
        }
        int t = stack.sp - 1;
        // repair: MISSING_BRACKET — the values that end an array of arrays, before a ']' followed by ',' and another
        // '[' in an object, are one inner array whose '[' is missing; the outer array goes on (a guess)
        cursor.log.add(RepairKind.MISSING_BRACKET, close);
        stack.continued[t] = true;
        stack.vp--;
        stack.keys[t] = stack.members.name(stack.vp);
        stack.keyAt[t] = stack.members.nameAt(stack.vp);
        stack.push(']', comma);
        stack.commaSeen[stack.sp - 1] = true;
        for (int i = 0; i < run; i++) {
            stack.add(array.get(i));
        }
        ArrayNode inner = new ArrayNode(JsonNodeFactory.instance, n - run);
        for (int i = run; i < n; i++) {
            inner.add(array.get(i));
        }
        stack.add(inner);
        return true;
    }

    // ---- the outermost object --------------------------------------------------------------------------

    /** The ',' after the '}' at {@code brace} when another member follows it (its ':' may be missing before a quoted value), else -1. */
    int commaBeforeMember(Cursor cursor, int brace) {
        int i = cursor.blanksFrom(brace + 1);
        return i < cursor.to && cursor.chars[i] == ',' && (Lookahead.memberFollows(cursor, i + 1, false) || Lookahead.keyThenQuotedValue(cursor, i + 1)) ? i : -1;
    }

    /** Reads on past the outermost object's '}' at the cursor, to the member after the ',' at {@code comma}. */
    void objectClosedEarly(Cursor cursor, int comma) {
        if (earlyEnd < 0) {
            earlyEnd = cursor.pos + 1;
            earlyLog = cursor.log.size();
            earlyMembers = stack.vp;
        }
        // repair: OBJECT_CLOSED_EARLY — {"a": 1}, "b": 2} is read as one object (a guess; if what follows fails,
        // the object is what it was at its first '}')
        cursor.log.add(RepairKind.OBJECT_CLOSED_EARLY, cursor.pos);
        cursor.pos = comma + 1;
        cursor.lastEnd = cursor.pos;
        cursor.skipSpace();
    }

    /**
     * An outermost object the memo knew closed, at {@code start}: the ',' after it when another member follows
     * its '}' (it is open again, its members carried over, the cursor at its '}'), else -1.
     */
    int reopenReused(Cursor cursor, ObjectNode node, int start) {
        int comma = commaBeforeMember(cursor, cursor.lastEnd - 1);
        if (comma < 0) {
            return -1;
        }
        stack.push('}', start);
        carriedFrom = node;
        node.properties().forEach(member -> {
            stack.keys[0] = member.getKey();
            stack.add(member.getValue());
        });
        cursor.pos = cursor.lastEnd - 1;
        return comma;
    }

    /** The outermost object as it was at its first '}', when what was read past it failed. */
    JsonNode closedEarly(Cursor cursor) {
        stack.sp = 0;
        stack.vp = earlyMembers;
        cursor.log.truncate(earlyLog);
        cursor.lastEnd = earlyEnd;
        return stack.build('}', stack.openAt[0], stack.memberMark[0], false);
    }
}

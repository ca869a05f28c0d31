package dev.outputguard.extract;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Parses JSON objects that start at given {@code '{'} positions of {@code text[from, to)}, building Jackson
 * nodes while it validates, so an extracted object is read once.
 *
 * <p>Iterative: the open containers live on an explicit stack bounded by the nesting limit, so no input
 * can overflow the Java stack. Linear across candidates: every container start ({@code {} or {@code [})
 * the parser meets is remembered with its outcome. A container that closed is reused (node, end and
 * repairs) when a later candidate reaches it; a container that was still open when a parse failed fails
 * the same way for any later candidate, because what follows an opening bracket parses the same whatever
 * encloses it. So no position is parsed as a container start twice. A container's node is built when it
 * closes, from the members collected on a value stack: a failed candidate builds none.
 *
 * <p>In repair mode each tolerance is one step marked {@code // repair:} that records a {@link Repair}.
 * Repairs depend only on the container being parsed and what follows, never on what encloses it, which
 * keeps the memo sound in both modes.
 */
final class ObjectParser {

    /** Longest number lexeme accepted (as Jackson's default): longer ones would cost quadratic time to convert. */
    static final int MAX_NUMBER_LENGTH = 1000;

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Returned (never added to a result) instead of a value when the parse failed; {@link #stop} says why. */
    private static final JsonNode FAILED = new TextNode("failed");

    /** How one candidate ended. */
    sealed interface Outcome {
        record Parsed(ObjectNode json, int start, int end, List<Repair> repairs) implements Outcome {
        }

        /** The candidate is invalid; why is kept by the parser only for the failure that got furthest. */
        record Rejected() implements Outcome {
            static final Rejected INSTANCE = new Rejected();
        }

        record Unterminated(int start) implements Outcome {
        }

        record TooDeep(int position, int depth) implements Outcome {
        }
    }

    /**
     * A failure at {@code position}: either what was expected there (the reason is worded only for the
     * failure that gets reported, so a failed candidate allocates no message) or a worded {@code detail}.
     */
    record Invalid(int position, String expected, String detail) {

        String reason(String text) {
            if (detail != null) {
                return detail;
            }
            return expected == ESCAPED_CONTROL_CHARACTER
                    ? "Unescaped control character " + describe(text, position) + " in a string (escape it, e.g. \\n, or use repair mode)"
                    : "Expected " + expected + " but found " + describe(text, position);
        }
    }

    /** The {@code expected} of a raw control character in a string; its own wording, built only when reported. */
    private static final String ESCAPED_CONTROL_CHARACTER = "an escaped control character";

    private final String text;
    /** {@code text}'s characters: an array read costs less than {@code charAt}'s coder check on every character. */
    private final char[] chars;
    private int from;
    private int to;
    private final boolean repair;
    private final int maxDepth;
    private final RepairLog log = new RepairLog();

    // Containers that closed, in closing order (parallel arrays, no object per container).
    // Entry i: done[5i] start, done[5i+1] end, done[5i+2] height, done[5i+3..5i+4] its repairs in the log.
    private int doneCount;
    private int[] done = new int[5 * 8];
    private JsonNode[] doneNode = new JsonNode[8];
    // Failures that ended a parse; shared by every container open at that moment.
    private int failCount;
    private int[] failPosition = new int[4];
    private String[] failExpected = new String[4];
    private String[] failDetail = new String[4];
    /**
     * Per offset in [from, to): 0 = never opened, i > 0 = closed (done entry i - 1), i < 0 = failed
     * (failure -i - 1). Built at the first failure: a first candidate that succeeds never needs it.
     */
    private int[] memo;
    /** One past the highest memo index written since the last {@link #reset}: what a reset clears. */
    private int memoUsed;
    /** How many {@code done} entries the memo holds (entries are added when a parse fails). */
    private int memoized;
    // The failure that got furthest (the first one there), as fields: a rejected candidate allocates nothing.
    private int furthestAt = -1;
    private String furthestExpected;
    private String furthestDetail;

    // The parse in progress: pos, the stack of open containers and what the top one is waiting for.
    private int pos;
    private int lastEnd;
    private int sp;
    private int commaAt;
    private boolean afterColon;
    private boolean[] isObject = new boolean[8];
    private int[] memberMark = new int[8];
    // Members of the open containers, innermost last. A container's node is built when it closes, at its
    // final size: a candidate that fails allocates no object or array node, and no map is ever resized.
    private int vp;
    private String[] names = new String[16];
    private JsonNode[] values = new JsonNode[16];
    private int[] openAt = new int[8];
    private String[] keys = new String[8];
    private int[] keyAt = new int[8];
    private int[] height = new int[8];
    private int[] repairMark = new int[8];

    private final String[] keyCache = new String[64];
    private final Stop stop = new Stop();

    // Where the next line end / block comment end was last found, so comments are skipped in linear time
    // even when many candidates start inside the same comment.
    private int newlineFrom = -1;
    private int newlineAt;
    private int blockEndFrom = -1;
    private int blockEndAt;

    /** A parser for {@code text}; {@link #reset} gives it the range to search. */
    ObjectParser(String text, char[] chars, boolean repair, int maxDepth) {
        this.text = text;
        this.chars = chars;
        this.repair = repair;
        this.maxDepth = maxDepth;
    }

    /**
     * Readies the parser for candidates in {@code text[from, to)}, forgetting everything about the range
     * before (the memo is only valid for one range). Costs what the last range used, so one parser can
     * serve a whole extraction's fenced blocks; the key cache is kept, keys being the same text's.
     */
    ObjectParser reset(int from, int to) {
        this.from = from;
        this.to = to;
        if (memo != null) {
            Arrays.fill(memo, 0, memoUsed, 0);
        }
        memoUsed = 0;
        memoized = 0;
        doneCount = 0;
        failCount = 0;
        furthestAt = -1;
        furthestExpected = null;
        furthestDetail = null;
        log.clear();
        newlineFrom = -1;
        blockEndFrom = -1;
        return this;
    }

    /** The memo entry for a {@code '{'} at {@code at}: 0 unknown, > 0 closed, < 0 failed. */
    int memoAt(int at) {
        return memo == null || at - from >= memo.length ? 0 : memo[at - from];
    }

    /** The object that closed at {@code at} in an earlier parse, with its repairs copied to the end of the log. */
    Outcome.Parsed reused(int at) {
        int mark = log.size();
        pos = at;
        sp = 0;
        ObjectNode node = (ObjectNode) reuse(memoAt(at) - 1);
        return new Outcome.Parsed(node, at, lastEnd, log.since(mark));
    }

    /**
     * Whether the {@code '{'} at {@code at} can begin an object: followed (after whitespace) by a key, a
     * {@code '}'} or the end. A brace in prose ({@code {curly}}) is no candidate in strict mode.
     */
    boolean canStartObject(int at) {
        int i = at + 1;
        while (i < to) {
            char c = chars[i];
            if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
                i++;
            } else if (repair && (c == '/' || c == '#') && commentEnd(i) > i) {
                i = commentEnd(i);
            } else {
                return c == '"' || c == '}' || (repair && startsKey(c));
            }
        }
        return true;
    }

    /** Parses the object whose {@code '{'} is at {@code start}. */
    Outcome parse(int start) {
        int mark = log.size();
        pos = start;
        lastEnd = start;
        sp = 0;
        vp = 0;
        commaAt = -1;
        try {
            JsonNode value = open();
            while (value == null || sp > 0) {
                value = value == null ? enterContainer() : afterValue(value);
                if (value == FAILED) {
                    return failed(stop, mark);
                }
            }
            return new Outcome.Parsed((ObjectNode) value, start, lastEnd, log.since(mark));
        } catch (Stop stop) {
            return switch (stop.kind) {
                case EOF -> repair ? finishTruncated(start, stop.partial, mark) : new Outcome.Unterminated(start);
                case TOO_DEEP -> new Outcome.TooDeep(stop.position, maxDepth + 1);
                case INVALID -> failed(stop, mark);
            };
        }
    }

    // ---- structure -------------------------------------------------------------------------------

    private JsonNode enterContainer() {
        skipSpace();
        char c = peek();
        if (isObject[sp - 1]) {
            if (c == '}') {
                return close();
            }
            return readKey(c) ? beginValue() : FAILED;
        }
        return c == ']' ? close() : beginValue();
    }

    private JsonNode afterValue(JsonNode value) {
        add(value);
        skipSpace();
        boolean object = isObject[sp - 1];
        char closer = object ? '}' : ']';
        char c = peek();
        if (c == closer) {
            return close();
        }
        if (c == ',') {
            commaAt = pos++;
            lastEnd = pos;
            skipSpace();
            if (repair && pos < to && chars[pos] == closer) {
                // repair: trailing comma — a ',' right before the closing bracket is dropped
                log.add(RepairKind.TRAILING_COMMA, commaAt);
                commaAt = -1;
                return close();
            }
            c = peek();
        } else if (repair && (object ? startsKey(c) : startsValue(c))) {
            // repair: missing comma — the next member or element starts right after the previous one
            log.add(RepairKind.MISSING_COMMA, pos);
        } else {
            return fail(object ? "',' or '}' after an object member" : "',' or ']' after an array element");
        }
        commaAt = -1;
        return !object || readKey(c) ? beginValue() : FAILED;
    }

    /** Reads a key and its ':'; false (with {@link #stop} filled in) when what follows is no key and colon. */
    private boolean readKey(char c) {
        int t = sp - 1;
        keyAt[t] = pos;
        afterColon = false;
        String key;
        if (c == '"') {
            key = readKeyString();
        } else if (repair && startsKey(c)) {
            key = readRepairKey(c);
        } else {
            fail("a double-quoted object key");
            return false;
        }
        keys[t] = key;
        skipSpace();
        if (peek() != ':') {
            fail("':' after the object key");
            return false;
        }
        pos++;
        lastEnd = pos;
        afterColon = true;
        return true;
    }

    private JsonNode beginValue() {
        skipSpace();
        char c = peek();
        return switch (c) {
            case '{', '[' -> open();
            case '"' -> stringValue(c);
            case 't' -> literal("true", BooleanNode.TRUE);
            case 'f' -> literal("false", BooleanNode.FALSE);
            case 'n' -> literal("null", NullNode.instance);
            case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> number();
            default -> repairValue(c);
        };
    }

    private JsonNode repairValue(char c) {
        if (!repair) {
            throw expected("a value");
        }
        if (isQuote(c)) {
            return stringValue(c);
        }
        JsonNode literal = switch (c) {
            case 'T' -> BooleanNode.TRUE;
            case 'F' -> BooleanNode.FALSE;
            case 'N' -> NullNode.instance;
            default -> throw expected("a value");
        };
        // repair: Python literal — True / False / None read as true / false / null
        log.add(RepairKind.PYTHON_LITERAL, pos);
        return literal(c == 'T' ? "True" : c == 'F' ? "False" : "None", literal);
    }

    private JsonNode open() {
        int at = pos;
        if (memo != null) {
            int m = memoAt(at);
            if (m > 0 && sp + done[5 * (m - 1) + 2] <= maxDepth) {
                return reuse(m - 1);
            }
            if (m < 0) {
                int f = -m - 1;
                throw stop(Stop.Kind.INVALID, failPosition[f], failExpected[f], failDetail[f], f, null);
            }
        }
        if (sp == maxDepth) {
            throw stop(Stop.Kind.TOO_DEEP, at, null, null, -1, null);
        }
        push(chars[at] == '{', at);
        pos++;
        lastEnd = pos;
        return null;
    }

    private void push(boolean object, int at) {
        if (sp == isObject.length) {
            int capacity = Math.min(sp * 2, maxDepth + 1);
            isObject = Arrays.copyOf(isObject, capacity);
            memberMark = Arrays.copyOf(memberMark, capacity);
            openAt = Arrays.copyOf(openAt, capacity);
            keys = Arrays.copyOf(keys, capacity);
            keyAt = Arrays.copyOf(keyAt, capacity);
            height = Arrays.copyOf(height, capacity);
            repairMark = Arrays.copyOf(repairMark, capacity);
        }
        isObject[sp] = object;
        memberMark[sp] = vp;
        openAt[sp] = at;
        keyAt[sp] = -1;
        height[sp] = 0;
        repairMark[sp] = log.size();
        afterColon = false;
        sp++;
    }

    private JsonNode close() {
        pos++;
        lastEnd = pos;
        return pop();
    }

    private JsonNode pop() {
        int t = --sp;
        JsonNode node = build(isObject[t], memberMark[t]);
        int h = height[t] + 1;
        if (t > 0 && height[t - 1] < h) {
            height[t - 1] = h;
        }
        remember(openAt[t], lastEnd, h, repairMark[t], node);
        return node;
    }

    private void add(JsonNode value) {
        int t = sp - 1;
        if (vp == values.length) {
            names = Arrays.copyOf(names, 2 * vp);
            values = Arrays.copyOf(values, 2 * vp);
        }
        names[vp] = keys[t];
        values[vp++] = value;
        keyAt[t] = -1;
    }

    /** The node of the container whose members start at {@code mark}, sized once; duplicate keys: last wins. */
    private JsonNode build(boolean object, int mark) {
        int count = vp - mark;
        vp = mark;
        if (object) {
            Map<String, JsonNode> members = new LinkedHashMap<>(count + count / 3 + 1);
            for (int i = mark; i < mark + count; i++) {
                members.put(names[i], values[i]);
            }
            return new ObjectNode(NODES, members);
        }
        ArrayNode array = new ArrayNode(NODES, count);
        for (int i = mark; i < mark + count; i++) {
            array.add(values[i]);
        }
        return array;
    }

    // ---- memo ------------------------------------------------------------------------------------

    private void remember(int start, int end, int h, int repairsFrom, JsonNode node) {
        if (doneCount == doneNode.length) {
            done = Arrays.copyOf(done, 10 * doneCount);
            doneNode = Arrays.copyOf(doneNode, 2 * doneCount);
        }
        int i = 5 * doneCount;
        done[i] = start;
        done[i + 1] = end;
        done[i + 2] = h;
        done[i + 3] = repairsFrom;
        done[i + 4] = log.size();
        doneNode[doneCount++] = node;
    }

    /** Makes room in the memo for the offset {@code at}, about to be written, and counts it as used. */
    private void growMemo(int at) {
        if (at - from >= memo.length) {
            memo = Arrays.copyOf(memo, Math.max(2 * memo.length, at - from + 1));
        }
        memoUsed = Math.max(memoUsed, at - from + 1);
    }

    private JsonNode reuse(int entry) {
        int i = 5 * entry;
        pos = done[i + 1];
        lastEnd = pos;
        log.copy(done[i + 3], done[i + 4]);
        if (sp > 0 && height[sp - 1] < done[i + 2]) {
            height[sp - 1] = done[i + 2];
        }
        return doneNode[entry];
    }

    private Outcome failed(Stop stop, int mark) {
        // The candidate's repairs are dropped with it; only those of containers it closed are kept for reuse.
        log.truncate(Math.max(mark, doneCount == 0 ? 0 : done[5 * (doneCount - 1) + 4]));
        if (sp > 1 || memoized < doneCount) {
            // A candidate that failed inside its own braces (most in prose do) leaves nothing to remember.
            rememberFailure(stop);
        }
        if (stop.position > furthestAt) {
            furthestAt = stop.position;
            furthestExpected = stop.expected;
            furthestDetail = stop.detail;
        }
        return Outcome.Rejected.INSTANCE;
    }

    /** Puts the containers this parse closed, and those it left open, into the memo. */
    private void rememberFailure(Stop stop) {
        int failure = stop.failure;
        if (failure < 0 && sp > 1) {
            if (failCount == failPosition.length) {
                failPosition = Arrays.copyOf(failPosition, failCount * 2);
                failExpected = Arrays.copyOf(failExpected, failCount * 2);
                failDetail = Arrays.copyOf(failDetail, failCount * 2);
            }
            failPosition[failCount] = stop.position;
            failExpected[failCount] = stop.expected;
            failDetail[failCount] = stop.detail;
            failure = failCount++;
        }
        if (memo == null) {
            // Sized by how far parsing got, not by the text: a walk stays linear.
            memo = new int[Math.max(64, stop.position - from + 1)];
        }
        // Containers enter the memo only here: a parse that succeeds ends the search, so what it closed is
        // never asked for again (a repaired last candidate would otherwise grow the memo to the text's length).
        for (int i = memoized; i < doneCount; i++) {
            growMemo(done[5 * i]);
            memo[done[5 * i] - from] = i + 1;
        }
        memoized = doneCount;
        // The candidate itself (entry 0) is never asked again: the scan and every later parse start after it.
        for (int i = 1; i < sp; i++) {
            growMemo(openAt[i]);
            memo[openAt[i] - from] = -failure - 1;
        }
    }

    /** The failure that got furthest among the rejected candidates, or null when none was rejected. */
    Invalid furthestFailure() {
        return furthestAt < 0 ? null : new Invalid(furthestAt, furthestExpected, furthestDetail);
    }

    // ---- repair: truncated reply -----------------------------------------------------------------

    /** The text ended inside the object: finish what is open, innermost first, and close every container. */
    private Outcome finishTruncated(int start, JsonNode partial, int mark) {
        int t = sp - 1;
        if (commaAt >= 0) {
            // repair: trailing comma — the reply ends right after a ','
            log.add(RepairKind.TRAILING_COMMA, commaAt);
        }
        if (isObject[t] && keyAt[t] >= 0 && !(afterColon && partial != null)) {
            // repair: dangling key — a key whose value never came is dropped
            log.add(RepairKind.DANGLING_KEY, keyAt[t]);
            keyAt[t] = -1;
        } else if (partial != null) {
            // repair: truncated — the unfinished string, literal or number is closed where the text ends
            log.add(RepairKind.TRUNCATED, lastEnd);
            add(partial);
        }
        if (sp == 1 && vp == memberMark[0]) {
            // A lone '{' (or '{"key"') at the end holds nothing to repair: it stays unterminated.
            return new Outcome.Unterminated(start);
        }
        JsonNode node = null;
        while (sp > 0) {
            // repair: truncated — each open object and array is closed after the last thing read
            log.add(RepairKind.TRUNCATED, lastEnd);
            node = pop();
            if (sp > 0) {
                add(node);
            }
        }
        return new Outcome.Parsed((ObjectNode) node, start, lastEnd, log.since(mark));
    }

    /** Stops the parse at the end of the text; {@code partial} is the unfinished value as far as it can be read. */
    private Stop eof(JsonNode partial) {
        if (partial != null) {
            lastEnd = to;
        }
        return stop(Stop.Kind.EOF, to, null, null, -1, repair ? partial : null);
    }

    private char peek() {
        if (pos >= to) {
            throw eof(null);
        }
        return chars[pos];
    }

    // ---- scalars ---------------------------------------------------------------------------------

    private JsonNode literal(String word, JsonNode value) {
        for (int i = 0; i < word.length(); i++) {
            if (pos + i >= to) {
                throw eof(value);
            }
            if (chars[pos + i] != word.charAt(i)) {
                pos += i;
                throw expected("'" + word + "'");
            }
        }
        pos += word.length();
        lastEnd = pos;
        return value;
    }

    private JsonNode number() {
        int start = pos;
        if (chars[pos] == '-') {
            pos++;
        }
        if (pos >= to) {
            throw eof(null);
        }
        char c = chars[pos];
        if (c == '0') {
            pos++;
        } else if (c >= '1' && c <= '9') {
            skipDigits();
        } else {
            throw expected("a digit");
        }
        int integerEnd = pos;
        if (pos < to && chars[pos] == '.') {
            pos++;
            requireDigits(start, integerEnd);
        }
        if (pos < to && (chars[pos] == 'e' || chars[pos] == 'E')) {
            int mantissaEnd = pos;
            pos++;
            if (pos < to && (chars[pos] == '+' || chars[pos] == '-')) {
                pos++;
            }
            requireDigits(start, mantissaEnd);
        }
        lastEnd = pos;
        return numberNode(start, pos, integerEnd == pos);
    }

    private void requireDigits(int start, int validEnd) {
        if (pos >= to) {
            // repair: truncated — "1." or "1e" at the end keeps the number read so far
            throw eof(numberNode(start, validEnd, !text.substring(start, validEnd).contains(".")));
        }
        char c = chars[pos];
        if (c < '0' || c > '9') {
            throw expected("a digit");
        }
        skipDigits();
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
            throw stop(Stop.Kind.INVALID, start, null, "Number of " + length + " characters is longer than the limit of "
                    + MAX_NUMBER_LENGTH, -1, null);
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
            throw stop(Stop.Kind.INVALID, start, null, "Number " + abbreviate(lexeme) + " is out of range", -1, null);
        }
    }

    // ---- strings ---------------------------------------------------------------------------------

    private JsonNode stringValue(char quote) {
        String value = quote == '"' ? readString() : readQuoted(quote);
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
                throw eof(TextNode.valueOf(joined == null ? value : joined.toString()));
            }
            char c = chars[pos];
            if (!isQuote(c)) {
                throw expected("a string after '+'");
            }
            joined = joined == null ? new StringBuilder(value) : joined;
            joined.append(c == '"' ? readString() : readQuoted(c));
        }
    }

    /** A standard double-quoted string; the common case (no escape, no control character) is one substring. */
    private String readString() {
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
        throw eof(TextNode.valueOf(text.substring(start, to)));
    }

    /**
     * A double-quoted key. Replies repeat the same keys thousands of times (arrays of records), so a key
     * without escapes is looked up in a small cache of recent keys instead of copied again (as Jackson does).
     */
    private String readKeyString() {
        int start = pos + 1;
        int hash = 0;
        for (int i = start; i < to; i++) {
            char c = chars[i];
            if (c == '"') {
                pos = i + 1;
                lastEnd = pos;
                return cachedKey(start, i - start, hash);
            }
            if (c == '\\' || c < 0x20) {
                break;
            }
            hash = 31 * hash + c;
        }
        return readString();
    }

    private String cachedKey(int start, int length, int hash) {
        int slot = (hash ^ (hash >>> 16)) & (keyCache.length - 1);
        String key = keyCache[slot];
        if (key != null && key.length() == length && sameChars(start, key)) {
            return key;
        }
        key = text.substring(start, start + length);
        keyCache[slot] = key;
        return key;
    }

    /** A plain loop: keys are short, and {@code regionMatches}' setup costs more than comparing them. */
    private boolean sameChars(int start, String key) {
        for (int i = 0; i < key.length(); i++) {
            if (chars[start + i] != key.charAt(i)) {
                return false;
            }
        }
        return true;
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
                readEscape(value);
            } else {
                if (c < 0x20) {
                    controlCharacter();
                }
                value.append(c);
                pos++;
            }
        }
        throw eof(TextNode.valueOf(value.toString()));
    }

    private void controlCharacter() {
        if (!repair) {
            // Worded only if reported: prose is full of failed candidates whose "string" runs over a line end.
            throw expected(ESCAPED_CONTROL_CHARACTER);
        }
        // repair: raw control character — a newline or tab typed into a string is kept as if escaped
        log.add(RepairKind.UNESCAPED_CONTROL_CHAR, pos);
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

    private void readEscape(StringBuilder value) {
        if (pos + 1 >= to) {
            pos = to;
            throw eof(TextNode.valueOf(value.toString()));
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
                value.append(readUnicodeEscape(value));
                return;
            }
            default -> {
                if (!repair) {
                    pos++;
                    throw expected("a valid escape character (one of \" \\ / b f n r t u)");
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
    }

    private char readUnicodeEscape(StringBuilder value) {
        int code = 0;
        for (int i = pos + 2; i < pos + 6; i++) {
            if (i >= to) {
                pos = to;
                throw eof(TextNode.valueOf(value.toString()));
            }
            int digit = Character.digit(chars[i], 16);
            if (digit < 0) {
                pos = i;
                throw expected("a hexadecimal digit in a \\u escape");
            }
            code = code * 16 + digit;
        }
        pos += 6;
        return (char) code;
    }

    private String readRepairKey(char c) {
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
        return cachedKey(start, pos - start, hash);
    }

    // ---- whitespace and comments -----------------------------------------------------------------

    private void skipSpace() {
        int i = pos;
        if (i < to && chars[i] > ' ' && (!repair || (chars[i] != '/' && chars[i] != '#'))) {
            // Compact JSON: nothing to skip, which is most calls.
            return;
        }
        while (i < to) {
            char c = chars[i];
            if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
                i++;
            } else if (repair && (c == '/' || c == '#') && commentEnd(i) > i) {
                skipComment(i);
                i = pos;
            } else {
                break;
            }
        }
        pos = i;
    }

    private void skipComment(int at) {
        // repair: comment — //, /* */ and # comments are skipped
        log.add(RepairKind.COMMENT, at);
        pos = commentEnd(at);
        lastEnd = pos;
    }

    /** The end of the comment that starts at {@code at}, or {@code at} when none does. An unclosed one runs to the end. */
    private int commentEnd(int at) {
        char c = chars[at];
        if (c == '#' || (c == '/' && at + 1 < to && chars[at + 1] == '/')) {
            return lineEnd(at);
        }
        if (c == '/' && at + 1 < to && chars[at + 1] == '*') {
            int close = blockEnd(at + 2);
            return close < 0 ? to : close + 2;
        }
        return at;
    }

    private int lineEnd(int at) {
        if (newlineFrom < 0 || at < newlineFrom || at > newlineAt) {
            int i = text.indexOf('\n', at, to);
            newlineFrom = at;
            newlineAt = i < 0 ? to : i;
        }
        return newlineAt;
    }

    private int blockEnd(int at) {
        boolean known = blockEndFrom >= 0 && at >= blockEndFrom && (blockEndAt < 0 || at <= blockEndAt);
        if (!known) {
            blockEndFrom = at;
            blockEndAt = text.indexOf("*/", at, to);
        }
        return blockEndAt;
    }

    // ---- character classes and errors ------------------------------------------------------------

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t';
    }

    private static boolean isQuote(char c) {
        return c == '"' || c == '\'' || c == '“' || c == '‘';
    }

    private static boolean startsKey(char c) {
        return isQuote(c) || isKeyPart(c);
    }

    private static boolean isKeyPart(char c) {
        if (c < 0x80) {
            // ASCII first: Character.isLetterOrDigit costs a table lookup per character of prose.
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '-';
        }
        return Character.isLetterOrDigit(c);
    }

    private static boolean startsValue(char c) {
        return isQuote(c) || c == '{' || c == '[' || c == '-' || (c >= '0' && c <= '9')
                || c == 't' || c == 'f' || c == 'n' || c == 'T' || c == 'F' || c == 'N';
    }

    /** The parser's one {@link Stop}, filled in: a failed candidate allocates no exception. */
    private Stop stop(Stop.Kind kind, int position, String expected, String detail, int failure, JsonNode partial) {
        return stop.set(kind, position, expected, detail, failure, partial);
    }

    /** Records a structural failure without throwing: the common way a candidate in prose fails stays cheap. */
    private JsonNode fail(String what) {
        stop.kind = Stop.Kind.INVALID;
        stop.position = pos;
        stop.expected = what;
        stop.detail = null;
        stop.failure = -1;
        stop.partial = null;
        return FAILED;
    }

    private Stop expected(String what) {
        return stop(Stop.Kind.INVALID, pos, what, null, -1, null);
    }

    private static String describe(String text, int at) {
        int cp = text.codePointAt(at);
        return Character.isISOControl(cp) || (Character.isWhitespace(cp) && cp != ' ')
                ? String.format("U+%04X", cp)
                : "'" + Character.toString(cp) + "'";
    }

    private static String abbreviate(String lexeme) {
        return lexeme.length() <= 40 ? lexeme : lexeme.substring(0, 40) + "…";
    }

    /** Ends a parse; thrown without a stack trace, so a failed candidate costs no more than its scan. */
    private static final class Stop extends RuntimeException {

        enum Kind { INVALID, EOF, TOO_DEEP }

        Kind kind;
        int position;
        String expected;
        String detail;
        int failure;
        transient JsonNode partial;

        Stop() {
            super(null, null, false, false);
        }

        Stop set(Kind kind, int position, String expected, String detail, int failure, JsonNode partial) {
            this.kind = kind;
            this.position = position;
            this.expected = expected;
            this.detail = detail;
            this.failure = failure;
            this.partial = partial;
            return this;
        }
    }
}

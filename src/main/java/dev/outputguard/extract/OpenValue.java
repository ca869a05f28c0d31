package dev.outputguard.extract;

import java.util.Arrays;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.limits.Limits;

/**
 * One JSON object or array read as its text arrives: the candidate a {@link ReplyStream} follows once the
 * extraction's search has found it open (valid so far, the text ending inside it). It reads the strict grammar
 * of {@link JsonGrammar} in push form: where the grammar reads a whole text with a cursor, this reader is handed
 * each new stretch of the text and picks up where the last one ended, inside a string, a number or a literal
 * too, so a reply fed in a thousand pieces is read once, not once per piece.
 *
 * <p>The value is built as it is read, in place: a container is attached to its parent when it opens, a
 * member or an element when it is complete, so the tree is always the value so far and a look at it costs the
 * open containers, not the value. A number, {@code true}, {@code false} or {@code null} enters the tree only
 * whole (a number once a character that cannot continue it follows: {@code 12} may still become {@code 125}),
 * a key only once its closing quote is read; a string value is shown as it grows ({@link #open}), never with
 * half an escape or the first half of a surrogate pair.
 *
 * <p>Numbers are read exactly as the grammar reads them ({@link Numbers#lexemeNode}), keys through a
 * {@link KeyCache}, and a key written twice keeps its last value. Nesting is bounded by the same limit as the
 * grammar's; a failure (the text is not JSON after all, nesting too deep, a number too long) ends the reading,
 * and the stream asks the extraction's search what the text holds instead.
 */
final class OpenValue {

    /** How the reading stands. */
    enum Status {
        /** Valid so far; the text ends inside the value. */
        OPEN,
        /** The outermost container closed at {@link #end}. */
        COMPLETE,
        /** The text is not what the grammar allows at {@link #failedAt}. */
        FAILED
    }

    // What each open container waits for.
    private static final byte OBJECT_FIRST = 0;
    private static final byte OBJECT_COLON = 1;
    private static final byte OBJECT_VALUE = 2;
    private static final byte OBJECT_AFTER = 3;
    private static final byte OBJECT_KEY = 4;
    private static final byte ARRAY_FIRST = 5;
    private static final byte ARRAY_AFTER = 6;
    private static final byte ARRAY_VALUE = 7;

    // The token being read across pieces of text.
    private static final byte NONE = 0;
    private static final byte STRING = 1;
    private static final byte KEY = 2;
    private static final byte NUMBER = 3;
    private static final byte LITERAL = 4;

    // Where a number is in JSON's number grammar.
    private static final byte AFTER_MINUS = 0;
    private static final byte ZERO = 1;
    private static final byte DIGITS = 2;
    private static final byte AFTER_DOT = 3;
    private static final byte FRACTION = 4;
    private static final byte AFTER_E = 5;
    private static final byte EXPONENT_SIGN = 6;
    private static final byte EXPONENT = 7;
    /** A character that cannot continue the number ends it. */
    private static final byte ENDED = 8;
    /** A character that no number may hold there. */
    private static final byte INVALID = 9;

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final int maxDepth;
    private final KeyCache keys = new KeyCache();

    /** The outermost bracket. */
    final int start;
    /** The next character to read. */
    private int pos;
    /** Just past the outermost closing bracket, once complete. */
    int end = -1;
    Status status = Status.OPEN;
    /** Where the reading failed, and what the grammar expected there. */
    int failedAt = -1;
    String expected;
    /** Whether a token followed the outermost bracket: before that, the bracket may be prose ({@code {curly}}). */
    private boolean shown;

    // The open containers, outermost first: the node, what it waits for, an object's key read last.
    private int sp;
    private ContainerNode<?>[] nodes = new ContainerNode<?>[8];
    private byte[] waits = new byte[8];
    private String[] keysRead = new String[8];
    /** Each open container's JSON Pointer and its key or index in its parent, made at the first look and kept while it is open. */
    private String[] pointers = new String[8];
    private String[] names = new String[8];

    private byte token = NONE;
    /** Where the token's characters begin (after a string's opening quote). */
    private int tokenStart;
    /** A string's characters from here on are not yet in {@link #text}. */
    private int run;
    /** A string's characters decoded so far, once it holds an escape. */
    private final StringBuilder text = new StringBuilder();
    private boolean escaped;
    private int keyHash;
    private byte number;
    private boolean integral;
    private String literal;
    private JsonNode literalValue;
    /** A string value in progress was put in the tree for a look at it: the innermost array holds it last. */
    private boolean placed;

    /** An escape the text ends inside is read again, whole, from its backslash here; -1 when none is. */
    private int resumeAt = -1;

    /** Reads the object or array whose bracket is {@code chars[at]}, nested at most {@code maxDepth} levels. */
    OpenValue(char[] chars, int at, int maxDepth) {
        this.maxDepth = maxDepth;
        this.start = at;
        this.pos = at + 1;
        push(chars[at] == '{' ? NODES.objectNode() : NODES.arrayNode());
    }

    /** The value so far (complete once {@link #status} is {@link Status#COMPLETE}). */
    JsonNode root() {
        return nodes[0];
    }

    /** Whether the value can be shown: a token followed its first bracket. */
    boolean shown() {
        return shown || status == Status.COMPLETE;
    }

    /** Reads {@code chars} on from where the last read ended, up to {@code to}: the text as far as it has arrived. */
    Status read(char[] chars, int to) {
        int i = pos;
        while (i < to && status == Status.OPEN) {
            if (token != NONE) {
                i = continueToken(chars, i, to);
                continue;
            }
            char c = chars[i];
            if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
                i++;
                continue;
            }
            shown = true;
            i = structure(chars, i, c);
        }
        pos = resumeAt >= 0 ? resumeAt : i;
        resumeAt = -1;
        return status;
    }

    /** The character {@code c} at {@code i}, outside any token: where the innermost container is. */
    private int structure(char[] chars, int i, char c) {
        int t = sp - 1;
        switch (waits[t]) {
            case OBJECT_FIRST, OBJECT_KEY -> {
                if (c == '"') {
                    return beginString(i, KEY);
                }
                if (c == '}' && waits[t] == OBJECT_FIRST) {
                    return close(i);
                }
                return fail(i, Failures.EXPECTED_KEY);
            }
            case OBJECT_COLON -> {
                if (c != ':') {
                    return fail(i, "':' after the object key");
                }
                waits[t] = OBJECT_VALUE;
                return i + 1;
            }
            case OBJECT_AFTER, ARRAY_AFTER -> {
                char closer = waits[t] == OBJECT_AFTER ? '}' : ']';
                if (c == closer) {
                    return close(i);
                }
                if (c != ',') {
                    return fail(i, Failures.expectedAfterValue(closer));
                }
                waits[t] = waits[t] == OBJECT_AFTER ? OBJECT_KEY : ARRAY_VALUE;
                return i + 1;
            }
            case ARRAY_FIRST -> {
                return c == ']' ? close(i) : value(chars, i, c);
            }
            default -> {
                return value(chars, i, c);
            }
        }
    }

    /** A value begins at {@code i} with {@code c}. */
    private int value(char[] chars, int i, char c) {
        switch (c) {
            case '{', '[' -> {
                if (sp == maxDepth) {
                    return fail(i, null);
                }
                ContainerNode<?> child = c == '{' ? NODES.objectNode() : NODES.arrayNode();
                put(child);
                push(child);
                return i + 1;
            }
            case '"' -> {
                return beginString(i, STRING);
            }
            case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> {
                token = NUMBER;
                tokenStart = i;
                number = c == '-' ? AFTER_MINUS : c == '0' ? ZERO : DIGITS;
                integral = true;
                return i + 1;
            }
            case 't' -> {
                return beginLiteral(i, "true", BooleanNode.TRUE);
            }
            case 'f' -> {
                return beginLiteral(i, "false", BooleanNode.FALSE);
            }
            case 'n' -> {
                return beginLiteral(i, "null", NullNode.instance);
            }
            default -> {
                return fail(i, Failures.EXPECTED_VALUE);
            }
        }
    }

    private int beginString(int i, byte kind) {
        token = kind;
        tokenStart = i + 1;
        run = i + 1;
        text.setLength(0);
        escaped = false;
        keyHash = 0;
        return i + 1;
    }

    private int beginLiteral(int i, String word, JsonNode node) {
        token = LITERAL;
        tokenStart = i;
        literal = word;
        literalValue = node;
        return i + 1;
    }

    private int continueToken(char[] chars, int i, int to) {
        return switch (token) {
            case STRING, KEY -> string(chars, i, to);
            case NUMBER -> number(chars, i, to);
            default -> literal(chars, i, to);
        };
    }

    // ---- strings ---------------------------------------------------------------------------------------

    /** A string's characters from {@code i}: to its closing quote, or as far as the text has arrived. */
    private int string(char[] chars, int i, int to) {
        if (token == STRING) {
            // A value's plain characters, in a loop of their own: only a key's are hashed (for the key cache).
            while (i < to && chars[i] != '"' && chars[i] != '\\' && chars[i] >= 0x20) {
                i++;
            }
        }
        int h = keyHash;
        for (; i < to; i++) {
            char c = chars[i];
            if (c == '"') {
                endString(chars, i, h);
                return i + 1;
            }
            if (c == '\\') {
                int next = escape(chars, i, to);
                if (next < 0) {
                    keyHash = h;
                    // -1: the escape is not all here yet; the read ends, and the next begins at its backslash.
                    if (next == -1) {
                        resumeAt = i;
                        return to;
                    }
                    return i;
                }
                i = next - 1;
                continue;
            }
            if (c < 0x20) {
                return fail(i, Failures.ESCAPED_CONTROL_CHARACTER);
            }
            h = 31 * h + c;
        }
        keyHash = h;
        return i;
    }

    /**
     * The escape whose backslash is at {@code i}: appended to {@link #text}, and the index after it; -1 when the
     * text ends inside it (it is read again, whole, from {@link #run}), -2 when it is no JSON escape.
     */
    private int escape(char[] chars, int i, int to) {
        text.append(chars, run, i - run);
        escaped = true;
        run = i;
        if (i + 1 >= to || (chars[i + 1] == 'u' && i + 5 >= to)) {
            // Read again from the backslash when more has arrived: a look at the string shows none of it.
            return -1;
        }
        char e = chars[i + 1];
        if (e == 'u') {
            int code = 0;
            for (int k = i + 2; k < i + 6; k++) {
                int digit = Character.digit(chars[k], 16);
                if (digit < 0) {
                    fail(k, "a hexadecimal digit in a \\u escape");
                    return -2;
                }
                code = code * 16 + digit;
            }
            text.append((char) code);
            run = i + 6;
            return i + 6;
        }
        char unescaped = Chars.unescaped(e);
        if (unescaped == 0) {
            fail(i + 1, "a valid escape character (one of \" \\ / b f n r t u)");
            return -2;
        }
        text.append(unescaped);
        run = i + 2;
        return i + 2;
    }

    private void endString(char[] chars, int quote, int hash) {
        boolean key = token == KEY;
        token = NONE;
        String value;
        if (escaped) {
            value = text.append(chars, run, quote - run).toString();
        } else if (key) {
            value = keys.key(chars, tokenStart, quote - tokenStart, hash);
        } else {
            value = new String(chars, tokenStart, quote - tokenStart);
        }
        if (key) {
            keysRead[sp - 1] = value;
            waits[sp - 1] = OBJECT_COLON;
        } else {
            complete(TextNode.valueOf(value));
        }
    }

    // ---- numbers and literals --------------------------------------------------------------------------

    /** A number's characters from {@code i}: to the first that cannot continue it, or as far as the text has arrived. */
    private int number(char[] chars, int i, int to) {
        byte state = number;
        for (; i < to; i++) {
            char c = chars[i];
            if (c >= '0' && c <= '9' && (state == DIGITS || state == FRACTION || state == EXPONENT)) {
                // Most of a number: more digits where digits may go on.
                continue;
            }
            byte next = next(state, c);
            if (next == ENDED) {
                number = state;
                return endNumber(chars, i);
            }
            if (next == INVALID) {
                return fail(i, "a digit");
            }
            if (next >= AFTER_DOT) {
                integral = false;
            }
            state = next;
        }
        number = state;
        return i;
    }

    /** JSON's number grammar, one character at a time. */
    private static byte next(byte state, char c) {
        boolean digit = c >= '0' && c <= '9';
        boolean e = c == 'e' || c == 'E';
        return switch (state) {
            case AFTER_MINUS -> c == '0' ? ZERO : digit ? DIGITS : INVALID;
            case ZERO -> c == '.' ? AFTER_DOT : e ? AFTER_E : ENDED;
            case DIGITS -> digit ? DIGITS : c == '.' ? AFTER_DOT : e ? AFTER_E : ENDED;
            case AFTER_DOT -> digit ? FRACTION : INVALID;
            case FRACTION -> digit ? FRACTION : e ? AFTER_E : ENDED;
            case AFTER_E -> c == '+' || c == '-' ? EXPONENT_SIGN : digit ? EXPONENT : INVALID;
            case EXPONENT_SIGN -> digit ? EXPONENT : INVALID;
            default -> digit ? EXPONENT : ENDED;
        };
    }

    /** The number that ends before {@code i}, whole. */
    private int endNumber(char[] chars, int i) {
        token = NONE;
        int length = i - tokenStart;
        if (length > Limits.MAX_NUMBER_CHARS) {
            return fail(tokenStart, null);
        }
        JsonNode node = Numbers.lexemeNode(chars, tokenStart, i, integral);
        if (node == null) {
            return fail(tokenStart, null);
        }
        complete(node);
        return i;
    }

    private int literal(char[] chars, int i, int to) {
        int k = i - tokenStart;
        for (; i < to && k < literal.length(); i++, k++) {
            if (chars[i] != literal.charAt(k)) {
                return fail(i, "'" + literal + "'");
            }
        }
        if (k == literal.length()) {
            token = NONE;
            complete(literalValue);
        }
        return i;
    }

    // ---- containers ------------------------------------------------------------------------------------

    /** Opens {@code node}, in the tree already (its parent's member or element) unless it is the outermost. */
    private void push(ContainerNode<?> node) {
        if (sp == nodes.length) {
            int capacity = Math.min(sp * 2, maxDepth + 1);
            nodes = Arrays.copyOf(nodes, capacity);
            waits = Arrays.copyOf(waits, capacity);
            keysRead = Arrays.copyOf(keysRead, capacity);
            pointers = Arrays.copyOf(pointers, capacity);
            names = Arrays.copyOf(names, capacity);
        }
        nodes[sp] = node;
        pointers[sp] = sp == 0 ? "" : null;
        waits[sp] = node instanceof ObjectNode ? OBJECT_FIRST : ARRAY_FIRST;
        sp++;
    }

    /** A value complete: the innermost container's member or element. */
    private void complete(JsonNode value) {
        put(value);
        int t = sp - 1;
        waits[t] = nodes[t] instanceof ObjectNode ? OBJECT_AFTER : ARRAY_AFTER;
    }

    private void put(JsonNode value) {
        int t = sp - 1;
        if (nodes[t] instanceof ObjectNode object) {
            object.set(keysRead[t], value);
        } else {
            ArrayNode array = (ArrayNode) nodes[t];
            if (placed) {
                array.set(array.size() - 1, value);
            } else {
                array.add(value);
            }
        }
        placed = false;
    }

    private int close(int i) {
        sp--;
        if (sp == 0) {
            status = Status.COMPLETE;
            end = i + 1;
            return i + 1;
        }
        int t = sp - 1;
        waits[t] = nodes[t] instanceof ObjectNode ? OBJECT_AFTER : ARRAY_AFTER;
        return i + 1;
    }

    private int fail(int at, String what) {
        status = Status.FAILED;
        failedAt = at;
        expected = what;
        return at;
    }

    // ---- a look at the value so far --------------------------------------------------------------------

    /**
     * The open containers, outermost first, each with the member it is writing, with the string value in progress
     * (as far as it can be shown) put in the tree first; empty once the value is complete. {@code chars}: the text,
     * which the string's characters are read from. Costs the open containers and that string, not the value.
     */
    List<Partial.Open> open(char[] chars) {
        if (status == Status.COMPLETE) {
            return List.of();
        }
        for (int t = 1; t < sp; t++) {
            if (pointers[t] == null) {
                // An open container's place does not change while it is open: made once, at the first look.
                names[t] = nodes[t - 1] instanceof ObjectNode ? keysRead[t - 1] : Integer.toString(nodes[t - 1].size() - 1);
                pointers[t] = pointers[t - 1] + "/" + Partial.escape(names[t]);
            }
        }
        Partial.Open[] open = new Partial.Open[sp];
        for (int t = 0; t < sp - 1; t++) {
            open[t] = new Partial.Open(pointers[t], nodes[t], names[t + 1], Partial.Growing.CONTAINER);
        }
        int t = sp - 1;
        Partial.Growing growing = innermost(chars);
        // The string put in an array is its last element; a pending element comes after the others.
        String child = growing == Partial.Growing.NONE ? null : nodes[t] instanceof ObjectNode ? keysRead[t]
                : Integer.toString(growing == Partial.Growing.STRING ? nodes[t].size() - 1 : nodes[t].size());
        open[t] = new Partial.Open(pointers[t], nodes[t], child, growing);
        return List.of(open);
    }

    /** What the innermost container is writing: a string (put in the tree), a value not yet whole, or nothing. */
    private Partial.Growing innermost(char[] chars) {
        int t = sp - 1;
        byte waiting = waits[t];
        if (token == STRING) {
            put(TextNode.valueOf(stringSoFar(chars)));
            placed = nodes[t] instanceof ArrayNode;
            return Partial.Growing.STRING;
        }
        if (token == NUMBER || token == LITERAL) {
            return Partial.Growing.PENDING;
        }
        if (waiting == OBJECT_COLON || waiting == OBJECT_VALUE || waiting == ARRAY_VALUE) {
            // A key read (its value still to come), or a ',' read in an array: a value will stand there.
            return Partial.Growing.PENDING;
        }
        return Partial.Growing.NONE;
    }

    /** The string value in progress as far as it can be shown: no half escape, no high surrogate without its pair. */
    private String stringSoFar(char[] chars) {
        // An escape the text ends inside stops the read at its backslash: pos, where run is too.
        int to = pos;
        StringBuilder soFar = escaped ? new StringBuilder(text).append(chars, run, to - run) : null;
        int length = soFar != null ? soFar.length() : to - tokenStart;
        char last = length == 0 ? 0 : soFar != null ? soFar.charAt(length - 1) : chars[to - 1];
        if (Character.isHighSurrogate(last)) {
            length--;
        }
        return soFar != null ? soFar.substring(0, length) : new String(chars, tokenStart, length);
    }
}

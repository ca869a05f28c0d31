package dev.outputguard.extract;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Parses the JSON objects and arrays that start at given {@code '{'} and {@code '['} positions of
 * {@code text[from, to)}, building Jackson nodes while it validates, so an extracted value is read once.
 *
 * <p>The grammar reads top to bottom: {@link #parse} opens the candidate, then alternates
 * {@link #readFirst} (what follows an opening bracket) and {@link #readAfterValue} (what follows a value)
 * until the candidate closes; {@link #readMember}, {@link #readKey} and {@link #readValue} read members and
 * elements. The layers below: {@link ContainerStack} (open containers, building nodes), {@link ValueReader}
 * (numbers, literals, bare values), {@link StringReader} (strings, keys), {@link Lookahead} (repair mode's
 * looks ahead) and {@link JsonCursor} (position, blanks, comments, the failure channel). The grammar does
 * not care which bracket opened a container (each knows its closer): an array candidate differs from an
 * object candidate only in what may follow its bracket ({@link #canStartArray}, {@link #canStartObject}).
 *
 * <p>Linear across candidates: every container start the parser meets goes into a {@link CandidateMemo},
 * so no position is parsed as a container start twice. In repair mode each tolerance is one step marked
 * {@code // repair:} that records a {@link Repair}; a repair depends only on the container being parsed and
 * what follows it, never on what encloses it, which keeps the memo sound in both modes.
 */
final class ObjectParser extends ContainerStack {

    // The failure that got furthest (the first one there), as fields: a rejected candidate allocates nothing.
    private int furthestAt = -1;
    private String furthestExpected;
    private String furthestDetail;
    // An outermost object closed too early and read on ({"a": 1}, "b": 2}): where it first closed, the log
    // and member counts then; what it is if what follows fails. -1 when it did not happen in this parse.
    private int earlyEnd;
    private int earlyLog;
    private int earlyMembers;
    /** An outermost object the memo knew, read on past its '}' in this parse (its members carried over); null otherwise. */
    private ObjectNode carriedFrom;
    /** A ',' just read (its position) whose next member or element has not begun; -1 otherwise. */
    private int commaAt;
    /** Repairs an answer lists; the rest are counted. */
    private final int maxListed;
    /** Repair mode: where a closing code fence that ends the range begins (the range ends there); -1 when none. */
    private int fenceAt = -1;

    /** A parser for {@code text}; {@link #reset} gives it the range to search. */
    ObjectParser(String text, char[] chars, boolean repair, int maxDepth, int maxListed) {
        super(text, chars, repair, maxDepth);
        this.maxListed = maxListed;
        this.repeats = new KeyRepeats(maxListed);
    }

    /**
     * Readies the parser for candidates in {@code text[from, to)}, forgetting everything about the range
     * before (the memo is only valid for one range). Costs what the last range used, so one parser can
     * serve a whole extraction's fenced blocks; the key cache is kept, keys being the same text's.
     */
    ObjectParser reset(int from, int to) {
        fenceAt = repair ? closingFence(from, to) : -1;
        resetCursor(from, fenceAt >= 0 ? fenceAt : to);
        memo.reset(from);
        if (repeats.size() > 0) {
            // Answers of the last range may still read theirs.
            repeats = new KeyRepeats(maxListed);
        }
        furthestAt = -1;
        furthestExpected = null;
        furthestDetail = null;
        return this;
    }

    /**
     * Where a run of three or more backticks that ends {@code text[from, to)} (blanks after it aside) begins,
     * or -1: a closing code fence whose opening one the reply never wrote, or glued to the JSON before it
     * ({"a": "b"```). No JSON value ends with a backtick, so a candidate reaching it was cut off before it.
     */
    private int closingFence(int from, int to) {
        int i = to;
        while (i > from && isSpace(chars[i - 1])) {
            i--;
        }
        int end = i;
        while (i > from && chars[i - 1] == '`') {
            i--;
        }
        return end - i >= 3 ? i : -1;
    }

    /** What the memo knows of the {@code '{'} at {@code at}: 0 nothing, > 0 it closed, < 0 it fails. */
    int known(int at) {
        return memo.lookup(at);
    }

    /** Whether the bracket at {@code at} can begin a candidate: {@link #canStartObject} or {@link #canStartArray}. */
    boolean canStart(int at) {
        return chars[at] == '{' ? canStartObject(at) : canStartArray(at);
    }

    /**
     * Whether the {@code '{'} at {@code at} can begin an object: followed (after whitespace) by a key, a
     * {@code '}'} or the end. A brace in prose ({@code {curly}}) is no candidate in strict mode.
     */
    boolean canStartObject(int at) {
        int i = tokenAfter(at);
        if (i == to) {
            return true;
        }
        char c = chars[i];
        return c == '"' || c == '}' || (repair && (startsKey(c) || c == ','));
    }

    /**
     * Where the first token after {@code at} begins, past JSON whitespace and, in repair mode, comments and
     * unusual blanks; {@code to} when the range ends first.
     */
    private int tokenAfter(int at) {
        int i = at + 1;
        while (i < to) {
            char c = chars[i];
            if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
                i++;
            } else if (repair && (c == '/' || c == '#') && commentEnd(i) > i) {
                i = commentEnd(i);
            } else if (repair && isUnusualBlank(c)) {
                i++;
            } else {
                return i;
            }
        }
        return to;
    }

    /**
     * Whether the {@code '['} at {@code at} can begin an array: followed (after whitespace) by {@code ']'}, the
     * end, or what begins a JSON value; in repair mode also by another quote, a tuple, a number spelled
     * otherwise or a literal in another spelling, but never by a bare word or a placeholder, so brackets of
     * prose ({@code [see above]}, {@code [x]}, {@code [...]}) are no candidates in either mode; in repair mode
     * but one: a {@code '['} that opens the range and is followed by a word ({@link #wordOpensRange}).
     */
    boolean canStartArray(int at) {
        return startsArrayValue(at) || wordOpensRange(at);
    }

    /**
     * Whether the {@code '['} at {@code at} begins the searched range (blanks aside) and a word follows it
     * ({@code [a, b]}, {@code [https://example.com/]}): a reply that is nothing but a bracket of words is the list
     * the model was asked for, not a bracket of prose. Such a candidate is an answer only when it also ends the
     * range ({@link #endsRange}) or the range cuts it off: {@code [x] done} and {@code [see above] and {"a": 1}}
     * stay prose, and the search goes on inside them.
     */
    boolean wordOpensRange(int at) {
        if (!repair || chars[at] != '[' || blanksFrom(from) != at) {
            return false;
        }
        int i = tokenAfter(at);
        return i < to && isKeyPart(chars[i]) && !startsArrayValue(at);
    }

    /** Whether only blanks follow {@code end} in the range. */
    boolean endsRange(int end) {
        return blanksFrom(end) >= to;
    }

    /** {@link #canStartArray} for a bracket anywhere: what follows it begins a JSON value, or is ']' or the end. */
    private boolean startsArrayValue(int at) {
        int i = tokenAfter(at);
        if (repair && i < to && (chars[i] == '.' || chars[i] == '…')) {
            // [..., 7, 8]: a placeholder and a ',' before the first element; what follows them decides. A
            // placeholder alone ([...], [..., ]) stays prose.
            int end = placeholderEnd(i);
            int comma = end > 0 ? tokenAfter(end - 1) : to;
            if (comma == to || chars[comma] != ',') {
                return false;
            }
            i = comma;
            while (i < to && chars[i] == ',') {
                i = tokenAfter(i);
            }
            if (i == to || chars[i] == ']') {
                return false;
            }
        }
        while (repair && i < to && chars[i] == ',') {
            // [, 1, 2]: what follows the commas repair mode drops decides.
            i = tokenAfter(i);
        }
        if (i == to) {
            return true;
        }
        char c = chars[i];
        if (c == ']' || c == '"' || c == '{' || c == '[' || c == '-' || (c >= '0' && c <= '9')) {
            return true;
        } else if (!repair) {
            return c == 't' || c == 'f' || c == 'n';
        } else if (isQuote(c) || c == '(') {
            return true;
        } else if (c == '+' || c == '.') {
            return i + 1 < to && chars[i + 1] >= '0' && chars[i + 1] <= '9';
        } else {
            return literalStarts(i) || quotedWordThenComma(i);
        }
    }

    /**
     * A word glued to a '"' and followed by ',' at {@code at} ([a", "b"]): a first element whose opening quote is
     * missing, which prose's brackets do not write ([see above], [x]).
     */
    private boolean quotedWordThenComma(int at) {
        int end = at;
        while (end < to && isKeyPart(chars[end])) {
            end++;
        }
        if (end == at || end >= to || chars[end] != '"') {
            return false;
        }
        int k = blanksFrom(end + 1);
        return k < to && chars[k] == ',';
    }

    /** Whether a literal in one of repair mode's spellings starts at {@code at}, or a prefix of one the range cuts off. */
    private boolean literalStarts(int at) {
        int end = at;
        while (end < to && isKeyPart(chars[end])) {
            end++;
        }
        if (end == at) {
            return false;
        }
        if (literal(at, end) != null) {
            return true;
        }
        if (end < to) {
            return false;
        }
        String cut = text.substring(at, end);
        for (String word : new String[] {"true", "false", "null", "True", "False", "None"}) {
            if (word.startsWith(cut)) {
                return true;
            }
        }
        return false;
    }

    /**
     * After a candidate the range never closed (an {@link ParseOutcome.Unterminated} in strict mode), for a
     * search that goes on: the containers left open are remembered as failing (none of them closes), so no
     * later candidate parses them again.
     */
    void rememberUnterminated() {
        memo.rememberFailed(0, to, null, "The text ends inside this container", openAt, sp);
    }

    /** Parses the object or array whose bracket is at {@code start} (one the memo knows closed is reused). */
    ParseOutcome parse(int start) {
        int mark = log.size();
        pos = start;
        lastEnd = start;
        sp = 0;
        vp = 0;
        commaAt = -1;
        earlyEnd = -1;
        carriedFrom = null;
        readToTheEnd = false;
        JsonNode value = open();
        if (repair && value != null && value != FAILED && chars[start] == '{') {
            value = continueReused((ObjectNode) value, start);
        }
        while (value != FAILED && (value == null || sp > 0)) {
            value = value == null ? readFirst() : readAfterValue(value);
        }
        if (value != FAILED) {
            if (readToTheEnd) {
                closingFenceRead();
            }
            return parsed(value, start, lastEnd, mark);
        }
        return switch (stop) {
            case EOF -> repair ? finishTruncated(start, stopPartial, mark) : new ParseOutcome.Unterminated(start);
            case TOO_DEEP -> earlyEnd >= 0 ? closedEarly(start, mark) : new ParseOutcome.TooDeep(stopAt, maxDepth + 1);
            case INVALID -> earlyEnd >= 0 ? closedEarly(start, mark) : readToTheEnd ? asCutOff(start, mark) : rejected(mark);
        };
    }

    /**
     * A candidate that failed after a string running to the end of the range was ended at a closing bracket
     * ({"a": {"b": "x}]): read again with that string cut off where the range ends. Strict mode reads such a
     * candidate as one the text never closes, so it ends the search either way, and no candidate inside the
     * string is tried. Once per search, so the search stays linear.
     */
    private ParseOutcome asCutOff(int start, int mark) {
        log.truncate(mark);
        noEndCut = true;
        try {
            return parse(start);
        } finally {
            noEndCut = false;
        }
    }

    /**
     * The candidate just parsed is passed over and the search goes on after its end (an array that prose
     * writes too, {@code [1]}): what it closed is never asked for again, so it is not kept.
     */
    void passOver() {
        memo.dropCollected();
        log.truncate(memo.repairsKept());
    }

    /** The failure that got furthest among the rejected candidates, or null when none was rejected. */
    ParseFailure furthestFailure() {
        return furthestAt < 0 ? null : new ParseFailure(furthestAt, furthestExpected, furthestDetail);
    }

    // ---- the grammar ---------------------------------------------------------------------------------

    /** What follows an opening bracket: the closing one, or the first member or element. */
    private JsonNode readFirst() {
        skipSpace();
        if (pos >= to) {
            return eof(null);
        }
        char c = chars[pos];
        if (repair && c == ',') {
            JsonNode end = skipExtraCommas();
            if (end != null) {
                return end;
            }
            c = chars[pos];
        }
        if (c == closer[sp - 1]) {
            return close();
        }
        if (repair && otherCloser(c)) {
            return closeMismatched();
        }
        return closer[sp - 1] == '}' ? readMember(c) : readValue();
    }

    /** A member of the innermost object: its key, ':' and value (or a placeholder standing for members). */
    private JsonNode readMember(char c) {
        if (repair && (c == '.' || c == '…') && placeholderEnd(pos) > 0) {
            // repair: placeholder — "..." or "…" standing for elided members is dropped
            log.add(RepairKind.PLACEHOLDER, pos);
            pos = placeholderEnd(pos);
            lastEnd = pos;
            return SKIPPED;
        }
        if (repair && c == '{' && sp > 1 && closer[sp - 2] == ']') {
            return closeBeforeBrace();
        }
        return readKey(c) ? readValue() : FAILED;
    }

    /**
     * A '{' where a key of an object in an array should stand ([{"i": 1, {"i": 2}], [{{]): the object's '}' is
     * missing. It is closed after what it read, and the '{' (with the ',' before it, if any) is left to the
     * array. Closed by what encloses it, it is kept out of the memo: a parse starting at its '{' would not
     * close it there.
     */
    private JsonNode closeBeforeBrace() {
        int end = pos;
        while (end > openAt[sp - 1] + 1 && (isSpace(chars[end - 1]) || isUnusualBlank(chars[end - 1]))) {
            end--;
        }
        if (chars[end - 1] == ',' && end - 1 > openAt[sp - 1]) {
            pos = end - 1;
            end = pos;
            while (isSpace(chars[end - 1]) || isUnusualBlank(chars[end - 1])) {
                end--;
            }
        }
        lastEnd = end;
        // repair: unclosed object — an object in an array that meets a '{' where a key should stand is closed
        // before it (its '}' is missing); the position is where it closed
        log.add(RepairKind.UNCLOSED_OBJECT, lastEnd);
        JsonNode node = pop();
        memo.forgetLastClosed();
        return node;
    }

    /** What follows a member or element: a ',' and the next one, or the closing bracket. */
    private JsonNode readAfterValue(JsonNode value) {
        if (value != SKIPPED) {
            add(value);
        } else {
            keyAt[sp - 1] = -1;
        }
        skipSpace();
        if (pos >= to) {
            return eof(null);
        }
        char end = closer[sp - 1];
        char c = chars[pos];
        if (c == end) {
            return close();
        }
        if (c != ',') {
            return !repair ? failAfterValue(end) : otherCloser(c) ? otherCloserAfter(value)
                    : c == ':' ? objectInArray(value, end) : missingComma(c, end);
        }
        commaAt = pos++;
        lastEnd = pos;
        commaSeen[sp - 1] = true;
        skipSpace();
        if (repair && pos < to && isCommaOrCloser(chars[pos])) {
            JsonNode closed = afterCommaRepaired(end);
            if (closed != null) {
                return closed;
            }
        }
        if (pos >= to) {
            return eof(null);
        }
        int comma = commaAt;
        commaAt = -1;
        if (repair && end == '}' && chars[pos] == '[' && arrayGoesOn(value, comma)) {
            return readValue();
        }
        return end == '}' ? readMember(chars[pos]) : readValue();
    }

    /**
     * A '[' where a key should stand, after a member whose array holds arrays and then ends with other values
     * ({"rows": [["a", "b"], "c", "d"], ["e", "f"]]}): the '[' of an inner array is missing before those values,
     * so the ']' that closed the member's array closed that inner one, and the array goes on at the '['. The
     * member's array is read on from there (its values after its last container become one array), once per
     * object, which keeps the copy of the array linear. False when the shape differs (the candidate then fails
     * at the '[' as before). Depends only on this object's text: the member's array, closed at its own ']', is
     * what the memo knows of its '['; the array read on opens at the ',' (no candidate starts there).
     */
    private boolean arrayGoesOn(JsonNode value, int comma) {
        if (value == SKIPPED || !(value instanceof ArrayNode array) || continued[sp - 1]) {
            return false;
        }
        int n = array.size();
        if (n < 2 || !array.get(0).isArray() || array.get(n - 1).isContainerNode()) {
            return false;
        }
        int close = comma - 1;
        while (isSpace(chars[close])) {
            close--;
        }
        if (chars[close] != ']') {
            return false;
        }
        int run = n - 1;
        while (!array.get(run - 1).isContainerNode()) {
            run--;
        }
        int t = sp - 1;
        // repair: missing bracket — the values that end an array of arrays, before a ']' followed by ',' and
        // another '[' in an object, are one inner array whose '[' is missing; the outer array goes on (a guess)
        log.add(RepairKind.MISSING_BRACKET, close);
        continued[t] = true;
        vp--;
        keys[t] = members.name(vp);
        keyAt[t] = members.nameAt(vp);
        push(']', comma);
        commaSeen[sp - 1] = true;
        for (int i = 0; i < run; i++) {
            add(array.get(i));
        }
        ArrayNode inner = new ArrayNode(JsonNodeFactory.instance, n - run);
        for (int i = run; i < n; i++) {
            inner.add(array.get(i));
        }
        add(inner);
        return true;
    }

    /**
     * A closing bracket of another kind after a value: one brace too many after an object in an array
     * ([{"k": 1}}, {"k": 2}]), or else the innermost container closing ({@link #closeMismatched}).
     */
    private JsonNode otherCloserAfter(JsonNode value) {
        if (chars[pos] == '}' && value.isObject() && strayBrace(pos)) {
            // repair: stray bracket — a '}' after an object in an array, followed by ',' and another object
            // ([{"k": 1}}, {"k": 2}]), is one brace too many and is dropped (a guess)
            log.add(RepairKind.STRAY_BRACKET, pos);
            pos++;
            // The object is in the array already; what follows is the ',' and the next element.
            return readAfterValue(SKIPPED);
        }
        return closeMismatched();
    }

    /** Commas in repair mode where no member or element stands: dropped. Null, or the end it reached. */
    private JsonNode skipExtraCommas() {
        while (pos < to && chars[pos] == ',') {
            // repair: extra comma — a ',' with nothing before it ({, "a": 1}, [1,,2]) is dropped
            log.add(RepairKind.EXTRA_COMMA, pos);
            commaAt = commaAt >= 0 ? pos : commaAt;
            pos++;
            skipSpace();
        }
        return pos >= to ? eof(null) : null;
    }

    /** After a ',' in repair mode: more commas are dropped, and a last one before the closing bracket. */
    private JsonNode afterCommaRepaired(char end) {
        JsonNode cut = skipExtraCommas();
        if (cut != null) {
            return cut;
        }
        if (chars[pos] == end || otherCloser(chars[pos])) {
            // repair: trailing comma — a ',' right before the closing bracket is dropped
            log.add(RepairKind.TRAILING_COMMA, commaAt);
            commaAt = -1;
            return chars[pos] == end ? close() : closeMismatched();
        }
        return null;
    }

    /** Whether {@code c} is a ',' or a closing bracket of any kind: no array read, as after every ','. */
    private static boolean isCommaOrCloser(char c) {
        return c == ',' || c == '}' || c == ']' || c == ')';
    }

    /** Whether {@code c} is a closing bracket of another kind than the innermost container's. */
    private boolean otherCloser(char c) {
        return (c == '}' || c == ']' || c == ')') && c != closer[sp - 1];
    }

    /**
     * A closing bracket of another kind where the innermost container could close ({"a": [1, 2}, [{"b": 2]):
     * the container is closed after what it read, and the bracket is left to the one around it, which closes
     * at it or, if it is of another kind again, in the same way. So the container ends where its own text
     * ends, whatever encloses it, and the memo stays sound.
     */
    private JsonNode closeMismatched() {
        if (sp == 1 && earlyEnd >= 0) {
            // An outermost object read past its first '}' must close with a '}' of its own, or it is what it was there.
            return failAfterValue('}');
        }
        if (closer[sp - 1] == '}' && chars[openAt[sp - 1]] != '{' && chars[pos] == ']') {
            // An object in an array whose '{' is missing (OBJECT_IN_ARRAY) ends with the array, as its '}' is missing too.
            return pop();
        }
        // repair: mismatched bracket — a container is closed by a closing bracket of another kind; the
        // position is where it closed (its end), as the bracket itself may lie past the container's span
        log.add(RepairKind.MISMATCHED_BRACKET, lastEnd);
        return pop();
    }

    /**
     * A ':' after an element in repair mode: after a quoted string in an array (["a": 1], [{"a": 1}, "b": 2]),
     * that string is the first key of an object whose '{' is missing, and the object is read from its ':' on.
     * Anywhere else the candidate fails.
     */
    private JsonNode objectInArray(JsonNode value, char end) {
        int quote = lastEnd - 1;
        if (end != ']' || value == SKIPPED || !value.isTextual() || "\"'”’".indexOf(chars[quote]) < 0) {
            return failAfterValue(end);
        }
        int key = quote - 1;
        while (key > openAt[sp - 1] && !(isQuote(chars[key]) && chars[key - 1] != '\\')) {
            key--;
        }
        if (sp == maxDepth) {
            return tooDeep(key);
        }
        // repair: object in an array — a key and ':' where an element stands begin an object whose '{' is
        // missing; it ends at its '}', or with the array at its ']'
        log.add(RepairKind.OBJECT_IN_ARRAY, key);
        vp--;
        push('}', key);
        keys[sp - 1] = value.textValue();
        keyAt[sp - 1] = key;
        pos++;
        lastEnd = pos;
        afterColon = true;
        return readValue();
    }

    /** A value that follows another without a ',' in repair mode: the next member or element, or a failure. */
    private JsonNode missingComma(char c, char end) {
        boolean object = end == '}';
        if (object && c == '{' && sp > 1 && closer[sp - 2] == ']') {
            return closeBeforeBrace();
        }
        if (!(object ? startsKey(c) : startsRepairValue(c))) {
            return failAfterValue(end);
        }
        // repair: missing comma — the next member or element starts right after the previous one
        log.add(RepairKind.MISSING_COMMA, pos);
        commaAt = -1;
        return object ? readMember(c) : readValue();
    }

    /** Reads a key and its ':' into the innermost object; false (the failure filled in) when there is none. */
    private boolean readKey(char c) {
        int t = sp - 1;
        keyAt[t] = pos;
        afterColon = false;
        String key = c == '"' ? readKeyString() : otherKey(c);
        if (key == null) {
            return false;
        }
        keys[t] = key;
        skipSpace();
        if (pos < to && chars[pos] == ':') {
            pos++;
            lastEnd = pos;
            afterColon = true;
            return true;
        }
        return colonMissing(c);
    }

    /** A key that does not start with '"': in repair mode one in other quotes or a bare word; else null, failed. */
    private String otherKey(char c) {
        if (repair && startsKey(c)) {
            return readRepairKey(c);
        }
        fail("a double-quoted object key");
        return null;
    }

    /** A key read without its ':' after it: a failure, or in repair mode a missing colon before a value. */
    private boolean colonMissing(char keyStart) {
        if (pos >= to) {
            eof(null);
            return false;
        }
        if (repair && isQuote(keyStart) && valueWithoutColon(pos)) {
            // repair: missing colon — a quoted key followed by a value ({"a" "b"}) has its ':' added
            log.add(RepairKind.MISSING_COLON, pos);
            afterColon = true;
            return true;
        }
        fail("':' after the object key");
        return false;
    }

    /** Whether what follows a quoted key without ':' is a value: a quoted one, a number, a bracket or a literal. */
    private boolean valueWithoutColon(int at) {
        char c = chars[at];
        if (isQuote(c) || c == '{' || c == '[' || c == '(' || c == '-' || (c >= '0' && c <= '9')) {
            return true;
        }
        int end = at;
        while (end < to && isKeyPart(chars[end])) {
            end++;
        }
        return literal(at, end) != null && valueEnds(end, '}');
    }

    /** A value: a container is opened (null), a scalar is read and returned, or SKIPPED for none. */
    private JsonNode readValue() {
        skipSpace();
        if (pos >= to) {
            return eof(null);
        }
        char c = chars[pos];
        // What JSON allows first, in both modes (repair mode reads valid JSON as strict mode does); the
        // number case goes straight to repair mode's reader, the value the hostile shapes are made of.
        return switch (c) {
            case '{', '[' -> open();
            case '"' -> readStringValue(c, closer[sp - 1]);
            case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> repair ? readNumberOrWord(c, closer[sp - 1]) : readStrictNumber(closer[sp - 1]);
            default -> repair ? readRepairValue(c, closer[sp - 1]) : readLiteralValue(c);
        };
    }

    private JsonNode readLiteralValue(char c) {
        return switch (c) {
            case 't' -> readLiteral("true", BooleanNode.TRUE);
            case 'f' -> readLiteral("false", BooleanNode.FALSE);
            case 'n' -> readLiteral("null", NullNode.instance);
            default -> fail("a value");
        };
    }

    /** A value in repair mode: also a tuple, nothing, or a scalar JSON spells otherwise. */
    private JsonNode readRepairValue(char c, char in) {
        if (c == '{' || c == '[' || c == '(') {
            return open();
        }
        if (c == '"') {
            return readStringValue(c, in);
        }
        if (in == '}' && (c == ',' || c == '}')) {
            // repair: missing value — a member with no value ({"a": , "b": 1}) is dropped, as a dangling key is
            log.add(RepairKind.MISSING_VALUE, keyAt[sp - 1]);
            return SKIPPED;
        }
        return readRepairScalar(c, in);
    }

    // ---- the outermost object ------------------------------------------------------------------------

    private JsonNode close() {
        if (repair && sp == 1 && closer[0] == '}') {
            int comma = commaBeforeMember(pos);
            if (comma >= 0) {
                return reopen(comma);
            }
        }
        pos++;
        lastEnd = pos;
        return pop();
    }

    /** The ',' after the '}' at {@code brace} when another member follows it (its ':' may be missing before a quoted value), else -1. */
    private int commaBeforeMember(int brace) {
        int i = blanksFrom(brace + 1);
        return i < to && chars[i] == ',' && (memberFollows(i + 1, false) || keyThenQuotedValue(i + 1)) ? i : -1;
    }

    /** Reads on past the outermost object's '}' at {@code pos}, from the member after the ',' at {@code comma}. */
    private JsonNode reopen(int comma) {
        if (earlyEnd < 0) {
            earlyEnd = pos + 1;
            earlyLog = log.size();
            earlyMembers = vp;
        }
        // repair: object closed early — {"a": 1}, "b": 2} is read as one object (a guess; if what follows
        // fails, the object is what it was at its first '}')
        log.add(RepairKind.OBJECT_CLOSED_EARLY, pos);
        pos = comma + 1;
        lastEnd = pos;
        skipSpace();
        return readMember(chars[pos]);
    }

    /** An outermost object the memo knew closed, read on when another member follows its '}'. */
    private JsonNode continueReused(ObjectNode node, int start) {
        int comma = commaBeforeMember(lastEnd - 1);
        if (comma < 0) {
            return node;
        }
        push('}', start);
        carriedFrom = node;
        node.properties().forEach(member -> {
            keys[0] = member.getKey();
            add(member.getValue());
        });
        pos = lastEnd - 1;
        return reopen(comma);
    }

    /** The outermost object as it was at its first '}', when what was read past it failed. */
    private ParseOutcome closedEarly(int start, int mark) {
        sp = 0;
        vp = earlyMembers;
        log.truncate(earlyLog);
        lastEnd = earlyEnd;
        JsonNode node = build('}', openAt[0], memberMark[0], false);
        return parsed(node, start, earlyEnd, mark);
    }

    // ---- how a candidate ends ------------------------------------------------------------------------

    /** A complete candidate {@code text[start, end)} and the repairs made since {@code mark}: the first listed, the rest counted. */
    private ParseOutcome.Parsed parsed(JsonNode node, int start, int end, int mark) {
        if (carriedFrom != null && node instanceof ObjectNode object) {
            // The keys the reused object repeated are this object's too.
            repeats.carry(carriedFrom, object);
        }
        return new ParseOutcome.Parsed(node, start, end, log.since(mark, maxListed), log.omittedSince(mark, maxListed),
                repeats, repeats.size());
    }

    private ParseOutcome rejected(int mark) {
        // The candidate's repairs are dropped with it; only those of containers it closed are kept for reuse.
        log.truncate(Math.max(mark, memo.repairsKept()));
        if (memo.worthRemembering(sp)) {
            // A candidate that failed inside its own braces (most in prose do) leaves nothing to remember.
            memo.rememberFailed(stopKnown, stopAt, stopExpected, stopDetail, openAt, sp);
        }
        if (stopAt > furthestAt) {
            furthestAt = stopAt;
            furthestExpected = stopExpected;
            furthestDetail = stopDetail;
        }
        return ParseOutcome.Rejected.INSTANCE;
    }

    /** The text ended inside the object: finish what is open, innermost first, and close every container. */
    private ParseOutcome finishTruncated(int start, JsonNode partial, int mark) {
        int t = sp - 1;
        if (commaAt >= 0) {
            // repair: trailing comma — the reply ends right after a ','
            log.add(RepairKind.TRAILING_COMMA, commaAt);
        }
        if (closer[t] == '}' && keyAt[t] >= 0 && !(afterColon && partial != null)) {
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
            return new ParseOutcome.Unterminated(start);
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
        closingFenceRead();
        return parsed(node, start, lastEnd, mark);
    }

    /** A candidate read up to the end of the range: the closing fence that ends it, if any, was the end of its text. */
    private void closingFenceRead() {
        if (fenceAt >= 0) {
            // repair: closing fence — a code fence's closing ``` glued to JSON cut off before it ends the text
            log.add(RepairKind.CLOSING_FENCE, fenceAt);
        }
    }
}

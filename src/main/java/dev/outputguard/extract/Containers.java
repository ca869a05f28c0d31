package dev.outputguard.extract;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The open containers of a parse, on an explicit stack bounded by the nesting limit (no input can overflow
 * the Java stack), and the members they have collected. A container's node is built when it closes, at its
 * final size (a candidate that fails allocates no object or array node, and no map is ever resized), and
 * handed to the {@link CandidateMemo}; a container the memo knows is reused whole.
 */
final class Containers {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /**
     * Members an object's map is sized for at once; past them it grows as it fills. Its table (32 Ki slots, 128 KiB)
     * stays below half a G1 region, as {@link Members}' pages do: an object writing one key a million times gets
     * no humongous table for its one key.
     */
    private static final int PRESIZED_MEMBERS = 1 << 14;

    private final RepairLog log;
    final int maxDepth;
    final int maxListed;
    final CandidateMemo memo = new CandidateMemo();

    // The open containers, outermost first: what closes each, where it opened, its pending key, and
    // what it has collected (members from memberMark on, repairs from repairMark on, nesting height).
    int sp;
    char[] closer = new char[8];
    int[] openAt = new int[8];
    String[] keys = new String[8];
    int[] keyAt = new int[8];
    int[] memberMark = new int[8];
    int[] repairMark = new int[8];
    int[] height = new int[8];
    /** Whether each open container has read a ',' (a tuple of one element without one is that element). */
    boolean[] commaSeen = new boolean[8];
    /** Whether each open object has read a member's array on past its ']' (a missing inner '[', at most once). */
    boolean[] continued = new boolean[8];
    /** An unbuilt parse: whether each open array has held numbers only so far (its elements are not kept). */
    boolean[] numbersOnly = new boolean[8];
    /** The innermost object's key has its ':' (a truncated value after it is kept). */
    boolean afterColon;
    /** Members of the open containers, innermost last: the first vp of {@link #members} (an unbuilt parse: keys only). */
    int vp;
    final Members members = new Members();
    /** Keys the objects built so far in this range wrote again; replaced, not cleared, for the next range. */
    KeyRepeats repeats;
    /** Containers are validated and not built ({@link Unbuilt}); strict mode only. */
    private final boolean unbuilt;
    /**
     * An unbuilt parse: whether any object it closed, in any range and any candidate, wrote a key twice. Never
     * cleared: the search that saw one is answered from the tree.
     */
    boolean keyRepeated;
    /** An unbuilt parse's table for a large object's keys: member index + 1 per slot, cleared after each object. */
    private int[] keySlots;

    Containers(RepairLog log, int maxDepth, int maxListed, boolean unbuilt) {
        this.log = log;
        this.maxDepth = maxDepth;
        this.maxListed = maxListed;
        this.repeats = new KeyRepeats(maxListed);
        this.unbuilt = unbuilt;
    }

    /** Forgets the range before: the memo is for one range, and answers of the last range may still read its repeats. */
    void reset(int from) {
        memo.reset(from);
        if (repeats.size() > 0) {
            repeats = new KeyRepeats(maxListed);
        }
    }

    /** Empties the stack for a parse from a candidate's bracket. */
    void clear() {
        sp = 0;
        vp = 0;
        if (members.moreRecords() > 0) {
            members.forgetMore(0);
        }
    }

    /** What closes the innermost container: '}', ']' or ')'. */
    char closer() {
        return closer[sp - 1];
    }

    /**
     * Opens the container at the cursor (null), or returns it whole when the memo knows it closed. The common
     * case (a bracket the memo does not know, within the limit) is kept small, the rest apart: every candidate
     * comes through here, and a small method is inlined into its callers whatever the JIT compiled first.
     */
    JsonNode open(Cursor c) {
        int at = c.pos;
        int known = memo.lookup(at);
        char bracket = c.chars[at];
        if (known != 0 || sp == maxDepth || bracket == '(') {
            return openOtherwise(c, at, known);
        }
        push(bracket == '{' ? '}' : ']', at);
        c.pos = at + 1;
        c.lastEnd = at + 1;
        return null;
    }

    /** A container the memo knows (reused, or failing as before), one too deep, or a tuple. */
    private JsonNode openOtherwise(Cursor cursor, int at, int known) {
        if (known > 0 && sp + memo.height(known) <= maxDepth) {
            return reuse(cursor, known);
        }
        if (known < 0) {
            cursor.failAt(memo.failurePosition(known), memo.failureExpected(known), memo.failureDetail(known));
            cursor.stopKnown = known;
            return Cursor.FAILED;
        }
        if (sp == maxDepth) {
            return cursor.tooDeep(at);
        }
        char c = cursor.chars[at];
        push(c == '{' ? '}' : c == '[' ? ']' : ')', at);
        if (c == '(') {
            tuple(at);
        }
        cursor.pos++;
        cursor.lastEnd = cursor.pos;
        return null;
    }

    private void tuple(int at) {
        // repair: TUPLE — (1, 2) is read as an array, (1) as its element
        log.add(RepairKind.TUPLE, at);
    }

    void push(char end, int at) {
        if (sp == closer.length) {
            grow();
        }
        closer[sp] = end;
        commaSeen[sp] = false;
        continued[sp] = false;
        numbersOnly[sp] = true;
        memberMark[sp] = vp;
        openAt[sp] = at;
        keyAt[sp] = -1;
        height[sp] = 0;
        repairMark[sp] = log.size();
        afterColon = false;
        sp++;
    }

    private void grow() {
        int capacity = Math.min(sp * 2, maxDepth + 1);
        closer = Arrays.copyOf(closer, capacity);
        commaSeen = Arrays.copyOf(commaSeen, capacity);
        continued = Arrays.copyOf(continued, capacity);
        numbersOnly = Arrays.copyOf(numbersOnly, capacity);
        memberMark = Arrays.copyOf(memberMark, capacity);
        openAt = Arrays.copyOf(openAt, capacity);
        keys = Arrays.copyOf(keys, capacity);
        keyAt = Arrays.copyOf(keyAt, capacity);
        height = Arrays.copyOf(height, capacity);
        repairMark = Arrays.copyOf(repairMark, capacity);
    }

    /** Builds the innermost container's node and hands it to the memo. */
    JsonNode pop(Cursor cursor) {
        int t = --sp;
        JsonNode node = unbuilt ? validated(closer[t], memberMark[t], numbersOnly[t]) : build(closer[t], openAt[t], memberMark[t], commaSeen[t]);
        int h = height[t] + 1;
        if (t > 0 && height[t - 1] < h) {
            height[t - 1] = h;
        }
        memo.rememberClosed(openAt[t], cursor.lastEnd, h, repairMark[t], log.size(), node);
        return node;
    }

    /** A container the memo knows closed: its node, and its repairs copied to the end of the log. */
    JsonNode reuse(Cursor cursor, int known) {
        cursor.pos = memo.end(known);
        cursor.lastEnd = cursor.pos;
        log.copy(memo.repairsFrom(known), memo.repairsTo(known));
        if (sp > 0 && height[sp - 1] < memo.height(known)) {
            height[sp - 1] = memo.height(known);
        }
        return memo.node(known);
    }

    /** Adds {@code value} to the innermost container: an element, or the member of its pending key. */
    void add(JsonNode value) {
        int t = sp - 1;
        if (closer[t] == '}') {
            members.setName(vp, keys[t], keyAt[t]);
        }
        members.setValue(vp++, value);
        keyAt[t] = -1;
    }

    /**
     * {@link #add} for a member of the innermost object that writes again the key of the member added last, itself
     * such a repeat, when the object has written that key again at least {@link #maxListed} times in a row: no answer
     * lists this repeat (of one object's repeats only the first {@code maxListed} are listed, the rest counted), so
     * it is not kept as an entry; the last entry takes its value, the last one the object keeps, and counts it
     * ({@link Members#oneMore}). An object writing one key a million times keeps a thousand entries, not a million.
     */
    void addUnlisted(JsonNode value) {
        int i = vp - 1;
        members.setValue(i, value);
        members.oneMore(i);
        keyAt[sp - 1] = -1;
    }

    /**
     * An unbuilt parse's {@link #add}: what {@link #validated} reads of the member, an object member's key (for a key
     * written twice) or whether an element is a number; no value is kept, so an array of millions of elements that
     * fails at its end has filled no page of {@link Members}. A method apart from {@link #add}, which every member
     * of a tree passes through and which stays small enough to be inlined into the grammar's loop.
     */
    void addUnbuilt(JsonNode value) {
        int t = sp - 1;
        if (closer[t] == '}') {
            members.setName(vp++, keys[t], keyAt[t]);
        } else if (!value.isNumber()) {
            numbersOnly[t] = false;
        }
        keyAt[t] = -1;
    }

    /**
     * The node of the container opened at {@code at} whose members start at {@code mark}, sized once. A key
     * written twice keeps its last value, as JSON readers do, and is recorded in {@link #repeats}.
     */
    JsonNode build(char end, int at, int mark, boolean comma) {
        int count = vp - mark;
        vp = mark;
        if (end == ')' && count == 1 && !comma) {
            return members.value(mark);
        }
        if (end == '}') {
            // Sized once for the common object; a huge one grows as its distinct keys need (they may be few).
            Map<String, JsonNode> map = new LinkedHashMap<>(Math.min(count, PRESIZED_MEMBERS) * 4 / 3 + 1);
            // The node holds the map it is given: a key put again is recorded against the node itself.
            ObjectNode object = new ObjectNode(NODES, map);
            // A member whose key is the very string of the member before it (the key cache gives a key written again
            // the same string) writes that key again: recorded at once, its value put once the run of such members
            // ends, where the map keeps the last. An object writing one key a million times puts it once per run,
            // not a million times, with the same map and the same repeats in the same order.
            String run = null;
            JsonNode runValue = null;
            boolean pending = false;
            // The entries that stand for repeats not kept as entries of their own (addUnlisted), in entry order.
            int more = members.moreFrom(mark);
            int moreRecords = members.moreRecords();
            int moreAt = more < moreRecords ? members.moreAt(more) : -1;
            for (int i = mark; i < mark + count; i++) {
                String name = members.name(i);
                if (name == run && run != null) {
                    runValue = members.value(i);
                    pending = true;
                    int nameAt = members.nameAt(i);
                    repeats.add(object, name, nameAt >= 0 ? nameAt : at);
                    if (i == moreAt) {
                        repeats.addUnlisted(object, members.more(more));
                        more++;
                        moreAt = more < moreRecords ? members.moreAt(more) : -1;
                    }
                    continue;
                }
                if (pending) {
                    map.put(run, runValue);
                    pending = false;
                }
                if (map.put(name, members.value(i)) != null) {
                    int nameAt = members.nameAt(i);
                    repeats.add(object, name, nameAt >= 0 ? nameAt : at);
                }
                run = name;
            }
            if (pending) {
                map.put(run, runValue);
            }
            if (moreRecords > 0) {
                members.forgetMore(members.moreFrom(mark));
            }
            return object;
        }
        ArrayNode array = new ArrayNode(NODES, count);
        for (int i = mark; i < mark + count; i++) {
            array.add(members.value(i));
        }
        return array;
    }

    /**
     * An unbuilt parse's closed container whose members start at {@code mark}: what the search reads of it
     * ({@link Unbuilt}), and for an object whether it writes a key twice ({@link #keyRepeated}).
     */
    private JsonNode validated(char end, int mark, boolean numbers) {
        int count = vp - mark;
        vp = mark;
        if (end == '}') {
            if (count > 1 && !keyRepeated && writesAKeyTwice(mark, count)) {
                keyRepeated = true;
            }
            return Unbuilt.VALUE;
        }
        return numbers ? Unbuilt.NUMBERS : Unbuilt.VALUE;
    }

    /** Whether two of the member names {@code [mark, mark + count)} are equal: pairwise when few, else by hash. */
    private boolean writesAKeyTwice(int mark, int count) {
        if (count <= 8) {
            for (int i = mark + 1; i < mark + count; i++) {
                String name = members.name(i);
                for (int j = mark; j < i; j++) {
                    if (name.equals(members.name(j))) {
                        return true;
                    }
                }
            }
            return false;
        }
        int size = Integer.highestOneBit(count * 2 - 1) << 1;
        if (keySlots == null || keySlots.length < size) {
            keySlots = new int[size];
        }
        int[] slots = keySlots;
        int mask = size - 1;
        boolean twice = false;
        for (int i = mark; i < mark + count && !twice; i++) {
            String name = members.name(i);
            int slot = name.hashCode() & mask;
            while (slots[slot] != 0) {
                if (name.equals(members.name(slots[slot] - 1))) {
                    twice = true;
                    break;
                }
                slot = (slot + 1) & mask;
            }
            slots[slot] = i + 1;
        }
        Arrays.fill(slots, 0, size, 0);
        return twice;
    }

    /** Whether the innermost container is an object that stands directly in an array. */
    boolean objectInArray() {
        return sp > 1 && closer[sp - 1] == '}' && closer[sp - 2] == ']';
    }
}

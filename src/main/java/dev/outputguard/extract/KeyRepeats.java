package dev.outputguard.extract;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The keys objects wrote again while one range was parsed, each with the object node built and where the key
 * is written again. Append-only: an answer knows how many entries existed when it was made ({@link #size}),
 * and only the objects of its own tree count, because failed candidates record theirs here too. Empty, and
 * never read, unless some object repeats a key; so it costs nothing in the common case. Of one object's
 * repeats only the first {@code perObject} are kept (no answer lists more than that many in all), the rest
 * counted: one object writing a key a million times costs a count, not a million entries.
 */
final class KeyRepeats {

    private static final ObjectNode[] NO_NODES = {};
    /** An object of the entries the walk has not reached (yet): not the answer's, unless reached later. */
    private static final JsonPointer NOT_REACHED = JsonPointer.compile("/not-reached");

    private final int perObject;
    private int size;
    private ObjectNode[] objects = NO_NODES;
    private String[] keys = new String[0];
    private int[] positions = new int[0];

    // The object of the last entry, how many repeats it has recorded and how many of them are past perObject
    // (counted here, not boxed into the map once per repeat); the repeats past perObject of every other object.
    private ObjectNode last;
    private int lastCount;
    private int lastUnlisted;
    private Map<ObjectNode, Integer> unlisted;

    KeyRepeats(int perObject) {
        this.perObject = perObject;
    }

    int size() {
        return size;
    }

    void add(ObjectNode object, String key, int position) {
        if (object != last) {
            settleLast();
            last = object;
            lastCount = 0;
        }
        if (++lastCount > perObject) {
            lastUnlisted++;
            return;
        }
        if (size == objects.length) {
            int capacity = Math.max(8, 2 * size);
            objects = Arrays.copyOf(objects, capacity);
            keys = Arrays.copyOf(keys, capacity);
            positions = Arrays.copyOf(positions, capacity);
        }
        objects[size] = object;
        keys[size] = key;
        positions[size++] = position;
    }

    /**
     * {@code count} more repeats of {@code object}, the object of the last entry, which has recorded at least
     * {@code perObject} already: all of them counted, none listed, as {@link #add} would record them one by one.
     */
    void addUnlisted(ObjectNode object, int count) {
        if (object != last || lastCount < perObject) {
            throw new IllegalStateException("repeats counted before the listed ones");
        }
        lastCount += count;
        lastUnlisted += count;
    }

    /** Records {@code from}'s repeats for {@code to} too: an object rebuilt from {@code from}'s members and more. */
    void carry(ObjectNode from, ObjectNode to) {
        for (int i = 0, n = size; i < n; i++) {
            if (objects[i] == from) {
                add(to, keys[i], positions[i]);
            }
        }
        settleLast();
        if (unlisted != null && unlisted.containsKey(from)) {
            count(to, unlisted.get(from));
        }
    }

    /** Moves the last object's unlisted repeats into the map, before another object records or the map is read. */
    private void settleLast() {
        if (lastUnlisted > 0) {
            count(last, lastUnlisted);
            lastUnlisted = 0;
        }
    }

    private void count(ObjectNode object, int repeats) {
        if (unlisted == null) {
            unlisted = new IdentityHashMap<>();
        }
        unlisted.merge(object, repeats, Integer::sum);
    }

    /**
     * The repeats among the first {@code upTo} entries that belong to {@code root}'s tree, in text order: the first
     * {@code max} listed, the rest counted. Linear in the tree and the entries, one {@code long} per entry.
     */
    Listing in(JsonNode root, int upTo, int max) {
        if (upTo == 0) {
            return Listing.NONE;
        }
        Map<ObjectNode, JsonPointer> pointers = new IdentityHashMap<>();
        for (int i = 0; i < upTo; i++) {
            if (i == 0 || objects[i] != objects[i - 1]) {
                pointers.put(objects[i], NOT_REACHED);
            }
        }
        int unreached = pointers.size();
        // An explicit stack: the tree may be as deep as the nesting limit. An object reached twice keeps the
        // first pointer that reached it.
        ArrayDeque<JsonNode> nodes = new ArrayDeque<>();
        ArrayDeque<JsonPointer> at = new ArrayDeque<>();
        nodes.push(root);
        at.push(JsonPointer.empty());
        while (!nodes.isEmpty() && unreached > 0) {
            JsonNode node = nodes.pop();
            JsonPointer pointer = at.pop();
            if (node instanceof ObjectNode object) {
                if (pointers.get(object) == NOT_REACHED) {
                    pointers.put(object, pointer);
                    unreached--;
                }
                object.properties().forEach(member -> {
                    if (member.getValue().isContainerNode()) {
                        nodes.push(member.getValue());
                        at.push(pointer.appendProperty(member.getKey()));
                    }
                });
            } else {
                for (int i = 0; i < node.size(); i++) {
                    if (node.get(i).isContainerNode()) {
                        nodes.push(node.get(i));
                        at.push(pointer.appendIndex(i));
                    }
                }
            }
        }
        // Entries of the tree, ordered by position (high half) then entry (low half).
        long[] order = new long[upTo];
        int n = 0;
        for (int i = 0; i < upTo; i++) {
            if (pointers.get(objects[i]) != NOT_REACHED) {
                order[n++] = ((long) positions[i] << 32) | i;
            }
        }
        int uncounted = 0;
        settleLast();
        if (unlisted != null) {
            for (Map.Entry<ObjectNode, Integer> e : unlisted.entrySet()) {
                JsonPointer reached = pointers.get(e.getKey());
                uncounted += reached != null && reached != NOT_REACHED ? e.getValue() : 0;
            }
        }
        if (n == 0) {
            return Listing.NONE;
        }
        Arrays.sort(order, 0, n);
        int listed = Math.min(n, max);
        List<DuplicateKey> first = new ArrayList<>(listed);
        for (int k = 0; k < listed; k++) {
            int i = (int) order[k];
            first.add(new DuplicateKey(keys[i], pointers.get(objects[i]).toString(), positions[i]));
        }
        return new Listing(List.copyOf(first), n - listed + uncounted);
    }

    /** The repeats an answer lists (at most the limit) and how many more there are. */
    record Listing(List<DuplicateKey> listed, int omitted) {
        static final Listing NONE = new Listing(List.of(), 0);
    }
}

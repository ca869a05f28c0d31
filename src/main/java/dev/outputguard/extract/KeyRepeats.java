package dev.outputguard.extract;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
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
 * never read, unless some object repeats a key; so it costs nothing in the common case.
 */
final class KeyRepeats {

    private static final ObjectNode[] NO_NODES = {};

    private int size;
    private ObjectNode[] objects = NO_NODES;
    private String[] keys = new String[0];
    private int[] positions = new int[0];

    int size() {
        return size;
    }

    void add(ObjectNode object, String key, int position) {
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

    /** Records {@code from}'s repeats for {@code to} too: an object rebuilt from {@code from}'s members and more. */
    void carry(ObjectNode from, ObjectNode to) {
        for (int i = 0, n = size; i < n; i++) {
            if (objects[i] == from) {
                add(to, keys[i], positions[i]);
            }
        }
    }

    /** The repeats among the first {@code upTo} entries that belong to {@code root}'s tree, in text order. */
    Listing in(JsonNode root, int upTo, int max) {
        if (upTo == 0) {
            return Listing.NONE;
        }
        Map<ObjectNode, List<Integer>> entriesOf = new IdentityHashMap<>();
        for (int i = 0; i < upTo; i++) {
            entriesOf.computeIfAbsent(objects[i], o -> new ArrayList<>(1)).add(i);
        }
        List<DuplicateKey> found = new ArrayList<>();
        // An explicit stack: the tree may be as deep as the nesting limit. Each object is reported once,
        // at the first pointer that reaches it.
        ArrayDeque<JsonNode> nodes = new ArrayDeque<>();
        ArrayDeque<JsonPointer> pointers = new ArrayDeque<>();
        nodes.push(root);
        pointers.push(JsonPointer.empty());
        while (!nodes.isEmpty() && !entriesOf.isEmpty()) {
            JsonNode node = nodes.pop();
            JsonPointer pointer = pointers.pop();
            if (node instanceof ObjectNode object) {
                List<Integer> entries = entriesOf.remove(object);
                if (entries != null) {
                    for (int i : entries) {
                        found.add(new DuplicateKey(keys[i], pointer.toString(), positions[i]));
                    }
                }
                object.properties().forEach(member -> {
                    if (member.getValue().isContainerNode()) {
                        nodes.push(member.getValue());
                        pointers.push(pointer.appendProperty(member.getKey()));
                    }
                });
            } else {
                for (int i = 0; i < node.size(); i++) {
                    if (node.get(i).isContainerNode()) {
                        nodes.push(node.get(i));
                        pointers.push(pointer.appendIndex(i));
                    }
                }
            }
        }
        if (found.isEmpty()) {
            return Listing.NONE;
        }
        found.sort(Comparator.comparingInt(DuplicateKey::position));
        int listed = Math.min(found.size(), max);
        return new Listing(List.copyOf(found.subList(0, listed)), found.size() - listed);
    }

    /** The repeats an answer lists (at most the limit) and how many more there are. */
    record Listing(List<DuplicateKey> listed, int omitted) {
        static final Listing NONE = new Listing(List.of(), 0);
    }
}

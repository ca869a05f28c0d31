package dev.outputguard.assertion;

import java.util.ArrayDeque;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The one walk through a JSON tree the readings of names share (an answer's members, a schema's names): breadth
 * first, each array's elements opened, each object given to the reader, which opens what it reads further; at most a
 * given number of nodes taken, arrays and values that are neither counted too, so a large tree costs no more.
 */
final class JsonWalk {

    private JsonWalk() {
    }

    /**
     * Gives each object of {@code root} (null: none), breadth first, to {@code visit} with what opens a node below it
     * for the walk, taking at most {@code limit} nodes.
     */
    static void objects(JsonNode root, int limit, BiConsumer<JsonNode, Consumer<JsonNode>> visit) {
        ArrayDeque<JsonNode> open = new ArrayDeque<>();
        if (root != null) {
            open.add(root);
        }
        int read = 0;
        while (!open.isEmpty() && read++ < limit) {
            JsonNode node = open.poll();
            if (node.isArray()) {
                node.forEach(open::add);
                continue;
            }
            if (node.isObject()) {
                visit.accept(node, open::add);
            }
        }
    }
}

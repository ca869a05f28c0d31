package dev.outputguard.align;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * The coercions made in one part of a value, as a tree that mirrors it: a part's own coercions with pointers
 * relative to it, and its children's under their key or index. A parent adds a child's changes without copying
 * them, so pointers are written out once, by {@link #flatten}, and only for the coercions an answer lists.
 */
final class Changes {

    static final Changes NONE = new Changes(0, 0, List.of());

    /** How many coercions, and how many of them dropped a member: what choosing between alignments weighs. */
    final int count;
    final int drops;
    /** {@link Made} coercions (relative pointers), {@link Child}ren, or {@code Changes} of the same part. */
    private final List<Object> entries;

    private record Child(String segment, Changes changes) {
    }

    /**
     * A coercion as made: what it replaced is kept as the node (or the dropped member, or the old key) and written
     * out only when the coercion is listed, so the alternatives the walk weighs and drops cost no text.
     */
    private record Made(CoercionKind kind, String pointer, Object from) {
        Coercion listed(String prefix) {
            String text = switch (from) {
                case null -> null;
                case JsonNode node -> Excerpt.of(node);
                case Member member -> Excerpt.member(member.key(), member.value());
                default -> Excerpt.of(TextNode.valueOf(from.toString()));
            };
            return new Coercion(kind, prefix + pointer, text);
        }
    }

    /** A member dropped from an object: its key and value. */
    record Member(String key, JsonNode value) {
    }

    private Changes(int count, int drops, List<Object> entries) {
        this.count = count;
        this.drops = drops;
        this.entries = entries;
    }

    boolean isEmpty() {
        return count == 0;
    }

    /** Collects the changes of one part, in the order they are made. */
    static final class Builder {
        private int count;
        private int drops;
        private List<Object> entries;

        /**
         * @param from what was there: a {@link JsonNode}, a dropped {@link Member}, an old key (a {@code String}), or
         *             null when nothing was
         */
        Builder add(CoercionKind kind, String relativePointer, Object from) {
            entries().add(new Made(kind, relativePointer, from));
            count++;
            drops += kind == CoercionKind.EXTRA_KEY_DROPPED ? 1 : 0;
            return this;
        }

        /** Changes made to this same part by an earlier step. */
        Builder add(Changes same) {
            if (!same.isEmpty()) {
                entries().add(same);
                count += same.count;
                drops += same.drops;
            }
            return this;
        }

        /** Changes made inside the child at {@code segment} (a key or an index, not yet escaped). */
        Builder child(String segment, Changes changes) {
            if (!changes.isEmpty()) {
                entries().add(new Child(SchemaView.escape(segment), changes));
                count += changes.count;
                drops += changes.drops;
            }
            return this;
        }

        private List<Object> entries() {
            if (entries == null) {
                entries = new ArrayList<>(2);
            }
            return entries;
        }

        Changes build() {
            return count == 0 ? NONE : new Changes(count, drops, List.copyOf(entries));
        }
    }

    /** The first {@code max} coercions with pointers from the root, in the order they were made. */
    List<Coercion> flatten(int max) {
        List<Coercion> out = new ArrayList<>(Math.min(count, max));
        flatten("", max, out);
        return out;
    }

    private void flatten(String prefix, int max, List<Coercion> out) {
        for (Object e : entries) {
            if (out.size() >= max) {
                return;
            }
            switch (e) {
                case Made m -> out.add(m.listed(prefix));
                case Child c -> c.changes.flatten(prefix + "/" + c.segment, max, out);
                case Changes same -> same.flatten(prefix, max, out);
                default -> throw new IllegalStateException(e.toString());
            }
        }
    }
}

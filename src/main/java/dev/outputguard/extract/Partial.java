package dev.outputguard.extract;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The value a reply still being written holds so far ({@link ReplyStream#partial}): the candidate the
 * extraction follows, as far as its text has arrived. Nothing in it is invented: a number, {@code true},
 * {@code false}, {@code null} or a key is in it only once whole, a string value shows the text written so far,
 * and every container opened is in it (members appear, none changes or goes away while the candidate is
 * followed). {@code open} lists the containers still open, outermost first, each with the member it is
 * writing; empty once the value is complete.
 *
 * <p>{@code json} is the reader's own tree, changed in place as more text is read: read it before the next
 * {@link ReplyStream#append}, or copy it ({@link JsonNode#deepCopy}) to keep it.
 *
 * @param end just past the value's closing bracket once it is complete, else -1
 */
public record Partial(JsonNode json, Source source, int start, int end, List<Open> open) {

    public Partial {
        Objects.requireNonNull(json, "json");
        Objects.requireNonNull(source, "source");
        open = List.copyOf(open);
    }

    /** Whether the value is complete: no container is open. */
    public boolean complete() {
        return open.isEmpty();
    }

    /** What an open container is writing at {@link Open#child}. */
    public enum Growing {
        /** Nothing: between members. */
        NONE,
        /** An object or array, open: the next {@link Open}. */
        CONTAINER,
        /** A string, in the value with its text so far. */
        STRING,
        /** A value not shown until it is whole (a number, a literal), or not begun (after a key, after a ','). */
        PENDING
    }

    /**
     * One open container: {@code pointer}, its JSON Pointer in the value; {@code container}, its node; the member
     * it is writing, by its key or index ({@code child}, null when {@code growing} is {@link Growing#NONE}).
     */
    public record Open(String pointer, JsonNode container, String child, Growing growing) {

        /** The JSON Pointer of the member being written, or null. */
        public String childPointer() {
            return child == null ? null : pointer + "/" + escape(child);
        }
    }

    /**
     * The state of each place that is not complete, in the value's order, the value's own ({@code ""}) first and
     * always there: a place not listed is complete.
     */
    public Map<String, PartialState> states() {
        Map<String, PartialState> states = new LinkedHashMap<>(4 * open.size());
        if (open.isEmpty()) {
            states.put("", PartialState.COMPLETE);
            return states;
        }
        for (Open o : open) {
            states.put(o.pointer(), PartialState.IN_PROGRESS);
            if (o.growing() == Growing.STRING) {
                states.put(o.childPointer(), PartialState.IN_PROGRESS);
            } else if (o.growing() == Growing.PENDING) {
                states.put(o.childPointer(), PartialState.PENDING);
            }
        }
        return states;
    }

    /** A key or index as a JSON Pointer writes it ({@code ~} as {@code ~0}, {@code /} as {@code ~1}). */
    public static String escape(String token) {
        return token.indexOf('~') < 0 && token.indexOf('/') < 0 ? token : token.replace("~", "~0").replace("/", "~1");
    }
}

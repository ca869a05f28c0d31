package dev.outputguard.extract;

/**
 * A complete container of the other kind around the value found: the array an extracted object is an
 * element of ({@code Found 2 users: [{"id": 1}, {"id": 2}]}), or the object an extracted array is a value
 * of. {@code text.substring(start, end)} is the container's source; of several, the outermost.
 */
public record Enclosure(Type type, int start, int end) {

    /** The kind of the enclosing container. */
    public enum Type {
        OBJECT,
        ARRAY
    }

    /** What a caller is told: the answer is part of a larger JSON value, and how to ask for that value. */
    public String warning() {
        return type == Type.ARRAY
                ? "The object found is inside a complete JSON array (positions " + start + " to " + end
                        + ") that may hold more elements; send \"accept\": \"array\" or \"any\" to get arrays"
                : "The array found is inside a complete JSON object (positions " + start + " to " + end
                        + "); send \"accept\": \"object\" or \"any\" to get the object";
    }
}

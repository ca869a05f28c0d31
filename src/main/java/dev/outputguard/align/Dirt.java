package dev.outputguard.align;

import java.util.List;
import java.util.NavigableSet;
import java.util.TreeSet;

/**
 * Where the validator found a value failing, seen from one part of it: the aligner looks into a part only when
 * a violation lies at or below it, so a part that conforms is left as it is and costs nothing. The paths may
 * name more than the subschema at hand fails (another branch's violations); never less.
 */
final class Dirt {

    private final NavigableSet<String> paths;
    private final String base;

    private Dirt(NavigableSet<String> paths, String base) {
        this.paths = paths;
        this.base = base;
    }

    /** The violations of a whole value (JSON Pointers into it). */
    static Dirt of(List<String> paths) {
        return new Dirt(new TreeSet<>(paths), "");
    }

    /** Whether a violation lies at this part or below it. */
    boolean here() {
        if (paths.contains(base)) {
            return true;
        }
        String below = base + "/";
        String next = paths.ceiling(below);
        return next != null && next.startsWith(below);
    }

    /** The same violations, seen from the child at {@code segment} (a key or an index, not yet escaped). */
    Dirt child(String segment) {
        return new Dirt(paths, base + "/" + SchemaView.escape(segment));
    }
}

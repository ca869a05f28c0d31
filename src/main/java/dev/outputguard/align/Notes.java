package dev.outputguard.align;

import java.util.ArrayList;
import java.util.List;

import dev.outputguard.text.Echo;

/** Why changes that looked possible were refused: the first few, as a refusal reports them. */
final class Notes {

    static final int LISTED = 3;

    private final List<String> first = new ArrayList<>(LISTED);
    private int count;

    /** {@code at}: the JSON Pointer of the place, in the value as it was. */
    void add(String at, String what) {
        count++;
        if (first.size() < LISTED) {
            first.add("at " + Echo.quote(at) + ": " + what);
        }
    }

    void add(String reason) {
        count++;
        if (first.size() < LISTED) {
            first.add(reason);
        }
    }

    List<String> reasons() {
        if (count <= first.size()) {
            return List.copyOf(first);
        }
        List<String> all = new ArrayList<>(first);
        all.add((count - first.size()) + " more");
        return all;
    }
}

package dev.outputguard.extract;

import java.util.LinkedHashMap;
import java.util.Map;

/** The states a test expects of a partial value, written as pointer, state, pointer, state, … in the value's order. */
public final class PartialStates {

    private PartialStates() {
    }

    public static Map<String, PartialState> of(Object... pairs) {
        Map<String, PartialState> states = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            states.put((String) pairs[i], (PartialState) pairs[i + 1]);
        }
        return states;
    }
}

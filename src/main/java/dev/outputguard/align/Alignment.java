package dev.outputguard.align;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.schema.SchemaCheck;

/** What aligning a value with its schema gave: nothing to change, an aligned value, or a refusal. */
public sealed interface Alignment {

    /** The value conforms as it is and needs no change. */
    record Conforms() implements Alignment {
    }

    /**
     * The aligned value, which conforms; {@code coercions} the first changes made in the order of the value (at most
     * {@link dev.outputguard.limits.Limits#maxReportedRepairs()}), {@code coercionsOmitted} counting the rest.
     */
    record Aligned(JsonNode value, List<Coercion> coercions, int coercionsOmitted) implements Alignment {
        public Aligned {
            Objects.requireNonNull(value, "value");
            coercions = List.copyOf(coercions);
            if (coercions.isEmpty() || coercionsOmitted < 0) {
                throw new IllegalArgumentException("an aligned value lists its coercions");
            }
        }
    }

    /**
     * No alignment conforms: {@code check} holds the violations of the value as it was, and {@code reasons} says,
     * for a few places, why a change that looked possible was refused (an ambiguity, a number that reads two ways,
     * the work bound), each naming the place by its JSON Pointer into that value.
     */
    record Refused(SchemaCheck check, List<String> reasons) implements Alignment {
        public Refused {
            Objects.requireNonNull(check, "check");
            reasons = List.copyOf(reasons);
        }
    }
}

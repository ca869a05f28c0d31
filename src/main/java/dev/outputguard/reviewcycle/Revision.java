package dev.outputguard.reviewcycle;

import java.util.List;
import java.util.Objects;

/** What a revise reply gave: a document to review next, or a reason it cannot be used. */
public sealed interface Revision {

    /**
     * @param document  the revised document
     * @param unwrapped the wrappers taken off the reply around it (e.g. {@code code fence}), in order; empty
     *                  when the reply was the bare document as the prompt asks
     */
    record Usable(String document, List<String> unwrapped) implements Revision {
        public Usable {
            Objects.requireNonNull(document, "document");
            unwrapped = List.copyOf(unwrapped);
        }
    }

    /** {@code reason} says what was wrong with the reply without quoting it. */
    record Unusable(String reason) implements Revision {
        public Unusable {
            Objects.requireNonNull(reason, "reason");
        }
    }
}

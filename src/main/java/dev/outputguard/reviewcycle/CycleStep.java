package dev.outputguard.reviewcycle;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import dev.outputguard.review.DecisionSource;
import dev.outputguard.review.Verdict;

/** One LLM call of a cycle, in the order they ran. {@code attempt} counts reviews and revisions separately, from 1. */
public sealed interface CycleStep {

    int attempt();

    /** A review: the verdict review-decision read from it, and the reviewer's reply as it came. */
    record Reviewed(int attempt, Verdict result, DecisionSource source, Optional<String> marker, String reply)
            implements CycleStep {
        public Reviewed {
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(marker, "marker");
            Objects.requireNonNull(reply, "reply");
        }
    }

    /**
     * A revision that produced a new document; {@code removed} names what was taken off the reply around it
     * ({@code preface}, {@code code fence}, {@code sign-off}, {@code document tags}, {@code JSON object}), in order.
     */
    record Revised(int attempt, List<String> removed) implements CycleStep {
        public Revised {
            removed = List.copyOf(removed);
        }

        /** A revision whose reply was the bare document. */
        public Revised(int attempt) {
            this(attempt, List.of());
        }
    }

    /** A revision whose reply could not be used; the document stayed as it was. */
    record ReviseFailed(int attempt, String reason) implements CycleStep {
        public ReviseFailed {
            Objects.requireNonNull(reason, "reason");
        }
    }
}

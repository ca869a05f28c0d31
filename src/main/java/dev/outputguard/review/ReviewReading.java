package dev.outputguard.review;

import java.util.Objects;

/**
 * A decision and the review's feedback as a reviser needs it: what the reviewer said, without the JSON
 * verdict, the verdict marker lines and the suggestion lists that {@code decision} already carries.
 */
public record ReviewReading(ReviewDecision decision, String feedback) {

    public ReviewReading {
        Objects.requireNonNull(decision, "decision");
        Objects.requireNonNull(feedback, "feedback");
    }
}

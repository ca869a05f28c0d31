package dev.outputguard.review;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A verdict and how it was reached. {@code marker} names the marker that decided and {@code position} is
 * where its keyword starts in the review text as written (0-based UTF-16 offset); both only for source
 * MARKER, otherwise null and omitted from JSON. {@code feedback} is the review text (a fixed message when
 * it was empty); {@code suggestions} come from the JSON verdict, or for a marker verdict from the lists
 * under a suggestions heading. {@code reason} says why the verdict is FAIL where the review wrote a pass:
 * signals that disagree (a JSON pass beside a marker's FAIL, an object whose verdict fields contradict each
 * other) or a pass taken back on its line; null otherwise, and omitted from JSON.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReviewDecision(Verdict result, DecisionSource source, String marker, Integer position, String feedback,
        List<String> suggestions, String reason) {

    public ReviewDecision {
        suggestions = List.copyOf(suggestions);
    }

    /** A decision nothing had to be explained in. */
    public ReviewDecision(Verdict result, DecisionSource source, String marker, Integer position, String feedback,
            List<String> suggestions) {
        this(result, source, marker, position, feedback, suggestions, null);
    }
}

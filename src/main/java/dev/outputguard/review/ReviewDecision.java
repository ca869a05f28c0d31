package dev.outputguard.review;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A verdict and how it was reached. {@code marker} names the marker that decided and {@code position} is
 * where its keyword starts in the review text as written (0-based UTF-16 offset); both only for source
 * MARKER, otherwise null and omitted from JSON. {@code feedback} is the review text (a fixed message when
 * it was empty); {@code suggestions} come from the JSON verdict, or for a marker verdict from the lists
 * under a suggestions heading.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReviewDecision(Verdict result, DecisionSource source, String marker, Integer position, String feedback,
        List<String> suggestions) {

    public ReviewDecision {
        suggestions = List.copyOf(suggestions);
    }
}

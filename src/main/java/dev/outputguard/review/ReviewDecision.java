package dev.outputguard.review;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A verdict and how it was reached. {@code marker} names the marker that decided (source MARKER only,
 * otherwise null and omitted from JSON); {@code feedback} is the review text (a fixed message when it
 * was empty).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReviewDecision(Verdict result, DecisionSource source, String marker, String feedback,
        List<String> suggestions) {

    public ReviewDecision {
        suggestions = List.copyOf(suggestions);
    }
}

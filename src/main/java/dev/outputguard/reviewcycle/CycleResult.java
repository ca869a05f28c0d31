package dev.outputguard.reviewcycle;

import java.util.List;
import java.util.Objects;

import dev.outputguard.llm.TokenUsage;
import dev.outputguard.review.Verdict;

/**
 * How a cycle ended.
 *
 * @param result      the last review's verdict
 * @param retryCount  revisions attempted, failed ones included
 * @param document    the latest document: the last usable revision, or the input when there was none
 * @param history     every step in order
 * @param message     one line for a person, e.g. {@code Phase planning: PASS after 1 revision(s).}
 * @param usage       tokens summed over all calls (calls whose server reported none count zero)
 * @param feedback    the last review's feedback as {@link dev.outputguard.review.ReviewDecider#read} parses it
 *                    (the raw reply is in {@code history})
 * @param suggestions the last review's suggestions
 */
public record CycleResult(CycleStatus status, Verdict result, int retryCount, String document, List<CycleStep> history,
        String message, TokenUsage usage, String feedback, List<String> suggestions) {

    public CycleResult {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(document, "document");
        history = List.copyOf(history);
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(usage, "usage");
        Objects.requireNonNull(feedback, "feedback");
        suggestions = List.copyOf(suggestions);
    }
}

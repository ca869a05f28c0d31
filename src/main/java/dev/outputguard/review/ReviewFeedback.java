package dev.outputguard.review;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.Source;
import dev.outputguard.text.Fence;
import dev.outputguard.text.FencedText;
import dev.outputguard.text.Nfkc;
import dev.outputguard.text.Reasoning;

/**
 * The feedback of a review, apart from its verdict: for a JSON verdict its {@code feedback} (a string, or an
 * array of strings joined by line breaks) when that is not blank; otherwise the review text without what was
 * read as the verdict — the JSON verdict object (with the fence around it), every line on which a marker
 * states a verdict, and the suggestion sections whose items became {@code suggestions}. An empty review has the
 * fixed empty-review message; a review nothing was read from (source DEFAULT) is its own feedback.
 */
final class ReviewFeedback {

    private ReviewFeedback() {
    }

    static String of(ReviewDecider.Reading reading, String reviewText, String reply) {
        ReviewDecision decision = reading.decision();
        return switch (decision.source()) {
            case EMPTY -> decision.feedback();
            case DEFAULT -> reviewText.strip();
            case JSON -> {
                String own = textOf(reading.json().json().get("feedback"));
                yield own.isBlank() ? rest(reading, reviewText, reply) : own.strip();
            }
            case MARKER -> rest(reading, reviewText, reply);
        };
    }

    private static String textOf(JsonNode node) {
        if (node == null) {
            return "";
        }
        if (node.isTextual()) {
            return node.textValue();
        }
        List<String> lines = new ArrayList<>();
        if (node.isArray()) {
            node.forEach(item -> {
                if (item.isTextual() && !item.textValue().isBlank()) {
                    lines.add(item.textValue().strip());
                }
            });
        }
        return String.join("\n", lines);
    }

    /** The review text without the spans read as the verdict, blank lines at the cuts collapsed. */
    private static String rest(ReviewDecider.Reading reading, String reviewText, String reply) {
        List<int[]> cuts = new ArrayList<>();
        // A reasoning model's thinking before the review is not feedback for the reviser.
        int answer = Reasoning.answerStart(reviewText);
        if (answer > 0) {
            cuts.add(new int[] {0, answer});
        }
        Extraction.Found json = reading.json();
        if (json != null && reply == null) {
            cuts.add(spanWithFence(reading.searched(), json));
        }
        Nfkc review = reading.review() != null ? reading.review() : Nfkc.of(reviewText);
        for (MarkerScanner.Found m : MarkerScanner.findAll(review.text())) {
            cuts.add(wholeLines(reviewText, review.toOriginal(m.position()), review.toOriginalEnd(m.end())));
        }
        for (SuggestionSections.Section section : reading.sections()) {
            cuts.add(wholeLines(reviewText, section.start(), section.end()));
        }
        cuts.sort(Comparator.comparingInt(c -> c[0]));
        StringBuilder out = new StringBuilder(reviewText.length());
        int from = 0;
        for (int[] cut : cuts) {
            if (cut[0] > from) {
                out.append(reviewText, from, cut[0]);
            }
            from = Math.max(from, cut[1]);
        }
        out.append(reviewText, Math.min(from, reviewText.length()), reviewText.length());
        return collapseBlankLines(out.toString()).strip();
    }

    /** The object's span, or the whole fence when it came from one. */
    private static int[] spanWithFence(FencedText text, Extraction.Found json) {
        Fence fence = json.source() == Source.CODE_BLOCK ? text.fenceAt(json.start()) : null;
        return fence != null ? new int[] {fence.start(), fence.end()} : new int[] {json.start(), json.end()};
    }

    /** From the start of the line holding {@code start} to past the line break after {@code end}. */
    private static int[] wholeLines(String text, int start, int end) {
        int lineStart = text.lastIndexOf('\n', start - 1) + 1;
        int nl = text.indexOf('\n', Math.max(start, end - 1));
        return new int[] {lineStart, nl < 0 ? text.length() : nl + 1};
    }

    /** Runs of blank lines (left by a cut) become one blank line. */
    private static String collapseBlankLines(String s) {
        StringBuilder out = new StringBuilder(s.length());
        boolean previousBlank = false;
        for (String line : s.split("\n", -1)) {
            boolean blank = line.isBlank();
            if (!(blank && previousBlank)) {
                out.append(out.isEmpty() ? "" : "\n").append(blank ? "" : line);
            }
            previousBlank = blank;
        }
        return out.toString();
    }
}

package dev.outputguard.review;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.ObjectsWithKey;
import dev.outputguard.text.FencedText;
import dev.outputguard.text.Nfkc;

/**
 * Turns a review into a PASS/FAIL verdict (docs/review-decision.md), safe side
 * first: an empty review fails, a JSON verdict wins (the strictest of several; a pass only when the
 * review's markers do not state a FAIL), then the highest-priority marker, and anything else fails. A
 * review that merely mentions PASS ({@code PASS判定が可能になります}) never passes.
 *
 * <p>Markers and verdict words are compared in NFKC ({@link Nfkc}), so {@code 判定結果：ＰＡＳＳ} is a PASS;
 * positions reported refer to the review as written. A marker verdict also takes the items listed under a
 * suggestions heading ({@link SuggestionSections}).
 */
public final class ReviewDecider {

    static final String EMPTY_FEEDBACK = "レビュー結果を解析できませんでした。";
    static final String EMPTY_SUGGESTION = "レビュー用のプロンプトや実行ログを確認してください。";
    private static final Logger LOG = Logger.getLogger(ReviewDecider.class);

    private final JsonExtractor extractor;

    public ReviewDecider(JsonExtractor extractor) {
        this.extractor = Objects.requireNonNull(extractor, "extractor");
    }

    /**
     * Decides. {@code reply} is an LLM's answer to "parse this review into JSON"; when it is null the
     * review text itself is searched for the JSON verdict. Markers are always read from the review text.
     */
    public ReviewDecision decide(String reviewText, String reply) {
        return log(decideQuietly(reviewText, reply), reviewText, reply).decision();
    }

    /**
     * Decides, and reads the review's feedback apart from its verdict machinery: the JSON verdict's
     * {@code feedback} when it has one, else the review without the JSON verdict, the marker lines and the
     * suggestion lists (see {@link ReviewFeedback}). For a caller that passes the feedback on, such as the
     * revise step of review-cycle.
     */
    public ReviewReading read(String reviewText, String reply) {
        Reading reading = log(decideQuietly(reviewText, reply), reviewText, reply);
        return new ReviewReading(reading.decision(), ReviewFeedback.of(reading, reviewText, reply));
    }

    private static Reading log(Reading reading, String reviewText, String reply) {
        ReviewDecision decision = reading.decision();
        // Source, marker and sizes only: review text is untrusted and may be confidential.
        if (LOG.isInfoEnabled()) {
            LOG.info("review decision " + decision.result() + " source=" + decision.source()
                    + (decision.marker() == null ? "" : " marker=" + decision.marker())
                    + " reviewText=" + (reviewText == null ? 0 : reviewText.length()) + " chars"
                    + (reply == null ? "" : " reply=" + reply.length() + " chars"));
        }
        return reading;
    }

    /**
     * A decision and what it was read from: the review in NFKC (null when the markers were not needed), the
     * JSON verdict object and the text it was found in with that text's fences (source JSON), and the
     * suggestion sections (source MARKER).
     */
    record Reading(ReviewDecision decision, Nfkc review, FencedText searched, Extraction.Found json,
            List<SuggestionSections.Section> sections) {
    }

    private Reading decideQuietly(String reviewText, String reply) {
        if (reviewText == null || reviewText.isBlank()) {
            return new Reading(new ReviewDecision(Verdict.FAIL, DecisionSource.EMPTY, null, null, EMPTY_FEEDBACK,
                    List.of(EMPTY_SUGGESTION)), null, null, null, List.of());
        }
        FencedText searched = FencedText.of(reply != null ? reply : reviewText);
        Extraction.Found json = fromJson(searched);
        Verdict jsonVerdict = json != null ? verdictOfObject(json) : null;
        if (jsonVerdict == Verdict.FAIL) {
            return new Reading(jsonDecision(jsonVerdict, json, reviewText), null, searched, json, List.of());
        }
        Nfkc review = Nfkc.of(reviewText);
        Optional<MarkerScanner.Found> marker = MarkerScanner.find(review.text());
        if (json != null && (marker.isEmpty() || marker.get().verdict() != Verdict.FAIL)) {
            // A JSON pass decides unless the review's markers state a FAIL: a reply that parsed the review as
            // passing, or an object the reviewer wrote before changing its mind, never outvotes a FAIL.
            return new Reading(jsonDecision(jsonVerdict, json, reviewText), review, searched, json, List.of());
        }
        if (marker.isEmpty()) {
            return new Reading(new ReviewDecision(Verdict.FAIL, DecisionSource.DEFAULT, null, null, reviewText, List.of()),
                    review, null, null, List.of());
        }
        MarkerScanner.Found m = marker.get();
        List<SuggestionSections.Section> sections = SuggestionSections.find(review);
        List<String> suggestions = new ArrayList<>();
        sections.forEach(section -> suggestions.addAll(section.items()));
        return new Reading(new ReviewDecision(m.verdict(), DecisionSource.MARKER, m.marker().label(),
                review.toOriginal(m.position()), reviewText, suggestions), review, null, null, sections);
    }

    private static ReviewDecision jsonDecision(Verdict verdict, Extraction.Found json, String reviewText) {
        return new ReviewDecision(verdict, DecisionSource.JSON, null, null, reviewText,
                suggestionsOf(json.json().get("suggestions")));
    }

    /**
     * The JSON verdict object, or null: of the top-level objects whose {@code result} is a verdict (the extracted
     * object, then the others of the text that could carry a {@code result}, {@link ObjectsWithKey}; objects in
     * other fences count too), the one with the strictest verdict ({@link #verdictOfObject}), the first of them
     * in extract-json's order. A template or an example the reviewer wrote before its own object
     * ({@code Example: {"result": "PASS"}}) therefore never outvotes a FAIL.
     */
    private Extraction.Found fromJson(FencedText text) {
        // Every object starts with a brace: a review of prose and markers is done with one vectorised search,
        // without the extractor's look for code fences.
        if (text.text().indexOf('{') < 0 || !(extractor.extract(text, Mode.STRICT) instanceof Extraction.Found first)) {
            return null;
        }
        Verdict bestVerdict = verdictOfObject(first);
        Extraction.Found best = bestVerdict != null ? first : null;
        if (bestVerdict == Verdict.FAIL) {
            return best;
        }
        ObjectsWithKey others = extractor.objectsWithKey(text, first, "result", ObjectsWithKey.OtherFences.SEARCHED);
        for (Extraction.Found next = others.next(); next != null; next = others.next()) {
            Verdict v = verdictOfObject(next);
            if (v != null && (best == null || severity(v) > severity(bestVerdict))) {
                best = next;
                bestVerdict = v;
                if (v == Verdict.FAIL) {
                    break; // nothing is stricter
                }
            }
        }
        return best;
    }

    /** Keys that may state the verdict again beside {@code result}; a stricter verdict there wins. */
    private static final List<String> OTHER_VERDICT_KEYS = List.of("verdict", "decision", "final_decision",
            "finalDecision", "status", "判定", "最終判定");
    /** Keys whose {@code false} says the object's own review did not pass. */
    private static final List<String> PASSED_KEYS = List.of("pass", "passed", "approved");

    /**
     * The verdict of an object whose {@code result} is one ({@link #verdictOf(Extraction.Found)}): that result,
     * unless the object contradicts it — another verdict key ({@link #OTHER_VERDICT_KEYS}) with a stricter verdict,
     * or {@code "passed": false} (also {@code pass}, {@code approved}), which is a FAIL. Other fields (issues,
     * severities, scores) are not read: their words are the reviewer's own and the result is its judgement of them.
     */
    static Verdict verdictOfObject(Extraction.Found found) {
        Verdict verdict = verdictOf(found);
        JsonNode object = found.json();
        if (verdict == null) {
            return null;
        }
        for (String key : PASSED_KEYS) {
            JsonNode passed = object.get(key);
            if (passed != null && passed.isBoolean() && !passed.booleanValue()) {
                return Verdict.FAIL;
            }
        }
        for (String key : OTHER_VERDICT_KEYS) {
            Verdict other = verdictOf(object.get(key));
            if (other != null && severity(other) > severity(verdict)) {
                verdict = other;
            }
        }
        return verdict;
    }

    /** PASS, then PASS_WITH_SUGGESTIONS, then FAIL: how strict a verdict is. */
    static int severity(Verdict v) {
        return switch (v) {
            case PASS -> 0;
            case PASS_WITH_SUGGESTIONS -> 1;
            case FAIL -> 2;
        };
    }

    /**
     * The verdict of an object's {@code result}, or null. An object that writes {@code result} more than once
     * ({@code {"result": "FAIL", "result": "PASS"}}) states FAIL: a JSON reader keeps only the last value, and
     * the one it dropped may have been a FAIL.
     */
    private static Verdict verdictOf(Extraction.Found found) {
        Verdict verdict = verdictOf(found.json().get("result"));
        return verdict != null && found.timesWritten("result") > 1 ? Verdict.FAIL : verdict;
    }

    /**
     * PASS, FAIL or PASS_WITH_SUGGESTIONS in any case and width (compared in NFKC, surrounding spaces
     * ignored), else null.
     */
    static Verdict verdictOf(JsonNode result) {
        if (result == null || !result.isTextual()) {
            return null;
        }
        String value = Normalizer.normalize(result.textValue(), Normalizer.Form.NFKC).strip().toUpperCase(Locale.ROOT);
        for (Verdict v : Verdict.values()) {
            if (v.name().equals(value)) {
                return v;
            }
        }
        return null;
    }

    /** The strings of a {@code suggestions} array (a single string counts as one); anything else is none. */
    private static List<String> suggestionsOf(JsonNode node) {
        if (node == null) {
            return List.of();
        }
        if (node.isTextual()) {
            return List.of(node.textValue());
        }
        List<String> out = new ArrayList<>();
        if (node.isArray()) {
            node.forEach(item -> {
                if (item.isTextual()) {
                    out.add(item.textValue());
                }
            });
        }
        return out;
    }
}

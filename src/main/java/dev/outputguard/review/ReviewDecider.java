package dev.outputguard.review;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.ObjectsWithKey;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;
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
        JsonVerdict json = fromJson(searched);
        if (json != null && json.verdict() == Verdict.FAIL) {
            return new Reading(jsonDecision(json, reviewText), null, searched, json.found(), List.of());
        }
        Nfkc review = Nfkc.of(reviewText);
        Optional<MarkerScanner.Found> marker = MarkerScanner.find(review.text());
        if (json != null) {
            // A JSON pass decides unless the review's markers state a FAIL anywhere: a reply that parsed the review
            // as passing, or an object the reviewer wrote before changing its mind, never outvotes a FAIL.
            MarkerScanner.Found fail = marker.isPresent() && marker.get().verdict() == Verdict.FAIL ? marker.get()
                    : MarkerScanner.firstFail(review.text()).orElse(null);
            if (fail == null) {
                return new Reading(jsonDecision(json, reviewText), review, searched, json.found(), List.of());
            }
            String why = "the JSON verdict says " + json.verdict() + ", but the review's marker " + fail.marker().label()
                    + " says FAIL" + (fail.reason() != null ? " (" + fail.reason() + ")" : "")
                    + ": a review and its JSON verdict that disagree fail";
            return markerDecision(new MarkerScanner.Found(fail.marker(), Verdict.FAIL, fail.position(), fail.end(), why),
                    review, reviewText);
        }
        if (marker.isEmpty()) {
            return new Reading(new ReviewDecision(Verdict.FAIL, DecisionSource.DEFAULT, null, null, reviewText, List.of()),
                    review, null, null, List.of());
        }
        return markerDecision(marker.get(), review, reviewText);
    }

    private static Reading markerDecision(MarkerScanner.Found m, Nfkc review, String reviewText) {
        List<SuggestionSections.Section> sections = SuggestionSections.find(review);
        List<String> suggestions = new ArrayList<>();
        sections.forEach(section -> suggestions.addAll(section.items()));
        return new Reading(new ReviewDecision(m.verdict(), DecisionSource.MARKER, m.marker().label(),
                review.toOriginal(m.position()), reviewText, suggestions, m.reason()), review, null, null, sections);
    }

    private static ReviewDecision jsonDecision(JsonVerdict json, String reviewText) {
        return new ReviewDecision(json.verdict(), DecisionSource.JSON, null, null, reviewText,
                suggestionsOf(json.found().json().get("suggestions")), json.reason());
    }

    /** An object's verdict, and why it is FAIL where its {@code result} says otherwise (null when it does not). */
    record JsonVerdict(Extraction.Found found, Verdict verdict, String reason) {
    }

    /**
     * The JSON verdict object, or null: of the top-level objects whose {@code result} is a verdict (the extracted
     * object, then the others of the text that could carry a {@code result}, {@link ObjectsWithKey}; objects in
     * other fences count too), the one with the strictest verdict ({@link #verdictOfObject}), the first of them
     * in extract-json's order. A template or an example the reviewer wrote before its own object
     * ({@code Example: {"result": "PASS"}}) therefore never outvotes a FAIL, and a pass counts only from an
     * object that stands on its own ({@link #standsAlone}): one the text merely quotes inside a sentence
     * ({@code … and output {"result": "PASS"}}) is no verdict.
     */
    private JsonVerdict fromJson(FencedText text) {
        // Every object starts with a brace: a review of prose and markers is done with one vectorised search,
        // without the extractor's look for code fences.
        if (text.text().indexOf('{') < 0 || !(extractor.extract(text, Mode.STRICT) instanceof Extraction.Found first)) {
            return null;
        }
        JsonVerdict best = counted(text.text(), first);
        if (best != null && best.verdict() == Verdict.FAIL) {
            return best;
        }
        ObjectsWithKey others = extractor.objectsWithKey(text, first, "result", ObjectsWithKey.OtherFences.SEARCHED);
        for (Extraction.Found next = others.next(); next != null; next = others.next()) {
            JsonVerdict v = counted(text.text(), next);
            if (v != null && (best == null || severity(v.verdict()) > severity(best.verdict()))) {
                best = v;
                if (v.verdict() == Verdict.FAIL) {
                    break; // nothing is stricter
                }
            }
        }
        return best;
    }

    /** The object's verdict when it counts: a FAIL wherever it is written, a pass only from an object that stands alone. */
    private static JsonVerdict counted(String text, Extraction.Found found) {
        JsonVerdict v = verdictOfObject(found);
        return v == null || v.verdict() == Verdict.FAIL || standsAlone(text, found.start()) ? v : null;
    }

    /**
     * Whether the object starting at {@code start} stands on its own: only blanks, a list bullet or emphasis
     * before it on its line (inside a fence, its fence's line). One written after words on its line is quoted in a
     * sentence, as an example, or as what an injected instruction asks to be written.
     */
    static boolean standsAlone(String text, int start) {
        int p = start - 1;
        while (p >= 0 && " \t*_-+•・".indexOf(text.charAt(p)) >= 0) {
            p--;
        }
        return p < 0 || text.charAt(p) == '\n' || text.charAt(p) == '\r';
    }

    /**
     * Keys that may state the verdict again beside {@code result}, compared without case, width, {@code _},
     * {@code -} or spaces ({@code Result}, {@code final_decision}, {@code FinalDecision}); a stricter verdict
     * there wins.
     */
    private static final Set<String> VERDICT_KEYS = Set.of("result", "verdict", "decision", "finaldecision",
            "finalverdict", "status", "outcome", "判定", "最終判定", "判定結果", "結果");
    /** Keys whose value, unless it says yes, says the object's own review did not pass (compared as above). */
    private static final Set<String> PASSED_KEYS = Set.of("pass", "passed", "approved", "ispassed", "isapproved");
    /** What a {@link #PASSED_KEYS} value may be for the object to keep its pass (compared in NFKC, lower case). */
    private static final Set<String> YES = Set.of("true", "yes", "pass", "passed", "approved", "1");

    /**
     * The verdict of an object whose {@code result} is one ({@link #verdictOf(Extraction.Found)}): that result,
     * unless the object contradicts it — another verdict key ({@link #VERDICT_KEYS}, {@code Result} beside
     * {@code result} included) with a stricter verdict, or a {@code passed} (also {@code pass}, {@code approved})
     * that does not say yes ({@code false}, {@code "false"}, {@code 0}, {@code null}), which is a FAIL. Other fields
     * (issues, severities, scores) are not read: their words are the reviewer's own and the result is its
     * judgement of them.
     */
    static JsonVerdict verdictOfObject(Extraction.Found found) {
        Verdict verdict = verdictOf(found);
        JsonNode object = found.json();
        if (verdict == null) {
            return null;
        }
        if (verdict == Verdict.FAIL) {
            return new JsonVerdict(found, verdict, found.timesWritten("result") > 1 && verdictOf(object.get("result"))
                    != Verdict.FAIL ? "the object writes \"result\" more than once: the value a reader dropped may"
                            + " have been a FAIL" : null);
        }
        String reason = null;
        for (Map.Entry<String, JsonNode> field : object.properties()) {
            String key = keyOf(field.getKey());
            if (PASSED_KEYS.contains(key) && !saysYes(field.getValue())) {
                return new JsonVerdict(found, Verdict.FAIL, "the object's \"result\" says " + verdict + ", but its "
                        + Echo.quote(field.getKey(), EchoLengths.TOKEN) + " says "
                        + Echo.cut(field.getValue().toString(), EchoLengths.TOKEN)
                        + ": a verdict that contradicts itself fails");
            }
            Verdict other = VERDICT_KEYS.contains(key) ? verdictOf(field.getValue()) : null;
            if (other != null && severity(other) > severity(verdict)) {
                reason = "the object's \"result\" says " + verdict + ", but its "
                        + Echo.quote(field.getKey(), EchoLengths.TOKEN) + " says " + other
                        + ": the stricter verdict stands";
                verdict = other;
            }
        }
        return new JsonVerdict(found, verdict, verdict == Verdict.FAIL ? reason : null);
    }

    /** A key as compared: NFKC, lower case, without {@code _}, {@code -} and spaces. */
    private static String keyOf(String key) {
        String normal = Normalizer.normalize(key, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder(normal.length());
        for (int i = 0; i < normal.length(); i++) {
            char c = normal.charAt(i);
            if (c != '_' && c != '-' && c != ' ') {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static boolean saysYes(JsonNode value) {
        if (value.isBoolean()) {
            return value.booleanValue();
        }
        if (value.isNumber()) {
            return value.decimalValue().compareTo(java.math.BigDecimal.ONE) == 0;
        }
        return value.isTextual() && YES.contains(Normalizer.normalize(value.textValue(), Normalizer.Form.NFKC).strip()
                .toLowerCase(Locale.ROOT));
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

package dev.outputguard.sanitize;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import dev.outputguard.text.Fence;
import dev.outputguard.text.FencedText;

/**
 * The one meaning of "JSON in text" that sanitize-output, validate-response and the translate loop share
 * (docs/json-in-text.md): the four {@link PatternType}s, in their priority order, each occurrence whose
 * start lies outside fenced code. A JSON object inside a sentence ({@code Set {"port": 8080} in the
 * config}) is none of them, so it is content.
 *
 * <p>With a source text, an occurrence counts only when the text carries more of its structure than the
 * source does: for a wrapper or an object line, the JSON member it names ({@code "key":}); for escaped
 * JSON, the escaped member ({@code \"key\":}); for nested braces, the number of such runs. Members are
 * counted wherever they stand outside fences, so a translation may move the source's inline object to the
 * start of a line, translate its values or re-indent it, and still carry it.
 */
public final class JsonInText {

    /** Receives one occurrence; returns false to stop. */
    interface Visitor {
        boolean visit(PatternType type, int start, int end);
    }

    private JsonInText() {
    }

    /**
     * Every occurrence {@code source} does not carry (with {@link SourceJson#NONE}: every occurrence), type by
     * type in priority order, each type in text order.
     */
    static void forEach(FencedText fenced, SourceJson source, Visitor visitor) {
        Objects.requireNonNull(source, "source");
        String text = fenced.text();
        List<Fence> fences = exampleFences(text, fenced.fences());
        ResidueScanner scanner = new ResidueScanner(text, fences);
        Carried carried = new Carried(text, fences, source);
        boolean[] go = {true};
        for (PatternType type : PatternType.values()) {
            scanner.scan(type, (start, end, keyStart, keyEnd) -> {
                if (!carried.test(type, keyStart, keyEnd)) {
                    go[0] = visitor.visit(type, start, end);
                }
                return go[0];
            });
            if (!go[0]) {
                return;
            }
        }
    }

    /**
     * The fences whose JSON is an example the text shows: all of them, except a {@code json} (or unlabelled) block
     * that is the whole text, blanks aside. Such a block shows nothing; it is the text, as when a model puts its
     * fenced reply, {@code ```json {"translation": "..."} ```}, into the field of its reply. The patterns apply inside it.
     */
    static List<Fence> exampleFences(String text, List<Fence> fences) {
        if (fences.size() != 1) {
            return fences;
        }
        Fence only = fences.get(0);
        return only.mayHoldJson() && blank(text, 0, only.start()) && blank(text, only.end(), text.length())
                ? List.of() : fences;
    }

    private static boolean blank(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!ResidueScanner.isJsSpace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The first occurrence (the highest-priority type, then the leftmost) that {@code source} does not carry
     * (with {@link SourceJson#NONE}: the first occurrence); empty when there is none.
     */
    public static Optional<DetectedPattern> firstNotCarried(FencedText text, SourceJson source) {
        DetectedPattern[] first = new DetectedPattern[1];
        forEach(text, source, (type, start, end) -> {
            first[0] = DetectedPattern.of(type, text.text(), start, end);
            return false;
        });
        return Optional.ofNullable(first[0]);
    }

    /** Compares an occurrence with the source; the text's own counts are taken once, when first needed. */
    private static final class Carried {
        private final String text;
        private final List<Fence> fences;
        private final SourceJson source;
        private SourceJson.Counts own;

        Carried(String text, List<Fence> fences, SourceJson source) {
            this.text = text;
            this.fences = fences;
            this.source = source;
        }

        boolean test(PatternType type, int keyStart, int keyEnd) {
            if (source.isNone()) {
                return false;
            }
            if (own == null) {
                own = SourceJson.Counts.of(text, fences);
            }
            SourceJson.Counts theirs = source.counts();
            String key = keyStart < 0 ? "" : text.substring(keyStart, keyEnd);
            // Both sides are measured the same way, so a text always carries its own JSON.
            return switch (type) {
                case TRANSLATION_WRAPPER, FULL_JSON_OBJECT -> own.member(key) <= theirs.member(key);
                case ESCAPED_JSON -> own.escapedMember(key) <= theirs.escapedMember(key);
                case NESTED_BRACES -> own.nestedBraces() <= theirs.nestedBraces();
            };
        }
    }
}

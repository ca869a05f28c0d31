package dev.outputguard.sanitize;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import dev.outputguard.text.CodeFences;
import dev.outputguard.text.Fence;

/**
 * The JSON structure the source of a translation carries outside fenced code: how often it spells each JSON
 * member ({@code "key":}), each escaped member ({@code \"key\":}), and three nested braces. A translation may
 * carry as much of each as its source does; anything beyond that is contamination (see
 * {@link JsonInText#firstNotCarried}). Counted on first use, once; not thread-safe.
 */
public final class SourceJson {

    /** No source: every JSON structure in a text is contamination. */
    public static final SourceJson NONE = new SourceJson(List.of());

    private final List<String> texts;
    private Counts counts;

    private SourceJson(List<String> texts) {
        this.texts = texts;
        if (texts.isEmpty()) {
            counts = Counts.EMPTY;
        }
    }

    /** The structure carried by all these texts together (a source patch and the document it applies to). */
    public static SourceJson of(String... texts) {
        for (String text : texts) {
            Objects.requireNonNull(text, "text");
        }
        return new SourceJson(List.of(texts));
    }

    /**
     * The source texts as given, for a check that compares something else than JSON structure with them
     * (validate-response's escape residue and leaked reply members).
     */
    public List<String> texts() {
        return texts;
    }

    /** Whether there is no source text at all (then every JSON structure counts). */
    public boolean isNone() {
        return texts.isEmpty();
    }

    Counts counts() {
        if (counts == null) {
            Counts sum = Counts.EMPTY;
            for (String text : texts) {
                sum = sum.plus(Counts.of(text, JsonInText.exampleFences(text, CodeFences.find(text))));
            }
            counts = sum;
        }
        return counts;
    }

    /** The three tallies of one text (or the sum over several). */
    record Counts(Map<String, Integer> members, Map<String, Integer> escapedMembers, int nestedBraces) {

        static final Counts EMPTY = new Counts(Map.of(), Map.of(), 0);

        static Counts of(String text, List<Fence> fences) {
            ResidueScanner scanner = new ResidueScanner(text, fences);
            int[] nested = new int[1];
            scanner.scan(PatternType.NESTED_BRACES, (start, end, keyStart, keyEnd) -> {
                nested[0]++;
                return true;
            });
            return new Counts(scanner.members(), scanner.escapedMembers(), nested[0]);
        }

        Counts plus(Counts other) {
            if (this == EMPTY) {
                return other;
            }
            Map<String, Integer> m = new HashMap<>(members);
            other.members.forEach((k, v) -> m.merge(k, v, Integer::sum));
            Map<String, Integer> e = new HashMap<>(escapedMembers);
            other.escapedMembers.forEach((k, v) -> e.merge(k, v, Integer::sum));
            return new Counts(m, e, nestedBraces + other.nestedBraces);
        }

        int member(String key) {
            return members.getOrDefault(key, 0);
        }

        int escapedMember(String key) {
            return escapedMembers.getOrDefault(key, 0);
        }
    }
}

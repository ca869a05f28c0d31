package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.outputguard.extract.JsonExtractor;

/**
 * The tally of a generated review suite: each variant decided and counted under its family, the variants read otherwise
 * than expected kept to show, one line of counts printed, and the suite failed where any variant is read otherwise or
 * too few were generated.
 */
final class FamilyTally {

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());
    /** Per family: variants, read as expected. */
    private final Map<String, int[]> counts = new TreeMap<>();
    private final List<String> wrong = new ArrayList<>();

    /** Decides {@code review} and counts it under {@code family}; {@code expected} null: either way (another reading's). */
    void check(String family, String review, Verdict expected) {
        int[] c = counts.computeIfAbsent(family, f -> new int[2]);
        c[0]++;
        Verdict got = decider.decide(review, null).result();
        if (expected == null || got == expected) {
            c[1]++;
        } else {
            wrong.add(family + ": " + expected + " expected, " + got + ": " + review.replace("\n", "\\n"));
        }
    }

    /**
     * Decides {@code review} beside the parsed {@code reply} (a JSON verdict the caller parsed) and counts it under
     * {@code family}.
     */
    void check(String family, String review, String reply, Verdict expected) {
        int[] c = counts.computeIfAbsent(family, f -> new int[2]);
        c[0]++;
        Verdict got = decider.decide(review, reply).result();
        if (expected == null || got == expected) {
            c[1]++;
        } else {
            wrong.add(family + ": " + expected + " expected, " + got + ": " + review.replace("\n", "\\n") + " | " + reply);
        }
    }

    /** Whether a variant of {@code family} was generated. */
    boolean has(String family) {
        return counts.containsKey(family);
    }

    /** Prints {@code title} with each family's counts, and asserts every variant read as expected and at least {@code least}. */
    void assertAllRead(String title, int least) {
        StringBuilder report = new StringBuilder(title + ":");
        int variants = 0;
        for (Map.Entry<String, int[]> family : counts.entrySet()) {
            report.append(' ').append(family.getKey()).append(' ').append(family.getValue()[1]).append('/')
                    .append(family.getValue()[0]).append(';');
            variants += family.getValue()[0];
        }
        System.out.println(report + " variants " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > least, variants + " variants");
    }
}

package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** What the generated review families share: the places a sentence is written in, and their count by language. */
final class GeneratedReviews {

    /** A sentence ({@code {s}}) above a marker's pass, as a bullet above one, and in a JSON pass's summary. */
    static final List<String> PLACES = List.of("{s}\n\nFinal Decision: PASS", "- {s}\n\n**Final Decision:** PASS",
            "{\"result\": \"PASS\", \"summary\": \"{s}\"}");

    private GeneratedReviews() {
    }

    /** Variants read and those read otherwise, by language, and each one read otherwise. */
    static final class Tally {
        final Map<String, int[]> perLanguage = new TreeMap<>();
        final List<String> wrong = new ArrayList<>();
        int variants;

        void count(String language, String review, boolean asExpected, String got) {
            variants++;
            int[] c = perLanguage.computeIfAbsent(language, l -> new int[2]);
            c[0]++;
            if (!asExpected) {
                c[1]++;
                wrong.add(language + ": " + review.replace("\n", "\\n") + " -> " + got);
            }
        }

        /**
         * Each of {@code places} with {@code s} at its {@code {s}}, decided by {@code decider}: read as expected where its
         * verdict is {@code expected}.
         */
        void decide(ReviewDecider decider, String language, List<String> places, String s, Verdict expected) {
            for (String place : places) {
                String review = place.replace("{s}", s);
                Verdict v = decider.decide(review, null).result();
                count(language, review, v == expected, v.name());
            }
        }

        void print(String family, String otherwise) {
            perLanguage.forEach((l, c) -> System.out.println(family + ", " + l + ": " + c[0] + " variants, " + c[1] + " "
                    + otherwise));
        }

        /** Each variant read otherwise, one a line, where SHOW_WRONG is set in the environment. */
        void showWrong() {
            if (System.getenv("SHOW_WRONG") != null) {
                wrong.forEach(System.out::println);
            }
        }

        void assertNone(int least) {
            assertEquals(List.of(), wrong.subList(0, Math.min(60, wrong.size())), wrong.size() + " of " + variants);
            assertTrue(variants >= least, variants + " variants");
        }
    }
}

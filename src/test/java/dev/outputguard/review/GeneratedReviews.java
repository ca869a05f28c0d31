package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import dev.outputguard.extract.JsonExtractor;

/** What the generated review families share: the places a sentence is written in, and their count by language. */
final class GeneratedReviews {

    /** A sentence ({@code {s}}) above a marker's pass, as a bullet above one, and in a JSON pass's summary. */
    static final List<String> PLACES = List.of("{s}\n\nFinal Decision: PASS", "- {s}\n\n**Final Decision:** PASS",
            "{\"result\": \"PASS\", \"summary\": \"{s}\"}");

    private GeneratedReviews() {
    }

    /** Where a keep side is read: above a marker's pass and as a bullet above one (a JSON summary reads negations fail-closed). */
    static final List<String> MARKER_PLACES = PLACES.subList(0, 2);

    /**
     * Each language's sentences of a family ({@code sentences}: before {@code |}, separated by {@code ;}) and of its keep
     * side (after it), with {@code {x}} and {@code {X}} (capitalised) filled by each of the language's {@code things} and
     * the sentence opening with a capital: the family's decided FAIL in {@link #PLACES}, the keep side's PASS in
     * {@code keepPlaces}.
     */
    static void decideSides(ReviewDecider decider, Map<String, String> sentences, Map<String, List<String>> things,
            List<String> keepPlaces, Tally family, Tally plain) {
        for (var entry : sentences.entrySet()) {
            String language = entry.getKey();
            String[] sides = entry.getValue().split("\\|", -1);
            for (String x : things.get(language)) {
                for (String sentence : sides[0].split(";")) {
                    family.decide(decider, language, PLACES, filled(sentence, x), Verdict.FAIL);
                }
                for (String sentence : sentences(sides[1])) {
                    plain.decide(decider, language, keepPlaces, filled(sentence, x), Verdict.PASS);
                }
            }
        }
    }

    /**
     * {@link #decideSides} over two words a sentence takes, a thing ({@code {x}}, {@code {X}}) and a measure or a
     * quality ({@code {m}}): every thing of {@code words.get(language).get(0)} with every word of its second list.
     */
    static void decideSidesOfTwo(ReviewDecider decider, Map<String, String> sentences,
            Map<String, List<List<String>>> words, List<String> keepPlaces, Tally family, Tally plain) {
        for (var entry : sentences.entrySet()) {
            String language = entry.getKey();
            String[] sides = entry.getValue().split("\\|", -1);
            for (String x : words.get(language).get(0)) {
                for (String m : words.get(language).get(1)) {
                    for (String sentence : sides[0].split(";")) {
                        family.decide(decider, language, PLACES, filled(sentence.replace("{m}", m), x), Verdict.FAIL);
                    }
                    for (String sentence : sentences(sides[1])) {
                        plain.decide(decider, language, keepPlaces, filled(sentence.replace("{m}", m), x), Verdict.PASS);
                    }
                }
            }
        }
    }

    /**
     * The tail of a test of two sides: each side's counts printed ({@code familyLabel}'s variants read otherwise than
     * FAIL, {@code plainLabel}'s otherwise than PASS), the wrong ones shown where SHOW_WRONG is set, then none of the
     * family read otherwise in at least {@code least} variants, no plain pass lost, and at least {@code plainLeast}
     * plain variants.
     */
    static void assertSides(Tally family, String familyLabel, int least, Tally plain, String plainLabel,
            int plainLeast) {
        assertSides(family, familyLabel, least, plain, plainLabel, plainLeast, 0);
    }

    /** {@link #assertSides} where up to {@code plainLost} plain passes may be lost (none: each one lost is listed). */
    static void assertSides(Tally family, String familyLabel, int least, Tally plain, String plainLabel, int plainLeast,
            int plainLost) {
        family.print(familyLabel, "not FAIL");
        plain.print(plainLabel, "not PASS");
        family.showWrong();
        plain.showWrong();
        family.assertNone(least);
        String lost = plain.wrong.size() + " of " + plain.variants + " plain passes lost";
        if (plainLost == 0) {
            assertEquals(List.of(), plain.wrong, lost);
        } else {
            assertTrue(plain.wrong.size() <= plainLost, lost);
        }
        assertTrue(plain.variants >= plainLeast, plain.variants + " plain variants");
    }

    /** Each language's first list of {@code words} (its things), for the {@code languages} asked. */
    static Map<String, List<String>> firstWords(Map<String, List<List<String>>> words, Set<String> languages) {
        Map<String, List<String>> first = new TreeMap<>();
        languages.forEach(l -> first.put(l, words.get(l).get(0)));
        return first;
    }

    /** A side's sentences, separated by {@code ;}: none where the side is empty. */
    private static String[] sentences(String side) {
        return side.isEmpty() ? new String[0] : side.split(";");
    }

    private static String filled(String sentence, String x) {
        String s = sentence.replace("{X}", Character.toUpperCase(x.charAt(0)) + x.substring(1)).replace("{x}", x);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /**
     * A family's tally and its keep side's, decided by one decider of its own: {@link #decideSides} and
     * {@link #decideSidesOfTwo} into both, {@link #keep} into the keep side only, then {@link #assertSides}.
     */
    static final class Sides {
        final ReviewDecider decider = new ReviewDecider(new JsonExtractor());
        final Tally family = new Tally();
        final Tally plain = new Tally();

        Sides decide(Map<String, String> sentences, Map<String, List<String>> things, List<String> keepPlaces) {
            decideSides(decider, sentences, things, keepPlaces, family, plain);
            return this;
        }

        Sides decideOfTwo(Map<String, String> sentences, Map<String, List<List<String>>> words,
                List<String> keepPlaces) {
            decideSidesOfTwo(decider, sentences, words, keepPlaces, family, plain);
            return this;
        }

        /**
         * Each language's keep-side {@code sentences} ({@code ;}) with each of its {@code things}: PASS in
         * {@code keepPlaces}.
         */
        Sides keep(Map<String, String> sentences, Map<String, List<String>> things, List<String> keepPlaces) {
            sentences.forEach((language, side) -> {
                for (String x : things.get(language)) {
                    for (String sentence : sentences(side)) {
                        plain.decide(decider, language, keepPlaces, filled(sentence, x), Verdict.PASS);
                    }
                }
            });
            return this;
        }

        void assertSides(String familyLabel, int least, String plainLabel, int plainLeast) {
            GeneratedReviews.assertSides(family, familyLabel, least, plain, plainLabel, plainLeast);
        }
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

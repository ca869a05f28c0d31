package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * A review's markers found through the character their keywords share, read in one walk for every keyword that
 * shares it ({@link MarkerScanner.Scan}), are the ones a search for each keyword from every place finds
 * ({@link MarkerScanner#findAll}): generated texts of keywords, their parts and values, in any case, overlapping and
 * glued, written in prose or followed by anything that may open a verdict, answer the same marker by marker, asked for in any order, and the same first FAIL and deciding marker.
 */
class MarkerOccurrencesTest {

    private static final String[] PARTS = {"最終判定", "判定結果", "判定", "**結果**", "**結果", "結果", "Final Decision",
        "FINAL decision", "decision", "DECISION", "Decision", "indecision", "final", "final decisions", "判", "d", "D",
        ": ", ":", "：", "** ", "**", " ", "\n", "## ", "PASS", "FAIL", "pass", "fail", "PASS_WITH_SUGGESTIONS", "?",
        "❌ ", "not ", "、", "。", "- ", "|", "x", "が", "`", "\t", "\u3000", "\r\n", " | "};

    private static final String[] KEYWORDS = {"最終判定", "判定結果", "判定", "**結果", "Final Decision", "decision"};
    private static final String[] COLONS = {": ", ":", "：", ":** ", "** ", "**: ", " : ", "\n", "\t: ", "\u3000：", "`: ",
        "\r\n", " | ", "|"};
    private static final String[] VALUES = {"PASS", "FAIL", "pass", "Fail", "PASS?", "❌ PASS", "not PASS", "**FAIL**",
        "PASS_WITH_SUGGESTIONS", "PASS, but", "maybe"};

    @Test
    void scan_generatedTexts_findsEachMarkerAsTheSearchFromEveryPlace() {
        Random random = new Random(3811L);
        int fails = 0;
        int stated = 0;
        for (int n = 0; n < 4_000; n++) {
            StringBuilder b = new StringBuilder();
            for (int i = random.nextInt(10); i >= 0; i--) {
                String part = random.nextBoolean() ? PARTS[random.nextInt(PARTS.length)]
                        : KEYWORDS[random.nextInt(KEYWORDS.length)] + COLONS[random.nextInt(COLONS.length)]
                                + VALUES[random.nextInt(VALUES.length)] + (random.nextBoolean() ? "\n" : " ");
                b.append(random.nextInt(5) == 0 ? part.toLowerCase(Locale.ROOT) : part);
            }
            String text = b.toString();
            List<MarkerScanner.Found> all = MarkerScanner.findAll(text);
            MarkerScanner.Scan scan = new MarkerScanner.Scan(text);
            if (scan.answer() != 0) {
                continue; // findAll reads the thinking too
            }
            for (Marker marker : Marker.values()) {
                List<MarkerScanner.Found> expected = new ArrayList<>();
                all.stream().filter(f -> f.marker() == marker).forEach(expected::add);
                assertEquals(expected, scan.all(marker), () -> marker + " in " + text);
            }
            // The verdicts are read when a marker is asked for: any order of asking answers the same.
            MarkerScanner.Scan shuffled = new MarkerScanner.Scan(text);
            List<Marker> order = new ArrayList<>(List.of(Marker.values()));
            java.util.Collections.shuffle(order, random);
            for (Marker marker : order) {
                assertEquals(scan.all(marker), shuffled.all(marker), () -> marker + " asked for out of order in " + text);
            }
            int answer = scan.answer();
            assertEquals(MarkerScanner.find(text, m -> MarkerScanner.all(text, m, answer)), new MarkerScanner.Scan(text).find(),
                    () -> "deciding marker in " + text);
            MarkerScanner.Found firstFail = all.stream().filter(MarkerScanner.Found::isFirmFail).findFirst().orElse(null);
            assertEquals(firstFail, new MarkerScanner.Scan(text).firstFail().orElse(null), () -> "first FAIL in " + text);
            fails += firstFail != null ? 1 : 0;
            stated += all.isEmpty() ? 0 : 1;
        }
        assertTrue(fails > 400 && stated > 1_200, fails + " texts with a FAIL, " + stated + " with a marker");
    }
}

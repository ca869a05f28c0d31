package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * A line's example label is looked for only among the labels whose first character matches the line's ignoring case
 * ({@link Quotes#exampleLabelEnd}); comparing every label of every language there is its oracle. Generated lines of
 * every label, in lower, upper and title case, with the characters whose cases fold across scripts or to several
 * letters (the Turkish dotted and dotless i, the German sharp s, the Greek final sigma, the Kelvin and Ångström signs,
 * full-width letters, surrogates), after bullets, heading marks and emphasis, with and without a colon, answer alike.
 */
class ExampleLabelIndexTest {

    private static final List<String> ODD = List.of("İ", "ı", "I", "i", "ß", "ẞ", "ς", "σ", "Σ", "K", "Å", "ǅ", "ǆ", "Ǆ",
            "ｅ", "Ｅ", "\uD801\uDC00", "\uD801\uDC28", "ÿ", "Ÿ", "µ", "Μ", "ſ", "s", "例", "样", "예", "");

    private static final List<String> LEADS = List.of("", "- ", "* ", "## ", "**", "__", "【", "[", "  ", "- **");

    private static final List<String> AFTER = List.of(":", " :", "**:", ":** ", "：", "", " x", "s:", "\uD801\uDC28:");

    private static String cased(String label, int how) {
        return switch (how) {
            case 0 -> label;
            case 1 -> label.toUpperCase(Locale.ROOT);
            case 2 -> label.isEmpty() ? label : label.substring(0, 1).toUpperCase(Locale.ROOT) + label.substring(1);
            default -> label.toUpperCase(Locale.forLanguageTag("tr"));
        };
    }

    @Test
    void theIndexByFirstCharacter_answersAsComparingEveryLabel() {
        List<String> labels = Quotes.EXAMPLE_LABELS;
        Random random = new Random(38L);
        List<String> differ = new ArrayList<>();
        int found = 0;
        int lines = 0;
        for (int n = 0; n < 40_000; n++) {
            String word = n % 3 == 0 ? ODD.get(random.nextInt(ODD.size())) + labels.get(random.nextInt(labels.size()))
                    : labels.get(random.nextInt(labels.size()));
            if (random.nextInt(4) == 0) {
                // A label's first character swapped for one whose case may fold to it.
                word = ODD.get(random.nextInt(ODD.size())) + word.substring(Math.min(1, word.length()));
            }
            String line = LEADS.get(random.nextInt(LEADS.size())) + cased(word, random.nextInt(4))
                    + AFTER.get(random.nextInt(AFTER.size())) + " Final Decision: PASS";
            String text = "x\n" + line + "\nmore";
            int start = 2;
            int end = 2 + line.length();
            int indexed = Quotes.exampleLabelEnd(text, start, end);
            int every = Quotes.exampleLabelEnd(text, start, end, true);
            lines++;
            found += every >= 0 ? 1 : 0;
            if (indexed != every) {
                differ.add(indexed + " vs " + every + ": " + line);
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " of " + lines + " differ");
        assertTrue(found > 5_000 && found < lines - 5_000, found + " of " + lines + " lines hold a label: both answers tested");
    }

    @Test
    void everyCharacter_fallsInTheClassOfEachCharacterItMatchesIgnoringCase() {
        // The index's one assumption: two characters regionMatches takes as equal ignoring case share a class.
        List<String> differ = new ArrayList<>();
        for (String label : Quotes.EXAMPLE_LABELS) {
            char first = label.charAt(0);
            for (int c = 0; c <= Character.MAX_VALUE; c++) {
                if (Character.isSurrogate((char) c)) {
                    continue;
                }
                boolean equal = String.valueOf((char) c).regionMatches(true, 0, String.valueOf(first), 0, 1);
                if (equal != (Quotes.caseClass((char) c) == Quotes.caseClass(first))) {
                    differ.add(Integer.toHexString(c) + " / " + label);
                }
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " differ");
    }
}

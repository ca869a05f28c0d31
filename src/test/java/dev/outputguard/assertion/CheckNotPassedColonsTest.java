package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntPredicate;

import org.junit.jupiter.api.Test;

import dev.outputguard.text.Nfkc;

/**
 * A status line reporting a check not passed ({@link Assertion#checkNotPassed}) is found from the colons of a review,
 * each found with the search for one character, and only their lines are read. Generated reviews of check names
 * and verdict labels, states that keep a pass and that do not, prose of every language's words, colons of both widths (first on a line,
 * second on it, at its start, far into it), every kind of line break, long labels and long states, read from any place
 * up to any place, are answered the same as by the reading that walks every line to its end; the one walk back from a
 * colon that finds its line's start and looks at its label's characters answers as the two walks it replaced (and as
 * the look for a verdict label's first character, which only a label that may be one is read past), and a review in
 * NFKC, read without a search for the full-width colon NFKC never writes, as its text is read.
 */
class CheckNotPassedColonsTest {

    private static final Lexicon LEX = Lexicon.get();

    private static final List<String> BREAKS = List.of("\n", "\n", "\n", "\r\n", "\r", "\u2028", "\u2029", "\u0085", "\n\n");
    private static final List<String> COLONS = List.of(":", ":", "：", " :", ": ", "**:**");
    private static final List<String> STATES = List.of("skipped", "pending", "passed", "not run", "✅ OK", "green", "N/A",
            "12/15", "unknown", "未実施", "成功", "none", "failed twice in a row", "", "PASS", "REVISE", "保留", "on hold",
            "PASS / FAIL", "approved");

    /** The labels a line is generated with: the checks' names, and the verdict labels (判定:, Final Decision:). */
    private static List<String> labels() {
        List<String> labels = new ArrayList<>(LEX.words(Category.CHECK));
        labels.addAll(LEX.words(Category.VERDICT_LABEL));
        return labels;
    }

    private static String line(Random random, List<String> words, List<String> checks) {
        StringBuilder b = new StringBuilder();
        switch (random.nextInt(4)) {
            case 0 -> b.append(random.nextBoolean() ? "- " : "").append(checks.get(random.nextInt(checks.size())));
            case 1 -> b.append(words.get(random.nextInt(words.size()))).append(' ')
                    .append(checks.get(random.nextInt(checks.size())));
            case 2 -> b.append("x".repeat(random.nextInt(2) == 0 ? 75 + random.nextInt(10) : random.nextInt(5)))
                    .append(checks.get(random.nextInt(checks.size())));
            default -> {
                for (int w = random.nextInt(6); w >= 0; w--) {
                    b.append(words.get(random.nextInt(words.size()))).append(random.nextBoolean() ? " " : "");
                }
            }
        }
        if (random.nextInt(5) > 0) {
            b.append(COLONS.get(random.nextInt(COLONS.size()))).append(random.nextBoolean() ? " " : "")
                    .append(STATES.get(random.nextInt(STATES.size())));
            if (random.nextInt(4) == 0) {
                b.append(random.nextBoolean() ? ": " : " ").append(words.get(random.nextInt(words.size())));
            }
            if (random.nextInt(10) == 0) {
                b.append(" word".repeat(20 + random.nextInt(10)));
            }
        }
        return b.toString();
    }

    @Test
    void theColonLedReading_answersAsTheLineByLineReading() {
        List<String> words = FindingsOnePassTest.words();
        List<String> checks = labels();
        Random random = new Random(38L);
        List<String> differ = new ArrayList<>();
        int reported = 0;
        for (int n = 0; n < 4_000; n++) {
            StringBuilder b = new StringBuilder();
            for (int l = 1 + random.nextInt(n % 10 == 0 ? 60 : 6); l > 0; l--) {
                b.append(line(random, words, checks)).append(BREAKS.get(random.nextInt(BREAKS.size())));
            }
            String text = b.toString();
            int from = random.nextInt(text.length() + 1);
            int to = from + random.nextInt(text.length() - from + 1);
            if (random.nextBoolean()) {
                to = text.length();
            }
            int skip = random.nextInt(4);
            IntPredicate counts = p -> p % 4 != skip;
            int want = Assertion.checkNotPassedLineByLine(text, from, to, counts);
            int got = Assertion.checkNotPassed(text, from, to, counts);
            reported += want >= 0 ? 1 : 0;
            if (got != want) {
                differ.add(got + " vs " + want + " from " + from + " to " + to + ": " + text);
            }
            // The same review in NFKC, read without a search for the full-width colon NFKC never writes.
            Nfkc review = Nfkc.of(text);
            String normal = review.text();
            int nFrom = Math.min(from, normal.length());
            int nTo = Math.max(nFrom, Math.min(to, normal.length()));
            int normalWant = Assertion.checkNotPassedLineByLine(normal, nFrom, nTo, counts);
            int normalGot = Assertion.checkNotPassed(review, nFrom, nTo, counts);
            if (normalGot != normalWant || normalGot != Assertion.checkNotPassed(normal, nFrom, nTo, counts)) {
                differ.add(normalGot + " vs " + normalWant + " in NFKC from " + nFrom + " to " + nTo + ": " + normal);
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " of 4000 differ");
        assertTrue(reported > 200 && reported < 3_800, reported + " of 4000 report a check not passed: the texts test both answers");
    }

    @Test
    void theWalkBackFromAColon_answersAsTheLineStartAndTheLookAtTheLabel() {
        // One walk back from each colon finds its line's start within reach and whether the label may be read: at every
        // colon of generated reviews (both widths, every line break, long lines, labels of check names and prose), read
        // from any place, it answers as the walk to the line's start and the look at the label's characters after it.
        List<String> words = FindingsOnePassTest.words();
        List<String> checks = labels();
        Random random = new Random(53L);
        List<String> differ = new ArrayList<>();
        int found = 0;
        int labels = 0;
        int verdicts = 0;
        for (int n = 0; n < 3_000; n++) {
            StringBuilder b = new StringBuilder();
            for (int l = 1 + random.nextInt(n % 10 == 0 ? 40 : 6); l > 0; l--) {
                b.append(line(random, words, checks)).append(BREAKS.get(random.nextInt(BREAKS.size())));
            }
            String text = b.toString();
            int from = random.nextInt(text.length() + 1);
            for (int colon = from; colon < text.length(); colon++) {
                if (text.charAt(colon) != ':' && text.charAt(colon) != '：') {
                    continue;
                }
                int line = Assertion.lineStartWithin(text, from, colon, Assertion.LABEL_REACH);
                long walked = Assertion.labelLine(text, from, colon);
                boolean may = line >= 0 && Assertion.mayLabel(text, line, colon);
                boolean mayVerdict = line >= 0 && Assertion.mayVerdictLabel(text, line, colon);
                found += line >= 0 ? 1 : 0;
                labels += may ? 1 : 0;
                verdicts += mayVerdict ? 1 : 0;
                if ((int) walked != line || line >= 0 && ((walked & Assertion.MAY_LABEL) != 0) != may
                        || line >= 0 && ((walked & Assertion.MAY_VERDICT_LABEL) != 0) != mayVerdict
                        || line < 0 && walked >>> 32 != 0) {
                    differ.add((int) walked + "/" + (walked >>> 32) + " vs " + line + "/" + may + "/" + mayVerdict + " at "
                            + colon + " from " + from + ": " + text);
                }
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " colons differ");
        assertTrue(found > 2_000 && labels > 500 && labels < found && verdicts > 200 && verdicts < found, found
                + " lines within reach, " + labels + " labels that may be read, " + verdicts + " that may be verdict"
                + " labels: the texts test every answer");
    }

    @Test
    void aLabelRefusedByItsCharacters_isNoLabelTheReadingTakes() {
        // Labels of every name a status line's label is read for and of every word that passes, alone, after a bullet
        // or emphasis, inside prose, and prose alone: where the look at their characters refuses one, the label's
        // reading answers no label, and the looks let through every label the reading takes.
        List<String> words = FindingsOnePassTest.words();
        List<String> named = new ArrayList<>();
        for (Category c : List.of(Category.CHECK, Category.CHECKED, Category.RISK, Category.RATING,
                Category.POSITIVE_VERDICT)) {
            named.addAll(LEX.words(c));
        }
        List<String> decorations = List.of("", "- ", "**", "1. ", "> ", "「", "  ");
        Random random = new Random(51L);
        List<String> differ = new ArrayList<>();
        int read = 0;
        int refused = 0;
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder(decorations.get(random.nextInt(decorations.size())));
            switch (random.nextInt(3)) {
                case 0 -> b.append(named.get(random.nextInt(named.size())));
                case 1 -> b.append(words.get(random.nextInt(words.size()))).append(random.nextBoolean() ? " " : "")
                        .append(named.get(random.nextInt(named.size())));
                default -> {
                    for (int w = random.nextInt(3); w >= 0; w--) {
                        b.append(words.get(random.nextInt(words.size()))).append(random.nextBoolean() ? " " : "");
                    }
                }
            }
            String label = b.append(random.nextBoolean() ? "**" : "").toString();
            String text = "x\n" + label + ": yes\n";
            int line = 2;
            int colon = line + label.length();
            int want = Assertion.labelOf(text, line, colon);
            read += want != Assertion.NO_LABEL ? 1 : 0;
            if (!Assertion.mayLabel(text, line, colon)) {
                refused++;
                if (want != Assertion.NO_LABEL) {
                    differ.add(label + " reads as " + want);
                }
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " labels refused but read");
        assertTrue(read > 2_000 && refused > 300, read + " read, " + refused + " refused: the labels test both answers");
    }
}

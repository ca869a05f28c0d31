package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.IntPredicate;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.text.Nfkc;

/**
 * The readings of a review's headings ({@link SuggestionSections#find}, {@link SuggestionSections#problemListed},
 * {@link SuggestionSections#resolvedLists}) read only the lines its one walk found may be headings
 * ({@link SuggestionSections.Headings}): each answers as the reading that walks every line does, for the review vectors,
 * the fail-closed table's whole reviews, and generated reviews of suggestion headings, headings naming problems and
 * what resolved them, wrapped and marked every way, lists of bullets and numbers with continued and blank lines, prose
 * long and short, every line break, read from any place (inside a line too) up to any place (inside a line too, where
 * what is left of the line may read as a heading and the rest of it as the first item of its list).
 */
class HeadingLinesTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> BREAKS = List.of("\n", "\n", "\n", "\r\n", "\n\n", "\r");
    private static final List<String> MARKS = List.of("", "", "## ", "# ", "**", "【", "[", "  ", "####### ", "#x ");
    private static final List<String> CLOSES = List.of("", "", ":", "**", "】", "]", ":**", "  ", "：");

    /** The words a heading may be made of: suggestions, problems, their severity and their being resolved. */
    private static List<String> headingWords() {
        List<String> words = new ArrayList<>(SuggestionSections.WORDS);
        Lexicon lex = Lexicon.get();
        // (A problem's term written around a participle of handling, "is not handled", is a sentence's predicate, not a
        // heading's word: left out, the headings are drawn from the lists as they were before those terms.)
        List<String> handled = new ArrayList<>();
        for (String language : Lexicon.LANGUAGES) {
            handled.addAll(lex.words(dev.outputguard.assertion.Role.HANDLED, language));
        }
        for (Category c : List.of(Category.PROBLEM, Category.SEVERE, Category.RESOLVING, Category.MINOR,
                Category.NEGATION, Category.NEGATIVE_VERDICT)) {
            for (String w : lex.words(c)) {
                if (c != Category.PROBLEM || handled.stream().noneMatch(w::contains)) {
                    words.add(w);
                }
            }
        }
        return words;
    }

    private static String line(Random random, List<String> words) {
        String w = words.get(random.nextInt(words.size()));
        w = random.nextInt(4) == 0 ? w.toUpperCase(Locale.ROOT) : w;
        return switch (random.nextInt(9)) {
            case 0, 1 -> MARKS.get(random.nextInt(MARKS.size()))
                    + (random.nextBoolean() ? SuggestionSections.WORDS.get(random.nextInt(SuggestionSections.WORDS.size())) : w)
                    + (random.nextInt(3) == 0 ? " " + words.get(random.nextInt(words.size())) : "")
                    + CLOSES.get(random.nextInt(CLOSES.size()));
            case 2, 3 -> (random.nextBoolean() ? "- " : random.nextBoolean() ? "1. " : "* ")
                    + (random.nextInt(5) == 0 ? "None" : w + " in the parser");
            case 4 -> random.nextBoolean() ? "    continued " + w
                    : w + " - " + words.get(random.nextInt(words.size())) + (random.nextBoolean() ? " " + "y".repeat(40) : "");
            case 5 -> "";
            case 6 -> "x".repeat(35 + random.nextInt(15)) + " " + w;
            case 7 -> "- 指摘: 見出しの粒度が揃っていません。再度レビューを実施し、PASS判定が可能になります。";
            default -> "判定: PASS " + w;
        };
    }

    /** Every reading of {@code text}'s headings from {@code from} to {@code to}, both ways: the differences, if any. */
    private static List<String> differences(String text, int from, int to, IntPredicate counts) {
        Nfkc review = Nfkc.of(text);
        String t = review.text();
        int f = Math.min(from, t.length());
        int e = Math.max(f, Math.min(to, t.length()));
        SuggestionSections.Headings headings = SuggestionSections.Headings.of(review);
        List<String> differ = new ArrayList<>();
        if (!SuggestionSections.find(review, headings).equals(SuggestionSections.findLineByLine(review))) {
            differ.add("find");
        }
        if (SuggestionSections.problemListed(review, headings, f, e, counts)
                != SuggestionSections.problemListedLineByLine(review, f, e, counts)) {
            differ.add("problemListed");
        }
        // The line feeds the quotes' walk notes are every one of the text's, and the headings read from them are those
        // read by searching for each line.
        Quotes quotes = Quotes.of(t);
        if (!java.util.Arrays.equals(quotes.lineFeeds().places(), LineFeeds.of(t).places())) {
            differ.add("lineFeeds");
        }
        if (!java.util.Arrays.equals(SuggestionSections.Headings.of(review, quotes.lineFeeds()).starts(), headings.starts())) {
            differ.add("headingsFromLineFeeds");
        }
        int[] resolved = SuggestionSections.resolvedLists(review, headings, f, e);
        int[] everyLine = SuggestionSections.resolvedLists(review, null, f, e);
        if (!java.util.Arrays.equals(resolved, everyLine)) {
            differ.add("resolvedLists");
        }
        return differ;
    }

    @Test
    void generatedReviews_answerAsEveryLineRead() {
        List<String> words = headingWords();
        Random random = new Random(3838L);
        int sections = 0;
        int problems = 0;
        int resolved = 0;
        for (int n = 0; n < 6_000; n++) {
            StringBuilder b = new StringBuilder(random.nextInt(3) == 0 ? "  " : "");
            for (int l = 1 + random.nextInt(n % 10 == 0 ? 80 : 14); l > 0; l--) {
                b.append(line(random, words)).append(BREAKS.get(random.nextInt(BREAKS.size())));
            }
            if (random.nextBoolean()) {
                b.append(line(random, words)); // a last line without a break
            }
            String text = b.toString();
            int from = random.nextInt(3) == 0 ? random.nextInt(text.length() + 1) : 0;
            int to = random.nextInt(3) == 0 ? from + random.nextInt(text.length() - from + 1) : text.length();
            int skip = random.nextInt(5);
            IntPredicate counts = p -> p % 5 != skip;
            List<String> differ = differences(text, from, to, counts);
            assertEquals(List.of(), differ, () -> "from " + from + " to " + to + " of " + text);
            Nfkc review = Nfkc.of(text);
            int e = Math.min(to, review.text().length());
            int f = Math.min(from, e);
            sections += SuggestionSections.findLineByLine(review).isEmpty() ? 0 : 1;
            problems += SuggestionSections.problemListedLineByLine(review, f, e, counts) >= 0 ? 1 : 0;
            resolved += SuggestionSections.resolvedLists(review, null, f, e).length > 0 ? 1 : 0;
        }
        // Each reading finds something in many reviews and nothing in many: agreement is not agreement on nothing.
        assertTrue(sections > 300 && sections < 5_700, sections + " reviews with suggestion sections");
        assertTrue(problems > 300 && problems < 5_700, problems + " reviews listing a problem");
        // (The floor follows the word pool: every language's grave problems in everyday words made it larger, and a
        // word of resolving a smaller share of it; the verbs of passing and their negations, smaller still, and the verbs
        // of failing, breaking and crashing and a check's name in red, smaller again; merge conflicts, checks gone round
        // and a part said to pass, smaller again.)
        assertTrue(resolved > 80 && resolved < 5_700, resolved + " reviews with resolved lists");
    }

    /** Fences opening and closing, on their own lines and inside lines, inline code, quoted and indented lines. */
    private static final List<String> FENCED = List.of("```", "```", "```java", "```markdown", "~~~", "````", "  ```",
            "text ```inline``` more", "`code` and `more`", "> quoted 判定: PASS", "    indented", "```\n判定: FAIL\n```",
            "Example:", "For example:", "<!-- 判定: FAIL -->");

    /**
     * The quotes' walk notes every line feed, those inside a fence and those it walks past after one too, and the heading
     * lines read from them are those read by searching for each line: generated reviews of headings, lists and prose
     * mixed with fences open and closed, inline code, quoted lines and examples, every line break.
     */
    @Test
    void fencedReviews_noteEveryLineFeedAndReadTheSameHeadings() {
        List<String> words = headingWords();
        Random random = new Random(5050L);
        int fenced = 0;
        for (int n = 0; n < 4_000; n++) {
            StringBuilder b = new StringBuilder(random.nextInt(3) == 0 ? "```\n" : "");
            for (int l = 1 + random.nextInt(n % 10 == 0 ? 60 : 12); l > 0; l--) {
                b.append(random.nextInt(3) == 0 ? FENCED.get(random.nextInt(FENCED.size())) : line(random, words))
                        .append(BREAKS.get(random.nextInt(BREAKS.size())));
            }
            if (random.nextBoolean()) {
                b.append(line(random, words));
            }
            String text = b.toString();
            assertEquals(List.of(), differences(text, 0, text.length(), p -> true), () -> text);
            fenced += dev.outputguard.text.CodeFences.find(Nfkc.of(text).text()).stream().anyMatch(f -> !f.inline()) ? 1 : 0;
        }
        assertTrue(fenced > 1_000 && fenced < 3_900, fenced + " of 4000 reviews hold a fence: both walks are tested");
    }

    @Test
    void aLineCutByTheEnd_isReadCut() {
        // The whole line is too long to be a heading; cut right after its first word, it is one, and the rest of the line
        // is the first item of its list: a reading up to there reads it so, whether it walks every line or not.
        String text = "Intro\nFixed - crash in the parser " + "y".repeat(40) + "\n判定: PASS\n";
        Nfkc review = Nfkc.of(text);
        int to = text.indexOf("Fixed") + "Fixed ".length();
        int[] everyLine = SuggestionSections.resolvedLists(review, null, 0, to);
        assertTrue(everyLine.length > 0, "the cut line reads as a heading with its list");
        assertArrayEquals(everyLine, SuggestionSections.resolvedLists(review, SuggestionSections.Headings.of(review), 0, to));
    }

    @Test
    void vectorsAndTheFailClosedTable_answerAsEveryLineRead() throws IOException {
        List<String> texts = new ArrayList<>();
        try (InputStream in = HeadingLinesTest.class.getResourceAsStream("/acceptance/review-decision.json")) {
            for (JsonNode c : MAPPER.readTree(in).get("cases")) {
                c.get("request").properties().forEach(e -> {
                    if (e.getValue().isTextual()) {
                        texts.add(e.getValue().textValue());
                    }
                });
            }
        }
        try (InputStream in = HeadingLinesTest.class.getResourceAsStream("/review/fail-closed.json")) {
            JsonNode table = MAPPER.readTree(in);
            for (String list : List.of("whole", "stillPass")) {
                for (JsonNode c : table.get(list)) {
                    texts.add(c.get("reviewText").textValue());
                }
            }
        }
        assertTrue(texts.size() > 50, texts.size() + " texts");
        for (String text : texts) {
            for (int from : new int[] {0, text.length() / 3}) {
                assertArrayEquals(new String[0], differences(text, from, text.length(), p -> true).toArray(new String[0]),
                        () -> "from " + from + " of " + text);
            }
        }
    }
}

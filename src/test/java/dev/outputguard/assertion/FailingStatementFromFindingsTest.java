package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.text.Nfkc;

/**
 * A review's failing verdict stated ({@link Assertion#failingStatement(Nfkc, int, int)}) is read from the places its
 * findings' one pass found ({@link Assertion.Findings#failingStatement}), not from the runs after every line break and
 * colon: both readings answer the same place, or both none, for the review vectors, every review of the fail-closed
 * table (each marker and value with each negation, the whole reviews and replies, the reviews that keep their pass),
 * and texts generated from the lexicon's words of every category and language and from terms written over the start of
 * a failing verdict, with line breaks of every kind, colons of both widths, bullets, emphasis and marks between them,
 * read from the start or from any place.
 */
class FailingStatementFromFindingsTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Lexicon LEX = Lexicon.get();

    private static final String[] GLUE = {"", "", "", " ", "  ", "\u3000", ":", "：", ": ", "\n", "\n", "\r\n", "\r", "**",
            "- ", "❌ ", "。", "、", "の", "は", "x", "é", "\n\n", " **", "|", "\u2028", "\u2029", "\u0085", "“", "「", "【",
            "# ", "> ", "+ ", "• ", "・", "✅ ", "`", "\"", "_", "\uFE0F", "👎 ", "] ", "; ", "\n- ", ":\n", "\n**"};

    /** The two readings of {@code text} from {@code from}: the findings' places, then every run after a break or colon. */
    private static int[] both(String text, int from) {
        Nfkc nfkc = Nfkc.of(text);
        String normal = nfkc.text();
        int f = Math.min(from, normal.length());
        return new int[] {Assertion.findings(normal, f).failingStatement(nfkc),
                Assertion.failingStatement(nfkc, f, normal.length())};
    }

    private static JsonNode resource(String path) throws IOException {
        try (InputStream in = FailingStatementFromFindingsTest.class.getResourceAsStream(path)) {
            return MAPPER.readTree(in);
        }
    }

    /** Every review text and reply the vectors and the fail-closed table hold. */
    static List<String> tableTexts() throws IOException {
        List<String> texts = new ArrayList<>();
        for (JsonNode c : resource("/acceptance/review-decision.json").get("cases")) {
            c.get("request").properties().forEach(e -> {
                if (e.getValue().isTextual()) {
                    texts.add(e.getValue().textValue());
                }
            });
        }
        JsonNode table = resource("/review/fail-closed.json");
        for (JsonNode marker : table.get("markers")) {
            for (JsonNode value : table.get("values")) {
                for (JsonNode negation : table.get("negations")) {
                    texts.add("## レビュー\n- 指摘: 見出し\n" + marker.textValue() + value.textValue() + negation.textValue() + "\n");
                }
            }
            for (JsonNode value : table.get("zeroWidth")) {
                texts.add(marker.textValue() + value.textValue());
            }
        }
        for (String list : List.of("whole", "stillPass")) {
            for (JsonNode c : table.get(list)) {
                for (String key : List.of("reviewText", "reply")) {
                    if (c.hasNonNull(key)) {
                        texts.add(c.get(key).textValue());
                    }
                }
            }
        }
        return texts;
    }

    @Test
    void vectorsAndTheFailClosedTable_answerAsTheRunsRead() throws IOException {
        List<String> texts = tableTexts();
        assertTrue(texts.size() > 1_000, texts.size() + " texts");
        Random random = new Random(3808L);
        int found = 0;
        for (String text : texts) {
            for (int from : new int[] {0, random.nextInt(text.length() + 1)}) {
                int[] got = both(text, from);
                assertEquals(got[1], got[0], () -> "from " + from + " of " + text);
                found += got[1] >= 0 ? 1 : 0;
            }
        }
        assertTrue(found > 100, found + " readings find a failing verdict: the table tests both answers");
    }

    @Test
    void generatedTexts_answerAsTheRunsRead() {
        List<String> words = FindingsOnePassTest.words();
        List<String> failing = LEX.words(Category.NEGATIVE_VERDICT);
        // A term whose end is the start of a failing verdict, written once over both (合否 and 否決 as 合否決): read as
        // terms from its line's start, the verdict is inside the first term and counts for nothing.
        List<String> overlaps = FailingStatementReadingTest.overlappingTerms();
        Random random = new Random(20261130L);
        int found = 0;
        int none = 0;
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            int parts = 1 + random.nextInt(n % 10 == 0 ? 120 : 14);
            for (int i = 0; i < parts; i++) {
                b.append(GLUE[random.nextInt(GLUE.length)]);
                int kind = random.nextInt(6);
                String w = kind == 0 ? failing.get(random.nextInt(failing.size()))
                        : kind == 1 ? overlaps.get(random.nextInt(overlaps.size())) : words.get(random.nextInt(words.size()));
                b.append(random.nextBoolean() ? w : w.toUpperCase(Locale.ROOT));
            }
            b.append(GLUE[random.nextInt(GLUE.length)]);
            String text = b.toString();
            int from = random.nextInt(3) == 0 ? random.nextInt(text.length() + 1) : 0;
            int[] got = both(text, from);
            assertEquals(got[1], got[0], () -> "from " + from + " of " + text);
            if (got[1] >= 0) {
                found++;
            } else {
                none++;
            }
        }
        assertTrue(found > 2_000 && none > 2_000, found + " found, " + none + " not: the texts test both answers");
    }

    @Test
    void findingsOfAnotherText_areRefused() {
        Nfkc nfkc = Nfkc.of("最終判定: FAIL");
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Assertion.findings(new String("最終判定: FAIL"), 0).failingStatement(nfkc));
    }
}

package dev.outputguard.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The line breaks a review's readers share ({@link LineBreaks}) answer what each reader's own search for the next
 * {@code \n} answered: for the review vectors, the fail-closed table's reviews and generated texts, in their NFKC
 * form, every walk down the text with a cursor finds the place {@code indexOf} finds, from every place and from
 * places skipped ahead, as the readers ask (a fence's end, a list's end).
 */
class LineBreaksTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String[] PARTS = {"\n", "\r\n", "\r", "\u2028", "\n\n", "最終判定: PASS", "Final Decision: FAIL",
        "```\ncode\n```", "> quoted", "Example:", "## Suggestions", "- item", "<!-- c -->", "ｘ", "x", " ", ":", "：",
        "…", "ＰＡＳＳ"};

    @Test
    void cursor_everyReviewAndGeneratedText_findsTheBreakIndexOfFinds() throws Exception {
        List<String> texts = new ArrayList<>(texts());
        Random random = new Random(3838L);
        for (int n = 0; n < 3_000; n++) {
            StringBuilder b = new StringBuilder();
            for (int i = random.nextInt(16); i >= 0; i--) {
                b.append(PARTS[random.nextInt(PARTS.length)]);
            }
            texts.add(b.toString());
        }
        int walks = 0;
        for (String original : texts) {
            String text = Nfkc.of(original).text();
            LineBreaks breaks = Nfkc.of(original).lineBreaks();
            assertEquals(text.chars().filter(c -> c == '\n').count(), breaks.count(), () -> "breaks of " + text);
            // Every place in order, then walks that skip ahead by random steps.
            LineBreaks.Cursor every = breaks.cursor();
            for (int from = 0; from <= text.length() + 1; from++) {
                int f = from;
                assertEquals(text.indexOf('\n', f), every.next(f), () -> "from " + f + " in " + text);
            }
            for (int k = 0; k < 4; k++) {
                LineBreaks.Cursor skipping = breaks.cursor();
                for (int from = random.nextInt(3); from <= text.length() + 1; from += 1 + random.nextInt(12)) {
                    int f = from;
                    assertEquals(text.indexOf('\n', f), skipping.next(f), () -> "from " + f + " in " + text);
                    walks++;
                }
            }
            for (int i = 0; i < breaks.count(); i++) {
                assertEquals(i, breaks.indexFrom(breaks.get(i)));
            }
        }
        assertEquals(true, walks > 10_000, walks + " steps");
    }

    @Test
    void cursor_askedBackwards_isRefused() {
        LineBreaks.Cursor cursor = LineBreaks.of("a\nb\nc").cursor();
        cursor.next(3);
        assertThrows(AssertionError.class, () -> cursor.next(1));
    }

    /** The review vectors' texts and replies, and the fail-closed table's reviews. */
    private static List<String> texts() throws Exception {
        List<String> out = new ArrayList<>();
        for (JsonNode c : read("/acceptance/review-decision.json").get("cases")) {
            JsonNode request = c.get("request");
            for (String field : new String[] {"reviewText", "reply"}) {
                if (request.hasNonNull(field)) {
                    out.add(request.get(field).asText());
                }
            }
        }
        JsonNode table = read("/review/fail-closed.json");
        for (JsonNode marker : table.get("markers")) {
            for (JsonNode value : table.get("values")) {
                for (JsonNode negation : table.get("negations")) {
                    out.add("## Review\n" + marker.asText() + value.asText() + negation.asText() + "\n\nSuggestions:\n- x\n");
                }
            }
        }
        for (String list : new String[] {"whole", "stillPass"}) {
            for (JsonNode c : table.get(list)) {
                out.add(c.get("reviewText").asText());
            }
        }
        return out;
    }

    private static JsonNode read(String resource) throws Exception {
        try (InputStream in = LineBreaksTest.class.getResourceAsStream(resource)) {
            return MAPPER.readTree(in);
        }
    }
}

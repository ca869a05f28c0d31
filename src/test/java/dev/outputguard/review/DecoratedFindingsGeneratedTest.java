package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.InProcessFunctions;

/**
 * Markup that keeps what a sentence states keeps review-decision's verdict on it: every one-line review of the
 * findings-above-a-pass corpora (both families, eleven languages), above its language's passing marker, is answered as
 * it is when written in emphasis (in stars or underscores), as a list's item under a heading, as a numbered item, as
 * a table's cell beside a short label or alone, with Windows line ends or trailing blanks, wrapped at 60 columns, in a
 * blockquote of the reviewer's own (bare, a callout, under a label), and in Chinese and Japanese wrapped at 20
 * characters. A problem the plain sentence fails on must fail in
 * every dress ({@code **Users can see each other's orders.**}, {@code | Backend | Users can see each other's orders. |},
 * {@code > [!WARNING]} over it and a finding wrapped in halves passed), and a plain review keeps its pass, but for the
 * dresses of {@link #PLAIN_LOST_ALLOWED}. A blockquote whose leading line names it as another's words is no finding.
 */
class DecoratedFindingsGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final List<String> CORPORA = List.of("/review/findings-above-a-pass.json",
            "/review/findings-above-a-pass-2.json", "/review/findings-above-a-pass-3.json");

    /** The dresses a sentence of findings is written in, none changing what it states. */
    private static final Map<String, UnaryOperator<String>> DRESSES = new LinkedHashMap<>();

    static {
        DRESSES.put("bold", s -> "**" + s + "**");
        DRESSES.put("italic", s -> "*" + s + "*");
        DRESSES.put("item under a heading", s -> "## Notes\n\n- " + s);
        DRESSES.put("numbered item", s -> "1. " + s);
        DRESSES.put("table cell", s -> "| Area | Notes |\n|---|---|\n| Backend | " + s + " |");
        DRESSES.put("table of one column", s -> "| Notes |\n|---|\n| " + s + " |");
        DRESSES.put("windows line ends", s -> s + "\r\n");
        DRESSES.put("trailing blanks", s -> s + "   ");
        DRESSES.put("wrapped at 60 columns", DecoratedFindingsGeneratedTest::wrapped);
        DRESSES.put("bold in underscores", s -> "__" + s + "__");
        DRESSES.put("italic in underscores", s -> "_" + s + "_");
        DRESSES.put("blockquote", s -> "> " + s);
        DRESSES.put("callout", s -> "> [!WARNING]\n> " + s);
        DRESSES.put("blockquote under a label", s -> "> **Note:** " + s);
        DRESSES.put("wrapped at 20 characters", DecoratedFindingsGeneratedTest::wrappedUnspaced);
    }

    /** The dresses written in some languages only: a terminal wraps Chinese and Japanese at any character. */
    private static final Map<String, List<String>> DRESS_LANGUAGES = Map.of("wrapped at 20 characters",
            List.of("ja", "zh"));

    /** {@code s} broken after every 20 characters, as a terminal wraps a script written without spaces. */
    private static String wrappedUnspaced(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i += 20) {
            out.append(i > 0 ? "\n" : "").append(s, i, Math.min(s.length(), i + 20));
        }
        return out.toString();
    }

    /**
     * A line leading into a blockquote that names its words as another's, in each language the corpora are written in:
     * a quotation is no finding of the reviewer's ({@link #aQuotationLedAsAnothersWords_statesNoFinding}).
     */
    private static final Map<String, String> SOURCED_LEADS = Map.ofEntries(Map.entry("en", "The ticket says:"),
            Map.entry("de", "Laut Ticket:"), Map.entry("fr", "Le ticket indique :"), Map.entry("es", "Según el ticket:"),
            Map.entry("it", "Secondo il ticket:"), Map.entry("pt", "Segundo o ticket:"),
            Map.entry("nl", "Volgens het ticket:"), Map.entry("tr", "Bilete göre:"), Map.entry("ja", "チケットによると："),
            Map.entry("zh", "工单写道："), Map.entry("ko", "티켓에 따르면:"));

    /** {@code s} broken before the word that would take a line past 60 characters, as a terminal or mail client wraps. */
    private static String wrapped(String s) {
        StringBuilder out = new StringBuilder();
        int line = 0;
        for (String word : s.split(" ")) {
            if (line > 0 && line + 1 + word.length() > 60) {
                out.append('\n');
                line = 0;
            } else if (line > 0) {
                out.append(' ');
                line++;
            }
            out.append(word);
            line += word.length();
        }
        return out.toString();
    }

    private static JsonNode corpus(String name) throws IOException {
        try (InputStream in = DecoratedFindingsGeneratedTest.class.getResourceAsStream(name)) {
            return MAPPER.readTree(in);
        }
    }

    /**
     * The dresses whose plain reviews may read otherwise: a table's row is read as a label and its value as well
     * ({@code | Backend | Expired tokens are refused with a 401 … |} is {@code Backend: … refused}), which fails some
     * passes the sentence alone keeps; a wrapped review that fails as written is read once (a FAIL as written stands),
     * though its sentences read whole would pass (in Chinese and Japanese too, a word broken in two). The most plain
     * passes each may lose, measured: a change may lower it, never raise it.
     */
    private static final Map<String, Integer> PLAIN_LOST_ALLOWED = Map.of("table cell", 12, "table of one column", 11,
            "wrapped at 60 columns", 27, "wrapped at 20 characters", 10);

    @Test
    void aDressThatKeepsWhatASentenceStates_keepsItsVerdict() throws IOException {
        Map<String, int[]> byDress = new TreeMap<>(); // dress: variants, failing plain, failures lost, passes lost
        List<String> lost = new ArrayList<>();
        int variants = 0;
        for (String name : CORPORA) {
            JsonNode corpus = corpus(name);
            for (String family : List.of("problem", "plain")) {
                for (Iterator<Map.Entry<String, JsonNode>> it = corpus.get(family).fields(); it.hasNext();) {
                    Map.Entry<String, JsonNode> language = it.next();
                    String marker = "\n\n" + corpus.get("markers").get(language.getKey()).asText().replace("{v}", "PASS");
                    for (JsonNode text : language.getValue()) {
                        String review = text.asText();
                        if (review.contains("\n")) {
                            continue; // one line: a dress of a line
                        }
                        String plain = FUNCTIONS.reviewResult(review + marker);
                        for (var dress : DRESSES.entrySet()) {
                            List<String> only = DRESS_LANGUAGES.get(dress.getKey());
                            if (only != null && !only.contains(language.getKey())) {
                                continue;
                            }
                            String dressed = dress.getValue().apply(review) + marker;
                            String answer = FUNCTIONS.reviewResult(dressed);
                            int[] c = byDress.computeIfAbsent(dress.getKey(), k -> new int[4]);
                            c[0]++;
                            variants++;
                            boolean failing = plain.equals("FAIL");
                            c[1] += failing ? 1 : 0;
                            // A failure lost is a false PASS where the review states a problem; a pass lost, recall.
                            boolean failureLost = failing && family.equals("problem") && !answer.equals("FAIL");
                            boolean passLost = plain.equals("PASS") && family.equals("plain") && !answer.equals("PASS");
                            c[2] += failureLost ? 1 : 0;
                            c[3] += passLost ? 1 : 0;
                            if ((failureLost || passLost && !PLAIN_LOST_ALLOWED.containsKey(dress.getKey()))
                                    && lost.size() < 40) {
                                lost.add(dress.getKey() + " " + family + " " + language.getKey() + " [" + plain + " -> "
                                        + answer + "]: " + dressed.replace("\n", "\\n"));
                            }
                        }
                    }
                }
            }
        }
        StringBuilder report = new StringBuilder("decorated findings: " + variants + " variants");
        byDress.forEach((d, c) -> report.append("; ").append(d).append(' ').append(c[0]).append(" (").append(c[1])
                .append(" failing plain): failures lost ").append(c[2]).append(", plain passes lost ").append(c[3]));
        System.out.println(report);
        assertTrue(variants >= 10_000, report.toString());
        assertEquals(List.of(), lost, report.toString());
        PLAIN_LOST_ALLOWED.forEach((d, allowed) -> assertTrue(byDress.get(d)[3] <= allowed, report.toString()));
    }

    @Test
    void aQuotationLedAsAnothersWords_statesNoFinding() throws IOException {
        int variants = 0;
        List<String> lost = new ArrayList<>();
        for (String name : CORPORA) {
            JsonNode corpus = corpus(name);
            for (Iterator<Map.Entry<String, JsonNode>> it = corpus.get("problem").fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> language = it.next();
                String marker = "\n\n" + corpus.get("markers").get(language.getKey()).asText().replace("{v}", "PASS");
                String lead = SOURCED_LEADS.get(language.getKey());
                for (JsonNode text : language.getValue()) {
                    String review = text.asText();
                    if (review.contains("\n") || !FUNCTIONS.reviewResult(review + marker).equals("FAIL")) {
                        continue;
                    }
                    // The same finding, quoted as the ticket's words: the quotation states none of the reviewer's.
                    String quoted = lead + "\n> " + review + marker;
                    variants++;
                    if (!FUNCTIONS.reviewResult(quoted).equals("PASS") && lost.size() < 40) {
                        lost.add(language.getKey() + ": " + quoted.replace("\n", "\\n"));
                    }
                }
            }
        }
        System.out.println("quotations led as another's words: " + variants + " variants, passes lost " + lost.size());
        assertTrue(variants >= 300, "variants " + variants);
        assertEquals(List.of(), lost);
    }
}

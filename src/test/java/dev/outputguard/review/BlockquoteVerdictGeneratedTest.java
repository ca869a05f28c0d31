package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.extract.JsonExtractor;

/**
 * A blockquote is a quotation (of the prompt, an earlier review, another reviewer): a verdict standing only there is
 * not the reviewer's own, so review-decision passes nothing on it (FAIL), however it is quoted ({@code >},
 * {@code > >}, {@code >} without a blank, indented, emphasis inside) and whatever leads it (nothing,
 * {@code The previous reviewer said:}, {@code 前回のレビュー：}, {@code Der vorherige Reviewer schrieb:}). A quoted FAIL
 * beside a stated pass still counts, as every FAIL does (FAIL). The plain counterparts: the same marker stated
 * outside the quote passes, and beside a quoted pass standing bare (no line leading the quote) it still passes, the
 * quoted one read past, before or after it. Under a lead of words the quoted pass is read as the code reads any pass
 * so introduced (a lead giving it as another's word takes it back, and a pass taken back fails wherever it stands):
 * those are counted, not held. Generated over the markers of the fail-closed table that fit on one line.
 */
class BlockquoteVerdictGeneratedTest {

    private static final ReviewDecider DECIDER = new ReviewDecider(new JsonExtractor());
    private static final List<String> QUOTES = List.of("> {m}{v}", "> > {m}{v}", ">{m}{v}", "> **{m}{v}**", "> {m}**{v}**",
            "   > {m}{v}", "> *{m}{v}*");
    private static final List<String> LEADS = List.of("", "The previous reviewer said:\n", "As the prompt asks, reply with:\n",
            "前回のレビュー：\n", "Der vorherige Reviewer schrieb:\n", "Le prompt demande :\n", "Quoting the earlier review:\n\n");
    private static final List<String> PASSES = List.of("PASS", "PASS_WITH_SUGGESTIONS");

    private static List<String> markers() throws IOException {
        try (InputStream in = BlockquoteVerdictGeneratedTest.class.getResourceAsStream("/review/fail-closed.json")) {
            List<String> markers = new ArrayList<>();
            for (JsonNode m : new ObjectMapper().readTree(in).get("markers")) {
                if (!m.asText().contains("\n") && !m.asText().startsWith("|")) {
                    markers.add(m.asText());
                }
            }
            return markers;
        }
    }

    /** The marker and value in the quote; emphasis around both only for a marker that holds none of its own. */
    private static String quoted(String quote, String marker, String value) {
        String q = quote.contains("*{m}") && marker.contains("*") ? "> {m}{v}" : quote;
        return q.replace("{m}", marker).replace("{v}", value);
    }

    @Test
    void aPassOnlyInABlockquote_isNoVerdict_whileOneStatedBesideItDecides() throws IOException {
        List<String> wrong = new ArrayList<>();
        int n = 0;
        int led = 0;
        int ledPassed = 0;
        for (String marker : markers()) {
            for (String quote : QUOTES) {
                for (String lead : LEADS) {
                    for (String pass : PASSES) {
                        String q = lead + quoted(quote, marker, pass);
                        String own = marker + pass;
                        String quotedFail = lead + quoted(quote, marker, "FAIL");
                        n += 3;
                        check(wrong, q, Verdict.FAIL);
                        check(wrong, quotedFail + "\n\nThe rollback step is covered.\n\n" + own, Verdict.FAIL);
                        check(wrong, "The rollback step is covered.\n\n" + own, Verdict.valueOf(pass));
                        List<String> beside = List.of(q + "\n\nThe rollback step is covered.\n\n" + own, own + "\n\n" + q);
                        for (String review : beside) {
                            n++;
                            if (lead.isEmpty()) {
                                check(wrong, review, Verdict.valueOf(pass));
                            } else {
                                led++;
                                ledPassed += DECIDER.decide(review, null).result() == Verdict.valueOf(pass) ? 1 : 0;
                            }
                        }
                    }
                }
            }
        }
        System.out.println("blockquote verdicts: " + n + " reviews, " + wrong.size() + " read otherwise; a stated pass"
                + " beside a quoted one under a lead of words: " + ledPassed + " of " + led + " passed");
        assertTrue(n > 1000, n + " reviews");
        assertEquals(List.of(), wrong.subList(0, Math.min(wrong.size(), 60)), wrong.size() + " read otherwise");
    }

    private static void check(List<String> wrong, String review, Verdict expected) {
        Verdict got = DECIDER.decide(review, null).result();
        if (got != expected) {
            wrong.add(expected + " expected, " + got + ": " + review.replace("\n", "\\n"));
        }
    }
}

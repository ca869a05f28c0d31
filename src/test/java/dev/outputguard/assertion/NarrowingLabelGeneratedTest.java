package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.InProcessFunctions;

/**
 * A label whose words narrow what the value is of ({@code Staging status: ok}, {@code Status in the test env: ok},
 * {@code Status (local only): ok}, {@code ステージングのステータス: ok}) says the value holds for a part only: extract-json
 * with {@code coerce} reading a scalar root from prose never answers it, and review-decision never passes a marker so
 * narrowed ({@code Final Decision in staging: PASS}). Beside each, its plain counterpart: the labels that name the
 * whole answer ({@code Status:}, {@code Overall status:}, {@code Final status:}, {@code The status is:},
 * {@code ステータス：}, {@code Statut :}) keep it, every one. Generated over every language the lexicon reads
 * (src/test/resources/assertion/labels.json), each label written bare, in emphasis, emphasis around the colon, on a
 * bullet, under a heading mark, with a full-width colon and a spaced colon, before an enum's word that passes, one
 * that fails, and a number.
 */
class NarrowingLabelGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.subList(1, Lexicon.LANGUAGES.size());
    private static final String ENUM = "{\"type\": \"string\", \"enum\": [\"ok\", \"failed\"]}";
    private static final String INTEGER = "{\"type\": \"integer\"}";
    /** The ways a label is written before its value: {L} the label, {v} the value. */
    private static final List<String> DECORATIONS = List.of("{L}: {v}", "**{L}**: {v}", "**{L}:** {v}", "- {L}: {v}",
            "### {L}: {v}", "{L}：{v}", "{L} : {v}", "Here is what I found.\n\n{L}: **{v}**");
    /** The review markers a narrowing is written around, and the pass after them. */
    private static final List<String> MARKERS = List.of("Final Decision", "最終判定");

    private record Case(String language, String reply, String schema, JsonNode value) {
    }

    private static JsonNode read() throws IOException {
        try (InputStream in = NarrowingLabelGeneratedTest.class.getResourceAsStream("/assertion/labels.json")) {
            return MAPPER.readTree(in).get("languages");
        }
    }

    /** The label a template writes for a name: the name in lower case inside a phrase or glued to a word before it. */
    private static String label(String language, String template, String name) {
        int at = template.indexOf("{n}");
        boolean inside = at > 0 && (Character.isLetter(template.charAt(at - 1)) || !language.equals("de"));
        return template.replace("{n}", inside ? name.toLowerCase(Locale.ROOT) : name);
    }

    private static List<Case> cases(JsonNode languages, String kind) {
        List<Case> cases = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = languages.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            for (JsonNode template : language.getValue().get(kind)) {
                for (JsonNode name : language.getValue().get("names")) {
                    String label = label(language.getKey(), template.asText(), name.asText());
                    for (String decoration : DECORATIONS) {
                        String reply = decoration.replace("{L}", label);
                        cases.add(new Case(language.getKey(), reply.replace("{v}", "ok"), ENUM, MAPPER.getNodeFactory().textNode("ok")));
                        cases.add(new Case(language.getKey(), reply.replace("{v}", "failed"), ENUM,
                                MAPPER.getNodeFactory().textNode("failed")));
                        cases.add(new Case(language.getKey(), reply.replace("{v}", "5"), INTEGER, MAPPER.getNodeFactory().numberNode(5)));
                    }
                }
            }
        }
        return cases;
    }

    private static String review(String text) {
        return FUNCTIONS.reviewResult(text);
    }

    @Test
    void aNarrowingLabel_inEveryLanguage_neverAnswersTheValue() throws IOException {
        JsonNode languages = read();
        Set<String> covered = new HashSet<>();
        List<String> wrong = new ArrayList<>();
        List<Case> cases = cases(languages, "narrowing");
        for (Case c : cases) {
            covered.add(c.language());
            JsonNode answer = FUNCTIONS.coerced(c.reply(), c.schema(), null);
            if (answer != null && answer.equals(c.value())) {
                wrong.add(c.language() + ": " + c.reply().replace("\n", "\\n"));
            }
        }
        int reviews = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = languages.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            for (JsonNode template : language.getValue().get("narrowing")) {
                for (String marker : MARKERS) {
                    for (String decoration : DECORATIONS) {
                        String text = decoration.replace("{L}", template.asText().replace("{n}", marker)).replace("{v}", "PASS");
                        reviews++;
                        if (!review(text).equals("FAIL")) {
                            wrong.add("review " + language.getKey() + ": " + text.replace("\n", "\\n"));
                        }
                    }
                }
            }
        }
        System.out.println("narrowing labels: " + cases.size() + " extract-json variants, " + reviews + " reviews, "
                + wrong.size() + " answered");
        assertTrue(covered.containsAll(LANGUAGES), covered::toString);
        assertEquals(List.of(), wrong.subList(0, Math.min(wrong.size(), 60)), wrong.size() + " answered");
    }

    @Test
    void aLabelNamingTheWholeAnswer_inEveryLanguage_keepsTheValue() throws IOException {
        JsonNode languages = read();
        Set<String> covered = new HashSet<>();
        List<String> refused = new ArrayList<>();
        List<Case> cases = cases(languages, "plain");
        for (Case c : cases) {
            covered.add(c.language());
            JsonNode answer = FUNCTIONS.coerced(c.reply(), c.schema(), null);
            if (answer == null || !answer.equals(c.value())) {
                refused.add(c.language() + ": " + c.reply().replace("\n", "\\n"));
            }
        }
        for (String marker : MARKERS) {
            for (String decoration : DECORATIONS) {
                String text = decoration.replace("{L}", marker).replace("{v}", "PASS");
                if (!review(text).equals("PASS")) {
                    refused.add("review: " + text.replace("\n", "\\n"));
                }
            }
        }
        System.out.println("plain labels: " + cases.size() + " extract-json variants, " + refused.size() + " refused");
        assertTrue(covered.containsAll(LANGUAGES), covered::toString);
        assertEquals(List.of(), refused.subList(0, Math.min(refused.size(), 60)), refused.size() + " refused");
    }

    /**
     * A sentence stating the value of its subject ({@code The status is ok.}, {@code ステータスはokです。}): answered where
     * the subject names one thing by its name before a present stating word, never where it narrows, is past, negated,
     * hedged, questioned or framed ({@code The staging status is ok.}, {@code The status was ok.}, {@code 表向きはokです。}).
     * Each sentence with an enum's word that passes and one that fails.
     */
    @Test
    void aValueStatedOfItsSubject_inEveryLanguage_isReadOnlyWhereTheSubjectNamesTheWhole() throws IOException {
        JsonNode languages = read();
        Set<String> covered = new HashSet<>();
        List<String> refused = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        int n = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = languages.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            covered.add(language.getKey());
            for (String kind : List.of("plain", "taken")) {
                for (JsonNode sentence : language.getValue().get("stated").get(kind)) {
                    for (String value : List.of("ok", "failed")) {
                        String reply = sentence.asText().replace("{v}", value);
                        JsonNode answer = FUNCTIONS.coerced(reply, ENUM, null);
                        boolean read = answer != null && answer.asText().equals(value);
                        n++;
                        if (kind.equals("plain") && !read) {
                            refused.add(language.getKey() + ": " + reply);
                        } else if (kind.equals("taken") && read) {
                            wrong.add(language.getKey() + ": " + reply);
                        }
                    }
                }
            }
        }
        System.out.println("values stated of a subject: " + n + " sentences, " + refused.size() + " plain refused, "
                + wrong.size() + " taken answered");
        assertTrue(covered.containsAll(LANGUAGES), covered::toString);
        assertEquals(List.of(), wrong, wrong.size() + " answered");
        assertEquals(List.of(), refused, refused.size() + " refused");
    }
}

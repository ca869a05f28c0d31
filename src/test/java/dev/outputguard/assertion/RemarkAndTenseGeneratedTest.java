package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A remark after a separator on an enum or boolean value that does not pass, and on a scalar root read from prose, is
 * read fail-closed: it keeps the value only in the words that keep one (docs/assertion.md, "What keeps a value"), so
 * a remark of ConText's families (irony, appearance, another referent, another time, hypothetical) and of words nobody
 * listed, and a failure of the reply's own work ({@code no (timed out)}), in every language, never leaves the value
 * answered; and a value read from prose whose clause states it in
 * another time than now (a past or a future of the stating words, a label's word for a time gone by) is refused.
 * The remarks and sentences are written apart from the lexicon, in
 * {@code src/test/resources/assertion/remarks-and-tenses.json}; the remarks and present sentences that keep a value
 * are answered.
 */
class RemarkAndTenseGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final List<String> SEPARATORS = List.of(" - ", " — ", " – ", ": ", ", ", "; ", " → ", " (");
    private static final List<String> REQUIRED_LANGUAGES = List.of("en", "ja", "zh", "ko", "de", "fr", "es");
    private static final JsonNode SENTIMENT = parsed("{\"type\":\"object\",\"properties\":{\"sentiment\":"
            + "{\"enum\":[\"positive\",\"negative\",\"neutral\"]}}}");
    private static final JsonNode VERDICT = parsed("{\"type\":\"object\",\"properties\":{\"verdict\":"
            + "{\"enum\":[\"pass\",\"fail\"]}}}");
    private static final JsonNode ELIGIBLE = parsed("{\"type\":\"object\",\"properties\":{\"eligible\":{\"type\":\"boolean\"}}}");
    private static final JsonNode SENTIMENT_ROOT = parsed("{\"enum\":[\"positive\",\"negative\",\"neutral\"]}");
    private static final JsonNode NUMBER_ROOT = parsed("{\"type\":\"number\"}");
    private static final JsonNode TRANSLATION = parsed("{\"type\":\"object\",\"required\":[\"translation\",\"formal\"],"
            + "\"properties\":{\"translation\":{\"type\":\"string\"},\"formal\":{\"type\":\"boolean\"},"
            + "\"tone\":{\"enum\":[\"polite\",\"casual\"]}}}");

    private static JsonNode data;

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = RemarkAndTenseGeneratedTest.class.getResourceAsStream("/assertion/remarks-and-tenses.json")) {
            data = MAPPER.readTree(in);
        }
    }

    private static JsonNode parsed(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A place a remark stands after a value: the reply written with it, and whether the answer is the value. */
    private record Shape(String name, Function<String, String> reply, Function<String, Boolean> answered) {
    }

    private static String json(String member, String value) {
        ObjectNode o = MAPPER.createObjectNode().put(member, value);
        return o.toString();
    }

    private static boolean coercedTo(String reply, JsonNode schema, String pointer, JsonNode value) {
        JsonNode answer = FUNCTIONS.coerced(reply, schema, "strict");
        JsonNode at = answer == null ? null : pointer.isEmpty() ? answer : answer.at(pointer);
        return at != null && (value.isNumber() ? at.isNumber() && at.decimalValue().compareTo(value.decimalValue()) == 0
                : at.equals(value));
    }

    private static boolean validatedTo(String reply, String tone) {
        ObjectNode request = MAPPER.createObjectNode().put("text", reply).put("coerce", true);
        request.set("schema", TRANSLATION);
        try {
            JsonNode answer = MAPPER.readTree(FUNCTIONS.call("validate-response", MAPPER.writeValueAsBytes(request)));
            return answer.path("valid").asBoolean() && answer.path("json").path("tone").asText().equals(tone);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The value written with {@code sep} and {@code remark} after it, in every place that reads such a value. */
    private static List<Shape> shapes(String sep) {
        String close = sep.equals(" (") ? ")" : "";
        return List.of(
                new Shape("enum in a JSON string", r -> json("sentiment", "negative" + sep + r + close),
                        reply -> coercedTo(reply, SENTIMENT, "/sentiment", MAPPER.getNodeFactory().textNode("negative"))),
                new Shape("failing enum in a JSON string", r -> json("verdict", "fail" + sep + r + close),
                        reply -> coercedTo(reply, VERDICT, "/verdict", MAPPER.getNodeFactory().textNode("fail"))),
                new Shape("boolean no in a JSON string", r -> json("eligible", "no" + sep + r + close),
                        reply -> coercedTo(reply, ELIGIBLE, "/eligible", MAPPER.getNodeFactory().booleanNode(false))),
                new Shape("enum root after a label in prose", r -> "Sentiment: negative" + sep + r + close,
                        reply -> coercedTo(reply, SENTIMENT_ROOT, "", MAPPER.getNodeFactory().textNode("negative"))),
                new Shape("enum root emphasised in prose", r -> "**Negative**" + sep + r + close,
                        reply -> coercedTo(reply, SENTIMENT_ROOT, "", MAPPER.getNodeFactory().textNode("negative"))),
                new Shape("validate-response enum", r -> "{\"translation\": \"Hallo\", \"formal\": true, \"tone\": "
                        + MAPPER.getNodeFactory().textNode("casual" + sep + r + close) + "}",
                        reply -> validatedTo(reply, "casual")));
    }

    @Test
    void aRemarkOfConTextsFamiliesOrOfWordsNobodyListed_afterAValueThatDoesNotPass_neverLeavesItAnswered() {
        Map<String, int[]> byFamily = new TreeMap<>();
        Map<String, int[]> byShape = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        JsonNode remarks = data.get("remarks");
        for (String language : REQUIRED_LANGUAGES) {
            assertTrue(remarks.has(language), "remarks in " + language);
        }
        for (Iterator<String> languages = remarks.fieldNames(); languages.hasNext();) {
            String language = languages.next();
            for (Iterator<Map.Entry<String, JsonNode>> families = remarks.get(language).fields(); families.hasNext();) {
                Map.Entry<String, JsonNode> family = families.next();
                for (JsonNode remark : family.getValue()) {
                    for (String sep : SEPARATORS) {
                        for (Shape shape : shapes(sep)) {
                            String reply = shape.reply().apply(remark.asText());
                            boolean answered = shape.answered().apply(reply);
                            count(byFamily, family.getKey(), answered);
                            count(byShape, shape.name(), answered);
                            if (answered) {
                                wrong.add(language + " / " + family.getKey() + " / " + shape.name() + ": " + reply);
                            }
                        }
                    }
                }
            }
        }
        print("remark after a value, by family", byFamily);
        print("remark after a value, by place", byShape);
        int variants = byFamily.values().stream().mapToInt(c -> c[0]).sum();
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants + " answered");
        assertTrue(variants >= 3_000, variants + " variants");
    }

    @Test
    void aWordOfIronyOrAppearance_inANoteOrABracketAfterAJsonAnswer_takesItBack() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        JsonNode notes = data.get("notes");
        for (String language : REQUIRED_LANGUAGES) {
            assertTrue(notes.has(language), "notes in " + language);
        }
        for (Iterator<String> languages = notes.fieldNames(); languages.hasNext();) {
            String language = languages.next();
            for (JsonNode word : notes.get(language)) {
                for (String reply : List.of("{\"sentiment\": \"negative\"}\n\nNote: " + word.asText() + ".",
                        "{\"sentiment\": \"negative\"} (" + word.asText() + ")")) {
                    variants++;
                    if (coercedTo(reply, SENTIMENT, "/sentiment", MAPPER.getNodeFactory().textNode("negative"))) {
                        wrong.add(language + ": " + reply);
                    }
                }
            }
        }
        System.out.println("irony and appearance in a note after the data: " + variants + " variants, " + wrong.size()
                + " answered");
        assertEquals(List.of(), wrong);
        assertTrue(variants >= 60, variants + " variants");
    }

    @Test
    void aRemarkMadeOfTheWordsThatKeepAValue_keepsIt() {
        List<String> refused = new ArrayList<>();
        int variants = 0;
        for (String sep : SEPARATORS) {
            for (Shape shape : shapes(sep)) {
                boolean fails = shape.name().startsWith("failing") || shape.name().startsWith("boolean");
                JsonNode keeping = data.get(fails ? "keepingAFail" : "keeping");
                for (Iterator<String> languages = keeping.fieldNames(); languages.hasNext();) {
                    String language = languages.next();
                    for (JsonNode remark : keeping.get(language)) {
                        String reply = shape.reply().apply(remark.asText());
                        variants++;
                        if (!shape.answered().apply(reply)) {
                            refused.add(language + " / " + shape.name() + ": " + reply);
                        }
                    }
                }
            }
        }
        System.out.println("remark after a value that keeps it: " + (variants - refused.size()) + " of " + variants + " kept");
        assertEquals(List.of(), refused);
        assertTrue(variants >= 100, variants + " variants");
    }

    @Test
    void aValueReadFromProse_statedInAnotherTimeThanNow_isRefused_inEveryLanguage_andThePresentKeepsIt() {
        Map<String, int[]> byLanguage = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        JsonNode tense = data.get("tense");
        for (String language : REQUIRED_LANGUAGES) {
            assertTrue(tense.has(language), "tenses in " + language);
        }
        for (Iterator<String> languages = tense.fieldNames(); languages.hasNext();) {
            String language = languages.next();
            for (String when : List.of("then", "now")) {
                for (JsonNode sentence : tense.get(language).get(when)) {
                    String s = sentence.asText();
                    List<String> values = s.contains("{v}") ? (when.equals("then") ? List.of("**negative**", "negative")
                            : List.of("**negative**")) : List.of("5", "**5**", "42.50");
                    for (String v : values) {
                        String reply = s.replace("{v}", v).replace("{n}", v);
                        boolean answered = s.contains("{v}")
                                ? coercedTo(reply, SENTIMENT_ROOT, "", MAPPER.getNodeFactory().textNode("negative"))
                                : coercedTo(reply, NUMBER_ROOT, "", MAPPER.getNodeFactory()
                                        .numberNode(new java.math.BigDecimal(v.replace("*", ""))));
                        if (when.equals("then")) {
                            count(byLanguage, language, answered);
                            if (answered) {
                                wrong.add(language + ": " + reply);
                            }
                        } else if (!answered) {
                            refused.add(language + ": " + reply);
                        }
                    }
                }
            }
        }
        print("a value stated in another time, by language", byLanguage);
        int variants = byLanguage.values().stream().mapToInt(c -> c[0]).sum();
        assertEquals(List.of(), wrong, wrong.size() + " of " + variants + " answered");
        assertEquals(List.of(), refused, "present sentences refused");
        assertTrue(variants >= 150, variants + " variants");
    }

    private static void count(Map<String, int[]> counts, String key, boolean answered) {
        int[] c = counts.computeIfAbsent(key, k -> new int[2]);
        c[0]++;
        c[1] += answered ? 1 : 0;
    }

    private static void print(String title, Map<String, int[]> counts) {
        StringBuilder out = new StringBuilder(title).append(" (variants, answered):");
        counts.forEach((k, c) -> out.append("\n  ").append(k).append(": ").append(c[0]).append(", ").append(c[1]));
        System.out.println(out);
    }
}

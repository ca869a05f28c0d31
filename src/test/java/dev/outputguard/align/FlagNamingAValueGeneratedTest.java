package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;

/**
 * A member beside an answer's enum whose name is one of that enum's values and which says yes or no: a no for the
 * value the data holds ({@code "status": "approved", "approved": false}) or a yes for another
 * ({@code "rejected": true}) contradicts the data, and any other word beside the value's name
 * ({@code "not_approved": true}, {@code "approved_revoked": true}) may turn the flag around; all are refused. The
 * value's own name saying yes, or another's saying no, keeps it. Generated for enums of one and several words, in
 * the spellings keys are written in.
 */
class FlagNamingAValueGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    private static final List<List<String>> ENUMS = List.of(List.of("approved", "rejected", "pending"),
            List.of("in_progress", "done", "blocked"), List.of("Positive", "Negative", "Neutral"),
            List.of("billing", "technical support", "other"));

    private static final List<UnaryOperator<String>> SPELLINGS = List.of(k -> k.replace(' ', '_'),
            k -> k.replace(' ', '-').toUpperCase(Locale.ROOT), k -> {
                StringBuilder b = new StringBuilder();
                for (String w : k.split("[ _]")) {
                    b.append(b.isEmpty() ? w.toLowerCase(Locale.ROOT)
                            : w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1).toLowerCase(Locale.ROOT));
                }
                return b.toString();
            });

    private static final List<JsonNode> YES = List.of(BooleanNode.TRUE, TextNode.valueOf("yes"), IntNode.valueOf(1));
    private static final List<JsonNode> NO = List.of(BooleanNode.FALSE, TextNode.valueOf("no"), IntNode.valueOf(0));

    /** The lexicon's categories a flag's name takes data back by, saying yes. */
    private static final long FLAGGING = java.util.stream.Stream.of(Category.PROBLEM, Category.HEDGE, Category.APPROXIMATE,
            Category.CONDITION, Category.RETRACTION, Category.JOKE, Category.UNVERIFIED, Category.EXAMPLE_LABEL,
            Category.TEMPLATE_LABEL, Category.NOT_ACTUAL, Category.CROSS, Category.SUBSTITUTE)
            .mapToLong(Category::bit).reduce(0, (a, b) -> a | b);

    private static boolean flags(String name) {
        return (Lexicon.get().categoriesOfWord(name) & FLAGGING) != 0;
    }

    private static boolean answered(List<String> values, String kept, String key, JsonNode flag) {
        ObjectNode schema = MAPPER.createObjectNode().put("type", "object");
        ArrayNode enumValues = schema.putObject("properties").putObject("v").putArray("enum");
        values.forEach(enumValues::add);
        schema.putArray("required").add("v");
        ObjectNode data = MAPPER.createObjectNode().put("v", kept);
        data.set(key, flag);
        ObjectNode request = MAPPER.createObjectNode().put("text", data.toString()).put("coerce", true).put("mode", "strict");
        request.set("schema", schema);
        try {
            JsonNode answer = MAPPER.readTree(new String(FUNCTIONS.call("extract-json",
                    request.toString().getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8));
            return answer.path("ok").asBoolean() && answer.path("json").path("v").asText().equals(kept);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aFlagNamingAValueOfTheEnum_thatContradictsTheData_orThatOtherWordsMayTurnAround_isRefused() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (List<String> values : ENUMS) {
            for (String kept : values) {
                for (String other : values) {
                    boolean own = other.equals(kept);
                    String name = other.toLowerCase(Locale.ROOT).replace('_', ' ');
                    for (UnaryOperator<String> spelling : SPELLINGS) {
                        for (String key : List.of(name, "is " + name)) {
                            for (JsonNode flag : own ? NO : YES) {
                                variants++;
                                if (answered(values, kept, spelling.apply(key), flag)) {
                                    wrong.add("answered " + kept + " beside " + spelling.apply(key) + ": " + flag);
                                }
                            }
                            for (JsonNode flag : own ? YES : NO) {
                                if (flags(name)) {
                                    continue; // a name that flags data of its own ("pending": true) is read so
                                }
                                if (!answered(values, kept, spelling.apply(key), flag)) {
                                    wrong.add("refused " + kept + " beside " + spelling.apply(key) + ": " + flag);
                                }
                            }
                        }
                        for (String key : List.of("not " + name, name + " revoked", name + " before", "was " + name)) {
                            for (JsonNode flag : List.of(BooleanNode.TRUE, BooleanNode.FALSE, TextNode.valueOf("yes"))) {
                                variants++;
                                if (answered(values, kept, spelling.apply(key), flag)) {
                                    wrong.add("answered " + kept + " beside " + spelling.apply(key) + ": " + flag);
                                }
                            }
                        }
                    }
                }
            }
        }
        // A count or a date under a name holding a value is no flag: data of its own.
        for (String key : List.of("approved_count", "approved_at", "approved_by")) {
            JsonNode v = key.endsWith("count") ? IntNode.valueOf(1) : TextNode.valueOf("2024-01-02");
            if (!answered(ENUMS.get(0), "approved", key, v)) {
                wrong.add("refused approved beside " + key);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1_000, variants + " variants");
    }

    /** The answer to {@code data} for a schema of a status, a total and a name, or null for a refusal. */
    private static JsonNode answer(ObjectNode data) {
        ObjectNode schema = MAPPER.createObjectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("status").putArray("enum").add("approved").add("rejected");
        properties.putObject("total").put("type", "integer");
        properties.putObject("customer_name").put("type", "string");
        ObjectNode request = MAPPER.createObjectNode().put("text", data.toString()).put("coerce", true).put("mode", "strict");
        request.set("schema", schema);
        try {
            JsonNode answer = MAPPER.readTree(new String(FUNCTIONS.call("extract-json",
                    request.toString().getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8));
            return answer.path("ok").asBoolean() ? answer.path("json") : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aFlagOnAPropertyOfTheData_underWordsNobodyListed_isRefused_andAWordThatSettlesItSayingYesKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        java.util.Random random = new java.util.Random(42);
        List<String> flags = new ArrayList<>(List.of("unknown", "includes tax", "changed", "guessed", "overridden"));
        for (int i = 0; i < 20; i++) {
            StringBuilder word = new StringBuilder();
            for (int c = 0; c < 4 + random.nextInt(5); c++) {
                word.append((char) ('a' + random.nextInt(26)));
            }
            flags.add(word.toString()); // a word nobody listed
        }
        for (String language : Lexicon.LANGUAGES) {
            flags.addAll(Lexicon.get().words(Category.TURNED_AROUND, language));
        }
        for (String property : List.of("status", "total", "customer_name")) {
            for (String flag : flags) {
                for (UnaryOperator<String> spelling : SPELLINGS) {
                    String key = spelling.apply(property.replace('_', ' ') + " " + flag);
                    for (JsonNode yesOrNo : List.of(BooleanNode.TRUE, BooleanNode.FALSE, TextNode.valueOf("yes"))) {
                        ObjectNode data = MAPPER.createObjectNode().put("status", "approved").put("total", 5)
                                .put("customer_name", "Ann");
                        data.set(key, yesOrNo);
                        variants++;
                        if (answer(data) != null) {
                            wrong.add("answered beside " + key + ": " + yesOrNo);
                        }
                    }
                }
            }
            for (String settled : List.of("confirmed", "verified", "final")) {
                ObjectNode data = MAPPER.createObjectNode().put("status", "approved").put("total", 5).put("customer_name", "Ann");
                data.put(property + "_" + settled, true);
                if (answer(data) == null) {
                    wrong.add("refused beside " + property + "_" + settled + ": true");
                }
            }
        }
        ObjectNode scored = MAPPER.createObjectNode().put("status", "approved").put("total", 5).put("customer_name", "Ann")
                .put("total_currency", "EUR").put("customer_name_source", "the invoice header");
        if (answer(scored) == null) {
            wrong.add("refused beside texts under a property's name"); // a text that says no yes or no is no flag
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1_000, variants + " variants");
    }

    @Test
    void aConfidenceNamedLowSayingYes_inEveryLanguage_isRefused_andSayingNoKeepsTheData() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        Lexicon lex = Lexicon.get();
        for (String language : Lexicon.LANGUAGES) {
            for (String confidence : lex.words(Category.CONFIDENCE, language)) {
                for (String low : lex.words(Category.LOW, language)) {
                    if (!confidence.chars().allMatch(c -> c < 0x2E80) || !low.chars().allMatch(c -> c < 0x2E80)) {
                        continue; // keys of spaced words: a CJK key writes the two as one word
                    }
                    String key = (confidence + " " + low).replace(' ', '_');
                    for (JsonNode yes : List.of(BooleanNode.TRUE, TextNode.valueOf("yes"))) {
                        ObjectNode data = MAPPER.createObjectNode().put("status", "approved").put("total", 5).put("customer_name", "Ann");
                        data.set(key, yes);
                        variants++;
                        if (answer(data) != null) {
                            wrong.add("answered beside " + key + ": " + yes);
                        }
                    }
                    ObjectNode no = MAPPER.createObjectNode().put("status", "approved").put("total", 5).put("customer_name", "Ann");
                    no.put(key, false);
                    if (answer(no) == null) {
                        wrong.add("refused beside " + key + ": false");
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 20, variants + " variants");
    }
}

package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A free string (a name, a tag, a list's item: any text the schema takes) that a short remark or mark takes back is no
 * value ({@code "b (removed)"}, {@code "b (not sure)"}, {@code "not b"}, {@code "b?"}, {@code "~~b~~"}, {@code "TODO"},
 * {@code "<name>"}, {@code "[insert name]"}): extract-json with {@code coerce} never answers it, as a JSON string
 * field, a list's item and a field of an object in a list, in strict and repair mode. Generated over the lexicon's
 * languages: every term of the categories a closing remark is read for (a hedge, a retraction, a condition, a joke, a
 * word saying the item is gone, an example or a stand-in, a check not made), in every bracket and after a dash; every
 * negation opening a name or ending it; every placeholder alone, bracketed, emphasised and upper-cased. Beside them the
 * plain counterparts, names and titles that hold such marks or words inside (`Who? Me`, `Not Found handler`) and longer
 * texts holding the same words, which are kept as written.
 */
class FreeStringTakenBackGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.subList(1, Lexicon.LANGUAGES.size());
    private static final List<String> MODES = List.of("strict", "repair");
    private static final List<String> POSITIONS = List.of("JSON string field", "list item", "field in a list");
    /** A name of each language, the value decorated. */
    private static final Map<String, String> NAMES = Map.ofEntries(Map.entry("en", "Alice"), Map.entry("ja", "田中"),
            Map.entry("zh", "张三"), Map.entry("ko", "김철수"), Map.entry("de", "Müller"), Map.entry("fr", "Dupont"),
            Map.entry("es", "García"), Map.entry("it", "Rossi"), Map.entry("pt", "Silva"), Map.entry("nl", "Jansen"),
            Map.entry("tr", "Yılmaz"));
    /** The categories a remark closing a free string takes it back by. */
    private static final List<Category> REMARKS = List.of(Category.HEDGE, Category.RETRACTION, Category.CONDITION,
            Category.JOKE, Category.TURNED_AROUND, Category.EXAMPLE_LABEL, Category.SUBSTITUTE, Category.UNVERIFIED);
    private static final List<String[]> BRACKETS = List.of(new String[] { " (", ")" }, new String[] { " [", "]" },
            new String[] { "（", "）" }, new String[] { "【", "】" }, new String[] { " - ", "" });

    /** The reply writing {@code value} at {@code position}, with a plain item beside it where it is a list's. */
    private static String reply(String position, String value) {
        ObjectNode root = MAPPER.createObjectNode();
        switch (position) {
            case "JSON string field" -> root.put("name", value);
            case "list item" -> root.putArray("names").add("Bob").add(value);
            default -> root.putArray("people").add(MAPPER.createObjectNode().put("name", "Bob"))
                    .add(MAPPER.createObjectNode().put("name", value));
        }
        return root.toString();
    }

    /** The answer's string at the place {@code position} writes it, or null where there is no answer. */
    private static JsonNode answer(String position, String value, String mode) {
        String string = "{\"type\": \"string\"}";
        String schema = switch (position) {
            case "JSON string field" -> "{\"type\": \"object\", \"required\": [\"name\"], \"properties\": {\"name\": " + string + "}}";
            case "list item" -> "{\"type\": \"object\", \"required\": [\"names\"], \"properties\": {\"names\": {\"type\": \"array\","
                    + " \"items\": " + string + "}}}";
            default -> "{\"type\": \"object\", \"required\": [\"people\"], \"properties\": {\"people\": {\"type\": \"array\","
                    + " \"items\": {\"type\": \"object\", \"properties\": {\"name\": " + string + "}}}}}";
        };
        JsonNode json = FUNCTIONS.coerced(reply(position, value), schema, mode);
        if (json == null) {
            return null;
        }
        return switch (position) {
            case "JSON string field" -> json.path("name");
            case "list item" -> json.path("names").path(1);
            default -> json.path("people").path(1).path("name");
        };
    }

    /** Whether {@code term} is read as one word of its categories: letters at its ends, no phrase that is a pseudo-trigger. */
    private static boolean readable(String term) {
        return !term.isEmpty() && Character.isLetter(term.charAt(0)) && Character.isLetter(term.charAt(term.length() - 1))
                && (LEX.categoriesOfWord(term) & Category.mask(Category.PSEUDO, Category.CLOSER)) == 0;
    }

    /** {@code a} and {@code b} as {@code language} writes two words: Chinese and Japanese without a blank. */
    private static String glue(String language, String a, String b) {
        return language.equals("zh") || language.equals("ja") ? a + b : a + " " + b;
    }

    private static void refused(String language, String value, List<String> wrong, Map<String, Integer> families, String family) {
        for (String position : POSITIONS) {
            for (String mode : MODES) {
                families.merge(family, 1, Integer::sum);
                JsonNode answer = answer(position, value, mode);
                if (answer != null) {
                    wrong.add(language + " " + family + " " + position + " " + mode + ": " + value + " -> " + answer);
                }
            }
        }
    }

    private static void kept(String value, List<String> wrong) {
        for (String position : POSITIONS) {
            for (String mode : MODES) {
                JsonNode answer = answer(position, value, mode);
                if (answer == null || !answer.asText().equals(value)) {
                    wrong.add("kept? " + position + " " + mode + ": " + value + " -> " + answer);
                }
            }
        }
    }

    @Test
    void aFreeStringTakenBackByItsClosingRemarkOrMarks_isNeverAnswered_inEveryLanguagePositionAndMode() {
        List<String> wrong = new ArrayList<>();
        Map<String, Integer> families = new TreeMap<>();
        for (String language : LANGUAGES) {
            String name = NAMES.get(language);
            int k = 0;
            for (Category category : REMARKS) {
                for (String term : LEX.words(category, language)) {
                    if (!readable(term)) {
                        continue;
                    }
                    String[] bracket = BRACKETS.get(k++ % BRACKETS.size());
                    refused(language, name + bracket[0] + term + bracket[1], wrong, families, "remark " + category.section());
                }
            }
            for (String term : LEX.roles().words(Role.PLACEHOLDER, language)) {
                for (String written : List.of(term, term.toUpperCase(Locale.ROOT), "(" + term + ")", "[" + term + "]",
                        "**" + term + "**", name + " (" + term + ")")) {
                    refused(language, written, wrong, families, "placeholder");
                }
            }
            for (String term : LEX.words(Category.NEGATION, language)) {
                if (!readable(term) || (LEX.categoriesOfWord(term) & Category.NOTHING.bit()) != 0) {
                    continue;
                }
                refused(language, glue(language, term, name), wrong, families, "negation opening");
                refused(language, glue(language, name, term), wrong, families, "negation ending");
            }
            for (String written : List.of(name + "?", name + "？", name + " (?)", "~~" + name + "~~", "<del>" + name + "</del>",
                    name + "??")) {
                refused(language, written, wrong, families, "question or strike");
            }
        }
        for (String written : List.of("b (removed)", "b (not sure)", "not b", "b?", "~~b~~", "TODO", "TBD", "<name>",
                "[insert name]", "{{name}}", "${name}", "<your name>", "Alice Smith?", "b - maybe", "b (deleted)", "b (example)",
                "b (tentative)", "???", "b, maybe")) {
            refused("en", written, wrong, families, "named");
        }
        int variants = families.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("free strings taken back, by family: " + families + ", " + variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 20_000, variants + " variants");
    }

    @Test
    void aFreeStringHoldingSuchMarksOrWordsInsideOrInLongerText_isAnsweredAsWritten() {
        List<String> wrong = new ArrayList<>();
        for (String name : NAMES.values()) {
            kept(name, wrong);
            kept(name + ".", wrong);
        }
        for (String nothing : List.of("N/A", "None", "Not applicable")) {
            // A word for nothing is a field's text as written (a list's item saying nothing is no item).
            for (String mode : MODES) {
                JsonNode answer = answer("JSON string field", nothing, mode);
                if (answer == null || !answer.asText().equals(nothing)) {
                    wrong.add("kept? " + mode + ": " + nothing + " -> " + answer);
                }
            }
        }
        for (String value : List.of("Who? Me", "Not Found handler", "No tests for the parser", "What is your name?",
                "Paris (France)", "Smith, John", "node.js", "well-known", "no-code", "Nothing Compares",
                "Bob (CEO)", "Apple (fruit)", "Kant's critique", "The delivery was late, maybe because of the weather and the holidays",
                "Customer is not sure about the plan and will decide next week", "Fixed the removed endpoint's docs",
                "To be or not to be", "Why Not Both, a podcast about trade-offs")) {
            kept(value, wrong);
        }
        for (String language : LANGUAGES) {
            // A longer text of the language holding a take-back word is the reply's prose, kept as written.
            for (String term : LEX.words(Category.HEDGE, language).stream().filter(FreeStringTakenBackGeneratedTest::readable)
                    .limit(3).toList()) {
                kept("The report lists three open points and says " + term + " about the last one, which the team will check", wrong);
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " wrong");
    }

    /** The reading itself, without the aligner around it. */
    @Test
    void theReading_namesWhyAndKeepsPlainText() {
        Map<String, String> why = new LinkedHashMap<>();
        for (String value : List.of("b (removed)", "not b", "b?", "TODO", "b - maybe")) {
            why.put(value, FreeText.takenBack(value));
        }
        assertTrue(why.get("b (removed)").contains("removed"), why.toString());
        assertTrue(why.get("not b").contains("negation"), why.toString());
        assertTrue(why.get("b?").contains("question"), why.toString());
        assertTrue(why.get("TODO").contains("placeholder"), why.toString());
        assertTrue(why.get("b - maybe").contains("maybe"), why.toString());
        for (String plain : List.of("Alice", "Who? Me", "Not Found handler", "Paris (France)", "N/A", "None", "")) {
            assertEquals(null, FreeText.takenBack(plain), plain);
        }
    }
}

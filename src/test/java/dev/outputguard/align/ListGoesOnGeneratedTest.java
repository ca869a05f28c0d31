package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;

/**
 * A list the reply says is part of a longer one, generated over every language of the lexicon: every term saying a list
 * goes on ({@code elision}) after the list as a sentence, in brackets and ending the line introducing it; a count of
 * fewer than its whole with every language's word joining them; members beside the list saying more of it exists
 * ({@code "has_more": true}), counting other than its items ({@code "count": 7}) or taking back one of its items
 * ({@code "removed": ["b"]}). Each beside its plain counterpart, which is still answered.
 */
class ListGoesOnGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.subList(1, Lexicon.LANGUAGES.size());
    private static final String LIST = "[\"alpha\", \"beta\"]";
    private static final String DATA = "{\"tags\": " + LIST + "}";

    /** The answer to {@code text} for a schema of a list of tags (or, {@code root}, a list at the root), or null. */
    private static JsonNode answer(String text, boolean root) {
        ObjectNode list = MAPPER.createObjectNode().put("type", "array");
        list.putObject("items").put("type", "string");
        ObjectNode schema = list;
        if (!root) {
            schema = MAPPER.createObjectNode().put("type", "object");
            schema.putObject("properties").set("tags", list);
            schema.putArray("required").add("tags");
        }
        return FUNCTIONS.coerced(text, schema, null);
    }

    private static void refused(List<String> wrong, String text, boolean root) {
        if (answer(text, root) != null) {
            wrong.add("answered: " + text);
        }
    }

    private static void kept(List<String> wrong, String text, boolean root) {
        JsonNode a = answer(text, root);
        JsonNode tags = a == null ? null : root ? a : a.path("tags");
        if (tags == null || tags.size() != 2 || !tags.path(1).asText().equals("beta")) {
            wrong.add("refused: " + text);
        }
    }

    private static boolean letters(String term) {
        return !term.isEmpty() && Character.isLetter(term.charAt(0)) && Character.isLetter(term.charAt(term.length() - 1));
    }

    private static String capital(String s) {
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }

    private static void report(List<String> wrong, int variants, int least) {
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= least, variants + " variants");
    }

    @Test
    void everyTermSayingAListGoesOn_afterItOrIntroducingIt_isRefusedInEveryLanguage_andPlainWordsKeepIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            for (String term : LEX.words(Category.ELISION, language)) {
                if (!letters(term)) {
                    continue; // marks and abbreviations (..., etc.) are read as items only
                }
                for (boolean root : new boolean[] {false, true}) {
                    String value = root ? LIST : DATA;
                    for (String frame : List.of("%s\n\n%s.", "%s (%s)", "%s\n%s", "%s\n\n- %s")) {
                        variants++;
                        refused(wrong, frame.formatted(value, capital(term)), root);
                    }
                    for (String frame : List.of("%s:\n%s", "Here are the tags, %s:\n\n%s", "%s: %s")) {
                        variants++;
                        refused(wrong, frame.formatted(capital(term), value), root);
                    }
                }
            }
            // A chat's closing words of the language after the same list keep it.
            for (String closer : LEX.words(Category.CLOSER, language).stream().filter(ListGoesOnGeneratedTest::letters)
                    .filter(c -> (LEX.categoriesOfWord(c) & Category.ELISION.bit()) == 0).limit(3).toList()) {
                kept(wrong, DATA + "\n\n" + capital(closer) + ".", false);
            }
        }
        for (String plain : List.of("Here are the tags:\n" + DATA, DATA + "\n\nThe tags come from pages 2 and 3 of the text.", DATA + "\n\nThese are all the tags.", DATA + "\n\nHope this helps!",
                "Top tags:\n" + DATA, "Tags found in the text:\n" + DATA, DATA + "\n\nBoth tags appear in the title.")) {
            kept(wrong, plain, false);
        }
        report(wrong, variants, 2_000);
    }

    @Test
    void aCountOfFewerThanItsWhole_beforeOrAfterTheList_isRefusedInEveryLanguage_andTheWholeKeepsIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        Random random = new Random(20261204);
        for (String language : Lexicon.LANGUAGES) {
            for (String join : LEX.words(Category.COUNT_JOIN, language)) {
                if (!letters(join)) {
                    continue;
                }
                for (int i = 0; i < 4; i++) {
                    int part = 1 + random.nextInt(9);
                    int whole = part + 1 + random.nextInt(50);
                    for (boolean root : new boolean[] {false, true}) {
                        String value = root ? LIST : DATA;
                        variants += 3;
                        refused(wrong, "Top %d %s %d:\n%s".formatted(part, join, whole, value), root);
                        refused(wrong, "%s\n\n(%d %s %d)".formatted(value, part, join, whole), root);
                        refused(wrong, "%s\n\nShowing %d %s %d.".formatted(value, part, join, whole), root);
                    }
                    kept(wrong, "%s\n\nShowing %d %s %d.".formatted(DATA, 2, join, 2), false);
                }
            }
        }
        report(wrong, variants, 100);
    }

    @Test
    void membersSayingMoreExists_countingOtherThanItsItems_orTakingOneBack_areRefusedInEveryLanguage() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : LANGUAGES) {
            for (String term : LEX.words(Category.ELISION, language)) {
                if (!term.matches("[\\p{L} ]+") || term.split(" ").length > 4) {
                    continue; // a key spells no apostrophe (d'autres); a sentence is no key
                }
                for (String key : keys(term)) {
                    for (String more : List.of("true", "\"x\"", "5", "[\"gamma\"]")) {
                        variants++;
                        refused(wrong, "{\"tags\": " + LIST + ", \"" + key + "\": " + more + "}", false);
                    }
                    for (String none : List.of("false", "null", "0", "\"\"")) {
                        kept(wrong, "{\"tags\": " + LIST + ", \"" + key + "\": " + none + "}", false);
                    }
                }
            }
            for (String term : LEX.words(Category.SEQUENCE, language)) {
                if (!term.matches("[\\p{L} ]+")) {
                    continue;
                }
                for (String key : keys(term)) {
                    for (int n : new int[] {2, 5, 40}) {
                        variants++;
                        refused(wrong, "{\"tags\": " + LIST + ", \"" + key + "\": " + n + "}", false);
                    }
                    kept(wrong, "{\"tags\": " + LIST + ", \"" + key + "\": 1}", false);
                }
            }
            for (String term : LEX.words(Category.WHOLE, language)) {
                if (!term.matches("[\\p{L} ]+") || (LEX.categoriesOfWord(term) & Category.SPREAD.bit()) != 0) {
                    continue; // a bound (max) counts nothing; a key spells no apostrophe
                }
                for (String key : keys(term)) {
                    for (int n : new int[] {0, 1, 3, 7, 40}) {
                        variants++;
                        refused(wrong, "{\"tags\": " + LIST + ", \"" + key + "\": " + n + "}", false);
                    }
                    kept(wrong, "{\"tags\": " + LIST + ", \"" + key + "\": 2}", false);
                    kept(wrong, "{\"tags\": " + LIST + ", \"word_" + key + "\": 7}", false);
                }
            }
            for (Category c : List.of(Category.TURNED_AROUND, Category.RETRACTION, Category.NEGATIVE_VERDICT)) {
                for (String term : LEX.words(c, language)) {
                    if (!term.matches("[\\p{L} ]+")) {
                        continue; // a key spells no apostrophe, hyphen or comma (don't use, counter-example)
                    }
                    for (String key : keys(term)) {
                        for (String item : List.of("[\"beta\"]", "\"alpha\"", "[\"gamma\", \"BETA\"]")) {
                            variants++;
                            refused(wrong, "{\"tags\": " + LIST + ", \"" + key + "\": " + item + "}", false);
                        }
                    }
                }
            }
            for (String term : LEX.words(Category.TURNED_AROUND, language)) {
                if (letters(term) && LEX.categoriesOfWord(term) == Category.TURNED_AROUND.bit()) {
                    kept(wrong, "{\"tags\": " + LIST + ", \"" + keys(term).get(0) + "\": [\"gamma\"]}", false);
                }
            }
        }
        for (String plain : List.of("\"count\": 2", "\"added\": [\"beta\"]", "\"related\": [\"alpha\"]", "\"has_more\": false",
                "\"next_cursor\": null", "\"page\": 1, \"pages\": 1", "\"word_count\": 12")) {
            kept(wrong, "{\"tags\": " + LIST + ", " + plain + "}", false);
        }
        report(wrong, variants, 3_000);
    }

    /** A term as keys are spelled: snake_case, and camelCase where it has several words. */
    private static List<String> keys(String term) {
        String[] words = term.toLowerCase(Locale.ROOT).split("[\\s'’-]+");
        String snake = String.join("_", words);
        if (words.length == 1 || !Character.isUpperCase(capital(words[1]).charAt(0))) {
            return List.of(snake); // a script without case has no camelCase

        }
        StringBuilder camel = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            camel.append(capital(words[i]));
        }
        return List.of(snake, camel.toString());
    }
}

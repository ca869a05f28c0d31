package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.InProcessFunctions;

/**
 * A remark after a reply's JSON value that calls the answer itself at fault takes it back: a problem's word in a clause
 * with a word naming the answer ({@code This list is incomplete.}, {@code Diese Liste ist unvollständig.}, {@code 목록이
 * 불완전합니다.}), as a negation or a hedge there does. Generated over every problem's word of every language, each
 * beside a word of that language naming the answer (every one of them in turn), after an array and after an object; a
 * problem a negation counts none of ({@code I couldn't find any issues with this list.}) and an explanation naming no
 * answer keep it. And a remark of marks holding an ellipsis ({@code [a, b], ...}, a line {@code …}) leaves the value
 * open.
 */
class AnswerAtFaultGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final String TAGS = "{\"type\": \"array\", \"items\": {\"type\": \"string\"}}";
    private static final String OBJECT = "{\"type\": \"object\", \"properties\": {\"tags\": " + TAGS + "}}";
    /** Categories a problem's word may also stand in that make it no plain fault (it counts none, it keeps a value). */
    private static final long NOT_A_FAULT = Category.mask(Category.NEGATION, Category.PSEUDO, Category.MINOR, Category.CLOSER,
            Category.NEUTRAL, Category.AFFIRMING, Category.POSITIVE_VERDICT, Category.RESOLVING, Category.NOTHING);

    @Test
    void aProblemBesideAWordNamingTheAnswer_inEveryLanguage_takesItBack() {
        Random random = new Random(53);
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : Lexicon.LANGUAGES) {
            List<String> names = LEX.words(Category.THIS_VALUE, language).stream()
                    .filter(n -> (LEX.categoriesOfWord(n) & Category.NEUTRAL.bit()) == 0).toList();
            if (names.isEmpty()) {
                continue;
            }
            int n = 0;
            for (String problem : LEX.words(Category.PROBLEM, language)) {
                if ((LEX.categoriesOfWord(problem) & NOT_A_FAULT) != 0) {
                    continue;
                }
                String name = names.get(n++ % names.size());
                boolean cjk = name.charAt(0) >= 0x2E80;
                String remark = cjk ? name + problem + "。" : Character.toUpperCase(name.charAt(0)) + name.substring(1) + " " + problem + ".";
                for (String[] asked : List.of(new String[] { "[\"alpha\", \"beta\"]", TAGS },
                        new String[] { "{\"tags\": [\"alpha\", \"beta\"]}", OBJECT })) {
                    for (String glue : List.of("\n", " ")) {
                        variants++;
                        JsonNode answer = answer(asked[0] + glue + remark, asked[1]);
                        if (answer.path("ok").asBoolean()) {
                            wrong.add(language + ": " + asked[0] + glue + remark + " -> " + answer.get("json"));
                        }
                    }
                }
            }
        }
        // A problem's word that a longer term opened by a word stating it holds (is wrong, a grave problem's term): the
        // longer term is read, and stands for the problem too (The answer is wrong.).
        for (String language : Lexicon.LANGUAGES) {
            List<String> names = LEX.words(Category.THIS_VALUE, language).stream()
                    .filter(n -> (LEX.categoriesOfWord(n) & Category.NEUTRAL.bit()) == 0 && n.charAt(0) < 0x2E80).toList();
            int n = 0;
            for (Category c : List.of(Category.PROBLEM, Category.SEVERE)) {
                for (String term : LEX.words(c, language)) {
                    int blank = term.indexOf(' ');
                    if (names.isEmpty() || blank < 0 || (LEX.categoriesOfWord(term) & NOT_A_FAULT) != 0
                            || (LEX.categoriesOfWord(term.substring(0, blank)) & Category.STATING.bit()) == 0
                            || (LEX.categoriesOfWord(term.substring(blank + 1)) & Category.PROBLEM.bit()) == 0) {
                        continue;
                    }
                    String name = names.get(n++ % names.size());
                    String remark = Character.toUpperCase(name.charAt(0)) + name.substring(1) + " " + term + ".";
                    variants++;
                    JsonNode answer = answer("[\"alpha\", \"beta\"]\n" + remark, TAGS);
                    if (answer.path("ok").asBoolean()) {
                        wrong.add(language + ": " + remark + " -> " + answer.get("json"));
                    }
                }
            }
        }
        assertTrue(variants >= 1_000, "variants: " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " of " + variants + " kept");
        for (String kept : List.of("I couldn't find any issues with this list.", "Hope this helps!",
                "The customer mentions a missing refund and a broken screen.", "These are all the tags in the text.")) {
            JsonNode answer = answer("[\"alpha\", \"beta\"]\n" + kept, TAGS);
            assertTrue(answer.path("ok").asBoolean(), kept + " -> " + answer);
        }
    }

    @Test
    void marksHoldingAnEllipsis_afterTheValue_leaveItOpen_andAFullStopKeepsIt() {
        for (String tail : List.of(", ...", " ...", "\n...", "\n…", ", …", " ⋯".replace('⋯', '…'))) {
            JsonNode answer = answer("[\"alpha\", \"beta\"]" + tail, TAGS);
            assertTrue(!answer.path("ok").asBoolean(), tail + " -> " + answer);
            answer = answer("{\"tags\": [\"alpha\", \"beta\"]}" + tail, OBJECT);
            assertTrue(!answer.path("ok").asBoolean(), tail + " -> " + answer);
        }
        for (String tail : List.of(".", "\n", "\n---", " !")) {
            JsonNode answer = answer("[\"alpha\", \"beta\"]" + tail, TAGS);
            assertTrue(answer.path("ok").asBoolean(), tail.toUpperCase(Locale.ROOT) + " -> " + answer);
        }
    }

    private static JsonNode answer(String text, String schema) {
        try {
            return FUNCTIONS.coerce(text, MAPPER.readTree(schema), "strict");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

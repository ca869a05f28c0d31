package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.InProcessFunctions;

/**
 * A short remark after a JSON answer, a label or a list item as well, that says of a word of the answer itself (a key,
 * a string's word) that it is not known ({@code status: unknown}, {@code 状態：不明}) or only near ({@code - pump
 * estimated}) takes the answer back, for every such word of every language the lexicon reads; remarks whose words
 * the answer does not write, or that use an approximation's word inside a phrase, keep it.
 */
class OwnWordLeftOpenGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final String SCHEMA = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},"
            + "\"status\":{\"enum\":[\"working\",\"broken\"]}},\"required\":[\"name\",\"status\"]}";
    private static final String DATA = "{\"name\": \"pump\", \"status\": \"working\"}";

    private static boolean answered(String reply) {
        JsonNode data = FUNCTIONS.coerced(reply, SCHEMA, "strict");
        return data != null && data.path("status").asText().equals("working");
    }

    @Test
    void aRemarkSayingAWordOfTheAnswerIsUnknownOrOnlyNear_inEveryLanguage_takesItBack_andOtherRemarksKeepIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : Lexicon.LANGUAGES) {
            for (Category c : List.of(Category.NOTHING, Category.APPROXIMATE)) {
                for (String term : LEX.words(c, language)) {
                    if (!Character.isLetter(term.charAt(0)) || (LEX.categoriesOfWord(term) & Category.mask(Category.NEGATION,
                            Category.NEUTRAL, Category.STATING, Category.UNIT)) != 0) {
                        continue; // a sign, or a word that is also plain prose
                    }
                    List<String> remarks = c == Category.NOTHING
                            ? List.of("status: " + term, "- pump: " + term, "* status " + term + ".")
                            : List.of("- pump " + term, "status " + term + ".");
                    for (String remark : remarks) {
                        variants++;
                        String reply = DATA + "\n\n" + remark;
                        if (answered(reply)) {
                            wrong.add(language + ": " + reply.replace("\n", "\\n"));
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 400, variants + " variants");
        for (String kept : List.of("Unknown fields were dropped.", "The pump runs around the clock.", "status: working",
                "- pump: checked", "Nothing else to report.", "Estimated values are marked in the text.")) {
            assertTrue(answered(DATA + "\n\n" + kept), kept);
        }
    }
}

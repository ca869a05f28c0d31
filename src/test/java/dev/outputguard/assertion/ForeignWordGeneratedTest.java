package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A word one language other than English lists as an approximation, written in ASCII letters as
 * an English word may be (German {@code fast}, "almost"), is read bare in a remark after a value only where the
 * remark is written in that language: beside another word that language lists it takes the value back, alone on its
 * line too; beside words that language does not list ({@code - fast delivery}) it is another language's word and
 * keeps it. Generated for every such term of every language, after a JSON object and a label's value.
 */
class ForeignWordGeneratedTest {

    private static final Lexicon LEX = Lexicon.get();
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final String FILLER = "zorbel";
    private static final String SCHEMA = "{\"type\":\"object\",\"properties\":{\"category\":{\"type\":\"string\","
            + "\"enum\":[\"billing\",\"tech\",\"other\"]}},\"required\":[\"category\"]}";
    private static final String ROOT = "{\"type\":\"string\",\"enum\":[\"billing\",\"tech\",\"other\"]}";

    private static boolean answers(String schema, String reply) {
        try {
            ObjectNode request = MAPPER.createObjectNode().put("text", reply).put("coerce", true).put("mode", "strict");
            request.set("schema", MAPPER.readTree(schema));
            JsonNode answer = MAPPER.readTree(new String(FUNCTIONS.call("extract-json",
                    request.toString().getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8));
            JsonNode json = answer.path("json");
            return answer.path("ok").asBoolean() && (json.isTextual() ? json.asText() : json.path("category").asText()).equals("billing");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aBareWordOfAnotherLanguage_isReadOnlyWhereTheRemarkIsWrittenInIt() {
        assertTrue(java.util.Arrays.stream(FILLER.split(" ")).allMatch(w -> LEX.categoriesOfWord(w) == 0));
        List<String> wrong = new ArrayList<>();
        int terms = 0;
        for (String language : Lexicon.LANGUAGES) {
            // A word of the language that keeps a value: one of its units.
            String own = LEX.words(Category.UNIT, language).stream()
                    .filter(u -> u.length() > 3 && u.chars().allMatch(Character::isLetter)
                            && LEX.foreignAsciiLanguage(u) != null && LEX.categoriesOfWord(u) == Category.UNIT.bit())
                    .findFirst().orElse(null);
            // An approximation is read bare beside one more word; a problem's word alone only, whatever its language.
            for (Category c : List.of(Category.APPROXIMATE)) {
                for (String term : LEX.words(c, language)) {
                    if (!language.equals(LEX.foreignAsciiLanguage(term)) || own == null || term.contains(" ")
                            || (LEX.categoriesOfWord(term) & ~Category.APPROXIMATE.bit()) != 0) {
                        continue;
                    }
                    terms++;
                    for (String[] seed : List.of(new String[] {SCHEMA, "{\"category\": \"billing\"}"},
                            new String[] {ROOT, "Category: billing"})) {
                        String elsewhere = seed[1] + "\n- " + term + " " + FILLER;
                        String here = seed[1] + "\n- " + term + " " + own;
                        String alone = seed[1] + "\n\n" + term + ".";
                        if (!answers(seed[0], elsewhere)) {
                            wrong.add("refused: " + elsewhere);
                        }
                        if (answers(seed[0], here)) {
                            wrong.add("answered: " + here);
                        }
                        if (answers(seed[0], alone)) {
                            wrong.add("answered: " + alone);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " wrong of " + terms + " terms");
        assertTrue(terms >= 5 && LEX.foreignAsciiLanguage("fast") != null, terms + " terms");
    }
}

package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A word that states a value only as the end of a longer stating term (a preposition: {@code of} of {@code total of},
 * {@code de} of {@code es de}, {@code auf} of {@code beläuft sich auf}) anchors no value read from prose alone: the words
 * before it may make the value another one ({@code Total: in the region of 5}, {@code Total : près de 5}, {@code Totaal:
 * een stuk of 5}). Generated over every such term of every language: the tail after a word nobody listed is refused
 * for a number and an enum's value, and the whole term keeps both.
 */
class StatingTailGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();

    @Test
    void aPrepositionEndingAStatingTerm_afterAWordNobodyListed_isRefused_andTheWholeTermKeepsTheValue() {
        Random random = new Random(53);
        List<String> wrong = new ArrayList<>();
        int refusals = 0;
        int kept = 0;
        for (String language : Lexicon.LANGUAGES) {
            for (String term : LEX.words(Category.STATING, language)) {
                int cut = Math.max(Math.max(term.lastIndexOf(' '), term.lastIndexOf('\'')), term.lastIndexOf('’'));
                if (cut < 0) {
                    continue;
                }
                String tail = term.substring(cut + 1);
                if (!LEX.is(tail, Category.STATING)) {
                    continue; // the term's last word states nothing alone: nothing to anchor
                }
                for (int i = 0; i < 3; i++) {
                    String unlisted = unlisted(random);
                    for (String text : List.of("Total: " + unlisted + " " + tail + " 5", "Total: " + unlisted + " " + tail + " **5**.")) {
                        refusals++;
                        JsonNode answer = answer(text, "{\"type\": \"number\"}");
                        if (answer.path("ok").asBoolean()) {
                            wrong.add(language + ": " + text + " -> " + answer.get("json"));
                        }
                    }
                    String text = "Sentiment: " + unlisted + " " + tail + " **positive**";
                    refusals++;
                    JsonNode answer = answer(text, "{\"enum\": [\"positive\", \"negative\"]}");
                    if (answer.path("ok").asBoolean()) {
                        wrong.add(language + ": " + text + " -> " + answer.get("json"));
                    }
                }
                String text = "Total: " + term + " 5";
                kept++;
                JsonNode answer = answer(text, "{\"type\": \"number\"}");
                if (!answer.path("ok").asBoolean() || answer.get("json").asInt() != 5) {
                    wrong.add(language + ": kept? " + text + " -> " + answer);
                }
            }
        }
        assertTrue(refusals >= 100 && kept >= 20, refusals + " refusals, " + kept + " kept");
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " wrong");
    }

    /** A word of random Latin letters the lexicon lists in no category. */
    private static String unlisted(Random random) {
        while (true) {
            StringBuilder word = new StringBuilder();
            for (int i = 0, n = 5 + random.nextInt(4); i < n; i++) {
                word.append((char) ('a' + random.nextInt(26)));
            }
            if (LEX.categoriesOfWord(word.toString()) == 0) {
                return word.toString();
            }
        }
    }

    private static JsonNode answer(String text, String schema) {
        try {
            ObjectNode request = MAPPER.createObjectNode().put("text", text).put("coerce", true).put("mode", "strict");
            request.set("schema", MAPPER.readTree(schema));
            return MAPPER.readTree(new String(FUNCTIONS.call("extract-json", request.toString().getBytes(StandardCharsets.UTF_8)),
                    StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

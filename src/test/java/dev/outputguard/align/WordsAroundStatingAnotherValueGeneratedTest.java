package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;

/**
 * The prose around a JSON answer that states another value of an enum the answer keeps below its root, a word that
 * states it right before it ({@code Item b is broken.} after {@code {"items": [… {"name": "b", "status": "ok"}]}}),
 * answers otherwise than the data: refused, for every stating word of every language the lexicon reads, after the
 * answer and before it. Prose naming another value without stating it, or stating the kept value as well, leaves
 * the data standing.
 */
class WordsAroundStatingAnotherValueGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> VALUES = List.of("working", "broken", "under repair");
    private static final String SCHEMA = "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\",\"items\":"
            + "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},\"status\":{\"enum\":[\"working\","
            + "\"broken\",\"under repair\"]}},\"required\":[\"name\",\"status\"]}}},\"required\":[\"items\"]}";

    private static String data(String kept) {
        return "{\"items\": [{\"name\": \"pump\", \"status\": \"" + kept + "\"}]}";
    }

    private static boolean answered(String kept, String reply) {
        JsonNode data = FUNCTIONS.coerced(reply, SCHEMA, "strict");
        return data != null && data.path("items").path(0).path("status").asText().equals(kept);
    }

    @Test
    void wordsAroundTheAnswerStatingAnotherValueOfANestedEnum_inEveryLanguage_refuseIt_andWordsNamingItOnlyKeepIt() {
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String language : Lexicon.LANGUAGES) {
            for (String stating : LEX.words(Category.STATING, language)) {
                boolean spaced = stating.chars().allMatch(c -> c < 0x2E80);
                for (String kept : VALUES) {
                    for (String other : VALUES) {
                        if (other.equals(kept)) {
                            continue;
                        }
                        String sentence = spaced ? "The pump " + stating + " " + other + "." : "ポンプ" + stating + " " + other + "。";
                        for (String reply : List.of(data(kept) + "\n\n" + sentence, sentence + "\n\n" + data(kept),
                                "```json\n" + data(kept) + "\n```\n" + sentence)) {
                            variants++;
                            if (answered(kept, reply)) {
                                wrong.add("answered " + kept + ": " + reply);
                            }
                        }
                    }
                }
            }
        }
        for (String kept : VALUES) {
            for (String other : VALUES) {
                if (other.equals(kept)) {
                    continue;
                }
                for (String reply : List.of(data(kept), data(kept) + "\n\nThe pump is " + kept + ".",
                        "Some " + other + " parts were replaced last week.\n" + data(kept),
                        data(kept) + "\n\nThe pump is not " + other + ".",
                        data(kept) + "\n\nOne part was " + other + ", but overall the pump is " + kept + ".")) {
                    if (!answered(kept, reply)) {
                        wrong.add("refused " + kept + ": " + reply);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 1_000, variants + " variants");
        System.out.println("words around the answer stating another value: " + variants + " variants refused");
    }
}

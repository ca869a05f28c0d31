package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;

/**
 * A note beside an answer's enum ({@code "reasoning"}, {@code "note"}, any key the schema does not name) that states
 * another value of that enum, a word that states it right before it ({@code The ticket is shipping.},
 * {@code チケットは shipping}), answers otherwise than the data: refused, for every stating word of every language
 * the lexicon reads. A note naming another value without stating it ({@code some shipping tickets were re-filed},
 * {@code not shipping}), or stating the value kept as well ({@code Part of it is shipping, but overall it is
 * billing.}), leaves the data standing.
 */
class NoteStatingAnotherValueGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> VALUES = List.of("billing", "shipping", "account access");

    private static boolean answered(String kept, String note) {
        ObjectNode schema = MAPPER.createObjectNode().put("type", "object");
        ArrayNode enumValues = schema.putObject("properties").putObject("status").putArray("enum");
        VALUES.forEach(enumValues::add);
        schema.putArray("required").add("status");
        ObjectNode data = MAPPER.createObjectNode().put("status", kept).put("reasoning", note);
        ObjectNode request = MAPPER.createObjectNode().put("text", data.toString()).put("coerce", true).put("mode", "strict");
        request.set("schema", schema);
        try {
            JsonNode answer = MAPPER.readTree(new String(FUNCTIONS.call("extract-json",
                    request.toString().getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8));
            return answer.path("ok").asBoolean() && answer.path("json").path("status").asText().equals(kept);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aNoteStatingAnotherValueOfTheEnum_inEveryLanguage_isRefused_andANoteNamingItOnlyKeepsTheData() {
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
                        String note = spaced ? "The ticket " + stating + " " + other + "."
                                : "チケット" + stating + " " + other + "。";
                        variants++;
                        if (answered(kept, note)) {
                            wrong.add("answered " + kept + " beside: " + note);
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
                for (String note : List.of("Some " + other + " tickets were re-filed last week.", "Documents complete; not " + other + ".",
                        "The ticket is " + kept + ".", "Part of it is " + other + ", but overall it is " + kept + ".")) {
                    if (!answered(kept, note)) {
                        wrong.add("refused " + kept + " beside: " + note);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants > 300, variants + " variants");
    }
}

package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;

/**
 * A value still being written ({@code partial} with {@code coerce}) shows nothing the finished reply would not answer:
 * the words before it (a lead, a fence's info string, a comment or a heading over it) are all written before it opens,
 * so where they take it back or make it an example, no prefix of it shows its data. Generated over the leads of every
 * language of the lexicon that may frame a value (hedges, conditions, modals, retractions, an example's label, a value
 * other than the actual one, a failing verdict) and those that name the answer, in every place the words before a value
 * stand; each reply is read finished and at two prefixes inside its value.
 */
class PartialBeforeTheValueGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.subList(1, Lexicon.LANGUAGES.size());
    private static final String DATA = "{\"status\": \"approved\", \"total\": 5, \"note\": \"ok\"}";
    /** Where the prefixes end inside {@link #DATA}: after the status, after the total. */
    private static final List<String> CUTS = List.of("\"approved\", ", "5, ");
    private static final ObjectNode SCHEMA = schema();

    /** Where the words before a value stand; {@code %s} the words. */
    private static final List<String> PLACES = List.of("%s:\n```json\n" + DATA + "\n```", "%s: " + DATA,
            "%s:\n\n" + DATA, "## %s\n\n```json\n" + DATA + "\n```", "```json %s\n" + DATA + "\n```", "// %s\n" + DATA);
    private static final List<Category> FRAMING = List.of(Category.HEDGE, Category.CONDITION, Category.MODAL,
            Category.RETRACTION, Category.EXAMPLE_LABEL, Category.NOT_ACTUAL, Category.NEGATIVE_VERDICT);

    private static ObjectNode schema() {
        ObjectNode schema = MAPPER.createObjectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        properties.putObject("status").putArray("enum").add("approved").add("rejected");
        properties.putObject("total").put("type", "integer");
        properties.putObject("note").put("type", "string");
        schema.putArray("required").add("status");
        return schema;
    }

    /** Whether an answer shows the value's data. */
    private static boolean shows(JsonNode answer) {
        return answer.path("json").path("status").asText().equals("approved");
    }

    @Test
    void aValueBeingWritten_showsNothingTheFinishedReplyRefuses() {
        List<String> wrong = new ArrayList<>();
        int refused = 0;
        int kept = 0;
        List<String> leads = new ArrayList<>();
        for (String language : LANGUAGES) {
            for (Category c : FRAMING) {
                leads.addAll(LEX.words(c, language));
            }
            leads.addAll(LEX.words(Category.NEUTRAL_WRAPPER, language));
        }
        for (String words : leads) {
            if (words.length() < 2 || words.indexOf('\n') >= 0) {
                continue;
            }
            String lead = words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
            for (String place : PLACES) {
                String reply = place.formatted(lead);
                boolean answered = shows(FUNCTIONS.coerce(reply, SCHEMA, "strict"));
                if (answered) {
                    kept++;
                } else {
                    refused++;
                }
                int value = reply.indexOf(DATA);
                for (String cut : CUTS) {
                    String prefix = reply.substring(0, DATA.indexOf(cut) + cut.length() + value);
                    JsonNode partial = FUNCTIONS.coercePartial(prefix, SCHEMA);
                    if (!answered && shows(partial)) {
                        wrong.add("shown while written, refused once finished: " + prefix.replace("\n", "\\n"));
                    } else if (answered && !shows(partial) && cut.equals("5, ")) {
                        wrong.add("answered once finished, not shown while written: " + prefix.replace("\n", "\\n"));
                    }
                }
            }
        }
        System.out.println("partial, the words before a value: " + refused + " replies refused finished (nothing shown"
                + " while written), " + kept + " answered (shown)");
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " of " + (refused + kept));
        assertTrue(refused >= 5_000 && kept >= 100, refused + " refused, " + kept + " kept");
    }
}

package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.InProcessFunctions;

/**
 * A string the reply's end cuts off is converted to nothing by {@code coerce}: generated from the coerce table
 * (coerce/peers-table.json), every string its answer converts (to a number, a boolean, an enum value, a list, an
 * object; each coercion whose {@code from} is a JSON string inside the value) is cut where its text ends, before its closing quote, and
 * the reply so cut is sent in repair mode with the same schema. The answer must never hold the converted value at
 * that place: the text as written may stand where the schema takes it, or the answer is a refusal. Beside them
 * (recall), the same replies cut right after that closing quote still answer the converted value, where the table
 * did and the cut dropped nothing the schema requires.
 */
class CutStringGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    @Test
    void aStringCutOff_isConvertedToNothing() throws IOException {
        JsonNode table;
        try (InputStream in = getClass().getResourceAsStream("/coerce/peers-table.json")) {
            table = MAPPER.readTree(in);
        }
        int cut = 0;
        int refused = 0;
        int keptAsWritten = 0;
        int whole = 0;
        int wholeConverted = 0;
        for (JsonNode c : table.get("cases")) {
            JsonNode schema = table.get("schemas").get(c.get("schema").asText());
            String reply = c.get("reply").asText();
            JsonNode answer = FUNCTIONS.coerce(reply, schema, "repair");
            if (!answer.path("ok").asBoolean()) {
                continue;
            }
            for (JsonNode coercion : answer.path("coercions")) {
                String from = coercion.path("from").asText("");
                JsonNode converted = answer.get("json").at(coercion.get("pointer").asText());
                if (!from.startsWith("\"") || from.endsWith("…") || converted.isMissingNode() || converted.isTextual()
                        || coercion.get("pointer").asText().isEmpty()) {
                    continue; // a root scalar is read from the reply's words, not from a JSON string repair closes
                }
                int at = reply.indexOf(from);
                if (at < 0 || reply.indexOf(from, at + 1) >= 0) {
                    continue; // the string's place in the reply is not one place
                }
                int close = at + from.length() - 1;
                cut++;
                JsonNode cutAnswer = FUNCTIONS.coerce(reply.substring(0, close), schema, "repair");
                String pointer = coercion.get("pointer").asText();
                if (!cutAnswer.path("ok").asBoolean()) {
                    refused++;
                } else {
                    JsonNode there = cutAnswer.get("json").at(pointer);
                    if (!there.isMissingNode() && !there.isTextual()) {
                        fail(c.get("id").asText() + ": the reply cut inside " + from + " answers " + there + " at '" + pointer
                                + "': " + cutAnswer);
                    }
                    keptAsWritten++;
                }
                JsonNode wholeAnswer = FUNCTIONS.coerce(reply.substring(0, close + 1), schema, "repair");
                whole++;
                if (wholeAnswer.path("ok").asBoolean() && converted.equals(wholeAnswer.get("json").at(pointer))) {
                    wholeConverted++;
                }
            }
        }
        System.out.printf("cut strings: %d converted strings cut before their closing quote: %d refused, %d kept as"
                + " written, 0 converted; cut after it: %d of %d still converted%n", cut, refused, keptAsWritten,
                wholeConverted, whole);
        assertTrue(cut >= 50, "the table converts at least 50 strings it can cut: " + cut);
        assertTrue(wholeConverted > 0, "a string cut after its closing quote is whole and still converted");
    }
}

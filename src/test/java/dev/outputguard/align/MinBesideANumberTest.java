package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * {@code min} beside a number for an integer field: minutes or a minimum ({@code "5 min"}, {@code "min 5"},
 * {@code "5 minimum"}), a unit nobody asked for; it is never a confident 5, whatever the field's name or
 * description says (a number with a unit beside it is not read as the number), while the bare number keeps it.
 */
class MinBesideANumberTest {

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    private static JsonNode answered(String key, String description, String written) {
        String schema = "{\"type\": \"object\", \"properties\": {\"" + key + "\": {\"type\": \"integer\""
                + (description == null ? "" : ", \"description\": " + TextNode.valueOf(description)) + "}}}";
        JsonNode answer = FUNCTIONS.coerced("{\"" + key + "\": " + TextNode.valueOf(written) + "}", schema, "strict");
        return answer == null ? null : answer.path(key);
    }

    @Test
    void minBesideANumber_isNeverAConfidentNumber_andTheBareNumberIs() {
        List<String> wrong = new ArrayList<>();
        for (String key : List.of("n", "wait", "duration_min", "timeout_minutes", "min_count")) {
            for (String description : new String[] {null, "in minutes", "the minimum"}) {
                for (String written : List.of("5 min", "5 mins", "5min", "5 Min.", "min 5", "min. 5", "5 minimum", "5 minutes",
                        "minimum 5", "5 分", "5분", "5 dk", "5 Minuten", "5 minutos")) {
                    JsonNode a = answered(key, description, written);
                    if (a != null) {
                        wrong.add(key + " " + description + ": " + written + " -> " + a);
                    }
                }
                JsonNode bare = answered(key, description, "5");
                if (bare == null || bare.asInt() != 5) {
                    wrong.add(key + " " + description + ": the bare 5 -> " + bare);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }
}

package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * What the generated tests of a remark after a reply's data share: the schemas and the data a reply writes for them
 * (with the value the data holds and another of its kind), the places a remark stands after the data, and the tally
 * of what extract-json with {@code coerce} answers, per family and language, in strict and repair mode.
 */
final class AfterTheData {

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();

    /** Schemas, the data a reply writes for them, its value and another. */
    static final List<String[]> SHAPES = List.of(
            new String[] {"{\"type\":\"object\",\"properties\":{\"answer\":{\"type\":\"integer\"}},\"required\":[\"answer\"]}",
                    "{\"answer\": 5}", "5", "6"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"status\":{\"enum\":[\"done\",\"pending\"]}},\"required\":[\"status\"]}",
                    "{\"status\": \"done\"}", "done", "pending"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}},\"required\":[\"name\"]}",
                    "{\"name\": \"Ada\"}", "Ada", "Bob"});

    /** Data holding no number: schema, data. */
    static final List<String[]> NO_NUMBER = List.<String[]>of(
            new String[] {"{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}},\"required\":[\"name\"]}",
                    "{\"name\": \"Ada\"}"});

    /**
     * Number data, schema and data, its member named {@code name} of the JSON type {@code type} holding {@code value}:
     * alone, a price in a schema of its own, beside a name, and an array of integers.
     */
    static List<String[]> numbers(String name, String type, int value) {
        String n = "\"" + name + "\"";
        return List.of(
                new String[] {"{\"type\":\"object\",\"properties\":{" + n + ":{\"type\":\"" + type + "\"}},\"required\":[" + n
                        + "]}",
                        "{" + n + ": " + value + "}"},
                new String[] {"{\"type\":\"object\",\"properties\":{\"price\":{\"type\":\"number\"}},\"required\":[\"price\"]}",
                        "{\"price\": 4.5}"},
                new String[] {"{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}," + n
                        + ":{\"type\":\"integer\"}},\"required\":[\"name\"," + n + "]}", "{\"name\": \"Ada\", " + n + ": " + value + "}"},
                new String[] {"{\"type\":\"array\",\"items\":{\"type\":\"integer\"}}", "[5, 7, 9]"});
    }

    /** A boolean's schema and a total's, which remarks on what the data holds are read after too. */
    static final String OK = "{\"type\":\"object\",\"properties\":{\"ok\":{\"type\":\"boolean\"}},\"required\":[\"ok\"]}";
    static final String TOTAL = "{\"type\":\"object\",\"properties\":{\"total\":{\"type\":\"number\"}},\"required\":[\"total\"]}";

    /** The data, then the remark: after a fence, and after a bare value and a blank line. */
    static final List<String> PLACES = List.of("```json\n{d}\n```\n{s}", "{d}\n\n{s}");

    private final Map<String, int[]> counts = new TreeMap<>();
    private final List<String> wrong = new ArrayList<>();

    /**
     * Tallies the remark {@code sentence} after each shape's data, in each place and mode: answered where {@code kept},
     * refused otherwise. {@code {v}} in it stands for the data's value and {@code {o}} for another; it opens with a
     * capital.
     */
    void expect(String family, String language, String sentence, boolean kept) {
        for (String[] shape : SHAPES) {
            expectAfter(family, language, shape[0], shape[1], sentence.replace("{v}", shape[2]).replace("{o}", shape[3]), kept);
        }
    }

    /**
     * Tallies the remark {@code sentence} after {@code data} written for {@code schema}, in each place and mode: answered
     * where {@code kept}, refused otherwise. It opens with a capital.
     */
    void expectAfter(String family, String language, String schema, String data, String sentence, boolean kept) {
        String said = capital(sentence);
        for (String place : PLACES) {
            expectReply(family, language, schema, place.replace("{d}", data).replace("{s}", said), kept);
        }
    }

    /** Tallies the whole {@code reply} aligned to {@code schema}, in each mode: answered where {@code kept}, refused otherwise. */
    void expectReply(String family, String language, String schema, String reply, boolean kept) {
        for (String mode : List.of("strict", "repair")) {
            JsonNode answer = FUNCTIONS.coerced(reply, schema, mode);
            boolean answered = answer != null && !answer.isEmpty();
            int[] c = counts.computeIfAbsent(family + ", " + language, k -> new int[2]);
            c[0]++;
            if (answered != kept) {
                c[1]++;
                wrong.add(family + " " + mode + ": " + reply.replace("\n", "\\n") + " -> " + answer);
            }
        }
    }


    /** {@link #expect} of a remark after each shape's data, and {@link #expectAfter} of it after a boolean's ({@link #OK}). */
    void expectWithABoolean(String family, String language, String sentence, boolean kept) {
        expect(family, language, sentence, kept);
        expectAfter(family, language, OK, "{\"ok\": true}", sentence, kept);
    }

    /** {@link #expectAfter} of a remark after number data: a total of 120 ({@link #TOTAL}), and the shapes of {@link #numbers}. */
    void expectAfterANumber(String family, String language, String sentence, boolean kept) {
        expectAfter(family, language, TOTAL, "{\"total\": 120}", sentence, kept);
        for (String[] shape : numbers("total", "number", 120)) {
            expectAfter(family, language, shape[0], shape[1], sentence, kept);
        }
    }

    /** Each of the {@code ;}-separated sentences, blank ones left out. */
    static void each(String sentences, java.util.function.Consumer<String> action) {
        List.of(sentences.split(";")).stream().filter(s -> !s.isBlank()).forEach(action);
    }
    /** Prints the counts (the wrong answers too, with {@code SHOW_WRONG} set), asserts none wrong and at least {@code least} refused. */
    void assertNone(int least) {
        counts.forEach((family, c) -> System.out.println(family + ": " + c[0] + " variants, " + c[1] + " read otherwise"));
        if (System.getenv("SHOW_WRONG") != null) {
            wrong.forEach(System.out::println);
        }
        int refused = counts.entrySet().stream().filter(e -> !e.getKey().startsWith("kept")).mapToInt(e -> e.getValue()[0]).sum();
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " read otherwise");
        assertTrue(refused >= least, refused + " variants");
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}

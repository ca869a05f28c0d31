package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.function.InProcessFunctions;

/**
 * A short remark after the data that calls it no exact or whole answer ({@code This is an estimate.}, {@code The values
 * are approximate.}, {@code Die Daten sind unvollständig.}, {@code これは概算です。}), generated from each language's
 * {@code not-exact} words in its own sentences, after a fenced and a bare JSON value, for an integer, an enum and a
 * free string, in strict and repair mode: extract-json with {@code coerce} answers none of them. A plain remark keeps
 * the data. Counted per language.
 */
class CalledNotExactAfterTheDataGeneratedTest {

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();

    /** Per language: sentences calling the data {@code {w}}, then (after {@code |}) a plain remark, if any. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "This is {w}.;The values are {w}.;Note: {w}.|This is the final answer."),
            Map.entry("de", "Das ist {w}.;Die Werte sind {w}.|Das ist die Antwort."),
            Map.entry("fr", "C'est {w}.;Les valeurs sont {w}.|C'est la réponse finale."),
            Map.entry("es", "Es {w}.;Los valores son {w}.|Esta es la respuesta."),
            Map.entry("it", "È {w}.;I valori sono {w}.|Questa è la risposta."),
            Map.entry("pt", "É {w}.;Os valores são {w}.|Esta é a resposta."),
            Map.entry("nl", "Dit is {w}.;De waarden zijn {w}.|Dit is het antwoord."),
            Map.entry("tr", "Bu değerler {w}.;Sonuç {w}.|"),
            Map.entry("ja", "これは{w}です。;値は{w}です。|以上が回答です。"),
            Map.entry("zh", "这是{w}。;以上数值为{w}。|以上就是结果。"),
            Map.entry("ko", "이 값은 {w}입니다.;결과는 {w}입니다.|이것이 답입니다."));

    /** Schemas and the data a reply writes for them. */
    private static final List<String[]> SHAPES = List.of(
            new String[] {"{\"type\":\"object\",\"properties\":{\"answer\":{\"type\":\"integer\"}},\"required\":[\"answer\"]}",
                    "{\"answer\": 5}"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"status\":{\"enum\":[\"done\",\"pending\"]}},\"required\":[\"status\"]}",
                    "{\"status\": \"done\"}"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}},\"required\":[\"name\"]}",
                    "{\"name\": \"Ada\"}"});

    /** The data, then the remark: after a fence, and after a bare value and a blank line. */
    private static final List<String> PLACES = List.of("```json\n{d}\n```\n{s}", "{d}\n\n{s}");

    private final Map<String, int[]> counts = new TreeMap<>();
    private final List<String> wrong = new ArrayList<>();

    private void expect(String family, String language, String sentence, boolean kept) {
        for (String[] shape : SHAPES) {
            for (String place : PLACES) {
                String reply = place.replace("{d}", shape[1]).replace("{s}", sentence);
                for (String mode : List.of("strict", "repair")) {
                    JsonNode data = FUNCTIONS.coerced(reply, shape[0], mode);
                    boolean answered = data != null && !data.isEmpty();
                    int[] c = counts.computeIfAbsent(family + ", " + language, k -> new int[2]);
                    c[0]++;
                    if (answered != kept) {
                        c[1]++;
                        wrong.add(family + " " + mode + ": " + reply.replace("\n", "\\n") + " -> " + data);
                    }
                }
            }
        }
    }

    @Test
    void aShortRemarkCallingTheDataNoExactAnswer_refusesIt_andNegatedOrPlainKeepsIt() {
        for (var entry : SENTENCES.entrySet()) {
            String language = entry.getKey();
            String[] sides = entry.getValue().split("\\|", -1);
            for (String w : LEX.words(Role.NOT_EXACT, language)) {
                for (String sentence : sides[0].split(";")) {
                    expect("called no exact answer", language, capital(sentence.replace("{w}", w)), false);
                }
            }
            if (!sides[1].isEmpty()) {
                expect("kept: plain", language, sides[1], true);
            }
        }
        counts.forEach((family, c) -> System.out.println(family + ": " + c[0] + " variants, " + c[1] + " read otherwise"));
        if (System.getenv("SHOW_WRONG") != null) {
            wrong.forEach(System.out::println);
        }
        int refused = counts.entrySet().stream().filter(e -> !e.getKey().startsWith("kept")).mapToInt(e -> e.getValue()[0]).sum();
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " read otherwise");
        assertTrue(refused >= 2_000, refused + " variants");
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}

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
 * A remark after the data that offers its value as one of several ({@code Either 5 or 6.}, {@code Entweder 5 oder
 * 6.}, {@code 5か6です。}) or says the data was not checked ({@code This has not been verified.}, {@code Cela n'a pas été
 * vérifié.}, {@code 確認していません。}), generated in each language's own sentences from its choice words and its
 * {@code verified} words, after a fenced and a bare JSON value, for an integer, an enum and a free string, in strict
 * and repair mode: extract-json with {@code coerce} answers none of them. The same sentences stating the value alone,
 * or the check made, keep the data (not in Japanese and Chinese, where a short line of words that keep nothing, as
 * {@code 確認済みです。} is to the reading, refuses the data on its own). Counted per family and language.
 */
class OfferedOrUncheckedAfterTheDataGeneratedTest {

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();

    /** Per language: sentences offering {@code {v}} beside {@code {o}}, then (after {@code |}) plain ones keeping it. */
    private static final Map<String, String> CHOICES = Map.ofEntries(
            Map.entry("en", "Either {v} or {o}.;It is {v} or {o}.;The answer is {o} or {v}.;{v}, or {o}."
                    + "|The answer is {v}.;Let me know if you want more or less detail."),
            Map.entry("de", "Entweder {v} oder {o}.;Es ist {v} oder {o}.;Die Antwort ist {o} oder {v}.|Die Antwort ist {v}."),
            Map.entry("fr", "Soit {v}, soit {o}.;C'est {v} ou {o}.;La réponse est {o} ou {v}.|La réponse est {v}."),
            Map.entry("es", "O {v} o {o}.;Es {v} o {o}.;La respuesta es {o} o {v}.|La respuesta es {v}."),
            Map.entry("it", "O {v} o {o}.;È {v} oppure {o}.;La risposta è {o} o {v}.|La risposta è {v}."),
            Map.entry("pt", "Ou {v} ou {o}.;É {v} ou {o}.;A resposta é {o} ou {v}.|A resposta é {v}."),
            Map.entry("nl", "Ofwel {v} ofwel {o}.;Het antwoord is {v} dan wel {o}.|Het antwoord is {v}."),
            Map.entry("tr", "{v} veya {o}.;Cevap {v} ya da {o}.|Cevap {v}."),
            Map.entry("ja", "{v}か{o}です。;答えは{v}または{o}です。|以上が回答です。"),
            Map.entry("zh", "是{v}或{o}。;答案是{v}或者{o}。|以上就是结果。"),
            Map.entry("ko", "{v} 또는 {o}입니다.;답은 {v} 혹은 {o}입니다.|답은 {v}입니다."));

    /** Per language: sentences saying the data was not {@code {w}}, then (after {@code |}) ones saying it was. */
    private static final Map<String, String> UNCHECKED = Map.ofEntries(
            Map.entry("en", "This has not been {w}.;The values are not {w}.;Not yet {w}.|This has been {w}.;{w} against the source."),
            Map.entry("de", "Das wurde nicht {w}.;Die Werte sind noch nicht {w}.|Die Werte sind {w}."),
            Map.entry("fr", "Cela n'a pas été {w}.;Les valeurs ne sont pas {w}.|Les valeurs sont {w}."),
            Map.entry("es", "Esto no ha sido {w}.;Los valores no están {w}.|Los valores están {w}."),
            Map.entry("it", "Non è stato {w}.;I valori non sono {w}.|I valori sono {w}."),
            Map.entry("pt", "Isto não foi {w}.;Os valores não estão {w}.|Os valores estão {w}."),
            Map.entry("nl", "Dit is niet {w}.;De waarden zijn nog niet {w}.|De waarden zijn {w}."),
            Map.entry("ja", "{w}していません。;まだ{w}できていません。;{w}されていません。|"),
            Map.entry("zh", "尚未{w}。;没有{w}过。;这些数值未经{w}。|"),
            Map.entry("ko", "{w}되지 않았습니다.;아직 {w}하지 않았습니다.|{w}되었습니다."));

    /** Schemas, the data a reply writes for them, its value and another. */
    private static final List<String[]> SHAPES = List.of(
            new String[] {"{\"type\":\"object\",\"properties\":{\"answer\":{\"type\":\"integer\"}},\"required\":[\"answer\"]}",
                    "{\"answer\": 5}", "5", "6"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"status\":{\"enum\":[\"done\",\"pending\"]}},\"required\":[\"status\"]}",
                    "{\"status\": \"done\"}", "done", "pending"},
            new String[] {"{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}},\"required\":[\"name\"]}",
                    "{\"name\": \"Ada\"}", "Ada", "Bob"});

    /** The data, then the remark: after a fence, and after a bare value and a blank line. */
    private static final List<String> PLACES = List.of("```json\n{d}\n```\n{s}", "{d}\n\n{s}");

    private final Map<String, int[]> counts = new TreeMap<>();
    private final List<String> wrong = new ArrayList<>();

    private void expect(String family, String language, String sentence, boolean kept) {
        for (String[] shape : SHAPES) {
            String said = capital(sentence.replace("{v}", shape[2]).replace("{o}", shape[3]));
            for (String place : PLACES) {
                String reply = place.replace("{d}", shape[1]).replace("{s}", said);
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
    void aRemarkOfferingTheValueAsOneOfSeveral_orSayingTheDataWasNotChecked_refusesIt() {
        for (var entry : CHOICES.entrySet()) {
            String[] sides = entry.getValue().split("\\|", -1);
            for (String sentence : sides[0].split(";")) {
                expect("offered as one of several", entry.getKey(), sentence, false);
            }
            for (String sentence : sides[1].split(";")) {
                expect("kept: the value alone", entry.getKey(), sentence, true);
            }
        }
        for (var entry : UNCHECKED.entrySet()) {
            String[] sides = entry.getValue().split("\\|", -1);
            for (String w : LEX.words(Role.VERIFIED, entry.getKey())) {
                for (String sentence : sides[0].split(";")) {
                    expect("said not checked", entry.getKey(), sentence.replace("{w}", w), false);
                }
                for (String sentence : sides[1].isEmpty() ? new String[0] : sides[1].split(";")) {
                    expect("kept: said checked", entry.getKey(), sentence.replace("{w}", w), true);
                }
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

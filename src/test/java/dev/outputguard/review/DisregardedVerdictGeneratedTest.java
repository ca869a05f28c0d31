package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.extract.JsonExtractor;

/**
 * A note beside a JSON pass that tells the reader to pay no heed to the verdict takes the pass back
 * ({@code Assertion.verdictDisregarded}). Generated in every language the lexicon reads: each of the language's
 * {@code disregards} words with each of its verdict labels, in either order, bare, after {@code P.S.} and with a full
 * stop, in every note's member, fails the pass; notes telling the reader to pay no heed to something else (whitespace,
 * generated files), beside a real pass, keep it. Counted per language.
 */
class DisregardedVerdictGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> LANGUAGES = Lexicon.LANGUAGES.stream().filter(l -> !l.equals("common")).toList();
    private static final List<String> MEMBERS = List.of("note", "comment", "summary");
    /** How the two words stand in a note: the heed word first or the label first, as languages order them. */
    private static final List<String> SHAPES = List.of("%1$s %2$s", "P.S. %1$s %2$s.", "%2$s %1$s", "%2$s: %1$s");
    /** Notes that pay no heed to something other than the verdict, beside a real pass. */
    private static final List<String> ELSEWHERE = List.of("LGTM; ignore whitespace changes in the diff view.",
            "Looks good. I ignored the generated files, the rest is clean.",
            "The parser now ignores blank lines, as the format requires.", "生成ファイルは無視して確認しました。問題ありません。",
            "Sieht gut aus; Leerzeichenänderungen bitte ignorieren.");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void aNoteTellingToIgnoreTheVerdict_failsThePass_andOneIgnoringSomethingElseKeepsIt() throws Exception {
        Map<String, Integer> counts = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        for (String language : LANGUAGES) {
            List<String> heeds = LEX.words(Role.DISREGARDS, language);
            List<String> labels = LEX.words(Category.VERDICT_LABEL, language);
            assertTrue(!heeds.isEmpty() && !labels.isEmpty(), "the lexicon lists both in " + language);
            for (String heed : heeds) {
                for (String label : labels.subList(0, Math.min(6, labels.size()))) {
                    for (String shape : SHAPES) {
                        String note = String.format(shape, heed, label);
                        for (String member : MEMBERS) {
                            counts.merge(language, 1, Integer::sum);
                            String verdict = decide(member, note);
                            if (!verdict.equals("FAIL")) {
                                wrong.add(language + " " + member + ": " + note + " -> " + verdict);
                            }
                        }
                    }
                }
            }
        }
        List<String> lost = new ArrayList<>();
        for (String note : ELSEWHERE) {
            if (!decide("note", note).equals("PASS")) {
                lost.add(note);
            }
        }
        System.out.println("verdicts disregarded in a note beside a JSON pass, by language: " + counts + ", "
                + counts.values().stream().mapToInt(Integer::intValue).sum() + " variants; passed: " + wrong.size()
                + "; heed paid elsewhere lost: " + lost.size() + " of " + ELSEWHERE.size());
        assertEquals(List.of(), wrong, "a note telling to ignore the verdict takes the pass back");
        assertEquals(List.of(), lost, "a note ignoring something else keeps the pass");
    }

    private String decide(String member, String note) throws Exception {
        ObjectNode reply = MAPPER.createObjectNode().put("result", "PASS").put(member, note);
        return decider.decide("Review attached.", MAPPER.writeValueAsString(reply)).result().name();
    }
}

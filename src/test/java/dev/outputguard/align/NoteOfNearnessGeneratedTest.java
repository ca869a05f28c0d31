package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.function.InProcessFunctions;

/**
 * A short note beside an answer's data that is only a word of nearness ({@code "note": "approximate"},
 * {@code "comment": "estimated"}, {@code "remark": "at least"}, {@code "an estimate"}, {@code "rough estimate"},
 * {@code "概算"}, {@code "大约"}, {@code "대략"}, {@code "ungefähr"}, {@code "environ"}): the number (or any data) beside it is
 * no exact answer, and extract-json with {@code coerce} refuses it, for every term of the lexicon's {@code approximate}
 * in every language, under the names a note goes by, beside an integer, an enum and a boolean, strict and repair. A note
 * whose word of nearness is what it is about, with another word ({@code "about a refund"}, {@code "see above"},
 * {@code "above the fold"}), and a note saying the figure is exact keep the data.
 */
class NoteOfNearnessGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final Lexicon LEX = Lexicon.get();
    private static final List<String> KEYS = List.of("note", "comment", "remark");
    private static final Map<String, String[]> DATA = Map.of(
            "integer", new String[] {"{\"type\": \"object\", \"required\": [\"count\"], \"properties\": {\"count\": {\"type\": \"integer\"}}}",
                    "count", "5"},
            "enum", new String[] {"{\"type\": \"object\", \"required\": [\"status\"], \"properties\": {\"status\": {\"enum\": [\"PASS\", \"FAIL\"]}}}",
                    "status", "\"PASS\""},
            "boolean", new String[] {"{\"type\": \"object\", \"required\": [\"ok\"], \"properties\": {\"ok\": {\"type\": \"boolean\"}}}",
                    "ok", "true"});

    /** The data answered beside {@code note} under {@code key}, or null where there is none. */
    private static JsonNode answered(String[] data, String key, String note, String mode) throws Exception {
        ObjectNode reply = (ObjectNode) MAPPER.readTree("{\"" + data[1] + "\": " + data[2] + "}");
        reply.put(key, note);
        JsonNode json = FUNCTIONS.coerced(reply.toString(), data[0], mode);
        return json == null ? null : json.get(data[1]);
    }

    @Test
    void aNoteThatIsOnlyAWordOfNearness_takesTheDataBesideItBack_inEveryLanguage() throws Exception {
        Map<String, int[]> families = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        for (String language : Lexicon.LANGUAGES) {
            for (String term : LEX.words(Category.APPROXIMATE, language)) {
                if (term.split(" ").length > 4 || !Character.isLetter(term.charAt(0))) {
                    continue; // longer than a short note; a sign (~, ≈) is read where it stands by a number
                }
                for (String note : List.of(term, term.substring(0, 1).toUpperCase() + term.substring(1), term.endsWith(".") ? "(" + term + ")" : term + ".")) {
                    for (Map.Entry<String, String[]> d : DATA.entrySet()) {
                        for (String key : KEYS) {
                            for (String mode : List.of("strict", "repair")) {
                                int[] tally = families.computeIfAbsent(language + " " + d.getKey(), f -> new int[2]);
                                tally[0]++;
                                JsonNode answer = answered(d.getValue(), key, note, mode);
                                if (answer != null) {
                                    tally[1]++;
                                    wrong.add(language + " " + d.getKey() + " " + key + " " + mode + ": " + note + " -> " + answer);
                                }
                            }
                        }
                    }
                }
            }
        }
        int variants = families.values().stream().mapToInt(t -> t[0]).sum();
        StringBuilder counts = new StringBuilder();
        families.forEach((f, t) -> counts.append(f).append(": ").append(t[1]).append(" wrong of ").append(t[0]).append("; "));
        System.out.println("notes of nearness beside the data, by language and data: " + counts + variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 5_000, variants + " variants");
    }

    @Test
    void aNoteAboutSomethingOrSayingTheFigureIsExact_keepsTheData() throws Exception {
        List<String> lost = new ArrayList<>();
        int read = 0;
        for (String note : List.of("about a refund", "see above", "under the desk", "exact", "exact count", "confirmed", "as requested",
                "counted by hand", "from the invoice", "Rechnung geprüft", "請求書より", "根据发票", "송장 기준", "above the fold")) {
            for (Map.Entry<String, String[]> d : DATA.entrySet()) {
                for (String key : KEYS) {
                    read++;
                    JsonNode answer = answered(d.getValue(), key, note, "strict");
                    if (answer == null || !answer.equals(MAPPER.readTree(d.getValue()[2]))) {
                        lost.add(d.getKey() + " " + key + ": " + note + " -> " + answer);
                    }
                }
            }
        }
        System.out.println("notes keeping the data: " + (read - lost.size()) + " of " + read);
        assertEquals(List.of(), lost);
    }
}

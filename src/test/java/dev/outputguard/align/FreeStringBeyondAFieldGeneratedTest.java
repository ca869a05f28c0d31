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
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A free string taken back ({@code TODO}, {@code ~~Ada~~}, {@code not Ada}, {@code Ada?}, {@code Ada (not sure)},
 * {@code probably Ada}, {@code Ada or Bob}, in every language's words) is no value wherever the schema takes any text,
 * not only as an object's {@code "type": "string"} property or a list's item: as the answer itself (a schema whose
 * root is a string: the reply a JSON string, a fenced block, its words, a label and its words), as a property whose
 * schema is a union with a string branch ({@code anyOf} / {@code oneOf} of a string and null: {@code Optional[str]}),
 * and as a member that {@code additionalProperties} describes. And a short remark on a value's closing line inside a
 * fenced block ({@code {"count": 5} // or 6}, then the fence's close) is read as the same remark is where the reply
 * ends there: fail-closed. Beside them the plain values, kept.
 */
class FreeStringBeyondAFieldGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final List<String> MODES = List.of("strict", "repair");

    /** Free strings taken back, by family, in several languages. */
    private static final Map<String, List<String>> TAKEN_BACK = Map.of(
            "placeholder", List.of("TODO", "TBD", "未定", "待定", "미정", "por definir", "à définir", "REDACTED", "null", "{{name}}", "<name>",
                    "[insert name]", "..."),
            "struck or questioned", List.of("~~Ada~~", "Ada?", "田中？", "Ada (?)"),
            "negated", List.of("not Ada", "nicht Müller", "pas Dupont", "不是张三", "田中ではない"),
            "taken back by a remark", List.of("Ada (not sure)", "Ada - maybe", "Ada (removed)", "Müller (unsicher)", "张三（待定）",
                    "田中（未確認）", "Dupont (pas sûr)"),
            "given as a guess", List.of("probably Ada", "vielleicht Müller", "peut-être Dupont", "quizás García", "たぶん田中", "可能是张三",
                    "아마 김철수", "Ada probably", "田中かも", "Alice吧", "김철수 같음", "e.g. Ada", "z. B. Müller", "例えば田中"),
            "one of several", List.of("Ada or Bob", "Müller oder Schmidt", "Dupont ou Martin", "García o López", "田中か鈴木", "张三或李四",
                    "김철수 또는 이영희"));
    private static final List<String> PLAIN = List.of("Ada", "Ada Lovelace", "Müller", "田中", "张三", "김철수", "Dupont", "Lyon (France)",
            "Bob (CEO)", "Smith, John", "Tom and Jerry");

    private static final String STRING = "{\"type\": \"string\"}";
    private static final Map<String, String> PLACES = Map.of(
            "anyOf string or null", "{\"type\": \"object\", \"required\": [\"name\"], \"properties\": {\"name\": {\"anyOf\": [" + STRING
                    + ", {\"type\": \"null\"}]}}}",
            "oneOf string or integer", "{\"type\": \"object\", \"required\": [\"name\"], \"properties\": {\"name\": {\"oneOf\": [" + STRING
                    + ", {\"type\": \"integer\"}]}}}",
            "additionalProperties", "{\"type\": \"object\", \"properties\": {\"id\": {\"type\": \"integer\"}}, \"additionalProperties\": "
                    + STRING + "}");

    /** The answers to {@code value} in every place and form, each null where there is none; the string read out of each. */
    private static Map<String, JsonNode> answers(String value) {
        Map<String, JsonNode> answers = new TreeMap<>();
        String quoted = TextNode.valueOf(value).toString();
        for (String mode : MODES) {
            answers.put("root JSON string " + mode, FUNCTIONS.coerced(quoted, STRING, mode));
            answers.put("root fenced " + mode, FUNCTIONS.coerced("```\n" + value + "\n```", STRING, mode));
            answers.put("root words " + mode, FUNCTIONS.coerced(value, STRING, mode));
            for (Map.Entry<String, String> place : PLACES.entrySet()) {
                String reply = place.getKey().equals("additionalProperties") ? "{\"id\": 1, \"name\": " + quoted + "}"
                        : "{\"name\": " + quoted + "}";
                JsonNode json = FUNCTIONS.coerced(reply, place.getValue(), mode);
                answers.put(place.getKey() + " " + mode, json == null ? null : json.get("name"));
            }
        }
        JsonNode labelled = FUNCTIONS.coerced("Answer: " + value, STRING, "strict");
        answers.put("root after a label", labelled == null ? null
                : TextNode.valueOf(labelled.asText().substring(Math.min(labelled.asText().length(), "Answer: ".length()))));
        return answers;
    }

    @Test
    void aFreeStringTakenBack_isNoValue_asTheRootAUnionsBranchOrAnAdditionalProperty() {
        Map<String, int[]> families = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        TAKEN_BACK.forEach((family, values) -> {
            for (String value : values) {
                answers(value).forEach((place, answer) -> {
                    int[] tally = families.computeIfAbsent(family + " / " + place.replaceAll(" (strict|repair)$", ""), f -> new int[2]);
                    tally[0]++;
                    if (answer != null) {
                        tally[1]++;
                        wrong.add(family + ", " + place + ": " + value + " -> " + answer);
                    }
                });
            }
        });
        int variants = families.values().stream().mapToInt(t -> t[0]).sum();
        StringBuilder counts = new StringBuilder();
        families.forEach((f, t) -> counts.append(f).append(": ").append(t[1]).append(" wrong of ").append(t[0]).append("; "));
        System.out.println("free strings beyond a field, by family and place: " + counts + variants + " variants");
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 500, variants + " variants");
    }

    @Test
    void aPlainFreeString_isKept_asTheRootAUnionsBranchOrAnAdditionalProperty() {
        List<String> lost = new ArrayList<>();
        int read = 0;
        for (String value : PLAIN) {
            for (Map.Entry<String, JsonNode> a : answers(value).entrySet()) {
                read++;
                if (a.getValue() == null || !a.getValue().asText().equals(value)) {
                    lost.add(a.getKey() + ": " + value + " -> " + a.getValue());
                }
            }
        }
        System.out.println("plain free strings beyond a field: " + (read - lost.size()) + " of " + read + " kept");
        assertEquals(List.of(), lost);
    }

    /** Remarks naming another value on a value's closing line, in several languages. */
    private static final List<String> OTHER_VALUE_REMARKS = List.of("// or %s", "// was %s", "// %s in staging", "# or %s", "/* or %s */",
            "// oder %s", "// ou %s", "// o %s", "// または%s", "// 或%s", "// 또는 %s", "// früher %s", "// 以前は%s", "// 之前是%s",
            "// 이전 %s", "(or %s)", "— or %s", "/ %s", "→ %s");

    @Test
    void aRemarkNamingAnotherValueOnTheClosingLineInsideAFence_isReadAsWhereTheReplyEnds() throws Exception {
        String count = "{\"type\": \"object\", \"required\": [\"count\"], \"properties\": {\"count\": {\"type\": \"integer\"}}}";
        String status = "{\"type\": \"object\", \"required\": [\"status\"], \"properties\": {\"status\": {\"enum\": [\"PASS\", \"FAIL\"]}}}";
        String approved = "{\"type\": \"object\", \"required\": [\"approved\"], \"properties\": {\"approved\": {\"type\": \"boolean\"}}}";
        List<String[]> values = List.of(new String[] {"{\"count\": 5}", count, "6"}, new String[] {"{\"status\": \"PASS\"}", status, "FAIL"},
                new String[] {"{\"approved\": true}", approved, "false"});
        Map<String, int[]> families = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        for (String[] v : values) {
            for (String remark : OTHER_VALUE_REMARKS) {
                String line = v[0] + " " + remark.formatted(v[2]);
                for (String tail : List.of("\n```", "\n```\nDone.", "\n```\n")) {
                    for (String mode : MODES) {
                        String family = "another value on the closing line, fence closed after it";
                        int[] tally = families.computeIfAbsent(family, f -> new int[2]);
                        tally[0]++;
                        JsonNode answer = FUNCTIONS.coerced("```json\n" + line + tail, v[1], mode);
                        if (answer != null) {
                            tally[1]++;
                            wrong.add(mode + ": " + line + tail.replace("\n", "⏎") + " -> " + answer);
                        }
                    }
                }
            }
        }
        int lost = 0;
        for (String[] v : values) {
            for (String mode : MODES) {
                JsonNode answer = FUNCTIONS.coerced("```json\n" + v[0] + "\n```", v[1], mode);
                if (answer == null || !answer.equals(MAPPER.readTree(v[0]))) {
                    lost++;
                }
            }
        }
        int variants = families.values().stream().mapToInt(t -> t[0]).sum();
        System.out.println("closing-line remarks in a fence: " + wrong.size() + " wrong of " + variants + "; plain fenced values lost " + lost);
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertEquals(0, lost);
    }
}

package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.InProcessFunctions;

/**
 * A value struck through by combining overlays (U+0334 to U+0338 after its letters: {@code A̶l̶i̶c̶e̶}, {@code P̸A̸S̸S̸})
 * is taken back, as {@code ~~Alice~~} is: extract-json with {@code coerce} answers it for no free string, enum,
 * number or boolean, in strict and repair mode, whether every character is struck, the first, the last or one word
 * of two, the values written in eleven languages' scripts. The same values written plainly, with their accents
 * composed and decomposed (U+0301 is no overlay), keep them.
 */
class OverlayStruckValueGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final List<String> NAMES = List.of("Alice", "Ada Lovelace", "Müller", "François", "José Núñez",
            "Giulia", "João", "Van Dijk", "Öztürk", "田中太郎", "王伟", "김민수", "Зоя");
    private static final String OVERLAYS = "\u0334\u0335\u0336\u0337\u0338";
    private static final String STRING = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}},\"required\":[\"name\"]}";
    private static final String ENUM = "{\"type\":\"object\",\"properties\":{\"name\":{\"enum\":[\"PASS\",\"FAIL\"]}},\"required\":[\"name\"]}";
    private static final String INT = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"integer\"}},\"required\":[\"name\"]}";
    private static final String BOOL = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"boolean\"}},\"required\":[\"name\"]}";

    /** {@code value} with {@code overlay} after the characters {@code how} names. */
    private static String struck(String value, char overlay, String how) {
        StringBuilder b = new StringBuilder();
        int space = value.indexOf(' ');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            b.append(c);
            boolean strike = switch (how) {
                case "every" -> c != ' ';
                case "first" -> i == 0;
                case "last" -> i == value.length() - 1;
                default -> space > 0 ? i < space : i == 0; // one word of two
            };
            if (strike) {
                b.append(overlay);
            }
        }
        return b.toString();
    }

    private static JsonNode answered(String schema, String value, String mode) throws Exception {
        String reply = "{\"name\": " + MAPPER.writeValueAsString(value) + "}";
        return FUNCTIONS.coerced(reply, schema, mode);
    }

    @Test
    void aValueStruckThroughByOverlays_isNeverAnswered_andThePlainValueIsKept() throws Exception {
        Map<String, Integer> families = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        List<String> lost = new ArrayList<>();
        int plain = 0;
        Map<String, List<String>> bySchema = Map.of(STRING, NAMES, ENUM, List.of("PASS", "FAIL"), INT,
                List.of("5", "42", "1200"), BOOL, List.of("true", "false", "yes"));
        for (Map.Entry<String, List<String>> e : bySchema.entrySet()) {
            String type = e.getKey() == STRING ? "string" : e.getKey() == ENUM ? "enum" : e.getKey() == INT ? "integer"
                    : "boolean";
            for (String value : e.getValue()) {
                for (String mode : new String[] {null, "repair"}) {
                    for (char overlay : OVERLAYS.toCharArray()) {
                        for (String how : List.of("every", "first", "last", "one word")) {
                            String s = struck(value, overlay, how);
                            families.merge(type + " " + how, 1, Integer::sum);
                            if (answered(e.getKey(), s, mode) != null) {
                                wrong.add(mode + ": " + type + ": " + s);
                            }
                        }
                    }
                    for (String p : List.of(value, Normalizer.normalize(value, Normalizer.Form.NFD))) {
                        plain++;
                        if (answered(e.getKey(), p, mode) == null) {
                            lost.add(mode + ": " + type + ": " + p);
                        }
                    }
                }
            }
        }
        int variants = families.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("values struck through by overlays, by type and place: " + families + ", " + variants
                + " variants; answered: " + wrong.size() + "; plain lost: " + lost.size() + " of " + plain);
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertEquals(List.of(), lost, lost.size() + " of " + plain + " plain lost");
        assertTrue(variants >= 500, variants + " variants");
    }
}

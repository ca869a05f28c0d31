package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A free string written as a change ({@code Ada → Bob}, {@code Ada -> Bob}, {@code Ada ⇒ Bob}, {@code ~~Ada~~ Bob}) or,
 * under a field named for a name, as two names parted by a slash ({@code Ada/Bob}): which value the reply asserts
 * cannot be told, so none is answered. Generated over two names of every language we read, every arrow's spelling
 * and blanks, a field and a list's item, strict and repair; the keep side: a slash that is the text's own
 * ({@code AC/DC}, {@code TCP/IP}, {@code and/or}, {@code km/h}, {@code 1/2}, a path, a URL) and hyphens keep the value.
 */
class ChangeOrPairOfValuesGeneratedTest {

    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final String FIELD = "{\"type\": \"object\", \"required\": [\"%s\"], \"properties\": {\"%s\": {\"type\": \"string\"}}}";
    private static final String LIST = "{\"type\": \"object\", \"required\": [\"%s\"], \"properties\": {\"%s\": {\"type\": \"array\","
            + " \"items\": {\"type\": \"string\"}}}}";
    private static final List<String[]> NAMES = List.of(new String[] {"Alice", "Bob"}, new String[] {"田中", "鈴木"},
            new String[] {"张三", "李四"}, new String[] {"김철수", "이영희"}, new String[] {"Müller", "Schmidt"},
            new String[] {"Dupont", "Martin"}, new String[] {"García", "López"}, new String[] {"Rossi", "Bianchi"},
            new String[] {"Silva", "Santos"}, new String[] {"Jansen", "de Vries"}, new String[] {"Yılmaz", "Kaya"},
            new String[] {"Ada Lovelace", "Grace Hopper"});
    private static final List<String> ARROWS = List.of("→", "->", "⇒", "=>", "-->", "==>", "⟶", "➔", "➜", "↦", "⇨", "←",
            "<-", "⟹", "⤳");

    /** The string answered at its place under {@code key}, as a field and as a list's item, strict and repair. */
    private static List<JsonNode> answers(String key, String value) {
        List<JsonNode> answers = new ArrayList<>();
        String quoted = TextNode.valueOf(value).toString();
        for (String mode : List.of("strict", "repair")) {
            JsonNode field = FUNCTIONS.coerced("{\"" + key + "\": " + quoted + "}", FIELD.formatted(key, key), mode);
            answers.add(field == null ? null : field.path(key));
            JsonNode item = FUNCTIONS.coerced("{\"" + key + "s\": [\"Bob\", " + quoted + "]}", LIST.formatted(key + "s", key + "s"), mode);
            answers.add(item == null ? null : item.path(key + "s").path(1));
        }
        return answers;
    }

    @Test
    void aChangeOrTwoNamesParted_leaveNoConfidentValue_andASlashOfTheTextsOwnKeepsIt() {
        Map<String, int[]> families = new LinkedHashMap<>();
        List<String> wrong = new ArrayList<>();
        for (String[] pair : NAMES) {
            List<String[]> written = new ArrayList<>();
            for (String arrow : ARROWS) {
                for (String blank : List.of(" ", "")) {
                    written.add(new String[] {"change by an arrow", pair[0] + blank + arrow + blank + pair[1]});
                }
            }
            written.add(new String[] {"struck through and replaced", "~~" + pair[0] + "~~ " + pair[1]});
            written.add(new String[] {"struck through and replaced", "<del>" + pair[0] + "</del> " + pair[1]});
            if (pair[0].matches("\\p{Lu}\\p{Ll}+") && pair[1].matches("\\p{Lu}\\p{Ll}+")) {
                written.add(new String[] {"two names parted by a slash", pair[0] + "/" + pair[1]});
            }
            for (String[] w : written) {
                for (String key : List.of("name", "customer_name", "assignee")) {
                    if (w[0].startsWith("two names") && key.equals("assignee")) {
                        continue; // read under a field named for a name only
                    }
                    int[] tally = families.computeIfAbsent(w[0], f -> new int[2]);
                    for (JsonNode answer : answers(key, w[1])) {
                        tally[0]++;
                        if (answer != null) {
                            tally[1]++;
                            wrong.add(w[0] + ": " + key + "=" + w[1] + " -> " + answer);
                        }
                    }
                }
            }
        }
        families.forEach((f, t) -> System.out.println("change or pair, " + f + ": " + t[1] + " confident of " + t[0]));
        List<String> plain = List.of("AC/DC", "TCP/IP", "and/or", "km/h", "1/2", "/usr/local/bin", "https://example.com/a/b",
                "src/main/App.java", "Jean-Luc Picard", "Müller-Lüdenscheid", "x >= 5", "a - b", "Bob", "I/O", "AT&T",
                "Mr./Mrs. Smith", "Ada / Bob Ltd", "Read/Write");
        List<String> lost = new ArrayList<>();
        int plains = 0;
        for (String value : plain) {
            for (String key : List.of("name", "title", "path")) {
                for (JsonNode answer : answers(key, value)) {
                    plains++;
                    if (answer == null || !answer.asText().equals(value)) {
                        lost.add(key + "=" + value + " -> " + answer);
                    }
                }
            }
        }
        System.out.println("change or pair, keep side: plain lost " + lost.size() + " of " + plains + " " + lost);
        assertEquals(List.of(), wrong.subList(0, Math.min(40, wrong.size())), wrong.size() + " wrong");
        // The cost of the slash's reading: a title-case pair under a field named for a name (Read/Write as a name).
        assertEquals(List.of("name=Read/Write -> null", "name=Read/Write -> null", "name=Read/Write -> null",
                "name=Read/Write -> null"), lost);
        assertTrue(plains > 200, "plains");
    }
}

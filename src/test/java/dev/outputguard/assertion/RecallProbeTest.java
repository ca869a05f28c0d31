package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * How many plain replies the fail-closed reading refuses, counted per family and language (docs/benchmarks.md, beside
 * the command): a passing verdict with a plain remark on the lines after it (the notes reviewers write beside a JSON
 * pass, review/notes-beside-a-pass.json, and the remarks of assertion/recall.json, each as a paragraph after
 * {@code Final Decision: PASS}); a passing verdict, then a remark saying nothing was found or a check passes
 * ({@code No problems were found.}, {@code All tests pass.}, {@code Risk: low}); a JSON pass with members saying who or what wrote it and when ({@code "reviewer":
 * "alice"}); a label and its value in prose ({@code The status is ok.}, {@code Build status: ok}); a lead line before a reply's JSON answer and the heading over it ({@code Output:},
 * {@code ## Extracted data}, {@code Invoice:}). Every one is a
 * reply a user expects answered, so each lost one is recall the rule costs; the probe fails where a family loses more
 * than recall.json allows, so a change may win recall back but not lose more. What must never be answered is held by
 * the generated suites, not here.
 */
class RecallProbeTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final String ENUM = "{\"type\": \"string\", \"enum\": [\"ok\", \"failed\"]}";
    /** An invoice's schema: the leads and headings of recall.json introduce data of it. */
    private static final String INVOICE = "{\"type\": \"object\", \"properties\": {\"invoice_number\": {\"type\": \"string\"},"
            + " \"customer_name\": {\"type\": \"string\"}, \"total\": {\"type\": \"integer\"}}, \"required\": [\"total\"]}";

    private static JsonNode read(String resource) throws IOException {
        try (InputStream in = RecallProbeTest.class.getResourceAsStream(resource)) {
            return MAPPER.readTree(in);
        }
    }

    private static String review(String text) {
        return FUNCTIONS.reviewResult(text);
    }

    /** Each note of a language's patterns in notes-beside-a-pass.json: one word per slot, joined as the language joins. */
    private static Set<String> notes(JsonNode notes, String language) {
        String space = language.equals("ja") || language.equals("zh") ? "" : " ";
        Set<String> out = new LinkedHashSet<>();
        for (JsonNode pattern : notes.get("plain").get(language)) {
            List<String> built = List.of("");
            for (JsonNode slot : pattern) {
                List<String> next = new ArrayList<>();
                for (String head : built) {
                    slot.forEach(w -> next.add(head.isEmpty() ? w.asText() : head + space + w.asText()));
                }
                built = next;
            }
            out.addAll(built);
        }
        return out;
    }

    private static String sentence(String note) {
        String s = note.substring(0, 1).toUpperCase(Locale.ROOT) + note.substring(1);
        return Character.isLetter(s.charAt(s.length() - 1)) ? s + "." : s;
    }

    /** Counts of one family: replies and lost ones, by language, and some lost replies to show. */
    private record Count(Map<String, int[]> byLanguage, List<String> shown) {
        Count() {
            this(new TreeMap<>(), new ArrayList<>());
        }

        void add(String language, String reply, boolean kept) {
            int[] c = byLanguage.computeIfAbsent(language, l -> new int[2]);
            c[0]++;
            if (!kept) {
                c[1]++;
                if (shown.size() < Integer.getInteger("recall.shown", 12)) {
                    shown.add(language + ": " + reply.replace("\n", "\\n"));
                }
            }
        }

        int lost() {
            return byLanguage.values().stream().mapToInt(c -> c[1]).sum();
        }

        int total() {
            return byLanguage.values().stream().mapToInt(c -> c[0]).sum();
        }

        String print(String family) {
            StringBuilder b = new StringBuilder("recall " + family + ": " + lost() + " of " + total() + " lost");
            byLanguage.forEach((l, c) -> b.append(", ").append(l).append(' ').append(c[1]).append('/').append(c[0]));
            return b.append("; e.g. ").append(shown).toString();
        }
    }

    @Test
    void plainReplies_lostToTheFailClosedReading_areCounted_andNoMoreThanAllowed() throws IOException {
        JsonNode recall = read("/assertion/recall.json");
        JsonNode notes = read("/review/notes-beside-a-pass.json");
        Count after = new Count();
        Count metadata = new Count();
        Count labels = new Count();
        Count nothingWrong = new Count();
        for (Iterator<Map.Entry<String, JsonNode>> it = recall.get("nothingWrong").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            for (JsonNode remark : language.getValue()) {
                String reply = "Final Decision: PASS\n\n" + remark.asText();
                nothingWrong.add(language.getKey(), reply, review(reply).equals("PASS"));
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = recall.get("after").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            Set<String> remarks = new LinkedHashSet<>();
            notes(notes, language.getKey()).forEach(n -> remarks.add(sentence(n)));
            language.getValue().forEach(r -> remarks.add(r.asText()));
            for (String remark : remarks) {
                String reply = "Final Decision: PASS\n\n" + remark;
                after.add(language.getKey(), reply, review(reply).equals("PASS"));
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = recall.get("metadata").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            for (JsonNode key : language.getValue()) {
                for (JsonNode name : recall.get("names")) {
                    ObjectNode reply = MAPPER.createObjectNode().put("result", "PASS").put(key.asText(), name.asText());
                    metadata.add(language.getKey(), reply.toString(), review(reply.toString()).equals("PASS"));
                }
                ObjectNode numbered = MAPPER.createObjectNode().put("result", "PASS").put(key.asText(), 42);
                metadata.add(language.getKey(), numbered.toString(), review(numbered.toString()).equals("PASS"));
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = recall.get("labels").fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> language = it.next();
            for (JsonNode label : language.getValue()) {
                for (String value : List.of("ok", "failed")) {
                    String reply = label.asText().replace("{v}", value);
                    JsonNode answer = FUNCTIONS.coerced(reply, ENUM, null);
                    labels.add(language.getKey(), reply, answer != null && answer.asText().equals(value));
                }
            }
        }
        Count leads = new Count();
        // -Drecall.opaqueNames=true names the properties f1, f2, total: what the leads lose without the schema's names.
        boolean opaque = Boolean.getBoolean("recall.opaqueNames");
        String invoice = opaque ? INVOICE.replace("invoice_number", "f1").replace("customer_name", "f2") : INVOICE;
        String data = "{\"invoice_number\": \"A-1\", \"customer_name\": \"Ann Lee\", \"total\": 5}";
        data = opaque ? data.replace("invoice_number", "f1").replace("customer_name", "f2") : data;
        for (String family : List.of("leads", "headings")) {
            for (Iterator<Map.Entry<String, JsonNode>> it = recall.get(family).fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> language = it.next();
                for (JsonNode lead : language.getValue()) {
                    List<String> shapes = family.equals("leads")
                            ? List.of("%s\n" + data, "%s\n\n```json\n" + data + "\n```", "%s " + data)
                            : List.of("%s\n\n```json\n" + data + "\n```", "%s\n" + data,
                                    "%s\n\nThe invoice was read in full.\n\n```json\n" + data + "\n```");
                    for (String shape : shapes) {
                        String reply = shape.replace("%s", lead.asText());
                        JsonNode answer = FUNCTIONS.coerced(reply, invoice, null);
                        leads.add(language.getKey(), reply, answer != null && answer.path("total").asInt() == 5);
                    }
                }
            }
        }
        System.out.println(after.print("verdict, then a plain remark"));
        System.out.println(nothingWrong.print("verdict, then nothing found or a check passing"));
        System.out.println(metadata.print("JSON pass beside metadata"));
        System.out.println(labels.print("label and value in prose"));
        System.out.println(leads.print("lead or heading over a JSON answer"));
        JsonNode lost = recall.get("lost");
        assertTrue(after.lost() <= lost.get("after").asInt(), after.print("after"));
        assertTrue(nothingWrong.lost() <= lost.get("nothingWrong").asInt(), nothingWrong.print("nothingWrong"));
        assertTrue(metadata.lost() <= lost.get("metadata").asInt(), metadata.print("metadata"));
        assertTrue(labels.lost() <= lost.get("labels").asInt(), labels.print("labels"));
        assertTrue(leads.lost() <= lost.get("leads").asInt(), leads.print("leads"));
    }
}

package dev.outputguard.assertion;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.function.InProcessFunctions;

/**
 * A verdict or a value on a line a code comment's mark opens ({@code //}, {@code /*}; in a fenced block {@code # } and
 * {@code -- } too) is commented out, as a strike-through takes it back: every marker of the fail-closed table and a
 * scalar root read from text, with each mark, bare, indented, in code ticks and in fenced blocks, is no PASS and no
 * value; the same lines without the mark, a Markdown heading's {@code #} outside a fence and a link's {@code //}
 * inside the line keep them.
 */
class CommentedOutGeneratedTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final InProcessFunctions FUNCTIONS = new InProcessFunctions();
    private static final List<String> MARKS = List.of("// ", "//", "/* ", "/** ");
    private static final List<String> PLACES = List.of("%s", "    %s", "`%s`", "```js\n%s\n```", "```\n%s\n```",
            "Reviewed the change.\n\n%s", "> %s");
    /** The marks that open a comment only in code, where Markdown is not read, and the fenced blocks they stand in. */
    private static final List<String> CODE_MARKS = List.of("# ", "-- ");
    private static final List<String> FENCES = List.of("```\n%s\n```", "```sql\n%s\n```", "```yaml\n%s\n```",
            "Reviewed.\n\n```python\nx = 1\n%s\n```", "~~~\n%s\n~~~");

    private static JsonNode resource(String name) throws IOException {
        try (InputStream in = CommentedOutGeneratedTest.class.getResourceAsStream(name)) {
            return MAPPER.readTree(in);
        }
    }

    private static String review(String text) {
        ObjectNode body = MAPPER.createObjectNode().put("reviewText", text);
        try {
            return MAPPER.readTree(FUNCTIONS.call("review-decision", MAPPER.writeValueAsBytes(body))).get("result").asText();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode extract(String text, String schema) {
        try {
            ObjectNode body = MAPPER.createObjectNode().put("text", text).put("coerce", true);
            body.set("schema", MAPPER.readTree(schema));
            return MAPPER.readTree(FUNCTIONS.call("extract-json", MAPPER.writeValueAsBytes(body)));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aVerdictOnACommentedOutLine_isNoPass_andTheLineWithoutTheMarkPasses() throws IOException {
        List<String> passed = new ArrayList<>();
        int variants = 0;
        for (JsonNode marker : resource("/review/fail-closed.json").get("markers")) {
            String m = marker.asText();
            if (m.startsWith("|")) {
                continue; // a table row opens with its bar
            }
            String line = m + "PASS";
            for (String place : PLACES) {
                for (String mark : MARKS) {
                    String text = place.formatted(mark + line + (mark.startsWith("/*") ? " */" : ""));
                    variants++;
                    if (review(text).equals("PASS")) {
                        passed.add(text);
                    }
                }
            }
            for (String fence : FENCES) {
                for (String mark : CODE_MARKS) {
                    String text = fence.formatted(mark + line);
                    variants++;
                    if (review(text).equals("PASS")) {
                        passed.add(text);
                    }
                }
            }
            assertEquals("PASS", review(line), line);
        }
        assertEquals(List.of(), passed, passed.size() + " of " + variants + " commented-out passes");
        assertEquals("PASS", review("# Final Decision: PASS"));
        assertEquals("PASS", review("See https://example.com/pr/1 for the diff.\n\nFinal Decision: PASS"));
    }

    @Test
    void aScalarOnACommentedOutLine_isRefused_andTheLineWithoutTheMarkIsRead() {
        String verdicts = "{\"enum\":[\"pass\",\"fail\"]}";
        String count = "{\"type\":\"integer\"}";
        List<String> answered = new ArrayList<>();
        for (String[] value : new String[][] { { "Verdict: PASS", verdicts }, { "Total: 12", count } }) {
            for (String place : PLACES) {
                for (String mark : MARKS) {
                    String text = place.formatted(mark + value[0] + (mark.startsWith("/*") ? " */" : ""));
                    if (extract(text, value[1]).path("ok").asBoolean()) {
                        answered.add(text + " -> " + extract(text, value[1]).get("json"));
                    }
                }
            }
            for (String fence : FENCES) {
                for (String mark : CODE_MARKS) {
                    String text = fence.formatted(mark + value[0]);
                    if (extract(text, value[1]).path("ok").asBoolean()) {
                        answered.add(text + " -> " + extract(text, value[1]).get("json"));
                    }
                }
            }
            assertEquals(true, extract(value[0], value[1]).path("ok").asBoolean(), value[0]);
            assertEquals(true, extract("# " + value[0], value[1]).path("ok").asBoolean(), "# " + value[0]);
        }
        assertEquals(List.of(), answered);
    }
}

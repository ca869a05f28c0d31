package dev.outputguard.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.outputguard.hardening.DocumentedExamples.Example;

/** How {@link DocumentedExamples} reads the Markdown: the body the shell would hand curl, and the answer under it. */
class DocumentedExamplesReadTest {

    private static final String FENCE = "```";

    private static List<Example> read(String name, String markdown) {
        return DocumentedExamples.read(name, markdown, Path.of("."));
    }

    private static Example only(String name, String markdown) {
        List<Example> examples = read(name, markdown);
        assertEquals(1, examples.size(), examples.toString());
        return examples.get(0);
    }

    @Test
    void singleQuotedBody_withContinuationLines_isSentVerbatim() {
        Example e = only("README.md", FENCE + "bash\n"
                + "curl -s localhost:8080/extract-json -H 'Content-Type: application/json' \\\n"
                + "  -d '{\"text\": \"a\\n{\\\"k\\\": 1}\"}'\n"
                + FENCE + "\n" + FENCE + "json\n{\"ok\":true}\n" + FENCE + "\n");
        assertEquals("extract-json", e.function());
        assertEquals("{\"text\": \"a\\n{\\\"k\\\": 1}\"}", e.body());
        assertEquals("{\"ok\":true}", e.answer());
        assertEquals("README.md:2", e.where());
    }

    @Test
    void doubleQuotedBody_losesTheBackslashesTheShellTakes() {
        Example e = only("README.md", FENCE + "bash\n"
                + "curl -s localhost:8080/extract-json -d \"{\\\"text\\\": \\\"{'a': 1, // c\\\\n}\\\", \\\"mode\\\": \\\"repair\\\"}\"\n"
                + FENCE + "\n" + FENCE + "json\n{}\n" + FENCE + "\n");
        assertEquals("{\"text\": \"{'a': 1, // c\\n}\", \"mode\": \"repair\"}", e.body());
    }

    @Test
    void multiLineSingleQuotedBody_andPostMethod() {
        Example e = only("README.md", FENCE + "bash\n"
                + "curl -s -X POST localhost:8080/review-decision -H 'Content-Type: application/json' -d '{\n"
                + "  \"reviewText\": \"ok\"\n}'\n"
                + FENCE + "\n" + FENCE + "json\n{\"result\":\"FAIL\"}\n" + FENCE + "\n");
        assertEquals("review-decision", e.function());
        assertEquals("{\n  \"reviewText\": \"ok\"\n}", e.body());
    }

    @Test
    void transcript_withHereDocument_takesTheLinesAfterTheCommandAsTheAnswer() {
        Example e = only("docs/extract-json.md", FENCE + "\n"
                + "$ curl -s localhost:8080/extract-json -H 'Content-Type: application/json' -d @- <<'EOF'\n"
                + "{\"text\": \"x {\\\"a\\\": 1}\"}\n"
                + "EOF\n"
                + "{\"ok\":true,\n \"start\":2}\n"
                + FENCE + "\n");
        assertEquals("{\"text\": \"x {\\\"a\\\": 1}\"}", e.body(), "-d @- drops the here-document's newlines, as curl does");
        assertEquals("{\"ok\":true,\n \"start\":2}", e.answer());
    }

    @Test
    void dataBinaryFromAFile_isReadFromTheRoot(@TempDir Path root) throws IOException {
        Files.writeString(root.resolve("body.json"), "{\"text\":\n\"a\"}\n");
        List<Example> examples = DocumentedExamples.read("README.md", FENCE + "bash\n"
                + "curl -s localhost:8080/sanitize-output --data-binary @body.json\n"
                + FENCE + "\n" + FENCE + "json\n{}\n" + FENCE + "\n", root);
        assertEquals("{\"text\":\n\"a\"}\n", examples.get(0).body());
    }

    @Test
    void curlWithoutAnAnswerBlock_isAnExampleWithoutAnswer() {
        Example e = only("README.md", FENCE + "bash\ncurl -s localhost:8080/extract-json -d '{\"text\": \"a\"}'\n" + FENCE
                + "\n\nSome prose.\n\n" + FENCE + "json\n{}\n" + FENCE + "\n");
        assertNull(e.answer());
        assertTrue(e.checked());
    }

    @Test
    void llmFunctions_areReadButNotChecked() {
        Example e = only("README.md", FENCE + "bash\ncurl -s localhost:8080/translate -d '{\"text\": \"a\"}'\n" + FENCE
                + "\n" + FENCE + "json\n{}\n" + FENCE + "\n");
        assertEquals("translate", e.function());
        assertTrue(!e.checked());
    }

    @Test
    void requestAndAnswerPairs_inAFunctionsPage() {
        String page = "Text:\n\n" + FENCE + "\n"
                + "{\"text\": \"a\"}\n{\"ok\":false}\n\n{\"text\": \"b\", \"mode\": \"repair\"}\n{\"ok\":true,\n \"json\":{}}\n"
                + FENCE + "\n\nA request block:\n\n" + FENCE + "json\n{ \"text\" : \"c\" }\n" + FENCE + "\n\nResult:\n\n"
                + FENCE + "json\n{ \"ok\" : true }\n" + FENCE + "\n\nInline — `{\"text\": \"d\"}`:\n\n"
                + FENCE + "json\n{ \"ok\" : false }\n" + FENCE + "\n";
        List<Example> examples = read("docs/extract-json.md", page);
        assertEquals(List.of("{\"text\":\"a\"}", "{\"text\":\"b\",\"mode\":\"repair\"}", "{ \"text\" : \"c\" }", "{\"text\": \"d\"}"),
                examples.stream().map(Example::body).toList());
        assertEquals(List.of(4, 7, 15, 27), examples.stream().map(Example::line).toList());
        assertEquals("{ \"ok\" : true }", examples.get(2).answer());
        // the same page under another name is no function's page: only curl commands count there
        assertEquals(List.of(), read("docs/hardening.md", page));
    }

    @Test
    void anAnswerBlockIsNeverTakenForARequest() {
        // two answers in a row (keys that are no request fields) pair with nothing
        assertEquals(List.of(), read("docs/validate-response.md", FENCE + "json\n{\"valid\": true}\n" + FENCE + "\n\n"
                + FENCE + "json\n{\"valid\": false}\n" + FENCE + "\n"));
    }

    @Test
    void inlineCodeThatOpensAFenceLine_isNoFence() {
        String page = FENCE + "` ``` ```` fences are content\n\n" + FENCE + "json\n{\"text\": \"a\"}\n" + FENCE + "\n\n"
                + FENCE + "json\n{\"ok\": true}\n" + FENCE + "\n";
        assertEquals(1, read("docs/extract-json.md", page).size());
    }

    @Test
    void commandsTheReaderCannotTakeApart_areErrors() {
        for (String command : List.of(
                "curl -s localhost:8080/extract-json -d \"{\\\"text\\\": \\\"$TEXT\\\"}\"",
                "curl -s localhost:8080/extract-json -d '{\"text\": \"a\"}' | jq .",
                "curl -s localhost:8080/extract-json -d @- <<EOF\n{\"text\": \"a\"}\nEOF",
                "curl -s localhost:8080/extract-json -d '{\"text\": \"a\"}",
                "curl -si localhost:8080/extract-json -d '{\"text\": \"a\"}'",
                "curl -s localhost:8080/extract-json")) {
            assertThrows(IllegalArgumentException.class,
                    () -> read("README.md", FENCE + "bash\n" + command + "\n" + FENCE + "\n"), command);
        }
    }

    @Test
    void otherCalls_areNoExamples() {
        assertEquals(List.of(), read("README.md", FENCE + "bash\n"
                + "curl --aws-sigv4 \"aws:amz:eu-west-1:execute-api\" --user \"$AWS_ACCESS_KEY_ID:$AWS_SECRET_ACCESS_KEY\" \\\n"
                + "  -H 'content-type: application/json' -d '{}' \"${API_URL}extract-json\"\n" + FENCE + "\n"));
    }
}

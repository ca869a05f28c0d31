package dev.outputguard.function;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.not;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/** extract-terminal-response through HTTP, on a real-looking capture, and its request contract. */
@QuarkusTest
class ExtractTerminalResponseHttpTest {

    private static String fixture(String name) throws IOException {
        try (InputStream in = ExtractTerminalResponseHttpTest.class.getResourceAsStream("/terminal/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static ValidatableResponse post(ObjectNode body) {
        return given().contentType("application/json").body(body.toString())
                .when().post("/extract-terminal-response").then();
    }

    private static ObjectNode request(String cliTool) {
        return JsonNodeFactory.instance.objectNode().put("lastCapturedLine", 0).put("cliTool", cliTool);
    }

    @Test
    void claudeCapture_asBuffer_returnsCompleteReplyWithoutEscapes() throws IOException {
        post(request("claude").put("buffer", fixture("claude-complete.txt")))
                .statusCode(200)
                .body("isComplete", equalTo(true))
                .body("isPrompt", equalTo(false))
                .body("response", not(containsString("\u001b")))
                .body("response", not(containsString("Welcome to Claude Code")));
    }

    @Test
    void claudePermission_asLines_isPromptWithSelectedOption() throws IOException {
        ObjectNode body = request("claude");
        fixture("claude-permission.txt").lines().forEach(body.putArray("lines")::add);
        post(body).statusCode(200)
                .body("isPrompt", equalTo(true))
                .body("prompt.kind", equalTo("CHOICE"))
                .body("prompt.options.find { it.selected }.number", equalTo(1));
    }

    @Test
    void claudePermission_capturedBetweenRedraws_isPromptWithNothingSelected() throws IOException {
        post(request("claude").put("buffer", fixture("claude-permission-between-redraws.txt")))
                .statusCode(200)
                .body("isPrompt", equalTo(true))
                .body("isComplete", equalTo(true))
                .body("prompt.kind", equalTo("CHOICE"))
                .body("prompt.question", equalTo("Do you want to proceed?"))
                .body("prompt.options.number", contains(1, 2, 3))
                .body("prompt.options.selected", everyItem(equalTo(false)));
    }

    @Test
    void claudeReply_endingInANumberedQuestion_isNotAPrompt() {
        String rule = "\u001b[2m" + "─".repeat(60) + "\u001b[0m";
        String capture = String.join("\n", "> How should I fix the flaky test?", "",
                "⏺ Two ways. Which do you prefer?", "  1. Retry the call", "  2. Mock the clock", "",
                rule, "> ", rule, "  ? for shortcuts", "");
        post(request("claude").put("buffer", capture)).statusCode(200)
                .body("isPrompt", equalTo(false))
                .body("isComplete", equalTo(true))
                .body("response", equalTo("⏺ Two ways. Which do you prefer?\n  1. Retry the call\n  2. Mock the clock"));
    }

    @Test
    void singleShifts_keepTheShiftedCharacters() {
        // A capture of text drawn through SS2/SS3, 7- and 8-bit: the controls go, the characters stay.
        post(request("claude").put("buffer", "> show the box\n\n⏺ corners: \u001bNl\u001bOk \u008ej\u008fm\n"))
                .statusCode(200)
                .body("response", equalTo("⏺ corners: lk jm"));
    }

    @Test
    void neitherLinesNorBuffer_is400() {
        post(request("claude")).statusCode(400).body("error.message", containsString("'lines' or 'buffer'"));
    }

    @Test
    void bothLinesAndBuffer_is400() {
        ObjectNode body = request("claude").put("buffer", "x");
        body.putArray("lines").add("x");
        post(body).statusCode(400).body("error.message", containsString("got both"));
    }

    @Test
    void unknownTool_is400NamingTheTools() {
        post(request("cursor").put("buffer", "x")).statusCode(400)
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", containsString("field 'cliTool' must be one of"))
                .body("error.message", containsString("codex"));
    }

    @Test
    void missingLastCapturedLine_is400() {
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("cliTool", "codex").put("buffer", "x");
        post(body).statusCode(400).body("error.message", containsString("field 'lastCapturedLine' is required"));
    }

    /** What tmux shows for the same bytes: the CR returns to the line's start and the rest overwrites it. */
    @Test
    void carriageReturnInsideALine_isOverwrittenAsATerminalShowsIt_inBothModes() {
        ObjectNode lines = request("claude");
        lines.putArray("lines").add("> do it").add("⏺ Downloading").add("  Progress 10%\r  Progress 100%");
        post(lines).statusCode(200).body("response", equalTo("⏺ Downloading\n  Progress 100%"));
        ObjectNode buffer = request("claude").put("buffer", "> do it\r\n⏺ Downloading\r\n  Progress 10%\r  Progress 100%\r\n");
        post(buffer).statusCode(200).body("response", equalTo("⏺ Downloading\n  Progress 100%"));
        // The line: the first write was one cell longer, so its last cell stays on screen.
        ObjectNode glued = request("claude");
        glued.putArray("lines").add("⏺ Progress 10%\rProgress 100%");
        post(glued).statusCode(200).body("response", equalTo("Progress 100%%"));
    }
}

package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class TerminalResponseExtractorTest {

    private static final String E = "\u001b";
    private static final String RULE = E + "[38;2;153;153;153m" + "─".repeat(60) + E + "[0m";

    private final TerminalResponseExtractor extractor = new TerminalResponseExtractor();

    private TerminalExtraction extract(String fixture, int lastCapturedLine, String tool) {
        return clean(extractor.extract(Fixtures.capture(fixture), lastCapturedLine, null, tool));
    }

    /** Every string handed back is free of control sequences. */
    private static TerminalExtraction clean(TerminalExtraction result) {
        assertNoControls(result.response());
        if (result.prompt() != null) {
            assertNoControls(result.prompt().question());
            result.prompt().options().forEach(o -> assertNoControls(o.label()));
        }
        return result;
    }

    private static void assertNoControls(String s) {
        assertTrue(AnsiStripper.firstSpecial(s, 0) < 0, () -> "control character left in: " + s);
    }

    // ---- Claude ----

    @Test
    void claude_completedReply_returnsOnlyTheNewReply() {
        TerminalExtraction result = extract("claude-complete", 14, "claude");
        assertTrue(result.isComplete());
        assertFalse(result.isPrompt());
        assertNull(result.prompt());
        assertEquals(14, result.startIndex());
        assertEquals("""
                ⏺ Read(src/main/java/dev/outputguard/terminal/StartIndex.java)
                  ⎿  Read 72 lines (ctrl+o to expand)

                ⏺ Near the end (lastCapturedLine >= totalLines - 5) it searches the last
                  50 lines for a user prompt; without one it starts 40 lines before the end,
                  never below 0. The grammar of the sequences it strips is ECMA-48.""", result.response());
    }

    @Test
    void claude_trailingPaneBlankLines_notCountedInLineCount() {
        assertEquals(27, extract("claude-complete", 14, "claude").lineCount());
    }

    @Test
    void claude_captureAtEndOfBuffer_startsAfterMostRecentUserPrompt() {
        TerminalExtraction result = extract("claude-complete", 24, "claude");
        assertEquals(15, result.startIndex());
        assertTrue(result.response().startsWith("⏺ Read("));
    }

    @Test
    void claude_bufferShrankFarBelowCapturePoint_inferredResetStartsAfterUserPrompt() {
        TerminalExtraction result = extract("claude-complete", 500, "claude");
        assertEquals(15, result.startIndex());
        assertFalse(result.response().contains("buffer was reset"));
    }

    @Test
    void claude_explicitBufferReset_overridesCapturePoint() {
        TerminalExtraction result = clean(extractor.extract(Fixtures.capture("claude-complete"), 3, true, "claude"));
        assertEquals(15, result.startIndex());
    }

    @Test
    void claude_stillThinking_isIncompleteWithoutSpinnerLine() {
        TerminalExtraction result = extract("claude-thinking", 8, "claude");
        assertFalse(result.isComplete());
        assertFalse(result.isPrompt());
        assertEquals("""
                ⏺ I'll start by reading the current implementation.

                ⏺ Read(src/main/java/dev/outputguard/terminal/AnsiStripper.java)
                  ⎿  Read 180 lines (ctrl+o to expand)""", result.response());
    }

    @Test
    void claude_permissionPromptWithCursor_isChoiceWithSelectedOption() {
        TerminalExtraction result = extract("claude-permission", 12, "claude");
        assertTrue(result.isPrompt());
        assertTrue(result.isComplete());
        assertEquals(new Prompt(PromptKind.CHOICE, "Do you want to proceed?", List.of(
                new PromptOption(1, "Yes", true),
                new PromptOption(2, "Yes, and don't ask again for rm commands in /home/dev/outputguard", false),
                new PromptOption(3, "No, and tell Claude what to do differently (esc)", false))), result.prompt());
    }

    @Test
    void claude_permissionPromptCapturedBetweenRedraws_isChoiceWithNothingSelected() {
        TerminalExtraction result = extract("claude-permission-between-redraws", 12, "claude");
        assertTrue(result.isPrompt());
        assertTrue(result.isComplete());
        assertEquals(new Prompt(PromptKind.CHOICE, "Do you want to proceed?", List.of(
                new PromptOption(1, "Yes", false),
                new PromptOption(2, "Yes, and don't ask again for rm commands in /home/dev/outputguard", false),
                new PromptOption(3, "No, and tell Claude what to do differently (esc)", false))), result.prompt());
    }

    @Test
    void codex_choiceWithoutCursor_isNotAPrompt() {
        TerminalExtraction result = extractor.extract(List.of("› pick a branch", "", "Which branch should I use?",
                "  1. main", "  2. develop"), 0, null, "codex");
        assertFalse(result.isPrompt(), "only claude's table accepts a choice without its cursor");
    }

    @Test
    void claude_promptDetected_responseHoldsOnlyLinesFromLastCapturedLine() {
        TerminalExtraction result = extract("claude-permission", 12, "claude");
        assertEquals(12, result.startIndex());
        assertTrue(result.response().startsWith("> Delete the build directory"), result.response());
        assertTrue(result.response().contains("│ Do you want to proceed?"));
        assertFalse(result.response().contains("2 + 2"), "earlier conversation leaked: " + result.response());
        assertFalse(result.response().contains("Welcome to Claude Code"));
    }

    @Test
    void claude_promptQuestionBeforeCapturePoint_stillDetectedOnWholeBuffer() {
        TerminalExtraction result = extract("claude-permission", 27, "claude");
        assertTrue(result.isPrompt());
        assertEquals("Do you want to proceed?", result.prompt().question());
        assertEquals(13, result.startIndex());
        assertFalse(result.response().contains("2 + 2"));
    }

    @Test
    void claude_bufferOfOsc8HyperlinksEndedByEscBackslash_keepsLinkTextOnly() {
        TerminalExtraction result = extract("claude-hyperlinks", 0, "claude");
        assertTrue(result.isComplete());
        assertEquals("""
                ⏺ The package has 12 source files:

                  - AnsiStripper.java
                  - StartIndex.java
                  - TerminalLine.java
                  - LineMatchers.java
                  - CompletionRule.java
                  - ReplyRule.java
                  - ToolRules.java
                  - ToolRegistry.java
                  - ChoicePrompts.java
                  - YesNoPrompts.java
                  - PromptDetector.java
                  - TerminalResponseExtractor.java

                  Docs: terminal rules and benchmarks.""", result.response());
    }

    @Test
    void claude_eightBitCsi_strippedFromReply() {
        List<String> lines = List.of("> explain", "\u009b38;5;174m⏺\u009b39m Use \u009b1mbold\u009b22m text.",
                RULE, "> ", RULE, "  ? for shortcuts");
        TerminalExtraction result = clean(extractor.extract(lines, 0, null, "claude"));
        assertEquals("⏺ Use bold text.", result.response());
        assertTrue(result.isComplete());
    }

    @Test
    void claude_textThatLooksLikeAnEscape_isKept() {
        List<String> lines = List.of("> which branch?", E + "[1m⏺" + E + "[0m On [main]; the log shows [0m and [m.",
                RULE, ">", RULE);
        assertEquals("⏺ On [main]; the log shows [0m and [m.",
                clean(extractor.extract(lines, 0, null, "claude")).response());
    }

    @Test
    void claude_draftInInputBox_isNotTakenForTheUserPrompt() {
        List<String> lines = List.of("> first question", "⏺ First answer.", RULE, "> half-typed next question", RULE);
        assertEquals("⏺ First answer.", clean(extractor.extract(lines, 0, null, "claude")).response());
    }

    // ---- Codex ----

    @Test
    void codex_replyIsCutAtTheNextPromptLine() {
        TerminalExtraction result = extract("codex-complete", 14, "codex");
        assertTrue(result.isComplete());
        assertEquals(14, result.startIndex());
        assertEquals(28, result.lineCount(), "the next capture starts at the line the reply stopped at");
        assertEquals("""
                • I'll read the class first.

                • Explored
                  └ Read AnsiStripper.java

                • AnsiStripper.strip walks the text once with a small state machine:
                  - CSI, OSC, DCS/SOS/PM/APC and SS2/SS3 sequences are dropped whole;
                  - OSC 8 hyperlinks lose the sequence but keep the link text;
                  - text that only looks like an escape, such as [main], stays.""", result.response());
    }

    @Test
    void codex_nextCaptureFromStopLine_returnsTheFollowingReply() {
        TerminalExtraction result = extract("codex-complete", 28, "codex");
        assertEquals("• TerminalLine.of strips every captured line before any rule looks at it.", result.response());
        assertEquals(32, result.lineCount());
    }

    @Test
    void codex_firstCaptureOfSession_skipsBannerAndPromptEcho() {
        TerminalExtraction result = extract("codex-complete", 0, "codex");
        assertTrue(result.response().startsWith("• I'll read the class first."), result.response());
        assertFalse(result.response().contains("OpenAI Codex"));
    }

    @Test
    void codex_working_isIncomplete() {
        TerminalExtraction result = extract("codex-working", 14, "codex");
        assertFalse(result.isComplete());
        // the command cell is the turn's history; only the status line above the composer is status
        assertEquals("• I'll run the focused test suite.\n\n• Running ./mvnw -B -q test -Dtest='Terminal*'",
                result.response());
        assertEquals(result.lineCount(), 25);
    }

    @Test
    void codex_approvalWithChevronCursor_isChoicePrompt() {
        TerminalExtraction result = extract("codex-approval", 14, "codex");
        assertTrue(result.isPrompt());
        assertEquals(new Prompt(PromptKind.CHOICE, "Would you like to run the following command?", List.of(
                new PromptOption(1, "Yes, proceed (y)", true),
                new PromptOption(2, "Yes, and don't ask again for this command (a)", false),
                new PromptOption(3, "No, and tell Codex what to do differently (esc)", false))), result.prompt());
        assertTrue(result.response().startsWith("› Clean the build output"));
    }

    // ---- Gemini ----

    @Test
    void gemini_completedReply_startsAtTheMarkerAndKeepsProseList() {
        TerminalExtraction result = extract("gemini-complete", 12, "gemini");
        assertTrue(result.isComplete());
        assertFalse(result.isPrompt(), "a numbered list in prose is not a prompt");
        assertEquals("""
                The README describes OutputGuard, stateless functions that harden what LLMs
                  write. It covers three things:

                  1. extract-json pulls the first JSON object out of a reply.
                  2. validate-response checks a translation reply's shape.
                  3. extract-terminal-response finds the new reply in a terminal buffer.

                  Which of them should I explain in more detail?""", result.response());
        assertEquals(31, result.lineCount());
    }

    @Test
    void gemini_brailleSpinner_isIncomplete() {
        TerminalExtraction result = extract("gemini-working", 12, "gemini");
        assertFalse(result.isComplete());
        assertEquals("", result.response());
    }

    @Test
    void gemini_boxedConfirmationWithDotCursor_isChoicePrompt() {
        TerminalExtraction result = extract("gemini-permission", 12, "gemini");
        assertTrue(result.isPrompt());
        assertEquals(new Prompt(PromptKind.CHOICE, "Allow execution of: 'rm'?", List.of(
                new PromptOption(1, "Yes, allow once", true),
                new PromptOption(2, "Yes, allow always ...", false),
                new PromptOption(3, "No, suggest changes (esc)", false))), result.prompt());
    }

    @Test
    void gemini_shellPromptAfterExit_endsTheReply() {
        List<String> lines = List.of("> say bye", "✦ Bye!", "dev@box ~/outputguard %", "");
        TerminalExtraction result = clean(extractor.extract(lines, 0, null, "gemini"));
        assertTrue(result.isComplete());
        assertEquals("Bye!", result.response());
        assertEquals(2, result.lineCount());
    }

    // ---- yes/no, inputs, errors ----

    @Test
    void yesNoPromptWithCapitalYes_isYesNoWithYesSelected() {
        List<String> lines = List.of("> update the dependencies", "✦ I'll run the update.",
                E + "[1mUpdate 3 packages? [Y/n]" + E + "[0m ");
        TerminalExtraction result = clean(extractor.extract(lines, 0, null, "gemini"));
        assertTrue(result.isPrompt());
        assertEquals(new Prompt(PromptKind.YES_NO, "Update 3 packages?", List.of(
                new PromptOption(1, "Yes", true), new PromptOption(2, "No", false))), result.prompt());
        assertEquals(1, result.startIndex());
        assertEquals("✦ I'll run the update.\nUpdate 3 packages? [Y/n]", result.response());
    }

    @Test
    void emptyBuffer_isEmptyIncompleteResult() {
        for (TerminalExtraction result : List.of(extractor.extract(List.of(), 0, null, "claude"),
                extractor.extract("", 0, null, "codex"), extractor.extract("\n\n   \n", 7, null, "gemini"))) {
            assertEquals(new TerminalExtraction("", false, false, null, 0, 0), result);
        }
    }

    @Test
    void bufferString_crlfLinesReadLikeLines() {
        String buffer = "> q\r\n⏺ Answer.\r\n" + RULE + "\r\n> \r\n" + RULE + "\r\n";
        TerminalExtraction result = clean(extractor.extract(buffer, 0, null, "claude"));
        assertEquals("⏺ Answer.", result.response());
        assertEquals(5, result.lineCount());
    }

    @Test
    void unknownTool_isRejectedNamingTheSupportedTools() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> extractor.extract(List.of("x"), 0, null, "cursor"));
        assertEquals("cliTool must be one of claude, codex, gemini; got \"cursor\"", e.getMessage());
    }

    @Test
    void missingTool_isRejected() {
        assertThrows(IllegalArgumentException.class, () -> extractor.extract(List.of("x"), 0, null, null));
    }
}

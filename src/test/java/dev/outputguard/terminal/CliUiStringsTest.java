package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Screens built from the strings the current versions of the three CLIs draw: Claude Code's reply bullet,
 * spinner frames and turn-duration line, Codex's status line, turn footer and composer placeholder, Gemini's
 * YOLO/shell input glyphs and loading line.
 */
class CliUiStringsTest {

    private static final String E = "\u001b";
    private static final String DIM = E + "[2m";
    private static final String OFF = E + "[0m";
    private static final String RULE = E + "[38;2;136;136;136m" + "─".repeat(80) + OFF;

    private final TerminalResponseExtractor extractor = new TerminalResponseExtractor();

    private TerminalExtraction extract(List<String> lines, int lastCapturedLine, String tool) {
        TerminalExtraction result = extractor.extract(lines, lastCapturedLine, null, tool);
        assertTrue(AnsiStripper.firstSpecial(result.response(), 0) < 0, result::response);
        return result;
    }

    // ---- Claude Code: ● on Linux, * spinner frame, "✻ Worked for …" ----

    @Test
    void claude_linuxReplyBulletWithNumberedList_isNotAChoiceAndDropsTheTurnDuration() {
        List<String> lines = List.of(
                "> which steps remain?",
                "",
                E + "[38;2;255;255;255m●" + OFF + " 1. Add the tests for the parser.",
                "  2. Update the docs.",
                "",
                DIM + "✻ Worked for 1m 5s" + OFF,
                "",
                RULE,
                "> ",
                RULE,
                "  " + DIM + "? for shortcuts" + OFF,
                "");
        TerminalExtraction result = extract(lines, 0, "claude");
        assertFalse(result.isPrompt(), "● is Claude's reply bullet, not a dialog cursor");
        assertTrue(result.isComplete());
        assertEquals("● 1. Add the tests for the parser.\n  2. Update the docs.", result.response());
    }

    @Test
    void claude_turnDurationWithBackgroundNote_isDroppedButReplyTextAlikeIsKept() {
        List<String> lines = List.of(
                "> how long did the build take?",
                "● ✻ Worked for 3 hours is what the log says.",
                "",
                "✻ Cogitated for 12s · 1 background agent still running",
                RULE,
                "> ",
                RULE);
        TerminalExtraction result = extract(lines, 0, "claude");
        assertTrue(result.isComplete());
        assertEquals("● ✻ Worked for 3 hours is what the log says.", result.response());
    }

    @Test
    void claude_asciiStarSpinnerFrame_isLeftOutOfThePartialReply() {
        List<String> lines = List.of(
                "> refactor the parser",
                "",
                "● I'll read the parser first.",
                "",
                E + "[38;2;215;119;87m*" + OFF + " Cogitating… " + DIM + "(5s · ↓ 120 tokens)" + OFF,
                "",
                RULE,
                "> ",
                RULE,
                "  " + DIM + "esc to interrupt" + OFF);
        TerminalExtraction result = extract(lines, 0, "claude");
        assertFalse(result.isComplete());
        assertEquals("● I'll read the parser first.", result.response());
    }

    @Test
    void claude_questionOnLinuxReplyBullet_isReplyNotADialogCaughtBetweenRedraws() {
        List<String> lines = List.of("> pick a branch", "● Which branch should I use?", "  1. main", "  2. develop");
        TerminalExtraction result = extract(lines, 0, "claude");
        assertFalse(result.isPrompt(), "a ● line is reply text, never the question of an open dialog");
        assertFalse(result.isComplete());
    }

    @Test
    void claude_dialogCursorIsStillRead() {
        List<String> lines = List.of("● Bash(rm -rf build)", "", " Do you want to proceed?",
                " ❯ 1. Yes", "   2. No, and tell Claude what to do differently (esc)", "");
        TerminalExtraction result = extract(lines, 0, "claude");
        assertTrue(result.isPrompt());
        assertEquals(new Prompt(PromptKind.CHOICE, "Do you want to proceed?", List.of(
                new PromptOption(1, "Yes", true),
                new PromptOption(2, "No, and tell Claude what to do differently (esc)", false))), result.prompt());
    }

    // ---- Codex: status line header varies, turn footer under the reply, placeholders ----

    @Test
    void codex_turnFooterUnderTheReply_isNotPartOfTheReply() {
        List<String> lines = List.of(
                "› what does this repo do?",
                "",
                "• It is a set of stateless functions that harden what LLMs write.",
                "",
                "  " + DIM + "Worked for 2m 5s · done 3:24 PM" + OFF,
                "",
                "› Ask Codex to do anything",
                "",
                "  " + DIM + "gpt-5.3-codex default · 100% left · ~/project" + OFF);
        TerminalExtraction result = extract(lines, 0, "codex");
        assertTrue(result.isComplete());
        assertEquals("• It is a set of stateless functions that harden what LLMs write.", result.response());
        assertEquals(6, result.lineCount());
    }

    @Test
    void codex_shortTurnFooterOnAnotherDay_isNotPartOfTheReply() {
        List<String> lines = List.of("› say hi", "", "• Hi!", "", "  done Sep 6 at 2:32 PM", "",
                "› Ask Codex to do anything");
        assertEquals("• Hi!", extract(lines, 0, "codex").response());
    }

    @Test
    void codex_workedForInProse_isKept() {
        List<String> lines = List.of("› who wrote it?", "", "• Worked for years on it: Ada.", "",
                "› Ask Codex to do anything");
        assertEquals("• Worked for years on it: Ada.", extract(lines, 0, "codex").response());
    }

    @Test
    void codex_statusLineWithReasoningHeaderAndReboundKey_isIncompleteAndDropped() {
        List<String> lines = List.of(
                "› fix the flaky test",
                "",
                "• I'll run the test a few times first.",
                "",
                E + "[1m•" + OFF + " " + DIM + "Inspecting retry logic" + OFF + " " + DIM + "(12s • "
                        + E + "[0;1mctrl+c" + E + "[0;2m to interrupt)" + OFF,
                "",
                "› Ask Codex to do anything");
        TerminalExtraction result = extract(lines, 0, "codex");
        assertFalse(result.isComplete());
        assertEquals("• I'll run the test a few times first.", result.response());
    }

    @Test
    void codex_composerPlaceholders_areNotUserPrompts() {
        for (String placeholder : List.of("› Ask Codex to do anything", "› Ask a follow-up question",
                "› Improve documentation in @filename", "› Explain this codebase")) {
            assertFalse(CodexRules.USER_PROMPT.test(TerminalLine.of(placeholder)), placeholder);
        }
        assertTrue(CodexRules.USER_PROMPT.test(TerminalLine.of("› Ask the reviewer what changed")));
    }

    // ---- Gemini: * (YOLO) and ! (shell mode) input glyphs, "(esc to cancel, Ns)" ----

    private static List<String> geminiScreen(String glyph, String placeholder) {
        String edge = E + "[38;2;71;150;228m";
        return List.of(
                "> summarize README.md",
                "",
                E + "[38;2;132;122;206m✦" + OFF + " It describes OutputGuard.",
                "",
                edge + "╭" + "─".repeat(76) + "╮" + OFF,
                edge + "│" + OFF + " " + glyph + "   " + DIM + placeholder + OFF + " ".repeat(30) + edge + "│" + OFF,
                edge + "╰" + "─".repeat(76) + "╯" + OFF,
                "~/outputguard (main*)        no sandbox        gemini-2.5-pro 12% used",
                "");
    }

    @Test
    void gemini_yoloModeInputBox_isIdle() {
        TerminalExtraction result = extract(geminiScreen("*", "Type your message or @path/to/file"), 0, "gemini");
        assertTrue(result.isComplete(), "YOLO mode draws * where the prompt glyph > stands");
        assertEquals("It describes OutputGuard.", result.response());
    }

    @Test
    void gemini_shellModeInputBox_isIdle() {
        TerminalExtraction result = extract(geminiScreen("!", "Type your message or @path/to/file"), 0, "gemini");
        assertTrue(result.isComplete());
        assertEquals("It describes OutputGuard.", result.response());
    }

    /** Current Gemini with background colours on (the default): filled areas between ▄ and ▀ rows, text one column in. */
    private static List<String> geminiFilledScreen(String draft) {
        String bg = E + "[48;2;30;30;46m";
        String top = E + "[38;2;30;30;46m" + "▄".repeat(80) + OFF;
        String bottom = E + "[38;2;30;30;46m" + "▀".repeat(80) + OFF;
        return List.of(
                top,
                bg + " " + E + "[38;2;132;122;206m> " + OFF + bg + "say hi" + " ".repeat(70) + OFF,
                bottom,
                "",
                E + "[38;2;132;122;206m✦" + OFF + " Hi!",
                "",
                top,
                bg + " " + E + "[38;2;132;122;206m> " + OFF + bg + "summarize README.md" + " ".repeat(57) + OFF,
                bottom,
                "",
                E + "[38;2;132;122;206m✦" + OFF + " It describes OutputGuard, stateless functions that harden",
                "  what LLMs write.",
                "",
                top,
                bg + " " + E + "[38;2;132;122;206m> " + OFF + bg + draft + OFF,
                bottom,
                " ~/outputguard (main*)        no sandbox        gemini-2.5-pro  12% used",
                "");
    }

    @Test
    void gemini_filledInputArea_isIdleAndTheReplyIsTheNewOne() {
        TerminalExtraction result = extract(geminiFilledScreen(DIM + "  Type your message or @path/to/file"), 0,
                "gemini");
        assertTrue(result.isComplete());
        assertEquals("It describes OutputGuard, stateless functions that harden\n  what LLMs write.",
                result.response());
        assertEquals(0, result.startIndex());
    }

    @Test
    void gemini_draftInFilledInputArea_isNeitherReplyNorUserPrompt() {
        TerminalExtraction result = extract(geminiFilledScreen("explain the stripper"), 0, "gemini");
        assertFalse(result.isComplete(), "no placeholder: the user is typing");
        assertEquals("It describes OutputGuard, stateless functions that harden\n  what LLMs write.",
                result.response());
    }

    @Test
    void gemini_loadingLineWithoutBrailleFrame_isIncomplete() {
        List<String> lines = List.of(
                "> summarize README.md",
                "",
                "  Reading the README (esc to cancel, 3s)",
                "",
                "╭" + "─".repeat(76) + "╮",
                "│ >   Type your message or @path/to/file" + " ".repeat(37) + "│",
                "╰" + "─".repeat(76) + "╯");
        TerminalExtraction result = extract(lines, 0, "gemini");
        assertFalse(result.isComplete());
        assertEquals("", result.response());
    }
}

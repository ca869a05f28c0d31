package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class PromptDetectorTest {

    private static Optional<Prompt> detect(String... lines) {
        return detect(Arrays.asList(lines));
    }

    private static Optional<Prompt> detect(List<String> lines) {
        return PromptDetector.detect(TerminalResponseExtractor.toBuffer(lines));
    }

    private static List<Boolean> selection(Prompt prompt) {
        return prompt.options().stream().map(PromptOption::selected).toList();
    }

    @Test
    void choice_numberedProseListUnderQuestion_isNotAPrompt() {
        assertFalse(detect("Which steps are needed?", "1. Build", "2. Test", "3. Deploy").isPresent());
    }

    private static Optional<Prompt> detectAsClaude(String... lines) {
        return PromptDetector.detect(TerminalResponseExtractor.toBuffer(Arrays.asList(lines)), ClaudeRules.PROMPT);
    }

    @Test
    void claudeChoice_capturedWithoutCursor_isAPromptWithNothingSelected() {
        Prompt prompt = detectAsClaude("⏺ Bash(rm -rf build)", "", " Do you want to proceed?", "   1. Yes",
                "   2. No, and tell Claude what to do differently (esc)").orElseThrow();
        assertEquals("Do you want to proceed?", prompt.question());
        assertEquals(List.of(false, false), selection(prompt));
        assertEquals(List.of("Yes", "No, and tell Claude what to do differently (esc)"),
                prompt.options().stream().map(PromptOption::label).toList());
    }

    @Test
    void claudeChoice_withoutCursorUnderTheIdleInputBox_isAListInTheReply() {
        String rule = "─".repeat(40);
        assertFalse(detectAsClaude("⏺ Two ways to fix it. Which do you prefer?", "  1. Pin the version",
                "  2. Vendor the jar", rule, "> ", rule, "  ? for shortcuts").isPresent());
    }

    @Test
    void claudeChoice_withoutCursorWhileStillThinking_isNotAPrompt() {
        assertFalse(detectAsClaude("Which file should I edit?", "  1. a.txt", "  2. b.txt", "",
                "✻ Thinking… (esc to interrupt)").isPresent());
    }

    @Test
    void claudeChoice_withoutCursorAndQuestionOnAReplyLine_isNotAPrompt() {
        assertFalse(detectAsClaude("⏺ Which file should I edit?", "  1. a.txt", "  2. b.txt").isPresent());
    }

    @Test
    void claudeChoice_withoutCursorAndDescriptionsBetweenOptions_isNotAPrompt() {
        assertFalse(detectAsClaude("Which framework should we use?", "1. React", "   Popular library", "2. Vue")
                .isPresent(), "without a cursor only the tight dialog shape counts");
    }

    @Test
    void claudeChoice_withoutCursorAndQuestionTwoLinesAbove_isNotAPrompt() {
        assertFalse(detectAsClaude("Do you want to proceed?", "rm -rf build", "1. Yes", "2. No").isPresent());
    }

    @Test
    void choice_withoutCursorAndNoToolRule_isNotAPrompt() {
        assertFalse(detect("Do you want to proceed?", "   1. Yes", "   2. No").isPresent());
    }

    @Test
    void choice_cursorOnSecondOption_marksItSelected() {
        Prompt prompt = detect("Select a model", "  1. opus", "❯ 2. sonnet", "  3. haiku").orElseThrow();
        assertEquals(PromptKind.CHOICE, prompt.kind());
        assertEquals("Select a model", prompt.question());
        assertEquals(List.of(false, true, false), selection(prompt));
    }

    @Test
    void choice_twoCursors_isNotAPrompt() {
        assertFalse(detect("Pick one?", "❯ 1. a", "❯ 2. b").isPresent());
    }

    @Test
    void choice_singleOption_isNotAPrompt() {
        assertFalse(detect("Continue?", "❯ 1. Yes").isPresent());
    }

    @Test
    void choice_numberingWithGap_stopsTheList() {
        assertFalse(detect("Pick one?", "❯ 1. a", "  3. c").isPresent());
    }

    @Test
    void choice_questionFourLinesAbove_isNotAPrompt() {
        assertFalse(detect("Proceed?", "detail a", "detail b", "detail c", "❯ 1. Yes", "  2. No").isPresent());
        assertTrue(detect("Proceed?", "detail a", "detail b", "❯ 1. Yes", "  2. No").isPresent());
    }

    @Test
    void choice_fullWidthQuestionMark_isAQuestion() {
        assertEquals("続行しますか？", detect("続行しますか？", "❯ 1. はい", "  2. いいえ").orElseThrow().question());
    }

    @Test
    void choice_descriptionLinesBetweenOptions_areSkipped() {
        Prompt prompt = detect("Which framework should we use?", "", "❯ 1. React", "     Popular library",
                "  2. Vue", "     Progressive framework", "  3. Type something.", "",
                "Enter to select · Tab/Arrow keys to navigate · Esc to cancel").orElseThrow();
        assertEquals(List.of("React", "Vue", "Type something."),
                prompt.options().stream().map(PromptOption::label).toList());
    }

    @Test
    void choice_parenthesisNumbering_isAccepted() {
        assertEquals(2, detect("Choose a branch", "● 1) main", "○ 2) develop").orElseThrow().options().size());
    }

    @Test
    void choice_answeredLongAgo_isNotAPrompt() {
        List<String> lines = new ArrayList<>(List.of("Do you want to proceed?", "❯ 1. Yes", "  2. No"));
        for (int i = 0; i < 7; i++) {
            lines.add("⏺ later output " + i);
        }
        assertFalse(detect(lines).isPresent());
    }

    @Test
    void choice_blankLinesAfterPrompt_doNotCount() {
        List<String> lines = new ArrayList<>(List.of("Do you want to proceed?", "❯ 1. Yes", "  2. No"));
        for (int i = 0; i < 60; i++) {
            lines.add("");
        }
        assertTrue(detect(lines).isPresent(), "blank lines do not count");
    }

    @Test
    void choice_boxedDialogWithEmptyRows_isUnboxed() {
        Prompt prompt = detect("╭──────────────╮", "│ Allow it?    │", "│              │", "│ ● 1. Yes     │",
                "│   2. No      │", "╰──────────────╯").orElseThrow();
        assertEquals("Allow it?", prompt.question());
        assertEquals(List.of(true, false), selection(prompt));
    }

    @Test
    void choice_takesPrecedenceOverYesNo() {
        assertEquals(PromptKind.CHOICE,
                detect("Overwrite? (y/n)", "Do you want to proceed?", "❯ 1. Yes", "  2. No").orElseThrow().kind());
    }

    @Test
    void yesNo_capitalNo_selectsNo() {
        Prompt prompt = detect("Delete 3 files? [y/N]").orElseThrow();
        assertEquals("Delete 3 files?", prompt.question());
        assertEquals(List.of(false, true), selection(prompt));
    }

    @Test
    void yesNo_noCapital_selectsNothing() {
        assertEquals(List.of(false, false), selection(detect("Continue? (y/n)").orElseThrow()));
        assertEquals(List.of(false, false), selection(detect("Really continue (yes/no):").orElseThrow()));
    }

    @Test
    void yesNo_approveQuestion_isYesNo() {
        Prompt prompt = detect("  Tool wants to write config.json. Approve?").orElseThrow();
        assertEquals(PromptKind.YES_NO, prompt.kind());
        assertEquals("Tool wants to write config.json. Approve?", prompt.question());
    }

    @Test
    void yesNo_alreadyAnswered_isNotAPrompt() {
        assertFalse(detect("Continue? [Y/n] y", "ok").isPresent());
    }

    @Test
    void yesNo_olderThanTwentyLines_isNotSeen() {
        List<String> lines = new ArrayList<>(List.of("Continue? [Y/n]"));
        for (int i = 0; i < 20; i++) {
            lines.add("line " + i);
        }
        assertFalse(detect(lines).isPresent());
    }
}

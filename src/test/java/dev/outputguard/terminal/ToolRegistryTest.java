package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class ToolRegistryTest {

    @Test
    void defaultRegistry_holdsTheThreeSpecTools() {
        assertEquals(List.of("claude", "codex", "gemini"), List.copyOf(ToolRegistry.DEFAULT.names()));
    }

    @Test
    void fourthTool_isSupportedByAddingItsTableAlone() {
        LinePredicate userPrompt = line -> line.text().startsWith("you> ");
        LinePredicate idle = line -> line.text().equals("you>");
        ToolRules aider = new ToolRules("aider", userPrompt, LinePredicate.NONE.negate(), StartPolicy.SEARCH_NEAR_END,
                new CompletionRule(10, List.of(idle), line -> line.text().contains("Waiting")),
                new ReplyRule(idle, LinePredicate.NONE, ReplyAnchor.AFTER_LAST_USER_PROMPT, LinePredicate.NONE, "",
                        LinePredicate.NONE), PromptRule.CURSOR_REQUIRED);
        TerminalResponseExtractor extractor = new TerminalResponseExtractor(new ToolRegistry(List.of(aider)));

        TerminalExtraction result = extractor.extract(List.of("you> hello", "Hello there.", "you>"), 0, null, "aider");

        assertTrue(result.isComplete());
        assertEquals("Hello there.", result.response());
    }

    @Test
    void duplicateToolNames_areRejected() {
        assertThrows(IllegalArgumentException.class,
                () -> new ToolRegistry(List.of(ClaudeRules.RULES, ClaudeRules.RULES)));
    }

    @Test
    void claudeUserPrompt_isNotACursorOnANumberedChoice() {
        assertTrue(ClaudeRules.USER_PROMPT.test(TerminalLine.of("❯ fix the build")));
        assertEquals(false, ClaudeRules.USER_PROMPT.test(TerminalLine.of("❯ 1. Yes")));
    }

    @Test
    void codexUserPrompt_isNotAComposerSuggestion() {
        assertTrue(CodexRules.USER_PROMPT.test(TerminalLine.of("› explain the stripper")));
        for (String suggestion : List.of("› Implement {feature}", "› Find and fix a bug in @filename",
                "› Type / for commands", "› Summarize recent commits")) {
            assertEquals(false, CodexRules.USER_PROMPT.test(TerminalLine.of(suggestion)), suggestion);
        }
    }

    @Test
    void claudeThinking_shortSpinnerStatusOnly() {
        assertTrue(ClaudeRules.THINKING.test(TerminalLine.of("✢ Compacting conversation…")));
        assertTrue(ClaudeRules.THINKING.test(TerminalLine.of("⠙ Working…")));
        assertEquals(false, ClaudeRules.THINKING.test(TerminalLine.of(
                "⏺ The build failed because the wrapper could not download Maven and then…")));
        assertEquals(false, ClaudeRules.THINKING.test(TerminalLine.of("∴ Thought for 3s (ctrl+o to show thinking)")));
    }
}

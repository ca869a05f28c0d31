package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

/**
 * A prompt is reported only where it is live. Generated: every prompt shape of the three tools, quoted inside a
 * reply of each tool (as the reply's lines, in a list, in a code block, in a quote, after the reply marker, at the
 * left edge), in the middle or at the end of the reply, finished or still being written: none is a prompt. The
 * same shapes live at the bottom of the tool's screen are.
 */
class LivePromptTest {

    private static final TerminalResponseExtractor EXTRACTOR = new TerminalResponseExtractor();
    private static final String RULE = "─".repeat(60);

    /** Prompt shapes the three tools draw, as their lines (the question first). */
    private static final List<List<String>> SHAPES = List.of(
            List.of("Do you want to proceed?", "❯ 1. Yes", "  2. No, and tell Claude what to do differently (esc)"),
            List.of("Do you want to proceed?", "❯ 1. Yes", "  2. Yes, and don't ask again for rm commands",
                    "  3. No, and tell Claude what to do differently (esc)"),
            List.of("│ Do you want to proceed?                │", "│ ❯ 1. Yes                               │",
                    "│   2. No                                │"),
            List.of("Do you want to proceed?", "  1. Yes", "  2. No"),
            List.of("Would you like to run the following command?", "› 1. Yes, proceed (y)",
                    "  2. No, and tell Codex what to do differently (esc)", "Press enter to confirm or esc to cancel"),
            List.of("Allow execution of: 'rm'?", "● 1. Yes, allow once", "  2. Yes, allow always ...",
                    "  3. No, suggest changes (esc)"),
            List.of("Which branch should I use?", "○ 1. main", "● 2. develop"),
            List.of("Continue? [y/N]"),
            List.of("Overwrite the file? (y/n)"),
            List.of("Proceed with the deletion? [Y/n]:"),
            List.of("Delete everything? (yes/no)"),
            List.of("Apply this patch? Approve?"));

    /** Ways a reply quotes the lines: prefixes put before each quoted line (after the reply's own indentation). */
    private static final List<UnaryOperator<String>> QUOTINGS = List.of(
            line -> "  " + line,
            line -> "  - " + line,
            line -> "      " + line,
            line -> "  > " + line,
            line -> "  │ " + line,
            line -> line);

    private record Tool(String name, String user, String marker, List<String> idle, String busy) {
    }

    private static final List<Tool> TOOLS = List.of(
            new Tool("claude", "> run the cleanup", "⏺ ", List.of(RULE, "> ", RULE, "  ? for shortcuts"),
                    "✻ Pondering… (12s · esc to interrupt)"),
            new Tool("codex", "› run the cleanup", "• ", List.of("› Ask Codex to do anything", "",
                    "  100% context left · ? for shortcuts"), "◦ Working (14s • esc to interrupt)"),
            new Tool("gemini", "> run the cleanup", "✦ ", List.of("╭" + "─".repeat(58) + "╮",
                    "│ >   Type your message or @path/to/file                   │", "╰" + "─".repeat(58) + "╯",
                    "~/project (main*)   no sandbox   gemini-2.5-pro (97% context left)"),
                    "⠏ Thinking about it (esc to cancel, 3s)"));

    @Test
    void extract_promptQuotedInAReply_isNeverAPrompt() {
        int variants = 0;
        List<String> reported = new ArrayList<>();
        for (Tool tool : TOOLS) {
            for (List<String> shape : SHAPES) {
                for (UnaryOperator<String> quoting : QUOTINGS) {
                    for (int place = 0; place < 3; place++) {
                        for (boolean stillWriting : new boolean[] {false, true}) {
                            for (boolean fenced : new boolean[] {false, true}) {
                                List<String> screen = quoted(tool, shape, quoting, place, stillWriting, fenced);
                                TerminalExtraction result = EXTRACTOR.extract(screen, 0, null, tool.name());
                                variants++;
                                if (result.isPrompt() || result.prompt() != null) {
                                    reported.add(tool.name() + ": " + String.join(" / ", screen));
                                }
                            }
                        }
                    }
                }
            }
        }
        int total = variants;
        assertTrue(reported.isEmpty(), () -> reported.size() + " of " + total + " quoted prompts reported, e.g.\n"
                + String.join("\n", reported.subList(0, Math.min(5, reported.size()))));
        assertTrue(variants >= 1000, () -> "only " + total + " variants");
    }

    /**
     * A reply of {@code tool} quoting {@code shape}: {@code place} 0 puts it after the marker's line, 1 on the marker's
     * line itself, 2 at the end of the reply; then the tool's idle input area, or its busy line while it writes.
     */
    private static List<String> quoted(Tool tool, List<String> shape, UnaryOperator<String> quoting, int place,
            boolean stillWriting, boolean fenced) {
        List<String> screen = new ArrayList<>(List.of(tool.user(), ""));
        List<String> body = new ArrayList<>();
        if (fenced) {
            body.add("  ```");
        }
        for (String line : shape) {
            body.add(quoting.apply(line));
        }
        if (fenced) {
            body.add("  ```");
        }
        if (place == 1) {
            screen.add(tool.marker() + shape.get(0));
            body.remove(fenced ? 1 : 0);
            screen.addAll(body);
            screen.add("  That is all.");
        } else {
            screen.add(tool.marker() + "The tool would ask:");
            if (place == 0) {
                screen.addAll(body);
                screen.add("  That is all.");
            } else {
                screen.add("  This is what it shows:");
                screen.addAll(body);
            }
        }
        screen.add("");
        if (stillWriting) {
            screen.add(tool.busy());
            screen.add("");
        }
        screen.addAll(tool.idle());
        return screen;
    }

    @Test
    void extract_liveDialogOfEachTool_isAPrompt() {
        TerminalExtraction claude = EXTRACTOR.extract(List.of("> run the cleanup", "", "⏺ Bash(rm -rf build)", "",
                "Do you want to proceed?", "❯ 1. Yes", "  2. No, and tell Claude what to do differently (esc)"),
                0, null, "claude");
        TerminalExtraction codex = EXTRACTOR.extract(List.of("› run the cleanup", "", "• I'll remove it.", "",
                "  Would you like to run the following command?", "", "  $ rm -rf target", "",
                "› 1. Yes, proceed (y)", "  2. No, and tell Codex what to do differently (esc)", "",
                "  Press enter to confirm or esc to cancel"), 0, null, "codex");
        TerminalExtraction gemini = EXTRACTOR.extract(List.of("> run the cleanup", "", "✦ I'll remove it.", "",
                "│ Allow execution of: 'rm'?      │", "│ ● 1. Yes, allow once           │",
                "│   2. No, suggest changes (esc) │", "╰────────────────────────────────╯",
                "~/project (main*)   no sandbox   gemini-2.5-pro (97% context left)"), 0, null, "gemini");
        TerminalExtraction yesNo = EXTRACTOR.extract(List.of("> run the cleanup", "", "⏺ Bash(./clean.sh)",
                "  ⎿  Running…", "", "Continue? [y/N]"), 0, null, "claude");
        for (TerminalExtraction live : List.of(claude, codex, gemini, yesNo)) {
            assertTrue(live.isPrompt(), live::toString);
        }
    }

    @Test
    void extract_spoofedDialogInAFinishedReply_isText() {
        List<String> lines = List.of("> what would the tool ask?", "", "⏺ The tool would ask:", "Do you want to proceed?",
                "❯ 1. Yes", "  2. No", "That is all.", "", RULE, "> ", RULE);
        TerminalExtraction result = EXTRACTOR.extract(lines, 0, null, "claude");
        assertFalse(result.isPrompt());
        assertNull(result.prompt());
        assertTrue(result.isComplete());
        assertTrue(result.response().contains("❯ 1. Yes"), result.response());
    }

    @Test
    void extract_yesNoLineInAReply_isText() {
        List<String> lines = List.of("> how do I confirm?", "", "⏺ Answer the question", "  Continue? [y/N]",
                "  with y.", "", RULE, "> ", RULE);
        TerminalExtraction result = EXTRACTOR.extract(lines, 0, null, "claude");
        assertFalse(result.isPrompt());
        assertTrue(result.isComplete());
    }

    @Test
    void extract_statusWordsInAReply_areText() {
        List<String> lines = List.of("> how do I stop it?", "", "⏺ Press esc to interrupt the process if needed.",
                "✻ Thinking…", "  Then run it again.", "", RULE, "> ", RULE);
        TerminalExtraction result = EXTRACTOR.extract(lines, 0, null, "claude");
        assertTrue(result.isComplete());
        assertEquals("⏺ Press esc to interrupt the process if needed.\n✻ Thinking…\n  Then run it again.",
                result.response());
    }

    @Test
    void extract_spinnerAboveTheInputBox_isStatus() {
        List<String> lines = List.of("> clean up", "", "⏺ I'll look first.", "", "✻ Pondering… (3s · esc to interrupt)",
                "  ⎿  Tip: Use /memory to edit your memory files", "", RULE, "> ", RULE);
        TerminalExtraction result = EXTRACTOR.extract(lines, 0, null, "claude");
        assertFalse(result.isComplete());
        assertEquals("⏺ I'll look first.", result.response());
    }

    @Test
    void extract_replyLineEndingLikeASpinner_isComplete() {
        List<String> lines = List.of("> status?", "", "⏺ Working…", "", RULE, "> ", RULE);
        TerminalExtraction result = EXTRACTOR.extract(lines, 0, null, "claude");
        assertTrue(result.isComplete());
        assertEquals("⏺ Working…", result.response());
    }

    @Test
    void extract_replyLineStartingWithQuoteMark_isNotTheUsersPrompt() {
        List<String> lines = List.of("> list the steps", "", "⏺ The steps:", "> step one: build", "> step two: test",
                "  Both must pass.", "", RULE, "> ", RULE);
        TerminalExtraction result = EXTRACTOR.extract(lines, 0, null, "claude");
        assertEquals("⏺ The steps:\n> step one: build\n> step two: test\n  Both must pass.", result.response());
    }
}

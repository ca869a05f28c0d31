package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;

import dev.outputguard.terminal.AnsiStripper;
import dev.outputguard.terminal.Prompt;
import dev.outputguard.terminal.PromptOption;
import dev.outputguard.terminal.TerminalExtraction;
import dev.outputguard.terminal.TerminalResponseExtractor;
import dev.outputguard.terminal.ToolRegistry;

/**
 * The terminal side on arbitrary captures. The ANSI stripper: idempotent, never longer than its input,
 * nothing left but text, line feeds and tabs (no ESC, no other C0, no DEL, no C1), and line by line, concealment
 * apart ({@code strip(a + R + "\n" + b) == strip(a + R) + "\n" + strip(b)} with {@code R} the SGR reset, which ends a
 * concealment the line leaves on: that alone goes on into the next line, as its contract says). The extractor, for each
 * tool: no exception, the indexes it returns lie within the buffer, and every string it returns is clean.
 */
class TerminalFuzzTest {

    private static final TerminalResponseExtractor EXTRACTOR = new TerminalResponseExtractor();
    private static final List<String> TOOLS = List.copyOf(ToolRegistry.DEFAULT.names());

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"\u001b[", "\u001b]", "\u001b]8;;", "\u001b\\", "\u0007", "\u001bP", "\u001b(B",
        "\u001bN", "\u009b", "\u009d", "\u009c", "\u008e", "\u0018", "38;2;1;2;3m", "0m", "\r", "\u001b[K",
        "\u001b[1K", "\u001b[2K", "\u001b[3G", "\u001b[2D", "\u001b[5C", "\u001b[99999C", "漢", "⏺", "\u0301", "\u200b",
        "\u001b[8m", "\u001b[28m", "\b", "\t", "\u001b[2P", "\u001b[3@", "\u001b[4X", "\u001b[9b", "\u001b(0", "\u000e",
        "\u001b[4h", "\u001b[?7l", "\u001b7", "\u001b8"})
    void strip_isIdempotentLineByLineAndLeavesOnlyText(FuzzedDataProvider data) {
        String a = data.consumeString(4_000);
        String b = data.consumeRemainingAsString();
        String text = a + b;

        String stripped = AnsiStripper.strip(text);

        // At most two characters a character written: a wide character erased shows as two blank cells.
        assertTrue(stripped.length() <= 2 * text.length(), () -> stripped.length() + " > 2 × " + text.length());
        assertClean(stripped);
        assertEquals(stripped, AnsiStripper.strip(stripped));
        String reset = "\u001b[0m";
        assertEquals(AnsiStripper.strip(a + reset) + "\n" + AnsiStripper.strip(b),
                AnsiStripper.strip(a + reset + "\n" + b));
    }

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"> ", "❯ ", "› ", "✦ ", "⏺ ", "✻ Thinking…", "• Working", "1. ", "2. ", "│", "╭", "╰",
        "─────", "(y/n)", "[Y/n]", "Approve?", "Do you want to", "Type your message", "esc to interrupt",
        "? for shortcuts", "\u001b[31m", "\u001b[0m"})
    void extract_anyLinesAnyTool_staysWithinTheBuffer(FuzzedDataProvider data) {
        String tool = data.pickValue(TOOLS);
        int lastCapturedLine = data.consumeInt(-5, 300);
        Boolean reset = switch (data.consumeInt(0, 2)) {
            case 0 -> null;
            case 1 -> Boolean.TRUE;
            default -> Boolean.FALSE;
        };
        List<String> lines = TerminalResponseExtractor.splitLines(data.consumeRemainingAsString());

        TerminalExtraction result = EXTRACTOR.extract(lines, lastCapturedLine, reset, tool);

        assertTrue(result.startIndex() >= 0 && result.startIndex() <= lines.size(), () -> "startIndex " + result.startIndex());
        assertTrue(result.lineCount() >= 0 && result.lineCount() <= lines.size(), () -> "lineCount " + result.lineCount());
        assertClean(result.response());
        assertEquals(result.isPrompt(), result.prompt() != null);
        if (result.prompt() != null) {
            assertTrue(result.isComplete(), "a prompt means the tool waits");
            assertClean(promptText(result.prompt()));
        }
    }

    /** Lines as tmux gives them: no LF inside, anything else allowed. */
    private static String promptText(Prompt prompt) {
        StringBuilder all = new StringBuilder(String.valueOf(prompt.question()));
        for (PromptOption option : prompt.options()) {
            all.append(option.label());
        }
        return all.toString();
    }

    private static void assertClean(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean control = c < 0x20 && c != '\n' && c != '\t' || c >= 0x7F && c <= 0x9F;
            int at = i;
            assertTrue(!control, () -> String.format("U+%04X left at %d", (int) c, at));
        }
    }
}

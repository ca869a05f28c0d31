package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** Large and random buffers: linear work, no exception, nothing but clean text out. */
class TerminalResponseExtractorRobustnessTest {

    private static final String E = "\u001b";
    private static final String RULE = "─".repeat(60);

    private final TerminalResponseExtractor extractor = new TerminalResponseExtractor();

    @Test
    void extract_tenMegabyteConversation_returnsOnlyTheLastReply() {
        List<String> lines = new ArrayList<>();
        int chars = 0;
        int turn = 0;
        while (chars < 10_000_000) {
            String answer = E + "[38;2;215;119;87m⏺" + E + "[39m answer " + turn + " "
                    + E + "]8;;https://example.com/" + turn + E + "\\link" + E + "]8;;" + E + "\\ " + "x".repeat(200);
            lines.add(E + "[48;2;55;55;55m> question " + turn + E + "[0m");
            lines.add(answer);
            chars += answer.length() + 30;
            turn++;
        }
        int lastPrompt = lines.size() - 2;
        lines.addAll(List.of(RULE, "> ", RULE, "  ? for shortcuts", "", ""));

        TerminalExtraction result = extractor.extract(lines, lastPrompt, null, "claude");

        assertEquals("⏺ answer " + (turn - 1) + " link " + "x".repeat(200), result.response());
        assertTrue(result.isComplete());
        assertEquals(lines.size() - 2, result.lineCount());
    }

    @Test
    void extract_tenMegabyteUnterminatedOsc_isDroppedWhole() {
        String buffer = "> q\n⏺ before" + E + "]0;" + "t".repeat(10_000_000) + "\n" + RULE + "\n> \n" + RULE;
        TerminalExtraction result = extractor.extract(buffer, 0, null, "claude");
        assertEquals("⏺ before", result.response());
    }

    @Test
    void extract_tenMegabyteBoxedLine_isHandled() {
        List<String> lines = List.of("│" + " ".repeat(10_000_000) + "│", "│ ❯ 1. Yes │", "│   2. No │");
        TerminalExtraction result = extractor.extract(lines, 0, null, "gemini");
        assertFalse(result.isPrompt(), "no question line");
    }

    @Test
    void extract_randomBuffers_neverFailAndReturnCleanText() {
        String[] pieces = {"> ", "❯ ", "› ", "✦ ", "⏺ ", "✻ Thinking…", "⠋ ", "• Working", "1. ", "2. ", "│", "╭──╮",
            "╰──╯", RULE, "?", "(y/n)", "[Y/n]", "Approve?", "Type your message", "esc to interrupt", E + "[31m",
            E + "]8;;x" + E + "\\", "\u009b0m", E, "\r", "\t", "text ", "dev@box %", "Implement", " "};
        Random random = new Random(372);
        List<String> tools = List.copyOf(ToolRegistry.DEFAULT.names());
        for (int round = 0; round < 3_000; round++) {
            List<String> lines = new ArrayList<>();
            for (int l = random.nextInt(70); l > 0; l--) {
                StringBuilder line = new StringBuilder();
                for (int k = random.nextInt(5); k > 0; k--) {
                    line.append(pieces[random.nextInt(pieces.length)]);
                }
                lines.add(line.toString());
            }
            int last = random.nextInt(90) - 10;
            Boolean reset = switch (random.nextInt(3)) {
                case 0 -> null;
                case 1 -> true;
                default -> false;
            };
            TerminalExtraction result = extractor.extract(lines, last, reset, tools.get(random.nextInt(tools.size())));
            assertClean(result, lines.size());
        }
    }

    private static void assertClean(TerminalExtraction result, int size) {
        assertTrue(AnsiStripper.firstSpecial(result.response(), 0) < 0);
        assertTrue(result.startIndex() >= 0 && result.startIndex() <= size);
        assertTrue(result.lineCount() >= 0 && result.lineCount() <= size);
        assertEquals(result.isPrompt(), result.prompt() != null);
        if (result.prompt() != null) {
            assertTrue(AnsiStripper.firstSpecial(result.prompt().question(), 0) < 0);
            assertTrue(result.prompt().options().size() >= 2);
        }
    }
}

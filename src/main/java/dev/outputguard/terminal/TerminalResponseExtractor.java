package dev.outputguard.terminal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The new reply in a captured terminal buffer (docs/extract-terminal-response.md).
 *
 * <p>Prompt detection looks at the whole buffer and reports a prompt only where it is live (at the bottom, nothing
 * below it that closes it); the returned text comes only from {@code startIndex} on, so an earlier conversation
 * never leaks into it. Every returned string is stripped of control
 * sequences. Stateless and thread-safe.
 */
public final class TerminalResponseExtractor {

    private final ToolRegistry tools;

    /** With the built-in tables for claude, codex and gemini. */
    public TerminalResponseExtractor() {
        this(ToolRegistry.DEFAULT);
    }

    public TerminalResponseExtractor(ToolRegistry tools) {
        this.tools = tools;
    }

    /**
     * @param lines            the captured lines ({@code tmux capture-pane -e -p}), control sequences allowed
     * @param lastCapturedLine where the previous capture ended (the previous result's {@code lineCount})
     * @param bufferReset      whether the buffer was cleared since; null to infer it
     * @param cliTool          one of the registry's {@link ToolRegistry#names()}
     * @throws IllegalArgumentException for an unknown tool or missing lines
     */
    public TerminalExtraction extract(List<String> lines, int lastCapturedLine, Boolean bufferReset, String cliTool) {
        ToolRules tool = tools.require(cliTool);
        if (lines == null) {
            throw new IllegalArgumentException("lines is required");
        }
        List<TerminalLine> buffer = toBuffer(lines);
        int total = buffer.size();
        boolean reset = bufferReset != null ? bufferReset : StartIndex.inferBufferReset(total, lastCapturedLine);
        int start = StartIndex.resolve(lastCapturedLine, total, reset, tool.startPolicy(),
                (from, to) -> tool.mostRecentUserPrompt(buffer, from, to));

        Optional<Prompt> prompt = PromptDetector.detect(buffer, tool.prompt());
        if (prompt.isPresent()) {
            return new TerminalExtraction(newLines(buffer, start), true, true, prompt.get(), start, total);
        }
        int[] status = tool.reply().statusLines(buffer);
        boolean complete = tool.completion().isComplete(buffer, status);
        int inputArea = tool.reply().inputAreaStart(buffer);
        ReplyRule.Reply reply = tool.reply().extract(buffer, start, i -> tool.isUserPrompt(buffer, i, inputArea),
                tool.completion().busy(), status);
        int lineCount = complete && reply.stopIndex() >= 0 ? reply.stopIndex() : total;
        return new TerminalExtraction(reply.text(), complete, false, null, start, lineCount);
    }

    /** The same for a whole buffer: lines split at LF, CRs dropped. */
    public TerminalExtraction extract(String buffer, int lastCapturedLine, Boolean bufferReset, String cliTool) {
        if (buffer == null) {
            throw new IllegalArgumentException("buffer is required");
        }
        return extract(splitLines(buffer), lastCapturedLine, bufferReset, cliTool);
    }

    /** Stripped lines, trailing blank lines (tmux pads the pane with them) not counted. */
    static List<TerminalLine> toBuffer(List<String> lines) {
        List<TerminalLine> buffer = new ArrayList<>(lines.size());
        AnsiStripper.Lines capture = new AnsiStripper.Lines();
        int lastVisible = -1;
        for (String raw : lines) {
            TerminalLine line = TerminalLine.of(raw == null ? "" : raw, capture);
            buffer.add(line);
            if (!line.isBlank()) {
                lastVisible = buffer.size() - 1;
            }
        }
        return buffer.subList(0, lastVisible + 1);
    }

    /** The lines {@link #extract(String, int, Boolean, String)} reads from a buffer: split at LF. */
    public static List<String> splitLines(String buffer) {
        List<String> lines = new ArrayList<>();
        int from = 0;
        for (int nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n', from)) {
            lines.add(buffer.substring(from, nl));
            from = nl + 1;
        }
        lines.add(buffer.substring(from));
        return lines;
    }

    /** The lines from {@code start} on as shown, blank lines at either end dropped. */
    private static String newLines(List<TerminalLine> buffer, int start) {
        List<String> texts = new ArrayList<>(buffer.size() - start);
        for (int i = start; i < buffer.size(); i++) {
            texts.add(buffer.get(i).text());
        }
        return ReplyRule.joinTrimmed(texts);
    }
}

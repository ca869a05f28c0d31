package dev.outputguard.terminal;

import java.util.List;

/**
 * Everything that differs between terminal AI tools, as data: one instance per tool in
 * {@link ToolRegistry}. Supporting another tool means writing one more of these.
 *
 * @param name        the {@code cliTool} value that selects it
 * @param userPrompt  how a line the user typed at looks (tested on the stripped line, not unboxed)
 * @param turnStart   what the tool draws first under the user's line when it answers: its reply marker, a busy
 *                    line. A line that looks like the user's is the user's only where this (or the end of the
 *                    history) is the next line at the left edge under it; the same text inside a reply is text.
 * @param startPolicy how the start index treats a capture point at the end of the buffer
 * @param completion  when the reply is finished
 * @param reply       how the reply text is cut out of the new lines
 * @param prompt      where an interactive prompt is live, and how a numbered choice marks its selection
 */
public record ToolRules(String name, LinePredicate userPrompt, LinePredicate turnStart, StartPolicy startPolicy,
                        CompletionRule completion, ReplyRule reply, PromptRule prompt) {

    /**
     * Index of the most recent user-prompt line in {@code buffer[from, to)}, or -1. Lines in the input
     * area at the bottom (a draft in the composer) are not prompts the user sent.
     */
    public int mostRecentUserPrompt(List<TerminalLine> buffer, int from, int to) {
        int inputArea = reply.inputAreaStart(buffer);
        int end = Math.min(Math.min(to, buffer.size()), inputArea);
        for (int i = end - 1; i >= Math.max(0, from); i--) {
            if (isUserPrompt(buffer, i, inputArea)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Whether line {@code i} is where the user typed: it looks like it ({@link #userPrompt}), and the next line that
     * starts at the left edge under it, before {@code end} (the input area), is one {@link #turnStart} allows; or
     * there is none (a prompt just sent) and the line starts a block of its own (blank or chrome above it, or nothing).
     * Lines indented under it are its own continuation; blank lines and the tool's chrome are skipped.
     */
    public boolean isUserPrompt(List<TerminalLine> buffer, int i, int end) {
        if (!userPrompt.test(buffer.get(i))) {
            return false;
        }
        for (int k = i + 1; k < Math.min(end, buffer.size()); k++) {
            TerminalLine line = buffer.get(k);
            String text = line.text();
            if (line.isBlank() || text.startsWith("  ") || reply.chrome().test(line)) {
                continue;
            }
            return turnStart.test(line);
        }
        return i == 0 || buffer.get(i - 1).isBlank() || reply.chrome().test(buffer.get(i - 1));
    }
}

package dev.outputguard.terminal;

import java.util.List;

/**
 * Everything that differs between terminal AI tools, as data: one instance per tool in
 * {@link ToolRegistry}. Supporting another tool means writing one more of these.
 *
 * @param name        the {@code cliTool} value that selects it
 * @param userPrompt  a line the user typed at (tested on the stripped line, not unboxed)
 * @param startPolicy how the start index treats a capture point at the end of the buffer
 * @param completion  when the reply is finished
 * @param reply       how the reply text is cut out of the new lines
 * @param choice      whether a numbered choice captured without its cursor is still a prompt
 */
public record ToolRules(String name, LinePredicate userPrompt, StartPolicy startPolicy,
                        CompletionRule completion, ReplyRule reply, ChoiceRule choice) {

    /**
     * Index of the most recent user-prompt line in {@code buffer[from, to)}, or -1. Lines in the input
     * area at the bottom (a draft in the composer) are not prompts the user sent.
     */
    public int mostRecentUserPrompt(List<TerminalLine> buffer, int from, int to) {
        int end = Math.min(Math.min(to, buffer.size()), reply.inputAreaStart(buffer));
        for (int i = end - 1; i >= Math.max(0, from); i--) {
            if (userPrompt.test(buffer.get(i))) {
                return i;
            }
        }
        return -1;
    }
}

package dev.outputguard.terminal;

import java.util.List;

/**
 * When a tool has finished its reply: within the last {@code window} lines every {@code required} rule
 * matches some line, and no line of the status region ({@link ReplyRule#statusLines}) is {@code busy} (a spinner,
 * "esc to interrupt"). The same words in a reply's body are the reply's text.
 */
public record CompletionRule(int window, List<LinePredicate> required, LinePredicate busy) {

    public CompletionRule {
        if (window < 1) {
            throw new IllegalArgumentException("completion window must be at least 1, was " + window);
        }
        required = List.copyOf(required);
    }

    /**
     * Judges the end of {@code buffer} (trailing blank lines already dropped).
     *
     * @param status the indexes of the status region's lines (-1 for none)
     */
    public boolean isComplete(List<TerminalLine> buffer, int[] status) {
        for (int i : status) {
            if (i >= 0 && busy.test(buffer.get(i))) {
                return false;
            }
        }
        boolean[] seen = new boolean[required.size()];
        for (int i = Math.max(0, buffer.size() - window); i < buffer.size(); i++) {
            TerminalLine line = buffer.get(i);
            for (int r = 0; r < seen.length; r++) {
                seen[r] |= required.get(r).test(line);
            }
        }
        for (boolean s : seen) {
            if (!s) {
                return false;
            }
        }
        return !buffer.isEmpty();
    }
}

package dev.outputguard.terminal;

import java.util.List;

/**
 * When a tool has finished its reply: within the last {@code window} lines every {@code required} rule
 * matches some line and no line is {@code busy} (a spinner, "esc to interrupt").
 */
public record CompletionRule(int window, List<LinePredicate> required, LinePredicate busy) {

    public CompletionRule {
        if (window < 1) {
            throw new IllegalArgumentException("completion window must be at least 1, was " + window);
        }
        required = List.copyOf(required);
    }

    /** Judges the end of {@code buffer} (trailing blank lines already dropped). */
    public boolean isComplete(List<TerminalLine> buffer) {
        boolean[] seen = new boolean[required.size()];
        for (int i = Math.max(0, buffer.size() - window); i < buffer.size(); i++) {
            TerminalLine line = buffer.get(i);
            if (busy.test(line)) {
                return false;
            }
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

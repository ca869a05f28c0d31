package dev.outputguard.terminal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Numbered choice prompts: options 1, 2, 3… (at least two) with a cursor ({@code ❯ › ●}) on exactly one,
 * under a question line, near the end of the buffer. A numbered list in prose has no cursor and no
 * question, so it is not a prompt.
 *
 * <p>A prompt is reported only where it is live ({@link PromptRule}): none of its lines is reply text and nothing
 * below it is a line the tool draws only when no dialog is open.
 *
 * <p>For a tool whose {@link PromptRule} accepts it, options without any cursor are a prompt too (nothing
 * selected), but only in the tight shape a dialog caught between two redraws has: the question on the line
 * right above option 1, the options on consecutive lines, and neither the question nor any line after the
 * options one that cannot be part of an open dialog (the tool's input line, a spinner, reply text).
 */
final class ChoicePrompts {

    /** Only the last non-blank lines are looked at. */
    static final int WINDOW = 50;
    /** The question is at most this many non-blank lines above option 1. */
    static final int QUESTION_DISTANCE = 3;
    /** Description lines allowed between two options. */
    static final int MAX_GAP = 3;
    /** Footer lines allowed after the last option ("Press enter to confirm"); more means the prompt is history. */
    static final int MAX_TRAILING = 6;
    static final String CURSORS = "❯›●";
    static final String UNSELECTED = "○◯";
    static final List<String> QUESTION_WORDS = List.of("select", "choose", "which", "confirm", "approve",
            "allow", "proceed", "would you like", "do you want");

    private ChoicePrompts() {
    }

    static Optional<Prompt> find(List<TerminalLine> buffer) {
        return find(buffer, PromptRule.CURSOR_REQUIRED);
    }

    static Optional<Prompt> find(List<TerminalLine> buffer, PromptRule rule) {
        List<TerminalLine> lines = lastNonEmpty(buffer);
        List<String> window = new ArrayList<>(lines.size());
        List<PromptOption> parsed = new ArrayList<>(lines.size());
        for (TerminalLine line : lines) {
            String view = line.view().strip();
            window.add(view);
            parsed.add(parseOption(view, rule.cursors()));
        }
        for (int i = window.size() - 1; i >= 0; i--) {
            PromptOption first = parsed.get(i);
            if (first == null || first.number() != 1) {
                continue;
            }
            Optional<Prompt> prompt = promptAt(lines, window, parsed, i, rule);
            if (prompt.isEmpty() && rule.acceptsMissingCursor()) {
                prompt = withoutCursorAt(lines, window, parsed, i, rule);
            }
            if (prompt.isPresent()) {
                return prompt;
            }
        }
        return Optional.empty();
    }

    /**
     * Options 1…N on the lines right after {@code firstIndex}, none under a cursor, the question on the line
     * right above, and nothing the rule calls "not a dialog" as the question or after the options.
     */
    private static Optional<Prompt> withoutCursorAt(List<TerminalLine> lines, List<String> window,
            List<PromptOption> parsed, int firstIndex, PromptRule rule) {
        List<PromptOption> options = new ArrayList<>();
        int j = firstIndex;
        while (j < window.size() && parsed.get(j) != null && parsed.get(j).number() == options.size() + 1) {
            options.add(parsed.get(j));
            j++;
        }
        int q = firstIndex - 1;
        if (options.size() < 2 || options.stream().anyMatch(PromptOption::selected)
                || window.size() - j > MAX_TRAILING || q < 0 || parsed.get(q) != null
                || !isQuestion(window.get(q)) || rule.notBelow().test(lines.get(q))
                || !live(lines, q, firstIndex, j - 1, rule)) {
            return Optional.empty();
        }
        return Optional.of(new Prompt(PromptKind.CHOICE, window.get(q), options));
    }

    private static Optional<Prompt> promptAt(List<TerminalLine> lines, List<String> window, List<PromptOption> parsed,
            int firstIndex, PromptRule rule) {
        List<PromptOption> options = new ArrayList<>();
        options.add(parsed.get(firstIndex));
        int last = firstIndex;
        for (int j = firstIndex + 1; j < window.size() && j - last <= MAX_GAP + 1; j++) {
            PromptOption next = parsed.get(j);
            if (next == null) {
                continue;
            }
            if (next.number() != options.size() + 1) {
                break;
            }
            options.add(next);
            last = j;
        }
        long cursors = options.stream().filter(PromptOption::selected).count();
        if (options.size() < 2 || cursors != 1 || window.size() - 1 - last > MAX_TRAILING) {
            return Optional.empty();
        }
        int q = question(window, parsed, firstIndex);
        if (q < 0 || !live(lines, q, firstIndex, last, rule)) {
            return Optional.empty();
        }
        return Optional.of(new Prompt(PromptKind.CHOICE, window.get(q), options));
    }

    /**
     * The question at {@code question}, the options from {@code first} to {@code last}: none of them reply text,
     * nothing below the last option that closes a prompt.
     */
    private static boolean live(List<TerminalLine> lines, int question, int first, int last, PromptRule rule) {
        if (rule.replyText().test(lines.get(question))) {
            return false;
        }
        for (int k = first; k <= last; k++) {
            if (rule.replyText().test(lines.get(k))) {
                return false;
            }
        }
        return rule.liveAbove(lines, last + 1);
    }

    /** The index of the question above option 1, or -1. */
    private static int question(List<String> window, List<PromptOption> parsed, int firstIndex) {
        for (int k = firstIndex - 1; k >= Math.max(0, firstIndex - QUESTION_DISTANCE); k--) {
            if (parsed.get(k) == null && isQuestion(window.get(k))) {
                return k;
            }
        }
        return -1;
    }

    static boolean isQuestion(String line) {
        if (line.endsWith("?") || line.endsWith("？")) {
            return true;
        }
        for (String word : QUESTION_WORDS) {
            if (LineMatchers.containsIgnoreCase(line, word)) {
                return true;
            }
        }
        return false;
    }

    /** {@code [cursor] N. label} or {@code N) label}, with the tool's cursor glyphs; null when the line is not an option. */
    static PromptOption parseOption(String line, String cursors) {
        boolean selected = false;
        int i = 0;
        if (!line.isEmpty() && cursors.indexOf(line.charAt(0)) >= 0) {
            selected = true;
            i = LineMatchers.skipWhitespace(line, 1);
        } else if (!line.isEmpty() && UNSELECTED.indexOf(line.charAt(0)) >= 0) {
            i = LineMatchers.skipWhitespace(line, 1);
        }
        int number = LineMatchers.optionNumber(line, i);
        if (number < 0) {
            return null;
        }
        int afterDigits = i;
        while (Character.isDigit(line.charAt(afterDigits))) {
            afterDigits++;
        }
        String label = line.substring(afterDigits + 1).strip(); // past the '.' or ')'

        return label.isEmpty() ? null : new PromptOption(number, label, selected);
    }

    /** The last {@link #WINDOW} lines with something inside them. */
    private static List<TerminalLine> lastNonEmpty(List<TerminalLine> buffer) {
        List<TerminalLine> reversed = new ArrayList<>(WINDOW);
        for (int i = buffer.size() - 1; i >= 0 && reversed.size() < WINDOW; i--) {
            TerminalLine line = buffer.get(i);
            if (!line.isEmptyInside()) {
                reversed.add(line);
            }
        }
        return reversed.reversed();
    }
}

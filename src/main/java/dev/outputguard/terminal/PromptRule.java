package dev.outputguard.terminal;

import java.util.Objects;

/**
 * When a tool is asking something now: its prompts are reported only where they are live, at the bottom of what
 * the tool shows, after its last reply, with nothing below them that the tool draws only when no dialog is open.
 * The same words anywhere else (quoted in a reply, in a list, a code block, a quote, history scrolled up) are text.
 *
 * @param acceptsMissingCursor whether options without any cursor can be a prompt: a tool that redraws its dialog
 *                             line by line can be captured between two redraws, before the cursor glyph is drawn
 * @param cursors              the glyphs that mark the selected option in this tool's dialogs; a glyph the tool
 *                             draws for something else (Claude's {@code ●} reply bullet) must not be one
 * @param notBelow             a line that is never on screen below a live prompt: the idle input line, a busy
 *                             spinner, a reply line. A prompt with one anywhere below it is history or quoted.
 * @param replyText            a line of the tool's reply (its reply marker leads it): a prompt whose question, option
 *                             or yes/no line is one is the reply's text, whatever follows it
 */
public record PromptRule(boolean acceptsMissingCursor, String cursors, LinePredicate notBelow, LinePredicate replyText) {

    /**
     * Only a choice with its cursor ({@code ❯ › ●}) on one option, and nothing but the prompt's footer below: for a
     * tool without a rule of its own, nothing known to close a prompt, so only the window limits apply.
     */
    public static final PromptRule CURSOR_REQUIRED =
            new PromptRule(false, ChoicePrompts.CURSORS, LinePredicate.NONE, LinePredicate.NONE);

    public PromptRule {
        Objects.requireNonNull(notBelow, "notBelow (LinePredicate.NONE when there is none)");
        Objects.requireNonNull(replyText, "replyText (LinePredicate.NONE when there is none)");
        if (cursors == null || cursors.isEmpty()) {
            throw new IllegalArgumentException("a prompt rule needs at least one cursor glyph");
        }
    }

    /** Whether lines {@code from} to the end of {@code buffer} leave a prompt ending above them live. */
    boolean liveAbove(java.util.List<TerminalLine> buffer, int from) {
        for (int k = from; k < buffer.size(); k++) {
            if (notBelow.test(buffer.get(k))) {
                return false;
            }
        }
        return true;
    }
}

package dev.outputguard.terminal;

import java.util.Objects;

/**
 * How a tool's numbered choice prompts may be captured. A tool redraws its dialog line by line, so a capture
 * taken between two redraws can hold the question and the options but not yet the cursor line's glyph. For a
 * tool that hides its input line while a dialog is up, that capture is still a prompt (no option selected),
 * as long as nothing on screen says otherwise.
 *
 * @param acceptsMissingCursor whether options without a cursor can be a prompt at all
 * @param notDialog            a line that cannot belong to or follow an open dialog: the idle input line, a
 *                             busy spinner, a reply line. Such a line as the question or after the options
 *                             makes them text, not a prompt.
 * @param cursors              the glyphs that mark the selected option in this tool's dialogs; a glyph the
 *                             tool draws for something else (Claude's {@code ●} reply bullet) must not be one
 */
public record ChoiceRule(boolean acceptsMissingCursor, LinePredicate notDialog, String cursors) {

    /** Only a choice with its cursor ({@code ❯ › ●}) on one option is a prompt. */
    public static final ChoiceRule CURSOR_REQUIRED = new ChoiceRule(false, LinePredicate.NONE, ChoicePrompts.CURSORS);

    public ChoiceRule {
        Objects.requireNonNull(notDialog, "notDialog (LinePredicate.NONE when there is none)");
        if (cursors == null || cursors.isEmpty()) {
            throw new IllegalArgumentException("a choice rule needs at least one cursor glyph");
        }
    }
}

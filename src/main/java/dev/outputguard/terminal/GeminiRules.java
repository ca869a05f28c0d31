package dev.outputguard.terminal;

import static dev.outputguard.terminal.LineMatchers.glyphAlone;
import static dev.outputguard.terminal.LineMatchers.glyphThenText;
import static dev.outputguard.terminal.LineMatchers.numberedAfterGlyph;

import java.util.List;

/**
 * Gemini CLI: {@code > question} lines, a "Type your message" composer (boxed in older versions, a filled area
 * between {@code ▄▄▄} and {@code ▀▀▀} rows in current ones), ✦ replies, braille spinners.
 */
final class GeminiRules {

    static final String PLACEHOLDER = "Type your message";
    /** The input box's prompt glyph: {@code >}, {@code *} in YOLO mode, {@code !} in shell mode. */
    static final String INPUT_GLYPHS = ">*!";

    /**
     * {@code ^ ?>\s+\S}, not the composer's placeholder and not a numbered choice. With background colours on (the
     * default) the user's message is drawn in a filled area one column in, so one leading space is allowed; the
     * reply's own lines are indented by two.
     */
    static final LinePredicate USER_PROMPT = line -> glyphThenText(unpadded(line.text()), ">")
            && !line.text().contains(PLACEHOLDER) && !numberedAfterGlyph(line.text());
    /**
     * The input line, with the placeholder or a draft; what stands right above it ({@link #COMPOSER_FRAME}) tells
     * it from a user prompt in the history.
     */
    static final LinePredicate COMPOSER = line -> glyphAlone(unpadded(line.view()), INPUT_GLYPHS);
    /**
     * Above the input line: a {@code ╭───╮} box edge (older versions), the {@code ▄▄▄▄} row of the filled input
     * area (current versions, background colours on), or the plain {@code ────} rule they draw with background
     * colours off.
     */
    static final LinePredicate COMPOSER_FRAME = line -> LineMatchers.roundedTop(line.text())
            || LineMatchers.halfBlockRow(line.text().strip()) || LineMatchers.horizontalRule(line.text().strip(), 10);
    static final LinePredicate SHELL_PROMPT = line -> LineMatchers.shellPrompt(line.text());
    /** The idle input box ({@code > Type your message}) or the shell after Gemini exited. */
    static final LinePredicate IDLE = ((LinePredicate) line -> glyphAlone(unpadded(line.view()), INPUT_GLYPHS)
            && line.view().contains(PLACEHOLDER)).or(SHELL_PROMPT);
    /** A braille spinner frame, or the loading line's {@code (esc to cancel, 5s)} whatever icon leads it. */
    static final LinePredicate BUSY = line -> LineMatchers.brailleSpinner(line.view())
            || line.view().contains("(esc to cancel");
    /** A reply line: {@code ✦} leads it. */
    static final LinePredicate REPLY_LINE = line -> line.view().startsWith("✦");
    /** What Gemini draws first under the user's line: a reply, a tool's panel ({@code ╭}/{@code │}), a busy line. */
    static final LinePredicate TURN_START = REPLY_LINE.or(BUSY)
            .or(line -> line.text().startsWith("╭") || line.text().startsWith("│"));
    static final LinePredicate CHROME = ((LinePredicate) line -> LineMatchers.roundedEdge(line.text()))
            .or(line -> line.view().startsWith("Using: ") || line.view().endsWith("context left)"))
            .or(line -> LineMatchers.halfBlockRow(line.text().strip()));

    static final ToolRules RULES = new ToolRules(
            "gemini",
            USER_PROMPT,
            TURN_START,
            StartPolicy.SEARCH_NEAR_END,
            new CompletionRule(20, List.of(IDLE), BUSY),
            new ReplyRule(COMPOSER, COMPOSER_FRAME,
                    ReplyAnchor.AFTER_LAST_USER_PROMPT, SHELL_PROMPT, "✦", CHROME),
            // the input box is not drawn while a tool call waits for confirmation
            new PromptRule(false, ChoicePrompts.CURSORS, IDLE.or(BUSY).or(REPLY_LINE), REPLY_LINE));

    /** The line without the one column of padding a filled area puts before its text. */
    static String unpadded(String s) {
        return s.length() > 1 && s.charAt(0) == ' ' && s.charAt(1) != ' ' ? s.substring(1) : s;
    }

    private GeminiRules() {
    }
}

package dev.outputguard.terminal;

import static dev.outputguard.terminal.LineMatchers.glyphAlone;
import static dev.outputguard.terminal.LineMatchers.glyphThenText;
import static dev.outputguard.terminal.LineMatchers.numberedAfterGlyph;

import java.util.List;

/** Gemini CLI: {@code > question} lines, a boxed "Type your message" composer, ✦ replies, braille spinners. */
final class GeminiRules {

    static final String PLACEHOLDER = "Type your message";
    /** The input box's prompt glyph: {@code >}, {@code *} in YOLO mode, {@code !} in shell mode. */
    static final String INPUT_GLYPHS = ">*!";

    /** {@code ^>\s+\S}, not the composer's placeholder and not a numbered choice. */
    static final LinePredicate USER_PROMPT = line -> glyphThenText(line.text(), ">")
            && !line.text().contains(PLACEHOLDER) && !numberedAfterGlyph(line.text());
    /** The boxed input line, with the placeholder or a draft. */
    static final LinePredicate COMPOSER = line -> line.boxed() && glyphAlone(line.view(), INPUT_GLYPHS);
    static final LinePredicate SHELL_PROMPT = line -> LineMatchers.shellPrompt(line.text());
    /** The idle input box ({@code > Type your message}) or the shell after Gemini exited. */
    static final LinePredicate IDLE = ((LinePredicate) line -> glyphAlone(line.view(), INPUT_GLYPHS)
            && line.view().contains(PLACEHOLDER)).or(SHELL_PROMPT);
    /** A braille spinner frame, or the loading line's {@code (esc to cancel, 5s)} whatever icon leads it. */
    static final LinePredicate BUSY = line -> LineMatchers.brailleSpinner(line.view())
            || line.view().contains("(esc to cancel");
    static final LinePredicate CHROME = ((LinePredicate) line -> LineMatchers.roundedEdge(line.text()))
            .or(line -> line.view().startsWith("Using: ") || line.view().endsWith("context left)"));

    static final ToolRules RULES = new ToolRules(
            "gemini",
            USER_PROMPT,
            StartPolicy.SEARCH_NEAR_END,
            new CompletionRule(20, List.of(IDLE), BUSY),
            new ReplyRule(COMPOSER, line -> LineMatchers.roundedTop(line.text()),
                    ReplyAnchor.AFTER_LAST_USER_PROMPT, SHELL_PROMPT, "✦", CHROME),
            ChoiceRule.CURSOR_REQUIRED);

    private GeminiRules() {
    }
}

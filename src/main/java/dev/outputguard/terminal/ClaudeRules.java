package dev.outputguard.terminal;

import static dev.outputguard.terminal.LineMatchers.glyphAlone;
import static dev.outputguard.terminal.LineMatchers.glyphThenText;
import static dev.outputguard.terminal.LineMatchers.numberedAfterGlyph;

import java.util.List;

/** Claude Code: {@code > question} / {@code ❯ question} lines, a rule-framed input box, ✻-style spinners. */
final class ClaudeRules {

    static final String PROMPT_GLYPHS = ">❯";
    static final String SPINNER_GLYPHS = "✻✽⏺·∴✢✳✶";
    /** A status like "Compacting conversation…" is short; a reply sentence ending in … is not a spinner. */
    static final int STATUS_MAX_CHARS = 40;

    /** {@code ^[>❯]\s+\S}, but not a numbered choice under a {@code ❯} cursor. */
    static final LinePredicate USER_PROMPT = line -> glyphThenText(line.text(), PROMPT_GLYPHS)
            && !numberedAfterGlyph(line.text());
    /** {@code ^[>❯](\s*$|\s+\S)}: the input line, empty or with a draft. */
    static final LinePredicate IDLE_PROMPT = line -> glyphAlone(line.view(), PROMPT_GLYPHS);
    /** {@code ^─{10,}$}. */
    static final LinePredicate SEPARATOR = line -> LineMatchers.horizontalRule(line.view(), 10);
    static final LinePredicate THINKING = line ->
            LineMatchers.spinnerStatus(line.view(), SPINNER_GLYPHS, STATUS_MAX_CHARS)
                    || line.view().contains("esc to interrupt");
    static final LinePredicate CHROME = SEPARATOR
            .or(line -> LineMatchers.emptyPrompt(line.view(), PROMPT_GLYPHS))
            .or(line -> line.view().endsWith("? for shortcuts"))
            .or(line -> LineMatchers.roundedEdge(line.text()))
            .or(line -> line.view().startsWith("⏵⏵") || line.view().startsWith("⏸"))
            .or(line -> line.view().contains("Welcome to Claude Code") || line.view().startsWith("Claude Code v"));

    /** {@code ⏺ …}: a line of the reply or of a tool call, never part of a dialog. */
    static final LinePredicate REPLY_LINE = line -> line.view().startsWith("⏺");
    /**
     * Claude hides its input box while a dialog is open, so options followed by the input line, a spinner or
     * more reply are a list in the reply, not a dialog caught between redraws.
     */
    static final ChoiceRule CHOICE = new ChoiceRule(true, IDLE_PROMPT.or(THINKING).or(REPLY_LINE));

    static final ToolRules RULES = new ToolRules(
            "claude",
            USER_PROMPT,
            StartPolicy.SEARCH_NEAR_END,
            new CompletionRule(20, List.of(IDLE_PROMPT, SEPARATOR), THINKING),
            new ReplyRule(IDLE_PROMPT, SEPARATOR.or(line -> LineMatchers.roundedTop(line.text())),
                    ReplyAnchor.AFTER_LAST_USER_PROMPT, LinePredicate.NONE, "", CHROME),
            CHOICE);

    private ClaudeRules() {
    }
}

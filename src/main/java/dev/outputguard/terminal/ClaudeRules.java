package dev.outputguard.terminal;

import static dev.outputguard.terminal.LineMatchers.glyphAlone;
import static dev.outputguard.terminal.LineMatchers.glyphThenText;
import static dev.outputguard.terminal.LineMatchers.numberedAfterGlyph;

import java.util.List;

/** Claude Code: {@code > question} / {@code ❯ question} lines, a rule-framed input box, ✻-style spinners. */
final class ClaudeRules {

    static final String PROMPT_GLYPHS = ">❯";
    /**
     * Spinner frames: {@code · ✢ * ✶ ✻ ✽} (Ghostty draws {@code ✳} for the ASCII {@code *}) and the {@code ∴}
     * thinking mark. Not the reply bullet: a line it leads is the reply's.
     */
    static final String SPINNER_GLYPHS = "✻✽·∴✢✳✶*";
    /** A status like "Compacting conversation…" is short; a reply sentence ending in … is not a spinner. */
    static final int STATUS_MAX_CHARS = 40;

    /** {@code ^[>❯]\s+\S}, but not a numbered choice under a {@code ❯} cursor. */
    static final LinePredicate USER_PROMPT = line -> glyphThenText(line.text(), PROMPT_GLYPHS)
            && !numberedAfterGlyph(line.text());
    /** {@code ^[>❯](\s*$|\s+\S)}: the input line, empty or with a draft. */
    static final LinePredicate IDLE_PROMPT = line -> glyphAlone(line.view(), PROMPT_GLYPHS);
    /** {@code ^─{10,}$}. */
    static final LinePredicate SEPARATOR = line -> LineMatchers.horizontalRule(line.view(), 10);
    /** The reply bullet: {@code ⏺} on macOS, {@code ●} everywhere else. */
    static final String REPLY_BULLETS = "⏺●";
    /** {@code ⏺ …} or {@code ● …}: a line of the reply or of a tool call, never part of a dialog. */
    static final LinePredicate REPLY_LINE = line -> !line.view().isEmpty()
            && REPLY_BULLETS.indexOf(line.view().charAt(0)) >= 0;
    /**
     * The spinner line ({@code ✻ Pondering… (12s · esc to interrupt)}) or the footer's {@code esc to interrupt}; only
     * where a status is shown ({@link ReplyRule#statusLines}), and never a line the reply bullet leads.
     */
    static final LinePredicate THINKING = line -> !REPLY_LINE.test(line)
            && (LineMatchers.spinnerStatus(line.view(), SPINNER_GLYPHS, STATUS_MAX_CHARS)
                    || line.view().contains("esc to interrupt"));
    static final LinePredicate CHROME = SEPARATOR
            .or(line -> LineMatchers.emptyPrompt(line.view(), PROMPT_GLYPHS))
            .or(line -> line.view().endsWith("? for shortcuts"))
            .or(line -> LineMatchers.roundedEdge(line.text()))
            .or(line -> line.view().startsWith("⏵⏵") || line.view().startsWith("⏸"))
            .or(line -> line.view().contains("Welcome to Claude Code") || line.view().startsWith("Claude Code v"))
            .or(line -> turnDuration(line.view()))
            .or(line -> tip(line.view()));

    /**
     * What Claude draws first under the user's line: the reply bullet, a spinner or thinking line ({@code ✻}, {@code ∴},
     * the other frames), a finished turn's {@code ✻ Worked for …}.
     */
    static final LinePredicate TURN_START = REPLY_LINE.or(THINKING)
            .or(line -> !line.view().isEmpty() && SPINNER_GLYPHS.indexOf(line.view().charAt(0)) >= 0);
    /**
     * Claude hides its input box and its spinner while a dialog is open, so a prompt followed by the input line, a
     * spinner or more reply is text (quoted in a reply, or history), and so is one whose lines the reply bullet leads. Its dialogs mark the selected
     * option with {@code ❯} only: {@code ●} is its reply bullet, so {@code ● 1. Add tests} is a reply line.
     */
    static final PromptRule PROMPT = new PromptRule(true, "❯", IDLE_PROMPT.or(THINKING).or(REPLY_LINE), REPLY_LINE);

    static final ToolRules RULES = new ToolRules(
            "claude",
            USER_PROMPT,
            TURN_START,
            StartPolicy.SEARCH_NEAR_END,
            new CompletionRule(20, List.of(IDLE_PROMPT, SEPARATOR), THINKING),
            new ReplyRule(IDLE_PROMPT, SEPARATOR.or(line -> LineMatchers.roundedTop(line.text())),
                    ReplyAnchor.AFTER_LAST_USER_PROMPT, LinePredicate.NONE, "", CHROME),
            PROMPT);

    /**
     * {@code ✻ Worked for 1m 5s}, {@code ✻ Cogitated for 12s · 1 background agent still running}: the line Claude
     * leaves under a finished turn, a past-tense verb, "for" and the elapsed time. Not part of the reply.
     */
    static boolean turnDuration(String view) {
        String t = view.strip();
        if (t.isEmpty() || t.charAt(0) != '✻') {
            return false;
        }
        int word = LineMatchers.skipWhitespace(t, 1);
        if (word == 1 || word >= t.length()) {
            return false;
        }
        int space = word;
        while (space < t.length() && Character.isLetter(t.charAt(space))) {
            space++;
        }
        return space > word && t.startsWith(" for ", space) && space + 5 < t.length()
                && Character.isDigit(t.charAt(space + 5));
    }

    /** {@code ⎿  Tip: …}: the hint Claude shows under its spinner while it works. */
    static boolean tip(String view) {
        String t = view.strip();
        return t.startsWith("⎿") && t.substring(1).strip().startsWith("Tip:");
    }

    private ClaudeRules() {
    }
}

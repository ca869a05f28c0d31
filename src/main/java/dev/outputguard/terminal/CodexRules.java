package dev.outputguard.terminal;

import static dev.outputguard.terminal.LineMatchers.glyphAlone;
import static dev.outputguard.terminal.LineMatchers.glyphThenText;
import static dev.outputguard.terminal.LineMatchers.numberedAfterGlyph;
import static dev.outputguard.terminal.LineMatchers.wordAfterGlyph;

import java.util.List;

/** OpenAI Codex CLI: {@code › question} lines, a {@code ›} composer with suggestions, "• Working" status. */
final class CodexRules {

    /** Placeholder suggestions Codex shows in an empty composer: not something the user typed. */
    static final List<String> SUGGESTIONS = List.of("Implement", "Find and fix", "Type", "Summarize");
    static final List<String> WORKING_WORDS = List.of("Planning", "Searching", "Exploring", "Running",
            "Thinking", "Working", "Reading", "Writing", "Analyzing", "Deciding");

    /** {@code ^›\s+\S}, not a suggestion and not a numbered choice under the {@code ›} cursor. */
    static final LinePredicate USER_PROMPT = line -> glyphThenText(line.text(), "›")
            && !wordAfterGlyph(line.text(), SUGGESTIONS) && !numberedAfterGlyph(line.text());
    /** {@code ^›\s*}: the composer, empty, with a suggestion, or with a draft. */
    static final LinePredicate COMPOSER = line -> glyphAlone(line.text(), "›");
    /** {@code •\s*(Planning|...|Deciding)} at the head of the line (◦ is the same bullet blinking). */
    static final LinePredicate WORKING = line -> {
        String t = line.view().strip();
        return (t.startsWith("•") || t.startsWith("◦")) && wordAfterGlyph(t, WORKING_WORDS)
                || t.contains("esc to interrupt");
    };
    static final LinePredicate CHROME = ((LinePredicate) line -> LineMatchers.roundedEdge(line.text()))
            .or(line -> titledRule(line.view()))
            .or(line -> line.view().endsWith("? for shortcuts") || line.view().endsWith("context left"));

    static final ToolRules RULES = new ToolRules(
            "codex",
            USER_PROMPT,
            StartPolicy.LAST_CAPTURED_LINE,
            new CompletionRule(20, List.of(COMPOSER), WORKING),
            new ReplyRule(COMPOSER, LinePredicate.NONE, ReplyAnchor.AFTER_FIRST_USER_PROMPT,
                    COMPOSER, "", CHROME),
            ChoiceRule.CURSOR_REQUIRED);

    /** {@code ─ Worked for 12s ────}: a rule with a label, drawn between turns. */
    private static boolean titledRule(String view) {
        String t = view.strip();
        return t.length() > 2 && t.charAt(0) == '─' && t.charAt(t.length() - 1) == '─';
    }

    private CodexRules() {
    }
}

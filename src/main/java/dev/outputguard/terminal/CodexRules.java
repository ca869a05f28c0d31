package dev.outputguard.terminal;

import static dev.outputguard.terminal.LineMatchers.glyphAlone;
import static dev.outputguard.terminal.LineMatchers.glyphThenText;
import static dev.outputguard.terminal.LineMatchers.numberedAfterGlyph;
import static dev.outputguard.terminal.LineMatchers.wordAfterGlyph;

import java.util.List;

/** OpenAI Codex CLI: {@code › question} lines, a {@code ›} composer with suggestions, "• Working" status. */
final class CodexRules {

    /**
     * Placeholders Codex shows in an empty composer, not something the user typed: "Ask Codex to do anything" and
     * "Ask a follow-up question" in current versions, the rotating examples in older ones.
     */
    static final List<String> SUGGESTIONS = List.of("Ask Codex to do anything", "Ask a follow-up question",
            "Implement", "Find and fix", "Type", "Summarize", "Explain this codebase", "Write tests for",
            "Improve documentation in", "Run /review", "Use /skills");
    static final List<String> WORKING_WORDS = List.of("Planning", "Searching", "Exploring", "Running",
            "Thinking", "Working", "Reading", "Writing", "Analyzing", "Deciding");

    /** {@code ^›\s+\S}, not a suggestion and not a numbered choice under the {@code ›} cursor. */
    static final LinePredicate USER_PROMPT = line -> glyphThenText(line.text(), "›")
            && !wordAfterGlyph(line.text(), SUGGESTIONS) && !numberedAfterGlyph(line.text());
    /** {@code ^›\s*}: the composer, empty, with a suggestion, or with a draft. */
    static final LinePredicate COMPOSER = line -> glyphAlone(line.text(), "›");
    /**
     * {@code •\s*(Planning|...|Deciding)} at the head of the line (◦ is the same bullet blinking), or the status
     * line's {@code (12s • esc to interrupt)} whatever header precedes it (a reasoning summary, "Compacting
     * context", "Booting MCP server: …"); the interrupt key can be rebound, so any {@code … to interrupt)}.
     */
    static final LinePredicate WORKING = line -> {
        String t = line.view().strip();
        return (t.startsWith("•") || t.startsWith("◦")) && wordAfterGlyph(t, WORKING_WORDS)
                || t.contains("esc to interrupt") || t.contains(" to interrupt)");
    };
    /** A reply or status line: Codex leads each with a bullet, {@code •} ({@code ◦} while it blinks). */
    static final LinePredicate BULLET = line -> line.view().startsWith("•") || line.view().startsWith("◦");
    static final LinePredicate CHROME = ((LinePredicate) line -> LineMatchers.roundedEdge(line.text()))
            .or(line -> titledRule(line.view()))
            .or(line -> line.view().endsWith("? for shortcuts") || line.view().endsWith("context left"))
            .or(line -> turnFooter(line.view()));

    static final ToolRules RULES = new ToolRules(
            "codex",
            USER_PROMPT,
            BULLET.or(WORKING),
            StartPolicy.LAST_CAPTURED_LINE,
            new CompletionRule(20, List.of(COMPOSER), WORKING),
            new ReplyRule(COMPOSER, LinePredicate.NONE, ReplyAnchor.AFTER_FIRST_USER_PROMPT,
                    COMPOSER, "", CHROME),
            // the composer line is replaced by the approval dialog while it is open
            new PromptRule(false, ChoicePrompts.CURSORS, COMPOSER.or(WORKING).or(BULLET), BULLET));

    /** {@code ─ Worked for 12s ────}: a rule with a label, drawn between turns. */
    private static boolean titledRule(String view) {
        String t = view.strip();
        return t.length() > 2 && t.charAt(0) == '─' && t.charAt(t.length() - 1) == '─';
    }

    /**
     * The line current versions draw under a finished turn: {@code Worked for 2m 5s · done 3:24 PM}, or within a
     * minute only {@code done 3:24 PM} ({@code done Sep 6 at 2:32 PM} on another day). Not part of the reply.
     */
    static boolean turnFooter(String view) {
        String t = view.strip();
        if (t.startsWith("Worked for ")) {
            int i = "Worked for ".length();
            int digits = i;
            while (digits < t.length() && Character.isDigit(t.charAt(digits))) {
                digits++;
            }
            return digits > i && digits < t.length() && "hms".indexOf(t.charAt(digits)) >= 0;
        }
        return t.startsWith("done ") && t.length() > 5 && t.length() <= 40
                && (t.endsWith(" AM") || t.endsWith(" PM")) && t.indexOf(':') > 0
                && Character.isDigit(t.charAt(t.indexOf(':') - 1));
    }

    private CodexRules() {
    }
}

package dev.outputguard.terminal;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntPredicate;

/**
 * How a tool's reply text is cut out of the new lines.
 *
 * @param composer      the input line at the bottom of the screen; the reply ends above it
 * @param composerFrame the line right above the composer (a rule, a panel edge), which must be there
 *                      for a line to count as the composer and is cut with it; {@link LinePredicate#NONE}
 *                      for a composer that stands alone
 * @param anchor        where the reply begins relative to the user's prompt line
 * @param stopAt        the reply ends at the first such line after it begins ({@code NONE}: never)
 * @param marker        the reply starts at the first line holding this glyph, the glyph and what precedes
 *                      it removed ({@code ""}: no marker)
 * @param chrome        interface lines dropped wherever they appear (banners, hints, rules)
 */
public record ReplyRule(LinePredicate composer, LinePredicate composerFrame, ReplyAnchor anchor,
                        LinePredicate stopAt, String marker, LinePredicate chrome) {

    /** The composer is looked for only this close to the end of the buffer. */
    public static final int COMPOSER_WINDOW = 20;

    public ReplyRule {
        Objects.requireNonNull(composer, "composer");
        Objects.requireNonNull(composerFrame, "composerFrame (LinePredicate.NONE when there is none)");
        Objects.requireNonNull(anchor, "anchor");
        Objects.requireNonNull(stopAt, "stopAt (LinePredicate.NONE when there is none)");
        Objects.requireNonNull(marker, "marker (\"\" when there is none)");
        Objects.requireNonNull(chrome, "chrome (LinePredicate.NONE when there is none)");
    }

    /**
     * The reply in {@code buffer[start, end of buffer)}.
     *
     * @param userPrompt whether a line is where the user typed ({@link ToolRules#isUserPrompt})
     * @param busy       status lines (spinners) left out of a reply still being written
     * @param status     the status region's line indexes ({@link #statusLines}): only there is a busy line status
     */
    public Reply extract(List<TerminalLine> buffer, int start, IntPredicate userPrompt, LinePredicate busy,
                         int[] status) {
        int end = Math.max(start, inputAreaStart(buffer));
        int from = anchor == ReplyAnchor.AFTER_LAST_USER_PROMPT
                ? afterLastUserPrompt(start, end, userPrompt)
                : afterFirstUserPrompt(start, end, userPrompt);
        int stop = firstMatch(buffer, stopAt, from, buffer.size());
        if (stop >= 0) {
            end = Math.min(end, stop);
        }
        int markerLine = marker.isEmpty() ? -1 : firstHolding(buffer, marker, from, end);
        if (markerLine >= 0) {
            from = markerLine;
        }
        List<String> kept = new ArrayList<>();
        for (int i = from; i < end; i++) {
            TerminalLine line = buffer.get(i);
            if (i == markerLine) {
                kept.add(afterMarker(line.text()));
            } else if (!chrome.test(line) && !(isStatus(i, status) && busy.test(line))) {
                kept.add(line.text());
            }
        }
        return new Reply(joinTrimmed(kept), stop);
    }

    /**
     * The first line of the input area at the bottom of the screen (the composer, with its frame and the
     * blank lines above it), or the buffer size when there is none. Nothing from here on is reply text,
     * and a draft typed into the composer is not a user prompt.
     */
    public int inputAreaStart(List<TerminalLine> buffer) {
        boolean framed = composerFrame != LinePredicate.NONE;
        for (int i = buffer.size() - 1; i >= Math.max(0, buffer.size() - COMPOSER_WINDOW); i--) {
            if (!composer.test(buffer.get(i))) {
                continue;
            }
            if (!framed) {
                return i;
            }
            if (i > 0 && composerFrame.test(buffer.get(i - 1))) {
                int top = i - 1;
                while (top > 0 && buffer.get(top - 1).isBlank()) {
                    top--;
                }
                return top;
            }
        }
        return buffer.size();
    }

    private static int afterLastUserPrompt(int start, int end, IntPredicate userPrompt) {
        for (int i = end - 1; i >= start; i--) {
            if (userPrompt.test(i)) {
                return i + 1;
            }
        }
        return start;
    }

    private static int afterFirstUserPrompt(int start, int end, IntPredicate userPrompt) {
        for (int i = start; i < end; i++) {
            if (userPrompt.test(i)) {
                return i + 1;
            }
        }
        return start;
    }

    private static boolean isStatus(int i, int[] status) {
        for (int s : status) {
            if (s == i) {
                return true;
            }
        }
        return false;
    }

    /**
     * The status region, where a tool shows that it is busy: the line above the input area (chrome and blank lines
     * between skipped) and the last line of the buffer (a footer). Indexes, -1 where there is none.
     */
    public int[] statusLines(List<TerminalLine> buffer) {
        int above = -1;
        for (int i = inputAreaStart(buffer) - 1; i >= 0; i--) {
            TerminalLine line = buffer.get(i);
            if (!line.isBlank() && !chrome.test(line)) {
                above = i;
                break;
            }
        }
        return new int[] {above, buffer.size() - 1};
    }

    private static int firstMatch(List<TerminalLine> buffer, LinePredicate rule, int from, int to) {
        for (int i = from; i < to; i++) {
            if (rule.test(buffer.get(i))) {
                return i;
            }
        }
        return -1;
    }

    private static int firstHolding(List<TerminalLine> buffer, String glyph, int from, int to) {
        for (int i = from; i < to; i++) {
            if (buffer.get(i).text().contains(glyph)) {
                return i;
            }
        }
        return -1;
    }

    private String afterMarker(String text) {
        return text.substring(text.indexOf(marker) + marker.length()).strip();
    }

    /** Lines joined with LF; blank lines at either end dropped, a run of blank lines inside kept as one. */
    static String joinTrimmed(List<String> lines) {
        StringBuilder out = new StringBuilder();
        boolean pendingBlank = false;
        for (String line : lines) {
            if (line.isBlank()) {
                pendingBlank = out.length() > 0;
                continue;
            }
            if (out.length() > 0) {
                out.append(pendingBlank ? "\n\n" : "\n");
            }
            out.append(line);
            pendingBlank = false;
        }
        return out.toString();
    }

    /**
     * @param text      the cleaned reply
     * @param stopIndex the buffer line where the reply was stopped by {@code stopAt}, or -1
     */
    public record Reply(String text, int stopIndex) {
    }
}

package dev.outputguard.text;

import java.util.Optional;

/**
 * A text that is, blank lines aside, one fenced block: its first line opens a fence (up to three spaces, three or
 * more backticks or tildes, an info string) and its last line closes it (the same character, a run at least as
 * long, blanks after it). What a model writes when it wraps its whole answer, a document or a patch, in a fence.
 * The lines between are the content whatever they hold: a wrapped Markdown document keeps its own fences, which
 * CommonMark would read as closing the wrapper at the first of them, so the wrapper is recognised by its first
 * and last lines, not by {@link CodeFences}.
 */
public record WholeFence(String info, String content) {

    /** The wrapper around {@code text}, or empty when it is not one fenced block. */
    public static Optional<WholeFence> of(String text) {
        String t = text.strip();
        int firstEnd = t.indexOf('\n');
        int lastStart = t.lastIndexOf('\n') + 1;
        if (firstEnd < 0 || lastStart <= firstEnd) {
            return Optional.empty();
        }
        String first = t.substring(0, firstEnd).stripTrailing();
        String last = t.substring(lastStart).strip();
        if (first.isEmpty() || (first.charAt(0) != '`' && first.charAt(0) != '~')) {
            return Optional.empty();
        }
        char c = first.charAt(0);
        int run = 0;
        while (run < first.length() && first.charAt(run) == c) {
            run++;
        }
        String info = first.substring(run).strip();
        if (run < 3 || (c == '`' && info.indexOf('`') >= 0) || last.length() < run
                || last.chars().anyMatch(ch -> ch != c)) {
            return Optional.empty();
        }
        int space = info.indexOf(' ');
        String language = space < 0 ? info : info.substring(0, space);
        // The content ends with the last content line's break, as a fenced block's content does.
        return Optional.of(new WholeFence(language, t.substring(firstEnd + 1, lastStart)));
    }
}

package dev.outputguard.terminal;

/**
 * One captured line after control sequences are stripped.
 *
 * @param text  the visible line as a terminal shows it: what the line's controls did carried out (see {@link AnsiStripper}),
 *              control sequences and trailing whitespace removed
 * @param view  {@code text} with box borders removed ({@code "│ ❯ 1. Yes │"} reads {@code "❯ 1. Yes"}),
 *              what the tools' line rules look at when a dialog may be drawn in a box
 * @param boxed whether {@code view} came out of a box
 */
public record TerminalLine(String text, String view, boolean boxed) {

    private static final String VERTICALS = "│┃║";

    /** Strips and unboxes one raw line on its own. */
    public static TerminalLine of(String raw) {
        return of(raw, new AnsiStripper.Lines());
    }

    /** Strips and unboxes the next raw line of a capture (concealment left on by the line before goes on). */
    public static TerminalLine of(String raw, AnsiStripper.Lines capture) {
        String text = capture.line(raw).stripTrailing();
        String view = text;
        boolean boxed = false;
        String inner = unboxOnce(view);
        // Nested boxes are unboxed layer by layer; each layer shortens the line, so this ends.
        while (inner != null) {
            view = inner;
            boxed = true;
            inner = unboxOnce(view);
        }
        return new TerminalLine(text, view, boxed);
    }

    /** Nothing visible on the line. */
    public boolean isBlank() {
        return text.isBlank();
    }

    /** Nothing but box borders or drawing on the line: an empty dialog row, a frame edge, a separator. */
    public boolean isEmptyInside() {
        return view.isBlank() || LineMatchers.isDrawingOnly(view);
    }

    private static String unboxOnce(String line) {
        String t = line.strip();
        int n = t.length();
        if (n >= 2 && VERTICALS.indexOf(t.charAt(0)) >= 0 && VERTICALS.indexOf(t.charAt(n - 1)) >= 0) {
            return t.substring(1, n - 1).strip();
        }
        return null;
    }
}

package dev.outputguard.terminal;

/**
 * Removes every ECMA-48 / xterm control sequence from captured terminal text in one pass.
 *
 * <p>Covered: 7-bit and 8-bit CSI ({@code ESC [} and U+009B) with any parameters and intermediates,
 * OSC ({@code ESC ]}, U+009D) ended by BEL or ST (titles, OSC 8 hyperlinks: the link text stays),
 * DCS/SOS/PM/APC strings ({@code ESC P X ^ _}, U+0090/0098/009E/009F), SS2/SS3 ({@code ESC N},
 * {@code ESC O}, U+008E, U+008F: the control goes, the one character it shifts stays, since it is text
 * drawn from another character set), escape sequences with intermediates (character-set designation {@code ESC ( B}),
 * two-character escapes ({@code ESC 7}, {@code ESC =}, {@code ESC c}...), every other C1 control and
 * every C0 control except line feed and tab. An unfinished sequence at the end of the text is dropped.
 *
 * <p>Deliberate choices, for text that was captured line by line:
 * <ul>
 *   <li>A line feed ends any unfinished sequence, so one stray introducer never swallows more than the
 *       rest of its line ({@code strip(a + "\n" + b) == strip(a) + "\n" + strip(b)}).</li>
 *   <li>A CR inside a line returns to the line's start and what follows overwrites it, cell by cell, as a
 *       terminal shows it: {@code Progress 10%\rProgress 100%} is {@code Progress 100%}, {@code abcdef\rXY} is
 *       {@code XYcdef} (the rest of a longer line stays, as on screen), and a wide character covers two cells
 *       ({@code 漢字\rab} is {@code ab字}). Erase in line ({@code ESC[K}, {@code ESC[1K}, {@code ESC[2K}) and the
 *       moves along the line ({@code ESC[nG}, {@code ESC[nD}, {@code ESC[nC}, never past its end) act on it the same
 *       way. A CR before LF or at the end changes nothing.</li>
 *   <li>CAN and SUB cancel a sequence, as in a terminal. A non-ASCII character inside CSI or an escape
 *       cancels it and is kept as text.</li>
 * </ul>
 * The output holds no ESC, no C1 and no C0 other than LF and TAB, so {@code strip} is idempotent.
 * Text that only looks like a sequence ({@code [0m}, {@code [main]}) has no ESC and is kept.
 */
public final class AnsiStripper {

    private static final char ESC = 0x1B;
    private static final char BEL = 0x07;
    private static final char CAN = 0x18;
    private static final char SUB = 0x1A;
    private static final char C1_ST = 0x9C;

    private static final int TEXT = 0;
    private static final int ESCAPE = 1;
    private static final int ESCAPE_INTERMEDIATE = 2;
    private static final int CSI = 3;
    private static final int STRING = 4;

    private AnsiStripper() {
    }

    /** Returns {@code text} without control sequences; the same instance when there is nothing to remove. */
    public static String strip(String text) {
        int first = firstSpecial(text, 0);
        if (first < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        out.append(text, 0, first);
        new Run(text, out).from(first);
        return out.toString();
    }

    /** Index of the first character that is not plain text, or -1. */
    static int firstSpecial(CharSequence text, int from) {
        for (int i = from, n = text.length(); i < n; i++) {
            if (isSpecial(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isSpecial(char c) {
        return c < 0x20 ? c != '\n' && c != '\t' : c >= 0x7F && c <= 0x9F;
    }

    /** One stripping pass: the state machine over {@code text}, writing kept characters to {@code out}. */
    private static final class Run {
        private final String text;
        private final StringBuilder out;
        private int state = TEXT;
        /** Where the current line starts in {@code out}. */
        private int lineStart;
        /** The current line while something moves back over it (a CR, an erase, a cursor move); null otherwise. */
        private Line line;

        Run(String text, StringBuilder out) {
            this.text = text;
            this.out = out;
        }

        void from(int start) {
            int n = text.length();
            int i = start;
            // What came before the first control was copied as it is: the current line starts after its last feed.
            lineStart = out.lastIndexOf("\n") + 1;
            while (i < n) {
                if (state == TEXT) {
                    int special = firstSpecial(text, i);
                    int end = special < 0 ? n : special;
                    if (line != null) {
                        // The rewritten line ends at the first line feed; what follows is appended as it comes.
                        int feed = text.indexOf('\n', i);
                        if (feed >= 0 && feed < end) {
                            line.write(text, i, feed);
                            i = newLine(feed);
                            continue;
                        }
                        line.write(text, i, end);
                    } else {
                        out.append(text, i, end);
                        int feed = text.lastIndexOf('\n', end - 1);
                        if (feed >= i) {
                            lineStart = out.length() - (end - feed - 1);
                        }
                    }
                    if (special < 0) {
                        endLine();
                        return;
                    }
                    i = special;
                }
                i = step(i);
            }
            // An unfinished sequence at the end of the text is dropped: nothing to emit.
            endLine();
        }

        /** The line feed at {@code i}: the line ends, the next one starts; returns the next index. */
        private int newLine(int i) {
            endLine();
            out.append('\n');
            lineStart = out.length();
            state = TEXT;
            return i + 1;
        }

        /** The line being rewritten, from what {@code out} holds of it. */
        private Line line() {
            if (line == null) {
                line = new Line(out, lineStart);
                out.setLength(lineStart);
            }
            return line;
        }

        /** The rewritten line, as shown, back into {@code out}. */
        private void endLine() {
            if (line != null) {
                line.appendTo(out);
                line = null;
            }
        }

        /** Consumes the character at {@code i} in the current state; returns the next index. */
        private int step(int i) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7F) {
                return control(i, c);
            }
            if (c >= 0x80 && c <= 0x9F && !(state == STRING && c != C1_ST)) {
                introduce(c);
                return i + 1;
            }
            return switch (state) {
                case ESCAPE -> escape(i, c);
                case ESCAPE_INTERMEDIATE -> escapeIntermediate(i, c);
                case CSI -> csi(i);
                case STRING -> stringPayload(i);
                default -> throw new IllegalStateException("plain text reached step()");
            };
        }

        /** C0 controls and DEL, in any state. */
        private int control(int i, char c) {
            switch (c) {
                case '\n' -> {
                    return newLine(i);
                }
                case '\r' -> {
                    return carriageReturn(i);
                }
                case '\t' -> {
                    if (state != STRING) {
                        if (line == null) {
                            out.append('\t');
                        } else {
                            line.write("\t", 0, 1);
                        }
                    }
                }
                case ESC -> state = ESCAPE;
                case BEL -> {
                    if (state == STRING) {
                        state = TEXT; // BEL ends an OSC string (xterm); elsewhere it is just dropped
                    }
                }
                case CAN, SUB -> state = TEXT; // cancel any sequence, as a terminal does
                default -> {
                    // other C0 controls and DEL: dropped, the sequence (if any) goes on
                }
            }
            return i + 1;
        }

        /** CR before LF (after any further CRs) or at the end: nothing. Elsewhere: back to the line's start. */
        private int carriageReturn(int i) {
            int j = i + 1;
            while (j < text.length() && text.charAt(j) == '\r') {
                j++;
            }
            if (j < text.length() && text.charAt(j) != '\n') {
                line().moveTo(0);
                state = TEXT;
            }
            return j;
        }

        /**
         * The 8-bit introducers start their sequence; ST, SS2/SS3 (whose shifted character is text) and
         * other C1 controls are dropped.
         */
        private void introduce(char c) {
            state = switch (c) {
                case 0x9B -> CSI;
                case 0x9D, 0x90, 0x98, 0x9E, 0x9F -> STRING;
                default -> TEXT;
            };
        }

        private int escape(int i, char c) {
            if (c >= 0x80) {
                return cancel(i);
            }
            state = switch (c) {
                case '[' -> CSI;
                case ']', 'P', 'X', '^', '_' -> STRING;
                // SS2/SS3 (ESC N, ESC O) and the other two-character escapes end here: the next character is text.
                default -> c <= 0x2F ? ESCAPE_INTERMEDIATE : TEXT; // 0x30..0x7E: a complete two-character escape
            };
            return i + 1;
        }

        /** {@code ESC} followed by intermediates (0x20-0x2F) up to one final byte, e.g. {@code ESC ( B}. */
        private int escapeIntermediate(int i, char c) {
            if (c >= 0x80) {
                return cancel(i);
            }
            if (c >= 0x30) {
                state = TEXT;
            }
            return i + 1;
        }

        /**
         * Parameters and intermediates 0x20-0x3F in any order, then one final byte 0x40-0x7E. Scans the
         * whole run here; a control character inside is left to {@link #step}.
         */
        private int csi(int i) {
            int j = i;
            while (j < text.length()) {
                char c = text.charAt(j);
                if (c >= 0x20 && c <= 0x3F) {
                    j++;
                } else if (c >= 0x40 && c <= 0x7E) {
                    state = TEXT;
                    onTheLine(c, i, j);
                    return j + 1;
                } else if (c >= 0xA0) {
                    return cancel(j);
                } else {
                    return j;
                }
            }
            return j;
        }

        /**
         * What a CSI sequence with final byte {@code f} and parameters {@code text[from, to)} does to the line:
         * erase in line ({@code K}) and the moves along it ({@code G}, {@code D}, {@code C}); nothing else is
         * followed (a sequence that moves to another line is only stripped).
         */
        private void onTheLine(char f, int from, int to) {
            if (f != 'K' && f != 'G' && f != 'D' && f != 'C') {
                return;
            }
            int n = 0;
            boolean plain = true;
            for (int k = from; k < to; k++) {
                char c = text.charAt(k);
                if (c >= '0' && c <= '9') {
                    n = Math.min(100_000, n * 10 + (c - '0'));
                } else {
                    plain = false; // private modes, several parameters: not a move along the line
                }
            }
            if (!plain) {
                return;
            }
            Line l = line();
            switch (f) {
                case 'K' -> l.erase(n);
                case 'G' -> l.moveTo(Math.max(1, n) - 1);
                case 'D' -> l.moveTo(Math.max(0, l.cursor() - Math.max(1, n)));
                default -> l.moveTo(l.cursor() + Math.max(1, n));
            }
        }

        /** The payload of OSC/DCS/SOS/PM/APC (C1 other than ST included) is dropped up to a terminator. */
        private int stringPayload(int i) {
            int j = i;
            while (j < text.length()) {
                char c = text.charAt(j);
                if (c == BEL || c == ESC || c == '\n' || c == '\r' || c == CAN || c == SUB || c == C1_ST) {
                    return j;
                }
                j++;
            }
            return j;
        }

        /** A malformed sequence ends without its final byte; the character that broke it is text. */
        private int cancel(int i) {
            state = TEXT;
            return i;
        }
    }

    /**
     * One line of a terminal as cells, while text is written over it: each cell holds a code point, a wide
     * character's second cell holds {@link #SECOND_HALF}, an empty cell 0 (shown as a space); combining marks stay
     * with the cell before them.
     */
    private static final class Line {
        private static final int SECOND_HALF = -1;
        private int[] cells;
        private int length;
        private int cursor;
        private java.util.Map<Integer, StringBuilder> marks;

        /** The line {@code out} holds from {@code start}, the cursor at its end. */
        Line(StringBuilder out, int start) {
            cells = new int[Math.max(16, out.length() - start)];
            CharSequence held = out.subSequence(start, out.length());
            write(held, 0, held.length());
        }

        int cursor() {
            return cursor;
        }

        /**
         * Moves along the line, never past what is written on it: a move forward over empty cells would show
         * blanks, which this leaves out (the text keeps its order; a huge move costs nothing).
         */
        void moveTo(int column) {
            cursor = Math.max(0, Math.min(column, length));
        }

        void write(CharSequence s, int from, int to) {
            for (int k = from; k < to;) {
                int cp = Character.codePointAt(s, k);
                k += Character.charCount(cp);
                put(cp);
            }
        }

        private void put(int cp) {
            int width = CellWidth.of(cp);
            if (width == 0) {
                int base = Math.min(cursor, length) - 1;
                if (base > 0 && cells[base] == SECOND_HALF) {
                    base--; // a mark after a wide character goes with the character
                }
                if (base >= 0) {
                    if (marks == null) {
                        marks = new java.util.HashMap<>();
                    }
                    marks.computeIfAbsent(base, b -> new StringBuilder()).appendCodePoint(cp);
                }
                return;
            }
            reach(cursor + width);
            clear(cursor);
            if (width == 2) {
                clear(cursor + 1);
                cells[cursor + 1] = SECOND_HALF;
            }
            cells[cursor] = cp;
            cursor += width;
        }

        /** Empties the cell at {@code column}, and the other half of a wide character it was part of. */
        private void clear(int column) {
            if (cells[column] == SECOND_HALF && column > 0) {
                cells[column - 1] = 0;
            } else if (column + 1 < length && cells[column + 1] == SECOND_HALF) {
                cells[column + 1] = 0;
            }
            cells[column] = 0;
            if (marks != null) {
                marks.remove(column);
            }
        }

        private void reach(int columns) {
            if (columns > cells.length) {
                cells = java.util.Arrays.copyOf(cells, Math.max(columns, cells.length * 2));
            }
            length = Math.max(length, columns);
        }

        /** {@code ESC[K} (0: from the cursor to the end, 1: from the start to the cursor, 2: the whole line). */
        void erase(int mode) {
            if (mode == 0) {
                if (cursor < length) {
                    if (cursor > 0 && cells[cursor] == SECOND_HALF) {
                        cells[cursor - 1] = 0;
                    }
                    length = cursor;
                    if (marks != null) {
                        marks.keySet().removeIf(c -> c >= cursor);
                    }
                }
            } else {
                int last = mode == 1 ? Math.min(cursor, length - 1) : length - 1;
                for (int c = 0; c <= last; c++) {
                    clear(c);
                }
            }
        }

        /** The line as shown: empty cells are spaces, and at the end (erased, or never written) nothing. */
        void appendTo(StringBuilder out) {
            int shown = length;
            while (shown > 0 && cells[shown - 1] == 0) {
                shown--;
            }
            for (int c = 0; c < shown; c++) {
                int cp = cells[c];
                if (cp == SECOND_HALF) {
                    continue;
                }
                out.appendCodePoint(cp == 0 ? ' ' : cp);
                StringBuilder attached = marks == null ? null : marks.get(c);
                if (attached != null) {
                    out.append(attached);
                }
            }
        }
    }
}

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
 *   <li>CR before LF or at the end is dropped; a CR inside a line becomes a line feed, so a progress
 *       line rewritten in place reads as successive lines rather than glued text.</li>
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

        Run(String text, StringBuilder out) {
            this.text = text;
            this.out = out;
        }

        void from(int start) {
            int n = text.length();
            int i = start;
            while (i < n) {
                if (state == TEXT) {
                    int special = firstSpecial(text, i);
                    int end = special < 0 ? n : special;
                    out.append(text, i, end);
                    if (special < 0) {
                        return;
                    }
                    i = special;
                }
                i = step(i);
            }
            // An unfinished sequence at the end of the text is dropped: nothing to emit.
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
                    out.append('\n');
                    state = TEXT;
                }
                case '\r' -> {
                    return carriageReturn(i);
                }
                case '\t' -> {
                    if (state != STRING) {
                        out.append('\t');
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

        /** CR before LF (after any further CRs) or at the end: dropped. Elsewhere: a line break. */
        private int carriageReturn(int i) {
            int j = i + 1;
            while (j < text.length() && text.charAt(j) == '\r') {
                j++;
            }
            if (j < text.length() && text.charAt(j) != '\n') {
                out.append('\n');
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
                    return j + 1;
                } else if (c >= 0xA0) {
                    return cancel(j);
                } else {
                    return j;
                }
            }
            return j;
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
}

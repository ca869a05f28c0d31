package dev.outputguard.terminal;

/**
 * Captured terminal text as a terminal shows it: every control sequence removed, and what the sequences do to
 * the line they are on carried out (docs/extract-terminal-response.md, "A line as a terminal shows it").
 *
 * <p>Each line is read by the parser a VT500-style terminal uses (the one xterm.js implements, which the tests
 * run beside this one as the oracle) and drawn on one row of {@link #COLUMNS} cells: printing with wide and
 * combining characters, the replacement character sets ({@code ESC ( 0} line drawing and the national sets),
 * BS, TAB and the tab stops ({@code ESC H}, {@code CSI g}, {@code CSI I}, {@code CSI Z}), CR, the moves along
 * the line ({@code CSI C D G ` a}), insert and delete ({@code CSI @ P X}, insert mode {@code CSI 4 h}, the
 * column and shift forms {@code CSI ' }} {@code CSI ' ~} {@code CSI SP @} {@code CSI SP A}), erase in line and
 * in display as far as this line goes ({@code CSI K J}, the selective forms and the protection
 * {@code CSI " q} they respect), repeat ({@code CSI b}), save and restore ({@code ESC 7 8}, {@code CSI s u}),
 * autowrap off ({@code CSI ? 7 l}), soft reset ({@code CSI ! p}), and concealed text ({@code SGR 8}), which is
 * drawn as blank cells, as on screen. A line on which nothing needs a cell (printable text, SGR that does not
 * conceal, OSC ended by BEL or ST) shows exactly its text and is copied from the capture without cells.
 *
 * <p>Deliberate choices, for text that was captured line by line:
 * <ul>
 *   <li>A line feed ends the line and any unfinished sequence: one stray introducer never swallows more than
 *       its line. Only concealment goes on to the next line, since tmux's {@code capture-pane -e} states an
 *       attribute once and lets it run on ({@code strip(a + "\u001b[0m\n" + b)} is
 *       {@code strip(a + "\u001b[0m") + "\n" + strip(b)}).</li>
 *   <li>A sequence that acts on another row or on the whole screen (the vertical moves, absolute positioning,
 *       scrolling, inserted and deleted lines, the alternate screen, VT, FF, IND, NEL, RI, a full reset, the
 *       alignment pattern) does nothing: a captured line is one row and does not know where it was.</li>
 *   <li>Text written past the right margin goes on on the same line instead of wrapping (a captured line is
 *       one row; tmux has wrapped it already).</li>
 *   <li>A line never shows more than twice as many characters as it was sent with: a line longer than that
 *       (a far move, a repeat, tabs) shows each run of blanks as one, and is cut at that length if it is still
 *       longer. A 10 MB capture never turns into more than 20 MB.</li>
 * </ul>
 * The output holds no ESC, no C0 control other than LF and no C1 control, so {@code strip} is idempotent. Text
 * that only looks like a sequence ({@code [0m}, {@code [main]}) has no ESC and is kept.
 */
public final class AnsiStripper {

    /** How wide the row a line is drawn on is: the right margin of moves, tabs and insertions. */
    public static final int COLUMNS = 1000;

    private AnsiStripper() {
    }

    /** Returns {@code text} as a terminal shows it; the same instance when there is nothing to do. */
    public static String strip(String text) {
        return strip(text, COLUMNS);
    }

    /** The same on a row {@code columns} cells wide (at least 2). */
    public static String strip(String text, int columns) {
        int first = firstSpecial(text, 0);
        return first < 0 ? text : drawn(text, first, columns);
    }

    /** {@code text} drawn line by line, its first control at {@code first}. */
    private static String drawn(String text, int first, int columns) {
        Lines lines = new Lines(columns);
        StringBuilder out = new StringBuilder(text.length());
        int from = text.lastIndexOf('\n', first) + 1;
        out.append(text, 0, from); // the lines before the first control, shown as they are
        int n = text.length();
        while (true) {
            if (!lines.parser.concealed) {
                from = lines.parser.drawPlain(text, from, n, out, true);
                if (from >= n) {
                    return out.toString();
                }
            }
            int feed = text.indexOf('\n', from);
            int end = feed < 0 ? n : feed;
            lines.render(text, from, end, out);
            if (feed < 0) {
                return out.toString();
            }
            out.append('\n');
            from = feed + 1;
        }
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
        return c < 0x20 ? c != '\n' : c >= 0x7F && c <= 0x9F;
    }

    /**
     * The lines of one capture, one after the other: each is drawn on its own row, and concealment left on at
     * the end of one line goes on into the next. Not thread-safe; one per capture.
     */
    public static final class Lines {
        private final Parser parser;

        public Lines() {
            this(COLUMNS);
        }

        public Lines(int columns) {
            if (columns < 2) {
                throw new IllegalArgumentException("a row needs at least 2 columns, got " + columns);
            }
            parser = new Parser(columns);
        }

        /** One captured line (no line feed inside) as shown. */
        public String line(String raw) {
            if (!parser.concealed && firstSpecial(raw, 0) < 0) {
                return raw;
            }
            StringBuilder out = new StringBuilder(raw.length());
            if (!parser.concealed && parser.drawPlain(raw, 0, raw.length(), out, false) == raw.length()) {
                parser.ranOn = false;
            } else {
                render(raw, 0, raw.length(), out);
            }
            return out.toString();
        }

        /** Whether the last line ran past the right margin, where a terminal would have wrapped it. */
        boolean ranPastTheMargin() {
            return parser.ranOn;
        }

        /** One line (no line feed inside) drawn on cells, whatever it holds. */
        void render(String text, int from, int to, StringBuilder out) {
            int start = out.length();
            parser.line(text, from, to, out);
            int limit = 2 * (to - from);
            if (out.length() - start > limit) {
                Shown.shorten(out, start, limit);
            }
        }
    }

    /** What a line too long to show whole is cut down to (see the class comment). */
    static final class Shown {
        private Shown() {
        }

        /** Runs of spaces in {@code out[start..]} made one space, then the rest cut at {@code limit} characters. */
        static void shorten(StringBuilder out, int start, int limit) {
            int w = start;
            for (int r = start, n = out.length(); r < n; r++) {
                char c = out.charAt(r);
                if (c == ' ' && w > start && out.charAt(w - 1) == ' ') {
                    continue;
                }
                out.setCharAt(w++, c);
            }
            out.setLength(w);
            if (w - start > limit) {
                int cut = start + limit;
                if (Character.isLowSurrogate(out.charAt(cut)) && Character.isHighSurrogate(out.charAt(cut - 1))) {
                    cut--;
                }
                out.setLength(cut);
            }
        }
    }

    /**
     * The parser of one terminal, line by line: its states and transitions are the VT500 ones as xterm.js has
     * them (which byte starts, continues, ends or aborts which sequence, which controls run inside a sequence).
     */
    private static final class Parser {
        private static final int GROUND = 0;
        private static final int ESCAPE = 1;
        private static final int ESCAPE_INTERMEDIATE = 2;
        private static final int CSI_ENTRY = 3;
        private static final int CSI_PARAM = 4;
        private static final int CSI_INTERMEDIATE = 5;
        private static final int CSI_IGNORE = 6;
        private static final int OSC_STRING = 7;
        private static final int SOS_PM_APC_STRING = 8;
        private static final int DCS_ENTRY = 9;
        private static final int DCS_PARAM = 10;
        private static final int DCS_INTERMEDIATE = 11;
        private static final int DCS_IGNORE = 12;
        private static final int DCS_PASSTHROUGH = 13;

        private static final int MAX_PARAMS = 32;
        private static final int MAX_VALUE = Integer.MAX_VALUE;

        private final int columns;
        /** SGR 8 is on: carried from one line to the next. */
        boolean concealed;
        /** The last line ran past the right margin (see {@link Row#ranOn}). */
        boolean ranOn;

        private int state;
        private int collect;
        private final int[] params = new int[MAX_PARAMS];
        private final boolean[] hasSub = new boolean[MAX_PARAMS];
        private int paramCount;
        private boolean subDigits;
        private boolean rejectDigits;

        /** The line so far, once something needs its cells; null while text is only appended. */
        private Row row;
        private StringBuilder out;
        private int lineStart;
        /** The last thing done was printing (xterm's "preceding join state"): what REP repeats and marks join. */
        private boolean afterPrint;

        Parser(int columns) {
            this.columns = columns;
        }

        /**
         * Lines on which nothing needs cells, drawn straight from the text in one pass: printable text (wide
         * characters included, a mark only where it joins the character before it), SGR sequences that do not
         * conceal, and OSC strings ended by BEL or ST. Drawn on cells, such a line shows exactly its printable text,
         * so the runs between sequences are copied. Anything else (a control, any other sequence, concealment, a
         * mark with nothing to join, a sequence cut by the line's end) ends this and leaves the line to the cells.
         * Called while nothing is concealed; {@code feeds}: a line feed ends a line and the next one is drawn the same
         * way (otherwise it is a control like any other). Returns {@code to} when all of the text was drawn, else the
         * index where the line that needs cells starts, with {@code out} cut back to where that line began.
         */
        int drawPlain(String text, int from, int to, StringBuilder out, boolean feeds) {
            int line = from;
            int lineOut = out.length();
            boolean printed = false; // as afterPrint: a mark joins what was printed just before it
            int i = from;
            while (i < to) {
                char c = text.charAt(i);
                if (c >= 0x20 && c != 0x7F && (c < 0x80 || c > 0x9F)) {
                    if (!printed && c >= 0x300 && CellWidth.isZero(Character.codePointAt(text, i))) {
                        break; // a mark with nothing to join takes a cell of its own
                    }
                    int end = printableEnd(text, i + 1, to);
                    out.append(text, i, end);
                    printed = true;
                    i = end;
                    continue;
                }
                if (c == '\n' && feeds) {
                    out.append('\n');
                    i++;
                    line = i;
                    lineOut = out.length();
                    printed = false;
                    continue;
                }
                if (c != 0x1B || i + 1 >= to) {
                    break;
                }
                char kind = text.charAt(i + 1);
                int next = kind == '[' ? plainSgr(text, i + 2, to) : kind == ']' ? oscEnd(text, i + 2, to) : -1;
                if (next < 0) {
                    break;
                }
                printed = false;
                i = next;
            }
            if (i >= to) {
                return to;
            }
            out.setLength(lineOut);
            return line;
        }

        /** The index of the first control at or after {@code from}, or {@code to}. */
        private static int printableEnd(String text, int from, int to) {
            int end = from;
            while (end < to) {
                char d = text.charAt(end);
                if (d < 0x20 || (d >= 0x7F && d <= 0x9F)) {
                    break;
                }
                end++;
            }
            return end;
        }

        /**
         * An SGR (parameters and {@code m} only) that leaves text shown: returns the index after it, or -1 for any
         * other CSI, one cut by the line's end, or an SGR that conceals. Only a parameter 8 can conceal, so an SGR
         * without a parameter of value 8 is read to its end, and one with it read as {@link #sgr} reads it.
         */
        private int plainSgr(String text, int from, int to) {
            int value = 0; // the digits since the last separator, held at 9 once past 8 (more digits only raise it)
            boolean eight = false;
            for (int k = from; k < to; k++) {
                char d = text.charAt(k);
                if (d >= '0' && d <= '9') {
                    value = value > 8 ? 9 : value * 10 + (d - '0');
                } else if (d == ';' || d == ':') {
                    eight |= value == 8;
                    value = 0;
                } else if (d == 'm') {
                    if (!(eight || value == 8)) {
                        return k + 1;
                    }
                    plainCsi(text, from, to);
                    if (concealed) {
                        concealed = false;
                        return -1;
                    }
                    return k + 1;
                } else {
                    return -1;
                }
            }
            return -1;
        }

        /** The end of an OSC string's payload of printable text ended by BEL or ST: the index after it, or -1. */
        private static int oscEnd(String text, int from, int to) {
            for (int k = from; k < to; k++) {
                char d = text.charAt(k);
                if (d == 0x07) {
                    return k + 1;
                }
                if (d == 0x1B) {
                    return k + 1 < to && text.charAt(k + 1) == '\\' ? k + 2 : -1;
                }
                if (d < 0x20 || (d >= 0x7F && d <= 0x9F)) {
                    return -1;
                }
            }
            return -1;
        }

        void line(String text, int from, int to, StringBuilder out) {
            this.out = out;
            this.lineStart = out.length();
            state = GROUND;
            afterPrint = false;
            row = null;
            int i = from;
            while (i < to) {
                char c = text.charAt(i);
                if (state == GROUND && c >= 0x20 && c != 0x7F && (c < 0x80 || c > 0x9F)) {
                    int end = printableEnd(text, i + 1, to);
                    if (end - i == to - from && !concealed) {
                        out.append(text, from, to); // a line without a control: shown as it is
                        break;
                    }
                    print(text, i, end);
                    i = end;
                    continue;
                }
                if (c == 0x1B && i + 1 < to && text.charAt(i + 1) == '[' || c == 0x9B) {
                    if (c == 0x1B && (state == OSC_STRING || state == DCS_PASSTHROUGH)) {
                        afterPrint = false; // ESC ends the string
                    }
                    int next = plainCsi(text, c == 0x1B ? i + 2 : i + 1, to);
                    if (next >= 0) {
                        i = next;
                        continue;
                    }
                }
                if (state == OSC_STRING || state == SOS_PM_APC_STRING || state == DCS_PASSTHROUGH
                        || state == DCS_IGNORE) {
                    i = skipString(text, i, to);
                    if (i >= to) {
                        break;
                    }
                    c = text.charAt(i);
                }
                if (c == '\r' && row == null && onlyCarriageReturns(text, i + 1, to)) {
                    afterPrint = false;
                    break; // a CR before the line's end moves a cursor nothing else uses
                }
                int cp = c;
                int next = i + 1;
                if (Character.isHighSurrogate(c) && next < to && Character.isLowSurrogate(text.charAt(next))) {
                    cp = Character.toCodePoint(c, text.charAt(next));
                    next++;
                }
                step(cp);
                i = next;
            }
            ranOn = row != null && row.ranOn;
            if (row != null) {
                out.setLength(lineStart);
                row.appendTo(out);
                row = null;
            }
            this.out = null;
        }

        /**
         * The common CSI, parameters and a final byte only (an SGR colour, an erase, a move), read in one loop: returns
         * the index after it, or -1 for anything else (a prefix, an intermediate, a control inside, the end of the
         * line), which the state machine then reads from its introducer.
         */
        private int plainCsi(String text, int from, int to) {
            clear();
            int value = 0; // the parameter being read, stored when a separator or the final byte ends it
            for (int k = from; k < to; k++) {
                char d = text.charAt(k);
                if (d >= '0' && d <= '9') {
                    if (!subDigits && !rejectDigits) {
                        value = value < MAX_VALUE / 10 - 1 ? value * 10 + (d - '0')
                                : (int) Math.min((long) value * 10 + (d - '0'), MAX_VALUE);
                    }
                } else if (d == ';' || d == ':') {
                    params[paramCount - 1] = value;
                    param(d);
                    value = params[paramCount - 1];
                } else if (d >= 0x40 && d <= 0x7E) {
                    params[paramCount - 1] = value;
                    csiDispatch(d);
                    return k + 1;
                } else {
                    return -1;
                }
            }
            return -1;
        }

        private static boolean onlyCarriageReturns(String text, int from, int to) {
            for (int k = from; k < to; k++) {
                if (text.charAt(k) != '\r') {
                    return false;
                }
            }
            return true;
        }

        /**
         * Past the payload of a string (OSC, DCS, SOS, PM, APC): returns the index of the first character that can
         * end or abort it in the current state.
         */
        private int skipString(String text, int i, int to) {
            for (; i < to; i++) {
                char c = text.charAt(i);
                if (c == 0x1B || c == 0x18 || c == 0x1A || (c >= 0x80 && c <= 0x9F)) {
                    return i;
                }
                if (c == 0x07 && state == OSC_STRING) {
                    return i;
                }
                if (c >= 0xA0 && state == SOS_PM_APC_STRING) {
                    return i; // a character outside ASCII aborts SOS/PM/APC (xterm.js)
                }
            }
            return i;
        }

        /** One code point in the current state. */
        private void step(int c) {
            if (c == 0x1B) {
                if (state == OSC_STRING || state == DCS_PASSTHROUGH) {
                    afterPrint = false;
                }
                clear();
                state = ESCAPE;
                return;
            }
            if (c == 0x18 || c == 0x1A) {
                afterPrint = false; // executed (or ends the string), the sequence abandoned
                state = GROUND;
                return;
            }
            if (c >= 0x80 && c <= 0x9F) {
                anywhereC1(c);
                return;
            }
            if (c == 0x07 && state == OSC_STRING) {
                afterPrint = false;
                state = GROUND;
                return;
            }
            if (c < 0x20) {
                switch (state) {
                    case GROUND, ESCAPE, ESCAPE_INTERMEDIATE, CSI_ENTRY, CSI_PARAM, CSI_INTERMEDIATE, CSI_IGNORE ->
                        execute(c);
                    default -> {
                        // ignored inside strings and DCS headers
                    }
                }
                return;
            }
            if (c == 0x7F) {
                return; // DEL does nothing in any state
            }
            if (c >= 0xA0) {
                switch (state) {
                    case GROUND -> print(Character.toString(c), 0, Character.charCount(c));
                    case OSC_STRING, CSI_IGNORE, DCS_IGNORE, DCS_PASSTHROUGH -> {
                        // payload, or ignored
                    }
                    default -> state = GROUND; // an error: the sequence is abandoned, the character dropped
                }
                return;
            }
            switch (state) {
                case GROUND -> print(Character.toString(c), 0, 1);
                case ESCAPE -> escape(c);
                case ESCAPE_INTERMEDIATE -> {
                    if (c <= 0x2F) {
                        collect(c);
                    } else {
                        escDispatch(c);
                    }
                }
                case CSI_ENTRY, CSI_PARAM -> {
                    if (c >= 0x30 && c <= 0x3B) {
                        param(c);
                        state = CSI_PARAM;
                    } else if (c >= 0x3C && c <= 0x3F) {
                        if (state == CSI_ENTRY) {
                            collect(c);
                            state = CSI_PARAM;
                        } else {
                            state = CSI_IGNORE;
                        }
                    } else if (c <= 0x2F) {
                        collect(c);
                        state = CSI_INTERMEDIATE;
                    } else {
                        csiDispatch(c);
                    }
                }
                case CSI_INTERMEDIATE -> {
                    if (c <= 0x2F) {
                        collect(c);
                    } else if (c <= 0x3F) {
                        state = CSI_IGNORE;
                    } else {
                        csiDispatch(c);
                    }
                }
                case CSI_IGNORE -> {
                    if (c >= 0x40) {
                        state = GROUND;
                    }
                }
                case DCS_ENTRY, DCS_PARAM, DCS_INTERMEDIATE -> dcsHeader(c);
                default -> {
                    // OSC, SOS/PM/APC, DCS payload: nothing shown
                }
            }
        }

        private void anywhereC1(int c) {
            switch (c) {
                case 0x9C -> {
                    if (state == OSC_STRING || state == DCS_PASSTHROUGH) {
                        afterPrint = false;
                    }
                    state = GROUND;
                }
                case 0x9D -> state = OSC_STRING;
                case 0x98, 0x9E, 0x9F -> state = SOS_PM_APC_STRING;
                case 0x9B -> {
                    clear();
                    state = CSI_ENTRY;
                }
                case 0x90 -> {
                    clear();
                    state = DCS_ENTRY;
                }
                default -> {
                    state = GROUND;
                    afterPrint = false;
                    if (c == 0x88) {
                        row().tabSet(); // HTS; IND and NEL move to another row, the rest do nothing
                    }
                }
            }
        }

        private void escape(int c) {
            switch (c) {
                case '[' -> {
                    clear();
                    state = CSI_ENTRY;
                }
                case ']' -> state = OSC_STRING;
                case 'P' -> {
                    clear();
                    state = DCS_ENTRY;
                }
                case 'X', '^', '_' -> state = SOS_PM_APC_STRING;
                default -> {
                    if (c <= 0x2F) {
                        collect(c);
                        state = ESCAPE_INTERMEDIATE;
                    } else {
                        escDispatch(c);
                    }
                }
            }
        }

        private void dcsHeader(int c) {
            if (c >= 0x40) {
                state = DCS_PASSTHROUGH;
            } else if (c <= 0x2F) {
                state = DCS_INTERMEDIATE;
            } else if (state == DCS_INTERMEDIATE || (c >= 0x3C && state == DCS_PARAM)) {
                state = DCS_IGNORE;
            } else {
                state = DCS_PARAM;
            }
        }

        private void clear() {
            paramCount = 1;
            params[0] = 0;
            hasSub[0] = false;
            subDigits = false;
            rejectDigits = false;
            collect = 0;
        }

        private void collect(int c) {
            collect = collect << 8 | c;
        }

        /** Digits, {@code ;} and {@code :} as xterm.js stores them: at most 32 parameters, sub-parameters only flagged. */
        private void param(int c) {
            if (c == ';') {
                subDigits = false;
                if (paramCount >= MAX_PARAMS) {
                    rejectDigits = true;
                    return;
                }
                hasSub[paramCount] = false;
                params[paramCount++] = 0;
            } else if (c == ':') {
                subDigits = true;
                if (!rejectDigits && paramCount > 0) {
                    hasSub[paramCount - 1] = true;
                }
            } else if (!subDigits && !rejectDigits) {
                int cur = params[paramCount - 1];
                params[paramCount - 1] = (int) Math.min((long) cur * 10 + (c - '0'), MAX_VALUE);
            }
        }

        private int param(int index, int fallback) {
            int p = index < paramCount ? params[index] : 0;
            return p == 0 ? fallback : p;
        }

        // ------------------------------------------------------------------ C0 controls

        private void execute(int c) {
            afterPrint = false;
            switch (c) {
                case 0x08 -> row().backspace();
                case 0x09 -> row().tab(1);
                case 0x0D -> {
                    if (row != null) {
                        row.x = 0;
                    } else {
                        crWithoutRow();
                    }
                }
                case 0x0E -> row().shift(1);
                case 0x0F -> row().shift(0);
                default -> {
                    // BEL, VT, FF (another row) and the rest: nothing on this line
                }
            }
        }

        /** A CR while text is only appended: the row is needed only when something follows on the line. */
        private void crWithoutRow() {
            row().x = 0;
        }

        // ------------------------------------------------------------------ printing

        private void print(CharSequence s, int from, int to) {
            if (row == null && !concealed && (afterPrint || CellWidth.of(Character.codePointAt(s, from)) != 0)) {
                out.append(s, from, to);
                afterPrint = true;
                return;
            }
            Row r = row();
            r.startRun();
            for (int k = from; k < to;) {
                int cp = Character.codePointAt(s, k);
                k += Character.charCount(cp);
                r.print(cp, afterPrint, concealed);
                afterPrint = true;
            }
            r.endRun();
        }

        /** The line as cells, made from what was appended so far when first needed. */
        private Row row() {
            if (row == null) {
                row = new Row(columns);
                CharSequence held = out.subSequence(lineStart, out.length());
                boolean joins = false;
                row.startRun();
                for (int k = 0; k < held.length();) {
                    int cp = Character.codePointAt(held, k);
                    k += Character.charCount(cp);
                    row.print(cp, joins, false);
                    joins = true;
                }
                row.endRun();
                if (!afterPrint) {
                    row.joinWidth = 0;
                }
            }
            return row;
        }

        // ------------------------------------------------------------------ ESC and CSI

        private void escDispatch(int f) {
            state = GROUND;
            afterPrint = false;
            if (collect == 0) {
                switch (f) {
                    case '7' -> row().save(concealed);
                    case '8' -> concealed = row().restore(concealed);
                    case 'H' -> row().tabSet();
                    case 'n' -> row().shift(2);
                    case 'o', '|' -> row().shift(3);
                    case '}' -> row().shift(2);
                    case '~' -> row().shift(1);
                    default -> {
                        // D, E, M, c (other rows, the whole screen), keypad modes, ST: nothing on this line
                    }
                }
                return;
            }
            if (collect == '%' && (f == '@' || f == 'G')) {
                row().defaultCharset();
            } else if (collect <= 0xFF && Charsets.designator(collect) >= 0 && Charsets.isFinal(f)) {
                row().designate(Charsets.designator(collect), Charsets.of(f));
            }
        }

        private void csiDispatch(int f) {
            state = GROUND;
            if (collect == 0 && f == 'b') {
                if (afterPrint) {
                    row().repeat(param(0, 1), concealed);
                }
                afterPrint = false;
                return;
            }
            afterPrint = false;
            switch (collect) {
                case 0 -> csi(f);
                case '?' -> {
                    switch (f) {
                        case 'J' -> row().eraseInDisplay(params[0], true);
                        case 'K' -> row().eraseInLine(params[0], true);
                        case 'h', 'l' -> privateModes(f == 'h');
                        default -> {
                            // reports and the like
                        }
                    }
                }
                case ' ' -> {
                    if (f == '@') {
                        row().deleteCells(0, param(0, 1));
                    } else if (f == 'A') {
                        row().insertCells(0, param(0, 1));
                    }
                }
                case '\'' -> {
                    if (f == '}') {
                        row().insertCells(row().x, param(0, 1));
                    } else if (f == '~') {
                        row().deleteCells(row().x, param(0, 1));
                    }
                }
                case '"' -> {
                    if (f == 'q') {
                        int p = params[0];
                        if (p == 1) {
                            row().protect = true;
                        } else if (p == 0 || p == 2) {
                            row().protect = false;
                        }
                    }
                }
                case '!' -> {
                    if (f == 'p') {
                        concealed = false;
                        row().softReset();
                    }
                }
                default -> {
                    // other prefixes and intermediates: nothing on the screen
                }
            }
        }

        private void csi(int f) {
            switch (f) {
                case 'm' -> sgr();
                case '@' -> row().insertChars(param(0, 1));
                case 'P' -> row().deleteChars(param(0, 1));
                case 'X' -> row().eraseChars(param(0, 1));
                case 'K' -> row().eraseInLine(params[0], false);
                case 'J' -> row().eraseInDisplay(params[0], false);
                case 'C', 'a' -> row().moveBy(param(0, 1));
                case 'D' -> row().moveBy(-param(0, 1));
                case 'G', '`' -> row().moveTo(param(0, 1) - 1);
                case 'I' -> row().tab(param(0, 1));
                case 'Z' -> row().backTab(param(0, 1));
                case 'g' -> row().tabClear(params[0]);
                case 's' -> row().save(concealed);
                case 'u' -> concealed = row().restore(concealed);
                case 'h', 'l' -> {
                    for (int k = 0; k < paramCount; k++) {
                        if (params[k] == 4) {
                            row().insert = f == 'h';
                        }
                    }
                }
                default -> {
                    // A B E F H f d e (other rows), L M S T r (scrolling, margins), reports: nothing on this line
                }
            }
        }

        private void privateModes(boolean set) {
            for (int k = 0; k < paramCount; k++) {
                switch (params[k]) {
                    case 2 -> {
                        if (set) {
                            row().resetCharsets();
                        }
                    }
                    case 7 -> row().autowrap = set;
                    case 45 -> row().reverseWrap = set;
                    case 1048 -> {
                        if (set) {
                            row().save(concealed);
                        } else {
                            concealed = row().restore(concealed);
                        }
                    }
                    default -> {
                        // 6, 47, 1047, 1049 act on other rows or another screen; the rest show nothing
                    }
                }
            }
        }

        /** SGR: only concealment changes what is shown; the colour forms are stepped over as xterm.js does. */
        private void sgr() {
            if (paramCount == 1 && params[0] == 0) {
                concealed = false;
                return;
            }
            for (int k = 0; k < paramCount; k++) {
                int p = params[k];
                if (p == 0 || p == 28) {
                    concealed = false;
                } else if (p == 8) {
                    concealed = true;
                } else if (p == 38 || p == 48 || p == 58) {
                    k += colourLength(k);
                }
            }
        }

        /**
         * How many parameters after {@code params[pos]} (38, 48 or 58) its colour takes, as xterm.js counts them: up to
         * the first one with sub-parameters, or {@code 5;n} (3 in all), {@code 2;r;g;b} (5), and for any other colour
         * space as many as fill six slots.
         */
        private int colourLength(int pos) {
            int space = 0;
            int slot = 0; // xterm.js's "colour space" offset: 1 once the space is known not to be 0
            int advance = 0;
            do {
                if (advance + slot == 1) {
                    space = params[pos + advance];
                }
                if (hasSub[pos + advance]) {
                    break;
                }
                if ((space == 5 && advance + slot >= 2) || (space == 2 && advance + slot >= 5)) {
                    break;
                }
                if (space != 0) {
                    slot = 1;
                }
            } while (++advance + pos < paramCount && advance + slot < 6);
            return advance;
        }
    }

    /**
     * One row of cells while a line is drawn on it, with the cursor, the modes and the tab stops of that line.
     * A cell holds a code point, {@link #EMPTY} (shown as a space) or {@link #STUB} (the second half of the wide
     * character before it); marks that joined a character stay with its cell.
     */
    private static final class Row {
        private static final int EMPTY = 0;
        private static final int STUB = -1;
        private static final byte WIDE = 1;
        private static final byte ZERO_WIDTH = 2;
        private static final byte INVISIBLE = 4;
        private static final byte PROTECTED = 8;

        private final int columns;
        private int[] cells;
        private byte[] flags;
        private String[] marks;
        /** Cells in use: at least {@code columns} once something reaches past them, more when text runs on. */
        private int length;
        int x;
        int joinWidth;
        /** Text went past the right margin (a terminal would have wrapped it) or a repeat was cut there. */
        boolean ranOn;
        boolean insert;
        boolean autowrap = true;
        boolean reverseWrap;
        boolean protect;
        private boolean[] tabs;
        private int[] charsets = new int[4];
        private int level;
        private int charset;
        private int savedX;
        private boolean savedConcealed;
        private boolean savedProtect;
        private int savedCharset;

        Row(int columns) {
            this.columns = columns;
            cells = new int[16];
            flags = new byte[16];
        }

        /** The right margin: the row's width, or further when text ran on past it. */
        private int cols() {
            return Math.max(columns, length);
        }

        private void reach(int n) {
            if (n > cells.length) {
                int size = Math.max(n, cells.length * 2);
                cells = java.util.Arrays.copyOf(cells, size);
                flags = java.util.Arrays.copyOf(flags, size);
                if (marks != null) {
                    marks = java.util.Arrays.copyOf(marks, size);
                }
            }
            length = Math.max(length, n);
        }

        private int width(int col) {
            if (col >= length || cells[col] == EMPTY) {
                return 1;
            }
            if (cells[col] == STUB || (flags[col] & ZERO_WIDTH) != 0) {
                return 0;
            }
            return (flags[col] & WIDE) != 0 ? 2 : 1;
        }

        private boolean isStub(int col) {
            return col < length && cells[col] == STUB;
        }

        private void set(int col, int cp, byte f) {
            reach(col + 1);
            cells[col] = cp;
            flags[col] = f;
            if (marks != null) {
                marks[col] = null;
            }
        }

        private void empty(int col) {
            if (col < length) {
                set(col, EMPTY, (byte) 0);
            }
        }

        private void restrict() {
            x = Math.min(cols() - 1, Math.max(0, x));
        }

        // ---------------------------------------------------------------- printing

        void print(int cp, boolean joins, boolean concealed) {
            if (cp < 127 && charset != 0) {
                cp = Charsets.map(charset, cp);
            }
            int w = CellWidth.of(cp);
            if (w == 0 && joins && joinWidth != 0) {
                if (x > 0) {
                    int base = width(x - 1) != 0 ? x - 1 : x - 2;
                    if (base >= 0) {
                        addMark(base, cp, joinWidth);
                    }
                }
                return;
            }
            joinWidth = w;
            int cols = cols();
            if (x + w > cols) {
                if (autowrap) {
                    cols = x + w; // runs on past the margin instead of wrapping
                } else {
                    x = cols - 1;
                    if (w == 2) {
                        return;
                    }
                }
            }
            if (insert) {
                insertCells(x, w);
                if (width(cols - 1) == 2) {
                    empty(cols - 1);
                }
            }
            if (x + Math.max(w, 1) > columns) {
                ranOn = true;
            }
            byte f = (byte) ((concealed ? INVISIBLE : 0) | (protect ? PROTECTED : 0));
            if (w == 2) {
                set(x, cp, (byte) (f | WIDE));
                set(x + 1, STUB, f);
                x += 2;
            } else {
                set(x, cp, (byte) (f | (w == 0 ? ZERO_WIDTH : 0)));
                x += 1;
            }
        }

        /**
         * Before a run of printed characters: writing over the second cell of a wide character empties its first
         * (checked once, where the run starts, as xterm.js does).
         */
        void startRun() {
            if (x > 0 && x - 1 < length && width(x - 1) == 2) {
                empty(x - 1);
            }
        }

        /** After a run: a second cell left without its first half is emptied. */
        void endRun() {
            if (x < cols() && isStub(x)) {
                empty(x);
            }
        }

        /** A mark joins the cell, which takes the width of what it joined (xterm.js); an empty cell takes the mark. */
        private void addMark(int col, int cp, int joinedWidth) {
            byte wide = joinedWidth == 2 ? WIDE : 0;
            if (col >= length || cells[col] <= EMPTY) {
                set(col, cp, wide);
                return;
            }
            if (marks == null) {
                marks = new String[cells.length];
            }
            marks[col] = marks[col] == null ? Character.toString(cp) : marks[col] + Character.toString(cp);
            flags[col] = (byte) ((flags[col] & ~(WIDE | ZERO_WIDTH)) | wide);
        }

        /** REP: the character before the cursor, {@code n} more times, never past the margin. */
        void repeat(int n, boolean concealed) {
            if (joinWidth == 0) {
                return;
            }
            int col = x - joinWidth;
            if (col < 0 || col >= length || cells[col] <= EMPTY) {
                return;
            }
            int cp = cells[col];
            String attached = marks == null ? null : marks[col];
            int room = Math.max(0, cols() - x);
            int times = Math.min(n, Math.max(1, room));
            ranOn |= times < n;
            startRun();
            for (int k = 0; k < times; k++) {
                print(cp, true, concealed);
                if (attached != null) {
                    attached.codePoints().forEach(m -> print(m, true, concealed));
                }
            }
            endRun();
        }

        // ---------------------------------------------------------------- moves

        void backspace() {
            if (reverseWrap) {
                x = Math.min(x, cols());
                if (x > 0) {
                    x--;
                }
                restrict();
            } else {
                restrict();
                if (x > 0) {
                    x--;
                }
            }
        }

        void moveBy(int n) {
            restrict();
            x = (int) Math.max(0, Math.min((long) x + n, cols() - 1));
        }

        void moveTo(int col) {
            x = Math.max(0, Math.min(col, cols() - 1));
        }

        private boolean isTabStop(int col) {
            return tabs == null ? col % 8 == 0 : col < tabs.length && tabs[col];
        }

        private void ownTabs() {
            if (tabs == null) {
                tabs = new boolean[cols()];
                for (int c = 0; c < tabs.length; c += 8) {
                    tabs[c] = true;
                }
            }
        }

        void tab(int n) {
            int cols = cols();
            if (x >= cols) {
                return;
            }
            for (int k = 0; k < n && x < cols - 1; k++) {
                int c = x + 1;
                while (c < cols && !isTabStop(c)) {
                    c++;
                }
                x = Math.min(c, cols - 1);
            }
        }

        void backTab(int n) {
            int cols = cols();
            if (x >= cols) {
                return;
            }
            for (int k = 0; k < n && x > 0; k++) {
                int c = x - 1;
                while (c > 0 && !isTabStop(c)) {
                    c--;
                }
                x = Math.max(0, Math.min(c, cols - 1));
            }
        }

        void tabSet() {
            if (x < cols()) {
                ownTabs();
                if (x >= tabs.length) {
                    tabs = java.util.Arrays.copyOf(tabs, x + 1);
                }
                tabs[x] = true;
            }
        }

        void tabClear(int mode) {
            if (mode == 0) {
                ownTabs();
                if (x < tabs.length) {
                    tabs[x] = false;
                }
            } else if (mode == 3) {
                tabs = new boolean[0];
            }
        }

        // ---------------------------------------------------------------- insert, delete, erase

        void insertChars(int n) {
            restrict();
            insertCells(x, n);
        }

        void deleteChars(int n) {
            restrict();
            deleteCells(x, n);
        }

        void eraseChars(int n) {
            restrict();
            replace(x, (int) Math.min((long) x + n, Integer.MAX_VALUE), false);
        }

        /** Cells from {@code pos} move right by {@code n}; what passes the margin is lost. */
        void insertCells(int pos, int n) {
            int cols = cols();
            pos %= cols;
            if (pos > 0 && width(pos - 1) == 2) {
                empty(pos - 1);
            }
            reach(Math.min(cols, Math.max(length, pos) + (int) Math.min(n, cols)));
            int end = Math.min(length, cols);
            if (n < end - pos) {
                for (int i = end - pos - n - 1; i >= 0; --i) {
                    move(pos + i, pos + n + i);
                }
                for (int i = 0; i < n; ++i) {
                    set(pos + i, EMPTY, (byte) 0);
                }
            } else {
                for (int i = pos; i < end; ++i) {
                    set(i, EMPTY, (byte) 0);
                }
            }
            if (end > 0 && width(end - 1) == 2) { // nothing to test on a row still empty (a mark inserted at its start)
                empty(end - 1);
            }
        }

        /** Cells from {@code pos + n} move left to {@code pos}; empty cells come in at the margin. */
        void deleteCells(int pos, int n) {
            pos %= cols();
            if (pos >= length) {
                return;
            }
            int end = length;
            if (n < end - pos) {
                for (int i = 0; i < end - pos - n; ++i) {
                    move(pos + n + i, pos + i);
                }
                for (int i = end - n; i < end; ++i) {
                    set(i, EMPTY, (byte) 0);
                }
            } else {
                for (int i = pos; i < end; ++i) {
                    set(i, EMPTY, (byte) 0);
                }
            }
            if (pos > 0 && width(pos - 1) == 2) {
                empty(pos - 1);
            }
            if (isStub(pos)) {
                empty(pos);
            }
        }

        private void move(int from, int to) {
            cells[to] = cells[from];
            flags[to] = flags[from];
            if (marks != null) {
                marks[to] = marks[from];
            }
        }

        /** Cells {@code [start, end)} emptied; with {@code selective}, protected cells stay. */
        void replace(int start, int end, boolean selective) {
            if (start > 0 && width(start - 1) == 2 && !(selective && isProtected(start - 1))) {
                empty(start - 1);
            }
            if (end < length && end > 0 && width(end - 1) == 2 && !(selective && isProtected(end))) {
                empty(end);
            }
            for (int c = start; c < end && c < length; c++) {
                if (!(selective && isProtected(c))) {
                    set(c, EMPTY, (byte) 0);
                }
            }
        }

        private boolean isProtected(int col) {
            return col < length && (flags[col] & PROTECTED) != 0;
        }

        void eraseInLine(int mode, boolean selective) {
            x = Math.min(cols(), Math.max(0, x));
            switch (mode) {
                case 0 -> replace(x, cols(), selective);
                case 1 -> replace(0, x + 1, selective);
                case 2 -> replace(0, cols(), selective);
                default -> {
                }
            }
        }

        void eraseInDisplay(int mode, boolean selective) {
            x = Math.min(cols(), Math.max(0, x));
            switch (mode) {
                case 0 -> replace(x, cols(), selective);
                case 1 -> replace(0, x + 1, selective);
                case 2 -> {
                    for (int c = 0; c < length; c++) {
                        if (!(selective && isProtected(c))) {
                            set(c, EMPTY, (byte) 0);
                        }
                    }
                }
                default -> {
                    // 3 clears the scrollback only
                }
            }
        }

        // ---------------------------------------------------------------- modes, charsets, save and restore

        void shift(int g) {
            level = g;
            charset = charsets[g];
        }

        void designate(int g, int set) {
            charsets[g] = set;
            if (level == g) {
                charset = set;
            }
        }

        void defaultCharset() {
            level = 0;
            designate(0, 0);
        }

        void resetCharsets() {
            for (int g = 0; g < 4; g++) {
                designate(g, 0);
            }
        }

        void save(boolean concealed) {
            savedX = x;
            savedConcealed = concealed;
            savedProtect = protect;
            savedCharset = charset;
        }

        /** DECRC: the saved column, attributes and character set; returns the concealment restored. */
        boolean restore(boolean concealed) {
            x = savedX;
            protect = savedProtect;
            charset = savedCharset;
            restrict();
            return savedConcealed;
        }

        void softReset() {
            protect = false;
            insert = false;
            autowrap = true;
            reverseWrap = false;
            charsets = new int[4];
            level = 0;
            charset = 0;
            savedX = 0;
            savedConcealed = false;
            savedProtect = false;
            savedCharset = 0;
        }

        // ---------------------------------------------------------------- the line as shown

        /**
         * Empty and concealed cells are spaces, a wide character's second cell goes with it (one left without its
         * first half is a space); nothing after the last cell that shows something.
         */
        void appendTo(StringBuilder out) {
            int shown = length;
            while (shown > 0 && !visible(shown - 1)) {
                shown--;
            }
            for (int c = 0; c < shown; c++) {
                int cp = cells[c];
                if (cp == STUB || cp == EMPTY) {
                    out.append(' ');
                    continue;
                }
                boolean wide = (flags[c] & WIDE) != 0;
                if ((flags[c] & INVISIBLE) != 0) {
                    out.append(wide ? "  " : " ");
                } else {
                    out.appendCodePoint(cp);
                    if (marks != null && marks[c] != null) {
                        out.append(marks[c]);
                    }
                }
                if (wide) {
                    c++; // its second cell, whatever is left there
                }
            }
        }

        private boolean visible(int c) {
            return cells[c] > EMPTY && (flags[c] & INVISIBLE) == 0;
        }
    }
}

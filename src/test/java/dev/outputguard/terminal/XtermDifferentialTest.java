package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Our line renderer against xterm.js on generated lines: text (ASCII, Latin, CJK and other wide characters, emoji,
 * combining marks, box drawing) mixed with every C0 and C1 control, CSI with random parameters, prefixes,
 * intermediates and finals, ESC sequences, OSC, DCS, SOS, PM and APC strings ended by BEL, ESC \, ST or not at
 * all, and the sequences that edit a line (insert, delete, erase, repeat, tabs, save and restore, modes, character
 * sets, concealment). Each line is written to a fresh terminal of a random width and the row it was written to is
 * compared with what {@link AnsiStripper#strip(String, int)} and {@link AnsiStripper.Lines#line} return at the same
 * width. Two lines in five start with what a coloured capture is made of (text, colours, links), which is drawn
 * without cells: half of them stay so to their end, half go on with anything, so the line is drawn on cells from
 * its start after all.
 *
 * <p>The differences we choose (docs/extract-terminal-response.md, "Where we differ from a terminal on
 * purpose") are taken into account, each by rule, none by case: a sequence that acts on another row or the whole
 * screen is sent to xterm.js as one of the same kind that does nothing (it does nothing here); a line that xterm.js
 * wraps onto the next row is counted, not compared (here it runs on); and xterm.js's row is cut down by the same
 * rule as ours when it is more than twice as long as the line sent. Every other line must match exactly.
 */
class XtermDifferentialTest {

    private static final int LINES = 20_000;
    private static final String E = "\u001b";

    @Test
    void strip_generatedLines_showWhatXtermShows() throws Exception {
        Random random = new Random(Long.getLong("xterm.seed", 39));
        List<Generated> generated = new ArrayList<>(LINES);
        List<XtermOracle.Line> toXterm = new ArrayList<>(LINES);
        for (int i = 0; i < LINES; i++) {
            Generated g = Generated.line(random);
            generated.add(g);
            toXterm.add(new XtermOracle.Line(g.columns, g.oracle.toString()));
        }
        List<XtermOracle.Shown> shown = XtermOracle.render(toXterm);

        int compared = 0;
        int wrapped = 0;
        int shortened = 0;
        List<String> differences = new ArrayList<>();
        for (int i = 0; i < LINES; i++) {
            Generated g = generated.get(i);
            XtermOracle.Shown xterm = shown.get(i);
            String line = g.ours.toString();
            AnsiStripper.Lines ourRow = new AnsiStripper.Lines(g.columns);
            String whole = ourRow.line(line);
            String stripped = AnsiStripper.strip(line, g.columns);
            if (!stripped.equals(whole) && differences.size() < 20) {
                differences.add("width " + g.columns + ": " + escape(line) + "\n    strip: " + escape(stripped)
                        + "\n    line:  " + escape(whole));
            }
            String ours = trimSpaces(whole);
            if (xterm.ranPastTheMargin() || ourRow.ranPastTheMargin()) {
                wrapped++;
                continue;
            }
            String expected = xterm.text();
            if (expected.length() > 2 * line.length()) {
                StringBuilder cut = new StringBuilder(expected);
                AnsiStripper.Shown.shorten(cut, 0, 2 * line.length());
                expected = trimSpaces(cut.toString());
                shortened++;
            }
            compared++;
            if (!expected.equals(ours) && differences.size() < 20) {
                differences.add("width " + g.columns + ": " + escape(line) + "\n    xterm: " + escape(expected)
                        + "\n    ours:  " + escape(ours));
            }
        }
        System.out.printf("xterm differential: %d lines, %d compared, %d ran past the margin, %d shortened%n",
                LINES, compared, wrapped, shortened);
        int compares = compared;
        int wraps = wrapped;
        int cuts = shortened;
        assertTrue(differences.isEmpty(), () -> differences.size() + "+ differences in " + compares + " lines:\n"
                + String.join("\n", differences));
        assertTrue(compared >= 10_000, () -> "only " + compares + " lines compared (" + wraps + " wrapped)");
        assertTrue(shortened < compared / 10, () -> cuts + " of " + compares + " lines shortened");
    }

    /**
     * A capture is its lines one after the other: the generated lines joined by line feeds are stripped as each is
     * shown on its own, concealment carried from one to the next, whichever way each line is drawn.
     */
    @Test
    void strip_generatedCapture_isItsLinesOneAfterTheOther() {
        Random random = new Random(Long.getLong("xterm.seed", 39) + 1);
        for (int capture = 0; capture < 200; capture++) {
            List<String> lines = new ArrayList<>();
            for (int i = random.nextInt(30); i >= 0; i--) {
                lines.add(Generated.line(random).ours.toString());
            }
            AnsiStripper.Lines oneByOne = new AnsiStripper.Lines();
            List<String> shown = new ArrayList<>();
            for (String line : lines) {
                shown.add(oneByOne.line(line));
            }
            String text = String.join("\n", lines);
            String stripped = AnsiStripper.strip(text);
            assertEquals(String.join("\n", shown), stripped, () -> "capture: " + escape(text));
        }
    }

    private static String trimSpaces(String s) {
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == ' ') {
            end--;
        }
        return s.substring(0, end);
    }

    static String escape(CharSequence s) {
        StringBuilder out = new StringBuilder();
        s.codePoints().forEach(cp -> out.append(cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)
                ? String.format("\\u%04x", cp) : Character.toString(cp)));
        return out.toString();
    }

    /** One generated line: what we render, and what xterm.js is sent (row-changing sequences made inert). */
    static final class Generated {
        final int columns;
        final StringBuilder ours = new StringBuilder();
        final StringBuilder oracle = new StringBuilder();

        private Generated(int columns) {
            this.columns = columns;
        }

        private static final String[] WORDS = {"Do you want to proceed?", "1. Yes", "[y/N]", "Progress 10%", "❯",
            "⏺ done", "abc", "x", " ", "   ", "#@[\\]^_`{|}~", "lqqqk", "pass", "-", "é", "ñandú", "naïve",
            "漢字", "응답", "ｶﾀｶﾅ", "ＡＢ", "😀", "🎉ok", "e\u0301", "漢\u0301", "a\u0300\u0301", "─│┌", "✻ Thinking…", "→"};
        private static final int[] C0 = {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0B, 0x0C, 0x0D,
            0x0E, 0x0F, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x1B, 0x1C, 0x1D, 0x1E, 0x1F,
            0x7F};
        private static final String CSI_FINALS = "@ABCDEFGHIJKLMPSTXZ`abcdefghlmnqrstu}~";
        private static final String EDIT_FINALS = "@CDGIJKPXZ`abghmsu";
        /**
         * Tab forward and back and repeat take time in xterm.js in proportion to their count (a repeat of 2^31
         * characters does not finish): their counts stay small. Ours are bounded by the row.
         */
        private static final String SLOW_IN_XTERM = "IZb";
        /** Finals of CSI without prefix or intermediate that act on another row or the screen. */
        private static final String OTHER_ROW = "ABEFHfdeLMSTr";

        static Generated line(Random r) {
            Generated g = new Generated(20 + r.nextInt(101));
            int family = r.nextInt(5);
            if (family < 2) {
                for (int t = 1 + r.nextInt(10); t > 0; t--) {
                    g.coloured(r);
                }
                if (family == 0) {
                    return g;
                }
            }
            int tokens = 1 + r.nextInt(family == 1 ? 12 : 24);
            for (int t = 0; t < tokens; t++) {
                g.token(r);
            }
            return g;
        }

        /**
         * What a coloured capture is made of: words, SGR colours (now and then one that conceals, or a parameter 8
         * that does not), OSC 8 links ended by BEL or ST, and rarely a mark after a sequence, with nothing to join.
         */
        private void coloured(Random r) {
            int kind = r.nextInt(20);
            if (kind < 10) {
                both(WORDS[r.nextInt(WORDS.length)]);
            } else if (kind < 17) {
                String[] colours = {"0", "", "1", "22", "39", "2", "38;5;75", "38;2;215;119;87", "38;2;153;153;153",
                    "38;5;8", "48;5;8;1", "38:2::8:8:8", "1;38;5;208", "90", "28", "8", "08", "0;1;8"};
                both(csiIntroducer(r) + colours[r.nextInt(colours.length)] + "m");
            } else if (kind < 19) {
                String end = r.nextBoolean() ? "\u0007" : E + "\\";
                both(E + "]8;;https://example.com/" + r.nextInt(100) + end + WORDS[r.nextInt(WORDS.length)]
                        + E + "]8;;" + end);
            } else {
                both("\u0301");
            }
        }

        private static char pick(Random r, String from) {
            return from.charAt(r.nextInt(from.length()));
        }

        private void both(String s) {
            ours.append(s);
            oracle.append(s);
        }

        /** A sequence we ignore because it acts elsewhere, sent to xterm.js as {@code inert}: of its kind, no effect. */
        private void elsewhere(String s, String inert) {
            ours.append(s);
            oracle.append(inert);
        }

        private void token(Random r) {
            int kind = r.nextInt(100);
            if (kind < 30) {
                both(WORDS[r.nextInt(WORDS.length)]);
            } else if (kind < 38) {
                int c = C0[r.nextInt(C0.length)];
                if (c == 0x0B || c == 0x0C) {
                    elsewhere(Character.toString(c), "\u0000");
                } else {
                    both(Character.toString(c));
                }
            } else if (kind < 42) {
                int c = 0x80 + r.nextInt(32);
                if (c == 0x84 || c == 0x85) {
                    elsewhere(Character.toString(c), "\u0080");
                } else {
                    both(Character.toString(c));
                }
            } else if (kind < 62) {
                csi(r, r.nextInt(3) == 0 ? "" + EDIT_FINALS.charAt(r.nextInt(EDIT_FINALS.length()))
                        : "" + CSI_FINALS.charAt(r.nextInt(CSI_FINALS.length())));
            } else if (kind < 68) {
                csiRandom(r);
            } else if (kind < 76) {
                escape(r);
            } else if (kind < 84) {
                string(r);
            } else if (kind < 92) {
                sgr(r);
            } else {
                mode(r);
            }
        }

        private static String csiIntroducer(Random r) {
            return r.nextInt(4) == 0 ? "\u009b" : E + "[";
        }

        private static String number(Random r) {
            return switch (r.nextInt(10)) {
                case 0 -> "";
                case 1 -> Integer.toString(r.nextInt(300));
                case 2 -> r.nextBoolean() ? "99999" : "4294967296";
                case 3 -> "0";
                default -> Integer.toString(1 + r.nextInt(9));
            };
        }

        /** A CSI with random parameters and the given final, maybe with a control run inside it. */
        private void csi(Random r, String fin) {
            StringBuilder p = new StringBuilder();
            for (int k = r.nextInt(3); k >= 0; k--) {
                p.append(SLOW_IN_XTERM.indexOf(fin.charAt(0)) >= 0 ? Integer.toString(r.nextInt(300)) : number(r));
                if (k > 0) {
                    p.append(r.nextInt(8) == 0 ? ':' : ';');
                }
            }
            String introducer = csiIntroducer(r);
            if (OTHER_ROW.indexOf(fin.charAt(0)) >= 0) {
                elsewhere(introducer + p + fin, introducer + "c");
                return;
            }
            if (r.nextInt(8) == 0) {
                int at = r.nextInt(p.length() + 1);
                p.insert(at, pick(r, "\b\r\t\u000e\u000f\u0007\u007f"));
            }
            both(introducer + p + fin);
        }

        /** Any prefix, intermediates and final, maybe malformed: what matters is that both read it alike. */
        private void csiRandom(Random r) {
            StringBuilder s = new StringBuilder(csiIntroducer(r));
            if (r.nextInt(3) == 0) {
                s.append(pick(r, "?><="));
            }
            char fin = (char) (0x40 + r.nextInt(0x3F));
            s.append(SLOW_IN_XTERM.indexOf(fin) >= 0 ? Integer.toString(r.nextInt(300)) : number(r));
            if (r.nextInt(4) == 0) {
                s.append(';').append(number(r));
            }
            if (r.nextInt(3) == 0) {
                s.append(pick(r, " !\"$'#"));
            }
            if (r.nextInt(10) == 0) {
                s.append(pick(r, "?é\u0018")); // a prefix too late, a character outside ASCII, CAN
            }
            if (fin == 'h' || fin == 'l') {
                fin = 'x'; // modes are generated on purpose in mode()
            }
            boolean plain = s.chars().skip(1).allMatch(c -> c == '[' || c == ';' || (c >= '0' && c <= '9'));
            s.append(fin);
            if (plain && OTHER_ROW.indexOf(fin) >= 0) {
                String introducer = s.charAt(0) == '\u009b' ? "\u009b" : E + "[";
                elsewhere(s.toString(), introducer + "c");
            } else {
                both(s.toString());
            }
        }

        private void escape(Random r) {
            switch (r.nextInt(6)) {
                case 0 -> {
                    char f = pick(r, "78DEHMc=>no|}~NOZ\\6Fl");
                    if ("DEMc".indexOf(f) >= 0) {
                        elsewhere(E + f, E + "=");
                    } else {
                        both(E + f);
                    }
                }
                case 1, 2 -> both(E + pick(r, "()*+-./") + pick(r, "0AB4C5RQKYE6ZH7=<>%"));
                case 3 -> {
                    String s = E + (r.nextBoolean() ? "%" : "#") + pick(r, "@G83");
                    if (s.equals(E + "#8")) {
                        elsewhere(s, E + "#3");
                    } else {
                        both(s);
                    }
                }
                case 4 -> both(E + "(0" + pick(r, "lqkxjmtu`afgyz{|}~") + pick(r, "\u000e\u000f"));
                default -> both(E); // a lone ESC: what follows is read as its final
            }
        }

        private void string(Random r) {
            String introducer = switch (r.nextInt(8)) {
                case 0 -> E + "]";
                case 1 -> "\u009d";
                case 2 -> E + "P";
                case 3 -> "\u0090";
                case 4 -> E + "X";
                case 5 -> E + "^";
                case 6 -> E + "_";
                default -> pick(r, "\u0098\u009e\u009f") + "";
            };
            String[] payloads = {"0;title", "8;;https://example.com/a?b=c", "2;é漢", "1$r", "q", "+q544e", "payload\u0007more",
                "a\bb\rc", "x\u0090y", "naïve", ""};
            String end = switch (r.nextInt(7)) {
                case 0 -> "\u0007";
                case 1, 2 -> E + "\\";
                case 3 -> "\u009c";
                case 4 -> "\u0018";
                case 5 -> "";
                default -> "\u001a";
            };
            both(introducer + payloads[r.nextInt(payloads.length)] + end);
        }

        private void sgr(Random r) {
            String[] forms = {"8", "28", "0", "", "1;8;31", "38;5;8", "38;2;8;8;8", "38:2::8:8:8", "48;5;8;8", "8:1",
                "38;0;1;2;8", "7", "22;8", "0;8", "2"};
            both(csiIntroducer(r) + forms[r.nextInt(forms.length)] + "m");
        }

        private void mode(Random r) {
            String introducer = csiIntroducer(r);
            switch (r.nextInt(8)) {
                case 0 -> both(introducer + "4" + (r.nextBoolean() ? "h" : "l"));
                case 1 -> both(introducer + "?7" + (r.nextBoolean() ? "h" : "l"));
                case 2 -> both(introducer + "?45" + (r.nextBoolean() ? "h" : "l"));
                case 3 -> both(introducer + "!p");
                case 4 -> both(introducer + "1\"q" + "protected" + introducer + "0\"q");
                case 5 -> both(introducer + (r.nextBoolean() ? "?" : "") + number(r) + (r.nextBoolean() ? "K" : "J"));
                case 6 -> both(introducer + number(r) + (r.nextBoolean() ? " @" : " A"));
                default -> {
                    String[] modes = {"1", "12", "25", "2004", "1048", "2", "3", "66", "6", "47", "1047", "1049"};
                    String m = modes[r.nextInt(modes.length)];
                    String q = introducer + "?" + m + (r.nextBoolean() ? "h" : "l");
                    if (m.equals("6") || m.equals("47") || m.equals("1047") || m.equals("1049")) {
                        elsewhere(q, introducer + "c");
                    } else {
                        both(q);
                    }
                }
            }
        }
    }
}

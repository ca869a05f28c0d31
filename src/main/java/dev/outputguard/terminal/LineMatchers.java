package dev.outputguard.terminal;

import java.util.List;
import java.util.Locale;

/**
 * Hand-written matchers for the short, stripped lines the tool tables test. Each is a linear scan,
 * so a 10 MB line costs no more than reading it.
 */
final class LineMatchers {

    private LineMatchers() {
    }

    /** {@code ^[glyphs]\s+\S}: a glyph, whitespace, then something typed. */
    static boolean glyphThenText(String s, String glyphs) {
        if (s.isEmpty() || glyphs.indexOf(s.charAt(0)) < 0) {
            return false;
        }
        int i = skipWhitespace(s, 1);
        return i > 1 && i < s.length();
    }

    /** {@code ^[glyphs](\s*$|\s+\S)}: a glyph standing alone or followed by whitespace. */
    static boolean glyphAlone(String s, String glyphs) {
        return !s.isEmpty() && glyphs.indexOf(s.charAt(0)) >= 0
                && (s.length() == 1 || Character.isWhitespace(s.charAt(1)));
    }

    /** {@code ^[glyphs]\s*$}: an empty input line. */
    static boolean emptyPrompt(String s, String glyphs) {
        return !s.isEmpty() && glyphs.indexOf(s.charAt(0)) >= 0 && skipWhitespace(s, 1) == s.length();
    }

    /** {@code ^─{min,}$}: a horizontal rule drawn across the pane. */
    static boolean horizontalRule(String s, int min) {
        if (s.length() < min) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != '─') {
                return false;
            }
        }
        return true;
    }

    /** Only box-drawing characters (U+2500-U+257F) and spaces, at least one of them drawing. */
    static boolean isDrawingOnly(String s) {
        boolean drawing = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x2500 && c <= 0x257F) {
                drawing = true;
            } else if (c != ' ') {
                return false;
            }
        }
        return drawing;
    }

    /** A row of half blocks ({@code ▄▄▄▄}, {@code ▀▀▀▀}), spaces allowed: the padding above and below a filled box. */
    static boolean halfBlockRow(String s) {
        boolean block = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '▀' || c == '▄') {
                block = true;
            } else if (c != ' ') {
                return false;
            }
        }
        return block;
    }

    /** A rounded panel edge ({@code ╭────╮}, {@code ╰────╯}): the tools' UI panels, never a Markdown table. */
    static boolean roundedEdge(String s) {
        String t = s.strip();
        return !t.isEmpty() && "╭╰".indexOf(t.charAt(0)) >= 0 && isDrawingOnly(t);
    }

    /** A rounded panel's top edge, the frame above an input box. */
    static boolean roundedTop(String s) {
        String t = s.strip();
        return !t.isEmpty() && t.charAt(0) == '╭' && isDrawingOnly(t);
    }

    /** {@code N. } or {@code N) } at {@code from}, one to three digits: the number, else -1. */
    static int optionNumber(String s, int from) {
        int i = from;
        int n = s.length();
        while (i < n && i - from < 3 && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
        }
        if (i == from || i + 1 >= n || (s.charAt(i) != '.' && s.charAt(i) != ')')
                || !Character.isWhitespace(s.charAt(i + 1))) {
            return -1;
        }
        return Integer.parseInt(s, from, i, 10);
    }

    /** After a leading glyph and whitespace, does a numbered option ({@code 1. Yes}) follow? */
    static boolean numberedAfterGlyph(String s) {
        return optionNumber(s, skipWhitespace(s, 1)) >= 0;
    }

    /** After a leading glyph and whitespace, does one of {@code words} follow? */
    static boolean wordAfterGlyph(String s, List<String> words) {
        int i = skipWhitespace(s, 1);
        for (String word : words) {
            if (s.startsWith(word, i)) {
                return true;
            }
        }
        return false;
    }

    /** A spinner glyph, whitespace, and a short status ending in {@code …}, maybe with a parenthesis after it. */
    static boolean spinnerStatus(String s, String glyphs, int maxStatus) {
        String t = s.strip();
        if (t.length() < 3 || !(glyphs.indexOf(t.charAt(0)) >= 0 || isBraille(t.charAt(0)))
                || !Character.isWhitespace(t.charAt(1))) {
            return false;
        }
        int ellipsis = t.indexOf('…');
        if (ellipsis < 0 || ellipsis > maxStatus + 2) {
            return false;
        }
        String after = t.substring(ellipsis + 1).strip();
        return after.isEmpty() || after.charAt(0) == '(';
    }

    /** A braille-pattern spinner frame (⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏ and the rest of the block) leads the line. */
    static boolean brailleSpinner(String s) {
        String t = s.strip();
        return !t.isEmpty() && isBraille(t.charAt(0));
    }

    static boolean isBraille(char c) {
        return c >= 0x2801 && c <= 0x28FF;
    }

    /** A shell prompt left when the tool exited: {@code $}, {@code %}, {@code #}, or {@code user@host ... $}. */
    static boolean shellPrompt(String s) {
        String t = s.strip();
        if (t.isEmpty()) {
            return false;
        }
        char last = t.charAt(t.length() - 1);
        if ("$%#".indexOf(last) < 0) {
            return false;
        }
        return t.length() == 1 || t.indexOf('@') >= 0;
    }

    static boolean containsIgnoreCase(String s, String lowerNeedle) {
        return s.toLowerCase(Locale.ROOT).contains(lowerNeedle);
    }

    static boolean endsWithIgnoreCase(String s, String suffix) {
        return s.regionMatches(true, s.length() - suffix.length(), suffix, 0, suffix.length());
    }

    static int skipWhitespace(String s, int from) {
        int i = from;
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }
}

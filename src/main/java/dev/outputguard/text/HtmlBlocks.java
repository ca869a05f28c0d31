package dev.outputguard.text;

import java.util.Locale;
import java.util.Set;

/**
 * CommonMark's seven kinds of HTML block, as far as {@link CodeFences} needs them: where one starts and where
 * it ends. A fence line inside an HTML block is HTML, not a fence. Letters compare without case in ASCII only,
 * as CommonMark's patterns do; "blank" in a tag is a space, a tab, a form feed or a vertical tab.
 */
final class HtmlBlocks {

    /** Kind 6: block-level tag names; such a tag starts a block that a blank line ends. */
    private static final Set<String> BLOCK_TAGS = Set.of("address", "article", "aside", "base", "basefont",
            "blockquote", "body", "caption", "center", "col", "colgroup", "dd", "details", "dialog", "dir", "div",
            "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3",
            "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu",
            "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search", "section", "summary",
            "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul");
    /** Kind 1: tags whose block runs to their closing tag, blank lines included. */
    private static final String[] RAW_TAGS = {"script", "pre", "style", "textarea"};

    private HtmlBlocks() {
    }

    /**
     * The kind (1 to 7) of the HTML block that starts at {@code text[from]} (a {@code <}) on a line ending at
     * {@code to}, or 0. Kind 7, any complete tag alone on its line, only when {@code mayBeKind7} (it cannot
     * interrupt a paragraph).
     */
    static int startType(String text, int from, int to, boolean mayBeKind7) {
        for (String tag : RAW_TAGS) {
            int after = from + 1 + tag.length();
            if (after <= to && equalsIgnoreAsciiCase(text, from + 1, tag)
                    && (after == to || isBlank(text.charAt(after)) || text.charAt(after) == '>')) {
                return 1;
            }
        }
        if (startsWith(text, "<!--", from, to)) {
            return 2;
        }
        if (startsWith(text, "<?", from, to)) {
            return 3;
        }
        if (from + 2 < to && text.charAt(from + 1) == '!' && isAsciiLetter(text.charAt(from + 2))) {
            return 4;
        }
        if (startsWith(text, "<![CDATA[", from, to)) {
            return 5;
        }
        if (isBlockTag(text, from, to)) {
            return 6;
        }
        return mayBeKind7 && isLoneTag(text, from, to) ? 7 : 0;
    }

    /** Whether the line {@code text[from, to)} meets the end condition of a block of {@code kind}. */
    static boolean ends(String text, int from, int to, int kind) {
        return switch (kind) {
            case 1 -> holdsRawClosingTag(text, from, to);
            case 2 -> contains(text, "-->", from, to);
            case 3 -> contains(text, "?>", from, to);
            case 4 -> text.indexOf('>', from, to) >= 0;
            case 5 -> contains(text, "]]>", from, to);
            default -> false; // kinds 6 and 7 end at a blank line
        };
    }

    private static boolean isBlockTag(String text, int from, int to) {
        int p = from + 1;
        if (p < to && text.charAt(p) == '/') {
            p++;
        }
        int nameStart = p;
        while (p < to && isAsciiLetterOrDigit(text.charAt(p))) {
            p++;
        }
        if (p == nameStart || p - nameStart > 10
                || !BLOCK_TAGS.contains(text.substring(nameStart, p).toLowerCase(Locale.ROOT))) {
            return false;
        }
        if (p == to || isBlank(text.charAt(p)) || text.charAt(p) == '>') {
            return true;
        }
        return text.charAt(p) == '/' && p + 1 < to && text.charAt(p + 1) == '>';
    }

    /** A complete opening or closing tag, with only blanks after it on the line. */
    private static boolean isLoneTag(String text, int from, int to) {
        int p = from + 1;
        boolean closing = p < to && text.charAt(p) == '/';
        if (closing) {
            p++;
        }
        int afterName = tagName(text, p, to);
        if (afterName < 0) {
            return false;
        }
        p = afterName;
        if (!closing) {
            while (true) {
                int afterBlanks = skipBlanks(text, p, to);
                int afterAttribute = afterBlanks > p ? attribute(text, afterBlanks, to) : -1;
                if (afterAttribute < 0) {
                    break;
                }
                p = afterAttribute;
            }
            p = skipBlanks(text, p, to);
            if (p < to && text.charAt(p) == '/') {
                p++;
            }
        } else {
            p = skipBlanks(text, p, to);
        }
        if (p >= to || text.charAt(p) != '>') {
            return false;
        }
        return skipBlanks(text, p + 1, to) == to;
    }

    /** After a tag name ({@code [A-Za-z][A-Za-z0-9-]*}) starting at {@code p}, or -1. */
    private static int tagName(String text, int p, int to) {
        if (p >= to || !isAsciiLetter(text.charAt(p))) {
            return -1;
        }
        p++;
        while (p < to && (isAsciiLetterOrDigit(text.charAt(p)) || text.charAt(p) == '-')) {
            p++;
        }
        return p;
    }

    /** After an attribute (a name, then optionally {@code =} and a value) starting at {@code p}, or -1. */
    private static int attribute(String text, int p, int to) {
        if (p >= to || !isAttributeNameStart(text.charAt(p))) {
            return -1;
        }
        p++;
        while (p < to && isAttributeNameChar(text.charAt(p))) {
            p++;
        }
        int q = skipBlanks(text, p, to);
        if (q < to && text.charAt(q) == '=') {
            int v = skipBlanks(text, q + 1, to);
            int afterValue = attributeValue(text, v, to);
            if (afterValue > 0) {
                return afterValue;
            }
        }
        return p;
    }

    /** After a quoted or unquoted attribute value starting at {@code p}, or -1. */
    private static int attributeValue(String text, int p, int to) {
        if (p >= to) {
            return -1;
        }
        char c = text.charAt(p);
        if (c == '"' || c == '\'') {
            int close = text.indexOf(c, p + 1, to);
            return close < 0 ? -1 : close + 1;
        }
        int q = p;
        while (q < to && isUnquotedValueChar(text.charAt(q))) {
            q++;
        }
        return q > p ? q : -1;
    }

    private static boolean holdsRawClosingTag(String text, int from, int to) {
        for (int at = text.indexOf("</", from, to); at >= 0; at = text.indexOf("</", at + 1, to)) {
            for (String tag : RAW_TAGS) {
                int gt = at + 2 + tag.length();
                if (gt < to && text.charAt(gt) == '>' && equalsIgnoreAsciiCase(text, at + 2, tag)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean contains(String text, String s, int from, int to) {
        return text.indexOf(s, from, to) >= 0;
    }

    private static boolean startsWith(String text, String s, int from, int to) {
        return from + s.length() <= to && text.startsWith(s, from);
    }

    private static boolean equalsIgnoreAsciiCase(String text, int at, String lower) {
        if (at + lower.length() > text.length()) {
            return false;
        }
        for (int i = 0; i < lower.length(); i++) {
            char c = text.charAt(at + i);
            if ((c >= 'A' && c <= 'Z' ? (char) (c + 32) : c) != lower.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static int skipBlanks(String text, int p, int to) {
        while (p < to && isBlank(text.charAt(p))) {
            p++;
        }
        return p;
    }

    /** Regex {@code \s} within a line. */
    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == '\u000B';
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isAsciiLetterOrDigit(char c) {
        return isAsciiLetter(c) || (c >= '0' && c <= '9');
    }

    private static boolean isAttributeNameStart(char c) {
        return isAsciiLetter(c) || c == '_' || c == ':';
    }

    private static boolean isAttributeNameChar(char c) {
        return isAsciiLetterOrDigit(c) || c == '_' || c == ':' || c == '.' || c == '-';
    }

    private static boolean isUnquotedValueChar(char c) {
        // CommonMark reads U+0000 as U+FFFD, which a value may hold.
        return (c > ' ' || c == '\0') && c != '"' && c != '\'' && c != '=' && c != '<' && c != '>' && c != '`';
    }
}

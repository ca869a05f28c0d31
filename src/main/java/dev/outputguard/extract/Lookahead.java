package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isKeyPart;
import static dev.outputguard.extract.Chars.isQuote;
import static dev.outputguard.extract.Chars.isSpace;
import static dev.outputguard.extract.Chars.isUnusualBlank;
import static dev.outputguard.extract.Chars.startsRepairValue;

/**
 * What comes next, read without moving the cursor: the looks repair mode takes before it chooses between
 * readings (does a member follow this quote, does this value end here). Each look is bounded by the next
 * quote, line end or non-word character, and a look that is not taken leaves text the parser reads once more
 * at most, so repair mode stays linear. Every look that can turn a character into content fires only on text
 * that is not valid JSON. {@link StringEnds} holds the looks that decide where a string ends.
 */
final class Lookahead {

    private Lookahead() {
    }

    /**
     * Whether an object member starts at {@code at} (after blanks): a quoted key closed on its line and
     * followed by ':', or a bare word followed by ':'. With {@code orEnd}, a quoted key the range cuts off
     * counts too (a truncated reply).
     */
    static boolean memberFollows(Cursor cursor, int at, boolean orEnd) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int i = cursor.blanksFrom(at);
        if (i >= to) {
            return orEnd;
        }
        char c = chars[i];
        if (isQuote(c)) {
            int j = quotedEnd(cursor, i);
            if (j < 0) {
                return false;
            }
            if (j >= to) {
                return orEnd;
            }
            int k = cursor.blanksFrom(j + 1);
            return k >= to ? orEnd : chars[k] == ':' || (chars[j - 1] == ':' && j - 1 > i + 1 && colonEndsKey(cursor, j));
        }
        return keyThenColon(cursor, i);
    }

    /**
     * Whether a quoted key closed on its line starts at {@code at} (after blanks), followed by a quoted value
     * without its ':' ({@code "b" "c"}: a member that {@code MISSING_COLON} repairs).
     */
    static boolean keyThenQuotedValue(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int i = cursor.blanksFrom(at);
        if (i >= to || chars[i] != '"') {
            return false;
        }
        int j = quotedEnd(cursor, i);
        if (j < 0 || j >= to) {
            return false;
        }
        int k = cursor.blanksFrom(j + 1);
        return k > j + 1 && k < to && isQuote(chars[k]);
    }

    /** The closing quote of the quoted key at {@code at}: its position, {@code to} when the range ends first, -1 when a line ends first. */
    private static int quotedEnd(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        char open = chars[at];
        int j = at + 1;
        while (j < to) {
            char c = chars[j];
            if (c == '\\') {
                j += 2;
                continue;
            }
            if (c == '\n' || c == '\r') {
                return -1;
            }
            if (open == '"' ? c == '"' : open == '\'' ? c == '\'' : (c == '”' || c == '’' || c == '"' || c == '\'')) {
                return j;
            }
            j++;
        }
        return to;
    }

    /**
     * For a bare value in an object stopped by the ',' at {@code comma} ({"a": cheap, fast, and good.", "b": 1}):
     * the '"' that ends it after all, or -1. That is the next '"' on the line when text other than blanks and
     * commas comes before it, nothing before it could begin a member, a container or a comment (no ':', no
     * bracket), and the end, ',' or '}' follows it: a value whose opening quote is missing, closed by its
     * partner, runs to it across its commas (an apostrophe is text). Bounded by the line and the first ':',
     * bracket or '"'.
     */
    static int quoteAfterBareComma(Cursor cursor, int comma) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        boolean text = false;
        for (int i = comma + 1; i < to; i++) {
            char c = chars[i];
            if (c == '"') {
                int k = cursor.blanksFrom(i + 1);
                return text && (k >= to || chars[k] == ',' || chars[k] == '}') ? i : -1;
            }
            if (c == ':' || c == '{' || c == '[' || c == '}' || c == ']' || c == '\n' || c == '\r'
                    || ((c == '/' || c == '#') && isSpace(chars[i - 1]) && cursor.commentAt(i))) {
                return -1;
            }
            text |= c != ',' && !isSpace(c) && !isUnusualBlank(c);
        }
        return -1;
    }

    /** A bare word at {@code at}, then blanks and ':' (an unquoted key). */
    static boolean wordThenColon(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int i = at;
        while (i < to && isKeyPart(chars[i])) {
            i++;
        }
        if (i == at) {
            return false;
        }
        int k = cursor.blanksFrom(i);
        // A scheme and its "//" (https://a.example) is a URL in prose, not a key and its ':'.
        return k < to && chars[k] == ':' && !(k == i && k + 2 < to && chars[k + 1] == '/' && chars[k + 2] == '/');
    }

    /** As {@link #wordThenColon}, or a word and the quote a key missing its opening one ends with (b": 1). */
    private static boolean keyThenColon(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int i = at;
        while (i < to && isKeyPart(chars[i])) {
            i++;
        }
        return i > at && i < to && chars[i] == '"'
                ? cursor.blanksFrom(i + 1) < to && chars[cursor.blanksFrom(i + 1)] == ':' : wordThenColon(cursor, at);
    }

    /**
     * Whether the '"' at {@code at}, right after a ':' in a key ({"key:"value"}), is the opening quote of the
     * value and the ':' the key's own: a character that can begin a string's text follows it at once (after a
     * valid key's closing quote come only blanks and ':'), and the next quote on its line, which would close
     * that value, is not followed by ':' ({"a:"b": 1} is the key a:"b).
     */
    static boolean colonEndsKey(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        if (at + 1 >= to) {
            return false;
        }
        char c = chars[at + 1];
        if (isSpace(c) || isUnusualBlank(c) || c == ':' || c == ',' || c == '}' || c == ']' || c == '"') {
            return false;
        }
        int j = quoteOnLine(cursor, at + 1);
        if (j < 0) {
            return false;
        }
        int k = cursor.blanksFrom(j + 1);
        return k >= to || chars[k] != ':';
    }

    /** The next '"' from {@code from} on the same line, escapes skipped, or -1 when the line or the range ends first. */
    static int quoteOnLine(Cursor cursor, int from) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int j = from;
        while (j < to && chars[j] != '"' && chars[j] != '\n' && chars[j] != '\r') {
            j += chars[j] == '\\' ? 2 : 1;
        }
        return j < to && chars[j] == '"' ? j : -1;
    }

    /**
     * A '}' at {@code at} in an array, after an object, followed by ',' and another object ([{"k": 1}}, {"k": 2}]):
     * one brace too many, as the next object says the array goes on.
     */
    static boolean strayBrace(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int i = cursor.blanksFrom(at + 1);
        if (i >= to || chars[i] != ',') {
            return false;
        }
        int j = cursor.blanksFrom(i + 1);
        return j < to && chars[j] == '{';
    }

    // ---- where a bare value ends -----------------------------------------------------------------------

    /** The end of a placeholder ({@code ...}, {@code …}) at {@code at} that stands alone, or -1. */
    static int placeholderEnd(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int j;
        if (chars[at] == '…') {
            j = at + 1;
        } else if (at + 2 < to && chars[at] == '.' && chars[at + 1] == '.' && chars[at + 2] == '.') {
            j = at + 3;
        } else {
            return -1;
        }
        int k = cursor.blanksFrom(j);
        while (k < to && cursor.commentAt(k)) {
            // ... /* more */ ]: a comment between the placeholder and its delimiter.
            k = cursor.blanksFrom(cursor.commentEnd(k));
        }
        return k >= to || chars[k] == ',' || chars[k] == '}' || chars[k] == ']' || chars[k] == ')' ? j : -1;
    }

    /**
     * Whether a value read up to {@code at} ends there: blanks, then a delimiter, a comment or the end; or,
     * after a blank, what begins the next member (object) or element (array).
     */
    static boolean valueEnds(Cursor cursor, int at, char in) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        if (at < to && (chars[at] == ',' || chars[at] == '}' || chars[at] == ']')) {
            return true;
        }
        int k = cursor.blanksFrom(at);
        if (k >= to) {
            return true;
        }
        char c = chars[k];
        if (c == ',' || c == '}' || c == ']' || c == ')' || cursor.commentAt(k)) {
            return true;
        }
        if (k == at) {
            return false;
        }
        if (isQuote(c)) {
            return true;
        }
        return in == '}' ? wordThenColon(cursor, k) : startsRepairValue(c);
    }
}

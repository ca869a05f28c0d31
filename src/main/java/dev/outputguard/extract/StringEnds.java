package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isKeyPart;
import static dev.outputguard.extract.Chars.isQuote;
import static dev.outputguard.extract.Chars.isSpace;
import static dev.outputguard.extract.Chars.isUnusualBlank;

/**
 * Where a string ends in repair mode, read without moving the cursor: whether a '"' closes its string or
 * is content, and where a string whose closing quote is missing ends. {@code in} says where the string
 * stands, which decides what may follow its closing quote: ':' a key, '}' an object's value, ']' an array's
 * element, ')' a tuple's element. Valid JSON always reads as written: its closing quotes are followed by
 * what the grammar allows.
 */
final class StringEnds {

    private StringEnds() {
    }

    /**
     * Whether the '"' at {@code at} closes a string that stands {@code in}: only where the structure can go
     * on after it. {@code insideJson}: the string has kept a quote as content and a bracket opened in it is
     * still open (raw JSON quoted in a string), so a ',' or a closing bracket after the quote is the inner
     * JSON's.
     */
    static boolean quoteCloses(Cursor cursor, int at, char in, boolean insideJson) {
        if (in == ':' && at + 1 < cursor.to && cursor.chars[at + 1] == ':') {
            // A key and its colon: the common case, decided here (small enough to inline where strings are read).
            return true;
        }
        return quoteClosesAfter(cursor, at, in, insideJson);
    }

    private static boolean quoteClosesAfter(Cursor cursor, int at, char in, boolean insideJson) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        if (!insideJson && at + 1 < to) {
            char next = chars[at + 1];
            if (next == in) {
                return true;
            }
            if (next == ',') {
                // A ',' right after the quote: what the switch below decides for it, without the looks before.
                return in != '}' || memberAfterComma(cursor, at + 2);
            }
        }
        int i = cursor.blanksFrom(at + 1);
        if (i >= to) {
            return true;
        }
        char c = chars[i];
        if (insideJson && (c == '}' || c == ']' || c == ',')) {
            return false;
        }
        return switch (in) {
            // A word glued to a following quote (k"e"y) is the key's content; anything else ends the key.
            case ':' -> !isKeyPart(c) || !quoteAfterWord(cursor, i);
            case '}' -> c == '}' || (c == ']' && closerThenEnd(cursor, i)) || c == '+' || (c == ',' && memberAfterComma(cursor, i + 1))
                    || (isQuote(c) && Lookahead.memberFollows(cursor, i, true)) || (isKeyPart(c) && Lookahead.wordThenColon(cursor, i)) || cursor.commentAt(i);
            // In an array a letter after the quote continues the text ("say "hi" twice"); anything else ends it.
            default -> !isKeyPart(c) || (c >= '0' && c <= '9') || c == '-';
        };
    }

    /**
     * A ']' at {@code at} after a quote in an object's value closes the string (the object missing its '}' in an
     * array, [{"id": "x"]) only when what follows it can end that array: the end, ',', or a closing bracket.
     * Otherwise ("[^'"]+" in a regular expression) the quote and the bracket are the string's content.
     */
    private static boolean closerThenEnd(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int k = cursor.blanksFrom(at + 1);
        return k >= cursor.to || chars[k] == ',' || chars[k] == '}' || chars[k] == ']' || cursor.commentAt(k);
    }

    /** After a ',' in an object: the end, a closing brace, another ',', a comment, or a member. */
    private static boolean memberAfterComma(Cursor cursor, int at) {
        if (plainKeyAfterComma(cursor, at)) {
            return true;
        }
        int i = cursor.blanksFrom(at);
        if (i >= cursor.to) {
            return true;
        }
        char c = cursor.chars[i];
        return c == '}' || c == ',' || cursor.commentAt(i) || Lookahead.memberFollows(cursor, i, true);
    }

    /**
     * The member valid JSON writes after a ',' ({@code , "key":}): at most one space, a '"' key with no escape
     * or line end closed on its line, then ':' at once. What {@link Lookahead#memberFollows} finds there too, in
     * one short loop; false says only that the shape differs (the looks above then decide).
     */
    private static boolean plainKeyAfterComma(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int i = at < to && chars[at] == ' ' ? at + 1 : at;
        if (i >= to || chars[i] != '"') {
            return false;
        }
        for (int j = i + 1; j < to; j++) {
            char c = chars[j];
            if (c == '"') {
                return j + 1 < to && chars[j + 1] == ':';
            }
            if (c == '\\' || c == '\n' || c == '\r') {
                return false;
            }
        }
        return false;
    }

    private static boolean quoteAfterWord(Cursor cursor, int at) {
        int i = at;
        while (i < cursor.to && isKeyPart(cursor.chars[i])) {
            i++;
        }
        int k = cursor.blanksFrom(i);
        return k < cursor.to && cursor.chars[k] == '"';
    }

    /**
     * The '"' at {@code at}, right after a string's opening quote, is a doubled opening quote ({"a": ""value"}):
     * what follows it is no blank, quote or delimiter, and the next '"' on the line closes the string where it
     * stands {@code in} and is not doubled itself ({@code ""key""}, a CSV export's escaping, stays as it is).
     * Valid JSON never has it: an empty string's closing quote is followed by a blank or a delimiter.
     */
    static boolean doubledQuoteAt(Cursor cursor, int at, char in) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        if (at + 1 >= to) {
            return false;
        }
        char c = chars[at + 1];
        if (isSpace(c) || isUnusualBlank(c) || isQuote(c) || c == ',' || c == ':' || c == '}' || c == ']' || c == ')') {
            return false;
        }
        int j = Lookahead.quoteOnLine(cursor, at + 1);
        return j >= 0 && (j + 1 >= to || chars[j + 1] != '"') && quoteCloses(cursor, j, in, false);
    }

    /**
     * In an array, whether the '"' at {@code at} that would be content closes its string because the next
     * element follows it without a ',' (["value1" value2", "value3"], ["a" b]): a blank, one word (no blank,
     * quote or bracket in it), the quote a missing opening one leaves (if any), then ',' or the closing bracket.
     * Only before a blank: a word glued to the quote ("say "hi" twice") is the string's text.
     */
    static boolean wordElementFollows(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        if (at + 1 >= to || (chars[at + 1] != ' ' && chars[at + 1] != '\t')) {
            return false;
        }
        int i = cursor.blanksFrom(at + 1);
        int word = i;
        while (i < to && !isSpace(chars[i]) && !isQuote(chars[i]) && chars[i] != ',' && chars[i] != ':'
                && chars[i] != '[' && chars[i] != ']' && chars[i] != '{' && chars[i] != '}' && chars[i] != ')') {
            i++;
        }
        if (i == word || !isKeyPart(chars[word])) {
            return false;
        }
        if (i < to && chars[i] == '"') {
            i++;
        }
        int k = cursor.blanksFrom(i);
        return k < to && (chars[k] == ',' || chars[k] == ']' || chars[k] == ')');
    }

    /**
     * Whether the string whose kept quote is at {@code at}, just after a ',' and blanks, had its closing
     * quote missing before that ','. In an object the quote opens a key (closed on its line, not empty, then
     * ':'); in an array an element (then ',' or the closing bracket).
     */
    static boolean missingQuoteBefore(Cursor cursor, int at, char in) {
        if (in == ':' || !plainKeyStart(cursor, at + 1)) {
            return false;
        }
        int j = Lookahead.quoteOnLine(cursor, at + 1);
        if (j < 0) {
            return false;
        }
        char[] chars = cursor.chars;
        int k = cursor.blanksFrom(j + 1);
        if (k >= cursor.to) {
            return in != '}';
        }
        return in == '}' ? chars[k] == ':' : chars[k] == ',' || chars[k] == in;
    }

    /**
     * Whether a quoted name may start at {@code at}: not a blank, a delimiter or a quote. A valid string's
     * closing quote is followed by one of those, which keeps {@link #missingQuoteBefore} off valid JSON.
     */
    private static boolean plainKeyStart(Cursor cursor, int at) {
        if (at >= cursor.to) {
            return false;
        }
        char c = cursor.chars[at];
        return !isSpace(c) && c != ',' && c != '}' && c != ']' && c != ':' && c != '"' && c != ')';
    }

    /**
     * For a '"' kept as content at {@code at} in an object's value whose text began at {@code start}: the ','
     * of the {@code , word: } right before it (spaces aside), when that quote opens a value closed on its line
     * and followed by the end, ',' or '}' ({"a": "first, b: "second"}): the string's closing quote is missing
     * before that ',', which begins a member with a bare key. -1 otherwise. Looks back over one word only.
     */
    static int bareKeyBefore(Cursor cursor, int at, int start) {
        char[] chars = cursor.chars;
        int k = at - 1;
        while (k > start && chars[k] == ' ') {
            k--;
        }
        if (k <= start || chars[k] != ':') {
            return -1;
        }
        int colon = k;
        while (k > start && isKeyPart(chars[k - 1])) {
            k--;
        }
        int comma = k - 1;
        while (comma >= start && chars[comma] == ' ') {
            comma--;
        }
        if (k == colon || comma < start || chars[comma] != ',') {
            return -1;
        }
        int j = Lookahead.quoteOnLine(cursor, at + 1);
        if (j < 0) {
            return -1;
        }
        int e = cursor.blanksFrom(j + 1);
        return e >= cursor.to || chars[e] == ',' || chars[e] == '}' ? comma : -1;
    }

    /** How many brackets opened in {@code text[from, until)} are still open. */
    static int openBrackets(Cursor cursor, int from, int until) {
        char[] chars = cursor.chars;
        int depth = 0;
        for (int i = from; i < until; i++) {
            char c = chars[i];
            if (c == '{' || c == '[') {
                depth++;
            } else if ((c == '}' || c == ']') && depth > 0) {
                depth--;
            }
        }
        return depth;
    }

    /**
     * A value string the range cuts off whose text ends with closing brackets and blanks ({"time": "12:20}):
     * the first of them that closes the container the string stands {@code in}, unless a bracket opened in the
     * string is still open there (then the bracket is the string's). -1 when there is none.
     */
    static int closerAtTheEnd(Cursor cursor, int start, char in) {
        char[] chars = cursor.chars;
        int found = -1;
        for (int k = cursor.to - 1; k >= start; k--) {
            char c = chars[k];
            if (c == in) {
                found = k;
            } else if (!isSpace(c) && c != '}' && c != ']' && c != ')') {
                break;
            }
        }
        return found >= 0 && openBrackets(cursor, start, found) == 0 ? found : -1;
    }
}

package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isQuote;
import static dev.outputguard.extract.Chars.isSpace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Strings in repair mode, read from the cursor: left after what was read, or failed through the {@link Cursor}
 * channel. A '"' closes a string only where the structure can go on after it, otherwise it is content
 * ({@link StringEnds}); a string whose closing quote is missing ends where the next member plainly begins;
 * strings may stand in other quotes and be joined with '+'. Each rule can only fire on text that is not valid
 * JSON, so valid JSON reads as the strict grammar reads it. {@link TolerantKeys} reads keys with these.
 *
 * <p>{@code in} says where a string stands: ':' a key, '}' an object's value, ']' an array's element, ')' a
 * tuple's element.
 */
final class TolerantStrings {

    private final KeyCache keys;
    /**
     * A string of this parse ran to the end of the range and was ended at a closing bracket before it: if the
     * candidate then fails, it ends the search as a candidate the text never closes would (strict mode reads
     * it so), and no later candidate inside that string is tried.
     */
    boolean readToTheEnd;
    /** Read every string the range cuts off as cut off (the second reading of such a candidate). */
    boolean noEndCut;

    TolerantStrings(KeyCache keys) {
        this.keys = keys;
    }

    /** A value in quotes ({@code quote} at the cursor), joined with the strings a '+' adds to it. */
    JsonNode readStringValue(Cursor cursor, char quote, char in) {
        Cursor c = cursor;
        String value = quote == '"' ? readString(cursor, in) : otherQuotes(cursor, quote, false);
        if (value == null) {
            return Cursor.FAILED;
        }
        if (c.pos < c.to && (c.chars[c.pos] == ',' || c.chars[c.pos] == in)) {
            // A ',' or the closer right after the string (most values): no blank to skip, no '+' to join.
            return TextNode.valueOf(value);
        }
        c.skipSpace();
        if (c.pos >= c.to || c.chars[c.pos] != '+') {
            return TextNode.valueOf(value);
        }
        return concatenatedString(cursor, value, in);
    }

    /** The string {@code value} read, a '+' at the cursor, and what it joins (apart: it is rare). */
    private JsonNode concatenatedString(Cursor cursor, String value, char in) {
        Cursor c = cursor;
        StringBuilder joined = null;
        while (true) {
            c.skipSpace();
            if (c.pos >= c.to || c.chars[c.pos] != '+') {
                return TextNode.valueOf(joined == null ? value : joined.toString());
            }
            // repair: CONCATENATED_STRING — "a" + "b" is read as "ab"
            cursor.log.add(RepairKind.CONCATENATED_STRING, c.pos);
            c.pos++;
            c.skipSpace();
            if (c.pos >= c.to) {
                return c.eof(TextNode.valueOf(joined == null ? value : joined.toString()));
            }
            char next = c.chars[c.pos];
            if (!isQuote(next)) {
                return c.fail("a string after '+'");
            }
            joined = joined == null ? new StringBuilder(value) : joined;
            String more = next == '"' ? readString(cursor, in) : otherQuotes(cursor, next, false);
            if (more == null) {
                if (c.stop == Cursor.Stop.EOF && c.stopPartial != null) {
                    // A reply cut off in the second part keeps the whole string read so far.
                    c.stopPartial = TextNode.valueOf(joined.append(c.stopPartial.textValue()).toString());
                }
                return Cursor.FAILED;
            }
            joined.append(more);
        }
    }

    /** A double-quoted string; the common case (no escape, no control character, no inner quote) is one substring. */
    String readString(Cursor cursor, char in) {
        Cursor c = cursor;
        char[] chars = c.chars;
        int start = c.pos + 1;
        // A local index in the hot loop: the JIT keeps it in a register.
        for (int i = start; i < c.to; i++) {
            char ch = chars[i];
            if (ch == '"') {
                if (StringEnds.quoteCloses(cursor, i, in, false)) {
                    c.pos = i + 1;
                    c.lastEnd = c.pos;
                    return c.text.substring(start, i);
                }
                c.pos = i;
                return readRest(cursor, new StringBuilder().append(c.text, start, i), '"', in, start);
            }
            if (ch == '\\' || ch < 0x20) {
                c.pos = i;
                return readRest(cursor, new StringBuilder().append(c.text, start, i), '"', in, start);
            }
        }
        // Read it again with the rules for a string the range cuts off (a missing closing quote).
        c.pos = start;
        return readRest(cursor, new StringBuilder(), '"', in, start);
    }

    /** A string in single or smart quotes; a {@code key} without escapes comes from the {@link KeyCache}. */
    String otherQuotes(Cursor cursor, char quote, boolean key) {
        Cursor c = cursor;
        char[] chars = c.chars;
        if (quote == '\'') {
            // repair: SINGLE_QUOTES — 'a' is read as a JSON string
            cursor.log.add(RepairKind.SINGLE_QUOTES, c.pos);
        } else {
            // repair: SMART_QUOTES — “a” and ‘a’ are read as JSON strings
            cursor.log.add(RepairKind.SMART_QUOTES, c.pos);
        }
        int start = c.pos + 1;
        int hash = 0;
        // As readString: the common case (no escape, no control character) is one substring.
        for (int i = start; i < c.to; i++) {
            char ch = chars[i];
            if (ch == '\\' || ch < 0x20) {
                c.pos = i;
                return readRest(cursor, new StringBuilder().append(c.text, start, i), quote, ':', start);
            }
            if (closes(cursor, quote, ch, i)) {
                c.pos = i + 1;
                c.lastEnd = c.pos;
                return key ? keys.key(c.text, chars, start, i - start, hash) : c.text.substring(start, i);
            }
            hash = 31 * hash + ch;
        }
        c.pos = c.to;
        c.eof(TextNode.valueOf(c.text.substring(start, c.to)));
        return null;
    }

    /**
     * The rest of a string from the cursor (its content began at {@code start}), appending to {@code value}.
     * Single and smart quotes close before a delimiter; a '"' string follows the rules of {@link StringEnds},
     * and at the end of the range a closing bracket that ends the text ({"time": "12:20}) closes the
     * container, not the string.
     */
    private String readRest(Cursor cursor, StringBuilder value, char quote, char in, int start) {
        Cursor c = cursor;
        char[] chars = c.chars;
        boolean rules = quote == '"';
        int depth = rules ? StringEnds.openBrackets(cursor, start, c.pos) : 0;
        boolean keptQuote = false;
        // The last ',' followed so far only by spaces, and the last closing bracket followed only by blanks.
        int comma = -1;
        int commaLength = 0;
        if (rules) {
            // Entered at a kept quote: a ',' before it (the fast path copied the text as it is) still counts.
            int k = c.pos - 1;
            while (k >= start && isSpace(chars[k])) {
                k--;
            }
            if (k >= start && chars[k] == ',') {
                comma = k;
                commaLength = value.length() - (c.pos - k);
            }
        }
        while (c.pos < c.to) {
            char ch = chars[c.pos];
            if (quote == '"' ? ch == '"' : closes(cursor, quote, ch, c.pos)) {
                if (rules && c.pos == start && StringEnds.doubledQuoteAt(cursor, c.pos, in)) {
                    doubledQuote(cursor);
                    continue;
                }
                boolean insideJson = keptQuote && depth > 0;
                if (!rules || StringEnds.quoteCloses(cursor, c.pos, in, insideJson)
                        || (!keptQuote && in != '}' && in != ':' && StringEnds.wordElementFollows(cursor, c.pos))) {
                    value.setLength(value.length() - layoutBeforeQuote(cursor, start, c.pos));
                    c.pos++;
                    c.lastEnd = c.pos;
                    return value.toString();
                }
                if (comma >= 0 && !insideJson && StringEnds.missingQuoteBefore(cursor, c.pos, in)) {
                    return missingQuoteBeforeComma(cursor, value, comma, commaLength);
                }
                int bareKey = in == '}' && !insideJson ? StringEnds.bareKeyBefore(cursor, c.pos, start) : -1;
                if (bareKey >= 0) {
                    return missingQuoteBeforeBareKey(cursor, value, bareKey);
                }
                unescapedQuote(cursor, value);
                keptQuote = true;
                comma = -1;
                continue;
            }
            if (ch == '\\') {
                comma = -1;
                if (!readEscape(cursor, value)) {
                    return null;
                }
                continue;
            }
            if (ch < 0x20) {
                unescapedControlChar(cursor);
            }
            if (rules) {
                if (ch == ',') {
                    comma = c.pos;
                    commaLength = value.length();
                } else if (!isSpace(ch)) {
                    comma = -1;
                }
                if (ch == '{' || ch == '[') {
                    depth++;
                } else if ((ch == '}' || ch == ']') && depth > 0) {
                    depth--;
                }
            }
            value.append(ch);
            c.pos++;
        }
        int closer = rules && in != ':' && !noEndCut ? StringEnds.closerAtTheEnd(cursor, start, in) : -1;
        if (closer >= 0) {
            return missingQuoteAtTheEnd(cursor, value, start, closer);
        }
        c.eof(TextNode.valueOf(value.toString()));
        return null;
    }

    private void doubledQuote(Cursor cursor) {
        // repair: DOUBLED_QUOTE — a second '"' right after the opening one, with the string closed by the next
        // quote ({"a": ""value"}), is dropped (a guess)
        cursor.log.add(RepairKind.DOUBLED_QUOTE, cursor.pos);
        cursor.pos++;
    }

    private void unescapedQuote(Cursor cursor, StringBuilder value) {
        // repair: UNESCAPED_QUOTE — a '"' that the structure cannot go on after is content (a guess)
        cursor.log.add(RepairKind.UNESCAPED_QUOTE, cursor.pos);
        value.append('"');
        cursor.pos++;
    }

    private String missingQuoteBeforeComma(Cursor cursor, StringBuilder value, int comma, int commaLength) {
        // repair: MISSING_QUOTE — the string ends before the ',' the next member follows (a guess)
        dropControlCharacters(cursor, comma, cursor.pos);
        cursor.log.add(RepairKind.MISSING_QUOTE, comma);
        value.setLength(commaLength);
        cursor.pos = comma;
        cursor.lastEnd = comma;
        return value.toString();
    }

    private String missingQuoteBeforeBareKey(Cursor cursor, StringBuilder value, int comma) {
        // repair: MISSING_QUOTE — the string ends before ", word: " and the quoted value after it
        // ({"a": "first, b: "second"}) (a guess)
        cursor.log.add(RepairKind.MISSING_QUOTE, comma);
        value.setLength(value.length() - (cursor.pos - comma));
        cursor.pos = comma;
        cursor.lastEnd = comma;
        return value.toString();
    }

    private String missingQuoteAtTheEnd(Cursor cursor, StringBuilder value, int start, int closer) {
        readToTheEnd = true;
        // The blanks before that bracket are layout, not content ("abc⏎]" is "abc").
        int end = closer;
        while (end > start && isSpace(cursor.chars[end - 1])) {
            end--;
        }
        dropControlCharacters(cursor, end, cursor.to);
        // repair: MISSING_QUOTE — the container's closing bracket ends the text (a guess)
        cursor.log.add(RepairKind.MISSING_QUOTE, closer);
        value.setLength(value.length() - (cursor.to - end));
        cursor.pos = closer;
        cursor.lastEnd = closer;
        return value.toString();
    }

    private void unescapedControlChar(Cursor cursor) {
        // repair: UNESCAPED_CONTROL_CHAR — a newline or tab typed into a string is kept as if escaped
        cursor.log.add(RepairKind.UNESCAPED_CONTROL_CHAR, cursor.pos);
    }

    /**
     * Takes back the raw control characters of {@code text[from, until)} this string logged last, the part
     * of it a missing quote cuts off (only blanks and brackets, so nothing else was logged there). Counted,
     * not found by position: entries before this string's may lie further on in the text (containers an
     * earlier candidate closed, kept for reuse).
     */
    private void dropControlCharacters(Cursor cursor, int from, int until) {
        int n = 0;
        for (int i = from; i < until; i++) {
            n += cursor.chars[i] < 0x20 ? 1 : 0;
        }
        cursor.log.truncate(cursor.log.size() - n);
    }

    /**
     * How many characters before the closing quote at {@code quote} are a raw line break and the blanks after
     * it: the quote put on a line of its own ("hello⏎"), layout and not content, dropped with the
     * {@code UNESCAPED_CONTROL_CHAR} repairs already listed for them. Never in valid JSON, where a raw line break
     * cannot stand in a string. Those characters were copied as they are, so the count is also what to cut.
     */
    private int layoutBeforeQuote(Cursor cursor, int start, int quote) {
        char[] chars = cursor.chars;
        int cut = quote;
        for (int k = quote - 1; k >= start && isSpace(chars[k]); k--) {
            if (chars[k] == '\n' || chars[k] == '\r') {
                cut = k;
            }
        }
        return quote - cut;
    }

    /** Whether {@code c}, at {@code at}, closes a string opened with {@code quote}. */
    private boolean closes(Cursor cursor, char quote, char c, int at) {
        return switch (quote) {
            case '"' -> c == '"';
            case '“' -> c == '”' || c == '“' || c == '"';
            // An apostrophe inside 'it's' is content: a single quote ends the string only before a delimiter.
            case '\'' -> c == '\'' && delimiterFollows(cursor, at + 1);
            default -> (c == '’' || c == '‘' || c == '\'') && delimiterFollows(cursor, at + 1);
        };
    }

    private boolean delimiterFollows(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int i = at;
        while (i < cursor.to && (chars[i] == ' ' || chars[i] == '\t' || chars[i] == '\r' || chars[i] == '\n')) {
            i++;
        }
        if (i >= cursor.to) {
            return true;
        }
        char c = chars[i];
        return c == ',' || c == ':' || c == '}' || c == ']' || c == '+' || c == '\'' || c == '"';
    }

    /** Reads the escape at the cursor into {@code value}; false when the range ends in it or a backslash-u escape is bad. */
    private boolean readEscape(Cursor cursor, StringBuilder value) {
        Cursor c = cursor;
        if (c.pos + 1 >= c.to) {
            c.pos = c.to;
            c.eof(TextNode.valueOf(value.toString()));
            return false;
        }
        char e = c.chars[c.pos + 1];
        if (e == 'u') {
            return c.readUnicodeEscape(value);
        }
        char unescaped = Chars.unescaped(e);
        if (unescaped == 0) {
            invalidEscape(cursor, value, e);
        } else {
            value.append(unescaped);
        }
        c.pos += 2;
        return true;
    }

    private void invalidEscape(Cursor cursor, StringBuilder value, char e) {
        // repair: INVALID_ESCAPE — \' is an apostrophe and an escaped typographic quote (\„, \”) that quote; any
        // other (C:\dir) keeps its backslash
        cursor.log.add(RepairKind.INVALID_ESCAPE, cursor.pos);
        if (e != '\'' && "“”„‟‘’‚‛«»".indexOf(e) < 0) {
            value.append('\\');
        }
        value.append(e);
    }
}

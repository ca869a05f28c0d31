package dev.outputguard.extract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Strings and keys, read from {@code pos}: left after what was read, or failed through the
 * {@link JsonCursor} channel. In repair mode a '"' closes a string only where the structure can go on after
 * it (otherwise it is content), and a string whose closing quote is missing ends where the next member
 * plainly begins; both rules can only fire on text that is not valid JSON, so valid JSON reads as in strict
 * mode.
 */
abstract class StringReader extends Lookahead {

    private final KeyCache keys = new KeyCache();
    /**
     * A string of this parse ran to the end of the range and was ended at a closing bracket before it: if the
     * candidate then fails, it ends the search as a candidate the text never closes would (strict mode reads
     * it so), and no later candidate inside that string is tried.
     */
    boolean readToTheEnd;
    /** Read every string the range cuts off as cut off (the second reading of such a candidate). */
    boolean noEndCut;

    StringReader(String text, char[] chars, boolean repair) {
        super(text, chars, repair);
    }

    // ---- strings -----------------------------------------------------------------------------------
    // `in` says where a string stands, which decides what may follow its closing quote: ':' a key,
    // '}' an object's value, ']' an array's element, ')' a tuple's element.

    final JsonNode readStringValue(char quote, char in) {
        String value = quote == '"' ? readString(in) : readQuoted(quote, false);
        if (value == null) {
            return FAILED;
        }
        if (!repair || (pos < to && (chars[pos] == ',' || chars[pos] == in))) {
            // A ',' or the closer right after the string (most values): no blank to skip, no '+' to join.
            return TextNode.valueOf(value);
        }
        skipSpace();
        if (pos >= to || chars[pos] != '+') {
            return TextNode.valueOf(value);
        }
        return concatenated(value, in);
    }

    /** Repair mode: the string {@code value} read, a '+' at {@code pos}, and what it joins (apart: it is rare). */
    private JsonNode concatenated(String value, char in) {
        StringBuilder joined = null;
        while (true) {
            skipSpace();
            if (pos >= to || chars[pos] != '+') {
                return TextNode.valueOf(joined == null ? value : joined.toString());
            }
            // repair: concatenated strings — "a" + "b" is read as "ab"
            log.add(RepairKind.CONCATENATED_STRING, pos);
            pos++;
            skipSpace();
            if (pos >= to) {
                return eof(TextNode.valueOf(joined == null ? value : joined.toString()));
            }
            char c = chars[pos];
            if (!isQuote(c)) {
                return fail("a string after '+'");
            }
            joined = joined == null ? new StringBuilder(value) : joined;
            String next = c == '"' ? readString(in) : readQuoted(c, false);
            if (next == null) {
                if (stop == Stop.EOF && stopPartial != null) {
                    // A reply cut off in the second part keeps the whole string read so far.
                    stopPartial = TextNode.valueOf(joined.append(stopPartial.textValue()).toString());
                }
                return FAILED;
            }
            joined.append(next);
        }
    }

    /** A double-quoted string; the common case (no escape, no control character, no inner quote) is one substring. */
    final String readString(char in) {
        int start = pos + 1;
        // A local index in the hot loop: the JIT keeps it in a register.
        for (int i = start; i < to; i++) {
            char c = chars[i];
            if (c == '"') {
                if (!repair || quoteCloses(i, in, false)) {
                    pos = i + 1;
                    lastEnd = pos;
                    return text.substring(start, i);
                }
                pos = i;
                return readStringSlowly(new StringBuilder().append(text, start, i), '"', in, start);
            }
            if (c == '\\' || c < 0x20) {
                pos = i;
                return readStringSlowly(new StringBuilder().append(text, start, i), '"', in, start);
            }
        }
        if (repair) {
            // Read it again with the rules for a string the range cuts off (a missing closing quote).
            pos = start;
            return readStringSlowly(new StringBuilder(), '"', in, start);
        }
        pos = to;
        eof(TextNode.valueOf(text.substring(start, to)));
        return null;
    }

    /** A double-quoted key; one without escapes comes from the {@link KeyCache}. */
    final String readKeyString() {
        int start = pos + 1;
        int hash = 0;
        for (int i = start; i < to; i++) {
            char c = chars[i];
            if (c == '"') {
                if (repair && chars[i - 1] == ':' && i - 1 > start && colonEndsKey(i)) {
                    return keyBeforeColon(start, i - 1);
                }
                if (repair && !quoteCloses(i, ':', false)) {
                    break;
                }
                pos = i + 1;
                lastEnd = pos;
                return keys.key(text, chars, start, i - start, hash);
            }
            if (c == '\\' || c < 0x20) {
                break;
            }
            hash = 31 * hash + c;
        }
        return readString(':');
    }

    /** The key {@code text[start, colon)} whose ':' at {@code colon} is glued to its value's opening quote. */
    private String keyBeforeColon(int start, int colon) {
        // repair: missing closing quote — a key's ':' glued to the quote of its value ({"key:"value"}) ends the
        // key: the quote opens the value (a guess)
        log.add(RepairKind.MISSING_QUOTE, colon);
        pos = colon;
        lastEnd = pos;
        int hash = 0;
        for (int k = start; k < colon; k++) {
            hash = 31 * hash + chars[k];
        }
        return keys.key(text, chars, start, colon - start, hash);
    }

    /** A key in repair mode that does not start with '"': quoted otherwise, or a bare word. */
    final String readRepairKey(char c) {
        if (isQuote(c)) {
            return readQuoted(c, true);
        }
        // repair: unquoted key — {name: 1} reads the bare word as the key
        log.add(RepairKind.UNQUOTED_KEY, pos);
        int start = pos;
        int hash = 0;
        while (pos < to && isKeyPart(chars[pos])) {
            hash = 31 * hash + chars[pos];
            pos++;
        }
        int end = pos;
        if (pos < to && chars[pos] == '"' && pos > start) {
            int k = blanksFrom(pos + 1);
            if (k < to && chars[k] == ':') {
                // The quote a key missing its opening one ends with (b": 1) is dropped with it.
                pos++;
            }
        }
        lastEnd = pos;
        return keys.key(text, chars, start, end - start, hash);
    }

    /** A string in single or smart quotes; a {@code key} without escapes comes from the {@link KeyCache}. */
    private String readQuoted(char quote, boolean key) {
        // repair: single quotes / smart quotes — 'a', “a”, ‘a’ are read as JSON strings
        log.add(quote == '\'' ? RepairKind.SINGLE_QUOTES : RepairKind.SMART_QUOTES, pos);
        int start = pos + 1;
        int hash = 0;
        // As readString: the common case (no escape, no control character) is one substring.
        for (int i = start; i < to; i++) {
            char c = chars[i];
            if (c == '\\' || c < 0x20) {
                pos = i;
                return readStringSlowly(new StringBuilder().append(text, start, i), quote, ':', start);
            }
            if (closes(quote, c, i)) {
                pos = i + 1;
                lastEnd = pos;
                return key ? keys.key(text, chars, start, i - start, hash) : text.substring(start, i);
            }
            hash = 31 * hash + c;
        }
        pos = to;
        eof(TextNode.valueOf(text.substring(start, to)));
        return null;
    }

    /**
     * The rest of a string from {@code pos} (its content began at {@code start}), appending to {@code value}.
     * Single and smart quotes close before a delimiter; a '"' string follows the repair rules of
     * {@link #quoteCloses} and {@link #missingQuoteBefore}, and at the end of the range a closing bracket
     * that ends the text ({"time": "12:20}) closes the container, not the string.
     */
    private String readStringSlowly(StringBuilder value, char quote, char in, int start) {
        boolean rules = repair && quote == '"';
        int depth = rules ? openBrackets(start, pos) : 0;
        boolean keptQuote = false;
        // The last ',' followed so far only by spaces, and the last closing bracket followed only by blanks.
        int comma = -1;
        int commaLength = 0;
        if (rules) {
            // Entered at a kept quote: a ',' before it (the fast path copied the text as it is) still counts.
            int k = pos - 1;
            while (k >= start && isSpace(chars[k])) {
                k--;
            }
            if (k >= start && chars[k] == ',') {
                comma = k;
                commaLength = value.length() - (pos - k);
            }
        }
        while (pos < to) {
            char c = chars[pos];
            if (quote == '"' ? c == '"' : closes(quote, c, pos)) {
                if (rules && pos == start && doubledQuote(pos, in)) {
                    // repair: doubled quote — a second '"' right after the opening one, with the string closed by
                    // the next quote ({"a": ""value"}), is dropped (a guess)
                    log.add(RepairKind.DOUBLED_QUOTE, pos);
                    pos++;
                    continue;
                }
                if (!rules || quoteCloses(pos, in, keptQuote && depth > 0)
                        || (!keptQuote && in != '}' && in != ':' && wordElementFollows(pos))) {
                    if (repair) {
                        value.setLength(value.length() - layoutBeforeQuote(start, pos));
                    }
                    pos++;
                    lastEnd = pos;
                    return value.toString();
                }
                if (comma >= 0 && !(keptQuote && depth > 0) && missingQuoteBefore(pos, in)) {
                    // repair: missing closing quote — the string ends before the ',' the next member follows (a guess)
                    dropControlCharacters(comma, pos);
                    log.add(RepairKind.MISSING_QUOTE, comma);
                    value.setLength(commaLength);
                    pos = comma;
                    lastEnd = pos;
                    return value.toString();
                }
                int bareKey = rules && in == '}' && !(keptQuote && depth > 0) ? bareKeyBefore(pos, start) : -1;
                if (bareKey >= 0) {
                    // repair: missing closing quote — the string ends before ", word: " and the quoted value
                    // after it ({"a": "first, b: "second"}) (a guess)
                    log.add(RepairKind.MISSING_QUOTE, bareKey);
                    value.setLength(value.length() - (pos - bareKey));
                    pos = bareKey;
                    lastEnd = pos;
                    return value.toString();
                }
                // repair: unescaped quote — a '"' that the structure cannot go on after is content (a guess)
                log.add(RepairKind.UNESCAPED_QUOTE, pos);
                keptQuote = true;
                comma = -1;
                value.append(c);
                pos++;
                continue;
            }
            if (c == '\\') {
                comma = -1;
                if (!readEscape(value)) {
                    return null;
                }
                continue;
            }
            if (c < 0x20 && !controlCharacter()) {
                return null;
            }
            if (rules) {
                if (c == ',') {
                    comma = pos;
                    commaLength = value.length();
                } else if (!isSpace(c)) {
                    comma = -1;
                }
                if (c == '{' || c == '[') {
                    depth++;
                } else if ((c == '}' || c == ']') && depth > 0) {
                    depth--;
                }
            }
            value.append(c);
            pos++;
        }
        int closer = rules && in != ':' && !noEndCut ? closerAtTheEnd(start, in) : -1;
        if (closer >= 0) {
            readToTheEnd = true;
            // repair: missing closing quote — the container's closing bracket ends the text (a guess)
            // The blanks before that bracket are layout, not content ("abc⏎]" is "abc").
            int end = closer;
            while (end > start && isSpace(chars[end - 1])) {
                end--;
            }
            dropControlCharacters(end, to);
            log.add(RepairKind.MISSING_QUOTE, closer);
            value.setLength(value.length() - (to - end));
            pos = closer;
            lastEnd = pos;
            return value.toString();
        }
        eof(TextNode.valueOf(value.toString()));
        return null;
    }

    /**
     * Takes back the raw control characters of {@code text[from, until)} this string logged last, the part
     * of it a missing quote cuts off (only blanks and brackets, so nothing else was logged there). Counted,
     * not found by position: entries before this string's may lie further on in the text (containers an
     * earlier candidate closed, kept for reuse).
     */
    private void dropControlCharacters(int from, int until) {
        int n = 0;
        for (int i = from; i < until; i++) {
            n += chars[i] < 0x20 ? 1 : 0;
        }
        log.truncate(log.size() - n);
    }

    /**
     * How many characters before the closing quote at {@code quote} are a raw line break and the blanks after
     * it: the quote put on a line of its own ("hello⏎"), layout and not content. Never in valid JSON, where a
     * raw line break cannot stand in a string. Those characters were copied as they are, so the count is
     * also what to cut from the value.
     */
    private int layoutBeforeQuote(int start, int quote) {
        int cut = quote;
        for (int k = quote - 1; k >= start && isSpace(chars[k]); k--) {
            if (chars[k] == '\n' || chars[k] == '\r') {
                cut = k;
            }
        }
        // repair: raw control character — a line break right before the closing quote is layout, dropped
        return quote - cut;
    }

    private boolean controlCharacter() {
        if (!repair) {
            // Worded only if reported: prose is full of failed candidates whose "string" runs over a line end.
            fail(ESCAPED_CONTROL_CHARACTER);
            return false;
        }
        // repair: raw control character — a newline or tab typed into a string is kept as if escaped
        log.add(RepairKind.UNESCAPED_CONTROL_CHAR, pos);
        return true;
    }

    /** Whether {@code c}, at {@code at}, closes a string opened with {@code quote}. */
    private boolean closes(char quote, char c, int at) {
        return switch (quote) {
            case '"' -> c == '"';
            case '“' -> c == '”' || c == '“' || c == '"';
            // An apostrophe inside 'it's' is content: a single quote ends the string only before a delimiter.
            case '\'' -> c == '\'' && delimiterFollows(at + 1);
            default -> (c == '’' || c == '‘' || c == '\'') && delimiterFollows(at + 1);
        };
    }

    private boolean delimiterFollows(int at) {
        int i = at;
        while (i < to && (chars[i] == ' ' || chars[i] == '\t' || chars[i] == '\r' || chars[i] == '\n')) {
            i++;
        }
        if (i >= to) {
            return true;
        }
        char c = chars[i];
        return c == ',' || c == ':' || c == '}' || c == ']' || c == '+' || c == '\'' || c == '"';
    }

    /** Reads the escape at {@code pos} into {@code value}; false when it failed. */
    private boolean readEscape(StringBuilder value) {
        if (pos + 1 >= to) {
            pos = to;
            eof(TextNode.valueOf(value.toString()));
            return false;
        }
        char e = chars[pos + 1];
        switch (e) {
            case '"', '\\', '/' -> value.append(e);
            case 'b' -> value.append('\b');
            case 'f' -> value.append('\f');
            case 'n' -> value.append('\n');
            case 'r' -> value.append('\r');
            case 't' -> value.append('\t');
            case 'u' -> {
                return readUnicodeEscape(value);
            }
            default -> {
                if (!repair) {
                    pos++;
                    fail("a valid escape character (one of \" \\ / b f n r t u)");
                    return false;
                }
                // repair: invalid escape — \' is an apostrophe and an escaped typographic quote (\„, \”) that
                // quote; any other (C:\dir) keeps its backslash
                log.add(RepairKind.INVALID_ESCAPE, pos);
                if (e != '\'' && "“”„‟‘’‚‛«»".indexOf(e) < 0) {
                    value.append('\\');
                }
                value.append(e);
            }
        }
        pos += 2;
        return true;
    }

    private boolean readUnicodeEscape(StringBuilder value) {
        int code = 0;
        for (int i = pos + 2; i < pos + 6; i++) {
            if (i >= to) {
                pos = to;
                eof(TextNode.valueOf(value.toString()));
                return false;
            }
            int digit = Character.digit(chars[i], 16);
            if (digit < 0) {
                pos = i;
                fail("a hexadecimal digit in a \\u escape");
                return false;
            }
            code = code * 16 + digit;
        }
        pos += 6;
        value.append((char) code);
        return true;
    }
}

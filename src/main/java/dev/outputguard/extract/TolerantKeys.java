package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isKeyPart;
import static dev.outputguard.extract.Chars.isQuote;

/**
 * Object keys in repair mode: double-quoted (a key's ':' glued to its value's quote ends it), in other quotes
 * ({@link TolerantStrings}), or bare words. One without escapes comes from the {@link KeyCache}.
 */
final class TolerantKeys {

    private final TolerantStrings strings;
    private final KeyCache keys;

    TolerantKeys(TolerantStrings strings, KeyCache keys) {
        this.strings = strings;
        this.keys = keys;
    }

    /** A key at the cursor, which starts with {@code first}: quoted in any way, or a bare word; null when there is none. */
    String read(Cursor cursor, char first) {
        if (first == '"') {
            return readQuotedKey(cursor);
        }
        if (isQuote(first)) {
            return strings.otherQuotes(cursor, first, true);
        }
        if (isKeyPart(first)) {
            return unquotedKey(cursor);
        }
        cursor.fail(Failures.EXPECTED_KEY);
        return null;
    }

    /** A double-quoted key. */
    private String readQuotedKey(Cursor cursor) {
        Cursor c = cursor;
        char[] chars = c.chars;
        int start = c.pos + 1;
        int hash = 0;
        for (int i = start; i < c.to; i++) {
            char ch = chars[i];
            if (ch == '"') {
                if (chars[i - 1] == ':' && i - 1 > start && Lookahead.colonEndsKey(cursor, i)) {
                    return missingQuoteAtColon(cursor, start, i - 1);
                }
                if (!StringEnds.quoteCloses(cursor, i, ':', false)) {
                    break;
                }
                c.pos = i + 1;
                c.lastEnd = c.pos;
                return keys.key(c.text, chars, start, i - start, hash);
            }
            if (ch == '\\' || ch < 0x20) {
                break;
            }
            hash = 31 * hash + ch;
        }
        return strings.readString(cursor, ':');
    }

    /** The key {@code text[start, colon)} whose ':' at {@code colon} is glued to its value's opening quote. */
    private String missingQuoteAtColon(Cursor cursor, int start, int colon) {
        // repair: MISSING_QUOTE — a key's ':' glued to the quote of its value ({"key:"value"}) ends the key: the
        // quote opens the value (a guess)
        cursor.log.add(RepairKind.MISSING_QUOTE, colon);
        cursor.pos = colon;
        cursor.lastEnd = colon;
        int hash = 0;
        for (int k = start; k < colon; k++) {
            hash = 31 * hash + cursor.chars[k];
        }
        return keys.key(cursor.text, cursor.chars, start, colon - start, hash);
    }

    private String unquotedKey(Cursor cursor) {
        Cursor c = cursor;
        char[] chars = c.chars;
        // repair: UNQUOTED_KEY — {name: 1} reads the bare word as the key
        cursor.log.add(RepairKind.UNQUOTED_KEY, c.pos);
        int start = c.pos;
        int hash = 0;
        while (c.pos < c.to && isKeyPart(chars[c.pos])) {
            hash = 31 * hash + chars[c.pos];
            c.pos++;
        }
        int end = c.pos;
        if (c.pos < c.to && chars[c.pos] == '"' && c.pos > start) {
            int k = c.blanksFrom(c.pos + 1);
            if (k < c.to && chars[k] == ':') {
                // The quote a key missing its opening one ends with (b": 1) is dropped with it.
                c.pos++;
            }
        }
        c.lastEnd = c.pos;
        return keys.key(c.text, chars, start, end - start, hash);
    }

}

package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isKeyPart;
import static dev.outputguard.extract.Chars.isQuote;

/**
 * Object keys in repair mode: double-quoted (a key's ':' glued to its value's quote ends it), in other quotes
 * ({@link TolerantStrings}), or bare words. One without escapes comes from the {@link KeyCache}.
 */
final class TolerantKeys {

    private final Cursor cursor;
    private final Lookahead look;
    private final StringEnds ends;
    private final TolerantStrings strings;
    private final KeyCache keys;
    private final RepairLog log;

    TolerantKeys(Cursor cursor, Lookahead look, StringEnds ends, TolerantStrings strings, KeyCache keys) {
        this.cursor = cursor;
        this.look = look;
        this.ends = ends;
        this.strings = strings;
        this.keys = keys;
        this.log = cursor.log;
    }

    /** A key at the cursor, which starts with {@code first}: quoted in any way, or a bare word; null when there is none. */
    String read(char first) {
        if (first == '"') {
            return readQuotedKey();
        }
        if (isQuote(first)) {
            return strings.otherQuotes(first, true);
        }
        if (isKeyPart(first)) {
            return unquotedKey();
        }
        cursor.fail(Failures.EXPECTED_KEY);
        return null;
    }

    /** A double-quoted key. */
    private String readQuotedKey() {
        Cursor c = cursor;
        char[] chars = c.chars;
        int start = c.pos + 1;
        int hash = 0;
        for (int i = start; i < c.to; i++) {
            char ch = chars[i];
            if (ch == '"') {
                if (chars[i - 1] == ':' && i - 1 > start && look.colonEndsKey(i)) {
                    return missingQuoteAtColon(start, i - 1);
                }
                if (!ends.quoteCloses(i, ':', false)) {
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
        return strings.readString(':');
    }

    /** The key {@code text[start, colon)} whose ':' at {@code colon} is glued to its value's opening quote. */
    private String missingQuoteAtColon(int start, int colon) {
        // repair: MISSING_QUOTE — a key's ':' glued to the quote of its value ({"key:"value"}) ends the key: the
        // quote opens the value (a guess)
        log.add(RepairKind.MISSING_QUOTE, colon);
        cursor.pos = colon;
        cursor.lastEnd = colon;
        int hash = 0;
        for (int k = start; k < colon; k++) {
            hash = 31 * hash + cursor.chars[k];
        }
        return keys.key(cursor.text, cursor.chars, start, colon - start, hash);
    }

    private String unquotedKey() {
        Cursor c = cursor;
        char[] chars = c.chars;
        // repair: UNQUOTED_KEY — {name: 1} reads the bare word as the key
        log.add(RepairKind.UNQUOTED_KEY, c.pos);
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

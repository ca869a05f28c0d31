package dev.outputguard.extract;

/**
 * What comes next, read without moving: the looks repair mode takes before it chooses between readings
 * (does a member follow this quote, does this value end here). Each look is bounded by the next quote, line
 * end or non-word character, and a look that is not taken leaves text the parser reads once more at most,
 * so repair mode stays linear. Every look that can turn a character into content fires only on text that
 * is not valid JSON.
 */
abstract class Lookahead extends JsonCursor {

    Lookahead(String text, char[] chars, boolean repair) {
        super(text, chars, repair);
    }

    /** The first position at or after {@code at} that is no blank (unusual blanks included; comments are not skipped). */
    final int blanksFrom(int at) {
        if (at < to && chars[at] > ' ' && chars[at] < '\u00a0') {
            // Nothing to skip, which is most looks.
            return at;
        }
        int i = at;
        while (i < to && (isSpace(chars[i]) || isUnusualBlank(chars[i]))) {
            i++;
        }
        return i;
    }

    /**
     * Whether an object member starts at {@code at} (after blanks): a quoted key closed on its line and
     * followed by ':', or a bare word followed by ':'. With {@code orEnd}, a quoted key the range cuts off
     * counts too (a truncated reply).
     */
    final boolean memberFollows(int at, boolean orEnd) {
        int i = blanksFrom(at);
        if (i >= to) {
            return orEnd;
        }
        char c = chars[i];
        if (isQuote(c)) {
            int j = quotedEnd(i);
            if (j < 0) {
                return false;
            }
            if (j >= to) {
                return orEnd;
            }
            int k = blanksFrom(j + 1);
            return k >= to ? orEnd : chars[k] == ':' || (chars[j - 1] == ':' && j - 1 > i + 1 && colonEndsKey(j));
        }
        return keyThenColon(i);
    }

    /**
     * Whether a quoted key closed on its line starts at {@code at} (after blanks), followed by a quoted value
     * without its ':' ({@code "b" "c"}: a member that {@code MISSING_COLON} repairs).
     */
    final boolean keyThenQuotedValue(int at) {
        int i = blanksFrom(at);
        if (i >= to || chars[i] != '"') {
            return false;
        }
        int j = quotedEnd(i);
        if (j < 0 || j >= to) {
            return false;
        }
        int k = blanksFrom(j + 1);
        return k > j + 1 && k < to && isQuote(chars[k]);
    }

    /** The closing quote of the quoted key at {@code at}: its position, {@code to} when the range ends first, -1 when a line ends first. */
    private int quotedEnd(int at) {
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
    final int quoteAfterBareComma(int comma) {
        boolean text = false;
        for (int i = comma + 1; i < to; i++) {
            char c = chars[i];
            if (c == '"') {
                int k = blanksFrom(i + 1);
                return text && (k >= to || chars[k] == ',' || chars[k] == '}') ? i : -1;
            }
            if (c == ':' || c == '{' || c == '[' || c == '}' || c == ']' || c == '\n' || c == '\r'
                    || ((c == '/' || c == '#') && isSpace(chars[i - 1]) && commentAt(i))) {
                return -1;
            }
            text |= c != ',' && !isSpace(c) && !isUnusualBlank(c);
        }
        return -1;
    }

    /** A bare word at {@code at}, then blanks and ':' (an unquoted key). */
    final boolean wordThenColon(int at) {
        int i = at;
        while (i < to && isKeyPart(chars[i])) {
            i++;
        }
        if (i == at) {
            return false;
        }
        int k = blanksFrom(i);
        // A scheme and its "//" (https://a.example) is a URL in prose, not a key and its ':'.
        return k < to && chars[k] == ':' && !(k == i && k + 2 < to && chars[k + 1] == '/' && chars[k + 2] == '/');
    }

    /** As {@link #wordThenColon}, or a word and the quote a key missing its opening one ends with (b": 1). */
    private boolean keyThenColon(int at) {
        int i = at;
        while (i < to && isKeyPart(chars[i])) {
            i++;
        }
        return i > at && i < to && chars[i] == '"' ? blanksFrom(i + 1) < to && chars[blanksFrom(i + 1)] == ':' : wordThenColon(at);
    }

    /**
     * Whether the '"' at {@code at}, right after a ':' in a key ({"key:"value"}), is the opening quote of the
     * value and the ':' the key's own: a character that can begin a string's text follows it at once (after a
     * valid key's closing quote come only blanks and ':'), and the next quote on its line, which would close
     * that value, is not followed by ':' ({"a:"b": 1} is the key a:"b).
     */
    final boolean colonEndsKey(int at) {
        if (at + 1 >= to) {
            return false;
        }
        char c = chars[at + 1];
        if (isSpace(c) || isUnusualBlank(c) || c == ':' || c == ',' || c == '}' || c == ']' || c == '"') {
            return false;
        }
        int j = quoteOnLine(at + 1);
        if (j < 0) {
            return false;
        }
        int k = blanksFrom(j + 1);
        return k >= to || chars[k] != ':';
    }

    /**
     * The '"' at {@code at}, right after a string's opening quote, is a doubled opening quote ({"a": ""value"}):
     * what follows it is no blank, quote or delimiter, and the next '"' on the line closes the string where it
     * stands {@code in} and is not doubled itself ({@code ""key""}, a CSV export's escaping, stays as it is).
     * Valid JSON never has it: an empty string's closing quote is followed by a blank or a delimiter.
     */
    final boolean doubledQuote(int at, char in) {
        if (at + 1 >= to) {
            return false;
        }
        char c = chars[at + 1];
        if (isSpace(c) || isUnusualBlank(c) || isQuote(c) || c == ',' || c == ':' || c == '}' || c == ']' || c == ')') {
            return false;
        }
        int j = quoteOnLine(at + 1);
        return j >= 0 && (j + 1 >= to || chars[j + 1] != '"') && quoteCloses(j, in, false);
    }

    /**
     * In an array, whether the '"' at {@code at} that would be content closes its string because the next
     * element follows it without a ',' (["value1" value2", "value3"], ["a" b]): a blank, one word (no blank,
     * quote or bracket in it), the quote a missing opening one leaves (if any), then ',' or the closing bracket.
     * Only before a blank: a word glued to the quote ("say "hi" twice") is the string's text.
     */
    final boolean wordElementFollows(int at) {
        if (at + 1 >= to || (chars[at + 1] != ' ' && chars[at + 1] != '\t')) {
            return false;
        }
        int i = blanksFrom(at + 1);
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
        int k = blanksFrom(i);
        return k < to && (chars[k] == ',' || chars[k] == ']' || chars[k] == ')');
    }

    /** Whether a comment starts at {@code at} in repair mode. */
    final boolean commentAt(int at) {
        char c = chars[at];
        return (c == '/' || c == '#') && commentEnd(at) > at;
    }

    // ---- where a string ends -------------------------------------------------------------------------

    /**
     * Whether the '"' at {@code at} closes a string that stands {@code in}: only where the structure can go
     * on after it. {@code insideJson}: the string has kept a quote as content and a bracket opened in it is
     * still open (raw JSON quoted in a string), so a ',' or a closing bracket after the quote is the inner
     * JSON's. Valid JSON always passes: its closing quotes are followed by what the grammar allows.
     */
    final boolean quoteCloses(int at, char in, boolean insideJson) {
        if (in == ':' && at + 1 < to && chars[at + 1] == ':') {
            // A key and its colon: the common case, decided here (small enough to inline where strings are read).
            return true;
        }
        return quoteClosesAfter(at, in, insideJson);
    }

    private boolean quoteClosesAfter(int at, char in, boolean insideJson) {
        if (!insideJson && at + 1 < to) {
            char next = chars[at + 1];
            if (next == in) {
                return true;
            }
            if (next == ',') {
                // A ',' right after the quote: what the switch below decides for it, without the looks before.
                return in != '}' || memberAfterComma(at + 2);
            }
        }
        int i = blanksFrom(at + 1);
        if (i >= to) {
            return true;
        }
        char c = chars[i];
        if (insideJson && (c == '}' || c == ']' || c == ',')) {
            return false;
        }
        return switch (in) {
            // A word glued to a following quote (k"e"y) is the key's content; anything else ends the key.
            case ':' -> !isKeyPart(c) || !quoteAfterWord(i);
            case '}' -> c == '}' || (c == ']' && closerThenEnd(i)) || c == '+' || (c == ',' && memberAfterComma(i + 1))
                    || (isQuote(c) && memberFollows(i, true)) || (isKeyPart(c) && wordThenColon(i)) || commentAt(i);
            // In an array a letter after the quote continues the text ("say "hi" twice"); anything else ends it.
            default -> !isKeyPart(c) || (c >= '0' && c <= '9') || c == '-';
        };
    }

    /**
     * A ']' at {@code at} after a quote in an object's value closes the string (the object missing its '}' in an
     * array, [{"id": "x"]) only when what follows it can end that array: the end, ',', or a closing bracket.
     * Otherwise ("[^'"]+" in a regular expression) the quote and the bracket are the string's content.
     */
    private boolean closerThenEnd(int at) {
        int k = blanksFrom(at + 1);
        return k >= to || chars[k] == ',' || chars[k] == '}' || chars[k] == ']' || commentAt(k);
    }

    /**
     * A '}' at {@code at} in an array, after an object, followed by ',' and another object ([{"k": 1}}, {"k": 2}]):
     * one brace too many, as the next object says the array goes on.
     */
    final boolean strayBrace(int at) {
        int i = blanksFrom(at + 1);
        if (i >= to || chars[i] != ',') {
            return false;
        }
        int j = blanksFrom(i + 1);
        return j < to && chars[j] == '{';
    }

    /** After a ',' in an object: the end, a closing brace, another ',', a comment, or a member. */
    private boolean memberAfterComma(int at) {
        if (plainKeyAfterComma(at)) {
            return true;
        }
        int i = blanksFrom(at);
        if (i >= to) {
            return true;
        }
        char c = chars[i];
        return c == '}' || c == ',' || commentAt(i) || memberFollows(i, true);
    }

    /**
     * The member valid JSON writes after a ',' ({@code , "key":}): at most one space, a '"' key with no escape
     * or line end closed on its line, then ':' at once. What {@link #memberFollows} finds there too, in one
     * short loop; false says only that the shape differs (the looks above then decide).
     */
    private boolean plainKeyAfterComma(int at) {
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

    private boolean quoteAfterWord(int at) {
        int k = blanksFrom(wordEnd(at));
        return k < to && chars[k] == '"';
    }

    private int wordEnd(int at) {
        int i = at;
        while (i < to && isKeyPart(chars[i])) {
            i++;
        }
        return i;
    }

    /** The next '"' from {@code from} on the same line, escapes skipped, or -1 when the line or the range ends first. */
    private int quoteOnLine(int from) {
        int j = from;
        while (j < to && chars[j] != '"' && chars[j] != '\n' && chars[j] != '\r') {
            j += chars[j] == '\\' ? 2 : 1;
        }
        return j < to && chars[j] == '"' ? j : -1;
    }

    /**
     * Whether the string whose kept quote is at {@code at}, just after a ',' and blanks, had its closing
     * quote missing before that ','. In an object the quote opens a key (closed on its line, not empty, then
     * ':'); in an array an element (then ',' or the closing bracket).
     */
    final boolean missingQuoteBefore(int at, char in) {
        if (in == ':' || !plainKeyStart(at + 1)) {
            return false;
        }
        int j = quoteOnLine(at + 1);
        if (j < 0) {
            return false;
        }
        int k = blanksFrom(j + 1);
        if (k >= to) {
            return in != '}';
        }
        return in == '}' ? chars[k] == ':' : chars[k] == ',' || chars[k] == in;
    }

    /**
     * For a '"' kept as content at {@code at} in an object's value whose text began at {@code start}: the ','
     * of the {@code , word: } right before it (spaces aside), when that quote opens a value closed on its line
     * and followed by the end, ',' or '}' ({"a": "first, b: "second"}): the string's closing quote is missing
     * before that ',', which begins a member with a bare key. -1 otherwise. Looks back over one word only.
     */
    final int bareKeyBefore(int at, int start) {
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
        int j = quoteOnLine(at + 1);
        if (j < 0) {
            return -1;
        }
        int e = blanksFrom(j + 1);
        return e >= to || chars[e] == ',' || chars[e] == '}' ? comma : -1;
    }

    /**
     * Whether a quoted name may start at {@code at}: not a blank, a delimiter or a quote. A valid string's
     * closing quote is followed by one of those, which keeps {@link #missingQuoteBefore} off valid JSON.
     */
    private boolean plainKeyStart(int at) {
        if (at >= to) {
            return false;
        }
        char c = chars[at];
        return !isSpace(c) && c != ',' && c != '}' && c != ']' && c != ':' && c != '"' && c != ')';
    }

    /** How many brackets opened in {@code text[from, until)} are still open. */
    final int openBrackets(int from, int until) {
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
    final int closerAtTheEnd(int start, char in) {
        int found = -1;
        for (int k = to - 1; k >= start; k--) {
            char c = chars[k];
            if (c == in) {
                found = k;
            } else if (!isSpace(c) && c != '}' && c != ']' && c != ')') {
                break;
            }
        }
        return found >= 0 && openBrackets(start, found) == 0 ? found : -1;
    }

    // ---- where a bare value ends -----------------------------------------------------------------------

    /** The end of a placeholder ({@code ...}, {@code …}) at {@code at} that stands alone, or -1. */
    final int placeholderEnd(int at) {
        int j;
        if (chars[at] == '…') {
            j = at + 1;
        } else if (at + 2 < to && chars[at] == '.' && chars[at + 1] == '.' && chars[at + 2] == '.') {
            j = at + 3;
        } else {
            return -1;
        }
        int k = blanksFrom(j);
        while (k < to && commentAt(k)) {
            // ... /* more */ ]: a comment between the placeholder and its delimiter.
            k = blanksFrom(commentEnd(k));
        }
        return k >= to || chars[k] == ',' || chars[k] == '}' || chars[k] == ']' || chars[k] == ')' ? j : -1;
    }

    /**
     * Whether a value read up to {@code at} ends there: blanks, then a delimiter, a comment or the end; or,
     * after a blank, what begins the next member (object) or element (array).
     */
    final boolean valueEnds(int at, char in) {
        if (at < to && (chars[at] == ',' || chars[at] == '}' || chars[at] == ']')) {
            return true;
        }
        int k = blanksFrom(at);
        if (k >= to) {
            return true;
        }
        char c = chars[k];
        if (c == ',' || c == '}' || c == ']' || c == ')' || commentAt(k)) {
            return true;
        }
        if (k == at) {
            return false;
        }
        if (isQuote(c)) {
            return true;
        }
        return in == '}' ? wordThenColon(k) : startsRepairValue(c);
    }

    /** What may begin an element in repair mode. */
    static boolean startsRepairValue(char c) {
        return startsValue(c) || c == '(' || c == '+' || c == '.' || c == '…' || isKeyPart(c) || startsBareValue(c);
    }

    /** What may begin a bare value besides a word character: no delimiter, bracket, quote or blank. */
    static boolean startsBareValue(char c) {
        return c > ' ' && c != ',' && c != ':' && c != '{' && c != '}' && c != '[' && c != ']' && c != '(' && c != ')'
                && !isQuote(c) && !isUnusualBlank(c) && c != 0x7f;
    }
}

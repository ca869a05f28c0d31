package dev.outputguard.extract;

import java.math.BigDecimal;
import java.math.BigInteger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.outputguard.limits.Limits;
import dev.outputguard.text.Echo;

/**
 * Numbers and literals, and in repair mode the values JSON does not allow: other spellings of literals
 * and numbers, bare words ({"city": New York}) and placeholders ({@code ...}). A bare value keeps its type
 * only when it reads fully as a number or literal ({@code 2026-12-01} is text).
 */
abstract class ValueReader extends StringReader {

    /** Returned instead of a value for what stands where a value would and is dropped (a placeholder, nothing). */
    static final JsonNode SKIPPED = new TextNode("skipped");

    ValueReader(String text, char[] chars, boolean repair) {
        super(text, chars, repair);
    }

    // ---- JSON literals and numbers ------------------------------------------------------------------

    final JsonNode readLiteral(String word, JsonNode value) {
        for (int i = 0; i < word.length(); i++) {
            if (pos + i >= to) {
                return eof(value);
            }
            if (chars[pos + i] != word.charAt(i)) {
                pos += i;
                return fail("'" + word + "'");
            }
        }
        pos += word.length();
        lastEnd = pos;
        return value;
    }

    /**
     * Strict mode: a number standing in the container closed by {@code in}. An integer of up to 18 digits is
     * read in one pass; followed (after blanks) by neither ',' nor {@code in}, it fails there at once, as
     * reading the value and then what follows it would, before any node is built: prose full of candidates
     * like {"a":1 x costs less each. Anything else (a fraction, an exponent, a longer one) is readNumber's.
     */
    final JsonNode readStrictNumber(char in) {
        int start = pos;
        int i = chars[start] == '-' ? start + 1 : start;
        int digits = i;
        long value = 0;
        if (i < to && chars[i] == '0') {
            i++;
        } else {
            while (i < to && chars[i] >= '0' && chars[i] <= '9') {
                value = value * 10 + (chars[i] - '0');
                i++;
            }
        }
        if (i == digits || i - start > 18 || i >= to || chars[i] == '.' || chars[i] == 'e' || chars[i] == 'E') {
            return readNumber();
        }
        int end = i;
        while (i < to && (chars[i] == ' ' || chars[i] == '\n' || chars[i] == '\r' || chars[i] == '\t')) {
            i++;
        }
        lastEnd = end;
        if (i < to && chars[i] != ',' && chars[i] != in) {
            pos = i;
            return failAfterValue(in);
        }
        pos = end;
        return integerNode(digits > start ? -value : value);
    }

    /** Fails at {@code pos}, where a ',' or the closer {@code end} should follow a member or element. */
    final JsonNode failAfterValue(char end) {
        return fail(end == '}' ? "',' or '}' after an object member" : "',' or ']' after an array element");
    }

    final JsonNode readNumber() {
        int start = pos;
        if (chars[pos] == '-') {
            pos++;
        }
        if (pos >= to) {
            return eof(null);
        }
        char c = chars[pos];
        if (c == '0') {
            pos++;
        } else if (c >= '1' && c <= '9') {
            skipDigits();
        } else {
            return fail("a digit");
        }
        int integerEnd = pos;
        if (pos < to && chars[pos] == '.') {
            pos++;
            JsonNode failed = requireDigits(start, integerEnd);
            if (failed != null) {
                return failed;
            }
        }
        if (pos < to && (chars[pos] == 'e' || chars[pos] == 'E')) {
            int mantissaEnd = pos;
            pos++;
            if (pos < to && (chars[pos] == '+' || chars[pos] == '-')) {
                pos++;
            }
            JsonNode failed = requireDigits(start, mantissaEnd);
            if (failed != null) {
                return failed;
            }
        }
        lastEnd = pos;
        return numberNode(start, pos, integerEnd == pos);
    }

    /** Reads the digits a '.' or an exponent needs; null when there were some, else the failure. */
    private JsonNode requireDigits(int start, int validEnd) {
        if (pos >= to) {
            // repair: truncated — "1." or "1e" at the end keeps the number read so far
            JsonNode partial = numberNode(start, validEnd, text.indexOf('.', start, validEnd) < 0);
            return partial == FAILED ? FAILED : eof(partial);
        }
        char c = chars[pos];
        if (c < '0' || c > '9') {
            return fail("a digit");
        }
        skipDigits();
        return null;
    }

    private void skipDigits() {
        int i = pos;
        while (i < to && chars[i] >= '0' && chars[i] <= '9') {
            i++;
        }
        pos = i;
    }

    /** The node of the number {@code text[start, end)}: an integer of up to 18 digits here, anything else apart. */
    private JsonNode numberNode(int start, int end, boolean integral) {
        if (!integral || end - start > 18) {
            return exactNumberNode(start, end, integral);
        }
        long value = 0;
        for (int i = chars[start] == '-' ? start + 1 : start; i < end; i++) {
            value = value * 10 + (chars[i] - '0');
        }
        return integerNode(chars[start] == '-' ? -value : value);
    }

    /** An integer's node as Jackson makes it: an int where it fits, else a long. */
    private static JsonNode integerNode(long value) {
        return value == (int) value ? IntNode.valueOf((int) value) : LongNode.valueOf(value);
    }

    /**
     * A decimal or a long integer, from its lexeme, exactly. Apart from {@link #numberNode}: what it calls
     * compiles big, and every candidate in prose that holds a small number reads it through numberNode.
     */
    private JsonNode exactNumberNode(int start, int end, boolean integral) {
        int length = end - start;
        if (length > Limits.MAX_NUMBER_CHARS) {
            return failAt(start, null, "Number of " + length + " characters is longer than the limit of " + Limits.MAX_NUMBER_CHARS);
        }
        try {
            if (integral) {
                BigInteger value = new BigInteger(text.substring(start, end));
                return value.bitLength() < 64 ? LongNode.valueOf(value.longValue()) : BigIntegerNode.valueOf(value);
            }
            // The exact lexeme, unrounded, with its trailing zeros: DecimalNode keeps the BigDecimal as given.
            // Read from the characters in place: new BigDecimal(String) copies the text to a char[] and reads that.
            return DecimalNode.valueOf(new BigDecimal(chars, start, length));
        } catch (NumberFormatException e) {
            String lexeme = text.substring(start, end);
            return failAt(start, null, "Number " + Echo.cut(lexeme, Limits.ECHO_TOKEN_CHARS) + " is out of range");
        }
    }


    // ---- repair mode: values JSON does not allow ------------------------------------------------------

    /** A value in repair mode that is no container and no '"' string, standing {@code in} (see {@link StringReader}). */
    final JsonNode readRepairScalar(char c, char in) {
        if (c == '-' || (c >= '0' && c <= '9')) {
            return readNumberOrWord(c, in);
        }
        JsonNode literal = c == 't' || c == 'f' || c == 'n' ? plainLiteral(c) : null;
        if (literal != null) {
            return literal;
        }
        if (isQuote(c)) {
            return readStringValue(c, in);
        }
        int placeholder = c == '.' || c == '…' ? placeholderEnd(pos) : -1;
        if (placeholder > 0) {
            // repair: placeholder — "..." or "…" standing for elided elements or members is dropped
            log.add(RepairKind.PLACEHOLDER, pos);
            pos = placeholder;
            lastEnd = pos;
            return SKIPPED;
        }
        if (c == '+' || c == '.') {
            return readNumberOrWord(c, in);
        }
        if (isKeyPart(c)) {
            return readWord(in);
        }
        return startsBareValue(c) ? readBare(in) : fail("a value");
    }

    /** {@code true}, {@code false} or {@code null} as JSON spells them, followed by ',', '}' or ']'; else null. */
    private JsonNode plainLiteral(char c) {
        String word = c == 't' ? "true" : c == 'f' ? "false" : "null";
        int end = pos + word.length();
        if (end >= to || (chars[end] != ',' && chars[end] != '}' && chars[end] != ']')) {
            return null;
        }
        for (int i = 1; i < word.length(); i++) {
            if (chars[pos + i] != word.charAt(i)) {
                return null;
            }
        }
        pos = end;
        lastEnd = end;
        return c == 't' ? BooleanNode.TRUE : c == 'f' ? BooleanNode.FALSE : NullNode.instance;
    }

    /** A value that starts like a number: that number when it ends there, else one spelled otherwise, else a bare value. */
    final JsonNode readNumberOrWord(char c, char in) {
        int start = pos;
        if (c == '-' || (c >= '0' && c <= '9')) {
            JsonNode delimited = delimitedNumber(start);
            if (delimited != null) {
                return delimited;
            }
            int bracket = in == '}' ? bracketAfterInteger(start) : -1;
            if (bracket >= 0 && !braceAfterIntegerInArray(start, bracket)) {
                // An integer, then words and spaces, then '{' or '[' ({"a":1 x{): the rules below find no value end
                // after the number and read a bare value that runs into the bracket, where the candidate fails.
                // Said at once, before any node is built: prose full of such candidates costs less each. Not for
                // an integer and blanks before '{' in an object of an array, read below ([{"i":1{"i":2}]).
                pos = bracket;
                return fail("',' or '}' after an object member");
            }
            JsonNode number = readNumber();
            if (number != FAILED) {
                if (valueEnds(pos, in) || (in == '}' && braceNextInArray(pos))) {
                    return number;
                }
                if (pos >= to || chars[pos] != '_') {
                    // A JSON number that does not end there is only spelled otherwise when '_' goes on with it.
                    pos = start;
                    return readBare(in);
                }
            } else if (stop != Stop.INVALID || stopDetail != null) {
                // Cut off (kept as far as read), too long or out of range.
                return number;
            }
            pos = start;
        }
        int end = spelledNumberEnd(start);
        if (end > start && valueEnds(end, in)) {
            JsonNode number = spelledNumber(start, end);
            if (number != FAILED) {
                // repair: number spelling — 82_461_110, 1., .5, +1 and 2e are read as the numbers they spell
                log.add(RepairKind.NUMBER_SPELLING, start);
                pos = end;
                lastEnd = end;
            }
            return number;
        }
        return readBare(in);
    }

    /**
     * Whether a '{' follows {@code at} after blanks in an object that stands directly in an array
     * ([{"i":1{"i":2}]): the number before it is the member's value, and the grammar then closes the object,
     * whose '}' and ',' are missing, before the '{' (UNCLOSED_OBJECT).
     */
    private boolean braceNextInArray(int at) {
        int k = blanksFrom(at);
        return k < to && chars[k] == '{' && objectInArray();
    }

    /** Whether the bracket at {@code bracket} is such a '{', after the integer at {@code start} and blanks only. */
    private boolean braceAfterIntegerInArray(int start, int bracket) {
        return chars[bracket] == '{' && blanksFrom(digitsEnd(start + 1)) == bracket && objectInArray();
    }

    /** Whether the innermost container is an object that stands directly in an array. */
    abstract boolean objectInArray();

    /**
     * The number at {@code at} when it is spelled as JSON spells one and a ',', '}' or ']' follows it at once
     * (most numbers of a reply), else null: what the rules of {@link #readNumberOrWord} read there, the number
     * then ending at its delimiter, read in one pass (an integer of up to 18 characters is built as it is read).
     */
    private JsonNode delimitedNumber(int at) {
        int i = chars[at] == '-' ? at + 1 : at;
        int digits = i;
        long value = 0;
        while (i < to && chars[i] >= '0' && chars[i] <= '9') {
            value = value * 10 + (chars[i] - '0');
            i++;
        }
        if (i == digits || (chars[digits] == '0' && i - digits > 1)) {
            return null;
        }
        boolean integral = true;
        if (i < to && chars[i] == '.') {
            int fraction = ++i;
            while (i < to && chars[i] >= '0' && chars[i] <= '9') {
                i++;
            }
            if (i == fraction) {
                return null;
            }
            integral = false;
        }
        if (i < to && (chars[i] == 'e' || chars[i] == 'E')) {
            i++;
            if (i < to && (chars[i] == '+' || chars[i] == '-')) {
                i++;
            }
            int exponent = i;
            while (i < to && chars[i] >= '0' && chars[i] <= '9') {
                i++;
            }
            if (i == exponent) {
                return null;
            }
            integral = false;
        }
        if (i >= to || (chars[i] != ',' && chars[i] != '}' && chars[i] != ']')) {
            return null;
        }
        pos = i;
        lastEnd = i;
        if (!integral || i - at > 18) {
            return numberNode(at, i, integral);
        }
        return integerNode(digits > at ? -value : value);
    }

    /**
     * For an integer of at most 18 digits at {@code at} (so reading it cannot fail): the '{' or '[' reached after
     * it over word characters, '.', '+', spaces and tabs only; else -1. Nothing skipped ends a value
     * ({@link #valueEnds}: no delimiter, comment, quote or ':'), or a bare value ({@link #readBare}), and the
     * integer is not followed by '_', '.' or an exponent (a number spelled otherwise), so in an object the
     * candidate fails at that bracket whichever way the value is read.
     */
    private int bracketAfterInteger(int at) {
        int i = chars[at] == '-' ? at + 1 : at;
        int digits = i;
        while (i < to && chars[i] >= '0' && chars[i] <= '9') {
            i++;
        }
        if (i == digits || i - digits > 18 || i >= to || chars[i] == '_' || chars[i] == '.' || chars[i] == 'e' || chars[i] == 'E') {
            return -1;
        }
        for (; i < to; i++) {
            char c = chars[i];
            if (c == '{' || c == '[') {
                return i;
            }
            if (c != ' ' && c != '\t' && c != '.' && c != '+' && !isKeyPart(c)) {
                return -1;
            }
        }
        return -1;
    }

    /** The end of a number in one of the spellings repair mode reads at {@code at}, or -1. */
    private int spelledNumberEnd(int at) {
        int i = at;
        if (chars[i] == '+' || chars[i] == '-') {
            i++;
        }
        int integer = digitsEnd(i);
        if (integer - i > 1 && chars[i] == '0') {
            // A leading zero (0789) is an identifier, not a number.
            return -1;
        }
        int digits = integer - i;
        i = integer;
        if (i < to && chars[i] == '.') {
            int fraction = digitsEnd(i + 1);
            digits += fraction - i - 1;
            i = fraction;
        }
        if (digits == 0) {
            return -1;
        }
        if (i < to && (chars[i] == 'e' || chars[i] == 'E')) {
            int k = i + 1;
            if (k < to && (chars[k] == '+' || chars[k] == '-')) {
                k++;
            }
            int exponent = k;
            while (exponent < to && chars[exponent] >= '0' && chars[exponent] <= '9') {
                exponent++;
            }
            // An exponent without digits (2e, 2e+, cut off or dropped by the model) spells the number before it.
            return exponent;
        }
        return i;
    }

    /** The end of digits from {@code at}, single underscores between digits included. */
    private int digitsEnd(int at) {
        int i = at;
        while (i < to && ((chars[i] >= '0' && chars[i] <= '9')
                || (chars[i] == '_' && i > at && i + 1 < to && chars[i + 1] >= '0' && chars[i + 1] <= '9'))) {
            i++;
        }
        return i;
    }

    /** The number {@code text[start, end)} spells: without '+' and '_', with the 0 of ".5", without the '.' of "1.". */
    private JsonNode spelledNumber(int start, int end) {
        StringBuilder lexeme = new StringBuilder(end - start + 1);
        for (int i = start; i < end; i++) {
            char c = chars[i];
            if (c == '.' && (i == start || !Character.isDigit(chars[i - 1]))) {
                lexeme.append('0');
            }
            if (c == '.' && (i + 1 >= end || !Character.isDigit(chars[i + 1]))) {
                continue;
            }
            if (c != '+' || i > start) {
                if (c != '_') {
                    lexeme.append(c);
                }
            }
        }
        int last = lexeme.length() - 1;
        if (lexeme.charAt(last) == '+' || lexeme.charAt(last) == '-') {
            lexeme.setLength(last--);
        }
        if (lexeme.charAt(last) == 'e' || lexeme.charAt(last) == 'E') {
            lexeme.setLength(last);
        }
        String spelled = lexeme.toString();
        if (spelled.length() > Limits.MAX_NUMBER_CHARS) {
            return failAt(start, null, "Number of " + spelled.length() + " characters is longer than the limit of " + Limits.MAX_NUMBER_CHARS);
        }
        boolean integral = spelled.indexOf('.') < 0 && spelled.indexOf('e') < 0 && spelled.indexOf('E') < 0;
        try {
            if (integral) {
                BigInteger value = new BigInteger(spelled);
                return value.bitLength() < 32 ? IntNode.valueOf(value.intValue())
                        : value.bitLength() < 64 ? LongNode.valueOf(value.longValue()) : BigIntegerNode.valueOf(value);
            }
            return DecimalNode.valueOf(new BigDecimal(spelled));
        } catch (NumberFormatException e) {
            return failAt(start, null, "Number " + Echo.cut(spelled, Limits.ECHO_TOKEN_CHARS) + " is out of range");
        }
    }

    /** A word: a literal when it is one (in any of the spellings read) and ends there, else a bare value. */
    private JsonNode readWord(char in) {
        int start = pos;
        int end = start;
        while (end < to && isKeyPart(chars[end])) {
            end++;
        }
        if (end >= to) {
            JsonNode cut = literalCutOff(start, end);
            if (cut != null) {
                return cut;
            }
        }
        JsonNode literal = literal(start, end);
        if (literal != null && valueEnds(end, in)) {
            RepairKind kind = spelling(start);
            if (kind != null) {
                // repair: literal spelling — True/None (Python), TRUE, Null, undefined... read as JSON literals
                log.add(kind, start);
            }
            pos = end;
            lastEnd = end;
            return literal;
        }
        return readBare(in);
    }

    /** The JSON literal {@code word} spells in any letter case, or null. */
    private static JsonNode literalOf(String word) {
        return switch (word.toLowerCase(java.util.Locale.ROOT)) {
            case "true" -> BooleanNode.TRUE;
            case "false" -> BooleanNode.FALSE;
            case "null", "none", "undefined" -> NullNode.instance;
            default -> null;
        };
    }

    /** The literal the word {@code text[start, end)} spells in any letter case, or null; no copy of the word. */
    final JsonNode literal(int start, int end) {
        return switch (end - start) {
            case 4 -> spells(start, "true") ? BooleanNode.TRUE
                    : spells(start, "null") || spells(start, "none") ? NullNode.instance : null;
            case 5 -> spells(start, "false") ? BooleanNode.FALSE : null;
            case 9 -> spells(start, "undefined") ? NullNode.instance : null;
            default -> null;
        };
    }

    /** Whether {@code text} at {@code start} is {@code lower} in any letter case (ASCII letters only). */
    private boolean spells(int start, String lower) {
        for (int i = 0; i < lower.length(); i++) {
            char c = chars[start + i];
            if (c >= 0x80 || (c | 0x20) != lower.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Null for JSON's own spelling of the literal at {@code start}, else the repair it takes. */
    private RepairKind spelling(int start) {
        char c = chars[start];
        if (c == 't' || c == 'f' || c == 'n') {
            return text.startsWith("true", start) || text.startsWith("false", start) || text.startsWith("null", start)
                    ? null : RepairKind.LITERAL_SPELLING;
        }
        return text.startsWith("True", start) || text.startsWith("False", start) || text.startsWith("None", start)
                ? RepairKind.PYTHON_LITERAL : RepairKind.LITERAL_SPELLING;
    }

    /** A word the range cuts off inside one of the six literals ({@code tr}, {@code Fal}): that literal, truncated. */
    private JsonNode literalCutOff(int start, int end) {
        String cut = text.substring(start, end);
        for (String word : new String[] {"true", "false", "null", "True", "False", "None"}) {
            if (word.length() > cut.length() && word.startsWith(cut)) {
                if (Character.isUpperCase(word.charAt(0))) {
                    log.add(RepairKind.PYTHON_LITERAL, start);
                }
                pos = end;
                return eof(literalOf(word));
            }
        }
        return null;
    }

    /**
     * A bare value: text from {@code pos} up to a ',', a closing bracket, a '{' or '[', a line end, a comment
     * after a blank, or a quoted key that begins the next member; trailing blanks are not part of it. A '"'
     * it ends with before a delimiter (foo", ...) is its missing opening quote's partner and is dropped; in an
     * object such a '"' later on the line ends it across its commas ({@link #quoteAfterBareComma}).
     */
    final JsonNode readBare(char in) {
        int start = pos;
        int end = start;
        int i = start;
        int after = -1;
        while (i < to) {
            char c = chars[i];
            if (c == ',' && in == '}' && after < 0) {
                int quote = quoteAfterBareComma(i);
                if (quote > 0) {
                    // {"a": cheap, fast, and good.", ...}: the quote its missing opening one left ends the value,
                    // its commas included.
                    i = quote;
                    end = quote;
                    while (isSpace(chars[end - 1]) || isUnusualBlank(chars[end - 1])) {
                        end--;
                    }
                    after = quote + 1;
                    break;
                }
            }
            if (c == ',' || c == '}' || c == ']' || c == '{' || c == '[' || c == '\n' || c == '\r' || (c == ')' && in == ')')) {
                break;
            }
            if ((c == '/' || c == '#') && i > start && isSpace(chars[i - 1]) && commentAt(i)) {
                break;
            }
            if (c == '"') {
                if (in == '}' && memberFollows(i, false)) {
                    break;
                }
                int k = blanksFrom(i + 1);
                if (k >= to || chars[k] == ',' || chars[k] == in) {
                    after = i + 1;
                    break;
                }
                if (in != '}') {
                    break;
                }
            }
            i++;
            if (!isSpace(c) && !isUnusualBlank(c)) {
                end = i;
            }
        }
        if (end == start) {
            return fail("a value");
        }
        if (in == '}' && i < to && (chars[i] == '{' || chars[i] == '[')) {
            // Nothing can follow a member but ',' or '}': fail before the value is copied (prose full of
            // candidates like {"a":1 x{"a":1 x... allocates nothing per candidate).
            pos = i;
            return fail("',' or '}' after an object member");
        }
        // repair: unquoted value — a bare value is read as a string; where it ends is a guess
        log.add(RepairKind.UNQUOTED_VALUE, start);
        pos = after > 0 ? after : end;
        lastEnd = pos;
        return TextNode.valueOf(text.substring(start, end));
    }
}

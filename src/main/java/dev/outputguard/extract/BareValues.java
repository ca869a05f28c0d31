package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isKeyPart;
import static dev.outputguard.extract.Chars.isSpace;
import static dev.outputguard.extract.Chars.isUnusualBlank;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Repair mode's words where a value stands: the literals in other spellings ({@code True}, {@code NULL},
 * {@code undefined}), placeholders ({@code ...}), and bare values ({"city": New York}). A bare value keeps a
 * type only when it reads fully as a literal or a number ({@code 2026-12-01} is text).
 */
final class BareValues {

    private static final String[] CUT_LITERALS = {"true", "false", "null", "True", "False", "None"};

    private BareValues() {
    }

    /** {@code true}, {@code false} or {@code null} as JSON spells them, followed by ',', '}' or ']'; else null. */
    static JsonNode plainLiteral(Cursor cursor, char c) {
        char[] chars = cursor.chars;
        String word = c == 't' ? "true" : c == 'f' ? "false" : "null";
        int end = cursor.pos + word.length();
        if (end >= cursor.to || (chars[end] != ',' && chars[end] != '}' && chars[end] != ']')) {
            return null;
        }
        for (int i = 1; i < word.length(); i++) {
            if (chars[cursor.pos + i] != word.charAt(i)) {
                return null;
            }
        }
        cursor.pos = end;
        cursor.lastEnd = end;
        return c == 't' ? BooleanNode.TRUE : c == 'f' ? BooleanNode.FALSE : NullNode.instance;
    }

    /** The placeholder at the cursor, which ends at {@code end}, is dropped. */
    static JsonNode placeholder(Cursor cursor, int end) {
        // repair: PLACEHOLDER — "..." or "…" standing for elided elements or members is dropped
        cursor.log.add(RepairKind.PLACEHOLDER, cursor.pos);
        cursor.pos = end;
        cursor.lastEnd = end;
        return Cursor.SKIPPED;
    }

    /** A word: a literal when it is one (in any of the spellings read) and ends there, else a bare value. */
    static JsonNode readWord(Cursor cursor, char in) {
        Cursor c = cursor;
        int start = c.pos;
        int end = start;
        while (end < c.to && isKeyPart(c.chars[end])) {
            end++;
        }
        if (end >= c.to) {
            JsonNode cut = literalCutOff(cursor, start, end);
            if (cut != null) {
                return cut;
            }
        }
        JsonNode literal = literal(cursor, start, end);
        if (literal != null && Lookahead.valueEnds(cursor, end, in)) {
            spelling(cursor, start);
            c.pos = end;
            c.lastEnd = end;
            return literal;
        }
        return readBare(cursor, in);
    }

    /** The literal the word {@code text[start, end)} spells in any letter case, or null; no copy of the word. */
    static JsonNode literal(Cursor cursor, int start, int end) {
        return switch (end - start) {
            case 4 -> spells(cursor, start, "true") ? BooleanNode.TRUE
                    : spells(cursor, start, "null") || spells(cursor, start, "none") ? NullNode.instance : null;
            case 5 -> spells(cursor, start, "false") ? BooleanNode.FALSE : null;
            case 9 -> spells(cursor, start, "undefined") ? NullNode.instance : null;
            default -> null;
        };
    }

    /** Whether {@code text} at {@code start} is {@code lower} in any letter case (ASCII letters only). */
    private static boolean spells(Cursor cursor, int start, String lower) {
        for (int i = 0; i < lower.length(); i++) {
            char c = cursor.chars[start + i];
            if (c >= 0x80 || (c | 0x20) != lower.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Records the repair the literal at {@code start} takes, if JSON spells it otherwise. */
    private static void spelling(Cursor cursor, int start) {
        String text = cursor.text;
        char c = text.charAt(start);
        if (c == 't' || c == 'f' || c == 'n') {
            if (!text.startsWith("true", start) && !text.startsWith("false", start) && !text.startsWith("null", start)) {
                literalSpelling(cursor, start);
            }
        } else if (text.startsWith("True", start) || text.startsWith("False", start) || text.startsWith("None", start)) {
            pythonLiteral(cursor, start);
        } else {
            literalSpelling(cursor, start);
        }
    }

    private static void literalSpelling(Cursor cursor, int start) {
        // repair: LITERAL_SPELLING — TRUE, Null, undefined... are read as JSON literals
        cursor.log.add(RepairKind.LITERAL_SPELLING, start);
    }

    private static void pythonLiteral(Cursor cursor, int start) {
        // repair: PYTHON_LITERAL — True, False and None are read as true, false and null
        cursor.log.add(RepairKind.PYTHON_LITERAL, start);
    }

    /** A word the range cuts off inside one of the six literals ({@code tr}, {@code Fal}): that literal, truncated. */
    private static JsonNode literalCutOff(Cursor cursor, int start, int end) {
        String cut = cursor.text.substring(start, end);
        for (String word : CUT_LITERALS) {
            if (word.length() > cut.length() && word.startsWith(cut)) {
                if (Character.isUpperCase(word.charAt(0))) {
                    pythonLiteral(cursor, start);
                }
                cursor.pos = end;
                return cursor.eof(literalOf(word));
            }
        }
        return null;
    }

    /** Whether a literal in one of repair mode's spellings starts at {@code at}, or a prefix of one the range cuts off. */
    static boolean literalStarts(Cursor cursor, int at) {
        Cursor c = cursor;
        int end = at;
        while (end < c.to && isKeyPart(c.chars[end])) {
            end++;
        }
        if (end == at) {
            return false;
        }
        if (literal(cursor, at, end) != null) {
            return true;
        }
        if (end < c.to) {
            return false;
        }
        String cut = c.text.substring(at, end);
        for (String word : CUT_LITERALS) {
            if (word.startsWith(cut)) {
                return true;
            }
        }
        return false;
    }

    /** The literal one of {@link #CUT_LITERALS} spells. */
    private static JsonNode literalOf(String word) {
        return switch (word) {
            case "true", "True" -> BooleanNode.TRUE;
            case "false", "False" -> BooleanNode.FALSE;
            default -> NullNode.instance;
        };
    }

    /**
     * A bare value: text from the cursor up to a ',', a closing bracket, a '{' or '[', a line end, a comment
     * after a blank, or a quoted key that begins the next member; trailing blanks are not part of it. A '"'
     * it ends with before a delimiter (foo", ...) is its missing opening quote's partner and is dropped; in an
     * object such a '"' later on the line ends it across its commas ({@link Lookahead#quoteAfterBareComma}).
     */
    static JsonNode readBare(Cursor cursor, char in) {
        Cursor cur = cursor;
        char[] chars = cur.chars;
        int to = cur.to;
        int start = cur.pos;
        int end = start;
        int i = start;
        int after = -1;
        while (i < to) {
            char c = chars[i];
            if (c == ',' && in == '}' && after < 0) {
                int quote = Lookahead.quoteAfterBareComma(cursor, i);
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
            if ((c == '/' || c == '#') && i > start && isSpace(chars[i - 1]) && cur.commentAt(i)) {
                break;
            }
            if (c == '"') {
                if (in == '}' && Lookahead.memberFollows(cursor, i, false)) {
                    break;
                }
                int k = cur.blanksFrom(i + 1);
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
            return cur.fail(Failures.EXPECTED_VALUE);
        }
        if (in == '}' && i < to && (chars[i] == '{' || chars[i] == '[')) {
            // Nothing can follow a member but ',' or '}': fail before the value is copied (prose full of
            // candidates like {"a":1 x{"a":1 x... allocates nothing per candidate).
            cur.pos = i;
            return cur.fail(Failures.expectedAfterValue('}'));
        }
        return unquotedValue(cursor, start, end, after > 0 ? after : end, after < 0 && i >= to
                && (to >= cur.text.length() || chars[to] != '`'));
    }

    /**
     * The bare value {@code text[start, end)}; {@code cut}: it runs to the end of the range, nothing after it (a
     * ',', a bracket, a line end) saying it is whole, so it is a string the end cut off ({@code positive} of
     * {@code positively}), kept as {@link CutText}. A closing fence right after it ends it, as it ends a number.
     */
    private static JsonNode unquotedValue(Cursor cursor, int start, int end, int next, boolean cut) {
        // repair: UNQUOTED_VALUE — a bare value is read as a string; where it ends is a guess
        cursor.log.add(RepairKind.UNQUOTED_VALUE, start);
        cursor.pos = next;
        cursor.lastEnd = next;
        String text = cursor.text.substring(start, end);
        return cut ? new CutText(text) : TextNode.valueOf(text);
    }
}

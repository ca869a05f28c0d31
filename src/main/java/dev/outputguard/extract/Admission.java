package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isKeyPart;
import static dev.outputguard.extract.Chars.isQuote;
import static dev.outputguard.extract.Chars.isUnusualBlank;
import static dev.outputguard.extract.Chars.startsKey;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Which brackets of a range are candidates, and which candidates that parse are answers, in one place. A
 * {@code '{'} or {@code '['} is a candidate only when what follows it can begin what it opens, so the braces
 * and brackets of prose cost a glance ({@link #canStart}); of the candidates that parse, a bracket of words
 * that does not make up the whole range is prose after all ({@link #wordsInProse}), and an array that prose
 * writes too (a citation, a checkbox) is the answer only when nothing else is ({@link #proseLike}).
 */
final class Admission {

    /** Repair mode: comments and unusual blanks are blanks, and more can begin a candidate. */
    private final boolean repair;

    Admission(boolean repair) {
        this.repair = repair;
    }

    /** Whether the bracket at {@code at} can begin a candidate: {@link #canStartObject} or {@link #canStartArray}. */
    boolean canStart(Cursor cursor, int at) {
        return cursor.chars[at] == '{' ? canStartObject(cursor, at) : canStartArray(cursor, at);
    }

    /**
     * Whether the {@code '{'} at {@code at} can begin an object: followed (after whitespace) by a key, a
     * {@code '}'} or the end. A brace in prose ({@code {curly}}) is no candidate in strict mode. In strict mode a
     * {@code //} or {@code /*} comment there makes a candidate too, one that fails at the comment
     * ({@link #commentInStrictMode}).
     */
    private boolean canStartObject(Cursor cursor, int at) {
        int i = tokenAfter(cursor, at);
        Cursor cur = cursor;
        if (i == cur.to) {
            return true;
        }
        char c = cur.chars[i];
        return c == '"' || c == '}' || (repair ? startsKey(c) || c == ',' : commentInStrictMode(cur, i));
    }

    /**
     * Strict mode: whether a {@code //} or {@code /*} comment begins at {@code i}, right after a bracket. Such a
     * bracket is a candidate so that, when nothing else is the answer, the reply fails where the comment is
     * (a {@code jsonc} block, a model annotating its answer) and says repair mode reads it, not that it holds no
     * JSON.
     */
    private static boolean commentInStrictMode(Cursor cursor, int i) {
        return cursor.chars[i] == '/' && Chars.opensSlashComment(cursor.text, i, cursor.to);
    }

    /**
     * Where the first token after {@code at} begins, past JSON whitespace and, in repair mode, comments and
     * unusual blanks; {@code to} when the range ends first.
     */
    private int tokenAfter(Cursor cursor, int at) {
        Cursor cur = cursor;
        char[] chars = cur.chars;
        int to = cur.to;
        boolean tolerant = repair;
        int i = at + 1;
        while (i < to) {
            char c = chars[i];
            if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
                i++;
            } else if (tolerant && (c == '/' || c == '#') && cur.commentEnd(i) > i) {
                i = cur.commentEnd(i);
            } else if (tolerant && isUnusualBlank(c)) {
                i++;
            } else {
                return i;
            }
        }
        return to;
    }

    /**
     * Whether the {@code '['} at {@code at} can begin an array: followed (after whitespace) by {@code ']'}, the
     * end, or what begins a JSON value (in strict mode also a comment, as for an object); in repair mode also by
     * another quote, a tuple, a number spelled otherwise or a literal in another spelling, but never by a bare
     * word or a placeholder, so brackets of prose ({@code [see above]}, {@code [x]}, {@code [...]}) are no
     * candidates in either mode; in repair mode but one: a {@code '['} that opens the range and is followed by a
     * word ({@link #wordOpensRange}).
     */
    private boolean canStartArray(Cursor cursor, int at) {
        return startsArrayValue(cursor, at) || wordOpensRange(cursor, at);
    }

    /**
     * Whether the candidate at {@code at}, parsed up to {@code end}, is a bracket of words in prose: one that
     * opens the range and is followed by a word ({@link #wordOpensRange}) but does not end the range
     * ({@code [x] done}, {@code [see above] and {"a": 1}}). The search then passes over it and goes on inside
     * it. A reply that is nothing but a bracket of words ({@code [a, b]}, {@code [https://example.com/]}), or
     * one the range cuts off, is the list the model was asked for.
     */
    boolean wordsInProse(Cursor cursor, int at, int end) {
        return wordOpensRange(cursor, at) && cursor.blanksFrom(end) < cursor.to;
    }

    private boolean wordOpensRange(Cursor cursor, int at) {
        if (!repair || cursor.chars[at] != '[' || cursor.blanksFrom(cursor.from) != at) {
            return false;
        }
        int i = tokenAfter(cursor, at);
        return i < cursor.to && isKeyPart(cursor.chars[i]) && !startsArrayValue(cursor, at);
    }

    /** {@link #canStartArray} for a bracket anywhere: what follows it begins a JSON value, or is ']' or the end. */
    private boolean startsArrayValue(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int i = tokenAfter(cursor, at);
        if (repair && i < to && (chars[i] == '.' || chars[i] == '…')) {
            // [..., 7, 8]: a placeholder and a ',' before the first element; what follows them decides. A
            // placeholder alone ([...], [..., ]) stays prose.
            int end = Lookahead.placeholderEnd(cursor, i);
            int comma = end > 0 ? tokenAfter(cursor, end - 1) : to;
            if (comma == to || chars[comma] != ',') {
                return false;
            }
            i = comma;
            while (i < to && chars[i] == ',') {
                i = tokenAfter(cursor, i);
            }
            if (i == to || chars[i] == ']') {
                return false;
            }
        }
        while (repair && i < to && chars[i] == ',') {
            // [, 1, 2]: what follows the commas repair mode drops decides.
            i = tokenAfter(cursor, i);
        }
        if (i == to) {
            return true;
        }
        char c = chars[i];
        if (c == ']' || c == '"' || c == '{' || c == '[' || c == '-' || (c >= '0' && c <= '9')) {
            return true;
        } else if (!repair) {
            return c == 't' || c == 'f' || c == 'n' || commentInStrictMode(cursor, i);
        } else if (isQuote(c) || c == '(') {
            return true;
        } else if (c == '+' || c == '.') {
            return i + 1 < to && chars[i + 1] >= '0' && chars[i + 1] <= '9';
        } else {
            return BareValues.literalStarts(cursor, i) || quotedWordThenComma(cursor, i);
        }
    }

    /**
     * A word glued to a '"' and followed by ',' at {@code at} ([a", "b"]): a first element whose opening quote is
     * missing, which prose's brackets do not write ([see above], [x]).
     */
    private boolean quotedWordThenComma(Cursor cursor, int at) {
        char[] chars = cursor.chars;
        int to = cursor.to;
        int end = at;
        while (end < to && isKeyPart(chars[end])) {
            end++;
        }
        if (end == at || end >= to || chars[end] != '"') {
            return false;
        }
        int k = cursor.blanksFrom(end + 1);
        return k < to && chars[k] == ',';
    }

    /**
     * An array that prose writes too: empty ({@code [ ]}) or of numbers only ({@code [1]}, {@code [2, 3]}), as a
     * footnote, a citation or a Markdown checkbox. Such an array is the answer only when no other candidate
     * succeeds: the search goes on after it.
     */
    static boolean proseLike(JsonNode json) {
        if (json == Unbuilt.NUMBERS) {
            return true;
        }
        if (!json.isArray()) {
            return false;
        }
        for (JsonNode element : json) {
            if (!element.isNumber()) {
                return false;
            }
        }
        return true;
    }
}

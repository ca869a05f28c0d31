package dev.outputguard.extract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * The position of a parse in {@code text[from, to)}, blanks and comments, and the parser's one failure
 * channel. A read that fails fills in {@link #stop} and the fields after it, and returns {@link #FAILED}
 * (a value reader), {@code null} (a string reader) or {@code false}: nothing is thrown and nothing is
 * allocated, so a failed candidate in prose costs no more than its scan. The reason is worded only for
 * the failure that gets reported.
 */
abstract class JsonCursor {

    /** Returned (never added to a result) instead of a value when a read failed; {@link #stop} says why. */
    static final JsonNode FAILED = new TextNode("failed");
    /** The {@code expected} of a raw control character in a string; its own wording, built only when reported. */
    static final String ESCAPED_CONTROL_CHARACTER = "an escaped control character";

    /** Why a read stopped. */
    enum Stop {
        /** The text is not what the grammar allows at {@link #stopAt}. */
        INVALID,
        /** The range ended; {@link #stopPartial} is the unfinished value as far as it could be read (repair mode). */
        EOF,
        /** A container opened one level deeper than the limit at {@link #stopAt}. */
        TOO_DEEP
    }

    final String text;
    /** {@code text}'s characters: an array read costs less than {@code charAt}'s coder check on every character. */
    final char[] chars;
    final boolean repair;
    final RepairLog log = new RepairLog();
    int from;
    int to;
    int pos;
    /** End of the last thing read: where a truncated object's repaired span ends. */
    int lastEnd;

    // The failure channel.
    Stop stop;
    int stopAt;
    /** What was expected at {@link #stopAt} (worded when reported), or null when {@link #stopDetail} says it all. */
    String stopExpected;
    String stopDetail;
    /** The memo handle of a failure already known (a container known to fail was reached), or 0. */
    int stopKnown;
    JsonNode stopPartial;

    // Where the next line end / block comment end was last found, so comments are skipped in linear time
    // even when many candidates start inside the same comment.
    private int newlineFrom = -1;
    private int newlineAt;
    /** Whether only blanks follow {@link #newlineAt}: a line comment there is on the text's last line. */
    private boolean lastLine;
    private int closerFrom = -1;
    private int closerAt;
    private int blockEndFrom = -1;
    private int blockEndAt;

    JsonCursor(String text, char[] chars, boolean repair) {
        this.text = text;
        this.chars = chars;
        this.repair = repair;
    }

    /** Starts over on {@code text[from, to)}: the log and the comment caches are for one range. */
    void resetCursor(int from, int to) {
        this.from = from;
        this.to = to;
        log.clear();
        newlineFrom = -1;
        closerFrom = -1;
        blockEndFrom = -1;
    }

    // ---- the failure channel -----------------------------------------------------------------------

    /** Fails here: {@code what} was expected. */
    final JsonNode fail(String what) {
        return failAt(pos, what, null);
    }

    /** Fails at {@code at}, with what was expected there or a worded {@code detail}. */
    final JsonNode failAt(int at, String expected, String detail) {
        stop = Stop.INVALID;
        stopAt = at;
        stopExpected = expected;
        stopDetail = detail;
        stopKnown = 0;
        stopPartial = null;
        return FAILED;
    }

    /** The range ended; {@code partial} is the unfinished value as far as it can be read, or null. */
    final JsonNode eof(JsonNode partial) {
        if (partial != null) {
            lastEnd = to;
        }
        stop = Stop.EOF;
        stopAt = to;
        stopExpected = null;
        stopDetail = null;
        stopKnown = 0;
        stopPartial = repair ? partial : null;
        return FAILED;
    }

    final JsonNode tooDeep(int at) {
        failAt(at, null, null);
        stop = Stop.TOO_DEEP;
        return FAILED;
    }

    // ---- blanks and comments -----------------------------------------------------------------------

    final void skipSpace() {
        int i = pos;
        if (i < to && chars[i] > ' ' && (!repair || (chars[i] != '/' && chars[i] != '#' && chars[i] < 0x80))) {
            // Compact JSON: nothing to skip, which is most calls.
            return;
        }
        if (i + 1 < to && chars[i] == ' ' && chars[i + 1] > ' ' && chars[i + 1] != '/' && chars[i + 1] != '#' && chars[i + 1] < 0x80) {
            // One space ("a": 1, "b"): the next most common case.
            pos = i + 1;
            return;
        }
        skipBlanks(i);
    }

    /** The loop of {@link #skipSpace}, apart: the check above stays small enough to inline at every call. */
    private void skipBlanks(int from) {
        int i = from;
        while (i < to) {
            char c = chars[i];
            if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
                i++;
            } else if (repair && (c == '/' || c == '#') && commentEnd(i) > i) {
                skipComment(i);
                i = pos;
            } else if (repair && isUnusualBlank(c)) {
                // repair: unusual blank — a no-break, typographic or ideographic space between tokens is a blank
                log.add(RepairKind.UNUSUAL_BLANK, i);
                i++;
            } else {
                break;
            }
        }
        pos = i;
    }

    private void skipComment(int at) {
        // repair: comment — //, /* */ and # comments are skipped
        log.add(RepairKind.COMMENT, at);
        pos = commentEnd(at);
        lastEnd = pos;
    }

    /** The end of the comment that starts at {@code at}, or {@code at} when none does. An unclosed one runs to the end. */
    final int commentEnd(int at) {
        char c = chars[at];
        if (c == '#' || (c == '/' && at + 1 < to && chars[at + 1] == '/')) {
            int end = lineEnd(at);
            // repair: comment — a line comment on the text's last line ends before the first closing bracket
            // after it ({"a": {"b": 1 # note }, "c": 2}): run to the end, it would leave nothing to close
            return lastLine ? Math.min(end, closerAfter(at)) : end;
        }
        if (c == '/' && at + 1 < to && chars[at + 1] == '*') {
            int close = blockEnd(at + 2);
            return close < 0 ? to : close + 2;
        }
        return at;
    }

    private int lineEnd(int at) {
        if (newlineFrom < 0 || at < newlineFrom || at > newlineAt) {
            int i = text.indexOf('\n', at, to);
            newlineFrom = at;
            newlineAt = i < 0 ? to : i;
            int k = newlineAt;
            while (k < to && isSpace(chars[k])) {
                k++;
            }
            lastLine = k == to;
        }
        return newlineAt;
    }

    /** The first '}' or ']' at or after {@code at}, or {@code to}. */
    private int closerAfter(int at) {
        if (closerFrom < 0 || at < closerFrom || at > closerAt) {
            int i = at;
            while (i < to && chars[i] != '}' && chars[i] != ']') {
                i++;
            }
            closerFrom = at;
            closerAt = i;
        }
        return closerAt;
    }

    private int blockEnd(int at) {
        boolean known = blockEndFrom >= 0 && at >= blockEndFrom && (blockEndAt < 0 || at <= blockEndAt);
        if (!known) {
            blockEndFrom = at;
            blockEndAt = text.indexOf("*/", at, to);
        }
        return blockEndAt;
    }

    // ---- character classes and wording -------------------------------------------------------------

    /** No-break, typographic, ideographic and zero-width spaces: blanks between tokens in repair mode. */
    static boolean isUnusualBlank(char c) {
        // One comparison for the characters JSON is written in, small enough to be inlined at every call (the
        // loops over bare values and blanks call it for each character).
        return c >= '\u00a0' && isUnusualBlankAbove(c);
    }

    private static boolean isUnusualBlankAbove(char c) {
        return c == '\u00a0' || (c >= '\u2000' && c <= '\u200b') || c == '\u202f' || c == '\u205f' || c == '\u3000'
                || c == '\ufeff' || c == '\u1680' || c == '\u180e';
    }

    static boolean isSpace(char c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t';
    }

    static boolean isQuote(char c) {
        return c == '"' || c == '\'' || c == '“' || c == '‘';
    }

    static boolean startsKey(char c) {
        return isQuote(c) || isKeyPart(c);
    }

    static boolean isKeyPart(char c) {
        if (c < 0x80) {
            // ASCII first: Character.isLetterOrDigit costs a table lookup per character of prose.
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '-';
        }
        return Character.isLetterOrDigit(c);
    }

    static boolean startsValue(char c) {
        return isQuote(c) || c == '{' || c == '[' || c == '-' || (c >= '0' && c <= '9')
                || c == 't' || c == 'f' || c == 'n' || c == 'T' || c == 'F' || c == 'N';
    }

    /** The character at {@code at} for a message: quoted, or as U+XXXX when it is invisible. */
    static String describe(String text, int at) {
        int cp = text.codePointAt(at);
        return Character.isISOControl(cp) || (Character.isWhitespace(cp) && cp != ' ')
                ? String.format("U+%04X", cp)
                : "'" + Character.toString(cp) + "'";
    }
}

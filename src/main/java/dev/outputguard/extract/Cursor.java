package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isSpace;
import static dev.outputguard.extract.Chars.isUnusualBlank;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Where a parse is in {@code text[from, to)}, the blanks (and in repair mode the comments) it steps over,
 * and the parser's one failure channel. A read that fails fills in {@link #stop} and the fields after it and
 * returns {@link #FAILED} (a value reader), {@code null} (a string reader) or {@code false}: nothing is
 * thrown and nothing is allocated, so a failed candidate in prose costs no more than its scan. Why it
 * failed is worded only for the failure that gets reported ({@link Failures}).
 *
 * <p>Every reader of one parse shares one cursor and reads and writes its fields directly, as the fields of
 * a parser of minimal-json's shape are. The {@link CandidateParser} holds it and hands it to each reader on
 * every call, and no reader keeps one of its own: with one reference to follow, the JIT keeps what one reader
 * wrote for the next to read in a register, where several fields holding the same cursor would look to it
 * like several cursors, each read again from memory after any write.
 */
final class Cursor {

    /** Returned (never added to a result) instead of a value when a read failed; {@link #stop} says why. */
    static final JsonNode FAILED = new TextNode("failed");
    /** Returned (repair mode) instead of a value for what stands where a value would and is dropped (a placeholder, nothing). */
    static final JsonNode SKIPPED = new TextNode("skipped");

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
    /** Repair mode: comments and unusual blanks are blanks, each one logged. */
    final boolean repair;
    final RepairLog log;
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

    Cursor(String text, char[] chars, boolean repair, RepairLog log) {
        this.text = text;
        this.chars = chars;
        this.repair = repair;
        this.log = log;
    }

    /** Starts over on {@code text[from, to)}: the log and the comment caches are for one range. */
    void reset(int from, int to) {
        this.from = from;
        this.to = to;
        log.clear();
        newlineFrom = -1;
        closerFrom = -1;
        blockEndFrom = -1;
    }

    // ---- the failure channel -----------------------------------------------------------------------

    /** Fails here: {@code what} was expected. */
    JsonNode fail(String what) {
        return failAt(pos, what, null);
    }

    /** Fails at {@code at}, with what was expected there or a worded {@code detail}. */
    JsonNode failAt(int at, String expected, String detail) {
        // Prose fails the same way candidate after candidate: a reference stored again costs the collector's
        // write barrier, comparing it first does not.
        if (stop != Stop.INVALID) {
            stop = Stop.INVALID;
        }
        stopAt = at;
        if (stopExpected != expected) {
            stopExpected = expected;
        }
        if (stopDetail != detail) {
            stopDetail = detail;
        }
        stopKnown = 0;
        if (stopPartial != null) {
            stopPartial = null;
        }
        return FAILED;
    }

    /** The range ended; {@code partial} is the unfinished value as far as it can be read, or null. */
    JsonNode eof(JsonNode partial) {
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

    JsonNode tooDeep(int at) {
        failAt(at, null, null);
        stop = Stop.TOO_DEEP;
        return FAILED;
    }

    /** What {@link #readEscape} returns for a backslash JSON defines no escape for, besides the character after it. */
    static final int UNDEFINED_ESCAPE = 0x10000;

    /**
     * The escape at the cursor (a backslash there), appended to {@code value} as the character it stands for and
     * the cursor moved past it: the piece of a string both modes read alike. Returns 0 when it was read, -1 when
     * it failed (the range ends in it, a backslash-u escape without four hexadecimal digits), or, when JSON
     * defines no such escape, {@link #UNDEFINED_ESCAPE} plus the character after the backslash (any character,
     * U+0000 too: a caller that took 0 for "read" would read the same backslash forever), the cursor left at
     * the backslash: strict mode fails there, repair mode reads it as text ({@code INVALID_ESCAPE}).
     */
    int readEscape(StringBuilder value) {
        if (pos + 1 >= to) {
            pos = to;
            eof(TextNode.valueOf(value.toString()));
            return -1;
        }
        char e = chars[pos + 1];
        if (e == 'u') {
            return readUnicodeEscape(value) ? 0 : -1;
        }
        char unescaped = Chars.unescaped(e);
        if (unescaped == 0) {
            return UNDEFINED_ESCAPE + e;
        }
        value.append(unescaped);
        pos += 2;
        return 0;
    }

    /** The four hexadecimal digits of the backslash-u escape at the cursor, appended to {@code value} as the character they stand for. */
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

    // ---- blanks and comments -----------------------------------------------------------------------

    void skipSpace() {
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
                comment(i);
                i = pos;
            } else if (repair && isUnusualBlank(c)) {
                // repair: UNUSUAL_BLANK — a no-break, typographic or ideographic space between tokens is a blank
                log.add(RepairKind.UNUSUAL_BLANK, i);
                i++;
            } else {
                break;
            }
        }
        pos = i;
    }

    private void comment(int at) {
        // repair: COMMENT — //, /* */ and # comments are skipped
        log.add(RepairKind.COMMENT, at);
        pos = commentEnd(at);
        lastEnd = pos;
    }

    /** Whether a comment starts at {@code at} in repair mode. */
    boolean commentAt(int at) {
        char c = chars[at];
        return (c == '/' || c == '#') && commentEnd(at) > at;
    }

    /** The end of the comment that starts at {@code at}, or {@code at} when none does. An unclosed one runs to the end. */
    int commentEnd(int at) {
        char c = chars[at];
        if (c == '#' || (c == '/' && at + 1 < to && chars[at + 1] == '/')) {
            int end = lineEnd(at);
            // A line comment on the text's last line ends before the first closing bracket after it
            // ({"a": {"b": 1 # note }, "c": 2}): run to the end, it would leave nothing to close.
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

    /** The first position at or after {@code at} that is no blank (unusual blanks included; comments are not skipped). */
    int blanksFrom(int at) {
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
}

package dev.outputguard.extract;

import static dev.outputguard.extract.Chars.isSpace;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Repair mode's reading of a reply cut off: when the range ends inside a candidate, the unfinished value is
 * kept and every open container closed where the text ends; a closing code fence glued to the end of the
 * text ends it before the fence.
 */
final class CutOff {

    private final Containers stack;
    private final Tolerances repair;
    /** Where a closing code fence that ends the range begins (the range ends there); -1 when none. */
    private int fenceAt = -1;

    CutOff(Containers stack, Tolerances repair) {
        this.stack = stack;
        this.repair = repair;
    }

    /**
     * Readies the range {@code text[from, to)}: where a run of three or more backticks that ends it (blanks
     * after it aside) begins, which is where the range ends, or {@code to}. A closing code fence whose opening
     * one the reply never wrote, or glued to the JSON before it ({"a": "b"```): no JSON value ends with a
     * backtick, so a candidate reaching it was cut off before it.
     */
    int rangeEnd(Cursor cursor, int from, int to) {
        char[] chars = cursor.chars;
        int i = to;
        while (i > from && isSpace(chars[i - 1])) {
            i--;
        }
        int end = i;
        while (i > from && chars[i - 1] == '`') {
            i--;
        }
        fenceAt = end - i >= 3 ? i : -1;
        return fenceAt >= 0 ? fenceAt : to;
    }

    /**
     * The text ended inside the candidate, {@code partial} the unfinished value read last (or null): what is open
     * is finished, innermost first, and every container closed. The candidate's node, or null when a lone
     * '{' (or '{"key"') at the end holds nothing to repair: it stays unterminated.
     */
    JsonNode truncated(Cursor cursor, JsonNode partial) {
        int t = stack.sp - 1;
        if (repair.commaAt >= 0) {
            repair.trailingComma(cursor);
        }
        if (partial != null && !partial.isTextual()) {
            // repair: CUT_VALUE — a literal or number the end cut off (tr, 1.) is no value yet: nothing is made whole
            cursor.log.add(RepairKind.CUT_VALUE, scalarStart(cursor.chars, cursor.from, cursor.to));
            stack.keyAt[t] = -1;
            partial = null;
        } else if (partial == null && scalarRunsToTheEnd(cursor, t)) {
            // repair: CUT_VALUE — a number or literal running into the end (12 of what may be 125, true of what may be
            // "true positive") may not be whole: dropped
            cursor.log.add(RepairKind.CUT_VALUE, scalarStart(cursor.chars, cursor.from, cursor.lastEnd));
            stack.vp--;
        }
        if (stack.closer[t] == '}' && stack.keyAt[t] >= 0 && !(stack.afterColon && partial != null)) {
            danglingKey(cursor, t);
        } else if (partial != null) {
            // repair: TRUNCATED — the unfinished string is closed where the text ends, marked as cut off
            cursor.log.add(RepairKind.TRUNCATED, cursor.lastEnd);
            stack.add(new CutText(partial.textValue()));
        }
        if (stack.sp == 1 && stack.vp == stack.memberMark[0]) {
            return null;
        }
        JsonNode node = null;
        while (stack.sp > 0) {
            // repair: TRUNCATED — each open object and array is closed after the last thing read
            cursor.log.add(RepairKind.TRUNCATED, cursor.lastEnd);
            node = stack.pop(cursor);
            if (stack.sp > 0) {
                stack.add(node);
            }
        }
        closingFence(cursor);
        return node;
    }

    /**
     * Whether the innermost container's last member is a number, {@code true}, {@code false} or {@code null} that
     * only blanks on its line follow to the text's end: nothing after it says it is whole (a ',', a closing
     * bracket, a line end or a closing fence would), so it may be the start of a longer one ({@code 12} of
     * {@code 125}) or of a bare value repair mode reads across blanks ({@code 12 000}, {@code true positive}).
     */
    private boolean scalarRunsToTheEnd(Cursor cursor, int t) {
        if (fenceAt >= 0 || stack.vp <= stack.memberMark[t]) {
            return false;
        }
        JsonNode last = stack.members.value(stack.vp - 1);
        if (!last.isNumber() && !last.isBoolean() && !last.isNull()) {
            return false;
        }
        char[] chars = cursor.chars;
        int e = cursor.to;
        while (e > cursor.from && (chars[e - 1] == ' ' || chars[e - 1] == '\t' || Chars.isUnusualBlank(chars[e - 1]))) {
            e--;
        }
        if (e <= cursor.from || !Character.isLetterOrDigit(chars[e - 1])) {
            return false;
        }
        // The word the text ends with is that value itself, not a comment's or a key's ({"a": 1 /* unclosed, {a: 1, b).
        int s = scalarStart(chars, cursor.from, e);
        if (last.isNumber()) {
            try {
                return new java.math.BigDecimal(cursor.text.substring(s, e)).compareTo(last.decimalValue()) == 0;
            } catch (NumberFormatException notThatNumber) {
                return false;
            }
        }
        return last.equals(BareValues.literal(cursor, s, e));
    }

    /** Where the number or literal ending at {@code to} begins: its letters, digits, signs and points. */
    private static int scalarStart(char[] chars, int from, int to) {
        int i = to;
        while (i > from && (Character.isLetterOrDigit(chars[i - 1]) || "+-._".indexOf(chars[i - 1]) >= 0)) {
            i--;
        }
        return i;
    }

    private void danglingKey(Cursor cursor, int t) {
        // repair: DANGLING_KEY — a key whose value never came is dropped
        cursor.log.add(RepairKind.DANGLING_KEY, stack.keyAt[t]);
        stack.keyAt[t] = -1;
    }

    /** A candidate read up to the end of the range: the closing fence that ends it, if any, was the end of its text. */
    void closingFence(Cursor cursor) {
        if (fenceAt >= 0) {
            // repair: CLOSING_FENCE — a code fence's closing ``` glued to JSON cut off before it ends the text
            cursor.log.add(RepairKind.CLOSING_FENCE, fenceAt);
        }
    }
}

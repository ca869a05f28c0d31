package dev.outputguard.extract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Parses the candidates of one range of one text, in one mode: the pieces of a parse wired together once and
 * reset for every range searched, so many fenced blocks do not cost a parser each.
 *
 * <pre>
 *   CandidateParser ── JsonGrammar ── Containers (explicit stack, members, CandidateMemo)
 *        │                 ├── Numbers, KeyCache
 *        │                 └── Tolerances (repair mode) ── TolerantStrings, TolerantKeys, NumberSpellings,
 *        │                                                    BareValues, StringEnds, Lookahead
 *        ├── CutOff (repair mode: a reply cut off)
 *        ├── Admission
 *        └── Cursor (position, blanks, comments, the failure channel), RepairLog
 * </pre>
 *
 * <p>Linear across candidates: every container start the parser meets goes into a {@link CandidateMemo}, so
 * no position is parsed as a container start twice; one that closed is reused whole, one known to fail fails
 * at once. How a candidate ends becomes a {@link ParseOutcome}; of the candidates rejected, the failure that
 * got furthest is kept (as fields: a rejected candidate allocates nothing) to be reported if none succeeds.
 */
final class CandidateParser {

    private final Cursor cursor;
    private final Admission admission;
    private final RepairLog log;
    private final Containers stack;
    private final JsonGrammar grammar;
    /** Repair mode's tolerances, its strings and its reading of a reply cut off, or null in strict mode. */
    private final Tolerances repair;
    private final TolerantStrings strings;
    private final CutOff cutOff;
    private final int maxDepth;
    /** Repairs an answer lists; the rest are counted. */
    private final int maxListed;

    // The failure that got furthest (the first one there).
    private int furthestAt = -1;
    private String furthestExpected;
    private String furthestDetail;

    /**
     * A parser for {@code text} (its characters {@code chars}); {@link #reset} gives it the range to search.
     * {@code unbuilt} (strict mode only): containers and strings are validated, not built ({@link Unbuilt}).
     */
    CandidateParser(String text, char[] chars, Mode mode, int maxDepth, int maxListed, boolean unbuilt) {
        this.maxDepth = maxDepth;
        this.maxListed = maxListed;
        this.log = new RepairLog();
        this.cursor = new Cursor(text, chars, mode == Mode.REPAIR, log);
        boolean validateOnly = unbuilt && mode == Mode.STRICT;
        this.stack = new Containers(log, maxDepth, maxListed, validateOnly);
        KeyCache keys = new KeyCache();
        if (mode == Mode.REPAIR) {
            strings = new TolerantStrings(keys);
            repair = new Tolerances(stack, strings, new TolerantKeys(strings, keys));
            cutOff = new CutOff(stack, repair);
        } else {
            strings = null;
            repair = null;
            cutOff = null;
        }
        this.admission = new Admission(mode == Mode.REPAIR);
        this.grammar = new JsonGrammar(stack, keys, repair, validateOnly);
    }

    /** Whether an object this unbuilt parser closed wrote a key twice ({@link Containers#keyRepeated}). */
    boolean keyRepeated() {
        return stack.keyRepeated;
    }

    /**
     * Readies the parser for candidates in {@code text[from, to)}, forgetting everything about the range
     * before (the memo is only valid for one range). Costs what the last range used; the key cache is kept,
     * keys being the same text's.
     */
    CandidateParser reset(int from, int to) {
        cursor.reset(from, cutOff != null ? cutOff.rangeEnd(cursor, from, to) : to);
        stack.reset(from);
        furthestAt = -1;
        furthestExpected = null;
        furthestDetail = null;
        return this;
    }

    /** What the memo knows of the bracket at {@code at}: 0 nothing, > 0 it closed, < 0 it fails. */
    int known(int at) {
        return stack.memo.lookup(at);
    }

    /** Whether the bracket at {@code at} can begin a candidate ({@link Admission}). */
    boolean canStart(int at) {
        return admission.canStart(cursor, at);
    }

    /** Whether the candidate at {@code at}, parsed up to {@code end}, is a bracket of words in prose ({@link Admission}). */
    boolean wordsInProse(int at, int end) {
        return admission.wordsInProse(cursor, at, end);
    }

    /** Parses the object or array whose bracket is at {@code start} (one the memo knows closed is reused). */
    ParseOutcome parse(int start) {
        int mark = log.size();
        if (repair != null) {
            repair.reset();
        }
        JsonNode value = grammar.read(cursor, start);
        if (value != Cursor.FAILED) {
            if (strings != null && strings.readToTheEnd) {
                cutOff.closingFence(cursor);
            }
            return parsed(value, start, cursor.lastEnd, mark);
        }
        boolean closedEarly = repair != null && repair.earlyEnd >= 0;
        // Compared by reference, the common stop (INVALID) first: a switch over the enum reads its ordinal and a
        // table for every candidate that fails, most of prose's.
        Cursor.Stop stop = cursor.stop;
        if (stop == Cursor.Stop.INVALID) {
            return closedEarly ? closedEarly(start, mark)
                    : strings != null && strings.readToTheEnd ? asCutOff(start, mark) : rejected(mark);
        }
        if (stop == Cursor.Stop.EOF) {
            return repair != null ? truncated(start, mark) : new ParseOutcome.Unterminated(start);
        }
        return closedEarly ? closedEarly(start, mark) : new ParseOutcome.TooDeep(cursor.stopAt, maxDepth + 1);
    }

    /**
     * A candidate that failed after a string running to the end of the range was ended at a closing bracket
     * ({"a": {"b": "x}]): read again with that string cut off where the range ends. Strict mode reads such a
     * candidate as one the text never closes, so it ends the search either way, and no candidate inside the
     * string is tried. Once per search, so the search stays linear.
     */
    private ParseOutcome asCutOff(int start, int mark) {
        log.truncate(mark);
        strings.noEndCut = true;
        try {
            return parse(start);
        } finally {
            strings.noEndCut = false;
        }
    }

    /** The text ended inside the candidate: repair mode closes what is open, unless it holds nothing. */
    private ParseOutcome truncated(int start, int mark) {
        JsonNode node = cutOff.truncated(cursor, cursor.stopPartial);
        return node == null ? new ParseOutcome.Unterminated(start) : parsed(node, start, cursor.lastEnd, mark);
    }

    /** The outermost object as it was at its first '}', what was read past it having failed. */
    private ParseOutcome closedEarly(int start, int mark) {
        JsonNode node = repair.closedEarly(cursor);
        return parsed(node, start, repair.earlyEnd, mark);
    }

    /** A complete candidate {@code text[start, end)} and the repairs made since {@code mark}: the first listed, the rest counted. */
    private ParseOutcome.Parsed parsed(JsonNode node, int start, int end, int mark) {
        KeyRepeats repeats = stack.repeats;
        if (repair != null && repair.carriedFrom != null && node instanceof ObjectNode object) {
            // The keys the reused object repeated are this object's too.
            repeats.carry(repair.carriedFrom, object);
        }
        return new ParseOutcome.Parsed(node, start, end, log.since(mark, maxListed), log.omittedSince(mark, maxListed),
                repeats, repeats.size());
    }

    private ParseOutcome rejected(int mark) {
        Cursor c = cursor;
        CandidateMemo memo = stack.memo;
        // The candidate's repairs are dropped with it; only those of containers it closed are kept for reuse.
        log.truncate(Math.max(mark, memo.repairsKept()));
        if (memo.worthRemembering(stack.sp)) {
            // A candidate that failed inside its own braces (most in prose do) leaves nothing to remember.
            memo.rememberFailed(c.stopKnown, c.stopAt, c.stopExpected, c.stopDetail, stack.openAt, stack.sp);
        }
        if (c.stopAt > furthestAt) {
            furthestAt = c.stopAt;
            // Compared first, as in Cursor.failAt: the same reason again is not stored again.
            if (furthestExpected != c.stopExpected) {
                furthestExpected = c.stopExpected;
            }
            if (furthestDetail != c.stopDetail) {
                furthestDetail = c.stopDetail;
            }
        }
        return ParseOutcome.Rejected.INSTANCE;
    }

    /**
     * After a candidate the range never closed (an {@link ParseOutcome.Unterminated} in strict mode), for a
     * search that goes on: the containers left open are remembered as failing (none of them closes), so no
     * later candidate parses them again.
     */
    void rememberUnterminated() {
        stack.memo.rememberFailed(0, cursor.to, null, "The text ends inside this container", stack.openAt, stack.sp);
    }

    /**
     * The candidate just parsed is passed over and the search goes on after its end (an array that prose
     * writes too, {@code [1]}): what it closed is never asked for again, so it is not kept.
     */
    void passOver() {
        stack.memo.dropCollected();
        log.truncate(stack.memo.repairsKept());
    }

    /** The failure that got furthest among the rejected candidates, or null when none was rejected. */
    ParseFailure furthestFailure() {
        return furthestAt < 0 ? null : new ParseFailure(furthestAt, furthestExpected, furthestDetail);
    }
}

package dev.outputguard.extract;

import java.util.Arrays;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What the parser learned about the container starts ({@code {}, {@code [}) of one searched range, so
 * that no start is parsed twice across candidates. A container that closed is reused whole (node, end,
 * repairs); one that was still open when a parse failed fails the same way for any later candidate.
 *
 * <p>Sound because what follows an opening bracket parses the same whatever encloses it: every repair
 * depends only on the container being read and the text after it (the one exception, an object closed too
 * early, is decided by the parser for the outermost object only, after its reuse). Closed containers are
 * only collected while parsing; they enter the memo when a parse fails ({@link #rememberFailed}), because a
 * parse that succeeds ends the search. The memo is sized by how far parsing got, not by the text.
 */
final class CandidateMemo {

    /** Per closed container i: {@code closed[5i]} start, {@code +1} end, {@code +2} height, {@code +3..+4} its repairs in the log. */
    private int closedCount;
    private int[] closed = new int[5 * 8];
    private JsonNode[] closedNode = new JsonNode[8];
    /** How many closed containers the memo holds. */
    private int committed;
    // Failures that ended a parse; shared by every container open at that moment.
    private int failureCount;
    private int[] failurePosition = new int[4];
    private String[] failureExpected = new String[4];
    private String[] failureDetail = new String[4];
    /** Per offset in [from, ...): 0 never opened, i > 0 closed (entry i - 1), i < 0 failed (failure -i - 1). */
    private int[] memo;
    /** One past the highest memo index written since the last {@link #reset}: what a reset clears. */
    private int used;
    private int from;

    /** Forgets everything (costs what the last range used) and serves offsets from {@code from} on. */
    void reset(int from) {
        this.from = from;
        if (memo != null) {
            Arrays.fill(memo, 0, used, 0);
        }
        used = 0;
        committed = 0;
        closedCount = 0;
        failureCount = 0;
    }

    /** What is known of the container start at {@code at}: 0 nothing, a closed handle (> 0) or a failed one (< 0). */
    int lookup(int at) {
        return memo == null || at - from >= memo.length ? 0 : memo[at - from];
    }

    int end(int closedHandle) {
        return closed[5 * (closedHandle - 1) + 1];
    }

    int height(int closedHandle) {
        return closed[5 * (closedHandle - 1) + 2];
    }

    int repairsFrom(int closedHandle) {
        return closed[5 * (closedHandle - 1) + 3];
    }

    int repairsTo(int closedHandle) {
        return closed[5 * (closedHandle - 1) + 4];
    }

    JsonNode node(int closedHandle) {
        return closedNode[closedHandle - 1];
    }

    int failurePosition(int failedHandle) {
        return failurePosition[-failedHandle - 1];
    }

    String failureExpected(int failedHandle) {
        return failureExpected[-failedHandle - 1];
    }

    String failureDetail(int failedHandle) {
        return failureDetail[-failedHandle - 1];
    }

    /** Collects a container that closed: {@code text[start, end)}, nesting {@code height}, repairs {@code [repairsFrom, repairsTo)} of the log. */
    void rememberClosed(int start, int end, int height, int repairsFrom, int repairsTo, JsonNode node) {
        if (closedCount == closedNode.length) {
            closed = Arrays.copyOf(closed, 10 * closedCount);
            closedNode = Arrays.copyOf(closedNode, 2 * closedCount);
        }
        int i = 5 * closedCount;
        closed[i] = start;
        closed[i + 1] = end;
        closed[i + 2] = height;
        closed[i + 3] = repairsFrom;
        closed[i + 4] = repairsTo;
        closedNode[closedCount++] = node;
    }

    /** Forgets the container collected last: one closed by what encloses it, which a parse of its own would not close. */
    void forgetLastClosed() {
        closedCount--;
    }

    /**
     * Forgets the closed containers collected since the memo last took any: those of a candidate the search
     * passed over and went on after, which no later parse reaches (parses only go forward).
     */
    void dropCollected() {
        closedCount = committed;
    }

    /** How much of the log the collected containers need: a failed candidate's own repairs after it are dropped. */
    int repairsKept() {
        return closedCount == 0 ? 0 : closed[5 * (closedCount - 1) + 4];
    }

    /** True when a failed parse has something to remember: containers it left open besides the candidate, or ones it closed. */
    boolean worthRemembering(int openCount) {
        return openCount > 1 || committed < closedCount;
    }

    /**
     * A parse failed at {@code position}: the collected closed containers enter the memo, and the containers
     * {@code openAt[1, openCount)} that were still open are marked failed with this failure (the candidate
     * itself, {@code openAt[0]}, is never asked again: every later parse starts after it). {@code known} is
     * the handle of a failure the memo already holds (the parse reached a container known to fail), or 0.
     */
    void rememberFailed(int known, int position, String expected, String detail, int[] openAt, int openCount) {
        int failure = known;
        if (failure == 0 && openCount > 1) {
            if (failureCount == failurePosition.length) {
                failurePosition = Arrays.copyOf(failurePosition, failureCount * 2);
                failureExpected = Arrays.copyOf(failureExpected, failureCount * 2);
                failureDetail = Arrays.copyOf(failureDetail, failureCount * 2);
            }
            failurePosition[failureCount] = position;
            failureExpected[failureCount] = expected;
            failureDetail[failureCount] = detail;
            failure = -++failureCount;
        }
        if (memo == null) {
            // Sized by the furthest start it is about to hold, not by the text nor by where the parse failed (an
            // array of a million elements inside 999 objects failing at its end marks 999 starts near the
            // beginning): a walk stays linear, and set grows it as later parses get further.
            memo = new int[Math.max(64, furthestStart(openAt, openCount) - from + 1)];
        }
        for (int i = committed; i < closedCount; i++) {
            set(closed[5 * i], i + 1);
        }
        committed = closedCount;
        for (int i = 1; i < openCount; i++) {
            set(openAt[i], failure);
        }
    }

    /** The furthest of the starts {@link #rememberFailed} marks: the collected closed ones and {@code openAt[1, openCount)}. */
    private int furthestStart(int[] openAt, int openCount) {
        int furthest = from;
        for (int i = committed; i < closedCount; i++) {
            furthest = Math.max(furthest, closed[5 * i]);
        }
        for (int i = 1; i < openCount; i++) {
            furthest = Math.max(furthest, openAt[i]);
        }
        return furthest;
    }

    private void set(int at, int value) {
        int i = at - from;
        if (i >= memo.length) {
            memo = Arrays.copyOf(memo, Math.max(2 * memo.length, i + 1));
        }
        used = Math.max(used, i + 1);
        memo[i] = value;
    }
}

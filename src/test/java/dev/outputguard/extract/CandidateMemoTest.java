package dev.outputguard.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

class CandidateMemoTest {

    private final CandidateMemo memo = new CandidateMemo();
    private final JsonNode node = JsonNodeFactory.instance.objectNode().put("a", 1);

    @Test
    void lookup_nothingRemembered_isUnknown() {
        memo.reset(0);
        assertEquals(0, memo.lookup(0));
        assertEquals(0, memo.lookup(1_000_000));
    }

    @Test
    void rememberClosed_entersTheMemoOnlyWhenAParseFails() {
        memo.reset(10);
        memo.rememberClosed(15, 22, 1, 3, 5, node);
        assertEquals(0, memo.lookup(15), "a parse that succeeds ends the search: nothing to look up");
        assertTrue(memo.worthRemembering(1));

        memo.rememberFailed(0, 30, "','", null, new int[] {10}, 1);

        int closed = memo.lookup(15);
        assertTrue(closed > 0);
        assertEquals(22, memo.end(closed));
        assertEquals(1, memo.height(closed));
        assertEquals(3, memo.repairsFrom(closed));
        assertEquals(5, memo.repairsTo(closed));
        assertSame(node, memo.node(closed));
        assertEquals(5, memo.repairsKept());
    }

    @Test
    void dropCollected_forgetsWhatAPassedOverCandidateClosed_keepsWhatTheMemoHolds() {
        memo.reset(0);
        memo.rememberClosed(2, 8, 1, 0, 1, node);
        memo.rememberFailed(0, 10, "','", null, new int[] {0}, 1);
        memo.rememberClosed(20, 23, 1, 1, 2, node);

        memo.dropCollected();
        memo.rememberFailed(0, 40, "','", null, new int[] {30}, 1);

        assertTrue(memo.lookup(2) > 0, "what the memo took stays");
        assertEquals(0, memo.lookup(20), "the passed-over candidate's container never enters");
        assertEquals(1, memo.repairsKept());
    }

    @Test
    void rememberFailed_marksTheOpenContainersButNotTheCandidate() {
        memo.reset(0);
        memo.rememberFailed(0, 40, null, "Number is out of range", new int[] {0, 6, 12}, 3);

        assertEquals(0, memo.lookup(0), "the candidate is never asked again");
        int failed = memo.lookup(6);
        assertTrue(failed < 0);
        assertEquals(failed, memo.lookup(12), "containers open at one failure share it");
        assertEquals(40, memo.failurePosition(failed));
        assertEquals("Number is out of range", memo.failureDetail(failed));
    }

    @Test
    void rememberFailed_aKnownFailureIsSharedNotCopied() {
        memo.reset(0);
        memo.rememberFailed(0, 40, "'}'", null, new int[] {0, 6}, 2);
        int first = memo.lookup(6);

        memo.rememberFailed(first, 40, "'}'", null, new int[] {3, 4}, 2);

        assertEquals(first, memo.lookup(4));
        assertEquals("'}'", memo.failureExpected(memo.lookup(4)));
    }

    @Test
    void worthRemembering_aCandidateThatFailedInsideItsOwnBraces_isNot() {
        memo.reset(0);
        assertFalse(memo.worthRemembering(1));
        assertTrue(memo.worthRemembering(2));
    }

    @Test
    void reset_forgetsTheRangeBefore() {
        memo.reset(0);
        memo.rememberClosed(2, 9, 1, 0, 0, node);
        memo.rememberFailed(0, 100, "x", null, new int[] {0, 50}, 2);
        assertTrue(memo.lookup(2) > 0 && memo.lookup(50) < 0);

        memo.reset(0);

        assertEquals(0, memo.lookup(2));
        assertEquals(0, memo.lookup(50));
        assertEquals(0, memo.repairsKept());
    }

    @Test
    void lookup_offsetsAreRelativeToTheRange() {
        memo.reset(1_000);
        memo.rememberClosed(1_005, 1_010, 1, 0, 0, node);
        memo.rememberFailed(0, 1_020, "x", null, new int[] {1_000}, 1);
        assertTrue(memo.lookup(1_005) > 0);
        assertEquals(0, memo.lookup(1_006));
    }
}

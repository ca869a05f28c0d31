package dev.outputguard.terminal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StartIndexTest {

    /** Records the window the rule asked to search and answers with a fixed index. */
    private static final class RecordingSearch implements UserPromptSearch {
        private final int answer;
        int[] window;

        RecordingSearch(int answer) {
            this.answer = answer;
        }

        @Override
        public int mostRecent(int fromInclusive, int toExclusive) {
            window = new int[] {fromInclusive, toExclusive};
            return answer;
        }
    }

    @Test
    void resolve_bufferReset_searchesLast40Lines() {
        RecordingSearch search = new RecordingSearch(70);
        assertEquals(71, StartIndex.resolve(200, 80, true, StartPolicy.SEARCH_NEAR_END, search));
        assertArrayEquals(new int[] {40, 80}, search.window);
    }

    @Test
    void resolve_captureAtEnd_searchesLast50Lines() {
        RecordingSearch search = new RecordingSearch(-1);
        assertEquals(60, StartIndex.resolve(96, 100, false, StartPolicy.SEARCH_NEAR_END, search));
        assertArrayEquals(new int[] {50, 100}, search.window);
    }

    @Test
    void resolve_shortBufferAtEndWithoutPrompt_neverBelowZero() {
        assertEquals(0, StartIndex.resolve(28, 30, false, StartPolicy.SEARCH_NEAR_END, new RecordingSearch(-1)));
    }

    @Test
    void resolve_codexAtEnd_keepsLastCapturedLineWithoutSearching() {
        RecordingSearch search = new RecordingSearch(90);
        assertEquals(96, StartIndex.resolve(96, 100, false, StartPolicy.LAST_CAPTURED_LINE, search));
        assertEquals(null, search.window);
    }

    @Test
    void resolve_captureEqualToTotal_countsAsReset() {
        RecordingSearch search = new RecordingSearch(-1);
        assertEquals(0, StartIndex.resolve(100, 100, false, StartPolicy.LAST_CAPTURED_LINE, search));
        assertArrayEquals(new int[] {60, 100}, search.window);
    }

    @Test
    void inferBufferReset_bufferMuchShorterThanCapturePoint_isReset() {
        assertTrue(StartIndex.inferBufferReset(19, 45));
        assertFalse(StartIndex.inferBufferReset(20, 45));
    }

    @Test
    void inferBufferReset_smallCapturePoint_isNotReset() {
        assertFalse(StartIndex.inferBufferReset(0, 25));
        assertTrue(StartIndex.inferBufferReset(0, 26));
    }

    @Test
    void inferBufferReset_longSessionNowShort_isReset() {
        assertTrue(StartIndex.inferBufferReset(49, 60));
        assertFalse(StartIndex.inferBufferReset(50, 60));
        assertFalse(StartIndex.inferBufferReset(40, 50));
    }
}

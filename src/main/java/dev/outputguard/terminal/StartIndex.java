package dev.outputguard.terminal;

/**
 * Where the new reply starts in a captured buffer: the original design's {@code resolveExtractionStartIndex},
 * its four branches, windows and floor unchanged.
 */
public final class StartIndex {

    /** Lines searched for the user prompt after a buffer reset. */
    public static final int RESET_WINDOW = 40;
    /** Lines searched for the user prompt when the capture point sits at the end of the buffer. */
    public static final int SCROLL_WINDOW = 50;
    /** How close to the end {@code lastCapturedLine} must be to count as "at the end". */
    public static final int SCROLL_MARGIN = 5;
    /** Without a user prompt near the end, start this many lines before it. */
    public static final int SCROLL_FALLBACK = 40;
    /** Tolerance of the reset inference: a buffer this much shorter than before was cleared. */
    public static final int RESET_TOLERANCE = 25;
    /** A capture point past this with a buffer under it means a restarted session. */
    public static final int RESTART_LINES = 50;

    private StartIndex() {
    }

    /**
     * @param lastCapturedLine where the previous capture ended; negative values count as 0
     * @param totalLines       lines in the buffer, trailing blank lines not counted
     * @param bufferReset      the caller knows the buffer was cleared (or {@link #inferBufferReset})
     * @param policy           the tool's behaviour near the end of the buffer
     * @param search           the tool's user-prompt search over the buffer
     */
    public static int resolve(int lastCapturedLine, int totalLines, boolean bufferReset,
                              StartPolicy policy, UserPromptSearch search) {
        int last = Math.max(0, lastCapturedLine);
        boolean bufferWasReset = last >= totalLines || bufferReset;
        if (bufferWasReset) {
            int prompt = searchLast(search, totalLines, RESET_WINDOW);
            return prompt >= 0 ? prompt + 1 : 0;
        }
        if (policy == StartPolicy.LAST_CAPTURED_LINE) {
            return last;
        }
        if (last >= totalLines - SCROLL_MARGIN) {
            int prompt = searchLast(search, totalLines, SCROLL_WINDOW);
            return prompt >= 0 ? prompt + 1 : Math.max(0, totalLines - SCROLL_FALLBACK);
        }
        return last;
    }

    /**
     * The original design's inference when the caller does not say whether the buffer was reset: the buffer is
     * much shorter than the last capture point, or a long session now shows a short buffer.
     */
    public static boolean inferBufferReset(int totalLines, int lastCapturedLine) {
        boolean shrank = totalLines + RESET_TOLERANCE < lastCapturedLine && lastCapturedLine > RESET_TOLERANCE;
        boolean restarted = lastCapturedLine > RESTART_LINES && totalLines < RESTART_LINES;
        return shrank || restarted;
    }

    private static int searchLast(UserPromptSearch search, int totalLines, int window) {
        return search.mostRecent(Math.max(0, totalLines - window), Math.max(0, totalLines));
    }
}

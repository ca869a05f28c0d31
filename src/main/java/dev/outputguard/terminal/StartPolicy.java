package dev.outputguard.terminal;

/** What a tool does when the caller's {@code lastCapturedLine} sits near the end of the buffer. */
public enum StartPolicy {
    /** The buffer may have scrolled: start after the most recent user prompt in the last lines. */
    SEARCH_NEAR_END,
    /** The tool redraws in place (Codex): {@code lastCapturedLine} is trusted as it is. */
    LAST_CAPTURED_LINE
}

package dev.outputguard.terminal;

/** Where, in the new lines, a tool's reply begins relative to the user's prompt line. */
public enum ReplyAnchor {
    /** After the last user-prompt line among the new lines (the whole slice when there is none). */
    AFTER_LAST_USER_PROMPT,
    /** After the first user-prompt line among the new lines (the echo of what was sent), else at their start. */
    AFTER_FIRST_USER_PROMPT
}

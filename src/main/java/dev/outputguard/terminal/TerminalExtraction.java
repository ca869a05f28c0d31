package dev.outputguard.terminal;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What {@code extract-terminal-response} returns. Every string is free of control sequences.
 *
 * @param response   the new reply, or with a prompt the new lines holding it; never text before {@code startIndex}
 * @param isComplete the tool has finished (or waits on a prompt)
 * @param isPrompt   the tool waits on an interactive prompt, described in {@code prompt}
 * @param prompt     the prompt, or null when there is none
 * @param startIndex the first buffer line the response was taken from
 * @param lineCount  where the caller's next {@code lastCapturedLine} should be: the buffer's line count
 *                   (trailing blank lines not counted), or the line a tool's reply was stopped at
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TerminalExtraction(
        String response,
        @JsonProperty("isComplete") boolean isComplete,
        @JsonProperty("isPrompt") boolean isPrompt,
        Prompt prompt,
        int startIndex,
        int lineCount) {
}

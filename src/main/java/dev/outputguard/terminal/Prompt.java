package dev.outputguard.terminal;

import java.util.List;

/** An interactive prompt the tool is waiting on: the question and the answers offered. */
public record Prompt(PromptKind kind, String question, List<PromptOption> options) {

    public Prompt {
        options = List.copyOf(options);
    }
}

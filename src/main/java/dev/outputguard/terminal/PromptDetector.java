package dev.outputguard.terminal;

import java.util.List;
import java.util.Optional;

/** Finds an interactive prompt anywhere the rules allow in the whole buffer: choices first, then yes/no. */
public final class PromptDetector {

    private PromptDetector() {
    }

    public static Optional<Prompt> detect(List<TerminalLine> buffer) {
        Optional<Prompt> choice = ChoicePrompts.find(buffer);
        return choice.isPresent() ? choice : YesNoPrompts.find(buffer);
    }
}

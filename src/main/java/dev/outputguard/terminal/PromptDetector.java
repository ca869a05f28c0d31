package dev.outputguard.terminal;

import java.util.List;
import java.util.Optional;

/** Finds an interactive prompt anywhere the rules allow in the whole buffer: choices first, then yes/no. */
public final class PromptDetector {

    private PromptDetector() {
    }

    /** With the cursor required on a choice, as for a tool without a {@link ChoiceRule} of its own. */
    public static Optional<Prompt> detect(List<TerminalLine> buffer) {
        return detect(buffer, ChoiceRule.CURSOR_REQUIRED);
    }

    public static Optional<Prompt> detect(List<TerminalLine> buffer, ChoiceRule choiceRule) {
        Optional<Prompt> choice = ChoicePrompts.find(buffer, choiceRule);
        return choice.isPresent() ? choice : YesNoPrompts.find(buffer);
    }
}

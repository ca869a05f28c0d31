package dev.outputguard.terminal;

import java.util.List;
import java.util.Optional;

/** Finds the interactive prompt live at the bottom of the whole buffer: choices first, then yes/no. */
public final class PromptDetector {

    private PromptDetector() {
    }

    /** With the cursor required on a choice, as for a tool without a {@link PromptRule} of its own. */
    public static Optional<Prompt> detect(List<TerminalLine> buffer) {
        return detect(buffer, PromptRule.CURSOR_REQUIRED);
    }

    /** The live prompt at the bottom of {@code buffer} by the tool's {@code rule}, if there is one. */
    public static Optional<Prompt> detect(List<TerminalLine> buffer, PromptRule rule) {
        Optional<Prompt> choice = ChoicePrompts.find(buffer, rule);
        return choice.isPresent() ? choice : YesNoPrompts.find(buffer, rule);
    }
}

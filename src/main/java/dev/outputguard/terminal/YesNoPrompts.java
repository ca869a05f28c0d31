package dev.outputguard.terminal;

import java.util.List;
import java.util.Optional;

/** Yes/no questions in the last lines: {@code (y/n)}, {@code [y/N]}, {@code [Y/n]}, {@code (yes/no)}, {@code Approve?}. */
final class YesNoPrompts {

    /** Only the last lines of the buffer are looked at. */
    static final int WINDOW = 20;
    private static final List<String> MARKERS = List.of("(y/n)", "[y/n]", "(yes/no)", "[yes/no]");
    private static final String APPROVE = "Approve?";

    private YesNoPrompts() {
    }

    /** The last yes/no line in the window, if it is live ({@link PromptRule}): not reply text, nothing closing it below. */
    static Optional<Prompt> find(List<TerminalLine> buffer, PromptRule rule) {
        for (int i = buffer.size() - 1; i >= Math.max(0, buffer.size() - WINDOW); i--) {
            Optional<Prompt> prompt = parse(buffer.get(i).view().strip());
            if (prompt.isPresent()) {
                boolean live = !rule.replyText().test(buffer.get(i)) && rule.liveAbove(buffer, i + 1);
                return live ? prompt : Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** A line ending in a yes/no marker (a trailing colon allowed); the capital letter marks the default. */
    static Optional<Prompt> parse(String line) {
        String body = line.endsWith(":") ? line.substring(0, line.length() - 1).stripTrailing() : line;
        if (LineMatchers.endsWithIgnoreCase(body, APPROVE)) {
            return Optional.of(prompt(body, false, false));
        }
        for (String marker : MARKERS) {
            if (LineMatchers.endsWithIgnoreCase(body, marker)) {
                String shown = body.substring(body.length() - marker.length());
                String question = body.substring(0, body.length() - marker.length()).strip();
                boolean yesDefault = Character.isUpperCase(shown.charAt(1)) && hasLowerCaseNo(shown);
                boolean noDefault = Character.isLowerCase(shown.charAt(1)) && !hasLowerCaseNo(shown);
                return Optional.of(prompt(question.isEmpty() ? body : question, yesDefault, noDefault));
            }
        }
        return Optional.empty();
    }

    private static boolean hasLowerCaseNo(String shown) {
        return shown.indexOf('n') >= 0;
    }

    private static Prompt prompt(String question, boolean yesDefault, boolean noDefault) {
        return new Prompt(PromptKind.YES_NO, question,
                List.of(new PromptOption(1, "Yes", yesDefault), new PromptOption(2, "No", noDefault)));
    }
}

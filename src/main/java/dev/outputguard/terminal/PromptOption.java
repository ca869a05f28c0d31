package dev.outputguard.terminal;

/**
 * One answer the user can give.
 *
 * @param number   the number shown (1-based; for yes/no: 1 Yes, 2 No)
 * @param label    its text, control sequences stripped
 * @param selected under the cursor, or the default of a yes/no prompt
 */
public record PromptOption(int number, String label, boolean selected) {
}

package dev.outputguard.terminal;

/** The shape of an interactive prompt waiting for the user. */
public enum PromptKind {
    /** {@code (y/n)}, {@code [Y/n]}, {@code (yes/no)}, {@code Approve?}. */
    YES_NO,
    /** A numbered list of choices with a cursor on one of them. */
    CHOICE
}

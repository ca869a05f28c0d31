package dev.outputguard.terminal;

/** Finds the line the user last typed at, so extraction can start right after it. */
@FunctionalInterface
public interface UserPromptSearch {

    /** The index of the most recent user-prompt line in {@code [fromInclusive, toExclusive)}, or -1. */
    int mostRecent(int fromInclusive, int toExclusive);
}

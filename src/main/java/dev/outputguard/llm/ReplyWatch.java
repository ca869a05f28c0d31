package dev.outputguard.llm;

/**
 * Reads a reply as the LLM writes it and says when the rest need not be read: the reply so far is all its caller
 * will ever need, because its verdict on it is a rejection that no later part of the reply can turn into a value it
 * would not also give read whole. One watch reads one reply; an attempt sent again after a transport failure gets a
 * new one.
 */
@FunctionalInterface
public interface ReplyWatch {

    /**
     * Reads every reply to its end: for a caller whose verdict on a reply may turn on any later character of it, so
     * that no part of the reply can be known not to matter before the reply ends.
     */
    ReplyWatch TO_THE_END = piece -> false;

    /** The text the model wrote next; true: stop reading, the reply ends here for the caller. */
    boolean stopAfter(String piece);
}

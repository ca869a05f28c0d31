package dev.outputguard.observe;

/**
 * A stand-in for the LLM that the app serves itself (dev mode's, when no LLM is configured): while it is the LLM the
 * functions call, the invocation line of every function that calls the LLM says so ({@code llm=stand-in}).
 */
public interface LlmStandIn {

    /** Whether the LLM the functions call is this stand-in. */
    boolean answers();
}

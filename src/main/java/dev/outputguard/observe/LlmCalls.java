package dev.outputguard.observe;

import dev.outputguard.llm.TokenUsage;

/** A function result that called the LLM: how many calls it made and the tokens they used, for the invocation line. */
public interface LlmCalls {

    int llmCalls();

    TokenUsage usage();
}

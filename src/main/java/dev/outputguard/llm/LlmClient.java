package dev.outputguard.llm;

/**
 * Sends one chat to an LLM and returns its reply, retrying transport failures within {@code deadline}.
 *
 * <p>Implementations either return a reply or throw {@link LlmException}; they never block past the
 * deadline. The orchestrators (translate, review-cycle) take this interface so their loops run in plain
 * JUnit against an in-process fake.
 */
@FunctionalInterface
public interface LlmClient {

    LlmReply complete(ChatRequest request, Deadline deadline);
}

package dev.outputguard.llm;

import java.util.function.Supplier;

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

    /**
     * As {@link #complete(ChatRequest, Deadline)}, reading the reply as the server streams it where the client
     * streams ({@code outputguard.llm.stream}): each exchange's reply fed to a watch of its own
     * ({@code watches}), and no more of it read once the watch says so ({@link LlmReply#stopped()}). A client that
     * does not stream reads the whole reply and asks no watch.
     */
    default LlmReply complete(ChatRequest request, Deadline deadline, Supplier<ReplyWatch> watches) {
        return complete(request, deadline);
    }
}

package dev.outputguard.llm;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The application's {@link LlmClient}: the configured endpoint behind {@link ResilientLlmClient}.
 * Built on first use, so a missing or wrong configuration shows as an LLM_* error on the call, not at boot.
 */
@ApplicationScoped
public class QuarkusLlmClient implements LlmClient {

    private final LlmSettings settings;
    private final RestChatTransport transport;
    private final LlmClient client;

    public QuarkusLlmClient(LlmConfig config) {
        this.settings = config.settings();
        this.transport = new RestChatTransport(settings);
        this.client = new ResilientLlmClient(transport, settings.retry());
    }

    @Override
    public LlmReply complete(ChatRequest request, Deadline deadline) {
        return client.complete(request, deadline);
    }

    /** The configured settings, e.g. for the deadline of a new call. */
    public LlmSettings settings() {
        return settings;
    }

    @PreDestroy
    void close() {
        transport.close();
    }
}

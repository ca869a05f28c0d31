package dev.outputguard.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.outputguard.limits.Limits;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.llm.ResilientLlmClient;
import dev.outputguard.llm.RestChatTransport;

/**
 * The configured LLM client. Built on first use and without contacting the server, so a missing or wrong
 * {@code outputguard.llm.*} shows as an LLM_* error on the first call, never as a failed boot.
 */
@ApplicationScoped
public class LlmProducers {

    @Produces
    @Singleton
    LlmSettings llmSettings(LlmConfig config) {
        return config.settings();
    }

    @Produces
    @Singleton
    RestChatTransport chatTransport(LlmSettings settings, Limits limits) {
        return new RestChatTransport(settings, limits.maxReplyBytes());
    }

    void closeTransport(@Disposes RestChatTransport transport) {
        transport.close();
    }

    @Produces
    @Singleton
    LlmClient llmClient(RestChatTransport transport, LlmSettings settings) {
        return new ResilientLlmClient(transport, settings.retry());
    }
}

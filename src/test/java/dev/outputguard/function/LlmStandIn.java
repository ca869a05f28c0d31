package dev.outputguard.function;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import java.util.HashMap;
import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * WireMock on loopback standing in for the LLM, with the app pointed at it and short deadlines and backoffs
 * so that the failure tests stay fast.
 */
public class LlmStandIn implements QuarkusTestResourceLifecycleManager {

    static volatile WireMockServer server;

    /** The stand-in of the running test class, for tests outside this package. */
    public static WireMockServer server() {
        return server;
    }

    /** Settings a test class adds or replaces ({@code @WithTestResource(initArgs = ...)}). */
    private Map<String, String> overrides = Map.of();

    @Override
    public void init(Map<String, String> initArgs) {
        overrides = Map.copyOf(initArgs);
    }

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(options().dynamicPort());
        server.start();
        Map<String, String> settings = new HashMap<>(Map.of(
                "outputguard.llm.base-url", server.baseUrl() + "/v1",
                "outputguard.llm.api-key", "test-key",
                "outputguard.llm.model", "stand-in",
                "outputguard.llm.deadline", "3s",
                "outputguard.llm.timeout", "3s",
                "outputguard.llm.retry.max-attempts", "3",
                "outputguard.llm.retry.initial-backoff", "10ms",
                "outputguard.llm.retry.max-backoff", "50ms"));
        settings.putAll(overrides);
        return settings;
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }
}

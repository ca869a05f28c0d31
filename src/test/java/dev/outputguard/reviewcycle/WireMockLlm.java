package dev.outputguard.reviewcycle;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * WireMock standing in for the LLM of a {@code @QuarkusTest}: points {@code outputguard.llm.base-url} at it,
 * with fast retries and a short deadline so failure paths cost seconds, and injects the server into fields
 * annotated {@link Llm}.
 */
public class WireMockLlm implements QuarkusTestResourceLifecycleManager {

    /** Whole-call budget in these tests; a reply delayed past it gives LLM_TIMEOUT. */
    static final int DEADLINE_MS = 4_000;

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.FIELD)
    public @interface Llm {
    }

    private WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(options().dynamicPort());
        server.start();
        warmUp();
        return Map.of(
                "outputguard.llm.base-url", server.baseUrl() + "/v1",
                "outputguard.llm.timeout", DEADLINE_MS + "ms",
                "outputguard.llm.deadline", DEADLINE_MS + "ms",
                "outputguard.llm.retry.max-attempts", "2",
                "outputguard.llm.retry.initial-backoff", "10ms",
                "outputguard.llm.retry.max-backoff", "20ms");
    }

    /** One request before the tests, so a cold server's first answer does not eat into a test's deadline. */
    private void warmUp() {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.baseUrl() + "/__admin/mappings")).build();
        try (HttpClient client = HttpClient.newHttpClient()) {
            client.send(request, HttpResponse.BodyHandlers.discarding());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void inject(TestInjector injector) {
        injector.injectIntoFields(server, new TestInjector.AnnotatedAndMatchesType(Llm.class, WireMockServer.class));
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }
}

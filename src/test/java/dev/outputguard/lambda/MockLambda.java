package dev.outputguard.lambda;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import org.eclipse.microprofile.config.ConfigProvider;

/**
 * Sends one raw Lambda event to Quarkus's mock event server (started for @QuarkusTest by the Lambda
 * extensions) and waits for the function's answer: 200 with the response payload, or 500 with the
 * Lambda error {@code {"errorType","errorMessage"}}.
 */
public final class MockLambda {

    /** What the mock event server answers; the port it listens on is chosen at random per build. */
    public record Invocation(int status, String body) {
    }

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private MockLambda() {
    }

    public static Invocation invoke(String event) {
        int port = ConfigProvider.getConfig().getValue("quarkus.lambda.mock-event-server.test-port", Integer.class);
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/_lambda_"))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(event))
                .build();
        try {
            HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
            return new Invocation(response.statusCode(), response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}

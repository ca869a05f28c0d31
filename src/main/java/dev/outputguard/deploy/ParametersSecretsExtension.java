package dev.outputguard.deploy;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A client of the AWS Parameters and Secrets Lambda Extension: a layer that serves Secrets Manager
 * and SSM Parameter Store on {@code localhost:2773} inside the Lambda, authenticated by the
 * function's own session token. It keeps the AWS SDK (and its signing, and its size in a native
 * image) out of the function: one local HTTP GET, answered from the extension's cache after the first.
 *
 * <p>Messages name what was asked for and the status, never the value.
 */
public final class ParametersSecretsExtension {

    /** Thrown when the value cannot be read; the message says what to check. */
    public static final class FetchException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        FetchException(String message) {
            super(message, null, false, false);
        }
    }

    public static final int DEFAULT_PORT = 2773;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI base;
    private final String sessionToken;
    private final HttpClient client;
    private final int attempts;
    private final Duration pause;

    /**
     * @param attempts how often to ask while the extension is still starting (connection refused or
     *                 "not ready"), {@code pause} apart: it starts beside the function, not before it
     */
    public ParametersSecretsExtension(String host, int port, String sessionToken, int attempts, Duration pause) {
        this.base = URI.create("http://" + host + ":" + port);
        this.sessionToken = sessionToken == null ? "" : sessionToken;
        this.client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        this.attempts = Math.max(1, attempts);
        this.pause = pause;
    }

    /** The SecretString of a Secrets Manager secret (ARN or name). */
    public String secret(String secretId) {
        JsonNode body = get("/secretsmanager/get?secretId=" + encode(secretId), "secret " + secretId);
        return text(body.path("SecretString"), "secret " + secretId + " has no SecretString (binary secrets are not supported)");
    }

    /** The decrypted value of an SSM parameter (name or ARN). */
    public String parameter(String name) {
        JsonNode body = get("/systemsmanager/parameters/get?name=" + encode(name) + "&withDecryption=true", "parameter " + name);
        return text(body.path("Parameter").path("Value"), "parameter " + name + " has no Value");
    }

    private JsonNode get(String pathAndQuery, String what) {
        HttpRequest request = HttpRequest.newBuilder(base.resolve(pathAndQuery))
                .timeout(Duration.ofSeconds(5))
                .header("X-Aws-Parameters-Secrets-Token", sessionToken)
                .GET().build();
        String lastProblem = "";
        for (int attempt = 1; attempt <= attempts; attempt++) {
            try {
                HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200) {
                    return JSON.readTree(response.body());
                }
                lastProblem = "status " + response.statusCode();
                if (!stillStarting(response)) {
                    throw new FetchException("reading " + what + " through the Parameters and Secrets extension failed with "
                            + lastProblem + ": check that the function's role may read it (and decrypt it with its KMS key)");
                }
            } catch (ConnectException e) {
                lastProblem = "connection refused";
            } catch (IOException e) {
                lastProblem = e.getClass().getSimpleName();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new FetchException("interrupted while reading " + what);
            }
            sleep();
        }
        throw new FetchException("reading " + what + " failed after " + attempts + " attempts (" + lastProblem
                + "): is the AWS Parameters and Secrets Lambda Extension layer attached, on port " + base.getPort() + "?");
    }

    private static boolean stillStarting(HttpResponse<String> response) {
        return response.statusCode() >= 500
                || (response.statusCode() == 400 && response.body().toLowerCase().contains("not ready"));
    }

    private void sleep() {
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String text(JsonNode node, String problem) {
        if (!node.isTextual()) {
            throw new FetchException(problem);
        }
        return node.textValue();
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}

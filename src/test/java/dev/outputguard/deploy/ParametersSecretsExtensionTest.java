package dev.outputguard.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/** The extension client and the config source against a stand-in for the extension on loopback. */
class ParametersSecretsExtensionTest {

    private static final String TOKEN = "session-token-for-test";
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private HttpServer server;

    private interface Answer {
        void answer(HttpExchange exchange) throws IOException;
    }

    private int serve(Answer answer) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            requests.add(exchange.getRequestURI().toString() + " token=" + exchange.getRequestHeaders().getFirst("X-Aws-Parameters-Secrets-Token"));
            answer.answer(exchange);
            exchange.close();
        });
        server.start();
        return server.getAddress().getPort();
    }

    private static void reply(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    private ParametersSecretsExtension client(int port) {
        return new ParametersSecretsExtension("127.0.0.1", port, TOKEN, 3, Duration.ofMillis(10));
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void secret_sendsSessionToken_andReturnsSecretString() throws IOException {
        int port = serve(e -> reply(e, 200, "{\"ARN\":\"arn\",\"Name\":\"k\",\"SecretString\":\"the-key\"}"));
        String arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:outputguard/llm-AbCdEf";
        assertEquals("the-key", client(port).secret(arn));
        assertEquals(List.of("/secretsmanager/get?secretId=arn%3Aaws%3Asecretsmanager%3Aeu-west-1%3A123456789012%3Asecret%3Aoutputguard%2Fllm-AbCdEf token=" + TOKEN), requests);
    }

    @Test
    void parameter_asksForDecryption_andReturnsValue() throws IOException {
        int port = serve(e -> reply(e, 200, "{\"Parameter\":{\"Name\":\"/og/key\",\"Type\":\"SecureString\",\"Value\":\"the-key\"}}"));
        assertEquals("the-key", client(port).parameter("/og/key"));
        assertEquals("/systemsmanager/parameters/get?name=%2Fog%2Fkey&withDecryption=true token=" + TOKEN, requests.get(0));
    }

    @Test
    void extensionStillStarting_isAskedAgain() throws IOException {
        AtomicInteger calls = new AtomicInteger();
        int port = serve(e -> {
            if (calls.incrementAndGet() == 1) {
                reply(e, 400, "not ready to serve traffic, please wait");
            } else {
                reply(e, 200, "{\"SecretString\":\"the-key\"}");
            }
        });
        assertEquals("the-key", client(port).secret("s"));
        assertEquals(2, calls.get());
    }

    @Test
    void accessDenied_failsAtOnce_namingTheSecretNotTheValue() throws IOException {
        int port = serve(e -> reply(e, 403, "AccessDeniedException"));
        var e = assertThrows(ParametersSecretsExtension.FetchException.class, () -> client(port).secret("outputguard/llm"));
        assertTrue(e.getMessage().contains("secret outputguard/llm") && e.getMessage().contains("status 403"), e.getMessage());
        assertEquals(1, requests.size());
    }

    @Test
    void noExtension_failsAfterItsAttempts_sayingWhatToAttach() throws IOException {
        int port = serve(e -> reply(e, 200, "{}"));
        server.stop(0);
        server = null;
        var e = assertThrows(ParametersSecretsExtension.FetchException.class, () -> client(port).secret("s"));
        assertTrue(e.getMessage().contains("after 3 attempts") && e.getMessage().contains("Lambda Extension layer"), e.getMessage());
    }

    @Test
    void configSource_offWithoutLocation() {
        LlmApiKeyConfigSource source = new LlmApiKeyConfigSource(Map.of());
        assertTrue(source.getPropertyNames().isEmpty());
        assertNull(source.getValue("outputguard.llm.api-key"));
    }

    @Test
    void configSource_readsSecretOnce_andOnlyTheKey() throws IOException {
        int port = serve(e -> reply(e, 200, "{\"SecretString\":\"the-key\"}"));
        LlmApiKeyConfigSource source = new LlmApiKeyConfigSource(
                Map.of("OUTPUTGUARD_LLM_API_KEY_SECRET_ARN", "arn:aws:secretsmanager:eu-west-1:123456789012:secret:k"), client(port));
        assertEquals(java.util.Set.of("outputguard.llm.api-key"), source.getPropertyNames());
        assertNull(source.getValue("outputguard.llm.model"));
        assertEquals("the-key", source.getValue("outputguard.llm.api-key"));
        assertEquals("the-key", source.getValue("outputguard.llm.api-key"));
        assertEquals(1, requests.size());
        assertTrue(source.getOrdinal() > 250 && source.getOrdinal() < 300, "between application.properties and env");
        assertFalse(source.getName().contains("the-key"));
    }

    @Test
    void configSource_failure_isNoValue_andAskedAgainLater() throws IOException {
        AtomicInteger calls = new AtomicInteger();
        int port = serve(e -> reply(e, calls.incrementAndGet() == 1 ? 403 : 200, "{\"Parameter\":{\"Value\":\"the-key\"}}"));
        LlmApiKeyConfigSource source = new LlmApiKeyConfigSource(
                Map.of("OUTPUTGUARD_LLM_API_KEY_SSM_PARAMETER", "/og/key"), client(port));
        assertNull(source.getValue("outputguard.llm.api-key"));
        assertEquals("the-key", source.getValue("outputguard.llm.api-key"));
    }
}

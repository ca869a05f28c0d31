import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;

import com.sun.net.httpserver.HttpServer;

/**
 * A loopback stand-in for an OpenAI-compatible LLM that answers every POST to /v1/chat/completions with
 * the same valid translation reply after DELAY_MS (default 2000). Each request waits on a virtual thread,
 * so the stand-in itself never limits how many wait at once, and it keeps every connection open between
 * calls, as a server with keep-alive does (the JDK's server closes all but 200 idle ones unless told
 * otherwise, which made each burst open 300 new connections from the app). Stops by itself after LIFETIME_S seconds
 * (default 600). Run: java bench/inflight/SlowLlm.java PORT
 */
public class SlowLlm {

    private static final byte[] REPLY = ("{\"id\":\"chatcmpl-bench\",\"object\":\"chat.completion\",\"model\":\"bench\","
            + "\"choices\":[{\"index\":0,\"finish_reason\":\"stop\",\"message\":{\"role\":\"assistant\","
            + "\"content\":\"{\\\"translation\\\": \\\"こんにちは\\\", \\\"termSuggestions\\\": []}\"}}],"
            + "\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":5,\"total_tokens\":15}}")
            .getBytes(StandardCharsets.UTF_8);

    public static void main(String[] args) throws IOException {
        int port = Integer.parseInt(args[0]);
        long delay = Long.parseLong(System.getenv().getOrDefault("DELAY_MS", "2000"));
        long lifetime = Long.parseLong(System.getenv().getOrDefault("LIFETIME_S", "600"));
        // Read once, when the server is made: keep as many idle connections as the app opens.
        System.setProperty("sun.net.httpserver.maxIdleConnections", "4096");
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 4096);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/v1/chat/completions", exchange -> {
            try (exchange) {
                exchange.getRequestBody().readAllBytes();
                Thread.sleep(delay);
                exchange.getResponseHeaders().set("Content-Type", "application/json");
                exchange.sendResponseHeaders(200, REPLY.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(REPLY);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        server.start();
        System.out.println("stand-in LLM on 127.0.0.1:" + port + ", answering after " + delay + " ms");
        Thread.ofPlatform().daemon().start(() -> {
            try {
                Thread.sleep(lifetime * 1000);
            } catch (InterruptedException ignored) {
                // stop now
            }
            server.stop(0);
            System.exit(0);
        });
    }
}

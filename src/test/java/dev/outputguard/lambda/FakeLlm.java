package dev.outputguard.lambda;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * A scripted OpenAI-compatible endpoint on loopback for the functions that call an LLM, so the Lambda
 * suites run them without a model. Before invoking such a function a test queues the assistant
 * replies of events/direct/&lt;function&gt;.llm.json ({@link #script}); each chat completion request
 * takes the next one. With nothing queued it answers 400, which the LLM client does not retry.
 */
public class FakeLlm implements QuarkusTestResourceLifecycleManager {

    private static final ConcurrentLinkedQueue<String> REPLIES = new ConcurrentLinkedQueue<>();
    private HttpServer server;

    @Override
    public Map<String, String> start() {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        server.createContext("/v1/chat/completions", FakeLlm::answer);
        server.start();
        return Map.of("outputguard.llm.base-url", "http://127.0.0.1:" + server.getAddress().getPort() + "/v1",
                "outputguard.llm.retry.max-attempts", "1");
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    /** Queues the replies of {@code <function>.llm.json} next to the payload, if the function has one. */
    public static void script(Path payload) {
        REPLIES.clear();
        String function = payload.getFileName().toString().replaceFirst("\\..*$", "");
        Path replies = payload.resolveSibling(function + ".llm.json");
        if (Files.isRegularFile(replies)) {
            for (JsonNode reply : LambdaEvents.tree(LambdaEvents.read(replies))) {
                REPLIES.add(reply.isTextual() ? reply.textValue() : reply.toString());
            }
        }
    }

    /** What is still queued: a test that expected every reply to be used can say so. */
    public static List<String> unused() {
        return new ArrayList<>(REPLIES);
    }

    private static void answer(HttpExchange exchange) throws IOException {
        exchange.getRequestBody().readAllBytes();
        String content = REPLIES.poll();
        byte[] body;
        int status;
        if (content == null) {
            status = 400;
            body = "{\"error\":{\"message\":\"FakeLlm: no reply queued\",\"type\":\"invalid_request_error\"}}".getBytes(StandardCharsets.UTF_8);
        } else {
            status = 200;
            body = completion(content).toString().getBytes(StandardCharsets.UTF_8);
        }
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        // A connection kept alive may be closing on this side as the client reuses it for a retry, which reads as an
        // unreachable LLM (seen once, the second of two scripted replies): each reply closes its connection.
        exchange.getResponseHeaders().add("Connection", "close");
        exchange.sendResponseHeaders(status, body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    private static ObjectNode completion(String content) {
        ObjectNode root = LambdaEvents.JSON.createObjectNode();
        root.put("id", "chatcmpl-fake").put("object", "chat.completion").put("created", 1795324320L).put("model", "fake");
        ArrayNode choices = root.putArray("choices");
        ObjectNode choice = choices.addObject();
        choice.put("index", 0).put("finish_reason", "stop");
        choice.putObject("message").put("role", "assistant").put("content", content);
        root.putObject("usage").put("prompt_tokens", 100).put("completion_tokens", 20).put("total_tokens", 120);
        return root;
    }
}

package dev.outputguard.llm;

import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;

import java.time.Duration;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.WireMockServer;

/** Bodies an OpenAI-compatible server sends, for WireMock stubs. */
public final class ChatCompletionsStub {

    public static final String PATH = "/v1/chat/completions";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ChatCompletionsStub() {
    }

    /**
     * Waits up to two seconds until {@code llm} has journalled {@code requests} calls to {@link #PATH}: one answered
     * with a fault is journalled after its connection is reset, which the client may see first on a loaded machine.
     * A test then asserts the count exactly, so a call too many still fails it.
     */
    public static void awaitJournalled(WireMockServer llm, int requests) {
        long until = System.nanoTime() + Duration.ofSeconds(2).toNanos();
        while (llm.findAll(postRequestedFor(urlEqualTo(PATH))).size() < requests && System.nanoTime() < until) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** A completion whose assistant message is {@code content}, with token usage. */
    public static String completion(String content, int promptTokens, int completionTokens) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("id", "chatcmpl-test").put("object", "chat.completion").put("model", "test-model");
        ObjectNode choice = root.putArray("choices").addObject();
        choice.put("index", 0).put("finish_reason", "stop");
        choice.putObject("message").put("role", "assistant").put("content", content);
        root.putObject("usage").put("prompt_tokens", promptTokens).put("completion_tokens", completionTokens)
                .put("total_tokens", promptTokens + completionTokens);
        return root.toString();
    }

    public static String completion(String content) {
        return completion(content, 10, 5);
    }

    /** A completion the server stopped at its token limit ({@code finish_reason: "length"}). */
    public static String cutOff(String content) {
        return completion(content).replace("\"finish_reason\":\"stop\"", "\"finish_reason\":\"length\"");
    }

    /**
     * The body of a streamed reply ({@code stream: true}) written in {@code parts}, as OpenAI sends it: server-sent
     * events of a role, one delta per part, the stop, the usage ({@code completion_tokens}: one per part), and
     * {@code [DONE]}; with a comment line, which carries no event.
     */
    public static String events(String... parts) {
        StringBuilder body = new StringBuilder();
        body.append(event(chunk(MAPPER.createObjectNode().put("role", "assistant").put("content", ""), null)));
        body.append(": a comment line, which carries no event\n\n");
        for (String part : parts) {
            body.append(event(chunk(MAPPER.createObjectNode().put("content", part), null)));
        }
        body.append(event(chunk(MAPPER.createObjectNode(), "stop")));
        ObjectNode usage = MAPPER.createObjectNode();
        usage.putArray("choices");
        usage.putObject("usage").put("prompt_tokens", 9).put("completion_tokens", parts.length);
        body.append(event(usage.toString()));
        body.append("data: [DONE]\n\n");
        return body.toString();
    }

    /** {@code text} in pieces of {@code size} characters (the last may be shorter). */
    public static String[] pieces(String text, int size) {
        String[] parts = new String[(text.length() + size - 1) / size];
        for (int i = 0; i < parts.length; i++) {
            parts[i] = text.substring(i * size, Math.min(text.length(), (i + 1) * size));
        }
        return parts;
    }

    private static String chunk(ObjectNode delta, String finishReason) {
        ObjectNode root = MAPPER.createObjectNode().put("id", "chatcmpl-s").put("object", "chat.completion.chunk");
        ObjectNode choice = root.putArray("choices").addObject().put("index", 0);
        choice.set("delta", delta);
        if (finishReason == null) {
            choice.putNull("finish_reason");
        } else {
            choice.put("finish_reason", finishReason);
        }
        return root.toString();
    }

    private static String event(String data) {
        return "data: " + data + "\n\n";
    }

    /** A translation reply in the format the prompt asks for. */
    public static String translationReply(String translation) {
        ObjectNode reply = MAPPER.createObjectNode();
        reply.put("translation", translation);
        reply.putArray("termSuggestions");
        return reply.toString();
    }

    public static String patchReply(String patch) {
        ObjectNode reply = MAPPER.createObjectNode();
        reply.put("targetPatch", patch);
        reply.putArray("termSuggestions");
        return reply.toString();
    }
}

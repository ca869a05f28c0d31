package dev.outputguard.llm;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Bodies an OpenAI-compatible server sends, for WireMock stubs. */
public final class ChatCompletionsStub {

    public static final String PATH = "/v1/chat/completions";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ChatCompletionsStub() {
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

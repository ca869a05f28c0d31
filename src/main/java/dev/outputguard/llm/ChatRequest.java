package dev.outputguard.llm;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What to ask the LLM. {@code jsonResponse} asks for a JSON object reply; the client sends
 * {@code response_format: {"type":"json_object"}} only when {@code outputguard.llm.json-mode} is on too,
 * because some OpenAI-compatible servers reject that field. {@code model} overrides
 * {@code outputguard.llm.model} for this request.
 */
public record ChatRequest(List<ChatMessage> messages, boolean jsonResponse, Optional<String> model) {

    public ChatRequest {
        messages = List.copyOf(messages);
        Objects.requireNonNull(model, "model");
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("a chat request needs at least one message");
        }
    }

    public ChatRequest(List<ChatMessage> messages, boolean jsonResponse) {
        this(messages, jsonResponse, Optional.empty());
    }

    public static ChatRequest json(String systemPrompt, String userPrompt) {
        return new ChatRequest(List.of(ChatMessage.system(systemPrompt), ChatMessage.user(userPrompt)), true);
    }

    public static ChatRequest text(String systemPrompt, String userPrompt) {
        return new ChatRequest(List.of(ChatMessage.system(systemPrompt), ChatMessage.user(userPrompt)), false);
    }

    /** The same request without the wish for a JSON object reply (for a server that refuses JSON mode). */
    public ChatRequest withoutJsonResponse() {
        return jsonResponse ? new ChatRequest(messages, false, model) : this;
    }

    /** Total characters of all messages, for logs that must not show the text itself. */
    public int length() {
        int n = 0;
        for (ChatMessage m : messages) {
            n += m.content().length();
        }
        return n;
    }
}

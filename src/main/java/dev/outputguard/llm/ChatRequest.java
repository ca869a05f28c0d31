package dev.outputguard.llm;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What to ask the LLM. {@code jsonResponse} asks for a JSON object reply; the client sends
 * {@code response_format} only when {@code outputguard.llm.json-mode} is on too: {@code {"type":"json_schema"}}
 * with {@code schema} when the reply must conform to one (servers that support it constrain the model's output to
 * the schema), else {@code {"type":"json_object"}}. A server that refuses it gets the request again asking less
 * ({@link #withLessJsonMode()}).
 * {@code model} overrides {@code outputguard.llm.model} for this request.
 */
public record ChatRequest(List<ChatMessage> messages, boolean jsonResponse, Optional<String> model,
        Optional<ObjectNode> schema) {

    public ChatRequest {
        messages = List.copyOf(messages);
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(schema, "schema");
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("a chat request needs at least one message");
        }
        if (schema.isPresent() && !jsonResponse) {
            throw new IllegalArgumentException("a schema is only sent with a JSON reply asked for");
        }
    }

    public ChatRequest(List<ChatMessage> messages, boolean jsonResponse) {
        this(messages, jsonResponse, Optional.empty(), Optional.empty());
    }

    public static ChatRequest text(String systemPrompt, String userPrompt) {
        return new ChatRequest(List.of(ChatMessage.system(systemPrompt), ChatMessage.user(userPrompt)), false);
    }

    /**
     * The same request asking less of the server's JSON mode, for a server that refused it: a schema's structured
     * output becomes plain JSON mode ({@code json_object}), which older models and more servers take; plain JSON mode
     * becomes none.
     */
    public ChatRequest withLessJsonMode() {
        if (schema.isPresent()) {
            return new ChatRequest(messages, true, model, Optional.empty());
        }
        return jsonResponse ? new ChatRequest(messages, false, model, Optional.empty()) : this;
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

package dev.outputguard.llm;

import java.util.Locale;
import java.util.Optional;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;

/** Writes Chat Completions requests and reads their replies (OpenAI's wire format, as Ollama and vLLM serve it). */
final class ChatCompletionsCodec {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ChatCompletionsCodec() {
    }

    /** What the data of the last server-sent event of a streamed reply says. */
    static final String STREAM_END = "[DONE]";

    /**
     * The request as UTF-8 JSON bytes, as the client sends them (no String in between); {@code stream}: as server-sent
     * events, with the token usage asked for in a last event.
     */
    static byte[] requestBody(ChatRequest request, LlmSettings settings, boolean stream) {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("model", request.model().orElse(settings.model()));
        ArrayNode messages = body.putArray("messages");
        for (ChatMessage m : request.messages()) {
            messages.addObject().put("role", m.role().wireName()).put("content", m.content());
        }
        settings.temperature().ifPresent(t -> body.put("temperature", t));
        settings.maxTokens().ifPresent(n -> body.put("max_tokens", n));
        if (request.jsonResponse() && settings.jsonMode()) {
            ObjectNode format = body.putObject("response_format");
            if (request.schema().isPresent()) {
                // OpenAI's structured outputs, as vLLM, llama.cpp, LM Studio and Ollama take them too. Not "strict":
                // OpenAI's strict mode accepts only a subset of JSON Schema, and the reply is checked here anyway.
                format.put("type", "json_schema").putObject("json_schema").put("name", "response")
                        .set("schema", request.schema().get());
            } else {
                format.put("type", "json_object");
            }
        }
        body.put("stream", stream);
        if (stream) {
            body.putObject("stream_options").put("include_usage", true);
        }
        try {
            return MAPPER.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of strings and numbers always serializes", e);
        }
    }

    /** Reads a 2xx body: {@code choices[0].message.content} and {@code usage} when present. */
    static TransportOutcome readReply(String body) {
        JsonNode root;
        try {
            root = MAPPER.readTree(body);
        } catch (JacksonException e) {
            return new TransportOutcome.Malformed("body is not complete JSON, " + body.length() + " chars");
        }
        if (root == null || !root.isObject()) {
            return new TransportOutcome.Malformed("body is not a JSON object");
        }
        JsonNode choices = root.path("choices");
        if (!choices.isArray() || choices.isEmpty()) {
            String error = errorMessage(root).map(m -> ", error: " + m).orElse("");
            return new TransportOutcome.Malformed("reply has no choices" + error);
        }
        JsonNode choice = choices.get(0);
        JsonNode message = choice.path("message");
        Optional<String> content = content(message);
        if (content.isEmpty()) {
            return new TransportOutcome.Malformed("choices[0].message has no text content"
                    + " (content is " + message.path("content").getNodeType().name().toLowerCase(Locale.ROOT) + ")");
        }
        return new TransportOutcome.Success(new LlmReply(content.get(), usage(root.path("usage")),
                cutOff(choice.path("finish_reason").asText(""))));
    }

    /**
     * The model stopped at its token limit: OpenAI's {@code length}, or {@code max_tokens} / {@code MAX_TOKENS} as some
     * gateways pass on Anthropic's and Gemini's own reasons.
     */
    static boolean cutOff(String finishReason) {
        return finishReason.equalsIgnoreCase("length") || finishReason.equalsIgnoreCase("max_tokens");
    }

    /**
     * Reads the data of one server-sent event of a streamed reply: {@code choices[0].delta.content} (a string, or
     * parts as {@link #content} reads them), {@code finish_reason} and {@code usage}, each when present.
     *
     * @throws UnreadableChunk when the data is not a JSON object, or carries an {@code error} instead
     */
    static ChatChunk readChunk(String data) {
        JsonNode root;
        try {
            root = MAPPER.readTree(data);
        } catch (JacksonException e) {
            throw new UnreadableChunk("an event is not complete JSON, " + data.length() + " chars");
        }
        if (root == null || !root.isObject()) {
            throw new UnreadableChunk("an event is not a JSON object");
        }
        if (root.hasNonNull("error")) {
            throw new UnreadableChunk("an event reports an error" + errorMessage(root).map(m -> ": " + m).orElse(""));
        }
        JsonNode choice = root.path("choices").path(0);
        String text = content(choice.path("delta")).orElse("");
        JsonNode reason = choice.path("finish_reason");
        return new ChatChunk(text, reason.isTextual() ? Optional.of(reason.asText()) : Optional.empty(),
                usage(root.path("usage")));
    }

    /**
     * Whether {@code data} reads as the data of a streamed reply's event (complete JSON, and no whole reply's
     * {@code choices[0].message}), or, when it does not, as a whole reply's body or its first piece. A broken event
     * reads as a body and fails as one.
     */
    static boolean isChunk(String data) {
        if (data.isBlank()) {
            return true;
        }
        try {
            JsonNode root = MAPPER.readTree(data);
            return root != null && root.isObject() && !root.path("choices").path(0).has("message");
        } catch (JacksonException e) {
            return false;
        }
    }

    /** An event of a streamed reply that is no Chat Completions chunk; its message is what the caller is told. */
    static final class UnreadableChunk extends RuntimeException {
        UnreadableChunk(String detail) {
            super(detail, null, false, false);
        }
    }

    /**
     * The assistant's text: {@code content} as a string, or, as Mistral's reasoning models and some proxies send it,
     * an array of parts whose {@code text} parts are joined (a {@code thinking} part is no answer); when
     * {@code content} is null, the {@code refusal} OpenAI sends instead, which is the model's answer too and is
     * then judged as any reply is. Empty when there is no text at all.
     */
    static Optional<String> content(JsonNode message) {
        JsonNode content = message.path("content");
        if (content.isTextual()) {
            return Optional.of(content.asText());
        }
        if (content.isArray()) {
            StringBuilder text = new StringBuilder();
            boolean any = false;
            for (JsonNode part : content) {
                JsonNode type = part.path("type");
                JsonNode value = part.path("text");
                if (value.isTextual() && (type.isMissingNode() || "text".equals(type.asText()))) {
                    text.append(value.asText());
                    any = true;
                }
            }
            return any ? Optional.of(text.toString()) : Optional.empty();
        }
        JsonNode refusal = message.path("refusal");
        return refusal.isTextual() && !refusal.asText().isBlank() ? Optional.of(refusal.asText()) : Optional.empty();
    }

    private static Optional<TokenUsage> usage(JsonNode usage) {
        JsonNode prompt = usage.path("prompt_tokens");
        JsonNode completion = usage.path("completion_tokens");
        if (!prompt.canConvertToLong() && !completion.canConvertToLong()) {
            return Optional.empty();
        }
        return Optional.of(new TokenUsage(prompt.asLong(0), completion.asLong(0)));
    }

    /**
     * The server's own words about an error response, quoted and cut to {@link EchoLengths#DETAIL}
     * characters by {@link Echo#quote}; empty when it said nothing.
     */
    static String errorDetail(String body) {
        try {
            JsonNode root = MAPPER.readTree(body);
            if (root != null) {
                Optional<String> message = errorMessage(root);
                if (message.isPresent()) {
                    return message.get();
                }
            }
        } catch (JacksonException e) {
            // not JSON: fall through to the raw text
        }
        return body.isBlank() ? "" : echo(body);
    }

    private static Optional<String> errorMessage(JsonNode root) {
        JsonNode error = root.path("error");
        JsonNode message = error.isTextual() ? error : error.path("message");
        if (!message.isTextual()) {
            message = root.path("message");
        }
        return message.isTextual() ? Optional.of(echo(message.asText())) : Optional.empty();
    }

    private static String echo(String text) {
        return Echo.quote(text.strip(), EchoLengths.DETAIL);
    }
}

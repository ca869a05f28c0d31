package dev.outputguard.llm;

import java.util.Locale;
import java.util.Optional;

import org.jboss.logging.Logger;

/**
 * What to send when a server refuses JSON mode. Servers and models without structured output (older OpenAI
 * models) or without JSON mode (LM Studio, some vLLM models), or that want the word "json" in the prompt (OpenAI,
 * Groq), refuse {@code response_format} with a 400. The prompts ask for JSON anyway and every reply is read by
 * extract-json, so the same request goes again at once asking less: a schema's structured output becomes plain
 * JSON mode, plain JSON mode none. It is no transport retry and does not count as one; nothing is remembered
 * between calls.
 */
final class JsonModeFallback {

    private static final Logger LOG = Logger.getLogger(JsonModeFallback.class);

    private JsonModeFallback() {
    }

    /** The request to send at once after {@code outcome}, or empty when it refused something else (or nothing). */
    static Optional<ChatRequest> after(ChatTransport transport, ChatRequest sent, TransportOutcome outcome) {
        if (!transport.asksJsonMode(sent) || !refusesJsonMode(outcome)) {
            return Optional.empty();
        }
        LOG.warnv("The LLM at {0} refused response_format ({1}); sending the request again {2}."
                + " Set outputguard.llm.json-mode=false to skip refused calls.", transport.endpoint(),
                sent.schema().isPresent() ? "structured output" : "JSON mode",
                sent.schema().isPresent() ? "in plain JSON mode" : "without it");
        return Optional.of(sent.withLessJsonMode());
    }

    /**
     * A refusal that may be of JSON mode itself: a 400 or 422 whose message names {@code response_format} or JSON,
     * or says nothing. Any other 4xx (a model not found, a prompt over the context) is no reason to send again.
     */
    static boolean refusesJsonMode(TransportOutcome outcome) {
        if (!(outcome instanceof TransportOutcome.HttpError error) || (error.status() != 400 && error.status() != 422)) {
            return false;
        }
        String detail = error.detail().toLowerCase(Locale.ROOT);
        return detail.isBlank() || detail.contains("response_format") || detail.contains("json");
    }
}

package dev.outputguard.llm;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * Everything the LLM client needs, as a plain value (built from {@link LlmConfig} in Quarkus, directly in tests).
 *
 * @param baseUrl        the OpenAI-compatible API root; {@code /chat/completions} is appended
 * @param apiKey         sent as {@code Authorization: Bearer <key>} when present
 * @param temperature    sent when present
 * @param maxTokens      sent as {@code max_tokens} when present
 * @param jsonMode       send {@code response_format} for requests that want JSON (see {@link ChatRequest})
 * @param connectTimeout longest wait for the TCP/TLS connection
 * @param deadline       budget of one whole function call, all LLM calls and waits included
 * @param maxInFlight    most function calls that may wait on the LLM at once on this instance
 *                       ({@link InFlightLimit}); also the size of the HTTP connection pool to the LLM
 * @param stream         read the replies of complete-json and translate as the server streams them
 *                       ({@code stream: true}), to its end unless complete-json's opening object can no longer
 *                       conform (the retry is asked for then); a server that does not stream answers whole and is
 *                       read whole
 */
public record LlmSettings(String baseUrl, Optional<String> apiKey, String model, OptionalDouble temperature,
        OptionalInt maxTokens, boolean jsonMode, Duration connectTimeout, Duration deadline, RetryPolicy retry,
        int maxInFlight, boolean stream) {

    /**
     * One instance's default: a waiting call costs a virtual thread and a pooled connection (a few KB
     * besides its texts), so hundreds wait comfortably; the bound keeps a burst from queueing without end.
     */
    public static final int DEFAULT_MAX_IN_FLIGHT = 512;

    public static final String DEFAULT_BASE_URL = "http://localhost:11434/v1";
    public static final String DEFAULT_MODEL = "llama3.2";
    /** Low, which keeps the JSON format steady. */
    public static final double DEFAULT_TEMPERATURE = 0.2;
    public static final boolean DEFAULT_JSON_MODE = true;
    public static final int DEFAULT_CONNECT_TIMEOUT_SECONDS = 5;
    /** Under API Gateway's 30 s. */
    public static final int DEFAULT_DEADLINE_SECONDS = 25;
    public static final boolean DEFAULT_STREAM = true;

    public LlmSettings {
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(apiKey, "apiKey");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(retry, "retry");
        if (maxInFlight < 1) {
            throw new IllegalArgumentException("outputguard.llm.max-in-flight must be at least 1, got " + maxInFlight);
        }
    }

    /** Defaults for a local Ollama, pointed at {@code baseUrl}. */
    public static LlmSettings forBaseUrl(String baseUrl) {
        return new LlmSettings(baseUrl, Optional.empty(), DEFAULT_MODEL, OptionalDouble.of(DEFAULT_TEMPERATURE),
                OptionalInt.empty(), DEFAULT_JSON_MODE, Duration.ofSeconds(DEFAULT_CONNECT_TIMEOUT_SECONDS),
                Duration.ofSeconds(DEFAULT_DEADLINE_SECONDS), RetryPolicy.DEFAULT, DEFAULT_MAX_IN_FLIGHT,
                DEFAULT_STREAM);
    }

    public LlmSettings withRetry(RetryPolicy policy) {
        return new LlmSettings(baseUrl, apiKey, model, temperature, maxTokens, jsonMode, connectTimeout, deadline, policy, maxInFlight, stream);
    }

    public LlmSettings withApiKey(String key) {
        return new LlmSettings(baseUrl, Optional.of(key), model, temperature, maxTokens, jsonMode, connectTimeout, deadline, retry, maxInFlight, stream);
    }

    public LlmSettings withDeadline(Duration budget) {
        return new LlmSettings(baseUrl, apiKey, model, temperature, maxTokens, jsonMode, connectTimeout, budget, retry, maxInFlight, stream);
    }

    public LlmSettings withMaxInFlight(int max) {
        return new LlmSettings(baseUrl, apiKey, model, temperature, maxTokens, jsonMode, connectTimeout, deadline, retry, max, stream);
    }

    public LlmSettings withStream(boolean on) {
        return new LlmSettings(baseUrl, apiKey, model, temperature, maxTokens, jsonMode, connectTimeout, deadline, retry, maxInFlight, on);
    }

    /** A fresh deadline for one function call. */
    public Deadline startDeadline() {
        return Deadline.after(deadline);
    }
}

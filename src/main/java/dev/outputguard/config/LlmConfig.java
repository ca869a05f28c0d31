package dev.outputguard.config;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

import dev.outputguard.llm.LlmSettings;
import dev.outputguard.llm.RetryPolicy;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The LLM endpoint and how hard to try it: {@code outputguard.llm.*} (env {@code OUTPUTGUARD_LLM_*}). */
@ConfigMapping(prefix = "outputguard.llm")
public interface LlmConfig {

    /** OpenAI-compatible API root; {@code /chat/completions} is appended. */
    @WithDefault(LlmSettings.DEFAULT_BASE_URL)
    String baseUrl();

    /** Sent as {@code Authorization: Bearer <key>}; none for a local server. */
    Optional<String> apiKey();

    @WithDefault(LlmSettings.DEFAULT_MODEL)
    String model();

    /** Sampling temperature. */
    @WithDefault("" + LlmSettings.DEFAULT_TEMPERATURE)
    OptionalDouble temperature();

    /** {@code max_tokens}; the server's default when unset. */
    OptionalInt maxTokens();

    /**
     * Send {@code response_format} when a JSON reply is wanted (structured output with the reply's schema, or
     * {@code {"type":"json_object"}} when there is none); a server that refuses it gets
     * the same request again asking less (plain JSON mode, then none), so turning it off only saves those refused calls.
     */
    @WithDefault("" + LlmSettings.DEFAULT_JSON_MODE)
    boolean jsonMode();

    /** Longest wait for one HTTP attempt (shortened to what is left of the deadline). */
    @WithDefault(RetryPolicy.DEFAULT_ATTEMPT_TIMEOUT_SECONDS + "s")
    Duration timeout();

    @WithDefault(LlmSettings.DEFAULT_CONNECT_TIMEOUT_SECONDS + "s")
    Duration connectTimeout();

    /** Budget of one whole function call, retries and waits included. */
    @WithDefault(LlmSettings.DEFAULT_DEADLINE_SECONDS + "s")
    Duration deadline();

    /**
     * Most calls of translate, translate-revision-patch, review-cycle and complete-json that may wait on the LLM at once
     * on this instance; one more is answered 503 with {@code Retry-After} at once.
     */
    @WithDefault("" + LlmSettings.DEFAULT_MAX_IN_FLIGHT)
    int maxInFlight();

    Retry retry();

    /**
     * Read the replies of complete-json and translate as the server streams them ({@code stream: true}), each to its
     * end, except a complete-json reply that opens with an object that can no longer conform (the attempt goes straight
     * to its retry). A server that does not stream answers whole and is read whole.
     */
    @WithDefault("" + LlmSettings.DEFAULT_STREAM)
    boolean stream();

    interface Retry {

        /** HTTP attempts per LLM call for timeouts, connection errors, 408, 429 and 5xx. */
        @WithDefault("" + RetryPolicy.DEFAULT_MAX_ATTEMPTS)
        int maxAttempts();

        @WithDefault(RetryPolicy.DEFAULT_INITIAL_BACKOFF_MILLIS + "ms")
        Duration initialBackoff();

        @WithDefault(RetryPolicy.DEFAULT_MAX_BACKOFF_SECONDS + "s")
        Duration maxBackoff();
    }

    /** The plain value the LLM client is built from. */
    default LlmSettings settings() {
        RetryPolicy policy = new RetryPolicy(timeout(), retry().maxAttempts(), retry().initialBackoff(), retry().maxBackoff());
        return new LlmSettings(baseUrl(), apiKey().filter(k -> !k.isBlank()), model(), temperature(), maxTokens(),
                jsonMode(), connectTimeout(), deadline(), policy, maxInFlight(), stream());
    }
}

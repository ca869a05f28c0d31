package dev.outputguard.llm;

import java.time.Duration;

/**
 * Every {@link LlmException} the LLM client raises, worded in one place: what went wrong, where, after how many
 * attempts, and the setting to change. Server text arrives already quoted and cut ({@link TransportOutcome}).
 */
final class LlmFailures {

    private LlmFailures() {
    }

    static LlmException invalidBaseUrl() {
        return LlmException.unavailable("outputguard.llm.base-url is not a valid http(s) URL. Set it (env "
                + "OUTPUTGUARD_LLM_BASE_URL) to an OpenAI-compatible API root such as " + LlmSettings.DEFAULT_BASE_URL + ".");
    }

    static LlmException credentialsRejected(String endpoint, TransportOutcome.HttpError error) {
        return LlmException.auth("The LLM at " + endpoint + " rejected the credentials (" + status(error) + "). Set "
                + "outputguard.llm.api-key (env OUTPUTGUARD_LLM_API_KEY) to a key that server accepts.");
    }

    /** A 4xx other than 401/403/408/429; {@code lessJsonMode}: refused with less or no {@code response_format} too. */
    static LlmException requestRejected(String endpoint, TransportOutcome.HttpError error, boolean lessJsonMode) {
        return LlmException.unavailable("The LLM at " + endpoint + " rejected the request (" + status(error) + "). Check "
                + "outputguard.llm.model (is that model installed?) and outputguard.llm.base-url (the URL before "
                + "/chat/completions, e.g. http://localhost:11434/v1)"
                + (lessJsonMode ? "; the request was refused with less or no response_format (JSON mode) too." : "."));
    }

    static LlmException tlsFailed(String endpoint, TransportOutcome.TlsFailed tls) {
        return LlmException.unavailable("The TLS handshake with the LLM at " + endpoint + " failed (" + tls.detail()
                + "). Trust the certificate's issuer through the TLS registry (quarkus.tls.llm.trust-store.pem.certs="
                + "<CA bundle>, env QUARKUS_TLS_LLM_TRUST_STORE_PEM_CERTS), or set outputguard.llm.base-url to the host "
                + "name the certificate is made out to.");
    }

    /** The retries are spent, or the next one would end past the deadline ({@code why} says so). */
    static LlmException exhausted(String endpoint, TransportOutcome last, int attempts, String why) {
        String tries = attempts == 1 ? "1 attempt" : attempts + " attempts";
        return switch (last) {
            case TransportOutcome.Unreachable u -> LlmException.unavailable("Cannot reach the LLM at " + endpoint + " ("
                    + u.detail() + "; " + tries + why + "). Start an OpenAI-compatible server there or set "
                    + "outputguard.llm.base-url (env OUTPUTGUARD_LLM_BASE_URL).");
            case TransportOutcome.HttpError h -> LlmException.unavailable("The LLM at " + endpoint + " answered HTTP "
                    + h.status() + detail(h.detail()) + " (" + tries + why + "). The server is overloaded or failing: "
                    + "retry later, or set outputguard.llm.base-url to another server.");
            case TransportOutcome.Malformed m -> LlmException.unavailable("The LLM at " + endpoint + " sent a reply that "
                    + "is not a Chat Completions response (" + m.detail() + "; " + tries + why + "). Check that "
                    + "outputguard.llm.base-url points to an OpenAI-compatible endpoint, e.g. http://localhost:11434/v1.");
            case TransportOutcome.TlsFailed t -> tlsFailed(endpoint, t);
            case TransportOutcome.TimedOut t -> throw new IllegalStateException("a timeout is worded by timedOut");
            case TransportOutcome.Success s -> throw new IllegalStateException("a success is not a failure");
        };
    }

    static LlmException timedOut(String endpoint, int attempts, Duration elapsed, Duration attemptTimeout,
            Duration deadline) {
        return LlmException.timeout("The LLM at " + endpoint + " did not answer in time (" + attempts
                + (attempts == 1 ? " attempt" : " attempts") + " in " + millis(elapsed)
                + "; per-attempt timeout outputguard.llm.timeout=" + millis(attemptTimeout)
                + ", whole call outputguard.llm.deadline=" + millis(deadline) + "). Use a faster model "
                + "(outputguard.llm.model), raise those settings, or check the server at outputguard.llm.base-url.");
    }

    static LlmException interruptedWaiting(String endpoint) {
        return LlmException.unavailable("Interrupted while waiting to retry the LLM at " + endpoint + ".");
    }

    static LlmException interrupted(String endpoint) {
        return LlmException.unavailable("Interrupted while waiting for the LLM at " + endpoint + ": the call was cancelled.");
    }

    static String waitBeyondDeadline(Duration wait) {
        return "; the next retry, due in " + millis(wait) + ", would end past the deadline";
    }

    private static String status(TransportOutcome.HttpError error) {
        return "HTTP " + error.status() + detail(error.detail());
    }

    private static String detail(String detail) {
        return detail.isEmpty() ? "" : ": " + detail;
    }

    private static String millis(Duration d) {
        return d.toMillis() + " ms";
    }
}

package dev.outputguard.observe;

import java.net.URI;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.config.ConfigValue;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

import dev.outputguard.llm.LlmSettings;

/**
 * {@code /q/health/ready}: says which LLM endpoint translate, translate-revision-patch, review-cycle and complete-json
 * will call, whether it was configured or is the built-in default, and whether an API key is set. It
 * never calls the LLM (a probe every few seconds would cost tokens and money), so it stays UP: the
 * deterministic functions serve without an LLM, and an unusable one shows as 502/504 on the calls that
 * need it.
 */
@Readiness
@ApplicationScoped
public class LlmReadiness implements HealthCheck {

    static final String BASE_URL_PROPERTY = "outputguard.llm.base-url";

    @Inject
    LlmSettings llm;

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("llm").up()
                .withData("endpoint", withoutCredentials(llm.baseUrl()))
                .withData("endpointConfigured", configured())
                .withData("model", llm.model())
                .withData("apiKey", llm.apiKey().isPresent() ? "set" : "not set")
                .build();
    }

    /** Set by a configuration source (properties, environment, system property), not the built-in default. */
    private static boolean configured() {
        ConfigValue value = ConfigProvider.getConfig().getConfigValue(BASE_URL_PROPERTY);
        return value.getValue() != null && value.getSourceOrdinal() > Integer.MIN_VALUE;
    }

    /** Scheme, host, port and path only: a URL may carry a password or a key in its user info or query. */
    static String withoutCredentials(String url) {
        try {
            URI uri = URI.create(url);
            return new URI(uri.getScheme(), null, uri.getHost(), uri.getPort(), uri.getPath(), null, null).toString();
        } catch (IllegalArgumentException | java.net.URISyntaxException e) {
            return "(not a URL)";
        }
    }
}

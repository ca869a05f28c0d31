package dev.outputguard.deploy;

import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import org.eclipse.microprofile.config.spi.ConfigSource;
import org.jboss.logging.Logger;

/**
 * Supplies {@code outputguard.llm.api-key} from Secrets Manager or SSM when the Lambda is told where
 * the key lives: {@code OUTPUTGUARD_LLM_API_KEY_SECRET_ARN} (a secret's ARN) or
 * {@code OUTPUTGUARD_LLM_API_KEY_SSM_PARAMETER} (a SecureString's name). Terraform sets one of them,
 * so the key is in neither the repository, the Terraform state nor the function's configuration.
 *
 * <p>Ordinal 275: above application.properties (250), below environment variables (300), so an
 * explicit OUTPUTGUARD_LLM_API_KEY still wins, e.g. locally. The value is read once, on first use; a
 * failure is logged (without the value) and asked again on the next lookup instead of stopping the
 * functions that need no key. The app's settings ({@code LlmConfig}, a config mapping) look it up once, when
 * the instance starts: an instance that started before the secret was filled keeps no key until it is replaced.
 */
public final class LlmApiKeyConfigSource implements ConfigSource {

    static final String PROPERTY = "outputguard.llm.api-key";
    static final String SECRET_ARN_ENV = "OUTPUTGUARD_LLM_API_KEY_SECRET_ARN";
    static final String SSM_PARAMETER_ENV = "OUTPUTGUARD_LLM_API_KEY_SSM_PARAMETER";
    private static final Logger LOG = Logger.getLogger(LlmApiKeyConfigSource.class);

    private final Supplier<String> fetch;
    private final String location;
    private volatile String key;

    /** Used by the ServiceLoader: reads the process environment. */
    public LlmApiKeyConfigSource() {
        this(System.getenv());
    }

    LlmApiKeyConfigSource(Map<String, String> env) {
        // No HTTP client (and no TLS set-up) at start when no key location is configured: the common case.
        this(env, blankToNull(env.get(SECRET_ARN_ENV)) == null && blankToNull(env.get(SSM_PARAMETER_ENV)) == null
                ? null : extension(env));
    }

    LlmApiKeyConfigSource(Map<String, String> env, ParametersSecretsExtension extension) {
        String secret = blankToNull(env.get(SECRET_ARN_ENV));
        String parameter = blankToNull(env.get(SSM_PARAMETER_ENV));
        if (secret != null) {
            location = "secret " + secret;
            fetch = () -> extension.secret(secret);
        } else if (parameter != null) {
            location = "SSM parameter " + parameter;
            fetch = () -> extension.parameter(parameter);
        } else {
            location = null;
            fetch = null;
        }
    }

    private static ParametersSecretsExtension extension(Map<String, String> env) {
        String port = env.getOrDefault("PARAMETERS_SECRETS_EXTENSION_HTTP_PORT", "");
        return new ParametersSecretsExtension("localhost",
                port.matches("\\d{1,5}") ? Integer.parseInt(port) : ParametersSecretsExtension.DEFAULT_PORT,
                env.get("AWS_SESSION_TOKEN"), 20, Duration.ofMillis(100));
    }

    @Override
    public Set<String> getPropertyNames() {
        return fetch == null ? Set.of() : Set.of(PROPERTY);
    }

    @Override
    public String getValue(String propertyName) {
        if (fetch == null || !PROPERTY.equals(propertyName)) {
            return null;
        }
        String known = key;
        if (known == null) {
            synchronized (this) {
                known = key;
                if (known == null) {
                    known = fetchOrNull();
                    key = known;
                }
            }
        }
        return known;
    }

    private String fetchOrNull() {
        try {
            String value = fetch.get();
            LOG.infof("LLM API key read from %s (%d characters)", location, value.length());
            return value;
        } catch (ParametersSecretsExtension.FetchException e) {
            LOG.warnf("LLM API key not available: %s", e.getMessage());
            return null;
        }
    }

    @Override
    public int getOrdinal() {
        return 275;
    }

    @Override
    public String getName() {
        return "LlmApiKeyConfigSource[" + (location == null ? "off" : location) + "]";
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}

package dev.outputguard.config;

import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.ConfigProvider;

import dev.outputguard.limits.Limits;
import dev.outputguard.llm.AbandonedExchanges;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.llm.ProxySettings;
import dev.outputguard.llm.RestClientChatTransport;
import dev.outputguard.llm.RetryingLlmClient;
import io.quarkus.proxy.ProxyConfiguration;
import io.quarkus.proxy.ProxyConfigurationRegistry;
import io.quarkus.tls.TlsConfiguration;
import io.quarkus.tls.TlsConfigurationRegistry;

/**
 * The configured LLM client. Built on first use and without contacting the server, so a missing or wrong
 * {@code outputguard.llm.*} shows as an LLM_* error on the first call, never as a failed boot.
 *
 * <p>Its settings, one place each: {@code outputguard.llm.*} ({@link LlmConfig}: the URL, the key, the timeouts, the
 * in-flight bound and pool); TLS from the TLS registry, the configuration named {@value #TLS_CONFIGURATION} (else the
 * default one, {@code quarkus.tls.*}, when set); the proxy from Quarkus's proxy configuration ({@code quarkus.proxy.*}, or
 * the one {@code quarkus.rest-client.proxy-configuration-name} names), as the REST client takes it.
 */
@ApplicationScoped
public class LlmProducers {

    /** The TLS registry's configuration for the LLM: {@code quarkus.tls.llm.*}. */
    public static final String TLS_CONFIGURATION = "llm";

    @Produces
    @Singleton
    LlmSettings llmSettings(LlmConfig config) {
        return config.settings();
    }

    @Produces
    @Singleton
    RestClientChatTransport chatTransport(LlmSettings settings, Limits limits, TlsConfigurationRegistry tls,
            ProxyConfigurationRegistry proxies) {
        AbandonedExchanges.install();
        return new RestClientChatTransport(settings, limits.maxReplyBytes(), tls(tls), proxy(proxies));
    }

    void closeTransport(@Disposes RestClientChatTransport transport) {
        transport.close();
    }

    @Produces
    @Singleton
    LlmClient llmClient(RestClientChatTransport transport, LlmSettings settings) {
        return new RetryingLlmClient(transport, settings.retry(),
                settings.stream() ? Optional.of(transport) : Optional.empty());
    }

    static Optional<TlsConfiguration> tls(TlsConfigurationRegistry registry) {
        Optional<TlsConfiguration> named = registry.get(TLS_CONFIGURATION);
        return named.isPresent() ? named : registry.getDefault();
    }

    /**
     * The proxy the REST client would take for a client of its own: the one named by
     * {@code quarkus.rest-client.proxy-configuration-name} ({@code none}: none), else the default, {@code quarkus.proxy.*}.
     */
    static Optional<ProxySettings> proxy(ProxyConfigurationRegistry proxies) {
        Optional<String> name = ConfigProvider.getConfig().getOptionalValue("quarkus.rest-client.proxy-configuration-name",
                String.class);
        return proxies.get(name).filter(p -> !ProxyConfigurationRegistry.NONE.equals(p.host()))
                .map(ProxyConfiguration::assertHttpType)
                .map(p -> new ProxySettings(p.host(), p.port(), p.username(), p.password(),
                        p.nonProxyHosts().orElse(List.of()), p.proxyConnectTimeout()));
    }
}

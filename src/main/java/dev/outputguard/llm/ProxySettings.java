package dev.outputguard.llm;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The HTTP proxy the LLM is reached through (a Lambda in a VPC whose way out is a proxy, a company egress proxy):
 * an {@code https} base URL is tunnelled through it with {@code CONNECT}, so TLS still runs end to end with the
 * LLM and the proxy sees only the host and port. In the app it is Quarkus's proxy configuration,
 * {@code quarkus.proxy.*} ({@code host}, {@code port}, {@code username}, {@code password}, {@code non-proxy-hosts},
 * {@code proxy-connect-timeout}), or the one named by {@code quarkus.rest-client.proxy-configuration-name}.
 *
 * @param nonProxyHosts hosts reached directly, {@code *} as a wildcard ({@code *.internal})
 */
public record ProxySettings(String host, int port, Optional<String> username, Optional<String> password,
        List<String> nonProxyHosts, Optional<Duration> connectTimeout) {

    public ProxySettings {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(password, "password");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        nonProxyHosts = List.copyOf(nonProxyHosts);
        if (host.isBlank() || port < 1 || port > 65_535) {
            throw new IllegalArgumentException("a proxy needs a host and a port in 1..65535, got " + host + ":" + port);
        }
    }

    /** A proxy without credentials that every host goes through. */
    public static ProxySettings of(String host, int port) {
        return new ProxySettings(host, port, Optional.empty(), Optional.empty(), List.of(), Optional.empty());
    }

    public ProxySettings withCredentials(String user, String secret) {
        return new ProxySettings(host, port, Optional.of(user), Optional.of(secret), nonProxyHosts, connectTimeout);
    }
}

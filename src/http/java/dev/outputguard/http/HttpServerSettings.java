package dev.outputguard.http;

import java.util.List;
import java.util.Map;

import org.eclipse.microprofile.config.spi.ConfigSource;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.PropertiesConfigSource;

/**
 * Settings of the HTTP server, in the flavours that have one (local, {@code quarkus dev} and behind API Gateway;
 * src/http). The direct-invoke flavour has no HTTP server, and its build would warn about these keys as unknown, so
 * they are not in application.properties. A value set in application.properties or the environment wins over
 * these (ordinal {@value #ORDINAL}, that of a {@code META-INF/microprofile-config.properties}).
 *
 * <p>A class rather than a properties file in the app's jar: a properties file there is looked up and read through a
 * zip file system opened on the jar at every start (twice: the static and the runtime configuration), work a start
 * of this app need not do.
 */
public final class HttpServerSettings implements ConfigSourceFactory {

    static final int ORDINAL = 100;

    static final Map<String, String> SETTINGS = Map.of(
            // A 10,000,000-character text field can be ~30 MB of UTF-8 (more when JSON-escaped).
            "quarkus.http.limits.max-body-size", "64M",
            // Quarkus's body handler (Funqy's HTTP binding asks for it) reads bodies into memory; a multipart body is
            // never written to upload files (the functions take JSON only, and say so with a 400).
            "quarkus.http.body.handle-file-uploads", "false",
            // Random free port for @QuarkusTest so several builds can run side by side.
            "quarkus.http.test-port", "0");

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        return List.of(new PropertiesConfigSource(SETTINGS, "outputguard-http-server-settings", ORDINAL));
    }
}

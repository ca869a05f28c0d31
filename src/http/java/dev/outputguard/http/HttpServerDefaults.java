package dev.outputguard.http;

import java.util.Map;
import java.util.Set;

import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * The HTTP server's settings, in the flavours that have one (local, {@code quarkus dev} and behind API
 * Gateway; the direct-invoke build has no HTTP server and would warn about these keys as unknown). A
 * value set in application.properties, a system property or the environment wins: this source's ordinal
 * is below theirs. Registered through {@code META-INF/services/org.eclipse.microprofile.config.spi.ConfigSource}.
 *
 * <p>A class rather than a properties file in the jar: SmallRye Config reads a classpath
 * {@code META-INF/microprofile-config.properties} by opening the application's jar as a zip file system,
 * about 7 ms of every start.
 */
public final class HttpServerDefaults implements ConfigSource {

    /** Below application.properties in the jar (250), as a {@code microprofile-config.properties} would be. */
    static final int ORDINAL = 100;

    private static final Map<String, String> SETTINGS = Map.of(
            // A 10,000,000-character text field can be ~30 MB of UTF-8 (more when JSON-escaped).
            "quarkus.http.limits.max-body-size", "64M",
            // The body handler reads bodies into memory; a multipart body is never written to upload files
            // (the functions take JSON only, and say so with a 400).
            "quarkus.http.body.handle-file-uploads", "false",
            // A random free port for @QuarkusTest, so that several builds can run side by side.
            "quarkus.http.test-port", "0");

    @Override
    public Set<String> getPropertyNames() {
        return SETTINGS.keySet();
    }

    @Override
    public String getValue(String propertyName) {
        return SETTINGS.get(propertyName);
    }

    @Override
    public String getName() {
        return "outputguard HTTP server defaults";
    }

    @Override
    public int getOrdinal() {
        return ORDINAL;
    }
}

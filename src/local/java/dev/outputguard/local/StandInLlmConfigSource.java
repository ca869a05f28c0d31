package dev.outputguard.local;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.microprofile.config.spi.ConfigSource;
import org.eclipse.microprofile.config.spi.ConfigSourceProvider;

/**
 * In the {@code dev} profile, {@code outputguard.llm.base-url} is dev mode's stand-in LLM ({@link StandInLlm}) unless a
 * user sets it: this source's ordinal is below application.properties (250), the environment (300) and system
 * properties (400), so any of those wins. The packaged app runs the {@code prod} profile, which this never sets.
 *
 * <p>Registered through its {@link Provider} (META-INF/services/…ConfigSourceProvider): the file that registers
 * ConfigSources directly is src/main's, and a second file of that name here would replace it in the build.
 */
public class StandInLlmConfigSource implements ConfigSource {

    /** What the ServiceLoader finds. */
    public static final class Provider implements ConfigSourceProvider {
        @Override
        public Iterable<ConfigSource> getConfigSources(ClassLoader forClassLoader) {
            return List.of(new StandInLlmConfigSource());
        }
    }

    private static final Map<String, String> VALUES = Map.of("%dev.outputguard.llm.base-url",
            "http://localhost:${quarkus.http.port:8080}" + StandInLlm.PATH);

    @Override
    public Set<String> getPropertyNames() {
        return VALUES.keySet();
    }

    @Override
    public String getValue(String propertyName) {
        return VALUES.get(propertyName);
    }

    @Override
    public String getName() {
        return "outputguard-dev-stand-in-llm";
    }

    @Override
    public int getOrdinal() {
        return 150;
    }
}

package dev.outputguard.deploy;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.StreamSupport;

import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

/** The running application asks the key source (through META-INF/services); off here, as no location is set. */
@QuarkusTest
class LlmApiKeyConfigSourceRegisteredTest {

    @Test
    void runningApp_hasTheKeySource() {
        assertTrue(StreamSupport.stream(ConfigProvider.getConfig().getConfigSources().spliterator(), false)
                .anyMatch(s -> s.getName().equals("LlmApiKeyConfigSource[off]")));
    }
}

package dev.outputguard.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.outputguard.function.FunctionCatalog;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The flavour's native build against what the code needs at run time. Not part of the test suite: the native
 * profile runs it after the native build (execution {@code native-metadata} in pom.xml, which passes the build's
 * directory), and {@code .ci/native-check} runs that build for all three flavours.
 *
 * <p>What must be registered is derived, not listed: the types from the function catalogue and the records'
 * components ({@link BoundTypes}), the resources by running the code that reads them ({@link ResourceProbe}).
 */
@QuarkusTest
class NativeImageMetadataCheck {

    @Inject
    FunctionCatalog catalog;

    @Test
    void everyTypeJacksonBinds_isRegisteredForReflection() {
        Map<String, Type> roots = new LinkedHashMap<>();
        for (String name : catalog.names()) {
            FunctionCatalog.Entry function = catalog.named(name).orElseThrow();
            roots.put(name + "'s request", function.requestType());
            roots.put(name + "'s response", function.responseType());
        }
        BoundTypes types = BoundTypes.walk(roots);
        assertEquals(List.of(), types.open(), "components the check cannot follow: make each declared type a record,"
                + " an enum or a sealed interface");
        assertTrue(types.reached().size() >= catalog.names().size(), "the walk reached " + types.reached().size()
                + " types from " + catalog.names().size() + " functions");
        List<String> problems = metadata().unregistered(types.reached());
        if (!problems.isEmpty()) {
            fail(problems.size() + " of the " + types.reached().size() + " types read or written at run time are not"
                    + " registered for reflection in " + nativeBuild() + " (Funqy registers the functions' request and"
                    + " response types and what they hold; anything else needs @RegisterForReflection):\n  "
                    + String.join("\n  ", problems));
        }
    }

    @Test
    void everyResourceReadAtRunTime_isIncluded() {
        Set<String> read = ResourceReads.during(ResourceProbe.class, classes().toString()).atRunTime();
        NativeMetadata metadata = metadata();
        List<String> missing = read.stream().filter(r -> !metadata.includes(r)).toList();
        if (!missing.isEmpty()) {
            fail(missing.size() + " of the " + read.size() + " resources read at run time are not included in "
                    + nativeBuild() + " (quarkus.native.resources.includes in application.properties adds ours):\n  "
                    + String.join("\n  ", missing));
        }
    }

    /**
     * The LLM is reached over HTTPS in production: the image needs https among its URL protocols and native SSL on,
     * or its SSL context is a disabled one and the first call fails with "Native SSL support is disabled". The REST
     * client's extension turns it on; the check holds every flavour to it.
     */
    @Test
    void nativeSsl_isOn_soTheImageCanCallAnHttpsLlm() {
        NativeSsl ssl = NativeSsl.read(nativeBuild());
        assertTrue(ssl.urlProtocols().contains("https"), "native-image.args of " + nativeBuild()
                + " enable the URL protocols " + ssl.urlProtocols() + ", without https");
        assertEquals(java.util.Optional.of(true), ssl.sslNative(), "the native build records native SSL as "
                + ssl.sslNative().map(on -> on ? "on" : "off").orElse("never set") + " (quarkus.ssl.native)");
    }

    @Test
    void everyClassThatReadsResources_isOneTheProbeRuns() {
        assertEquals(List.of(), ResourceProbe.unprobedReaders(classes()), ResourceProbe.UNPROBED);
    }

    private static NativeMetadata metadata() {
        return NativeMetadata.read(nativeBuild());
    }

    /**
     * Where native-image builds: {@code native-sources/} after a sources-only build, else the
     * {@code *-native-image-source-jar/} directory the (stand-in or real) builder ran in.
     */
    private static Path nativeBuild() {
        Path build = Path.of(property("native.build.directory"));
        if (Boolean.parseBoolean(property("native.sources-only"))) {
            return build.resolve("native-sources");
        }
        try (Stream<Path> dirs = Files.list(build)) {
            List<Path> found = dirs.filter(p -> p.getFileName().toString().endsWith("-native-image-source-jar")).toList();
            if (found.size() != 1) {
                throw new IllegalStateException("expected one *-native-image-source-jar in " + build + ", found " + found);
            }
            return found.get(0);
        } catch (IOException e) {
            throw new IllegalStateException("cannot list " + build, e);
        }
    }

    private static Path classes() {
        return Path.of(property("native.classes.directory"));
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("system property " + name + " is unset: run this check through the native"
                    + " build (.ci/native-check, or ./mvnw verify -Dnative), which sets it");
        }
        return value;
    }
}

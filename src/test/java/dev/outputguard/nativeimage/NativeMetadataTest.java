package dev.outputguard.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.outputguard.nativeimage.BoundTypes.Reached;
import dev.outputguard.nativeimage.BoundTypesTest.Colour;
import dev.outputguard.nativeimage.BoundTypesTest.Named;
import dev.outputguard.nativeimage.BoundTypesTest.Request;
import dev.outputguard.nativeimage.NativeMetadata.Source;

/**
 * The check's other half: registrations read as native-image reads them, and every type or resource the
 * code needs that they lack named, with the path that needs it.
 */
class NativeMetadataTest {

    private static final String ALL = "\"allDeclaredConstructors\": true, \"allDeclaredMethods\": true,"
            + " \"allDeclaredFields\": true";

    private static Collection<Reached> needs(Class<?> request) {
        return BoundTypes.walk(Map.of("f's request", request)).reached();
    }

    /** A reflect-config.json registering {@code types} as Funqy does, each with everything. */
    private static String registering(Collection<Reached> types) {
        return types.stream().map(r -> "{\"name\": \"" + r.type().getName() + "\", " + ALL + "}")
                .collect(Collectors.joining(",", "[", "]"));
    }

    private static NativeMetadata reflection(String json) {
        return NativeMetadata.of(List.of(new Source("reflect-config.json", json)), List.of());
    }

    private static NativeMetadata resources(String json) {
        return NativeMetadata.of(List.of(), List.of(new Source("resource-config.json", json)));
    }

    @Test
    void unregistered_everyTypeRegistered_isNothing() {
        Collection<Reached> needed = needs(Request.class);
        assertEquals(List.of(), reflection(registering(needed)).unregistered(needed));
    }

    @Test
    void unregistered_oneTypeRemoved_isNamedWithThePathThatNeedsIt() {
        Collection<Reached> needed = needs(Request.class);
        List<Reached> allButColour = needed.stream().filter(r -> r.type() != Colour.class).toList();
        assertEquals(List.of(Colour.class.getName() + " is not registered for reflection (f's request"
                + " → BoundTypesTest.Request.byName → BoundTypesTest.InMapValue.colour)"),
                reflection(registering(allButColour)).unregistered(needed));
    }

    @Test
    void unregistered_recordWithoutItsFields_isNamedWithWhatItLacks() {
        Collection<Reached> needed = needs(BoundTypesTest.Leaf.class);
        String json = "[{\"name\": \"" + BoundTypesTest.Leaf.class.getName() + "\", \"allDeclaredConstructors\": true,"
                + " \"allPublicMethods\": true}]";
        assertEquals(List.of(BoundTypesTest.Leaf.class.getName() + " is registered without its fields (f's request)"),
                reflection(json).unregistered(needed));
    }

    @Test
    void unregistered_entriesForOneClass_addUp() {
        Collection<Reached> needed = needs(BoundTypesTest.Leaf.class);
        String name = BoundTypesTest.Leaf.class.getName();
        String json = "[{\"name\": \"" + name + "\", \"allDeclaredConstructors\": true, \"allDeclaredMethods\": true},"
                + " {\"name\": \"" + name + "\", \"allDeclaredFields\": true}]";
        assertEquals(List.of(), reflection(json).unregistered(needed));
    }

    @Test
    void unregistered_constructedClass_needsItsConstructorOnly() {
        Collection<Reached> needed = needs(Named.class);
        String json = "[{\"name\": \"" + Named.class.getName() + "\", " + ALL + "}, {\"name\": \""
                + BoundTypesTest.Choices.class.getName() + "\", \"methods\": [{\"name\": \"<init>\", \"parameterTypes\": []}]}]";
        assertEquals(List.of(), reflection(json).unregistered(needed));
        assertEquals(1, reflection("[{\"name\": \"" + Named.class.getName() + "\", " + ALL + "}]").unregistered(needed).size());
    }

    @Test
    void includes_regexAndGlob_lessExcludes() {
        NativeMetadata m = resources("{\"resources\": {\"includes\": [{\"pattern\": \"prompts/.*\"}, {\"glob\": \"draft/**\"},"
                + " {\"glob\": \"top/*.json\"}], \"excludes\": [{\"pattern\": \"prompts/secret\\\\.md\"}]}}");
        assertTrue(m.includes("prompts/review-user.md"));
        assertFalse(m.includes("prompts/secret.md"));
        assertTrue(m.includes("draft/2020-12/meta/core"));
        assertTrue(m.includes("top/a.json"));
        assertFalse(m.includes("top/deeper/a.json"), "one * stays within a directory");
        assertFalse(m.includes("other.md"));
    }

    @Test
    void includes_bundle_bringsItsPropertiesInEveryLocale() {
        NativeMetadata m = resources("{\"bundles\": [{\"name\": \"i18n.messages\"}], \"resources\": {\"includes\": []}}");
        assertTrue(m.includes("i18n/messages.properties"));
        assertTrue(m.includes("i18n/messages_en.properties"));
        assertFalse(m.includes("i18n/other.properties"));
    }

    @Test
    void read_runnerAndLibraries_lessWhatTheArgumentsExclude(@TempDir Path build) throws IOException {
        jar(build.resolve("app-runner.jar"), Map.of(
                "META-INF/native-image/reflect-config.json", "[{\"name\": \"a.Registered\", " + ALL + "}]",
                "META-INF/native-image/resource-config.json", "{\"resources\": {\"includes\": [{\"pattern\": \"prompts/.*\"}]}}"));
        Files.createDirectories(build.resolve("lib"));
        jar(build.resolve("lib/org.example.kept-1.0.jar"), Map.of(
                "META-INF/native-image/org.example/kept/resource-config.json",
                "{\"resources\": {\"includes\": [{\"pattern\": \"draft/.*\"}]}}"));
        jar(build.resolve("lib/org.example.dropped-1.0.jar"), Map.of(
                "META-INF/native-image/org.example/dropped/resource-config.json",
                "{\"resources\": {\"includes\": [{\"pattern\": \"dropped/.*\"}]}}"));
        Files.writeString(build.resolve("native-image.args"), "--no-fallback\n--exclude-config\norg\\.example\\.dropped\n"
                + "/META-INF/native-image/org\\.example/dropped/resource-config\\.json\napp-runner\n-jar\napp-runner.jar\n");

        NativeMetadata m = NativeMetadata.read(build);

        assertTrue(m.includes("prompts/a.md"));
        assertTrue(m.includes("draft/2020-12/schema"), "a library's own metadata counts");
        assertFalse(m.includes("dropped/x"), "--exclude-config drops a library's metadata");
    }

    @Test
    void read_runnerWithoutReflectConfig_saysTheFormatChanged(@TempDir Path build) throws IOException {
        jar(build.resolve("app-runner.jar"), Map.of("META-INF/native-image/reachability-metadata.json", "{}"));
        Files.createDirectories(build.resolve("lib"));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> NativeMetadata.read(build));
        assertTrue(e.getMessage().contains("holds no META-INF/native-image/reflect-config.json"), e.getMessage());
    }

    @Test
    void read_noNativeBuild_saysTheBuildDidNotRun(@TempDir Path build) {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> NativeMetadata.read(build));
        assertTrue(e.getMessage().contains("the native build did not run"), e.getMessage());
    }

    private static void jar(Path file, Map<String, String> entries) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Map.Entry<String, String> e : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(e.getKey()));
                zip.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
    }
}

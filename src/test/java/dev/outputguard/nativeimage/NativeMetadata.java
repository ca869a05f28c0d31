package dev.outputguard.nativeimage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.nativeimage.BoundTypes.Reached;

/**
 * The reflection and resource registrations a native build hands to native-image, read as native-image reads
 * them: the ones Quarkus generates into the runner jar ({@code META-INF/native-image/reflect-config.json},
 * {@code resource-config.json}) and the ones the libraries beside it carry under their own
 * {@code META-INF/native-image/}, less what the build's arguments exclude ({@code --exclude-config}).
 */
final class NativeMetadata {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ARGS = "native-image.args";

    /** What one class's registrations, taken together, allow. */
    record Registration(boolean constructors, boolean methods, boolean fields) {
        Registration or(Registration other) {
            return new Registration(constructors || other.constructors, methods || other.methods, fields || other.fields);
        }
    }

    /** One metadata file: where it was found (for messages) and its JSON. */
    record Source(String origin, String json) {
    }

    private final Map<String, Registration> reflection = new HashMap<>();
    private final List<Pattern> includes = new ArrayList<>();
    private final List<Pattern> excludes = new ArrayList<>();

    private NativeMetadata() {
    }

    /**
     * @param reflectConfigs the {@code reflect-config.json} files native-image reads
     * @param resourceConfigs the {@code resource-config.json} files native-image reads
     */
    static NativeMetadata of(Collection<Source> reflectConfigs, Collection<Source> resourceConfigs) {
        NativeMetadata m = new NativeMetadata();
        reflectConfigs.forEach(m::addReflection);
        resourceConfigs.forEach(m::addResources);
        return m;
    }

    /**
     * Reads the directory native-image builds in: the runner jar, {@code lib/} and {@code native-image.args}
     * (which Quarkus writes for a sources-only build and the stand-in builder writes when it is called).
     */
    static NativeMetadata read(Path buildDirectory) {
        Path runner;
        try (Stream<Path> files = Files.list(buildDirectory)) {
            runner = files.filter(p -> p.getFileName().toString().endsWith("-runner.jar")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no *-runner.jar in " + buildDirectory
                            + ": the native build did not run"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + buildDirectory + ": the native build did not run", e);
        }
        List<String[]> exclusions = exclusions(buildDirectory.resolve(ARGS));
        List<Source> reflect = new ArrayList<>();
        List<Source> resources = new ArrayList<>();
        List<Path> jars = new ArrayList<>(List.of(runner));
        try (Stream<Path> lib = Files.list(buildDirectory.resolve("lib"))) {
            lib.filter(p -> p.toString().endsWith(".jar")).sorted().forEach(jars::add);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + buildDirectory.resolve("lib"), e);
        }
        for (Path jar : jars) {
            collect(jar, exclusions, reflect, resources);
        }
        if (reflect.stream().noneMatch(s -> s.origin().startsWith(runner.getFileName() + "!"))) {
            throw new IllegalStateException(runner + " holds no META-INF/native-image/reflect-config.json: Quarkus writes"
                    + " its registrations in another form now; teach NativeMetadata to read it");
        }
        return of(reflect, resources);
    }

    /**
     * The problem with each class that is not registered as its use needs (none when all are): Jackson binding
     * a record or a class needs its constructors, accessors and fields (an interface: its methods); the
     * request contract constructing a class needs its constructors.
     */
    List<String> unregistered(Collection<Reached> needed) {
        List<String> problems = new ArrayList<>();
        for (Reached r : needed) {
            Registration has = reflection.get(r.type().getName());
            boolean bound = r.use() == BoundTypes.Use.BOUND;
            boolean isInterface = r.type().isInterface();
            List<String> lacking = new ArrayList<>();
            if (!isInterface && (has == null || !has.constructors())) {
                lacking.add("constructors");
            }
            if (bound && (has == null || !has.methods())) {
                lacking.add("methods");
            }
            if (bound && !isInterface && (has == null || !has.fields())) {
                lacking.add("fields");
            }
            if (!lacking.isEmpty()) {
                problems.add(r.type().getName() + (has == null ? " is not registered for reflection" : " is registered without its "
                        + String.join(", ", lacking)) + " (" + r.path() + ")");
            }
        }
        return problems;
    }

    /** Whether native-image puts the resource (a class-path name, no leading slash) into the image. */
    boolean includes(String resource) {
        return includes.stream().anyMatch(p -> p.matcher(resource).matches())
                && excludes.stream().noneMatch(p -> p.matcher(resource).matches());
    }

    private void addReflection(Source source) {
        JsonNode root = parse(source);
        JsonNode entries = root.isArray() ? root : root.path("reflection");
        for (JsonNode e : entries) {
            String name = e.has("name") ? e.path("name").asText() : e.path("type").asText();
            Registration r = new Registration(
                    flag(e, "allDeclaredConstructors") || flag(e, "allPublicConstructors") || hasMethod(e, "<init>"),
                    flag(e, "allDeclaredMethods") || flag(e, "allPublicMethods"),
                    flag(e, "allDeclaredFields") || flag(e, "allPublicFields"));
            reflection.merge(name, r, Registration::or);
        }
    }

    private void addResources(Source source) {
        JsonNode root = parse(source);
        JsonNode resources = root.path("resources");
        if (resources.isArray()) {
            resources.forEach(e -> includes.add(pattern(e)));
        } else {
            resources.path("includes").forEach(e -> includes.add(pattern(e)));
            resources.path("excludes").forEach(e -> excludes.add(pattern(e)));
        }
        // A bundle brings its properties files, whatever their locale.
        root.path("bundles").forEach(b -> includes.add(Pattern.compile(
                Pattern.quote(b.path("name").asText().replace('.', '/')) + "(_[A-Za-z0-9_]+)?\\.properties")));
    }

    private static Pattern pattern(JsonNode entry) {
        if (entry.has("pattern")) {
            return Pattern.compile(entry.path("pattern").asText());
        }
        String glob = entry.path("glob").asText();
        StringBuilder regex = new StringBuilder();
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            if (c == '*' && i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
                regex.append(".*");
                i++;
            } else if (c == '*') {
                regex.append("[^/]*");
            } else {
                regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(regex.toString());
    }

    private static boolean flag(JsonNode entry, String name) {
        return entry.path(name).asBoolean(false);
    }

    private static boolean hasMethod(JsonNode entry, String name) {
        for (JsonNode m : entry.path("methods")) {
            if (name.equals(m.path("name").asText())) {
                return true;
            }
        }
        return false;
    }

    private static JsonNode parse(Source source) {
        try {
            return JSON.readTree(source.json());
        } catch (IOException e) {
            throw new IllegalStateException(source.origin() + " is not JSON: " + e.getMessage(), e);
        }
    }

    /** Each {@code --exclude-config <jar regex> <resource regex>} of the build's arguments. */
    private static List<String[]> exclusions(Path args) {
        if (!Files.exists(args)) {
            return List.of();
        }
        String[] words;
        try {
            words = Files.readString(args, StandardCharsets.UTF_8).trim().split("\\s+");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String[]> pairs = new ArrayList<>();
        for (int i = 0; i + 2 < words.length; i++) {
            if (words[i].equals("--exclude-config")) {
                pairs.add(new String[] { words[i + 1], words[i + 2] });
            }
        }
        return pairs;
    }

    private static void collect(Path jar, List<String[]> exclusions, List<Source> reflect, List<Source> resources) {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (ZipEntry entry : zip.stream().toList()) {
                String name = entry.getName();
                boolean reflectConfig = name.endsWith("/reflect-config.json");
                if (!name.startsWith("META-INF/native-image/") || !(reflectConfig || name.endsWith("/resource-config.json"))
                        || excluded(exclusions, jar, name)) {
                    continue;
                }
                Source source = new Source(jar.getFileName() + "!/" + name,
                        new String(zip.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8));
                (reflectConfig ? reflect : resources).add(source);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + jar, e);
        }
    }

    /** As native-image applies {@code --exclude-config}: the jar's path and the file's, each searched by its regex. */
    private static boolean excluded(List<String[]> exclusions, Path jar, String entry) {
        for (String[] e : exclusions) {
            if (Pattern.compile(e[0]).matcher(jar.toString()).find() && Pattern.compile(e[1]).matcher("/" + entry).find()) {
                return true;
            }
        }
        return false;
    }
}

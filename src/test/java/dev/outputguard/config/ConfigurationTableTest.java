package dev.outputguard.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import dev.outputguard.nativeimage.ResourceProbe;
import dev.outputguard.prompt.PromptSlot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.ConfigMappingInterface;
import io.smallrye.config.ConfigMappings;

/**
 * Each {@code outputguard.*} setting is declared once, by a method of a {@code @ConfigMapping} of config/ (its
 * default in its {@code @WithDefault}), and docs/configuration.md's table has one row for it with that default. The
 * names the code spells elsewhere (a limit's {@code _SETTING} constant, a message naming a setting, a prompt
 * template's key) are names of those settings, and the properties files set none of them: a default written there
 * would be a second declaration.
 */
class ConfigurationTableTest {

    private static final Path TABLE = Path.of("docs/configuration.md");
    private static final List<Path> SOURCES = Stream.of("src/main/java", "src/http/java", "src/lambda/java",
            "src/lambda-http/java").map(Path::of).toList();
    private static final List<Path> PROPERTIES = List.of(Path.of("src/main/resources/application.properties"));
    /** A setting's name in a string literal of the code: whole, or the prefix a name is made from. */
    private static final Pattern SPELLED = Pattern.compile("\"(outputguard\\.[a-z0-9.-]*[a-z0-9.])");

    @Test
    void everyDeclaredSetting_hasOneRowWithItsDefault_andEveryRowIsDeclared() throws Exception {
        Map<String, String> rows = outputGuardRows();
        Map<String, ConfigMappingInterface.Property> declared = declared();
        Set<String> expected = new TreeSet<>();
        for (Map.Entry<String, ConfigMappingInterface.Property> setting : declared.entrySet()) {
            if (setting.getValue().isMap()) {
                expected.addAll(promptKeys(setting.getKey()));
                continue;
            }
            expected.add(setting.getKey());
            ConfigMappingInterface.Property property = setting.getValue().isOptional()
                    ? setting.getValue().asOptional().getNestedProperty() : setting.getValue();
            if (property.hasDefaultValue() && rows.containsKey(setting.getKey())) {
                assertTrue(rows.get(setting.getKey()).startsWith("`" + property.getDefaultValue() + "`"),
                        "docs/configuration.md: the default of " + setting.getKey() + " is `" + property.getDefaultValue()
                                + "` (its @WithDefault), the table says " + rows.get(setting.getKey()));
            }
        }
        assertEquals(expected, rows.keySet(), "docs/configuration.md's outputguard.* rows and the settings the"
                + " @ConfigMapping interfaces of config/ declare (a prompt map: one row per template of its enum)");
    }

    @Test
    void everySettingTheCodeNames_isDeclared() throws IOException {
        Set<String> declared = declared().keySet();
        List<String> undeclared = new ArrayList<>();
        for (Path root : SOURCES) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    Matcher m = SPELLED.matcher(Files.readString(file, StandardCharsets.UTF_8));
                    while (m.find()) {
                        String name = m.group(1);
                        if (declared.stream().noneMatch(key -> key.equals(name) || key.startsWith(name.endsWith(".")
                                ? name : name + "."))) {
                            undeclared.add(file + ": " + name);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), undeclared, "names of settings that no @ConfigMapping of config/ declares");
    }

    @Test
    void propertiesFiles_setNoOutputGuardSetting_itsDefaultIsItsWithDefault() throws IOException {
        for (Path file : PROPERTIES) {
            Properties properties = new Properties();
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                properties.load(in);
            }
            assertEquals(Set.of(), new TreeSet<>(properties.stringPropertyNames().stream()
                    .filter(k -> k.replaceFirst("^%[a-z-]+\\.", "").startsWith("outputguard.")).toList()),
                    file + " sets settings declared in config/");
        }
    }

    /** Every setting of the {@code @ConfigMapping} interfaces in config/, by its full name; each named once. */
    private static Map<String, ConfigMappingInterface.Property> declared() {
        Map<String, ConfigMappingInterface.Property> settings = new TreeMap<>();
        for (Class<?> mapping : configMappings()) {
            String prefix = mapping.getAnnotation(ConfigMapping.class).prefix();
            ConfigMappings.getProperties(ConfigMappings.ConfigClass.configClass(mapping, prefix)).forEach((name, p) -> {
                if (p.isLeaf() || p.isOptional() || p.isPrimitive() || p.isMap()) {
                    ConfigMappingInterface.Property before = settings.put(name, p);
                    assertEquals(null, before, name + " is declared twice: " + before + " and " + p);
                }
            });
        }
        assertTrue(settings.containsKey(dev.outputguard.limits.Limits.MAX_INPUT_CHARS_SETTING), "no settings found: "
                + settings.keySet());
        return settings;
    }

    private static List<Class<?>> configMappings() {
        Path config = classes().resolve(OutputGuardConfig.class.getPackageName().replace('.', '/'));
        try (Stream<Path> files = Files.list(config)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".class") && !n.contains("$"))
                    .<Class<?>>map(n -> load(OutputGuardConfig.class.getPackageName() + "." + n.replace(".class", "")))
                    .filter(c -> c.isAnnotationPresent(ConfigMapping.class)).toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The settings of a map of prompt overrides ({@code <prefix>.*}): one per template of the feature's enum. */
    private static List<String> promptKeys(String mapKey) {
        String prefix = mapKey.substring(0, mapKey.length() - 1);
        List<String> keys = ResourceProbe.promptEnums(classes()).stream()
                .flatMap(e -> Stream.of(e.getEnumConstants()).map(s -> ((PromptSlot) s).configKey()))
                .filter(k -> k.startsWith(prefix)).toList();
        assertTrue(!keys.isEmpty(), mapKey + " is a map no enum of prompt templates names its keys");
        return keys;
    }

    /** The table's rows of {@code outputguard.*} settings: the key, and its default cell. */
    private static Map<String, String> outputGuardRows() throws IOException {
        Map<String, String> rows = new TreeMap<>();
        for (String line : Files.readAllLines(TABLE, StandardCharsets.UTF_8)) {
            if (line.startsWith("| `outputguard.")) {
                String[] cells = line.split("\\|");
                String key = cells[1].strip().replace("`", "");
                assertEquals(null, rows.put(key, cells[2].strip()), TABLE + " has two rows of " + key);
            }
        }
        return rows;
    }

    private static Path classes() {
        try {
            return Path.of(OutputGuardConfig.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, ConfigurationTableTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}

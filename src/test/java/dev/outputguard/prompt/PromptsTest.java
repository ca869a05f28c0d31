package dev.outputguard.prompt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a feature's templates load: built in, or overridden by file, class-path resource or inline text. */
class PromptsTest {

    /** A feature with two templates; the first is the test resource {@code prompts/test-greeting.md}. */
    enum Sample implements PromptSlot {
        GREETING("test-greeting"),
        FAREWELL("test-farewell");

        private final Spec spec;

        Sample(String id) {
            this.spec = new Spec("test.prompt.", id, Set.of("name"));
        }

        @Override
        public Spec spec() {
            return spec;
        }
    }

    private static final Map<String, String> NAME = Map.of("name", "Aiko");

    /** The farewell has no built-in resource, so every load overrides it. */
    private static Map<String, String> greeting(String override) {
        Map<String, String> overrides = new HashMap<>(Map.of("test-farewell", "Bye, {{name}}."));
        if (override != null) {
            overrides.put("test-greeting", override);
        }
        return overrides;
    }

    @Test
    void load_withoutOverride_readsTheResourceWithoutItsFinalNewline() {
        assertEquals("Hello, Aiko.", Prompts.load(Sample.class, greeting(null)).render(Sample.GREETING, NAME));
    }

    @Test
    void load_inlineOverride_isTheTemplateText() {
        Prompts<Sample> prompts = Prompts.load(Sample.class, greeting("Hi {{name}}!"));

        assertEquals("Hi Aiko!", prompts.render(Sample.GREETING, NAME));
        assertEquals("Bye, Aiko.", prompts.render(Sample.FAREWELL, NAME));
    }

    @Test
    void load_fileOverride_readsTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("greeting.md");
        Files.writeString(file, "<<{{name}}>>\n");

        assertEquals("<<Aiko>>", Prompts.load(Sample.class, greeting("file:" + file)).render(Sample.GREETING, NAME));
    }

    @Test
    void load_classpathOverride_readsThatResource() {
        assertEquals("Hello, Aiko.", Prompts.load(Sample.class, greeting("classpath:prompts/test-greeting.md"))
                .render(Sample.GREETING, NAME));
    }

    @Test
    void load_brokenOverride_namesTheSetting() {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> Prompts.load(Sample.class, greeting("file:/no/such/file.md")));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> Prompts.load(Sample.class, greeting("to {{language}}")));
        IllegalArgumentException noResource = assertThrows(IllegalArgumentException.class,
                () -> Prompts.load(Sample.class, greeting("classpath:prompts/none.md")));

        assertTrue(missing.getMessage().startsWith("test.prompt.test-greeting: cannot read"), missing.getMessage());
        assertTrue(unknown.getMessage().startsWith("test.prompt.test-greeting: unknown variable {{language}}"),
                unknown.getMessage());
        assertTrue(noResource.getMessage().startsWith("test.prompt.test-greeting: no resource prompts/none.md"),
                noResource.getMessage());
    }

    @Test
    void load_missingBuiltInTemplate_namesItsSetting() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Prompts.defaults(Sample.class));

        assertTrue(e.getMessage().startsWith("test.prompt.test-farewell: no resource prompts/test-farewell.md"),
                e.getMessage());
    }

    @Test
    void load_keyAsAnEnvironmentVariableSpellsIt_findsItsTemplate() {
        // OUTPUTGUARD_..._PROMPT_TEST_GREETING reaches the map as test.greeting.
        assertEquals("Hey Aiko", Prompts.load(Sample.class, Map.of("test.greeting", "Hey {{name}}",
                "TEST_FAREWELL", "x")).render(Sample.GREETING, NAME));
    }

    @Test
    void load_keyThatNamesNoTemplate_namesTheSettingAndTheTemplates() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Prompts.load(Sample.class, Map.of("test-greting", "Hi")));

        assertEquals("test.prompt.test-greting: no prompt template is named 'test-greting'; the templates are"
                + " test-greeting, test-farewell", e.getMessage());
    }

    @Test
    void checkOverrides_loadsOnlyWhatIsSet() {
        // The farewell's missing resource is not read: only the greeting is set.
        Prompts.checkOverrides(Sample.class, Map.of("test-greeting", "Hi {{name}}"));

        IllegalArgumentException broken = assertThrows(IllegalArgumentException.class,
                () -> Prompts.checkOverrides(Sample.class, Map.of("test-greeting", "Hi {{nom}}")));
        assertTrue(broken.getMessage().startsWith("test.prompt.test-greeting: unknown variable {{nom}}"),
                broken.getMessage());
    }
}

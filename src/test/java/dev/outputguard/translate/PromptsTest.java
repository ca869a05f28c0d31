package dev.outputguard.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PromptsTest {

    @Test
    void defaults_translationSystem_carriesTheSeedRulesAndNoEmptySections() {
        String system = Prompts.defaults().render(PromptSlot.TRANSLATION_SYSTEM, Map.of("sourceLang", "en", "targetLang", "ja"));

        assertTrue(system.contains("CRITICAL OUTPUT FORMAT RULES (READ CAREFULLY):"));
        assertTrue(system.contains("FINAL CHECK before responding:"));
        assertTrue(!system.contains("Glossary") && !system.contains("placeholders"), system);
        assertTrue(!system.contains("{{"), system);
    }

    @Test
    void defaults_retryInstruction_isTheSeedSuffix() {
        String suffix = Prompts.defaults().render(PromptSlot.RETRY_INSTRUCTION,
                Map.of("attempt", "1", "error", "Missing or invalid 'translation' field", "field", "translation"));

        assertEquals("""


                RETRY INSTRUCTION (Attempt 1):
                The previous response was invalid: Missing or invalid 'translation' field

                CRITICAL REMINDER:
                - Return ONLY a valid JSON object with the required fields.
                - The "translation" field must contain PLAIN TEXT, not JSON.
                - Do NOT nest JSON inside the translation field.""", suffix);
    }

    @Test
    void load_inlineOverride_replacesTheTemplate() {
        Prompts prompts = Prompts.load(slot -> slot == PromptSlot.TRANSLATION_USER
                ? Optional.of("Translate to {{targetLang}}:\n{{text}}") : Optional.empty());

        assertEquals("Translate to ja:\nhi", prompts.render(PromptSlot.TRANSLATION_USER, Map.of("targetLang", "ja", "text", "hi")));
    }

    @Test
    void load_fileOverride_readsTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("user.md");
        Files.writeString(file, "<<{{text}}>>\n");

        Prompts prompts = Prompts.load(slot -> slot == PromptSlot.TRANSLATION_USER
                ? Optional.of("file:" + file) : Optional.empty());

        assertEquals("<<hi>>", prompts.render(PromptSlot.TRANSLATION_USER, Map.of("text", "hi")));
    }

    @Test
    void load_missingFileOrUnknownVariable_namesTheSetting() {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class, () -> Prompts.load(
                slot -> slot == PromptSlot.RETRY_INSTRUCTION ? Optional.of("file:/no/such/file.md") : Optional.empty()));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> Prompts.load(
                slot -> slot == PromptSlot.TRANSLATION_SYSTEM ? Optional.of("to {{language}}") : Optional.empty()));

        assertTrue(missing.getMessage().startsWith("outputguard.translate.prompt.retry-instruction: cannot read"),
                missing.getMessage());
        assertTrue(unknown.getMessage().startsWith("outputguard.translate.prompt.translation-system: unknown variable {{language}}"),
                unknown.getMessage());
    }
}

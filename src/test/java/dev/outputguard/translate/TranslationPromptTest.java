package dev.outputguard.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.prompt.Prompts;

/** The built-in templates of translate (how templates load and override: {@code prompt/PromptsTest}). */
class TranslationPromptTest {

    private static final Prompts<TranslationPrompt> PROMPTS = Prompts.defaults(TranslationPrompt.class);

    @Test
    void defaults_translationSystem_carriesTheSeedRulesAndNoEmptySections() {
        String system = PROMPTS.render(TranslationPrompt.TRANSLATION_SYSTEM, Map.of("sourceLang", "en", "targetLang", "ja"));

        assertTrue(system.contains("CRITICAL OUTPUT FORMAT RULES (READ CAREFULLY):"));
        assertTrue(system.contains("FINAL CHECK before responding:"));
        assertTrue(!system.contains("Glossary") && !system.contains("placeholders"), system);
        assertTrue(!system.contains("{{"), system);
    }

    @Test
    void defaults_retryInstruction_isTheSeedSuffix() {
        String suffix = PROMPTS.render(TranslationPrompt.RETRY_INSTRUCTION,
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
    void slots_areNamedByTheirSettingAndResource() {
        assertEquals("outputguard.translate.prompt.revision-patch-user", TranslationPrompt.REVISION_PATCH_USER.configKey());
        assertEquals("prompts/revision-patch-user.md", TranslationPrompt.REVISION_PATCH_USER.resource());
    }
}

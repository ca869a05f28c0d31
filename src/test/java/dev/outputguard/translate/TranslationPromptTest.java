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
    void defaults_retryInstruction_remindsOfTheRuleALeakOrResidueBroke() {
        String leaked = PROMPTS.render(TranslationPrompt.RETRY_INSTRUCTION,
                Map.of("attempt", "1", "error", "E", "field", "translation", "leakedMember", "yes"));
        String residue = PROMPTS.render(TranslationPrompt.RETRY_INSTRUCTION,
                Map.of("attempt", "1", "error", "E", "field", "targetPatch", "escapeResidue", "yes"));

        assertTrue(leaked.endsWith("- Do NOT nest JSON inside the translation field.\n- End the \"translation\" string only"
                + " where the text ends: \"termSuggestions\" and every other member go beside it in the object, never"
                + " inside its text."), leaked);
        assertTrue(residue.endsWith("- Do NOT nest JSON inside the targetPatch field.\n- Escape each quote, line break, tab"
                + " and backslash in the \"targetPatch\" string exactly once (\\\" \\n \\t \\\\), so that its text shows"
                + " the characters themselves, not backslash sequences."), residue);
    }

    @Test
    void slots_areNamedByTheirSettingAndResource() {
        assertEquals("outputguard.translate.prompt.revision-patch-user", TranslationPrompt.REVISION_PATCH_USER.configKey());
        assertEquals("prompts/revision-patch-user.md", TranslationPrompt.REVISION_PATCH_USER.resource());
    }
}

package dev.outputguard.config;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.outputguard.complete.CompletionPrompt;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.reviewcycle.CyclePrompt;
import dev.outputguard.text.MessageLanguage;
import dev.outputguard.translate.TranslationPrompt;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/**
 * The settings reach the values the app runs with: each setting a {@link Limits} or {@link LoopDefaults} constant
 * names, and a prompt override of each feature under the key its slot names.
 */
@QuarkusTest
@TestProfile(SettingsTest.Configured.class)
class SettingsTest {

    public static class Configured implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.ofEntries(Map.entry(Limits.MAX_INPUT_CHARS_SETTING, "20"),
                    Map.entry(Limits.MAX_NESTING_DEPTH_SETTING, "2"), Map.entry(LoopDefaults.MAX_RETRIES_SETTING, "4"),
                    Map.entry(LoopDefaults.MAX_REVISIONS_SETTING, "7"), Map.entry(Limits.MAX_SCHEMA_CHARS_SETTING, "500"),
                    Map.entry(Limits.SCHEMA_CACHE_SIZE_SETTING, "3"), Map.entry(Limits.MAX_VIOLATIONS_SETTING, "9"),
                    Map.entry(LoopDefaults.COMPLETE_MAX_RETRIES_SETTING, "1"), Map.entry(Limits.MAX_SCHEMA_WORK_SETTING, "123456"),
                    Map.entry(TranslationPrompt.RETRY_INSTRUCTION.configKey(), "Retry {{attempt}}: {{errorCode}}"),
                    Map.entry(CyclePrompt.REVIEW_USER.configKey(), "Review {{document}} ({{phase}})."),
                    Map.entry(CompletionPrompt.SYSTEM.configKey(), "Conform to {{schema}}"),
                    Map.entry(MessageLanguage.SETTING, "en"));
        }
    }

    @Inject
    Limits limits;

    @Inject
    LoopDefaults loopDefaults;

    @Inject
    Prompts<TranslationPrompt> translationPrompts;

    @Inject
    Prompts<CyclePrompt> cyclePrompts;

    @Inject
    Prompts<CompletionPrompt> completionPrompts;

    @Test
    void limitSettings_areMappedIntoTheLimitsValue() {
        assertEquals(20, limits.maxInputChars());
        assertEquals(2, limits.maxNestingDepth());
        assertEquals(500, limits.maxSchemaChars());
        assertEquals(3, limits.schemaCacheSize());
        assertEquals(9, limits.maxViolations());
        assertEquals(123456, limits.maxSchemaWork());
    }

    @Test
    void loopSettings_areMappedIntoTheLoopDefaults() {
        assertEquals(new LoopDefaults(4, 1, 7), loopDefaults);
    }

    @Test
    void textOverTheSetLimit_isA400NamingTheSetting() {
        given().contentType("application/json").body("{\"text\": \"" + "x".repeat(21) + "\"}")
                .when().post("/extract-json")
                .then().statusCode(400).body("error.message",
                        equalTo("field 'text' has 21 characters; the limit is 20 (setting outputguard.max-input-chars)"));
    }

    @Test
    void replyDeeperThanTheSetDepth_isTooDeep() {
        given().contentType("application/json").body("{\"text\": \"{\\\"a\\\": [[1]]}\"}")
                .when().post("/extract-json")
                .then().statusCode(200).body("error.code", equalTo("TOO_DEEP"));
    }

    @Test
    void messageLanguageEn_wordsTheTwoJapaneseMessagesInEnglish_withTheSameCodes() {
        given().contentType("application/json").body("{\"text\": \"no json\"}")
                .when().post("/extract-json")
                .then().statusCode(200).body("error.code", equalTo("NO_JSON"))
                .body("error.message", equalTo("The response holds no JSON"));
        // 20 characters, the limit this profile sets
        given().contentType("application/json").body("{\"text\": \"{\\\"translation\\\": \\\"y\\\"}\"}")
                .when().post("/sanitize-output")
                .then().statusCode(200).body("detectedPatterns[0].type", equalTo("TRANSLATION_WRAPPER"))
                .body("warnings[0]", equalTo("[JSON leak warning] AI response wrapper structure detected at position 0"));
    }

    @Test
    void promptOverrides_replaceTheirTemplates() {
        assertEquals("Retry 1: NESTED_JSON", translationPrompts.render(TranslationPrompt.RETRY_INSTRUCTION,
                Map.of("attempt", "1", "errorCode", "NESTED_JSON")));
        assertEquals("Review # Plan (planning).", cyclePrompts.render(CyclePrompt.REVIEW_USER,
                Map.of("document", "# Plan", "phase", "planning")));
        assertEquals("outputguard.complete.prompt.system", CompletionPrompt.SYSTEM.configKey());
        assertEquals("Conform to {}", completionPrompts.render(CompletionPrompt.SYSTEM, Map.of("schema", "{}")));
    }
}

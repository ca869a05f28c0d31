package dev.outputguard.config;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.outputguard.limits.Limits;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/** Each setting a {@link Limits} constant names reaches the one limits value the app runs with. */
@QuarkusTest
@TestProfile(LimitsSettingsTest.Tight.class)
class LimitsSettingsTest {

    public static class Tight implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(Limits.MAX_INPUT_CHARS_SETTING, "20", Limits.MAX_NESTING_DEPTH_SETTING, "2",
                    Limits.MAX_RETRIES_SETTING, "4", Limits.MAX_REVISIONS_SETTING, "7");
        }
    }

    @Inject
    Limits limits;

    @Test
    void settings_areMappedIntoTheLimitsValue() {
        assertEquals(20, limits.maxInputChars());
        assertEquals(2, limits.maxNestingDepth());
        assertEquals(4, limits.defaultMaxRetries());
        assertEquals(7, limits.defaultMaxRevisions());
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
}

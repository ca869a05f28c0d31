package dev.outputguard.config;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.outputguard.limits.LoopDefaults;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/**
 * A setting out of its range, as a newcomer sets it ({@code OUTPUTGUARD_COMPLETE_MAX_RETRIES=9}): one ERROR line
 * naming the setting, its value and its range; in dev mode and tests every function then answers that line as a
 * JSON error (never Quarkus's HTML page of a failed start); the packaged app and the Lambdas stop instead, the
 * line first (.ci/run starts the packaged app with that setting and reads its first line).
 */
@QuarkusTest
@TestProfile(InvalidSettingTest.CompleteRetriesNine.class)
class InvalidSettingTest {

    private static final String LINE = "outputguard.complete.max-retries (retries after the first LLM call) must be"
            + " between 0 and 5, got 9";

    @Inject
    SettingsCheck settings;

    public static class CompleteRetriesNine implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(LoopDefaults.COMPLETE_MAX_RETRIES_SETTING, "9");
        }
    }

    @Test
    void everyFunction_answersTheSettingAsJson_500InvalidSetting() {
        for (String function : List.of("extract-json", "complete-json", "review-decision")) {
            given().contentType("application/json").body("{\"text\": \"x\"}").when().post("/" + function).then()
                    .statusCode(500)
                    .contentType("application/json")
                    .body("error.code", equalTo("INVALID_SETTING"))
                    .body("error.message", equalTo("the server cannot answer until a setting is fixed: " + LINE));
        }
        given().when().get("/no-such-function").then().statusCode(404).body("error.code", equalTo("NOT_FOUND"));
    }

    @Test
    void theProblem_namesTheSettingItsValueAndItsRange() {
        assertEquals(java.util.Optional.of(LINE), settings.problem());
    }

    @Test
    void onlyThePackagedAppAndTheLambdas_stopTheStart() {
        assertTrue(SettingsCheck.stopsTheStart(LaunchMode.NORMAL));
        assertFalse(SettingsCheck.stopsTheStart(LaunchMode.DEVELOPMENT));
        assertFalse(SettingsCheck.stopsTheStart(LaunchMode.TEST));
    }
}

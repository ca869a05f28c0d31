package dev.outputguard.hardening;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.outputguard.config.LlmConfig;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.observe.LlmStandIn;
import io.quarkus.test.junit.QuarkusTest;

/** Outside the dev profile (here the test profile) there is no stand-in LLM: no route, no base URL pointing at it. */
@QuarkusTest
class StandInOffTest {

    @Inject
    LlmConfig llm;

    /** An Instance: the Lambda builds, which compile this class too, have no stand-in bean at all. */
    @Inject
    Instance<LlmStandIn> standIn;

    @Test
    void theTestProfile_hasNoStandInLlm() {
        assertEquals(LlmSettings.DEFAULT_BASE_URL, llm.baseUrl());
        assertFalse(standIn.isResolvable() && standIn.get().answers());
        given().contentType("application/json").body("{\"messages\": []}").when()
                .post("/q/stand-in-llm/v1/chat/completions").then().statusCode(404);
    }
}

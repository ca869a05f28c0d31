package dev.outputguard.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import java.util.Map;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/**
 * A body over the HTTP server's size limit is a 413 that names its size, the limit and the setting (the limit
 * lowered here so the test sends kilobytes, not the 64 MB of the default).
 */
@QuarkusTest
@TestProfile(BodyOverLimitHttpTest.OneKilobyte.class)
class BodyOverLimitHttpTest {

    public static class OneKilobyte implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.http.limits.max-body-size", "1K");
        }
    }

    @Test
    void bodyOverTheLimit_is413_namingItsSizeTheLimitAndTheSetting() {
        String body = "{\"text\": \"" + "x".repeat(2000) + "\"}";
        given().contentType("application/json").body(body).when().post("/extract-json").then()
                .statusCode(413)
                .body("error.code", equalTo("PAYLOAD_TOO_LARGE"))
                .body("error.message", equalTo("request body has " + body.length() + " bytes; the limit is 1024 bytes"
                        + " (setting quarkus.http.limits.max-body-size)"));
    }

    @Test
    void bodyUnderTheLimit_isAnswered() {
        given().contentType("application/json").body("{\"text\": \"{}\"}").when().post("/extract-json").then()
                .statusCode(200);
    }
}

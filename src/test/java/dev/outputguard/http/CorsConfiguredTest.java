package dev.outputguard.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import java.util.Map;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/** CORS turned on for one origin with Quarkus's own settings: that origin may call, others may not. */
@QuarkusTest
@TestProfile(CorsConfiguredTest.OneOrigin.class)
class CorsConfiguredTest {

    public static class OneOrigin implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.http.cors.enabled", "true", "quarkus.http.cors.origins", "https://app.example.com");
        }
    }

    @Test
    void allowedOrigin_getsThePreflightAndTheAnswer() {
        given().header("Origin", "https://app.example.com").header("Access-Control-Request-Method", "POST")
                .header("Access-Control-Request-Headers", "content-type")
                .when().options("/extract-json")
                .then().statusCode(200)
                .header("Access-Control-Allow-Origin", equalTo("https://app.example.com"))
                .header("Access-Control-Allow-Methods", containsString("POST"));
        given().header("Origin", "https://app.example.com").contentType("application/json").body("{\"text\": \"{}\"}")
                .when().post("/extract-json")
                .then().statusCode(200).header("Access-Control-Allow-Origin", equalTo("https://app.example.com"));
    }

    @Test
    void otherOrigin_isNotAllowed() {
        given().header("Origin", "https://elsewhere.example").contentType("application/json").body("{\"text\": \"{}\"}")
                .when().post("/extract-json")
                .then().header("Access-Control-Allow-Origin", nullValue());
    }
}

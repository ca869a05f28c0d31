package dev.outputguard.hardening;

import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.outputguard.function.LlmStandIn;
import dev.outputguard.llm.ChatCompletionsStub;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;

/**
 * complete-json's deadline covers its schema checks too: with a work budget far larger than the deadline allows
 * (so only the deadline can stop it), a model's reply whose check would take minutes ends as a fallback whose
 * violation names the deadline and its setting; and a model that writes {@code 1e999999999} under
 * {@code multipleOf} gets its violation, never a 500.
 */
@QuarkusTest
@WithTestResource(value = LlmStandIn.class, initArgs = {
    @ResourceArg(name = "outputguard.llm.deadline", value = "2s"),
    @ResourceArg(name = "outputguard.max-schema-work", value = "1000000000000000")})
class CompleteJsonDeadlineHttpTest {

    @BeforeEach
    void reset() {
        LlmStandIn.server().resetAll();
    }

    private static void modelAnswers(String content) {
        LlmStandIn.server().stubFor(post(ChatCompletionsStub.PATH)
                .willReturn(okJson(ChatCompletionsStub.completion(content, 100, 20))));
    }

    private static ValidatableResponse complete(String schema) {
        return complete(schema, "");
    }

    private static ValidatableResponse complete(String schema, String more) {
        return given().contentType(ContentType.JSON)
                .body("{\"prompt\": \"Give me s.\", \"schema\": " + schema + more + "}")
                .when().post("/complete-json").then();
    }

    @Test
    void complete_checkLongerThanTheDeadline_stopsAtTheDeadline_asAFallbackNamingIt() {
        StringBuilder values = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            values.append(i == 0 ? "" : ",").append('"').append("a".repeat(300)).append('"');
        }
        modelAnswers("{\"s\": [" + values + "]}");
        String schema = "{\"type\": \"object\", \"properties\": {\"s\": {\"items\": {\"pattern\": \"a*a*a*b\"}}}}";
        // With coerce (the default) the alignment's checks meet the deadline first, and say so alike.
        complete(schema).statusCode(200)
                .body("fallback", equalTo(true))
                .body("attempts", hasSize(1))
                .body("violations[0].message", containsString("the call's deadline"));
        complete(schema, ", \"coerce\": false")
                .statusCode(200)
                .body("ok", equalTo(false))
                .body("fallback", equalTo(true))
                .body("attempts", hasSize(1))
                .body("violations", hasSize(1))
                .body("violations[0].keyword", equalTo("pattern"))
                .body("violations[0].message", allOf(containsString("the call's deadline"),
                        containsString("outputguard.llm.deadline=2000 ms")))
                .body("warnings[0]", containsString("passed before a retry could be asked for"));
    }

    @Test
    void complete_modelWritesAHugeExponentUnderMultipleOf_isItsViolation() {
        modelAnswers("{\"n\": 1e999999999}");
        complete("{\"type\": \"object\", \"properties\": {\"n\": {\"multipleOf\": 3}}}")
                .statusCode(200)
                .body("ok", equalTo(false))
                .body("fallback", equalTo(true))
                .body("violations[0].path", equalTo("/n"))
                .body("violations[0].keyword", equalTo("multipleOf"));
    }

    @Test
    void complete_modelWritesAMultipleWithAHugeExponent_conforms() {
        modelAnswers("{\"n\": 3e50000000}");
        complete("{\"type\": \"object\", \"properties\": {\"n\": {\"multipleOf\": 3}}}")
                .statusCode(200)
                .body("ok", equalTo(true))
                .body("attempts", hasSize(1));
    }
}

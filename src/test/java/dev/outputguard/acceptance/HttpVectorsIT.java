package dev.outputguard.acceptance;

import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.WireMockServer;

import dev.outputguard.function.LlmStandIn;
import dev.outputguard.function.SnapStartPriming;
import dev.outputguard.llm.ChatCompletionsStub;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * Every vector over HTTP against the packaged app ({@code target/quarkus-app/quarkus-run.jar}), run by failsafe;
 * then the first call of every function, the LLM functions' against WireMock standing in for the LLM. With
 * {@code -Dquarkus.package.jar.aot.enabled=true} this run is also the training of the JDK's AOT cache: whatever a
 * first call of any function loads is in the cache, not loaded from the jars by the first request after a start.
 */
@QuarkusIntegrationTest
// The app's own deadlines, not the stand-in's short ones: a first LLM call builds the LLM client, which a loaded
// machine may take seconds to do.
@WithTestResource(value = LlmStandIn.class, initArgs = {
        @ResourceArg(name = "outputguard.llm.timeout", value = "20s"),
        @ResourceArg(name = "outputguard.llm.deadline", value = "25s") })
class HttpVectorsIT extends HttpVectorsTest {

    /** What the stand-in LLM answers each LLM function: a reply in the form its prompt asks for. */
    private static final Map<String, String> LLM_REPLIES = Map.of(
            "translate", ChatCompletionsStub.translationReply("こんにちは"),
            "translate-revision-patch", ChatCompletionsStub.patchReply("@@ -1,1 +1,1 @@\n-a\n+b\n"),
            "review-cycle", "{\"result\": \"PASS\", \"feedback\": \"Clear.\", \"suggestions\": []}\n最終判定: PASS",
            "complete-json", "{\"greeting\": \"Hello.\"}");

    @Test
    void everyFunction_answersItsFirstCall() throws Exception {
        // The functions the app serves, as its 404 lists them: a function without a sample request fails here.
        String listed = given().contentType("application/json").body("{}").when().post("/no-such-function")
                .then().statusCode(404).extract().path("error.message");
        TreeSet<String> served = new TreeSet<>();
        Arrays.stream(listed.substring(listed.indexOf("functions (POST): ") + 18).split(", "))
                .forEach(path -> served.add(path.substring(1)));
        assertEquals(served, new TreeSet<>(SnapStartPriming.SAMPLES.keySet()));

        WireMockServer llm = LlmStandIn.server();
        for (String function : served) {
            llm.resetAll();
            String reply = LLM_REPLIES.get(function);
            if (reply != null) {
                llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion(reply))));
            }
            String body = given().contentType("application/json").body(SnapStartPriming.SAMPLES.get(function))
                    .when().post("/" + function).then().statusCode(200).extract().asString();
            JsonNode answer = Vector.MAPPER.readTree(body);
            assertTrue(answer.isObject() && !answer.has("error"), function + " answered " + body);
            assertEquals(reply != null, !llm.getAllServeEvents().isEmpty(), function + ": calls the LLM");
        }
    }
}

package dev.outputguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.exactly;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.client.ScenarioMappingBuilder;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.stubbing.Scenario;

import dev.outputguard.llm.ChatCompletionsStub;
import dev.outputguard.reviewcycle.ReviewCycle;
import dev.outputguard.testing.ExpectedLogs;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/** {@code POST /review-cycle} end to end, WireMock standing in for the LLM (deadline 3 s, 3 attempts per call). */
@QuarkusTest
@WithTestResource(LlmStandIn.class)
class ReviewCycleFunctionHttpTest {

    /** Some cycles here end at the retry limit on purpose, which review-cycle logs at ERROR: recorded, not printed. */
    @RegisterExtension
    static final ExpectedLogs EXPECTED = ExpectedLogs.of(ReviewCycle.class);

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private WireMockServer llm;

    @BeforeEach
    void reset() {
        llm = LlmStandIn.server;
        llm.resetAll();
    }

    private void script(ResponseDefinitionBuilder... responses) {
        for (int i = 0; i < responses.length; i++) {
            ScenarioMappingBuilder stub = post(ChatCompletionsStub.PATH).inScenario("cycle")
                    .whenScenarioStateIs(i == 0 ? Scenario.STARTED : "call " + (i + 1)).willReturn(responses[i]);
            llm.stubFor(i + 1 < responses.length ? stub.willSetStateTo("call " + (i + 2)) : stub);
        }
    }

    private static ResponseDefinitionBuilder reply(String content, int promptTokens, int completionTokens) {
        return okJson(ChatCompletionsStub.completion(content, promptTokens, completionTokens));
    }

    private static ResponseDefinitionBuilder verdict(String result, String feedback) {
        return reply("{\"result\": \"" + result + "\", \"feedback\": \"" + feedback + "\", \"suggestions\": []}\n最終判定: " + result,
                420, 38);
    }

    private static ValidatableResponse call(Map<String, Object> body) throws Exception {
        return given().contentType("application/json").body(MAPPER.writeValueAsString(body))
                .when().post("/review-cycle").then();
    }

    @Test
    void reviewCycle_failThenPass_returnsTheRevisedDocumentHistoryAndUsage() throws Exception {
        script(verdict("FAIL", "Step 2 has no owner."),
                reply("# Release plan\n\n1. Freeze the branch (owner: Aiko).\n2. Tag v1.4 (owner: Ben).", 310, 25),
                verdict("PASS", ""));

        call(Map.of("phase", "planning", "document", "# Release plan\n\n1. Freeze the branch (owner: Aiko).\n2. Tag v1.4.",
                "criteria", "Every step names an owner.", "maxRevisions", 3))
                .statusCode(200)
                .body("status", equalTo("completed"))
                .body("result", equalTo("PASS"))
                .body("retryCount", equalTo(1))
                .body("document", equalTo("# Release plan\n\n1. Freeze the branch (owner: Aiko).\n2. Tag v1.4 (owner: Ben)."))
                .body("history", hasSize(3))
                .body("history[0].step", equalTo("review"))
                .body("history[0].result", equalTo("FAIL"))
                .body("history[0].source", equalTo("JSON"))
                .body("history[1].step", equalTo("revise"))
                .body("history[1].reason", nullValue())
                .body("history[2].result", equalTo("PASS"))
                .body("message", equalTo("Phase planning: PASS after 1 revision(s)."))
                .body("usage.promptTokens", equalTo(1150))
                .body("usage.completionTokens", equalTo(101))
                .body("history[0].reply", equalTo("{\"result\": \"FAIL\", \"feedback\": \"Step 2 has no owner.\", \"suggestions\": []}"
                        + "\n最終判定: FAIL"))
                .body("history[2].reply", equalTo("{\"result\": \"PASS\", \"feedback\": \"\", \"suggestions\": []}\n最終判定: PASS"))
                .body("feedback", equalTo(""))
                .body("suggestions", hasSize(0));
    }

    @Test
    void reviewCycle_feedbackIsWhatTheReviewerSaid_andHistoryKeepsTheRawReply() throws Exception {
        String review = "The plan has no rollback step.\n\n**Suggestions:**\n- Add a rollback step.\n- Name who decides.\n\n"
                + "最終判定：ＦＡＩＬ";
        script(reply(review, 300, 40));

        call(Map.of("phase", "planning", "document", "# Release plan\n\n1. Tag v1.4 (owner: Ben).", "maxRevisions", 0))
                .statusCode(200)
                .body("status", equalTo("failed"))
                .body("result", equalTo("FAIL"))
                .body("feedback", equalTo("The plan has no rollback step."))
                .body("suggestions", contains("Add a rollback step.", "Name who decides."))
                .body("history[0].source", equalTo("MARKER"))
                .body("history[0].marker", equalTo("最終判定"))
                .body("history[0].reply", equalTo(review));
    }

    @Test
    void reviewCycle_jsonReview_feedbackIsItsFeedbackField() throws Exception {
        script(verdict("FAIL", "Step 2 has no owner."), reply("v2", 1, 1), verdict("PASS", ""));

        call(Map.of("phase", "planning", "document", "v1", "maxRevisions", 1))
                .statusCode(200)
                .body("feedback", equalTo(""))
                .body("history[0].reply", startsWith("{\"result\": \"FAIL\", \"feedback\": \"Step 2 has no owner.\""))
                .body("history[1].reply", nullValue());
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)).withRequestBody(
                matchingJsonPath("$.messages[1].content", containing("Reviewer feedback:\nStep 2 has no owner.\n"))));
    }

    @Test
    void reviewCycle_failEveryTime_failsAtTheDefaultLimitOfThree() throws Exception {
        script(verdict("FAIL", "f1"), reply("v2", 1, 1), verdict("FAIL", "f2"), reply("v3", 1, 1), verdict("FAIL", "f3"),
                reply("v4", 1, 1), verdict("FAIL", "f4"));

        call(Map.of("phase", "planning", "document", "v1"))
                .statusCode(200)
                .body("status", equalTo("failed"))
                .body("result", equalTo("FAIL"))
                .body("retryCount", equalTo(3))
                .body("document", equalTo("v4"))
                .body("history", hasSize(7))
                .body("message", equalTo("Phase planning: Retry limit exceeded (3/3). Marking phase as failed."));
        llm.verify(exactly(7), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void reviewCycle_emptyReviseReply_isAFailedStepWithAReason() throws Exception {
        script(verdict("FAIL", "f1"), reply("", 5, 0));

        call(Map.of("phase", "design", "document", "v1", "maxRevisions", 1))
                .statusCode(200)
                .body("status", equalTo("failed"))
                .body("document", equalTo("v1"))
                .body("history[1].step", equalTo("revise"))
                .body("history[1].reason", containsString("empty"))
                .body("message", equalTo("Phase design: Retry limit exceeded (1/1). Marking phase as failed."))
                .body("feedback", equalTo("f1"));
    }

    @Test
    void reviewCycle_transportFailureMidCycle_is502WithJsonError() throws Exception {
        script(verdict("FAIL", "f1"), aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER));

        call(Map.of("phase", "planning", "document", "v1"))
                .statusCode(502)
                .contentType("application/json")
                .body("error.code", equalTo("LLM_UNAVAILABLE"))
                .body("error.message", containsString("outputguard.llm.base-url"))
                .body(not(containsString("\tat ")))
                .body(not(containsString("at dev.outputguard")));
    }

    @Test
    void reviewCycle_llmTooSlowMidCycle_is504WithJsonError() throws Exception {
        script(verdict("FAIL", "f1"), reply("v2", 1, 1).withFixedDelay(5_000));

        call(Map.of("phase", "planning", "document", "v1"))
                .statusCode(504)
                .contentType("application/json")
                .body("error.code", equalTo("LLM_TIMEOUT"))
                .body("error.message", containsString("outputguard.llm.deadline"));
    }

    @Test
    void reviewCycle_maxRevisionsOutOfRange_is400NamingTheField() throws Exception {
        call(Map.of("phase", "planning", "document", "v1", "maxRevisions", 11))
                .statusCode(400)
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", containsString("maxRevisions"));
        call(Map.of("document", "v1"))
                .statusCode(400)
                .body("error.message", containsString("phase"));
        llm.verify(exactly(0), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }
}

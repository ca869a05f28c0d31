package dev.outputguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.exactly;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.WireMock;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.stubbing.Scenario;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;

import dev.outputguard.llm.ChatCompletionsStub;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;

/** POST /complete-json end to end, WireMock standing in for the LLM: retry with violations, fallback, faults. */
@QuarkusTest
@WithTestResource(LlmStandIn.class)
class CompleteJsonFunctionHttpTest {

    private static final String PATH = ChatCompletionsStub.PATH;
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** An order with a title and priced items, nothing else. */
    static final String SCHEMA = """
            {"type": "object", "required": ["title", "items"], "additionalProperties": false,
             "properties": {"title": {"type": "string"},
                            "items": {"type": "array", "minItems": 1,
                                      "items": {"type": "object", "required": ["name", "price"],
                                                "properties": {"name": {"type": "string"},
                                                               "price": {"type": "number", "minimum": 0}}}}}}""";
    private static final String CONFORMING = "{\"title\": \"Q3\", \"items\": [{\"name\": \"pen\", \"price\": 1.5}]}";
    private static final String PRICE_IS_TEXT = "{\"title\": \"Q3\", \"items\": [{\"name\": \"pen\", \"price\": \"1.50\"}]}";

    private WireMockServer llm;

    @BeforeEach
    void reset() {
        llm = LlmStandIn.server;
        llm.resetAll();
    }

    private static ValidatableResponse complete(String extra) {
        return given().contentType(ContentType.JSON)
                .body("{\"prompt\": \"List the Q3 order as JSON.\", \"schema\": " + SCHEMA + extra + "}")
                .when().post("/complete-json").then();
    }

    /** Replies in order, one per call; the last repeats. */
    private void replies(String... contents) {
        for (int i = 0; i < contents.length; i++) {
            String state = i == 0 ? Scenario.STARTED : "call " + (i + 1);
            var stub = post(PATH).inScenario("replies").whenScenarioStateIs(state)
                    .willReturn(okJson(ChatCompletionsStub.completion(contents[i], 100 + i, 20 + i)));
            llm.stubFor(i + 1 < contents.length ? stub.willSetStateTo("call " + (i + 2)) : stub);
        }
    }

    private List<JsonNode> sentBodies() throws Exception {
        List<LoggedRequest> requests = llm.findAll(postRequestedFor(urlEqualTo(PATH)));
        List<JsonNode> bodies = new java.util.ArrayList<>();
        for (LoggedRequest r : requests) {
            bodies.add(MAPPER.readTree(r.getBodyAsString()));
        }
        return bodies;
    }

    @Test
    void violatingThenConforming_twoCalls_secondPromptNamesTheFailingPath() throws Exception {
        replies(PRICE_IS_TEXT, CONFORMING);

        complete(", \"coerce\": false").statusCode(200)
                .body("ok", equalTo(true))
                .body("fallback", equalTo(false))
                .body("json.items[0].price", equalTo(1.5f))
                .body("violations", nullValue())
                .body("attempts", hasSize(2))
                .body("attempts[0].errorCode", equalTo("SCHEMA_MISMATCH"))
                .body("attempts[0].violations", equalTo(1))
                .body("attempts[0].promptTokens", equalTo(100))
                .body("attempts[1].errorCode", nullValue())
                .body("attempts[1].violations", equalTo(0))
                .body("usage.promptTokens", equalTo(201))
                .body("usage.completionTokens", equalTo(41));

        List<JsonNode> sent = sentBodies();
        assertEquals(2, sent.size());
        JsonNode first = sent.get(0).get("messages");
        assertEquals(2, first.size());
        assertEquals("system", first.get(0).get("role").asText());
        assertTrue(first.get(0).get("content").asText().contains("\"minItems\" : 1"), "the schema is in the system prompt");
        assertEquals("List the Q3 order as JSON.", first.get(1).get("content").asText());
        assertEquals("json_schema", sent.get(0).at("/response_format/type").asText());
        assertEquals(MAPPER.readTree(SCHEMA), sent.get(0).at("/response_format/json_schema/schema"));
        JsonNode second = sent.get(1).get("messages");
        assertEquals(4, second.size());
        assertEquals("assistant", second.get(2).get("role").asText());
        assertEquals(PRICE_IS_TEXT, second.get(2).get("content").asText());
        assertEquals("user", second.get(3).get("role").asText());
        String retry = second.get(3).get("content").asText();
        assertTrue(retry.contains("- \"/items/0/price\" (type): string found, number expected"), retry);
        assertTrue(retry.contains("attempt 1") && retry.contains("SCHEMA_MISMATCH"), retry);
    }

    @Test
    void priceAsText_isAlignedAtTheFirstCall_withItsCoercionOnTheAttempt() {
        replies(PRICE_IS_TEXT, CONFORMING);

        complete("").statusCode(200)
                .body("ok", equalTo(true))
                .body("json.items[0].price", equalTo(1.5f))
                .body("attempts", hasSize(1))
                .body("attempts[0].errorCode", nullValue())
                .body("attempts[0].coercions[0].kind", equalTo("STRING_TO_NUMBER"))
                .body("attempts[0].coercions[0].pointer", equalTo("/items/0/price"))
                .body("attempts[0].coercions[0].from", equalTo("\"1.50\""));
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void exampleBeforeTheAnswer_isPassedOver_andTheAnswerAcceptedAtTheFirstCall() {
        String example = "{\"title\": \"<title>\", \"items\": [{\"name\": \"<name>\", \"price\": \"<price>\"}]}";
        replies("An order looks like this:\n```json\n" + example + "\n```\nYours:\n```json\n" + CONFORMING + "\n```",
                CONFORMING);

        complete("").statusCode(200)
                .body("ok", equalTo(true))
                .body("json.title", equalTo("Q3"))
                .body("attempts", hasSize(1))
                .body("attempts[0].errorCode", nullValue())
                .body("attempts[0].coercions", nullValue())
                .body("warnings", hasSize(1))
                .body("warnings[0]", startsWith("passed over the object at line 3, column 1 (characters 34 to 105): it"
                        + " does not conform to the schema: 1 violation at \"/items/0/price\" (type)"));
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void replyThatLacksTheData_isStillRetried_withCoerceOn() throws Exception {
        replies("{\"title\": \"Q3\", \"items\": [{\"name\": \"pen\"}]}", CONFORMING);

        complete("").statusCode(200)
                .body("ok", equalTo(true))
                .body("attempts", hasSize(2))
                .body("attempts[0].errorCode", equalTo("SCHEMA_MISMATCH"))
                .body("attempts[0].coercions", nullValue());
        String retry = sentBodies().get(1).get("messages").get(3).get("content").asText();
        assertTrue(retry.contains("- \"/items/0\" (required): required property 'price' not found"), retry);
    }

    @Test
    void threeViolatingReplies_fallBackWithTheLastObjectAndItsViolations() throws Exception {
        replies(PRICE_IS_TEXT, "{\"title\": 3, \"items\": []}", "{\"title\": \"Q3\", \"items\": [{\"name\": \"pen\"}], \"note\": 1}");

        complete(", \"coerce\": false").statusCode(200)
                .body("ok", equalTo(false))
                .body("fallback", equalTo(true))
                .body("json.note", equalTo(1))
                .body("violationCount", equalTo(2))
                .body("violations.path", org.hamcrest.Matchers.containsInAnyOrder("/note", "/items/0"))
                .body("violations.keyword", org.hamcrest.Matchers.containsInAnyOrder("additionalProperties", "required"))
                .body("attempts", hasSize(3))
                .body("attempts.errorCode", org.hamcrest.Matchers.contains("SCHEMA_MISMATCH", "SCHEMA_MISMATCH", "SCHEMA_MISMATCH"))
                .body("attempts.violations", org.hamcrest.Matchers.contains(1, 2, 2))
                .body("error", nullValue());

        List<JsonNode> sent = sentBodies();
        assertEquals(3, sent.size());
        String secondRetry = sent.get(2).get("messages").get(5).get("content").asText();
        assertTrue(secondRetry.contains("- \"/title\" (type)") && secondRetry.contains("- \"/items\" (minItems)"), secondRetry);
    }

    @Test
    void proseWithAFencedObject_isExtracted_oneCall() throws Exception {
        replies("Sure! Here is the order:\n```json\n" + CONFORMING + "\n```\nAnything else?");

        complete(", \"maxRetries\": 0").statusCode(200)
                .body("ok", equalTo(true))
                .body("json.title", equalTo("Q3"))
                .body("attempts", hasSize(1));
    }

    @Test
    void brokenJson_repairModeReadsIt_strictModeRetries() throws Exception {
        String broken = "{'title': 'Q3', 'items': [{'name': 'pen', 'price': 1.5},]}";
        replies(broken);
        complete(", \"mode\": \"repair\"").statusCode(200)
                .body("ok", equalTo(true))
                .body("json.items[0].name", equalTo("pen"))
                .body("attempts", hasSize(1));

        llm.resetAll();
        replies(broken);
        complete(", \"maxRetries\": 1").statusCode(200)
                .body("ok", equalTo(false))
                .body("fallback", equalTo(true))
                .body("json", nullValue())
                .body("error.code", equalTo("NO_JSON"))
                .body("attempts.errorCode", org.hamcrest.Matchers.contains("NO_JSON", "NO_JSON"));
        String retry = sentBodies().get(1).get("messages").get(3).get("content").asText();
        assertTrue(retry.contains("(NO_JSON)") && retry.contains("No JSON object could be read from it"), retry);
    }

    @Test
    void theSchemaIsSentAsResponseFormat_andAServerRefusingItIsAskedWithLessJsonMode() throws Exception {
        llm.stubFor(post(PATH).withRequestBody(matchingJsonPath("$.response_format"))
                .willReturn(aResponse().withStatus(400).withBody(
                        "{\"error\": {\"message\": \"response_format json_schema is not supported by this model\"}}")));
        llm.stubFor(post(PATH).withRequestBody(WireMock.notMatching(".*response_format.*"))
                .willReturn(okJson(ChatCompletionsStub.completion(CONFORMING))));

        complete(", \"maxRetries\": 0").statusCode(200)
                .body("ok", equalTo(true))
                .body("attempts", hasSize(1));

        List<JsonNode> sent = sentBodies();
        assertEquals(3, sent.size(), "structured output, then plain JSON mode, then none");
        assertEquals("json_schema", sent.get(0).path("response_format").path("type").asText());
        assertEquals(MAPPER.readTree(SCHEMA), sent.get(0).path("response_format").path("json_schema").path("schema"));
        assertEquals("{\"type\":\"json_object\"}", sent.get(1).path("response_format").toString());
        assertTrue(sent.get(2).path("response_format").isMissingNode(), sent.get(2).toString());
        assertEquals(sent.get(0).get("messages"), sent.get(2).get("messages"));
    }

    @Test
    void messagesAndModel_areSentAsGiven() throws Exception {
        replies(CONFORMING);
        given().contentType(ContentType.JSON)
                .body("{\"messages\": [{\"role\": \"system\", \"content\": \"You keep orders.\"},"
                        + " {\"role\": \"user\", \"content\": \"The Q3 order?\"}], \"schema\": " + SCHEMA
                        + ", \"model\": \"bigger-model\"}")
                .when().post("/complete-json").then().statusCode(200).body("ok", equalTo(true));
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH))
                .withRequestBody(matchingJsonPath("$.model", WireMock.equalTo("bigger-model")))
                .withRequestBody(matchingJsonPath("$.messages[1].content", WireMock.equalTo("You keep orders.")))
                .withRequestBody(matchingJsonPath("$.messages[2].role", WireMock.equalTo("user"))));
    }

    @Test
    void transportFaultAfterARejectedReply_fallsBackToThatReply() {
        llm.stubFor(post(PATH).inScenario("f").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(okJson(ChatCompletionsStub.completion(PRICE_IS_TEXT))).willSetStateTo("down"));
        llm.stubFor(post(PATH).inScenario("f").whenScenarioStateIs("down")
                .willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));

        complete(", \"coerce\": false").statusCode(200)
                .body("ok", equalTo(false))
                .body("fallback", equalTo(true))
                .body("json.items[0].price", equalTo("1.50"))
                .body("violations[0].path", equalTo("/items/0/price"))
                .body("attempts", hasSize(2))
                .body("attempts[1].errorCode", equalTo("LLM_UNAVAILABLE"))
                .body("warnings[0]", startsWith("The retry could not be completed: "));
        // the first call, then the retry's three transport attempts (outputguard.llm.retry.max-attempts=3)
        ChatCompletionsStub.awaitJournalled(llm, 4);
        llm.verify(exactly(4), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void fallbackToAReplyWritingAKeyTwice_warnsAfterTheTransportFault() {
        String titleTwice = "{\"title\": \"Q2\", \"items\": [{\"name\": \"pen\", \"price\": \"1.50\"}], \"title\": \"Q3\"}";
        llm.stubFor(post(PATH).inScenario("f").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(okJson(ChatCompletionsStub.completion(titleTwice))).willSetStateTo("down"));
        llm.stubFor(post(PATH).inScenario("f").whenScenarioStateIs("down")
                .willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));

        complete(", \"coerce\": false").statusCode(200)
                .body("ok", equalTo(false))
                .body("fallback", equalTo(true))
                .body("json.title", equalTo("Q3"))
                .body("warnings", hasSize(2))
                .body("warnings[0]", startsWith("The retry could not be completed: "))
                .body("warnings[1]", startsWith("The key \"title\" is written twice in one object"));
    }

    @Test
    void overloadedThenConforming_transportRetriesHide503() {
        llm.stubFor(post(PATH).inScenario("o").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(aResponse().withStatus(503)).willSetStateTo("up"));
        llm.stubFor(post(PATH).inScenario("o").whenScenarioStateIs("up")
                .willReturn(okJson(ChatCompletionsStub.completion(CONFORMING))));

        complete("").statusCode(200).body("ok", equalTo(true)).body("attempts", hasSize(1));
        llm.verify(exactly(2), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void authRejectedOnTheFirstCall_is502AtOnce() {
        llm.stubFor(post(PATH).willReturn(aResponse().withStatus(401).withBody("{\"error\":{\"message\":\"bad key\"}}")));
        complete("").statusCode(502)
                .body("error.code", equalTo("LLM_AUTH"))
                .body("error.message", containsString("outputguard.llm.api-key"));
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void llmSlowerThanTheDeadline_is504WithinTheDeadline() {
        llm.stubFor(post(PATH).willReturn(okJson(ChatCompletionsStub.completion(CONFORMING)).withFixedDelay(6_000)));
        complete("").statusCode(504)
                .time(lessThan(5_000L))
                .body("error.code", equalTo("LLM_TIMEOUT"));
    }

    @Test
    void aRootTypedObjectOrArray_isAnsweredWithTheObject() {
        llm.stubFor(post(PATH).willReturn(okJson(ChatCompletionsStub.completion(CONFORMING))));
        given().contentType(ContentType.JSON)
                .body("{\"prompt\": \"List the Q3 order as JSON.\", \"schema\": {\"type\": [\"object\", \"array\"],"
                        + " \"required\": [\"title\"]}}")
                .when().post("/complete-json").then()
                .statusCode(200)
                .body("ok", equalTo(true))
                .body("json.title", equalTo("Q3"));
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void badRequests_are400WithoutCallingTheLlm() {
        String[][] cases = {
            { "{\"schema\": {}}", "send exactly one of 'messages' or 'prompt', got neither" },
            { "{\"prompt\": \"a\", \"messages\": [{\"role\": \"user\", \"content\": \"b\"}], \"schema\": {}}",
                    "send exactly one of 'messages' or 'prompt', got both" },
            { "{\"prompt\": \"a\"}", "field 'schema' is required" },
            { "{\"prompt\": \"a\", \"schema\": {}, \"maxRetries\": 6}", "field 'maxRetries' (retries after the first LLM call) must be between 0 and 5, got 6" },
            { "{\"prompt\": \"a\", \"schema\": {}, \"mode\": \"lenient\"}", "field 'mode' must be one of" },
            { "{\"messages\": [{\"role\": \"tool\", \"content\": \"b\"}], \"schema\": {}}", "field 'messages[0].role' must be one of" },
            { "{\"messages\": [], \"schema\": {}}", "field 'messages' must not be empty" },
            { "{\"prompt\": \" \", \"schema\": {}}", "field 'prompt' must not be empty" },
            { "{\"prompt\": \"a\", \"schema\": {}, \"model\": \"\"}", "field 'model' must not be empty" },
            { "{\"prompt\": \"a\", \"schema\": {\"$ref\": \"https://example.com/s.json\"}}", "field 'schema' refers to" },
            { "{\"prompt\": \"a\", \"schema\": {\"type\": \"objekt\"}}", "field 'schema' is not a valid JSON Schema" },
            { "{\"prompt\": \"a\", \"schema\": {\"type\": \"array\", \"items\": {\"type\": \"string\"}}}",
                    "field 'schema' must let a JSON object be its root" },
            { "{\"prompt\": \"a\", \"schema\": {\"$ref\": \"#/$defs/s\", \"$defs\": {\"s\": {\"enum\": [\"positive\", \"negative\"]}}}}",
                    "field 'schema' must let a JSON object be its root" },
        };
        for (String[] c : cases) {
            given().contentType(ContentType.JSON).body(c[0]).when().post("/complete-json").then()
                    .statusCode(400)
                    .body("error.code", equalTo("INVALID_REQUEST"))
                    .body("error.message", containsString(c[1]));
        }
        llm.verify(exactly(0), postRequestedFor(urlEqualTo(PATH)));
    }
}

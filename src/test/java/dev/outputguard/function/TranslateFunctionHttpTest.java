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
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.client.WireMock;
import com.github.tomakehurst.wiremock.stubbing.Scenario;

import dev.outputguard.llm.ChatCompletionsStub;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;

/** POST /translate and /translate-revision-patch end to end, WireMock standing in for the LLM. */
@QuarkusTest
@WithTestResource(LlmStandIn.class)
class TranslateFunctionHttpTest {

    private static final String PATH = ChatCompletionsStub.PATH;

    private WireMockServer llm;

    @BeforeEach
    void reset() {
        llm = LlmStandIn.server;
        llm.resetAll();
    }

    @Test
    void translate_validReply_is200WithTranslationAttemptsAndUsage() {
        llm.stubFor(post(PATH).willReturn(okJson(ChatCompletionsStub.completion(
                ChatCompletionsStub.translationReply("こんにちは"), 42, 7))));

        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Hello\", \"sourceLang\": \"English\", \"targetLang\": \"Japanese\","
                        + " \"context\": {\"glossary\": [{\"source\": \"Hello\", \"target\": \"こんにちは\"}]}}")
                .when().post("/translate")
                .then().statusCode(200)
                .body("translatedText", equalTo("こんにちは"))
                .body("fallback", equalTo(false))
                .body("warnings", hasSize(0))
                .body("termSuggestions", hasSize(0))
                .body("attempts", hasSize(1))
                .body("attempts[0].attempt", equalTo(1))
                .body("attempts[0].errorCode", nullValue())
                .body("attempts[0].promptTokens", equalTo(42))
                .body("attempts[0].completionTokens", equalTo(7))
                .body("usage.promptTokens", equalTo(42))
                .body("usage.completionTokens", equalTo(7));

        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH))
                .withHeader("Authorization", WireMock.equalTo("Bearer test-key"))
                .withRequestBody(matchingJsonPath("$.model", WireMock.equalTo("stand-in")))
                .withRequestBody(matchingJsonPath("$.messages[0].content", containing("- Hello → こんにちは"))));
    }

    @Test
    void translate_invalidThenValid_is200WithTheFailedAttemptListed() {
        llm.stubFor(post(PATH).inScenario("s").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(okJson(ChatCompletionsStub.completion("{\"translated_text\": \"x\"}"))).willSetStateTo("2"));
        llm.stubFor(post(PATH).inScenario("s").whenScenarioStateIs("2")
                .willReturn(okJson(ChatCompletionsStub.completion(ChatCompletionsStub.translationReply("ハロー")))));

        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Hello\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}")
                .when().post("/translate")
                .then().statusCode(200)
                .body("translatedText", equalTo("ハロー"))
                .body("attempts", hasSize(2))
                .body("attempts[0].errorCode", equalTo("MISSING_REQUIRED_FIELD"))
                .body("attempts[1].errorCode", nullValue())
                .body("usage.promptTokens", equalTo(20));

        llm.verify(exactly(2), postRequestedFor(urlEqualTo(PATH)));
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)).withRequestBody(
                matchingJsonPath("$.messages[0].content", containing("RETRY INSTRUCTION (Attempt 1):"))));
    }

    @Test
    void translate_llmFailingWith500_is502LlmUnavailable() {
        llm.stubFor(post(PATH).willReturn(aResponse().withStatus(500).withBody("{\"error\":{\"message\":\"overloaded\"}}")));

        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Hello\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}")
                .when().post("/translate")
                .then().statusCode(502)
                .body("error.code", equalTo("LLM_UNAVAILABLE"))
                .body("error.message", containsString("answered HTTP 500: \"overloaded\" (3 attempts)"))
                .body("error.message", containsString("outputguard.llm.base-url"));

        llm.verify(exactly(3), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_llmRejectingTheKey_is502LlmAuthWithoutRetry() {
        llm.stubFor(post(PATH).willReturn(aResponse().withStatus(401).withBody("{\"error\":{\"message\":\"bad key\"}}")));

        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Hello\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}")
                .when().post("/translate")
                .then().statusCode(502)
                .body("error.code", equalTo("LLM_AUTH"))
                .body("error.message", containsString("outputguard.llm.api-key"));

        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_llmSlowerThanTheDeadline_is504WithinTheDeadline() {
        llm.stubFor(post(PATH).willReturn(okJson(ChatCompletionsStub.completion(ChatCompletionsStub.translationReply("x")))
                .withFixedDelay(6_000)));

        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Hello\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}")
                .when().post("/translate")
                .then().statusCode(504)
                .time(lessThan(5_000L))
                .body("error.code", equalTo("LLM_TIMEOUT"))
                .body("error.message", containsString("outputguard.llm.deadline=3000 ms"));

        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_maxRetriesOutOfRange_is400WithoutCallingTheLlm() {
        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Hello\", \"sourceLang\": \"en\", \"targetLang\": \"ja\", \"maxRetries\": 6}")
                .when().post("/translate")
                .then().statusCode(400)
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", startsWith("field 'maxRetries' (retries after the first LLM call) must be between 0 and 5"));

        llm.verify(exactly(0), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_missingTargetLang_is400() {
        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Hello\", \"sourceLang\": \"en\"}")
                .when().post("/translate")
                .then().statusCode(400)
                .body("error.code", equalTo("INVALID_REQUEST"))
                .body("error.message", containsString("targetLang"));
    }

    /** Answers the n-th call with the n-th content; calls after the last get the last again. */
    private void script(String... contents) {
        for (int i = 0; i < contents.length; i++) {
            String state = i == 0 ? Scenario.STARTED : "call-" + (i + 1);
            var stub = post(PATH).inScenario("script").whenScenarioStateIs(state)
                    .willReturn(okJson(ChatCompletionsStub.completion(contents[i])));
            llm.stubFor(i + 1 < contents.length ? stub.willSetStateTo("call-" + (i + 2)) : stub);
        }
    }

    private static String translateBody(String text) {
        return com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode().put("text", text)
                .put("sourceLang", "English").put("targetLang", "Japanese").toString();
    }

    @Test
    void translate_jsonLineTheSourceCarries_isKeptWithoutRetry() {
        String text = "Add this line to settings.json:\n{\"editor.fontSize\": 14}\nThen reload the window.";
        String translated = "settings.json に次の行を追加します:\n{\"editor.fontSize\": 14}\nその後、ウィンドウを再読み込みします。";
        script(ChatCompletionsStub.translationReply(translated));

        given().contentType(ContentType.JSON).body(translateBody(text))
                .when().post("/translate")
                .then().statusCode(200)
                .body("translatedText", equalTo(translated))
                .body("fallback", equalTo(false))
                .body("warnings", hasSize(0))
                .body("attempts", hasSize(1));

        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_jsonTheSourceLacks_isRetried() {
        script(ChatCompletionsStub.translationReply("ご注文ありがとうございます。\n{\"tone\": \"polite\"}"),
                ChatCompletionsStub.translationReply("ご注文ありがとうございます。"));

        given().contentType(ContentType.JSON).body(translateBody("Thanks for your order."))
                .when().post("/translate")
                .then().statusCode(200)
                .body("translatedText", equalTo("ご注文ありがとうございます。"))
                .body("attempts[0].errorCode", equalTo("JSON_IN_CONTENT"))
                .body("attempts[1].errorCode", nullValue());

        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)).withRequestBody(
                matchingJsonPath("$.messages[0].content", containing("not carried by the source text"))));
    }

    @Test
    void translate_emptyTranslation_isRetriedThenFallsBackSayingSo() {
        script(ChatCompletionsStub.translationReply(""));

        given().contentType(ContentType.JSON).body(translateBody("Thanks for your order."))
                .when().post("/translate")
                .then().statusCode(200)
                .body("fallback", equalTo(true))
                .body("translatedText", equalTo(""))
                .body("attempts.errorCode", contains("EMPTY_TRANSLATION", "EMPTY_TRANSLATION", "EMPTY_TRANSLATION"))
                .body("warnings[0]", startsWith("AI response format was unexpected: The \"translation\" field is empty"));

        llm.verify(exactly(3), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_onlyFencedCode_answersAtOnceWithoutCallingTheLlm() {
        String text = "```yaml\nserver:\n  port: 8080\n```\n";

        given().contentType(ContentType.JSON).body(translateBody(text))
                .when().post("/translate")
                .then().statusCode(200)
                .body("translatedText", equalTo(text))
                .body("fallback", equalTo(false))
                .body("attempts", hasSize(0))
                .body("usage.promptTokens", equalTo(0));

        llm.verify(exactly(0), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_placeholderDroppedOnEveryAttempt_fallbackKeepsTheCodeAndNamesTheBlock() {
        String text = "Install the tools:\n\n```sh\nbrew install jq\n```\n\nThen check the version:\n\n```sh\njq --version\n```";
        script(ChatCompletionsStub.translationReply("ツールをインストールします:\n\n[[CODE_BLOCK_1]]\n\nバージョンを確認します。"));

        given().contentType(ContentType.JSON).body(translateBody(text))
                .when().post("/translate")
                .then().statusCode(200)
                .body("fallback", equalTo(true))
                .body("translatedText", equalTo("ツールをインストールします:\n\n```sh\nbrew install jq\n```\n\n"
                        + "バージョンを確認します。\n\n```sh\njq --version\n```"))
                .body("translatedText", not(containsString("[[CODE_BLOCK_")))
                .body("attempts.errorCode", contains("PLACEHOLDER_MISMATCH", "PLACEHOLDER_MISMATCH", "PLACEHOLDER_MISMATCH"))
                .body("warnings[0]", equalTo("AI response format was unexpected: Placeholders in the \"translation\" field:"
                        + " missing [[CODE_BLOCK_2]]. Each of the 2 code block placeholders ([[CODE_BLOCK_1]] …"
                        + " [[CODE_BLOCK_2]]) must appear exactly once, unchanged."))
                .body("warnings[1]", equalTo("Code block 2 of 2 was missing from the model's reply; it is appended at the"
                        + " end of the text."));

        llm.verify(exactly(3), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_placeholderMismatch_retryPromptNamesEachPlaceholderOnce() {
        String text = "A:\n```\n1\n```\nB:\n```\n2\n```\nC:\n```\n3\n```";
        script(ChatCompletionsStub.translationReply("A:\n[[CODE_BLOCK_1]]\n[[CODE_BLOCK_1]]\nB:\nC:\n[[CODE_BLOCK_4]]"),
                ChatCompletionsStub.translationReply("A:\n[[CODE_BLOCK_1]]\nB:\n[[CODE_BLOCK_2]]\nC:\n[[CODE_BLOCK_3]]"));

        given().contentType(ContentType.JSON).body(translateBody(text))
                .when().post("/translate")
                .then().statusCode(200)
                .body("fallback", equalTo(false))
                .body("translatedText", equalTo(text))
                .body("attempts[0].errorCode", equalTo("PLACEHOLDER_MISMATCH"));

        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)).withRequestBody(matchingJsonPath("$.messages[0].content",
                containing("missing [[CODE_BLOCK_2]], [[CODE_BLOCK_3]]; repeated [[CODE_BLOCK_1]] (2 times);"
                        + " not a placeholder of this text [[CODE_BLOCK_4]]."))));
    }

    @Test
    void revisionPatch_patchNotApplyingThenApplying_is200WithTargetPatch() {
        String document = "# タイトル\n\n二番目の段落。\n";
        String wrong = "--- a/target\n+++ b/target\n@@ -3,1 +3,1 @@\n-2番目の段落。\n+新しい段落。\n";
        String right = "--- a/target\n+++ b/target\n@@ -3,1 +3,1 @@\n-二番目の段落。\n+新しい段落。\n";
        llm.stubFor(post(PATH).inScenario("p").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(okJson(ChatCompletionsStub.completion(ChatCompletionsStub.patchReply(wrong)))).willSetStateTo("2"));
        llm.stubFor(post(PATH).inScenario("p").whenScenarioStateIs("2")
                .willReturn(okJson(ChatCompletionsStub.completion(ChatCompletionsStub.patchReply(right)))));

        given().contentType(ContentType.JSON)
                .body("{\"sourcePatch\": \"@@ -3,1 +3,1 @@\\n-Second paragraph.\\n+New paragraph.\\n\","
                        + " \"targetDocument\": \"# タイトル\\n\\n二番目の段落。\\n\","
                        + " \"sourceLang\": \"en\", \"targetLang\": \"ja\"}")
                .when().post("/translate-revision-patch")
                .then().statusCode(200)
                .body("targetPatch", equalTo(right))
                .body("translatedText", nullValue())
                .body("fallback", equalTo(false))
                .body("attempts[0].errorCode", equalTo("PATCH_DOES_NOT_APPLY"));

        llm.verify(exactly(2), postRequestedFor(urlEqualTo(PATH)).withRequestBody(
                matchingJsonPath("$.messages[1].content", containing(document))));
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)).withRequestBody(
                matchingJsonPath("$.messages[0].content", containing("targetPatch does not apply to targetDocument"))));
    }

    /** The reply as the stand-in streams it: server-sent events of {@code size}-character pieces, then the usage. */
    private static ResponseDefinitionBuilder streamed(String reply, int size) {
        return aResponse().withStatus(200).withHeader("Content-Type", "text/event-stream")
                .withBody(ChatCompletionsStub.events(ChatCompletionsStub.pieces(reply, size)));
    }

    @Test
    void translate_streamedReply_isReadToItsEnd_andCountsTheTokensTheServerReportsLast() {
        String reply = ChatCompletionsStub.translationReply("こんにちは、世界") + "\n\nI hope this helps!";
        int pieces = ChatCompletionsStub.pieces(reply, 3).length;
        llm.stubFor(post(PATH).willReturn(streamed(reply, 3)));

        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Hello, world\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}")
                .when().post("/translate")
                .then().statusCode(200)
                .body("translatedText", equalTo("こんにちは、世界"))
                .body("attempts", hasSize(1))
                .body("attempts[0].stopped", nullValue())
                .body("attempts[0].promptTokens", equalTo(9))
                .body("attempts[0].completionTokens", equalTo(pieces))
                .body("usage.promptTokens", equalTo(9))
                .body("usage.completionTokens", equalTo(pieces))
                .body("usage.uncountedAttempts", nullValue());

        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH))
                .withRequestBody(matchingJsonPath("$.stream", WireMock.equalTo("true")))
                .withRequestBody(matchingJsonPath("$.stream_options.include_usage", WireMock.equalTo("true"))));
    }

    @Test
    void translate_streamedReplyWithASecondAnswerAfterProse_isMultipleJson_asTheWholeReplyIs() {
        // Prose follows a complete answer; what comes after it still decides the verdict, so the reply is read to its end.
        String reply = ChatCompletionsStub.translationReply("前半") + "\n\nOr, if you prefer:\n{\"translation\": \"後半\"}";
        llm.stubFor(post(PATH).inScenario("s").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(streamed(reply, 4)).willSetStateTo("2"));
        llm.stubFor(post(PATH).inScenario("s").whenScenarioStateIs("2")
                .willReturn(streamed(ChatCompletionsStub.translationReply("ハロー"), 4)));

        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Hello\", \"sourceLang\": \"en\", \"targetLang\": \"ja\"}")
                .when().post("/translate")
                .then().statusCode(200)
                .body("translatedText", equalTo("ハロー"))
                .body("attempts[0].errorCode", equalTo("MULTIPLE_JSON"))
                .body("attempts[0].completionTokens", equalTo(ChatCompletionsStub.pieces(reply, 4).length))
                .body("usage.promptTokens", equalTo(18));
    }
}

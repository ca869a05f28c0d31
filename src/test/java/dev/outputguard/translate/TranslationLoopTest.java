package dev.outputguard.translate;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.exactly;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.stubbing.Scenario;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.ChatCompletionsStub;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmException;
import dev.outputguard.llm.LlmReply;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.llm.RetryingLlmClient;
import dev.outputguard.llm.RestClientChatTransport;
import dev.outputguard.llm.RetryPolicy;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.validate.ResponseValidator;

/** The translate loop through the real HTTP client, against WireMock scripted per scenario. */
class TranslationLoopTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String PATH = ChatCompletionsStub.PATH;
    private static final RetryPolicy FAST =
            new RetryPolicy(Duration.ofSeconds(5), 3, Duration.ofMillis(5), Duration.ofMillis(20));

    private static WireMockServer llm;
    private static RestClientChatTransport transport;
    private static TranslationLoop loop;

    @BeforeAll
    static void start() {
        llm = new WireMockServer(options().dynamicPort());
        llm.start();
        transport = new RestClientChatTransport(LlmSettings.forBaseUrl(llm.baseUrl() + "/v1").withRetry(FAST));
        RetryingLlmClient client = new RetryingLlmClient(transport, FAST, Clock.systemUTC(), d -> { }, () -> 0.5);
        loop = new TranslationLoop(client, new ResponseValidator(new JsonExtractor()), new OutputSanitizer(),
                Prompts.defaults(TranslationPrompt.class), LoopDefaults.DEFAULT_MAX_RETRIES,
                () -> Deadline.after(Duration.ofSeconds(10)));
    }

    @AfterAll
    static void stop() {
        transport.close();
        llm.stop();
    }

    @BeforeEach
    void reset() {
        llm.resetAll();
    }

    private static TranslationTask task(String text) {
        return new TranslationTask(text, "English", "Japanese", TranslationContext.NONE, OptionalInt.empty());
    }

    @Test
    void translate_validFirstReply_returnsItAfterOneCall() {
        script(reply(ChatCompletionsStub.translationReply("こんにちは、世界")));

        TranslationResult result = loop.translate(task("Hello, world"));

        assertEquals("こんにちは、世界", result.content());
        assertFalse(result.fallback());
        assertEquals(List.of(), result.warnings());
        assertEquals(1, result.attempts().size());
        assertEquals(Optional.empty(), result.attempts().get(0).errorCode());
        assertEquals(new TokenUsage(10, 5), result.usage());
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)));
        String system = systemPrompt(0);
        assertTrue(system.contains("from English to Japanese"), system);
        assertTrue(system.contains("CRITICAL OUTPUT FORMAT RULES (READ CAREFULLY):"), system);
        assertTrue(system.contains("❌ BAD (nested JSON - DO NOT DO THIS):"), system);
        assertTrue(system.contains("✅ GOOD (correct format):"), system);
        assertFalse(system.contains("RETRY INSTRUCTION"), system);
        assertEquals("Hello, world", userPrompt(0));
        assertEquals("json_schema", request(0).path("response_format").path("type").asText());
        JsonNode schema = request(0).path("response_format").path("json_schema").path("schema");
        assertEquals("string", schema.path("properties").path("translation").path("type").asText());
        assertEquals("[\"translation\"]", schema.path("required").toString());
        assertEquals("[\"source\",\"target\"]",
                schema.path("properties").path("termSuggestions").path("items").path("required").toString());
    }

    @Test
    void translate_taskWithoutRetries_takesTheLoopsDefault_aTasksOwnWins() {
        LlmClient prose = (request, deadline) -> LlmReply.of("Sure: not the JSON asked for");
        TranslationLoop once = new TranslationLoop(prose, new ResponseValidator(new JsonExtractor()), new OutputSanitizer(),
                Prompts.defaults(TranslationPrompt.class), 1, () -> Deadline.after(Duration.ofSeconds(10)));

        assertEquals(2, once.translate(task("Hello")).attempts().size());
        assertEquals(4, once.translate(new TranslationTask("Hello", "en", "ja", TranslationContext.NONE,
                OptionalInt.of(3))).attempts().size());
    }

    @Test
    void translate_deadlinePassedWhileTheReplyWasRead_noRetry_theReplyFallsBack() {
        // The model's one reply takes 11 s of the call's 10 s: what is left of the loop does not ask again.
        AtomicLong nanos = new AtomicLong();
        LlmClient slow = (request, deadline) -> {
            nanos.addAndGet(Duration.ofSeconds(11).toNanos());
            return LlmReply.of("Sure: not the JSON asked for");
        };
        TranslationLoop late = new TranslationLoop(slow, new ResponseValidator(new JsonExtractor()), new OutputSanitizer(),
                Prompts.defaults(TranslationPrompt.class), LoopDefaults.DEFAULT_MAX_RETRIES,
                () -> Deadline.after(Duration.ofSeconds(10), nanos::get));

        TranslationResult result = late.translate(task("Hello"));

        assertTrue(result.fallback());
        assertEquals(1, result.attempts().size());
        assertTrue(result.warnings().stream().anyMatch(w -> w.contains("deadline (outputguard.llm.deadline=10000 ms)"
                + " passed before a retry could be asked for")), result.warnings()::toString);
    }

    @Test
    void translate_replyCutOffAtTheTokenLimit_isRetried_andItsAttemptSaysSo() {
        script(okJson(ChatCompletionsStub.cutOff("{\"translation\": \"こんに")),
                reply(ChatCompletionsStub.translationReply("こんにちは")));

        TranslationResult result = loop.translate(task("Hello"));

        assertEquals("こんにちは", result.content());
        assertEquals(List.of(true, false), result.attempts().stream().map(Attempt::cutOff).toList());
        assertEquals(Optional.of("JSON_PARSE_ERROR"), result.attempts().get(0).errorCode());
        String retry = systemPrompt(1);
        assertTrue(retry.contains("\nIt stopped at the output token limit before it was complete, so it was cut off: write"
                + " the JSON object only"), retry);
        assertFalse(systemPrompt(0).contains("token limit"), "only after a cut-off reply");
    }

    @Test
    void translate_invalidThenValid_retriesNamingThePreviousError() {
        script(reply("Sure! Here is the translation: こんにちは"), reply(ChatCompletionsStub.translationReply("こんにちは")));

        TranslationResult result = loop.translate(task("Hello"));

        assertEquals("こんにちは", result.content());
        assertFalse(result.fallback());
        assertEquals(List.of(Optional.of("JSON_PARSE_ERROR"), Optional.empty()), errorCodes(result));
        assertEquals(new TokenUsage(20, 10), result.usage());
        llm.verify(exactly(2), postRequestedFor(urlEqualTo(PATH)));
        String retry = systemPrompt(1);
        assertTrue(retry.startsWith(systemPrompt(0)), "the retry prompt extends the first one");
        assertTrue(retry.contains("\n\nRETRY INSTRUCTION (Attempt 1):\nThe previous response was invalid: "), retry);
        assertTrue(retry.contains("- The \"translation\" field must contain PLAIN TEXT, not JSON."), retry);
    }

    @Test
    void translate_threeInvalidReplies_fallsBackToTheLastRawReply() {
        String last = "{\"translation\": {\"text\": \"こんにちは\"}}";
        script(reply("no json at all"), reply("{\"translated_text\": \"x\"}"), reply(last));

        TranslationResult result = loop.translate(task("Hello"));

        assertTrue(result.fallback());
        assertEquals(last, result.content());
        assertEquals(List.of(Optional.of("JSON_PARSE_ERROR"), Optional.of("MISSING_REQUIRED_FIELD"),
                Optional.of("NESTED_JSON")), errorCodes(result));
        assertTrue(result.warnings().get(0).startsWith("AI response format was unexpected: Field \"translation\" is a JSON object"),
                result.warnings().get(0));
        assertTrue(result.warnings().stream().anyMatch(w -> w.startsWith("[JSON混入警告]")), result.warnings().toString());
        llm.verify(exactly(3), postRequestedFor(urlEqualTo(PATH)));
        assertTrue(systemPrompt(1).contains("RETRY INSTRUCTION (Attempt 1)"));
        assertTrue(systemPrompt(2).contains("RETRY INSTRUCTION (Attempt 2)"));
        assertTrue(systemPrompt(2).contains("Missing required field \"translation\""), systemPrompt(2));
    }

    @ParameterizedTest(name = "pattern {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "A | JSON_PARSE_ERROR       | こんにちは、世界",
            "B | MISSING_REQUIRED_FIELD | {\"translated_text\": \"こんにちは\"}",
            "C | NESTED_JSON            | {\"translation\": {\"text\": \"こんにちは\"}}",
            "D | JSON_IN_CONTENT        | {\"translation\": \"{\\\"translation\\\": \\\"こんにちは\\\"}\"}",
            "E | MULTIPLE_JSON          | {\"translation\": \"こんにちは\"}\\n{\"translation\": \"世界\"}" })
    void translate_seedPatternFirstThenValid_retriesOnce(String pattern, String code, String firstReply) {
        script(reply(firstReply.replace("\\n", "\n")), reply(ChatCompletionsStub.translationReply("こんにちは")));

        TranslationResult result = loop.translate(task("Hello"));

        assertEquals("こんにちは", result.content());
        assertEquals(List.of(Optional.of(code), Optional.empty()), errorCodes(result));
        llm.verify(exactly(2), postRequestedFor(urlEqualTo(PATH)));
        assertTrue(systemPrompt(1).contains("RETRY INSTRUCTION (Attempt 1)"), pattern);
    }

    @Test
    void translate_jsonLineTheSourceCarries_isContentWithoutRetryOrWarning() {
        String text = "Set the port in config.json:\n{\"port\": 8080}\nThen restart.";
        String translated = "config.json でポートを設定します:\n{\"port\": 8080}\nその後、再起動します。";
        script(reply(ChatCompletionsStub.translationReply(translated)));

        TranslationResult result = loop.translate(task(text));

        assertEquals(translated, result.content());
        assertFalse(result.fallback());
        assertEquals(List.of(), result.warnings(), "sanitize knows the source too");
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_jsonTheSourceLacks_isRetriedAsJsonInContent() {
        String leaked = "こんにちは\n{\"note\": \"丁寧語で訳しました\"}";
        script(reply(ChatCompletionsStub.translationReply(leaked)), reply(ChatCompletionsStub.translationReply("こんにちは")));

        TranslationResult result = loop.translate(task("Hello"));

        assertEquals("こんにちは", result.content());
        assertEquals(List.of(Optional.of("JSON_IN_CONTENT"), Optional.empty()), errorCodes(result));
        assertTrue(systemPrompt(1).contains("FULL_JSON_OBJECT"), systemPrompt(1));
        assertTrue(systemPrompt(1).contains("not carried by the source text"), systemPrompt(1));
    }

    @Test
    void translate_quotesEscapedTwice_isRetriedAsEscapeResidueAndTheNextGoodReplyAccepted() {
        // The model escaped its JSON twice: the text shows \" where the source has plain quotes.
        script(reply(ChatCompletionsStub.translationReply("彼は\\\"はい\\\"と言った")),
                reply(ChatCompletionsStub.translationReply("彼は\"はい\"と言った")));

        TranslationResult result = loop.translate(task("He said \"yes\"."));

        assertEquals("彼は\"はい\"と言った", result.content());
        assertFalse(result.fallback());
        assertEquals(List.of(), result.warnings());
        assertEquals(List.of(Optional.of("ESCAPE_RESIDUE"), Optional.empty()), errorCodes(result));
        String retry = systemPrompt(1);
        assertTrue(retry.contains("The previous response was invalid: Escape residue in translation: \\\" (a quote"
                + " escaped twice) at offset 2 of the field"), retry);
        assertTrue(retry.contains("- Escape each quote, line break, tab and backslash in the \"translation\" string"
                + " exactly once"), retry);
        assertFalse(retry.contains("- End the \"translation\" string only where the text ends"), retry);
    }

    @Test
    void translate_replyMemberInsideTheText_isRetriedAsLeakedMemberAndTheNextGoodReplyAccepted() {
        script(reply("{\"translation\": \"こんにちは\\\", \\\"termSuggestions\\\": []\"}"),
                reply(ChatCompletionsStub.translationReply("こんにちは")));

        TranslationResult result = loop.translate(task("Hello"));

        assertEquals("こんにちは", result.content());
        assertFalse(result.fallback());
        assertEquals(List.of(Optional.of("LEAKED_MEMBER"), Optional.empty()), errorCodes(result));
        String retry = systemPrompt(1);
        assertTrue(retry.contains("member \"termSuggestions\" (once in the field, 0 times in the source text"), retry);
        assertTrue(retry.contains("- End the \"translation\" string only where the text ends"), retry);
        assertFalse(retry.contains("- Escape each quote"), retry);
    }

    @Test
    void translate_escapesTheSourceItselfSpells_areContentWithoutRetry() {
        String text = "Use printf(\"%s\\n\", name) on C:\\Users\\new.";
        String translated = "C:\\Users\\new で printf(\"%s\\n\", name) を使います。";
        script(reply(ChatCompletionsStub.translationReply(translated)));

        TranslationResult result = loop.translate(task(text));

        assertEquals(translated, result.content());
        assertEquals(List.of(Optional.empty()), errorCodes(result));
    }

    @Test
    void translate_sourceJsonInsideACodeBlock_doesNotCoverTheSameJsonInProse() {
        String text = "Example:\n```json\n{\"port\": 8080}\n```";
        script(reply(ChatCompletionsStub.translationReply("例:\n{\"port\": 8080}")),
                reply(ChatCompletionsStub.translationReply("例:\n[[CODE_BLOCK_1]]")));

        TranslationResult result = loop.translate(task(text));

        assertEquals("例:\n```json\n{\"port\": 8080}\n```", result.content());
        assertEquals(List.of(Optional.of("JSON_IN_CONTENT"), Optional.empty()), errorCodes(result));
    }

    @Test
    void translate_emptyTranslationThenValid_retriesWithEmptyTranslation() {
        script(reply(ChatCompletionsStub.translationReply("")), reply(ChatCompletionsStub.translationReply("こんにちは")));

        TranslationResult result = loop.translate(task("Hello"));

        assertEquals("こんにちは", result.content());
        assertEquals(List.of(Optional.of("EMPTY_TRANSLATION"), Optional.empty()), errorCodes(result));
        assertTrue(systemPrompt(1).contains("The previous response was invalid: The \"translation\" field is empty"),
                systemPrompt(1));
    }

    @Test
    void translate_onlyPlaceholdersEveryTime_fallsBackWithTheCodeAndSaysWhy() {
        script(reply(ChatCompletionsStub.translationReply(" [[CODE_BLOCK_1]] ")));

        TranslationResult result = loop.translate(task("Run:\n```sh\nmake\n```\nThen check the logs."));

        assertTrue(result.fallback());
        assertEquals(" ```sh\nmake\n``` ", result.content());
        assertEquals(List.of(Optional.of("EMPTY_TRANSLATION"), Optional.of("EMPTY_TRANSLATION"),
                Optional.of("EMPTY_TRANSLATION")), errorCodes(result));
        assertTrue(result.warnings().get(0).startsWith("AI response format was unexpected: The \"translation\" field is"
                + " only the code block placeholders"), result.warnings().get(0));
    }

    @Test
    void revisionPatch_jsonFromTheTargetDocument_isContent() {
        String document = "{\n  \"title\": \"設定\",\n  \"save\": \"保存\"\n}\n";
        String sourcePatch = "@@ -2,2 +2,2 @@\n   \"title\": \"Settings\",\n-  \"save\": \"Save\"\n+  \"save\": \"Save changes\"\n";
        String targetPatch = "--- a/settings.json\n+++ b/settings.json\n@@ -1,4 +1,4 @@\n {\n   \"title\": \"設定\",\n-  \"save\": \"保存\"\n+  \"save\": \"変更を保存\"\n }\n";
        script(reply(ChatCompletionsStub.patchReply(targetPatch)));

        TranslationResult result = loop.revisionPatch(new RevisionPatchTask(sourcePatch, Optional.of(document),
                "English", "Japanese", TranslationContext.NONE, OptionalInt.empty()));

        assertEquals(targetPatch, result.content());
        assertEquals(List.of(Optional.<String>empty()), errorCodes(result));
        assertEquals(List.of(), result.warnings());
    }

    @Test
    void translate_codeBlocks_areSentAsPlaceholdersAndRestored() {
        String text = "Run this:\n```json\n{\"translation\": \"keep me\"}\n```\nDone.";
        script(reply(ChatCompletionsStub.translationReply("これを実行:\n[[CODE_BLOCK_1]]\n完了。")));

        TranslationResult result = loop.translate(task(text));

        assertEquals("これを実行:\n```json\n{\"translation\": \"keep me\"}\n```\n完了。", result.content());
        assertEquals(List.of(), result.warnings());
        assertEquals("Run this:\n[[CODE_BLOCK_1]]\nDone.", userPrompt(0));
        assertTrue(systemPrompt(0).contains("placeholders that stand for code blocks: [[CODE_BLOCK_1]]"), systemPrompt(0));
    }

    @Test
    void translate_lostPlaceholderThenValid_retriesWithPlaceholderMismatch() {
        String text = "A\n```\ncode\n```\nB";
        script(reply(ChatCompletionsStub.translationReply("あ\nい")),
                reply(ChatCompletionsStub.translationReply("あ\n[[CODE_BLOCK_1]]\nい")));

        TranslationResult result = loop.translate(task(text));

        assertEquals("あ\n```\ncode\n```\nい", result.content());
        assertEquals(List.of(Optional.of("PLACEHOLDER_MISMATCH"), Optional.empty()), errorCodes(result));
        llm.verify(exactly(2), postRequestedFor(urlEqualTo(PATH)));
        assertTrue(systemPrompt(1).contains("The previous response was invalid: Placeholders in the \"translation\" field:"
                + " missing [[CODE_BLOCK_1]]."), systemPrompt(1));
    }

    @Test
    void translate_duplicatedPlaceholderEveryTime_fallsBackToTheValidatedTextWithCodeRestored() {
        script(reply(ChatCompletionsStub.translationReply("実行: [[CODE_BLOCK_1]] と [[CODE_BLOCK_1]]")));

        TranslationResult result = loop.translate(task("Run:\n```\nx\n```"));

        assertTrue(result.fallback());
        assertEquals("実行: ```\nx\n``` と ```\nx\n```", result.content());
        assertEquals(3, result.attempts().size());
        assertTrue(result.attempts().stream().allMatch(a -> a.errorCode().equals(Optional.of("PLACEHOLDER_MISMATCH"))));
        assertEquals("AI response format was unexpected: Placeholders in the \"translation\" field: repeated"
                + " [[CODE_BLOCK_1]] (2 times). The code block placeholder [[CODE_BLOCK_1]] must appear exactly once,"
                + " unchanged.", result.warnings().get(0));
        llm.verify(exactly(3), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_onlyFencedCode_returnsItAtOnceWithoutCallingTheLlm() {
        String text = "```sh\nmake test\n```\n\n~~~json\n{\"a\": 1}\n~~~\n";

        TranslationResult result = loop.translate(task(text));

        assertEquals(text, result.content());
        assertFalse(result.fallback());
        assertEquals(List.of(), result.attempts());
        assertEquals(List.of(), result.warnings());
        llm.verify(exactly(0), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_placeholderDroppedEveryTime_fallbackAppendsTheCodeAndNamesTheBlock() {
        String text = "Build it:\n```sh\nmake\n```\nThen test it:\n```sh\nmake test\n```\nDone.";
        script(reply(ChatCompletionsStub.translationReply("ビルドします:\n[[CODE_BLOCK_1]]\nテストします。\n完了。")));

        TranslationResult result = loop.translate(task(text));

        assertTrue(result.fallback());
        assertEquals("ビルドします:\n```sh\nmake\n```\nテストします。\n完了。\n\n```sh\nmake test\n```", result.content());
        assertTrue(result.warnings().get(0).contains("missing [[CODE_BLOCK_2]]"), result.warnings().get(0));
        assertEquals("Code block 2 of 2 was missing from the model's reply; it is appended at the end of the text.",
                result.warnings().get(1));
    }

    @Test
    void translate_proseReplyWithoutPlaceholders_fallbackStillHoldsEveryBlock() {
        script(reply("ここにコードを実行してください"));

        TranslationResult result = loop.translate(new TranslationTask("Run this:\n```\nrm -rf build\n```\nand this:\n"
                + "```\nmake\n```", "en", "ja", TranslationContext.NONE, OptionalInt.of(0)));

        assertTrue(result.fallback());
        assertEquals("ここにコードを実行してください\n\n```\nrm -rf build\n```\n\n```\nmake\n```", result.content());
        assertTrue(result.warnings().contains(
                "Code blocks 1 and 2 of 2 were missing from the model's reply; they are appended, in order, at the end of the text."),
                result.warnings().toString());
    }

    @Test
    void translate_inventedPlaceholder_isAMismatchAndNeverReachesTheCaller() {
        script(reply(ChatCompletionsStub.translationReply("実行: [[CODE_BLOCK_1]] [[CODE_BLOCK_2]]")));

        TranslationResult result = loop.translate(task("Run: \n```\nmake\n```"));

        assertTrue(result.fallback());
        assertEquals("実行: ```\nmake\n``` ", result.content());
        assertTrue(result.warnings().get(0).contains("not a placeholder of this text [[CODE_BLOCK_2]]"), result.warnings().get(0));
        assertTrue(result.warnings().contains(
                "Removed from the model's reply: [[CODE_BLOCK_2]] (no code block of the text has that number)."),
                result.warnings().toString());
    }

    @Test
    void translate_maxRetriesZero_fallsBackAfterOneCall() {
        script(reply("plain text reply"));

        TranslationResult result = loop.translate(
                new TranslationTask("Hello", "en", "ja", TranslationContext.NONE, OptionalInt.of(0)));

        assertTrue(result.fallback());
        assertEquals("plain text reply", result.content());
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_glossaryAndInstructions_areInTheSystemPrompt() {
        script(reply(ChatCompletionsStub.translationReply("x")));
        TranslationContext context = new TranslationContext(
                List.of(new GlossaryEntry("pull request", "プルリクエスト")), Optional.of("Use the polite form."));

        loop.translate(new TranslationTask("Open a pull request", "en", "ja", context, OptionalInt.empty()));

        String system = systemPrompt(0);
        assertTrue(system.contains("Glossary (always translate these terms as given):\n- pull request → プルリクエスト\n"), system);
        assertTrue(system.contains("Additional instructions:\nUse the polite form.\n"), system);
    }

    @Test
    void translate_termSuggestionsAndModelWarnings_arePassedOn() {
        script(reply("{\"translation\": \"マージ\", \"termSuggestions\": [{\"source\": \"merge\", \"target\": \"マージ\"}],"
                + " \"warnings\": [\"ambiguous term\"]}"));

        TranslationResult result = loop.translate(task("merge"));

        assertEquals(1, result.termSuggestions().size());
        assertEquals("merge", result.termSuggestions().get(0).source());
        assertEquals(List.of("ambiguous term"), result.warnings());
    }

    @Test
    void translate_llmFailsOnFirstCall_propagatesTheTransportError() {
        llm.stubFor(post(PATH).willReturn(aResponse().withStatus(500)));

        LlmException e = assertThrows(LlmException.class, () -> loop.translate(task("Hello")));

        assertEquals("LLM_UNAVAILABLE", e.code());
        llm.verify(exactly(3), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void translate_llmFailsOnTheRetry_fallsBackToThePreviousReply() {
        script(reply("not json"), aResponse().withStatus(401));

        TranslationResult result = loop.translate(task("Hello"));

        assertTrue(result.fallback());
        assertEquals("not json", result.content());
        assertEquals(List.of(Optional.of("JSON_PARSE_ERROR"), Optional.of("LLM_AUTH")), errorCodes(result));
        assertTrue(result.warnings().get(1).startsWith("The retry could not be completed: The LLM at"), result.warnings().toString());
        llm.verify(exactly(2), postRequestedFor(urlEqualTo(PATH)));
    }

    @Test
    void revisionPatch_patchThatDoesNotApplyThenOneThatDoes_retries() {
        String document = "# タイトル\n\n最初の段落。\n二番目の段落。\n";
        String sourcePatch = "--- a/doc.md\n+++ b/doc.md\n@@ -3,2 +3,2 @@\n First paragraph.\n-Second paragraph.\n+New second paragraph.\n";
        String wrong = "--- a/target\n+++ b/target\n@@ -3,2 +3,2 @@\n 最初の段落\n-二番目の段落。\n+新しい二番目の段落。\n";
        String right = "--- a/target\n+++ b/target\n@@ -3,2 +3,2 @@\n 最初の段落。\n-二番目の段落。\n+新しい二番目の段落。\n";
        script(reply(ChatCompletionsStub.patchReply(wrong)), reply(ChatCompletionsStub.patchReply(right)));

        TranslationResult result = loop.revisionPatch(new RevisionPatchTask(sourcePatch, Optional.of(document),
                "English", "Japanese", TranslationContext.NONE, OptionalInt.empty()));

        assertEquals(right, result.content());
        assertFalse(result.fallback());
        assertEquals(List.of(Optional.of("PATCH_DOES_NOT_APPLY"), Optional.empty()), errorCodes(result));
        llm.verify(exactly(2), postRequestedFor(urlEqualTo(PATH)));
        assertTrue(userPrompt(0).contains("Source patch (English):\n" + sourcePatch), userPrompt(0));
        assertTrue(userPrompt(0).contains("Current translated document (Japanese):\n" + document), userPrompt(0));
        assertTrue(systemPrompt(1).contains("- The \"targetPatch\" field must contain PLAIN TEXT, not JSON."), systemPrompt(1));
        assertTrue(systemPrompt(1).contains("targetPatch does not apply to targetDocument"), systemPrompt(1));
    }

    @Test
    void revisionPatch_withoutTargetDocument_acceptsAWellFormedPatch_andGivesBareHunksAFileHeader() {
        String patch = "@@ -1 +1 @@\n-a\n+b\n";
        script(reply(ChatCompletionsStub.patchReply(patch)));

        TranslationResult result = loop.revisionPatch(new RevisionPatchTask("@@ -1 +1 @@\n-x\n+y\n", Optional.empty(),
                "en", "ja", TranslationContext.NONE, OptionalInt.empty()));

        assertEquals("--- a/target\n+++ b/target\n" + patch, result.content());
        assertTrue(result.warnings().get(0).contains("no file header"), result.warnings().toString());
        assertFalse(userPrompt(0).contains("Current translated document"), userPrompt(0));
        assertEquals("[\"targetPatch\"]", request(0).at("/response_format/json_schema/schema/required").toString());
    }

    @Test
    void revisionPatch_patchWithoutHunkHeader_isInvalidPatchAndRetried() {
        String patch = "@@ -1 +1 @@\n-a\n+b\n";
        script(reply(ChatCompletionsStub.patchReply("just b")), reply(ChatCompletionsStub.patchReply(patch)));

        TranslationResult result = loop.revisionPatch(new RevisionPatchTask("@@ -1 +1 @@\n-x\n+y\n", Optional.empty(),
                "en", "ja", TranslationContext.NONE, OptionalInt.empty()));

        assertEquals(List.of(Optional.of("INVALID_PATCH"), Optional.empty()), errorCodes(result));
    }

    @Test
    void revisionPatch_addedCodeBlock_travelsAsPlaceholder() {
        String sourcePatch = "--- a/README.md\n+++ b/README.md\n@@ -1,1 +1,4 @@\n Intro\n+```sh\n+make\n+```\n";
        String document = "はじめに\n";
        String reply = "--- a/README.md\n+++ b/README.md\n@@ -1,1 +1,4 @@\n はじめに\n+[[CODE_BLOCK_1]]\n";
        script(reply(ChatCompletionsStub.patchReply(reply)));

        TranslationResult result = loop.revisionPatch(new RevisionPatchTask(sourcePatch, Optional.of(document),
                "en", "ja", TranslationContext.NONE, OptionalInt.empty()));

        assertEquals("--- a/README.md\n+++ b/README.md\n@@ -1,1 +1,4 @@\n はじめに\n+```sh\n+make\n+```\n", result.content());
        assertEquals(List.of(Optional.<String>empty()), errorCodes(result));
        assertTrue(userPrompt(0).contains(" Intro\n+[[CODE_BLOCK_1]]\n"), userPrompt(0));
    }

    @Test
    void translate_placeholderMovedIntoASentence_isRetriedAsMisplaced_namedInTheAttemptsViolations() {
        String text = "Run:\n\n```sh\nmake\n```\n\nThen deploy.";
        script(reply(ChatCompletionsStub.translationReply("実行: [[CODE_BLOCK_1]] その後デプロイします。")),
                reply(ChatCompletionsStub.translationReply("実行:\n\n[[CODE_BLOCK_1]]\n\nその後デプロイします。")));

        TranslationResult result = loop.translate(task(text));

        assertEquals(List.of(Optional.of(TranslationLoop.PLACEHOLDER_MISPLACED), Optional.<String>empty()), errorCodes(result));
        assertEquals(List.of("[[CODE_BLOCK_1]] on line 1 (\"実行: [[CODE_BLOCK_1]] その後デプロイします。\") not alone on its line"),
                result.attempts().get(0).violations());
        assertEquals("実行:\n\n```sh\nmake\n```\n\nその後デプロイします。", result.content());
        assertTrue(systemPrompt(1).contains("Put each placeholder alone on a line of its own"), systemPrompt(1));
    }

    @Test
    void translate_aFenceOfTheModelsOwn_isContamination_retriedThenTheHonestFallback() {
        String text = "Run:\n\n```sh\nmake\n```";
        String own = "実行:\n\n[[CODE_BLOCK_1]]\n\n```sh\nmake deploy\n```";
        script(reply(ChatCompletionsStub.translationReply(own)), reply(ChatCompletionsStub.translationReply(own)));

        TranslationResult result = loop.translate(new TranslationTask(text, "English", "Japanese", TranslationContext.NONE,
                OptionalInt.of(1)));

        assertTrue(result.fallback());
        assertEquals(List.of(Optional.of(TranslationLoop.CODE_CONTAMINATION), Optional.of(TranslationLoop.CODE_CONTAMINATION)),
                errorCodes(result));
        assertEquals(List.of("a code block opened by \"```sh\" on line 5 that the source does not have"),
                result.attempts().get(1).violations());
        assertTrue(result.warnings().get(0).startsWith(TranslationLoop.FALLBACK_WARNING_PREFIX + "Code the source text does not have"),
                result.warnings().toString());
    }

    @Test
    void translate_runInTheMiddleOfASentence_shieldsNothing_andTheLeakedWrapperAfterItIsCaught() {
        String text = "Wrap code in ``` fences.\nThen reply.";
        script(reply(ChatCompletionsStub.translationReply("コードは ``` で囲みます。\n{\"translation\": \"leak\"}")),
                reply(ChatCompletionsStub.translationReply("コードは ``` で囲みます。\nそれから返信します。")));

        TranslationResult result = loop.translate(task(text));

        assertEquals(text, userPrompt(0), "a run in a sentence opens no block: nothing is shielded");
        assertEquals(List.of(Optional.of("JSON_IN_CONTENT"), Optional.<String>empty()), errorCodes(result));
        assertFalse(result.fallback());
    }

    @Test
    void revisionPatch_inADiffFence_isTakenOut_andSaidInTheWarnings() {
        String document = "# Titel\n\nZweiter Absatz.\n";
        String patch = "--- a/target\n+++ b/target\n@@ -3,1 +3,1 @@\n-Zweiter Absatz.\n+Neuer Absatz.\n";
        script(reply(ChatCompletionsStub.patchReply("```diff\n" + patch + "```")));

        TranslationResult result = loop.revisionPatch(new RevisionPatchTask("@@ -3,1 +3,1 @@\n-Second.\n+New.\n",
                Optional.of(document), "en", "de", TranslationContext.NONE, OptionalInt.empty()));

        assertEquals(patch, result.content());
        assertEquals(List.of(Optional.<String>empty()), errorCodes(result));
        assertTrue(result.warnings().get(0).contains("diff code fence"), result.warnings().toString());
    }

    @Test
    void revisionPatch_headerCountsContradictingTheBody_isRetriedAsInvalidPatch() {
        String wrong = "--- a/t\n+++ b/t\n@@ -3,5 +3,5 @@\n-Zweiter Absatz.\n+Neuer Absatz.\n";
        String right = "--- a/t\n+++ b/t\n@@ -3,1 +3,1 @@\n-Zweiter Absatz.\n+Neuer Absatz.\n";
        script(reply(ChatCompletionsStub.patchReply(wrong)), reply(ChatCompletionsStub.patchReply(right)));

        TranslationResult result = loop.revisionPatch(new RevisionPatchTask("@@ -3,1 +3,1 @@\n-Second.\n+New.\n",
                Optional.empty(), "en", "de", TranslationContext.NONE, OptionalInt.empty()));

        assertEquals(List.of(Optional.of("INVALID_PATCH"), Optional.<String>empty()), errorCodes(result));
        assertEquals(right, result.content());
        assertTrue(systemPrompt(1).contains("counts 5 old and 5 new lines"), systemPrompt(1));
    }

    @Test
    void revisionPatch_placeholderDroppedEveryTime_fallbackSaysWhichBlockTheFallbackLacks() {
        String sourcePatch = "@@ -1,1 +1,4 @@\n Intro\n+```sh\n+make\n+```\n";
        String reply = "@@ -1,1 +1,2 @@\n はじめに\n+実行します\n";
        script(reply(ChatCompletionsStub.patchReply(reply)));

        TranslationResult result = loop.revisionPatch(new RevisionPatchTask(sourcePatch, Optional.empty(),
                "en", "ja", TranslationContext.NONE, OptionalInt.of(0)));

        assertTrue(result.fallback());
        assertEquals(reply, result.content(), "a block appended after the last hunk would be a line of no hunk");
        assertTrue(result.warnings().contains(
                "Code block 1 of 1 was missing from the model's reply; it is not in the patch: add it from the source patch."),
                result.warnings().toString());
    }

    // --- helpers

    private static ResponseDefinitionBuilder reply(String content) {
        return okJson(ChatCompletionsStub.completion(content));
    }

    /** Answers the n-th call with the n-th response; calls after the last get the last again. */
    private static void script(ResponseDefinitionBuilder... responses) {
        for (int i = 0; i < responses.length; i++) {
            String state = i == 0 ? Scenario.STARTED : "call-" + (i + 1);
            var stub = post(PATH).inScenario("script").whenScenarioStateIs(state).willReturn(responses[i]);
            if (i + 1 < responses.length) {
                stub = stub.willSetStateTo("call-" + (i + 2));
            }
            llm.stubFor(stub);
        }
    }

    private static JsonNode request(int index) {
        List<LoggedRequest> requests = llm.findAll(postRequestedFor(urlEqualTo(PATH)));
        try {
            return MAPPER.readTree(requests.get(index).getBodyAsString());
        } catch (Exception e) {
            throw new AssertionError("request " + index + " is not JSON", e);
        }
    }

    private static String systemPrompt(int index) {
        return request(index).path("messages").get(0).path("content").asText();
    }

    private static String userPrompt(int index) {
        return request(index).path("messages").get(1).path("content").asText();
    }

    private static List<Optional<String>> errorCodes(TranslationResult result) {
        List<Optional<String>> codes = new ArrayList<>();
        result.attempts().forEach(a -> codes.add(a.errorCode()));
        return codes;
    }
}

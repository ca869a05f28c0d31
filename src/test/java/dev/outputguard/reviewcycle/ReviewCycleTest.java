package dev.outputguard.reviewcycle;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.exactly;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.logging.Level;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ScenarioMappingBuilder;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.matching.RequestPatternBuilder;
import com.github.tomakehurst.wiremock.stubbing.Scenario;

import dev.outputguard.contract.Problem;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.ChatCompletionsStub;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmException;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.llm.RetryingLlmClient;
import dev.outputguard.llm.RestClientChatTransport;
import dev.outputguard.llm.RetryPolicy;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.review.DecisionSource;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.review.Verdict;

/** The loop with the real HTTP client against WireMock standing in for the LLM; one scripted reply per call. */
class ReviewCycleTest {

    /**
     * Short backoffs: a transport failure costs milliseconds here, not seconds. The attempt timeout stays roomy so a
     * slow first call on a busy machine is not retried (which would add a call to the counts the tests assert).
     */
    private static final RetryPolicy FAST = new RetryPolicy(Duration.ofSeconds(5), 2, Duration.ofMillis(10), Duration.ofMillis(20));
    private static final String PHASE = "planning";
    private static final String DRAFT = "# Plan\n\n1. Build it.";

    private static WireMockServer llm;
    private static RestClientChatTransport transport;
    private static ReviewCycle cycle;
    private final LogCapture logs = new LogCapture(ReviewCycle.class.getName());
    private final LogCapture retries = new LogCapture(RetryingLlmClient.class.getName());

    @BeforeAll
    static void start() {
        llm = new WireMockServer(options().dynamicPort());
        llm.start();
        transport = new RestClientChatTransport(LlmSettings.forBaseUrl(llm.baseUrl() + "/v1").withRetry(FAST));
        cycle = cycleWithin(Duration.ofSeconds(10));
        // Warm up the HTTP client and the stand-in once, outside every test's counts.
        script(verdict("PASS", ""));
        run(0);
    }

    @AfterAll
    static void stop() {
        transport.close();
        llm.stop();
    }

    @BeforeEach
    void reset() {
        llm.resetAll();
        logs.start();
        retries.start();
    }

    @AfterEach
    void stopLogs() {
        logs.stop();
        retries.stop();
    }

    // --- the stand-in's script -------------------------------------------------------------------

    /** Answers the n-th call with the n-th response; the last one repeats. */
    private static void script(ResponseDefinitionBuilder... responses) {
        for (int i = 0; i < responses.length; i++) {
            ScenarioMappingBuilder stub = post(ChatCompletionsStub.PATH).inScenario("cycle")
                    .whenScenarioStateIs(i == 0 ? Scenario.STARTED : "call " + (i + 1))
                    .willReturn(responses[i]);
            if (i + 1 < responses.length) {
                stub = stub.willSetStateTo("call " + (i + 2));
            }
            llm.stubFor(stub);
        }
    }

    private static ResponseDefinitionBuilder reply(String content) {
        return okJson(ChatCompletionsStub.completion(content, 100, 20));
    }

    /** A review in the format the prompt asks for: the JSON verdict, then the marker line. */
    private static ResponseDefinitionBuilder verdict(String result, String feedback) {
        return reply("{\"result\": \"" + result + "\", \"feedback\": \"" + feedback + "\", \"suggestions\": []}\n最終判定: " + result);
    }

    private static RequestPatternBuilder reviews() {
        return postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH))
                .withRequestBody(matchingJsonPath("$.messages[0].content", containing("You are a strict reviewer")));
    }

    private static RequestPatternBuilder revisions() {
        return postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH))
                .withRequestBody(matchingJsonPath("$.messages[0].content", containing("You revise a document")));
    }

    private static CycleResult run(int maxRevisions) {
        return cycle.run(new CycleRequest(PHASE, DRAFT, Optional.of("Every step has an owner."),
                OptionalInt.of(maxRevisions)));
    }

    /** A cycle whose every call has {@code budget}. */
    private static ReviewCycle cycleWithin(Duration budget) {
        return new ReviewCycle(new RetryingLlmClient(transport, FAST), new ReviewDecider(new JsonExtractor()),
                Prompts.defaults(CyclePrompt.class), LoopDefaults.DEFAULT_MAX_REVISIONS, () -> Deadline.after(budget));
    }

    /** A review step as the tests expect it; compare with {@link #steps}, which blanks the raw replies. */
    private static CycleStep.Reviewed review(int attempt, Verdict result, DecisionSource source, String marker) {
        return new CycleStep.Reviewed(attempt, result, source, Optional.ofNullable(marker), "");
    }

    /** The history with each review's raw reply blanked, for comparing steps. */
    private static List<CycleStep> steps(List<CycleStep> history) {
        return history.stream().map(s -> s instanceof CycleStep.Reviewed r
                ? (CycleStep) new CycleStep.Reviewed(r.attempt(), r.result(), r.source(), r.marker(), "") : s).toList();
    }

    private static CycleStep.Reviewed jsonReview(int attempt, Verdict result) {
        return review(attempt, result, DecisionSource.JSON, null);
    }

    // --- the loop ----------------------------------------------------------------------------------

    @Test
    void cycle_passAtOnce_completesWithoutRevision() {
        script(verdict("PASS", ""));

        CycleResult r = run(3);

        assertEquals(CycleStatus.COMPLETED, r.status());
        assertEquals(Verdict.PASS, r.result());
        assertEquals(0, r.retryCount());
        assertEquals(DRAFT, r.document());
        assertEquals(List.of(jsonReview(1, Verdict.PASS)), steps(r.history()));
        assertEquals("Phase planning: PASS after 0 revision(s).", r.message());
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    @Test
    void cycle_revisionCutOffAtTheTokenLimit_isNotTaken_andTheDocumentStays() {
        script(verdict("FAIL", "Step 1 has no owner."), okJson(ChatCompletionsStub.cutOff("# Plan\n\n1. Build it (own")),
                reply("# Plan\n\n1. Build it (owner: Aiko)."), verdict("PASS", ""));

        CycleResult r = run(3);

        assertEquals(CycleStatus.COMPLETED, r.status());
        assertEquals("# Plan\n\n1. Build it (owner: Aiko).", r.document());
        assertEquals(List.of(jsonReview(1, Verdict.FAIL), new CycleStep.ReviseFailed(1, ReviewCycle.REVISION_CUT_OFF),
                new CycleStep.Revised(2), jsonReview(2, Verdict.PASS)), steps(r.history()));
        llm.verify(exactly(2), reviews());
    }

    @Test
    void cycle_failThenPass_revisesOnceAndReviewsTheRevision() {
        script(verdict("FAIL", "Step 1 has no owner."), reply("# Plan\n\n1. Build it (owner: Aiko)."), verdict("PASS", ""));

        CycleResult r = run(3);

        assertEquals(CycleStatus.COMPLETED, r.status());
        assertEquals(1, r.retryCount());
        assertEquals("# Plan\n\n1. Build it (owner: Aiko).", r.document());
        assertEquals(List.of(jsonReview(1, Verdict.FAIL), new CycleStep.Revised(1), jsonReview(2, Verdict.PASS)), steps(r.history()));
        assertEquals("Phase planning: PASS after 1 revision(s).", r.message());
        llm.verify(exactly(1), revisions()
                .withRequestBody(matchingJsonPath("$.messages[1].content", containing("Step 1 has no owner.")))
                .withRequestBody(matchingJsonPath("$.messages[1].content", containing(DRAFT))));
        llm.verify(exactly(1), reviews().withRequestBody(matchingJsonPath("$.messages[1].content", containing("(owner: Aiko)"))));
    }

    @Test
    void cycle_passOnThirdReview_completesAfterTwoRevisions() {
        script(verdict("FAIL", "no owner"), reply("draft 2"), verdict("FAIL", "no dates"), reply("draft 3"),
                verdict("PASS_WITH_SUGGESTIONS", "fine"));

        CycleResult r = run(3);

        assertEquals(CycleStatus.COMPLETED, r.status());
        assertEquals(Verdict.PASS_WITH_SUGGESTIONS, r.result());
        assertEquals(2, r.retryCount());
        assertEquals("draft 3", r.document());
        assertEquals("Phase planning: PASS_WITH_SUGGESTIONS after 2 revision(s).", r.message());
        llm.verify(exactly(3), reviews());
        llm.verify(exactly(2), revisions());
    }

    @Test
    void cycle_requestWithoutRevisions_takesTheCyclesDefault() {
        script(verdict("FAIL", "f1"), reply("draft 2"), verdict("FAIL", "f2"));
        ReviewCycle oneRevision = new ReviewCycle(new RetryingLlmClient(transport, FAST),
                new ReviewDecider(new JsonExtractor()), Prompts.defaults(CyclePrompt.class), 1,
                () -> Deadline.after(Duration.ofSeconds(10)));

        CycleResult r = oneRevision.run(new CycleRequest(PHASE, DRAFT, Optional.empty(), OptionalInt.empty()));

        assertEquals(CycleStatus.FAILED, r.status());
        assertEquals(1, r.retryCount());
        assertEquals("Phase planning: Retry limit exceeded (1/1). Marking phase as failed.", r.message());
        llm.verify(exactly(1), revisions());
    }

    @Test
    void cycle_failEveryTime_failsAfterThreeRevisionsAndFourReviews() {
        script(verdict("FAIL", "f1"), reply("draft 2"), verdict("FAIL", "f2"), reply("draft 3"), verdict("FAIL", "f3"),
                reply("draft 4"), verdict("FAIL", "f4"));

        CycleResult r = run(3);

        String limit = "Phase planning: Retry limit exceeded (3/3). Marking phase as failed.";
        assertEquals(CycleStatus.FAILED, r.status());
        assertEquals(Verdict.FAIL, r.result());
        assertEquals(3, r.retryCount());
        assertEquals("draft 4", r.document());
        assertEquals(limit, r.message());
        assertEquals(7, r.history().size());
        llm.verify(exactly(4), reviews());
        llm.verify(exactly(3), revisions());
        llm.verify(exactly(7), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
        assertTrue(logs.has(Level.SEVERE, limit), logs.toString());
    }

    @Test
    void cycle_eachReviseStartIsLoggedWithItsNumber() {
        script(verdict("FAIL", "f1"), reply("draft 2"), verdict("PASS", ""));

        run(3);

        assertTrue(logs.has(Level.INFO, "Phase planning: Starting revise step (revision 1/3)"), logs.toString());
        assertTrue(logs.has(Level.INFO, "Phase planning: review 1: FAIL (source JSON)"), logs.toString());
    }

    @Test
    void cycle_zeroRevisionsAllowed_failsAfterTheFirstReview() {
        script(verdict("FAIL", "f1"));

        CycleResult r = run(0);

        assertEquals(CycleStatus.FAILED, r.status());
        assertEquals(0, r.retryCount());
        assertEquals("Phase planning: Retry limit exceeded (0/0). Marking phase as failed.", r.message());
        llm.verify(exactly(1), postRequestedFor(urlEqualTo(ChatCompletionsStub.PATH)));
    }

    // --- verdicts come from review-decision --------------------------------------------------------

    @Test
    void cycle_barePassInProse_staysFail() {
        script(reply("修正点を反映すれば、再度レビューを実施し、PASS判定が可能になります。"));

        CycleResult r = run(0);

        assertEquals(CycleStatus.FAILED, r.status());
        assertEquals(List.of(review(1, Verdict.FAIL, DecisionSource.DEFAULT, null)), steps(r.history()));
    }

    @Test
    void cycle_markerWithoutJson_decidesByMarker() {
        script(reply("全体として問題ありません。\n\n最終判定: PASS"));

        CycleResult r = run(3);

        assertEquals(CycleStatus.COMPLETED, r.status());
        CycleStep.Reviewed step = assertInstanceOf(CycleStep.Reviewed.class, r.history().get(0));
        assertEquals(DecisionSource.MARKER, step.source());
        assertTrue(step.marker().isPresent());
    }

    @Test
    void cycle_passWithSuggestions_returnsTheSuggestions() {
        script(reply("{\"result\": \"PASS_WITH_SUGGESTIONS\", \"feedback\": \"ok\", \"suggestions\": [\"Add dates.\"]}"));

        CycleResult r = run(3);

        assertEquals(CycleStatus.COMPLETED, r.status());
        assertEquals(List.of("Add dates."), r.suggestions());
    }

    @Test
    void cycle_emptyReviewReply_isFailAndRevised() {
        script(reply(""), reply("draft 2"), verdict("PASS", ""));

        CycleResult r = run(3);

        assertEquals(review(1, Verdict.FAIL, DecisionSource.EMPTY, null), steps(r.history()).get(0));
        assertEquals(CycleStatus.COMPLETED, r.status());
    }

    // --- feedback: parsed for the reviser and the caller, raw in the history ----------------------------

    @Test
    void cycle_jsonReview_passesItsFeedbackFieldOnAndKeepsTheRawReplyInHistory() {
        String review = "{\"result\": \"FAIL\", \"feedback\": \"Step 1 has no owner.\", \"suggestions\": [\"Name Aiko.\"]}\n"
                + "最終判定: FAIL";
        script(reply(review), reply("# Plan\n\n1. Build it (owner: Aiko)."), verdict("PASS", ""));

        CycleResult r = run(3);

        assertEquals("", r.feedback(), "the last review's feedback, not its raw reply");
        CycleStep.Reviewed first = assertInstanceOf(CycleStep.Reviewed.class, r.history().get(0));
        assertEquals(review, first.reply());
        llm.verify(exactly(1), revisions()
                .withRequestBody(matchingJsonPath("$.messages[1].content", containing("Reviewer feedback:\nStep 1 has no owner.\n")))
                .withRequestBody(matchingJsonPath("$.messages[1].content", containing("Suggestions:\n- Name Aiko.\n"))));
        llm.verify(exactly(0), revisions()
                .withRequestBody(matchingJsonPath("$.messages[1].content", containing("\"result\""))));
    }

    @Test
    void cycle_markerReviewWithSuggestionsHeading_givesFeedbackWithoutVerdictLinesAndTheListAsSuggestions() {
        String review = "Step 2 names no owner.\n\n## 改善点\n- 担当者を書く\n- 期限を書く\n\n**最終判定：** ＦＡＩＬ";
        script(reply(review));

        CycleResult r = run(0);

        assertEquals(Verdict.FAIL, r.result());
        assertEquals("Step 2 names no owner.", r.feedback());
        assertEquals(List.of("担当者を書く", "期限を書く"), r.suggestions());
        CycleStep.Reviewed step = assertInstanceOf(CycleStep.Reviewed.class, r.history().get(0));
        assertEquals(DecisionSource.MARKER, step.source());
        assertEquals(review, step.reply());
    }

    // --- unusable revisions ------------------------------------------------------------------------

    @Test
    void cycle_emptyReviseReply_isFailedStepAndTheNextRevisionIsTried() {
        script(verdict("FAIL", "f1"), reply(""), reply("draft 2"), verdict("PASS", ""));

        CycleResult r = run(3);

        assertEquals(CycleStatus.COMPLETED, r.status());
        assertEquals(2, r.retryCount());
        assertEquals("draft 2", r.document());
        CycleStep.ReviseFailed failed = assertInstanceOf(CycleStep.ReviseFailed.class, r.history().get(1));
        assertEquals(1, failed.attempt());
        assertTrue(failed.reason().contains("empty"), failed.reason());
        assertEquals(new CycleStep.Revised(2), r.history().get(2));
        // The unchanged document is not reviewed again: its FAIL stands.
        llm.verify(exactly(2), reviews());
        assertTrue(logs.has(Level.WARNING, "Phase planning: revision 1/3 failed: " + failed.reason()), logs.toString());
    }

    @Test
    void cycle_unusableRevisionsUntilTheLimit_failsWithTheDocumentUnchanged() {
        script(verdict("FAIL", "f1"), reply("   \n"), reply("{\"result\": \"PASS\"}"));

        CycleResult r = run(2);

        assertEquals(CycleStatus.FAILED, r.status());
        assertEquals(2, r.retryCount());
        assertEquals(DRAFT, r.document());
        assertEquals("Phase planning: Retry limit exceeded (2/2). Marking phase as failed.", r.message());
        assertInstanceOf(CycleStep.ReviseFailed.class, r.history().get(1));
        assertInstanceOf(CycleStep.ReviseFailed.class, r.history().get(2));
        llm.verify(exactly(1), reviews());
    }

    @Test
    void cycle_refusalAsRevision_keepsTheLastUsableDocument_andTheStepSaysSo() {
        String plan = "# Release plan\n\n1. Freeze the branch (owner: Aiko).\n2. Tag v1.4.\n3. Announce it in the channel.";
        script(verdict("FAIL", "f1"), reply("I'm sorry, but I can't help with that."), verdict("FAIL", "f2"));

        CycleResult r = cycle.run(new CycleRequest("planning", plan, Optional.empty(), OptionalInt.of(1)));

        assertEquals(CycleStatus.FAILED, r.status());
        assertEquals(plan, r.document());
        CycleStep.ReviseFailed failed = assertInstanceOf(CycleStep.ReviseFailed.class, r.history().get(1));
        assertTrue(failed.reason().contains("no revision of the document") && failed.reason().contains("unchanged"),
                failed.reason());
    }

    @Test
    void cycle_prefaceAndSignOffAroundTheRevision_areRemoved_andListedInTheStep() {
        String plan = "# Release plan\n\n1. Freeze the branch (owner: Aiko).\n2. Tag v1.4.";
        String revised = plan.replace("2. Tag v1.4.", "2. Tag v1.4 (owner: Ben).");
        script(verdict("FAIL", "f1"), reply("Sure! Here is the revised document:\n\n" + revised
                + "\n\nLet me know if you need anything else!"), verdict("PASS", ""));

        CycleResult r = cycle.run(new CycleRequest("planning", plan, Optional.empty(), OptionalInt.of(3)));

        assertEquals(revised, r.document());
        assertEquals(new CycleStep.Revised(1, List.of("preface", "sign-off")), r.history().get(1));
    }

    @Test
    void cycle_fencedRevision_reviewsTheDocumentInside() {
        script(verdict("FAIL", "f1"), reply("```markdown\n# Plan v2\n```"), verdict("PASS", ""));

        CycleResult r = run(3);

        assertEquals("# Plan v2", r.document());
    }

    // --- tokens, transport failures, deadline ------------------------------------------------------

    @Test
    void cycle_usage_sumsEveryCall() {
        script(verdict("FAIL", "f1"), okJson(ChatCompletionsStub.completion("draft 2", 7, 3)),
                okJson("{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":\"{\\\"result\\\":\\\"PASS\\\"}\"}}]}"));

        CycleResult r = run(3);

        assertEquals(CycleStatus.COMPLETED, r.status());
        assertEquals(new TokenUsage(107, 23), r.usage());
    }

    @Test
    void cycle_transportFailureMidCycle_throwsLlmUnavailable() {
        script(verdict("FAIL", "f1"), aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER));

        LlmException e = assertThrows(LlmException.class, () -> run(3));

        assertEquals(LlmException.UNAVAILABLE, e.code());
        assertEquals(502, Problem.in(e).orElseThrow().status());
        // Every attempt of the revision failed: counted by the client's own account of its attempts, not by the stub's
        // journal, which misses an attempt whose reset connection never carried the request to it.
        assertEquals(List.of("LLM call attempt 1/2 failed: unreachable", "LLM call attempt 2/2 failed: unreachable"),
                retries.records(Level.WARNING), retries.toString());
        assertEquals(2, FAST.maxAttempts());
    }

    @Test
    void cycle_deadlineSpentMidCycle_throwsLlmTimeout() {
        script(verdict("FAIL", "f1"), reply("draft 2").withFixedDelay(2_000));

        ReviewCycle hurried = cycleWithin(Duration.ofMillis(800));
        LlmException e = assertThrows(LlmException.class, () -> hurried.run(new CycleRequest(PHASE, DRAFT, Optional.empty(), OptionalInt.of(3))));

        assertEquals(LlmException.TIMEOUT, e.code());
        assertEquals(504, Problem.in(e).orElseThrow().status());
    }

    // --- logs --------------------------------------------------------------------------------------

    @Test
    void cycle_phaseWithLineBreak_isEscapedInLogsButKeptInTheMessage() {
        script(verdict("PASS", ""));

        CycleResult r = cycle.run(new CycleRequest("plan\nFAKE LOG LINE", DRAFT, Optional.empty(), OptionalInt.of(3)));

        assertEquals("Phase plan\nFAKE LOG LINE: PASS after 0 revision(s).", r.message());
        assertTrue(logs.has(Level.INFO, "Phase plan\\nFAKE LOG LINE: PASS after 0 revision(s)."), logs.toString());
    }

    @Test
    void cycle_logsAtInfo_neverShowDocumentsOrReplies() {
        script(verdict("FAIL", "SECRET-FEEDBACK"), reply("SECRET-REVISION"), verdict("PASS", ""));

        cycle.run(new CycleRequest(PHASE, "SECRET-DOCUMENT", Optional.of("SECRET-CRITERIA"), OptionalInt.of(3)));

        assertFalse(logs.records(Level.INFO).isEmpty());
        for (String line : logs.records(Level.INFO)) {
            assertFalse(line.contains("SECRET"), line);
        }
    }
}

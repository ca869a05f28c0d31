package dev.outputguard.hardening;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.stubbing.Scenario;

import dev.outputguard.complete.Completion;
import dev.outputguard.complete.CompletionLoop;
import dev.outputguard.complete.CompletionPrompt;
import dev.outputguard.complete.CompletionTask;
import dev.outputguard.contract.Problem;
import dev.outputguard.align.SchemaAligner;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.Limits;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.ChatCompletionsStub;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.llm.ChatRequest;
import dev.outputguard.llm.LlmException;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.llm.RetryingLlmClient;
import dev.outputguard.llm.RestClientChatTransport;
import dev.outputguard.llm.RetryPolicy;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.review.ReviewDecider;
import dev.outputguard.reviewcycle.CyclePrompt;
import dev.outputguard.reviewcycle.CycleRequest;
import dev.outputguard.reviewcycle.CycleResult;
import dev.outputguard.reviewcycle.CycleStatus;
import dev.outputguard.reviewcycle.ReviewCycle;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.testing.ExpectedLogs;
import dev.outputguard.translate.TranslationContext;
import dev.outputguard.translate.TranslationLoop;
import dev.outputguard.translate.TranslationPrompt;
import dev.outputguard.translate.TranslationResult;
import dev.outputguard.translate.TranslationTask;
import dev.outputguard.validate.ResponseValidator;

/**
 * Every fault the LLM can throw at translate, review-cycle and complete-json, through the real HTTP client and its retries
 * (real sleeps, real clock) against WireMock: each call ends within its deadline plus a margin, with a
 * result, a fallback, or an {@link LlmException} of the right code; never another exception, never a hang.
 *
 * <p>Three columns per fault: translate when the fault hits every call (no reply to fall back on: 502/504),
 * translate when it hits the retry after a rejected first reply (falls back to that reply), and review-cycle
 * when it hits every call (no fallback there: 502/504). complete-json runs translate's two columns.
 */
class LlmFaultMatrixTest {

    /** The faults below make Vert.x log connection resets and review-cycle hit its retry limit: expected, so not printed. */
    @RegisterExtension
    static final ExpectedLogs EXPECTED = ExpectedLogs.named("io.vertx.core.net.impl.ConnectionBase",
            "dev.outputguard.reviewcycle.ReviewCycle", "dev.outputguard.complete.CompletionLoop");

    /** Short, so the slow faults cost two seconds each. */
    private static final Duration DEADLINE = Duration.ofSeconds(2);
    /** Scheduling on a loaded two-core machine, the 2 MB replies, closing sockets: not a benchmark, a bound. */
    private static final Duration MARGIN = Duration.ofMillis(750);
    /** A hung call is cut off here and fails the test instead of the build. */
    private static final Duration HANG = DEADLINE.plusSeconds(8);
    private static final RetryPolicy POLICY =
            new RetryPolicy(Duration.ofSeconds(1), 3, Duration.ofMillis(10), Duration.ofMillis(50));
    private static final int TWO_MB = 2 * 1024 * 1024;

    private static WireMockServer llm;
    private static RestClientChatTransport transport;
    private static TranslationLoop translate;
    private static ReviewCycle cycle;
    private static CompletionLoop complete;

    /** What a call must end with. */
    enum Expect {
        /** {@code LLM_UNAVAILABLE}, HTTP 502. */
        UNAVAILABLE_502,
        /** {@code LLM_TIMEOUT}, HTTP 504. */
        TIMEOUT_504,
        /** translate: an accepted translation; review-cycle: COMPLETED. */
        ANSWER,
        /** translate: the last rejected reply, with the fallback warning. */
        FALLBACK,
        /** review-cycle: FAILED at the revision limit (the safe verdict). */
        CYCLE_FAILED
    }

    enum Op { TRANSLATE, REVIEW, COMPLETE }

    /**
     * One stand-in fault. {@code response} builds the faulty answer for translate's or review-cycle's prompt
     * (only the 2 MB replies differ between the two).
     */
    record FaultCase(String name, Function<Op, ResponseDefinitionBuilder> response, Expect translate,
            Expect translateAfterRejected, Expect review) {

        static FaultCase same(String name, Supplier<ResponseDefinitionBuilder> response, Expect translate,
                Expect afterRejected, Expect review) {
            return new FaultCase(name, op -> response.get(), translate, afterRejected, review);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static List<FaultCase> faults() {
        Expect down = Expect.UNAVAILABLE_502;
        Expect late = Expect.TIMEOUT_504;
        Expect fallback = Expect.FALLBACK;
        return List.of(
                FaultCase.same("connection reset by peer", () -> aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER),
                        down, fallback, down),
                FaultCase.same("malformed response chunk (cut mid-body)",
                        () -> aResponse().withFault(Fault.MALFORMED_RESPONSE_CHUNK), down, fallback, down),
                FaultCase.same("random data then close", () -> aResponse().withFault(Fault.RANDOM_DATA_THEN_CLOSE),
                        down, fallback, down),
                FaultCase.same("empty response", () -> aResponse().withFault(Fault.EMPTY_RESPONSE), down, fallback, down),
                FaultCase.same("slow trickle past the deadline", () -> okJson(ChatCompletionsStub.completion(
                        ChatCompletionsStub.translationReply("lent"))).withChunkedDribbleDelay(20, 10_000),
                        late, fallback, late),
                FaultCase.same("429 storm without Retry-After", () -> aResponse().withStatus(429)
                        .withBody("{\"error\":{\"message\":\"rate limited\"}}"), down, fallback, down),
                FaultCase.same("429 storm with Retry-After beyond the deadline", () -> aResponse().withStatus(429)
                        .withHeader("Retry-After", "30"), down, fallback, down),
                FaultCase.same("400 refusing response_format", () -> aResponse().withStatus(400)
                        .withBody("{\"error\":{\"message\":\"response_format is not supported\"}}"), down, fallback, down),
                FaultCase.same("200 with garbage bytes", () -> garbage(4_096).withStatus(200), down, fallback, down),
                FaultCase.same("200 with 2 MB of garbage bytes", () -> garbage(TWO_MB).withStatus(200),
                        down, fallback, down),
                new FaultCase("200 with a 2 MB valid reply", LlmFaultMatrixTest::twoMegabyteAnswer,
                        Expect.ANSWER, Expect.ANSWER, Expect.ANSWER),
                FaultCase.same("200 with 2 MB of garbage as the message",
                        () -> okJson(ChatCompletionsStub.completion(garbageText(TWO_MB))),
                        fallback, fallback, Expect.CYCLE_FAILED));
    }

    @BeforeAll
    static void start() {
        llm = new WireMockServer(options().dynamicPort());
        llm.start();
        LlmSettings settings = LlmSettings.forBaseUrl(llm.baseUrl() + "/v1").withRetry(POLICY).withDeadline(DEADLINE);
        transport = new RestClientChatTransport(settings);
        RetryingLlmClient client = new RetryingLlmClient(transport, POLICY);
        translate = new TranslationLoop(client, new ResponseValidator(new JsonExtractor()), new OutputSanitizer(),
                Prompts.defaults(TranslationPrompt.class), LoopDefaults.DEFAULT_MAX_RETRIES, settings::startDeadline);
        cycle = new ReviewCycle(client, new ReviewDecider(new JsonExtractor()), Prompts.defaults(CyclePrompt.class),
                LoopDefaults.DEFAULT_MAX_REVISIONS, settings::startDeadline);
        complete = new CompletionLoop(client, new JsonExtractor(), new SchemaAligner(Limits.DEFAULT),
                Prompts.defaults(CompletionPrompt.class), LoopDefaults.DEFAULT_MAX_RETRIES, true, settings::startDeadline);
        // Warm the HTTP client once, outside every measured call: its first exchange loads the client's classes
        // (seconds on a loaded machine, far past these deadlines), so it gets a timeout of its own.
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion(
                ChatCompletionsStub.translationReply("warm")))));
        transport.send(ChatRequest.text("warm", "up"), Duration.ofSeconds(60));
        translate.translate(task());
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

    @ParameterizedTest(name = "{0}")
    @MethodSource("faults")
    void translate_faultOnEveryCall_endsInTime(FaultCase fault) {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(fault.response().apply(Op.TRANSLATE)));

        Object outcome = withinDeadline(() -> translate.translate(task()));

        assertTranslation(fault.translate(), outcome);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("faults")
    void translate_faultAfterRejectedReply_endsInTime(FaultCase fault) {
        String rejected = "Sure! Here is the translation: Bonjour le monde";
        llm.stubFor(post(ChatCompletionsStub.PATH).inScenario("retry").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(okJson(ChatCompletionsStub.completion(rejected))).willSetStateTo("faulty"));
        llm.stubFor(post(ChatCompletionsStub.PATH).inScenario("retry").whenScenarioStateIs("faulty")
                .willReturn(fault.response().apply(Op.TRANSLATE)));

        Object outcome = withinDeadline(() -> translate.translate(task()));

        assertTranslation(fault.translateAfterRejected(), outcome);
        if (fault.translateAfterRejected() == Expect.FALLBACK && fault.translate() != Expect.FALLBACK) {
            assertEquals(rejected, ((TranslationResult) outcome).content(), "falls back to the first reply");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("faults")
    void reviewCycle_faultOnEveryCall_endsInTime(FaultCase fault) {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(fault.response().apply(Op.REVIEW)));
        CycleRequest request = new CycleRequest("planning", "# Plan\n\n1. Build it.", Optional.empty(), OptionalInt.of(1));

        Object outcome = withinDeadline(() -> cycle.run(request));

        switch (fault.review()) {
            case ANSWER -> assertEquals(CycleStatus.COMPLETED, cycleResult(outcome).status());
            case CYCLE_FAILED -> assertEquals(CycleStatus.FAILED, cycleResult(outcome).status());
            default -> assertLlmException(fault.review(), outcome);
        }
    }

    /** complete-json has translate's columns: 502/504 with no reply to fall back on, else the previous reply. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("faults")
    void completeJson_faultOnEveryCall_endsInTime(FaultCase fault) {
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(fault.response().apply(Op.COMPLETE)));

        Object outcome = withinDeadline(() -> complete.complete(completion()));

        assertCompletion(fault.translate(), outcome);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("faults")
    void completeJson_faultAfterRejectedReply_endsInTime(FaultCase fault) {
        llm.stubFor(post(ChatCompletionsStub.PATH).inScenario("retry").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(okJson(ChatCompletionsStub.completion("Sure! Here: {\"text\": null}"))).willSetStateTo("faulty"));
        llm.stubFor(post(ChatCompletionsStub.PATH).inScenario("retry").whenScenarioStateIs("faulty")
                .willReturn(fault.response().apply(Op.COMPLETE)));

        Object outcome = withinDeadline(() -> complete.complete(completion()));

        assertCompletion(fault.translateAfterRejected(), outcome);
        if (fault.translateAfterRejected() == Expect.FALLBACK && fault.translate() != Expect.FALLBACK) {
            Completion.Fallback fallback = (Completion.Fallback) outcome;
            assertEquals("{\"text\":null}", fallback.json().orElseThrow().toString(), "falls back to the first reply");
            assertTrue(fallback.transportError().isPresent());
        }
    }

    // --- running and judging one call ----------------------------------------------------------------

    /**
     * Runs the call, cut off as hung after {@link #HANG}; returns its result or its {@link LlmException} and
     * fails on any other exception or when it took longer than the deadline plus {@link #MARGIN}.
     */
    private static Object withinDeadline(Supplier<Object> call) {
        long start = System.nanoTime();
        Object outcome = assertTimeoutPreemptively(HANG, () -> {
            try {
                return call.get();
            } catch (LlmException e) {
                return e;
            }
        }, "hung");
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertTrue(took.compareTo(DEADLINE.plus(MARGIN)) <= 0, "took " + took.toMillis() + " ms, deadline " + DEADLINE.toMillis() + " ms");
        return outcome;
    }

    private static void assertTranslation(Expect expected, Object outcome) {
        switch (expected) {
            case ANSWER -> {
                TranslationResult result = translationResult(outcome);
                assertEquals(false, result.fallback(), () -> "fell back: " + result.warnings());
                assertTrue(result.content().length() >= TWO_MB / 2, "the whole 2 MB translation");
            }
            case FALLBACK -> {
                TranslationResult result = translationResult(outcome);
                assertEquals(true, result.fallback());
                assertTrue(result.warnings().get(0).startsWith(TranslationLoop.FALLBACK_WARNING_PREFIX), result.warnings().get(0));
            }
            default -> assertLlmException(expected, outcome);
        }
    }

    private static void assertCompletion(Expect expected, Object outcome) {
        switch (expected) {
            case ANSWER -> {
                Completion.Conforming result = assertInstanceOf(Completion.Conforming.class, outcome);
                assertTrue(result.json().get("text").asText().length() >= TWO_MB / 2, "the whole 2 MB object");
            }
            case FALLBACK -> assertInstanceOf(Completion.Fallback.class, outcome, () -> String.valueOf(outcome));
            default -> assertLlmException(expected, outcome);
        }
    }

    private static void assertLlmException(Expect expected, Object outcome) {
        if (!(outcome instanceof LlmException e)) {
            fail("expected " + expected + " but the call returned " + outcome.getClass().getSimpleName());
            return;
        }
        String code = expected == Expect.TIMEOUT_504 ? LlmException.TIMEOUT : LlmException.UNAVAILABLE;
        int status = expected == Expect.TIMEOUT_504 ? 504 : 502;
        assertEquals(code, e.code(), e.getMessage());
        assertEquals(status, Problem.in(e).orElseThrow().status());
    }

    private static TranslationResult translationResult(Object outcome) {
        if (outcome instanceof LlmException e) {
            return fail("expected a translation but got " + e.code() + ": " + e.getMessage());
        }
        return (TranslationResult) outcome;
    }

    private static CycleResult cycleResult(Object outcome) {
        if (outcome instanceof LlmException e) {
            return fail("expected a cycle result but got " + e.code() + ": " + e.getMessage());
        }
        return (CycleResult) outcome;
    }

    // --- the faulty replies ----------------------------------------------------------------------------

    private static TranslationTask task() {
        return new TranslationTask("Hello, world", "English", "French", TranslationContext.NONE, OptionalInt.empty());
    }

    private static CompletionTask completion() {
        try {
            ObjectNode schema = (ObjectNode) new ObjectMapper().readTree(
                    "{\"type\": \"object\", \"required\": [\"text\"], \"properties\": {\"text\": {\"type\": \"string\"}}}");
            return new CompletionTask(List.of(ChatMessage.user("Say hello.")), schema, SCHEMAS.compile(schema),
                    OptionalInt.empty(), dev.outputguard.extract.Mode.STRICT, Optional.empty());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static final JsonSchemas SCHEMAS = new JsonSchemas(Limits.DEFAULT);

    /** A well-formed completion whose answer is 2 MB: a translation, a review that passes, or a conforming object. */
    private static ResponseDefinitionBuilder twoMegabyteAnswer(Op op) {
        String prose = "Bonjour le monde, voici une longue traduction. ".repeat(TWO_MB / 47);
        String content = switch (op) {
            case TRANSLATE -> ChatCompletionsStub.translationReply(prose);
            case REVIEW -> "{\"result\": \"PASS\", \"feedback\": \"" + prose + "\", \"suggestions\": []}\n最終判定: PASS";
            case COMPLETE -> "{\"text\": \"" + prose + "\"}";
        };
        return okJson(ChatCompletionsStub.completion(content));
    }

    /** Bytes that are neither JSON nor UTF-8, the same on every run. */
    private static ResponseDefinitionBuilder garbage(int size) {
        byte[] bytes = new byte[size];
        new Random(size).nextBytes(bytes);
        return aResponse().withHeader("Content-Type", "application/json").withBody(bytes);
    }

    /** Printable noise with braces and quotes, no JSON object and no verdict marker in it. */
    private static String garbageText(int size) {
        Random random = new Random(size);
        String alphabet = "abc xyz{}[]\"':,\n0123456789#/*`~-";
        StringBuilder out = new StringBuilder(size);
        while (out.length() < size) {
            out.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return out.toString();
    }
}

package dev.outputguard.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.SocketException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.LogRecord;

import org.junit.jupiter.api.Test;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.llm.LlmException;
import dev.outputguard.llm.TokenUsage;

class InvocationTest {

    private record Orchestrated(int llmCalls, TokenUsage usage) implements LlmCalls {
    }

    @Test
    void line_namesEveryKnownFieldInOrder_andLeavesOutTheUnknown() {
        assertEquals("function=translate outcome=ok status=200 durationMs=12 requestId=r-1 attempts=2 tokens=82",
                new Invocation("translate", "ok", 200, 12, "r-1", null, 2, 82).line());
        assertEquals("function=extract-json outcome=INVALID_REQUEST durationMs=0 requestId=aws-1",
                new Invocation("extract-json", "INVALID_REQUEST", 0, 0, "aws-1", null, -1, -1).line());
        assertEquals("function=x outcome=ok status=200 durationMs=1 requestId=r awsRequestId=a",
                new Invocation("x", "ok", 200, 1, "r", "a", -1, -1).line());
    }

    @Test
    void failed_isServerSideFailureOnly() {
        assertFalse(new Invocation("f", "ok", 200, 1, null, null, -1, -1).failed());
        assertFalse(new Invocation("f", "INVALID_REQUEST", 400, 1, null, null, -1, -1).failed());
        assertFalse(new Invocation("f", "NOT_FOUND", 404, 1, null, null, -1, -1).failed());
        assertTrue(new Invocation("f", "LLM_TIMEOUT", 504, 1, null, null, -1, -1).failed());
        assertFalse(new Invocation("f", "INVALID_REQUEST", 0, 1, null, null, -1, -1).failed(), "direct invoke, caller's error");
        assertTrue(new Invocation("f", "LLM_UNAVAILABLE", 0, 1, null, null, -1, -1).failed(), "direct invoke, LLM down");
        assertTrue(new Invocation("f", "INTERNAL_ERROR", 0, 1, null, null, -1, -1).failed());
    }

    @Test
    void functionCall_takesTheCodeOfWhatItThrew_andTheCallsOfWhatItReturned() {
        assertEquals(new FunctionCall("f", "INVALID_REQUEST", -1, -1),
                FunctionCall.of("f", null, new InvalidRequestException("text", "field 'text' is required")));
        assertEquals(new FunctionCall("f", "LLM_TIMEOUT", -1, -1), FunctionCall.of("f", null, LlmException.timeout("slow")));
        assertEquals(new FunctionCall("f", "INTERNAL_ERROR", -1, -1), FunctionCall.of("f", null, new IllegalStateException()));
        assertEquals(new FunctionCall("f", "ok", 3, 150),
                FunctionCall.of("f", new Orchestrated(3, new TokenUsage(100, 50)), null));
        assertEquals(new FunctionCall("f", "ok", 0, 0), FunctionCall.of("f", new Orchestrated(0, null), null));
        assertEquals(new FunctionCall("f", "ok", -1, -1), FunctionCall.of("f", "a plain result", null));
    }

    @Test
    void requestIds_acceptBoundedIdCharacters_replaceAnythingElse() {
        for (String sane : List.of("abc", "0f8fad5b-d9cb-469f-a165-70867728950e",
                "Root=1-5759e988-bd862e3fe1be46a994272793;Sampled=1", "01ARZ3NDEKTSV4RRFFQ69G5FAV", "a".repeat(128))) {
            assertEquals(sane, RequestIds.accept(sane));
        }
        for (String insane : List.of("", " abc", "a b", "a\nfunction=x", "a\"b", "-leading-dash", "a".repeat(129), "é")) {
            String replaced = RequestIds.accept(insane);
            assertNotEquals(insane, replaced);
            assertTrue(replaced.matches("[0-9a-f-]{36}"), replaced);
        }
        assertTrue(RequestIds.accept(null).matches("[0-9a-f-]{36}"));
    }

    @Test
    void requestIds_madeForACallerWithoutOne_areDistinctVersion4Uuids() {
        Set<String> made = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            String id = RequestIds.accept(null);
            UUID uuid = UUID.fromString(id);
            assertEquals(4, uuid.version(), id);
            assertEquals(2, uuid.variant(), id);
            assertEquals(uuid.toString(), id);
            assertTrue(made.add(id), "repeated: " + id);
        }
    }

    @Test
    void readiness_showsTheEndpointWithoutCredentials() {
        assertEquals("https://api.example.com/v1",
                LlmReadiness.withoutCredentials("https://user:secret@api.example.com/v1?key=k"));
        assertEquals("http://localhost:11434/v1", LlmReadiness.withoutCredentials("http://localhost:11434/v1"));
        assertEquals("(not a URL)", LlmReadiness.withoutCredentials("::: not a url"));
    }

    @Test
    void callerErrorFilter_dropsOnlyTheExpectedErrorRecords() {
        CallerErrorLogFilter filter = new CallerErrorLogFilter();
        assertFalse(filter.isLoggable(record(CallerErrorLogFilter.LAMBDA_LOOP, Level.SEVERE, "Failed to run lambda (NORMAL)",
                new RuntimeException(new InvalidRequestException("mdoe", "unknown field 'mdoe'")))));
        assertFalse(filter.isLoggable(record(CallerErrorLogFilter.LAMBDA_LOOP, Level.SEVERE, "Failed to run lambda (NORMAL)",
                LlmException.unavailable("down"))));
        assertTrue(filter.isLoggable(record(CallerErrorLogFilter.LAMBDA_LOOP, Level.SEVERE, "Failed to run lambda (NORMAL)",
                new NullPointerException())), "an unexpected failure stays");
        assertTrue(filter.isLoggable(record(CallerErrorLogFilter.LAMBDA_LOOP, Level.SEVERE, "Lambda init error (NORMAL)", null)));
        assertFalse(filter.isLoggable(record(CallerErrorLogFilter.VERTX_CONNECTION, Level.SEVERE, "Connection reset", null)));
        assertFalse(filter.isLoggable(record(CallerErrorLogFilter.VERTX_CONNECTION, Level.SEVERE, "x",
                new SocketException("Connection reset"))));
        assertTrue(filter.isLoggable(record(CallerErrorLogFilter.VERTX_CONNECTION, Level.SEVERE, "Too many open files", null)));
        assertTrue(filter.isLoggable(record("dev.outputguard.reviewcycle.ReviewCycle", Level.SEVERE, "Connection reset", null)));
        assertTrue(filter.isLoggable(record(CallerErrorLogFilter.LAMBDA_LOOP, Level.INFO, "Listening on: x", null)));
    }

    private static LogRecord record(String logger, Level level, String message, Throwable thrown) {
        LogRecord record = new LogRecord(level, message);
        record.setLoggerName(logger);
        record.setThrown(thrown);
        return record;
    }
}

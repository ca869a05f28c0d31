package dev.outputguard.complete;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.Coercion;
import dev.outputguard.align.CoercionKind;
import dev.outputguard.align.SchemaAligner;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.limits.Limits;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.llm.ChatRequest;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmException;
import dev.outputguard.llm.LlmReply;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.schema.JsonSchemas;

/** The loop in plain Java against a scripted LLM: retries, the retry instruction, fallback and transport failures. */
class CompletionLoopTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonSchemas SCHEMAS = new JsonSchemas(Limits.builder().schemaCacheSize(8).maxViolations(3).build());

    /** Answers from a script; an {@link LlmException} in the script is thrown. */
    private static final class Scripted implements LlmClient {
        final Deque<Object> script = new ArrayDeque<>();
        final List<ChatRequest> seen = new ArrayList<>();

        Scripted(Object... replies) {
            script.addAll(List.of(replies));
        }

        @Override
        public LlmReply complete(ChatRequest request, Deadline deadline) {
            seen.add(request);
            Object next = script.size() > 1 ? script.poll() : script.peek();
            if (next instanceof LlmException e) {
                throw e;
            }
            return next instanceof LlmReply reply ? reply : LlmReply.of((String) next);
        }
    }

    private static CompletionLoop loop(LlmClient llm, int defaultRetries) {
        Supplier<Deadline> deadlines = () -> Deadline.after(Duration.ofSeconds(25));
        return new CompletionLoop(llm, new JsonExtractor(), new SchemaAligner(Limits.DEFAULT),
                Prompts.defaults(CompletionPrompt.class), defaultRetries, true, deadlines);
    }

    private static CompletionTask task(String schema, OptionalInt retries) throws Exception {
        ObjectNode node = (ObjectNode) MAPPER.readTree(schema);
        return new CompletionTask(List.of(ChatMessage.user("Give me the numbers.")), node, SCHEMAS.compile(node),
                retries, Mode.STRICT, Optional.empty());
    }

    private static final String FIVE_INTEGERS = "{\"type\": \"object\", \"required\": [\"n\"], \"properties\": {\"n\":"
            + " {\"type\": \"array\", \"items\": {\"type\": \"integer\"}}}}";

    @Test
    void checkPastTheDeadline_stopsAtIt_andTheReplyFallsBackWithoutARetry() throws Exception {
        // The model answers once the call's 25 s are nearly gone; its check would then take far longer.
        AtomicLong nanos = new AtomicLong();
        String values = String.join(",", java.util.Collections.nCopies(300, "\"" + "a".repeat(300) + "\""));
        LlmClient late = (request, deadline) -> {
            nanos.addAndGet(Duration.ofSeconds(24).toNanos());
            return LlmReply.of("{\"s\": [" + values + "]}");
        };
        CompletionLoop loop = new CompletionLoop(late, new JsonExtractor(), new SchemaAligner(Limits.DEFAULT),
                Prompts.defaults(CompletionPrompt.class), 2, true, Long.MAX_VALUE / 2,
                () -> Deadline.after(Duration.ofSeconds(25), () -> nanos.addAndGet(1_000_000)), System::nanoTime);

        String schema = "{\"properties\": {\"s\": {\"items\": {\"pattern\": \"a*a*a*b\"}}}}";
        ObjectNode node = (ObjectNode) MAPPER.readTree(schema);
        CompletionTask withoutCoerce = new CompletionTask(List.of(ChatMessage.user("Give me s.")), node, SCHEMAS.compile(node),
                OptionalInt.empty(), Mode.STRICT, Optional.empty(), Optional.of(false));

        for (CompletionTask t : List.of(withoutCoerce, task(schema, OptionalInt.empty()))) {
            // The check, and with coerce the alignment that checks its candidates, stop at the deadline alike.
            Completion.Fallback f = assertInstanceOf(Completion.Fallback.class, loop.complete(t));
            assertEquals(1, f.attempts().size());
            assertTrue(f.check().violations().get(0).message().startsWith("the check did not finish: it stopped because"
                    + " the call's deadline (outputguard.llm.deadline=25000 ms) passed"), f.check().violations().get(0).message());
            assertTrue(f.transportError().orElseThrow().contains("passed before a retry could be asked for"));
        }
        Completion.Fallback checked = (Completion.Fallback) loop.complete(withoutCoerce);
        assertEquals("pattern", checked.check().violations().get(0).keyword());
    }

    @Test
    void replyInAnotherShape_isAlignedAtTheFirstCall_withItsCoercionsOnTheAttempt() throws Exception {
        Scripted llm = new Scripted("{\"result\": {\"n\": [\"1\", 2.0]}}");
        Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class,
                loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.empty())));
        assertEquals("{\"n\":[1,2]}", ok.json().toString());
        assertEquals(1, llm.seen.size());
        CompletionAttempt first = ok.attempts().get(0);
        assertEquals(Optional.empty(), first.errorCode());
        assertEquals(List.of(new Coercion(CoercionKind.WRAPPER_REMOVED, "", "{\"result\":{\"n\":[\"1\",2.0]}}"),
                new Coercion(CoercionKind.STRING_TO_INTEGER, "/n/0", "\"1\""),
                new Coercion(CoercionKind.FLOAT_TO_INTEGER, "/n/1", "2.0")), first.coercions());
    }

    @Test
    void replyThatConformsButGivesItsValueAsAGuess_spendsTheRetry() throws Exception {
        // {"name": "probably Ada"} conforms to the schema as written; the value is a guess, not the reply's answer.
        String name = "{\"type\": \"object\", \"required\": [\"name\"], \"properties\": {\"name\": {\"type\": \"string\"}}}";
        for (String guessed : List.of("probably Ada", "Ada or Bob", "vielleicht Ada", "たぶん田中", "张三或李四", "Ada 같음")) {
            Scripted llm = new Scripted("{\"name\": \"" + guessed + "\"}", "{\"name\": \"Ada\"}");
            Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class,
                    loop(llm, 2).complete(task(name, OptionalInt.empty())), guessed);
            assertEquals("{\"name\":\"Ada\"}", ok.json().toString(), guessed);
            assertEquals(2, ok.attempts().size(), guessed);
            assertEquals(Optional.of("AMBIGUOUS"), ok.attempts().get(0).errorCode(), guessed);
        }
    }

    @Test
    void coerceOff_theSameReplyIsRetried() throws Exception {
        Scripted llm = new Scripted("{\"n\": [\"1\"]}", "{\"n\": [1]}");
        ObjectNode schema = (ObjectNode) MAPPER.readTree(FIVE_INTEGERS);
        CompletionTask off = new CompletionTask(List.of(ChatMessage.user("Give me the numbers.")), schema,
                SCHEMAS.compile(schema), OptionalInt.empty(), Mode.STRICT, Optional.empty(), Optional.of(false));
        Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class, loop(llm, 2).complete(off));
        assertEquals(2, ok.attempts().size());
        assertEquals(Optional.of("SCHEMA_MISMATCH"), ok.attempts().get(0).errorCode());
        assertEquals(List.of(), ok.attempts().get(1).coercions());
    }

    @Test
    void replyWhoseAlignmentIsRefused_isRetried_withTheViolationsOfTheReplyAsWritten() throws Exception {
        Scripted llm = new Scripted("{\"n\": [\"1.5\"]}", "{\"n\": [1]}");
        Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class,
                loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.empty())));
        assertEquals(2, ok.attempts().size());
        String retry = llm.seen.get(1).messages().get(3).content();
        assertTrue(retry.contains("- \"/n/0\" (type): string found, integer expected"), retry);
    }

    /** An example of the shape in one fence, then the answer in another: as models often write. */
    private static final String EXAMPLE_THEN_ANSWER = "The reply has this shape:\n```json\n{\"n\": [\"<integer>\"]}\n```\n"
            + "Here are the numbers:\n```json\n{\"n\": [1, 2]}\n```";

    @Test
    void replyWithAnExampleBeforeTheAnswer_isAcceptedAtTheFirstCall_theExampleNamedInWarnings() throws Exception {
        Scripted llm = new Scripted(EXAMPLE_THEN_ANSWER, "{\"n\": [3]}");
        Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class,
                loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.empty())));
        assertEquals("{\"n\":[1,2]}", ok.json().toString());
        assertEquals(1, llm.seen.size());
        assertEquals(Optional.empty(), ok.attempts().get(0).errorCode());
        assertEquals(List.of(), ok.attempts().get(0).coercions(), "the answer conforms as written");
        assertEquals(List.of("passed over the object at line 3, column 1 (characters 34 to 54): it does not conform to the"
                + " schema: 1 violation at \"/n/0\" (type): string found, integer expected (at \"/n/0\": \"<integer>\" is"
                + " not a number)"), ok.warnings());
    }

    @Test
    void replyWithAnExampleBeforeTheAnswer_coerceOff_isRetried_forItsFirstObject() throws Exception {
        Scripted llm = new Scripted(EXAMPLE_THEN_ANSWER, "{\"n\": [3]}");
        ObjectNode schema = (ObjectNode) MAPPER.readTree(FIVE_INTEGERS);
        CompletionTask off = new CompletionTask(List.of(ChatMessage.user("Give me the numbers.")), schema,
                SCHEMAS.compile(schema), OptionalInt.empty(), Mode.STRICT, Optional.empty(), Optional.of(false));
        Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class, loop(llm, 2).complete(off));
        assertEquals("{\"n\":[3]}", ok.json().toString());
        assertEquals(Optional.of("SCHEMA_MISMATCH"), ok.attempts().get(0).errorCode());
        assertTrue(llm.seen.get(1).messages().get(3).content().contains("- \"/n/0\" (type): string found, integer expected"));
    }

    @Test
    void replyWhereNothingFits_isRetried_withTheInstructionItsFirstObjectAloneGets() throws Exception {
        String first = "{\"n\": [\"x\", \"y\"]}";
        Scripted twoCandidates = new Scripted("Earlier: " + first + "\nAnswer: {\"n\": \"none\"}", "{\"n\": [1]}");
        Scripted oneCandidate = new Scripted(first, "{\"n\": [1]}");
        for (Scripted llm : List.of(twoCandidates, oneCandidate)) {
            Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class,
                    loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.empty())));
            assertEquals(2, ok.attempts().size());
            assertEquals(Optional.of("SCHEMA_MISMATCH"), ok.attempts().get(0).errorCode());
            assertEquals(2, ok.attempts().get(0).violations(), "the violations of the closest candidate, the first");
        }
        String retry = twoCandidates.seen.get(1).messages().get(3).content();
        assertEquals(oneCandidate.seen.get(1).messages().get(3).content(), retry);
        assertTrue(retry.contains("- \"/n/0\" (type): string found, integer expected\n- \"/n/1\" (type)"), retry);
    }

    /** An answer that aligns, then an example as written that differs: no object is accepted, and the retry says why. */
    @Test
    void replyWithAnAnswerThenADifferentExample_isAmbiguous_andRetried() throws Exception {
        String ambiguous = "```json\n{\"n\": [\"1\"]}\n```\nlike {\"n\": [5]}";
        Scripted llm = new Scripted(ambiguous, "{\"n\": [3]}");
        Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class,
                loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.empty())));
        assertEquals("{\"n\":[3]}", ok.json().toString());
        assertEquals(Optional.of("AMBIGUOUS"), ok.attempts().get(0).errorCode());
        String retry = llm.seen.get(1).messages().get(3).content();
        assertTrue(retry.contains("Two values in the reply fit the schema and differ: the object at line 2, column 1"),
                retry);
        assertTrue(!retry.contains("No JSON object could be read"), retry);

        Completion.Fallback f = assertInstanceOf(Completion.Fallback.class,
                loop(new Scripted(ambiguous), 0).complete(task(FIVE_INTEGERS, OptionalInt.of(0))));
        assertEquals(Optional.empty(), f.json());
        assertEquals("AMBIGUOUS", f.error().orElseThrow().code().name());
    }

    @Test
    void aReplyThatTakesItsValueBack_spendsARetry_insteadOfBeingAccepted() throws Exception {
        String verdict = "{\"type\": \"object\", \"required\": [\"verdict\"], \"additionalProperties\": false,"
                + " \"properties\": {\"verdict\": {\"enum\": [\"pass\", \"fail\"]}}}";
        for (String hedged : List.of("{\"verdict\": \"PASS?\"}", "{\"error\": {\"verdict\": \"pass\"}}",
                "{\"verdict\": \"pass (not really)\"}", "{\"verdict\": \"~~pass~~\"}")) {
            Scripted llm = new Scripted(hedged, "{\"verdict\": \"fail\"}");
            Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class,
                    loop(llm, 2).complete(task(verdict, OptionalInt.of(2))), hedged);
            assertEquals("{\"verdict\":\"fail\"}", ok.json().toString(), hedged);
            assertEquals(2, llm.seen.size(), hedged + ": the taken-back value was not accepted at the first attempt");
        }
    }

    @Test
    void fallbackWhereNothingFits_namesTheCandidatesPassedOver() throws Exception {
        Scripted llm = new Scripted("Earlier: {\"n\": [\"x\"]}\nAnswer: {\"n\": \"none\"}");
        Completion.Fallback f = assertInstanceOf(Completion.Fallback.class,
                loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.of(0))));
        assertEquals("{\"n\":[\"x\"]}", f.json().orElseThrow().toString());
        assertEquals(List.of("passed over the object at line 2, column 9 (characters 30 to 43): it does not conform to"
                + " the schema: 1 violation at \"/n\" (type): string found, array expected (at \"/n\": \"none\" says"
                + " there is nothing, or opens with a negation; it is not made a one-element array)"), f.warnings());
    }

    @Test
    void workBudgetSpentOnExamples_stopsTheChoice_beforeTheAnswerAfterThem() throws Exception {
        // A reply of a hundred examples before its answer: the budget, not the reply, bounds the work.
        String reply = "{\"n\": [\"x\"]}\n".repeat(100) + "{\"n\": [1]}";
        CompletionLoop small = new CompletionLoop(new Scripted(reply), new JsonExtractor(), new SchemaAligner(Limits.DEFAULT),
                Prompts.defaults(CompletionPrompt.class), 2, true, 20_000, () -> Deadline.after(Duration.ofSeconds(25)),
                System::nanoTime);
        Completion.Fallback f = assertInstanceOf(Completion.Fallback.class,
                small.complete(task(FIVE_INTEGERS, OptionalInt.of(0))));
        assertEquals("{\"n\":[\"x\"]}", f.json().orElseThrow().toString());
        assertEquals("the candidates were not all weighed: the request's work budget is spent",
                f.warnings().get(f.warnings().size() - 1));

        Completion.Conforming enough = assertInstanceOf(Completion.Conforming.class,
                loop(new Scripted(reply), 2).complete(task(FIVE_INTEGERS, OptionalInt.of(0))));
        assertEquals("{\"n\":[1]}", enough.json().toString());
        assertEquals("97 more candidates passed over", enough.warnings().get(enough.warnings().size() - 1));
    }

    @Test
    void deadlinePassedDuringTheChoice_stopsIt_andAsksForNoRetry() throws Exception {
        // Examples enough that weighing them all reaches the budget's look at the deadline before the answer.
        String reply = "{\"n\": [\"x\"]}\n".repeat(2_000) + "{\"n\": [1]}";
        assertInstanceOf(Completion.Conforming.class, loop(new Scripted(reply), 2).complete(task(FIVE_INTEGERS,
                OptionalInt.empty())), "in time, the answer after the examples is found");
        AtomicLong nanos = new AtomicLong();
        LlmClient late = (request, deadline) -> {
            nanos.addAndGet(Duration.ofSeconds(26).toNanos());
            return LlmReply.of(reply);
        };
        CompletionLoop loop = new CompletionLoop(late, new JsonExtractor(), new SchemaAligner(Limits.DEFAULT),
                Prompts.defaults(CompletionPrompt.class), 2, true,
                () -> Deadline.after(Duration.ofSeconds(25), nanos::get));
        Completion.Fallback f = assertInstanceOf(Completion.Fallback.class,
                loop.complete(task(FIVE_INTEGERS, OptionalInt.empty())));
        assertEquals(1, f.attempts().size());
        assertEquals("{\"n\":[\"x\"]}", f.json().orElseThrow().toString());
        assertTrue(f.warnings().contains("the candidates were not all weighed: the request's work budget is spent"),
                f.warnings().toString());
        assertTrue(f.transportError().orElseThrow().contains("passed before a retry could be asked for"));
    }

    @Test
    void conformingReplyWritingAKeyTwice_isNoAnswer_andTheRetrySaysWhichKey() throws Exception {
        // Two values for one property: which the reply means cannot be told, so the loop spends its retry.
        Scripted llm = new Scripted("Here:\n{\"n\": [1], \"n\": [1, 2]}", "{\"n\": [1, 2]}");
        Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class,
                loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.empty())));
        assertEquals("{\"n\":[1,2]}", ok.json().toString());
        assertEquals(2, ok.attempts().size());
        assertEquals(List.of(), ok.warnings());
        String retry = llm.seen.get(1).messages().get(llm.seen.get(1).messages().size() - 1).content();
        assertTrue(retry.contains("writes the key \"n\" twice in one object"), retry);
    }

    @Test
    void fallbackToAReplyWritingAKeyTwice_warnsAboutThatReplyOnly() throws Exception {
        Scripted llm = new Scripted("{\"n\": \"a\", \"n\": \"b\"}", "{\"n\": \"c\",\n \"n\": \"d\"}");
        Completion.Fallback f = assertInstanceOf(Completion.Fallback.class,
                loop(llm, 1).complete(task(FIVE_INTEGERS, OptionalInt.empty())));
        assertEquals("{\"n\":\"d\"}", f.json().orElseThrow().toString());
        assertEquals(List.of("The key \"n\" is written twice in one object (again at line 2, column 2); the value keeps"
                + " the last one written"), f.warnings());

        Scripted repeatedThenNot = new Scripted("{\"n\": \"a\", \"n\": \"b\"}", "{\"n\": \"c\"}");
        Completion.Fallback last = assertInstanceOf(Completion.Fallback.class,
                loop(repeatedThenNot, 1).complete(task(FIVE_INTEGERS, OptionalInt.empty())));
        assertEquals(List.of(), last.warnings(), "the warning belongs to the object returned, not to an earlier reply");
    }

    @Test
    void conformingObjectFromAReplyCutOffAtTheTokenLimit_isAccepted_withAWarningAndTheAttemptMarked() throws Exception {
        ObjectNode schema = (ObjectNode) MAPPER.readTree(FIVE_INTEGERS);
        CompletionTask repair = new CompletionTask(List.of(ChatMessage.user("Give me the numbers.")), schema,
                SCHEMAS.compile(schema), OptionalInt.empty(), Mode.REPAIR, Optional.empty());
        Scripted llm = new Scripted(new LlmReply("{\"n\": [1, 2, 3", Optional.empty(), true));

        Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class, loop(llm, 2).complete(repair));

        // The 3 the token limit cut off may be the start of 30: repair mode drops it (CUT_VALUE), makes it whole never.
        assertEquals("{\"n\":[1,2]}", ok.json().toString());
        assertEquals(List.of(CompletionLoop.CUT_OFF_WARNING), ok.warnings());
        assertEquals(List.of(true), ok.attempts().stream().map(CompletionAttempt::cutOff).toList());
    }

    @Test
    void replyCutOffAtTheTokenLimit_retryMessageSaysSoBeforeTheError() throws Exception {
        Scripted llm = new Scripted(new LlmReply("{\"n\": [1, 2, 3", Optional.empty(), true), "{\"n\": [1, 2, 3]}");

        assertInstanceOf(Completion.Conforming.class, loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.empty())));

        String retry = llm.seen.get(1).messages().get(3).content();
        assertTrue(retry.startsWith("Your previous reply (attempt 1) was rejected (UNTERMINATED).\nIt stopped at the output"
                + " token limit before it was complete, so it was cut off. Write the JSON object only"), retry);
        assertTrue(retry.contains("No JSON object could be read from it: "), retry);
    }

    @Test
    void conformingFirstReply_oneCall() throws Exception {
        Scripted llm = new Scripted("{\"n\": [1, 2]}");
        Completion c = loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.empty()));
        Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class, c);
        assertEquals("{\"n\":[1,2]}", ok.json().toString());
        assertEquals(List.of(), ok.warnings());
        assertEquals(1, llm.seen.size());
        assertTrue(llm.seen.get(0).jsonResponse());
    }

    @Test
    void retryInstruction_listsTheBoundedViolations_andCountsTheRest() throws Exception {
        Scripted llm = new Scripted("{\"n\": [\"a\", \"b\", \"c\", \"d\", \"e\"]}", "{\"n\": [1]}");
        loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.empty()));
        String retry = llm.seen.get(1).messages().get(3).content();
        assertTrue(retry.startsWith("Your previous reply (attempt 1) was rejected (SCHEMA_MISMATCH)."), retry);
        assertTrue(retry.contains("- \"/n/0\" (type): string found, integer expected\n- \"/n/1\" (type)"), retry);
        assertTrue(retry.contains("- … and 2 more"), retry);
    }

    @Test
    void defaultRetriesUsedUp_fallsBackAfterDefaultPlusOneCalls() throws Exception {
        Scripted llm = new Scripted("{\"n\": \"none\"}");
        Completion.Fallback f = assertInstanceOf(Completion.Fallback.class,
                loop(llm, 1).complete(task(FIVE_INTEGERS, OptionalInt.empty())));
        assertEquals(2, llm.seen.size());
        assertEquals("/n", f.check().violations().get(0).path());
        assertEquals(List.of(Optional.of("SCHEMA_MISMATCH"), Optional.of("SCHEMA_MISMATCH")),
                f.attempts().stream().map(CompletionAttempt::errorCode).toList());
    }

    @Test
    void maxRetriesZero_oneCall_noRetryMessage() throws Exception {
        Scripted llm = new Scripted("no json at all");
        Completion.Fallback f = assertInstanceOf(Completion.Fallback.class,
                loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.of(0))));
        assertEquals(1, llm.seen.size());
        assertEquals("NO_JSON", f.error().orElseThrow().code().name());
        assertTrue(f.json().isEmpty());
    }

    @Test
    void transportFailureOnTheFirstCall_propagates() throws Exception {
        LlmException down = LlmException.unavailable("nothing listens");
        Scripted llm = new Scripted(down);
        assertSame(down, assertThrows(LlmException.class,
                () -> loop(llm, 2).complete(task(FIVE_INTEGERS, OptionalInt.empty()))));
    }

    @Test
    void retriesOutOfRange_areRefused() {
        assertThrows(IllegalArgumentException.class, () -> loop(new Scripted("{}"), 6));
        assertThrows(IllegalArgumentException.class,
                () -> loop(new Scripted("{}"), 2).complete(task(FIVE_INTEGERS, OptionalInt.of(-1))));
    }

    @Test
    void promptOverride_isUsed_andAnUnknownVariableStopsTheLoad() {
        Prompts<CompletionPrompt> custom = Prompts.load(CompletionPrompt.class, Map.of("system", "Schema: {{schema}}"));
        assertEquals("Schema: {}", custom.render(CompletionPrompt.SYSTEM, Map.of("schema", "{}")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Prompts.load(CompletionPrompt.class,
                Map.of("retry-instruction", "{{nope}}")));
        assertTrue(e.getMessage().startsWith("outputguard.complete.prompt.retry-instruction"), e.getMessage());
    }
}

package dev.outputguard.complete;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.SchemaAligner;
import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.PartialState;
import dev.outputguard.limits.Limits;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.llm.ChatRequest;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmReply;
import dev.outputguard.llm.ReplyWatch;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.schema.SchemaCheck;

/** complete-json reading its replies as they stream: where it stops, what it answers, what its attempts say. */
class StreamedCompletionTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonSchemas SCHEMAS = new JsonSchemas(Limits.builder().schemaCacheSize(8).maxViolations(3).build());
    private static final String SCHEMA = "{\"type\": \"object\", \"required\": [\"status\", \"n\"], \"additionalProperties\":"
            + " false, \"properties\": {\"status\": {\"enum\": [\"open\", \"closed\"]}, \"n\": {\"type\": \"array\","
            + " \"items\": {\"type\": \"integer\"}}, \"note\": {\"type\": \"string\"}}}";

    /** A streaming LLM: each reply of its script written in pieces of at most {@code piece} characters. */
    private static final class Streaming implements LlmClient {
        final Deque<String> script = new ArrayDeque<>();
        final List<ChatRequest> seen = new ArrayList<>();
        final List<Integer> read = new ArrayList<>();
        final Random random;
        final int piece;

        Streaming(long seed, int piece, String... replies) {
            this.random = new Random(seed);
            this.piece = piece;
            script.addAll(List.of(replies));
        }

        @Override
        public LlmReply complete(ChatRequest request, Deadline deadline) {
            seen.add(request);
            String reply = script.size() > 1 ? script.poll() : script.peek();
            read.add(reply.length());
            return new LlmReply(reply, Optional.of(new TokenUsage(10, reply.length())));
        }

        @Override
        public LlmReply complete(ChatRequest request, Deadline deadline, Supplier<ReplyWatch> watches) {
            seen.add(request);
            String reply = script.size() > 1 ? script.poll() : script.peek();
            ReplyWatch watch = watches.get();
            int k = 0;
            while (k < reply.length()) {
                int next = Math.min(reply.length(), k + 1 + random.nextInt(piece));
                boolean stop = watch.stopAfter(reply.substring(k, next));
                k = next;
                if (stop) {
                    read.add(k);
                    return new LlmReply(reply.substring(0, k), Optional.empty(), false, true);
                }
            }
            read.add(k);
            return new LlmReply(reply, Optional.of(new TokenUsage(10, reply.length())));
        }
    }

    /** The same LLM without streaming: the whole reply, no watch. */
    private static LlmClient whole(Streaming llm) {
        return llm::complete;
    }

    private static CompletionLoop loop(LlmClient llm, boolean coerce) {
        return new CompletionLoop(llm, new JsonExtractor(), new SchemaAligner(Limits.DEFAULT),
                Prompts.defaults(CompletionPrompt.class), 2, coerce, () -> Deadline.after(Duration.ofSeconds(25)));
    }

    private static CompletionTask task(Mode mode, boolean coerce) throws Exception {
        ObjectNode node = (ObjectNode) MAPPER.readTree(SCHEMA);
        return new CompletionTask(List.of(ChatMessage.user("The ticket?")), node, SCHEMAS.compile(node), OptionalInt.empty(),
                mode, Optional.empty(), Optional.of(coerce));
    }

    private static final String PROSE = "\nThe ticket is open and holds three numbers; tell me if you need anything"
            + " else about it, I can explain each of them in turn.";

    @Test
    void objectThenProse_isReadToItsEnd_andAnswersWhatTheWholeReplyAnswers() throws Exception {
        String reply = "Here it is:\n```json\n{\"status\": \"open\", \"n\": [1, 2, 3]}\n```" + PROSE;
        Streaming llm = new Streaming(1, 4, reply);

        Completion.Conforming streamed = assertInstanceOf(Completion.Conforming.class,
                loop(llm, true).complete(task(Mode.STRICT, true)));
        Completion.Conforming read = assertInstanceOf(Completion.Conforming.class,
                loop(whole(new Streaming(1, 4, reply)), true).complete(task(Mode.STRICT, true)));

        assertEquals(read.json(), streamed.json());
        CompletionAttempt attempt = streamed.attempts().get(0);
        // Prose may still be followed by a fenced object, a </think> or a second object that changes the answer.
        assertEquals(Optional.empty(), attempt.stopped());
        assertEquals(reply.length(), llm.read.get(0));
        assertEquals(Optional.of(new TokenUsage(10, reply.length())), attempt.usage());
        assertEquals(read.usage(), streamed.usage());
        assertEquals(0, streamed.usage().uncountedAttempts());
    }

    @Test
    void completeObjectThatDoesNotConform_isReadToItsEnd_andRejectedAsTheWholeReplyIs() throws Exception {
        String reply = "{\"status\": \"open\"}" + PROSE;
        Streaming llm = new Streaming(8, 3, reply);

        Completion.Fallback f = assertInstanceOf(Completion.Fallback.class, loop(llm, false).complete(task(Mode.STRICT, false)));

        assertEquals(Optional.empty(), f.attempts().get(0).stopped(), "a complete object is the whole reading's to judge");
        assertEquals(reply.length(), llm.read.get(0));
        assertEquals("required", f.check().violations().get(0).keyword());
        assertEquals(0, f.usage().uncountedAttempts());
    }

    @Test
    void valueOutsideTheEnum_stopsTheAttemptThere_andTheRetryNamesIt() throws Exception {
        String doomed = "{\"status\": \"pending\", \"n\": [" + "7, ".repeat(200) + "7]}";
        String good = "{\"status\": \"closed\", \"n\": [7]}";
        Streaming llm = new Streaming(2, 6, doomed, good);

        Completion.Conforming ok = assertInstanceOf(Completion.Conforming.class,
                loop(llm, false).complete(task(Mode.STRICT, false)));

        assertEquals(MAPPER.readTree(good), ok.json());
        CompletionAttempt first = ok.attempts().get(0);
        assertEquals(Optional.of(StreamStop.DOOMED), first.stopped());
        assertEquals(Optional.of(CompletionLoop.SCHEMA_MISMATCH), first.errorCode());
        assertEquals(1, first.violations());
        assertTrue(llm.read.get(0) < 80, "read " + llm.read.get(0) + " of " + doomed.length());
        String retry = llm.seen.get(1).messages().get(llm.seen.get(1).messages().size() - 1).content();
        assertTrue(retry.contains("/status"), retry);
        assertEquals(Optional.empty(), ok.attempts().get(1).stopped());
        assertEquals(Optional.of(new TokenUsage(10, good.length())), ok.attempts().get(1).usage());
        assertEquals(new TokenUsage(10, good.length(), 1), ok.usage(), "the retry's count, and the doomed attempt left out");
    }

    @Test
    void doomedOnEveryAttempt_fallsBackWithThePartialObjectAndItsViolations_neverAsValid() throws Exception {
        String doomed = "{\"status\": \"open\", \"n\": [1, \"two\", " + "3, ".repeat(50) + "4]}";
        Streaming llm = new Streaming(3, 5, doomed);

        Completion.Fallback f = assertInstanceOf(Completion.Fallback.class, loop(llm, false).complete(task(Mode.STRICT, false)));

        assertEquals(3, f.attempts().size());
        f.attempts().forEach(a -> assertEquals(Optional.of(StreamStop.DOOMED), a.stopped()));
        assertEquals("/n/1", f.check().violations().get(0).path());
        assertEquals("open", f.json().orElseThrow().get("status").asText());
        assertEquals(new TokenUsage(0, 0, 3), f.usage());
    }

    @Test
    void anotherValueAfterTheObject_isReadToTheEnd() throws Exception {
        String reply = "{\"status\": \"open\", \"n\": [1]} {\"status\": \"closed\", \"n\": [2]}" + PROSE;
        for (boolean coerce : new boolean[] {false, true}) {
            Streaming llm = new Streaming(4, 3, reply);
            Completion c = loop(llm, coerce).complete(task(Mode.STRICT, coerce));
            Completion w = loop(whole(new Streaming(4, 3, reply)), coerce).complete(task(Mode.STRICT, coerce));
            assertEquals(reply.length(), llm.read.get(0));
            assertEquals(Optional.empty(), c.attempts().get(0).stopped());
            assertEquals(w.getClass(), c.getClass());
            assertEquals(w.usage(), c.usage(), "a reply read to its end is counted as the whole reply is");
            assertEquals(0, c.usage().uncountedAttempts());
        }
    }

    /** What a caller of the loop hears: the partials, the attempts, and when it is gone. */
    private static final class Heard implements CompletionEvents {
        final List<String> events = new ArrayList<>();
        final List<CompletionAttempt> attempts = new ArrayList<>();
        final List<SchemaCheck> checks = new ArrayList<>();
        boolean gone;
        int goneAfterPartials = Integer.MAX_VALUE;

        @Override
        public void partial(int attempt, JsonNode json, Map<String, PartialState> states) {
            events.add("partial " + attempt + " " + json + " " + states.get(""));
            if (events.size() >= goneAfterPartials) {
                gone = true;
            }
        }

        @Override
        public void attempt(CompletionAttempt attempt, SchemaCheck check, Optional<ExtractError> error) {
            events.add("attempt " + attempt.attempt());
            attempts.add(attempt);
            checks.add(check);
        }

        @Override
        public boolean cancelled() {
            return gone;
        }
    }

    @Test
    void events_partialsOfEachAttemptThenTheAttempt_asTheAnswerListsThem() throws Exception {
        String doomed = "{\"n\": [1, 2, 3], \"status\": \"pending\", \"note\": \"" + "x".repeat(100) + "\"}";
        String good = "{\"status\": \"closed\", \"n\": [7, 8, 9], \"note\": \"" + "a quite long note ".repeat(8) + "\"}";
        Streaming llm = new Streaming(6, 4, doomed, good);
        Heard heard = new Heard();

        Completion c = loop(llm, false).complete(task(Mode.STRICT, false), heard);

        assertInstanceOf(Completion.Conforming.class, c);
        assertEquals(c.attempts(), heard.attempts, "an attempt event for each attempt the answer lists");
        assertEquals("/status", heard.checks.get(0).violations().get(0).path(), "the doomed attempt's violations");
        assertTrue(heard.checks.get(1).conforms());
        String order = String.join("|", heard.events).replaceAll("partial [0-9] [^|]*", "partial");
        assertTrue(order.matches("(partial\\|)+attempt 1\\|(partial\\|)+attempt 2"), order);
        for (String e : heard.events) {
            if (e.startsWith("partial")) {
                assertTrue(e.endsWith(" " + PartialState.IN_PROGRESS), e);
            }
        }
        // A partial event shows only what the reply has written: the note grows, never shrinks or changes.
        String lastNote = "";
        for (String e : heard.events) {
            if (e.startsWith("partial 2 ") && e.contains("\"note\":\"")) {
                String note = e.substring(e.indexOf("\"note\":\"") + 8, e.lastIndexOf("\"}"));
                assertTrue(note.startsWith(lastNote), lastNote + " -> " + note);
                lastNote = note;
            }
        }
    }

    @Test
    void events_callerGoneWhileAReplyStreams_endsTheLoopWithoutAnotherCall() throws Exception {
        String doomedLate = "{\"n\": [" + "1, ".repeat(100) + "1], \"status\": \"pending\"}";
        Streaming llm = new Streaming(7, 3, doomedLate);
        Heard heard = new Heard();
        heard.goneAfterPartials = 2;

        assertThrows(CancellationException.class, () -> loop(llm, false).complete(task(Mode.STRICT, false), heard));

        assertEquals(1, llm.seen.size(), "no retry for a caller gone away");
        assertTrue(llm.read.get(0) < doomedLate.length(), "the reply is read no further");
        assertTrue(heard.attempts.isEmpty(), "no attempt is reported to a caller gone away");
    }

    @Test
    void repairMode_readsEveryReplyWhole() throws Exception {
        String reply = "{\"status\": \"open\", \"n\": [1, 2]}" + PROSE;
        Streaming llm = new Streaming(5, 4, reply);

        Completion c = loop(llm, true).complete(task(Mode.REPAIR, true));

        assertInstanceOf(Completion.Conforming.class, c);
        assertEquals(reply.length(), llm.read.get(0));
        assertEquals(Optional.empty(), c.attempts().get(0).stopped());
    }

    /**
     * Generated replies (objects that conform, that are aligned, that are doomed early or late, alone, fenced, with
     * prose before and after, another value after) in random pieces: one that stops as doomed is never answered with
     * the doomed object (and few of those replies had a later object the whole reply would have answered with), and
     * one read to its end answers as the whole reply.
     */
    @Test
    void generatedReplies_streamedAnswerIsTheWholeReplysAnswer_andNoDoomIsFalse() throws Exception {
        Random random = new Random(41);
        String[] statuses = {"\"open\"", "\"closed\"", "\"pending\"", "\"OPEN\"", "1", "\"op"};
        String[] ns = {"[1, 2]", "[]", "[1, \"2\"]", "[1.5]", "\"3\"", "[" + "4, ".repeat(30) + "4]"};
        String[] extras = {"", ", \"note\": \"a \\\"quoted\\\" note\"", ", \"extra\": true", ", \"note\": 5"};
        String[][] wrappers = {{"", ""}, {"", PROSE}, {"Sure:\n```json\n", "\n```" + PROSE}, {"Sure: ", " Done."},
            {"```json\n", "\n```\n```json\n{\"status\": \"closed\", \"n\": [9]}\n```"}, {"", " {\"status\": \"closed\"}"},
            {"<think>{\"status\": 1}</think>", PROSE}};
        int stoppedDoomed = 0;
        int rescuedLater = 0;
        for (int i = 0; i < 400; i++) {
            String object = random.nextBoolean()
                    ? "{\"status\": " + pick(random, statuses) + ", \"n\": " + pick(random, ns) + pick(random, extras) + "}"
                    : "{\"n\": " + pick(random, ns) + ", \"status\": " + pick(random, statuses) + pick(random, extras) + "}";
            String[] w = wrappers[random.nextInt(wrappers.length)];
            String reply = w[0] + object + w[1];
            boolean coerce = random.nextBoolean();
            Streaming llm = new Streaming(i, 1 + random.nextInt(8), reply);
            CompletionTask task = task(Mode.STRICT, coerce);
            Completion streamed = new CompletionLoop(llm, new JsonExtractor(), new SchemaAligner(Limits.DEFAULT),
                    Prompts.defaults(CompletionPrompt.class), 0, coerce, () -> Deadline.after(Duration.ofSeconds(25)))
                    .complete(task);
            Completion read = new CompletionLoop(whole(new Streaming(i, 1, reply)), new JsonExtractor(),
                    new SchemaAligner(Limits.DEFAULT), Prompts.defaults(CompletionPrompt.class), 0, coerce,
                    () -> Deadline.after(Duration.ofSeconds(25))).complete(task);
            Optional<StreamStop> stop = streamed.attempts().get(0).stopped();
            String at = reply + " (coerce " + coerce + ")";
            if (stop.equals(Optional.of(StreamStop.DOOMED))) {
                stoppedDoomed++;
                assertInstanceOf(Completion.Fallback.class, streamed, at);
                // The doomed object is never what the whole reply answers (that reply may answer with a later object
                // where the doomed one turns out no JSON, or with coerce: the stream does not read on to it).
                ObjectNode doomed = ((Completion.Fallback) streamed).json().orElseThrow();
                assertFalse(read instanceof Completion.Conforming c && c.json().equals(doomed), at);
                if (read instanceof Completion.Conforming) {
                    rescuedLater++;
                }
            } else {
                assertEquals(reply.length(), llm.read.get(0), at);
                assertEquals(read.getClass(), streamed.getClass(), at);
                if (read instanceof Completion.Conforming r) {
                    assertEquals(r.json(), ((Completion.Conforming) streamed).json(), at);
                }
            }
        }
        assertNotEquals(0, stoppedDoomed);
        assertTrue(rescuedLater < stoppedDoomed / 4, rescuedLater + " of " + stoppedDoomed);
    }

    private static String pick(Random random, String[] values) {
        return values[random.nextInt(values.length)];
    }
}

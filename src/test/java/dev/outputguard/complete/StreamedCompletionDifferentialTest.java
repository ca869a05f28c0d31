package dev.outputguard.complete;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.align.SchemaAligner;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.limits.Limits;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.llm.ChatRequest;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.RetryPolicy;
import dev.outputguard.llm.RetryingLlmClient;
import dev.outputguard.llm.StreamingStandIn;
import dev.outputguard.llm.TokenUsage;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.schema.CompiledSchema;
import dev.outputguard.schema.JsonSchemas;

/**
 * complete-json gives a reply read as the server streams it the answer it gives the same reply read whole. Every reply
 * of complete-json's corpus (the first replies {@code coerce} saves a retry on), every fourth of the coerce table's
 * replies and a few written here, each also followed by what may overturn an answer already complete (prose and a
 * fenced object, prose and a second object, {@code </think>} and an object), is streamed in pieces of 1, 3, 7 and 64
 * characters and in pieces of random sizes, with {@code coerce} on and off and a retry after a rejected reply:
 * <ul>
 * <li>a streamed call whose replies were all read to their end answers exactly as the whole replies do (value,
 * fallback, warnings, attempts, usage) and sends the same requests, every piece of every reply read;</li>
 * <li>a streamed attempt stopped because its object was doomed is a rejection (never a value), the call's value is
 * then one the whole replies give too, and {@code usage.uncountedAttempts} counts exactly the stopped attempts.</li>
 * </ul>
 */
class StreamedCompletionDifferentialTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonSchemas SCHEMAS = new JsonSchemas(Limits.DEFAULT);
    private static final RetryPolicy POLICY = new RetryPolicy(Duration.ofSeconds(5), 1, Duration.ZERO, Duration.ZERO);
    private static final int[] PIECES = {1, 3, 7, 64, 0};
    private static final String TICKET = "{\"type\": \"object\", \"required\": [\"status\", \"n\"], \"additionalProperties\":"
            + " false, \"properties\": {\"status\": {\"enum\": [\"open\", \"closed\"]}, \"n\": {\"type\": \"array\","
            + " \"items\": {\"type\": \"integer\"}}}}";
    private static final String CLOSED = "{\"status\":\"closed\",\"n\":[9]}";
    /** Streamed attempts stopped as doomed, and of those the ones whose whole reply would have been accepted. */
    private static final AtomicInteger DOOMED = new AtomicInteger();
    private static final AtomicInteger DOOMED_BUT_ACCEPTED_WHOLE = new AtomicInteger();

    /** One reply as the server sends it, with the schema it answers. */
    record Reply(String id, String text, ObjectNode schema) {
        @Override
        public String toString() {
            return id;
        }
    }

    /** A reply and the conforming object of its schema (another answer than its own) that may follow it. */
    private record Base(String id, String text, ObjectNode schema, String other) {
    }

    static Stream<Reply> replies() {
        List<Base> base = new ArrayList<>();
        ObjectNode ticket = (ObjectNode) read(TICKET);
        for (String text : List.of("{\"status\":\"open\",\"n\":[1]}", "{\"status\":\"open\",\"n\":[\"1\"]}",
                "```json\n{\"status\":\"open\",\"n\":[1]}\n```\nDraft done.", "{\"status\":\"pending\",\"n\":[1]}",
                "{\"status\":\"open\",\"n\":[1,\"two\",3]}", "{\"n\":[1],\"status\":\"open\",\"extra\":true} Done.")) {
            base.add(new Base("ticket " + text, text, ticket, CLOSED));
        }
        JsonNode first = resource("/coerce/first-replies.json");
        for (JsonNode c : first.get("cases")) {
            String schema = c.get("schema").asText();
            base.add(new Base("first-replies " + c.get("id").asText(), c.get("reply").asText(),
                    (ObjectNode) first.path("schemas").get(schema), first.path("good").get(schema).asText()));
        }
        JsonNode table = resource("/coerce/peers-table.json");
        Map<String, List<String>> answers = new LinkedHashMap<>();
        for (JsonNode c : table.get("cases")) {
            if (c.get("expected").isObject()) {
                answers.computeIfAbsent(c.get("schema").asText(), k -> new ArrayList<>()).add(c.get("expected").toString());
            }
        }
        // Every fourth reply of the coerce table (the table is extract-json's, and large: all of it would take minutes).
        for (int i = 0; i < table.get("cases").size(); i += 4) {
            JsonNode c = table.get("cases").get(i);
            String schema = c.get("schema").asText();
            String own = c.get("expected").toString();
            String other = answers.getOrDefault(schema, List.of()).stream().filter(a -> !a.equals(own)).findFirst()
                    .orElse(null);
            if (other != null) {
                base.add(new Base("peers-table " + c.get("id").asText(), c.get("reply").asText(),
                        (ObjectNode) table.path("schemas").get(schema), other));
            }
        }
        List<Reply> all = new ArrayList<>();
        for (Base b : base) {
            all.add(new Reply(b.id(), b.text(), b.schema()));
            all.add(new Reply(b.id() + " + prose and a fenced object", b.text() + "\nOr, shorter:\n```json\n" + b.other()
                    + "\n```", b.schema()));
            all.add(new Reply(b.id() + " + prose and a second object", b.text() + "\nOr, if you prefer: " + b.other(),
                    b.schema()));
            all.add(new Reply(b.id() + " + </think> and an object", b.text() + "\n</think>\n" + b.other(), b.schema()));
        }
        return all.stream();
    }

    private static JsonNode read(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode resource(String path) {
        try (InputStream in = StreamedCompletionDifferentialTest.class.getResourceAsStream(path)) {
            return MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void replies_holdTheRepliesWhoseAnswerALaterPartOverturns() {
        List<String> texts = replies().map(Reply::text).toList();
        // A fenced object after prose wins over the object before it.
        assertTrue(texts.contains("{\"status\":\"open\",\"n\":[1]}\nOr, shorter:\n```json\n" + CLOSED + "\n```"));
        // A later </think> makes all before it reasoning.
        assertTrue(texts.contains("```json\n{\"status\":\"open\",\"n\":[1]}\n```\nDraft done.\n</think>\n" + CLOSED));
        // Two objects that fit and differ (one once aligned): coerce refuses the reply as ambiguous.
        assertTrue(texts.contains("{\"status\":\"open\",\"n\":[\"1\"]}\nOr, if you prefer: " + CLOSED));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("replies")
    void streamedReply_inAnyPieces_answersAsTheWholeReply_orIsRejectedAsDoomed(Reply reply) {
        CompiledSchema schema = SCHEMAS.compile(reply.schema());
        for (boolean coerce : new boolean[] {true, false}) {
            StreamingStandIn server = new StreamingStandIn(reply.text(), false, usage(reply));
            Run whole = run(reply, schema, coerce, server.whole(POLICY));
            for (int size : PIECES) {
                AtomicInteger read = new AtomicInteger();
                Run streamed = run(reply, schema, coerce, server.streamed(POLICY, size, reply.id().hashCode(), read));
                String how = reply.id() + (size == 0 ? ", random pieces" : ", pieces of " + size) + ", coerce " + coerce;
                List<CompletionAttempt> attempts = streamed.answer().attempts();
                long stopped = attempts.stream().filter(a -> a.stopped().isPresent()).count();
                assertEquals(stopped, streamed.answer().usage().uncountedAttempts(), how + ": the stopped attempts counted");
                if (stopped == 0) {
                    assertEquals(whole.answer(), streamed.answer(), how);
                    assertEquals(whole.requests(), streamed.requests(), how);
                    assertEquals(server.chunks(size, new Random(reply.id().hashCode())).size() * streamed.requests().size(),
                            read.get(), how + ": every piece of every reply read, to its end");
                    continue;
                }
                if (streamed.answer() instanceof Completion.Conforming c) {
                    Completion.Conforming w = assertInstanceOf(Completion.Conforming.class, whole.answer(),
                            how + ": a value the whole replies do not give");
                    assertEquals(w.json(), c.json(), how + ": a value the whole replies do not give");
                }
                for (CompletionAttempt a : attempts) {
                    if (a.stopped().isPresent()) {
                        assertEquals(Optional.of(StreamStop.DOOMED), a.stopped(), how);
                        assertEquals(Optional.of(CompletionLoop.SCHEMA_MISMATCH), a.errorCode(),
                                how + ": a stopped attempt is a rejection, never a value");
                        DOOMED.incrementAndGet();
                        // Every attempt is answered with the same reply: the whole reading of it is the first attempt's.
                        if (whole.answer().attempts().get(0).errorCode().isEmpty()) {
                            DOOMED_BUT_ACCEPTED_WHOLE.incrementAndGet();
                        }
                    }
                }
            }
        }
    }

    @AfterAll
    static void report() {
        System.out.printf("streamed complete-json: %d attempts stopped as doomed, %d of them accepted read whole%n",
                DOOMED.get(), DOOMED_BUT_ACCEPTED_WHOLE.get());
    }

    /** The answer of one call (one retry allowed, answered with the same reply) and the requests it sent. */
    private record Run(Completion answer, List<ChatRequest> requests) {
    }

    private static Run run(Reply reply, CompiledSchema schema, boolean coerce, RetryingLlmClient client) {
        List<ChatRequest> requests = new ArrayList<>();
        LlmClient recorded = StreamingStandIn.recording(client, requests);
        // A clock that stands still: the attempts' times are the same on both paths.
        CompletionLoop loop = new CompletionLoop(recorded, new JsonExtractor(), new SchemaAligner(Limits.DEFAULT),
                Prompts.defaults(CompletionPrompt.class), 1, coerce, () -> Deadline.after(Duration.ofSeconds(30)), () -> 0L);
        Completion answer = loop.complete(new CompletionTask(List.of(ChatMessage.user("Answer in JSON.")), reply.schema(),
                schema, OptionalInt.of(1), Mode.STRICT, Optional.empty(), Optional.of(coerce)));
        return new Run(answer, requests);
    }

    private static TokenUsage usage(Reply reply) {
        return new TokenUsage(120, reply.text().length() / 4 + 1);
    }
}

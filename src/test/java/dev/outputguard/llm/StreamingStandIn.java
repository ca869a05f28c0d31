package dev.outputguard.llm;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import io.smallrye.mutiny.Multi;

/**
 * One reply as a server sends it, whole or streamed, for the tests that hold a streamed reading to the whole one: the
 * same text, finish reason and token counts either way, every request answered with it.
 *
 * @param cutOff the server says the model stopped at its token limit
 */
public record StreamingStandIn(String text, boolean cutOff, TokenUsage usage) {

    /** A client that asks for the whole reply, as a server asked not to stream answers. */
    public RetryingLlmClient whole(RetryPolicy policy) {
        return new RetryingLlmClient(new ChatTransport() {
            @Override
            public TransportOutcome send(ChatRequest request, Duration timeout) {
                return new TransportOutcome.Success(new LlmReply(text, Optional.of(usage), cutOff));
            }

            @Override
            public String endpoint() {
                return "whole stand-in";
            }
        }, policy);
    }

    /**
     * A client that reads the reply as it streams, in pieces of {@code size} characters (0: of 1 to 40 at random from
     * {@code seed}, a surrogate pair split where a piece ends in it), counting in {@code read} each event it reads.
     */
    public RetryingLlmClient streamed(RetryPolicy policy, int size, long seed, AtomicInteger read) {
        ChatStreamer streamer = request -> Multi.createFrom().iterable(chunks(size, new Random(seed)))
                .onItem().invoke(read::incrementAndGet);
        return new RetryingLlmClient(new ChatTransport() {
            @Override
            public TransportOutcome send(ChatRequest request, Duration timeout) {
                throw new AssertionError("a streamed call asked for the whole reply");
            }

            @Override
            public String endpoint() {
                return "streaming stand-in";
            }
        }, policy, Clock.systemUTC(), d -> {
        }, () -> 0.5, Optional.of(streamer));
    }

    /** The reply's events as OpenAI streams them: its text in pieces, the finish reason, then the usage. */
    public List<ChatChunk> chunks(int size, Random random) {
        List<ChatChunk> chunks = new ArrayList<>();
        for (int i = 0; i < text.length();) {
            int end = Math.min(text.length(), i + (size > 0 ? size : 1 + random.nextInt(40)));
            chunks.add(new ChatChunk(text.substring(i, end), Optional.empty(), Optional.empty()));
            i = end;
        }
        chunks.add(new ChatChunk("", Optional.of(cutOff ? "length" : "stop"), Optional.empty()));
        chunks.add(new ChatChunk("", Optional.empty(), Optional.of(usage)));
        return chunks;
    }

    /** {@code client}, adding each request it is sent to {@code requests}. */
    public static LlmClient recording(LlmClient client, List<ChatRequest> requests) {
        return new LlmClient() {
            @Override
            public LlmReply complete(ChatRequest request, Deadline deadline) {
                requests.add(request);
                return client.complete(request, deadline);
            }

            @Override
            public LlmReply complete(ChatRequest request, Deadline deadline, Supplier<ReplyWatch> watches) {
                requests.add(request);
                return client.complete(request, deadline, watches);
            }
        };
    }
}

package dev.outputguard.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import dev.outputguard.align.SchemaAligner;
import dev.outputguard.complete.Completion;
import dev.outputguard.complete.CompletionLoop;
import dev.outputguard.complete.CompletionPrompt;
import dev.outputguard.complete.CompletionTask;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.limits.Limits;
import dev.outputguard.llm.ChatMessage;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.llm.RestClientChatTransport;
import dev.outputguard.llm.RetryPolicy;
import dev.outputguard.llm.RetryingLlmClient;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.schema.JsonSchemas;
import dev.outputguard.translate.TranslationContext;
import dev.outputguard.translate.TranslationLoop;
import dev.outputguard.translate.TranslationPrompt;
import dev.outputguard.translate.TranslationResult;
import dev.outputguard.translate.TranslationTask;
import dev.outputguard.validate.ResponseValidator;

/**
 * complete-json against a stand-in LLM that writes its replies at a model's pace, streaming on and off: the time to
 * a valid answer and the completion tokens the stand-in generated (what a provider bills: for a stream, the tokens
 * written before the client closed it).
 *
 * <p>The stand-in (the JDK's HTTP server on loopback) generates one token of about four characters every
 * {@code 1000 / tokensPerSecond} ms (on a schedule from the request's arrival, so writing them costs the pace nothing): as server-sent events when asked to stream, else the whole reply once all its
 * tokens are generated. The mix, per task (the task's number is in its prompt): one in five replies first with an
 * object that is wrong from its second member on (a status outside the enum) and rights it on the retry; one in five
 * writes a conforming object followed by a long paragraph of prose; the rest a conforming object alone. The tasks of
 * a round run at once; rounds alternate streaming on and off.
 *
 * <p>With {@code translate} as the fourth argument, translate instead, on the same mix of its own replies (the first
 * reply of one task in five lacks the {@code translation} key): translate reads every streamed reply to its end, so
 * the run shows what streaming costs it.
 *
 * <p>{@code java -cp target/benchmarks.jar dev.outputguard.bench.StreamedCompletionBench [tasks] [rounds] [tokens/s] [translate]}
 */
public final class StreamedCompletionBench {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String SCHEMA = "{\"type\": \"object\", \"required\": [\"id\", \"status\", \"items\", \"note\"],"
            + " \"additionalProperties\": false, \"properties\": {\"id\": {\"type\": \"integer\"}, \"status\": {\"enum\":"
            + " [\"open\", \"closed\"]}, \"items\": {\"type\": \"array\", \"items\": {\"type\": \"integer\"}}, \"note\":"
            + " {\"type\": \"string\"}}}";
    private static final String PROSE = " This ticket was opened after the nightly run found the items above; each of"
            + " them names a build that failed its checks, and the note says what the team agreed to do about them. If you"
            + " need more detail on any item, ask and I will go through the logs of that build one step at a time, with"
            + " the commands that reproduce it and the changes that caused it.";

    private StreamedCompletionBench() {
    }

    /** complete-json's reply to a request: the task's number in its prompt, the attempt counted by the replies before. */
    static String completeReply(JsonNode request) {
        int attempt = 1;
        int task = -1;
        for (JsonNode m : request.path("messages")) {
            if (m.path("role").asText().equals("assistant")) {
                attempt++;
            } else if (m.path("content").asText().startsWith("Task ")) {
                task = Integer.parseInt(m.path("content").asText().substring(5).split(":")[0]);
            }
        }
        return reply(task, attempt);
    }

    private static final Pattern TASK = Pattern.compile("Task (\\d+):");

    /**
     * translate's reply to a request: the task's number in the text to translate, a retry known by its instruction.
     * The mix as complete-json's: one in five first without the {@code translation} key (right on the retry), one in
     * five with a long paragraph after the object, the rest the object alone.
     */
    static String translateReply(JsonNode request) {
        String user = request.at("/messages/1/content").asText();
        Matcher m = TASK.matcher(user);
        int task = m.find() ? Integer.parseInt(m.group(1)) : -1;
        boolean retry = request.at("/messages/0/content").asText().contains("RETRY INSTRUCTION");
        String translation = "タスク" + task + ": 夜間の実行で失敗したビルドを再実行し、すべてのチェックが通ったらチケットを閉じてください。"
                + "各ビルドのログは保存されています。";
        String kind = kind(task);
        String key = kind.equals("doomed") && !retry ? "translated_text" : "translation";
        String object = "{\"" + key + "\": \"" + translation + "\", \"termSuggestions\": []}";
        return kind.equals("prose") ? object + "\n\n" + PROSE + PROSE : object;
    }

    /** What the stand-in writes for a task's attempt (1-based). */
    static String reply(int task, int attempt) {
        StringBuilder items = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            items.append(i == 0 ? "" : ", ").append(100 + (task * 7 + i * 13) % 900);
        }
        String kind = kind(task);
        String status = kind.equals("doomed") && attempt == 1 ? "pending review" : task % 2 == 0 ? "open" : "closed";
        String object = "{\"id\": " + task + ", \"status\": \"" + status + "\", \"items\": [" + items
                + "], \"note\": \"rerun the failed builds and close the ticket once they pass\"}";
        return kind.equals("prose") ? object + "\n\n" + PROSE + PROSE : object;
    }

    static String kind(int task) {
        return switch (task % 5) {
            case 0 -> "doomed";
            case 1 -> "prose";
            default -> "plain";
        };
    }

    /** The reply cut into tokens of about four characters. */
    static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < text.length(); i += 4) {
            tokens.add(text.substring(i, Math.min(text.length(), i + 4)));
        }
        return tokens;
    }

    /** The stand-in LLM, writing for each request the reply {@code replies} gives; {@code billed} counts the tokens it generated. */
    static final class StandIn {
        final HttpServer server;
        final AtomicLong billed = new AtomicLong();
        final long tokenMillis;
        final Function<JsonNode, String> replies;
        static final String NODELAY = "sun.net.httpserver.nodelay";

        StandIn(int tokensPerSecond, Function<JsonNode, String> replies) throws IOException {
            tokenMillis = 1000 / tokensPerSecond;
            this.replies = replies;
            // Each event goes out as it is written (TCP_NODELAY), as a provider's server flushes its events. The JDK's
            // server leaves Nagle's algorithm on: a small write waits for the last one's ACK, which the client delays
            // (up to 40 ms on Linux), so the events of a stream would arrive late and in bursts: a cost of the
            // stand-in, not of reading a stream. Read when the first server is made; a command line's
            // -Dsun.net.httpserver.nodelay=false keeps the JDK's default.
            if (System.getProperty(NODELAY) == null) {
                System.setProperty(NODELAY, "true");
            }
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            // Platform threads of its own: on virtual threads the stand-in would share the carriers of the calls it
            // answers, and a stream, woken for each token, would charge its own writing to the streamed calls.
            server.setExecutor(Executors.newCachedThreadPool());
            server.createContext("/v1/chat/completions", this::answer);
            server.start();
        }

        String baseUrl() {
            return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
        }

        private void answer(HttpExchange exchange) throws IOException {
            JsonNode request = MAPPER.readTree(exchange.getRequestBody());
            List<String> tokens = tokens(replies.apply(request));
            long start = System.nanoTime();
            try (exchange) {
                if (request.path("stream").asBoolean()) {
                    exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
                    exchange.sendResponseHeaders(200, 0);
                    OutputStream out = exchange.getResponseBody();
                    try {
                        for (int i = 0; i < tokens.size(); i++) {
                            String token = tokens.get(i);
                            pauseUntil(start, i + 1);
                            ObjectNode chunk = MAPPER.createObjectNode();
                            chunk.putArray("choices").addObject().put("index", 0).putObject("delta").put("content", token);
                            out.write(("data: " + chunk + "\n\n").getBytes(StandardCharsets.UTF_8));
                            out.flush();
                            billed.incrementAndGet();
                        }
                        ObjectNode usage = MAPPER.createObjectNode();
                        usage.putArray("choices");
                        usage.putObject("usage").put("prompt_tokens", 50).put("completion_tokens", tokens.size());
                        out.write(("data: " + usage + "\n\ndata: [DONE]\n\n").getBytes(StandardCharsets.UTF_8));
                    } catch (IOException closed) {
                        // The client closed the stream: the model stops generating.
                    }
                } else {
                    pauseUntil(start, tokens.size());
                    billed.addAndGet(tokens.size());
                    ObjectNode body = MAPPER.createObjectNode();
                    ObjectNode choice = body.putArray("choices").addObject().put("index", 0).put("finish_reason", "stop");
                    choice.putObject("message").put("role", "assistant").put("content", String.join("", tokens));
                    body.putObject("usage").put("prompt_tokens", 50).put("completion_tokens", tokens.size());
                    byte[] bytes = body.toString().getBytes(StandardCharsets.UTF_8);
                    exchange.getResponseHeaders().add("Content-Type", "application/json");
                    exchange.sendResponseHeaders(200, bytes.length);
                    exchange.getResponseBody().write(bytes);
                }
            }
        }

        /** Until the {@code n}th token is generated: the pace is the model's, whatever writing the tokens costs. */
        private void pauseUntil(long start, int n) {
            long wait = start + n * tokenMillis * 1_000_000L - System.nanoTime();
            try {
                Thread.sleep(Math.max(0, wait / 1_000_000L));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** One round's figures. */
    record Round(long[] millis, long billed, long reportedTokens, int valid, int stoppedDoomed) {
    }

    /** What one task's call answered: valid or not, the completion tokens its usage reports, its attempts' stops. */
    record Outcome(boolean valid, long reportedTokens, int stoppedDoomed) {
    }

    /** The function under test, on a client: one task's call. */
    @FunctionalInterface
    interface Call {
        Outcome run(int task) throws Exception;
    }

    /** complete-json with the schema above, {@code coerce} on. */
    static Call completeJson(RetryingLlmClient client, LlmSettings settings) throws Exception {
        JsonSchemas schemas = new JsonSchemas(Limits.DEFAULT);
        ObjectNode schema = (ObjectNode) MAPPER.readTree(SCHEMA);
        CompletionLoop loop = new CompletionLoop(client, new JsonExtractor(), new SchemaAligner(Limits.DEFAULT),
                Prompts.defaults(CompletionPrompt.class), 2, true, settings::startDeadline);
        return task -> {
            Completion c = loop.complete(new CompletionTask(List.of(ChatMessage.user("Task " + task + ": the ticket.")),
                    schema, schemas.compile(schema), OptionalInt.empty(), Mode.STRICT, Optional.empty()));
            // A streamed attempt is stopped only when its object is doomed.
            int doomed = (int) c.attempts().stream().filter(a -> a.stopped().isPresent()).count();
            return new Outcome(c instanceof Completion.Conforming, c.usage().completionTokens(), doomed);
        };
    }

    /** translate of a one-sentence text, two retries. */
    static Call translate(RetryingLlmClient client, LlmSettings settings) {
        TranslationLoop loop = new TranslationLoop(client, new ResponseValidator(new JsonExtractor()), new OutputSanitizer(),
                Prompts.defaults(TranslationPrompt.class), 2, settings::startDeadline);
        return task -> {
            TranslationResult r = loop.translate(new TranslationTask("Task " + task + ": rerun the failed builds of the"
                    + " nightly run and close the ticket once every check passes; the logs of each build are kept.",
                    "English", "Japanese", TranslationContext.NONE, OptionalInt.empty()));
            return new Outcome(!r.fallback(), r.usage().completionTokens(), 0);
        };
    }

    static Round round(StandIn standIn, boolean stream, int tasks, boolean translate) throws Exception {
        RetryPolicy policy = new RetryPolicy(Duration.ofSeconds(60), 2, Duration.ofMillis(10), Duration.ofMillis(20));
        LlmSettings settings = LlmSettings.forBaseUrl(standIn.baseUrl()).withRetry(policy)
                .withDeadline(Duration.ofSeconds(120)).withStream(stream);
        long billedBefore = standIn.billed.get();
        try (RestClientChatTransport transport = new RestClientChatTransport(settings);
                ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            RetryingLlmClient client = new RetryingLlmClient(transport, policy,
                    stream ? Optional.of(transport) : Optional.empty());
            Call call = translate ? translate(client, settings) : completeJson(client, settings);
            List<Future<Object[]>> results = new ArrayList<>();
            for (int t = 0; t < tasks; t++) {
                int task = t;
                results.add(threads.submit(() -> {
                    long started = System.nanoTime();
                    Outcome o = call.run(task);
                    return new Object[] {(System.nanoTime() - started) / 1_000_000, o};
                }));
            }
            long[] millis = new long[tasks];
            long reported = 0;
            int valid = 0;
            int doomed = 0;
            for (int t = 0; t < tasks; t++) {
                Object[] r = results.get(t).get();
                millis[t] = (Long) r[0];
                Outcome o = (Outcome) r[1];
                valid += o.valid() ? 1 : 0;
                reported += o.reportedTokens();
                doomed += o.stoppedDoomed();
            }
            // The stand-in counts a token once it has written it; a stream the client closed stops at its next write.
            Thread.sleep(3 * standIn.tokenMillis);
            return new Round(millis, standIn.billed.get() - billedBefore, reported, valid, doomed);
        }
    }

    public static void main(String[] args) throws Exception {
        int tasks = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        int rate = args.length > 2 ? Integer.parseInt(args[2]) : 50;
        boolean translate = args.length > 3 && args[3].equals("translate");
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.SEVERE);
        StandIn standIn = new StandIn(rate, translate ? StreamedCompletionBench::translateReply
                : StreamedCompletionBench::completeReply);
        try {
            List<long[]> on = new ArrayList<>();
            List<long[]> off = new ArrayList<>();
            long[] billed = new long[2];
            long[] reported = new long[2];
            int[] valid = new int[2];
            int stopped = 0;
            // One call alone first: the client's context propagation sets itself up on its first use, which
            // concurrent first calls race (one of them fails).
            round(standIn, true, 1, translate);
            round(standIn, true, 5, translate);
            for (int r = 0; r < rounds; r++) {
                for (int turn = 0; turn < 2; turn++) {
                    boolean stream = (turn == 0) == (r % 2 == 0);
                    Round round = round(standIn, stream, tasks, translate);
                    int i = stream ? 0 : 1;
                    (stream ? on : off).add(round.millis());
                    billed[i] += round.billed();
                    reported[i] += round.reportedTokens();
                    valid[i] += round.valid();
                    if (stream) {
                        stopped += round.stoppedDoomed();
                    }
                }
            }
            System.out.printf("%s: %d tasks x %d rounds each way, %d tokens/s, mix: 20%% doomed early, 20%% trailing prose,"
                    + " 60%% plain; stand-in TCP_NODELAY %s%n", translate ? "translate" : "complete-json", tasks, rounds,
                    rate, System.getProperty(StandIn.NODELAY));
            for (int i = 0; i < 2; i++) {
                long[] all = (i == 0 ? on : off).stream().flatMapToLong(Arrays::stream).sorted().toArray();
                long[] byKind = kindMedians(i == 0 ? on : off, tasks);
                System.out.printf("streaming %-3s: time to a valid answer median %d ms, p90 %d ms, mean %d ms"
                        + " (doomed %d ms, prose %d ms, plain %d ms); tokens generated %d per task (usage reported %d);"
                        + " valid %d / %d%n", i == 0 ? "on" : "off", all[all.length / 2], all[all.length * 9 / 10],
                        (long) Arrays.stream(all).average().orElse(0), byKind[0], byKind[1], byKind[2],
                        billed[i] / ((long) tasks * rounds), reported[i] / ((long) tasks * rounds), valid[i],
                        tasks * rounds);
            }
            System.out.printf("streamed attempts stopped (doomed): %d%n", stopped);
        } finally {
            standIn.server.stop(0);
        }
    }

    /** The median time per kind (doomed, prose, plain) over all rounds. */
    private static long[] kindMedians(List<long[]> rounds, int tasks) {
        long[] medians = new long[3];
        String[] kinds = {"doomed", "prose", "plain"};
        for (int k = 0; k < 3; k++) {
            List<Long> times = new ArrayList<>();
            for (long[] round : rounds) {
                for (int t = 0; t < tasks; t++) {
                    if (kind(t).equals(kinds[k])) {
                        times.add(round[t]);
                    }
                }
            }
            times.sort(null);
            medians[k] = times.isEmpty() ? 0 : times.get(times.size() / 2);
        }
        return medians;
    }
}

package dev.outputguard.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;

import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.limits.LoopDefaults;
import dev.outputguard.llm.Deadline;
import dev.outputguard.llm.LlmClient;
import dev.outputguard.llm.LlmReply;
import dev.outputguard.llm.LlmSettings;
import dev.outputguard.llm.RetryingLlmClient;
import dev.outputguard.llm.RestClientChatTransport;
import dev.outputguard.prompt.Prompts;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.translate.TranslationContext;
import dev.outputguard.translate.TranslationLoop;
import dev.outputguard.translate.TranslationPrompt;
import dev.outputguard.translate.TranslationResult;
import dev.outputguard.translate.TranslationTask;
import dev.outputguard.validate.ResponseValidator;

/**
 * The translate loop's own cost per attempt, the LLM answering at once: an in-process client returning a
 * canned reply (shield, prompts, validate, placeholder check, restore, sanitize), one retry on top, and the
 * whole HTTP client stack against a JDK HttpServer on loopback.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class TranslationLoopBenchmark {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private TranslationTask task;
    private TranslationLoop validFirst;
    private TranslationLoop invalidThenValid;
    private TranslationLoop overLoopback;
    private HttpServer server;
    private RestClientChatTransport transport;

    @Setup(org.openjdk.jmh.annotations.Level.Trial)
    public void setUp() throws IOException {
        Logger.getLogger("dev.outputguard").setLevel(Level.SEVERE);
        task = new TranslationTask(document(), "English", "Japanese", TranslationContext.NONE, OptionalInt.empty());
        String valid = translationReply();
        validFirst = loop((request, deadline) -> LlmReply.of(valid));
        AtomicInteger calls = new AtomicInteger();
        invalidThenValid = loop((request, deadline) ->
                LlmReply.of(calls.getAndIncrement() % 2 == 0 ? "ここに翻訳があります。" : valid));
        overLoopback = loop(loopbackClient(valid));
        check(validFirst.translate(task), 1);
        check(invalidThenValid.translate(task), 2);
        check(overLoopback.translate(task), 1);
    }

    @TearDown(org.openjdk.jmh.annotations.Level.Trial)
    public void tearDown() {
        transport.close();
        server.stop(0);
    }

    @Benchmark
    public TranslationResult validFirstReply_inProcess() {
        return validFirst.translate(task);
    }

    @Benchmark
    public TranslationResult invalidThenValid_inProcess() {
        return invalidThenValid.translate(task);
    }

    @Benchmark
    public TranslationResult validFirstReply_loopbackHttp() {
        return overLoopback.translate(task);
    }

    private static TranslationLoop loop(LlmClient client) {
        return new TranslationLoop(client, new ResponseValidator(new JsonExtractor()), new OutputSanitizer(),
                Prompts.defaults(TranslationPrompt.class), LoopDefaults.DEFAULT_MAX_RETRIES,
                () -> Deadline.after(Duration.ofSeconds(25)));
    }

    private LlmClient loopbackClient(String content) throws IOException {
        ObjectNode completion = MAPPER.createObjectNode();
        completion.putArray("choices").addObject().putObject("message").put("role", "assistant").put("content", content);
        completion.putObject("usage").put("prompt_tokens", 900).put("completion_tokens", 700);
        byte[] body = completion.toString().getBytes(StandardCharsets.UTF_8);
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/v1/chat/completions", exchange -> {
            exchange.getRequestBody().readAllBytes();
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        LlmSettings settings = LlmSettings.forBaseUrl("http://127.0.0.1:" + server.getAddress().getPort() + "/v1");
        transport = new RestClientChatTransport(settings);
        return new RetryingLlmClient(transport, settings.retry());
    }

    /** About 2 KB of Markdown prose with two fenced blocks, one of them JSON. */
    private static String document() {
        StringBuilder doc = new StringBuilder("# Setup\n\n");
        for (int i = 0; i < 8; i++) {
            doc.append("Paragraph ").append(i).append(": configure the service, then restart it and check the logs.\n\n");
        }
        doc.append("```json\n{\"translation\": \"not an answer\", \"n\": 1}\n```\n\nThen run:\n\n```sh\nmake test\n```\n");
        for (int i = 8; i < 16; i++) {
            doc.append("Paragraph ").append(i).append(": configure the service, then restart it and check the logs.\n\n");
        }
        return doc.toString();
    }

    private static String translationReply() {
        StringBuilder text = new StringBuilder("# セットアップ\n\n");
        for (int i = 0; i < 8; i++) {
            text.append("段落").append(i).append(": サービスを設定し、再起動してログを確認します。\n\n");
        }
        text.append("[[CODE_BLOCK_1]]\n\n次に実行します:\n\n[[CODE_BLOCK_2]]\n");
        for (int i = 8; i < 16; i++) {
            text.append("段落").append(i).append(": サービスを設定し、再起動してログを確認します。\n\n");
        }
        ObjectNode reply = MAPPER.createObjectNode();
        reply.put("translation", text.toString());
        reply.putArray("termSuggestions").addObject().put("source", "service").put("target", "サービス");
        return reply.toString();
    }

    private static void check(TranslationResult result, int attempts) {
        if (result.fallback() || result.attempts().size() != attempts || !result.content().contains("make test")) {
            throw new IllegalStateException("benchmark setup is wrong: " + result);
        }
    }
}

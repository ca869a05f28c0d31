import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

import com.sun.net.httpserver.HttpServer;

/**
 * Four requests that ask for heavy work (a huge exponent under multipleOf, unions of unions 22 levels deep, a
 * backtracking pattern over long values, complete-json whose model writes 1e50000000), each sent back to back
 * by ATTACKERS (1) threads for PHASE_SECONDS (10) while a small extract-json request goes out every 5 ms on its own client; and the same probe
 * with no attack first, as the yardstick of the same run. Prints, per phase, the probe's p50/p99/max and the
 * attack's answers (statuses, slowest). The fourth reproducer is complete-json against a stand-in LLM (started
 * here on LLM_PORT) that answers {"n": 1e50000000} with multipleOf in the schema; the app must point at it
 * (outputguard.llm.base-url). Bounded: every request gives up after 60 s.
 * Run: java bench/under-attack/UnderAttack.java llm 8090      (the stand-in LLM, until killed)
 *      java bench/under-attack/UnderAttack.java http://127.0.0.1:8089
 */
public class UnderAttack {

    private static final String PROBE = "{\"text\": \"Sure! Here it is:\\n```json\\n{\\\"genre\\\": \\\"engineering\\\", "
            + "\\\"tags\\\": [\\\"a\\\", \\\"b\\\"], \\\"n\\\": 42}\\n```\\nHope that helps.\"}";

    /** The four reproducers: name, function, body. */
    static List<String[]> attacks() {
        List<String[]> attacks = new ArrayList<>();
        attacks.add(new String[] {"1 huge exponent under multipleOf", "extract-json",
            "{\"text\":\"{\\\"a\\\": 1e100000000}\",\"schema\":{\"properties\":{\"a\":{\"multipleOf\":3}}}}"});
        StringBuilder defs = new StringBuilder("{\"a0\":{\"type\":\"object\"}");
        for (int i = 1; i <= 22; i++) {
            String branch = "{\"properties\":{\"x\":{\"$ref\":\"#/$defs/a" + (i - 1) + "\"}}}";
            defs.append(",\"a").append(i).append("\":{\"anyOf\":[").append(branch).append(',').append(branch).append("]}");
        }
        attacks.add(new String[] {"2 unions of unions, 22 levels", "extract-json", "{\"text\":\""
            + "{\\\"x\\\":".repeat(22) + "1" + "}".repeat(22) + "\",\"schema\":{\"$defs\":" + defs + "},\"$ref\":\"#/$defs/a22\"}}"});
        String values = String.join(",", Collections.nCopies(40, "\\\"" + "a".repeat(300) + "\\\""));
        attacks.add(new String[] {"3 a*a*a*b over 40 values of 300 a", "extract-json", "{\"text\":\"{\\\"s\\\": [" + values
            + "]}\",\"schema\":{\"properties\":{\"s\":{\"items\":{\"pattern\":\"a*a*a*b\"}}}}}"});
        attacks.add(new String[] {"4 complete-json, the model writes 1e50000000", "complete-json",
            "{\"prompt\":\"Give me n.\",\"maxRetries\":0,\"schema\":{\"type\":\"object\",\"properties\":{\"n\":{\"multipleOf\":3}}}}"});
        return attacks;
    }

    record Answer(int status, long nanos) {
    }

    public static void main(String[] args) throws Exception {
        if (args[0].equals("llm")) {
            standInLlm(Integer.parseInt(args[1]));
            return;
        }
        String base = args[0];
        int attackers = Integer.parseInt(System.getenv().getOrDefault("ATTACKERS", "1"));
        int seconds = Integer.parseInt(System.getenv().getOrDefault("PHASE_SECONDS", "10"));
        HttpClient probeClient = client();
        HttpClient attackClient = client();
        HttpRequest probe = post(base + "/extract-json", PROBE);
        for (int i = 0; i < 3000; i++) {
            send(probeClient, probe); // warm-up: the probe's path compiled, the connection pooled
        }
        for (String[] attack : attacks()) {
            for (int i = 0; i < 3; i++) {
                send(attackClient, post(base + "/" + attack[1], attack[2])); // each attack's path compiled too
            }
        }
        report("no attack (the yardstick)", probe(probeClient, probe, seconds, null), List.of());
        for (String[] attack : attacks()) {
            HttpRequest request = post(base + "/" + attack[1], attack[2]);
            List<Answer> attackAnswers = Collections.synchronizedList(new ArrayList<>());
            AtomicBoolean stop = new AtomicBoolean();
            ExecutorService pool = Executors.newFixedThreadPool(attackers);
            List<Future<?>> running = new ArrayList<>();
            for (int a = 0; a < attackers; a++) {
                running.add(pool.submit(() -> {
                    while (!stop.get()) {
                        attackAnswers.add(send(attackClient, request));
                    }
                }));
            }
            List<Answer> probes = probe(probeClient, probe, seconds, stop);
            for (Future<?> f : running) {
                f.get();
            }
            pool.shutdown();
            report(attack[0] + ", " + attackers + " attacker(s)", probes, attackAnswers);
        }
    }

    /** The probe every 5 ms for {@code seconds}; then {@code stop} is set. */
    static List<Answer> probe(HttpClient client, HttpRequest probe, int seconds, AtomicBoolean stop) throws Exception {
        List<Answer> answers = new ArrayList<>();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        long next = System.nanoTime();
        while (System.nanoTime() < end) {
            answers.add(send(client, probe));
            next += 5_000_000L;
            long wait = next - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            }
        }
        if (stop != null) {
            stop.set(true);
        }
        return answers;
    }

    static void report(String phase, List<Answer> probes, List<Answer> attacks) {
        List<Long> ms = new ArrayList<>();
        Map<Integer, Integer> probeStatuses = new TreeMap<>();
        for (Answer a : probes) {
            ms.add(a.nanos());
            probeStatuses.merge(a.status(), 1, Integer::sum);
        }
        Collections.sort(ms);
        Map<Integer, Integer> statuses = new TreeMap<>();
        long slowest = 0;
        List<Long> attackMs = new ArrayList<>();
        for (Answer a : attacks) {
            statuses.merge(a.status(), 1, Integer::sum);
            slowest = Math.max(slowest, a.nanos());
            attackMs.add(a.nanos());
        }
        Collections.sort(attackMs);
        System.out.printf("RESULT %s: probe n=%d %s p50=%.1f ms p99=%.1f ms max=%.1f ms; attack answers %s, median %.0f ms,"
                + " slowest %.0f ms%n", phase, ms.size(), probeStatuses, pct(ms, 50), pct(ms, 99),
                ms.get(ms.size() - 1) / 1e6, statuses, attackMs.isEmpty() ? 0 : pct(attackMs, 50), slowest / 1e6);
    }

    static double pct(List<Long> sorted, int p) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1)) / 1e6;
    }

    static HttpClient client() {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
    }

    static HttpRequest post(String url, String body) {
        return HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    static Answer send(HttpClient client, HttpRequest request) {
        long started = System.nanoTime();
        try {
            HttpResponse<Void> r = client.send(request, HttpResponse.BodyHandlers.discarding());
            return new Answer(r.statusCode(), System.nanoTime() - started);
        } catch (IOException e) {
            return new Answer(-1, System.nanoTime() - started);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(-2, System.nanoTime() - started);
        }
    }

    /** The stand-in LLM: every chat completion answers {"n": 1e50000000}; stops itself after 30 minutes. */
    static void standInLlm(int port) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 64);
        byte[] reply = ("{\"id\":\"x\",\"object\":\"chat.completion\",\"model\":\"stand-in\",\"choices\":[{\"index\":0,"
                + "\"message\":{\"role\":\"assistant\",\"content\":\"{\\\"n\\\": 1e50000000}\"},\"finish_reason\":\"stop\"}],"
                + "\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":5,\"total_tokens\":15}}").getBytes(StandardCharsets.UTF_8);
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, reply.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(reply);
            }
        });
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.start();
        System.out.println("stand-in LLM on " + port);
        Thread.sleep(Duration.ofMinutes(30));
        server.stop(0);
        System.exit(0);
    }
}

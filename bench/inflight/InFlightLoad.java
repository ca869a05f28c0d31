import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One burst of CALLS concurrent translate calls against the app at BASE (each on its own connection), and
 * meanwhile extract-json sent at a fixed rate until the burst has ended. Prints the
 * burst's wall time, the answers by status with the slowest of each, and extract-json's p50/p99/max
 * latency. It measures a warm service: WARMUP (2) bursts like the measured one go first, untimed. Bounded:
 * WARMUP + 1 bursts, and every call gives up after 30 s.
 * Run: java bench/inflight/InFlightLoad.java http://127.0.0.1:8089 500
 */
public class InFlightLoad {

    private static final String TRANSLATE = "{\"text\": \"Hello, world.\", \"sourceLang\": \"English\", \"targetLang\": \"Japanese\"}";
    private static final String EXTRACT = "{\"text\": \"Sure! Here it is:\\n```json\\n{\\\"genre\\\": \\\"engineering\\\", "
            + "\\\"tags\\\": [\\\"a\\\", \\\"b\\\"], \\\"n\\\": 12345678901234567890}\\n```\\nHope that helps.\"}";

    /** {@code sent}: when the request went out, in System.nanoTime(). */
    record Answer(int status, long nanos, long sent) {
    }

    public static void main(String[] args) throws Exception {
        String base = args[0];
        int calls = Integer.parseInt(args[1]);
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        // Its own client for extract-json, so that the burst's 500 requests never queue the probe's on the
        // client's side (each JDK client has one selector thread).
        HttpClient probeClient = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        HttpRequest translate = post(base + "/translate", TRANSLATE);
        HttpRequest extract = post(base + "/extract-json", EXTRACT);

        // Warm-up, as a service that has been running: the code compiled and the connections pooled (the
        // client's to the app, the app's to the LLM), by extract-json calls and WARMUP bursts like the one
        // measured (under a bound, their excess is refused as in the measured burst).
        int warmups = Integer.parseInt(System.getenv().getOrDefault("WARMUP", "2"));
        for (int i = 0; i < 2000; i++) {
            send(probeClient, extract);
        }
        for (int round = 0; round < warmups; round++) {
            List<CompletableFuture<Answer>> warm = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                warm.add(sendAsync(client, translate));
            }
            warm.forEach(CompletableFuture::join);
        }

        // extract-json at a fixed rate (every PROBE_EVERY_MS, default 5), each call sent on time whether or
        // not the ones before have answered: a stalled server shows as many slow answers, not as one.
        long probeEvery = Long.parseLong(System.getenv().getOrDefault("PROBE_EVERY_MS", "5"));
        AtomicBoolean burstOver = new AtomicBoolean();
        List<CompletableFuture<Answer>> probes = Collections.synchronizedList(new ArrayList<>());
        Thread prober = Thread.ofPlatform().start(() -> {
            long next = System.nanoTime();
            while (!burstOver.get()) {
                probes.add(sendAsync(probeClient, extract));
                next += probeEvery * 1_000_000;
                long wait = next - System.nanoTime();
                if (wait > 0) {
                    java.util.concurrent.locks.LockSupport.parkNanos(wait);
                }
            }
        });

        long start = System.nanoTime();
        List<CompletableFuture<Answer>> burst = new ArrayList<>();
        for (int i = 0; i < calls; i++) {
            burst.add(sendAsync(client, translate));
        }
        List<Answer> answers = burst.stream().map(CompletableFuture::join).toList();
        long wall = System.nanoTime() - start;
        burstOver.set(true);
        prober.join();
        // The waiting phase: from WAIT_FROM_MS (500) after the burst began, when every call has been
        // admitted or refused, to the stand-in's delay (DELAY_MS, 2000), before the first reply comes back.
        long waitFrom = start + Long.parseLong(System.getenv().getOrDefault("WAIT_FROM_MS", "500")) * 1_000_000;
        long waitTo = start + Long.parseLong(System.getenv().getOrDefault("DELAY_MS", "2000")) * 1_000_000;
        List<Long> probe = new ArrayList<>();
        List<Long> arriving = new ArrayList<>();
        List<Long> waiting = new ArrayList<>();
        List<Long> replying = new ArrayList<>();
        int[] probeErrors = { 0 };
        for (CompletableFuture<Answer> p : probes) {
            Answer a = p.join();
            if (a.status() != 200) {
                probeErrors[0]++;
            } else if (a.sent() >= start) {
                probe.add(a.nanos());
                if (a.sent() < waitFrom) {
                    arriving.add(a.nanos());
                } else if (a.sent() < waitTo) {
                    waiting.add(a.nanos());
                } else {
                    replying.add(a.nanos());
                }
            }
        }

        Map<Integer, List<Long>> byStatus = new TreeMap<>();
        for (Answer a : answers) {
            byStatus.computeIfAbsent(a.status(), s -> new ArrayList<>()).add(a.nanos());
        }
        StringBuilder statuses = new StringBuilder();
        byStatus.forEach((status, times) -> {
            Collections.sort(times);
            statuses.append(' ').append(status).append('=').append(times.size()).append(" (median ")
                    .append(ms(percentile(times, 50))).append(" ms, slowest ").append(ms(times.get(times.size() - 1)))
                    .append(" ms)");
        });
        System.out.printf("RESULT translate calls=%d wall_ms=%s statuses:%s%n", calls, ms(wall), statuses);
        System.out.printf("RESULT extract-json during the whole burst: %s errors=%d%n", latencies(probe), probeErrors[0]);
        System.out.printf("RESULT extract-json while the calls arrive (sent 0..%s ms into the burst): %s%n",
                ms(waitFrom - start), latencies(arriving));
        System.out.printf("RESULT extract-json while the admitted calls wait (sent %s..%s ms into the burst): %s%n",
                ms(waitFrom - start), ms(waitTo - start), latencies(waiting));
        System.out.printf("RESULT extract-json while the replies come back (sent from %s ms into the burst): %s%n",
                ms(waitTo - start), latencies(replying));
    }

    private static String latencies(List<Long> nanos) {
        List<Long> sorted = new ArrayList<>(nanos);
        Collections.sort(sorted);
        return String.format("n=%d p50_ms=%s p99_ms=%s max_ms=%s", sorted.size(), ms(percentile(sorted, 50)),
                ms(percentile(sorted, 99)), ms(sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1)));
    }

    private static HttpRequest post(String url, String body) {
        return HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private static Answer send(HttpClient client, HttpRequest request) {
        long t = System.nanoTime();
        try {
            int status = client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
            return new Answer(status, System.nanoTime() - t, t);
        } catch (Exception e) {
            return new Answer(-1, System.nanoTime() - t, t);
        }
    }

    private static CompletableFuture<Answer> sendAsync(HttpClient client, HttpRequest request) {
        long t = System.nanoTime();
        return client.sendAsync(request, HttpResponse.BodyHandlers.discarding())
                .handle((r, e) -> new Answer(e == null ? r.statusCode() : -1, System.nanoTime() - t, t));
    }

    private static long percentile(List<Long> sorted, int p) {
        if (sorted.isEmpty()) {
            return 0;
        }
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(i, sorted.size() - 1)));
    }

    private static String ms(long nanos) {
        return String.format("%.1f", nanos / 1e6);
    }
}

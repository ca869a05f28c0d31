package dev.outputguard.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.extract.Accept;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Partial;
import dev.outputguard.extract.ReplyStream;

/**
 * extract-json's partial values on every reply of the stream table ({@code src/test/resources/stream/replies.json}),
 * cut at every character, as bench/peers/stream.sh compares them with the peers: {@code stream}, one
 * {@link ReplyStream} per reply fed one character at a time, the value so far and its states looked at after each;
 * or {@code prefixes}, every prefix read whole by a stream of its own, as a caller that keeps nothing between
 * prefixes (one HTTP request per prefix) reads it.
 *
 * <p>Writes one JSON line per reply ({@code id}, {@code shown}: the value shown after each character, or null) and
 * prints one JSON line: the median time of {@code reps} passes over the whole table after warm-up passes.
 * {@code java -cp target/benchmarks.jar dev.outputguard.bench.StreamTableRunner <table> <out.jsonl> [stream|prefixes] [reps]}
 */
public final class StreamTableRunner {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int WARMUP_MILLIS = 3_000;
    private static final JsonExtractor EXTRACTOR = new JsonExtractor();

    private record Reply(String id, String text, Accept accept) {
    }

    public static void main(String[] args) throws Exception {
        CoreInputs.quietLogs();
        JsonNode table = MAPPER.readTree(Files.readString(Path.of(args[0]), StandardCharsets.UTF_8));
        boolean stream = args.length < 3 || !args[2].equals("prefixes");
        int reps = args.length > 3 ? Integer.parseInt(args[3]) : 21;
        List<Reply> replies = new ArrayList<>();
        for (JsonNode r : table.get("replies")) {
            replies.add(new Reply(r.get("id").asText(), r.get("reply").asText(),
                    r.get("accept").asText().equals("array") ? Accept.ARRAY : Accept.OBJECT));
        }
        StringBuilder out = new StringBuilder();
        for (Reply r : replies) {
            ObjectNode line = MAPPER.createObjectNode().put("id", r.id());
            ArrayNode shown = line.putArray("shown");
            ReplyStream s = EXTRACTOR.stream(r.accept());
            for (int k = 1; k <= r.text().length(); k++) {
                Partial p = stream ? s.append(r.text().substring(k - 1, k)).partial()
                        : EXTRACTOR.stream(r.accept()).append(r.text().substring(0, k)).partial();
                shown.add(p == null ? null : p.json().toString());
            }
            out.append(MAPPER.writeValueAsString(line)).append('\n');
        }
        Files.writeString(Path.of(args[1]), out, StandardCharsets.UTF_8);

        // The pieces are made before the clock starts: a stream is handed strings, as a transport hands them.
        String[][] pieces = new String[replies.size()][];
        for (int i = 0; i < replies.size(); i++) {
            String text = replies.get(i).text();
            pieces[i] = new String[text.length()];
            for (int k = 0; k < text.length(); k++) {
                pieces[i][k] = stream ? text.substring(k, k + 1) : text.substring(0, k + 1);
            }
        }
        long sink = 0;
        long warmUntil = System.nanoTime() + WARMUP_MILLIS * 1_000_000L;
        while (System.nanoTime() < warmUntil) {
            sink += pass(replies, pieces, stream);
        }
        double[] samples = new double[reps];
        for (int i = 0; i < reps; i++) {
            long start = System.nanoTime();
            sink += pass(replies, pieces, stream);
            samples[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(samples);
        int prefixes = 0;
        for (String[] p : pieces) {
            prefixes += p.length;
        }
        ObjectNode summary = MAPPER.createObjectNode().put("who", stream ? "outputguard-stream" : "outputguard-prefixes")
                .put("replies", replies.size()).put("prefixes", prefixes).put("ms", samples[reps / 2])
                .put("minMs", samples[0]).put("maxMs", samples[reps - 1]).put("sink", sink % 7);
        System.out.println(MAPPER.writeValueAsString(summary));
    }

    /** One pass over the table: every prefix's value and states looked at. */
    private static long pass(List<Reply> replies, String[][] pieces, boolean stream) {
        long seen = 0;
        for (int i = 0; i < replies.size(); i++) {
            Accept accept = replies.get(i).accept();
            ReplyStream s = EXTRACTOR.stream(accept);
            for (String piece : pieces[i]) {
                Partial p = stream ? s.append(piece).partial() : EXTRACTOR.stream(accept).append(piece).partial();
                seen += p == null ? 0 : p.states().size();
            }
        }
        return seen;
    }
}

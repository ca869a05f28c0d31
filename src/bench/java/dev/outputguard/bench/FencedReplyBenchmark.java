package dev.outputguard.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;

import dev.outputguard.extract.Accept;
import dev.outputguard.extract.AsWritten;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.Source;
import dev.outputguard.function.ExtractJsonFunction;

/**
 * The work of one extract-json call on {@code bench/load.sh}'s body (a 4.8 KB object in a {@code ```json}
 * fence between two lines of prose), in-process, against what the {@code /raw-extract} route does with
 * Jackson alone: {@code readTree} of the fenced span found with {@code indexOf}, a lower bound for any
 * extract-json on such a reply. Each pair with and without writing the answer (the same record, the same
 * writer), so that the write's share shows. The app's mapper differs from Jackson's defaults in how it
 * reads requests (the request contract) and writes dates, neither of which this answer involves, so the
 * writer is a default mapper's.
 *
 * <p>From the repository root: {@code java -jar target/benchmarks.jar FencedReplyBenchmark -f 1 -wi 3 -i 5 -w 1s -r 1s -prof gc}
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class FencedReplyBenchmark {

    private static final String FENCE_OPEN = "```json\n";
    private static final String FENCE_CLOSE = "\n```";

    private final JsonExtractor extractor = new JsonExtractor();
    private final ObjectMapper jackson = new ObjectMapper();
    private final ObjectWriter writer = jackson.writerFor(ExtractJsonFunction.Response.class);

    /** {@code bench/load.sh}'s reply, run from the repository root or chosen with {@code -p replyFile=...}. */
    @Param({"bench/fenced-reply.txt"})
    public String replyFile;

    private String reply;

    @Setup
    public void setUp() throws Exception {
        reply = Files.readString(Path.of(replyFile), StandardCharsets.UTF_8);
        // Both sides must give the same answer, byte for byte.
        String extracted = new String(extractAndWrite(), StandardCharsets.UTF_8);
        String yardstick = new String(jacksonSpanAndWrite(), StandardCharsets.UTF_8);
        CoreInputs.check(extracted.equals(yardstick), "the same answer from both sides:\n" + extracted + "\n" + yardstick);
        CoreInputs.check(extracted.equals(new String(extractTreeAndWrite(), StandardCharsets.UTF_8)), "the same answer from the tree's search");
        CoreInputs.check(extracted.startsWith("{\"ok\":true,\"json\":{\"title\""), "an object found: " + extracted);
    }

    /**
     * extract-json's core call on a strict, object-accepting request without a schema: the search that builds no
     * tree, as the function makes it.
     */
    @Benchmark
    public Extraction extract() {
        return extractor.extractAsWritten(reply, Accept.OBJECT);
    }

    /** The same call and its answer written as bytes, as the HTTP route writes it. */
    @Benchmark
    public byte[] extractAndWrite() throws Exception {
        Extraction.Found f = (Extraction.Found) extractor.extractAsWritten(reply, Accept.OBJECT);
        return writer.writeValueAsBytes(new ExtractJsonFunction.Response(true, f.json(), f.source(), f.start(), f.end(),
                null, null, null, null, null, null, null, null, null, null, null));
    }

    /** The search that builds the tree, and its answer written from the span ({@link AsWritten#of}): what repair mode does. */
    @Benchmark
    public byte[] extractTreeAndWrite() throws Exception {
        Extraction.Found f = (Extraction.Found) extractor.extract(reply, Mode.STRICT);
        return writer.writeValueAsBytes(new ExtractJsonFunction.Response(true, AsWritten.of(f, reply), f.source(), f.start(), f.end(),
                null, null, null, null, null, null, null, null, null, null, null));
    }

    /** Jackson's {@code readTree} of the fenced span, found with {@code indexOf}. */
    @Benchmark
    public JsonNode jacksonSpan() throws Exception {
        int start = reply.indexOf(FENCE_OPEN) + FENCE_OPEN.length();
        return jackson.readTree(reply.substring(start, reply.indexOf(FENCE_CLOSE, start)));
    }

    /** The same and the same answer written. */
    @Benchmark
    public byte[] jacksonSpanAndWrite() throws Exception {
        int start = reply.indexOf(FENCE_OPEN) + FENCE_OPEN.length();
        int end = reply.indexOf(FENCE_CLOSE, start);
        JsonNode json = jackson.readTree(reply.substring(start, end));
        return writer.writeValueAsBytes(new ExtractJsonFunction.Response(true, json, Source.CODE_BLOCK, start, end,
                null, null, null, null, null, null, null, null, null, null, null));
    }
}

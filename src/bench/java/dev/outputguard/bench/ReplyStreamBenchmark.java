package dev.outputguard.bench;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import dev.outputguard.extract.Accept;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.Partial;
import dev.outputguard.extract.ReplyStream;

/**
 * A reply read as it streams: a 100 KB reply (prose, then a fenced object of ~1,000 records like
 * {@link ExtractJsonBenchmark}'s, then prose) fed to a {@link ReplyStream} in 1,000 pieces, with a look at the value
 * so far and its states after each piece, against one extraction of the whole reply; and, for scale, the extraction
 * of every one of the 1,000 prefixes, which is what reading a stream without state between pieces costs.
 *
 * <p>{@code java -jar target/benchmarks.jar ReplyStreamBenchmark -f 2 -wi 3 -i 5 -w 1s -r 1s -prof gc}
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ReplyStreamBenchmark {

    private static final int SIZE = 100_000;
    private static final int PIECES = 1_000;

    private final JsonExtractor extractor = new JsonExtractor();
    private String reply;
    private String[] pieces;
    private String[] prefixes;

    @Setup(Level.Trial)
    public void setUp() {
        reply = "Here is the catalogue:\n```json\n" + ExtractJsonBenchmark.object(SIZE - 50) + "\n```\nThat is all.";
        pieces = new String[PIECES];
        prefixes = new String[PIECES];
        for (int k = 0; k < PIECES; k++) {
            int from = (int) ((long) reply.length() * k / PIECES);
            int to = (int) ((long) reply.length() * (k + 1) / PIECES);
            pieces[k] = reply.substring(from, to);
            prefixes[k] = reply.substring(0, to);
        }
        // Each benchmark measures what its name says: the same value, whole, at the end.
        Extraction whole = extractor.extract(reply, Mode.STRICT);
        CoreInputs.check(whole instanceof Extraction.Found, "the reply holds its object");
        Partial last = inPieces();
        CoreInputs.check(last.complete() && last.json().equals(((Extraction.Found) whole).json()), "the stream ends complete");
    }

    /** One extraction of the whole reply: the yardstick. */
    @Benchmark
    public Extraction whole100k() {
        return extractor.extract(reply, Mode.STRICT);
    }

    /** The reply fed in 1,000 pieces, the value so far and its states looked at after each. */
    @Benchmark
    public Partial pieces100k() {
        return inPieces();
    }

    private Partial inPieces() {
        ReplyStream stream = extractor.stream(Accept.OBJECT);
        Partial last = null;
        int states = 0;
        for (String piece : pieces) {
            last = stream.append(piece).partial();
            states += last == null ? 0 : last.states().size();
        }
        CoreInputs.check(states > 0, "states looked at");
        return last;
    }

    /** Every prefix extracted from scratch, as a reader that keeps nothing between pieces would. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public int everyPrefix100k() {
        int found = 0;
        for (String prefix : prefixes) {
            found += extractor.extract(prefix, Mode.STRICT) instanceof Extraction.Found ? 1 : 0;
        }
        return found;
    }
}

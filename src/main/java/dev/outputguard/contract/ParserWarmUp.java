package dev.outputguard.contract;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;

/**
 * The JSON reader's and writer's one-time class initialisation, done on a thread of its own while the app starts
 * instead of inside the first request. Jackson's first parser initialises {@link java.math.BigDecimal}, whose
 * initialisation on JDK 25 computes 5^65536 by repeated squaring: the longest single step of a first call after a start
 * with the AOT cache, whichever function it calls (docs/benchmarks.md, the start). Started
 * from the app's ObjectMapper set-up ({@link RequestBinding}), the earliest step of the start that is ours, it
 * runs beside the configuration being built; a first request that comes before it ended waits for the class
 * initialisation it is in (the JVM's rule), never does it twice.
 *
 * <p>It parses and writes a tiny document with a factory of its own (the app's is still being configured), so
 * the same classes initialise as for every request, without reflection (a native image needs no metadata for it).
 */
final class ParserWarmUp {

    private static final byte[] DOCUMENT = {'{', '"', 'a', '"', ':', '[', '0', ',', '1', '.', '5', ']', '}'};

    private ParserWarmUp() {
    }

    /** Starts the warm-up on a daemon thread; the start never waits for it. */
    static void start() {
        Thread thread = new Thread(ParserWarmUp::run, "outputguard-parser-warm-up");
        thread.setDaemon(true);
        thread.start();
    }

    /** Reads and writes {@link #DOCUMENT}: every token kind a request and an answer begin with. */
    static void run() {
        JsonFactory factory = new JsonFactory();
        try (JsonParser p = factory.createParser(DOCUMENT);
                JsonGenerator g = factory.createGenerator(OutputStream.nullOutputStream())) {
            while (p.nextToken() != null) {
                g.copyCurrentEvent(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

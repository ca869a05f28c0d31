package dev.outputguard.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * A caller of {@code "stream": true} that goes away cancels the call: the LLM's streamed reply, which would go on for
 * far longer, is closed, and no retry is asked for.
 */
@QuarkusTest
@WithTestResource(TricklingLlm.class)
class CompleteJsonCallerGoneHttpTest {

    @TestHTTPResource("/")
    URL app;

    @Inject
    LlmWork work;

    @Test
    void callerDisconnectsAfterThePartials_theLlmExchangeIsClosed_andNoFurtherAttemptIsMade() throws Exception {
        TricklingLlm.reset();
        String body = "{\"prompt\": \"A long title.\", \"maxRetries\": 2, \"stream\": true, \"schema\": {\"type\": \"object\","
                + " \"required\": [\"title\"], \"properties\": {\"title\": {\"type\": \"string\"}}}}";
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String firstEvent;
        try (Socket caller = new Socket(app.getHost(), app.getPort())) {
            caller.setSoTimeout(15_000);
            OutputStream out = caller.getOutputStream();
            out.write(("POST /complete-json HTTP/1.1\r\nHost: " + app.getHost() + "\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + bytes.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(caller.getInputStream(), StandardCharsets.UTF_8));
            String line;
            do {
                line = in.readLine();
            } while (line != null && !line.startsWith("event: "));
            firstEvent = line;
            // The caller goes away while the LLM is still writing.
        }

        assertEquals("event: partial", firstEvent);
        assertTrue(TricklingLlm.closedEarly.await(10, TimeUnit.SECONDS),
                "the LLM's streamed reply is closed once the caller has gone");
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (work.inFlight() > 0 && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertEquals(0, work.inFlight(), "the call has ended");
        // Long enough for a retry to have been sent, had one been asked for.
        Thread.sleep(10 * TricklingLlm.PAUSE_MS);
        assertEquals(1, TricklingLlm.REQUESTS.get(), "one LLM call: no retry for a caller gone away");
    }
}

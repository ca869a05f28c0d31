package dev.outputguard.function;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * An OpenAI-compatible endpoint on a plain socket that streams its reply slowly (one server-sent event every
 * {@link #PAUSE_MS} ms, for far longer than a test waits), and notes each request and each connection the client
 * closed before the reply ended: what a test of a caller going away looks at. The app is pointed at it with a deadline
 * long enough that only a cancellation can end a call early.
 */
public class TricklingLlm implements QuarkusTestResourceLifecycleManager {

    static final long PAUSE_MS = 100;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Chat requests received. */
    static final AtomicInteger REQUESTS = new AtomicInteger();
    /** Counted down when the client closes a connection whose reply was still being written. */
    static volatile CountDownLatch closedEarly = new CountDownLatch(1);

    private ServerSocket server;

    @Override
    public Map<String, String> start() {
        try {
            server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        Thread.ofPlatform().daemon().name("trickling-llm").start(this::accept);
        return Map.of("outputguard.llm.base-url", "http://127.0.0.1:" + server.getLocalPort() + "/v1",
                "outputguard.llm.api-key", "test-key",
                "outputguard.llm.model", "stand-in",
                "outputguard.llm.deadline", "25s",
                "outputguard.llm.timeout", "25s");
    }

    static void reset() {
        REQUESTS.set(0);
        closedEarly = new CountDownLatch(1);
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                Thread.ofVirtual().start(() -> serve(socket));
            } catch (IOException e) {
                return;
            }
        }
    }

    private static void serve(Socket socket) {
        try (socket) {
            InputStream in = socket.getInputStream();
            String head = head(in);
            int length = 0;
            for (String line : head.split("\r\n")) {
                if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring(15).strip());
                }
            }
            in.readNBytes(length);
            if (!head.startsWith("POST /v1/chat/completions ")) {
                socket.getOutputStream().write("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                        .getBytes(StandardCharsets.US_ASCII));
                return;
            }
            REQUESTS.incrementAndGet();
            OutputStream out = socket.getOutputStream();
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n"
                    + "Connection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            // The client closing its end ends the read below at once; writing alone would notice only later.
            CountDownLatch closed = new CountDownLatch(1);
            Thread.ofVirtual().start(() -> {
                try {
                    while (in.read() >= 0) {
                        // nothing else is sent on this connection
                    }
                } catch (IOException e) {
                    // reset: closed too
                }
                closed.countDown();
            });
            String[] pieces = { "{\"title\": \"", "A long ", "title ", "that ", "goes ", "on" };
            for (int i = 0; i < 1_000; i++) {
                String piece = i < pieces.length ? pieces[i] : "and on ";
                chunk(out, "data: " + delta(piece) + "\n\n");
                if (closed.await(PAUSE_MS, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                    closedEarly.countDown();
                    return;
                }
            }
            chunk(out, "data: [DONE]\n\n");
            out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            closedEarly.countDown();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String head(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        byte[] end = { '\r', '\n', '\r', '\n' };
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the request ended in its head");
            }
            head.write(b);
            matched = b == end[matched] ? matched + 1 : b == '\r' ? 1 : 0;
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    private static void chunk(OutputStream out, String data) throws IOException {
        byte[] bytes = data.getBytes(StandardCharsets.UTF_8);
        out.write((Integer.toHexString(bytes.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(bytes);
        out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    private static String delta(String content) {
        ObjectNode root = MAPPER.createObjectNode().put("object", "chat.completion.chunk");
        ObjectNode choice = root.putArray("choices").addObject().put("index", 0);
        choice.putObject("delta").put("content", content);
        choice.putNull("finish_reason");
        return root.toString();
    }

    @Override
    public void stop() {
        try {
            server.close();
        } catch (IOException e) {
            // closing anyway
        }
    }
}

package dev.outputguard.llm;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A forward proxy on loopback that only tunnels ({@code CONNECT host:port}), as an HTTPS egress proxy does: it
 * notes each tunnel's target and {@code Proxy-Authorization}, connects, answers 200 and copies bytes both ways.
 * It sees no more of an HTTPS exchange than that. Each connection runs on a virtual thread; {@link #close} ends all.
 */
public final class ConnectProxy implements AutoCloseable {

    private final ServerSocket server;
    private final List<String> tunnels = new CopyOnWriteArrayList<>();
    private final List<String> authorizations = new CopyOnWriteArrayList<>();
    private final List<Socket> open = new CopyOnWriteArrayList<>();

    private ConnectProxy(ServerSocket server) {
        this.server = server;
    }

    public static ConnectProxy start() throws IOException {
        ConnectProxy proxy = new ConnectProxy(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()));
        Thread.ofVirtual().name("connect-proxy").start(proxy::accept);
        return proxy;
    }

    public int port() {
        return server.getLocalPort();
    }

    /** The request line of every tunnel asked for, e.g. {@code CONNECT localhost:8443}. */
    public List<String> tunnels() {
        return List.copyOf(tunnels);
    }

    /** The {@code Proxy-Authorization} values sent with them. */
    public List<String> authorizations() {
        return List.copyOf(authorizations);
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                open.add(client);
                Thread.ofVirtual().start(() -> tunnel(client));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void tunnel(Socket client) {
        try (client) {
            InputStream in = client.getInputStream();
            List<String> head = readHead(in);
            String[] request = head.get(0).split(" ");
            if (!"CONNECT".equals(request[0])) {
                client.getOutputStream().write("HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n"
                        .getBytes(StandardCharsets.US_ASCII));
                return;
            }
            tunnels.add(request[0] + " " + request[1]);
            for (String line : head) {
                if (line.toLowerCase(Locale.ROOT).startsWith("proxy-authorization:")) {
                    authorizations.add(line.substring(line.indexOf(':') + 1).strip());
                }
            }
            int colon = request[1].lastIndexOf(':');
            try (Socket upstream = new Socket(request[1].substring(0, colon), Integer.parseInt(request[1].substring(colon + 1)))) {
                open.add(upstream);
                client.getOutputStream().write("HTTP/1.1 200 Connection Established\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                Thread copyUp = Thread.ofVirtual().start(() -> copy(in, upstream));
                copy(upstream.getInputStream(), client);
                copyUp.join();
            }
        } catch (IOException | InterruptedException | RuntimeException e) {
            // the client or the LLM closed its side
        }
    }

    private static void copy(InputStream from, Socket to) {
        try {
            OutputStream out = to.getOutputStream();
            from.transferTo(out);
            to.shutdownOutput();
        } catch (IOException e) {
            // one side closed
        }
    }

    private static List<String> readHead(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int last4 = 0;
        for (int b; (b = in.read()) >= 0;) {
            bytes.write(b);
            last4 = (last4 << 8) | b;
            if (last4 == 0x0d0a0d0a) {
                break;
            }
        }
        return List.of(bytes.toString(StandardCharsets.US_ASCII).strip().split("\r\n"));
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (Socket socket : open) {
            socket.close();
        }
    }
}

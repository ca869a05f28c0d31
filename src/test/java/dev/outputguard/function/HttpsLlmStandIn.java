package dev.outputguard.function;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import com.github.tomakehurst.wiremock.WireMockServer;

import dev.outputguard.llm.ConnectProxy;
import dev.outputguard.llm.TestCertificates;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * The LLM over HTTPS, reached the way a Lambda in a VPC reaches a company's LLM gateway: through an egress proxy
 * ({@code quarkus.proxy.*}, with credentials) and trusting the company's CA ({@code quarkus.tls.llm.trust-store.pem.certs}).
 * The base URL names one port on loopback that forwards, byte for byte, to one of three WireMock HTTPS servers
 * ({@link #serve}): the gateway with a certificate from that CA, a server whose certificate signed itself, and one
 * whose certificate from that CA names another host. Certificates are made at test time ({@link TestCertificates}).
 */
public class HttpsLlmStandIn implements QuarkusTestResourceLifecycleManager {

    /** Which certificate the LLM shows. */
    public enum Llm { GATEWAY, SELF_SIGNED, OTHER_HOST }

    static volatile WireMockServer gateway;
    static volatile WireMockServer selfSigned;
    static volatile WireMockServer otherHost;
    static volatile ConnectProxy proxy;
    static volatile Forwarder forwarder;

    @Override
    public Map<String, String> start() {
        TestCertificates certs = TestCertificates.shared();
        gateway = https(certs.gatewayKeyStore());
        selfSigned = https(certs.selfSignedKeyStore());
        otherHost = https(certs.otherHostKeyStore());
        try {
            proxy = ConnectProxy.start();
            forwarder = new Forwarder();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        serve(Llm.GATEWAY);
        // A generous deadline: the first call of a fresh app loads the client and its TLS (seconds on a loaded machine);
        // the TLS failures end at once whatever it is.
        return Map.ofEntries(
                Map.entry("outputguard.llm.base-url", "https://localhost:" + forwarder.port() + "/v1"),
                Map.entry("outputguard.llm.api-key", "test-key"),
                Map.entry("outputguard.llm.model", "stand-in"),
                Map.entry("outputguard.llm.deadline", "20s"),
                Map.entry("outputguard.llm.timeout", "20s"),
                Map.entry("outputguard.llm.retry.max-attempts", "3"),
                Map.entry("outputguard.llm.retry.initial-backoff", "10ms"),
                Map.entry("outputguard.llm.retry.max-backoff", "50ms"),
                Map.entry("quarkus.tls.llm.trust-store.pem.certs", certs.caPem().toString()),
                Map.entry("quarkus.proxy.host", "127.0.0.1"),
                Map.entry("quarkus.proxy.port", String.valueOf(proxy.port())),
                Map.entry("quarkus.proxy.username", "egress"),
                Map.entry("quarkus.proxy.password", "s3cret"));
    }

    /** From now on, new connections reach {@code llm}; the open ones are closed. */
    static void serve(Llm llm) {
        forwarder.to(switch (llm) {
            case GATEWAY -> gateway.httpsPort();
            case SELF_SIGNED -> selfSigned.httpsPort();
            case OTHER_HOST -> otherHost.httpsPort();
        });
    }

    private static WireMockServer https(Path keyStore) {
        WireMockServer server = new WireMockServer(options().dynamicPort().dynamicHttpsPort()
                .keystorePath(keyStore.toString()).keystorePassword(TestCertificates.PASSWORD)
                .keyManagerPassword(TestCertificates.PASSWORD).keystoreType("PKCS12"));
        server.start();
        return server;
    }

    @Override
    public void stop() {
        for (WireMockServer server : new WireMockServer[] {gateway, selfSigned, otherHost}) {
            if (server != null) {
                server.stop();
            }
        }
        try {
            if (proxy != null) {
                proxy.close();
            }
            if (forwarder != null) {
                forwarder.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A TCP port on loopback whose connections are piped to the port set last; TLS passes through untouched. */
    static final class Forwarder implements AutoCloseable {
        private final ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        private final List<Socket> open = new CopyOnWriteArrayList<>();
        private volatile int target;

        Forwarder() throws IOException {
            Thread.ofVirtual().name("llm-forwarder").start(this::accept);
        }

        int port() {
            return server.getLocalPort();
        }

        void to(int port) {
            target = port;
            for (Socket socket : open) {
                try {
                    socket.close();
                } catch (IOException e) {
                    // already closed
                }
            }
            open.clear();
        }

        private void accept() {
            while (!server.isClosed()) {
                try {
                    Socket client = server.accept();
                    Socket upstream = new Socket(InetAddress.getLoopbackAddress(), target);
                    open.add(client);
                    open.add(upstream);
                    Thread.ofVirtual().start(() -> pipe(client, upstream));
                    Thread.ofVirtual().start(() -> pipe(upstream, client));
                } catch (IOException closed) {
                    if (server.isClosed()) {
                        return;
                    }
                }
            }
        }

        private static void pipe(Socket from, Socket to) {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException e) {
                // one side closed
            } finally {
                try {
                    to.close();
                    from.close();
                } catch (IOException e) {
                    // closed
                }
            }
        }

        @Override
        public void close() throws IOException {
            server.close();
            to(0);
        }
    }
}

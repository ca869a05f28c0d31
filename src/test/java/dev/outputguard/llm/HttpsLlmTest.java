package dev.outputguard.llm;

import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;

import dev.outputguard.contract.Problem;
import io.quarkus.tls.BaseTlsConfiguration;
import io.quarkus.tls.TlsConfiguration;
import io.vertx.core.net.PemTrustOptions;
import io.vertx.core.net.TrustOptions;

/**
 * The LLM over HTTPS for real: WireMock's HTTPS port with certificates made at test time ({@link TestCertificates}),
 * trusted the way the TLS registry hands them over (a {@link TlsConfiguration}), through an HTTPS proxy too.
 */
class HttpsLlmTest {

    private static final TestCertificates CERTS = TestCertificates.shared();
    private static final RetryPolicy POLICY =
            new RetryPolicy(Duration.ofSeconds(10), 3, Duration.ofMillis(10), Duration.ofMillis(40));

    private WireMockServer llm;
    private RestClientChatTransport transport;
    private ConnectProxy proxy;

    @AfterEach
    void stop() throws Exception {
        if (transport != null) {
            transport.close();
        }
        if (llm != null) {
            llm.stop();
        }
        if (proxy != null) {
            proxy.close();
        }
    }

    /** An HTTPS stand-in that answers every chat with {@code content}, showing the certificate in {@code keyStore}. */
    private String serve(Path keyStore, String content) {
        llm = new WireMockServer(options().dynamicPort().dynamicHttpsPort().keystorePath(keyStore.toString())
                .keystorePassword(TestCertificates.PASSWORD).keyManagerPassword(TestCertificates.PASSWORD)
                .keystoreType("PKCS12"));
        llm.start();
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(okJson(ChatCompletionsStub.completion(content))));
        return "https://localhost:" + llm.httpsPort() + "/v1";
    }

    /** What {@code quarkus.tls.llm.trust-store.pem.certs=<pem>} gives the client. */
    static TlsConfiguration trusting(Path pem) {
        return new BaseTlsConfiguration() {
            @Override
            public TrustOptions getTrustStoreOptions() {
                return new PemTrustOptions().addCertPath(pem.toString());
            }

            @Override
            public String getName() {
                return "llm";
            }
        };
    }

    private LlmClient client(String baseUrl, Optional<TlsConfiguration> tls, Optional<ProxySettings> proxySettings) {
        LlmSettings settings = LlmSettings.forBaseUrl(baseUrl).withRetry(POLICY);
        transport = new RestClientChatTransport(settings, 1_000_000, tls, proxySettings);
        return new RetryingLlmClient(transport, POLICY);
    }

    private static LlmReply call(LlmClient client) {
        return client.complete(ChatRequest.text("system rules", "hello"), Deadline.after(Duration.ofSeconds(20)));
    }

    private static LlmException refused(LlmClient client) {
        return assertTimeoutPreemptively(Duration.ofSeconds(15), () -> assertThrows(LlmException.class, () -> call(client)),
                "a TLS failure must end at once, never hang");
    }

    @Test
    void complete_gatewayCertificateIssuedByATrustedCompanyCa_succeeds() {
        String url = serve(CERTS.gatewayKeyStore(), "over TLS");

        assertEquals("over TLS", call(client(url, Optional.of(trusting(CERTS.caPem())), Optional.empty())).content());
    }

    @Test
    void complete_selfSignedCertificateNobodyTrusts_is502NamingTlsWithoutRetrying() {
        String url = serve(CERTS.selfSignedKeyStore(), "never read");

        LlmException e = refused(client(url, Optional.empty(), Optional.empty()));

        assertEquals(LlmException.UNAVAILABLE, e.code());
        assertEquals(502, Problem.in(e).orElseThrow().status());
        assertTrue(e.getMessage().startsWith("The TLS handshake with the LLM at " + url + "/chat/completions failed"),
                e.getMessage());
        assertTrue(e.getMessage().contains("quarkus.tls.llm.trust-store"), e.getMessage());
        assertEquals(0, llm.getAllServeEvents().size(), "no request gets past a failed handshake");
    }

    @Test
    void complete_certificateMadeOutToAnotherHost_is502NamingTls() {
        String url = serve(CERTS.otherHostKeyStore(), "never read");

        // Issued by the trusted CA, but made out to llm.example.com while the URL says localhost.
        LlmException e = refused(client(url, Optional.of(trusting(CERTS.caPem())), Optional.empty()));

        assertEquals(502, Problem.in(e).orElseThrow().status());
        assertTrue(e.getMessage().startsWith("The TLS handshake with the LLM at"), e.getMessage());
        assertTrue(e.getMessage().contains("outputguard.llm.base-url to the host name"), e.getMessage());
        assertEquals(0, llm.getAllServeEvents().size());
    }

    @Test
    void complete_plainHttpServerBehindAnHttpsUrl_is502NamingTls() {
        serve(CERTS.gatewayKeyStore(), "never read");
        String url = "https://localhost:" + llm.port() + "/v1";

        LlmException e = refused(client(url, Optional.of(trusting(CERTS.caPem())), Optional.empty()));

        assertTrue(e.getMessage().startsWith("The TLS handshake with the LLM at " + url), e.getMessage());
    }

    @Test
    void complete_throughAnHttpsProxy_tunnelsToTheLlmWithConnectAndProxyCredentials() throws Exception {
        String url = serve(CERTS.gatewayKeyStore(), "via the proxy");
        proxy = ConnectProxy.start();

        LlmReply reply = call(client(url, Optional.of(trusting(CERTS.caPem())),
                Optional.of(ProxySettings.of("127.0.0.1", proxy.port()).withCredentials("egress", "s3cret"))));

        assertEquals("via the proxy", reply.content());
        assertEquals(List.of("CONNECT localhost:" + llm.httpsPort()), proxy.tunnels());
        assertEquals(List.of("Basic ZWdyZXNzOnMzY3JldA=="), proxy.authorizations(), "egress:s3cret");
    }

    @Test
    void complete_proxyThatIsDown_is502NamingTheProxyIsNotReached() throws Exception {
        String url = serve(CERTS.gatewayKeyStore(), "never read");
        int closed;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            closed = socket.getLocalPort();
        }

        LlmException e = assertThrows(LlmException.class, () -> call(client(url, Optional.of(trusting(CERTS.caPem())),
                Optional.of(ProxySettings.of("127.0.0.1", closed)))));

        assertEquals(LlmException.UNAVAILABLE, e.code());
        assertTrue(e.getMessage().startsWith("Cannot reach the LLM at " + url), e.getMessage());
        assertEquals(0, llm.getAllServeEvents().size());
    }

    /** The stream API over TLS as well: the same client, the same trust. */
    @Test
    void stream_overHttps_readsTheEvents() {
        String url = serve(CERTS.gatewayKeyStore(), "unused");
        llm.stubFor(post(ChatCompletionsStub.PATH).willReturn(StreamedReplyTest.events("Bon", "jour")));
        client(url, Optional.of(trusting(CERTS.caPem())), Optional.empty());

        List<String> parts = transport.stream(ChatRequest.text("s", "u")).map(ChatChunk::content)
                .collect().asList().await().atMost(Duration.ofSeconds(20));

        assertEquals("Bonjour", String.join("", parts));
    }
}

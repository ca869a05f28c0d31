package dev.outputguard.llm;

import java.io.ByteArrayOutputStream;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.security.KeyStore;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.client.Invocation;
import jakarta.ws.rs.client.WebTarget;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.client.TlsConfig;
import org.jboss.resteasy.reactive.client.api.QuarkusRestClientProperties;
import org.jboss.resteasy.reactive.client.impl.ClientBuilderImpl;
import org.jboss.resteasy.reactive.client.impl.ClientImpl;
import org.jboss.resteasy.reactive.client.impl.MultiInvoker;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.limits.Limits;
import dev.outputguard.text.Echo;
import io.quarkus.tls.TlsConfiguration;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.subscription.MultiSubscriber;
import io.vertx.core.Context;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.net.KeyCertOptions;
import io.vertx.core.net.SSLOptions;
import io.vertx.core.net.TrustOptions;

/**
 * POSTs to {@code <base-url>/chat/completions} with the Quarkus REST client (its Jakarta REST client API, on the
 * Vert.x HTTP client), and reads a {@code stream: true} reply as server-sent events ({@link #stream}).
 *
 * <p>The client API rather than a typed {@code @RegisterRestClient} interface: a typed client needs the Quarkus
 * build to generate it, and this class runs as it is in plain JUnit (against WireMock) and in the app. Its
 * settings come from one place each: the base URL, the timeouts and the pool from {@code outputguard.llm.*}
 * ({@link LlmSettings}), TLS from the TLS registry ({@code quarkus.tls.llm.*}, given here as a
 * {@link TlsConfiguration}), the proxy from Quarkus's proxy configuration, {@code quarkus.proxy.*}
 * ({@link ProxySettings}); {@code config/LlmProducers} gathers them. The client is made with the transport, which
 * is made on the first LLM call (or, under SnapStart, before the snapshot); no connection is opened before a call.
 *
 * <p>A reply is read as it arrives, chunk by chunk, at most {@code maxReplyBytes} of it: past that the connection
 * is closed and the reply is a {@link TransportOutcome.Malformed} value. The whole exchange, the body included,
 * ends within the attempt's time: past it the exchange is cancelled (its connection closed). The REST client
 * reads an error reply (a status outside 2xx) whole before handing it over, so a watch on every response of
 * this client ({@link ReplyCap}) closes the connection of one that grows past the cap, whatever its status. The
 * calling thread waits for the outcome (a virtual thread, in the app); an event-loop thread is refused.
 */
public final class RestClientChatTransport implements ChatTransport, ChatStreamer, AutoCloseable {

    private static final String JSON = MediaType.APPLICATION_JSON;

    private final LlmSettings settings;
    private final int maxReplyBytes;
    private final String endpoint;
    private final Optional<URI> chatUri;
    private final ClientImpl client;
    private final Optional<WebTarget> chat;

    /** Reading at most {@link Limits#DEFAULT_MAX_REPLY_BYTES} of a reply body, no TLS settings, no proxy. */
    public RestClientChatTransport(LlmSettings settings) {
        this(settings, Limits.DEFAULT_MAX_REPLY_BYTES);
    }

    /** Reading at most {@code maxReplyBytes} of a reply body ({@link Limits#maxReplyBytes()}), no TLS settings, no proxy. */
    public RestClientChatTransport(LlmSettings settings, int maxReplyBytes) {
        this(settings, maxReplyBytes, Optional.empty(), Optional.empty());
    }

    /**
     * @param tls   what to trust (and how to check the host name) on an {@code https} base URL; empty: the JVM's
     *              trusted certificates and the standard host name check
     * @param proxy the HTTP proxy every call goes through (an HTTPS base URL is tunnelled with {@code CONNECT});
     *              empty: none, unless the JVM's {@code https.proxyHost} / {@code http.proxyHost} name one
     */
    public RestClientChatTransport(LlmSettings settings, int maxReplyBytes, Optional<TlsConfiguration> tls,
            Optional<ProxySettings> proxy) {
        this.settings = settings;
        this.maxReplyBytes = maxReplyBytes;
        this.chatUri = chatUri(settings.baseUrl());
        this.endpoint = chatUri.map(RestClientChatTransport::display).orElse(settings.baseUrl());
        ClientBuilderImpl builder = new ClientBuilderImpl();
        // HTTP/1.1 (the builder's default): OpenAI-compatible servers speak it. One connection per call that waits
        // on the LLM: the pool is as large as the in-flight bound, which is what limits them.
        builder.property(QuarkusRestClientProperties.CONNECTION_POOL_SIZE, settings.maxInFlight());
        builder.followRedirects(false);
        if (settings.connectTimeout().isPositive()) {
            builder.connectTimeout(settings.connectTimeout().toMillis(), TimeUnit.MILLISECONDS);
        }
        // A connection on which nothing arrives for a whole attempt is closed by the client itself: the backstop
        // behind the attempt's own timer (below), and what ends an exchange abandoned before its reply began.
        builder.readTimeout(settings.retry().attemptTimeout().toMillis(), TimeUnit.MILLISECONDS);
        tls.ifPresent(t -> builder.tlsConfig(new RegistryTls(t)));
        proxy.ifPresent(p -> {
            builder.proxy(p.host(), p.port());
            p.username().ifPresent(builder::proxyUser);
            p.password().ifPresent(builder::proxyPassword);
            p.connectTimeout().ifPresent(builder::proxyConnectTimeout);
            builder.nonProxyHosts(String.join("|", p.nonProxyHosts()));
        });
        // A reply arrives as chunks of up to 64 KB (Vert.x's default is 8 KB): a 2 MB reply is 32 items, not 256.
        builder.maxChunkSize(64 * 1024);
        builder.clientRequestCustomizer(new ReplyCap(maxReplyBytes));
        this.client = builder.build();
        this.chat = chatUri.map(client::target);
    }

    @Override
    public String endpoint() {
        return endpoint;
    }

    @Override
    public boolean asksJsonMode(ChatRequest request) {
        return request.jsonResponse() && settings.jsonMode();
    }

    @Override
    public TransportOutcome send(ChatRequest request, Duration timeout) {
        refuseEventLoop();
        long ms = Math.max(1, timeout.toMillis());
        ReplyReader reader = new ReplyReader(maxReplyBytes);
        post(ChatCompletionsCodec.requestBody(request, settings, false), JSON, byte[].class).subscribe().withSubscriber(reader);
        try {
            // The whole exchange, the body included, within the attempt's time.
            return reader.outcome.get(ms, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            reader.abandon();
            return new TransportOutcome.TimedOut("no reply within " + timeout.toMillis() + " ms");
        } catch (ExecutionException e) {
            return classify(e.getCause());
        } catch (InterruptedException e) {
            reader.cancel();
            Thread.currentThread().interrupt();
            return new TransportOutcome.Unreachable("interrupted");
        }
    }

    /**
     * The reply to {@code request} asked for with {@code stream: true}, one {@link ChatChunk} per server-sent event as
     * it arrives, ending at the server's {@code [DONE]} (or the end of the body). Nothing is sent before a
     * subscriber asks; cancelling the subscription closes the connection. No retries and no deadline: the caller
     * bounds the wait (e.g. {@code ifNoItem().after(...)}); a connection silent for a whole
     * {@code outputguard.llm.timeout} is closed by the client. The events' data count against the reply cap (in
     * characters). Failures are {@link ChatStreamException}s carrying the same {@link TransportOutcome} {@link #send}
     * reports; a base URL that is no http(s) URL fails it with {@link LlmException} before anything is sent.
     *
     * <p>A server that does not stream answers with its whole reply instead (a Chat Completions body, not events):
     * that body is read whole, as {@link #send} reads it, and is one chunk at its end.
     */
    @Override
    public Multi<ChatChunk> stream(ChatRequest request) {
        return Multi.createFrom().deferred(() -> {
            AtomicLong read = new AtomicLong();
            EventsOrBody reader = new EventsOrBody();
            return post(ChatCompletionsCodec.requestBody(request, settings, true), MediaType.SERVER_SENT_EVENTS, String.class)
                    .onFailure().transform(failure -> new ChatStreamException(endpoint, classify(failure)))
                    .onItem().transform(data -> {
                        if (read.addAndGet(data.length()) > maxReplyBytes) {
                            throw new ChatStreamException(endpoint, tooLarge(maxReplyBytes));
                        }
                        return data;
                    })
                    .select().first(data -> !ChatCompletionsCodec.STREAM_END.equals(data.strip()))
                    .onItem().transformToIterable(reader::read)
                    .onCompletion().switchTo(() -> Multi.createFrom().iterable(reader.end()));
        });
    }

    /**
     * What the REST client hands over for a streamed request: the data of each server-sent event, or, from a server
     * that answered with its whole reply (no event stream), the pieces of that body as they arrive. The first item
     * tells them apart: the data of an event is a chunk, complete JSON without {@code choices[0].message}.
     */
    private final class EventsOrBody {
        private StringBuilder body;
        private boolean events;

        List<ChatChunk> read(String data) {
            if (!events && body == null) {
                if (ChatCompletionsCodec.isChunk(data)) {
                    events = true;
                } else {
                    body = new StringBuilder();
                }
            }
            if (body != null) {
                body.append(data);
                return List.of();
            }
            // An event of comment lines only carries no data.
            return data.isBlank() ? List.of() : List.of(chunk(data));
        }

        List<ChatChunk> end() {
            if (body == null) {
                return List.of();
            }
            return switch (ChatCompletionsCodec.readReply(body.toString())) {
                case TransportOutcome.Success s -> List.of(new ChatChunk(s.reply().content(),
                        Optional.of(s.reply().cutOff() ? "length" : "stop"), s.reply().usage()));
                case TransportOutcome failed -> throw new ChatStreamException(endpoint, failed);
            };
        }
    }

    private ChatChunk chunk(String data) {
        try {
            return ChatCompletionsCodec.readChunk(data);
        } catch (ChatCompletionsCodec.UnreadableChunk e) {
            throw new ChatStreamException(endpoint, new TransportOutcome.Malformed(e.getMessage()));
        }
    }

    /** The POST as a stream of its body: chunks of a 2xx reply, or the events of a server-sent one. */
    @SuppressWarnings("unchecked")
    private <T> Multi<T> post(byte[] body, String accept, Class<T> itemType) {
        WebTarget target = chat.orElseThrow(() -> LlmFailures.invalidBaseUrl());
        Invocation.Builder call = target.request(accept);
        settings.apiKey().ifPresent(key -> call.header(HttpHeaders.AUTHORIZATION, "Bearer " + key));
        // method("POST", ...): the rx invoker's post(...) of this client version sends a PUT.
        return (Multi<T>) call.rx(MultiInvoker.class).method("POST", Entity.entity(body, JSON), itemType);
    }

    private static void refuseEventLoop() {
        if (Context.isOnEventLoopThread()) {
            throw new IllegalStateException("an LLM call waits for its reply and must not run on an event-loop thread "
                    + Thread.currentThread().getName() + "; run it on a virtual or worker thread");
        }
    }

    static TransportOutcome.Malformed tooLarge(int cap) {
        return new TransportOutcome.Malformed("the reply is larger than " + cap + " bytes");
    }

    /** Collects the chunks of one reply, at most the cap and one more byte; its outcome completes once. */
    private static final class ReplyReader implements MultiSubscriber<byte[]> {
        private final int cap;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final CompletableFuture<TransportOutcome> outcome = new CompletableFuture<>();
        private volatile Flow.Subscription subscription;
        private volatile boolean cancelled;
        private volatile boolean started;
        private volatile boolean abandoned;

        ReplyReader(int cap) {
            this.cap = cap;
        }

        @Override
        public void onSubscribe(Flow.Subscription s) {
            subscription = s;
            if (cancelled) {
                s.cancel();
            } else {
                s.request(Long.MAX_VALUE);
            }
        }

        @Override
        public void onItem(byte[] chunk) {
            started = true;
            if (abandoned) {
                cancel();
                return;
            }
            if (outcome.isDone()) {
                return;
            }
            bytes.write(chunk, 0, chunk.length);
            if (bytes.size() > cap) {
                // The rest is never read: cancelling closes the connection.
                cancel();
                outcome.complete(tooLarge(cap));
            }
        }

        @Override
        public void onFailure(Throwable failure) {
            outcome.complete(classify(failure));
        }

        @Override
        public void onCompletion() {
            outcome.complete(ChatCompletionsCodec.readReply(bytes.toString(StandardCharsets.UTF_8)));
        }

        /**
         * The caller stopped waiting. A reply already under way is cancelled, which closes its connection. One not
         * begun is left to the client's read timeout (the attempt's time): cancelling it would not abort the
         * request, and that timeout's failure would then reach no subscriber and be logged as an error nobody
         * can act on. Here it reaches this reader, whose outcome is already past.
         */
        void abandon() {
            abandoned = true;
            if (started) {
                cancel();
            }
        }

        void cancel() {
            cancelled = true;
            Flow.Subscription s = subscription;
            if (s != null) {
                s.cancel();
            }
        }
    }

    /** A status outside 2xx, with the headers a retry reads and the server's own words. */
    static TransportOutcome httpError(Response response) {
        byte[] body = response.hasEntity() ? response.readEntity(byte[].class) : new byte[0];
        return new TransportOutcome.HttpError(response.getStatus(),
                Optional.ofNullable(response.getHeaderString("Retry-After")),
                Optional.ofNullable(response.getHeaderString("retry-after-ms")),
                ChatCompletionsCodec.errorDetail(new String(body, StandardCharsets.UTF_8)));
    }

    /**
     * Watches every response of this client and closes the connection of one whose body passes the cap (and one
     * more byte): the REST client reads an error reply whole before it hands it on. The stream of a 2xx reply is
     * read by its subscriber, which takes over the chunks and keeps its own count.
     */
    private static final class ReplyCap implements java.util.function.Consumer<HttpClientRequest> {
        private final int cap;

        ReplyCap(int cap) {
            this.cap = cap;
        }

        @Override
        public void accept(HttpClientRequest request) {
            request.response().onSuccess(response -> {
                AtomicLong read = new AtomicLong();
                response.handler(chunk -> {
                    if (read.addAndGet(chunk.length()) > cap) {
                        request.reset(0, new ReplyTooLarge(cap));
                    }
                });
            });
        }
    }

    /** Why a connection was closed by {@link ReplyCap}. */
    static final class ReplyTooLarge extends RuntimeException {
        final int cap;

        ReplyTooLarge(int cap) {
            super("the reply is larger than " + cap + " bytes", null, false, false);
            this.cap = cap;
        }
    }

    /**
     * Sorts what the client failed with: a status outside 2xx, the cap, TLS, no connection, or no reply in time,
     * by walking the causes.
     */
    static TransportOutcome classify(Throwable failure) {
        Throwable root = failure;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof WebApplicationException status && status.getResponse() != null) {
                return httpError(status.getResponse());
            }
            if (t instanceof ReplyTooLarge big) {
                return tooLarge(big.cap);
            }
            if (t instanceof SSLException) {
                return new TransportOutcome.TlsFailed(t.getClass().getSimpleName() + ": " + cut(deepestMessage(t)));
            }
            if (t instanceof UnknownHostException) {
                return new TransportOutcome.Unreachable("ConnectException: unknown host");
            }
            if (t instanceof ConnectException) {
                // Netty's ConnectTimeoutException is one too: nothing accepted the connection within
                // outputguard.llm.connect-timeout.
                return new TransportOutcome.Unreachable("ConnectException: " + (t.getClass().getSimpleName().contains("Timeout")
                        ? "connection timed out" : "connection refused or closed"));
            }
            if (t instanceof TimeoutException || t instanceof SocketTimeoutException
                    || t.getClass().getSimpleName().contains("Timeout")) {
                return new TransportOutcome.TimedOut(t.getClass().getSimpleName());
            }
            root = t;
        }
        String message = root.getMessage();
        // The client's own words, not the server's: cut, not quoted.
        return new TransportOutcome.Unreachable(root.getClass().getSimpleName() + (message == null ? "" : ": " + cut(message)));
    }

    /** The innermost message of a TLS failure: the certificate's or the host name's problem, not its wrappers. */
    private static String deepestMessage(Throwable t) {
        String message = t.getMessage();
        for (Throwable c = t.getCause(); c != null && c != c.getCause(); c = c.getCause()) {
            if (c.getMessage() != null) {
                message = c.getMessage();
            }
        }
        return message == null ? "handshake failed" : message;
    }

    private static String cut(String message) {
        return Echo.cut(message.strip(), EchoLengths.DETAIL);
    }

    /** A TLS configuration of the registry, as the REST client's builder takes one. */
    private record RegistryTls(TlsConfiguration tls) implements TlsConfig {
        @Override
        public KeyStore getKeyStore() {
            return tls.getKeyStore();
        }

        @Override
        public KeyCertOptions getKeyStoreOptions() {
            return tls.getKeyStoreOptions();
        }

        @Override
        public KeyStore getTrustStore() {
            return tls.getTrustStore();
        }

        @Override
        public TrustOptions getTrustStoreOptions() {
            return tls.getTrustStoreOptions();
        }

        @Override
        public SSLOptions getSSLOptions() {
            return tls.getSSLOptions();
        }

        @Override
        public SSLContext createSSLContext() throws Exception {
            return tls.createSSLContext();
        }

        @Override
        public Optional<String> getHostnameVerificationAlgorithm() {
            return tls.getHostnameVerificationAlgorithm();
        }

        @Override
        public boolean usesSni() {
            return tls.usesSni();
        }

        @Override
        public boolean isTrustAll() {
            return tls.isTrustAll();
        }

        @Override
        public Optional<String> getName() {
            return Optional.ofNullable(tls.getName());
        }
    }

    private static Optional<URI> chatUri(String baseUrl) {
        try {
            URI base = new URI(baseUrl.strip());
            String scheme = base.getScheme();
            if (base.getHost() == null || !("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme))) {
                return Optional.empty();
            }
            String path = base.getPath() == null ? "" : base.getPath();
            String joined = (path.endsWith("/") ? path : path + "/") + "chat/completions";
            return Optional.of(new URI(scheme.toLowerCase(java.util.Locale.ROOT), base.getUserInfo(), base.getHost(),
                    base.getPort(), joined, base.getQuery(), null));
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    /** The URL without user info or query, which may hold credentials. */
    private static String display(URI uri) {
        return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort()) + uri.getPath();
    }

    @Override
    public void close() {
        client.close();
    }
}

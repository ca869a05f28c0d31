package dev.outputguard.llm;

import java.io.ByteArrayOutputStream;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.limits.Limits;
import dev.outputguard.text.Echo;

/**
 * POSTs to {@code <base-url>/chat/completions} with the JDK's HTTP client ({@code java.net.http}).
 *
 * <p>The JDK's client rather than the Quarkus REST client: one POST of a JSON body needs no Jakarta REST
 * providers, and the REST client's extension configures itself and its providers at every start, whether
 * any LLM is ever called or not. The base URL and the per-attempt timeout change at
 * run time, and the same class runs in plain JUnit (against WireMock) without a Quarkus build step. The
 * reply is read as bytes (at most the cap and one more) and decoded with Jackson here, so a truncated or
 * odd body becomes a {@link TransportOutcome.Malformed} value instead of an exception. The client is made
 * with the transport, which is made on the first LLM call (or, under SnapStart, before the snapshot).
 */
public final class RestChatTransport implements ChatTransport, AutoCloseable {

    private static final String JSON = "application/json";

    private final LlmSettings settings;
    private final int maxReplyBytes;
    private final String endpoint;
    private final Optional<URI> chatUri;
    private final HttpClient client;

    /** Reading at most {@link Limits#DEFAULT_MAX_REPLY_BYTES} of a reply body. */
    public RestChatTransport(LlmSettings settings) {
        this(settings, Limits.DEFAULT_MAX_REPLY_BYTES);
    }

    /** Reading at most {@code maxReplyBytes} of a reply body ({@link Limits#maxReplyBytes()}). */
    public RestChatTransport(LlmSettings settings, int maxReplyBytes) {
        this.settings = settings;
        this.maxReplyBytes = maxReplyBytes;
        this.chatUri = chatUri(settings.baseUrl());
        this.endpoint = chatUri.map(RestChatTransport::display).orElse(settings.baseUrl());
        // HTTP/1.1: OpenAI-compatible servers speak it, and no upgrade is attempted on plain http. The number
        // of connections follows the calls that wait on the LLM: the in-flight bound, not a pool, limits them.
        HttpClient.Builder builder = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .followRedirects(HttpClient.Redirect.NEVER);
        if (settings.connectTimeout().isPositive()) {
            builder.connectTimeout(settings.connectTimeout());
        }
        this.client = builder.build();
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
        URI chat = chatUri.orElseThrow(() -> LlmException.unavailable("outputguard.llm.base-url is not a valid "
                + "http(s) URL. Set it (env OUTPUTGUARD_LLM_BASE_URL) to an OpenAI-compatible API root such as "
                + LlmSettings.DEFAULT_BASE_URL + "."));
        long ms = Math.max(1, timeout.toMillis());
        HttpRequest.Builder call = HttpRequest.newBuilder(chat)
                .timeout(Duration.ofMillis(ms))
                .header("Content-Type", JSON)
                .header("Accept", JSON)
                .POST(HttpRequest.BodyPublishers.ofByteArray(ChatCompletionsCodec.requestBody(request, settings)));
        settings.apiKey().ifPresent(key -> call.header("Authorization", "Bearer " + key));
        CompletableFuture<HttpResponse<byte[]>> pending = client.sendAsync(call.build(), info -> new CappedBody(maxReplyBytes));
        try {
            // The whole exchange, the body included, within the attempt's time.
            return read(pending.get(ms, TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            pending.cancel(true);
            return new TransportOutcome.TimedOut("no reply within " + timeout.toMillis() + " ms");
        } catch (ExecutionException e) {
            return classify(e.getCause());
        } catch (InterruptedException e) {
            pending.cancel(true);
            Thread.currentThread().interrupt();
            return new TransportOutcome.Unreachable("interrupted");
        }
    }

    private TransportOutcome read(HttpResponse<byte[]> response) {
        byte[] bytes = response.body();
        if (bytes.length > maxReplyBytes) {
            return new TransportOutcome.Malformed("the reply is larger than " + maxReplyBytes + " bytes");
        }
        String body = new String(bytes, StandardCharsets.UTF_8);
        int status = response.statusCode();
        if (status >= 200 && status < 300) {
            return ChatCompletionsCodec.readReply(body);
        }
        return new TransportOutcome.HttpError(status, response.headers().firstValue("Retry-After"),
                response.headers().firstValue("retry-after-ms"), ChatCompletionsCodec.errorDetail(body));
    }

    /**
     * The body's bytes, at most {@code cap} and one more: past that the rest is not read (the exchange is
     * cancelled), so an endless or huge reply never fills the heap.
     */
    private static final class CappedBody implements HttpResponse.BodySubscriber<byte[]> {
        private final int cap;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private final CompletableFuture<byte[]> body = new CompletableFuture<>();
        private Flow.Subscription subscription;

        CappedBody(int cap) {
            this.cap = cap;
        }

        @Override
        public CompletionStage<byte[]> getBody() {
            return body;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            this.subscription = subscription;
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(List<ByteBuffer> items) {
            if (body.isDone()) {
                return;
            }
            for (ByteBuffer item : items) {
                int take = (int) Math.min(item.remaining(), cap + 1L - bytes.size());
                byte[] chunk = new byte[take];
                item.get(chunk);
                bytes.write(chunk, 0, take);
                if (bytes.size() > cap) {
                    subscription.cancel();
                    body.complete(bytes.toByteArray());
                    return;
                }
            }
        }

        @Override
        public void onError(Throwable failure) {
            // The body broke off while being read.
            body.completeExceptionally(failure);
        }

        @Override
        public void onComplete() {
            body.complete(bytes.toByteArray());
        }
    }

    /** Sorts a client exception into timeout or unreachable by walking its causes. */
    static TransportOutcome classify(Throwable failure) {
        Throwable root = failure;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof HttpConnectTimeoutException) {
                // No connection within outputguard.llm.connect-timeout: nothing answers there.
                return new TransportOutcome.Unreachable(describe(t));
            }
            if (t instanceof TimeoutException || t instanceof SocketTimeoutException
                    || t.getClass().getSimpleName().contains("Timeout") && !t.getClass().getSimpleName().startsWith("Connect")) {
                return new TransportOutcome.TimedOut(t.getClass().getSimpleName());
            }
            if (t instanceof ConnectException || t instanceof UnknownHostException) {
                return new TransportOutcome.Unreachable(describe(t));
            }
            root = t;
        }
        return new TransportOutcome.Unreachable(describe(root));
    }

    private static String describe(Throwable t) {
        String message = t.getMessage();
        if (message == null && t instanceof ConnectException) {
            // The JDK's client says nothing more: the name could not be resolved, or nothing accepted there.
            Throwable cause = t.getCause();
            message = cause instanceof java.nio.channels.UnresolvedAddressException ? "unknown host"
                    : "connection refused or closed";
        }
        // The client's own words, not the server's: cut, not quoted.
        return t.getClass().getSimpleName() + (message == null ? "" : ": " + Echo.cut(message.strip(), EchoLengths.DETAIL));
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
            return Optional.of(new URI(scheme, base.getUserInfo(), base.getHost(), base.getPort(), joined, base.getQuery(), null));
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
        client.shutdownNow();
    }
}

package dev.outputguard.llm;

import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import jakarta.ws.rs.client.Client;
import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.client.Invocation;
import jakarta.ws.rs.client.WebTarget;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import dev.outputguard.limits.Limits;
import dev.outputguard.text.Echo;

/**
 * POSTs to {@code <base-url>/chat/completions} with the Quarkus REST client's Jakarta REST client API.
 *
 * <p>The client API rather than a typed {@code @RegisterRestClient} interface: the base URL and the
 * per-attempt timeout change at run time, and the same class runs in plain JUnit (against WireMock)
 * without a Quarkus build step. The reply is read as a String and decoded with Jackson here, so a
 * truncated or odd body becomes a {@link TransportOutcome.Malformed} value instead of an exception.
 */
public final class RestChatTransport implements ChatTransport, AutoCloseable {

    /** Per-request read timeout understood by the Quarkus REST client. */
    private static final String READ_TIMEOUT = "io.quarkus.rest.client.read-timeout";
    /** Connections the Quarkus REST client keeps to one server (50 unless set). */
    private static final String CONNECTION_POOL_SIZE = "io.quarkus.rest.client.connection-pool-size";

    private final LlmSettings settings;
    private final int maxReplyBytes;
    private final String endpoint;
    private final Optional<URI> chatUri;
    private final Client client;
    /** The chat endpoint, made once: a target per call cost a URI build and a copy of the client's configuration. */
    private final Optional<WebTarget> target;

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
        this.client = ClientBuilder.newBuilder()
                .connectTimeout(settings.connectTimeout().toMillis(), TimeUnit.MILLISECONDS)
                .readTimeout(settings.retry().attemptTimeout().toMillis(), TimeUnit.MILLISECONDS)
                // One connection per call that may wait on the LLM: the in-flight bound, not the pool, limits them.
                .property(CONNECTION_POOL_SIZE, settings.maxInFlight())
                .build();
        this.target = chatUri.map(client::target);
    }

    @Override
    public String endpoint() {
        return endpoint;
    }

    @Override
    public TransportOutcome send(ChatRequest request, Duration timeout) {
        WebTarget chat = target.orElseThrow(() -> LlmException.unavailable("outputguard.llm.base-url is not a valid "
                + "http(s) URL. Set it (env OUTPUTGUARD_LLM_BASE_URL) to an OpenAI-compatible API root such as "
                + LlmSettings.DEFAULT_BASE_URL + "."));
        // The per-attempt read timeout on this call's builder alone; the shared target stays untouched.
        Invocation.Builder call = chat.request(MediaType.APPLICATION_JSON_TYPE).property(READ_TIMEOUT, timeout.toMillis());
        settings.apiKey().ifPresent(key -> call.header(HttpHeaders.AUTHORIZATION, "Bearer " + key));
        Future<Response> pending = call.async()
                .post(Entity.entity(ChatCompletionsCodec.requestBody(request, settings), MediaType.APPLICATION_JSON_TYPE));
        try {
            return read(pending.get(Math.max(1, timeout.toMillis()), TimeUnit.MILLISECONDS));
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

    private TransportOutcome read(Response response) {
        try (response) {
            String body = "";
            if (response.hasEntity()) {
                // Read at most one byte past the cap: an endless or huge reply never fills the heap.
                byte[] bytes = response.readEntity(InputStream.class).readNBytes(maxReplyBytes + 1);
                if (bytes.length > maxReplyBytes) {
                    return new TransportOutcome.Malformed("the reply is larger than " + maxReplyBytes + " bytes");
                }
                body = new String(bytes, StandardCharsets.UTF_8);
            }
            int status = response.getStatus();
            if (status >= 200 && status < 300) {
                return ChatCompletionsCodec.readReply(body);
            }
            return new TransportOutcome.HttpError(status, Optional.ofNullable(response.getHeaderString("Retry-After")),
                    ChatCompletionsCodec.errorDetail(body));
        } catch (RuntimeException | IOException e) {
            // The body broke off while being read.
            return classify(e);
        }
    }

    /** Sorts a client exception into timeout or unreachable by walking its causes. */
    static TransportOutcome classify(Throwable failure) {
        Throwable root = failure;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
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
        // The client's own words, not the server's: cut, not quoted.
        return t.getClass().getSimpleName() + (message == null ? "" : ": " + Echo.cut(message.strip(), Limits.ECHO_DETAIL_CHARS));
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
        client.close();
    }
}

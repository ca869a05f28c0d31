package dev.outputguard.http;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.complete.CompletionAttempt;
import dev.outputguard.complete.CompletionEvents;
import dev.outputguard.contract.Problem;
import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.PartialState;
import dev.outputguard.function.CompleteJsonFunction;
import dev.outputguard.function.FunctionCatalog;
import dev.outputguard.observe.FunctionCall;
import dev.outputguard.schema.SchemaCheck;
import io.quarkus.arc.Arc;
import io.smallrye.mutiny.subscription.Cancellable;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;

/**
 * complete-json's answer as server-sent events, for a request with {@code "stream": true} in the HTTP flavour
 * (docs/complete-json.md, "Streaming to the caller"): {@code partial} events while a reply's object is written,
 * an {@code attempt} event per finished attempt, then exactly one {@code done} event whose data is the answer the
 * same request gets without {@code stream} (written by the same writer), or one {@code error} event.
 *
 * <ul>
 * <li>The response's head goes out with the first event. A failure before it is answered as without {@code stream}
 * (its status, its JSON error body, its headers); one after it is an {@code error} event whose data is
 * {@code {"status": <the status it would have had>, "error": {"code", "message"}}}.</li>
 * <li>A partial event is written only when the loop holds the open object to the schema, at most once every eighth
 * of the reply's length; while the connection's write queue is full, only the latest partial waits (written when it
 * drains, dropped when an attempt or the answer comes first). The other events are always written.</li>
 * <li>A caller that goes away (the connection closes before the answer) cancels the call: the LLM exchange under
 * way is closed and no further attempt is made.</li>
 * </ul>
 * Only in the HTTP flavours (src/http); behind API Gateway the route answers whole instead (the function's
 * {@code "streamed": false}).
 */
@ApplicationScoped
public class EventStream {

    private static final Logger LOG = Logger.getLogger(EventStream.class);
    static final String CONTENT_TYPE = "text/event-stream; charset=utf-8";

    @Inject
    FunctionCatalog catalog;

    @Inject
    ObjectMapper mapper;

    /** Whether {@code request} asks for its answer as a stream of events. */
    static boolean asked(Object request) {
        return request instanceof CompleteJsonFunction.Request r && Boolean.TRUE.equals(r.stream());
    }

    /** Calls complete-json for {@code request}, its events written to {@code ctx}'s response as they come. */
    void answer(RoutingContext ctx, FunctionCatalog.Entry function, CompleteJsonFunction.Request request) {
        CompleteJsonFunction completeJson = Arc.container().instance(CompleteJsonFunction.class).get();
        Events events = new Events(ctx);
        Cancellable call = completeJson.stream(request, events).subscribe().with(answer -> {
            ctx.put(FunctionCall.KEY, FunctionCall.of(function.name(), answer, null));
            byte[] bytes;
            try {
                bytes = catalog.write(function, answer);
            } catch (Exception e) {
                events.fail(e);
                return;
            }
            events.done(bytes);
        }, failure -> {
            ctx.put(FunctionCall.KEY, FunctionCall.of(function.name(), null, failure));
            events.fail(failure);
        });
        events.onGone(call);
    }

    /** The events of one call, written in the order the loop tells them. */
    private final class Events implements CompletionEvents {
        private final RoutingContext ctx;
        private final HttpServerResponse response;
        private volatile boolean gone;
        /** Guarded by this: the head is written, the response is ended, the partial waiting for the queue to drain. */
        private boolean opened;
        private boolean ended;
        private String waiting;

        Events(RoutingContext ctx) {
            this.ctx = ctx;
            this.response = ctx.response();
            response.drainHandler(v -> drained());
        }

        /** Closing the connection before the answer cancels the call. */
        void onGone(Cancellable call) {
            response.closeHandler(v -> {
                synchronized (this) {
                    if (ended) {
                        return;
                    }
                    gone = true;
                }
                LOG.debug("complete-json's caller went away before its answer; the call is cancelled");
                call.cancel();
            });
            // Closed before the handler was set.
            if (response.closed() && !response.ended()) {
                gone = true;
                call.cancel();
            }
        }

        @Override
        public boolean cancelled() {
            return gone;
        }

        @Override
        public void partial(int attempt, JsonNode json, Map<String, PartialState> states) {
            if (gone) {
                return;
            }
            // Written now: the reader changes the tree as more text arrives.
            String data = json(new CompleteJsonFunction.PartialEvent(attempt, json, states));
            synchronized (this) {
                if (ended) {
                    return;
                }
                open();
                if (response.writeQueueFull()) {
                    waiting = data;
                    return;
                }
                waiting = null;
                send("partial", data);
            }
        }

        @Override
        public void attempt(CompletionAttempt attempt, SchemaCheck check,
                Optional<ExtractError> error) {
            if (gone) {
                return;
            }
            String data = json(CompleteJsonFunction.AttemptEvent.of(attempt, check, error));
            synchronized (this) {
                if (ended) {
                    return;
                }
                open();
                waiting = null;
                send("attempt", data);
            }
        }

        synchronized void done(byte[] answer) {
            if (ended || gone) {
                return;
            }
            open();
            waiting = null;
            send("done", new String(answer, StandardCharsets.UTF_8));
            ended = true;
            response.end();
        }

        void fail(Throwable failure) {
            if (gone) {
                return;
            }
            synchronized (this) {
                if (ended) {
                    return;
                }
                ended = true;
                if (!opened) {
                    // Nothing written yet: answered as the same request without a stream is.
                    FunctionRoute.renderError(ctx, failure);
                    return;
                }
                Problem problem = FunctionRoute.problem(ctx, failure);
                ctx.put(InvocationRoutes.OUTCOME, problem.code());
                ObjectNode data = JsonNodeFactory.instance.objectNode();
                data.put("status", problem.status());
                data.putObject("error").put("code", problem.code()).put("message", problem.message());
                waiting = null;
                send("error", data.toString());
                response.end();
            }
        }

        private synchronized void drained() {
            if (waiting != null && !ended) {
                send("partial", waiting);
                waiting = null;
            }
        }

        /** The head, with the first event. */
        private void open() {
            if (opened) {
                return;
            }
            opened = true;
            response.setStatusCode(200).setChunked(true)
                    .putHeader(HttpHeaders.CONTENT_TYPE, CONTENT_TYPE)
                    .putHeader(HttpHeaders.CACHE_CONTROL, "no-cache")
                    // Proxies that buffer (nginx) pass the events on as they come.
                    .putHeader("X-Accel-Buffering", "no");
        }

        /** One event; {@code data} is one line of JSON (a JSON writer escapes every line break inside strings). */
        private void send(String event, String data) {
            response.write(Buffer.buffer("event: " + event + "\ndata: " + data + "\n\n"));
        }

        private String json(Object value) {
            try {
                return mapper.writeValueAsString(value);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("an event could not be written", e);
            }
        }
    }
}

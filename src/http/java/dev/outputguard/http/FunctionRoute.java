package dev.outputguard.http;

import java.io.OutputStream;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;

import dev.outputguard.config.SettingsCheck;
import dev.outputguard.contract.Problem;
import dev.outputguard.contract.RequestContract;
import dev.outputguard.function.CarriesSchema;
import dev.outputguard.function.CompleteJsonFunction;
import dev.outputguard.function.FunctionCatalog;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.observe.FunctionCall;
import dev.outputguard.observe.RequestLogContext;
import dev.outputguard.observe.WithoutMessages;
import dev.outputguard.text.Echo;
import io.netty.buffer.ByteBuf;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.mutiny.Uni;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * The functions over HTTP ({@code quarkus dev}, the packaged app and behind API Gateway alike):
 * {@code POST /<function>} with a JSON body. On the event loop it answers what needs no parse, then
 * binds the body with the function's reader (the one parse, through the request contract; see
 * {@code contract/RequestBinding}); it calls the function through {@link FunctionCatalog} and writes the
 * answer's bytes as soon as the function answers: at once for a function that answers at once, when its
 * {@code Uni} completes for the LLM functions (on their own threads), noting how the call ended for the invocation line ({@link InvocationRoutes}). A function that does
 * not call the LLM runs right there on the event loop when the body is small ({@link #INLINE_BODY_BYTES}) and
 * carries no JSON Schema (a schema check's work is bounded by the request's work budget, not by the body),
 * otherwise on a worker thread (one hand-off); the LLM functions hand their waiting to threads of their own
 * (function/LlmWork) either way. Every failure on the way is rendered as
 * {@code {"error":{"code","message"}}} with the status {@link Problem} gives it:
 * <ul>
 * <li>a path that names no function: 404 listing the functions (the last route does the same for what
 * nothing else answered, under {@code /q/} too), never a page;</li>
 * <li>another method than POST: 405 with {@code Allow: POST};</li>
 * <li>a body sent in a form the functions do not read: another content type than JSON, a charset other
 * than UTF-8, a {@code Content-Encoding} (compressed): 415 naming what is supported;</li>
 * <li>a body over the HTTP server's size limit: 413 with its size (when declared), the limit and the
 * setting;</li>
 * <li>an empty body, bytes that are not strict UTF-8, a body that is not a JSON object
 * ({@link RequestContract#checkBeforeParsing}), and every mistake the contract finds while it binds: 400
 * naming the field;</li>
 * <li>a function's failure: its {@link Problem}, with a {@code Retry-After} header when it has one (503
 * {@code LLM_BUSY}); anything else is a bug: 500 with a reference to the server log line.</li>
 * </ul>
 * complete-json with {@code "stream": true} is answered as server-sent events by {@link EventStream}, except behind
 * API Gateway, which hands on a Lambda's answer whole: there the function answers whole, saying so.
 * Only in the HTTP flavours (src/http): the direct-invoke build has no HTTP server.
 * Funqy's HTTP binding (quarkus-funqy-http) stays in the build for the body handler it asks Quarkus for (the body
 * is in memory when this route runs, held to {@code quarkus.http.limits.max-body-size}); its own route comes after
 * this one and never sees a request, since this route ends every request to a function. Quarkus's own
 * endpoints under {@code /q/} (health, the OpenAPI document, dev mode's UIs) pass through untouched.
 */
@ApplicationScoped
public class FunctionRoute {

    private static final Logger LOG = Logger.getLogger(FunctionRoute.class);
    /** After Quarkus's body handler (MIN_VALUE + 1), before Funqy's routes (ordered from 0 as they are added). */
    private static final int ORDER = -1;
    /**
     * A call to a function that does not call the LLM, with a body up to this size, runs on the event loop
     * that read it: its work (linear in the body) is shorter than a hand-off to a worker thread and back.
     * Larger bodies, and the LLM functions, go to a worker thread.
     */
    static final int INLINE_BODY_BYTES = 16 * 1024;
    /** Quarkus's setting of the largest body its HTTP server reads. */
    private static final String MAX_BODY_SIZE_SETTING = "quarkus.http.limits.max-body-size";
    /** After Quarkus's default (10,000) and after-default (20,000) routes. */
    private static final int LAST = Integer.MAX_VALUE - 1;

    @Inject
    Instance<RequestContract> contracts;

    @Inject
    FunctionCatalog catalog;

    @Inject
    SettingsCheck settings;

    @Inject
    EventStream eventStream;

    /** Only behind API Gateway (src/lambda-http): each request is one Lambda invocation. */
    @Inject
    Instance<AwsRequestIds> awsRequestIds;

    private RequestContract contract;

    /**
     * Behind API Gateway, which hands on a Lambda's answer whole: a request that asks for a stream is answered whole,
     * by the function, saying so ({@code "streamed": false}).
     */
    private boolean behindApiGateway() {
        return awsRequestIds.isResolvable();
    }

    void install(@Observes Router router) {
        String invalidSetting = settings.problem().orElse(null);
        if (invalidSetting != null) {
            // Dev mode with a setting out of range (elsewhere the start stops): every function answers it, as JSON.
            router.route().order(ORDER).handler(ctx -> invalidSetting(ctx, invalidSetting));
            router.route().order(LAST).handler(this::notFound);
            return;
        }
        contract = contracts.get();
        router.route().order(ORDER).handler(this::handle).failureHandler(this::renderFailure);
        // After every other route: what nothing answered, under /q/ too, is a JSON 404, never a page.
        router.route().order(LAST).handler(this::notFound);
    }

    private void handle(RoutingContext ctx) {
        FunctionCatalog.Entry function = function(ctx);
        if (function == null) {
            noFunction(ctx);
            return;
        }
        if (ctx.request().method() != HttpMethod.POST) {
            ctx.response().putHeader(HttpHeaders.ALLOW, "POST");
            respond(ctx, 405, Problem.METHOD_NOT_ALLOWED, "function '" + function.name()
                    + "' takes POST with a JSON body, not " + ctx.request().method().name());
            return;
        }
        String unsupported = unsupportedMedia(ctx);
        if (unsupported != null) {
            respond(ctx, 415, Problem.UNSUPPORTED_MEDIA_TYPE, unsupported);
            return;
        }
        Body body = Body.of(ctx.body().buffer());
        if (CarriesSchema.class.isAssignableFrom(function.requestType())
                && (body.length() > INLINE_BODY_BYTES || body.mayNameSchema())) {
            // A new schema is compiled while the request is read, and checked against after: neither is bounded
            // by the body, so both run on a worker thread (as every large body does).
            ctx.vertx().executeBlocking(() -> readAndCall(ctx, function, body), false);
            return;
        }
        Object request;
        try {
            request = read(body, function);
        } catch (Exception e) {
            // The contract judges every caller's mistake (a 400 naming the field); a reader that fails
            // otherwise is a bug.
            renderError(ctx, e);
            return;
        }
        if (!function.callsLlm() && body.length() <= INLINE_BODY_BYTES) {
            call(ctx, function, request);
        } else {
            ctx.vertx().executeBlocking(() -> call(ctx, function, request), false);
        }
    }

    /** On a worker thread: the read, then the call. */
    private Void readAndCall(RoutingContext ctx, FunctionCatalog.Entry function, Body body) {
        Object request;
        try {
            request = read(body, function);
        } catch (Exception e) {
            renderError(ctx, e);
            return null;
        }
        return call(ctx, function, request);
    }

    /**
     * The request body's bytes where they are: the network buffer's backing array when it has one (no copy), else a
     * copy; {@code array} is null when the request has no body.
     */
    record Body(byte[] array, int offset, int length) {

        static Body of(Buffer body) {
            if (body == null) {
                return new Body(null, 0, 0);
            }
            ByteBuf bytes = body.getByteBuf();
            if (bytes.hasArray()) {
                return new Body(bytes.array(), bytes.arrayOffset() + bytes.readerIndex(), bytes.readableBytes());
            }
            byte[] copy = body.getBytes();
            return new Body(copy, 0, copy.length);
        }

        /**
         * Whether a small body may hold a {@code "schema"} member ({@link CarriesSchema#mayNameSchema}). One that does
         * not is read and called on the event loop as usual.
         */
        boolean mayNameSchema() {
            return array != null && CarriesSchema.mayNameSchema(array, offset, length);
        }
    }

    /** The contract's checks before any parse, then the one parse, from the body's bytes where they are. */
    private Object read(Body body, FunctionCatalog.Entry function) throws Exception {
        Class<?> requestType = function.requestType();
        if (body.array() == null) {
            contract.checkBeforeParsing(null, 0, 0, requestType);
            return catalog.read(function, new byte[0]);
        }
        contract.checkBeforeParsing(body.array(), body.offset(), body.length(), requestType);
        return catalog.read(function, body.array(), body.offset(), body.length());
    }

    /**
     * On the event loop or a worker thread: the function runs in a request context, with the request's ids in this
     * thread's MDC (the LLM functions take them along for the log lines of their work). How the call ended is noted
     * for the invocation line ({@link InvocationRoutes} writes it when the response ends).
     */
    private Void call(RoutingContext ctx, FunctionCatalog.Entry function, Object request) {
        ManagedContext requestContext = Arc.container().requestContext();
        boolean activated = !requestContext.isActive();
        if (activated) {
            requestContext.activate();
        }
        RequestLogContext.Fields fields = ctx.get(InvocationRoutes.LOG_FIELDS);
        try (RequestLogContext.Scope logged = (fields == null ? RequestLogContext.Fields.NONE : fields).apply()) {
            if (EventStream.asked(request) && !behindApiGateway()) {
                eventStream.answer(ctx, function, (CompleteJsonFunction.Request) request);
                return null;
            }
            Object answer;
            try {
                answer = catalog.apply(function, request);
            } catch (RuntimeException | Error e) {
                failed(ctx, function, e);
                return null;
            }
            if (answer instanceof Uni<?> later) {
                later.subscribe().with(item -> answer(ctx, function, item), failure -> failed(ctx, function, failure));
            } else {
                // An answer in hand (every function that does not call the LLM) is written at once.
                answer(ctx, function, answer);
            }
        } catch (RuntimeException | Error e) {
            renderError(ctx, e);
        } finally {
            if (activated) {
                requestContext.terminate();
            }
        }
        return null;
    }

    private static void failed(RoutingContext ctx, FunctionCatalog.Entry function, Throwable failure) {
        ctx.put(FunctionCall.KEY, FunctionCall.of(function.name(), null, failure));
        renderError(ctx, failure);
    }

    private void answer(RoutingContext ctx, FunctionCatalog.Entry function, Object answer) {
        ctx.put(FunctionCall.KEY, FunctionCall.of(function.name(), answer, null));
        AnswerBuffer bytes = new AnswerBuffer();
        try {
            catalog.write(function, answer, bytes);
        } catch (Exception e) {
            internalError(ctx, e);
            return;
        }
        ctx.response().putHeader(HttpHeaders.CONTENT_TYPE, "application/json").end(bytes.buffer());
    }

    /**
     * The response's buffer, written by the answer's generator: its bytes go there straight from the generator's own
     * buffer, which hands on an answer up to its size (8,000 bytes) in one write, so the buffer is made that size.
     */
    static final class AnswerBuffer extends OutputStream {

        private Buffer buffer;

        private Buffer buffer(int more) {
            if (buffer == null) {
                buffer = Buffer.buffer(more);
            }
            return buffer;
        }

        /** What was written (an empty buffer when nothing was). */
        Buffer buffer() {
            return buffer(0);
        }

        @Override
        public void write(int b) {
            buffer(1).appendByte((byte) b);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            buffer(length).appendBytes(bytes, offset, length);
        }
    }

    /** A rejected request or a function's failure: its {@link Problem}, or a bug. */
    static void renderError(RoutingContext ctx, Throwable failure) {
        Problem problem = problem(ctx, failure);
        problem.retryAfterSeconds().ifPresent(seconds -> ctx.response().putHeader(HttpHeaders.RETRY_AFTER,
                Integer.toString(seconds)));
        respond(ctx, problem.status(), problem.code(), problem.message());
    }

    /** What a failure is answered with: its {@link Problem}, or, for a bug, a 500 whose reference the log line has. */
    static Problem problem(RoutingContext ctx, Throwable failure) {
        return Problem.in(failure).orElseGet(() -> internal(ctx, failure));
    }

    /** What failed before this route answered (Quarkus's body handler, another route). */
    private void renderFailure(RoutingContext ctx) {
        if (ctx.response().ended() || InvocationRoutes.passesThrough(ctx)) {
            ctx.next();
        } else if (Problem.in(ctx.failure()).isPresent()) {
            renderError(ctx, ctx.failure());
        } else if (ctx.statusCode() == 413) {
            respond(ctx, 413, Problem.PAYLOAD_TOO_LARGE, tooLarge(ctx));
        } else if (ctx.statusCode() == 404) {
            notFound(ctx);
        } else {
            internalError(ctx, ctx.failure());
        }
    }

    private static void internalError(RoutingContext ctx, Throwable failure) {
        Problem problem = internal(ctx, failure);
        respond(ctx, problem.status(), problem.code(), problem.message());
    }

    /** A bug: logged under a new reference, which the 500's message names. */
    private static Problem internal(RoutingContext ctx, Throwable failure) {
        String reference = UUID.randomUUID().toString();
        // The routing context's status is set only when a route failed (-1 when a function threw).
        String status = ctx.statusCode() > 0 ? " (status " + ctx.statusCode() + ")" : "";
        // At ERROR the exception's classes and frames only: a library's message may quote the request.
        LOG.errorf(WithoutMessages.of(failure), "internal error %s on %s%s", reference, ctx.normalizedPath(), status);
        LOG.debugf(failure, "internal error %s with the exceptions' messages", reference);
        return new Problem(500, Problem.INTERNAL_ERROR, "internal error; the server log has the details under reference "
                + reference);
    }

    private void invalidSetting(RoutingContext ctx, String problem) {
        if (function(ctx) == null) {
            noFunction(ctx);
            return;
        }
        respond(ctx, 500, Problem.INVALID_SETTING, "the server cannot answer until a setting is fixed: " + problem);
    }

    /** A path that names no function: Quarkus's endpoints and the page's files pass on, anything else is the JSON 404. */
    private void noFunction(RoutingContext ctx) {
        if (InvocationRoutes.passesThrough(ctx)) {
            ctx.next();
        } else {
            notFound(ctx);
        }
    }

    private FunctionCatalog.Entry function(RoutingContext ctx) {
        String path = ctx.normalizedPath();
        return path.length() < 2 ? null : catalog.named(path.substring(1)).orElse(null);
    }

    /** Every path that names no function answers the JSON error format, whatever the method. */
    private void notFound(RoutingContext ctx) {
        String functions = String.join(", ", catalog.names().stream().map(n -> "/" + n).toList());
        respond(ctx, 404, Problem.NOT_FOUND, "no function at " + Echo.quote(ctx.normalizedPath())
                + (functions.isEmpty() ? "" : "; functions (POST): " + functions));
    }

    private static boolean isJson(String type) {
        return type.equals("application/json") || type.endsWith("+json") || type.equals("text/json");
    }

    /**
     * Why the body cannot be read as sent (415): compressed ({@code Content-Encoding} other than
     * {@code identity}), another media type than JSON, or JSON in another charset than UTF-8; null when it can.
     */
    static String unsupportedMedia(RoutingContext ctx) {
        String encoding = ctx.request().getHeader(HttpHeaders.CONTENT_ENCODING);
        if (encoding != null && !encoding.isBlank() && !encoding.strip().equalsIgnoreCase("identity")) {
            return "Content-Encoding " + Echo.quote(encoding.strip(), EchoLengths.TOKEN) + " is not supported:"
                    + " send the JSON body uncompressed (no Content-Encoding, or identity)";
        }
        String contentType = ctx.request().getHeader(HttpHeaders.CONTENT_TYPE);
        if (contentType == null || contentType.equals("application/json")) {
            return null; // the type nearly every caller sends, read without taking the header apart
        }
        String[] parts = contentType.split(";");
        String type = parts[0].strip().toLowerCase(Locale.ROOT);
        if (!isJson(type)) {
            return "Content-Type must be application/json, got " + Echo.cut(type, EchoLengths.TOKEN);
        }
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].strip();
            if (parameter.regionMatches(true, 0, "charset=", 0, 8)) {
                String charset = parameter.substring(8).strip().replace("\"", "");
                if (!charset.equalsIgnoreCase("utf-8") && !charset.equalsIgnoreCase("utf8")) {
                    return "charset " + Echo.quote(charset, EchoLengths.TOKEN) + " is not supported: send the"
                            + " body in UTF-8 (Content-Type: application/json; charset=utf-8, or no charset)";
                }
            }
        }
        return null;
    }

    /**
     * The answer to a body over the HTTP server's limit: its size when the request said it ({@code Content-Length}),
     * the limit and its setting.
     */
    private static String tooLarge(RoutingContext ctx) {
        String declared = ctx.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        String size = declared != null && declared.strip().matches("[0-9]{1,19}") ? "has " + declared.strip()
                + " bytes" : "is larger than the limit";
        Optional<MemorySize> limit = ConfigProvider.getConfig().getOptionalValue(MAX_BODY_SIZE_SETTING, MemorySize.class);
        return "request body " + size + "; the limit is " + limit.map(l -> l.asLongValue() + " bytes").orElse("the server's")
                + " (setting " + MAX_BODY_SIZE_SETTING + ")";
    }

    static void respond(RoutingContext ctx, int status, String code, String message) {
        ctx.put(InvocationRoutes.OUTCOME, code);
        ctx.response().setStatusCode(status)
                .putHeader("Content-Type", "application/json")
                .end(ErrorBody.of(code, message));
    }
}

package dev.outputguard.http;

import java.util.UUID;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

import org.jboss.logging.Logger;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.Problem;
import dev.outputguard.contract.RequestContract;
import dev.outputguard.contract.RequestContractModule;
import dev.outputguard.function.FunctionCatalog;
import dev.outputguard.text.Echo;
import io.netty.buffer.ByteBuf;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * The route in front of Funqy's HTTP binding (quarkus-funqy-http serves the functions in {@code quarkus
 * dev}, the packaged app and behind API Gateway alike). Funqy reads each body, calls the function and
 * writes its answer; this route answers what needs no parse before Funqy runs, and renders every failure
 * on the way as {@code {"error":{"code","message"}}} with the status {@link Problem} gives it:
 * <ul>
 * <li>a path that names no function: 404 listing the functions (the last route does the same for what
 * nothing else answered, under {@code /q/} too), never a page;</li>
 * <li>another method than POST: 405 with {@code Allow: POST};</li>
 * <li>a content type that is not JSON, an empty body, bytes that are not strict UTF-8, a body that is not
 * a JSON object, a body over the size limit: 400 ({@link RequestContract#checkBeforeParsing}).</li>
 * </ul>
 * Everything else goes to Funqy, whose reader binds the request through the request contract (the
 * one parse; see {@code function/RequestBinding}). A function's failure comes back here too and is
 * rendered the same way, with a {@code Retry-After} header when the {@link Problem} has one (503
 * {@code LLM_BUSY}). Quarkus's own endpoints under {@code /q/} (health, the OpenAPI document, dev mode's
 * UIs) pass through untouched.
 */
@ApplicationScoped
public class RequestGate {

    private static final Logger LOG = Logger.getLogger(RequestGate.class);
    /** After Quarkus's body handler (MIN_VALUE + 1), before Funqy's routes (ordered from 0 as they are added). */
    private static final int ORDER = -1;
    /** After Quarkus's default (10,000) and after-default (20,000) routes. */
    private static final int LAST = Integer.MAX_VALUE - 1;
    /** Key of the request the contract rejected inside Funqy's read, in the routing context's data. */
    private static final String REJECTED = RequestGate.class.getName() + ".rejected";

    @Inject
    RequestContract contract;

    @Inject
    FunctionCatalog catalog;

    void install(@Observes Router router) {
        router.route().order(ORDER).handler(this::handle).failureHandler(this::renderFailure);
        // After every other route: what nothing answered, under /q/ too, is a JSON 404, never a page.
        router.route().order(LAST).handler(this::notFound);
    }

    private void handle(RoutingContext ctx) {
        FunctionCatalog.Entry function = function(ctx);
        if (function == null) {
            if (isQuarkusEndpoint(ctx) || !catalog.isReady()) {
                ctx.next();
            } else {
                notFound(ctx);
            }
            return;
        }
        if (ctx.request().method() != HttpMethod.POST) {
            ctx.response().putHeader(HttpHeaders.ALLOW, "POST");
            respond(ctx, 405, Problem.METHOD_NOT_ALLOWED, "function '" + function.name()
                    + "' takes POST with a JSON body, not " + ctx.request().method().name());
            return;
        }
        String contentType = ctx.request().getHeader(HttpHeaders.CONTENT_TYPE);
        if (contentType != null && !isJson(contentType)) {
            respond(ctx, 400, InvalidRequestException.CODE, "Content-Type must be application/json, got "
                    + contentType.split(";")[0].trim());
            return;
        }
        if (function.requestType() != null) {
            try {
                checkBeforeParsing(ctx.body().buffer(), function.requestType());
            } catch (InvalidRequestException e) {
                reject(ctx, e);
                return;
            }
        }
        // Funqy's reader throws the contract's InvalidRequestException, but Funqy's HTTP binding answers
        // any failure to read with a bare fail(400) and drops the exception. It reads the body
        // synchronously inside its route's handler (VertxRequestHandler.handle, before it hands the call to
        // a worker thread), that is, inside this ctx.next() on this thread; so a thread-local handler
        // installed around the call sees exactly this request's rejection, and is gone when the call
        // returns. (The request's Vert.x context would carry it as well, but would tie the Jackson module
        // to Vert.x, and would be wrong the day Funqy read on another context; this way a read moved off
        // this thread shows as a 500, which the tests catch.)
        try (RequestContractModule.Scope scope = RequestContractModule.onRejected(e -> ctx.put(REJECTED, e))) {
            ctx.next();
        }
    }

    /** The body where the network buffer holds it when it can be, without a copy. */
    private void checkBeforeParsing(Buffer body, Class<?> requestType) {
        if (body == null) {
            contract.checkBeforeParsing(null, 0, 0, requestType);
            return;
        }
        ByteBuf bytes = body.getByteBuf();
        if (bytes.hasArray()) {
            contract.checkBeforeParsing(bytes.array(), bytes.arrayOffset() + bytes.readerIndex(), bytes.readableBytes(),
                    requestType);
        } else {
            byte[] copy = body.getBytes();
            contract.checkBeforeParsing(copy, 0, copy.length, requestType);
        }
    }

    private void renderFailure(RoutingContext ctx) {
        if (ctx.response().ended() || isQuarkusEndpoint(ctx)) {
            ctx.next();
            return;
        }
        InvalidRequestException rejected = ctx.get(REJECTED);
        Problem problem = Problem.in(ctx.failure()).orElse(null);
        if (rejected != null) {
            reject(ctx, rejected);
        } else if (problem != null) {
            problem.retryAfterSeconds().ifPresent(seconds -> ctx.response().putHeader(HttpHeaders.RETRY_AFTER,
                    Integer.toString(seconds)));
            respond(ctx, problem.status(), problem.code(), problem.message());
        } else if (ctx.statusCode() == 413) {
            respond(ctx, 400, InvalidRequestException.CODE,
                    "request body is larger than the server accepts (setting quarkus.http.limits.max-body-size)");
        } else if (ctx.statusCode() == 404) {
            notFound(ctx);
        } else {
            // A bare 400 from Funqy without the contract's rejection means its reader or writer failed on
            // our side (the contract judges every caller's mistake), so it is a 500 like any other.
            String reference = UUID.randomUUID().toString();
            LOG.errorf(ctx.failure(), "internal error %s on %s (status %d)", reference, ctx.normalizedPath(),
                    ctx.statusCode());
            respond(ctx, 500, Problem.INTERNAL_ERROR, "internal error; the server log has the details under reference "
                    + reference);
        }
    }

    private static void reject(RoutingContext ctx, InvalidRequestException e) {
        LOG.debugf("rejected request to %s: field '%s'", ctx.normalizedPath(), e.field());
        respond(ctx, 400, InvalidRequestException.CODE, e.getMessage());
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

    /**
     * Quarkus's own endpoints (health, and in dev mode the Dev UI) live under the non-application root
     * path, {@code /q} unless {@code quarkus.http.non-application-root-path} moves it.
     */
    static boolean isQuarkusEndpoint(RoutingContext ctx) {
        String path = ctx.normalizedPath();
        return path.equals("/q") || path.startsWith("/q/");
    }

    private static boolean isJson(String contentType) {
        String type = contentType.split(";")[0].trim().toLowerCase();
        return type.equals("application/json") || type.endsWith("+json") || type.equals("text/json");
    }

    private static void respond(RoutingContext ctx, int status, String code, String message) {
        ctx.put(InvocationRoutes.OUTCOME, code);
        ctx.response().setStatusCode(status)
                .putHeader("Content-Type", "application/json")
                .end(ErrorBody.of(code, message));
    }
}

package dev.outputguard.http;

import java.util.UUID;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.Problem;
import dev.outputguard.contract.RequestContract;
import dev.outputguard.function.FunctionCatalog;
import dev.outputguard.observe.FunctionCall;
import dev.outputguard.text.Echo;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.runtime.configuration.MemorySize;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufOutputStream;
import io.netty.buffer.Unpooled;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

/**
 * The HTTP binding of the functions, installed once on the Vert.x router (it serves {@code quarkus dev},
 * the packaged app and API Gateway through amazon-lambda-http alike). For a path that names a function
 * it checks the method and the content type, reads the body into the function's request record with
 * {@link RequestContract} (the one parse: the checks happen while the record is bound), calls the
 * function through {@link FunctionCatalog} and writes its answer. (Funqy's own HTTP binding, which read
 * the body a second time and cannot set a status code, is not in the build: Funqy only finds the
 * functions.)
 *
 * <p>Every failure on those paths is rendered here as {@code {"error":{"code","message"}}} with the
 * status {@link Problem} gives it, and every path that names no function is a JSON 404.
 */
@ApplicationScoped
public class FunctionRoutes {

    private static final Logger LOG = Logger.getLogger(FunctionRoutes.class);
    /** Right after the invocation line's route (MIN_VALUE), where Quarkus puts its own body handler. */
    private static final int BODY_ORDER = Integer.MIN_VALUE + 1;
    /** After the body handler, before Quarkus's default routes. */
    private static final int ORDER = -1;
    /** After Quarkus's default (10,000) and after-default (20,000) routes. */
    private static final int LAST = Integer.MAX_VALUE - 1;
    /** Bodies above this are read and served on a worker thread, not the event loop. */
    private static final int INLINE_BYTES = 64 * 1024;

    @Inject
    RequestContract contract;

    @Inject
    FunctionCatalog catalog;

    /** The largest body read; a larger one fails with 413, answered as a 400 below. */
    @ConfigProperty(name = "quarkus.http.limits.max-body-size", defaultValue = "10240K")
    MemorySize maxBodySize;

    void install(@Observes Router router) {
        // Quarkus installs a body handler only for an extension that asks for one (Funqy's HTTP binding
        // did); this binding reads the body itself, into memory, never into upload files.
        router.route().order(BODY_ORDER).handler(BodyHandler.create(false).setBodyLimit(maxBodySize.asLongValue())
                .setDeleteUploadedFilesOnEnd(true));
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
            respond(ctx, 405, "METHOD_NOT_ALLOWED", "function '" + function.name()
                    + "' takes POST with a JSON body, not " + ctx.request().method().name());
            return;
        }
        String contentType = ctx.request().getHeader(HttpHeaders.CONTENT_TYPE);
        if (contentType != null && !isJson(contentType)) {
            respond(ctx, 400, InvalidRequestException.CODE, "Content-Type must be application/json, got "
                    + contentType.split(";")[0].trim());
            return;
        }
        Buffer body = ctx.body().buffer();
        if (function.nonBlocking() && (body == null || body.length() <= INLINE_BYTES)) {
            call(ctx, function, body);
        } else {
            ctx.vertx().executeBlocking(() -> {
                call(ctx, function, body);
                return null;
            }, false);
        }
    }

    private void call(RoutingContext ctx, FunctionCatalog.Entry function, Buffer body) {
        Object request = null;
        if (function.requestType() != null) {
            try {
                request = read(body, function.requestType());
            } catch (InvalidRequestException e) {
                LOG.debugf("rejected request to %s: field '%s'", function.name(), e.field());
                respond(ctx, 400, InvalidRequestException.CODE, e.getMessage());
                return;
            }
        }
        ManagedContext requestContext = Arc.container().requestContext();
        requestContext.activate();
        try {
            catalog.invoke(function, request, (answer, failure) -> {
                ctx.put(FunctionCall.KEY, FunctionCall.of(function.name(), answer, failure));
                if (failure != null) {
                    ctx.fail(failure);
                } else {
                    answer(ctx, function, answer);
                }
            });
        } finally {
            requestContext.terminate();
        }
    }

    /** The body read where the network buffer holds it when it can be, without a copy. */
    private Object read(Buffer body, Class<?> type) {
        if (body == null) {
            return contract.read((byte[]) null, type);
        }
        ByteBuf bytes = body.getByteBuf();
        if (bytes.hasArray()) {
            return contract.read(bytes.array(), bytes.arrayOffset() + bytes.readerIndex(), bytes.readableBytes(), type);
        }
        return contract.read(body.getBytes(), type);
    }

    private static void answer(RoutingContext ctx, FunctionCatalog.Entry function, Object answer) {
        ByteBuf json = Unpooled.buffer(256);
        try {
            function.write(answer, new ByteBufOutputStream(json));
        } catch (Exception e) {
            ctx.fail(e);
            return;
        }
        ctx.response().setStatusCode(200)
                .putHeader(HttpHeaders.CONTENT_TYPE, "application/json")
                .end(Buffer.buffer(json));
    }

    private void renderFailure(RoutingContext ctx) {
        if (ctx.response().ended() || isQuarkusEndpoint(ctx)) {
            ctx.next();
            return;
        }
        Problem problem = Problem.in(ctx.failure()).orElse(null);
        if (problem != null) {
            respond(ctx, problem.status(), problem.code(), problem.message());
        } else if (ctx.statusCode() == 413) {
            respond(ctx, 400, InvalidRequestException.CODE,
                    "request body is larger than the server accepts (setting quarkus.http.limits.max-body-size)");
        } else if (ctx.statusCode() == 400) {
            respond(ctx, 400, InvalidRequestException.CODE, "request body does not match the function's input");
        } else if (ctx.statusCode() == 404) {
            notFound(ctx);
        } else if (ctx.statusCode() == 405) {
            respond(ctx, 405, "METHOD_NOT_ALLOWED", "functions take POST with a JSON body, not "
                    + ctx.request().method().name());
        } else {
            String reference = UUID.randomUUID().toString();
            LOG.errorf(ctx.failure(), "internal error %s on %s", reference, ctx.normalizedPath());
            respond(ctx, 500, "INTERNAL_ERROR", "internal error; the server log has the details under reference "
                    + reference);
        }
    }

    private FunctionCatalog.Entry function(RoutingContext ctx) {
        String path = ctx.normalizedPath();
        return path.length() < 2 ? null : catalog.named(path.substring(1)).orElse(null);
    }

    /** Every path that names no function answers the JSON error format, whatever the method. */
    private void notFound(RoutingContext ctx) {
        String functions = String.join(", ", catalog.names().stream().map(n -> "/" + n).toList());
        respond(ctx, 404, "NOT_FOUND", "no function at " + Echo.quote(ctx.normalizedPath())
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

package dev.outputguard.http;

import java.util.UUID;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

import org.jboss.logging.Logger;

import dev.outputguard.contract.HttpProblem;
import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.RequestContract;
import dev.outputguard.contract.Snippet;
import io.quarkus.funqy.runtime.FunctionInvoker;
import io.quarkus.funqy.runtime.FunctionRecorder;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * The HTTP side of the request contract, installed once on the Vert.x router in front of Funqy (it
 * serves {@code quarkus dev}, the packaged app and API Gateway through amazon-lambda-http alike).
 *
 * <p>Funqy alone answers an empty body with a 500 and a stack trace, coerces {@code 5} into a String,
 * and cannot set a status code. So every request to a function path is checked here, after the body
 * handler and before Funqy: the body is parsed and held to the function's request record (found in
 * Funqy's own registry, so a new function needs nothing here). And every failure on those paths is
 * rendered here as {@code {"error":{"code","message"}}} with the status its {@link HttpProblem} names.
 */
@ApplicationScoped
public class RequestContractRoutes {

    private static final Logger LOG = Logger.getLogger(RequestContractRoutes.class);
    /** After the body handler (MIN_VALUE + 1), before Funqy's routes. */
    private static final int ORDER = -1;
    /** After Quarkus's default (10,000) and after-default (20,000) routes. */
    private static final int LAST = Integer.MAX_VALUE - 1;
    /** Bodies above this are checked on a worker thread, not the event loop. */
    private static final int INLINE_CHECK_BYTES = 64 * 1024;

    @Inject
    RequestContract contract;

    void install(@Observes Router router) {
        router.route().order(ORDER).handler(this::check).failureHandler(this::renderFailure);
        // After every other route: what nothing answered, under /q/ too, is a JSON 404, never a page.
        router.route().order(LAST).handler(RequestContractRoutes::notFound);
    }

    private void check(RoutingContext ctx) {
        FunctionInvoker invoker = invoker(ctx);
        if (invoker == null) {
            if (isQuarkusEndpoint(ctx) || FunctionRecorder.registry == null) {
                ctx.next();
            } else {
                notFound(ctx);
            }
            return;
        }
        if (ctx.request().method() != HttpMethod.POST) {
            ctx.response().putHeader(HttpHeaders.ALLOW, "POST");
            respond(ctx, 405, "METHOD_NOT_ALLOWED", "function '" + invoker.getName()
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
        Class<?> requestType = invoker.hasInput() ? (Class<?>) invoker.getInputType() : null;
        if (requestType == null) {
            ctx.next();
        } else if (body == null || body.length() <= INLINE_CHECK_BYTES) {
            checkBody(ctx, body, requestType);
        } else {
            ctx.vertx().executeBlocking(() -> {
                checkBody(ctx, body, requestType);
                return null;
            }, false);
        }
    }

    private void checkBody(RoutingContext ctx, Buffer body, Class<?> requestType) {
        try {
            contract.parseAndCheck(body == null ? null : body.getBytes(), requestType);
        } catch (InvalidRequestException e) {
            LOG.debugf("rejected request to %s: field '%s'", ctx.normalizedPath(), e.field());
            respond(ctx, 400, e.code(), e.getMessage());
            return;
        }
        ctx.next();
    }

    private void renderFailure(RoutingContext ctx) {
        if (ctx.response().ended() || isQuarkusEndpoint(ctx)) {
            ctx.next();
            return;
        }
        HttpProblem problem = problemIn(ctx.failure());
        if (problem != null) {
            respond(ctx, problem.httpStatus(), problem.code(), problem.getMessage());
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

    private static HttpProblem problemIn(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof HttpProblem problem) {
                return problem;
            }
        }
        return null;
    }

    private static FunctionInvoker invoker(RoutingContext ctx) {
        String path = ctx.normalizedPath();
        if (FunctionRecorder.registry == null || path.length() < 2) {
            return null;
        }
        return FunctionRecorder.registry.matchInvoker(path.substring(1));
    }

    private static String functionNames() {
        return FunctionRecorder.registry.invokers().stream().map(i -> "/" + i.getName()).sorted()
                .collect(java.util.stream.Collectors.joining(", "));
    }

    /** Every path that names no function answers the JSON error format, whatever the method. */
    private static void notFound(RoutingContext ctx) {
        respond(ctx, 404, "NOT_FOUND", "no function at " + Snippet.quote(ctx.normalizedPath())
                + (FunctionRecorder.registry == null ? "" : "; functions (POST): " + functionNames()));
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

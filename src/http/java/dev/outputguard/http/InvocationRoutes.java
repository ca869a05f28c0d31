package dev.outputguard.http;

import java.util.Map;
import java.util.concurrent.TimeUnit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import dev.outputguard.function.FunctionCatalog;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.observe.FunctionCall;
import dev.outputguard.observe.Invocation;
import dev.outputguard.observe.InvocationLog;
import dev.outputguard.observe.LlmStandIn;
import dev.outputguard.observe.RequestIds;
import dev.outputguard.observe.RequestLogContext;
import dev.outputguard.text.Echo;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * The HTTP request's id and its one log line: the one place the invocation line is written over HTTP (locally and
 * behind API Gateway). First on the router (before the body handler, so a body over the size limit is counted too):
 * takes the caller's {@code X-Request-Id} when sane or makes one, returns it as {@code X-Request-Id} and keeps it
 * (with the AWS request id behind API Gateway) for the log lines of the call ({@link #LOG_FIELDS}), and when the
 * response ends writes the line with the function, outcome, status, duration and, for the LLM functions, the calls
 * and tokens of the {@link FunctionCall} the route noted. Quarkus's own endpoints under {@code /q/} (health probes,
 * Dev UI) get neither.
 */
@ApplicationScoped
public class InvocationRoutes {

    /** As Quarkus's access-log and header routes: before its body handler (MIN_VALUE + 1). */
    private static final int ORDER = Integer.MIN_VALUE;
    /** Key of the error code a rendered error body carried, in the routing context's data. */
    static final String OUTCOME = InvocationRoutes.class.getName() + ".outcome";
    /** The outcome when the connection closed before the answer was sent (the caller gave up, a timeout). */
    static final String CONNECTION_CLOSED = "CONNECTION_CLOSED";
    /** Key of the request's MDC fields ({@link RequestLogContext.Fields}) in the routing context's data. */
    static final String LOG_FIELDS = InvocationRoutes.class.getName() + ".logFields";

    @Inject
    Instance<AwsRequestIds> awsRequestIds;

    @Inject
    FunctionCatalog catalog;

    @Inject
    Instance<LlmStandIn> standIn;

    void install(@Observes Router router) {
        router.route().order(ORDER).handler(this::begin);
    }

    private void begin(RoutingContext ctx) {
        if (passesThrough(ctx)) {
            ctx.next();
            return;
        }
        String requestId = RequestIds.accept(ctx.request().getHeader(RequestIds.HEADER));
        String awsRequestId = awsRequestIds.isResolvable() ? awsRequestIds.get().of(ctx).orElse(null) : null;
        long started = System.nanoTime();
        ctx.response().putHeader(RequestIds.HEADER, requestId);
        ctx.put(LOG_FIELDS, new RequestLogContext.Fields(awsRequestId == null
                ? Map.of(RequestLogContext.REQUEST_ID, requestId)
                : Map.of(RequestLogContext.REQUEST_ID, requestId, RequestLogContext.AWS_REQUEST_ID, awsRequestId)));
        ctx.addEndHandler(ended -> InvocationLog.write(invocation(ctx, requestId, awsRequestId, started, ended.succeeded())));
        ctx.next();
    }

    private Invocation invocation(RoutingContext ctx, String requestId, String awsRequestId, long started,
            boolean answered) {
        long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
        int status = ctx.response().getStatusCode();
        FunctionCall call = ctx.get(FunctionCall.KEY);
        String rendered = ctx.get(OUTCOME);
        String outcome = !answered ? CONNECTION_CLOSED
                : rendered != null ? rendered
                : call != null && !Invocation.OK.equals(call.outcome()) ? call.outcome()
                : status < 400 ? Invocation.OK : "HTTP_" + status;
        String function = call != null ? call.function() : function(ctx);
        boolean standInAnswered = standIn.isResolvable() && standIn.get().answers()
                && catalog.named(function).map(FunctionCatalog.Entry::callsLlm).orElse(false);
        return new Invocation(function, outcome, status, ms, requestId, awsRequestId,
                call != null ? call.attempts() : -1, call != null ? call.tokens() : -1,
                standInAnswered ? Invocation.STAND_IN : null);
    }

    /** The function the path names, or the path itself (shortened, only safe characters) when it names none. */
    private String function(RoutingContext ctx) {
        String path = ctx.normalizedPath();
        if (path.length() > 1 && catalog.named(path.substring(1)).isPresent()) {
            return path.substring(1);
        }
        // Only characters that cannot break the line's fields (the request line bounds the path's length).
        StringBuilder safe = new StringBuilder(path.length());
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            boolean ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || "/._~-".indexOf(c) >= 0;
            safe.append(ok ? c : '?');
        }
        return Echo.cut(safe.toString(), EchoLengths.TEXT);
    }

    /**
     * Quarkus's own endpoints (health, and in dev mode the Dev UI) live under the non-application root
     * path, {@code /q} unless {@code quarkus.http.non-application-root-path} moves it.
     */
    static boolean isQuarkusEndpoint(RoutingContext ctx) {
        String path = ctx.normalizedPath();
        return path.equals("/q") || path.startsWith("/q/");
    }

    /**
     * Quarkus's endpoints, or a file of the page to try the functions on ({@value #PAGE}, served from
     * META-INF/resources by the local flavour only; elsewhere the path finds nothing and is the usual JSON 404).
     */
    static boolean passesThrough(RoutingContext ctx) {
        return isQuarkusEndpoint(ctx) || ctx.normalizedPath().startsWith(PAGE);
    }

    /** Where the page to try the functions on is served. */
    static final String PAGE = "/try/";
}

package dev.outputguard.bench;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

import dev.outputguard.function.FunctionCatalog;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Built only with the {@code bench} profile: what a dispatch of our own in place of Funqy's HTTP binding
 * could gain, measured on the same functions. {@code POST /direct/worker/<function>} binds the body
 * with the function's reader on the event loop, then calls it through {@link FunctionCatalog} with one
 * hand-off to a worker thread and writes the answer's bytes (Funqy's binding makes three hand-offs: to a
 * worker, to another for the answer, back to the event loop, and writes the answer as a String).
 * A yardstick, not a way in: no contract 400s, no failure rendering beyond a bare 500.
 */
@ApplicationScoped
public class DirectDispatchRoute {

    private static final int ORDER = -2;

    @Inject
    FunctionCatalog catalog;

    void install(@Observes Router router) {
        router.post("/direct/worker/:function").order(ORDER).handler(this::call);
    }

    private void call(RoutingContext ctx) {
        FunctionCatalog.Entry function = catalog.named(ctx.pathParam("function")).orElse(null);
        if (function == null) {
            ctx.response().setStatusCode(404).end();
            return;
        }
        Object request;
        try {
            request = catalog.read(function, ctx.body().buffer().getBytes());
        } catch (Exception e) {
            ctx.response().setStatusCode(400).end();
            return;
        }
        ctx.vertx().executeBlocking(() -> invoke(ctx, function, request), false);
    }

    private Void invoke(RoutingContext ctx, FunctionCatalog.Entry function, Object request) {
        ManagedContext requestContext = Arc.container().requestContext();
        requestContext.activate();
        try {
            Arc.container().instance(CurrentVertxRequest.class).get().setCurrent(ctx);
            byte[] answer = catalog.call(function, request);
            ctx.response().putHeader(HttpHeaders.CONTENT_TYPE, "application/json").end(Buffer.buffer(answer));
        } catch (Exception e) {
            ctx.response().setStatusCode(500).end();
        } finally {
            requestContext.terminate();
        }
        return null;
    }
}

package dev.outputguard.bench;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;

/**
 * {@code POST /raw}: a bare Vert.x route that answers a constant, built only with the {@code bench}
 * profile. It gets what every request gets before the functions' routes (the request id, the invocation
 * line, the body read) and nothing else, so the no-op function's throughput next to it is what the
 * request contract, the binding and the answer's writing cost.
 */
@ApplicationScoped
public class RawRoute {

    /** Before the request gate (order -1) and Funqy's routes, after the body handler. */
    private static final int ORDER = -2;

    void install(@Observes Router router) {
        router.post("/raw").order(ORDER).handler(ctx -> ctx.response().setStatusCode(200)
                .putHeader(HttpHeaders.CONTENT_TYPE, "application/json").end("{\"ok\":true}"));
    }
}

package dev.outputguard.bench;

import java.io.IOException;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.netty.buffer.ByteBuf;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Two bare Vert.x routes, built only with the {@code bench} profile. They get what every request gets
 * before the functions' routes (the request id, the invocation line, the body read) and nothing else:
 * <ul>
 * <li>{@code POST /raw} answers a constant without looking at the body, so the no-op function's
 * throughput next to it is what the one parse of the body, the request contract, the dispatch to a
 * worker thread and the answer's writing cost together;</li>
 * <li>{@code POST /raw-parse} first reads the body into a Jackson tree (every string decoded, as binding a
 * request does), then answers the same constant: next to it, the no-op function shows what the contract,
 * the dispatch and the answer's writing cost beyond the parse that any JSON function pays.</li>
 * </ul>
 */
@ApplicationScoped
public class RawRoute {

    /** Before the functions' route (order -1), after the body handler. */
    private static final int ORDER = -2;
    private static final String ANSWER = "{\"ok\":true}";

    /** The app's mapper, the one the functions' readers come from. */
    @Inject
    ObjectMapper mapper;

    void install(@Observes Router router) {
        router.post("/raw").order(ORDER).handler(ctx -> answer(ctx, 200));
        router.post("/raw-parse").order(ORDER).handler(this::parseThenAnswer);
    }

    private void parseThenAnswer(RoutingContext ctx) {
        ByteBuf body = ctx.body().buffer().getByteBuf();
        try {
            boolean object = body.hasArray()
                    ? mapper.readTree(body.array(), body.arrayOffset() + body.readerIndex(), body.readableBytes()).isObject()
                    : mapper.readTree(ctx.body().buffer().getBytes()).isObject();
            answer(ctx, object ? 200 : 400);
        } catch (IOException e) {
            answer(ctx, 400);
        }
    }

    private static void answer(RoutingContext ctx, int status) {
        ctx.response().setStatusCode(status).putHeader(HttpHeaders.CONTENT_TYPE, "application/json").end(ANSWER);
    }
}

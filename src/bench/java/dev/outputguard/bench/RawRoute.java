package dev.outputguard.bench;

import java.io.IOException;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;

import dev.outputguard.extract.Source;
import dev.outputguard.function.ExtractJsonFunction;
import io.netty.buffer.ByteBuf;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Three bare Vert.x routes, built only with the {@code bench} profile. They get what every request gets
 * before the functions' routes (the request id, the invocation line, the body read) and nothing else:
 * <ul>
 * <li>{@code POST /raw} answers a constant without looking at the body, so the no-op function's
 * throughput next to it is what the one parse of the body, the request contract, the dispatch to a
 * worker thread and the answer's writing cost together;</li>
 * <li>{@code POST /raw-parse} first reads the body into a Jackson tree (every string decoded, as binding a
 * request does), then answers the same constant: next to it, the no-op function shows what the contract,
 * the dispatch and the answer's writing cost beyond the parse that any JSON function pays;</li>
 * <li>{@code POST /raw-extract} does, with Jackson alone, the least any extract-json must do for a reply
 * whose object sits in a {@code ```json} fence: it reads the body into a tree (as {@code /raw-parse}),
 * takes {@code text}, finds the fence's opening line and its closing fence with {@code indexOf}, reads
 * the span between them with Jackson's {@code readTree}, and writes an answer of extract-json's shape
 * ({@code ok}, {@code json}, {@code source}, {@code start}, {@code end}) as bytes, on the event loop as
 * extract-json runs for a body this size. No prose search, no located errors, no repair, no check of
 * duplicate keys, and a span that is not exactly one object is a 400: a lower bound for extract-json on
 * such a body, not a substitute for it.</li>
 * </ul>
 */
@ApplicationScoped
public class RawRoute {

    /** Before the functions' route (order -1), after the body handler. */
    private static final int ORDER = -2;
    private static final String ANSWER = "{\"ok\":true}";

    private static final String FENCE_OPEN = "```json\n";
    private static final String FENCE_CLOSE = "\n```";

    /** The app's mapper, the one the functions' readers come from. */
    @Inject
    ObjectMapper mapper;

    /** Jackson's defaults for the fenced span (no duplicate detection: the least reading there is). */
    private final ObjectMapper plain = new ObjectMapper();
    private ObjectWriter answerWriter;

    void install(@Observes Router router) {
        answerWriter = mapper.writerFor(ExtractJsonFunction.Response.class);
        router.post("/raw").order(ORDER).handler(ctx -> answer(ctx, 200));
        router.post("/raw-parse").order(ORDER).handler(this::parseThenAnswer);
        router.post("/raw-extract").order(ORDER).handler(this::extractFenced);
    }

    private void extractFenced(RoutingContext ctx) {
        ByteBuf body = ctx.body().buffer().getByteBuf();
        try {
            JsonNode request = body.hasArray()
                    ? mapper.readTree(body.array(), body.arrayOffset() + body.readerIndex(), body.readableBytes())
                    : mapper.readTree(ctx.body().buffer().getBytes());
            String text = request.path("text").textValue();
            int open = text == null ? -1 : text.indexOf(FENCE_OPEN);
            int start = open + FENCE_OPEN.length();
            int end = open < 0 ? -1 : text.indexOf(FENCE_CLOSE, start);
            JsonNode json = end < 0 ? null : plain.readTree(text.substring(start, end));
            if (json == null || !json.isObject()) {
                answer(ctx, 400);
                return;
            }
            byte[] answer = answerWriter.writeValueAsBytes(new ExtractJsonFunction.Response(true, json, Source.CODE_BLOCK,
                    start, end, null, null, null, null, null, null, null, null, null, null, null));
            ctx.response().putHeader(HttpHeaders.CONTENT_TYPE, "application/json").end(Buffer.buffer(answer));
        } catch (IOException e) {
            answer(ctx, 400);
        }
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

package dev.outputguard.local;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.config.LlmConfig;
import dev.outputguard.observe.LlmStandIn;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.runtime.configuration.ConfigUtils;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Dev Services for the LLM: in dev mode, when no LLM is configured, the app serves an OpenAI-compatible
 * {@code POST /q/stand-in-llm/v1/chat/completions} itself and the LLM functions call it over HTTP
 * ({@link StandInLlmConfigSource} points {@code outputguard.llm.base-url} there, below every setting a user makes), so
 * the README's examples of translate, translate-revision-patch, review-cycle and complete-json answer as written,
 * through the real transport. Its replies are scripted ({@link StandInReplies}); any other request is a 404 that says
 * so. The start says it in one line, and the invocation line of every call it answered carries {@code llm=stand-in}.
 *
 * <p>Only in the {@code dev} configuration profile in dev mode or a test that asks for that profile: never in the
 * packaged app, and this source root is in no Lambda build.
 */
@ApplicationScoped
public class StandInLlm implements LlmStandIn {

    /** The OpenAI-compatible API root the stand-in serves. */
    public static final String PATH = "/q/stand-in-llm/v1";

    private static final Logger LOG = Logger.getLogger(StandInLlm.class);

    @Inject
    LlmConfig llm;

    @Inject
    ObjectMapper mapper;

    private boolean served;

    void install(@Observes Router router) {
        served = LaunchMode.current().isDevOrTest() && ConfigUtils.getProfiles().contains("dev");
        if (served) {
            router.post(PATH + "/chat/completions").handler(this::complete);
        }
    }

    void banner(@Observes StartupEvent event) {
        if (answers()) {
            LOG.infof("STAND-IN LLM: no LLM is configured, so translate, translate-revision-patch, review-cycle and"
                    + " complete-json call dev mode's stand-in at %s, which answers the README's examples with scripted"
                    + " replies and refuses everything else; it is no model. For a real one set OUTPUTGUARD_LLM_BASE_URL"
                    + " (and OUTPUTGUARD_LLM_MODEL, OUTPUTGUARD_LLM_API_KEY)", llm.baseUrl());
        }
    }

    @Override
    public boolean answers() {
        if (!served) {
            return false;
        }
        URI configured = URI.create(llm.baseUrl());
        return PATH.equals(configured.getPath())
                && List.of("localhost", "127.0.0.1", "[::1]").contains(String.valueOf(configured.getHost()));
    }

    private void complete(RoutingContext ctx) {
        List<String> messages = new ArrayList<>();
        String model = "stand-in";
        try {
            JsonNode request = mapper.readTree(ctx.body().buffer().getBytes());
            request.path("messages").forEach(m -> messages.add(m.path("content").asText("")));
            model = request.path("model").asText(model);
        } catch (Exception e) {
            refuse(ctx, 400, "the body is not a chat completions request");
            return;
        }
        Optional<StandInReplies> reply = StandInReplies.to(messages);
        if (reply.isEmpty()) {
            refuse(ctx, 404, "dev mode's stand-in LLM answers only the README's examples, and this request is none of"
                    + " them; set OUTPUTGUARD_LLM_BASE_URL to a real OpenAI-compatible server for anything else");
            return;
        }
        StandInReplies r = reply.get();
        LOG.infof("STAND-IN LLM: scripted reply \"%s\"", r.name());
        ObjectNode body = mapper.createObjectNode().put("id", "stand-in").put("object", "chat.completion")
                .put("created", 0).put("model", model);
        ObjectNode choice = body.putArray("choices").addObject().put("index", 0).put("finish_reason", "stop");
        choice.putObject("message").put("role", "assistant").put("content", r.content());
        body.putObject("usage").put("prompt_tokens", r.promptTokens()).put("completion_tokens", r.completionTokens())
                .put("total_tokens", r.promptTokens() + r.completionTokens());
        ctx.response().putHeader(HttpHeaders.CONTENT_TYPE, "application/json").end(body.toString());
    }

    private void refuse(RoutingContext ctx, int status, String message) {
        ObjectNode body = mapper.createObjectNode();
        body.putObject("error").put("message", message).put("type", "invalid_request_error");
        ctx.response().setStatusCode(status).putHeader(HttpHeaders.CONTENT_TYPE, "application/json").end(body.toString());
    }
}

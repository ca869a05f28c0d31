package dev.outputguard.openapi;

import java.nio.charset.StandardCharsets;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.spi.OASFactoryResolver;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.FunctionCatalog;
import io.smallrye.openapi.api.SmallRyeOpenAPI;
import io.smallrye.openapi.spi.OASFactoryResolverImpl;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * Serves the OpenAPI document of the functions at {@code /q/openapi} (YAML; JSON for {@code ?format=json},
 * an {@code Accept: application/json} or the path {@code /q/openapi.json}), made on the first request for
 * it and kept: the functions, their records and the mapper do not change while the app runs.
 *
 * <p>The functions are no Jakarta REST resources, so there is nothing for an annotation scan to find;
 * {@link FunctionDocument} describes each function the catalog lists, with SmallRye OpenAPI's model and
 * writer. SmallRye's Quarkus extension would build its model and read its build-time document at every
 * start (a tenth of the start's CPU on the project's machine), so this route does the work only when the
 * document is asked for, on a worker thread (25-45 ms the first time). {@code docs/openapi.yaml} is a copy
 * that a test keeps equal.
 */
@ApplicationScoped
public class OpenApiRoute {

    static final String PATH = "/q/openapi";
    private static final String ALLOW = "GET, HEAD, OPTIONS";

    @Inject
    FunctionCatalog catalog;

    /** The mapper the answers are written with. */
    @Inject
    ObjectMapper mapper;

    /** The version the document states; read, with the rest of the configuration, when the document is made. */
    static final String VERSION_SETTING = "quarkus.application.version";

    private volatile SmallRyeOpenAPI document;

    void install(@Observes Router router) {
        for (String path : List.of(PATH, PATH + ".json", PATH + ".yaml", PATH + ".yml")) {
            router.route(HttpMethod.OPTIONS, path).handler(ctx -> {
                ctx.response().putHeader("Allow", ALLOW);
                ctx.next();
            });
            router.route(HttpMethod.GET, path).blockingHandler(this::serve, false);
            router.route(HttpMethod.HEAD, path).blockingHandler(this::serve, false);
        }
    }

    private void serve(RoutingContext ctx) {
        boolean json = json(ctx);
        SmallRyeOpenAPI d = document();
        ctx.response().putHeader("Content-Type", (json ? "application/json" : "application/yaml") + ";charset=UTF-8")
                .end(io.vertx.core.buffer.Buffer.buffer((json ? d.toJSON() : d.toYAML()).getBytes(StandardCharsets.UTF_8)));
    }

    /** As SmallRye's handler decides: the path's suffix, else {@code Accept} or {@code ?format=json}. */
    private static boolean json(RoutingContext ctx) {
        String path = ctx.normalizedPath();
        if (path.endsWith(".json")) {
            return true;
        }
        if (path.endsWith(".yaml") || path.endsWith(".yml")) {
            return false;
        }
        String accept = ctx.request().getHeader("Accept");
        List<String> format = ctx.queryParam("format");
        return accept != null && accept.contains("application/json")
                || !format.isEmpty() && "JSON".equalsIgnoreCase(format.get(0));
    }

    /** The document, made once. */
    SmallRyeOpenAPI document() {
        SmallRyeOpenAPI d = document;
        if (d == null) {
            synchronized (this) {
                d = document;
                if (d == null) {
                    document = d = build();
                }
            }
        }
        return d;
    }

    /**
     * The configuration is looked up here rather than injected: this bean is made at start (its routes are
     * installed then), and an injected {@code Config} or {@code @ConfigProperty} would have the start make the
     * configuration's producer bean (an intercepted subclass) and an injection point read by reflection, for a
     * document that may never be asked for.
     */
    private SmallRyeOpenAPI build() {
        Config config = ConfigProvider.getConfig();
        String version = config.getOptionalValue(VERSION_SETTING, String.class).orElse("0");
        // SmallRye's model without its service look-up, which a native image would need registered.
        OASFactoryResolver.setInstance(new OASFactoryResolverImpl());
        List<FunctionDocument.Function> functions = catalog.names().stream()
                .map(name -> catalog.named(name).orElseThrow())
                .map(e -> new FunctionDocument.Function(e.name(), e.requestType(), e.responseType(), e.callsLlm(),
                        e.events()))
                .toList();
        OpenAPI model = FunctionDocument.describe(OASFactory.createOpenAPI(), functions, mapper, version);
        return SmallRyeOpenAPI.builder()
                .withConfig(config)
                .withInitialModel(model)
                .enableModelReader(false)
                .enableStandardStaticFiles(false)
                .enableAnnotationScan(false)
                .enableStandardFilter(false)
                .build();
    }
}

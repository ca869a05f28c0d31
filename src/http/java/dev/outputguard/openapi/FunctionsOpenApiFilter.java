package dev.outputguard.openapi;

import java.util.List;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.outputguard.function.FunctionCatalog;
import io.quarkus.smallrye.openapi.OpenApiFilter;

/**
 * Gives SmallRye OpenAPI (which serves {@code /q/openapi}, and Swagger UI at {@code /q/swagger-ui} in dev
 * mode) the document of the functions: Funqy's functions are no Jakarta REST resources, so the scan finds
 * nothing, and this filter describes each function the catalog lists ({@link FunctionDocument}). It runs
 * when {@code /q/openapi} is asked for (25-45 ms on the project's machine), not at start: describing every
 * request and answer type would make Jackson introspect them all before the first request, about a
 * quarter of a second of the start, where the functions' own readers are resolved lazily. The document
 * is the same on every call; {@code docs/openapi.yaml} is a copy that a test keeps equal.
 */
@Singleton
@OpenApiFilter(stages = OpenApiFilter.RunStage.RUNTIME_PER_REQUEST)
public class FunctionsOpenApiFilter implements OASFilter {

    @Inject
    FunctionCatalog catalog;

    /** The mapper Funqy writes the answers with. */
    @Inject
    ObjectMapper mapper;

    @ConfigProperty(name = "quarkus.application.version", defaultValue = "0")
    String version;

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (!catalog.isReady()) {
            throw new IllegalStateException("the OpenAPI document is made before Funqy registered the functions");
        }
        List<FunctionDocument.Function> functions = catalog.names().stream()
                .map(name -> catalog.named(name).orElseThrow())
                .map(e -> new FunctionDocument.Function(e.name(), e.requestType(), e.responseType(), e.callsLlm()))
                .toList();
        FunctionDocument.describe(openAPI, functions, mapper, version);
    }
}

package dev.outputguard.function;

import java.util.List;

import jakarta.inject.Inject;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.Required;
import dev.outputguard.extract.ExtractError;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.Repair;
import dev.outputguard.extract.Source;
import dev.outputguard.observe.Logged;
import io.quarkus.funqy.Funq;

/** {@code extract-json}: the first complete JSON object in an LLM reply. */
@Logged
public class ExtractJsonFunction {

    @Inject
    JsonExtractor extractor;

    @Funq("extract-json")
    public Response extractJson(Request request) {
        Mode mode = request.mode() == null ? Mode.STRICT : request.mode();
        return switch (extractor.extract(request.text(), mode)) {
            case Extraction.Found f -> new Response(true, f.json(), f.source(), f.start(), f.end(),
                    mode == Mode.REPAIR ? f.repairs() : null, null);
            case Extraction.Failed f -> new Response(false, null, null, null, null, null, f.error());
        };
    }

    public record Request(@Required String text, Mode mode) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Response(boolean ok, ObjectNode json, Source source, Integer start, Integer end,
            List<Repair> repairs, ExtractError error) {
    }
}

package dev.outputguard.function;

import jakarta.inject.Inject;

import dev.outputguard.contract.Required;
import dev.outputguard.sanitize.OutputSanitizer;
import dev.outputguard.sanitize.SanitizeReport;
import dev.outputguard.sanitize.SourceJson;
import dev.outputguard.observe.Logged;
import io.quarkus.funqy.Funq;

/** {@code sanitize-output}: JSON residue that leaked into final text. */
@Logged
public class SanitizeOutputFunction {

    @Inject
    OutputSanitizer sanitizer;

    @Funq("sanitize-output")
    public SanitizeReport sanitizeOutput(Request request) {
        return sanitizer.sanitize(request.text(),
                request.source() == null ? SourceJson.NONE : SourceJson.of(request.source()));
    }

    /** {@code source}: the text that {@code text} translates; JSON it carries is not reported. */
    public record Request(@Required String text, String source) {
    }
}

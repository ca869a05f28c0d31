package dev.outputguard.translate;

import java.util.Objects;
import java.util.Optional;

import dev.outputguard.limits.Limits;

/**
 * A {@code translate-revision-patch} request: a unified diff of the source document, to be turned into the
 * same change of the translated document. With {@code targetDocument} the patch must apply to it.
 */
public record RevisionPatchTask(String sourcePatch, Optional<String> targetDocument, String sourceLang,
        String targetLang, TranslationContext context, int maxRetries) {

    public RevisionPatchTask {
        Objects.requireNonNull(sourcePatch, "sourcePatch");
        Objects.requireNonNull(targetDocument, "targetDocument");
        Objects.requireNonNull(sourceLang, "sourceLang");
        Objects.requireNonNull(targetLang, "targetLang");
        Objects.requireNonNull(context, "context");
        Limits.validateRetries("maxRetries", maxRetries);
    }
}

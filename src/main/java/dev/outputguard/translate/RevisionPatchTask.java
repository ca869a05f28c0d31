package dev.outputguard.translate;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import dev.outputguard.limits.LoopDefaults;

/**
 * A {@code translate-revision-patch} request: a unified diff of the source document, to be turned into the
 * same change of the translated document. With {@code targetDocument} the patch must apply to it. Without
 * {@code maxRetries} the loop's configured default applies.
 */
public record RevisionPatchTask(String sourcePatch, Optional<String> targetDocument, String sourceLang,
        String targetLang, TranslationContext context, OptionalInt maxRetries) {

    public RevisionPatchTask {
        Objects.requireNonNull(sourcePatch, "sourcePatch");
        Objects.requireNonNull(targetDocument, "targetDocument");
        Objects.requireNonNull(sourceLang, "sourceLang");
        Objects.requireNonNull(targetLang, "targetLang");
        Objects.requireNonNull(context, "context");
        maxRetries.ifPresent(n -> LoopDefaults.validateRetries("maxRetries", n));
    }
}

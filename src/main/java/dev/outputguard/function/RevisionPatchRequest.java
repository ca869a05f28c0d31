package dev.outputguard.function;

import java.util.Optional;
import java.util.OptionalInt;

import dev.outputguard.contract.Range;
import dev.outputguard.contract.Required;
import dev.outputguard.translate.RevisionPatchTask;

/** {@code translate-revision-patch} request. */
public record RevisionPatchRequest(@Required String sourcePatch, String targetDocument, @Required String sourceLang,
        @Required String targetLang, TranslateContext context, @Range(min = 0, max = 5) Integer maxRetries) {

    RevisionPatchTask toTask() {
        return new RevisionPatchTask(sourcePatch, Optional.ofNullable(targetDocument), sourceLang, targetLang,
                TranslateContext.toCore(context), maxRetries == null ? OptionalInt.empty() : OptionalInt.of(maxRetries));
    }
}

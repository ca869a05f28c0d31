package dev.outputguard.function;

import dev.outputguard.contract.Range;
import dev.outputguard.contract.Required;
import dev.outputguard.limits.Limits;

/** {@code translate-revision-patch} request. */
public record RevisionPatchRequest(@Required String sourcePatch, String targetDocument, @Required String sourceLang,
        @Required String targetLang, TranslateContext context,
        @Range(min = 0, max = Limits.MAX_RETRIES_BOUND) Integer maxRetries) {
}

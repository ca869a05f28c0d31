package dev.outputguard.function;

import dev.outputguard.contract.Range;
import dev.outputguard.contract.Required;
import dev.outputguard.limits.Limits;

/** {@code translate} request. */
public record TranslateRequest(@Required String text, @Required String sourceLang, @Required String targetLang,
        TranslateContext context, @Range(min = 0, max = Limits.MAX_RETRIES_BOUND) Integer maxRetries) {
}

package dev.outputguard.function;

import java.util.OptionalInt;

import dev.outputguard.contract.Range;
import dev.outputguard.contract.Required;
import dev.outputguard.translate.TranslationTask;

/** {@code translate} request. */
public record TranslateRequest(@Required String text, @Required String sourceLang, @Required String targetLang,
        TranslateContext context, @Range(min = 0, max = 5) Integer maxRetries) {

    TranslationTask toTask() {
        return new TranslationTask(text, sourceLang, targetLang, TranslateContext.toCore(context),
                maxRetries == null ? OptionalInt.empty() : OptionalInt.of(maxRetries));
    }
}

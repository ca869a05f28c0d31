package dev.outputguard.translate;

import java.util.Objects;

import dev.outputguard.limits.Limits;

/** A {@code translate} request; {@code maxRetries} validation retries are allowed after the first attempt. */
public record TranslationTask(String text, String sourceLang, String targetLang, TranslationContext context,
        int maxRetries) {

    public TranslationTask {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(sourceLang, "sourceLang");
        Objects.requireNonNull(targetLang, "targetLang");
        Objects.requireNonNull(context, "context");
        Limits.validateRetries("maxRetries", maxRetries);
    }
}

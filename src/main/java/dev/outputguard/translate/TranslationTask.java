package dev.outputguard.translate;

import java.util.Objects;
import java.util.OptionalInt;

/** A {@code translate} request. {@code maxRetries} empty means the configured default. */
public record TranslationTask(String text, String sourceLang, String targetLang, TranslationContext context,
        OptionalInt maxRetries) {

    public TranslationTask {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(sourceLang, "sourceLang");
        Objects.requireNonNull(targetLang, "targetLang");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(maxRetries, "maxRetries");
    }
}

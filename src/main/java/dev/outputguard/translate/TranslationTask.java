package dev.outputguard.translate;

import java.util.Objects;
import java.util.OptionalInt;

import dev.outputguard.limits.LoopDefaults;

/**
 * A {@code translate} request; {@code maxRetries} validation retries are allowed after the first attempt (the
 * loop's configured default when empty).
 */
public record TranslationTask(String text, String sourceLang, String targetLang, TranslationContext context,
        OptionalInt maxRetries) {

    public TranslationTask {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(sourceLang, "sourceLang");
        Objects.requireNonNull(targetLang, "targetLang");
        Objects.requireNonNull(context, "context");
        maxRetries.ifPresent(n -> LoopDefaults.validateRetries("maxRetries", n));
    }
}

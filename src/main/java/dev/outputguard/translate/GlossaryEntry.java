package dev.outputguard.translate;

/** A term the translation must render as given. */
public record GlossaryEntry(String source, String target) {
}

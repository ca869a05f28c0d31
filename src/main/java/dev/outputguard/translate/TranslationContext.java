package dev.outputguard.translate;

import java.util.List;
import java.util.Optional;

/** What the caller tells the translator besides the text: a glossary and free-form instructions. */
public record TranslationContext(List<GlossaryEntry> glossary, Optional<String> instructions) {

    public static final TranslationContext NONE = new TranslationContext(List.of(), Optional.empty());

    public TranslationContext {
        glossary = List.copyOf(glossary);
        instructions = instructions.filter(s -> !s.isBlank());
    }

    /** One {@code - source → target} line per entry; empty when there is no glossary. */
    String glossaryLines() {
        StringBuilder out = new StringBuilder();
        for (GlossaryEntry e : glossary) {
            if (!out.isEmpty()) {
                out.append('\n');
            }
            out.append("- ").append(e.source()).append(" → ").append(e.target());
        }
        return out.toString();
    }
}

package dev.outputguard.function;

import java.util.List;
import java.util.Optional;

import dev.outputguard.contract.Required;
import dev.outputguard.translate.GlossaryEntry;
import dev.outputguard.translate.TranslationContext;

/** The optional {@code context} of translate requests: a glossary and free-form instructions. */
public record TranslateContext(List<Term> glossary, String instructions) {

    public record Term(@Required String source, @Required String target) {
    }

    static TranslationContext toCore(TranslateContext context) {
        if (context == null) {
            return TranslationContext.NONE;
        }
        List<GlossaryEntry> entries = context.glossary() == null ? List.of()
                : context.glossary().stream().map(t -> new GlossaryEntry(t.source(), t.target())).toList();
        return new TranslationContext(entries, Optional.ofNullable(context.instructions()));
    }
}

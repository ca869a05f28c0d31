package dev.outputguard.function;

import java.util.List;

import dev.outputguard.contract.Required;

/** The optional {@code context} of translate requests: a glossary and free-form instructions. */
public record TranslateContext(List<Term> glossary, String instructions) {

    public record Term(@Required String source, @Required String target) {
    }
}

package dev.outputguard.translate;

import java.util.Set;

import dev.outputguard.prompt.PromptSlot;

/** The prompt templates of translate and translate-revision-patch, each overridable. */
public enum TranslationPrompt implements PromptSlot {
    TRANSLATION_SYSTEM("translation-system", Set.of("sourceLang", "targetLang", "glossary", "instructions", "codeBlocks")),
    TRANSLATION_USER("translation-user", Set.of("text", "sourceLang", "targetLang")),
    REVISION_PATCH_SYSTEM("revision-patch-system",
            Set.of("sourceLang", "targetLang", "glossary", "instructions", "codeBlocks", "hasTargetDocument")),
    REVISION_PATCH_USER("revision-patch-user",
            Set.of("sourcePatch", "targetDocument", "hasTargetDocument", "sourceLang", "targetLang")),
    RETRY_INSTRUCTION("retry-instruction",
            Set.of("attempt", "error", "errorCode", "field", "leakedMember", "escapeResidue", "cutOff"));

    private final Spec spec;

    TranslationPrompt(String id, Set<String> variables) {
        this.spec = new Spec("outputguard.translate.prompt.", id, variables);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}

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
    RETRY_INSTRUCTION("retry-instruction", Set.of("attempt", "error", "errorCode", "field"));

    private final String id;
    private final Set<String> variables;

    TranslationPrompt(String id, Set<String> variables) {
        this.id = id;
        this.variables = variables;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String configKey() {
        return "outputguard.translate.prompt." + id;
    }

    @Override
    public Set<String> variables() {
        return variables;
    }
}

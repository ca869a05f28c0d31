package dev.outputguard.translate;

import java.util.Set;

/** The prompt templates the loop uses, each a resource under {@code prompts/}, each overridable. */
public enum PromptSlot {
    TRANSLATION_SYSTEM("translation-system", Set.of("sourceLang", "targetLang", "glossary", "instructions", "codeBlocks")),
    TRANSLATION_USER("translation-user", Set.of("text", "sourceLang", "targetLang")),
    REVISION_PATCH_SYSTEM("revision-patch-system",
            Set.of("sourceLang", "targetLang", "glossary", "instructions", "codeBlocks", "hasTargetDocument")),
    REVISION_PATCH_USER("revision-patch-user",
            Set.of("sourcePatch", "targetDocument", "hasTargetDocument", "sourceLang", "targetLang")),
    RETRY_INSTRUCTION("retry-instruction", Set.of("attempt", "error", "errorCode", "field"));

    private final String id;
    private final Set<String> variables;

    PromptSlot(String id, Set<String> variables) {
        this.id = id;
        this.variables = variables;
    }

    /** The name in configuration keys and resource files, e.g. {@code translation-system}. */
    public String id() {
        return id;
    }

    /** The setting that overrides this template. */
    public String configKey() {
        return "outputguard.translate.prompt." + id;
    }

    public String resource() {
        return "prompts/" + id + ".md";
    }

    public Set<String> variables() {
        return variables;
    }
}

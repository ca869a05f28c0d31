package dev.outputguard.complete;

import java.util.Set;

import dev.outputguard.prompt.PromptSlot;

/**
 * The prompt templates of complete-json, each overridable by {@code outputguard.complete.prompt.<name>}. Their
 * built-in resources carry the function's name ({@code prompts/complete-json-<...>.md}), so they stand apart from
 * translate's templates of the same kind (its {@code retry-instruction}).
 */
public enum CompletionPrompt implements PromptSlot {
    /** Put before the caller's messages: answer with one object conforming to {@code schema}. */
    SYSTEM("system", "complete-json-system", Set.of("schema")),
    /** Sent after a rejected reply: what was wrong with it, path by path. */
    RETRY_INSTRUCTION("retry-instruction", "complete-json-retry", Set.of("attempt", "errorCode", "error", "violations", "cutOff"));

    private final Spec spec;
    private final String resource;

    CompletionPrompt(String id, String resourceName, Set<String> variables) {
        this.spec = new Spec("outputguard.complete.prompt.", id, variables);
        this.resource = "prompts/" + resourceName + ".md";
    }

    @Override
    public Spec spec() {
        return spec;
    }

    @Override
    public String resource() {
        return resource;
    }
}

package dev.outputguard.reviewcycle;

import java.util.Set;

import dev.outputguard.prompt.PromptSlot;

/** The prompt templates of review-cycle, each overridable. */
public enum CyclePrompt implements PromptSlot {
    REVIEW_SYSTEM("review-system", Variables.REVIEW),
    REVIEW_USER("review-user", Variables.REVIEW),
    REVISE_SYSTEM("revise-system", Variables.REVISE),
    REVISE_USER("revise-user", Variables.REVISE);

    private final String id;
    private final Set<String> variables;

    CyclePrompt(String id, Set<String> variables) {
        this.id = id;
        this.variables = variables;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String configKey() {
        return "outputguard.review.prompt." + id;
    }

    @Override
    public Set<String> variables() {
        return variables;
    }

    /** An enum's constants cannot name its own static fields. */
    private static final class Variables {
        static final Set<String> REVIEW = Set.of("phase", "criteria", "document");
        static final Set<String> REVISE = Set.of("phase", "criteria", "document", "feedback", "suggestions");
    }
}

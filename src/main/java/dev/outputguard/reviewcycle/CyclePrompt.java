package dev.outputguard.reviewcycle;

import java.util.Set;

import dev.outputguard.prompt.PromptSlot;

/** The prompt templates of review-cycle, each overridable. */
public enum CyclePrompt implements PromptSlot {
    REVIEW_SYSTEM("review-system", Variables.REVIEW),
    REVIEW_USER("review-user", Variables.REVIEW),
    REVISE_SYSTEM("revise-system", Variables.REVISE),
    REVISE_USER("revise-user", Variables.REVISE);

    private final Spec spec;

    CyclePrompt(String id, Set<String> variables) {
        this.spec = new Spec("outputguard.review.prompt.", id, variables);
    }

    @Override
    public Spec spec() {
        return spec;
    }

    /** An enum's constants cannot name its own static fields. */
    private static final class Variables {
        static final Set<String> REVIEW = Set.of("phase", "criteria", "document");
        static final Set<String> REVISE = Set.of("phase", "criteria", "document", "feedback", "suggestions");
    }
}

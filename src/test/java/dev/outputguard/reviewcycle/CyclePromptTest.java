package dev.outputguard.reviewcycle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.prompt.Prompts;

/** The built-in templates of review-cycle (how templates load and override: {@code prompt/PromptsTest}). */
class CyclePromptTest {

    private static final Prompts<CyclePrompt> PROMPTS = Prompts.defaults(CyclePrompt.class);
    private static final Map<String, String> VALUES = Map.of("phase", "planning", "criteria", "Every step has an owner.",
            "document", "# Plan {{phase}}", "feedback", "Step 1 has no owner.", "suggestions", "- Add dates.");

    @Test
    void defaults_reviewPrompt_asksForJsonVerdictAndFinalMarker() {
        String system = PROMPTS.render(CyclePrompt.REVIEW_SYSTEM, VALUES);

        assertTrue(system.contains("\"result\""), system);
        assertTrue(system.contains("最終判定:"), system);
        assertTrue(system.contains("Every step has an owner."), system);
        assertTrue(system.contains("\"planning\""), system);
    }

    @Test
    void defaults_withoutCriteria_leaveNoCriteriaHeading() {
        String system = PROMPTS.render(CyclePrompt.REVIEW_SYSTEM, Map.of("phase", "planning"));

        assertFalse(system.contains("Above all"), system);
    }

    @Test
    void defaults_reviseUser_carriesFeedbackSuggestionsAndDocumentLiterally() {
        String user = PROMPTS.render(CyclePrompt.REVISE_USER, VALUES);

        assertTrue(user.contains("Step 1 has no owner."), user);
        assertTrue(user.contains("- Add dates."), user);
        // A value is inserted as it is, never expanded again.
        assertTrue(user.contains("# Plan {{phase}}"), user);
    }

    @Test
    void slots_areNamedByTheirSettingAndResource() {
        assertEquals("outputguard.review.prompt.revise-system", CyclePrompt.REVISE_SYSTEM.configKey());
        assertEquals("prompts/revise-system.md", CyclePrompt.REVISE_SYSTEM.resource());
    }
}

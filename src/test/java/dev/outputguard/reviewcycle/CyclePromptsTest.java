package dev.outputguard.reviewcycle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.outputguard.reviewcycle.CyclePrompts.Slot;

class CyclePromptsTest {

    private static final Map<String, String> VALUES = Map.of("phase", "planning", "criteria", "Every step has an owner.",
            "document", "# Plan {{phase}}", "feedback", "Step 1 has no owner.", "suggestions", "- Add dates.");

    @Test
    void defaults_reviewPrompt_asksForJsonVerdictAndFinalMarker() {
        String system = CyclePrompts.defaults().render(Slot.REVIEW_SYSTEM, VALUES);

        assertTrue(system.contains("\"result\""), system);
        assertTrue(system.contains("最終判定:"), system);
        assertTrue(system.contains("Every step has an owner."), system);
        assertTrue(system.contains("\"planning\""), system);
    }

    @Test
    void defaults_withoutCriteria_leaveNoCriteriaHeading() {
        String system = CyclePrompts.defaults().render(Slot.REVIEW_SYSTEM, Map.of("phase", "planning"));

        assertFalse(system.contains("Above all"), system);
    }

    @Test
    void defaults_reviseUser_carriesFeedbackSuggestionsAndDocumentLiterally() {
        String user = CyclePrompts.defaults().render(Slot.REVISE_USER, VALUES);

        assertTrue(user.contains("Step 1 has no owner."), user);
        assertTrue(user.contains("- Add dates."), user);
        // A value is inserted as it is, never expanded again.
        assertTrue(user.contains("# Plan {{phase}}"), user);
    }

    @Test
    void load_inlineOverride_replacesOnlyThatTemplate() {
        CyclePrompts prompts = CyclePrompts.load(s -> s == Slot.REVISE_SYSTEM ? Optional.of("Fix {{phase}}.") : Optional.empty());

        assertEquals("Fix planning.", prompts.render(Slot.REVISE_SYSTEM, VALUES));
        assertTrue(prompts.render(Slot.REVIEW_SYSTEM, VALUES).contains("strict reviewer"));
    }

    @Test
    void load_fileOverride_readsTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("review.md");
        Files.writeString(file, "Review for {{phase}}:\n");

        CyclePrompts prompts = CyclePrompts.load(s -> s == Slot.REVIEW_SYSTEM ? Optional.of("file:" + file) : Optional.empty());

        assertEquals("Review for planning:", prompts.render(Slot.REVIEW_SYSTEM, VALUES));
    }

    @Test
    void load_unknownVariable_namesTheSetting() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CyclePrompts.load(s -> s == Slot.REVIEW_USER ? Optional.of("{{feedback}}") : Optional.empty()));

        assertTrue(e.getMessage().contains("outputguard.review.prompt.review-user"), e.getMessage());
    }

    @Test
    void load_missingFile_namesTheSetting() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CyclePrompts.load(s -> s == Slot.REVISE_USER ? Optional.of("file:/nonexistent/x.md") : Optional.empty()));

        assertTrue(e.getMessage().contains("outputguard.review.prompt.revise-user"), e.getMessage());
    }
}

package dev.outputguard.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

class PatchCheckTest {

    private static final String DOCUMENT = "# Titel\n\nErster Absatz.\nZweiter Absatz.\n";

    @Test
    void problem_patchMatchingTheDocument_isEmpty() {
        String patch = "--- a/target\n+++ b/target\n@@ -3,2 +3,2 @@\n Erster Absatz.\n-Zweiter Absatz.\n+Neuer zweiter Absatz.\n";

        assertEquals(Optional.empty(), PatchCheck.problem(patch, DOCUMENT));
    }

    @Test
    void problem_hunkWithoutFileHeaders_stillApplies() {
        String patch = "@@ -1,1 +1,1 @@\n-# Titel\n+# Neuer Titel\n";

        assertEquals(Optional.empty(), PatchCheck.problem(patch, DOCUMENT));
    }

    @Test
    void problem_contextNotInTheDocument_saysItDoesNotApply() {
        String patch = "--- a/target\n+++ b/target\n@@ -3,2 +3,2 @@\n First paragraph.\n-Second paragraph.\n+New second paragraph.\n";

        Optional<String> why = PatchCheck.problem(patch, DOCUMENT);

        assertTrue(why.orElseThrow().startsWith("targetPatch does not apply to targetDocument"), why.get());
    }

    @Test
    void problem_noHunk_saysSo() {
        assertEquals(Optional.of("targetPatch has no hunk that changes anything"),
                PatchCheck.problem("--- a/target\n+++ b/target\n", DOCUMENT));
    }

    @Test
    void problem_hunkLineNumberOffButContextExact_appliesAsGitApplyWould() {
        String patch = "@@ -2,2 +2,2 @@\n Erster Absatz.\n-Zweiter Absatz.\n+Neuer zweiter Absatz.\n";

        assertEquals(Optional.empty(), PatchCheck.problem(patch, DOCUMENT));
    }
}

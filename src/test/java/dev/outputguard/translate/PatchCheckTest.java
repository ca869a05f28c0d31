package dev.outputguard.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class PatchCheckTest {

    private static final String DOCUMENT = "# Titel\n\nErster Absatz.\nZweiter Absatz.\n";
    private static final String SOURCE = "--- a/README.md\n+++ b/README.md\n@@ -3,1 +3,1 @@\n-Old.\n+New.\n";

    @Test
    void check_patchMatchingTheDocument_isAcceptedAsWritten() {
        String patch = "--- a/target\n+++ b/target\n@@ -3,2 +3,2 @@\n Erster Absatz.\n-Zweiter Absatz.\n+Neuer zweiter Absatz.\n";

        PatchCheck.Accepted accepted = accepted(PatchCheck.check(patch, Optional.of(DOCUMENT), SOURCE));

        assertEquals(patch, accepted.patch());
        assertEquals(List.of(), accepted.notes());
    }

    @Test
    void check_bareHunks_getTheSourcePatchsFileHeader_andSaySo() {
        String patch = "@@ -3,2 +3,2 @@\n Erster Absatz.\n-Zweiter Absatz.\n+Neuer zweiter Absatz.\n";

        PatchCheck.Accepted accepted = accepted(PatchCheck.check(patch, Optional.of(DOCUMENT), SOURCE));

        assertEquals("--- a/README.md\n+++ b/README.md\n" + patch, accepted.patch());
        assertTrue(accepted.notes().get(0).contains("no file header"), accepted.notes().toString());
    }

    @Test
    void check_headerCountsContradictingTheBody_isInvalid_withOrWithoutADocument() {
        String patch = "--- a/t\n+++ b/t\n@@ -3,5 +3,5 @@\n-Zweiter Absatz.\n+Neu.\n";
        for (Optional<String> document : List.of(Optional.of(DOCUMENT), Optional.<String>empty())) {
            PatchCheck.Refused refused = refused(PatchCheck.check(patch, document, SOURCE));
            assertEquals("INVALID_PATCH", refused.code());
            assertTrue(refused.problem().contains("counts 5 old and 5 new lines"), refused.problem());
        }
    }

    @Test
    void check_addedLinePastTheHeadersCount_isInvalid_thoughGitWouldSkipIt() {
        String patch = "--- a/t\n+++ b/t\n@@ -4,1 +4,1 @@\n-Zweiter Absatz.\n+Neu.\n+Noch eine Zeile.\n";

        PatchCheck.Refused refused = refused(PatchCheck.check(patch, Optional.of(DOCUMENT), SOURCE));

        assertEquals("INVALID_PATCH", refused.code());
        assertTrue(refused.problem().contains("Noch eine Zeile"), refused.problem());
    }

    @Test
    void check_contextNotInTheDocument_doesNotApply() {
        String patch = "--- a/t\n+++ b/t\n@@ -3,2 +3,2 @@\n First paragraph.\n-Second paragraph.\n+New second paragraph.\n";

        PatchCheck.Refused refused = refused(PatchCheck.check(patch, Optional.of(DOCUMENT), SOURCE));

        assertEquals(TranslationLoop.PATCH_DOES_NOT_APPLY, refused.code());
        assertTrue(refused.problem().contains("\"Erster Absatz.\" where the hunk has \"First paragraph.\""), refused.problem());
    }

    @Test
    void check_hunkWithoutTrailingContext_mustEndAtTheDocumentsEnd_asGitRequires() {
        String middle = "--- a/t\n+++ b/t\n@@ -3,1 +3,1 @@\n-Erster Absatz.\n+Neuer erster Absatz.\n";
        String last = "--- a/t\n+++ b/t\n@@ -4,1 +4,1 @@\n-Zweiter Absatz.\n+Neuer zweiter Absatz.\n";

        assertTrue(refused(PatchCheck.check(middle, Optional.of(DOCUMENT), SOURCE)).problem().contains("document's end"));
        accepted(PatchCheck.check(last, Optional.of(DOCUMENT), SOURCE));
    }

    @Test
    void check_hunkStartingAtLineOne_mustMatchAtTheDocumentsStart() {
        String patch = "--- a/t\n+++ b/t\n@@ -1,2 +1,2 @@\n-Erster Absatz.\n+Neu.\n Zweiter Absatz.\n";

        assertTrue(refused(PatchCheck.check(patch, Optional.of(DOCUMENT), SOURCE)).problem().contains("first line"));
    }

    @Test
    void check_hunkLineNumberOffButContextExact_appliesAsGitApplyWould() {
        String patch = "--- a/t\n+++ b/t\n@@ -7,2 +7,2 @@\n Erster Absatz.\n-Zweiter Absatz.\n+Neuer zweiter Absatz.\n";

        accepted(PatchCheck.check(patch, Optional.of(DOCUMENT), SOURCE));
    }

    @Test
    void check_lastLineWithoutLineBreak_needsTheNoNewlineMarker() {
        String document = "a\nb\nc";
        String without = "--- a/t\n+++ b/t\n@@ -2,2 +2,2 @@\n b\n-c\n+C\n";
        String with = "--- a/t\n+++ b/t\n@@ -2,2 +2,2 @@\n b\n-c\n\\ No newline at end of file\n+C\n\\ No newline at end of file\n";

        assertTrue(refused(PatchCheck.check(without, Optional.of(document), SOURCE)).problem().contains("no line break"));
        accepted(PatchCheck.check(with, Optional.of(document), SOURCE));
    }

    @Test
    void unwrap_patchInADiffFence_comesOutWithANote_andTextAroundTheFenceStays() {
        String patch = "--- a/t\n+++ b/t\n@@ -4,1 +4,1 @@\n-Zweiter Absatz.\n+Neu.\n";

        PatchCheck.Unwrapped unwrapped = PatchCheck.unwrap("```diff\n" + patch + "```\n");

        assertEquals(patch, unwrapped.patch());
        assertTrue(unwrapped.note().orElseThrow().contains("diff code fence"));
        String prose = "Here is the patch:\n```diff\n" + patch + "```";
        assertEquals(prose, PatchCheck.unwrap(prose).patch());
        assertEquals("INVALID_PATCH", refused(PatchCheck.check(prose, Optional.of(DOCUMENT), SOURCE)).code());
    }

    @Test
    void check_noHunk_saysSo() {
        PatchCheck.Refused refused = refused(PatchCheck.check("--- a/target\n+++ b/target\n", Optional.of(DOCUMENT), SOURCE));

        assertTrue(refused.problem().contains("has no hunk"), refused.problem());
    }

    private static PatchCheck.Accepted accepted(PatchCheck.Outcome outcome) {
        return assertInstanceOf(PatchCheck.Accepted.class, outcome, outcome::toString);
    }

    private static PatchCheck.Refused refused(PatchCheck.Outcome outcome) {
        return assertInstanceOf(PatchCheck.Refused.class, outcome, outcome::toString);
    }
}

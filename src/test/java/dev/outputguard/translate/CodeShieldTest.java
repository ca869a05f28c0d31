package dev.outputguard.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class CodeShieldTest {

    private static final String DOC = "Intro\n```json\n{\"translation\": \"x\"}\n```\nMiddle\n~~~\ncode\n~~~\nEnd";

    @Test
    void protect_fencedBlocks_becomeNumberedPlaceholders() {
        CodeShield.Shielded s = CodeShield.protect(DOC, false);

        assertEquals("Intro\n[[CODE_BLOCK_1]]\nMiddle\n[[CODE_BLOCK_2]]\nEnd", s.text());
        assertEquals(List.of("```json\n{\"translation\": \"x\"}\n```", "~~~\ncode\n~~~"), s.codes());
        assertEquals("[[CODE_BLOCK_1]], [[CODE_BLOCK_2]]", s.placeholderList());
    }

    @Test
    void restore_afterProtect_givesTheOriginalBack() {
        CodeShield.Shielded s = CodeShield.protect(DOC, false);

        assertEquals(DOC, s.restore(s.text()));
    }

    @Test
    void protect_noFences_leavesTextAndHasNoPlaceholders() {
        CodeShield.Shielded s = CodeShield.protect("plain", false);

        assertEquals("plain", s.text());
        assertEquals("", s.placeholderList());
        assertEquals(Optional.empty(), s.mismatch("anything", "translation"));
    }

    @Test
    void mismatch_lostPlaceholder_namesIt() {
        CodeShield.Shielded s = CodeShield.protect(DOC, false);

        Optional<String> why = s.mismatch("Einleitung\n[[CODE_BLOCK_1]]\nMitte\nEnde", "translation");

        assertEquals("Placeholders in the \"translation\" field: missing [[CODE_BLOCK_2]]. Each of the 2 code block"
                + " placeholders ([[CODE_BLOCK_1]] … [[CODE_BLOCK_2]]) must appear exactly once, unchanged.", why.orElseThrow());
    }

    @Test
    void mismatch_duplicatedPlaceholder_namesIt() {
        CodeShield.Shielded s = CodeShield.protect(DOC, false);

        Optional<String> why = s.mismatch("[[CODE_BLOCK_1]] [[CODE_BLOCK_1]] [[CODE_BLOCK_2]]", "translation");

        assertTrue(why.orElseThrow().startsWith("Placeholders in the \"translation\" field: repeated [[CODE_BLOCK_1]] (2 times)."),
                why.get());
    }

    @Test
    void mismatch_missingRepeatedAndInvented_namesEachPlaceholderOnce() {
        CodeShield.Shielded s = CodeShield.protect("a\n```\n1\n```\nb\n```\n2\n```\nc\n```\n3\n```", false);

        String why = s.mismatch("[[CODE_BLOCK_1]] [[CODE_BLOCK_1]] [[CODE_BLOCK_1]] [[CODE_BLOCK_7]] x [[CODE_BLOCK_7]]",
                "translation").orElseThrow();

        assertEquals("Placeholders in the \"translation\" field: missing [[CODE_BLOCK_2]], [[CODE_BLOCK_3]]; repeated"
                + " [[CODE_BLOCK_1]] (3 times); not a placeholder of this text [[CODE_BLOCK_7]]. Each of the 3 code block"
                + " placeholders ([[CODE_BLOCK_1]] … [[CODE_BLOCK_3]]) must appear exactly once, unchanged.", why);
    }

    @Test
    void mismatch_singleBlock_saysSo() {
        CodeShield.Shielded s = CodeShield.protect("Run:\n```\nmake\n```", false);

        assertEquals("Placeholders in the \"targetPatch\" field: missing [[CODE_BLOCK_1]]. The code block placeholder"
                + " [[CODE_BLOCK_1]] must appear exactly once, unchanged.", s.mismatch("", "targetPatch").orElseThrow());
    }

    @Test
    void mismatch_manyMissing_namesTenAndCountsTheRest() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 25; i++) {
            text.append("step ").append(i).append("\n```\ncode ").append(i).append("\n```\n");
        }
        CodeShield.Shielded s = CodeShield.protect(text.toString(), false);

        String why = s.mismatch("nothing", "translation").orElseThrow();

        assertTrue(why.contains("missing [[CODE_BLOCK_1]], [[CODE_BLOCK_2]],"), why);
        assertTrue(why.contains("[[CODE_BLOCK_10]] and 15 more."), why);
    }

    @Test
    void keepingCode_droppedPlaceholder_isAppendedInOrderAndReported() {
        CodeShield.Shielded s = CodeShield.protect(DOC, false);

        CodeShield.Restored r = s.keepingCode("Einleitung\nMitte\n[[CODE_BLOCK_2]]\nEnde", true);

        assertEquals("Einleitung\nMitte\n~~~\ncode\n~~~\nEnde\n\n```json\n{\"translation\": \"x\"}\n```", r.text());
        assertEquals(List.of(1), r.missing());
        assertEquals(List.of(), r.unknown());
    }

    @Test
    void keepingCode_withoutAppending_onlyReportsTheMissingBlock() {
        CodeShield.Shielded s = CodeShield.protect(DOC, false);

        CodeShield.Restored r = s.keepingCode("[[CODE_BLOCK_1]]", false);

        assertEquals("```json\n{\"translation\": \"x\"}\n```", r.text());
        assertEquals(List.of(2), r.missing());
    }

    @Test
    void keepingCode_inventedPlaceholders_areRemovedAndNamed() {
        CodeShield.Shielded s = CodeShield.protect("Run:\n```\nmake\n```", false);

        String digits = "1234567890".repeat(5);
        CodeShield.Restored r = s.keepingCode("実行: [[CODE_BLOCK_1]] [[CODE_BLOCK_2]] [[CODE_BLOCK_0]] [[CODE_BLOCK_" + digits + "]]", true);

        assertEquals("実行: ```\nmake\n```   ", r.text());
        assertEquals(List.of("[[CODE_BLOCK_2]]", "[[CODE_BLOCK_0]]", "[[CODE_BLOCK_" + digits.substring(0, 40) + "…]]"), r.unknown());
        assertFalse(r.text().contains("[[CODE_BLOCK_"), r.text());
    }

    @Test
    void prose_isTheReplyWithoutItsPlaceholders() {
        CodeShield.Shielded s = CodeShield.protect(DOC, false);

        assertEquals(" \n ", s.prose("[[CODE_BLOCK_1]] \n [[CODE_BLOCK_2]]"));
        assertEquals("", CodeShield.protect("```\nonly code\n```", false).prose("[[CODE_BLOCK_1]]"));
    }

    @Test
    void mismatch_everyPlaceholderOnce_isEmpty() {
        CodeShield.Shielded s = CodeShield.protect(DOC, false);

        assertEquals(Optional.empty(), s.mismatch("[[CODE_BLOCK_2]] then [[CODE_BLOCK_1]]", "translation"));
    }

    @Test
    void protect_textAlreadyHoldingThePlaceholderForm_usesAnotherPrefix() {
        String text = "see [[CODE_BLOCK_1]] and [[CODE_BLOCK_X4_1]]\n```\nx\n```";

        CodeShield.Shielded s = CodeShield.protect(text, false);

        assertEquals("see [[CODE_BLOCK_1]] and [[CODE_BLOCK_X4_1]]\n[[CODE_BLOCK_X5_1]]", s.text());
        assertEquals(text, s.restore(s.text()));
    }

    @Test
    void protect_diff_replacesOnlyBlocksOfAddedLines() {
        String patch = "--- a/doc\n+++ b/doc\n@@ -1,3 +1,6 @@\n ```\n-old\n+new\n ```\n+```json\n+{\"a\": 1}\n+```\n"
                + "@@ -9,2 +12,3 @@\n+```\n+never closed\n";

        CodeShield.Shielded s = CodeShield.protect(patch, true);

        assertEquals(List.of("```json\n+{\"a\": 1}\n+```"), s.codes());
        assertTrue(s.text().contains(" ```\n-old\n+new\n ```\n+[[CODE_BLOCK_1]]\n@@ -9,2 +12,3 @@"), s.text());
        assertEquals(patch, s.restore(s.text()));
    }
}

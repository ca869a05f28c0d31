package dev.outputguard.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

        assertTrue(why.orElseThrow().startsWith("placeholder [[CODE_BLOCK_2]] appears 0 times in the \"translation\" field"),
                why.get());
    }

    @Test
    void mismatch_duplicatedPlaceholder_namesIt() {
        CodeShield.Shielded s = CodeShield.protect(DOC, false);

        Optional<String> why = s.mismatch("[[CODE_BLOCK_1]] [[CODE_BLOCK_1]] [[CODE_BLOCK_2]]", "translation");

        assertTrue(why.orElseThrow().startsWith("placeholder [[CODE_BLOCK_1]] appears 2 times"), why.get());
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

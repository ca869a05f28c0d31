package dev.outputguard.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class CodeFencesTest {

    @Test
    void find_blockFence_spansItsContent() {
        String text = "Intro\n```json\n{\"a\": 1}\n```\nOutro";
        Fence fence = single(text);
        assertEquals("json", fence.info());
        assertEquals("{\"a\": 1}\n", text.substring(fence.contentStart(), fence.contentEnd()));
        assertEquals(text.indexOf("\nOutro"), fence.end());
        assertTrue(fence.closed());
    }

    @Test
    void find_fenceInsideJsonStringOfABlock_doesNotCloseIt() {
        String json = "{\"normalized_content\": \"# T\\n\\n```js\\nx()\\n```\\n\"}";
        String text = "```json\n" + json + "\n```\nDone.";
        Fence fence = single(text);
        assertEquals(json + "\n", text.substring(fence.contentStart(), fence.contentEnd()));
    }

    @Test
    void find_closerRightAfterContent_closesWhenNoLineCloserFollows() {
        String text = "```json\n{\"a\": 1}```\nAfter";
        Fence fence = single(text);
        assertEquals("{\"a\": 1}", text.substring(fence.contentStart(), fence.contentEnd()));
        assertTrue(fence.closed());
    }

    @Test
    void find_sameLineFence_andTildes_andUnclosedFinal() {
        assertEquals("{\"a\":1}", content("```{\"a\":1}```"));
        assertEquals(" {\"a\":1} ", content("```json {\"a\":1} ```"));
        assertEquals("x\n", content("~~~\nx\n~~~"));
        Fence open = single("text\n```json\n{\"a\": 1}\n");
        assertFalse(open.closed());
        assertEquals("{\"a\": 1}\n", "text\n```json\n{\"a\": 1}\n".substring(open.contentStart(), open.contentEnd()));
    }

    @Test
    void find_longerOpener_needsALongerCloser() {
        String text = "````md\n```json\n{}\n```\n````\n";
        Fence fence = single(text);
        assertEquals("md", fence.info());
        assertEquals("```json\n{}\n```\n", text.substring(fence.contentStart(), fence.contentEnd()));
    }

    @Test
    void find_manyInlineClosedBlocks_areEachFound() {
        // No closer stands alone on its line: each block closes inline, found with one line scan in all.
        String text = "```json\n{}```\nText\n~~~json\n{}~~~\n".repeat(100_000);
        assertEquals(200_000, CodeFences.find(text).size());
    }

    private static String content(String text) {
        Fence fence = single(text);
        return text.substring(fence.contentStart(), fence.contentEnd());
    }

    private static Fence single(String text) {
        List<Fence> fences = CodeFences.find(text);
        assertEquals(1, fences.size(), fences::toString);
        return fences.get(0);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void find_manySameLineFencesOnOneLongLine_findsEachOnce() {
        // Each opener used to look for its line's end (3 MB away on one line) to see whether the line is
        // blank: quadratic. The timeout only catches that regression; speed is for benchmarks.
        int count = 300_000;
        String text = "``` a ``` ".repeat(count);
        List<Fence> fences = CodeFences.find(text);
        assertEquals(count, fences.size());
        Fence last = fences.get(count - 1);
        assertEquals(" a ", text.substring(last.contentStart(), last.contentEnd()));
        assertTrue(last.closed());
    }
}

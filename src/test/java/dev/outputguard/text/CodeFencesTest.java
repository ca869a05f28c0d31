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
    void find_runRightAfterContent_closesNothing() {
        // A closing fence stands alone on its line; a run after the content is content, and the block runs on.
        String text = "```json\n{\"a\": 1}```\nAfter";
        Fence fence = single(text);
        assertEquals("{\"a\": 1}```\nAfter", text.substring(fence.contentStart(), fence.contentEnd()));
        assertFalse(fence.closed());
        assertEquals(text.length(), fence.end());
    }

    @Test
    void find_sameLineRun_isACodeSpan_andTildes_andUnclosedFinal() {
        assertEquals("{\"a\":1}", content("```{\"a\":1}```"));
        assertEquals(" {\"a\":1} ", content("```json {\"a\":1} ```"));
        assertTrue(single("```json {\"a\":1} ```").inline());
        assertEquals("json", single("```json {\"a\":1} ```").info());
        assertEquals("x\n", content("~~~\nx\n~~~"));
        assertFalse(single("~~~\nx\n~~~").inline());
        Fence open = single("text\n```json\n{\"a\": 1}\n");
        assertFalse(open.closed());
        assertEquals("{\"a\": 1}\n", "text\n```json\n{\"a\": 1}\n".substring(open.contentStart(), open.contentEnd()));
    }

    @Test
    void find_runInTheMiddleOfASentence_opensNothing() {
        // A fence opens only at the start of a line; an unmatched run in a sentence is text, so the object after
        // it is outside code.
        assertEquals(List.of(), CodeFences.find("Wrap code in ``` fences.\n{\"translation\": \"leak\"}"));
        assertEquals(List.of(), CodeFences.find("See ``` and ~~~ here.\nMore ```` text."));
    }

    @Test
    void find_backtickFenceWhoseInfoHoldsABacktick_isNoFence() {
        assertEquals(List.of(), CodeFences.find("```js`\ncode\nmore"));
        assertEquals("a`b", single("~~~ a`b\ncode\n~~~").info());
    }

    @Test
    void find_closerShorterThanOpenerOrWithText_closesNothing() {
        Fence fence = single("````\n```\n``` x\n");
        assertFalse(fence.closed());
        Fence tilde = single("~~~\n```\n~~~~  \nafter");
        assertTrue(tilde.closed());
        assertEquals("```\n", "~~~\n```\n~~~~  \nafter".substring(tilde.contentStart(), tilde.contentEnd()));
    }

    @Test
    void find_indentation_upToThreeSpacesOpens_fourIsIndentedCode() {
        assertEquals(1, CodeFences.find("   ```\nx\n   ```").size());
        assertEquals(List.of(), CodeFences.find("    ```\nx\n    ```"));
        assertEquals(List.of(), CodeFences.find("\t```\nx\n\t```"));
    }

    @Test
    void find_fenceInABlockQuote_endsWithTheQuote() {
        String text = "> ```sh\n> ls\nafter\n```\nopen";
        List<Fence> fences = CodeFences.find(text);
        assertEquals(2, fences.size(), fences::toString);
        Fence quoted = fences.get(0);
        assertFalse(quoted.closed());
        assertEquals(text.indexOf("\nafter"), quoted.end()); // the quote ends at the line without '>'
        assertEquals(text.indexOf("```\nopen"), fences.get(1).start());
    }

    @Test
    void find_fenceInAListItem_closesAtItsIndentation_andEndsWithTheItem() {
        String closed = "- step:\n\n  ```sh\n  ls\n  ```\n- next";
        Fence fence = single(closed);
        assertTrue(fence.closed());
        assertEquals(closed.indexOf("\n- next"), fence.end());

        String ended = "- ```\n  code\n```\n";
        List<Fence> fences = CodeFences.find(ended);
        // The unindented ``` is outside the item: it ends the item's fence and opens a fence of its own.
        assertEquals(2, fences.size(), fences::toString);
        assertFalse(fences.get(0).closed());
        assertEquals(ended.indexOf("\n```"), fences.get(0).end());
    }

    @Test
    void find_fenceLineInsideAnHtmlBlock_isHtml() {
        assertEquals(List.of(), CodeFences.find("<div>\n```\nnot code\n</div>"));
        // A blank line ends the HTML block; a fence after it is one.
        assertEquals(1, CodeFences.find("<div>\n\n```\ncode\n```").size());
    }

    @Test
    void find_carriageReturnsBreakLines() {
        Fence fence = single("text\r\n```json\r\n{}\r\n```\r\nafter");
        assertTrue(fence.closed());
        assertEquals("json", fence.info());
    }

    @Test
    void find_longerOpener_needsALongerCloser() {
        String text = "````md\n```json\n{}\n```\n````\n";
        Fence fence = single(text);
        assertEquals("md", fence.info());
        assertEquals("```json\n{}\n```\n", text.substring(fence.contentStart(), fence.contentEnd()));
    }

    @Test
    void find_manyClosedBlocks_areEachFound() {
        String text = "```json\n{}\n```\nText\n~~~json\n{}\n~~~\n".repeat(100_000);
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
    void find_manyCodeSpansOnOneLongLine_findsEachOnce() {
        // Each run is looked at a bounded number of times; a search per run for its closer would be
        // quadratic. The timeout only catches that regression; speed is for benchmarks.
        int count = 300_000;
        String text = "``` a ``` ".repeat(count);
        List<Fence> fences = CodeFences.find(text);
        assertEquals(count, fences.size());
        Fence last = fences.get(count - 1);
        assertEquals(" a ", text.substring(last.contentStart(), last.contentEnd()));
        assertTrue(last.closed() && last.inline());
    }
}

package dev.outputguard.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class FencedTextTest {

    @Test
    void fences_areTheCodeFencesOfTheText() {
        String text = "a\n```json\n{}\n```\nb ~~~x~~~";
        assertEquals(CodeFences.find(text), FencedText.of(text).fences());
    }

    @Test
    void fenceAt_findsTheBlockHoldingAPosition_fencesIncluded() {
        String text = "a\n```\nx\n```\nb\n~~~\ny\n~~~";
        FencedText fenced = FencedText.of(text);
        assertNull(fenced.fenceAt(0));
        assertEquals(2, fenced.fenceAt(2).start());
        assertEquals(2, fenced.fenceAt(text.indexOf('x')).start());
        assertNull(fenced.fenceAt(text.indexOf('b')));
        assertEquals(text.indexOf('~'), fenced.fenceAt(text.indexOf('y')).start());
    }

    @Test
    void sameOr_keepsTheFencesOfAnEqualText_andStartsAfreshForAnother() {
        FencedText fenced = FencedText.of("```\nx\n```");
        assertSame(fenced, fenced.sameOr(new String("```\nx\n```")));
        assertNotSame(fenced, fenced.sameOr("y"));
        assertEquals("y", fenced.sameOr("y").text());
    }
}

package dev.outputguard.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;

import dev.outputguard.text.CodeFences;
import dev.outputguard.text.Fence;

/**
 * The fence finder that extract-json, the sanitizer and the validator share, on arbitrary text: fences come
 * in order without overlapping, each lies within the text, its content lies within it after the opening
 * run, it opens with a run of at least three backticks or tildes, and an unclosed one is a block that ends with
 * the text or at a line break (where its block quote or list item ends).
 */
class CodeFencesFuzzTest {

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"```", "````", "~~~", "```json", "`", "~", " ", "\n", "> ", "- ", "1. ", "<div>", "\\"})
    void find_fencesAreOrderedDisjointAndWithinTheText(FuzzedDataProvider data) {
        String text = data.consumeRemainingAsString();

        List<Fence> fences = CodeFences.find(text);

        int previousEnd = 0;
        for (int i = 0; i < fences.size(); i++) {
            Fence f = fences.get(i);
            String where = "fence " + i + " " + f + " in text of " + text.length();
            assertTrue(previousEnd <= f.start(), where + " overlaps the previous one ending at " + previousEnd);
            assertTrue(f.start() + 3 <= f.contentStart() && f.contentStart() <= f.contentEnd()
                    && f.contentEnd() <= f.end() && f.end() <= text.length(), where);
            char c = text.charAt(f.start());
            assertTrue((c == '`' || c == '~') && text.startsWith(String.valueOf(c).repeat(3), f.start()), where);
            int afterRun = f.start() + openingRun(text, f.start());
            int lineEnd = lineEnd(text, afterRun);
            int infoAt = f.info().isEmpty() ? afterRun : text.indexOf(f.info(), afterRun);
            assertTrue(infoAt >= afterRun && infoAt + f.info().length() <= (f.inline() ? f.contentEnd() : lineEnd), where);
            if (f.closed()) {
                assertTrue(f.contentEnd() < f.end() && text.charAt(f.end() - 1) == c, where);
            } else {
                // An unclosed block ends with the text, or with the block quote or list item it stands in.
                assertTrue(!f.inline(), where);
                assertTrue(f.end() == text.length() || text.charAt(f.end()) == '\n' || text.charAt(f.end()) == '\r', where);
                assertEquals(f.end(), f.contentEnd(), where);
            }
            previousEnd = f.end();
        }
    }

    private static int lineEnd(String text, int from) {
        int p = from;
        while (p < text.length() && text.charAt(p) != '\n' && text.charAt(p) != '\r') {
            p++;
        }
        return p;
    }

    private static int openingRun(String text, int start) {
        int p = start;
        while (p < text.length() && text.charAt(p) == text.charAt(start)) {
            p++;
        }
        return p - start;
    }
}

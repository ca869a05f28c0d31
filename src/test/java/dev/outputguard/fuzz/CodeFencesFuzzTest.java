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
 * run, it opens with a run of at least three backticks or tildes, and only the last one may be unclosed
 * (it then runs to the end of the text).
 */
class CodeFencesFuzzTest {

    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"```", "````", "~~~", "```json", "`", "~", " "})
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
            assertTrue(text.startsWith(f.info(), f.start() + openingRun(text, f.start())), where);
            if (f.closed()) {
                assertTrue(f.contentEnd() < f.end() && text.charAt(f.end() - 1) == c, where);
            } else {
                assertEquals(fences.size() - 1, i, where + " is unclosed but not last");
                assertEquals(text.length(), f.end(), where);
                assertEquals(text.length(), f.contentEnd(), where);
            }
            previousEnd = f.end();
        }
    }

    private static int openingRun(String text, int start) {
        int p = start;
        while (p < text.length() && text.charAt(p) == text.charAt(start)) {
            p++;
        }
        return p - start;
    }
}

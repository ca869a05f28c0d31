package dev.outputguard.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds Markdown code fences: runs of three or more backticks or tildes. Besides CommonMark's
 * line-start fences it accepts what LLMs write: an opener with content on the same line
 * ({@code ```json {"a":1} ```}), and a final fence that is never closed. One pass, no regex.
 */
public final class CodeFences {

    private CodeFences() {
    }

    public static List<Fence> find(String text) {
        List<Fence> fences = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if ((c == '`' || c == '~') && (i == 0 || text.charAt(i - 1) != c)) {
                int run = runLength(text, i, c);
                if (run >= 3) {
                    Fence fence = readBlock(text, i, c, run);
                    fences.add(fence);
                    i = fence.end();
                    continue;
                }
                i += run;
                continue;
            }
            i++;
        }
        return fences;
    }

    private static Fence readBlock(String text, int open, char c, int run) {
        int n = text.length();
        int p = open + run;
        int infoStart = p;
        while (p < n && isInfoChar(text.charAt(p))) {
            p++;
        }
        String info = text.substring(infoStart, p);
        int lineEnd = p;
        while (lineEnd < n && text.charAt(lineEnd) != '\n') {
            lineEnd++;
        }
        // Content starts on the next line unless the opener's line carries content itself.
        int contentStart = isBlank(text, p, lineEnd) ? Math.min(lineEnd + 1, n) : p;
        int q = contentStart;
        while (q < n) {
            char d = text.charAt(q);
            if (d == c && text.charAt(q - 1) != c) {
                int closeRun = runLength(text, q, c);
                if (closeRun >= run) {
                    int end = q + closeRun;
                    return new Fence(open, end, contentStart, q, info, true);
                }
                q += closeRun;
                continue;
            }
            q++;
        }
        return new Fence(open, n, Math.min(contentStart, n), n, info, false);
    }

    private static int runLength(String text, int from, char c) {
        int p = from;
        while (p < text.length() && text.charAt(p) == c) {
            p++;
        }
        return p - from;
    }

    private static boolean isInfoChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '+' || c == '.';
    }

    private static boolean isBlank(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}

package dev.outputguard.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds Markdown code fences: runs of three or more backticks or tildes. Besides CommonMark's
 * line-start fences it accepts what LLMs write: an opener with content on the same line
 * ({@code ```json {"a":1} ```}), a closer right after the content ({@code }```}), and a final fence that
 * is never closed. One pass, no regex.
 *
 * <p>A block whose content starts on the line after the opener is closed, as in CommonMark, by the first
 * fence that stands alone on its line; only when there is none does the first run anywhere close it. So a
 * fence inside the block's content ({@code "normalized_content": "```js\n…```"} in a JSON string) does not
 * cut the block short.
 */
public final class CodeFences {

    private final String text;
    // Per fence char (0 backtick, 1 tilde): no line-start closer with a run >= noCloserRun exists at or after
    // noCloserFrom. Remembered so that many blocks closed only inline cost one scan, not one each.
    private final int[] noCloserRun = new int[2];
    private final int[] noCloserFrom = {-1, -1};

    private CodeFences(String text) {
        this.text = text;
    }

    public static List<Fence> find(String text) {
        return new CodeFences(text).findAll();
    }

    private List<Fence> findAll() {
        List<Fence> fences = new ArrayList<>();
        int n = text.length();
        // The next backtick and tilde, found with indexOf (vectorised) rather than a loop over every char.
        int tick = text.indexOf('`');
        int tilde = text.indexOf('~');
        int i = 0;
        while (i < n) {
            tick = tick >= 0 && tick < i ? text.indexOf('`', i) : tick;
            tilde = tilde >= 0 && tilde < i ? text.indexOf('~', i) : tilde;
            int at = tick < 0 ? tilde : tilde < 0 ? tick : Math.min(tick, tilde);
            if (at < 0) {
                break;
            }
            char c = text.charAt(at);
            int run = runLength(at, c);
            if (run >= 3) {
                Fence fence = readBlock(at, c, run);
                fences.add(fence);
                i = fence.end();
            } else {
                i = at + run;
            }
        }
        return fences;
    }

    private Fence readBlock(int open, char c, int run) {
        int n = text.length();
        int p = open + run;
        int infoStart = p;
        while (p < n && isInfoChar(text.charAt(p))) {
            p++;
        }
        String info = text.substring(infoStart, p);
        // Content starts on the next line unless the opener's line carries content itself. Only the blanks
        // after the info string are walked, not the whole line: many same-line fences on one long line
        // would otherwise each walk to its end.
        int lineEnd = p;
        while (lineEnd < n && text.charAt(lineEnd) != '\n' && Character.isWhitespace(text.charAt(lineEnd))) {
            lineEnd++;
        }
        boolean block = lineEnd == n || text.charAt(lineEnd) == '\n';
        int contentStart = block ? Math.min(lineEnd + 1, n) : p;
        if (block) {
            int close = lineStartCloser(contentStart, c, run);
            if (close >= 0) {
                return new Fence(open, close + runLength(close, c), contentStart, close, info, true);
            }
        }
        int close = anyCloser(contentStart, c, run);
        return close >= 0
                ? new Fence(open, close + runLength(close, c), contentStart, close, info, true)
                : new Fence(open, n, Math.min(contentStart, n), n, info, false);
    }

    /** The first run of {@code c} (at least {@code run} long) alone on its line at or after {@code from}, or -1. */
    private int lineStartCloser(int from, char c, int run) {
        int k = c == '`' ? 0 : 1;
        if (noCloserFrom[k] >= 0 && run >= noCloserRun[k] && from >= noCloserFrom[k]) {
            return -1;
        }
        int n = text.length();
        if (text.indexOf(c, from) < 0) {
            // No fence character left (a reply cut off inside its block): no closer, and no line to walk.
            return -1;
        }
        for (int line = from; line < n; line = nextLine(line)) {
            int q = line;
            while (q < n && q - line < 3 && text.charAt(q) == ' ') {
                q++;
            }
            int length = runLength(q, c);
            if (length >= run && isBlank(q + length, lineEndOf(q + length))) {
                return q;
            }
        }
        noCloserRun[k] = run;
        noCloserFrom[k] = from;
        return -1;
    }

    /**
     * The first run of {@code c} (at least {@code run} long) that starts at or after {@code from}, anywhere on
     * its line, or -1. Runs are found with {@code indexOf} (vectorised): a block the text never closes (a
     * reply cut off inside its fence) is searched to the end, which a loop over every char made a fifth of
     * the cost of reading the reply.
     */
    private int anyCloser(int from, char c, int run) {
        int q = from;
        while (q < text.length()) {
            q = text.indexOf(c, q);
            if (q < 0) {
                return -1;
            }
            int length = runLength(q, c);
            // A run that began before {@code from} is no closer, and nothing inside it either.
            if ((q == 0 || text.charAt(q - 1) != c) && length >= run) {
                return q;
            }
            q += length;
        }
        return -1;
    }

    private int nextLine(int from) {
        int i = text.indexOf('\n', from);
        return i < 0 ? text.length() : i + 1;
    }

    private int lineEndOf(int from) {
        int i = text.indexOf('\n', from);
        return i < 0 ? text.length() : i;
    }

    private int runLength(int from, char c) {
        int p = from;
        while (p < text.length() && text.charAt(p) == c) {
            p++;
        }
        return p - from;
    }

    private static boolean isInfoChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '+' || c == '.';
    }

    private boolean isBlank(int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}

package dev.outputguard.translate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.outputguard.text.CodeFences;
import dev.outputguard.text.Fence;

/**
 * The Markdown a patch's hunks show of the document after the change: each hunk's context and added lines
 * without their one-character prefix, one view per hunk, each position mapped back to the patch. A fence in a
 * patch is a fence of that text ({@code +```sh} adds a line {@code ```sh}); read in the raw patch, the prefix
 * would hide it. Hunks are found leniently (a source patch may miscount its lines): an {@code @@} line starts
 * one, and it runs while lines start with a space, {@code +}, {@code -} or {@code \}, or are empty.
 */
final class PostImage {

    /** A fence of a hunk's view, mapped to the patch: its span there, and whether all its lines are added ones. */
    record PatchFence(int start, int end, boolean added, boolean inline, boolean closed, String openerLine) {
    }

    private PostImage() {
    }

    /** The fences the hunks of {@code patch} show, in patch order. */
    static List<PatchFence> fences(String patch) {
        List<PatchFence> out = new ArrayList<>();
        List<String> lines = UnifiedDiff.lines(patch);
        int[] rawStarts = new int[lines.size() + 1];
        for (int i = 0, at = 0; i < lines.size(); i++) {
            rawStarts[i] = at;
            at += lines.get(i).length() + 1;
        }
        int i = 0;
        while (i < lines.size()) {
            if (!lines.get(i).startsWith("@@")) {
                i++;
                continue;
            }
            i++;
            StringBuilder view = new StringBuilder();
            List<Integer> rawLine = new ArrayList<>();
            while (i < lines.size() && isHunkLine(lines, i)) {
                String line = lines.get(i);
                if (line.isEmpty() || line.charAt(0) == ' ' || line.charAt(0) == '+') {
                    view.append(line.isEmpty() ? "" : line.substring(1)).append('\n');
                    rawLine.add(i);
                }
                i++;
            }
            read(patch, lines, rawStarts, view.toString(), rawLine, out);
        }
        return out;
    }

    private static void read(String patch, List<String> lines, int[] rawStarts, String view, List<Integer> rawLine,
            List<PatchFence> out) {
        int[] viewStarts = new int[rawLine.size()];
        for (int k = 0, at = 0; k < rawLine.size(); k++) {
            viewStarts[k] = at;
            String line = lines.get(rawLine.get(k));
            at += (line.isEmpty() ? 0 : line.length() - 1) + 1;
        }
        for (Fence f : CodeFences.find(view)) {
            int first = lineOf(viewStarts, f.start());
            int last = lineOf(viewStarts, Math.max(f.start(), f.end() - 1));
            boolean added = true;
            for (int k = first; k <= last && added; k++) {
                String line = lines.get(rawLine.get(k));
                added = line.startsWith("+") && (k == first || rawLine.get(k) == rawLine.get(k - 1) + 1);
            }
            int start = toRaw(lines, rawStarts, rawLine, viewStarts, f.start());
            int end = toRaw(lines, rawStarts, rawLine, viewStarts, f.end());
            String opener = lines.get(rawLine.get(first));
            out.add(new PatchFence(start, Math.min(end, patch.length()), added, f.inline(), f.closed(), opener));
        }
    }

    private static int toRaw(List<String> lines, int[] rawStarts, List<Integer> rawLine, int[] viewStarts, int viewPos) {
        if (rawLine.isEmpty()) {
            return 0;
        }
        int k = lineOf(viewStarts, viewPos);
        int raw = rawLine.get(k);
        int prefix = lines.get(raw).isEmpty() ? 0 : 1;
        return rawStarts[raw] + prefix + (viewPos - viewStarts[k]);
    }

    private static int lineOf(int[] starts, int position) {
        int k = Arrays.binarySearch(starts, position);
        return k >= 0 ? k : Math.max(0, -k - 2);
    }

    private static boolean isHunkLine(List<String> lines, int i) {
        String line = lines.get(i);
        if (line.startsWith("--- ") && i + 1 < lines.size() && lines.get(i + 1).startsWith("+++ ")) {
            return false; // the next file's header
        }
        return line.isEmpty() || line.charAt(0) == ' ' || line.charAt(0) == '+' || line.charAt(0) == '-'
                || line.charAt(0) == '\\';
    }
}

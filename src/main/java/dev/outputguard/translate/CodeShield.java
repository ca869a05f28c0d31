package dev.outputguard.translate;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.CodeFences;
import dev.outputguard.text.Echo;
import dev.outputguard.text.Fence;

/**
 * Swaps fenced code blocks for placeholders ({@code [[CODE_BLOCK_1]]}, …) before the LLM sees a text, so it
 * neither translates code nor mistakes a JSON example for its output format, and puts them back after.
 * Every scan is one pass with {@link String#indexOf}, linear in the text.
 */
public final class CodeShield {

    private static final String BASE = "[[CODE_BLOCK_";
    private static final String CLOSE = "]]";

    /** A text with its code blocks replaced; {@code codes.get(i)} is behind placeholder number {@code i + 1}. */
    public record Shielded(String text, String prefix, List<String> codes) {

        /** Names listed at most per kind in a mismatch message; the rest are counted. */
        static final int MAX_NAMED = 10;

        public Shielded {
            codes = List.copyOf(codes);
        }

        public String placeholder(int index) {
            return prefix + (index + 1) + CLOSE;
        }

        /** All placeholders, comma-separated, for the prompt; empty when there are none. */
        public String placeholderList() {
            List<String> all = new ArrayList<>(codes.size());
            for (int i = 0; i < codes.size(); i++) {
                all.add(placeholder(i));
            }
            return String.join(", ", all);
        }

        /** Puts the code back wherever a placeholder appears (each occurrence). */
        public String restore(String reply) {
            return keepingCode(reply, false).text();
        }

        /**
         * Puts the code back wherever a placeholder appears, and says where each block went ({@link Put}).
         */
        Put putBack(String reply) {
            StringBuilder out = new StringBuilder(reply.length());
            List<int[]> spans = new ArrayList<>();
            int from = 0;
            for (Occurrence o : occurrences(reply)) {
                out.append(reply, from, o.start());
                if (o.index() >= 0) {
                    int at = out.length();
                    out.append(codes.get(o.index()));
                    spans.add(new int[] {o.index() + 1, at, out.length(), o.start(), o.end()});
                } else {
                    out.append(reply, o.start(), o.end());
                }
                from = o.end();
            }
            return new Put(out.append(reply, from, reply.length()).toString(), spans);
        }

        /**
         * Puts the code back for a fallback, where the reply may have lost, repeated or invented placeholders:
         * each placeholder gets its code, one that stands for no block of the text is removed, and with
         * {@code appendMissing} every block whose placeholder is missing is appended at the end, in order,
         * each after a blank line. The result never holds a placeholder, and it holds every block unless the
         * caller chose not to append ({@link Restored#missing()} then says which are absent).
         */
        public Restored keepingCode(String reply, boolean appendMissing) {
            if (codes.isEmpty()) {
                return new Restored(reply, List.of(), List.of());
            }
            int[] counts = new int[codes.size()];
            Set<String> unknown = new LinkedHashSet<>();
            StringBuilder out = new StringBuilder(reply.length());
            int from = 0;
            for (Occurrence o : occurrences(reply)) {
                out.append(reply, from, o.start());
                if (o.index() >= 0) {
                    out.append(codes.get(o.index()));
                    counts[o.index()]++;
                } else {
                    unknown.add(o.token());
                }
                from = o.end();
            }
            out.append(reply, from, reply.length());
            List<Integer> missing = new ArrayList<>();
            for (int i = 0; i < counts.length; i++) {
                if (counts[i] == 0) {
                    missing.add(i + 1);
                    if (appendMissing) {
                        out.append(out.isEmpty() ? "" : "\n\n").append(codes.get(i));
                    }
                }
            }
            return new Restored(out.toString(), missing, List.copyOf(unknown));
        }

        /** {@code reply} without its placeholders: the text that is not code. */
        public String prose(String reply) {
            if (codes.isEmpty()) {
                return reply;
            }
            StringBuilder out = new StringBuilder(reply.length());
            int from = 0;
            for (Occurrence o : occurrences(reply)) {
                out.append(reply, from, o.start());
                from = o.end();
            }
            return out.append(reply, from, reply.length()).toString();
        }

        /**
         * Why {@code reply} does not hold every placeholder exactly once; empty when it does. Names each missing,
         * repeated and invented placeholder once (at most {@value #MAX_NAMED} of each, the rest counted).
         */
        public Optional<String> mismatch(String reply, String field) {
            if (codes.isEmpty()) {
                return Optional.empty();
            }
            int[] counts = new int[codes.size()];
            Set<String> unknown = new LinkedHashSet<>();
            for (Occurrence o : occurrences(reply)) {
                if (o.index() >= 0) {
                    counts[o.index()]++;
                } else {
                    unknown.add(o.token());
                }
            }
            List<String> missing = new ArrayList<>();
            List<String> repeated = new ArrayList<>();
            for (int i = 0; i < counts.length; i++) {
                if (counts[i] == 0) {
                    missing.add(placeholder(i));
                } else if (counts[i] > 1) {
                    repeated.add(placeholder(i) + " (" + counts[i] + " times)");
                }
            }
            if (missing.isEmpty() && repeated.isEmpty() && unknown.isEmpty()) {
                return Optional.empty();
            }
            List<String> parts = new ArrayList<>(3);
            if (!missing.isEmpty()) {
                parts.add("missing " + names(missing));
            }
            if (!repeated.isEmpty()) {
                parts.add("repeated " + names(repeated));
            }
            if (!unknown.isEmpty()) {
                parts.add("not a placeholder of this text " + names(List.copyOf(unknown)));
            }
            String all = codes.size() == 1 ? "the code block placeholder " + placeholder(0)
                    : "each of the " + codes.size() + " code block placeholders (" + placeholder(0) + " … "
                            + placeholder(codes.size() - 1) + ")";
            return Optional.of("Placeholders in the \"" + field + "\" field: " + String.join("; ", parts) + ". "
                    + capitalised(all) + " must appear exactly once, unchanged.");
        }

        private static String names(List<String> items) {
            String listed = String.join(", ", items.subList(0, Math.min(MAX_NAMED, items.size())));
            return items.size() > MAX_NAMED ? listed + " and " + (items.size() - MAX_NAMED) + " more" : listed;
        }

        private static String capitalised(String s) {
            return Character.toUpperCase(s.charAt(0)) + s.substring(1);
        }

        /**
         * Every {@code <prefix><digits>]]} in {@code reply}, in order; {@code index} is -1 when the number is
         * no block of this text (an invented placeholder).
         */
        private List<Occurrence> occurrences(String reply) {
            List<Occurrence> found = new ArrayList<>();
            int at = reply.indexOf(prefix);
            while (at >= 0) {
                int p = at + prefix.length();
                int digitsStart = p;
                while (p < reply.length() && reply.charAt(p) >= '0' && reply.charAt(p) <= '9') {
                    p++;
                }
                if (p > digitsStart && reply.startsWith(CLOSE, p)) {
                    // More than 9 digits is no block of any text: an invented placeholder, however long.
                    int number = p - digitsStart <= 9 ? Integer.parseInt(reply, digitsStart, p, 10) : 0;
                    int end = p + CLOSE.length();
                    String token = prefix + Echo.cut(reply, digitsStart, p, EchoLengths.TOKEN) + CLOSE;
                    found.add(new Occurrence(at, end, number >= 1 && number <= codes.size() ? number - 1 : -1, token));
                    at = reply.indexOf(prefix, end);
                } else {
                    at = reply.indexOf(prefix, at + 1);
                }
            }
            return found;
        }
    }

    /**
     * A reply with its code put back for a fallback: the text, the 1-based numbers of the blocks whose
     * placeholder was missing, and the invented placeholders that were removed.
     */
    public record Restored(String text, List<Integer> missing, List<String> unknown) {
        public Restored {
            missing = List.copyOf(missing);
            unknown = List.copyOf(unknown);
        }
    }

    private record Occurrence(int start, int end, int index, String token) {
    }

    /**
     * A reply with its code put back. Each span: the placeholder's number, where its block starts and ends in
     * {@code text}, and where the placeholder started and ended in the reply.
     */
    record Put(String text, List<int[]> spans) {
    }

    private CodeShield() {
    }

    /**
     * Replaces fenced code blocks, as CommonMark reads them ({@link CodeFences}; code spans stay, as inline code
     * does). With {@code diff} set (a unified diff) the blocks are those its hunks add ({@link PostImage}): only
     * closed blocks made of added lines are replaced, those the target patch must carry over verbatim. Code in
     * context and removed lines stays, because the target patch copies those lines from the target document.
     */
    public static Shielded protect(String text, boolean diff) {
        String prefix = freePrefix(text);
        List<String> codes = new ArrayList<>();
        StringBuilder out = new StringBuilder(text.length());
        int from = 0;
        for (int[] block : diff ? addedBlocks(text) : blocks(text)) {
            codes.add(text.substring(block[0], block[1]));
            out.append(text, from, block[0]).append(prefix).append(codes.size()).append(CLOSE);
            from = block[1];
        }
        out.append(text, from, text.length());
        return new Shielded(codes.isEmpty() ? text : out.toString(), prefix, codes);
    }

    /** The spans of the fenced code blocks of a text. */
    private static List<int[]> blocks(String text) {
        List<int[]> spans = new ArrayList<>();
        for (Fence fence : CodeFences.find(text)) {
            if (!fence.inline()) {
                spans.add(new int[] {fence.start(), fence.end()});
            }
        }
        return spans;
    }

    /** The spans of the closed fenced blocks a patch adds, every line of them an added line. */
    private static List<int[]> addedBlocks(String patch) {
        List<int[]> spans = new ArrayList<>();
        for (PostImage.PatchFence fence : PostImage.fences(patch)) {
            if (fence.added() && !fence.inline() && fence.closed()) {
                spans.add(new int[] {fence.start(), fence.end()});
            }
        }
        return spans;
    }

    /** A placeholder prefix that does not already occur in the text, so restoring never touches user text. */
    private static String freePrefix(String text) {
        if (!text.contains(BASE)) {
            return BASE;
        }
        // One pass for the highest "[[CODE_BLOCK_X<n>_" in use; trying n = 1, 2, … would be quadratic.
        String marked = BASE + "X";
        long highest = 0;
        for (int at = text.indexOf(marked); at >= 0; at = text.indexOf(marked, at + 1)) {
            int p = at + marked.length();
            int start = p;
            while (p < text.length() && p - start < 9 && text.charAt(p) >= '0' && text.charAt(p) <= '9') {
                p++;
            }
            if (p > start) {
                highest = Math.max(highest, Long.parseLong(text, start, p, 10));
            }
        }
        return marked + (highest + 1) + "_";
    }

}

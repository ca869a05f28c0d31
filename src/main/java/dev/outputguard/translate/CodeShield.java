package dev.outputguard.translate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.outputguard.text.CodeFences;
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
            if (codes.isEmpty()) {
                return reply;
            }
            StringBuilder out = new StringBuilder(reply.length());
            int from = 0;
            for (Occurrence o : occurrences(reply)) {
                out.append(reply, from, o.start()).append(codes.get(o.index()));
                from = o.end();
            }
            return out.append(reply, from, reply.length()).toString();
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

        /** Why {@code reply} does not hold every placeholder exactly once; empty when it does. */
        public Optional<String> mismatch(String reply, String field) {
            int[] counts = new int[codes.size()];
            for (Occurrence o : occurrences(reply)) {
                counts[o.index()]++;
            }
            for (int i = 0; i < counts.length; i++) {
                if (counts[i] != 1) {
                    return Optional.of("placeholder " + placeholder(i) + " appears " + counts[i] + " times in the \""
                            + field + "\" field; each of the " + codes.size() + " code block placeholders ("
                            + placeholder(0) + " … " + placeholder(codes.size() - 1)
                            + ") must appear exactly once, unchanged");
                }
            }
            return Optional.empty();
        }

        private List<Occurrence> occurrences(String reply) {
            List<Occurrence> found = new ArrayList<>();
            int at = reply.indexOf(prefix);
            while (at >= 0) {
                int p = at + prefix.length();
                int digitsStart = p;
                while (p < reply.length() && p - digitsStart < 9 && reply.charAt(p) >= '0' && reply.charAt(p) <= '9') {
                    p++;
                }
                int number = p > digitsStart ? Integer.parseInt(reply, digitsStart, p, 10) : 0;
                if (number >= 1 && number <= codes.size() && reply.startsWith(CLOSE, p)) {
                    found.add(new Occurrence(at, p + CLOSE.length(), number - 1));
                    at = reply.indexOf(prefix, p + CLOSE.length());
                } else {
                    at = reply.indexOf(prefix, at + 1);
                }
            }
            return found;
        }
    }

    private record Occurrence(int start, int end, int index) {
    }

    private CodeShield() {
    }

    /**
     * Replaces fenced code blocks. With {@code diff} set (a unified diff) only closed blocks made of added
     * lines are replaced: those the target patch must carry over verbatim. Code in context and removed
     * lines stays, because the target patch copies those lines from the target document.
     */
    public static Shielded protect(String text, boolean diff) {
        String prefix = freePrefix(text);
        List<String> codes = new ArrayList<>();
        StringBuilder out = new StringBuilder(text.length());
        int from = 0;
        for (Fence fence : CodeFences.find(text)) {
            if (diff && (!fence.closed() || !onlyAddedLines(text, fence))) {
                continue;
            }
            codes.add(text.substring(fence.start(), fence.end()));
            out.append(text, from, fence.start()).append(prefix).append(codes.size()).append(CLOSE);
            from = fence.end();
        }
        out.append(text, from, text.length());
        return new Shielded(codes.isEmpty() ? text : out.toString(), prefix, codes);
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

    /** The fence opens right after a line's {@code +} and every line it spans starts with {@code +}. */
    private static boolean onlyAddedLines(String text, Fence fence) {
        int s = fence.start();
        if (s == 0 || text.charAt(s - 1) != '+' || (s >= 2 && text.charAt(s - 2) != '\n')) {
            return false;
        }
        for (int nl = text.indexOf('\n', s, fence.end()); nl >= 0; nl = text.indexOf('\n', nl + 1, fence.end())) {
            if (nl + 1 >= text.length() || text.charAt(nl + 1) != '+') {
                return false;
            }
        }
        return true;
    }
}

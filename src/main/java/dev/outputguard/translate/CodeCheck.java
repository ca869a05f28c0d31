package dev.outputguard.translate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.CodeFences;
import dev.outputguard.text.Echo;
import dev.outputguard.text.Fence;

/**
 * Code in a reply comes only from the source. Put back, each code block must read as the same fenced block at
 * its placeholder's place: the placeholder stood alone on its line (after the block quote or list markers its
 * block had), not in a sentence, not in backticks, not indented into code, not with text after it that the
 * block would swallow ({@code PLACEHOLDER_MISPLACED}). And the reply holds no code the source does not: a fence
 * or a code span of three or more backticks that is no placeholder's block and not one the source shows
 * ({@code CODE_CONTAMINATION}), as when a model adds its own {@code ```sh} block or wraps its answer in a
 * {@code ```json} fence. Code is read as CommonMark reads it ({@link CodeFences}); in a patch, in the text its
 * hunks show ({@link PostImage}), where only fences on added lines are the model's own.
 */
final class CodeCheck {

    static final String PLACEHOLDER_MISPLACED = "PLACEHOLDER_MISPLACED";
    static final String CODE_CONTAMINATION = "CODE_CONTAMINATION";

    /** What is wrong: the error code of the first kind found, each violation named, the message for the retry. */
    record Finding(String code, List<String> violations, String message) {
    }

    /** A fence as this check compares them: its span, whether the model could have written it, what names it. */
    private record Code(int start, int end, boolean block, boolean own, String name) {
    }

    private CodeCheck() {
    }

    static Optional<Finding> check(CodeShield.Shielded shield, String reply, boolean diff, String field) {
        if (reply.indexOf("```") < 0 && reply.indexOf("~~~") < 0 && shield.codes().isEmpty()) {
            return Optional.empty(); // no code in the reply and none to put back
        }
        CodeShield.Put put = shield.putBack(reply);
        List<Code> found = read(put.text(), diff);
        Set<Long> blocks = new HashSet<>();
        for (Code c : found) {
            if (c.block() && c.own()) {
                blocks.add(key(c.start(), c.end()));
            }
        }
        List<int[]> spans = put.spans();
        int misplacedCount = 0;
        List<String> misplaced = new ArrayList<>();
        for (int[] span : spans) {
            if (!blocks.contains(key(span[1], span[2]))) {
                misplacedCount++;
                if (misplaced.size() < CodeShield.Shielded.MAX_NAMED) {
                    String line = lineAround(reply, span[3]);
                    misplaced.add(shield.placeholder(span[0] - 1) + " on line " + lineOf(reply, span[3]) + " ("
                            + quoted(line) + ")");
                }
            }
        }
        // What the source shows of code the model may copy (a shielded text has its blocks as placeholders).
        Map<String, Integer> allowed = new HashMap<>();
        for (Code c : read(shield.text(), diff)) {
            if (c.own()) {
                allowed.merge(c.name(), 1, Integer::sum);
            }
        }
        int[] spanStarts = spans.stream().mapToInt(s -> s[1]).toArray();
        int foreignCount = 0;
        List<String> foreign = new ArrayList<>();
        for (Code c : found) {
            if (!c.own() || partOfABlock(put.text(), spans, spanStarts, c.start(), c.end())) {
                continue; // a line the model copied from the document, or a block put back (named if misplaced)
            }
            if (allowed.getOrDefault(c.name(), 0) > 0) {
                allowed.merge(c.name(), -1, Integer::sum);
                continue;
            }
            foreignCount++;
            if (foreign.size() < CodeShield.Shielded.MAX_NAMED) {
                foreign.add((c.block() ? "a code block opened by " : "a code span ") + c.name() + " on line "
                        + lineOf(reply, replyPosition(spans, c.start())));
            }
        }
        if (misplacedCount == 0 && foreignCount == 0) {
            return Optional.empty();
        }
        List<String> violations = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        if (foreignCount > 0) {
            foreign.forEach(f -> violations.add(f + " that the source does not have"));
            more(violations, foreignCount - foreign.size(), "code blocks or spans");
            parts.add("Code the source " + (diff ? "patch" : "text") + " does not have in the \"" + field + "\" field: "
                    + String.join("; ", foreign) + more(foreignCount - foreign.size()) + ". Code comes only from the"
                    + " source: keep each code block placeholder as it is, and add no fence (``` or ~~~) or"
                    + " triple-backtick code of your own.");
        }
        if (misplacedCount > 0) {
            misplaced.forEach(m -> violations.add(m + " not alone on its line"));
            more(violations, misplacedCount - misplaced.size(), "placeholders");
            parts.add("Placeholders not where a code block can stand: " + String.join("; ", misplaced)
                    + more(misplacedCount - misplaced.size()) + ". Put each placeholder alone on a line of its own"
                    + (diff ? ", an added line (\"+\" and the placeholder)," : "") + " with nothing before it but the"
                    + " list or quote markers its block had, and nothing after it, so that its code block is put back"
                    + " as a block.");
        }
        return Optional.of(new Finding(foreignCount == 0 ? PLACEHOLDER_MISPLACED : CODE_CONTAMINATION, violations,
                String.join(" ", parts)));
    }

    private static void more(List<String> violations, int rest, String what) {
        if (rest > 0) {
            violations.add("and " + rest + " more " + what);
        }
    }

    private static String more(int rest) {
        return rest > 0 ? "; and " + rest + " more" : "";
    }

    private static long key(int start, int end) {
        return ((long) start << 32) | (end & 0xffffffffL);
    }

    /**
     * Whether the code {@code [start, end)} is a block put back, code inside one, or what a misplaced placeholder's
     * block became (it starts on the placeholder's line: backticks around it, say), rather than a fence around
     * blocks, which is the model's own. {@code starts}: the spans' starts, ascending.
     */
    private static boolean partOfABlock(String text, List<int[]> spans, int[] starts, int start, int end) {
        int k = Arrays.binarySearch(starts, start);
        k = k >= 0 ? k : -k - 2; // the last span that starts at or before the code
        if (k >= 0 && start < spans.get(k)[2]) {
            return true; // it starts inside a block put back
        }
        int next = k + 1; // the first span after the code's start: on the same line, the code is that block's doing
        return next < spans.size() && spans.get(next)[1] < end && text.indexOf('\n', start, spans.get(next)[1]) < 0;
    }

    /** The code of a text: in a translation all of it is the model's; in a patch, what its added lines hold. */
    private static List<Code> read(String text, boolean diff) {
        List<Code> out = new ArrayList<>();
        if (diff) {
            for (PostImage.PatchFence f : PostImage.fences(text)) {
                if (!f.inline()) {
                    out.add(new Code(f.start(), f.end(), true, f.added(), quoted(f.openerLine().substring(1).strip())));
                }
            }
            return out;
        }
        for (Fence f : CodeFences.find(text)) {
            String name = f.inline() ? quoted(text.substring(f.start(), f.end())) : quoted(lineAround(text, f.start()).strip());
            out.add(new Code(f.start(), f.end(), !f.inline(), true, name));
        }
        return out;
    }

    private static String quoted(String s) {
        return "\"" + Echo.cut(s, EchoLengths.TEXT) + "\"";
    }

    /** The position in the reply of a position in the text with its code put back. */
    private static int replyPosition(List<int[]> spans, int position) {
        int shift = 0;
        for (int[] s : spans) {
            if (s[2] > position) {
                break;
            }
            shift += (s[2] - s[1]) - (s[4] - s[3]);
        }
        return position - shift;
    }

    private static int lineOf(String text, int position) {
        int line = 1;
        for (int i = text.indexOf('\n'); i >= 0 && i < position; i = text.indexOf('\n', i + 1)) {
            line++;
        }
        return line;
    }

    private static String lineAround(String text, int position) {
        int start = text.lastIndexOf('\n', Math.max(0, position - 1)) + 1;
        if (position == 0) {
            start = 0;
        }
        int end = text.indexOf('\n', position);
        return text.substring(start, end < 0 ? text.length() : end);
    }
}

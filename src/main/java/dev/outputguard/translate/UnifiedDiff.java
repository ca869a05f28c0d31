package dev.outputguard.translate;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A unified diff of one file, read as {@code git apply} reads it, and stricter where git would silently drop
 * what the writer meant: the header's counts must match the hunk's body exactly (git stops reading a hunk
 * when its counts run out and skips what follows as garbage, so a {@code +} line past the count would be lost
 * without a word), and nothing but blank lines may follow the last hunk. Before the {@code ---}/{@code +++}
 * file header only git's extended header lines ({@code diff --git}, {@code index}, modes, renames) may stand.
 * A body line is a context line ({@code ' '}, or an empty line, which git reads as an empty context line), an
 * added ({@code +}) or a removed ({@code -}) line; {@code \ No newline at end of file} marks the line before it.
 */
final class UnifiedDiff {

    private static final Pattern HUNK_HEADER = Pattern.compile("^@@ -(\\d{1,9})(?:,(\\d{1,9}))? \\+(\\d{1,9})(?:,(\\d{1,9}))? @@");
    private static final List<String> EXTENDED_HEADERS = List.of("diff ", "index ", "old mode ", "new mode ",
            "deleted file mode ", "new file mode ", "similarity index ", "dissimilarity index ", "rename from ",
            "rename to ", "copy from ", "copy to ");

    enum Kind { CONTEXT, ADDED, REMOVED }

    /** A body line: its kind, its text (without the prefix and the line break), whether a line break ends it. */
    record BodyLine(Kind kind, String text, boolean newline, int patchLine) {
    }

    /** A hunk: its header's numbers, the 1-based line of the patch its header is on, its body. */
    record Hunk(int oldStart, int oldCount, int newStart, int newCount, int patchLine, String header,
            List<BodyLine> lines) {

        /** Context lines before the first change, and after the last one. */
        int leading() {
            int n = 0;
            while (n < lines.size() && lines.get(n).kind() == Kind.CONTEXT) {
                n++;
            }
            return n;
        }

        int trailing() {
            int n = 0;
            while (n < lines.size() && lines.get(lines.size() - 1 - n).kind() == Kind.CONTEXT) {
                n++;
            }
            return n;
        }

        boolean changes() {
            return lines.stream().anyMatch(l -> l.kind() != Kind.CONTEXT);
        }
    }

    /** What reading a patch gave. */
    sealed interface Reading permits Read, Broken {
    }

    /** A well-formed patch: its file header lines ({@code null} when it has none) and its hunks. */
    record Read(String oldHeader, String newHeader, List<Hunk> hunks) implements Reading {
    }

    /** A patch git would refuse, or read otherwise than written; {@code problem} says where and why. */
    record Broken(String problem) implements Reading {
    }

    private UnifiedDiff() {
    }

    static Reading read(String patch) {
        List<String> lines = lines(patch);
        int i = 0;
        // Before the file header: blank lines and git's extended header lines.
        while (i < lines.size() && !lines.get(i).startsWith("--- ") && !lines.get(i).startsWith("@@")) {
            String line = lines.get(i);
            if (!line.isBlank() && EXTENDED_HEADERS.stream().noneMatch(line::startsWith)) {
                return new Broken("line " + (i + 1) + " (" + quote(line) + ") comes before the patch's file header;"
                        + " a unified diff starts with its \"--- a/<file>\" and \"+++ b/<file>\" lines");
            }
            i++;
        }
        String oldHeader = null;
        String newHeader = null;
        if (i < lines.size() && lines.get(i).startsWith("--- ")) {
            if (i + 1 >= lines.size() || !lines.get(i + 1).startsWith("+++ ")) {
                return new Broken("line " + (i + 1) + " (" + quote(lines.get(i)) + ") is not followed by a \"+++ b/<file>\" line");
            }
            oldHeader = lines.get(i);
            newHeader = lines.get(i + 1);
            i += 2;
        }
        List<Hunk> hunks = new ArrayList<>();
        while (i < lines.size()) {
            String line = lines.get(i);
            if (line.isBlank() && restIsBlank(lines, i)) {
                break;
            }
            if (line.startsWith("--- ") || line.startsWith("diff ")) {
                return new Broken("line " + (i + 1) + " starts a second file; the patch must change one document");
            }
            Matcher m = HUNK_HEADER.matcher(line);
            if (!m.find()) {
                String where = hunks.isEmpty() ? "where the first hunk's header should be"
                        : "after hunk " + hunks.size() + " (" + hunks.get(hunks.size() - 1).header() + "), whose body is complete"
                                + " with the lines its header counts";
                return new Broken("line " + (i + 1) + " (" + quote(line) + ") stands " + where + "; a hunk starts with"
                        + " \"@@ -<line>,<count> +<line>,<count> @@\" and its header counts exactly the lines below it");
            }
            int oldCount = m.group(2) == null ? 1 : Integer.parseInt(m.group(2));
            int newCount = m.group(4) == null ? 1 : Integer.parseInt(m.group(4));
            int headerLine = i + 1;
            String header = m.group();
            List<BodyLine> body = new ArrayList<>();
            int oldLeft = oldCount;
            int newLeft = newCount;
            int oldSeen = 0;
            int newSeen = 0;
            i++;
            while (oldLeft > 0 || newLeft > 0) {
                if (i >= lines.size() || lines.get(i).startsWith("@@")) {
                    return new Broken(countsMismatch(header, headerLine, oldCount, newCount, oldSeen, newSeen,
                            "the hunk ends at " + (i >= lines.size() ? "the end of the patch" : "line " + (i + 1))));
                }
                String b = lines.get(i);
                Kind kind;
                if (b.isEmpty() || b.charAt(0) == ' ') {
                    kind = Kind.CONTEXT;
                } else if (b.charAt(0) == '+') {
                    kind = Kind.ADDED;
                } else if (b.charAt(0) == '-') {
                    kind = Kind.REMOVED;
                } else if (b.charAt(0) == '\\' && !body.isEmpty()) {
                    markNoNewline(body);
                    i++;
                    continue;
                } else {
                    return new Broken("line " + (i + 1) + " (" + quote(b) + ") in hunk " + (hunks.size() + 1) + " ("
                            + header + ") starts with neither ' ', '+' nor '-'; "
                            + countsMismatch(header, headerLine, oldCount, newCount, oldSeen, newSeen, "it stops there"));
                }
                if (kind != Kind.ADDED) {
                    oldLeft--;
                    oldSeen++;
                }
                if (kind != Kind.REMOVED) {
                    newLeft--;
                    newSeen++;
                }
                if (oldLeft < 0 || newLeft < 0) {
                    return new Broken(countsMismatch(header, headerLine, oldCount, newCount,
                            oldSeen, newSeen,
                            "line " + (i + 1) + " (" + quote(b) + ") is one more " + (oldLeft < 0 ? "old" : "new")
                                    + " line than it counts"));
                }
                body.add(new BodyLine(kind, b.isEmpty() ? "" : b.substring(1), true, i + 1));
                i++;
            }
            if (i < lines.size() && lines.get(i).startsWith("\\")) {
                markNoNewline(body);
                i++;
            }
            Hunk hunk = new Hunk(Integer.parseInt(m.group(1)), oldCount, Integer.parseInt(m.group(3)), newCount,
                    headerLine, header, List.copyOf(body));
            if (!hunk.changes()) {
                return new Broken("hunk " + (hunks.size() + 1) + " (" + header + ", line " + headerLine
                        + ") changes nothing: it has no '+' or '-' line");
            }
            hunks.add(hunk);
        }
        if (hunks.isEmpty()) {
            return new Broken("the patch has no hunk (a line \"@@ -<line>,<count> +<line>,<count> @@\" and the lines it changes)");
        }
        return new Read(oldHeader, newHeader, List.copyOf(hunks));
    }

    private static String countsMismatch(String header, int headerLine, int oldCount, int newCount, int oldSeen,
            int newSeen, String where) {
        return "the header " + header + " (line " + headerLine + ") counts " + oldCount + " old and " + newCount
                + " new lines (context and '-' lines are old, context and '+' lines are new), but " + where
                + " after " + oldSeen + " old and " + newSeen + " new; the counts must match the hunk's lines";
    }

    private static void markNoNewline(List<BodyLine> body) {
        BodyLine last = body.remove(body.size() - 1);
        body.add(new BodyLine(last.kind(), last.text(), false, last.patchLine()));
    }

    private static boolean restIsBlank(List<String> lines, int from) {
        for (int k = from; k < lines.size(); k++) {
            if (!lines.get(k).isBlank()) {
                return false;
            }
        }
        return true;
    }

    /** The lines of {@code text} broken at {@code \n} only, as git breaks them ({@code \r} stays in the line). */
    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int from = 0;
        while (from < text.length()) {
            int nl = text.indexOf('\n', from);
            if (nl < 0) {
                lines.add(text.substring(from));
                break;
            }
            lines.add(text.substring(from, nl));
            from = nl + 1;
        }
        return lines;
    }

    static String quote(String line) {
        String cut = line.length() > 60 ? line.substring(0, 60) + "…" : line;
        return "\"" + cut + "\"";
    }
}

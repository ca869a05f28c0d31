package dev.outputguard.translate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import dev.outputguard.text.WholeFence;
import dev.outputguard.validate.ValidationCode;

/**
 * Checks a target patch as {@code git apply --check} checks it, and makes it one git takes: a patch the model
 * wrapped in a {@code diff} fence is taken out of it, a patch of bare hunks gets the source patch's file header
 * (each said in a note); then the hunks must count their lines exactly ({@link UnifiedDiff}) and, with a target
 * document, apply to it with git's rules: every context and removed line matches exactly (no fuzz), a hunk is
 * looked for at its header's line first and then ever farther away, a hunk whose header starts at line 1 must
 * match at the document's start, and one with no context line after its last change must match at its end.
 */
final class PatchCheck {

    /** Info strings a fence around a whole patch may carry. */
    private static final Set<String> PATCH_LANGUAGES = Set.of("", "diff", "patch", "udiff");
    private static final String DEFAULT_OLD_HEADER = "--- a/target";
    private static final String DEFAULT_NEW_HEADER = "+++ b/target";

    /** The outcome: a patch git takes (with what was done to it), or why not. */
    sealed interface Outcome permits Accepted, Refused {
    }

    /** {@code patch} is what the answer carries; {@code notes} say what was taken off or added, for the warnings. */
    record Accepted(String patch, List<String> notes) implements Outcome {
    }

    /** {@code code}: {@code INVALID_PATCH} for a patch git would not read as written, else {@code PATCH_DOES_NOT_APPLY}. */
    record Refused(String code, String problem) implements Outcome {
    }

    /** A line of a document, and whether a line break ends it (the last line may have none). */
    private record ImageLine(String text, boolean newline) {
    }

    private PatchCheck() {
    }

    /** The fence around a whole patch, taken off; the text itself when there is none. */
    static Unwrapped unwrap(String patch) {
        Optional<WholeFence> fence = WholeFence.of(patch);
        if (fence.isPresent() && PATCH_LANGUAGES.contains(fence.get().info().toLowerCase(Locale.ROOT))) {
            String info = fence.get().info().isEmpty() ? "a" : "a " + fence.get().info();
            return new Unwrapped(fence.get().content(), Optional.of("The patch came in " + info
                    + " code fence; the fence lines were removed, as git would not read them."));
        }
        return new Unwrapped(patch, Optional.empty());
    }

    /** A patch with a wrapper fence taken off, and the note that says so. */
    record Unwrapped(String patch, Optional<String> note) {
    }

    /**
     * {@code patch} (already out of any wrapper fence) read and, with {@code document}, applied with git's rules.
     * {@code sourcePatch} lends its file header to a patch of bare hunks.
     */
    static Outcome check(String patch, Optional<String> document, String sourcePatch) {
        UnifiedDiff.Reading reading = UnifiedDiff.read(patch);
        if (reading instanceof UnifiedDiff.Broken broken) {
            return new Refused(ValidationCode.INVALID_PATCH.name(),
                    "targetPatch is not a patch git applies as written: " + broken.problem() + ".");
        }
        UnifiedDiff.Read read = (UnifiedDiff.Read) reading;
        List<String> notes = new ArrayList<>(1);
        String answer = patch;
        if (read.oldHeader() == null) {
            String[] header = headerOf(sourcePatch);
            answer = header[0] + "\n" + header[1] + "\n" + patch;
            notes.add("The patch had no file header; \"" + header[0] + "\" and \"" + header[1]
                    + "\" were put before its first hunk, as git needs them.");
        }
        if (document.isPresent()) {
            Optional<String> problem = applyProblem(read, document.get());
            if (problem.isPresent()) {
                return new Refused(TranslationLoop.PATCH_DOES_NOT_APPLY, problem.get());
            }
        }
        return new Accepted(answer, notes);
    }

    /** The source patch's {@code ---} and {@code +++} lines, or {@code a/target}'s when it has none. */
    private static String[] headerOf(String sourcePatch) {
        if (UnifiedDiff.read(sourcePatch) instanceof UnifiedDiff.Read read && read.oldHeader() != null) {
            return new String[] {read.oldHeader(), read.newHeader()};
        }
        return new String[] {DEFAULT_OLD_HEADER, DEFAULT_NEW_HEADER};
    }

    private static Optional<String> applyProblem(UnifiedDiff.Read patch, String document) {
        List<ImageLine> image = image(document);
        int n = 0;
        for (UnifiedDiff.Hunk hunk : patch.hunks()) {
            n++;
            List<ImageLine> before = new ArrayList<>();
            List<ImageLine> after = new ArrayList<>();
            for (UnifiedDiff.BodyLine line : hunk.lines()) {
                ImageLine l = new ImageLine(line.text(), line.newline());
                if (line.kind() != UnifiedDiff.Kind.ADDED) {
                    before.add(l);
                }
                if (line.kind() != UnifiedDiff.Kind.REMOVED) {
                    after.add(l);
                }
            }
            boolean matchBeginning = hunk.oldStart() <= 1;
            boolean matchEnd = hunk.trailing() == 0;
            int hint = hunk.newStart() > 0 ? hunk.newStart() - 1 : 0;
            int at = position(image, before, hint, matchBeginning, matchEnd);
            if (at < 0) {
                return Optional.of(notApplying(n, hunk, image, before, hint, matchBeginning, matchEnd));
            }
            List<ImageLine> tail = new ArrayList<>(image.subList(at + before.size(), image.size()));
            image.subList(at, image.size()).clear();
            image.addAll(after);
            image.addAll(tail);
        }
        return Optional.empty();
    }

    /**
     * Where {@code before} matches in {@code image}, looked for as git looks: at the hinted line, then one line
     * farther back, one farther on, and so on; -1 when nowhere.
     */
    private static int position(List<ImageLine> image, List<ImageLine> before, int hint, boolean matchBeginning,
            boolean matchEnd) {
        if (before.size() > image.size()) {
            return -1;
        }
        int line = matchBeginning ? 0 : matchEnd ? image.size() - before.size() : Math.min(hint, image.size());
        int backwards = line;
        int forwards = line;
        int at = line;
        for (int i = 0;; i++) {
            if (matches(image, before, at, matchBeginning, matchEnd)) {
                return at;
            }
            while (true) {
                if (backwards == 0 && forwards == image.size()) {
                    return -1;
                }
                if ((i & 1) == 1) {
                    if (backwards == 0) {
                        i++;
                        continue;
                    }
                    at = --backwards;
                } else {
                    if (forwards == image.size()) {
                        i++;
                        continue;
                    }
                    at = ++forwards;
                }
                break;
            }
        }
    }

    private static boolean matches(List<ImageLine> image, List<ImageLine> before, int at, boolean matchBeginning,
            boolean matchEnd) {
        if (at + before.size() > image.size() || (matchEnd && at + before.size() != image.size())
                || (matchBeginning && at != 0)) {
            return false;
        }
        for (int k = 0; k < before.size(); k++) {
            if (!image.get(at + k).equals(before.get(k))) {
                return false;
            }
        }
        return true;
    }

    private static String notApplying(int n, UnifiedDiff.Hunk hunk, List<ImageLine> image, List<ImageLine> before,
            int hint, boolean matchBeginning, boolean matchEnd) {
        StringBuilder why = new StringBuilder("targetPatch does not apply to targetDocument: hunk ").append(n)
                .append(" (").append(hunk.header()).append(", line ").append(hunk.patchLine())
                .append(") has context and removed lines that ");
        if (matchBeginning) {
            why.append("must match at the document's first line, as its header starts at line 1");
        } else if (matchEnd) {
            why.append("must match at the document's end, as it has no context line after its last change");
        } else {
            why.append("are nowhere in the document");
        }
        int at = matchBeginning ? 0 : matchEnd ? Math.max(0, image.size() - before.size()) : Math.min(hint, image.size());
        for (int k = 0; k < before.size(); k++) {
            ImageLine expected = before.get(k);
            if (at + k >= image.size()) {
                why.append("; the document ends before the hunk's line ").append(UnifiedDiff.quote(expected.text()));
                break;
            }
            ImageLine found = image.get(at + k);
            if (!found.equals(expected)) {
                why.append("; at line ").append(at + k + 1).append(" the document has ")
                        .append(UnifiedDiff.quote(found.text())).append(found.newline() ? "" : " (no line break after it)")
                        .append(" where the hunk has ").append(UnifiedDiff.quote(expected.text()))
                        .append(expected.newline() ? "" : " (no line break after it)");
                break;
            }
        }
        return why.append(". Context and removed lines must be copied from targetDocument exactly.").toString();
    }

    private static List<ImageLine> image(String document) {
        List<ImageLine> image = new ArrayList<>();
        List<String> lines = UnifiedDiff.lines(document);
        for (int i = 0; i < lines.size(); i++) {
            boolean last = i == lines.size() - 1;
            image.add(new ImageLine(lines.get(i), !last || document.endsWith("\n")));
        }
        return image;
    }
}

package dev.outputguard.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;

/**
 * Every patch {@link PatchCheck} accepts applies with {@code git apply --check} in a temporary repository. The
 * patches are real diffs of generated documents (java-diff-utils writes them, with 0 to 3 context lines), as
 * written and in each shape a model gets wrong: header counts one off either way, a context line changed, the
 * header's line numbers off, the trailing context dropped, no file header, a {@code diff} fence around it, a
 * {@code +} line past the count, a document without a final line break. Every patch refused as not applying
 * (PATCH_DOES_NOT_APPLY) git refuses too: the rules of applying are git's. Refusals for the patch's form
 * (INVALID_PATCH) are stricter than git on purpose (git skips a line past the header's count as garbage).
 */
class PatchCheckGitTest {

    private static final String[] WORDS = {"alpha", "beta", "gamma", "delta", "epsilon", "# Title", "", "- item", "end"};
    private static final String SOURCE = "--- a/target\n+++ b/target\n@@ -1 +1 @@\n-x\n+y\n";

    @TempDir
    Path repo;

    @Test
    void everyAcceptedPatch_appliesWithGitApplyCheck_andEveryPatchRefusedAsNotApplyingGitRefusesToo() throws Exception {
        git("init", "-q");
        Random random = new Random(45);
        List<String[]> accepted = new ArrayList<>(); // document, patch
        List<String[]> notApplying = new ArrayList<>();
        int invalid = 0;
        for (int n = 0; n < 160; n++) {
            List<String> original = document(random);
            List<String> revised = revise(original, random);
            boolean finalNewline = random.nextInt(6) != 0;
            String document = join(original, finalNewline);
            String pristine = String.join("\n", UnifiedDiffUtils.generateUnifiedDiff("a/target", "b/target", original,
                    DiffUtils.diff(original, revised), random.nextInt(4))) + "\n";
            if (!pristine.contains("@@")) {
                continue;
            }
            if (!finalNewline) {
                pristine = markNoNewline(pristine, original);
            }
            for (int mutation = 0; mutation <= 8; mutation++) {
                String patch = mutate(pristine, mutation, random);
                PatchCheck.Unwrapped unwrapped = PatchCheck.unwrap(patch);
                PatchCheck.Outcome outcome = PatchCheck.check(unwrapped.patch(), Optional.of(document), SOURCE);
                if (outcome instanceof PatchCheck.Accepted ok) {
                    accepted.add(new String[] {document, ok.patch()});
                } else if (outcome instanceof PatchCheck.Refused no && no.code().equals(TranslationLoop.PATCH_DOES_NOT_APPLY)) {
                    notApplying.add(new String[] {document, unwrapped.patch()});
                } else {
                    invalid++;
                    String why = ((PatchCheck.Refused) outcome).problem();
                    if (mutation == 0) {
                        assertTrue(!gitApplies(document, unwrapped.patch()),
                                () -> "a patch java-diff-utils wrote and git applies was refused: " + why + "\n" + patch);
                    }
                }
            }
        }
        assertTrue(accepted.size() > 300 && notApplying.size() > 100 && invalid > 300,
                "accepted " + accepted.size() + ", not applying " + notApplying.size() + ", invalid " + invalid);
        // One git run for all accepted patches, each on a file of its own.
        List<String> files = new ArrayList<>();
        for (int i = 0; i < accepted.size(); i++) {
            String name = "t" + i;
            Files.writeString(repo.resolve(name), accepted.get(i)[0], StandardCharsets.UTF_8);
            Path file = repo.resolve(name + ".patch");
            Files.writeString(file, renamed(accepted.get(i)[1], name), StandardCharsets.UTF_8);
            files.add(file.toString());
        }
        List<String> args = new ArrayList<>(List.of("apply", "--check"));
        args.addAll(files);
        if (git(args.toArray(String[]::new)) != 0) {
            for (String[] pair : accepted) {
                assertTrue(gitApplies(pair[0], pair[1]), () -> "accepted, but git apply --check refuses:\n" + pair[1]
                        + "\non the document:\n" + pair[0]);
            }
        }
        for (String[] pair : notApplying.subList(0, Math.min(Integer.getInteger("patch.gitRefusals", 120), notApplying.size()))) {
            assertTrue(!gitApplies(pair[0], pair[1]), () -> "refused as not applying, but git applies it:\n" + pair[1]
                    + "\non the document:\n" + pair[0]);
        }
        System.out.printf("PatchCheckGitTest: %d accepted (git applies each), %d refused as not applying (git refuses"
                + " the first %d of them too), %d refused as malformed%n", accepted.size(), notApplying.size(),
                Math.min(Integer.getInteger("patch.gitRefusals", 120), notApplying.size()), invalid);
    }

    /** The patch with its file header naming {@code name}. */
    private static String renamed(String patch, String name) {
        return patch.replaceFirst("(?m)^--- .*$", "--- a/" + name).replaceFirst("(?m)^\\+\\+\\+ .*$", "+++ b/" + name);
    }

    private static List<String> document(Random random) {
        List<String> lines = new ArrayList<>();
        int n = 3 + random.nextInt(12);
        for (int i = 0; i < n; i++) {
            lines.add(WORDS[random.nextInt(WORDS.length)] + (random.nextInt(3) == 0 ? " " + i : ""));
        }
        return lines;
    }

    private static List<String> revise(List<String> original, Random random) {
        List<String> revised = new ArrayList<>(original);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int at = random.nextInt(revised.size());
            switch (random.nextInt(3)) {
                case 0 -> revised.set(at, revised.get(at) + " (revised)");
                case 1 -> revised.add(at, "inserted " + e);
                default -> {
                    if (revised.size() > 1) {
                        revised.remove(at);
                    }
                }
            }
        }
        return revised;
    }

    private static String mutate(String patch, int mutation, Random random) {
        List<String> lines = new ArrayList<>(List.of(patch.split("\n", -1)));
        lines.remove(lines.size() - 1); // the empty string after the final line break
        int header = indexOf(lines, "@@");
        switch (mutation) {
            case 1 -> lines.set(header, countsOff(lines.get(header), random.nextBoolean() ? 1 : -1, random.nextBoolean()));
            case 2 -> {
                int context = indexOfContext(lines, header);
                if (context >= 0) {
                    lines.set(context, lines.get(context) + " changed");
                }
            }
            case 3 -> lines.set(header, linesOff(lines.get(header), 1 + random.nextInt(3)));
            case 4 -> {
                int last = lines.size() - 1;
                if (lines.get(last).startsWith(" ") && !lines.get(last).startsWith("\\")) {
                    lines.remove(last);
                    lines.set(header, countsOff(lines.get(header), -1, true));
                    lines.set(header, countsOff(lines.get(header), -1, false));
                }
            }
            case 5 -> {
                lines.remove(0);
                lines.remove(0);
            }
            case 6 -> {
                lines.add(0, "```diff");
                lines.add("```");
            }
            case 7 -> lines.add("+one line past the count");
            case 8 -> lines.add(header, "Here is the patch:");
            default -> {
            }
        }
        return String.join("\n", lines) + "\n";
    }

    private static String countsOff(String header, int by, boolean old) {
        // @@ -a,b +c,d @@ with both counts written (java-diff-utils writes them)
        String[] parts = header.split(" ");
        int k = old ? 1 : 2;
        String[] numbers = parts[k].substring(1).split(",");
        int count = numbers.length > 1 ? Integer.parseInt(numbers[1]) : 1;
        parts[k] = parts[k].charAt(0) + numbers[0] + "," + Math.max(0, count + by);
        return String.join(" ", parts);
    }

    private static String linesOff(String header, int by) {
        String[] parts = header.split(" ");
        for (int k = 1; k <= 2; k++) {
            String[] numbers = parts[k].substring(1).split(",");
            parts[k] = parts[k].charAt(0) + String.valueOf(Integer.parseInt(numbers[0]) + by)
                    + (numbers.length > 1 ? "," + numbers[1] : "");
        }
        return String.join(" ", parts);
    }

    private static int indexOf(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }

    private static int indexOfContext(List<String> lines, int from) {
        for (int i = from + 1; i < lines.size(); i++) {
            if (lines.get(i).startsWith(" ")) {
                return i;
            }
        }
        return -1;
    }

    /** Marks the last line of the document, where the patch shows it, as having no line break after it. */
    private static String markNoNewline(String patch, List<String> original) {
        String last = original.get(original.size() - 1);
        List<String> lines = new ArrayList<>(List.of(patch.split("\n", -1)));
        lines.remove(lines.size() - 1);
        // Only a hunk that reaches the last line shows it: its final ' ' or '-' line for that text.
        int oldEnd = 0;
        List<String> out = new ArrayList<>();
        int oldLine = 0;
        for (String line : lines) {
            if (line.startsWith("@@")) {
                String old = line.split(" ")[1].substring(1);
                String[] numbers = old.split(",");
                oldLine = Integer.parseInt(numbers[0]) - (numbers.length > 1 && numbers[1].equals("0") ? 0 : 1);
                out.add(line);
                continue;
            }
            out.add(line);
            if (line.startsWith(" ") || line.startsWith("-")) {
                oldLine++;
                if (oldLine == original.size() && line.substring(1).equals(last)) {
                    oldEnd = out.size();
                }
            }
        }
        if (oldEnd == 0) {
            return patch;
        }
        out.add(oldEnd, "\\ No newline at end of file");
        // If the last line was context, the new side lacks the break too.
        return String.join("\n", out) + "\n";
    }

    private static String join(List<String> lines, boolean finalNewline) {
        return String.join("\n", lines) + (finalNewline ? "\n" : "");
    }

    private boolean gitApplies(String document, String patch) throws IOException, InterruptedException {
        Files.writeString(repo.resolve("target"), document, StandardCharsets.UTF_8);
        Path file = repo.resolve("change.patch");
        Files.writeString(file, patch, StandardCharsets.UTF_8);
        return git("apply", "--check", file.toString()) == 0;
    }

    private int git(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add("git");
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(20, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException("git did not finish");
        }
        return p.exitValue();
    }
}

package dev.outputguard.translate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.github.difflib.UnifiedDiffUtils;
import com.github.difflib.patch.Patch;
import com.github.difflib.patch.PatchFailedException;

/** Does a unified diff apply cleanly (exact context, no fuzz) to a document? Parsed and applied with java-diff-utils. */
final class PatchCheck {

    private PatchCheck() {
    }

    /** Empty when {@code patch} applies to {@code document}; otherwise why not, for the retry prompt. */
    static Optional<String> problem(String patch, String document) {
        Patch<String> parsed;
        try {
            parsed = UnifiedDiffUtils.parseUnifiedDiff(withFileHeader(patch.lines().toList()));
        } catch (RuntimeException e) {
            return Optional.of("targetPatch is not a readable unified diff: " + e.getMessage());
        }
        if (parsed.getDeltas().isEmpty()) {
            return Optional.of("targetPatch has no hunk that changes anything");
        }
        try {
            // Fuzz 0: every context and removed line must match exactly, but a hunk may sit a few lines
            // away from its header's line number, as git apply and patch allow (LLMs miscount lines).
            parsed.applyFuzzy(lines(document), 0);
            return Optional.empty();
        } catch (PatchFailedException | RuntimeException e) {
            return Optional.of("targetPatch does not apply to targetDocument: " + e.getMessage()
                    + "; context and removed lines must match the document exactly, at the line numbers of the hunk headers");
        }
    }

    /** java-diff-utils skips everything before a {@code +++} line; LLMs often send bare hunks. */
    private static List<String> withFileHeader(List<String> lines) {
        for (String line : lines) {
            if (line.startsWith("+++")) {
                return lines;
            }
            if (line.startsWith("@@")) {
                break;
            }
        }
        List<String> headed = new ArrayList<>(lines.size() + 2);
        headed.add("--- a/target");
        headed.add("+++ b/target");
        headed.addAll(lines);
        return headed;
    }

    private static List<String> lines(String document) {
        return document.lines().toList();
    }
}

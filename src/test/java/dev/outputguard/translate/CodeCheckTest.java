package dev.outputguard.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

/**
 * Code in a translation comes only from the source, over generated texts: Markdown with code blocks at the top
 * level, in block quotes, in list items, nested fences and a block left open at the end, each translated
 * correctly (accepted) and with each shape of mistake a model makes with code (rejected with its code): a
 * placeholder moved into a sentence or with text after it, wrapped in backticks, indented into code, and code of
 * its own (a fence before, after or around the answer, a fence left open, triple-backtick code in a sentence).
 */
class CodeCheckTest {

    private static final String[] BLOCKS = {"```sh\nls -l\n```", "~~~\nplain\n~~~", "````md\n```js\nx()\n```\n````",
        "```json\n{\"translation\": \"keep\"}\n```"};
    private static final String[] PROSE = {"Run this first.", "Then check the output.", "Done."};

    private record Mistake(String name, String code, boolean topLevelOnly, UnaryOperator<String> onPlaceholderLine,
            UnaryOperator<String> onReply) {
    }

    private static final List<Mistake> MISTAKES = List.of(
            new Mistake("text before it", CodeCheck.PLACEHOLDER_MISPLACED, false, l -> l.replace("[[", "実行: [["), r -> r),
            new Mistake("text after it", CodeCheck.PLACEHOLDER_MISPLACED, false, l -> l + " その後", r -> r),
            new Mistake("in backticks", CodeCheck.PLACEHOLDER_MISPLACED, false, l -> l.replace("[[", "`[[").replace("]]", "]]`"), r -> r),
            new Mistake("indented into code", CodeCheck.PLACEHOLDER_MISPLACED, true, l -> "    " + l, r -> r),
            new Mistake("a fence of its own before", CodeCheck.CODE_CONTAMINATION, false, l -> l, r -> "```sh\necho extra\n```\n\n" + r),
            new Mistake("a fence of its own after", CodeCheck.CODE_CONTAMINATION, false, l -> l, r -> r + "\n\n~~~~\nnote\n~~~~"),
            new Mistake("an open fence at the end", CodeCheck.CODE_CONTAMINATION, false, l -> l, r -> r + "\n\n```\n"),
            new Mistake("the answer in a json fence", CodeCheck.CODE_CONTAMINATION, false, l -> l,
                    r -> "```json\n{\"translation\": \"" + r.replace("\n", "\\n") + "\"}\n```"),
            new Mistake("triple-backtick code in a sentence", CodeCheck.CODE_CONTAMINATION, false, l -> l,
                    r -> "```json {\"translation\": \"x\"}``` " + r));

    @Test
    void check_generatedTranslations_acceptRightPlacement_andRejectEveryMistakeWithItsCode() {
        Random random = new Random(45);
        int accepted = 0;
        int rejected = 0;
        for (int n = 0; n < 3_000; n++) {
            List<String> parts = new ArrayList<>();
            boolean topLevel = true;
            int blocks = 1 + random.nextInt(3);
            for (int b = 0; b < blocks; b++) {
                parts.add(PROSE[random.nextInt(PROSE.length)]);
                String block = BLOCKS[random.nextInt(BLOCKS.length)];
                switch (random.nextInt(3)) {
                    case 1 -> {
                        block = "> " + block.replace("\n", "\n> ");
                        topLevel = false;
                    }
                    case 2 -> {
                        block = "- Step:\n\n  " + block.replace("\n", "\n  ");
                        topLevel = false;
                    }
                    default -> {
                    }
                }
                parts.add(block);
            }
            boolean openAtEnd = random.nextInt(5) == 0;
            if (openAtEnd) {
                parts.add("```sh\ntail -f log");
            } else {
                parts.add(PROSE[random.nextInt(PROSE.length)]);
            }
            String source = String.join("\n\n", parts);
            CodeShield.Shielded shield = CodeShield.protect(source, false);
            String translation = translate(shield.text());

            assertEquals(Optional.empty(), CodeCheck.check(shield, translation, false, "translation"),
                    () -> "right placement rejected: " + translation);
            String trailingBlanks = translation.replace("]]\n", "]]  \n");
            assertEquals(Optional.empty(), CodeCheck.check(shield, trailingBlanks, false, "translation"),
                    () -> "blanks after a placeholder rejected: " + trailingBlanks);
            accepted += 2;

            Mistake mistake = MISTAKES.get(random.nextInt(MISTAKES.size()));
            if (mistake.topLevelOnly() && !topLevel) {
                continue;
            }
            String wrong = mistake.onReply().apply(onFirstPlaceholderLine(translation, mistake.onPlaceholderLine()));
            Optional<CodeCheck.Finding> finding = CodeCheck.check(shield, wrong, false, "translation");
            assertTrue(finding.isPresent(), () -> mistake.name() + " accepted: " + wrong);
            if (openAtEnd && mistake.name().endsWith("at the end") || openAtEnd && mistake.name().endsWith("after")) {
                // Text after a block the source leaves open goes into that block: the block no longer reads as
                // itself, whichever of the two codes names it first.
                assertTrue(Set.of(CodeCheck.PLACEHOLDER_MISPLACED, CodeCheck.CODE_CONTAMINATION).contains(finding.get().code()));
            } else {
                assertEquals(mistake.code(), finding.get().code(), () -> mistake.name() + ": " + finding.get());
            }
            assertTrue(!finding.get().violations().isEmpty(), finding.get()::toString);
            rejected++;
        }
        assertTrue(rejected > 2_000, "mistakes tried: " + rejected + ", right placements: " + accepted);
    }

    @Test
    void check_issueExamples_areNamed() {
        CodeShield.Shielded shield = CodeShield.protect("Run:\n\n```sh\nmake\n```\n\nThen deploy.", false);

        CodeCheck.Finding midLine = CodeCheck.check(shield, "実行: [[CODE_BLOCK_1]] その後デプロイします。", false,
                "translation").orElseThrow();
        CodeCheck.Finding ownBlock = CodeCheck.check(shield, "実行:\n\n[[CODE_BLOCK_1]]\n\n```sh\nmake deploy\n```", false,
                "translation").orElseThrow();

        assertEquals(CodeCheck.PLACEHOLDER_MISPLACED, midLine.code());
        assertEquals(List.of("[[CODE_BLOCK_1]] on line 1 (\"実行: [[CODE_BLOCK_1]] その後デプロイします。\") not alone on its line"),
                midLine.violations());
        assertEquals(CodeCheck.CODE_CONTAMINATION, ownBlock.code());
        assertEquals(List.of("a code block opened by \"```sh\" on line 5 that the source does not have"), ownBlock.violations());
    }

    @Test
    void check_patch_placeholderOnAnAddedLineOfItsOwn_isAccepted_andAFenceTheSourcePatchLacksIsNot() {
        String source = "--- a/R.md\n+++ b/R.md\n@@ -1,1 +1,4 @@\n Intro\n+```sh\n+make\n+```\n";
        CodeShield.Shielded shield = CodeShield.protect(source, true);
        assertEquals(1, shield.codes().size());

        String right = "--- a/R.md\n+++ b/R.md\n@@ -1,1 +1,4 @@\n はじめに\n+[[CODE_BLOCK_1]]\n";
        String midLine = "--- a/R.md\n+++ b/R.md\n@@ -1,1 +1,4 @@\n はじめに\n+実行 [[CODE_BLOCK_1]]\n";
        String ownFence = right + "@@ -9,1 +12,4 @@\n x\n+~~~\n+note\n+~~~\n";

        assertEquals(Optional.empty(), CodeCheck.check(shield, right, true, "targetPatch"));
        assertEquals(CodeCheck.PLACEHOLDER_MISPLACED, CodeCheck.check(shield, midLine, true, "targetPatch").orElseThrow().code());
        assertEquals(CodeCheck.CODE_CONTAMINATION, CodeCheck.check(shield, ownFence, true, "targetPatch").orElseThrow().code());
    }

    /** The shielded text with its prose translated: every line but the placeholders' and the markers' changes. */
    private static String translate(String shielded) {
        StringBuilder out = new StringBuilder();
        for (String line : shielded.split("\n", -1)) {
            if (!out.isEmpty()) {
                out.append('\n');
            }
            String p = line.replace("Run this first.", "まずこれを実行します。").replace("Then check the output.", "次に出力を確認します。")
                    .replace("Done.", "完了。").replace("Step:", "手順:");
            out.append(p);
        }
        return out.toString();
    }

    private static String onFirstPlaceholderLine(String text, UnaryOperator<String> change) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains("[[CODE_BLOCK_")) {
                lines[i] = change.apply(lines[i]);
                break;
            }
        }
        return String.join("\n", lines);
    }
}

package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A merge conflict stated beside a pass ({@code Merge conflicts in src/app.py.}, {@code Der Branch hat
 * Merge-Konflikte.}, {@code 存在合并冲突。}) says the change cannot be merged as it stands: FAIL, in eleven languages,
 * in every place a finding beside a pass is read (above a marker, a bullet above one, a JSON pass's summary, a JSON
 * reply's note). Conflicts said to be resolved or said to be none keep the pass ({@code Resolved the merge
 * conflicts.}, {@code Keine Merge-Konflikte.}, {@code 冲突已解决。}). The sentences are written here apart from the
 * lexicon, each with the files a conflict is in. A resolving word after a file's name ({@code Crash in src/app.py
 * fixed.}) is not read past the name's dot, for any grave problem, so the kept sentences that name a file resolve first.
 */
class MergeConflictGeneratedTest {

    private static final List<String> FILES = List.of("src/app.py", "README.md", "pom.xml");

    /** Per language: sentences stating a conflict ({@code {f}}: a file). */
    private static final Map<String, List<String>> STATED = Map.ofEntries(
            Map.entry("en", List.of("Merge conflicts in {f}.", "There is a merge conflict in {f}.",
                    "The branch has conflicts with main ({f}).", "Rebase conflict in {f}.", "Conflicting files: {f}")),
            Map.entry("de", List.of("Merge-Konflikte in {f}.", "Es gibt einen Merge-Konflikt in {f}.",
                    "Der Branch hat Mergekonflikte ({f}).")),
            Map.entry("fr", List.of("Conflits de fusion dans {f}.", "Il y a un conflit de merge dans {f}.",
                    "La branche a des conflits git ({f}).")),
            Map.entry("es", List.of("Conflictos de fusión en {f}.", "Hay un conflicto de merge en {f}.",
                    "La rama tiene conflictos de git ({f}).")),
            Map.entry("it", List.of("Conflitti di merge in {f}.", "C'è un conflitto di merge in {f}.",
                    "Il branch ha conflitti git ({f}).")),
            Map.entry("pt", List.of("Conflitos de merge em {f}.", "Há um conflito de mesclagem em {f}.",
                    "A branch tem conflitos git ({f}).")),
            Map.entry("nl", List.of("Mergeconflicten in {f}.", "Er is een merge-conflict in {f}.",
                    "De branch heeft samenvoegconflicten ({f}).")),
            Map.entry("ja", List.of("{f}でコンフリクトが発生しています。", "{f}にマージコンフリクトがあります。",
                    "ブランチが競合しています（{f}）。")),
            Map.entry("zh", List.of("{f}存在合并冲突。", "{f}有合并冲突。", "分支存在代码冲突（{f}）。")),
            Map.entry("ko", List.of("{f}에 병합 충돌이 있습니다.", "{f}에서 충돌이 발생했습니다.", "머지 충돌: {f}")),
            Map.entry("tr", List.of("{f} dosyasında birleştirme çakışması var.", "Merge çakışmaları: {f}")));

    /** Per language: conflicts resolved or none, which keep the pass. */
    private static final Map<String, List<String>> KEEPING = Map.ofEntries(
            Map.entry("en", List.of("Resolved the merge conflicts in {f}.", "No merge conflicts.", "Merge conflicts fixed.")),
            Map.entry("de", List.of("Merge-Konflikte behoben.", "Keine Merge-Konflikte.", "Die Merge-Konflikte sind behoben.")),
            Map.entry("fr", List.of("Conflits de fusion résolus.", "Aucun conflit de fusion.")),
            Map.entry("es", List.of("Conflictos de fusión resueltos.", "No hay conflictos de fusión.")),
            Map.entry("it", List.of("Conflitti di merge risolti in {f}.", "Nessun conflitto di merge.")),
            Map.entry("pt", List.of("Conflitos de merge resolvidos em {f}.", "Não há conflitos de merge.")),
            Map.entry("nl", List.of("Geen mergeconflicten.")),
            Map.entry("ja", List.of("{f}のコンフリクトは解消済みです。", "コンフリクトはありません。")),
            Map.entry("zh", List.of("{f}的合并冲突已解决。", "没有合并冲突。")),
            Map.entry("ko", List.of("{f}의 병합 충돌을 해결했습니다.", "병합 충돌 없음.")),
            Map.entry("tr", List.of("{f} dosyasındaki birleştirme çakışması çözüldü.")));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static List<String[]> placed(String sentence) {
        List<String[]> out = new ArrayList<>();
        String json = sentence.replace("\\", "\\\\").replace("\"", "\\\"");
        for (String place : GeneratedReviews.PLACES) {
            out.add(new String[] {place.replace("{s}", place.startsWith("{") ? json : sentence), null});
        }
        out.add(new String[] {"Reviewed the change.", "{\"result\": \"PASS\", \"note\": \"" + json + "\"}"});
        return out;
    }

    private void decideEach(Map<String, List<String>> family, boolean fails, GeneratedReviews.Tally tally) {
        family.forEach((language, frames) -> {
            for (String frame : frames) {
                for (String file : frame.contains("{f}") ? FILES : List.of("")) {
                    for (String[] review : placed(frame.replace("{f}", file))) {
                        Verdict v = decider.decide(review[0], review[1]).result();
                        String shown = review[1] == null ? review[0] : review[0] + " + " + review[1];
                        tally.count(language, shown, fails ? v == Verdict.FAIL : v == Verdict.PASS, v.name());
                    }
                }
            }
        });
    }

    @Test
    void aMergeConflictStated_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        decideEach(STATED, true, tally);
        tally.print("a merge conflict stated", "not FAIL");
        tally.assertNone(400);
    }

    @Test
    void conflictsResolvedOrNone_keepThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        decideEach(KEEPING, false, tally);
        tally.print("merge conflicts resolved or none", "not PASS");
        tally.assertNone(140);
    }
}

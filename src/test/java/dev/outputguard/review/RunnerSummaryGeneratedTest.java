package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A line of labels and counts, as a test runner sums up its run ({@code Tests run: 12, Failures: 0, Errors: 0,
 * Skipped: 0}), above the verdict: each label is answered by its own count. Every problem counted none keeps the pass;
 * any one of them counted above zero fails it, whichever place it holds in the line. Generated per language from its
 * labels of problems, joined by a comma, a semicolon or a pipe (the language's own comma in Chinese and Japanese), in
 * each of {@link GeneratedReviews#PLACES}.
 */
class RunnerSummaryGeneratedTest {

    /** Per language: the label of the checks run, then the labels of what went wrong, and its colon. */
    private static final Map<String, String[]> LABELS = Map.ofEntries(
            Map.entry("en", new String[] {"Tests run", "Failures;Errors;Skipped;Warnings", ": "}),
            Map.entry("de", new String[] {"Tests", "Fehlschläge;Fehler;Übersprungen;Warnungen", ": "}),
            Map.entry("fr", new String[] {"Tests exécutés", "Échecs;Erreurs;Non exécutés;Avertissements", " : "}),
            Map.entry("es", new String[] {"Pruebas ejecutadas", "Fallos;Errores;Omitidas;Advertencias", ": "}),
            Map.entry("ja", new String[] {"実行", "失敗;エラー;スキップ;警告", "："}),
            Map.entry("zh", new String[] {"运行", "失败;错误;跳过;警告", "："}),
            Map.entry("ko", new String[] {"실행", "실패;오류;건너뜀;경고", ": "}));

    /** Per language: the marks that join a line's labels. */
    private static final Map<String, List<String>> JOINS = Map.of("ja", List.of("、", " | "), "zh", List.of("，", "；"));
    private static final List<String> JOINS_ELSEWHERE = List.of(", ", "; ", " | ");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void aRunnersSummary_keepsThePassWhereEveryProblemCountsNone_andFailsItWhereOneCountsSome() {
        GeneratedReviews.Tally some = new GeneratedReviews.Tally();
        GeneratedReviews.Tally none = new GeneratedReviews.Tally();
        for (var entry : LABELS.entrySet()) {
            String language = entry.getKey();
            String[] l = entry.getValue();
            String[] problems = l[1].split(";");
            for (String join : JOINS.getOrDefault(language, JOINS_ELSEWHERE)) {
                for (boolean run : List.of(true, false)) {
                    // Every problem counted none, then each in turn counted some (3), the others none.
                    for (int counted = -1; counted < problems.length; counted++) {
                        List<String> parts = new ArrayList<>();
                        if (run) {
                            parts.add(l[0] + l[2] + "12");
                        }
                        for (int i = 0; i < problems.length; i++) {
                            parts.add(problems[i] + l[2] + (i == counted ? "3" : "0"));
                        }
                        String line = String.join(join, parts);
                        if (counted < 0) {
                            none.decide(decider, language, GeneratedReviews.PLACES, line, Verdict.PASS);
                        } else {
                            some.decide(decider, language, GeneratedReviews.PLACES, line, Verdict.FAIL);
                        }
                    }
                }
            }
        }
        GeneratedReviews.assertSides(some, "a runner's summary counting a problem", 300, none,
                "a runner's summary counting none", 100);
    }
}

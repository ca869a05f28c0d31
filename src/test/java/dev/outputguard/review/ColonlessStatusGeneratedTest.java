package dev.outputguard.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A check's name and its state with the status line's colon left out ({@code Tests ✅}, {@code CI green},
 * {@code Tests 12/15}, {@code Build 2 warnings}, {@code テスト ❌}), generated in every language that names checks from
 * each name and each state (written here, apart from the lexicon). As a short note beside a JSON pass, the state is
 * read fail-closed as a status line's: a state nobody listed as passing (a pending one, a partial count, a mark that
 * crosses its fingers, a word of random letters) is FAIL, and a passing one ({@code Tests pass}, {@code 测试 通过},
 * {@code Tests 40 passed}) keeps the pass, as {@code Tests: ✅} does. On a line of a review above a marker's pass, a
 * count after a check's name is its state as well (no sentence goes on from a name with a number), and so are marks and
 * the failing states' words; a single word nobody listed there is a sentence's ({@code Tests added.}) and is left out.
 */
class ColonlessStatusGeneratedTest {

    /** Per language: names of checks, states that keep a pass, failing states' words. */
    private record Language(List<String> checks, List<String> passing, List<String> failing) {
    }

    private static final Map<String, Language> LANGUAGES = Map.ofEntries(
            Map.entry("en", new Language(List.of("Tests", "CI", "Build", "Lint", "Unit tests", "Pipeline"),
                    List.of("pass", "passed", "passing", "green", "ok", "all green", "clean"),
                    List.of("pending", "failed", "failing", "red", "broken", "skipped", "not run", "flaky"))),
            Map.entry("de", new Language(List.of("Tests", "Build", "Prüfungen"),
                    List.of("bestanden", "grün", "erfolgreich"),
                    List.of("fehlgeschlagen", "rot", "ausstehend", "übersprungen"))),
            Map.entry("fr", new Language(List.of("Tests", "Build", "Compilation"),
                    List.of("réussis", "vert", "validé"),
                    List.of("échoué", "rouge", "en attente", "ignorés"))),
            Map.entry("es", new Language(List.of("Pruebas", "Build", "Compilación"),
                    List.of("aprobado", "verde", "correcto"),
                    List.of("fallido", "rojo", "pendiente", "omitidas"))),
            Map.entry("it", new Language(List.of("Pipeline"),
                    List.of("superato", "verde"),
                    List.of("fallito", "rosso", "in attesa"))),
            Map.entry("pt", new Language(List.of("Pipeline"),
                    List.of("aprovado", "verde"),
                    List.of("falhou", "vermelho", "pendente"))),
            Map.entry("nl", new Language(List.of("Pipeline"),
                    List.of("geslaagd", "groen"),
                    List.of("mislukt", "rood"))),
            Map.entry("ja", new Language(List.of("テスト", "ビルド", "CI"),
                    List.of("合格", "成功", "通過"),
                    List.of("失敗", "保留", "未実行"))),
            Map.entry("zh", new Language(List.of("测试", "构建", "CI"),
                    List.of("通过", "成功", "合格"),
                    List.of("失败", "未通过", "待定"))),
            Map.entry("ko", new Language(List.of("테스트", "빌드", "CI"),
                    List.of("통과", "성공", "합격"),
                    List.of("실패", "보류", "미실행"))));

    /** States of marks and counts, in every language alike. */
    private static final List<String> PASSING_MARKS_AND_COUNTS = List.of("✅", "🟢", "✔", "👍", "15/15", "40 passed",
            "40 passed, 0 failed", "3/3");
    private static final List<String> FAILING_MARKS_AND_COUNTS = List.of("❌", "🔴", "🤞", "⏳", "💀", "⚠️", "12/15",
            "0/15", "3 failed", "2 errors", "40 passed, 2 failed", "1 of 5", "3 pending", "0/0");
    /**
     * Counts of what nobody listed as passing or failing: FAIL in a note, read fail-closed; on a line of a review a word
     * counted there may be a sentence's verb where the count stands before it (테스트 42개 실행.), and is left.
     */
    private static final List<String> COUNTS_OF_WHAT_NOBODY_LISTED = List.of("2 warnings", "3 foobarred", "5 zorbled");

    private static final List<String> NOTES = List.of("{\"result\": \"PASS\", \"summary\": \"{s}\"}",
            "{\"result\": \"PASS\", \"note\": \"{s}\"}");
    private static final List<String> LINES = List.of("{s}\n\nFinal Decision: PASS", "- {s}\n\n**Final Decision:** PASS");

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static List<String> randomWords() {
        Random random = new Random(1129L);
        List<String> words = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            StringBuilder w = new StringBuilder();
            for (int k = 4 + random.nextInt(6); k > 0; k--) {
                w.append((char) ('a' + random.nextInt(26)));
            }
            words.add(w.toString());
        }
        return words;
    }

    private void decide(GeneratedReviews.Tally tally, String language, List<String> places, String status, boolean fails) {
        tally.decide(decider, language, places, status, fails ? Verdict.FAIL : Verdict.PASS);
    }

    @Test
    void aCheckInAStateNobodyListedAsPassing_colonLeftOut_failsThePass() {
        GeneratedReviews.Tally notes = new GeneratedReviews.Tally();
        GeneratedReviews.Tally lines = new GeneratedReviews.Tally();
        List<String> random = randomWords();
        LANGUAGES.forEach((language, l) -> {
            for (String check : l.checks()) {
                for (String state : l.failing()) {
                    decide(notes, language, NOTES, check + " " + state, true);
                    decide(lines, language, LINES, check + " " + state, true);
                }
                for (String state : FAILING_MARKS_AND_COUNTS) {
                    decide(notes, language, NOTES, check + " " + state, true);
                    decide(lines, language, LINES, check + " " + state, true);
                }
                for (String word : random) {
                    decide(notes, language, NOTES, check + " " + word, true); // a note is read fail-closed
                }
                decide(notes, language, NOTES, check, true); // a name and no state
                for (String state : COUNTS_OF_WHAT_NOBODY_LISTED) {
                    decide(notes, language, NOTES, check + " " + state, true);
                }
            }
        });
        notes.print("a check's state in a JSON pass's note, colon left out", "not FAIL");
        lines.print("a check's state on a line above a pass, colon left out", "not FAIL");
        notes.showWrong();
        lines.showWrong();
        notes.assertNone(1_000);
        lines.assertNone(700);
    }

    @Test
    void aCheckInAPassingState_colonLeftOut_keepsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((language, l) -> {
            for (String check : l.checks()) {
                List<String> states = new ArrayList<>(l.passing());
                states.addAll(PASSING_MARKS_AND_COUNTS);
                for (String state : states) {
                    decide(tally, language, NOTES, check + " " + state, false);
                    decide(tally, language, LINES, check + " " + state, false);
                }
            }
        });
        tally.print("a check's passing state, colon left out", "not PASS");
        tally.showWrong();
        tally.assertNone(500);
    }
}

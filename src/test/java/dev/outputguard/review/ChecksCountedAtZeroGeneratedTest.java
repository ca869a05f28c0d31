package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * Checks counted at zero in prose, generated: a count of 0 before or after a check's name and a word of running it
 * ({@code 0 tests ran.}, {@code Tests ran: 0}, {@code Ran 0 tests.}, {@code Es wurden 0 Tests ausgeführt.},
 * {@code 実行されたテストは0件です。}, {@code 运行了0个测试。}), or the suite said empty ({@code Test suite is empty.},
 * {@code La suite de tests est vide.}), in every language and every place a finding beside a pass is read: FAIL in each,
 * as a JSON {@code "tests_run": 0} is. A count of problems at zero is none of them and keeps the pass ({@code 0 failures.},
 * {@code 0 errors.}, {@code エラー：0}), and so does a count of checks run above zero ({@code 42 tests ran.},
 * {@code Ran 120 tests.}), and so does a count of zero before a check's name and a word of failing ({@code 0 tests
 * failed.}), where a count above zero fails it. The sentences are written here apart from the lexicon.
 */
class ChecksCountedAtZeroGeneratedTest {

    /** Per language, checks run counted at zero ({@code {n}}: the count, 0 here). */
    static final Map<String, List<String>> RUN_AT_ZERO = Map.ofEntries(
            Map.entry("en", List.of("{n} tests ran.", "Tests ran: {n}", "Tests run: {n}", "Ran {n} tests.", "{n} checks executed.",
                    "Executed {n} tests.", "{n} test cases were run.", "Test suite is empty.", "The test suite is empty.",
                    "Collected {n} items.", "{n} specs run.", "Tests executed: {n}")),
            Map.entry("de", List.of("{n} Tests ausgeführt.", "Es wurden {n} Tests ausgeführt.", "Ausgeführte Tests: {n}",
                    "Die Testsuite ist leer.", "{n} Tests gelaufen.")),
            Map.entry("fr", List.of("{n} test exécuté.", "{n} tests exécutés.", "Tests exécutés : {n}", "La suite de tests est vide.",
                    "{n} tests lancés.")),
            Map.entry("es", List.of("Se ejecutaron {n} pruebas.", "{n} pruebas ejecutadas.", "Pruebas ejecutadas: {n}",
                    "La suite de pruebas está vacía.", "{n} tests ejecutados.")),
            Map.entry("it", List.of("{n} test eseguiti.", "Eseguiti {n} test.", "Test eseguiti: {n}", "La suite di test è vuota.")),
            Map.entry("pt", List.of("{n} testes executados.", "Foram executados {n} testes.", "Testes executados: {n}",
                    "A suíte de testes está vazia.")),
            Map.entry("nl", List.of("{n} tests uitgevoerd.", "Er zijn {n} tests gedraaid.", "Uitgevoerde tests: {n}",
                    "De testsuite is leeg.")),
            Map.entry("ja", List.of("実行されたテストは{n}件です。", "テスト実行数：{n}", "{n}件のテストが実行されました。", "テストスイートが空です。")),
            Map.entry("zh", List.of("运行了{n}个测试。", "执行的测试数：{n}", "{n}个测试被执行。", "测试套件为空。")),
            Map.entry("ko", List.of("{n}개의 테스트가 실행되었습니다.", "실행된 테스트: {n}", "테스트 {n}개 실행.", "테스트 스위트가 비어 있습니다.")));

    /** Per language, problems counted at zero: none of them, the pass stands. */
    static final Map<String, List<String>> PROBLEMS_AT_ZERO = Map.ofEntries(
            Map.entry("en", List.of("{n} failures.", "{n} errors.", "Failures: {n}")),
            Map.entry("de", List.of("{n} Fehler.", "Fehlgeschlagen: {n}")),
            Map.entry("fr", List.of("{n} échec.", "Échecs : {n}")),
            Map.entry("es", List.of("{n} fallos.", "Errores: {n}")),
            Map.entry("it", List.of("{n} errori.", "Fallimenti: {n}")),
            Map.entry("pt", List.of("{n} falhas.", "Erros: {n}")),
            Map.entry("nl", List.of("{n} fouten.")),
            Map.entry("ja", List.of("エラー：{n}")),
            Map.entry("zh", List.of("错误：{n}")),
            Map.entry("ko", List.of("오류: {n}")));

    /**
     * Per language, checks counted as they failed ({@code {n}}: the count): at zero none failed and the pass stands
     * ({@code 0 tests failed.}, {@code 0 Tests sind fehlgeschlagen.}, {@code 失敗0件。}, {@code 0 个测试失败。}); above
     * zero they failed and it falls. In Latin letters the zero counts the check's name right after it, a word of its
     * own between that name and the failing word at most; in Japanese, Chinese and Korean it stands after the failing
     * word (a counter after it), or before the check's name or a counter the failing word follows.
     */
    static final Map<String, List<String>> FAILED_COUNTED = Map.ofEntries(
            Map.entry("en", List.of("{n} tests failed.", "{n} checks failed.", "{n} unit tests failed.", "{n} builds failed.",
                    "{n} pipelines failed.", "Ran 42 tests: {n} tests failed.")),
            Map.entry("de", List.of("{n} Tests fehlgeschlagen.", "{n} Tests sind fehlgeschlagen.")),
            Map.entry("fr", List.of("{n} tests ont échoué.", "{n} tests échoués.")),
            Map.entry("es", List.of("{n} pruebas fallaron.", "{n} pruebas fallidas.")),
            Map.entry("it", List.of("{n} test falliti.", "{n} test sono falliti.")),
            Map.entry("pt", List.of("{n} testes falharam.", "{n} testes falhados.")),
            Map.entry("nl", List.of("{n} tests mislukt.", "{n} tests gefaald.")),
            Map.entry("tr", List.of("{n} test başarısız.")),
            Map.entry("ja", List.of("{n} 件のテストが失敗しました。", "{n}件のテストが失敗しました。", "テスト失敗：{n}件",
                    "失敗したテスト：{n}件", "失敗{n}件。", "テスト結果: 成功 42 件、失敗 {n} 件。", "{n}件の失敗。")),
            Map.entry("zh", List.of("{n} 个测试失败。", "{n}个测试失败了。", "失败的测试：{n} 个", "失败 {n} 个。",
                    "测试结果：通过 42，失败 {n}。", "{n}个失败。")),
            Map.entry("ko", List.of("{n}개의 테스트가 실패했습니다.", "실패한 테스트: {n}개", "실패 {n}건.",
                    "테스트 결과: 성공 42건, 실패 {n}건.", "{n}건의 실패.")));

    /** A zero that counts something else than the checks that failed: the failure stands. */
    static final Map<String, List<String>> ZERO_OF_ANOTHER = Map.of("en", List.of("0 warnings and tests failed.",
            "0 warnings, tests failed.", "0 of 5 tests failed.", "0 tests and builds failed.", "10 tests failed.",
            "0.5 tests failed.", "v0 tests failed.", "0 tests failed, but the build crashed."),
            "de", List.of("0 Warnungen und Tests fehlgeschlagen.", "0 Warnungen, Tests fehlgeschlagen."),
            "ja", List.of("0 件の警告、テストが失敗しました。", "0.5 件のテストが失敗しました。", "失敗 0.5 件。",
                    "バージョン0の失敗。", "失敗0件、ただし 1 件のテストが失敗しました。", "失敗 0 件の警告があります。"),
            "zh", List.of("0 个警告，测试失败。", "失败 0.5 个。", "版本0失败。"),
            "ko", List.of("0개의 경고, 테스트가 실패했습니다.", "실패 0.5건."));

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    private static Map<String, List<String>> counted(Map<String, List<String>> family, String n) {
        return family.entrySet().stream().collect(java.util.stream.Collectors.toMap(Map.Entry::getKey,
                e -> e.getValue().stream().map(s -> s.replace("{n}", n)).toList()));
    }

    @Test
    void checksRunCountedAtZero_inEveryLanguage_failThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        InputSeenInPartGeneratedTest.decideEach(decider, counted(RUN_AT_ZERO, "0"), Map.of(), Verdict.FAIL, tally);
        tally.print("checks counted at zero", "not FAIL");
        tally.assertNone(180);
    }

    @Test
    void checksRunCountedAboveZero_keepThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        Map<String, List<String>> run = counted(RUN_AT_ZERO, "42");
        run.replaceAll((l, s) -> s.stream().filter(x -> x.contains("42")).toList());
        InputSeenInPartGeneratedTest.decideEach(decider, run, Map.of(), Verdict.PASS, tally);
        tally.print("checks counted above zero", "not PASS");
        tally.assertNone(75);
    }

    @Test
    void checksCountedAsFailedAtZero_keepThePass_andAboveZeroFailIt() {
        GeneratedReviews.Tally kept = new GeneratedReviews.Tally();
        InputSeenInPartGeneratedTest.decideEach(decider, counted(FAILED_COUNTED, "0"), Map.of(), Verdict.PASS, kept);
        kept.print("checks counted as failed at zero", "not PASS");
        GeneratedReviews.Tally failed = new GeneratedReviews.Tally();
        InputSeenInPartGeneratedTest.decideEach(decider, counted(FAILED_COUNTED, "3"), Map.of(), Verdict.FAIL, failed);
        InputSeenInPartGeneratedTest.decideEach(decider, ZERO_OF_ANOTHER, Map.of(), Verdict.FAIL, failed);
        failed.print("checks counted as failed above zero, or a zero of something else", "not FAIL");
        kept.assertNone(38);
        failed.assertNone(100);
    }

    @Test
    void problemsCountedAtZero_keepThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        InputSeenInPartGeneratedTest.decideEach(decider, counted(PROBLEMS_AT_ZERO, "0"), Map.of(), Verdict.PASS, tally);
        tally.print("problems counted at zero", "not PASS");
        tally.assertNone(30);
    }
}

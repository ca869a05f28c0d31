package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * A review of a part only ({@code I reviewed the first file only.}, {@code Only the README was reviewed.},
 * {@code Ich habe nur die erste Datei geprüft.}, {@code 最初のファイルだけレビューしました。}), a check said absent as a noun
 * phrase headed by the check ({@code The PR has no tests.}, {@code No unit tests.}, {@code Il n'y a pas de tests.},
 * {@code テストがありません。}), and a check still awaited ({@code Awaiting CI.}, {@code Pending security review.}),
 * generated in every language read (written here, apart from the lexicon) and written above a marker's pass, as a
 * bullet above one and in a JSON pass's summary, after a line of praise or not: FAIL in each. The plain side: a review
 * of the whole, "no" before a check whose failing follows ({@code No tests failed.}, {@code No test failures.},
 * {@code 失敗したテストはありません。}), a part named of the change rather than of the review, and nothing awaited,
 * keep the pass.
 */
class ReviewScopeGeneratedTest {

    /** Per language: the ways to say a review of a part ({@code {p}}), the parts, the checks said absent, awaited. */
    private record Language(List<String> partOnly, List<String> parts, List<String> absent, List<String> awaited,
            List<String> keep) {
    }

    private static final Map<String, Language> LANGUAGES = Map.ofEntries(
            Map.entry("en", new Language(
                    List.of("I reviewed {p} only", "I looked at {p} only", "I examined {p} only",
                            "Only {p} was reviewed", "Only {p} were reviewed", "I only reviewed {p}",
                            "I only looked at {p}", "I only skimmed {p}", "Partial review: {p} only",
                            "Partial review: the rest is pending", "I did not review {p}", "Review incomplete"),
                    List.of("the first file", "the README", "the API changes", "the migration", "the frontend code"),
                    List.of("The PR has no tests", "There are no tests for the new endpoint", "No unit tests",
                            "No tests", "No integration tests", "This change has no tests", "No tests were added",
                            "No tests were run", "No test coverage", "Tests: none"),
                    List.of("Waiting for QA", "Pending security review", "Awaiting CI", "Waiting for CI",
                            "Still waiting for the tests", "LGTM pending CI", "Awaiting QA"),
                    List.of("I reviewed every file", "I reviewed the whole diff", "Only the README changed; I reviewed it",
                            "Reviewed: all 12 files", "No tests failed", "No test failures", "No failing tests",
                            "No tests were harmed", "No issues found; tests pass", "No tests were skipped",
                            "No tests needed for a docs change", "I reviewed it and found only minor nits",
                            "I reviewed the code; only style nits remain", "No pending checks", "Nothing is pending",
                            "The diff only touches the README; reviewed in full", "No test errors",
                            "No tests are failing", "No pending checks", "Not waiting for CI"))),
            Map.entry("de", new Language(
                    List.of("Ich habe nur {p} geprüft", "Teilweise geprüft: nur {p}", "Nur {p} wurde geprüft"),
                    List.of("die erste Datei", "den ersten Teil", "einen Teil"),
                    List.of("Keine Tests vorhanden", "Keine Tests", "Es gibt keine Tests", "Kein Test vorhanden",
                            "Keine Unit-Tests"),
                    List.of("Wartet auf CI", "Wartet auf QA", "Warten auf die Tests"),
                    List.of("Ich habe alle Dateien geprüft", "Keine Tests fehlgeschlagen", "Keine Tests sind fehlgeschlagen",
                            "Kein Test wurde übersprungen"))),
            Map.entry("fr", new Language(
                    List.of("J'ai seulement relu {p}", "J'ai relu uniquement {p}", "Revue partielle : {p}"),
                    List.of("le premier fichier", "le README", "les fichiers Python"),
                    List.of("Il n'y a pas de tests", "Pas de tests", "Aucun test", "Pas de tests unitaires",
                            "Aucun test n'a été ajouté"),
                    List.of("En attente de la CI", "En attente de la QA", "En attente de tests"),
                    List.of("J'ai relu tous les fichiers", "Aucun test n'a échoué", "Aucun test en échec",
                            "Pas de tests en échec"))),
            Map.entry("es", new Language(
                    List.of("Solo he revisado {p}", "Solo revisé {p}", "Revisión parcial: {p}"),
                    List.of("el primer archivo", "el README", "la API"),
                    List.of("No hay pruebas", "No hay tests", "Sin pruebas", "Ninguna prueba",
                            "No se añadieron pruebas"),
                    List.of("Esperando CI", "Esperando QA", "Pendiente de QA", "Esperando las pruebas"),
                    List.of("He revisado todos los archivos", "Ninguna prueba falló", "No hay pruebas fallidas",
                            "Sin pruebas fallidas"))),
            Map.entry("it", new Language(
                    List.of("Ho esaminato solo {p}", "Ho revisionato solo {p}", "Revisione parziale: {p}"),
                    List.of("il primo file", "il README", "le API"),
                    List.of("Non ci sono test", "Nessun test presente", "Mancano i test", "Nessun test è stato aggiunto"),
                    List.of("In attesa di CI", "In attesa di QA", "In attesa dei test"),
                    List.of("Ho esaminato tutti i file", "Nessun test fallito", "Nessun test è fallito",
                            "Nessun test è stato disattivato"))),
            Map.entry("pt", new Language(
                    List.of("Revisei apenas {p}", "Revisei só {p}", "Revisão parcial: {p}"),
                    List.of("o primeiro arquivo", "o README", "a API"),
                    List.of("Não há testes", "Sem testes", "Nenhum teste", "Nenhum teste foi adicionado"),
                    List.of("Aguardando CI", "Aguardando QA", "Aguardando os testes"),
                    List.of("Revisei todos os arquivos", "Nenhum teste falhou", "Nenhum teste foi desativado",
                            "Sem testes falhando"))),
            Map.entry("nl", new Language(
                    List.of("Ik heb alleen {p} bekeken", "Gedeeltelijke review: {p}"),
                    List.of("het eerste bestand", "de eerste wijziging"),
                    List.of("Geen tests", "Er zijn geen tests", "Geen unittests", "Geen tests toegevoegd"),
                    List.of("Wacht op CI", "Wachten op QA", "Wacht op de tests"),
                    List.of("Ik heb alle bestanden bekeken", "Geen tests mislukt", "Geen tests gefaald",
                            "Geen tests zijn mislukt"))),
            Map.entry("ja", new Language(
                    List.of("{p}だけレビューしました", "{p}のみレビューしました", "{p}だけ確認しました"),
                    List.of("最初のファイル", "README", "APIの変更"),
                    List.of("テストがありません", "テストはありません", "テストなし"),
                    List.of("CIを待っています", "QA待ち", "テスト待ち"),
                    List.of("すべてのファイルをレビューしました", "失敗したテストはありません", "失敗したテストがありません"))),
            Map.entry("zh", new Language(
                    List.of("只审查了{p}", "只看了{p}", "只检查了{p}"),
                    List.of("第一个文件", "README", "API 变更"),
                    List.of("没有测试", "没有单元测试", "缺少测试"),
                    List.of("等待CI", "等待QA", "正在等待安全审查"),
                    List.of("我审查了所有文件", "没有测试失败", "没有失败的测试"))),
            Map.entry("ko", new Language(
                    List.of("{p}만 검토했습니다"),
                    List.of("첫 번째 파일", "README", "API 변경"),
                    List.of("테스트가 없습니다", "테스트는 없습니다", "테스트 없음"),
                    List.of("CI를 기다리는 중입니다", "QA 대기 중입니다"),
                    List.of("모든 파일을 검토했습니다", "실패한 테스트가 없습니다", "실패한 테스트 없음"))));

    /** Where a sentence ({@code {s}}) stands: the shared places, and after a line of praise above a marker's pass. */
    private static final List<String> PLACES = List.of(GeneratedReviews.PLACES.get(0), GeneratedReviews.PLACES.get(1),
            GeneratedReviews.PLACES.get(2), "Looks good.\n{s}\nFinal Decision: PASS",
            "## Summary\nClean change.\n\n{s}\n\n## Final Decision\nPASS");

    /** The places above a marker's pass. */
    private static final List<String> MARKER_PLACES = List.of(PLACES.get(0), PLACES.get(1), PLACES.get(3), PLACES.get(4));

    private static String end(String language) {
        return language.equals("ja") || language.equals("zh") ? "。" : ".";
    }

    private final ReviewDecider decider = new ReviewDecider(new JsonExtractor());

    @Test
    void aReviewOfAPartOnly_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((language, l) -> {
            for (String template : l.partOnly()) {
                for (String part : template.contains("{p}") ? l.parts() : List.of("")) {
                    tally.decide(decider, language, PLACES, template.replace("{p}", part) + end(language), Verdict.FAIL);
                }
            }
        });
        tally.print("A: a review of a part only", "not FAIL");
        tally.showWrong();
        tally.assertNone(500);
    }

    @Test
    void aCheckSaidAbsent_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((language, l) -> {
            for (String s : l.absent()) {
                tally.decide(decider, language, PLACES, s + end(language), Verdict.FAIL);
                tally.decide(decider, language, PLACES.subList(0, 1), "- " + s, Verdict.FAIL);
            }
        });
        tally.print("B: a check said absent", "not FAIL");
        tally.showWrong();
        tally.assertNone(200);
    }

    @Test
    void aCheckStillAwaited_inEveryLanguage_failsThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((language, l) -> {
            for (String s : l.awaited()) {
                tally.decide(decider, language, PLACES, s + end(language), Verdict.FAIL);
            }
        });
        tally.print("C: a check still awaited", "not FAIL");
        tally.showWrong();
        tally.assertNone(170);
    }

    /**
     * The plain side: the whole reviewed, a check's failing said to be none, nothing awaited: each keeps its pass above a
     * marker (a JSON pass's summary is read by its own stricter reading, which fails some of these on its own).
     */
    @Test
    void theWholeReviewed_andNoFailingOfACheck_keepThePass() {
        GeneratedReviews.Tally tally = new GeneratedReviews.Tally();
        LANGUAGES.forEach((language, l) -> {
            for (String s : l.keep()) {
                tally.decide(decider, language, MARKER_PLACES, s + end(language), Verdict.PASS);
            }
        });
        tally.print("keep: the whole reviewed, no failing of a check", "plain lost");
        tally.showWrong();
        tally.assertNone(200);
    }
}

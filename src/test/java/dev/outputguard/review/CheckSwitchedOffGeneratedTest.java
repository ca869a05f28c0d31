package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A test or a check of the pipeline the change deletes, comments out, skips, switches off or makes non-blocking, said
 * above the verdict, fails the pass: CI is green only because the check is gone ({@code The coverage step is commented
 * out in the pipeline.}, {@code The lint step is wrapped in `|| true`.}, {@code Der Test wurde gelöscht.},
 * {@code テストがこのPRで削除されています。}, {@code 这个PR删除了唯一的测试。}). The reading of a safeguard switched off
 * ({@link SafeguardSwitchedOffGeneratedTest}) reads such checks as safeguards. Generated per language from sentences
 * with a check ({@code {x}}, {@code {X}}) in each of {@link GeneratedReviews#PLACES}. The same check turned back on,
 * moved elsewhere, replaced by another covering the same cases, removed as obsolete or with the dead code it covered,
 * or a failure it ignored fixed, keeps the pass above a marker's. Counted per language.
 */
class CheckSwitchedOffGeneratedTest {

    /** Per language: sentences of a check deleted, skipped or made non-blocking, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "The PR disables {x}.;{X} was deleted in this PR.;The PR deletes {x}.;{X} is commented out in the pipeline."
                    + ";This change comments out {x}.;{X} is skipped in CI.;{X} is now non-blocking."
                    + ";{X} now runs only on manual dispatch.;The `skip-lint` label now bypasses {x} as well."
                    + ";{X} is marked `allow_failure: true`."
                    + ";`continue-on-error: true` was added to {x}.;{X} was removed, so CI is green."
                    + "|The PR re-enables {x}.;{X} moved to the nightly workflow."
                    + ";The old {x} was deleted and replaced by a parameterised one covering the same cases."
                    + ";Removes the obsolete {x} for the deleted V1 exporter.;Fixed: {x} no longer ignores failures."
                    + ";{X} was removed together with the dead code it covered."),
            Map.entry("de", "{X} wurde in dieser PR gelöscht.;{X} ist auskommentiert.;{X} wurde deaktiviert."
                    + ";{X} wird in der CI übersprungen.;{X} wurde entfernt, statt ihn anzupassen."
                    + "|Die PR aktiviert {x} wieder.;{X} wurde in den nächtlichen Workflow verschoben."),
            Map.entry("fr", "{X} a été supprimé dans cette PR.;{X} est désactivé dans la CI.;{X} est commenté dans le pipeline."
                    + ";La PR supprime {x}."
                    + "|La PR réactive {x}.;{X} a été déplacé vers le workflow nocturne."),
            Map.entry("es", "El PR borró {x}.;{X} fue eliminado en este PR.;{X} está desactivado en la CI.;{X} está comentado en el pipeline."
                    + "|El PR reactiva {x}.;{X} se movió al workflow nocturno."),
            Map.entry("it", "{X} è stato eliminato in questa PR.;{X} è disattivato nella CI.;{X} è commentato nella pipeline."
                    + "|La PR riattiva {x}.;{X} è stato spostato nel workflow notturno."),
            Map.entry("pt", "{X} foi removido neste PR.;{X} está desativado na CI.;{X} está comentado no pipeline."
                    + "|O PR reativa {x}.;{X} foi movido para o workflow noturno."),
            Map.entry("nl", "{X} is verwijderd.;{X} is uitgeschakeld in de CI.;{X} is uitgecommentarieerd in de pipeline."
                    + "|De PR activeert {x}.;{X} is verplaatst naar de nachtelijke workflow."),
            Map.entry("tr", "{X} bu PR'da silindi.;{X} CI'da devre dışı bırakıldı.;{X} yorum satırına alındı."
                    + "|{X} yeniden etkinleştirildi.;{X} gece çalışan iş akışına taşındı."),
            Map.entry("ja", "{X}がこのPRで削除されています。;{X}が無効化されています。;{X}がコメントアウトされています。"
                    + ";{X}が実行されなくなっています。"
                    + "|{X}を有効にしました。;{X}は夜間のワークフローに移動しました。"),
            Map.entry("zh", "这个PR删除了{x}。;{X}被禁用了。;{X}被注释掉了。;{X}被跳过了。"
                    + "|重新启用了{x}。;{X}移到了夜间工作流。"),
            Map.entry("ko", "이 PR에서 {x}를 삭제했습니다.;{X}가 비활성화되었습니다.;{X}가 주석 처리되었습니다."
                    + ";{X}가 이 PR에서 통째로 빠졌습니다."
                    + "|{X}를 활성화했습니다.;{X}는 야간 워크플로로 옮겨졌습니다."));

    /** Per language: a test or a check of the pipeline. */
    private static final Map<String, List<String>> CHECKS = Map.ofEntries(
            Map.entry("en", List.of("the lint step", "the type check", "the coverage step", "the E2E job",
                    "the test for partial refunds", "the integration tests")),
            Map.entry("de", List.of("der Lint-Schritt", "die Typprüfung", "der Coverage-Schritt", "der Test")),
            Map.entry("fr", List.of("le test des remboursements partiels", "le job E2E", "le contrôle de couverture", "le lint")),
            Map.entry("es", List.of("el test de reembolsos parciales", "el job E2E", "el paso de lint", "el control de cobertura")),
            Map.entry("it", List.of("il test dei rimborsi parziali", "il job E2E", "il passo di lint", "il controllo di copertura")),
            Map.entry("pt", List.of("o teste de reembolsos parciais", "o job E2E", "o passo de lint", "o controle de cobertura")),
            Map.entry("nl", List.of("de test voor gedeeltelijke terugbetalingen", "de E2E-job", "de lintstap", "de typecontrole")),
            Map.entry("tr", List.of("Kısmi iade testi", "E2E işi", "Lint adımı", "Tip kontrolü")),
            Map.entry("ja", List.of("部分返金のテスト", "決済のテスト", "リント", "型チェック")),
            Map.entry("zh", List.of("部分退款的测试", "端到端测试", "代码检查步骤", "类型检查")),
            Map.entry("ko", List.of("부분 환불 테스트", "린트 단계", "타입 검사", "E2E 테스트")));

    /** Per language: plain sentences of a pipeline that checks, which keep a pass. */
    private static final Map<String, String> PLAIN = Map.ofEntries(
            Map.entry("en", "CI is green.;All 173 tests pass.;Removes the unused helper and its tests."
                    + ";The legacy exporter is deleted along with its tests.;Adds a test for partial refunds."),
            Map.entry("de", "Die CI ist grün.;Alle Tests laufen durch."),
            Map.entry("fr", "La CI est verte.;Tous les tests passent."),
            Map.entry("es", "La CI está en verde.;Todas las pruebas pasan."),
            Map.entry("it", "La CI è verde.;Tutti i test passano."),
            Map.entry("pt", "A CI está verde.;Todos os testes passam."),
            Map.entry("nl", "De CI is groen.;Alle tests slagen."),
            Map.entry("tr", "CI yeşil.;Tüm testler geçiyor."),
            Map.entry("ja", "CIは通っています。;すべてのテストが通ります。"),
            Map.entry("zh", "CI是绿的。;所有测试都通过了。"),
            Map.entry("ko", "CI는 통과합니다.;모든 테스트가 통과합니다."));

    /** Per language: a check that fails no more, written with a sign {@link GeneratedReviews} splits sides at. */
    private static final Map<String, List<String>> OR_TRUE = Map.of("en", List.of("{X} is wrapped in `|| true`.",
            "{X} now ends in `|| true`, so CI passes whatever it finds."), "de", List.of("{X} endet jetzt mit `|| true`."),
            "ja", List.of("{X}が`|| true`で囲まれています。"), "ko", List.of("{X}가 `|| true`로 감싸져서 CI가 통과합니다."));

    @Test
    void aCheckDeletedSkippedOrMadeNonBlocking_failsThePass_andOneMovedReplacedOrTurnedBackOnKeepsIt() {
        GeneratedReviews.Sides sides = new GeneratedReviews.Sides();
        OR_TRUE.forEach((language, sentences) -> CHECKS.get(language).forEach(x -> sentences.forEach(s -> sides.family.decide(
                sides.decider, language, GeneratedReviews.PLACES, s.replace("{X}", Character.toUpperCase(x.charAt(0))
                        + x.substring(1)), Verdict.FAIL))));
        sides.decide(SENTENCES, CHECKS, GeneratedReviews.MARKER_PLACES)
                .keep(PLAIN, CHECKS.keySet().stream().collect(java.util.stream.Collectors.toMap(l -> l, l -> List.of("-"))),
                        GeneratedReviews.MARKER_PLACES)
                .assertSides("a check deleted, skipped or made non-blocking", 300, "one turned back on, moved, replaced, "
                        + "obsolete, or a plain pipeline", 100);
    }
}

package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A review saying the change, or a part of it, was not actually run, exercised, tested, checked or verified, by the
 * reviewer or by a tool ({@code The new retry path was never actually run.}, {@code I could not really test the
 * export.}, {@code Das Migrationsskript ist noch nicht getestet worden.}, {@code 新しいリトライ処理は一度も実行されていません。},
 * {@code 退款流程还没有实际运行过。}), said above the verdict, fails the pass: what nobody ran is what nobody knows works.
 * Generated per language from sentences with a part of a change ({@code {x}}, {@code {X}}) in each of
 * {@link GeneratedReviews#PLACES}. The keep side, above a marker's pass: the same part run and working, another check
 * said to have run for it in a contrast ({@code I did not run it locally, but CI ran the whole suite and it is green.}),
 * a time before the change that the change ends ({@code Previously … never ran in CI. This PR fixes that.}), the thing
 * not run said out of the change's scope, and a question asking for the run. Counted per language.
 */
class ChangeNotRunGeneratedTest {

    /** Per language: sentences of a part not run or not checked, then (after {@code |}) sentences that keep a pass. */
    static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} was never actually run.;{X} has not actually been checked.;{X} has not been tested."
                    + ";I could not really test {x} because the sandbox was down.;{X} was never exercised against a real bank."
                    + ";Nobody has verified {x} yet.;{X} couldn't be tested with the current fixtures."
                    + ";The test suite never ran on {x}."
                    + "|I did not run {x} locally, but CI ran the full suite and it is green."
                    + ";Previously {x} never ran in CI. This PR fixes that."
                    + ";Could you run {x} on staging once more?"
                    + ";I ran {x} locally and it works."
                    + ";{X} was tested on staging and passed."
                    + ";I did not test {x} on Windows, which is out of scope for this change."),
            Map.entry("de", "{X} wurde nie wirklich ausgeführt.;{X} ist noch nicht getestet worden."
                    + ";Ich konnte {x} nicht wirklich prüfen.;{X} wurde in Staging nicht ausprobiert."
                    + ";{X} habe ich nicht verifizieren können.;{X} wurde bisher nicht getestet."
                    + "|Ich habe {x} lokal nicht ausgeführt, aber die CI hat alle Tests ausgeführt und ist grün."
                    + ";Früher lief {x} in der CI nie. Diese PR behebt das."
                    + ";Könntest du {x} noch in Staging ausführen?"
                    + ";Ich habe {x} lokal ausgeführt, alles funktioniert."),
            Map.entry("fr", "Je n'ai pas pu tester {x}.;Je n'ai jamais vraiment exécuté {x}.;Je n'ai pas encore vérifié {x}."
                    + ";{X} n'a pas été testé en staging.;{X} n'a jamais été exécuté pour de vrai."
                    + ";Impossible de vérifier {x} sans compte de test."
                    + "|Je n'ai pas exécuté {x} en local, mais la CI a lancé toute la suite et elle est verte."
                    + ";Avant, {x} n'était jamais exécuté en CI. Cette PR corrige cela."
                    + ";Pourrais-tu exécuter {x} sur staging ?"
                    + ";J'ai exécuté {x} en local et tout fonctionne."),
            Map.entry("es", "No pude probar {x} de verdad.;{X} nunca se ejecutó realmente.;{X} no se ha probado todavía."
                    + ";No he podido verificar {x}.;{X} no se llegó a ejecutar en staging."
                    + ";Nadie ha comprobado {x} todavía."
                    + "|No ejecuté {x} en local, pero la CI ejecutó toda la suite y está en verde."
                    + ";Antes {x} nunca se ejecutaba en la CI. Este PR lo corrige."
                    + ";¿Podrías ejecutar {x} en staging?"
                    + ";Ejecuté {x} en local y funciona bien."),
            Map.entry("it", "Non sono riuscito a testare {x}.;{X} non è mai stato eseguito davvero."
                    + ";{X} non è stato ancora verificato.;Non ho potuto provare {x} in staging."
                    + ";{X} non è stato testato con dati reali."
                    + "|Non ho eseguito {x} in locale, ma la CI ha eseguito tutta la suite ed è verde."
                    + ";Prima {x} non veniva mai eseguito in CI. Questa PR lo corregge."
                    + ";Potresti eseguire {x} in staging?"
                    + ";Ho eseguito {x} in locale e funziona."),
            Map.entry("pt", "Não consegui testar {x} de verdade.;{X} nunca foi executado de fato.;{X} ainda não foi testado."
                    + ";{X} não rodou no ambiente de staging.;Não foi possível verificar {x}."
                    + "|Não rodei {x} localmente, mas a CI rodou a suíte inteira e está verde."
                    + ";Antes {x} nunca rodava na CI. Este PR corrige isso."
                    + ";Você poderia rodar {x} em staging?"
                    + ";Rodei {x} localmente e funciona."),
            Map.entry("nl", "{X} is nooit echt uitgevoerd.;Ik heb {x} niet kunnen testen.;{X} is nog niet getest."
                    + ";{X} is niet gecontroleerd op staging.;Ik kon {x} niet echt verifiëren."
                    + "|Ik heb {x} lokaal niet gedraaid, maar de CI heeft de hele suite gedraaid en die is groen."
                    + ";Vroeger werd {x} nooit in de CI gedraaid. Deze PR lost dat op."
                    + ";Kun je {x} nog op staging draaien?"
                    + ";Ik heb {x} lokaal gedraaid en het werkt."),
            Map.entry("tr", "{X} hiç çalıştırılmadı.;{X} henüz test edilmedi.;{X} doğrulanamadı."
                    + ";{X} staging ortamında denenmedi.;{X} test edilemedi."
                    + "|{X} Windows'ta test edilmedi, bu kapsam dışı."
                    + ";{X} yerelde çalıştırıldı ve sorunsuz çalışıyor."),
            Map.entry("ja", "{X}は実際には一度も実行されていません。;{X}はまだ検証できていません。;{X}は実際にはテストできていません。"
                    + ";ステージング環境が使えず、{x}は動作確認できていません。;{X}はテストされていません。"
                    + "|ローカルでは{x}を実行していません。ただし、CIで全テストを実行し、成功しています。"
                    + ";以前は{x}がCIで実行されていませんでしたが、このPRで修正されました。"
                    + ";ステージングで{x}を実行してもらえますか？"
                    + ";ローカルで{x}を実行し、問題なく動きました。"),
            Map.entry("zh", "{X}还没有实际运行过。;{X}没有经过测试。;我没能验证{x}。;{X}在预发环境从未跑过。"
                    + ";{X}没法真正测试。"
                    + "|我本地没有跑{x}，但CI跑了全部测试，结果是绿的。"
                    + ";以前{x}在CI里从未运行，这个PR修复了。"
                    + ";能在预发环境跑一下{x}吗？"
                    + ";我在本地跑了{x}，一切正常。"),
            Map.entry("ko", "{X} 부분은 실제로 실행해 보지 못했습니다.;{X} 부분은 아직 테스트되지 않았습니다."
                    + ";{X} 부분은 검증하지 못했습니다.;{X} 부분은 한 번도 실행되지 않았습니다."
                    + "|로컬에서는 {x} 부분을 실행하지 않았지만 CI에서 전체 테스트가 통과했습니다."
                    + ";스테이징에서 {x} 부분을 실행해 주시겠어요?"
                    + ";로컬에서 {x} 부분을 실행했고 잘 동작합니다."));

    /** Per language: a part of a change under review. */
    static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("the refund flow", "the export change", "the new retry path", "the migration script")),
            Map.entry("de", List.of("die Erstattungslogik", "die Exportänderung", "die neue Wiederholungslogik",
                    "das Migrationsskript")),
            Map.entry("fr", List.of("le flux de remboursement", "le changement d'export", "le nouveau mécanisme de relance",
                    "le script de migration")),
            Map.entry("es", List.of("el flujo de reembolso", "el cambio de exportación", "el nuevo mecanismo de reintentos",
                    "el script de migración")),
            Map.entry("it", List.of("il flusso di rimborso", "il cambiamento dell'export", "il nuovo meccanismo di retry",
                    "lo script di migrazione")),
            Map.entry("pt", List.of("o fluxo de reembolso", "o ajuste na exportação", "o novo mecanismo de retentativa",
                    "o script de migração")),
            Map.entry("nl", List.of("de terugbetaalflow", "de exportwijziging", "de nieuwe retry-logica", "het migratiescript")),
            Map.entry("tr", List.of("iade akışı", "dışa aktarma değişikliği", "yeni yeniden deneme mantığı", "göç betiği")),
            Map.entry("ja", List.of("返金フロー", "エクスポート処理", "新しいリトライ処理", "マイグレーション")),
            Map.entry("zh", List.of("退款流程", "导出改动", "新的重试逻辑", "迁移脚本")),
            Map.entry("ko", List.of("환불 흐름", "내보내기 변경", "새 재시도 로직", "마이그레이션 스크립트")));

    @Test
    void aPartOfTheChangeNotRunOrChecked_failsThePass_andAnotherRunAFixOrAQuestionKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, THINGS, GeneratedReviews.MARKER_PLACES)
                .assertSides("a part of the change not run or checked", 500,
                        "run since, another check run, a time before the change, out of scope, a question", 200);
    }
}
